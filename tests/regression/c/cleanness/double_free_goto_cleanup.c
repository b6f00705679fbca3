/* goto cleanup: a block freed early must be reset before jumping to the cleanup. */
#include <stdlib.h>

int process_bad(int fail)
{
    char *a = malloc(8);
    char *b = malloc(8);
    if (!a || !b)
        goto out;
    if (fail) {
        free(a);
        goto out;
    }
    return 0;                           // LEAK
out:
    free(a);                            // DOUBLE-FREE
    free(b);
    return -1;
}

int process_ok(int fail)
{
    char *a = malloc(8);
    char *b = malloc(8);
    if (!a || !b)
        goto out;
    if (fail) {
        free(a);
        a = NULL;
        goto out;
    }
    free(a);
    free(b);
    return 0;
out:
    free(a);                            // NO-DOUBLE-FREE
    free(b);
    return -1;
}
