/* A field freed twice: by the owner's destructor and by hand before it. */
#include <stdlib.h>

struct rec { char *name; int id; };

void rec_free(struct rec *r)
{
    free(r->name);
    free(r);
}

void clear_then_destroy(struct rec *r)
{
    free(r->name);
    rec_free(r);                        // DOUBLE-FREE
}

void clear_reset_destroy(struct rec *r)
{
    free(r->name);
    r->name = NULL;
    rec_free(r);                        // NO-DOUBLE-FREE
}
