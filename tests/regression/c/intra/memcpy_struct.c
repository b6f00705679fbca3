/* memcpy of a struct holding a pointer copies the pointer: the block is reachable
   through the copy. */
#include <stdlib.h>
#include <string.h>

struct item { char *name; int id; };

void item_copy_out(struct item *dst, int id)
{
    struct item tmp;
    tmp.name = strdup("item");
    tmp.id = id;
    memcpy(dst, &tmp, sizeof tmp);
    return;                             // NOLEAK
}

void item_copy_local(int id)
{
    struct item a, b;
    a.name = malloc(8);
    a.id = id;
    memcpy(&b, &a, sizeof a);
    free(b.name);
    return;                             // NOLEAK
}

void item_copy_forget(int id)
{
    struct item a, b;
    a.name = malloc(8);
    a.id = id;
    memcpy(&b, &a, sizeof a);
    b.id = 0;
    return;                             // LEAK
}

struct item *item_dup(const struct item *src)
{
    struct item *d = malloc(sizeof *d);
    if (!d)
        return NULL;                    // NOLEAK
    memcpy(d, src, sizeof *d);
    d->name = strdup(src->name);
    if (!d->name) {
        free(d);
        return NULL;                    // NOLEAK
    }
    return d;                           // NOLEAK
}

/* memcpy into a heap struct that is returned */
struct item *item_box(int id)
{
    struct item tmp;
    struct item *box = malloc(sizeof *box);
    tmp.name = strdup("boxed");
    tmp.id = id;
    if (!box) {
        free(tmp.name);
        return NULL;                    // NOLEAK
    }
    memcpy(box, &tmp, sizeof tmp);
    return box;                         // NOLEAK
}

/* plain struct assignment copies the pointer the same way */
void item_assign_free(void)
{
    struct item a, b;
    a.name = strdup("x");
    a.id = 1;
    b = a;
    free(b.name);
    return;                             // NOLEAK
}

/* memmove within the same heap array keeps the blocks reachable from it */
char **shift_right(int n)
{
    char **v = calloc(n + 1, sizeof *v);
    if (!v)
        return NULL;                    // NOLEAK
    v[0] = strdup("head");
    memmove(v + 1, v, n * sizeof *v);
    return v;                           // NOLEAK
}
