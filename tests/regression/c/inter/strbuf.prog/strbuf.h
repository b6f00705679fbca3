/* A growable string buffer (strbuf.c) used by report.c. */
#ifndef STRBUF_H
#define STRBUF_H
#include <stddef.h>

struct strbuf {
    char *buf;
    size_t len;
    size_t alloc;
};

int strbuf_init(struct strbuf *sb, size_t hint);
int strbuf_add(struct strbuf *sb, const char *s);
char *strbuf_detach(struct strbuf *sb);
void strbuf_release(struct strbuf *sb);
struct strbuf *strbuf_new(void);
void strbuf_free(struct strbuf *sb);

#endif
