/* An allocator chosen through a table of function pointers.  With the table in a local
   array the targets are known at the call and each allocator's summary is instantiated;
   the block is freed (no leak) or dropped (leak, one report per possible allocator). */
#include <stdlib.h>
#include <string.h>

typedef void *(*alloc_fn)(size_t);

static void *plain_alloc(size_t n)
{
    return malloc(n);                   // NOLEAK
}

static void *zero_alloc(size_t n)
{
    return calloc(1, n);                // NOLEAK
}

static void *guarded_alloc(size_t n)
{
    char *p = malloc(n + 16);
    if (!p)
        return NULL;                    // NOLEAK
    memset(p, 0xAB, 16);
    return p;                           // NOLEAK
}

enum strategy { PLAIN, ZERO, GUARDED };

char *make_buffer(enum strategy s, size_t n)
{
    alloc_fn table[3] = { plain_alloc, zero_alloc, guarded_alloc };
    return table[s](n);                 // NOLEAK
}

int buffer_ok(enum strategy s)
{
    char *b = make_buffer(s, 128);
    if (!b)
        return -1;                      // NOLEAK
    b[0] = 1;
    free(b);
    return 0;                           // NOLEAK
}

int buffer_leaky(enum strategy s)
{
    char *b = make_buffer(s, 128);
    if (!b)
        return -1;                      // NOLEAK
    b[0] = 1;
    return b[0];                        // LEAK
}

/* the allocator is picked by a condition and called directly */
void *alloc_by_flag(int zeroed, size_t n)
{
    alloc_fn f = zeroed ? zero_alloc : plain_alloc;
    return f(n);                        // NOLEAK
}

void alloc_by_flag_dropped(int zeroed)
{
    void *p = alloc_by_flag(zeroed, 8);
    (void)p;                            // LEAK
}

/* the same table as a static global with an initializer: a real leak, missed when the
   analysis does not read global initializers (the call through the table is then
   unresolved and its result is unknown memory) */
static alloc_fn global_table[3] = { plain_alloc, zero_alloc, guarded_alloc };

void global_table_dropped(enum strategy s)
{
    void *p = global_table[s](8);
    (void)p;                            // TODO-FN leak (the static initializer of global_table is not seen: the indirect call is unresolved)
}
