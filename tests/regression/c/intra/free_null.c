/* free(NULL) is a no-op; freeing a pointer that may be NULL is fine; nothing is
   allocated here, or everything allocated is freed. */
#include <stdlib.h>

void free_literal_null(void)
{
    free(NULL);
    return;                             // NOLEAK
}

void free_null_initialised(int c)
{
    char *p = NULL;
    if (c)
        p = malloc(8);
    free(p);
    return;                             // NOLEAK
}

void free_twice_guarded(void)
{
    char *p = malloc(8);
    free(p);
    p = NULL;
    free(p);
    return;                             // NOLEAK
}

/* freeing NULL instead of the block */
void free_wrong_variable(void)
{
    char *p = malloc(8);
    char *q = NULL;
    free(q);
    (void)p;
    return;                             // LEAK
}

int no_allocation(int x)
{
    int *p = &x;
    return *p;                          // NOLEAK
}
