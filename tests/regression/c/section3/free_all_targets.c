/* Section 3, "free frees all targets", with the default --free-all-targets: the
   paper's example (p points to x or y, one of them is freed) adapted to one procedure
   that allocates both blocks.  At run time the block not selected leaks; with the
   paper's unsound choice free(p) frees both abstract blocks and nothing is reported. */
#include <stdlib.h>

void free_one_target(int n)
{
    char *x = malloc(8);
    char *y = malloc(8);
    char *p = x;
    if (n)
        p = y;
    free(p);
    return;                             // TODO-FN leak (free-all-targets: free(p) with p -> {x, y} frees both blocks; the other one really leaks)
}

/* both freed: no leak, and none reported */
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

/* a single definite target is freed in both modes */
void free_single(void)
{
    char *x = malloc(8);
    char *p = x;
    free(p);
    return;                             // NOLEAK
}

/* a list whose nodes share one allocation site: freeing each node frees the site */
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
    return;                             // NOLEAK
}
