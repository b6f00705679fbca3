"""The rest of the bundled C library and POSIX, as models (see ``models.MODELS``).

``models.py`` holds the functions the analysis is about (allocators, deallocators, string
and memory functions); this module gives every other function declared in the bundled
headers (``sparrowpy/frontend/include``) an entry, so that leaving a function to the
unknown-function policy is a decision written here with its reason
(``tests/engine/test_models_complete.py`` fails when a bundled prototype has none).
Groups, each with its reason:

- ``SCALAR``: only scalar arguments and a scalar result: no memory effect the analysis
  tracks (math, ctype, ids, signals by number, scheduling, byte order...);
- ``READS``: their pointer arguments are read-only (``const``): nothing escapes, nothing
  is written (sockets' addresses, path names, comparisons, formatted output);
- ``WRITES``: they store numbers (not pointers the program owns) through out-parameters;
- ``STATIC_RESULT``: the result points to static or library-owned memory (or is NULL);
- ``UNKNOWN``: deliberately left to the unknown-function policy, each with its reason;
- then the allocators, deallocators and resource functions of POSIX, one by one.
"""

from __future__ import annotations

from .models import Model

SCALAR = (
    "listen", "shutdown", "sockatmark", "ntohl", "ntohs", "htonl", "htons", "inet_lnaof",
    "inet_makeaddr", "inet_netof", "bswap_16", "bswap_32", "bswap_64", "cacos", "cacosf", "cacosl",
    "casin", "casinf", "casinl", "catan", "catanf", "catanl", "ccos", "ccosf", "ccosl", "csin",
    "csinf", "csinl", "ctan", "ctanf", "ctanl", "cacosh", "cacoshf", "cacoshl", "casinh", "casinhf",
    "casinhl", "catanh", "catanhf", "catanhl", "ccosh", "ccoshf", "ccoshl", "csinh", "csinhf",
    "csinhl", "ctanh", "ctanhf", "ctanhl", "cexp", "cexpf", "cexpl", "clog", "clogf", "clogl",
    "csqrt", "csqrtf", "csqrtl", "conj", "conjf", "conjl", "cproj", "cprojf", "cprojl", "cabs",
    "cabsf", "cabsl", "carg", "cargf", "cargl", "cimag", "cimagf", "cimagl", "creal", "crealf",
    "creall", "cpow", "cpowf", "cpowl", "isblank", "toascii", "_tolower", "_toupper", "isalnum_l",
    "isalpha_l", "isblank_l", "iscntrl_l", "isdigit_l", "isgraph_l", "islower_l", "isprint_l",
    "ispunct_l", "isspace_l", "isupper_l", "isxdigit_l", "tolower_l", "toupper_l", "posix_fadvise",
    "posix_fallocate", "readahead", "fchmod", "setgrent", "endgrent", "iconv_close", "imaxabs",
    "imaxdiv", "duplocale", "freelocale", "uselocale", "malloc_trim", "mallopt", "malloc_stats",
    "__fpclassify", "__isinf", "__isnan", "__finite", "__signbit", "acos", "acosf", "acosl", "asin",
    "asinf", "asinl", "atanf", "atanl", "atan2f", "atan2l", "cosf", "cosl", "sinf", "sinl", "tanf",
    "tanl", "acosh", "acoshf", "acoshl", "asinh", "asinhf", "asinhl", "atanh", "atanhf", "atanhl",
    "cosh", "coshf", "coshl", "sinh", "sinhf", "sinhl", "tanh", "tanhf", "tanhl", "expf", "expl",
    "exp2", "exp2f", "exp2l", "expm1", "expm1f", "expm1l", "logf", "logl", "log10f", "log10l",
    "log1p", "log1pf", "log1pl", "log2", "log2f", "log2l", "logb", "logbf", "logbl", "cbrt",
    "cbrtf", "cbrtl", "sqrtf", "sqrtl", "powf", "powl", "hypot", "hypotf", "hypotl", "fmodf",
    "fmodl", "remainder", "remainderf", "remainderl", "copysign", "copysignf", "copysignl",
    "nextafter", "nextafterf", "nextafterl", "fdim", "fdimf", "fdiml", "fmax", "fmaxf", "fmaxl",
    "fmin", "fminf", "fminl", "ceilf", "ceill", "floorf", "floorl", "fabsf", "fabsl", "round",
    "roundf", "roundl", "trunc", "truncf", "truncl", "rint", "rintf", "rintl", "nearbyint",
    "nearbyintf", "nearbyintl", "erf", "erff", "erfl", "erfc", "erfcf", "erfcl", "lgamma",
    "lgammaf", "lgammal", "tgamma", "tgammaf", "tgammal", "gamma", "gammaf", "gammal", "j0", "j0f",
    "j0l", "j1", "j1f", "j1l", "y0", "y0f", "y0l", "y1", "y1f", "y1l", "significand",
    "significandf", "significandl", "ldexp", "ldexpf", "ldexpl", "scalbn", "scalbnf", "scalbnl",
    "scalbln", "scalblnf", "scalblnl", "ilogb", "ilogbf", "ilogbl", "fma", "fmaf", "fmal",
    "nexttoward", "nexttowardf", "nexttowardl", "lround", "lroundf", "lroundl", "llround",
    "llroundf", "llroundl", "lrint", "lrintf", "lrintl", "llrint", "llrintf", "llrintl", "jn", "yn",
    "exp10", "pow10", "finite", "isinff", "isnanf", "drem", "scalb", "ffs", "ffsl", "ffsll",
    "sethostent", "endhostent", "setservent", "endservent", "setprotoent", "endprotoent",
    "sched_yield", "sched_get_priority_max", "sched_get_priority_min", "sched_getscheduler",
    "sched_getcpu", "tzset", "dysize", "timer_delete", "timer_getoverrun", "pthread_detach",
    "pthread_self", "pthread_equal", "pthread_yield", "pthread_setschedprio",
    "pthread_getconcurrency", "pthread_setconcurrency", "pthread_cancel", "pthread_testcancel",
    "pthread_key_delete", "pthread_kill", "__sparrow_pthread_cleanup_pop", "setpwent", "endpwent",
    "hcreate", "hdestroy", "__libc_current_sigrtmin", "__libc_current_sigrtmax", "sysv_signal",
    "bsd_signal", "killpg", "sigqueue", "siginterrupt", "sighold", "sigrelse", "sigignore",
    "sigpause", "pthread_kill", "fcloseall", "getchar_unlocked", "putchar_unlocked", "_flushlbf",
    "__ctype_get_mb_cur_max", "random", "srandom", "drand48", "lrand48", "mrand48", "srand48",
    "arc4random", "arc4random_uniform", "clearenv", "div", "ldiv", "lldiv", "grantpt", "unlockpt",
    "flock", "mlockall", "munlockall", "getpriority", "setpriority", "gnu_dev_major",
    "gnu_dev_minor", "gnu_dev_makedev", "closelog", "setlogmask", "tcsendbreak", "tcdrain",
    "tcflush", "tcflow", "tcgetsid", "thrd_equal", "thrd_current", "thrd_detach", "thrd_yield",
    "tss_delete", "lseek64", "alarm", "ualarm", "pause", "fchown", "fchdir", "nice", "fpathconf",
    "sysconf", "getpgrp", "getpgid", "setpgid", "setpgrp", "setsid", "getsid", "getegid",
    "group_member", "setuid", "setreuid", "seteuid", "setgid", "setregid", "setegid", "setresuid",
    "setresgid", "vfork", "ttyslot", "tcgetpgrp", "tcsetpgrp", "gethostid", "vhangup", "daemon",
    "fdatasync", "sync", "syncfs", "getpagesize", "getdtablesize", "lockf", "setutent", "endutent",
    "login_tty", "btowc", "wctob", "wcwidth", "getwchar", "putwchar", "iswalnum", "iswalpha",
    "iswblank", "iswcntrl", "iswdigit", "iswgraph", "iswlower", "iswprint", "iswpunct", "iswspace",
    "iswupper", "iswxdigit", "iswctype", "towlower", "towupper", "towctrans", "iswalnum_l",
    "iswalpha_l", "iswdigit_l", "iswspace_l", "iswupper_l", "iswlower_l", "towlower_l", "towupper_l"
)

