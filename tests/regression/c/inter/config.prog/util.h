/* config.prog: allocation helpers shared by every file. */
#ifndef UTIL_H
#define UTIL_H
#include <stddef.h>

void *xmalloc(size_t n);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);

#endif
