/* realloc wrappers.  grow() reallocates the buffer inside a struct through a temporary
   and keeps the old block on failure (correct); grow_sloppy() assigns realloc's result
   straight back, losing the old block when realloc fails; str_grow() returns the new
   block, and its caller's `s = str_grow(s, n)` loses the old one on failure. */
#include <stdlib.h>
#include <string.h>

struct vec {
    int *items;
    size_t len;
    size_t cap;
};

int grow(struct vec *v, size_t need)
{
    int *tmp;
    size_t cap = v->cap ? v->cap : 4;
    while (cap < need)
        cap *= 2;
    tmp = realloc(v->items, cap * sizeof *tmp);
    if (!tmp)
        return -1;                      /* v->items is still valid */
    v->items = tmp;
    v->cap = cap;
    return 0;                           // NOLEAK
}

int grow_sloppy(struct vec *v, size_t need)
{
    v->items = realloc(v->items, need * sizeof *v->items);
    if (!v->items)
        return -1;
    v->cap = need;
    return 0;                           // NOLEAK
}

int vec_push(struct vec *v, int x)
{
    if (v->len == v->cap && grow(v, v->len + 1) < 0)
        return -1;
    v->items[v->len++] = x;
    return 0;
}

int sum_first(int n)
{
    struct vec v = { NULL, 0, 0 };
    int i, s = 0;
    for (i = 0; i < n; i++)
        if (vec_push(&v, i) < 0)
            break;
    for (i = 0; i < (int)v.len; i++)
        s += v.items[i];
    free(v.items);
    return s;                           // NOLEAK
}

int sum_first_leaky(int n)
{
    struct vec v = { NULL, 0, 0 };
    if (grow(&v, (size_t)n) < 0)
        return -1;                      // NOLEAK
    v.items[0] = n;
    return v.items[0];                  // LEAK
}

/* a failed grow_sloppy leaves v.items NULL: the first buffer is lost */
int reserve_twice(size_t a, size_t b)
{
    struct vec v = { NULL, 0, 0 };
    if (grow(&v, a) < 0)
        return -1;                      // NOLEAK
    if (grow_sloppy(&v, b) < 0)
        return -1;                      // TODO-FN leak (by design: --allocation-paths-only keeps grow_sloppy's success exit only, so this branch looks dead; and the callee's realloc failure does not give the old block back to the caller)
    free(v.items);
    return 0;                           // NOLEAK
}

char *str_grow(char *s, size_t n)
{
    char *t = realloc(s, n);
    if (!t)
        return NULL;
    return t;                           // NOLEAK
}

/* correct: the old pointer is kept until the call succeeded */
int append_ok(const char *suffix)
{
    char *s = strdup("base");
    char *t;
    if (!s)
        return -1;                      // NOLEAK
    t = str_grow(s, strlen(s) + strlen(suffix) + 1);
    if (!t) {
        free(s);
        return -1;                      // NOLEAK
    }
    strcat(t, suffix);
    free(t);
    return 0;                           // NOLEAK
}

/* s = str_grow(s, n): on failure the old string is lost */
int append_sloppy(const char *suffix)
{
    char *s = strdup("base");
    if (!s)
        return -1;                      // NOLEAK
    s = str_grow(s, strlen(s) + strlen(suffix) + 1);
    if (!s)
        return -1;                      // TODO-FN leak (str_grow's NULL result only cancels its fresh block; the old block its realloc would give back is taken as freed by Arg2Free)
    strcat(s, suffix);
    free(s);
    return 0;                           // NOLEAK
}

/* the grown string is dropped */
int append_dropped(const char *suffix)
{
    char *s = strdup("base");
    char *t;
    if (!s)
        return -1;                      // NOLEAK
    t = str_grow(s, 64);
    if (!t) {
        free(s);
        return -1;                      // NOLEAK
    }
    strcat(t, suffix);
    return (int)strlen(t);              // LEAK
}
