/* Includes every bundled libc header and uses a sample of each: must parse
 * with pycparser in bundled mode. */
#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <float.h>
#include <inttypes.h>
#include <limits.h>
#include <locale.h>
#include <math.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <wchar.h>
#include <wctype.h>
#include <stdnoreturn.h>
#include <iso646.h>
#include <stdalign.h>
#include <uchar.h>
#include <complex.h>
#include <stdatomic.h>
#include <threads.h>
#include <fcntl.h>
#include <unistd.h>
#include <getopt.h>
#include <dirent.h>
#include <pwd.h>
#include <grp.h>
#include <libgen.h>
#include <sys/types.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <sys/un.h>
#include <sys/mman.h>
#include <sys/select.h>
#include <sys/param.h>
#include <sys/resource.h>
#include <sys/ioctl.h>
#include <sys/file.h>
#include <sys/utsname.h>
#include <sys/times.h>
#include <sys/statvfs.h>
#include <sys/sysmacros.h>
#include <sys/epoll.h>
#include <sys/poll.h>
#include <sys/cdefs.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <arpa/inet.h>
#include <netdb.h>
#include <poll.h>
#include <pthread.h>
#include <sched.h>
#include <semaphore.h>
#include <spawn.h>
#include <termios.h>
#include <utime.h>
#include <utmp.h>
#include <syslog.h>
#include <regex.h>
#include <glob.h>
#include <fnmatch.h>
#include <ftw.h>
#include <search.h>
#include <iconv.h>
#include <langinfo.h>
#include <libintl.h>
#include <alloca.h>
#include <malloc.h>
#include <memory.h>
#include <endian.h>
#include <byteswap.h>
#include <err.h>
#include <error.h>
#include <features.h>
#include <stdio_ext.h>

struct node {
    struct node *next;
    char name[NAME_MAX + 1];
    int64_t id;
    uintptr_t tag;
};

static jmp_buf env;
static volatile sig_atomic_t got_signal;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_once_t once = PTHREAD_ONCE_INIT;
static const struct option long_opts[] = {
    {"help", no_argument, NULL, 'h'},
    {"output", required_argument, NULL, 'o'},
    {NULL, 0, NULL, 0},
};

static void on_signal(int sig) { got_signal = sig; }
static void init_once(void) { }
static void *worker(void *arg) { return arg; }
static int cmp_int(const void *a, const void *b)
{
    return *(const int *)a - *(const int *)b;
}

static int log_msg(const char *fmt, ...)
{
    va_list ap, aq;
    int n;
    char *buf = NULL;
    va_start(ap, fmt);
    va_copy(aq, ap);
    n = vfprintf(stderr, fmt, ap);
    if (vasprintf(&buf, fmt, aq) >= 0)
        free(buf);
    va_end(aq);
    va_end(ap);
    return n;
}

static int use_stdio(const char *path)
{
    FILE *f = fopen(path, "r");
    char line[BUFSIZ];
    char *dyn = NULL;
    size_t cap = 0;
    ssize_t len;
    fpos_t pos;
    if (f == NULL) {
        perror(path);
        return EXIT_FAILURE;
    }
    if (fgets(line, sizeof line, f) != NULL)
        fputs(line, stdout);
    while ((len = getline(&dyn, &cap, f)) != -1)
        fwrite(dyn, 1, (size_t)len, stdout);
    free(dyn);
    fgetpos(f, &pos);
    fseek(f, 0L, SEEK_SET);
    printf("%ld %d %" PRId64 " %" PRIu32 "\n", ftell(f), fgetc(f), (int64_t)1, (uint32_t)2);
    snprintf(line, sizeof line, "%s-%d", path, EOF);
    setvbuf(stdout, NULL, _IOLBF, 0);
    rewind(f);
    fclose(f);
    return EXIT_SUCCESS;
}

static char *use_strings(const char *s)
{
    char *d = strdup(s);
    char *e = strndup(s, 3);
    char buf[64];
    char *save = NULL, *tok;
    memset(buf, 0, sizeof buf);
    memcpy(buf, s, strlen(s) < sizeof buf ? strlen(s) : sizeof buf - 1);
    memmove(buf + 1, buf, 3);
    strncpy(buf, "abc", sizeof buf);
    strcat(buf, "x");
    strncat(buf, "y", 1);
    for (tok = strtok_r(buf, " ", &save); tok; tok = strtok_r(NULL, " ", &save))
        if (strcmp(tok, "a") == 0 || strncasecmp(tok, "B", 1) == 0)
            break;
    if (strchr(d, 'a') || strrchr(d, 'b') || strstr(d, "cd") || memchr(d, 0, 1))
        bzero(buf, 2);
    free(e);
    if (isalpha((unsigned char)d[0]) && !isdigit((unsigned char)d[0]))
        d[0] = (char)toupper((unsigned char)d[0]);
    return d;
}

