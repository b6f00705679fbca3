/* Procedures that allocate only when the caller passes NULL: resolve() fills the
   caller's buffer, or allocates one when there is none (reassigning the parameter);
   regrow() makes a first array with calloc only for a NULL pointer.  A caller that
   passes a buffer or an array gets no block from those paths (the procedure analysed
   with that argument non-NULL does not make it).  A caller that passes NULL, or a
   pointer that may be NULL, still gets the block, and loses it. */
#include <stdlib.h>
#include <string.h>

char *resolve(const char *path, char *resolved)
{
    int mem_allocated;
    if (path[0] == '\0')
        return NULL;
    if (resolved == NULL) {
        resolved = malloc(256);
        if (resolved == NULL)
            return NULL;
        mem_allocated = 1;
    } else
        mem_allocated = 0;
    if (path[0] != '/') {
        if (mem_allocated)
            free(resolved);
        return NULL;
    }
    strncpy(resolved, path, 255);
    resolved[255] = '\0';
    return resolved;
}

int resolve_into_buffer(const char *p)
{
    char buf[256];
    char *r = resolve(p, buf);
    if (r == NULL)
        return -1;                          // NOLEAK
    return (int)strlen(r);                  // NOLEAK
}

int resolve_allocating(const char *p)
{
    char *r = resolve(p, NULL);
    if (r == NULL)
        return -1;                          // NOLEAK
    return (int)strlen(r);                  // LEAK
}

int resolve_maybe(const char *p, char *maybe)
{
    char *r = resolve(p, maybe);
    if (r == NULL)
        return -1;                          // NOLEAK
    return (int)strlen(r);                  // NOLEAK (lost only if maybe is NULL: --untested-params-not-null)
}

void *regrow(void *ptr, size_t oldn, size_t n, size_t size)
{
    void *fresh;
    if (ptr == NULL)
        return calloc(n, size);
    fresh = malloc(n * size);
    if (fresh == NULL)
        return NULL;
    memcpy(fresh, ptr, oldn * size);
    free(ptr);
    return fresh;
}

/* a wrapper that passes its parameter on: it too makes regrow's calloc'd array only
   for a NULL pointer */
void *xregrow(void *ptr, size_t oldn, size_t n, size_t size)
{
    void *p = regrow(ptr, oldn, n, size);
    if (p == NULL)
        abort();
    return p;
}

struct list { char **v; size_t n; };

/* the first array comes from the caller's own calloc; regrow's calloc never runs */
int append(struct list *l, const char *s)
{
    char **v;
    if (l->v == NULL) {
        l->v = calloc(2, sizeof(*l->v));
        if (l->v == NULL)
            return -1;                      // NOLEAK
        l->v[0] = strdup(s);
        l->n = 1;
        return 0;                           // NOLEAK
    }
    v = regrow(l->v, l->n + 1, l->n + 2, sizeof(*v));
    if (v == NULL)
        return -1;                          // NOLEAK
    l->v = v;
    v[l->n++] = strdup(s);
    return 0;                               // NOLEAK
}

int grow_local(char **old)
{
    char **v = regrow(old, 1, 2, sizeof(*v));
    if (v == NULL)
        return -1;                          // NOLEAK
    return v[0] != NULL;                    // LEAK (regrow's malloc'd array; its calloc'd one is made for NULL only)
}

/* The other way round: set_error() builds a message only for a message; a caller that
   passes NULL only clears the error.  A local error state loses nothing after such a
   call; after a call with a message, or a pointer that may be one, it loses the message. */
struct err_state { int err; char *msg; };

void set_error(struct err_state *s, int err, const char *msg)
{
    if (s->msg != NULL) {
        free(s->msg);
        s->msg = NULL;
    }
    s->err = err;
    if (msg == NULL)
        return;
    s->msg = malloc(strlen(msg) + 1);
    if (s->msg == NULL)
        return;
    strcpy(s->msg, msg);
}

int clear_local(void)
{
    struct err_state st = { 0, NULL };
    set_error(&st, 0, NULL);
    return st.err;                          // NOLEAK
}

int fail_local(const char *why)
{
    struct err_state st = { 0, NULL };
    set_error(&st, 1, why);
    return st.err;                          // LEAK (why may be a message)
}

int fail_local_message(void)
{
    struct err_state st = { 0, NULL };
    set_error(&st, 1, "failed");
    return st.err;                          // LEAK
}
