// options: --no-allocation-paths-only
/* (With the allocation-path rule off, so that a callee's failure exit is summarised.)
   A descriptor's failure is the number -1, also once a procedure returns the variable
   that holds it (not a literal -1): the caller's `fd == -1` is then its failure test.
   It used to be kept as NULL with the number 0, so the caller's test looked impossible
   and a leak on that branch went unreported. */
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

int open_or_fail(const char *path)
{
    int fd = open(path, O_RDONLY);
    if (fd < 0)
        return fd;                      // NO-RESOURCE-LEAK
    return fd;                          // NO-RESOURCE-LEAK
}

int lose_buffer_on_failure(const char *path)
{
    char *buf = malloc(10);
    int fd;
    if (buf == NULL)
        return -1;
    fd = open_or_fail(path);
    if (fd == -1)
        return 0;                       // LEAK
    free(buf);
    close(fd);
    return 1;
}

int free_buffer_on_failure(const char *path)
{
    char *buf = malloc(10);
    int fd = open_or_fail(path);
    if (fd == -1) {
        free(buf);
        return 0;                       // NOLEAK
    }
    free(buf);
    close(fd);                          // NO-RESOURCE-LEAK
    return 1;
}

int test_twice(const char *path)
{
    char *buf;
    int fd = open(path, O_RDONLY);
    if (fd >= 0) {
        buf = malloc(4);
        if (fd == -1)                   /* cannot hold after fd >= 0 */
            return 2;                   // NOLEAK
        free(buf);
        close(fd);
    }
    return 0;                           // NO-RESOURCE-LEAK
}
