/* strlen() and its kin count characters of one object, and no object is PTRDIFF_MAX
   bytes or more: their result is below PTRDIFF_MAX, so converting it to a signed long
   keeps it non-negative.  The grow-on-demand idiom then decides its first turn: the
   buffer is NULL only while its capacity is 0, and "capacity - used <= size" holds for
   any size >= 1, so the first copy goes to a grown buffer (gnulib's streamsavedir).
   Without the bound, (long)strlen(s) + 1 could be any long, and the copy into the NULL
   buffer was reported. */
#include <stdlib.h>
#include <string.h>

void *grow(void *p, long *n, long incr, long size);
const char *next_name(void);
long next_size(void);

long pack_names(void)
{
    char *space = NULL;
    long allocated = 0, used = 0;
    const char *s;
    while ((s = next_name()) != NULL) {
        long size = (long)strlen(s) + 1;
        if (allocated - used <= size)
            space = grow(space, &allocated, size - (allocated - used), 1);
        memcpy(space + used, s, size);  // NO-NULL-DEREF
        used += size;
    }
    free(space);
    return used;
}

long pack_spans(const char *text)
{
    char *space = NULL;
    long allocated = 0, used = 0;
    while (*text) {
        long size = (long)strcspn(text, ",") + 1;
        if (allocated - used <= size)
            space = grow(space, &allocated, size - (allocated - used), 1);
        memcpy(space + used, text, size - 1);  // NO-NULL-DEREF
        used += size;
        text += size - 1;
        if (*text)
            text++;
    }
    free(space);
    return used;
}

/* a size from elsewhere may be negative: then the test fails on the first turn and the
   copy goes to NULL */
long pack_sizes(const char *src)
{
    char *space = NULL;
    long allocated = 0, used = 0;
    long size;
    while ((size = next_size()) != 0) {
        if (allocated - used <= size)
            space = grow(space, &allocated, size - (allocated - used), 1);
        memcpy(space + used, src, 1);   // NULL-DEREF
        used += size;
    }
    free(space);
    return used;
}
