/* A wrapper that frees only when asked: a second free is a may-double-free. */
#include <stdlib.h>

void maybe_release(char *p, int really)
{
    if (really)
        free(p);
}

void twice(int really)
{
    char *p = malloc(8);
    if (!p)
        return;
    maybe_release(p, really);
    free(p);                            // TODO-FN double_free (a callee that frees on some path only: the path check wants the block certainly freed on a path, which a joined callee summary cannot show)
}
