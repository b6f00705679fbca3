/* A result tied to a status the callee leaves in an out-parameter, not to its own value.
   expand() returns NULL with *err = 1 (bad input: its callers stop), or, where the flag
   `dollar` is not 0 and a variable is missing, NULL with *err = 0.  Its outcomes are told
   apart by *err as well as by the result (and a flag local decides the second, after a
   join), so percent(), which passes dollar = 0 and stops when err is set, never returns
   NULL (openssh's percent_expand over vdollar_percent_expand).  dollar() passes 1: its
   NULL is real; any_flag() passes its caller's flag: real as well; late_check() reads err
   before the call, which tells nothing of the result. */
#include <stdlib.h>
#include <string.h>

void fatal(const char *msg) __attribute__((noreturn));

static char *expand(int *err, int dollar, const char *s)
{
    char *ret = NULL;
    int missing = 0;

    *err = 1;
    if (s[0] == '\0')
        goto out;
    if (dollar && s[0] == '$') {
        if (getenv(s + 1) == NULL)
            missing = 1;
    }
    if (!missing && (ret = strdup(s)) == NULL)
        fatal("out of memory");
    *err = 0;
out:
    return *err ? NULL : ret;
}

char *percent(const char *s)
{
    int err;
    char *r = expand(&err, 0, s);
    if (err)
        fatal("bad string");
    return r;
}

char *dollar(const char *s)
{
    int err;
    char *r = expand(&err, 1, s);
    if (err)
        fatal("bad string");
    return r;
}

char *any_flag(const char *s, int flag)
{
    int err;
    char *r = expand(&err, flag, s);
    if (err)
        fatal("bad string");
    return r;
}

int use_percent(const char *s)
{
    char *p = percent(s);
    int c = p[0];                               // NO-NULL-DEREF
    free(p);
    return c;
}

int use_dollar(const char *s)
{
    char *p = dollar(s);
    int c = p[0];                               // NULL-DEREF
    free(p);
    return c;
}

int use_any_flag(const char *s, int flag)
{
    char *p = any_flag(s, flag);
    int c = p[0];                               // NULL-DEREF
    free(p);
    return c;
}

int late_check(const char *s)
{
    int err = 0;
    char *p;
    if (err)
        return -1;
    p = expand(&err, 0, s);
    return p[0];                                // NULL-DEREF // LEAK
}
