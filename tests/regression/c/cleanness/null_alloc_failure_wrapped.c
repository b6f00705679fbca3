/* A NULL that stands for "the block was not made" is reported as that allocation's failure
   only where the failure can reach: xmalloc() calls fatal() when malloc() fails, so its
   blocks are never NULL for that, even where a caller further up (ask()) returns NULL
   on an error path beside one of them; that NULL is the error path's, and read_pass()
   never returns it without ALLOW_EOF.  A wrapper that passes malloc's NULL on, and a
   direct malloc, still are. */
#include <stdlib.h>
#include <string.h>

void fatal(const char *msg) __attribute__((noreturn));

void *xmalloc(size_t n)
{
    void *p = malloc(n);
    if (p == NULL)
        fatal("out of memory");
    return p;
}

char *xstrdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *p = xmalloc(n);
    memcpy(p, s, n);
    return p;
}

const char *source(void);

/* NULL on an error path, a copy otherwise: NULL means "no copy", not a failed allocation */
char *ask(int fd)
{
    const char *s = source();
    if (fd < 0 || s == NULL)
        return NULL;
    return xstrdup(s);
}

#define ALLOW_EOF 1
char *read_pass(int flags, int fd)
{
    char *r = ask(fd);
    if (r == NULL) {
        if (!(flags & ALLOW_EOF))
            return xstrdup("");
        return NULL;
    }
    return r;
}

/* a wrapper that passes malloc's failure on */
char *dup_or_null(const char *s)
{
    size_t n = strlen(s) + 1;
    char *p = malloc(n);
    if (p != NULL)
        memcpy(p, s, n);
    return p;
}

int check(int fd)
{
    char *pass = read_pass(0, fd);
    int same = strcmp(pass, "x") == 0;  // NO-NULL-DEREF
    free(pass);
    return same;
}

int copy_len(const char *s)
{
    char *d = dup_or_null(s);
    int n = (int)strlen(d);             // NULL-DEREF
    free(d);
    return n;
}

int direct_len(const char *s)
{
    char *d = malloc(strlen(s) + 1);
    int n;
    strcpy(d, s);                       // NULL-DEREF
    n = (int)strlen(d);
    free(d);
    return n;
}
