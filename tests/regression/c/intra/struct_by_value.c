/* Structs holding a pointer, passed and returned by value: the copy carries the
   pointer, so the block stays reachable through it. */
#include <stdlib.h>

struct buffer { char *data; size_t len; };
extern void consume(struct buffer b);

struct buffer buffer_make(size_t n)
{
    struct buffer b;
    b.data = malloc(n);
    b.len = b.data ? n : 0;
    return b;                           // NOLEAK
}

void byval_param_leak(struct buffer b)
{
    b.data = malloc(8);                 /* modifies the callee's copy only */
    b.len = 8;
    return;                             // LEAK
}

void byval_param_free(struct buffer b)
{
    free(b.data);
    return;                             // NOLEAK
}

void pass_by_value(void)
{
    struct buffer b;
    b.data = malloc(8);
    b.len = 8;
    consume(b);                         /* the unknown callee receives the pointer */
    return;                             // NOLEAK
}

void init_list_free(void)
{
    struct buffer b = { malloc(8), 8 };
    free(b.data);
    return;                             // NOLEAK
}

void init_list_leak(void)
{
    struct buffer b = { malloc(8), 8 };
    b.len = 0;
    return;                             // LEAK
}

/* a heap array of structs whose element owns a block */
void struct_array_free(void)
{
    int i;
    struct buffer *v = calloc(4, sizeof *v);
    if (!v)
        return;                         // NOLEAK
    v[2].data = malloc(8);
    for (i = 0; i < 4; i++)
        free(v[i].data);
    free(v);
    return;                             // NOLEAK
}

void struct_array_shallow(void)
{
    struct buffer *v = calloc(4, sizeof *v);
    if (!v)
        return;                         // NOLEAK
    v[2].data = malloc(8);
    free(v);
    return;                             // LEAK
}
