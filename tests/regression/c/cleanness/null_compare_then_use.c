/* A pointer compared with NULL earlier and not re-assigned is dereferenced. */
#include <stdio.h>

struct opts { int level; };

int level_of(struct opts *o)
{
    if (o == NULL)
        fprintf(stderr, "no options\n");
    return o->level;                    // NULL-DEREF
}

int level_or_default(struct opts *o)
{
    if (o == NULL)
        return 1;
    return o->level;                    // NO-NULL-DEREF
}

int input_pointer(struct opts *o)
{
    return o->level;                    // NO-NULL-DEREF
}
