/* Aliases and swaps: a block freed through any alias is freed; a block whose last
   alias is overwritten is lost. */
#include <stdlib.h>

void swap_and_free(void)
{
    char *a = malloc(4);
    char *b = malloc(4);
    char *t;
    t = a;
    a = b;
    b = t;
    free(a);
    free(b);
    return;                             // NOLEAK
}

void swap_free_one(void)
{
    char *a = malloc(4);
    char *b = malloc(4);
    char *t;
    t = a;
    a = b;
    b = t;
    free(a);                            /* frees the second block */
    return;                             // LEAK
}

void alias_free(void)
{
    char *p = malloc(8);
    char *q = p;
    p = NULL;
    free(q);
    return;                             // NOLEAK
}

void free_through_double_pointer(void)
{
    char *p = malloc(8);
    char **pp = &p;
    free(*pp);
    return;                             // NOLEAK
}

void alias_then_overwrite(void)
{
    char *p = malloc(8);
    char *q = p;                        /* q keeps the first block until the return */
    p = malloc(8);
    free(p);
    (void)q;
    return;                             // LEAK
}

void store_through_double_pointer(void)
{
    char *p = NULL;
    char **pp = &p;
    *pp = malloc(8);
    free(p);
    return;                             // NOLEAK
}
