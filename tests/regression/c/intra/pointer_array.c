/* Arrays of pointers: every element and the array itself must be released. */
#include <stdlib.h>
#include <string.h>

void free_all_ok(int n)
{
    int i;
    char **v = malloc(n * sizeof *v);
    if (!v)
        return;                         // NOLEAK
    for (i = 0; i < n; i++)
        v[i] = malloc(8);
    for (i = 0; i < n; i++)
        free(v[i]);
    free(v);
    return;                             // NOLEAK
}

void free_array_only(int n)
{
    int i;
    char **v = malloc(n * sizeof *v);
    if (!v)
        return;                         // NOLEAK
    for (i = 0; i < n; i++)
        v[i] = malloc(8);
    free(v);                            /* the elements become unreachable */
    return;                             // LEAK
}

void free_elements_only(int n)
{
    int i;
    char **v = malloc(n * sizeof *v);
    if (!v)
        return;                         // NOLEAK
    for (i = 0; i < n; i++)
        v[i] = malloc(8);
    for (i = 0; i < n; i++)
        free(v[i]);
    return;                             // LEAK
}

char **dup_all(char **src, int n)
{
    int i;
    char **v = calloc(n + 1, sizeof *v);
    if (!v)
        return NULL;                    // NOLEAK
    for (i = 0; i < n; i++) {
        v[i] = strdup(src[i]);
        if (!v[i]) {
            while (i-- > 0)
                free(v[i]);
            free(v);
            return NULL;                // NOLEAK
        }
    }
    return v;                           // NOLEAK
}

void stack_array_of_ptrs(void)
{
    char *names[3];
    int i;
    names[0] = strdup("ada");
    names[1] = strdup("bob");
    names[2] = strdup("cyd");
    for (i = 0; i < 3; i++)
        free(names[i]);
    return;                             // NOLEAK
}

/* Each element indexed by a constant has a cell of its own, so the block of the
   element not freed is seen lost (before, one cell held all three blocks, and
   free() frees every block its argument may point to). */
void stack_array_forget_last(void)
{
    char *names[3];
    names[0] = strdup("ada");
    names[1] = strdup("bob");
    names[2] = strdup("cyd");
    free(names[0]);
    free(names[1]);
    return;                             // LEAK
}
