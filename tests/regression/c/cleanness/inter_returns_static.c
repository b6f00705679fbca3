/* A function that returns the address of static storage (a static buffer, a global
   struct or one of its fields, a string literal) or NULL: the caller gets the address
   back, not only the NULL.  Before, such a result was "certainly NULL" at every call. */
#include <stddef.h>

struct config { int verbose; char name[32]; };

static char scratch[64];
struct config defaults;
static char *unset;                     /* never written: NULL */

char *buffer_for(int kind)
{
    if (kind < 0)
        return NULL;
    return scratch;
}

const char *label_for(int code)
{
    if (code == 0)
        return NULL;
    return "error";
}

struct config *config_for(int which)
{
    if (which != 1)
        return NULL;
    return &defaults;
}

char *name_of_defaults(int which)
{
    if (which != 1)
        return NULL;
    return defaults.name;
}

char *unset_value(int which)
{
    if (which != 1)
        return NULL;
    return unset;
}

int first_scratch(void)
{
    char *p = buffer_for(1);
    return *p;                          // NO-NULL-DEREF
}

int first_label(void)
{
    const char *l = label_for(3);
    return l[0];                        // NO-NULL-DEREF
}

int verbose_default(void)
{
    struct config *c = config_for(1);
    return c->verbose;                  // NO-NULL-DEREF
}

int default_initial(void)
{
    char *n = name_of_defaults(1);
    return n[0];                        // NO-NULL-DEREF
}

/* the NULL is still there where the argument allows it */
int scratch_of_negative(void)
{
    char *p = buffer_for(-1);
    return *p;                          // NULL-DEREF
}

/* and a global that holds NULL is returned as NULL */
int first_unset(void)
{
    char *u = unset_value(1);
    return *u;                          // NULL-DEREF
}
