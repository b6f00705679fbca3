// options: --no-recency
/* With recency off (the paper's abstraction: one region per allocation site), a block
   overwritten in a loop shares its name with the block that is freed, and its loss is
   missed; the same program with recency on is in recency.c. */
#include <stdlib.h>

int overwrite_in_loop(int n)
{
    char *p = NULL;
    for (int i = 0; i < n; i++)
        p = malloc(16);
    free(p);
    return 0;                           // TODO-FN leak (one region per site: free(p) frees them all)
}

int free_each_iteration(int n)
{
    for (int i = 0; i < n; i++) {
        char *p = malloc(16);
        free(p);
    }
    return 0;                           // NOLEAK
}
