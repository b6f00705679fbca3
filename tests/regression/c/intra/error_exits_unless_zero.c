/* glibc's error(status, errnum, format, ...) calls exit(status) when status is not 0:
   GNU programs' fatal error (and gnulib's xalloc_die through it).  It was modelled as a
   function that reads its arguments and returns, so the paths past a fatal error went
   on: a NULL dereference after `if (buf == NULL) error(EXIT_FAILURE, ..)`, and blocks
   "lost" on paths that exit.  It now returns only where the status is 0, and the status
   expression is 0 after the call. */
#include <error.h>
#include <stdio.h>
#include <stdlib.h>

int read_all(const char *name, int fatal)
{
    char *buf = malloc(64);
    FILE *f;
    if (buf == NULL)
        error(EXIT_FAILURE, 0, "memory exhausted");
    f = fopen(name, "r");
    if (f == NULL)
        error(2, 0, "cannot open %s", name);
    if (fread(buf, 1, 64, f) == 0) {         // NO-NULL-DEREF
        error(fatal, 0, "empty");
        fclose(f);
        return -1;                           // LEAK
    }
    fclose(f);
    free(buf);
    return 0;                                // NOLEAK
}

/* a status that is 0 returns: the copy is lost on the warning path */
char *warn_copy(const char *s, int *warned)
{
    char *c = malloc(16);
    if (c == NULL)
        return NULL;
    if (s[0] == 0) {
        error(0, 0, "empty name");
        *warned = 1;
        return NULL;                         // LEAK
    }
    c[0] = s[0];
    return c;                                // NOLEAK
}
