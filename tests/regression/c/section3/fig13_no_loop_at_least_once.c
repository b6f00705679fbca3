// options: --no-loop-at-least-once
/* Section 3, "Following loop iteration effects" (Figure 13), with the heuristic
   switched off: the allocated set at the loop head is the join of the loop entry and
   the back edge, so the block allocated before the loop is still "allocated" at the
   exit although the loop body definitely freed it (the paper's false positive), and
   the real leak of a loop that runs zero times is found. */
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
    return;                             // NOLEAK (a false alarm once, no longer reported: Figure 13 without loop-at-least-once: the entry's allocated set {l} is joined at the head although the body always frees l)
}

void zero_trip(int n)
{
    int i;
    char *p = malloc(10);
    for (i = 0; i < n; i++) {
        free(p);
        p = NULL;
    }
    return;                             // LEAK
}

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
    return;                             // NOLEAK (a false alarm once, no longer reported: without loop-at-least-once the nodes allocated before the free loop stay in the allocated set at its exit)
}

/* a loop that neither allocates nor frees changes nothing */
void plain_loop(int n)
{
    int i;
    char *p = malloc(10);
    if (!p)
        return;                         // NOLEAK
    for (i = 0; i < n; i++)
        p[i % 10] = (char)i;
    free(p);
    return;                             // NOLEAK
}
