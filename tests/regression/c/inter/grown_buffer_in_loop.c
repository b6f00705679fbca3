/* A callee that grows a buffer (a new block, the old one copied and freed: less's
   xbuf_add) called in a loop: at the second call the caller's block of the call's name
   is the first call's, which the callee frees, while the name also stands for the new
   block it hands out.  The free must not take the new block with it: before, the loop's
   summary (add_str) said it allocated nothing, and a caller that lost the buffer got no
   alarm. */
#include <stdlib.h>
#include <string.h>

struct xbuf { char *data; int size, end; };

void xbuf_add(struct xbuf *x, char ch)
{
    if (x->end >= x->size) {
        char *d;
        x->size = x->size == 0 ? 16 : x->size * 2;
        d = calloc(x->size, 1);
        if (!d)
            exit(1);
        if (x->data != NULL) {
            memcpy(d, x->data, x->end);
            free(x->data);
        }
        x->data = d;
    }
    x->data[x->end++] = ch;
}

void add_str(struct xbuf *x, const char *s)
{
    for (; *s; s++)
        xbuf_add(x, *s);
}

int lose(const char *s)
{
    struct xbuf b = { 0, 0, 0 };
    add_str(&b, s);
    return b.end;                           // LEAK
}

int keep(const char *s)
{
    struct xbuf b = { 0, 0, 0 };
    int n;
    add_str(&b, s);
    n = b.end;
    free(b.data);
    return n;                               // NOLEAK NO-DOUBLE-FREE
}
