/* An unsigned count read through an out-parameter (get_u32(&n)) and an array made only
   for a count above 0: the loop over the array runs only where it exists.  The count's
   value from the callee's summary is ⊤ of no particular width; the unsigned comparisons
   see it in its type's range and refine it, so the path where the array is NULL has
   n == 0 and the loop does not run there.

   Not correlated, still reported: the loop bounded by another count. */
#include <stdlib.h>
#include <string.h>

unsigned int next_word(void);
int get_str(char **s);
void fatal(const char *msg) __attribute__((noreturn));

int get_u32(unsigned int *v)
{
    unsigned int w = next_word();
    if (w == 7)
        return -1;
    *v = w;
    return 0;
}

int responses(unsigned int expected)
{
    unsigned int i, n;
    char **resp = NULL;
    int total = 0;

    if (get_u32(&n) != 0)
        fatal("parse");
    if (n != expected)
        fatal("wrong number of replies");
    if (n > 100)
        fatal("too many replies");
    if (n > 0) {
        resp = calloc(n, sizeof(char *));
        if (resp == NULL)
            fatal("out of memory");
        for (i = 0; i < n; i++)
            if (get_str(&resp[i]) != 0)
                fatal("parse");
    }
    for (i = 0; i < n; i++) {
        total += (int)strlen(resp[i]);  // NO-NULL-DEREF
        free(resp[i]);
    }
    free(resp);
    return total;
}

int responses_other_bound(unsigned int m)
{
    unsigned int i, n;
    char **resp = NULL;
    int total = 0;

    if (get_u32(&n) != 0)
        fatal("parse");
    if (n > 0) {
        resp = calloc(n, sizeof(char *));
        if (resp == NULL)
            fatal("out of memory");
        for (i = 0; i < n; i++)
            if (get_str(&resp[i]) != 0)
                fatal("parse");
    }
    for (i = 0; i < m; i++)
        total += (int)strlen(resp[i]);  // NULL-DEREF
    free(resp);
    return total;
}
