/* A pointer left NULL under a flag is dereferenced only when the flag says it is set. */
#include <stdlib.h>

struct s { int v; };

int flag_null(int have, struct s *given)
{
    struct s *p = NULL;
    if (have)
        p = given;
    if (have)
        return p->v;                    // NO-NULL-DEREF
    return 0;
}

int flag_null_wrong(int have, struct s *given)
{
    struct s *p = NULL;
    if (have)
        p = given;
    if (!have)
        return p->v;                    // NULL-DEREF
    return 0;
}
