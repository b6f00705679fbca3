/* GNU cleanup(f): f(&var) runs whenever control leaves var's scope. */
#include <stdlib.h>
#include <stdio.h>

static void freep(void *p) { free(*(void **)p); }
static void nothing(void *p) { (void)p; }
#define _cleanup_free_ __attribute__((cleanup(freep)))

int fallthrough_scope(void)
{
    _cleanup_free_ char *p = malloc(8);
    if (!p)
        return -1;                      // NOLEAK
    p[0] = 'a';
    return 0;                           // NOLEAK
}

void inner_block(int n)
{
    for (int i = 0; i < n; i++) {
        _cleanup_free_ char *line = malloc(80);
        if (!line)
            break;
        if (i == 3)
            continue;
        line[0] = 0;                    // NOLEAK
    }
}

int goto_out(int n)
{
    int rc = -1;
    {
        _cleanup_free_ char *buf = malloc(n);
        if (!buf)
            goto out;
        buf[0] = 1;
        rc = 0;
    }
out:
    return rc;                          // NOLEAK
}

int wrong_cleanup(void)
{
    __attribute__((cleanup(nothing))) char *p = malloc(8);
    return p != NULL;                   // LEAK
}

char *stolen(void)
{
    /* the usual "steal the pointer" idiom: the variable is cleared before scope exit */
    _cleanup_free_ char *p = malloc(8);
    char *ret = p;
    p = NULL;
    return ret;                         // NOLEAK
}
