/* A function that makes a different block per value of an integer parameter (a
   representation, a mode, a flag): a call with a constant argument makes only the blocks
   whose tests that constant passes (Summary.made_when).  Before, every call made every
   case's block, and a caller that leaks the result got one alarm per case, most of them
   for blocks that call cannot make. */
#include <stdlib.h>
#include <string.h>

enum rep { REP_DEFAULT, REP_HEX, REP_ART };
#define WANT_COPY 2

char *as_hex(const char *d) { return strdup(d); }
char *as_b64(const char *d) { char *p = malloc(strlen(d) + 5); if (p != NULL) strcpy(p, d); return p; }
char *as_art(const char *d) { (void)d; return calloc(1, 300); }

char *render(const char *d, int alg, enum rep r)
{
    char *ret = NULL;
    switch (r) {
    case REP_DEFAULT:
        if (alg == 1)
            ret = as_hex(d);
        else
            ret = as_b64(d);
        break;
    case REP_HEX:
        ret = as_hex(d);
        break;
    case REP_ART:
        ret = as_art(d);
        break;
    }
    return ret;
}

/* leaks the default representation: its two blocks (hex, base64), not the art block */
int first_of_default(const char *d, int alg)
{
    char *s = render(d, alg, REP_DEFAULT);
    if (s == NULL)
        return -1;
    return s[0];                        // LEAK
}

int first_of_art(const char *d)
{
    char *s = render(d, 0, REP_ART);
    int c;
    if (s == NULL)
        return -1;
    c = s[0];
    free(s);
    return c;                           // NOLEAK
}

/* a flag: the copy is made only when asked for */
void lookup(const char *key, int flags, char **copy)
{
    if (flags & WANT_COPY)
        *copy = strdup(key);
}

int length_without_copy(const char *key)
{
    char *c = NULL;
    lookup(key, 0, &c);
    return (int)strlen(key);            // NOLEAK
}

int length_with_copy(const char *key)
{
    char *c = NULL;
    lookup(key, WANT_COPY, &c);
    return c != NULL ? (int)strlen(c) : 0; // LEAK
}

int length_with_flags(const char *key, int flags)
{
    char *c = NULL;
    lookup(key, flags, &c);
    return (int)strlen(key);            // LEAK
}
