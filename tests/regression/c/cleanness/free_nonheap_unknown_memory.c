/* After a call of unknown code that is given &list, any pointer read from memory the
   unknown code could write (unknown memory) may be &list: the analysis keeps that
   possibility, but free_nonheap does not report a free of such a pointer as a free of
   the local variable, since nothing in the program says so (openssh: after
   sshkey_sign(key, &sig, ..), whose callees are unknown code, every free of sig in
   its callers was "a free of local variable sig").  A pointer the program itself set
   to a local is still reported, escaped or not. */
#include <stdlib.h>

void get_list(unsigned char ***listp);

int first_of_list(void)
{
    unsigned char **list = NULL;
    unsigned char *first;
    get_list(&list);
    if (list == NULL)
        return -1;
    first = *list;
    free(first);                        // NO-FREE-NONHEAP
    return 0;
}

int local_escaped(void (*fill)(char *))
{
    char buf[8];
    char *p = buf;
    fill(buf);
    free(p);                            // FREE-NONHEAP
    return 0;
}

int local_through_unknown(void)
{
    unsigned char **list = NULL;
    unsigned char *own[1];
    get_list(&list);
    own[0] = (unsigned char *)&own;
    free(own[0]);                       // FREE-NONHEAP
    return 0;
}
