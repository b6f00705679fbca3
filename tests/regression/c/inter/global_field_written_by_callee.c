/* A callee that writes a field of a global structure (g.x = g.x + 1) changes what the
   caller knows of that field: the caller forgets it (the summary's "may overwrite"
   lists global:g.x). Before, only the global's own cell was forgotten, the caller's
   g.x kept the 1 it stored, and the branch where g.x is even looked impossible: the
   leak on it was missed (B108). A field the callee does not write keeps its value. */
#include <stdlib.h>
struct cfg { int x; int y; };
struct cfg g;

static void bump_x(void) { g.x = g.x + 1; }
static void bump_y(void) { g.y = g.y + 1; }

int after_bump_x(void)
{
    char *p = malloc(10);
    if (!p)
        return 0;
    g.x = 1;
    bump_x();
    if ((g.x & 1) == 0)
        return 1;                       // LEAK
    free(p);
    return 0;
}

int after_bump_y(void)
{
    char *p = malloc(10);
    if (!p)
        return 0;
    g.x = 1;
    bump_y();
    if ((g.x & 1) == 0)
        return 1;                       // NOLEAK (g.x is still 1)
    free(p);
    return 0;
}

/* two levels: the caller's caller forgets the field too */
static void bump_x_twice(void) { bump_x(); bump_x(); }

int after_nested_bump(void)
{
    char *p = malloc(10);
    if (!p)
        return 0;
    g.x = 1;
    bump_x_twice();
    if (g.x != 1)
        return 1;                       // LEAK
    free(p);
    return 0;
}
