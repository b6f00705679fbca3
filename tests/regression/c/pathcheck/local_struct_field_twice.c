/* A field or element of a local variable tested twice by the same condition, or set to a
   constant twice (an ownership flag kept in a struct), is a branch the partition keeps
   apart, as a variable is (partition.relevant_branches): before, the two tests were
   joined and the path that allocates and does not free stood beside the ones that do
   (bit tests, which the engine's intervals do not refine; the ownership flag's 0/1 was
   decided by the partition's intervals before too).  Where the field is written in
   between, or the other struct is tested, the alarm stays. */
#include <stdlib.h>
#include <string.h>

struct options {
    int verbose;
    int own;
    char *name;
};

int verbose_twice(int v)
{
    struct options o;
    char *log = NULL;
    o.verbose = v;
    if (o.verbose & 2)
        log = malloc(64);
    if (o.verbose & 2)
        free(log);
    return 0;                           // NOLEAK
}

int owned_name(const char *name, size_t n)
{
    struct options o;
    char local[16];
    o.own = 0;
    o.name = local;
    if (n >= sizeof local) {
        o.name = malloc(n + 1);
        if (o.name == NULL)
            return -1;
        o.own = 1;
    }
    memcpy(o.name, name, n < sizeof local ? n : sizeof local - 1);
    if (o.own)
        free(o.name);
    return 0;                           // NOLEAK
}

int element_twice(int v)
{
    int levels[4];
    char *log = NULL;
    levels[2] = v;
    if (levels[2] & 8)
        log = malloc(64);
    if (levels[2] & 8)
        free(log);
    return 0;                           // NOLEAK
}

int rewritten_between(int v)
{
    struct options o;
    char *log = NULL;
    o.verbose = v;
    if (o.verbose > 1)
        log = malloc(64);
    o.verbose = v - 5;
    if (o.verbose > 1)
        free(log);
    return 0;                           // LEAK
}

int other_struct(int v, int w)
{
    struct options o, q;
    char *log = NULL;
    o.verbose = v;
    q.verbose = w;
    if (o.verbose & 2)
        log = malloc(64);
    if (q.verbose & 2)
        free(log);
    return 0;                           // LEAK
}
