/* A getter returning a pointer field of its argument (`return b->data;`).  Whether the
   result is NULL depends only on the caller's struct: after the caller stored a
   checked, non-NULL block there, the getter cannot return NULL, so an early return on
   a NULL result is dead code and leaks nothing. */
#include <stdlib.h>
#include <string.h>

struct box {
    char *data;
    size_t size;
};

char *box_data(const struct box *b)
{
    return b->data;
}

int box_fill(size_t n)
{
    struct box b;
    char *p;
    b.size = n;
    b.data = malloc(n);
    if (!b.data)
        return -1;                      // NOLEAK
    p = box_data(&b);
    if (!p)
        return -2;                      // TODO-FP leak (box_data's summary says "may return NULL" because its input pointer may be NULL; the instantiation adds NULL to the result although Arg2Ret already gives b.data's value, which is not NULL)
    memset(p, 0, n);
    free(p);
    return 0;                           // NOLEAK
}

int box_fill_leaky(size_t n)
{
    struct box b;
    char *p;
    b.size = n;
    b.data = malloc(n);
    if (!b.data)
        return -1;                      // NOLEAK
    p = box_data(&b);
    memset(p, 0, n);
    return p[0];                        // LEAK
}
