/* SMOKE-style correlations: a block freed under a flag is used only under its negation. */
#include <stdlib.h>

struct s { int v; };

int flag_correlated(int g)
{
    struct s *p = malloc(sizeof *p);
    int r = 0;
    if (!p)
        return 0;
    p->v = 3;
    if (g)
        free(p);
    if (!g) {
        r = p->v;                       // NO-USE-AFTER-FREE
        free(p);                        // NO-DOUBLE-FREE
    }
    return r;
}

int flag_same(int g)
{
    struct s *p = malloc(sizeof *p);
    int r = 0;
    if (!p)
        return 0;
    p->v = 3;
    if (g)
        free(p);
    if (g)
        r = p->v;                       // USE-AFTER-FREE
    return r;                           // LEAK
}
