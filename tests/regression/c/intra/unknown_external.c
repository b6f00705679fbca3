/* A block passed to a function that is declared but not defined here escapes: the
   callee may keep it, so no leak is reported.  A const pointer parameter is read-only
   and does not make the block escape. */
#include <stdlib.h>
#include <string.h>

extern void register_buffer(char *buf);
extern int checksum(const char *buf, size_t n);

struct wrapper { char *payload; };
extern void submit(struct wrapper *w);
extern void queue_push(void *queue, void *item);

void hand_over(size_t n)
{
    char *p = malloc(n);
    if (!p)
        return;                         // NOLEAK
    register_buffer(p);
    return;                             // NOLEAK
}

int only_read(size_t n)
{
    char *p = malloc(n);
    int c;
    if (!p)
        return -1;                      // NOLEAK
    memset(p, 0, n);
    c = checksum(p, n);
    return c;                           // LEAK
}

void hand_over_nested(void)
{
    struct wrapper w;
    w.payload = malloc(8);
    submit(&w);
    return;                             // NOLEAK
}

void hand_over_second_arg(void *queue)
{
    int *job = malloc(sizeof *job);
    if (!job)
        return;                         // NOLEAK
    *job = 42;
    queue_push(queue, job);
    return;                             // NOLEAK
}

/* a block the external function never sees still leaks */
void partly_handed(size_t n)
{
    char *kept = malloc(n);
    char *given = malloc(n);
    register_buffer(given);
    if (kept)
        kept[0] = 0;
    return;                             // LEAK
}

/* a call through an unknown function pointer lets the block escape, too */
void hand_to_callback(void (*cb)(void *), size_t n)
{
    void *p = malloc(n);
    cb(p);
    return;                             // NOLEAK
}

/* a call through a pointer that holds free() is a free */
void release_through_pointer(void)
{
    void (*release)(void *) = free;
    char *p = malloc(8);
    release(p);
    return;                             // NOLEAK
}
