/* strbuf.prog: the string buffer library.  A static grow() here and another static
   grow() with a different job in report.c: each file must use its own. */
#include <stdlib.h>
#include <string.h>
#include "strbuf.h"

/* makes room for `extra` more bytes; the old block is kept on failure */
static int grow(struct strbuf *sb, size_t extra)
{
    size_t want = sb->len + extra + 1;
    char *nb;
    if (want <= sb->alloc)
        return 0;
    if (want < 2 * sb->alloc)
        want = 2 * sb->alloc;
    nb = realloc(sb->buf, want);
    if (!nb)
        return -1;
    sb->buf = nb;
    sb->alloc = want;
    return 0;                           // NOLEAK
}

int strbuf_init(struct strbuf *sb, size_t hint)
{
    sb->len = 0;
    sb->alloc = hint ? hint : 16;
    sb->buf = malloc(sb->alloc);
    if (!sb->buf)
        return -1;                      // NOLEAK
    sb->buf[0] = '\0';
    return 0;                           // NOLEAK
}

int strbuf_add(struct strbuf *sb, const char *s)
{
    size_t n = strlen(s);
    if (grow(sb, n) < 0)
        return -1;
    memcpy(sb->buf + sb->len, s, n + 1);
    sb->len += n;
    return 0;
}

/* hands the string to the caller and leaves the strbuf empty */
char *strbuf_detach(struct strbuf *sb)
{
    char *s = sb->buf;
    sb->buf = NULL;
    sb->len = sb->alloc = 0;
    return s;
}

void strbuf_release(struct strbuf *sb)
{
    free(sb->buf);
    sb->buf = NULL;
    sb->len = sb->alloc = 0;
}

struct strbuf *strbuf_new(void)
{
    struct strbuf *sb = malloc(sizeof *sb);
    if (!sb)
        return NULL;                    // NOLEAK
    if (strbuf_init(sb, 0) < 0) {
        free(sb);
        return NULL;                    // NOLEAK
    }
    return sb;                          // NOLEAK
}

void strbuf_free(struct strbuf *sb)
{
    if (!sb)
        return;
    strbuf_release(sb);
    free(sb);
}
