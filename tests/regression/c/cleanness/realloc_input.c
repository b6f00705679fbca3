/* realloc of a caller's buffer: on failure the caller's block is still its own. */
#include <stdlib.h>

int *grow_array(int *a, size_t n)
{
    int *b = realloc(a, n * sizeof *b);
    if (!b) {
        free(a);                        // NO-DOUBLE-FREE
        return NULL;
    }
    return b;
}
