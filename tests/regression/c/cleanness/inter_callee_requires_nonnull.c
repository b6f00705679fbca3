/* A callee dereferences its argument without a test; a caller passes a pointer it
   compared with NULL (on the NULL branch), another a tested one. */
#include <stddef.h>

struct cfg { int verbose; };

int is_verbose(const struct cfg *c)
{
    return c->verbose;
}

int maybe_verbose(const struct cfg *c)
{
    if (c == NULL)
        return is_verbose(c);           // NULL-DEREF
    return is_verbose(c);               // NO-NULL-DEREF
}

int checked_verbose(const struct cfg *c)
{
    return c != NULL && is_verbose(c);  // NO-NULL-DEREF
}
