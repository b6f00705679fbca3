/* A callee that stores a descriptor into an integer field on some paths only
   (tar's restore_parent_fd: `if (!parent->fd) parent->fd = openat(..)`) does not
   overwrite the caller's field for certain: the exit's joined value, a number beside
   the handle, cannot show the input number it kept where it stored nothing, so the
   store is marked as made on some paths only (memory.UnsureWrite) and its summary's
   write is weak.  Before, the caller's own descriptor in that field looked overwritten
   and lost.  Where the callee may store (maybe() with c not 0), the caller's descriptor
   is really lost: the path check finds the outcome that stores. */
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

int held(struct st *d)
{
    int fd = open("x", O_RDONLY);
    if (fd < 0)
        return -1;
    d->fd = fd;
    maybe(d, 0);
    return 0;                           // NO-RESOURCE-LEAK
}

int lost(struct st *d, int c)
{
    int fd = open("x", O_RDONLY);
    if (fd < 0)
        return -1;
    d->fd = fd;
    maybe(d, c);
    return 0;                           // RESOURCE-LEAK
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
