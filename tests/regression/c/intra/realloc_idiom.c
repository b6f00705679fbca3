/* The correct realloc idiom: realloc into a temporary, free the old block (or keep it)
   when realloc fails, and only then overwrite the pointer. */
#include <stdlib.h>
#include <string.h>

int grow_ok(size_t n)
{
    char *buf = malloc(16);
    char *tmp;
    if (!buf)
        return -1;                      // NOLEAK
    tmp = realloc(buf, n);
    if (!tmp) {
        free(buf);
        return -1;                      // NOLEAK
    }
    buf = tmp;
    buf[0] = 0;
    free(buf);
    return 0;                           // NOLEAK
}

int grow_forgets(size_t n)
{
    char *buf = malloc(16);
    char *tmp;
    if (!buf)
        return -1;                      // NOLEAK
    tmp = realloc(buf, n);
    if (tmp == NULL)
        return -1;                      // LEAK
    buf = tmp;
    free(buf);
    return 0;                           // NOLEAK
}

/* on failure the old, still valid, buffer is handed back to the caller */
char *grow_or_keep(size_t n)
{
    char *buf = malloc(16);
    char *tmp;
    if (!buf)
        return NULL;                    // NOLEAK
    memset(buf, 'a', 16);
    tmp = realloc(buf, n);
    if (!tmp)
        return buf;                     // NOLEAK
    return tmp;                         // NOLEAK
}

char *realloc_from_null(size_t n)
{
    char *p = realloc(NULL, n);         /* behaves like malloc(n) */
    if (!p)
        return NULL;                    // NOLEAK
    p[0] = 0;
    return p;                           // NOLEAK
}

void realloc_result_dropped(size_t n)
{
    char *p = malloc(8);
    char *q;
    if (!p)
        return;                         // NOLEAK
    q = realloc(p, n);
    if (!q) {
        free(p);
        return;                         // NOLEAK
    }
    q[0] = 1;
    return;                             // LEAK
}
