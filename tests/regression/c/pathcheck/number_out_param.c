/* Numbers written through out-parameters (Summary.num_writes): a status stored through
   an int pointer is tied to the block the callee returns, per return outcome; a count
   stored through a struct field or an int pointer reaches the caller's test. */
#include <stdlib.h>
#include <string.h>

/* returns NULL whenever *perr is set: non-NULL only with *perr == 0 */
static char *expand(int *perr, const char *s)
{
    char *ret = NULL;
    *perr = 1;
    if (s[0] == '$')
        goto out;
    ret = strdup(s);
    if (ret == NULL)
        abort();
    *perr = 0;
out:
    return *perr ? NULL : ret;
}

/* an optional status: written only where the caller asked for it */
char *expand_opt(int *parseerr, const char *s)
{
    char *ret;
    int err;
    ret = expand(&err, s);
    if (parseerr != NULL)
        *parseerr = err;
    return ret;
}

int status_and_result(const char *spec)
{
    char *p;
    int err;
    p = expand_opt(&err, spec);
    if (p == NULL || err)
        return 0;                                  // NOLEAK
    free(p);
    return 1;
}

/* the status says nothing of the block here: it is set on both outcomes */
static char *expand_loose(int *perr, const char *s)
{
    char *ret = strdup(s);
    if (ret == NULL)
        abort();
    *perr = s[0] == '$';
    return ret;
}

int status_not_tied(const char *spec)
{
    char *p;
    int err;
    p = expand_loose(&err, spec);
    if (err)
        return 0;                                  // LEAK
    free(p);
    return 1;
}

/* the caller's own status variable, not the one the callee wrote */
int other_status(const char *spec, int err2)
{
    char *p;
    int err;
    p = expand_opt(&err, spec);
    if (p == NULL || err2)
        return 0;                                  // LEAK
    free(p);
    return err;
}

static void get_size(int *len) { *len = 8; }

int size_known(void)
{
    int n;
    char *q = malloc(4);
    get_size(&n);
    if (n == 8) {
        free(q);
        return 1;
    }
    return 0;                                      // NOLEAK
}

/* written only on one path: the caller's old number stays possible */
static void maybe_size(int *len, int c) { if (c) *len = 8; }

int size_maybe(int c)
{
    int n = 3;
    char *q = malloc(4);
    maybe_size(&n, c);
    if (n == 8) {
        free(q);
        return 1;
    }
    return 0;                                      // LEAK
}

/* an element of an array: the callee may write another one, so no strong update */
static void fill(int *a) { a[1] = 8; }

int array_element(void)
{
    int a[2];
    char *q = malloc(4);
    a[1] = 0;
    fill(a);
    if (a[1] != 8)
        return 0;                                  // LEAK
    free(q);
    return 1;
}

struct counter { int n; char *buf; };

static void reset(struct counter *c) { c->n = 0; }

int field_known(struct counter *c)
{
    char *q = malloc(4);
    reset(c);
    if (c->n != 0)
        return 0;                                  // NOLEAK
    free(q);
    return 1;
}

static void put(int *p) { *p = 8; }

/* passed on to a callee that reaches one cell too: still one cell */
static void put_via(int *p) { put(p); }

int size_via_wrapper(void)
{
    int n;
    char *q = malloc(4);
    put_via(&n);
    if (n == 8) {
        free(q);
        return 1;
    }
    return 0;                                      // NOLEAK
}

/* an array's one cell stands for all its elements: put() wrote a[0] only */
int array_passed_whole(void)
{
    int a[2];
    char *q = malloc(4);
    a[1] = 0;
    put(a);
    if (a[1] == 8) {
        free(q);
        return 1;
    }
    return 0;                                      // LEAK
}

int array_element_address(void)
{
    int a[2];
    char *q = malloc(4);
    a[0] = 0;
    put(&a[1]);
    if (a[0] == 8) {
        free(q);
        return 1;
    }
    return 0;                                      // LEAK
}
