/* An out-parameter that points to one element of an array (get(&a[i])): the callee's
   "*valp = NULL" on its error path may overwrite that element only, not the strings the
   earlier iterations stored in the others (the array is one summarised cell).  When the
   error path frees them all there is no leak; when it frees only the array, there is. */
#include <stdlib.h>
int more(void);

int get(char **valp)
{
    if (valp != NULL)
        *valp = NULL;
    if (more())
        return -1;
    if (valp != NULL) {
        if ((*valp = malloc(10)) == NULL)
            return -2;
    }
    return 0;
}

void strings_free(char **a)
{
    int i;
    if (a == NULL)
        return;
    for (i = 0; i < 10; i++)
        free(a[i]);
    free(a);
}

int fill(char ***out)
{
    char **a = calloc(10, sizeof *a);
    int i, r;
    *out = NULL;
    if (a == NULL)
        return -1;
    for (i = 0; i < 10; i++)
        if ((r = get(&a[i])) != 0)
            goto out;
    r = 0;
    *out = a;
out:
    if (r != 0 && a != NULL)
        strings_free(a);
    return r;                           // NOLEAK
}

int fill_forgets_strings(char ***out)
{
    char **a = calloc(10, sizeof *a);
    int i, r;
    *out = NULL;
    if (a == NULL)
        return -1;
    for (i = 0; i < 10; i++)
        if ((r = get(&a[i])) != 0)
            goto out;
    r = 0;
    *out = a;
out:
    if (r != 0)
        free(a);
    return r;                           // LEAK
}
