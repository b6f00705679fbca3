// options: --path-check off
/* Section 3, "Unsound escaping effects from path-insensitivity": an assignment to a
   global on one path makes the block reachable from the global after the join, on
   every path.  When n == 0 the block leaks at run time, but as the paper says no leak
   is reported (a known, accepted unsoundness; the paper attributes some of its missed
   openssh bugs to it).  With the path check off sparrowpy does the same; with it on
   (the default) the losses are found (global_escape_path_insensitive.c). */
#include <stdlib.h>

int *gp;

void f(int n)
{
    int *p = malloc(sizeof *p);
    if (n)
        gp = p;
    return;                             // TODO-FN leak (path-insensitive join: gp may point to the block on the n == 0 path too, so it counts as reachable from a global)
}

/* the same with a static local and with a global struct field */
struct registry { int *slot; } reg;

void g(int n)
{
    static int *keep;
    int *p = malloc(sizeof *p);
    int *q = malloc(sizeof *q);
    if (n > 0)
        keep = p;
    if (n < 0)
        reg.slot = q;
    return;                             // TODO-FN leak (path-insensitive join: keep and reg.slot may point to the blocks on every path)
}

/* control: the block is published on every path, no leak */
void h(int n)
{
    int *p = malloc(sizeof *p);
    if (p)
        *p = n;
    gp = p;
    return;                             // NOLEAK
}

/* control: never published, the leak is found */
void k(int n)
{
    int *p = malloc(sizeof *p);
    if (p)
        *p = n;
    return;                             // LEAK
}
