/* An array of strings grown through a pointer to the caller's field.  grow() copies the
   old array's cells into a new block and frees the old one, so the strings stored by
   earlier appends are now reachable through the new array: the caller's field reaches
   them at exit (Arg2Arg with the same access path, arg0*** -> arg0***, through a block the
   callee made).  grow_empty() makes a new array without copying: the first string is lost,
   found in the caller, at the end of defaults_forgetful(). */
#include <stdlib.h>
#include <string.h>

void *grow(void *old, size_t n, size_t size)
{
    void *fresh;
    if (old == NULL)
        return calloc(n, size);
    fresh = malloc(n * size);
    if (fresh == NULL)
        return NULL;
    memcpy(fresh, old, (n - 1) * size);
    free(old);
    return fresh;
}

void *grow_empty(void *old, size_t n, size_t size)
{
    free(old);
    return calloc(n, size);
}

struct list { char **items; unsigned n; };

static void append(char ***array, unsigned *lp, const char *s)
{
    *array = grow(*array, *lp + 1, sizeof(**array));
    if (*array == NULL)
        exit(1);
    (*array)[*lp] = strdup(s);
    (*lp)++;
}

static void append_forgetful(char ***array, unsigned *lp, const char *s)
{
    *array = grow_empty(*array, *lp + 1, sizeof(**array));
    if (*array == NULL)
        exit(1);
    (*array)[*lp] = strdup(s);
    (*lp)++;
}               /* the old strings were the caller's: reported there */

void defaults(struct list *l)
{
    if (l->n == 0) {
        append(&l->items, &l->n, "first");
        append(&l->items, &l->n, "second");
        append(&l->items, &l->n, "third");
    }
}                                       // NOLEAK

void defaults_forgetful(struct list *l)
{
    if (l->n == 0) {
        append_forgetful(&l->items, &l->n, "first");
        append_forgetful(&l->items, &l->n, "second");  // LEAK (at the end of the function: its last statement)
    }
}

char **two(void)
{
    char **v = NULL;
    unsigned n = 0;
    append(&v, &n, "a");
    append(&v, &n, "b");
    return v;                           // NOLEAK
}
