/* Struct fields holding allocations: freed with the struct, forgotten (shallow free),
   and a struct on the stack whose field owns a heap block. */
#include <stdlib.h>
#include <string.h>

struct buffer { char *data; size_t len; };

struct buffer *buffer_new(size_t n)
{
    struct buffer *b = malloc(sizeof *b);
    if (!b)
        return NULL;                    // NOLEAK
    b->data = malloc(n);
    if (!b->data) {
        free(b);
        return NULL;                    // NOLEAK
    }
    b->len = n;
    return b;                           // NOLEAK
}

struct buffer *buffer_new_leaky(size_t n)
{
    struct buffer *b = malloc(sizeof *b);
    if (!b)
        return NULL;                    // NOLEAK
    b->data = malloc(n);
    if (!b->data)
        return NULL;                    // LEAK
    b->len = n;
    return b;                           // NOLEAK
}

void buffer_roundtrip(size_t n)
{
    struct buffer *b = malloc(sizeof *b);
    if (!b)
        return;                         // NOLEAK
    b->data = malloc(n);
    b->len = n;
    free(b->data);
    free(b);
    return;                             // NOLEAK
}

void buffer_shallow_free(size_t n)
{
    struct buffer *b = malloc(sizeof *b);
    if (!b)
        return;                         // NOLEAK
    b->data = malloc(n);
    b->len = n;
    free(b);                            /* b->data is lost */
    return;                             // LEAK
}

size_t stack_struct_ok(size_t n)
{
    struct buffer b;
    b.data = malloc(n);
    if (!b.data)
        return 0;                       // NOLEAK
    b.len = n;
    memset(b.data, 0, b.len);
    free(b.data);
    return n;                           // NOLEAK
}

size_t stack_struct_leak(size_t n)
{
    struct buffer b;
    b.data = malloc(n);
    if (!b.data)
        return 0;                       // NOLEAK
    b.len = n;
    memset(b.data, 0, b.len);
    return b.len;                       // LEAK
}

/* the field is freed through an alias of the struct */
void free_through_alias(size_t n)
{
    struct buffer b;
    struct buffer *pb = &b;
    b.data = malloc(n);
    pb->len = n;
    free(pb->data);
    return;                             // NOLEAK
}
