// options: --path-check-steps 400
/* The cleanness checkers' partition keeps paths apart by every allocated set and every
   event's subject at once; where that goes over its budget, each event is retried with
   paths kept apart by its own subject only.  Here four independent optional buffers
   multiply the whole partition's paths past a small budget, while the retry of the
   dereference of `resp` needs only "resp is NULL or not": with it, the loop that runs only
   for a positive count (for which the array was made) is not reported.

   Still reported: the same loop bounded by another count. */
#include <stdlib.h>
#include <string.h>

int get_count(int *n);
int get_str(char **s);
int want(int k);
void fatal(const char *msg) __attribute__((noreturn));

int responses(void)
{
    int i, n;
    char **resp = NULL;
    char *a = NULL, *b = NULL, *c = NULL, *d = NULL;
    int total = 0;

    if (get_count(&n) != 0 || n < 0 || n > 100)
        fatal("bad count");
    if (want(1))
        a = malloc(8);
    if (want(2))
        b = malloc(8);
    if (want(3))
        c = malloc(8);
    if (want(4))
        d = malloc(8);
    if (n > 0) {
        resp = calloc(n, sizeof(char *));
        if (resp == NULL)
            fatal("out of memory");
        for (i = 0; i < n; i++)
            if (get_str(&resp[i]) != 0)
                fatal("parse");
    }
    if (a != NULL)
        total += strlen(a);
    if (b != NULL)
        total += strlen(b);
    if (c != NULL)
        total += strlen(c);
    if (d != NULL)
        total += strlen(d);
    for (i = 0; i < n; i++) {
        total += (int)strlen(resp[i]);  // NO-NULL-DEREF
        free(resp[i]);
    }
    free(resp);
    free(a);
    free(b);
    free(c);
    free(d);
    return total;
}

int responses_other_bound(int m)
{
    int i, n;
    char **resp = NULL;
    char *a = NULL, *b = NULL, *c = NULL, *d = NULL;
    int total = 0;

    if (get_count(&n) != 0 || n < 0 || n > 100)
        fatal("bad count");
    if (want(1))
        a = malloc(8);
    if (want(2))
        b = malloc(8);
    if (want(3))
        c = malloc(8);
    if (want(4))
        d = malloc(8);
    if (n > 0) {
        resp = calloc(n, sizeof(char *));
        if (resp == NULL)
            fatal("out of memory");
    }
    if (a != NULL)
        total += strlen(a);
    if (b != NULL)
        total += strlen(b);
    if (c != NULL)
        total += strlen(c);
    if (d != NULL)
        total += strlen(d);
    for (i = 0; i < m; i++)
        total += (int)strlen(resp[i]);  // NULL-DEREF
    free(resp);
    free(a);
    free(b);
    free(c);
    free(d);
    return total;
}
