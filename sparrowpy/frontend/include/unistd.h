/* sparrowpy bundled libc header (LP64, x86_64 Linux). Written for
 * sparrowpy from the C standard and POSIX: declarations only. */
#ifndef _SPARROW_UNISTD_H
#define _SPARROW_UNISTD_H

#define __sparrow_need_NULL
#define __sparrow_need_size_t
#define __sparrow_need_ssize_t
#define __sparrow_need_off_t
#define __sparrow_need_pid_t
#define __sparrow_need_uid_t
#define __sparrow_need_suseconds_t
#define __sparrow_need_intptr_t
#include <_sparrow_types.h>

#define _POSIX_VERSION 200809L
#define _POSIX2_VERSION 200809L
#define _XOPEN_VERSION 700
#define _POSIX_THREADS 200809L
#define _POSIX_SEMAPHORES 200809L
#define _POSIX_TIMERS 200809L
#define _POSIX_MAPPED_FILES 200809L
#define _POSIX_SAVED_IDS 1
#define _POSIX_JOB_CONTROL 1

#define STDIN_FILENO 0
#define STDOUT_FILENO 1
#define STDERR_FILENO 2
#ifndef R_OK
#define R_OK 4
#define W_OK 2
#define X_OK 1
#define F_OK 0
#endif
#ifndef SEEK_SET
#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#endif
#define SEEK_DATA 3
#define SEEK_HOLE 4
#define F_ULOCK 0
#define F_LOCK 1
#define F_TLOCK 2
#define F_TEST 3

#define _SC_ARG_MAX 0
#define _SC_CHILD_MAX 1
#define _SC_CLK_TCK 2
#define _SC_NGROUPS_MAX 3
#define _SC_OPEN_MAX 4
#define _SC_STREAM_MAX 5
#define _SC_TZNAME_MAX 6
#define _SC_JOB_CONTROL 7
#define _SC_SAVED_IDS 8
#define _SC_REALTIME_SIGNALS 9
#define _SC_VERSION 29
#define _SC_PAGESIZE 30
#define _SC_PAGE_SIZE _SC_PAGESIZE
#define _SC_RTSIG_MAX 31
#define _SC_SEM_NSEMS_MAX 32
#define _SC_SEM_VALUE_MAX 33
#define _SC_SIGQUEUE_MAX 34
#define _SC_TIMER_MAX 35
#define _SC_BC_BASE_MAX 36
#define _SC_BC_DIM_MAX 37
#define _SC_BC_SCALE_MAX 38
#define _SC_BC_STRING_MAX 39
#define _SC_COLL_WEIGHTS_MAX 40
#define _SC_EXPR_NEST_MAX 42
#define _SC_LINE_MAX 43
#define _SC_RE_DUP_MAX 44
#define _SC_IOV_MAX 60
#define _SC_THREADS 67
#define _SC_GETGR_R_SIZE_MAX 69
#define _SC_GETPW_R_SIZE_MAX 70
#define _SC_LOGIN_NAME_MAX 71
#define _SC_TTY_NAME_MAX 72
#define _SC_THREAD_STACK_MIN 75
#define _SC_NPROCESSORS_CONF 83
#define _SC_NPROCESSORS_ONLN 84
#define _SC_PHYS_PAGES 85
#define _SC_AVPHYS_PAGES 86
#define _SC_HOST_NAME_MAX 180
#define _SC_SYMLOOP_MAX 173

#define _PC_LINK_MAX 0
#define _PC_MAX_CANON 1
#define _PC_MAX_INPUT 2
#define _PC_NAME_MAX 3
#define _PC_PATH_MAX 4
#define _PC_PIPE_BUF 5
#define _PC_CHOWN_RESTRICTED 6
#define _PC_NO_TRUNC 7
#define _PC_VDISABLE 8

#define _CS_PATH 0

extern char **environ;
extern char *optarg;
extern int optind;
extern int opterr;
extern int optopt;

