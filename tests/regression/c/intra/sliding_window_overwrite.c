/* A loop keeps the block of the previous iteration (`prev = cur; cur = malloc(..)`) and
   forgets the one before it: with recency, the newest block and the site's older blocks
   are two regions, and the older region is unreachable between `prev = cur` and the next
   allocation.  Joined then with the newest block (held by `prev`), the lost blocks looked
   held at the exit, and the path check pruned the alarm that the joined state had raised
   (the soundness suite's leak recall found it).  The lost older blocks now stay apart,
   the blocks of an allocating wrapper's call in the loop too. */
#include <stdlib.h>

struct node { int data; struct node *next; };

int window_leaks(int n)
{
    struct node *prev = NULL, *cur = NULL;
    int i;

    for (i = 0; i < n; i++) {
        prev = cur;
        cur = malloc(sizeof *cur);
        if (cur == NULL)
            break;
        cur->data = i;
        cur->next = NULL;
    }
    free(prev);
    free(cur);
    return 0;                           // LEAK
}

/* the same window, each forgotten block freed first */
int window_frees(int n)
{
    struct node *prev = NULL, *cur = NULL;
    int i;

    for (i = 0; i < n; i++) {
        free(prev);
        prev = cur;
        cur = malloc(sizeof *cur);
        if (cur == NULL)
            break;
        cur->data = i;
        cur->next = NULL;
    }
    free(prev);
    free(cur);
    return 0;                           // NOLEAK
}

/* a list: every older block is held by the newest one */
int list_kept(int n)
{
    struct node *head = NULL, *p;
    int i;

    for (i = 0; i < n; i++) {
        p = malloc(sizeof *p);
        if (p == NULL)
            break;
        p->next = head;
        head = p;
    }
    while (head != NULL) {
        p = head->next;
        free(head);
        head = p;
    }
    return 0;                           // NOLEAK
}

/* the same window through an allocating wrapper: the callee's block, instantiated again
   at the call in the loop, ages as a block of the caller's own site does */
struct node *make_node(int i)
{
    struct node *n = malloc(sizeof *n);

    if (n != NULL) {
        n->data = i;
        n->next = NULL;
    }
    return n;
}

int wrapped_window_leaks(int n)
{
    struct node *prev = NULL, *cur = NULL;
    int i;

    for (i = 0; i < n; i++) {
        prev = cur;
        cur = make_node(i);
        if (cur == NULL)
            break;
    }
    free(prev);
    free(cur);
    return 0;                           // LEAK
}

int wrapped_window_frees(int n)
{
    struct node *prev = NULL, *cur = NULL;
    int i;

    for (i = 0; i < n; i++) {
        free(prev);
        prev = cur;
        cur = make_node(i);
        if (cur == NULL)
            break;
    }
    free(prev);
    free(cur);
    return 0;                           // NOLEAK
}
