/* sparrowpy bundled libc header (LP64, x86_64 Linux). Written for
 * sparrowpy from the C standard and POSIX: declarations only. */
#ifndef _SPARROW_SYS_TYPES_H
#define _SPARROW_SYS_TYPES_H

#define __sparrow_need_size_t
#define __sparrow_need_ssize_t
#define __sparrow_need_off_t
#define __sparrow_need_pid_t
#define __sparrow_need_uid_t
#define __sparrow_need_id_t
#define __sparrow_need_mode_t
#define __sparrow_need_dev_t
#define __sparrow_need_time_t
#define __sparrow_need_clock_t
#define __sparrow_need_clockid_t
#define __sparrow_need_suseconds_t
#define __sparrow_need_key_t
#define __sparrow_need_intN_t
#define __sparrow_need_pthread_types
#include <_sparrow_types.h>

typedef unsigned char u_char;
typedef unsigned short u_short;
typedef unsigned int u_int;
typedef unsigned long u_long;
typedef unsigned short ushort;
typedef unsigned int uint;
typedef unsigned long ulong;
typedef long quad_t;
typedef unsigned long u_quad_t;
typedef unsigned char u_int8_t;
typedef unsigned short u_int16_t;
typedef unsigned int u_int32_t;
typedef unsigned long u_int64_t;
typedef long register_t;
typedef char *caddr_t;
typedef int daddr_t;

#include <sys/select.h>

#endif
