/* A callee that tests its argument accepts NULL: passing NULL is no error. */
#include <stddef.h>
#include <stdlib.h>

struct s { int v; };

int value_or_zero(const struct s *p)
{
    if (!p)
        return 0;
    return p->v;                        // NO-NULL-DEREF
}

int main(void)
{
    struct s *p = NULL;
    return value_or_zero(p);            // NO-NULL-DEREF
}
