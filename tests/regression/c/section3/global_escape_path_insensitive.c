/* Section 3, "Unsound escaping effects from path-insensitivity": an assignment to a
   global on one path makes the block reachable from the global after the join, on
   every path.  When n == 0 the block leaks at run time, and as the paper says its leak
   formula on the joined state reports nothing (a known, accepted unsoundness; the paper
   attributes some of its missed openssh bugs to it).  sparrowpy asks the path check
   about such exits (the block is held only through a pointer that may hold something
   else) and reports the paths that lose it; with --path-check off it behaves as the
   paper (global_escape_path_check_off.c). */
#include <stdlib.h>

int *gp;

void f(int n)
{
    int *p = malloc(sizeof *p);
    if (n)
        gp = p;
    return;                             // LEAK (the n == 0 path)
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
    return;                             // LEAK (p where n <= 0, q where n >= 0)
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
