/* A grow-on-demand array of strings (gnulib's streamsavedir): each name is stored at
   entries[used] and the count goes up; after the loop every name is freed by a walk
   "for (i = 0; i < used; i++)".  Widening made the size_t count any number at the
   loop's head, so "used++" might have wrapped to 0, and the path with a name allocated
   and "if (used == 0)" taken looked feasible.  An access entries[used] shows used is
   less than PTRDIFF_MAX / sizeof *entries (pointer arithmetic stays in one object), and
   a local unsigned variable, which every assignment converts to its type, holds no
   number past the type's maximum: [1, +oo] is [1, SIZE_MAX], never 0. */
#include <stdlib.h>
#include <string.h>

struct entry { char *name; long ino; };
extern const char *next_name(void *dir);

static void *grow(void *p, size_t *pn, size_t s)
{
    size_t n = *pn;
    if (!p) {
        if (!n)
            n = 64 / s + 1;
    } else {
        if ((size_t) -1 / 3 * 2 / s <= n)
            abort();
        n += n / 2 + 1;
    }
    *pn = n;
    p = realloc(p, n * s);
    if (!p)
        abort();
    return p;
}

static char *copy_name(const char *s)
{
    size_t n = strlen(s) + 1;
    char *p = malloc(n);
    if (!p && n != 0)
        abort();
    return memcpy(p, s, n);
}

/* every name is freed by the walk */
char *names(void *dir, int sorted)
{
    struct entry *entries = NULL;
    size_t allocated = 0, used = 0, total = 0, i;
    char *out;
    for (;;) {
        const char *e = next_name(dir);
        if (!e)
            break;
        if (sorted) {
            if (allocated == used) {
                size_t n = allocated;
                entries = grow(entries, &n, sizeof *entries);
                allocated = n;
            }
            entries[used].name = copy_name(e);
            used++;
        }
        total += strlen(e) + 1;
    }
    out = malloc(total + 1);
    if (!out)
        abort();
    if (used)
        out[0] = 0;
    for (i = 0; i < used; i++)
        free(entries[i].name);
    free(entries);
    return out;                         // NOLEAK
}

/* the walk runs only for two names or more: a single name is lost */
char *names_pairs(void *dir)
{
    struct entry *entries = NULL;
    size_t allocated = 0, used = 0, i;
    for (;;) {
        const char *e = next_name(dir);
        if (!e)
            break;
        if (allocated == used) {
            size_t n = allocated;
            entries = grow(entries, &n, sizeof *entries);
            allocated = n;
        }
        entries[used].name = copy_name(e);
        used++;
    }
    if (used > 1)
        for (i = 0; i < used; i++)
            free(entries[i].name);
    free(entries);
    return NULL;                        // LEAK
}

/* the array is not freed where no name came: nothing was allocated then */
char *names_none(void *dir)
{
    struct entry *entries = NULL;
    size_t allocated = 0, used = 0, i;
    for (;;) {
        const char *e = next_name(dir);
        if (!e)
            break;
        if (allocated == used) {
            size_t n = allocated;
            entries = grow(entries, &n, sizeof *entries);
            allocated = n;
        }
        entries[used].name = copy_name(e);
        used++;
    }
    if (used == 0)
        return NULL;                    // NOLEAK
    for (i = 0; i < used; i++)
        free(entries[i].name);
    free(entries);
    return NULL;
}
