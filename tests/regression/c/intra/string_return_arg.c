/* String functions that return their destination argument (strcpy, strcat, memcpy,
   strchr into the block) keep the block reachable through the result. */
#include <stdlib.h>
#include <string.h>

char *join2(const char *a, const char *b)
{
    char *r = malloc(strlen(a) + strlen(b) + 1);
    if (!r)
        return NULL;                    // NOLEAK
    return strcat(strcpy(r, a), b);     // NOLEAK
}

void copy_then_free(const char *s)
{
    char *buf = malloc(strlen(s) + 1);
    char *same;
    if (!buf)
        return;                         // NOLEAK
    same = strcpy(buf, s);
    buf = NULL;
    free(same);
    return;                             // NOLEAK
}

void *clone(const void *src, size_t n)
{
    void *d = malloc(n);
    if (!d)
        return NULL;                    // NOLEAK
    return memcpy(d, src, n);           // NOLEAK
}

char *key_of(const char *s)
{
    char *copy = strdup(s);
    char *sep;
    if (!copy)
        return NULL;                    // NOLEAK
    sep = strchr(copy, '=');
    if (!sep) {
        free(copy);
        return NULL;                    // NOLEAK
    }
    *sep = '\0';
    return copy;                        // NOLEAK
}

char *key_of_leaky(const char *s)
{
    char *copy = strdup(s);
    char *sep;
    if (!copy)
        return NULL;                    // NOLEAK
    sep = strchr(copy, '=');
    if (!sep)
        return NULL;                    // LEAK
    *sep = '\0';
    return copy;                        // NOLEAK
}

/* strchr's result checked against NULL although strdup's result was not checked:
   the NULL test on sep is mistaken for the failure of strdup */
char *key_of_unchecked(const char *s)
{
    char *copy = strdup(s);
    char *sep = strchr(copy, '=');  // NULL-DEREF (strdup unchecked: severity note)
    if (!sep)
        return NULL;                    // LEAK
    *sep = '\0';
    return copy;                        // NOLEAK
}

/* the value returned by strncpy is the only remaining reference */
char *copy_prefix(const char *s, size_t n)
{
    char *p = malloc(n + 1);
    char *r;
    if (!p)
        return NULL;                    // NOLEAK
    r = strncpy(p, s, n);
    p = NULL;
    r[n] = '\0';
    return r;                           // NOLEAK
}
