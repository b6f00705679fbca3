/* An obstack's new chunk: the object's base is the chunk's contents aligned by the idiom
   of gnulib's and glibc's obstack.h, __PTR_ALIGN: (char *) 0 + ((p - (char *) 0 + a) & ~a).
   p - (char *) 0 is p's address as a number, clearing its low bits keeps the object, and
   (char *) 0 plus that number is the pointer again.  Before, the sum was "NULL plus a
   number", and every copy into the new chunk was reported as a NULL dereference. */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#define ALIGN_UP(B, P, A) ((B) + (((P) - (B) + (A)) & ~(A)))

struct chunk { char *limit; struct chunk *prev; char contents[4]; };
struct stack { struct chunk *chunk; char *base; char *next_free; char *limit; size_t mask; };

static void new_chunk(struct stack *h, size_t length)
{
    size_t used = h->next_free - h->base;
    size_t size = used + length + 100;
    struct chunk *c = malloc(size);
    char *base;
    if (!c)
        abort();
    c->prev = h->chunk;
    h->chunk = c;
    c->limit = h->limit = (char *) c + size;
    base = ALIGN_UP((char *) 0, c->contents, h->mask);
    memcpy(base, h->base, used);  // NO-NULL-DEREF
    h->base = base;
    h->next_free = base + used;
}

void grow(struct stack *o, const char *s)
{
    size_t len = strlen(s);
    if ((size_t) (o->limit - o->next_free) < len)
        new_chunk(o, len);
    memcpy(o->next_free, s, len);  // NO-NULL-DEREF
    o->next_free += len;
}

/* the aligned pointer is NULL where the block it aligns is: an allocation not tested */
void fill_unchecked(size_t n)
{
    char *p = malloc(n + 16);
    char *q = ALIGN_UP((char *) 0, p, (size_t) 15);
    memset(q, 0, n);  // NULL-DEREF
    free(p);
}

/* NULL plus a plain number is not an address of any object: still NULL */
void fill_from_zero(size_t n)
{
    char *q = (char *) 0 + (n & ~(size_t) 15);
    memset(q, 0, 16);  // NULL-DEREF
}
