/* Arg2Arg: a callee moving a block from one argument's field to another
   (dst->data = src->data; src->data = NULL).  After buf_move the destination owns the
   buffer: freeing dst's buffer is enough; freeing only the (now empty) source leaks.
   A mover that forgets to release the destination's old buffer leaks it in the caller. */
#include <stdlib.h>
#include <string.h>

struct buf {
    char *data;
    size_t len;
};

void buf_move(struct buf *dst, struct buf *src)
{
    free(dst->data);
    dst->data = src->data;
    dst->len = src->len;
    src->data = NULL;
    src->len = 0;
}

/* forgets dst's previous buffer */
void buf_move_sloppy(struct buf *dst, struct buf *src)
{
    dst->data = src->data;
    dst->len = src->len;
    src->data = NULL;
    src->len = 0;
}

int buf_fill(struct buf *b, const char *s)
{
    b->len = strlen(s);
    b->data = malloc(b->len + 1);
    if (!b->data)
        return -1;                      // NOLEAK
    memcpy(b->data, s, b->len + 1);
    return 0;                           // NOLEAK
}

int move_then_free_dst(void)
{
    struct buf a = { NULL, 0 }, b = { NULL, 0 };
    if (buf_fill(&b, "payload") < 0)
        return -1;                      // NOLEAK
    buf_move(&a, &b);
    free(a.data);
    return 0;                           // NOLEAK
}

int move_then_free_src(void)
{
    struct buf a = { NULL, 0 }, b = { NULL, 0 };
    if (buf_fill(&b, "payload") < 0)
        return -1;                      // NOLEAK
    buf_move(&a, &b);
    free(b.data);                       /* b.data is NULL now */
    return 0;                           // LEAK
}

/* the destination had its own buffer: buf_move frees it, buf_move_sloppy loses it */
int replace_contents(void)
{
    struct buf a, b;
    if (buf_fill(&a, "old") < 0)
        return -1;                      // NOLEAK
    if (buf_fill(&b, "new") < 0) {
        free(a.data);
        return -1;                      // NOLEAK
    }
    buf_move(&a, &b);
    free(a.data);
    return 0;                           // NOLEAK
}

int replace_contents_sloppy(void)
{
    struct buf a, b;
    if (buf_fill(&a, "old") < 0)
        return -1;                      // NOLEAK
    if (buf_fill(&b, "new") < 0) {
        free(a.data);
        return -1;                      // NOLEAK
    }
    buf_move_sloppy(&a, &b);
    free(a.data);
    return 0;                           // LEAK
}

/* a moved-out buffer stays with the heap-allocated destination */
struct buf *buf_take(struct buf *src)
{
    struct buf *dst = calloc(1, sizeof *dst);
    if (!dst)
        return NULL;                    // NOLEAK
    buf_move(dst, src);
    return dst;                         // NOLEAK
}

int take_and_free(void)
{
    struct buf b;
    struct buf *t;
    if (buf_fill(&b, "x") < 0)
        return -1;                      // NOLEAK
    t = buf_take(&b);
    if (!t) {
        free(b.data);
        return -1;                      // NOLEAK
    }
    free(t->data);
    free(t);
    return 0;                           // NOLEAK
}

int take_and_free_shallow(void)
{
    struct buf b;
    struct buf *t;
    if (buf_fill(&b, "x") < 0)
        return -1;                      // NOLEAK
    t = buf_take(&b);
    if (!t) {
        free(b.data);
        return -1;                      // NOLEAK
    }
    free(t);
    return 0;                           // LEAK  (the moved buffer, reachable only from t->data)
}
