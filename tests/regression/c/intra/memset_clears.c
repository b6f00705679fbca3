/* memset(p, 0, sizeof *p) and bzero(p, sizeof *p) make every field of the object 0 or
   NULL: a block only a field held is lost there, and a field read afterwards is NULL
   (so freeing it frees nothing, and a test of it is decided).  A memset of fewer bytes,
   or of a non-zero byte, leaves the fields unknown. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

struct inner { char *name; int len; };
struct rec { struct inner in; char *data; int tags[4]; };

int clear_loses(struct rec *r)
{
    r->data = malloc(16);
    if (r->data == NULL)
        return -1;                      // NOLEAK
    memset(r, 0, sizeof(*r));
    return 0;                           // LEAK
}

int bzero_loses(void)
{
    struct rec r;
    r.in.name = strdup("x");
    if (r.in.name == NULL)
        return -1;                      // NOLEAK
    bzero(&r, sizeof r);
    return 0;                           // LEAK
}

/* the field is NULL after the clear: the block allocated on the path that keeps it is
   freed, and the block of the other path was never allocated */
int clear_then_fill(struct rec *r, int c)
{
    memset(r, 0, sizeof(*r));
    if (c)
        r->in.name = strdup("name");
    if (r->in.name != NULL)
        free(r->in.name);
    return 0;                           // NOLEAK
}

/* only the first half is cleared: r->data keeps its block, nothing is known lost */
int clear_part(struct rec *r)
{
    r->data = malloc(16);
    if (r->data == NULL)
        return -1;                      // NOLEAK
    memset(r, 0, sizeof(struct inner));
    return 0;                           // NOLEAK
}

int clear_with_ones(struct rec *r)
{
    r->data = malloc(16);
    if (r->data == NULL)
        return -1;                      // NOLEAK
    memset(r, 0xff, sizeof(*r));
    return 0;                           // TODO-FN leak (bytes other than zero: the fields get unknown numbers by a weak write, which keeps the block)
}
