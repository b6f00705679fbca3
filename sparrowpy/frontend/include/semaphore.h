/* sparrowpy bundled libc header (LP64, x86_64 Linux). Written for
 * sparrowpy from the C standard and POSIX: declarations only. */
#ifndef _SPARROW_SEMAPHORE_H
#define _SPARROW_SEMAPHORE_H
#define __sparrow_need_timespec
#include <_sparrow_types.h>
#include <fcntl.h>
typedef union { char __size[32]; long __align; } sem_t;
#define SEM_FAILED ((sem_t *)0)
int sem_init(sem_t *, int, unsigned int);
int sem_destroy(sem_t *);
sem_t *sem_open(const char *, int, ...);
int sem_close(sem_t *);
int sem_unlink(const char *);
int sem_wait(sem_t *);
int sem_timedwait(sem_t *, const struct timespec *);
int sem_trywait(sem_t *);
int sem_post(sem_t *);
int sem_getvalue(sem_t *, int *);
#endif
