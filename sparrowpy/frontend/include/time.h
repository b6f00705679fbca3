/* sparrowpy bundled libc header (LP64, x86_64 Linux). Written for
 * sparrowpy from the C standard and POSIX: declarations only. */
#ifndef _SPARROW_TIME_H
#define _SPARROW_TIME_H

#define __sparrow_need_NULL
#define __sparrow_need_size_t
#define __sparrow_need_time_t
#define __sparrow_need_clock_t
#define __sparrow_need_clockid_t
#define __sparrow_need_timespec
#define __sparrow_need_tm
#define __sparrow_need_pid_t
#define __sparrow_need_locale_t
#define __sparrow_need_sigval
#include <_sparrow_types.h>

#define CLOCKS_PER_SEC ((clock_t)1000000)
#define TIME_UTC 1
#define CLOCK_REALTIME 0
#define CLOCK_MONOTONIC 1
#define CLOCK_PROCESS_CPUTIME_ID 2
#define CLOCK_THREAD_CPUTIME_ID 3
#define CLOCK_MONOTONIC_RAW 4
#define CLOCK_REALTIME_COARSE 5
#define CLOCK_MONOTONIC_COARSE 6
#define CLOCK_BOOTTIME 7
#define CLOCK_REALTIME_ALARM 8
#define CLOCK_BOOTTIME_ALARM 9
#define CLOCK_TAI 11
#define TIMER_ABSTIME 1

struct itimerspec {
    struct timespec it_interval;
    struct timespec it_value;
};
struct sigevent;

clock_t clock(void);
time_t time(time_t *);
double difftime(time_t, time_t);
time_t mktime(struct tm *);
time_t timegm(struct tm *);
time_t timelocal(struct tm *);
size_t strftime(char *, size_t, const char *, const struct tm *);
size_t strftime_l(char *, size_t, const char *, const struct tm *, locale_t);
char *strptime(const char *, const char *, struct tm *);
struct tm *gmtime(const time_t *);
struct tm *localtime(const time_t *);
struct tm *gmtime_r(const time_t *, struct tm *);
struct tm *localtime_r(const time_t *, struct tm *);
char *asctime(const struct tm *);
char *ctime(const time_t *);
char *asctime_r(const struct tm *, char *);
char *ctime_r(const time_t *, char *);
struct tm *getdate(const char *);
extern int getdate_err;

extern char *tzname[2];
extern int daylight;
extern long timezone;
void tzset(void);
int stime(const time_t *);
int dysize(int);

int nanosleep(const struct timespec *, struct timespec *);
int clock_getres(clockid_t, struct timespec *);
int clock_gettime(clockid_t, struct timespec *);
int clock_settime(clockid_t, const struct timespec *);
int clock_nanosleep(clockid_t, int, const struct timespec *, struct timespec *);
int clock_getcpuclockid(pid_t, clockid_t *);
int timer_create(clockid_t, struct sigevent *, timer_t *);
int timer_delete(timer_t);
int timer_settime(timer_t, int, const struct itimerspec *, struct itimerspec *);
int timer_gettime(timer_t, struct itimerspec *);
int timer_getoverrun(timer_t);
int timespec_get(struct timespec *, int);

#endif
