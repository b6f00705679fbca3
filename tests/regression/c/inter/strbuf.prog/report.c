/* strbuf.prog: users of the string buffer, in another file.  Its own static grow()
   doubles an int array (no relation to strbuf.c's). */
#include <stdio.h>
#include <stdlib.h>
#include "strbuf.h"

static int *grow(int *counts, size_t n)
{
    int *c = realloc(counts, 2 * n * sizeof *c);
    if (!c) {
        free(counts);
        return NULL;
    }
    return c;                           // NOLEAK
}

/* builds a line and returns it as a plain string: the buffer goes to the caller */
char *format_pair(const char *k, const char *v)
{
    struct strbuf sb;
    if (strbuf_init(&sb, 32) < 0)
        return NULL;                    // NOLEAK
    strbuf_add(&sb, k);
    strbuf_add(&sb, " = ");
    strbuf_add(&sb, v);
    return strbuf_detach(&sb);          // NOLEAK
}

void print_pair(const char *k, const char *v)
{
    char *line = format_pair(k, v);
    if (!line)
        return;                         // NOLEAK (a false alarm once, no longer reported: strbuf_detach returns sb->buf, an input pointer, so its summary says "may return NULL"; format_pair's own NULL exit is dead under the allocation-path rule, so this NULL does not cancel the block)
    puts(line);
    free(line);                         // NOLEAK
}

/* the formatted line is printed and dropped */
void print_pair_leaky(const char *k, const char *v)
{
    char *line = format_pair(k, v);
    if (!line)
        return;                         // NOLEAK (a false alarm once, no longer reported: as in print_pair)
    puts(line);                         // LEAK
}

int heap_report(void)
{
    struct strbuf *sb = strbuf_new();
    if (!sb)
        return -1;                      // NOLEAK
    strbuf_add(sb, "total: ");
    strbuf_add(sb, "42");
    puts(sb->buf);
    strbuf_free(sb);
    return 0;                           // NOLEAK
}

/* frees the struct but not its buffer */
int heap_report_shallow(void)
{
    struct strbuf *sb = strbuf_new();
    if (!sb)
        return -1;                      // NOLEAK
    strbuf_add(sb, "total");
    puts(sb->buf);
    free(sb);
    return 0;                           // LEAK
}

int histogram(const int *v, size_t n)
{
    int *counts = calloc(4, sizeof *counts);
    size_t i, cap = 4;
    int max = 0;
    if (!counts)
        return -1;                      // NOLEAK
    for (i = 0; i < n; i++) {
        if ((size_t)v[i] >= cap) {
            counts = grow(counts, cap);
            if (!counts)
                return -1;              // NOLEAK
            cap *= 2;
        }
        counts[v[i] % cap]++;
    }
    for (i = 0; i < cap; i++)
        if (counts[i] > max)
            max = counts[i];
    free(counts);
    return max;                         // NOLEAK
}
