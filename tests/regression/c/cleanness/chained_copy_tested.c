/* `while ((oattrib = attrib = strdelim(&cp)) && *attrib != '\0')` (openssh readconf.c):
   the test is of oattrib's value, which is attrib's too, so on the branch where it is not
   NULL neither is.  A copy made before another assignment is not tied to the test. */
#include <stddef.h>

static char *next_word(char **s)
{
    char *old = *s;
    if (*old == '\0')
        return NULL;
    *s = old + 1;
    return old;
}

int count_words(char *cp)
{
    char *attrib, *oattrib;
    int n = 0;
    while ((oattrib = attrib = next_word(&cp)) && *attrib != '\0')   // NO-NULL-DEREF
        n += oattrib[0];
    return n;
}

int first_char(char *cp)
{
    char *attrib, *copy;
    copy = attrib = next_word(&cp);
    attrib = next_word(&cp);
    if (copy != NULL)
        return *attrib;                 // NULL-DEREF
    return 0;
}