READS = (
    "a64l", "acct", "bcmp", "bind", "cfgetispeed", "cfgetospeed", "chroot", "clock_settime",
    "connect", "eaccess", "euidaccess", "execle", "execvpe", "faccessat",
    "fchmodat", "fchownat", "fexecve", "futimens", "futimes", "futimesat", "getopt", "herror",
    "iconv_open", "inet_addr", "inet_network", "initgroups", "lchmod", "lchown", "linkat", "login",
    "logout", "logwtmp", "lutimes", "mblen", "mbsinit", "mkdirat", "mkfifo", "mkfifoat", "mknod",
    "mknodat", "mlock", "munlock", "nan", "nanf", "nanl", "newlocale", "openlog", "pathconf",
    "preadv", "psiginfo", "psignal", "pthread_setname_np", "pthread_setschedparam", "pwrite",
    "pwritev", "readv", "renameat", "rpmatch", "sched_setaffinity", "sched_setparam",
    "sched_setscheduler", "sem_unlink", "sendmsg", "setdomainname", "setgroups", "sethostname",
    "setlogin", "setrlimit", "setsockopt", "settimeofday", "shm_unlink", "sigismember",
    "sigsuspend", "stime", "strcasecmp_l", "strcoll_l", "strncasecmp_l", "strverscmp", "symlinkat",
    "syslog", "tcsetattr", "unlinkat", "updwtmp", "utimensat", "utimes", "utmpname", "warn",
    "warnx", "wcscasecmp", "wcscoll", "wcscspn", "wcsncasecmp", "wcsnlen", "wcsspn", "wcswidth",
    "wctrans", "wctype", "wmemcmp", "wprintf", "writev"
)

