/* hashmap.prog: the map.  Its static hash() hashes strings; cache.c has a static
   hash() for integers. */
#include <stdlib.h>
#include <string.h>
#include "map.h"

static size_t hash(const char *s)
{
    size_t h = 5381;
    while (*s)
        h = h * 33 + (unsigned char)*s++;
    return h;
}

struct map *map_new(size_t nbuckets)
{
    struct map *m = malloc(sizeof *m);
    if (!m)
        return NULL;                    // NOLEAK
    m->buckets = calloc(nbuckets, sizeof *m->buckets);
    if (!m->buckets) {
        free(m);
        return NULL;                    // NOLEAK
    }
    m->nbuckets = nbuckets;
    m->size = 0;
    return m;                           // NOLEAK
}

int map_put(struct map *m, char *key, void *value)
{
    size_t i = hash(key) % m->nbuckets;
    struct map_entry *e = malloc(sizeof *e);
    if (!e)
        return -1;                      // NOLEAK
    e->key = key;
    e->value = value;
    e->next = m->buckets[i];
    m->buckets[i] = e;
    m->size++;
    return 0;                           // NOLEAK
}

void *map_get(const struct map *m, const char *key)
{
    struct map_entry *e = m->buckets[hash(key) % m->nbuckets];
    for (; e; e = e->next)
        if (strcmp(e->key, key) == 0)
            return e->value;
    return NULL;
}

int map_remove(struct map *m, const char *key)
{
    struct map_entry **link = &m->buckets[hash(key) % m->nbuckets];
    while (*link) {
        struct map_entry *e = *link;
        if (strcmp(e->key, key) == 0) {
            *link = e->next;
            free(e->key);
            free(e->value);
            free(e);
            m->size--;
            return 1;
        }
        link = &e->next;
    }
    return 0;
}

void map_free(struct map *m)
{
    size_t i;
    for (i = 0; i < m->nbuckets; i++) {
        struct map_entry *e = m->buckets[i];
        while (e) {
            struct map_entry *next = e->next;
            free(e->key);
            free(e->value);
            free(e);
            e = next;
        }
    }
    free(m->buckets);
    free(m);
}
