/* Formatted strings in heap buffers: returned (no leak) or printed and dropped (leak). */
#include <stdio.h>
#include <stdlib.h>

char *fmt_int(int v)
{
    char *s = malloc(16);
    if (!s)
        return NULL;                    // NOLEAK
    snprintf(s, 16, "%d", v);
    return s;                           // NOLEAK
}

void print_int_leak(int v)
{
    char *s = malloc(16);
    if (!s)
        return;                         // NOLEAK
    snprintf(s, 16, "%d", v);
    puts(s);
    return;                             // LEAK
}

void print_int(int v)
{
    char *s = malloc(16);
    if (!s)
        return;                         // NOLEAK
    sprintf(s, "%d", v);
    fputs(s, stdout);
    free(s);
    return;                             // NOLEAK
}

/* the size is computed by a first snprintf, then the buffer is filled */
char *fmt_pair(const char *k, int v)
{
    int n = snprintf(NULL, 0, "%s=%d", k, v);
    char *s;
    if (n < 0)
        return NULL;                    // NOLEAK
    s = malloc((size_t)n + 1);
    if (!s)
        return NULL;                    // NOLEAK
    snprintf(s, (size_t)n + 1, "%s=%d", k, v);
    return s;                           // NOLEAK
}

int fmt_pair_len(const char *k, int v)
{
    int n = snprintf(NULL, 0, "%s=%d", k, v);
    char *s;
    if (n < 0)
        return -1;                      // NOLEAK
    s = malloc((size_t)n + 1);
    if (!s)
        return -1;                      // NOLEAK
    n = snprintf(s, (size_t)n + 1, "%s=%d", k, v);
    if (n > 80)
        return -2;                      // LEAK
    free(s);
    return n;                           // NOLEAK
}
