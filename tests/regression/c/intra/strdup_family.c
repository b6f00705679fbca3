/* strdup, strndup and calloc allocate like malloc (and may fail like it). */
#include <stdlib.h>
#include <string.h>

int count_tokens(const char *s)
{
    char *copy = strdup(s);
    char *tok;
    int n = 0;
    if (!copy)
        return -1;                      // NOLEAK
    for (tok = strtok(copy, " "); tok; tok = strtok(NULL, " "))
        n++;
    free(copy);
    return n;                           // NOLEAK
}

int prefix_len_leak(const char *s, size_t n)
{
    char *p = strndup(s, n);
    if (!p)
        return -1;                      // NOLEAK
    return (int)strlen(p);              // LEAK
}

int prefix_len(const char *s, size_t n)
{
    char *p = strndup(s, n);
    int len;
    if (!p)
        return -1;                      // NOLEAK
    len = (int)strlen(p);
    free(p);
    return len;                         // NOLEAK
}

int *zeros(size_t n)
{
    int *a = calloc(n, sizeof *a);
    return a;                           // NOLEAK
}

int calloc_sum(size_t n)
{
    int *a = calloc(n, sizeof *a);
    int s = 0;
    size_t i;
    if (!a)
        return 0;                       // NOLEAK
    for (i = 0; i < n; i++)
        s += a[i];
    return s;                           // LEAK
}

/* a calloc'ed table of pointers starts out all NULL: freeing its cells is fine */
void calloc_table(size_t n)
{
    char **t = calloc(n, sizeof *t);
    size_t i;
    if (!t)
        return;                         // NOLEAK
    t[0] = strdup("first");
    for (i = 0; i < n; i++)
        free(t[i]);
    free(t);
    return;                             // NOLEAK
}

void dup_unused(const char *s)
{
    char *a = strdup(s);
    char *b = strndup(s, 4);
    free(b);
    (void)a;
    return;                             // LEAK
}
