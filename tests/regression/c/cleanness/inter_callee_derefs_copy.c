/* A callee that dereferences a copy of its parameter (``p = n; p->data``) dereferences
   the caller's argument: a caller that passes NULL is told so (the summary's derefs and
   requires follow copies made while the parameter still holds the caller's value).  A
   copy tested first, or made after the parameter was reassigned, is not the argument. */
#include <stdlib.h>

struct node { int data; struct node *next; };

int read_copy(struct node *n)
{
    struct node *p = n;
    return p->data;
}

int read_copy_tested(struct node *n)
{
    struct node *p = n;
    if (p == NULL)
        return 0;
    return p->data;
}

int read_copy_of_fresh(struct node *n)
{
    struct node *p;
    n = malloc(sizeof *n);
    if (n == NULL)
        return 0;
    n->data = 1;
    p = n;
    free(n);
    return 0;
}

int caller(void)
{
    int a = read_copy(NULL);            // NULL-DEREF
    int b = read_copy_tested(NULL);     // NO-NULL-DEREF
    int c = read_copy_of_fresh(NULL);   // NO-NULL-DEREF
    return a + b + c;
}
