/* sparrowpy bundled libc header (LP64, x86_64 Linux). Written for
 * sparrowpy from the C standard and POSIX: declarations only. */
#ifndef _SPARROW_SCHED_H
#define _SPARROW_SCHED_H
#define __sparrow_need_pid_t
#define __sparrow_need_size_t
#define __sparrow_need_timespec
#define __sparrow_need_sched_param
#include <_sparrow_types.h>
#define SCHED_OTHER 0
#define SCHED_FIFO 1
#define SCHED_RR 2
#define SCHED_BATCH 3
#define SCHED_IDLE 5
typedef struct { unsigned long __bits[1024 / (8 * sizeof(unsigned long))]; } cpu_set_t;
int sched_yield(void);
int sched_get_priority_max(int);
int sched_get_priority_min(int);
int sched_setparam(pid_t, const struct sched_param *);
int sched_getparam(pid_t, struct sched_param *);
int sched_setscheduler(pid_t, int, const struct sched_param *);
int sched_getscheduler(pid_t);
int sched_rr_get_interval(pid_t, struct timespec *);
int sched_setaffinity(pid_t, size_t, const cpu_set_t *);
int sched_getaffinity(pid_t, size_t, cpu_set_t *);
int sched_getcpu(void);
#endif
