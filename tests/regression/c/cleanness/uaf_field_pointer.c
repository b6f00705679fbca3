/* A field's block freed, then written through the field. */
#include <stdlib.h>

struct holder { char *buf; int n; };

void refill_bad(struct holder *h)
{
    free(h->buf);
    h->buf[0] = 'x';                    // USE-AFTER-FREE
}

void refill_ok(struct holder *h)
{
    free(h->buf);
    h->buf = malloc(4);
    if (h->buf)
        h->buf[0] = 'x';                // NO-USE-AFTER-FREE
}
