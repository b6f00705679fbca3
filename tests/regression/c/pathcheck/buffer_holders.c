/* A result buffer that starts as the caller's (or NULL) and moves to the heap as it
   grows, at several places of a loop: the first growth mallocs, later ones realloc,
   and the error exit frees the buffer only when it is not the caller's.  On the paths
   to one growth, "malloc succeeded, result still the caller's buffer" and "realloc
   failed, result the block" have the same allocated set; they differ only in which
   variable holds the block (memory or result), and joined, the NULL test of memory
   reaches the error exit with result maybe the caller's buffer, so the block looks
   lost there.  The path check's retry keeps them apart by the block's holders. */
#include <stdlib.h>
#include <string.h>

#define ENSURE(needed) \
    if ((needed) > allocated) { \
        char *memory; \
        allocated = allocated > 0 ? allocated * 2 : 12; \
        if ((needed) > allocated) \
            allocated = (needed); \
        if (result == resultbuf || result == NULL) \
            memory = malloc(allocated); \
        else \
            memory = realloc(result, allocated); \
        if (memory == NULL) \
            goto out_of_memory; \
        if (result == resultbuf && length > 0) \
            memcpy(memory, result, length); \
        result = memory; \
    }

char *format(char *resultbuf, size_t *lengthp, const char *s, int n, const int *kinds)
{
    char *result;
    size_t allocated, length = 0;
    int i;
    if (resultbuf != NULL) {
        result = resultbuf;
        allocated = *lengthp;
    } else {
        result = NULL;
        allocated = 0;
    }
    for (i = 0; ; i++) {
        ENSURE(length + 1);
        result[length++] = s[i];
        if (i == n)
            break;
        if (kinds[i] == 1) {
            ENSURE(length + 2);
            result[length++] = '%';
        } else if (kinds[i] == 2) {
            ENSURE(length + 3);
            result[length++] = 'x';
            if (kinds[i + 1] == 3) {
                ENSURE(length + 4);
                continue;
            }
        }
    }
    ENSURE(length + 1);
    result[length] = 0;
    if (result != resultbuf && length + 1 < allocated) {
        /* shrink to fit */
        char *memory = realloc(result, length + 1);
        if (memory != NULL)
            result = memory;
    }
    *lengthp = length;
    return result;                      // NOLEAK
out_of_memory:
    if (!(result == resultbuf || result == NULL))
        free(result);
    return NULL;                        // NOLEAK
}

/* the same, but a failed realloc puts the caller's buffer back before the error exit:
   the block it was passed is lost */
#define ENSURE_LEAKY(needed) \
    if ((needed) > allocated) { \
        char *memory; \
        allocated = allocated > 0 ? allocated * 2 : 12; \
        if ((needed) > allocated) \
            allocated = (needed); \
        if (result == resultbuf || result == NULL) \
            memory = malloc(allocated); \
        else \
            memory = realloc(result, allocated); \
        if (memory == NULL) { \
            result = resultbuf; \
            goto out_of_memory; \
        } \
        if (result == resultbuf && length > 0) \
            memcpy(memory, result, length); \
        result = memory; \
    }

char *format_leaky(char *resultbuf, size_t *lengthp, const char *s, int n, const int *kinds)
{
    char *result;
    size_t allocated, length = 0;
    int i;
    if (resultbuf != NULL) {
        result = resultbuf;
        allocated = *lengthp;
    } else {
        result = NULL;
        allocated = 0;
    }
    for (i = 0; ; i++) {
        ENSURE_LEAKY(length + 1);
        result[length++] = s[i];
        if (i == n)
            break;
        if (kinds[i] == 1) {
            ENSURE_LEAKY(length + 2);
            result[length++] = '%';
        } else if (kinds[i] == 2) {
            ENSURE_LEAKY(length + 3);
            result[length++] = 'x';
        }
    }
    *lengthp = length;
    return result;                      // NOLEAK
out_of_memory:
    if (!(result == resultbuf || result == NULL))
        free(result);
    return NULL;                        // LEAK
}

/* a block made after the buffer's last growth, kept in a variable of its own, is lost
   on the error exit of a later growth */
char *format_pair(char *resultbuf, size_t *lengthp, const char *s, int n, char **tail)
{
    char *result, *extra = NULL;
    size_t allocated, length = 0;
    int i;
    if (resultbuf != NULL) {
        result = resultbuf;
        allocated = *lengthp;
    } else {
        result = NULL;
        allocated = 0;
    }
    for (i = 0; i < n; i++) {
        ENSURE(length + 1);
        result[length++] = s[i];
        if (s[i] == '/' && extra == NULL)
            extra = malloc(8);
    }
    ENSURE(length + 1);
    result[length] = 0;
    *lengthp = length;
    *tail = extra;
    return result;                      // NOLEAK
out_of_memory:
    if (!(result == resultbuf || result == NULL))
        free(result);
    return NULL;                        // LEAK
}
