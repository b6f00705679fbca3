/* Blocks lost on some paths only: the joined state at the exit still holds each of them
   through a pointer that may also be NULL (or another block), so the paper's formula on
   the joined state sees no loss.  The leak check asks the path check about such exits
   and reports the ones a feasible path loses (true positives), and stays silent where
   every path that loses the block is infeasible or frees it first (true negatives). */
#include <stdlib.h>
struct node { int data; struct node *next; };
struct node *g;

struct node *lost_on_one_branch(int c)
{
    struct node *n = malloc(sizeof *n);
    if (n == NULL)
        return NULL;
    if (c)
        n = NULL;
    return n;                           // LEAK
}

struct node *freed_on_that_branch(int c)
{
    struct node *n = malloc(sizeof *n);
    if (n == NULL)
        return NULL;
    if (c) {
        free(n);
        n = NULL;
    }
    return n;                           // NOLEAK
}

void global_overwritten(int c)
{
    struct node *n = malloc(sizeof *n);
    g = n;
    if (c)
        g = NULL;                       // LEAK
}

void global_overwritten_then_freed(int c)
{
    struct node *n = malloc(sizeof *n);
    if (n == NULL)
        return;
    g = n;
    if (c)
        g = NULL;
    if (c)
        free(n);                        // NOLEAK
}

void stored_if_asked(struct node **out)
{
    struct node *n = malloc(sizeof *n);
    if (out != NULL)
        *out = n;                       // LEAK
}

void stored_if_asked_else_freed(struct node **out)
{
    struct node *n = malloc(sizeof *n);
    if (out != NULL)
        *out = n;
    else
        free(n);                        // NOLEAK
}

/* the path that loses the block takes x + y > 5 and then its negation: the interval
   domain cannot decide the sum, the linear stage refutes the path */
void lost_on_an_infeasible_path(int x, int y)
{
    struct node *n = malloc(sizeof *n);
    if (n == NULL)
        return;
    g = n;
    if (x + y > 5)
        g = NULL;
    if (x + y > 5)
        free(n);                        // NOLEAK
}

struct node *moved_along_the_list(struct node *head, int c)
{
    struct node *n = malloc(sizeof *n);
    if (n == NULL)
        return head;
    n->next = head;
    if (c)
        n = n->next;                    /* the new block's only pointer moves on */
    return n;                           // LEAK
}

/* as above, but the second test is another condition: x + y == 6 loses the block */
void lost_on_a_feasible_path(int x, int y)
{
    struct node *n = malloc(sizeof *n);
    if (n == NULL)
        return;
    g = n;
    if (x + y > 5)
        g = NULL;
    if (x + y > 6)
        free(n);                        // LEAK
}
