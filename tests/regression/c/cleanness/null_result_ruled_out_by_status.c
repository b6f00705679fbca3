/* expand() returns NULL only with *errp set, and its caller stops on that status
   (openssh's percent_expand over vdollar_percent_expand): no path of expand_or_die()
   returns NULL, so its callers' uses are not NULL dereferences, though the joined exit
   state has the result "maybe NULL".  A caller that only notes the error, or tests
   another status, still returns the NULL. */
#include <stdlib.h>
#include <string.h>

_Noreturn void fatal(const char *msg);
void note(const char *msg);

static char *expand(int *errp, const char *s)
{
    char *r;
    *errp = 1;
    if (s[0] == '%')
        return NULL;
    r = strdup(s);
    if (r == NULL)
        fatal("out of memory");
    *errp = 0;
    return r;
}

char *expand_or_die(const char *s)
{
    int err;
    char *ret = expand(&err, s);
    if (err)
        fatal("failed");
    return ret;
}

char *expand_or_note(const char *s)
{
    int err;
    char *ret = expand(&err, s);
    if (err)
        note("failed");
    return ret;
}

char *expand_other(const char *s, int *other)
{
    int err;
    char *ret = expand(&err, s);
    if (*other)
        fatal("failed");
    return ret;
}

int same_die(const char *s)
{
    char *p = expand_or_die(s);
    int n = strcmp(p, s);               // NO-NULL-DEREF
    free(p);
    return n;
}

int same_note(const char *s)
{
    char *p = expand_or_note(s);
    int n = strcmp(p, s);               // NULL-DEREF
    free(p);
    return n;
}

int same_other(const char *s, int *other)
{
    char *p = expand_other(s, other);
    int n = strcmp(p, s);               // NULL-DEREF
    free(p);
    return n;
}
