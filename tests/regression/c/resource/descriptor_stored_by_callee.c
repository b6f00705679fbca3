/* A descriptor handed to a procedure that stores it into the structure it returns
   (openssh's ssh_packet_set_connection(ssh, in, out)).  A descriptor passed as a
   number to a procedure of the program counts as escaped in the joined analysis (a
   summary names only addresses, not where a number went), but the path check applies
   the callee's return outcomes without that escape: on the outcome where the structure
   came back, the descriptors are taken for lost (a known false alarm), and on the one
   where it did not, they are really lost if the caller does not close them. */
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
    return 0;                           // TODO-FP resource_leak (kept in the connection's state)
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
        return -1;                      // RESOURCE-LEAK
    g_conn = c;
    return 0;                           // TODO-FP resource_leak (kept in the connection's state)
}