#: name -> indices of the out-parameters written with numbers
WRITES = {
    # sockets, addresses, names
    "socketpair": (3,), "getsockname": (1, 2), "getpeername": (1, 2), "recvmsg": (1,),
    "getsockopt": (3, 4), "bindresvport": (1,), "inet_pton": (2,), "inet_aton": (1,),
    "getnameinfo": (2, 4), "gethostbyname_r": (1, 2, 4, 5), "getgrnam_r": (1, 2, 4),
    "getgrgid_r": (1, 2, 4), "getpwnam_r": (1, 2, 4), "getpwuid_r": (1, 2, 4), "getgrouplist": (2, 3),
    "getdirentries": (1, 3), "readdir_r": (1, 2), "fstatat": (2,), "select": (1, 2, 3, 4),
    "pselect": (1, 2, 3), "poll": (0,), "ppoll": (0,), "getopt_long": (4,), "getopt_long_only": (4,),
    "iconv": (1, 2, 3, 4),
    # numbers out of math and conversions
    "frexp": (1,), "frexpf": (1,), "frexpl": (1,), "modf": (1,), "modff": (1,), "modfl": (1,),
    "remquo": (2,), "remquof": (2,), "remquol": (2,), "lgamma_r": (1,), "lgammaf_r": (1,),
    "sincos": (1, 2), "sincosf": (1, 2), "strtoq": (1,), "strtouq": (1,), "wcstoimax": (1,),
    "wcstoumax": (1,), "wcstol": (1,), "wcstoul": (1,), "wcstoll": (1,), "wcstoull": (1,),
    "wcstod": (1,), "wcstof": (1,), "wcstold": (1,), "strxfrm": (0,), "strxfrm_l": (0,),
    "wcsxfrm": (0,), "strerror_r": (1,), "mbtowc": (0,), "wctomb": (0,), "mbstowcs": (0,),
    "wcstombs": (0,), "mbrlen": (2,), "mbrtowc": (0, 3), "wcrtomb": (0, 2), "mbsrtowcs": (0, 1, 3),
    "wcsrtombs": (0, 1, 3), "mbsnrtowcs": (0, 1, 4), "wcsnrtombs": (0, 1, 4), "mbrtoc16": (0, 3),
    "c16rtomb": (0, 2), "mbrtoc32": (0, 3), "c32rtomb": (0, 2), "vswprintf": (0,), "getsubopt": (0, 2),
    "getloadavg": (0,), "rand_r": (0,), "erand48": (0,), "nrand48": (0,), "jrand48": (0,),
    "arc4random_buf": (0,), "getentropy": (0,), "swab": (1,), "setjmp": (0,), "_setjmp": (0,),
    "sigsetjmp": (0,),
    # time
    "timegm": (0,), "timelocal": (0,), "strftime": (0,), "strftime_l": (0,), "wcsftime": (0,),
    "nanosleep": (1,), "clock_getres": (1,), "clock_gettime": (1,), "clock_nanosleep": (3,),
    "clock_getcpuclockid": (1,), "timer_create": (2,), "timer_settime": (3,), "timer_gettime": (1,),
    "timespec_get": (0,), "thrd_sleep": (1,), "adjtime": (1,), "getitimer": (1,), "setitimer": (2,),
    "times": (0,),
    # threads and synchronisation objects (opaque: initialised, locked, destroyed in place)
    **{n: (0,) for n in (
        "pthread_attr_init", "pthread_attr_destroy", "pthread_attr_setdetachstate",
        "pthread_attr_setstacksize", "pthread_attr_setguardsize", "pthread_attr_setscope",
        "pthread_attr_setschedparam", "pthread_attr_setschedpolicy", "pthread_attr_setinheritsched",
        "pthread_mutex_init", "pthread_mutex_destroy", "pthread_mutex_trylock", "pthread_mutex_timedlock",
        "pthread_mutex_consistent", "pthread_mutexattr_init", "pthread_mutexattr_destroy",
        "pthread_mutexattr_settype", "pthread_mutexattr_setpshared", "pthread_mutexattr_setrobust",
        "pthread_mutexattr_setprotocol", "pthread_rwlock_init", "pthread_rwlock_destroy",
        "pthread_rwlock_rdlock", "pthread_rwlock_tryrdlock", "pthread_rwlock_timedrdlock",
        "pthread_rwlock_wrlock", "pthread_rwlock_trywrlock", "pthread_rwlock_timedwrlock",
        "pthread_rwlock_unlock", "pthread_rwlockattr_init", "pthread_rwlockattr_destroy",
        "pthread_rwlockattr_setpshared", "pthread_cond_init", "pthread_cond_destroy",
        "pthread_cond_signal", "pthread_cond_broadcast", "pthread_condattr_init",
        "pthread_condattr_destroy", "pthread_condattr_setpshared", "pthread_condattr_setclock",
        "pthread_spin_init", "pthread_spin_destroy", "pthread_spin_lock", "pthread_spin_trylock",
        "pthread_spin_unlock", "pthread_barrier_init", "pthread_barrier_destroy", "pthread_barrier_wait",
        "pthread_barrierattr_init", "pthread_barrierattr_destroy", "pthread_barrierattr_setpshared",
        "pthread_once", "pthread_key_create", "sem_init", "sem_destroy", "sem_wait", "sem_timedwait",
        "sem_trywait", "sem_post", "sigemptyset", "sigfillset", "sigaddset", "sigdelset", "sigpending",
        "posix_spawn", "posix_spawnp", "posix_spawnattr_init", "posix_spawnattr_destroy",
        "posix_spawnattr_setflags", "posix_spawnattr_setpgroup", "posix_spawnattr_setsigdefault",
        "posix_spawnattr_setsigmask", "posix_spawn_file_actions_init", "posix_spawn_file_actions_destroy",
        "posix_spawn_file_actions_addopen", "posix_spawn_file_actions_addclose",
        "posix_spawn_file_actions_adddup2", "mtx_init", "mtx_lock", "mtx_timedlock", "mtx_trylock",
        "mtx_unlock", "mtx_destroy", "call_once", "cnd_init", "cnd_signal", "cnd_broadcast", "cnd_destroy",
        "tss_create", "cfsetospeed", "cfsetispeed", "cfsetspeed", "cfmakeraw", "uname", "pipe2")},
    **{n: (1,) for n in (
        "pthread_attr_getdetachstate", "pthread_attr_getstacksize", "pthread_attr_getguardsize",
        "pthread_attr_getscope", "pthread_attr_getschedparam", "pthread_attr_getschedpolicy",
        "pthread_attr_getinheritsched", "pthread_getattr_np", "pthread_setcancelstate",
        "pthread_setcanceltype", "pthread_mutexattr_gettype", "pthread_mutexattr_getpshared",
        "pthread_mutexattr_getrobust", "pthread_mutexattr_getprotocol", "pthread_rwlockattr_getpshared",
        "pthread_condattr_getpshared", "pthread_condattr_getclock", "pthread_barrierattr_getpshared",
        "pthread_getcpuclockid", "pthread_getname_np", "posix_spawnattr_getflags",
        "posix_spawnattr_getpgroup", "posix_spawnattr_getsigdefault", "posix_spawnattr_getsigmask",
        "sem_getvalue", "sigwait", "sigwaitinfo", "sigtimedwait", "sigaltstack", "sched_getparam",
        "sched_rr_get_interval", "getrlimit", "getrusage", "statvfs", "fstatvfs", "tcgetattr",
        "thrd_join", "ttyname_r", "ptsname_r", "confstr", "getgroups", "fgetpos")},
    "pthread_attr_getstack": (1, 2), "pthread_getschedparam": (1, 2), "pthread_cond_wait": (0, 1),
    "pthread_cond_timedwait": (0, 1), "cnd_wait": (0, 1), "cnd_timedwait": (0, 1),
    "pthread_sigmask": (2,), "sigprocmask": (2,), "sigaction": (2,), "sched_getaffinity": (2,),
    "prlimit": (3,), "waitid": (2,), "wait3": (0, 2), "wait4": (1, 3), "getresuid": (0, 1, 2),
    "getresgid": (0, 1, 2), "readlinkat": (2,), "getlogin_r": (0,), "gethostname": (0,),
    "getdomainname": (0,), "copy_file_range": (1, 3), "regexec": (3,), "regerror": (2,),
    "fread_unlocked": (0,),
}

