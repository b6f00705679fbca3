/* Passing a freed block to a function whose summary dereferences the argument. */
#include <stdlib.h>

struct point { int x, y; };

int point_sum(const struct point *p)
{
    return p->x + p->y;
}

int main(void)
{
    struct point *p = malloc(sizeof *p);
    int s;
    if (!p)
        return 1;
    p->x = 1;
    p->y = 2;
    s = point_sum(p);                   // NO-USE-AFTER-FREE
    free(p);
    s += point_sum(p);                  // USE-AFTER-FREE
    return s;
}
