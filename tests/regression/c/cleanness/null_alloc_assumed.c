// options: --assume-alloc-succeeds
/* With --assume-alloc-succeeds, dereferences that are NULL only when an allocation fails
   are not reported; other NULL dereferences still are. */
#include <stdlib.h>

struct s { int v; };

struct s *make(void)
{
    struct s *p = malloc(sizeof *p);
    p->v = 0;                           // NO-NULL-DEREF
    return p;
}

int null_write(void)
{
    struct s *p = NULL;
    p->v = 1;                           // NULL-DEREF
    return 0;
}
