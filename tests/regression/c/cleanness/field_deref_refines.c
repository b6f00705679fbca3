/* After `h->q->v` executes, the one cell `h->q` denotes held no NULL: a later NULL test of
   that cell cannot fail, and a later dereference of it is no NULL dereference (before
   stop 51 the test's false branch made `h->q` NULL "for certain" at the second one).  A
   cell that stands for several, an element of an array of pointers, keeps its NULL
   (tests/soundness/regressions/test_deref_of_field_refines.py). */
#include <stddef.h>

struct item { int v; };
struct holder { struct item *q; };

void note(int v);

int twice(struct holder *h)
{
    int x = h->q->v;

    if (h->q != NULL)
        note(x);
    return x + h->q->v;                 // NO-NULL-DEREF
}

struct item *first(struct holder *h)
{
    return h->q;
}

int through_result(struct holder *h)
{
    int x = h->q->v;
    struct item *it = first(h);

    if (it == NULL)
        return -1;
    return x + it->v;                   // NO-NULL-DEREF
}

int tested_first(struct holder *h)
{
    int x = 0;

    if (h->q == NULL)
        x = 1;
    return x + h->q->v;                 // NULL-DEREF
}
