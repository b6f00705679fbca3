/* A callee that frees a block it made and still returns its address (a dangling result):
   the caller's free of the result is a double free, and its read a use after free.  A
   callee that frees and returns NULL, or frees one block and returns another, hands out
   nothing freed. */
#include <stdlib.h>

struct node { int data; struct node *next; };

struct node *make_and_drop(int v)
{
    struct node *p = malloc(sizeof *p);
    if (p != NULL)
        p->data = v;
    free(p);
    return p;
}

struct node *make_drop_null(int v)
{
    struct node *p = malloc(sizeof *p);
    if (p != NULL)
        p->data = v;
    free(p);
    p = NULL;
    return p;
}

struct node *swap_blocks(int v)
{
    struct node *p = malloc(sizeof *p);
    struct node *q = malloc(sizeof *q);
    free(p);
    if (q != NULL)
        q->data = v;
    return q;
}

int frees_dangling(void)
{
    struct node *r = make_and_drop(1);
    free(r);                            // DOUBLE-FREE
    return 0;
}

int reads_dangling(void)
{
    struct node *r = make_and_drop(2);
    if (r != NULL)
        return r->data;                 // USE-AFTER-FREE
    return 0;
}

int frees_null_result(void)
{
    struct node *r = make_drop_null(3);
    free(r);                            // NO-DOUBLE-FREE
    return 0;
}

int frees_other_block(void)
{
    struct node *r = swap_blocks(4);
    int d = 0;
    if (r != NULL)
        d = r->data;                    // NO-USE-AFTER-FREE
    free(r);                            // NO-DOUBLE-FREE
    return d;
}
