/* A pointer into the middle of a block passed to free. */
#include <stdlib.h>

struct pair { int first; int second; };

void free_offset(void)
{
    char *p = malloc(16);
    if (!p)
        return;
    free(p + 4);                        // FREE-NONHEAP
}

void free_second_field(void)
{
    struct pair *q = malloc(sizeof *q);
    if (!q)
        return;
    free(&q->second);                   // FREE-NONHEAP // LEAK (the block is not freed)
}

void free_literal_or_heap(int c)
{
    char *s = "default";
    if (c)
        s = malloc(8);
    if (c)
        free(s);                        // NO-FREE-NONHEAP
}
