/*
 * _sparrow_types.h -- sparrowpy bundled libc headers: shared type
 * definitions (LP64, x86_64 Linux).  Written for sparrowpy.
 *
 * No include guard on purpose: a header asks for the types it must define
 * with `#define __sparrow_need_NAME` before including this file; each type
 * is defined at most once per translation unit and every request is
 * cleared at the end.
 */
#include <_sparrow_compat.h>

#if defined(__sparrow_need_NULL) && !defined(NULL)
#define NULL ((void *)0)
#endif

#if defined(__sparrow_need_size_t) && !defined(__sparrow_have_size_t)
#define __sparrow_have_size_t
typedef unsigned long size_t;
#endif

#if defined(__sparrow_need_ssize_t) && !defined(__sparrow_have_ssize_t)
#define __sparrow_have_ssize_t
typedef long ssize_t;
#endif

#if defined(__sparrow_need_ptrdiff_t) && !defined(__sparrow_have_ptrdiff_t)
#define __sparrow_have_ptrdiff_t
typedef long ptrdiff_t;
#endif

#if defined(__sparrow_need_wchar_t) && !defined(__sparrow_have_wchar_t)
#define __sparrow_have_wchar_t
typedef int wchar_t;
#endif

#if defined(__sparrow_need_wint_t) && !defined(__sparrow_have_wint_t)
#define __sparrow_have_wint_t
typedef unsigned int wint_t;
#endif

#if defined(__sparrow_need_va_list) && !defined(__sparrow_have_va_list)
#define __sparrow_have_va_list
typedef __builtin_va_list va_list;
#endif

#if defined(__sparrow_need_off_t) && !defined(__sparrow_have_off_t)
#define __sparrow_have_off_t
typedef long off_t;
typedef long off64_t;
typedef long loff_t;
#endif

#if defined(__sparrow_need_pid_t) && !defined(__sparrow_have_pid_t)
#define __sparrow_have_pid_t
typedef int pid_t;
#endif

#if defined(__sparrow_need_uid_t) && !defined(__sparrow_have_uid_t)
#define __sparrow_have_uid_t
typedef unsigned int uid_t;
typedef unsigned int gid_t;
#endif

#if defined(__sparrow_need_id_t) && !defined(__sparrow_have_id_t)
#define __sparrow_have_id_t
typedef unsigned int id_t;
#endif

#if defined(__sparrow_need_mode_t) && !defined(__sparrow_have_mode_t)
#define __sparrow_have_mode_t
typedef unsigned int mode_t;
#endif

#if defined(__sparrow_need_dev_t) && !defined(__sparrow_have_dev_t)
#define __sparrow_have_dev_t
typedef unsigned long dev_t;
typedef unsigned long ino_t;
typedef unsigned long ino64_t;
typedef unsigned long nlink_t;
typedef long blksize_t;
typedef long blkcnt_t;
typedef unsigned long fsblkcnt_t;
typedef unsigned long fsfilcnt_t;
#endif

#if defined(__sparrow_need_time_t) && !defined(__sparrow_have_time_t)
#define __sparrow_have_time_t
typedef long time_t;
#endif

#if defined(__sparrow_need_clock_t) && !defined(__sparrow_have_clock_t)
#define __sparrow_have_clock_t
typedef long clock_t;
#endif

#if defined(__sparrow_need_clockid_t) && !defined(__sparrow_have_clockid_t)
#define __sparrow_have_clockid_t
typedef int clockid_t;
typedef void *timer_t;
#endif

#if defined(__sparrow_need_suseconds_t) && !defined(__sparrow_have_suseconds_t)
#define __sparrow_have_suseconds_t
typedef long suseconds_t;
typedef unsigned int useconds_t;
#endif

#if defined(__sparrow_need_timespec) && !defined(__sparrow_have_timespec)
#define __sparrow_have_timespec
struct timespec {
    long tv_sec;               /* time_t */
    long tv_nsec;
};
#endif

#if defined(__sparrow_need_timeval) && !defined(__sparrow_have_timeval)
#define __sparrow_have_timeval
struct timeval {
    long tv_sec;               /* time_t */
    long tv_usec;              /* suseconds_t */
};
#endif

#if defined(__sparrow_need_sigset_t) && !defined(__sparrow_have_sigset_t)
#define __sparrow_have_sigset_t
typedef struct { unsigned long __val[16]; } sigset_t;
#endif

#if defined(__sparrow_need_locale_t) && !defined(__sparrow_have_locale_t)
#define __sparrow_have_locale_t
typedef struct __sparrow_locale *locale_t;
#endif

#if defined(__sparrow_need_mbstate_t) && !defined(__sparrow_have_mbstate_t)
#define __sparrow_have_mbstate_t
typedef struct {
    int __count;
    union { unsigned int __wch; char __wchb[4]; } __value;
} mbstate_t;
#endif

