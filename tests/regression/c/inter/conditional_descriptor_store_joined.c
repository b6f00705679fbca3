// options: --path-check off
/* conditional_descriptor_store.c without the path check: the joined state after the
   call of maybe() keeps the caller's descriptor where the callee stored nothing
   (memory.UnsureWrite), so no alarm, whether or not the callee may store; the
   unconditional store of always() still loses it for certain. */
#include <fcntl.h>
#include <unistd.h>

struct st { int fd; struct st *parent; };

static void maybe(struct st *p, int c)
{
    if (c)
        p->fd = open("..", O_RDONLY);
}

static void always(struct st *p)
{
    p->fd = open("..", O_RDONLY);
}

int kept(struct st *d, int c)
{
    int fd = open("x", O_RDONLY);
    if (fd < 0)
        return -1;
    d->fd = fd;
    maybe(d, c);
    return 0;                           // TODO-FN resource-leak (where c is not 0; the path check finds it)
}

int replaced(struct st *d)
{
    int fd = open("x", O_RDONLY);
    if (fd < 0)
        return -1;
    d->fd = fd;
    always(d);
    return 0;                           // RESOURCE-LEAK
}
