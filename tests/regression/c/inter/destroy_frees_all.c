/* A request object with an array of header strings, a URL and a body, built by
   several helpers and released by a destroyer that frees everything (no leak).
   A caller that forgets the destroyer on one path leaks on that path only. */
#include <stdlib.h>
#include <string.h>

#define MAX_HEADERS 16

struct request {
    char *url;
    char *headers[MAX_HEADERS];
    int nheaders;
    char *body;
    size_t body_len;
};

struct request *request_new(const char *url)
{
    struct request *r = calloc(1, sizeof *r);
    if (!r)
        return NULL;                    // NOLEAK
    r->url = strdup(url);
    if (!r->url) {
        free(r);
        return NULL;                    // NOLEAK
    }
    return r;                           // NOLEAK
}

int request_add_header(struct request *r, const char *line)
{
    char *h;
    if (r->nheaders >= MAX_HEADERS || strchr(line, ':') == NULL)
        return -1;                      /* full, or not a header line */
    h = strdup(line);
    if (!h)
        return -1;                      // NOLEAK
    r->headers[r->nheaders++] = h;
    return 0;                           // NOLEAK
}

int request_set_body(struct request *r, const void *data, size_t n)
{
    char *b = malloc(n);
    if (!b)
        return -1;                      // NOLEAK
    memcpy(b, data, n);
    free(r->body);
    r->body = b;
    r->body_len = n;
    return 0;                           // NOLEAK
}

void request_free(struct request *r)
{
    int i;
    if (!r)
        return;
    for (i = 0; i < r->nheaders; i++)
        free(r->headers[i]);
    free(r->body);
    free(r->url);
    free(r);
}

int send_request(const char *url, const char *payload)
{
    struct request *r = request_new(url);
    if (!r)
        return -1;                      // NOLEAK
    request_add_header(r, "Accept: */*");
    request_add_header(r, "Connection: close");
    request_set_body(r, payload, strlen(payload));
    request_free(r);
    return 0;                           // NOLEAK
}

/* a malformed user header makes request_add_header fail without allocating; the
   early return then loses the request.  The allocation-path rule (Section 3) summarises
   only request_add_header's allocating exit, which returns 0, so this branch looks dead. */
int send_request_leaky(const char *url, const char *user_header, const char *payload)
{
    struct request *r = request_new(url);
    if (!r)
        return -1;                      // NOLEAK
    if (request_add_header(r, user_header) < 0)
        return -1;                      // TODO-FN leak (by design: --allocation-paths-only drops request_add_header's failure exits)
    request_set_body(r, payload, strlen(payload));
    request_free(r);
    return 0;                           // NOLEAK
}