#if defined(__sparrow_need_FILE) && !defined(__sparrow_have_FILE)
#define __sparrow_have_FILE
typedef struct __sparrow_FILE FILE;
#endif

#if defined(__sparrow_need_socklen_t) && !defined(__sparrow_have_socklen_t)
#define __sparrow_have_socklen_t
typedef unsigned int socklen_t;
typedef unsigned short sa_family_t;
#endif

#if defined(__sparrow_need_iovec) && !defined(__sparrow_have_iovec)
#define __sparrow_have_iovec
struct iovec {
    void *iov_base;
    unsigned long iov_len;     /* size_t */
};
#endif

#if defined(__sparrow_need_key_t) && !defined(__sparrow_have_key_t)
#define __sparrow_have_key_t
typedef int key_t;
#endif

#if defined(__sparrow_need_intN_t) && !defined(__sparrow_have_intN_t)
#define __sparrow_have_intN_t
typedef signed char int8_t;
typedef short int16_t;
typedef int int32_t;
typedef long int64_t;
typedef unsigned char uint8_t;
typedef unsigned short uint16_t;
typedef unsigned int uint32_t;
typedef unsigned long uint64_t;
#endif

#if defined(__sparrow_need_intptr_t) && !defined(__sparrow_have_intptr_t)
#define __sparrow_have_intptr_t
typedef long intptr_t;
typedef unsigned long uintptr_t;
#endif

#if defined(__sparrow_need_pthread_types) && !defined(__sparrow_have_pthread_types)
#define __sparrow_have_pthread_types
typedef unsigned long pthread_t;
typedef union { char __size[56]; long __align; } pthread_attr_t;
typedef union { char __size[40]; long __align; } pthread_mutex_t;
typedef union { char __size[4]; int __align; } pthread_mutexattr_t;
typedef union { char __size[48]; long long __align; } pthread_cond_t;
typedef union { char __size[4]; int __align; } pthread_condattr_t;
typedef union { char __size[56]; long __align; } pthread_rwlock_t;
typedef union { char __size[8]; long __align; } pthread_rwlockattr_t;
typedef volatile int pthread_spinlock_t;
typedef union { char __size[32]; long __align; } pthread_barrier_t;
typedef union { char __size[4]; int __align; } pthread_barrierattr_t;
typedef unsigned int pthread_key_t;
typedef int pthread_once_t;
#endif

#if defined(__sparrow_need_sched_param) && !defined(__sparrow_have_sched_param)
#define __sparrow_have_sched_param
struct sched_param { int sched_priority; };
#endif

#if defined(__sparrow_need_tm) && !defined(__sparrow_have_tm)
#define __sparrow_have_tm
struct tm {
    int tm_sec;
    int tm_min;
    int tm_hour;
    int tm_mday;
    int tm_mon;
    int tm_year;
    int tm_wday;
    int tm_yday;
    int tm_isdst;
    long tm_gmtoff;
    const char *tm_zone;
};
#endif

#if defined(__sparrow_need_sigval) && !defined(__sparrow_have_sigval)
#define __sparrow_have_sigval
union sigval {
    int sival_int;
    void *sival_ptr;
};
typedef union sigval sigval_t;
#endif

#if defined(__sparrow_need_fd_set) && !defined(__sparrow_have_fd_set)
#define __sparrow_have_fd_set
typedef long fd_mask;
typedef struct { long fds_bits[1024 / (8 * (int)sizeof(long))]; } fd_set;
#endif

#undef __sparrow_need_NULL
#undef __sparrow_need_size_t
#undef __sparrow_need_ssize_t
#undef __sparrow_need_ptrdiff_t
#undef __sparrow_need_wchar_t
#undef __sparrow_need_wint_t
#undef __sparrow_need_va_list
#undef __sparrow_need_off_t
#undef __sparrow_need_pid_t
#undef __sparrow_need_uid_t
#undef __sparrow_need_id_t
#undef __sparrow_need_mode_t
#undef __sparrow_need_dev_t
#undef __sparrow_need_time_t
#undef __sparrow_need_clock_t
#undef __sparrow_need_clockid_t
#undef __sparrow_need_suseconds_t
#undef __sparrow_need_timespec
#undef __sparrow_need_timeval
#undef __sparrow_need_sigset_t
#undef __sparrow_need_locale_t
#undef __sparrow_need_mbstate_t
#undef __sparrow_need_FILE
#undef __sparrow_need_socklen_t
#undef __sparrow_need_iovec
#undef __sparrow_need_key_t
#undef __sparrow_need_intN_t
#undef __sparrow_need_intptr_t
#undef __sparrow_need_pthread_types
#undef __sparrow_need_sched_param
#undef __sparrow_need_tm
#undef __sparrow_need_sigval
#undef __sparrow_need_fd_set
