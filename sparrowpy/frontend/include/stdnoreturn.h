/* sparrowpy bundled libc header (LP64, x86_64 Linux). Written for
 * sparrowpy from the C standard and POSIX: declarations only. */
#ifndef _SPARROW_STDNORETURN_H
#define _SPARROW_STDNORETURN_H
#define noreturn _Noreturn
#endif
