/* Ownership passed out through an out-parameter: `int conn_open(host, struct conn **out)`
   returns 0 and sets *out on success, a negative code on failure (leaving *out alone).
   The allocation-path rule makes callers that check the status leak-free; a caller that
   loses the object on a later error path, or overwrites it, leaks. */
#include <stdlib.h>
#include <string.h>

struct conn {
    int fd;
    char *host;
    char *rbuf;
};

int conn_open(const char *host, struct conn **out)
{
    struct conn *c = malloc(sizeof *c);
    if (!c)
        return -1;                      // NOLEAK
    c->host = strdup(host);
    if (!c->host) {
        free(c);
        return -1;                      // NOLEAK
    }
    c->rbuf = NULL;
    c->fd = -1;
    *out = c;
    return 0;                           // NOLEAK
}

void conn_close(struct conn *c)
{
    free(c->rbuf);
    free(c->host);
    free(c);
}

int fetch(const char *host)
{
    struct conn *c;
    if (conn_open(host, &c) != 0)
        return -1;                      // NOLEAK
    c->fd = 3;
    conn_close(c);
    return 0;                           // NOLEAK
}

int fetch_leaky(const char *host, int retries)
{
    struct conn *c;
    if (conn_open(host, &c) < 0)
        return -1;                      // NOLEAK
    if (retries == 0)
        return -2;                      // LEAK
    conn_close(c);
    return 0;                           // NOLEAK
}

/* reconnecting into the same variable loses the first connection (on both exits) */
int reconnect_leaky(const char *host)
{
    struct conn *c;
    if (conn_open(host, &c))
        return -1;                      // NOLEAK
    if (conn_open(host, &c))
        return -1;                      // TODO-FN leak (by design: --allocation-paths-only summarises only conn_open's success exit, so this branch is dead)
    conn_close(c);
    return 0;                           // LEAK
}

/* the connection goes on to the caller's caller through a second out-parameter */
int conn_open_buffered(const char *host, size_t n, struct conn **out)
{
    struct conn *c;
    if (conn_open(host, &c) != 0)
        return -1;                      // NOLEAK
    c->rbuf = malloc(n);
    if (!c->rbuf) {
        conn_close(c);
        return -1;                      // NOLEAK
    }
    *out = c;
    return 0;                           // NOLEAK
}

int fetch_buffered(const char *host)
{
    struct conn *c = NULL;
    if (conn_open_buffered(host, 512, &c) != 0)
        return -1;                      // NOLEAK
    c->rbuf[0] = 0;
    conn_close(c);
    return 0;                           // NOLEAK
}
