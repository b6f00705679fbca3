/* The free happens two calls down; the chain names the first callee. */
#include <stdlib.h>

struct conn { int fd; char *name; };

static void conn_free_inner(struct conn *c)
{
    free(c->name);
    free(c);
}

void conn_close(struct conn *c)
{
    conn_free_inner(c);
}

int main(void)
{
    struct conn *c = malloc(sizeof *c);
    if (!c)
        return 1;
    c->fd = 3;
    c->name = NULL;
    conn_close(c);
    conn_close(c);                      // DOUBLE-FREE
    return 0;
}
