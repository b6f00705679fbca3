// options: --path-check off
/* errno after a library call, read through a pointer to it as well as by name: a
   library call writes any positive number into its cell or keeps what it held
   (ERRNO_KEPT), and a read through `&errno` sees the same cell.  The engine alone is
   checked here (errno_set_by_library.c has the path check too). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

static int *error_cell(void)
{
    return &errno;
}

long parse_via_pointer(const char *s)
{
    int *e = error_cell();
    char *buf = malloc(16);
    long v;
    if (!buf)
        return -1;
    *e = 0;
    v = strtol(s, NULL, 10);
    if (*e)
        return -1;                      // LEAK
    free(buf);
    return v;                           // NOLEAK
}

size_t length_by_name(const char *s)
{
    char *buf = malloc(16);
    size_t n;
    if (!buf)
        return 0;
    errno = 0;
    n = strlen(s);                      /* never sets errno: the cell keeps 0 */
    if (errno)
        return 0;                       // NOLEAK
    free(buf);
    return n;                           // NOLEAK
}

long parse_by_name(const char *s)
{
    char *buf = malloc(16);
    long v;
    if (!buf)
        return -1;
    errno = 0;
    v = strtol(s, NULL, 10);
    if (errno != 0)
        return -1;                      // LEAK
    free(buf);
    return v;                           // NOLEAK
}
