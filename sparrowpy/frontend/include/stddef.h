/* sparrowpy bundled libc header (LP64, x86_64 Linux). Written for
 * sparrowpy from the C standard and POSIX: declarations only. */
#ifndef _SPARROW_STDDEF_H
#define _SPARROW_STDDEF_H

#define __sparrow_need_NULL
#define __sparrow_need_size_t
#define __sparrow_need_ptrdiff_t
#define __sparrow_need_wchar_t
#include <_sparrow_types.h>

typedef struct {
    long long __max_align_ll;
    long double __max_align_ld;
} max_align_t;

#define offsetof(T, m) ((size_t)&(((T *)0)->m))

#endif
