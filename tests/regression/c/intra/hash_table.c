/* A small chained hash table: insertion links fresh entries into a heap table that is
   returned or stored in the caller's struct; destruction walks all chains. */
#include <stdlib.h>
#include <string.h>

struct entry { char *key; int val; struct entry *next; };
struct table { struct entry **buckets; size_t nbuckets; size_t count; };

size_t hash(const char *s)
{
    size_t h = 5381;
    while (*s)
        h = h * 33 + (unsigned char)*s++;
    return h;                           // NOLEAK
}

struct table *table_new(size_t n)
{
    struct table *t = malloc(sizeof *t);
    if (!t)
        return NULL;                    // NOLEAK
    t->buckets = calloc(n, sizeof *t->buckets);
    if (!t->buckets) {
        free(t);
        return NULL;                    // NOLEAK
    }
    t->nbuckets = n;
    t->count = 0;
    return t;                           // NOLEAK
}

int table_put(struct table *t, const char *key, int val, size_t h)
{
    struct entry *e = malloc(sizeof *e);
    size_t i = h % t->nbuckets;
    if (!e)
        return -1;                      // NOLEAK
    e->key = strdup(key);
    if (!e->key) {
        free(e);
        return -1;                      // NOLEAK
    }
    e->val = val;
    e->next = t->buckets[i];
    t->buckets[i] = e;
    t->count++;
    return 0;                           // NOLEAK
}

int table_put_leaky(struct table *t, const char *key, int val, size_t h)
{
    struct entry *e = malloc(sizeof *e);
    size_t i = h % t->nbuckets;
    if (!e)
        return -1;                      // NOLEAK
    e->key = strdup(key);
    if (!e->key)
        return -1;                      // LEAK
    e->val = val;
    e->next = t->buckets[i];
    t->buckets[i] = e;
    return 0;                           // NOLEAK
}

/* builds a private table and tears it down completely */
int table_roundtrip(void)
{
    size_t i, n = 8;
    struct entry *e, *next;
    struct entry **buckets = calloc(n, sizeof *buckets);
    if (!buckets)
        return -1;                      // NOLEAK
    e = malloc(sizeof *e);
    if (e) {
        e->key = strdup("k");
        e->val = 1;
        e->next = NULL;
        buckets[3] = e;
    }
    for (i = 0; i < n; i++) {
        for (e = buckets[i]; e; e = next) {
            next = e->next;
            free(e->key);
            free(e);
        }
    }
    free(buckets);
    return 0;                           // NOLEAK
}

/* frees the entries but not their keys */
int table_roundtrip_keys_lost(void)
{
    size_t i, n = 8;
    struct entry *e, *next;
    struct entry **buckets = calloc(n, sizeof *buckets);
    if (!buckets)
        return -1;                      // NOLEAK
    e = malloc(sizeof *e);
    if (e) {
        e->key = strdup("k");
        e->val = 2;
        e->next = NULL;
        buckets[3] = e;
    }
    for (i = 0; i < n; i++) {
        for (e = buckets[i]; e; e = next) {
            next = e->next;
            free(e);
        }
    }
    free(buckets);
    return 0;                           // LEAK
}
