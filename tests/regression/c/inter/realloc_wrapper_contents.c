/* realloc inside a wrapper (x_grow) of input memory: the new block holds what the old
   block held, so the caller's strings stored in the old array stay reachable through the
   new one.  split() builds a NULL-terminated array of strings and frees everything on its
   error path; split_caller() frees what split() handed out.  drop_strings() frees the
   array but not the strings, a real leak; keep_one() frees all. */
#include <stdlib.h>
#include <string.h>

void *x_grow(void *old, size_t n, size_t size)
{
    void *p = realloc(old, n * size);
    if (p == NULL)
        abort();
    return p;
}

void *x_zalloc(size_t n)
{
    void *p = calloc(1, n);
    if (p == NULL)
        abort();
    return p;
}

int split(const char *s, int *countp, char ***outp)
{
    int n = 0, i, r = -1;
    char **v = x_zalloc(sizeof(*v));

    *outp = NULL;
    *countp = 0;
    for (i = 0; s[i] != '\0'; i++) {
        if (s[i] == ' ')
            continue;
        if (s[i] == '"')
            goto out;                   /* quotes are not supported: an error */
        v = x_grow(v, n + 2, sizeof(*v));
        v[n++] = x_zalloc(2);
        v[n] = NULL;
    }
    *countp = n;
    *outp = v;
    n = 0;
    v = NULL;
    r = 0;
out:
    if (v != NULL) {
        for (i = 0; i < n; i++)
            free(v[i]);
        free(v);
    }
    return r;                           // NOLEAK
}

int split_caller(const char *s)
{
    int n, i;
    char **v;
    if (split(s, &n, &v) != 0)
        return -1;                      // NOLEAK
    for (i = 0; i < n; i++)
        free(v[i]);
    free(v);
    return n;                           // NOLEAK
}

/* strings appended to a grown array: the array is freed, the strings are not */
int drop_strings(int k)
{
    char **v = NULL;
    int i;
    for (i = 0; i < k; i++) {
        v = x_grow(v, i + 1, sizeof(*v));
        v[i] = x_zalloc(8);
    }
    free(v);
    return k;                           // LEAK
}

/* the same array, strings freed first */
int keep_one(int k)
{
    char **v = NULL;
    int i;
    for (i = 0; i < k; i++) {
        v = x_grow(v, i + 1, sizeof(*v));
        v[i] = x_zalloc(8);
    }
    for (i = 0; i < k; i++)
        free(v[i]);
    free(v);
    return k;                           // NOLEAK
}

/* a string stored in the first array and dropped with it when the grown copy is lost */
int lose_grown(void)
{
    char **v = x_zalloc(2 * sizeof(*v));
    v[0] = x_zalloc(8);
    v = x_grow(v, 4, sizeof(*v));
    return v[0] != NULL;                // LEAK
}