static void *use_stdlib(size_t n)
{
    int *a = malloc(n * sizeof *a);
    int *b = calloc(n, sizeof *b);
    void *c = aligned_alloc(16, 64);
    void *p = NULL;
    char *end;
    long v = strtol("42", &end, 10);
    unsigned long u = strtoul("7", NULL, 0);
    double d = strtod("1.5", NULL) + atof("2") + fabs(-1.0) + sqrt(4.0) + pow(2.0, 3.0);
    div_t q = div(7, 2);
    if (a == NULL || b == NULL)
        exit(EXIT_FAILURE);
    a = realloc(a, 2 * n * sizeof *a);
    qsort(a, n, sizeof *a, cmp_int);
    bsearch(&v, a, n, sizeof *a, cmp_int);
    if (posix_memalign(&p, 64, 128) == 0)
        free(p);
    srand((unsigned)time(NULL));
    v += rand() % RAND_MAX + abs(-3) + labs(-4L) + atoi("1") + atol("2") + q.quot;
    if (getenv("HOME") != NULL)
        setenv("X", "1", 1);
    if (v > INT_MAX || u > UINT32_MAX || d > DBL_MAX || (size_t)v > SIZE_MAX)
        abort();
    free(b);
    free(c);
    atexit(init_once);
    if (isnan(d) || isinf(d) || !isfinite(d))
        _Exit(2);
    return a;
}

static int use_posix(const char *dir)
{
    struct stat st;
    DIR *dp;
    struct dirent *de;
    char cwd[PATH_MAX];
    int fd = open(dir, O_RDONLY | O_CLOEXEC);
    int fds[2];
    pid_t pid;
    int status;
    struct passwd *pw = getpwuid(getuid());
    struct group *gr = getgrgid(getgid());
    struct timeval tv;
    struct tm tmv;
    time_t now = time(NULL);
    char tbuf[64];
    if (fd < 0 && errno != ENOENT)
        return -1;
    if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode) && st.st_size >= 0)
        close(fd);
    if (stat(dir, &st) != 0 || lstat(dir, &st) != 0)
        return -1;
    dp = opendir(dir);
    if (dp != NULL) {
        while ((de = readdir(dp)) != NULL)
            if (de->d_type == DT_REG)
                puts(de->d_name);
        closedir(dp);
    }
    if (getcwd(cwd, sizeof cwd) == NULL || chdir(cwd) != 0 || access(cwd, R_OK | X_OK) != 0)
        return -1;
    if (pipe(fds) == 0) {
        pid = fork();
        if (pid == 0) {
            char *argv[] = {"true", NULL};
            dup2(fds[1], STDOUT_FILENO);
            execvp(argv[0], argv);
            _exit(127);
        }
        waitpid(pid, &status, 0);
        if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
            write(fds[1], "x", 1);
        read(fds[0], tbuf, 1);
        close(fds[0]);
        close(fds[1]);
    }
    mkdir("tmpdir", S_IRWXU | S_IRGRP);
    unlink("tmpdir/x");
    rmdir("tmpdir");
    lseek(0, 0, SEEK_END);
    sleep(0);
    usleep(1);
    gettimeofday(&tv, NULL);
    localtime_r(&now, &tmv);
    strftime(tbuf, sizeof tbuf, "%Y", &tmv);
    if (isatty(STDIN_FILENO) && pw != NULL && gr != NULL)
        printf("%s %s %s %s\n", pw->pw_name, pw->pw_dir, gr->gr_name, basename(cwd));
    return getpid() + (int)getppid();
}

