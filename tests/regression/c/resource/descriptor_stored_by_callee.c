/* A descriptor handed to a procedure that stores it into memory its caller can see (the
   structure it returns, the caller's structure, a global) is kept there: the summary
   names the cell (``descriptor_stores``) and the caller finds the descriptor in it,
   also on the path check's return outcomes (openssh's ssh_packet_set_connection(ssh,
   in, out), sshconnect.c).  On the outcome where the structure did not come back the
   descriptors were not stored, and a caller that does not close them loses them. */
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

struct state { int in; int out; };
struct conn { struct state *state; };

struct conn *set_connection(int in, int out)
{
    struct conn *c = calloc(1, sizeof *c);
    if (c == NULL)
        return NULL;
    if ((c->state = calloc(1, sizeof *c->state)) == NULL) {
        free(c);
        return NULL;
    }
    c->state->in = in;
    c->state->out = out;
    return c;
}

void set_fds(struct state *st, int in, int out)
{
    st->in = in;
    st->out = out;
}

int g_fd = -1;

void keep_global(int fd) { g_fd = fd; }

struct conn *g_conn;

int connect_closes_on_failure(const char *path)
{
    int in, out;
    struct conn *c;
    if ((in = open(path, O_RDONLY)) == -1)
        return -1;
    if ((out = dup(in)) == -1) {
        close(in);
        return -1;
    }
    if ((c = set_connection(in, out)) == NULL) {
        close(in);
        close(out);
        return -1;                      // NO-RESOURCE-LEAK
    }
    g_conn = c;
    return 0;                           // NO-RESOURCE-LEAK (kept in the connection's state)
}

int connect_keeps_on_failure(const char *path)
{
    int in, out;
    struct conn *c;
    if ((in = open(path, O_RDONLY)) == -1)
        return -1;
    if ((out = dup(in)) == -1) {
        close(in);
        return -1;
    }
    if ((c = set_connection(in, out)) == NULL)
        return -1;                      // RESOURCE-LEAK (nothing was stored)
    g_conn = c;
    return 0;                           // NO-RESOURCE-LEAK
}

int connect_stores_one(const char *path)
{
    int in, out;
    struct conn *c;
    if ((in = open(path, O_RDONLY)) == -1)
        return -1;
    if ((out = dup(in)) == -1) {
        close(in);
        return -1;
    }
    if ((c = set_connection(in, in)) == NULL) {
        close(in);
        close(out);
        return -1;
    }
    g_conn = c;
    return 0;                           // RESOURCE-LEAK (out is not passed, not kept)
}

int into_caller_struct(struct state *st, const char *path)
{
    int in = open(path, O_RDONLY);
    if (in == -1)
        return -1;
    set_fds(st, in, in);
    return 0;                           // NO-RESOURCE-LEAK
}

int into_global(const char *path)
{
    int fd = open(path, O_RDONLY);
    if (fd == -1)
        return -1;
    keep_global(fd);
    return 0;                           // NO-RESOURCE-LEAK
}
