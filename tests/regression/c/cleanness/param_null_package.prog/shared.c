/* Shared code of a package with two programs (client.c, server.c) and a file no program
   uses (unused.c, analysed as one more unit, linked with this file).  A parameter's NULL
   is decided by the callers in each program; the unit without main does not keep the
   alarm for a procedure whose callers the programs see. */
#include <stddef.h>

int load_key(const char *path, int *keyp)
{
    if (keyp != NULL)
        *keyp = 0;
    if (path == NULL)
        return -1;
    *keyp = 1;                          // NO-NULL-DEREF
    return 0;
}

int sign(int key, int *lenp)
{
    if (lenp != NULL)
        *lenp = 0;
    *lenp = key;                        // NULL-DEREF
    return 0;
}
