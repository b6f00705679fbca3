/* A procedure that calls through a function-pointer parameter (a list walker, gnulib
   regex's postorder, openssh's hostkeys_foreach) runs the code of the function its
   caller passes.  Where a call passes a known function there, by name or through a
   parameter of the caller's own, the walker's summary has a variant analysed with the
   parameter holding that function, so the callback's own summary stands at the indirect
   call instead of the unknown-function policy (which lets everything the walker is
   handed escape): a list only counted is still the caller's to free, one freed by the
   callback is gone.  A pointer the caller does not know (read from memory, returned by a
   function) keeps the unknown policy, and so does a callback that may call the walker
   back (its summary cannot come first). */
#include <stdlib.h>

struct node { struct node *next; char *data; };
typedef void visit_fn(struct node *, void *);

static void walk(struct node *n, visit_fn *fn, void *extra)
{
    while (n) {
        struct node *next = n->next;
        fn(n, extra);
        n = next;
    }
}

static void walk_all(struct node *n, visit_fn *fn, void *extra)
{
    walk(n, fn, extra);                 /* passes its own parameter on */
}

static void free_node(struct node *n, void *extra)
{
    (void) extra;
    free(n->data);
    free(n);
}

static void count_node(struct node *n, void *extra)
{
    (void) n;
    (*(int *) extra)++;
}

static struct node *kept;

static void keep_node(struct node *n, void *extra)
{
    (void) extra;
    kept = n;
}

visit_fn *choose(void);

static struct node *one(void)
{
    struct node *n = malloc(sizeof *n);

    if (n == NULL)
        return NULL;
    n->next = NULL;
    n->data = NULL;
    return n;
}

int counted_then_freed(void)
{
    struct node *n = one();
    int c = 0;

    if (n == NULL)
        return -1;                      // NOLEAK
    walk(n, count_node, &c);
    walk(n, free_node, NULL);
    return c;                           // NOLEAK
}

int counted_only(void)
{
    struct node *n = one();
    int c = 0;

    if (n == NULL)
        return -1;                      // NOLEAK
    walk(n, count_node, &c);
    return c;                           // LEAK
}

int freed_through_the_forwarder(void)
{
    struct node *n = one();
    int c = 0;

    if (n == NULL)
        return -1;                      // NOLEAK
    walk_all(n, count_node, &c);
    walk_all(n, free_node, NULL);
    return c;                           // NOLEAK
}

int counted_through_the_forwarder(void)
{
    struct node *n = one();
    int c = 0;

    if (n == NULL)
        return -1;                      // NOLEAK
    walk_all(n, count_node, &c);
    return c;                           // LEAK
}

int kept_by_the_callback(void)
{
    struct node *n = one();

    if (n == NULL)
        return -1;                      // NOLEAK
    walk(n, keep_node, NULL);
    return 0;                           // NOLEAK
}

int unknown_callback(void)
{
    struct node *n = one();

    if (n == NULL)
        return -1;                      // NOLEAK
    walk(n, choose(), NULL);            /* any code: the node escapes */
    return 0;                           // NOLEAK
}

/* a callback that calls the walker again: no variant, the unknown policy */
static void again(struct node *n, void *extra);

static void again(struct node *n, void *extra)
{
    if (extra != NULL)
        walk(n->next, again, NULL);
}

int walked_again(void)
{
    struct node *n = one();

    if (n == NULL)
        return -1;                      // NOLEAK
    walk(n, again, n);
    return 0;                           // NOLEAK
}
