/* p[i] executed means p was not NULL (arithmetic on a NULL pointer is undefined already):
   a later "p ? p[i] : NULL" cannot take its NULL branch.  Without the earlier access it
   can, and the copy's dereference is reported. */
#include <stddef.h>

struct buf { int n; char *data; };

struct buf **stack;
int top;

int grow_after_use(void)
{
    struct buf *b;
    stack[top]->n = 1;
    b = stack ? stack[top] : NULL;
    return b->n;                        // NO-NULL-DEREF
}

int grow_after_use_if(void)
{
    struct buf *b;
    stack[top]->n = 2;
    if (stack)
        b = stack[top];
    else
        b = NULL;
    return b->n;                        // NO-NULL-DEREF
}

int grow_unchecked(void)
{
    struct buf *b;
    b = stack ? stack[top] : NULL;
    return b->n;                        // NULL-DEREF
}

int bytes_after_cast(void *p)
{
    char *c;
    ((char *)p)[0] = 'x';
    c = p ? (char *)p + 1 : NULL;
    return *c;                          // NO-NULL-DEREF
}
