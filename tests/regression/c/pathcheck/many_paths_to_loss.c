/* A loss realised on more paths than a disjunct names one by one (16): five option
   tests between the allocation and the exit make 32 paths that lose the parent, each of
   which also tests the same array element twice with no write to it in between.  The
   partition kept them as one disjunct "of too many paths", and the alarm stayed, marked
   incomplete (gnulib fts's rpl_fts_open in grep and find: 288 such paths).  The leak
   checker now runs that partition once more, naming up to 512 paths per disjunct, and
   checks them all: every one is infeasible, and the alarm is pruned.  Where the second
   test reads another element, the paths are feasible and the alarm stays. */
#include <stdlib.h>

struct ent { struct ent *link; struct ent *parent; int level; };
struct walk { struct ent *cur; int flags; };

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
   that holds it, whatever the options */
struct walk *open_roots_with_options(char *const *argv, int options)
{
    struct walk *w = malloc(sizeof *w);
    struct ent *parent = NULL, *root = NULL, *p, *tail = NULL;
    if (w == NULL)
        return NULL;
    w->flags = 0;
    if (*argv != NULL) {
        if ((parent = ent_alloc()) == NULL)
            goto fail_walk;
        parent->level = -1;
    }
    if (options & 1)
        w->flags |= 16;
    if (options & 2)
        w->flags |= 32;
    if (options & 4)
        w->flags |= 64;
    if (options & 8)
        w->flags |= 128;
    if (options & 16)
        w->flags |= 256;
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

/* the same, but the loop tests the second element: with argv[0] set and argv[1] NULL
   no root holds the parent, which is lost at the return */
struct walk *open_roots_from_second(char *const *argv, int options)
{
    struct walk *w = malloc(sizeof *w);
    struct ent *parent = NULL, *root = NULL, *p, *tail = NULL;
    if (w == NULL)
        return NULL;
    w->flags = 0;
    if (argv[0] != NULL) {
        if ((parent = ent_alloc()) == NULL)
            goto fail_walk;
        parent->level = -1;
    }
    if (options & 1)
        w->flags |= 16;
    if (options & 2)
        w->flags |= 32;
    if (options & 4)
        w->flags |= 64;
    if (options & 8)
        w->flags |= 128;
    if (options & 16)
        w->flags |= 256;
    for (++argv; *argv != NULL; ++argv) {
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
    return w;                           // LEAK
fail_roots:
    ent_free_list(root);
    free(parent);
fail_walk:
    free(w);
    return NULL;
}
