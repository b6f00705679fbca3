/* A callee that makes its state only when passed NULL (lazy allocation) and a caller that
   passes its own pointer parameter along: by default (--untested-params-not-null, not the
   paper's) the caller's parameter is taken as not NULL, so no block is made and none is
   lost there.  A NULL the caller passes itself, finds by a test, or assigns is still
   followed.  alloc_for_untested_param_off.c is the same program with the switch off. */
#include <stdlib.h>

struct conn { int fd; };

struct conn *set_fd(struct conn *c, int fd)
{
    if (c == NULL)
        c = calloc(1, sizeof *c);
    if (c == NULL)
        return NULL;
    c->fd = fd;
    return c;
}

int connect_given(struct conn *c, int fd)
{
    if (set_fd(c, fd) == NULL)
        return -1;
    return 0;                           // NOLEAK
}

int connect_new(int fd)
{
    if (set_fd(NULL, fd) == NULL)
        return -1;
    return 0;                           // LEAK
}

int connect_tested(struct conn *c, int fd)
{
    if (c == NULL) {
        if (set_fd(c, fd) == NULL)
            return -1;
        return 1;                       // LEAK
    }
    return 0;
}

int connect_reset(struct conn *c, int fd, int fresh)
{
    if (fresh)
        c = NULL;
    if (set_fd(c, fd) == NULL)
        return -1;
    return 0;                           // LEAK
}
