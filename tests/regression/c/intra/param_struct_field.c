/* A block stored into a field of the struct a parameter points to is visible to the
   caller: no leak.  A local copy of that struct is not. */
#include <stdlib.h>

struct conn { char *rbuf; char *wbuf; struct conn *peer; };

int conn_init(struct conn *c)
{
    c->rbuf = malloc(4096);
    if (!c->rbuf)
        return -1;                      // NOLEAK
    c->wbuf = malloc(4096);
    if (!c->wbuf) {
        free(c->rbuf);
        c->rbuf = NULL;
        return -1;                      // NOLEAK
    }
    return 0;                           // NOLEAK
}

void conn_set_peer_buf(struct conn *c)
{
    c->peer->rbuf = malloc(16);
    return;                             // NOLEAK
}

void conn_replace(struct conn *c, size_t n)
{
    char *p = malloc(n);
    if (!p)
        return;                         // NOLEAK
    free(c->rbuf);
    c->rbuf = p;
    return;                             // NOLEAK
}

void conn_array_slot(struct conn *cs, int i)
{
    cs[i].wbuf = malloc(64);
    return;                             // NOLEAK
}

/* modifies a local copy of the caller's struct: the new block is lost */
void conn_local_copy(struct conn *c)
{
    struct conn tmp = *c;
    tmp.rbuf = malloc(8);
    return;                             // LEAK
}

/* ... and copying the struct back publishes it */
void conn_copy_back(struct conn *c)
{
    struct conn tmp = *c;
    tmp.wbuf = malloc(8);
    *c = tmp;
    return;                             // NOLEAK
}
