/* Frees of what is not a heap block. */
#include <stdlib.h>

int global_counter;

void free_local(void)
{
    int x = 0;
    int *p = &x;
    free(p);                            // FREE-NONHEAP
}

void free_global(void)
{
    free(&global_counter);              // FREE-NONHEAP
}

void free_literal(void)
{
    char *s = "constant";
    free(s);                            // FREE-NONHEAP
}

void free_array(void)
{
    char buf[16];
    free(buf);                          // FREE-NONHEAP
}

void free_heap(void)
{
    char *s = malloc(4);
    free(s);                            // NO-FREE-NONHEAP
}
