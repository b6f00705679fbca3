/* A callee that assigns a parameter to itself (n = n, as macro expansions and generated
   code do) still holds the caller's value: a NULL argument it then dereferences is
   reported at the call (B46).  A real reassignment before the dereference is not the
   argument's. */
#include <stddef.h>
#include <stdlib.h>

struct node { int data; struct node *next; };

static struct node fallback;

int take_data(struct node *n)
{
    int v;
    n = n;
    v = n->data;
    free(n);
    return v;
}

int take_other(struct node *n)
{
    n = n ? n : &fallback;
    return n->data;
}

int call_self_assigned(void)
{
    return take_data(NULL);             // NULL-DEREF
}

int call_reassigned(void)
{
    return take_other(NULL);            // NO-NULL-DEREF
}
