/* A callee that never returns (it aborts on every path) still dereferences what it is
   given on its way: a caller passing NULL is reported.  One that tests its argument
   first is not. */
#include <stdio.h>
#include <stdlib.h>

struct node { int data; struct node *next; };

void die_with(struct node *n)
{
    fprintf(stderr, "fatal: %d\n", n->data);
    abort();
}

void die_with_checked(struct node *n)
{
    if (n != NULL)
        fprintf(stderr, "fatal: %d\n", n->data);
    abort();
}

int main(int argc, char **argv)
{
    (void)argv;
    if (argc > 2)
        die_with_checked(NULL);         // NO-NULL-DEREF
    if (argc > 1)
        die_with(NULL);                 // NULL-DEREF
    return 0;
}
