/* sparrowpy bundled libc header (LP64, x86_64 Linux). Written for
 * sparrowpy from the C standard and POSIX: declarations only. */
#ifndef _SPARROW_SYS_UIO_H
#define _SPARROW_SYS_UIO_H
#define __sparrow_need_size_t
#define __sparrow_need_ssize_t
#define __sparrow_need_off_t
#define __sparrow_need_iovec
#include <_sparrow_types.h>
#define UIO_MAXIOV 1024
ssize_t readv(int, const struct iovec *, int);
ssize_t writev(int, const struct iovec *, int);
ssize_t preadv(int, const struct iovec *, int, off_t);
ssize_t pwritev(int, const struct iovec *, int, off_t);
#endif
