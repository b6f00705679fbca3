/* A procedure that may set errno (it calls malloc) writes no memory a later read through
   a pointer can see: where no code takes errno's address, only a read of errno by name
   sees it, and the path check gives such a read a new value after the call.  The roots'
   parent is made where the first argument exists, and every root holds it; the loop
   that makes the roots tests that same argument again, so it cannot stop at once where
   the parent was made.  Counting the call as a write of memory, the second `*argv` was
   another value and the path that loses the parent looked feasible (gnulib fts's
   rpl_fts_open, once library calls set errno). */
#include <errno.h>
#include <stdlib.h>

struct ent { int level; struct ent *parent; struct ent *next; };

static struct ent *make_ent(void)
{
    return malloc(sizeof(struct ent));
}

int count_roots(char **argv, struct ent **out)
{
    struct ent *parent = NULL;
    int n = 0;
    if (*argv != NULL) {
        parent = make_ent();
        if (parent == NULL)
            return -1;
        parent->level = -1;
    }
    for (; *argv != NULL; ++argv) {
        struct ent *e = make_ent();
        if (e == NULL) {
            free(parent);
            return -1;                  // NOLEAK
        }
        e->level = 0;
        e->parent = parent;
        e->next = *out;
        *out = e;
        n++;
    }
    return n;                           // NOLEAK
}

int count_roots_twice_tested(char **argv, int *err)
{
    struct ent *parent = NULL;
    if (*argv != NULL) {
        parent = make_ent();
        if (parent == NULL)
            return -1;
    }
    *err = errno;                       /* the program reads errno */
    if (*argv == NULL)
        return 0;                       // NOLEAK
    free(parent);
    return 1;                           // NOLEAK
}

int errno_changed_by_callee(char **argv)
{
    struct ent *parent = make_ent();
    if (parent == NULL)
        return -1;
    errno = 0;
    free(make_ent());                   /* may set errno */
    if (errno != 0)
        return -1;                      // LEAK
    free(parent);
    return 0;                           // NOLEAK
}
