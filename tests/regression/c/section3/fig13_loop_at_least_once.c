/* Section 3, "Following loop iteration effects" (Figure 13), with the default
   --loop-at-least-once: at a loop head the allocated/freed sets are taken from the
   back edge only, as if the loop ran at least once.

   figure13: the block is freed in the first iteration (later iterations free NULL,
   a no-op), so nothing leaks, and thanks to the heuristic nothing is reported.
   zero_trip: the same loop with a bound that may be zero; when the loop does not run
   the block leaks, which the heuristic hides (the paper's accepted unsoundness). */
#include <stdlib.h>

void figure13(void)
{
    int i;
    char *p = malloc(10);
    for (i = 0; i < 10; i++) {
        /* ... */
        free(p);
        p = NULL;
    }
    return;                             // NOLEAK
}

void zero_trip(int n)
{
    int i;
    char *p = malloc(10);
    for (i = 0; i < n; i++) {
        free(p);
        p = NULL;
    }
    return;                             // TODO-FN leak (loop-at-least-once: the loop-entry path, on which the block is still allocated, is dropped at the head; leaks when n <= 0)
}

/* the same effect with a list that is built and then torn down */
struct node { struct node *next; };

void build_and_free(int n)
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
