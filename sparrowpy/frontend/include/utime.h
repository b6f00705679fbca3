/* sparrowpy bundled libc header (LP64, x86_64 Linux). Written for
 * sparrowpy from the C standard and POSIX: declarations only. */
#ifndef _SPARROW_UTIME_H
#define _SPARROW_UTIME_H
#define __sparrow_need_time_t
#include <_sparrow_types.h>
struct utimbuf {
    time_t actime;
    time_t modtime;
};
int utime(const char *, const struct utimbuf *);
#endif
