/* A callee that frees its argument and returns it: the result is the freed pointer, so the
   caller's use of it is a use after free and its free a double free, whether the result
   goes back into the same variable or another one.  A callee that returns its argument
   without freeing it, or frees it and returns another block or NULL, hands back nothing
   freed. */
#include <stdlib.h>

struct node { int data; struct node *next; };

struct node *drop(struct node *n)
{
    free(n);
    return n;
}

struct node *keep(struct node *n)
{
    if (n != NULL)
        n->data = 0;
    return n;
}

struct node *replace(struct node *n)
{
    struct node *m = malloc(sizeof *m);
    free(n);
    return m;
}

struct node *drop_null(struct node *n)
{
    free(n);
    return NULL;
}

int reads_back(void)
{
    struct node *p = malloc(sizeof *p);
    p = drop(p);
    if (p != NULL)
        return p->data;                 // USE-AFTER-FREE
    return 0;
}

void writes_back(struct node *out)
{
    struct node *p = malloc(sizeof *p);
    p = drop(p);
    p->data = 1;                        // USE-AFTER-FREE
    out->next = NULL;
}

void frees_copy(void)
{
    struct node *p = malloc(sizeof *p);
    struct node *q = drop(p);
    free(q);                            // DOUBLE-FREE
}

int reads_kept(void)
{
    struct node *p = malloc(sizeof *p);
    int d = 0;
    p = keep(p);
    if (p != NULL)
        d = p->data;                    // NO-USE-AFTER-FREE
    free(p);                            // NO-DOUBLE-FREE
    return d;
}

int reads_replacement(void)
{
    struct node *p = malloc(sizeof *p);
    int d = 0;
    p = replace(p);
    if (p != NULL)
        d = p->data;                    // NO-USE-AFTER-FREE
    free(p);                            // NO-DOUBLE-FREE
    return d;
}

void frees_null_result(void)
{
    struct node *p = malloc(sizeof *p);
    struct node *q = drop_null(p);
    free(q);                            // NO-DOUBLE-FREE
}
