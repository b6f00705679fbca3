/* wrapper_frees_merged_inputs.c where close_internal() reads c->state->recv but does
   not free it.  At conn_close()'s call node its cell is merged with the freed ones, but
   the summaries carry close_internal()'s own Arg2Free up (not every access path of the
   merged address), so conn_free() does not free the recv context, and its leak on
   conn_init()'s error path is reported. */
#include <stdlib.h>

struct buf { char *d; };
struct ctx { char *key; };
struct kex { struct buf *my, *peer, *session, *client, *server; };
struct state { struct buf *input, *output; struct ctx *send, *recv; };
struct conn { struct kex *kex; char *laddr, *raddr; struct state *state; };

static void buf_free(struct buf *b) { if (b == NULL) return; free(b->d); free(b); }
static struct buf *buf_new(void) {
    struct buf *b = calloc(1, sizeof *b);
    if (b == NULL) return NULL;
    if ((b->d = malloc(16)) == NULL) { free(b); return NULL; }
    return b;
}

static void close_internal(struct conn *c, int do_close)
{
    struct state *st = c->state;
    buf_free(c->kex->my);
    buf_free(c->kex->peer);
    buf_free(c->kex->session);
    buf_free(c->kex->client);
    buf_free(c->kex->server);
    buf_free(st->input);
    buf_free(st->output);
    free(st->send);
    st->send = NULL;
    if (st->recv != NULL)
        st->recv->key = NULL;
    if (do_close) {
        free(c->laddr);
        free(c->raddr);
        free(c->state);
        free(c->kex);
    }
}

void conn_close(struct conn *c) { close_internal(c, 1); }

void conn_free(struct conn *c)
{
    if (c == NULL) return;
    conn_close(c);
    free(c);
}

/* only reads the connection (a const parameter): unknown code handed `c` itself may
   keep any block reachable from it (the unknown-function policy's rule 1), the recv
   context too, and then its loss would not be reported */
int ready(const struct conn *c);

int conn_init(struct conn **out)
{
    struct conn *c = calloc(1, sizeof *c);
    struct state *st;
    int r;
    if (c == NULL) return -1;
    if ((c->kex = calloc(1, sizeof *c->kex)) == NULL || (st = calloc(1, sizeof *st)) == NULL) {
        free(c->kex); free(c); return -1;
    }
    c->state = st;
    st->send = calloc(1, sizeof (struct ctx));
    st->recv = calloc(1, sizeof (struct ctx));
    if ((r = ready(c)) != 0) {
        conn_free(c);
        return r;                       // LEAK
    }
    *out = c;
    return 0;
}
