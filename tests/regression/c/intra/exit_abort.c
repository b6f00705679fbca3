/* exit(), abort() and _exit() do not return: nothing is leaked on such paths
   (the process ends).  A path that returns normally still leaks. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

void *xmalloc(size_t n)
{
    void *p = malloc(n);
    if (!p)
        abort();
    return p;                           // NOLEAK
}

void die_on_empty(const char *path)
{
    char *buf = malloc(256);
    if (!buf)
        exit(1);
    if (path[0] == '\0') {
        fprintf(stderr, "empty path\n");
        exit(2);                        // NOLEAK
    }
    snprintf(buf, 256, "%s", path);
    puts(buf);
    free(buf);
    return;                             // NOLEAK
}

void child_after_fork(const char *cmd)
{
    char *argv0 = malloc(64);
    if (!argv0)
        _exit(126);
    snprintf(argv0, 64, "%s", cmd);
    execlp(argv0, argv0, (char *)NULL);
    _exit(127);                         // NOLEAK
}

int check_or_abort(int code)
{
    char *p = malloc(8);
    if (!p)
        return -1;                      // NOLEAK
    if (code < 0)
        abort();
    p[0] = (char)code;
    return code;                        // LEAK
}

void fatal_in_loop(int n)
{
    int i;
    char *p = malloc(16);
    if (!p)
        exit(1);
    for (i = 0; i < n; i++) {
        if (p[i % 16] == 'x')
            exit(3);
        p[i % 16] = 'x';
    }
    free(p);
    return;                             // NOLEAK
}
