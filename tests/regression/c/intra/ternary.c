/* The conditional operator selecting between two blocks.  Freeing only the
   selected one loses the other; with the paper's default (free frees every block
   the pointer may point to) the loss is not seen. */
#include <stdlib.h>

void free_one_of_two(int c)
{
    char *a = malloc(8);
    char *b = malloc(8);
    char *p = c ? a : b;
    free(p);
    return;                             // TODO-FN leak (free-all-targets: free(p) with p -> {a, b} frees both blocks, Section 3's unsound choice)
}

char *keep_one(int c)
{
    char *a = malloc(8);
    char *b = malloc(8);
    char *keep = c ? a : b;
    char *drop = c ? b : a;
    free(drop);
    return keep;                        // NOLEAK
}

void free_both_via_ternary(int c)
{
    char *a = malloc(8);
    char *b = malloc(8);
    free(c ? a : b);
    free(c ? b : a);
    return;                             // NOLEAK
}

void maybe_alloc(int c)
{
    char *p = c ? malloc(8) : NULL;
    if (p)
        p[0] = 0;
    free(p);
    return;                             // NOLEAK
}

int maybe_alloc_leak(int c)
{
    char *p = c ? malloc(8) : NULL;
    if (p)
        p[0] = 0;
    return c;                           // LEAK
}

/* the size, not the block, is selected by ?: */
void ternary_size(int big)
{
    char *p = malloc(big ? 4096 : 16);
    free(p);
    return;                             // NOLEAK
}
