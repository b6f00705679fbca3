/* The forms of the malloc-NULL check: nothing is leaked on the branch where the
   allocation failed. */
#include <stdlib.h>
#include <string.h>

int *counter_new(void)
{
    int *p = malloc(sizeof *p);
    if (!p)
        return NULL;                    // NOLEAK
    *p = 0;
    return p;                           // NOLEAK
}

int eq_null(void)
{
    int *p = malloc(sizeof *p);
    if (p == NULL)
        return -1;                      // NOLEAK
    *p = 1;
    free(p);
    return 0;                           // NOLEAK
}

int assign_in_condition(size_t n)
{
    char *p;
    if ((p = malloc(n)) == NULL)
        return -1;                      // NOLEAK
    memset(p, 0, n);
    free(p);
    return 0;                           // NOLEAK
}

int yoda_null(size_t n)
{
    char *p = malloc(n);
    if (NULL == p)
        return -1;                      // NOLEAK
    p[0] = 0;
    free(p);
    return 0;                           // NOLEAK
}

int not_assign(size_t n)
{
    char *p;
    if (!(p = malloc(n)))
        return -1;                      // NOLEAK
    p[0] = 0;
    free(p);
    return 0;                           // NOLEAK
}

int compare_zero(size_t n)
{
    char *p = malloc(n);
    if (p == 0)
        return -1;                      // NOLEAK
    p[0] = 0;
    free(p);
    return 0;                           // NOLEAK
}

int nonnull_branch(size_t n)
{
    char *p = malloc(n);
    if (p != NULL) {
        p[0] = 0;
        free(p);
    }
    return 0;                           // NOLEAK
}

int checked_then_leaked(size_t n)
{
    char *p = malloc(n);
    if (p == NULL)
        return -1;                      // NOLEAK
    memset(p, 0, n);
    if (n > 100)
        return 1;                       // LEAK
    free(p);
    return 0;                           // NOLEAK
}

/* the NULL check of one allocation says nothing about the other one */
int second_check(size_t n)
{
    char *a = malloc(n);
    char *b = malloc(n);
    if (!a)
        return -1;                      // LEAK
    if (!b) {
        free(a);
        return -1;                      // NOLEAK
    }
    free(a);
    free(b);
    return 0;                           // NOLEAK
}
