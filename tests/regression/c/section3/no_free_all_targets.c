// options: --no-free-all-targets
/* Section 3, "free frees all targets", switched off: free(p) removes a block from the
   allocated set only when it is p's single, definite target.  In the paper's example
   (p points to x or y, one is freed) both blocks are then reported as possible leaks
   (one finding per allocation site, at the same exit). */
#include <stdlib.h>

void free_one_target(int n)
{
    char *x = malloc(8);
    char *y = malloc(8);
    char *p = x;
    if (n)
        p = y;
    free(p);
    return;                             // LEAK
}

/* both freed through their own pointers: single targets, no leak */
void free_both(int n)
{
    char *x = malloc(8);
    char *y = malloc(8);
    char *p = x;
    if (n)
        p = y;
    free(x);
    free(y);
    (void)p;
    return;                             // NOLEAK
}

void free_single(void)
{
    char *x = malloc(8);
    char *p = x;
    free(p);
    return;                             // NOLEAK
}

/* The price of soundness: each node is freed, but the site stands for many blocks,
   so no free is a must-free and the list is reported. */
struct node { struct node *next; };

void free_list(int n)
{
    struct node *head = NULL, *nd;
    int i;
    for (i = 0; i < n; i++) {
        nd = malloc(sizeof *nd);
        if (!nd)
            break;
        nd->next = head;
        head = nd;
    }
    while (head) {
        nd = head->next;
        free(head);
        head = nd;
    }
    return;                             // TODO-FP leak (without free-all-targets, a free of a site that may stand for several blocks is never a must-free)
}

/* freeing each of two blocks through a pointer that may point to either */
void free_both_through_ternary(int c)
{
    char *a = malloc(8);
    char *b = malloc(8);
    free(c ? a : b);
    free(c ? b : a);
    return;                             // TODO-FP leak (without free-all-targets, neither free has a single target, although together they free both blocks)
}
