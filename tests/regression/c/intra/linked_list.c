/* A locally built singly-linked list: freed node by node (no leak), only the head
   freed (the rest leaks), and nodes pushed onto a caller's list (no leak). */
#include <stdlib.h>

struct node { int val; struct node *next; };

int sum_list(int n)
{
    struct node *head = NULL, *nd, *next;
    int i, s = 0;
    for (i = 0; i < n; i++) {
        nd = malloc(sizeof *nd);
        if (!nd)
            break;
        nd->val = i;
        nd->next = head;
        head = nd;
    }
    for (nd = head; nd; nd = nd->next)
        s += nd->val;
    while (head) {
        next = head->next;
        free(head);
        head = next;
    }
    return s;                           // NOLEAK
}

/* All nodes come from one allocation site: freeing the head "frees the site". */
int sum_list_free_head(int n)
{
    struct node *head = NULL, *nd;
    int i, s = 0;
    for (i = 0; i < n; i++) {
        nd = malloc(sizeof *nd);
        if (!nd)
            break;
        nd->val = i;
        nd->next = head;
        head = nd;
    }
    for (nd = head; nd; nd = nd->next)
        s += nd->val;
    free(head);
    return s;                           // TODO-FN leak (all nodes are one abstract block of a single site; free-all-targets frees it although only the head is freed)
}

int sum_list_no_free(int n)
{
    struct node *head = NULL, *nd;
    int i, s = 0;
    for (i = 0; i < n; i++) {
        nd = malloc(sizeof *nd);
        if (!nd)
            break;
        nd->val = i;
        nd->next = head;
        head = nd;
    }
    for (nd = head; nd; nd = nd->next)
        s += nd->val;
    return s;                           // LEAK
}

void push(struct node **head, int v)
{
    struct node *nd = malloc(sizeof *nd);
    if (!nd)
        return;                         // NOLEAK
    nd->val = v;
    nd->next = *head;
    *head = nd;
    return;                             // NOLEAK
}

struct node *append(struct node *tail, int v)
{
    struct node *nd = malloc(sizeof *nd);
    if (!nd)
        return NULL;                    // NOLEAK
    nd->val = v;
    nd->next = NULL;
    tail->next = nd;
    return nd;                          // NOLEAK
}

/* The popped node belongs to the caller's list and is never freed: lost.  It is
   input memory of pop_lost (an explore address), which is never in the allocated
   set, so an intraprocedural check cannot report it. */
int pop_lost(struct node **head)
{
    struct node *nd = *head;
    if (!nd)
        return -1;                      // NOLEAK
    *head = nd->next;
    return nd->val;                     // TODO-FN leak (the unlinked node is the caller's input memory (explore address), never in the allocated set)
}

int pop(struct node **head)
{
    struct node *nd = *head;
    int v;
    if (!nd)
        return -1;                      // NOLEAK
    *head = nd->next;
    v = nd->val;
    free(nd);
    return v;                           // NOLEAK
}
