/* A linked list built by a callee in a loop (list_from_array) and freed by a callee
   walking it (list_free, the paper's freeList with a k-bounded summary).  Also a
   push helper whose new node is published through the head argument. */
#include <stdlib.h>

struct node {
    int value;
    struct node *next;
};

void list_free(struct node *head)
{
    struct node *next;
    while (head != NULL) {
        next = head->next;
        free(head);
        head = next;
    }
}

int list_push(struct node **head, int value)
{
    struct node *n = malloc(sizeof *n);
    if (!n)
        return -1;                      // NOLEAK
    n->value = value;
    n->next = *head;
    *head = n;
    return 0;                           // NOLEAK
}

struct node *list_from_array(const int *a, int n)
{
    struct node *head = NULL;
    int i;
    for (i = n - 1; i >= 0; i--) {
        struct node *nd = malloc(sizeof *nd);
        if (!nd) {
            list_free(head);
            return NULL;                // NOLEAK
        }
        nd->value = a[i];
        nd->next = head;
        head = nd;
    }
    return head;                        // NOLEAK
}

int list_sum(const struct node *l)
{
    int s = 0;
    for (; l; l = l->next)
        s += l->value;
    return s;
}

int sum_array(const int *a, int n)
{
    struct node *l = list_from_array(a, n);
    int s = list_sum(l);
    list_free(l);
    return s;                           // NOLEAK
}

int sum_array_leaky(const int *a, int n)
{
    struct node *l = list_from_array(a, n);
    return list_sum(l);                 // LEAK
}

int push_three(void)
{
    struct node *head = NULL;
    int s;
    list_push(&head, 1);
    list_push(&head, 2);
    list_push(&head, 3);
    s = list_sum(head);
    list_free(head);
    return s;                           // NOLEAK
}

int push_three_leaky(void)
{
    struct node *head = NULL;
    list_push(&head, 1);
    list_push(&head, 2);
    list_push(&head, 3);
    return list_sum(head);              // LEAK
}

/* frees only the head node: every later node is lost when n >= 2 */
int free_head_only(const int *a, int n)
{
    struct node *l = list_from_array(a, n);
    int s = list_sum(l);
    free(l);
    return s;                           // LEAK (recency: the head is the newest block, the rest are the older blocks)
}
