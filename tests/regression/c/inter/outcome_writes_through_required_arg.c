/* A return outcome's writes through an argument its procedure dereferences before any
   NULL test on every path (Summary.requires) are strong in the caller, as the whole
   summary's are: the caller's path where that pointer is NULL does not return from the
   call.  Before, an outcome did not carry the procedure's requires, so where the caller's
   pointer might be NULL (it is passed to free) the outcome's "state := 1" was joined with
   the old state, and the path that made the buffer and found the state 0 stood. */
#include <stdlib.h>

struct conn {
    int state;                          /* not 0 once the buffer is made */
    char *buf;
};

static int conn_start(struct conn *c)
{
    if (c->state != 0)
        return 1;
    c->buf = malloc(64);
    if (c->buf == NULL)
        return -1;
    c->state = 1;
    return 0;
}

int conn_run(struct conn *c)
{
    if (conn_start(c) == -1)
        return -1;
    if (c->state != 0)
        free(c->buf);
    free(c);
    return 0;                           // NOLEAK
}

/* the state is not set where the buffer is made: a real leak */
static int conn_start_unmarked(struct conn *c)
{
    if (c->state != 0)
        return 1;
    c->buf = malloc(64);
    if (c->buf == NULL)
        return -1;
    return 0;
}

int conn_run_unmarked(struct conn *c)
{
    if (conn_start_unmarked(c) == -1)
        return -1;
    if (c->state != 0)
        free(c->buf);
    free(c);
    return 0;                           // LEAK
}