int access(const char *, int);
int eaccess(const char *, int);
int euidaccess(const char *, int);
int faccessat(int, const char *, int, int);
off_t lseek(int, off_t, int);
off64_t lseek64(int, off64_t, int);
int close(int);
ssize_t read(int, void *, size_t);
ssize_t write(int, const void *, size_t);
ssize_t pread(int, void *, size_t, off_t);
ssize_t pwrite(int, const void *, size_t, off_t);
int pipe(int[2]);
int pipe2(int[2], int);
unsigned int alarm(unsigned int);
unsigned int sleep(unsigned int);
useconds_t ualarm(useconds_t, useconds_t);
int usleep(useconds_t);
int pause(void);
int chown(const char *, uid_t, gid_t);
int fchown(int, uid_t, gid_t);
int lchown(const char *, uid_t, gid_t);
int fchownat(int, const char *, uid_t, gid_t, int);
int chdir(const char *);
int fchdir(int);
char *getcwd(char *, size_t);
char *get_current_dir_name(void);
char *getwd(char *);
int dup(int);
int dup2(int, int);
int dup3(int, int, int);

int execve(const char *, char *const[], char *const[]);
int execv(const char *, char *const[]);
int execle(const char *, const char *, ...);
int execl(const char *, const char *, ...);
int execvp(const char *, char *const[]);
int execlp(const char *, const char *, ...);
int execvpe(const char *, char *const[], char *const[]);
int fexecve(int, char *const[], char *const[]);
int nice(int);
_Noreturn void _exit(int);

long pathconf(const char *, int);
long fpathconf(int, int);
long sysconf(int);
size_t confstr(int, char *, size_t);

pid_t getpid(void);
pid_t getppid(void);
pid_t getpgrp(void);
pid_t getpgid(pid_t);
int setpgid(pid_t, pid_t);
int setpgrp(void);
pid_t setsid(void);
pid_t getsid(pid_t);
uid_t getuid(void);
uid_t geteuid(void);
gid_t getgid(void);
gid_t getegid(void);
int getgroups(int, gid_t[]);
int group_member(gid_t);
int setuid(uid_t);
int setreuid(uid_t, uid_t);
int seteuid(uid_t);
int setgid(gid_t);
int setregid(gid_t, gid_t);
int setegid(gid_t);
int getresuid(uid_t *, uid_t *, uid_t *);
int getresgid(gid_t *, gid_t *, gid_t *);
int setresuid(uid_t, uid_t, uid_t);
int setresgid(gid_t, gid_t, gid_t);
pid_t fork(void);
pid_t vfork(void);

char *ttyname(int);
int ttyname_r(int, char *, size_t);
int isatty(int);
int ttyslot(void);
int link(const char *, const char *);
int linkat(int, const char *, int, const char *, int);
int symlink(const char *, const char *);
int symlinkat(const char *, int, const char *);
ssize_t readlink(const char *, char *, size_t);
ssize_t readlinkat(int, const char *, char *, size_t);
int unlink(const char *);
int unlinkat(int, const char *, int);
int rmdir(const char *);
pid_t tcgetpgrp(int);
int tcsetpgrp(int, pid_t);
char *getlogin(void);
int getlogin_r(char *, size_t);
int setlogin(const char *);
int getopt(int, char *const[], const char *);
int gethostname(char *, size_t);
int sethostname(const char *, size_t);
long gethostid(void);
int getdomainname(char *, size_t);
int setdomainname(const char *, size_t);
int vhangup(void);
int acct(const char *);
int daemon(int, int);
int chroot(const char *);
char *getpass(const char *);
int fsync(int);
int fdatasync(int);
void sync(void);
int syncfs(int);
int getpagesize(void);
int getdtablesize(void);
int truncate(const char *, off_t);
int ftruncate(int, off_t);
int brk(void *);
void *sbrk(intptr_t);
long syscall(long, ...);
int lockf(int, int, off_t);
void swab(const void *, void *, ssize_t);
char *crypt(const char *, const char *);
int getentropy(void *, size_t);
ssize_t copy_file_range(int, off64_t *, int, off64_t *, size_t, unsigned int);

#endif
