/* hashmap.prog: a chained hash map owning its keys and values. */
#ifndef MAP_H
#define MAP_H
#include <stddef.h>

struct map_entry {
    char *key;
    void *value;
    struct map_entry *next;
};

struct map {
    struct map_entry **buckets;
    size_t nbuckets;
    size_t size;
};

struct map *map_new(size_t nbuckets);
int map_put(struct map *m, char *key, void *value);   /* takes ownership of both */
void *map_get(const struct map *m, const char *key);
int map_remove(struct map *m, const char *key);
void map_free(struct map *m);

#endif
