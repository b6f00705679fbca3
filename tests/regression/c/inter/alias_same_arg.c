/* Aliasing at call sites, the paper's Figure 2 with other shapes: the same pointer
   passed for two parameters (f(p, p)).  The summary is instantiated with the caller's
   memory, so a callee freeing x->buf and y frees both blocks of p. */
#include <stdlib.h>
#include <string.h>

struct obj {
    char *buf;
    int refs;
};

/* frees x's buffer and the object y */
void release_pair(struct obj *x, struct obj *y)
{
    free(x->buf);
    free(y);
}

void swap_bufs(struct obj *a, struct obj *b)
{
    char *t = a->buf;
    a->buf = b->buf;
    b->buf = t;
}

/* steals src's buffer into dst (dst's own buffer is freed first) */
void steal(struct obj *dst, struct obj *src)
{
    if (dst == src)
        return;
    free(dst->buf);
    dst->buf = src->buf;
    src->buf = NULL;
}

static struct obj *obj_new(const char *s)
{
    struct obj *o = malloc(sizeof *o);
    if (!o)
        return NULL;                    // NOLEAK
    o->buf = strdup(s);
    o->refs = 1;
    return o;                           // NOLEAK
}

void release_same(void)
{
    struct obj *p = obj_new("a");
    if (!p)
        return;                         // NOLEAK
    release_pair(p, p);                 // NOLEAK
}

/* two different objects: p's object and q's buffer are lost */
void release_different(void)
{
    struct obj *p = obj_new("a");
    struct obj *q = obj_new("b");
    if (!p || !q) {
        free(p);
        free(q);
        return;                         // LEAK  (the buffers)
    }
    release_pair(p, q);                 // LEAK
}

void swap_self(void)
{
    struct obj *p = obj_new("a");
    if (!p)
        return;                         // NOLEAK
    swap_bufs(p, p);
    free(p->buf);
    free(p);                            // NOLEAK
}

void steal_self(void)
{
    struct obj *p = obj_new("a");
    if (!p)
        return;                         // NOLEAK
    steal(p, p);
    free(p->buf);
    free(p);                            // NOLEAK
}

/* a move without the self-check: transfer(p, p) ends with p->buf == NULL, so the
   buffer is lost (free(p->buf) is free(NULL)) */
void transfer(struct obj *dst, struct obj *src)
{
    dst->buf = src->buf;
    src->buf = NULL;
}

void transfer_self(void)
{
    struct obj *p = obj_new("a");
    if (!p)
        return;                         // NOLEAK
    transfer(p, p);
    free(p->buf);
    free(p);                            // TODO-FN leak (transfer's src->buf = NULL is replayed as a weak update after dst->buf = src->buf: p->buf still seems to hold the buffer)
}
