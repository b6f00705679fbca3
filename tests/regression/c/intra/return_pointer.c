/* A returned block is not leaked (the caller owns it); returning one of two blocks
   loses the other. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *make_greeting(const char *name)
{
    size_t n = strlen(name) + 7;
    char *s = malloc(n);
    if (!s)
        return NULL;                    // NOLEAK
    snprintf(s, n, "hello %s", name);
    return s;                           // NOLEAK
}

char *pick_one(int which)
{
    char *a = malloc(8);
    char *b = malloc(8);
    if (which)
        return a;                       // LEAK
    return b;                           // LEAK
}

char *pick_one_fixed(int which)
{
    char *a = malloc(8);
    char *b = malloc(8);
    if (which) {
        free(b);
        return a;                       // NOLEAK
    }
    free(a);
    return b;                           // NOLEAK
}

struct wrapper { char *name; int refs; };

/* unwrap: keep the inner block, free the wrapper */
char *unwrap(const char *s)
{
    struct wrapper *w = malloc(sizeof *w);
    char *name;
    if (!w)
        return NULL;                    // NOLEAK
    w->name = strdup(s);
    name = w->name;
    free(w);
    return name;                        // NOLEAK
}

/* a block reachable from the returned block is not leaked either */
struct wrapper *wrap(const char *s)
{
    struct wrapper *w = malloc(sizeof *w);
    if (!w)
        return NULL;                    // NOLEAK
    w->name = strdup(s);
    w->refs = 1;
    return w;                           // NOLEAK
}

/* returning the wrapper's field loses the wrapper */
char *wrap_and_return_field(const char *s)
{
    struct wrapper *w = malloc(sizeof *w);
    if (!w)
        return NULL;                    // NOLEAK
    w->name = strdup(s);
    return w->name;                     // LEAK
}
