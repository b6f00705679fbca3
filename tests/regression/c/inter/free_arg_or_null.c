/* Callees that free a pointer which is their argument on one path and a NULL they made
   on the other (issue 13): they only may free the argument, as `if (really) free(p)`
   does.  Summarised as surely freeing it (Arg2Free "must"), a caller that keeps using
   its block after a call that freed nothing got a use after free and a double free. */
#include <stdlib.h>

void release_if(char *p, int really)
{
    char *q = really ? p : NULL;
    free(q);
}

void release_if_stored(char *p, int really)
{
    char *cell[1];
    cell[0] = NULL;
    if (really)
        cell[0] = p;
    free(cell[0]);
}

void keep(void)
{
    char *p = malloc(8);
    if (!p)
        return;                         // NOLEAK
    release_if(p, 0);
    p[0] = 'x';                         // NO-USE-AFTER-FREE
    free(p);                            // NO-DOUBLE-FREE // NOLEAK
}

void keep_stored(void)
{
    char *p = malloc(8);
    if (!p)
        return;                         // NOLEAK
    release_if_stored(p, 0);
    p[0] = 'x';                         // NO-USE-AFTER-FREE
    free(p);                            // NO-DOUBLE-FREE // NOLEAK
}

void hand_over(void)
{
    char *p = malloc(8);
    if (!p)
        return;                         // NOLEAK
    release_if(p, 1);                   // NOLEAK
}

/* the block is lost when the callee took its NULL path; missed, as for any callee that
   frees on some path only (tests/regression/c/inter/free_on_one_path.c) */
void forget(void)
{
    char *p = malloc(8);
    if (!p)
        return;                         // NOLEAK
    release_if(p, 0);                   // TODO-FN leak (by design: the paper's Arg2Free is path-insensitive)
}
