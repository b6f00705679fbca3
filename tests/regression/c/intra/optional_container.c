// options: --path-check off
/* An optional container: an array made only under a flag (NULL otherwise), element
   blocks stored into it under the same flag (or a test that needs the array: a store
   through its NULL does not return), and everything freed where the array exists.  On
   the branch where the array is NULL, no element block was made either (the store into
   the array happened wherever one exists: State.nullable's "within" facts), so nothing
   is lost there -- without the path check, which is off here.  A block made where the
   array may be NULL and stored into it only on some paths stays lost where it is NULL. */
#include <stdlib.h>

int more(void);

void elements(long n, int epsilon)
{
    char **arr = epsilon ? calloc(n, sizeof *arr) : NULL;
    for (long i = 0; i < n; i++) {
        if (epsilon && more())
            arr[i] = malloc(8);             // TODO-FP null_deref (the flag tested twice)
    }
    if (arr) {
        for (long i = 0; i < n; i++)
            free(arr[i]);
        free(arr);                          // NOLEAK
    }
}

void unrelated_test(long n)
{
    char **arr = more() ? calloc(n, sizeof *arr) : NULL;
    for (long i = 0; i < n; i++) {
        if (more())
            arr[i] = malloc(8);             // NULL-DEREF (a crash where arr is NULL)
    }
    if (arr == NULL)
        return;                             // NOLEAK
    for (long i = 0; i < n; i++)
        free(arr[i]);
    free(arr);
}

int made_before(long n)
{
    char **arr = more() ? calloc(n, sizeof *arr) : NULL;
    char *b = malloc(8);
    if (arr)
        arr[0] = b;
    b = NULL;
    if (!arr)
        return 0;                           // LEAK
    free(arr[0]);
    free(arr);
    return 1;
}

int stored_on_some_paths(long n)
{
    char **arr = more() ? calloc(n, sizeof *arr) : NULL;
    char *q = malloc(8);
    if (more())
        arr[0] = q;                         // NULL-DEREF (a crash where arr is NULL)
    if (!arr)
        return 0;                           // LEAK
    free(q);
    free(arr);
    return 1;
}

void container_freed_alone(long n, int epsilon)
{
    char **arr = epsilon ? calloc(n, sizeof *arr) : NULL;
    for (long i = 0; i < n; i++) {
        if (epsilon)
            arr[i] = malloc(8);             // TODO-FP null_deref (the flag tested twice)
    }
    if (arr)
        free(arr);                          // LEAK
}
