/* The NULL constant dereferenced. */
#include <stddef.h>

struct s { int v; };

int null_write(void)
{
    struct s *p = NULL;
    p->v = 1;                           // NULL-DEREF
    return 0;
}

int null_then_set(struct s *q)
{
    struct s *p = NULL;
    p = q;
    return p->v;                        // NO-NULL-DEREF
}
