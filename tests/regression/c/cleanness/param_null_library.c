/* In a library (no main here), an external procedure's callers are elsewhere: its
   dereference of a parameter it compared with NULL stays reported; a static helper whose
   every call in the file passes an address does not. */
#include <stddef.h>

struct buf { char *d; size_t len; };

static void zero_len(struct buf *b, size_t *lenp)
{
    if (lenp != NULL)
        *lenp = 0;
    *lenp = b->len;                     // NO-NULL-DEREF
}

int buf_len(struct buf *b, size_t *lenp)
{
    size_t n;
    zero_len(b, &n);
    if (lenp != NULL)
        *lenp = 0;
    *lenp = n;                          // NULL-DEREF
    return 0;
}
