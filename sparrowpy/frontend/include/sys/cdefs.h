/* sparrowpy bundled libc header (LP64, x86_64 Linux). Written for
 * sparrowpy from the C standard and POSIX: declarations only. */
/* The portable subset of the BSD/glibc <sys/cdefs.h> helper macros. */
#ifndef _SPARROW_SYS_CDEFS_H
#define _SPARROW_SYS_CDEFS_H
#include <features.h>
#define __BEGIN_DECLS
#define __END_DECLS
#define __P(args) args
#define __PMT(args) args
#define __CONCAT(x, y) x ## y
#define __STRING(x) #x
#define __ptr_t void *
#define __THROW
#define __THROWNL
#define __NTH(fct) fct
#define __wur
#define __nonnull(params)
#define __attribute_pure__
#define __attribute_const__
#define __attribute_malloc__
#define __attribute_noinline__
#define __attribute_deprecated__
#define __attribute_unused__
#define __attribute_used__
#define __always_inline inline
#define __dead2
#define __pure2
#define __unused
#define __used
#define __packed
#define __aligned(x)
#define __printflike(a, b)
#define __scanflike(a, b)
#define __format_arg(a)
#define __restrict_arr
#define __flexarr []
#define __glibc_unlikely(cond) (cond)
#define __glibc_likely(cond) (cond)
#define __GNUC_PREREQ(maj, min) 0
#define __glibc_clang_prereq(maj, min) 0
#endif
