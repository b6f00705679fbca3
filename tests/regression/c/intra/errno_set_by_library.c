/* errno after a call of code outside the program: any positive error number, or what it
   held (C11 7.5: no library function sets it to zero).  `errno = 0; v = strtol(..);
   if (errno)` reaches its error branch; with errno kept at 0 that branch was dead, and a
   leak on it was never found.  The string functions have no error and leave it alone. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

extern int external_step(const char *s);   /* defined outside the program */

long parse_number(const char *s)
{
    char *buf = malloc(16);
    long v;
    if (!buf)
        return -1;
    errno = 0;
    v = strtol(s, NULL, 10);
    if (errno)
        return -1;                      // LEAK
    buf[0] = (char) v;
    free(buf);
    return v;                           // NOLEAK
}

long parse_number_freed(const char *s)
{
    char *buf = malloc(16);
    long v;
    if (!buf)
        return -1;
    errno = 0;
    v = strtol(s, NULL, 10);
    if (errno) {
        free(buf);
        return -1;                      // NOLEAK
    }
    buf[0] = (char) v;
    free(buf);
    return v;                           // NOLEAK
}

size_t length_only(const char *s)
{
    char *buf = malloc(16);
    size_t n;
    if (!buf)
        return 0;
    errno = 0;
    n = strlen(s);                      /* never sets errno */
    if (errno)
        return 0;                       // NOLEAK
    free(buf);
    return n;                           // NOLEAK
}

static long to_number(const char *s)
{
    return strtol(s, NULL, 10);         /* the caller sees the errno it sets */
}

long parse_through_helper(const char *s)
{
    char *buf = malloc(16);
    long v;
    if (!buf)
        return -1;
    errno = 0;
    v = to_number(s);
    if (errno != 0)
        return -1;                      // LEAK
    free(buf);
    return v;                           // NOLEAK
}

int step_unknown(const char *s)
{
    char *buf = malloc(16);
    if (!buf)
        return -1;
    errno = 0;
    external_step(s);
    if (errno == ERANGE)
        return -1;                      // LEAK
    free(buf);
    return 0;                           // NOLEAK
}
