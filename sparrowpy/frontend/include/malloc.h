/* sparrowpy bundled libc header (LP64, x86_64 Linux). Written for
 * sparrowpy from the C standard and POSIX: declarations only. */
#ifndef _SPARROW_MALLOC_H
#define _SPARROW_MALLOC_H
#define __sparrow_need_NULL
#define __sparrow_need_size_t
#include <_sparrow_types.h>
void *malloc(size_t);
void *calloc(size_t, size_t);
void *realloc(void *, size_t);
void *reallocarray(void *, size_t, size_t);
void free(void *);
void *memalign(size_t, size_t);
void *valloc(size_t);
void *pvalloc(size_t);
void *aligned_alloc(size_t, size_t);
size_t malloc_usable_size(void *);
int malloc_trim(size_t);
int mallopt(int, int);
void malloc_stats(void);
#endif