#: the result points to static or library-owned memory, or is NULL
STATIC_RESULT = (
    "getgrent", "fgetgrent", "getpwent", "fgetpwent", "gethostbyname2", "gethostbyaddr", "gethostent",
    "hstrerror", "getservbyname", "getservbyport", "getservent", "getprotobyname", "getprotobynumber",
    "getprotoent", "getnetbyname", "getnetbyaddr", "gai_strerror", "nl_langinfo_l", "gettext", "dgettext",
    "dcgettext", "ngettext", "dngettext", "dcngettext", "textdomain", "bindtextdomain",
    "bind_textdomain_codeset", "strerror_l", "strsignal", "getdate", "pthread_getspecific", "sem_open",
    "l64a", "ptsname", "getpass", "sbrk", "crypt", "getutent", "getutid", "getutline", "pututline",
    "tss_get", "__cmsg_nxthdr", "tfind", "tdelete",
)

#: deliberately left to the unknown-function policy (arguments escape, pointees havocked)
UNKNOWN = {
    "__sparrow_asm": "an asm statement: its outputs are overwritten and its inputs may be kept anywhere",
    "fcntl": "variadic: the third argument may be a pointer of any use",
    "ioctl": "variadic: the third argument may be a pointer the kernel writes",
    "syscall": "variadic: any system call",
    "ftw": "calls back into the program",
    "nftw": "calls back into the program",
    "pthread_join": "the joined thread's result is memory the analysis did not see",
    "pthread_tryjoin_np": "the joined thread's result is memory the analysis did not see",
    "hsearch": "the table keeps the entry's key and data",
    "tsearch": "the tree keeps the key and allocates its nodes inside libc",
    "tdestroy": "calls the program's function on every key",
    "insque": "links the element into the program's queue",
    "remque": "unlinks the element from the program's queue",
    "__sparrow_atomic_exchange": "an atomic read-modify-write of *obj: stored and returned values unknown",
    "__sparrow_atomic_compare_exchange": "an atomic read-modify-write of *obj: stored and returned values unknown",
    "__sparrow_atomic_fetch": "an atomic read-modify-write of *obj: stored and returned values unknown",
    "__sparrow_atomic_flag_test_and_set": "an atomic read-modify-write of *obj",
    "vfscanf": "writes through the pointers of its va_list, which the analysis does not see",
    "vscanf": "writes through the pointers of its va_list, which the analysis does not see",
    "vsscanf": "writes through the pointers of its va_list, which the analysis does not see",
    "vfwscanf": "writes through the pointers of its va_list, which the analysis does not see",
    "vwscanf": "writes through the pointers of its va_list, which the analysis does not see",
    "vswscanf": "writes through the pointers of its va_list, which the analysis does not see",
    "epoll_wait": "returns the data pointers registered with epoll_ctl",
    "epoll_pwait": "returns the data pointers registered with epoll_ctl",
    "mremap": "moves a mapping: the old address may stay valid or not",
    "__sparrow_pthread_cleanup_push": "the handler runs later with the argument",
}


