/* openssh's process_readdir: names are xstrdup'ed into the elements of an array that
   xreallocarray grows (freeing the old array on every path that returns), then each is
   freed.  The old arrays hold the names too until they are freed, and the new array
   holds the copies: nothing is lost.  Keeping path disjuncts apart by which blocks only
   a freed array's cells still hold multiplied them past the partition's bound in the
   loop, and the joined disjunct lost the names (a false alarm, seen once). */
#include <stdlib.h>
#include <string.h>

void fatal(const char *m) __attribute__((noreturn));

void *xcalloc(size_t n, size_t s)
{
    void *p = calloc(n, s);
    if (p == NULL)
        fatal("out of memory");
    return p;
}

void *xreallocarray(void *ptr, size_t n, size_t s)
{
    void *np = reallocarray(ptr, n, s);
    if (np == NULL)
        fatal("out of memory");
    return np;
}

char *xstrdup(const char *s)
{
    char *p = strdup(s);
    if (p == NULL)
        fatal("out of memory");
    return p;
}

typedef struct { char *name; int size; } Stat;

const char *next_entry(void);
void send_names(int n, Stat *s);

void read_names(void)
{
    int nstats = 10, count = 0, i;
    const char *d;
    Stat *stats = xcalloc(nstats, sizeof(Stat));

    while ((d = next_entry()) != NULL) {
        if (count >= nstats) {
            nstats *= 2;
            stats = xreallocarray(stats, nstats, sizeof(Stat));
        }
        stats[count].name = xstrdup(d);
        count++;
        if (count == 100)
            break;
    }
    if (count > 0) {
        send_names(count, stats);
        for (i = 0; i < count; i++)
            free(stats[i].name);
    }
    free(stats);                        // NOLEAK
}
