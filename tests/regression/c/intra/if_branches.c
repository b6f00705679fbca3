/* Frees in every branch of an if/else chain (no leak) versus in only some branches. */
#include <stdlib.h>

int branch_all(int mode)
{
    char *p = malloc(8);
    if (!p)
        return -1;                      // NOLEAK
    if (mode > 0) {
        p[0] = 'a';
        free(p);
    } else if (mode < 0) {
        p[0] = 'b';
        free(p);
    } else {
        free(p);
    }
    return 0;                           // NOLEAK
}

int branch_some(int mode)
{
    char *p = malloc(8);
    if (!p)
        return -1;                      // NOLEAK
    if (mode > 0) {
        free(p);
    } else if (mode < 0) {
        p[0] = 'b';                     /* forgot to free */
    } else {
        free(p);
    }
    return 0;                           // LEAK
}

int then_only(int keep, char **out)
{
    char *p = malloc(8);
    if (!p)
        return -1;                      // NOLEAK
    if (keep)
        *out = p;
    else
        free(p);
    return 0;                           // NOLEAK
}

int if_without_else(int ok)
{
    char *p = malloc(8);
    if (!p)
        return -1;                      // NOLEAK
    if (ok)
        free(p);
    return ok;                          // LEAK
}

/* nested ifs: every leaf releases the block */
int nested(int a, int b)
{
    char *p = malloc(8);
    if (!p)
        return -1;                      // NOLEAK
    if (a) {
        if (b)
            free(p);
        else
            free(p);
    } else {
        free(p);
    }
    return 0;                           // NOLEAK
}
