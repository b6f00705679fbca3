/* sparrowpy bundled libc header (LP64, x86_64 Linux). Written for
 * sparrowpy from the C standard and POSIX: declarations only. */
/* va_list is a plain character pointer; va_start/va_arg/va_end expand to
 * calls of __sparrow_va_* helpers (declared in _sparrow_compat.h, which
 * sparrowpy force-includes) so that the analyzer sees them. */
#ifndef _SPARROW_STDARG_H
#define _SPARROW_STDARG_H

#define __sparrow_need_va_list
#include <_sparrow_types.h>
typedef __builtin_va_list __gnuc_va_list;

#define va_start(ap, last) __sparrow_va_start(&(ap))
#define va_arg(ap, T) (*(T *)__sparrow_va_arg(&(ap)))
#define va_end(ap) __sparrow_va_end(&(ap))
#define va_copy(d, s) ((d) = (s))
#define __va_copy(d, s) ((d) = (s))

#endif
