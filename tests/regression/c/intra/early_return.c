/* Leak on an early return: the buffer is freed on the normal path only.
   The fixed version frees it before every return. */
#include <stdlib.h>
#include <string.h>

int parse_header(const char *src, size_t n)
{
    char *buf = malloc(n + 1);
    if (buf == NULL)
        return -1;                      // NOLEAK
    memcpy(buf, src, n);
    buf[n] = '\0';
    if (buf[0] != '#')
        return -2;                      // LEAK
    free(buf);
    return 0;                           // NOLEAK
}

int parse_header_fixed(const char *src, size_t n)
{
    char *buf = malloc(n + 1);
    if (buf == NULL)
        return -1;                      // NOLEAK
    memcpy(buf, src, n);
    buf[n] = '\0';
    if (buf[0] != '#') {
        free(buf);
        return -2;                      // NOLEAK
    }
    free(buf);
    return 0;                           // NOLEAK
}

/* several early returns, only one of which forgets the block */
int validate(const char *s, size_t n)
{
    char *copy = malloc(n + 1);
    if (!copy)
        return -1;                      // NOLEAK
    memcpy(copy, s, n);
    copy[n] = '\0';
    if (n == 0) {
        free(copy);
        return 0;                       // NOLEAK
    }
    if (copy[0] == ' ')
        return 1;                       // LEAK
    if (copy[n - 1] == ' ') {
        free(copy);
        return 2;                       // NOLEAK
    }
    free(copy);
    return 3;                           // NOLEAK
}
