/* do-while loops: the body runs at least once. */
#include <stdlib.h>
#include <unistd.h>

int read_all(int fd)
{
    char *buf = malloc(512);
    ssize_t r;
    if (!buf)
        return -1;                      // NOLEAK
    do {
        r = read(fd, buf, 512);
    } while (r > 0);
    free(buf);
    return r < 0 ? -1 : 0;              // NOLEAK
}

void alloc_free_each(int n)
{
    char *p;
    do {
        p = malloc(8);
        if (!p)
            return;                     // NOLEAK
        p[0] = 0;
        free(p);
    } while (--n > 0);
    return;                             // NOLEAK
}

void alloc_keep_each(int n)
{
    char *p;
    do {
        p = malloc(8);
        if (p)
            p[0] = 0;
    } while (--n > 0);
    return;                             // LEAK
}

/* do { ... } while (0) as an error-handling block */
int do_while_zero(int bad)
{
    int rc = -1;
    char *p = malloc(8);
    do {
        if (!p)
            break;
        if (bad)
            break;
        p[0] = 1;
        rc = 0;
    } while (0);
    free(p);
    return rc;                          // NOLEAK
}

int do_while_zero_leaky(int bad)
{
    char *p = malloc(8);
    do {
        if (!p)
            break;
        if (bad)
            return -1;                  // LEAK
        p[0] = 1;
    } while (0);
    free(p);
    return 0;                           // NOLEAK
}
