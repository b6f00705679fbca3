/* `if ((e->ids[i].sid = buf_new()) == NULL) fatal(..);` tests the value stored, not a
   reload of the array element: the abstract array holds one cell for every element, so a
   reload joins the NULL just stored with the other elements' buffers, and a path with
   "buf_new() returned NULL" and "the element is not NULL" went on to buf_put's allocation
   into an unknown buffer, a loss (openssh's ssh-agent process_ext_session_bind: two false
   alarms found by the path check).  When the block really is dropped, the alarm stays. */
#include <stdlib.h>
#include <string.h>

struct buf { unsigned char *d; size_t len; };
struct sess { struct buf *sid; int fwd; };
struct entry { struct sess *ids; size_t n; struct buf *last; };

void fatal(const char *m) __attribute__((noreturn));
int verify(const char *s);

static struct buf *buf_new(void)
{
    struct buf *b = calloc(1, sizeof *b);
    if (b == NULL)
        return NULL;
    b->d = NULL;
    return b;
}

static int buf_put(struct buf *b, const void *p, size_t len)
{
    unsigned char *d = realloc(b->d, b->len + len);
    if (d == NULL)
        return -1;
    b->d = d;
    memcpy(d + b->len, p, len);
    b->len += len;
    return 0;
}

int bind_session(struct entry *e, const char *s, size_t len)
{
    size_t i;
    int r;
    if (verify(s) != 0)
        return 0;
    for (i = 0; i < e->n; i++)
        if (!e->ids[i].fwd)
            return 0;
    if (e->n >= 8)
        return 0;
    e->ids = realloc(e->ids, (e->n + 1) * sizeof *e->ids);
    if (e->ids == NULL)
        fatal("out of memory");
    i = e->n++;
    e->ids[i].fwd = 1;
    if ((e->ids[i].sid = buf_new()) == NULL)
        fatal("buf_new");
    if ((r = buf_put(e->ids[i].sid, s, len)) != 0)
        fatal("buf_put");
    return 1;                           // NOLEAK
}

int bind_dropped(struct entry *e, const char *s, size_t len)
{
    if ((e->last = buf_new()) == NULL)
        return -1;
    if (buf_put(e->last, s, len) != 0)
        return -1;
    e->last = NULL;
    return 1;                           // LEAK
}

/* The test of the value stored also refines the field it was stored in: on the success
   path of choose() the field is not NULL for its callers. */
struct cipher { int authlen; };
struct enc { const struct cipher *cipher; char *name; };
const struct cipher *cipher_by_name(const char *n);

static int choose(struct enc *enc, const char *name)
{
    if ((enc->cipher = cipher_by_name(name)) == NULL)
        return -2;
    return 0;
}

static int authlen(const struct cipher *c)
{
    return c->authlen;
}

int setup(struct enc *e, const char *name)
{
    if (choose(e, name) != 0)
        return -1;
    return authlen(e->cipher);          // NO-NULL-DEREF
}

/* `p = s->cur = find(..)`: p is the value find() returned, NULL included. */
struct cursor { const char *cur; };

static const char *find(const char *s, char c)
{
    for (; *s != '\0'; s++)
        if (*s == c)
            return s;
    return NULL;
}

int after_colon(struct cursor *s, const char *text)
{
    const char *p = s->cur = find(text, ':');
    return p[1];                        // NULL-DEREF
}
