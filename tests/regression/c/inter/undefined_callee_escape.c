/* Functions declared but not defined in the program follow the unknown-function
   policy: a block passed to a non-const pointer parameter escapes (no leak reported,
   whatever the callee does); a const pointer parameter is read-only, so the caller still
   owns the block; a pointer result is never a tracked allocation. */
#include <stdlib.h>
#include <string.h>

struct queue;
extern int queue_push(struct queue *q, void *item);     /* takes ownership */
extern int log_line(const char *text);                  /* only reads */
extern char *pool_strdup(const char *s);                /* memory of an unknown pool */
extern void hash_update(void *ctx, const void *data, size_t n);

int enqueue_copy(struct queue *q, const char *s)
{
    char *item = strdup(s);
    if (!item)
        return -1;                      // NOLEAK
    return queue_push(q, item);         // NOLEAK
}

/* the text is only read by log_line: the copy is lost */
int log_copy(const char *s)
{
    char *copy = strdup(s);
    if (!copy)
        return -1;                      // NOLEAK
    log_line(copy);
    return 0;                           // LEAK
}

/* a block from an unknown allocator is not tracked */
void use_pool(void)
{
    char *p = pool_strdup("x");
    if (p)
        p[0] = 'y';                     // NOLEAK
}

/* the data pointer is const; the context escapes (non-const) */
void digest(const char *msg, size_t n)
{
    char *data = malloc(n);
    void *ctx = calloc(1, 64);
    if (!data || !ctx) {
        free(data);
        free(ctx);
        return;                         // NOLEAK
    }
    memcpy(data, msg, n);
    hash_update(ctx, data, n);
    return;                             // LEAK
}

/* a defined wrapper around the undefined function: the escape shows in its summary */
int enqueue_owned(struct queue *q, char *item)
{
    return queue_push(q, item);
}

int enqueue_via_wrapper(struct queue *q)
{
    char *item = malloc(8);
    if (!item)
        return -1;                      // NOLEAK
    return enqueue_owned(q, item);      // NOLEAK
}
