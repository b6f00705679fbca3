/* A chain of four allocation wrappers (mem_alloc -> pool_alloc -> node_alloc ->
   node_new), each passing NULL through on failure.  The block travels up through every
   level; a caller that frees it does not leak, one that drops it leaks at its own exit. */
#include <stdlib.h>
#include <string.h>

struct node {
    int key;
    char *label;
    struct node *next;
};

static size_t bytes_in_use;

void *mem_alloc(size_t n)
{
    void *p = malloc(n);
    if (p == NULL)
        return NULL;                    // NOLEAK
    bytes_in_use += n;
    return p;                           // NOLEAK
}

void *pool_alloc(size_t n)
{
    size_t rounded = (n + 15) & ~(size_t)15;
    return mem_alloc(rounded);          // NOLEAK
}

struct node *node_alloc(void)
{
    struct node *n = pool_alloc(sizeof *n);
    if (!n)
        return NULL;                    // NOLEAK
    memset(n, 0, sizeof *n);
    return n;                           // NOLEAK
}

struct node *node_new(int key)
{
    struct node *n = node_alloc();
    if (n == NULL)
        return NULL;                    // NOLEAK
    n->key = key;
    n->next = NULL;
    n->label = NULL;
    return n;                           // NOLEAK
}

int node_roundtrip(int key)
{
    struct node *n = node_new(key);
    int k;
    if (!n)
        return -1;                      // NOLEAK
    k = n->key;
    free(n);
    return k;                           // NOLEAK
}

int node_lookup_leaky(int key)
{
    struct node *n = node_new(key);
    if (!n)
        return -1;                      // NOLEAK
    return n->key;                      // LEAK
}

/* two nodes linked; freeing only the head loses the second one */
int node_pair_leaky(int a, int b)
{
    struct node *first = node_new(a);
    struct node *second;
    if (!first)
        return -1;                      // NOLEAK
    second = node_new(b);
    if (!second) {
        free(first);
        return -1;                      // NOLEAK
    }
    first->next = second;
    free(first);
    return 0;                           // LEAK
}
