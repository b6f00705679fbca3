/* sparrowpy bundled libc header (LP64, x86_64 Linux). Written for
 * sparrowpy from the C standard and POSIX: declarations only. */
#ifndef _SPARROW_SYS_SELECT_H
#define _SPARROW_SYS_SELECT_H

#define __sparrow_need_time_t
#define __sparrow_need_suseconds_t
#define __sparrow_need_timeval
#define __sparrow_need_timespec
#define __sparrow_need_sigset_t
#define __sparrow_need_fd_set
#include <_sparrow_types.h>

#define FD_SETSIZE 1024
#define NFDBITS (8 * (int)sizeof(fd_mask))
#define __NFDBITS NFDBITS
#define FD_SET(fd, set) \
    ((void)((set)->fds_bits[(fd) / NFDBITS] |= (1L << ((fd) % NFDBITS))))
#define FD_CLR(fd, set) \
    ((void)((set)->fds_bits[(fd) / NFDBITS] &= ~(1L << ((fd) % NFDBITS))))
#define FD_ISSET(fd, set) \
    (((set)->fds_bits[(fd) / NFDBITS] & (1L << ((fd) % NFDBITS))) != 0)
#define FD_ZERO(set) \
    do { unsigned int __i; fd_set *__s = (set); \
         for (__i = 0; __i < sizeof(fd_set) / sizeof(fd_mask); ++__i) \
             __s->fds_bits[__i] = 0; } while (0)

int select(int, fd_set *, fd_set *, fd_set *, struct timeval *);
int pselect(int, fd_set *, fd_set *, fd_set *, const struct timespec *,
            const sigset_t *);

#endif
