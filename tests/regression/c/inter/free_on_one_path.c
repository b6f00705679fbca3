/* Callees that free their argument on one path only.  The paper's Arg2Free is
   path-insensitive (Section 3): the caller believes the callee always frees, so a leak
   on the path where it does not is missed (a known unsoundness), while a caller that
   frees on that path itself is correctly silent. */
#include <stdlib.h>
#include <string.h>

struct msg {
    int type;
    size_t len;
    char *body;
};

enum { MSG_DATA = 1, MSG_PING = 2 };

/* consumes (frees) the message unless it is malformed; returns -1 then */
int msg_consume(struct msg *m)
{
    if (m->type != MSG_DATA && m->type != MSG_PING)
        return -1;
    free(m->body);
    free(m);
    return 0;
}

struct msg *msg_new(int type, const char *text)
{
    struct msg *m = malloc(sizeof *m);
    if (!m)
        return NULL;                    // NOLEAK
    m->type = type;
    m->len = strlen(text);
    m->body = strdup(text);
    return m;                           // NOLEAK
}

/* correct: on failure the caller still owns the message and frees it */
int deliver(int type, const char *text)
{
    struct msg *m = msg_new(type, text);
    if (!m)
        return -1;                      // NOLEAK
    if (msg_consume(m) < 0) {
        free(m->body);
        free(m);
        return -1;                      // NOLEAK
    }
    return 0;                           // NOLEAK
}

/* ignores the failure: the malformed message is lost */
void deliver_ignoring_errors(int type, const char *text)
{
    struct msg *m = msg_new(type, text);
    if (!m)
        return;                         // NOLEAK
    msg_consume(m);                     // TODO-FN leak (by design: Arg2Free collects the frees of every path of msg_consume)
}

/* the paper's shape: free only when asked to */
void maybe_release(char *p, int release)
{
    if (release)
        free(p);
}

void caller_release_flag(int flag)
{
    char *p = malloc(16);
    maybe_release(p, flag);             // TODO-FN leak (by design: maybe_release is taken to always free p)
}

/* frees on one path and stores the block on the other: never a leak */
static char *stash;

void free_or_stash(char *p, int keep)
{
    if (keep)
        stash = p;
    else
        free(p);
}

void caller_free_or_stash(int keep)
{
    char *p = malloc(16);
    free_or_stash(p, keep);             // NOLEAK
}
