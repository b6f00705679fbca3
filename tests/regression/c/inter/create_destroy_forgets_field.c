/* A create/destroy pair where the destroyer forgets a field (the paper's Mesa case,
   Section 5, in another shape): session_create allocates the struct, a name, a
   receive buffer and a history array; session_destroy frees all but the history.
   Each function alone is fine -- the leak shows in the caller that calls create then
   destroy.  The fixed destroyer frees everything. */
#include <stdlib.h>
#include <string.h>

struct session {
    int id;
    char *user;
    unsigned char *rxbuf;
    size_t rxlen;
    int *history;
    size_t nhistory;
};

struct session *session_create(int id, const char *user)
{
    struct session *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;                    // NOLEAK
    s->id = id;
    s->user = strdup(user);
    if (!s->user)
        goto fail;
    s->rxbuf = malloc(4096);
    if (!s->rxbuf)
        goto fail;
    s->history = calloc(32, sizeof *s->history);
    if (!s->history)
        goto fail;
    return s;                           // NOLEAK
fail:
    free(s->rxbuf);
    free(s->user);
    free(s);
    return NULL;                        // NOLEAK
}

/* forgets s->history */
void session_destroy(struct session *s)
{
    free(s->rxbuf);
    free(s->user);
    free(s);
}

void session_destroy_fixed(struct session *s)
{
    free(s->history);
    free(s->rxbuf);
    free(s->user);
    free(s);
}

int handle_login(int id, const char *user)
{
    struct session *s = session_create(id, user);
    if (!s)
        return -1;                      // NOLEAK
    s->rxlen = 0;
    session_destroy(s);
    return 0;                           // LEAK
}

int handle_login_fixed(int id, const char *user)
{
    struct session *s = session_create(id, user);
    if (!s)
        return -1;                      // NOLEAK
    s->rxlen = 0;
    session_destroy_fixed(s);
    return 0;                           // NOLEAK
}