def library_models() -> list:
    out = [Model(n, reason="scalar arguments and result: no memory effect") for n in SCALAR]
    out += [Model(n, reason="reads its const pointer arguments only") for n in READS]
    out += [Model(n, writes=w, reason="writes numbers through its out-parameters") for n, w in WRITES.items()]
    out += [Model(n, returns_unknown_pointer=True, reason="result in static or library memory, or NULL")
            for n in STATIC_RESULT]
    out += [Model(n, unknown=True, reason=r) for n, r in UNKNOWN.items()]
    out += [
        Model("thrd_exit", noreturn=True),
        # glibc's (and gnulib's) error(status, errnum, fmt, ...) calls exit(status) when
        # status is not 0: GNU programs' fatal error; it returns only where status is 0
        Model("error", exits_unless_zero=0, reason="exit(status) unless status is 0"),
        Model("error_at_line", exits_unless_zero=0, reason="exit(status) unless status is 0"),
        Model("__sparrow_asm_goto", reason="which label an asm goto jumps to (0: none): unknown"),
        # retention: the library keeps the pointer (it escapes)
        Model("pthread_setspecific", escapes=(1,), reason="the key keeps the value"),
        Model("tss_set", escapes=(1,), reason="the key keeps the value"),
        Model("pthread_create", escapes=(3,), writes=(0,), reason="the new thread receives the argument"),
        Model("thrd_create", escapes=(2,), writes=(0,), reason="the new thread receives the argument"),
        Model("on_exit", escapes=(1,), reason="the handler receives the argument at exit"),
        Model("setbuffer", escapes=(1,), reason="the stream keeps the buffer"),
        Model("initstate", escapes=(1,), returns_unknown_pointer=True, reason="the generator keeps the state"),
        Model("setstate", escapes=(0,), returns_unknown_pointer=True, reason="the generator keeps the state"),
        Model("epoll_ctl", escapes=(3,), reason="the kernel keeps the event's data pointer"),
        Model("seed48", writes=(0,), returns_unknown_pointer=True),
        Model("tmpnam", writes=(0,), returns_unknown_pointer=True, reason="its argument or a static buffer"),
        Model("ctermid", writes=(0,), returns_unknown_pointer=True, reason="its argument or a static buffer"),
        Model("cuserid", writes=(0,), returns_unknown_pointer=True, reason="its argument or a static buffer"),
        Model("ecvt", writes=(2, 3), returns_unknown_pointer=True),
        Model("fcvt", writes=(2, 3), returns_unknown_pointer=True),
        # results pointing into an argument
        Model("inet_ntop", returns_arg=2, result_may_be_null=True, writes=(2,)),
        Model("memccpy", returns_arg=0, result_may_be_null=True, copies=(0, 1)),
        Model("rawmemchr", returns_arg=0),
        Model("memmem", returns_arg=0, result_may_be_null=True),
        Model("strfry", returns_arg=0, writes=(0,)),
        Model("memfrob", returns_arg=0, writes=(0,)),
        Model("bcopy", copies=(1, 0)),
        Model("strptime", returns_arg=0, result_may_be_null=True, writes=(2,)),
        Model("asctime_r", returns_arg=1, result_may_be_null=True, writes=(1,)),
        Model("ctime_r", returns_arg=1, result_may_be_null=True, writes=(1,)),
        Model("tmpnam_r", returns_arg=0, result_may_be_null=True, writes=(0,)),
        Model("lfind", returns_arg=1, result_may_be_null=True),
        Model("lsearch", returns_arg=1, copies=(1, 0), writes=(2,)),
        Model("mktemp", returns_arg=0, writes=(0,)),
        Model("mkdtemp", returns_arg=0, result_may_be_null=True, writes=(0,)),
        Model("gcvt", returns_arg=2, writes=(2,)),
        Model("getwd", returns_arg=0, result_may_be_null=True, writes=(0,)),
        Model("wcpcpy", returns_arg=0, writes=(0,)),
        Model("wcpncpy", returns_arg=0, writes=(0,)),
        Model("wcstok", returns_arg=0, result_may_be_null=True, writes=(0, 2)),
        Model("wcspbrk", returns_arg=0, result_may_be_null=True),
        Model("wmemchr", returns_arg=0, result_may_be_null=True),
        Model("fgets_unlocked", returns_arg=0, result_may_be_null=True, writes=(0,)),
        # GCC builtins without a library counterpart (the others fall back to it: lookup)
        *[Model(f"__builtin_{sign}{op}{suffix}_overflow", writes=(2,), reason="*res = a op b; the result says "
                                                                               "whether it overflowed")
          for op in ("add", "sub", "mul") for sign, suffixes in (("", ("",)), ("s", ("", "l", "ll")),
                                                                ("u", ("", "l", "ll")))
          for suffix in suffixes],
        *[Model(f"__builtin_{n}", reason="scalar arguments and result: no memory effect") for n in (
            "clz", "clzl", "clzll", "ctz", "ctzl", "ctzll", "popcount", "popcountl", "popcountll", "parity",
            "parityl", "parityll", "ffs", "ffsl", "ffsll", "bswap16", "bswap32", "bswap64", "object_size",
            "prefetch", "huge_val", "inf", "nan", "isnan", "isinf", "signbit", "clrsb", "clrsbl", "clrsbll",
            "dynamic_object_size", "return_address_p")],
        *[Model(f"__builtin_{n}", returns_unknown_pointer=True) for n in (
            "frame_address", "return_address", "extract_return_addr")],
        # wide-character formatted I/O: the format and the varargs are read
        Model("wscanf"), Model("swscanf"), Model("fwscanf"),
        # POSIX allocators: a fresh block stored through an out-parameter
        Model("asprintf", allocates_into=0, status="minus_one", reason="*strp receives a fresh block (undefined on failure)"),
        Model("vasprintf", allocates_into=0, status="minus_one", reason="*strp receives a fresh block (undefined on failure)"),
        Model("posix_memalign", allocates_into=0, status="nonzero"),
        Model("getaddrinfo", allocates_into=3, status="nonzero", reason="*res receives a list freed by freeaddrinfo"),
        Model("freeaddrinfo", frees=0),
        Model("scandir", allocates_into=1, status="minus_one", reason="*namelist receives a fresh array (its entries are "
                                                  "allocated too; they are unknown memory here)"),
        Model("glob", allocates_into=3, status="nonzero", reason="the glob_t holds the paths until globfree"),
        Model("globfree", frees_into=0),
        Model("regcomp", allocates_into=0, status="nonzero", reason="the regex_t holds compiled state until regfree"),
        Model("regfree", frees_into=0),
        Model("getline", reallocates_into=0, writes=(1,), reason="*lineptr is grown with realloc"),
        Model("getdelim", reallocates_into=0, writes=(1,), reason="*lineptr is grown with realloc"),
        Model("canonicalize_file_name", allocates=True),
        Model("get_current_dir_name", allocates=True),
        Model("realpath", allocates_if_null=1, writes=(1,),
              reason="realpath(p, NULL) allocates; realpath(p, buf) fills buf"),
    ]
    return out
