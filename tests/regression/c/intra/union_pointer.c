/* A pointer kept in a union member.  The union's members share one cell. */
#include <stdlib.h>
#include <string.h>

union slot { char *str; long num; void *ptr; };
struct tagged { int is_str; union slot u; };

void union_free(void)
{
    union slot s;
    s.str = strdup("v");
    free(s.ptr);
    return;                             // NOLEAK
}

void union_overwritten(void)
{
    union slot s;
    s.str = strdup("v");
    s.num = 0;                          /* overwrites the pointer */
    return;                             // LEAK
}

long g_bits;

/* the pointer's bits are published through an integer member: reachable */
void union_publish_bits(void)
{
    union slot s;
    s.str = strdup("v");
    g_bits = s.num;
    return;                             // NOLEAK
}

struct tagged *tagged_str(const char *v)
{
    struct tagged *t = malloc(sizeof *t);
    if (!t)
        return NULL;                    // NOLEAK
    t->is_str = 1;
    t->u.str = strdup(v);
    return t;                           // NOLEAK
}

void tagged_release(int is_str)
{
    struct tagged t;
    t.is_str = is_str;
    if (is_str)
        t.u.str = strdup("s");
    else
        t.u.num = 7;
    if (t.is_str)
        free(t.u.str);
    return;                             // TODO-FP leak (path-insensitive: t.is_str is not correlated with what the union holds after the join)
}
