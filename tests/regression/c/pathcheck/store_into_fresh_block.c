/* A store into a block allocated since the procedure's entry cannot change a cell of
   an object that existed at entry.  The path check's reads of memory were versioned by
   every store, so `if (*argv) { parent = alloc(); parent->level = -1; } for (; *argv; ...)`
   read two different `*argv`s and took the path that allocates the parent and then
   makes no root: the parent, which every root holds, was lost there (gnulib's
   fts_open, in grep and find, stop 64).  Now a store whose cells the engine finds all
   in fresh blocks leaves the reads of old memory (inputs, globals, variables) as they
   were; reads that may see a fresh block still change with it. */
#include <stdlib.h>
#include <string.h>

struct ent { struct ent *link; struct ent *parent; int level; };
struct walk { struct ent *cur; };

static struct ent *ent_alloc(void)
{
    struct ent *p = malloc(sizeof *p);
    if (p == NULL)
        return NULL;
    p->level = 0;
    p->link = NULL;
    p->parent = NULL;
    return p;
}

static void ent_free_list(struct ent *head)
{
    struct ent *p;
    while ((p = head) != NULL) {
        head = head->link;
        free(p);
    }
}

/* the parent exists only when there is a first name, and then the loop makes a root
   that holds it */
struct walk *open_roots(char *const *argv)
{
    struct walk *w = malloc(sizeof *w);
    struct ent *parent = NULL, *root = NULL, *p, *tail = NULL;
    if (w == NULL)
        return NULL;
    if (*argv != NULL) {
        if ((parent = ent_alloc()) == NULL)
            goto fail_walk;
        parent->level = -1;
    }
    for (; *argv != NULL; ++argv) {
        if ((p = ent_alloc()) == NULL)
            goto fail_roots;
        p->parent = parent;
        if (root == NULL)
            tail = root = p;
        else {
            tail->link = p;
            tail = p;
        }
    }
    if ((w->cur = ent_alloc()) == NULL)
        goto fail_roots;
    w->cur->link = root;
    return w;                           // NOLEAK
fail_roots:
    ent_free_list(root);
    free(parent);
fail_walk:
    free(w);
    return NULL;
}

/* the same shape over an array of numbers ended by 0: the parent exists only when the
   first number is not 0, and then the loop makes an entry that holds it */
struct ent *chain_numbers(const int *v)
{
    struct ent *head = NULL, *p, *parent = NULL;
    if (*v != 0) {
        if ((parent = ent_alloc()) == NULL)
            return NULL;
        parent->level = *v;
    }
    for (; *v != 0; ++v) {
        if ((p = ent_alloc()) == NULL)
            abort();
        p->parent = parent;
        p->link = head;
        head = p;
    }
    return head;                        // NOLEAK
}

/* the store may write the tested cell itself: the pointer holds a fresh block or the
   old entry, so the second test may read another value (a leak when c is 0 and the
   entry's level was not) */
int store_maybe_into_old(struct ent *old, int c)
{
    char *q = NULL;
    struct ent *p = c ? malloc(sizeof *p) : old;
    if (p == NULL)
        return -1;
    if (old->level)
        q = malloc(8);
    p->level = 0;
    if (old->level)
        free(q);
    if (c)
        free(p);
    return 0;                           // LEAK
}

/* a field of the fresh block itself, tested around a store into it: two values */
int fresh_field_rewritten(int x, int y)
{
    char *q = NULL;
    struct ent *h = ent_alloc();
    if (h == NULL)
        return -1;
    h->level = x;
    if (h->level)
        q = malloc(8);
    h->level = y;
    if (h->level)
        free(q);
    free(h);
    return 0;                           // LEAK
}