static int use_net(void)
{
    struct addrinfo hints, *res = NULL, *ai;
    struct sockaddr_in sin;
    struct sockaddr_in6 sin6;
    struct pollfd pfd;
    char host[NI_MAXHOST];
    int s;
    fd_set rfds;
    memset(&hints, 0, sizeof hints);
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = AI_PASSIVE;
    if (getaddrinfo("localhost", "80", &hints, &res) != 0)
        return -1;
    for (ai = res; ai != NULL; ai = ai->ai_next) {
        s = socket(ai->ai_family, ai->ai_socktype, ai->ai_protocol);
        if (s < 0)
            continue;
        setsockopt(s, SOL_SOCKET, SO_REUSEADDR, &s, sizeof s);
        if (connect(s, ai->ai_addr, ai->ai_addrlen) == 0) {
            send(s, "GET", 3, MSG_NOSIGNAL);
            shutdown(s, SHUT_RDWR);
        }
        close(s);
    }
    freeaddrinfo(res);
    sin.sin_family = AF_INET;
    sin.sin_port = htons(8080);
    sin.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    inet_pton(AF_INET6, "::1", &sin6.sin6_addr);
    inet_ntop(AF_INET, &sin.sin_addr, host, sizeof host);
    pfd.fd = 0;
    pfd.events = POLLIN;
    poll(&pfd, 1, 0);
    FD_ZERO(&rfds);
    FD_SET(0, &rfds);
    select(1, &rfds, NULL, NULL, NULL);
    return FD_ISSET(0, &rfds) ? (int)sin6.sin6_addr.s6_addr[0] : 0;
}

static int use_misc(int argc, char **argv)
{
    pthread_t th;
    void *ret;
    struct sigaction sa;
    sigset_t set;
    regex_t re;
    regmatch_t m[2];
    glob_t g;
    struct termios tio;
    struct rlimit rl;
    struct winsize ws;
    struct utsname un;
    wchar_t wbuf[16];
    mbstate_t mbs;
    int c;
    char *mem;
    sem_t sem;
    while ((c = getopt_long(argc, argv, "ho:", long_opts, NULL)) != -1)
        if (c == 'o' && optarg != NULL)
            printf("%s %d\n", optarg, optind);
    pthread_once(&once, init_once);
    pthread_mutex_lock(&lock);
    pthread_create(&th, NULL, worker, NULL);
    pthread_join(th, &ret);
    pthread_mutex_unlock(&lock);
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    sigaction(SIGINT, &sa, NULL);
    signal(SIGPIPE, SIG_IGN);
    sigfillset(&set);
    sigprocmask(SIG_BLOCK, &set, NULL);
    if (setjmp(env) != 0)
        return 1;
    if (regcomp(&re, "a+", REG_EXTENDED) == 0) {
        regexec(&re, "aaa", 2, m, 0);
        regfree(&re);
    }
    if (glob("*.c", GLOB_NOSORT, NULL, &g) == 0)
        globfree(&g);
    if (fnmatch("*.c", "x.c", FNM_PATHNAME) == FNM_NOMATCH)
        return 2;
    if (tcgetattr(0, &tio) == 0) {
        tio.c_lflag &= ~(ICANON | ECHO);
        tcsetattr(0, TCSANOW, &tio);
    }
    getrlimit(RLIMIT_NOFILE, &rl);
    ioctl(0, TIOCGWINSZ, &ws);
    uname(&un);
    memset(&mbs, 0, sizeof mbs);
    mbstowcs(wbuf, "abc", 16);
    wcslen(wbuf);
    if (iswalpha((wint_t)wbuf[0]))
        towupper((wint_t)wbuf[0]);
    mem = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mem != MAP_FAILED)
        munmap(mem, 4096);
    sem_init(&sem, 0, 1);
    sem_destroy(&sem);
    openlog("t", LOG_PID, LOG_USER);
    syslog(LOG_ERR, "%s", strerror(errno));
    closelog();
    setlocale(LC_ALL, "");
    assert(argc > 0);
    static_assert(sizeof(long) == 8, "LP64");
    return (int)offsetof(struct node, id) + MIN(1, 2) + (bool)true + CHAR_BIT;
}

int main(int argc, char **argv)
{
    char *s = use_strings(argc > 1 ? argv[1] : "hello");
    void *p = use_stdlib(4);
    int r = use_stdio(argc > 2 ? argv[2] : "/dev/null");
    r += use_posix(".");
    r += use_net();
    r += use_misc(argc, argv);
    log_msg("%d %s\n", r, s);
    free(s);
    free(p);
    if (r < 0)
        longjmp(env, 1);
    return r == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
