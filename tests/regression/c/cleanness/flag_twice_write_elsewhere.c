/* The cleanness checkers' path check reads memory as the leak checker's does
   (pathcheck/write_elsewhere_between.c): a call that writes a local alone leaves a field
   of the caller's struct tested twice one value, so the pointer set under the first test
   is not NULL under the second; a store into the tested field in between keeps the
   alarm (and the NULL dereference is real where the flag was clear). */
#include <stdlib.h>
#include <string.h>

struct cfg {
    int flags;
};

struct acc {
    int n;
    char text[32];
};

static void acc_add(struct acc *a, int v)
{
    a->n += v;
}

int deref_when_flagged(struct cfg *c, char *buf)
{
    struct acc a;
    char *p = NULL;
    a.n = 0;
    if (c->flags & 4)
        p = buf;
    acc_add(&a, 1);
    if (c->flags & 4)
        *p = 0;                         // NO-NULL-DEREF
    return a.n;
}

int deref_after_clear(struct cfg *c, char *buf)
{
    char *p = NULL;
    if (c->flags & 4)
        p = buf;
    c->flags = 4;                       /* the tested field itself */
    if (c->flags & 4)
        *p = 0;                         // NULL-DEREF
    return 0;
}
