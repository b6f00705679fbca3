/* Pointer arithmetic: a pointer into a block keeps the block; free(p + 0) and
   free(q - k) release it. */
#include <stdlib.h>

void free_plus_zero(void)
{
    char *p = malloc(8);
    if (!p)
        return;                         // NOLEAK
    free(p + 0);
    return;                             // NOLEAK
}

void interior_then_free(void)
{
    char *p = malloc(16);
    char *q;
    if (!p)
        return;                         // NOLEAK
    q = p + 1;
    *q = 'x';
    free(p);
    return;                             // NOLEAK
}

void walk_then_free(size_t n)
{
    char *p = malloc(n + 1);
    char *cur;
    if (!p)
        return;                         // NOLEAK
    for (cur = p; cur < p + n; cur++)
        *cur = 'a';
    *cur = '\0';
    free(p);
    return;                             // NOLEAK
}

void free_via_back_offset(void)
{
    char *p = malloc(16);
    char *q;
    if (!p)
        return;                         // NOLEAK
    q = p + 4;
    p = NULL;
    free(q - 4);
    return;                             // NOLEAK
}

void lose_base(void)
{
    char *p = malloc(16);
    if (!p)
        return;                         // NOLEAK
    p += 4;
    *p = 0;
    return;                             // LEAK
}

/* a block with a hidden header: the caller gets a pointer past the header */
struct hdr { size_t size; };

void *hdr_alloc(size_t n)
{
    struct hdr *h = malloc(sizeof *h + n);
    if (!h)
        return NULL;                    // NOLEAK
    h->size = n;
    return h + 1;                       // NOLEAK
}

/* an array index expression used as the pointer to free */
void free_indexed(void)
{
    int *v = malloc(4 * sizeof *v);
    if (!v)
        return;                         // NOLEAK
    v[0] = 1;
    free(&v[0]);
    return;                             // NOLEAK
}
