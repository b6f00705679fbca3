/* A free guarded by the same flag that guarded the allocation.  No leak at run time,
   but the correlation between the two tests is lost when the paths join (the
   analysis is path-insensitive). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void print_maybe_upper(const char *msg, int upper)
{
    char *buf = NULL;
    const char *out = msg;
    if (upper) {
        size_t i;
        buf = strdup(msg);
        if (!buf)
            return;                     // NOLEAK
        for (i = 0; buf[i]; i++)
            buf[i] = (char)toupper((unsigned char)buf[i]);
        out = buf;
    }
    puts(out);
    free(buf);                          /* free(NULL) when upper == 0 */
    return;                             // NOLEAK
}

void print_maybe_copy(const char *msg, int copy)
{
    char *p = NULL;
    if (copy) {
        p = strdup(msg);
        if (!p)
            return;                     // NOLEAK
        puts(p);
    } else {
        puts(msg);
    }
    if (copy)
        free(p);
    return;                             // NOLEAK (a false alarm once, no longer reported: path-insensitive: the two `if (copy)` tests are not correlated after the join)
}

int with_owned_flag(const char *s, int dup)
{
    char *str;
    int owned = 0;
    if (dup) {
        str = strdup(s);
        if (!str)
            return -1;                  // NOLEAK
        owned = 1;
    } else {
        str = (char *)s;
    }
    printf("%s\n", str);
    if (owned)
        free(str);
    return 0;                           // NOLEAK (a false alarm once, no longer reported: path-insensitive: `owned` is 0 or 1 after the join, unrelated to the block)
}

/* a real leak: the flag is set on a path that did not allocate */
int flag_wrong(const char *s, int dup)
{
    char *str = NULL;
    int owned = 1;
    if (dup) {
        str = strdup(s);
        owned = 0;                      /* bug: inverted */
    }
    if (owned)
        free(str);
    return 0;                           // LEAK
}
