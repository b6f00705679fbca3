/* A callee clears its out-parameter and stores a fresh block there on one path only:
   where the caller finds the field NULL afterwards, the block was never allocated.
   parse_hop() clears the struct with memset (every field 0 / NULL) and stores a string
   in h->user or h->host; the caller rejects a "from" hop that has a user, so at its end
   the from hop's user block does not exist.  In the other direction: maybe_keep() writes
   the field only on one path (the caller's old NULL stays on the other, and the block
   may still have been allocated there), and drop_user() allocates and then clears the
   field, so a NULL there does not mean the block is absent. */
#include <stdlib.h>
#include <string.h>

struct hop { char *user; char *host; unsigned nkeys; };
struct constraint { struct hop from; struct hop to; };

extern void fatal(const char *msg) __attribute__((noreturn));

static void parse_hop(const char *s, struct hop *h)
{
    char *os;
    memset(h, 0, sizeof(*h));
    os = strdup(s);
    if (os == NULL)
        fatal("out of memory");
    if (*os == '@') {
        h->user = strdup(os + 1);
        free(os);
        return;
    }
    h->host = os;
}

static char *xstrdup(const char *s)
{
    char *p = strdup(s);
    if (p == NULL)
        fatal("out of memory");
    return p;
}

/* as parse_hop, with an allocator that never returns NULL, and the other path stores a
   user too when there is one: the field is NULL where neither block exists */
static void parse_hop_at(const char *s, const char *at, struct hop *h)
{
    memset(h, 0, sizeof(*h));
    if (*s == '@') {
        h->user = xstrdup(s + 1);
        return;
    }
    h->user = at == NULL ? NULL : xstrdup(at);
    h->host = xstrdup(s);
}

struct constraint *parse_at(const char *s, const char *at)
{
    struct constraint *c = calloc(1, sizeof(*c));
    if (c == NULL)
        fatal("out of memory");
    parse_hop_at(s, at, &c->from);
    if (c->from.user != NULL)
        fatal("no user allowed on the first hop");
    free(c->from.host);
    free(c);
    return NULL;                            // NOLEAK
}

static void free_hop(struct hop *h)
{
    free(h->user);
    free(h->host);
}

struct constraint *parse(const char *s)
{
    struct constraint *c = calloc(1, sizeof(*c));
    if (c == NULL)
        fatal("out of memory");
    parse_hop(s, &c->from);
    parse_hop(s + 1, &c->to);
    if (c->from.user != NULL)
        fatal("no user allowed on the first hop");
    return c;                               // NOLEAK
}

void parse_and_forget_user(const char *s, struct hop *keep)
{
    struct hop h;
    parse_hop(s, &h);
    if (h.user != NULL) {
        free(h.host);
        return;                             // LEAK (the user string)
    }
    keep->host = h.host;
}                                           // NOLEAK

static int maybe_keep(struct hop *h, int c)
{
    char *u = strdup("user");
    if (u == NULL)
        return -1;
    if (c) {
        h->user = u;
        return 0;
    }
    h->host = u;
    return 1;
}

int use_maybe_keep(int c)
{
    struct hop h = { NULL, NULL, 0 };
    if (maybe_keep(&h, c) < 0)
        return -1;                          // NOLEAK
    if (h.user == NULL)
        return 0;                           // LEAK (stored in h.host on this path)
    free(h.user);
    return 1;                               // NOLEAK
}

static void drop_user(struct hop *h, char **other)
{
    memset(h, 0, sizeof(*h));
    h->user = strdup("x");
    if (h->user != NULL && **other == 'y') {
        *other = h->user;
        h->user = NULL;
    }
}

void use_drop_user(char *buf)
{
    struct hop h;
    char *o = buf;
    drop_user(&h, &o);
    if (h.user == NULL)
        return;                             // LEAK (the block went to o, a local)
    free_hop(&h);
}                                           // NOLEAK

/* two exits: on one the field holds the block, on the other it is NULL while the block
   went to another out-parameter -- a NULL there does not mean the block is absent */
static void keep_or_move(struct hop *h, char **other, int c)
{
    char *u = xstrdup("u");
    memset(h, 0, sizeof(*h));
    if (c) {
        h->user = u;
        return;
    }
    *other = u;
}

void use_keep_or_move(int c)
{
    struct hop h;
    char *o = NULL;
    keep_or_move(&h, &o, c);
    if (h.user == NULL)
        return;                             // LEAK (the block is in o)
    free(h.user);
}                                           // NOLEAK
