/* sparrowpy bundled libc header (LP64, x86_64 Linux). Written for
 * sparrowpy from the C standard and POSIX: declarations only. */
#ifndef _SPARROW_ALLOCA_H
#define _SPARROW_ALLOCA_H
#define __sparrow_need_size_t
#include <_sparrow_types.h>
void *alloca(size_t);
#endif
