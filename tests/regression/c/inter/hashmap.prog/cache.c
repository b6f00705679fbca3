/* hashmap.prog: a cache of rendered strings on top of the map, in another file. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "map.h"

static unsigned hash(unsigned x)
{
    x ^= x >> 16;
    x *= 0x45d9f3bu;
    return x ^ (x >> 16);
}

static char *render(unsigned id)
{
    char *s = malloc(32);
    if (!s)
        return NULL;                    // NOLEAK
    snprintf(s, 32, "obj-%08x", hash(id));
    return s;                           // NOLEAK
}

int cache_fill(unsigned n)
{
    struct map *m = map_new(64);
    unsigned i;
    if (!m)
        return -1;                      // NOLEAK
    for (i = 0; i < n; i++) {
        char *k = render(i);
        char *v = render(i + 1);
        if (!k || !v || map_put(m, k, v) < 0) {
            free(k);
            free(v);
            break;
        }
    }
    map_remove(m, "obj-00000000");
    map_free(m);
    return 0;                           // NOLEAK
}

/* the value is rendered but the map never gets it: the value is lost */
int cache_put_key_only(unsigned id)
{
    struct map *m = map_new(8);
    char *k, *v;
    if (!m)
        return -1;                      // NOLEAK
    k = render(id);
    v = render(id + 1);
    if (!k || !v) {
        free(k);
        free(v);
        map_free(m);
        return -1;                      // NOLEAK
    }
    map_put(m, k, NULL);
    map_free(m);
    return 0;                           // LEAK
}

/* the map itself is forgotten */
int cache_lookup_leaky(unsigned id)
{
    struct map *m = map_new(8);
    char *k;
    if (!m)
        return -1;                      // NOLEAK
    k = render(id);
    if (!k) {
        map_free(m);
        return -1;                      // NOLEAK
    }
    map_put(m, k, NULL);
    return map_get(m, "x") != NULL;     // LEAK
}
