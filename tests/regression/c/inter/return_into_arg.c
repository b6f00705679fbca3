/* Arg2Ret: callees returning a pointer into their argument.  list_next returns
   lst->next, list_last walks to the last node, list_pop_front unlinks and frees the
   head and returns the rest (the paper's renewList).  The caller keeps ownership of
   what is returned. */
#include <stdlib.h>

struct node {
    int v;
    struct node *next;
};

struct node *list_next(struct node *lst)
{
    return lst->next;
}

struct node *list_last(struct node *lst)
{
    while (lst->next)
        lst = lst->next;
    return lst;
}

struct node *list_pop_front(struct node *lst)
{
    struct node *rest = lst->next;
    free(lst);
    return rest;
}

static struct node *node(int v, struct node *next)
{
    struct node *n = malloc(sizeof *n);
    if (!n)
        abort();
    n->v = v;
    n->next = next;
    return n;                           // NOLEAK
}

void two_nodes_ok(void)
{
    struct node *a = node(1, node(2, NULL));
    struct node *rest = list_next(a);
    free(a);
    free(rest);                         // NOLEAK
}

/* after freeing the head, the second node is only reachable from rest, which is dropped */
int two_nodes_leaky(void)
{
    struct node *a = node(1, node(2, NULL));
    struct node *rest = list_next(a);
    int v = rest->v;
    free(a);
    return v;                           // LEAK
}

void pop_all(void)
{
    struct node *l = node(1, node(2, NULL));
    l = list_pop_front(l);
    l = list_pop_front(l);              // NOLEAK
}

/* pops the head but ignores the returned rest */
void pop_ignoring_rest(void)
{
    struct node *l = node(1, node(2, NULL));
    list_pop_front(l);                  // LEAK
}

/* appending through the pointer list_last returns publishes the new node in the list */
void append_then_free(void)
{
    struct node *l = node(1, NULL);
    struct node *tail = list_last(l);
    tail->next = node(2, NULL);
    l = list_pop_front(l);
    free(l);                            // NOLEAK
}
