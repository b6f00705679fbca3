/* strchr may return NULL; its result dereferenced without a test. */
#include <string.h>

char after_colon(const char *s)
{
    const char *c = strchr(s, ':');
    return c[1];                        // NULL-DEREF
}

char after_colon_ok(const char *s)
{
    const char *c = strchr(s, ':');
    if (!c)
        return 0;
    return c[1];                        // NO-NULL-DEREF
}
