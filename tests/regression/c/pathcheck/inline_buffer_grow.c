/* An array that starts in an inline buffer of its record and moves to the heap when it
   grows: the first growth mallocs and copies, later ones realloc the heap block, and the
   owner frees the array only when it is not the inline buffer.  A failing realloc gives
   back the block it was passed, and only on the paths where there was one: the paths
   that reach the realloc with the inline buffer (the engine cannot tell the two pointers
   equal) must not be joined with them. */
#include <stdlib.h>
#include <string.h>

struct list {
    size_t count;
    size_t cap;
    int *items;
    int inline_items[4];
};

int fill(const char *s, struct list *l)
{
    size_t i;
    l->count = 0;
    l->cap = 4;
    l->items = l->inline_items;
    for (i = 0; s[i]; i++) {
        if (l->count >= l->cap) {
            size_t n = 2 * l->cap;
            int *mem;
            if (l->items == l->inline_items) {
                mem = malloc(n * sizeof(int));
                if (mem == NULL)
                    goto fail;
                memcpy(mem, l->items, l->count * sizeof(int));
            } else {
                mem = realloc(l->items, n * sizeof(int));
                if (mem == NULL)
                    goto fail;
            }
            l->items = mem;
            l->cap = n;
        }
        l->items[l->count++] = s[i];
    }
    return 0;                           // NOLEAK
fail:
    if (l->items != l->inline_items)
        free(l->items);
    return -1;                          // NOLEAK
}

int count_chars(const char *s)
{
    struct list l;
    int r;
    if (fill(s, &l) < 0)
        return -1;                      // NOLEAK
    r = (int)l.count;
    if (l.items != l.inline_items)
        free(l.items);
    return r;                           // NOLEAK
}

/* the grown array is never freed */
int count_chars_leaky(const char *s)
{
    struct list l;
    if (fill(s, &l) < 0)
        return -1;                      // NOLEAK
    return (int)l.count;                // LEAK
}

/* the same growth, but the failure path forgets the heap block */
int fill_leaky(const char *s, struct list *l)
{
    size_t i;
    l->count = 0;
    l->cap = 4;
    l->items = l->inline_items;
    for (i = 0; s[i]; i++) {
        if (l->count >= l->cap) {
            size_t n = 2 * l->cap;
            int *mem;
            if (l->items == l->inline_items) {
                mem = malloc(n * sizeof(int));
                if (mem == NULL)
                    return -1;          // NOLEAK
                memcpy(mem, l->items, l->count * sizeof(int));
            } else {
                mem = realloc(l->items, n * sizeof(int));
                if (mem == NULL) {
                    l->items = l->inline_items;
                    return -1;          // LEAK
                }
            }
            l->items = mem;
            l->cap = n;
        }
        l->items[l->count++] = s[i];
    }
    return 0;                           // NOLEAK
}
