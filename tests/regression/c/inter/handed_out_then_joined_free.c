// options: --path-check off
/* 'if (out != NULL) { *out = p; p = NULL; } ... out: free(p);': the join before the
   common exit leaves p holding the block at free(p) (the path where out is NULL), so the joined exit state has it freed (free_all_targets)
   while the caller's cell still holds it.  The summary used to drop that write and keep
   only the NULL stored first, and a caller's success branch was told the cell is NULL
   for certain; it now says the cell may hold a pointer the caller does not own.  Without
   the path check, nothing sharper is known (with it, the return outcomes say which
   block: see pathcheck/many_optional_outs.c). */
#include <stdlib.h>
#include <string.h>

int ready(const char *s);

int copy_name(const char *s, char **out)
{
    char *p = NULL;
    int r = -1;

    if (out != NULL)
        *out = NULL;
    if (!ready(s))
        goto done;
    if ((p = strdup(s)) == NULL)
        goto done;
    if (out != NULL) {
        *out = p;
        p = NULL;
    }
    r = 0;
 done:
    free(p);
    return r;
}

size_t name_length(const char *s)
{
    char *name = NULL;
    size_t n;

    if (copy_name(s, &name) != 0)
        return 0;
    n = strlen(name);                   // NO-NULL-DEREF
    free(name);
    return n;
}

/* a callee that fails on every path: its NULL is certain */
int never_copies(const char *s, char **out)
{
    *out = NULL;
    return ready(s) ? -1 : -2;
}

size_t never_length(const char *s)
{
    char *name;

    never_copies(s, &name);
    return strlen(name);                // NULL-DEREF
}
