/* A second pointer to the block outlives the free. */
#include <stdlib.h>

struct s { int a; };

int alias_read(void)
{
    struct s *p = malloc(sizeof *p);
    struct s *q;
    if (!p)
        return 0;
    p->a = 1;
    q = p;
    free(p);
    return q->a;                        // USE-AFTER-FREE
}
