/* sparrowpy bundled libc header (LP64, x86_64 Linux). Written for
 * sparrowpy from the C standard and POSIX: declarations only. */
#ifndef _SPARROW_SYS_TIMES_H
#define _SPARROW_SYS_TIMES_H
#define __sparrow_need_clock_t
#include <_sparrow_types.h>
struct tms {
    clock_t tms_utime;
    clock_t tms_stime;
    clock_t tms_cutime;
    clock_t tms_cstime;
};
clock_t times(struct tms *);
#endif
