/* A growing buffer in a read loop: realloc through a temporary (correct) versus
   `buf = realloc(buf, cap)` (leaks the old buffer when realloc fails). */
#include <stdio.h>
#include <stdlib.h>

char *read_stream(FILE *f)
{
    size_t cap = 64, len = 0;
    char *buf = malloc(cap);
    int c;
    if (!buf)
        return NULL;                    // NOLEAK
    while ((c = fgetc(f)) != EOF) {
        if (len + 1 >= cap) {
            char *tmp;
            cap *= 2;
            tmp = realloc(buf, cap);
            if (!tmp) {
                free(buf);
                return NULL;            // NOLEAK
            }
            buf = tmp;
        }
        buf[len++] = (char)c;
    }
    buf[len] = '\0';
    return buf;                         // NOLEAK
}

char *read_stream_leaky(FILE *f)
{
    size_t cap = 64, len = 0;
    char *buf = malloc(cap);
    int c;
    if (!buf)
        return NULL;                    // NOLEAK
    while ((c = fgetc(f)) != EOF) {
        if (len + 1 >= cap) {
            cap *= 2;
            buf = realloc(buf, cap);
            if (!buf)
                return NULL;            // LEAK
        }
        buf[len++] = (char)c;
    }
    buf[len] = '\0';
    return buf;                         // NOLEAK
}

/* count the input and drop the buffer */
size_t count_stream(FILE *f)
{
    size_t cap = 16, len = 0;
    char *buf = malloc(cap);
    int c;
    if (!buf)
        return 0;                       // NOLEAK
    while ((c = fgetc(f)) != EOF) {
        if (len + 1 >= cap) {
            char *tmp = realloc(buf, cap * 2);
            if (!tmp)
                break;
            buf = tmp;
            cap *= 2;
        }
        buf[len++] = (char)c;
    }
    return len;                         // LEAK
}
