/* A chained hash map in the style of real C libraries: macros, goto cleanup,
 * callbacks, realloc growth, bit tricks.  Written for sparrowpy's tests. */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define HM_MIN_BUCKETS 16u
#define HM_LOAD_NUM 3
#define HM_LOAD_DEN 4
#define HM_ALLOC(type, n) ((type *)calloc((n), sizeof(type)))
#define HM_FREE(p) do { free(p); (p) = NULL; } while (0)
#define HM_UNLIKELY(x) (x)
#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

typedef void (*hm_free_fn)(void *);
typedef uint32_t (*hm_hash_fn)(const void *key, size_t len);

struct hm_entry {
    struct hm_entry *next;
    uint32_t hash;
    size_t klen;
    void *value;
    char key[];
};

typedef struct hashmap {
    struct hm_entry **buckets;
    size_t nbuckets;
    size_t count;
    hm_hash_fn hash;
    hm_free_fn free_value;
    unsigned owns_values : 1;
    unsigned frozen : 1;
} hashmap;

enum hm_status { HM_OK = 0, HM_ENOMEM = -1, HM_EEXIST = -2, HM_ENOENT = -3 };

static const char *const hm_messages[] = {
    [0] = "ok",
    [1] = "out of memory",
    [2] = "key exists",
    [3] = "no such key",
};

static uint32_t fnv1a(const void *key, size_t len)
{
    const unsigned char *p = key;
    uint32_t h = 2166136261u;
    while (len--) {
        h ^= *p++;
        h *= 16777619u;
    }
    return h;
}

static uint32_t murmur_mix(const void *key, size_t len)
{
    uint32_t h = fnv1a(key, len);
    h ^= h >> 16;
    h *= 0x85ebca6bu;
    h ^= h >> 13;
    h *= 0xc2b2ae35u;
    h ^= h >> 16;
    return h;
}

static const struct {
    const char *name;
    hm_hash_fn fn;
} hm_hashers[] = {
    { "fnv1a", fnv1a },
    { "murmur", murmur_mix },
};

static size_t next_pow2(size_t n)
{
    n--;
    n |= n >> 1;
    n |= n >> 2;
    n |= n >> 4;
    n |= n >> 8;
    n |= n >> 16;
    n |= n >> 32;
    return n + 1;
}

const char *hm_strerror(int status)
{
    size_t i = (size_t)-status;
    if (i >= ARRAY_SIZE(hm_messages))
        return "unknown error";
    return hm_messages[i];
}

hm_hash_fn hm_hasher(const char *name)
{
    size_t i;
    for (i = 0; i < ARRAY_SIZE(hm_hashers); i++)
        if (strcmp(hm_hashers[i].name, name) == 0)
            return hm_hashers[i].fn;
    return fnv1a;
}

hashmap *hm_create(size_t hint, hm_free_fn free_value)
{
    hashmap *m = malloc(sizeof *m);
    if (HM_UNLIKELY(m == NULL))
        goto fail;
    memset(m, 0, sizeof *m);
    m->nbuckets = hint < HM_MIN_BUCKETS ? HM_MIN_BUCKETS : next_pow2(hint);
    m->buckets = HM_ALLOC(struct hm_entry *, m->nbuckets);
    if (!m->buckets)
        goto fail_map;
    m->hash = fnv1a;
    m->free_value = free_value;
    m->owns_values = free_value != NULL;
    return m;

fail_map:
    free(m);
fail:
    return NULL;
}

static struct hm_entry **hm_slot(hashmap *m, const void *key, size_t klen, uint32_t h)
{
    struct hm_entry **pp = &m->buckets[h & (m->nbuckets - 1)];
    for (; *pp != NULL; pp = &(*pp)->next) {
        if ((*pp)->hash == h && (*pp)->klen == klen && memcmp((*pp)->key, key, klen) == 0)
            break;
    }
    return pp;
}

static int hm_grow(hashmap *m)
{
    size_t n = m->nbuckets << 1, i;
    struct hm_entry **nb = HM_ALLOC(struct hm_entry *, n);
    if (nb == NULL)
        return HM_ENOMEM;
    for (i = 0; i < m->nbuckets; i++) {
        struct hm_entry *e = m->buckets[i], *next;
        for (; e; e = next) {
            next = e->next;
            e->next = nb[e->hash & (n - 1)];
            nb[e->hash & (n - 1)] = e;
        }
    }
    free(m->buckets);
    m->buckets = nb;
    m->nbuckets = n;
    return HM_OK;
}

int hm_put(hashmap *m, const void *key, size_t klen, void *value)
{
    uint32_t h;
    struct hm_entry **pp, *e;
    int rc = HM_OK;

    if (m->frozen)
        return HM_EEXIST;
    h = m->hash(key, klen);
    pp = hm_slot(m, key, klen, h);
    if (*pp != NULL) {
        if (m->owns_values && m->free_value)
            m->free_value((*pp)->value);
        (*pp)->value = value;
        return HM_OK;
    }
    e = malloc(sizeof(*e) + klen + 1);
    if (!e) {
        rc = HM_ENOMEM;
        goto out;
    }
    e->hash = h;
    e->klen = klen;
    e->value = value;
    memcpy(e->key, key, klen);
    e->key[klen] = '\0';
    e->next = NULL;
    *pp = e;
    if (++m->count * HM_LOAD_DEN > m->nbuckets * HM_LOAD_NUM)
        rc = hm_grow(m);
out:
    return rc;
}

void *hm_get(hashmap *m, const void *key, size_t klen)
{
    struct hm_entry **pp = hm_slot(m, key, klen, m->hash(key, klen));
    return *pp ? (*pp)->value : NULL;
}

int hm_remove(hashmap *m, const void *key, size_t klen, void **old)
{
    struct hm_entry **pp = hm_slot(m, key, klen, (*m->hash)(key, klen));
    struct hm_entry *e = *pp;
    if (e == NULL)
        return HM_ENOENT;
    *pp = e->next;
    if (old)
        *old = e->value;
    else if (m->owns_values)
        m->free_value(e->value);
    free(e);
    m->count--;
    return HM_OK;
}

typedef int (*hm_visit_fn)(const char *key, void *value, void *ctx);

int hm_foreach(hashmap *m, hm_visit_fn visit, void *ctx)
{
    size_t i;
    int rc = 0;
    m->frozen = 1;
    for (i = 0; i < m->nbuckets && rc == 0; i++) {
        const struct hm_entry *e;
        for (e = m->buckets[i]; e != NULL; e = e->next) {
            rc = visit(e->key, e->value, ctx);
            if (rc != 0)
                break;
        }
    }
    m->frozen = 0;
    return rc;
}

void hm_destroy(hashmap *m)
{
    size_t i;
    if (!m)
        return;
    for (i = 0; i < m->nbuckets; i++) {
        struct hm_entry *e = m->buckets[i];
        while (e) {
            struct hm_entry *next = e->next;
            if (m->owns_values)
                m->free_value(e->value);
            free(e);
            e = next;
        }
    }
    HM_FREE(m->buckets);
    free(m);
}
