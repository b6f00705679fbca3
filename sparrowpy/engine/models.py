"""Library models: a declarative table from function name to its memory effect.

A function not in this table and not defined in the program follows the documented
unknown-function policy (``docs/assumptions.md``, implemented in
``Semantics.call_unknown``):

1. every block reachable from a non-``const`` pointer argument escapes: it is stored into
   the ``unknown-memory`` cell, which is a root of reachability, so it is neither freed
   nor reported as leaked afterwards (the address of the caller's own scalar variable,
   ``&len``, does not: only what the variable points to, ``options.out_params_stay_local``);
2. every cell reachable from those arguments may be overwritten, at any depth: numbers
   become ⊤ and pointers may now point to unknown memory (a weak update,
   ``Semantics.havoc_reachable``; a summary carries it to callers, ``havocked_inputs``);
3. a pointer result points to unknown memory or is NULL (never a tracked allocation); an
   integer result is ⊤;
4. globals are assumed unchanged (unsound, as in the paper: no global side effects are
   invented for code the analysis cannot see), but ``errno``, which any function outside
   the program may set (``Semantics.library_errno``, ``ERRNO_KEPT``).

``const`` pointer arguments are read-only by contract and do not escape.
"""

from __future__ import annotations

from typing import Optional

import attrs


@attrs.frozen
class Model:
    """What a library function does to memory."""

    name: str
    allocates: bool = False
    """Returns a fresh heap block (or NULL when allocation may fail)."""
    zeroed: bool = False
    """The fresh block is zero-filled (calloc)."""
    stack: bool = False
    """The block lives on the caller's stack (alloca): never freed, never leaked."""
    reallocates: Optional[int] = None
    """Index of the pointer argument whose block is reallocated."""
    frees: Optional[int] = None
    """Index of the argument whose block is freed."""
    null_ok: bool = False
    """With ``frees``: freeing NULL does nothing (``free``), so ``if (p) free(p)`` is
    ``free(p)`` (see ``normalize``)."""
    noreturn: bool = False
    """The call does not return (exit, abort): no leak is reported on such paths."""
    exits_unless_zero: Optional[int] = None
    """The call does not return where this argument is not 0, and returns where it is
    (``error(status, ..)``: ``exit(status)`` for a non-zero status); after the call the
    argument's expression is 0."""
    returns_arg: Optional[int] = None
    """The result points into this argument's block (memcpy, strchr, ...)."""
    result_may_be_null: bool = False
    """With ``returns_arg``: the result may also be NULL (strchr)."""
    returns_unknown_pointer: bool = False
    """The result points to memory outside the analysis, or is NULL (getenv, fopen)."""
    result_range: Optional[tuple] = None
    """(lo, hi): the bounds of an integer result (``strlen``: a length within one object,
    below ``OBJECT_SIZE_MAX``); None: any value of the result's type."""
    copies: Optional[tuple] = None
    """(dst, src): the contents of src's block flow into dst's block (memcpy)."""
    writes: tuple = ()
    """Argument indices whose pointed-to cells get unknown numbers (read, memset, fgets)."""
    fills: Optional[tuple] = None
    """(dst, byte, size) for ``memset(dst, byte, size)``, (dst, None, size) for ``bzero``:
    when the bytes are zero and the size is that of dst's pointed-to type, every cell of
    the object becomes 0 / NULL (otherwise ``writes`` applies)."""
    escapes: tuple = ()
    """Argument indices whose blocks the function takes ownership of (they escape: neither
    freed nor leaked afterwards)."""
    nonnull_args: bool = False
    """The function dereferences its pointer arguments (passing NULL is undefined), so after
    the call they are known not to be NULL (``strchr(copy, c)`` proves ``copy`` non-NULL)."""
    nonnull: tuple = ()
    """Like ``nonnull_args`` for these argument indices only (GNU ``nonnull(1, 2)``)."""
    never_null: bool = False
    """With ``allocates``: the result is never NULL (GNU ``returns_nonnull``, ``xmalloc``)."""
    unknown: bool = False
    """The function follows the unknown-function policy on purpose; ``reason`` says why."""
    reason: str = ""
    """Why an entry is what it is (mandatory with ``unknown``)."""
    resource: Optional[str] = None
    """With ``allocates``: the block is a resource handle of this kind (``FILE``, ``DIR``,
    ``fd``, ``map``...), checked by ``resource_leak`` instead of ``leak``.  Its acquisition
    may always fail (NULL, or -1 for ``fd`` and ``map``, represented by NULL)."""
    fd_result: bool = False
    """With ``allocates``: the result is an integer (a file descriptor): its number is
    unknown, its address the handle."""
    std_fd: Optional[int] = None
    """The argument index of a descriptor number that the function closes (``close``,
    ``-1``: none) or makes a copy of another descriptor (``dup2``, ``dup3``: the target),
    which for a constant 0, 1 or 2 changes what a later acquisition returns
    (``Semantics._std_fd_slot``)."""
    std_fd_reopens: bool = False
    """With ``std_fd``: the call makes that descriptor open again (``dup2``), not closed."""
    allocates_into: Optional[int] = None
    """A fresh block is stored through this pointer argument (``asprintf(&s, ...)``,
    ``getaddrinfo(..., &res)``, ``glob(..., &g)``: the struct holds it)."""
    reallocates_into: Optional[int] = None
    """The block stored through this pointer argument is reallocated in place (``getline``)."""
    status: Optional[str] = None
    """With ``allocates_into``: the result tells success from failure (``"minus_one"``: a
    negative result is failure; ``"nonzero"``: a non-zero result is); on a failure branch
    the block was not allocated."""
    frees_into: Optional[int] = None
    """The block stored through this pointer argument is freed (``globfree(&g)``)."""
    allocates_if_null: Optional[int] = None
    """When this argument is NULL the result is a fresh block, else the result is the
    argument (``realpath(p, NULL)``, ``getcwd(NULL, n)``)."""


def _table(*models: Model) -> dict:
    out = {}
    for m in models:
        if (m.returns_arg is not None or m.copies is not None or m.writes) and not m.nonnull_args:
            m = attrs.evolve(m, nonnull_args=True)
        out[m.name] = m
    return out


def _alloc(*names, zeroed=False):
    return [Model(n, allocates=True, zeroed=zeroed) for n in names]


OBJECT_SIZE_MAX = 2 ** 63 - 1
"""The largest object (PTRDIFF_MAX of the LP64 target): GCC does not support larger
objects and glibc's allocators refuse them, so that pointer differences within one object
fit ``ptrdiff_t`` (docs/assumptions.md, "An object is smaller than PTRDIFF_MAX bytes")."""

LENGTHS = frozenset(("strlen", "strnlen", "wcslen", "strspn", "strcspn"))
"""Functions whose result counts characters of one object: at most ``OBJECT_SIZE_MAX - 1``
(the terminator, or the character that stops the span, is in the object too)."""


def _pure(*names):
    return [Model(n, nonnull_args=n in _DEREFERENCING,
                  result_range=(0, OBJECT_SIZE_MAX - 1) if n in LENGTHS else None) for n in names]


_DEREFERENCING = frozenset((
    "strlen", "strnlen", "wcslen", "strcmp", "strncmp", "strcasecmp", "strncasecmp", "strcoll", "memcmp",
    "wcscmp", "wcsncmp", "strspn", "strcspn", "puts", "fputs", "atoi", "atol", "atoll", "atof", "fwrite",
    "fclose", "fprintf", "vfprintf", "fputc", "fgetc", "getc", "ungetc", "feof", "ferror", "fileno",
    "fseek", "ftell", "rewind", "qsort", "bsearch"))


MODELS: dict[str, Model] = _table(
    *_alloc("malloc", "valloc", "pvalloc", "aligned_alloc", "memalign", "strdup", "strndup", "wcsdup",
            "__strdup", "__strndup", "tempnam", "realpath_alloc"),
    *_alloc("calloc", zeroed=True),
    Model("alloca", allocates=True, stack=True),
    Model("__builtin_alloca", allocates=True, stack=True),
    Model("realloc", reallocates=0),
    Model("reallocarray", reallocates=0),
    Model("reallocf", reallocates=0),
    Model("free", frees=0, null_ok=True),
    Model("cfree", frees=0),
    *[Model(n, noreturn=True) for n in (
        "exit", "_exit", "_Exit", "quick_exit", "abort", "__sparrow_assert_fail", "__assert_fail",
        "__assert", "__assert_rtn", "longjmp", "siglongjmp", "_longjmp", "err", "errx", "verr", "verrx",
        "pthread_exit", "__builtin_unreachable", "__builtin_trap", "__stack_chk_fail")],
    Model("memcpy", returns_arg=0, copies=(0, 1)),
    Model("memmove", returns_arg=0, copies=(0, 1)),
    Model("mempcpy", returns_arg=0, copies=(0, 1)),
    Model("wmemcpy", returns_arg=0, copies=(0, 1)),
    Model("wmemmove", returns_arg=0, copies=(0, 1)),
    Model("memset", returns_arg=0, writes=(0,), fills=(0, 1, 2)),
    Model("wmemset", returns_arg=0, writes=(0,)),
    Model("bzero", writes=(0,), fills=(0, None, 1)),
    Model("explicit_bzero", writes=(0,), fills=(0, None, 1)),
    *[Model(n, returns_arg=0, writes=(0,)) for n in (
        "strcpy", "strncpy", "strcat", "strncat", "stpcpy", "stpncpy", "wcscpy", "wcsncpy", "wcscat",
        "wcsncat")],
    *[Model(n, returns_arg=0, result_may_be_null=True) for n in (
        "strchr", "strrchr", "strstr", "strpbrk", "memchr", "memrchr", "strcasestr", "wcschr", "wcsrchr",
        "wcsstr", "strchrnul", "index", "rindex")],
    Model("strtok", returns_arg=0, result_may_be_null=True, writes=(0,)),
    Model("strtok_r", returns_arg=0, result_may_be_null=True, writes=(0, 2)),
    Model("strsep", returns_unknown_pointer=True, writes=(0,)),
    Model("fgets", returns_arg=0, result_may_be_null=True, writes=(0,)),
    Model("gets", returns_arg=0, result_may_be_null=True, writes=(0,)),
    Model("fgetws", returns_arg=0, result_may_be_null=True, writes=(0,)),
    Model("basename", returns_arg=0),
    Model("dirname", returns_arg=0),
    *[Model(n, returns_unknown_pointer=True) for n in (
        "getenv", "secure_getenv", "fopen", "fdopen", "freopen", "tmpfile", "popen", "opendir", "fdopendir",
        "readdir", "strerror", "setlocale", "localtime", "gmtime", "ctime", "asctime", "getpwnam", "getpwuid",
        "getgrnam", "getgrgid", "ttyname", "getlogin", "inet_ntoa", "gethostbyname", "dlopen", "dlsym",
        "dlerror", "__errno_location", "localeconv", "nl_langinfo", "signal")],
    *[Model(n, writes=(0,)) for n in ("sprintf", "vsprintf", "snprintf", "vsnprintf", "swprintf", "gettimeofday",
                                      "time", "pipe")],
    *[Model(n, writes=(1,)) for n in ("stat", "lstat", "fstat")],
    Model("read", writes=(1,)),
    Model("pread", writes=(1,)),
    Model("fread", writes=(0,)),
    Model("recv", writes=(1,)),
    Model("recvfrom", writes=(1,)),
    Model("getcwd", allocates_if_null=0, writes=(0,), reason="getcwd(NULL, n) allocates (glibc)"),
    Model("localtime_r", returns_arg=1, writes=(1,)),
    Model("gmtime_r", returns_arg=1, writes=(1,)),
    Model("strtol", writes=(1,)),
    Model("strtoul", writes=(1,)),
    Model("strtoll", writes=(1,)),
    Model("strtoull", writes=(1,)),
    Model("strtod", writes=(1,)),
    Model("strtof", writes=(1,)),
    Model("strtold", writes=(1,)),
    Model("strtoimax", writes=(1,)),
    Model("strtoumax", writes=(1,)),
    Model("sscanf"),  # its pointer arguments after the format are handled as writes below
    Model("scanf"),
    Model("fscanf"),
    # Functions that only read their pointer arguments (their prototypes may lack const)
    *_pure("strlen", "strnlen", "wcslen", "strcmp", "strncmp", "strcasecmp", "strncasecmp", "strcoll",
           "memcmp", "wcscmp", "wcsncmp", "strspn", "strcspn", "printf", "fprintf", "vprintf", "vfprintf",
           "dprintf", "puts", "fputs", "putchar", "fputc", "putc", "fputws", "fwrite", "write", "send", "sendto",
           "fflush", "fclose", "pclose", "closedir", "fseek", "ftell", "rewind", "feof", "ferror", "clearerr",
           "fileno", "fgetc", "getc", "getchar", "ungetc", "perror", "atoi", "atol", "atoll", "atof", "abs",
           "labs", "llabs", "isalpha", "isdigit", "isalnum", "isspace", "isupper", "islower", "isprint",
           "ispunct", "isxdigit", "iscntrl", "isgraph", "isascii", "toupper", "tolower", "rand", "srand",
           "sleep", "usleep", "close", "open", "creat", "unlink", "remove", "rename", "mkdir", "rmdir", "chdir",
           "access", "isatty", "getpid", "getppid", "getuid", "geteuid", "getgid", "fork", "kill", "raise",
           "system", "execv", "execvp", "execve", "execl", "execlp", "wait", "waitpid", "dup", "dup2", "lseek",
           "chmod", "chown", "umask", "clock", "difftime", "mktime", "setenv", "unsetenv", "putenv",
           "__sparrow_va_start", "__sparrow_va_end", "va_end", "fsync", "ftruncate", "truncate", "link",
           "symlink", "readlink", "utime", "sqrt", "pow", "exp", "log", "log10", "floor", "ceil", "fabs",
           "sin", "cos", "tan", "atan", "atan2", "fmod", "qsort", "bsearch", "pthread_mutex_lock",
           "pthread_mutex_unlock", "setvbuf", "setbuf", "fnmatch"),
    Model("__sparrow_va_arg", returns_unknown_pointer=True),
    # Resources (checked by resource_leak): handles acquired and released in pairs
    *[Model(n, allocates=True, resource="FILE") for n in ("fopen", "fopen64", "tmpfile", "tmpfile64", "fmemopen")],
    Model("fdopen", allocates=True, resource="FILE", escapes=(0,), reason="the stream owns the descriptor"),
    Model("open_memstream", allocates=True, resource="FILE", writes=(0, 1),
          reason="the buffer is valid after fclose; it is unknown memory here"),
    Model("open_wmemstream", allocates=True, resource="FILE", writes=(0, 1),
          reason="the buffer is valid after fclose; it is unknown memory here"),
    Model("popen", allocates=True, resource="pipe"),
    Model("opendir", allocates=True, resource="DIR"),
    Model("fdopendir", allocates=True, resource="DIR", escapes=(0,), reason="the stream owns the descriptor"),
    *[Model(n, allocates=True, resource="fd", fd_result=True) for n in (
        "open", "open64", "openat", "creat", "creat64", "socket", "dup", "dup3", "epoll_create",
        "epoll_create1", "posix_openpt", "shm_open", "memfd_create")],
    *[Model(n, allocates=True, resource="fd", fd_result=True, writes=(1, 2)) for n in ("accept", "accept4")],
    *[Model(n, allocates=True, resource="fd", fd_result=True, writes=(0,)) for n in (
        "mkstemp", "mkstemps", "mkostemp", "mkostemps")],
    *[Model(n, allocates=True, resource="map") for n in ("mmap", "mmap64")],
    *[Model(n, frees=0, nonnull_args=n != "close", std_fd=0 if n == "close" else None)
      for n in ("fclose", "pclose", "closedir", "close", "munmap")],
    *[Model(n, std_fd=1, std_fd_reopens=True) for n in ("dup2", "dup3")],
    *[Model(n, returns_arg=2, result_may_be_null=True) for n in ("freopen", "freopen64")],
    # the rest of stdio, dirent, mman... that only use their arguments
    *_pure("__fbufsize", "__flbf", "__fpending", "__fpurge", "__freadable", "__freading", "__fsetlocking",
           "__fwritable", "__fwriting", "alphasort", "versionsort", "at_quick_exit", "atexit", "brk",
           "clearerr_unlocked", "dirfd", "feof_unlocked", "ferror_unlocked", "fflush_unlocked", "fgetc_unlocked",
           "fgetwc", "fileno_unlocked", "flockfile", "fputc_unlocked", "fputs_unlocked", "fputwc", "fseeko",
           "fseeko64", "fsetpos", "ftello", "ftello64", "ftrylockfile", "funlockfile", "fwide", "fwprintf",
           "fwrite_unlocked", "getc_unlocked", "getw", "getwc", "lcong48", "madvise", "malloc_usable_size",
           "mprotect", "msync", "posix_madvise", "pthread_atfork", "putc_unlocked", "putpwent", "putw", "putwc",
           "qsort_r", "rewinddir", "seekdir", "sem_close", "setlinebuf", "telldir", "twalk", "ungetwc",
           "vdprintf", "vfwprintf", "vsyslog", "vwarn", "vwarnx", "vwprintf"),
    Model("pthread_attr_setstack", escapes=(1,), writes=(0,), reason="the attribute keeps the stack"),
)

from .library import library_models  # noqa: E402  (it needs Model)

for _m in library_models():
    MODELS.setdefault(_m.name, _m)
del _m

ERRNO_KEPT = frozenset((
    # POSIX.1-2024: free shall not modify errno
    "free", "cfree",
    # the string and memory functions have no error (C11 7.24, 7.29.4)
    "memcpy", "memmove", "mempcpy", "memset", "bzero", "explicit_bzero", "memcmp", "memchr", "memrchr",
    "strlen", "strnlen", "strcmp", "strncmp", "strcpy", "strncpy", "stpcpy", "stpncpy", "strcat", "strncat",
    "strchr", "strrchr", "strchrnul", "strstr", "strpbrk", "strspn", "strcspn", "strtok", "strtok_r",
    "strsep", "index", "rindex", "wcslen", "wcscmp", "wcsncmp", "wcscpy", "wcsncpy", "wcscat", "wcsncat",
    "wcschr", "wcsrchr", "wcsstr", "wmemcpy", "wmemmove", "wmemset",
    # character classes and integer arithmetic
    "isalpha", "isdigit", "isalnum", "isspace", "isupper", "islower", "isprint", "ispunct", "isxdigit",
    "iscntrl", "isgraph", "isascii", "toupper", "tolower", "abs", "labs", "llabs",
    # a stream's indicators, and identities that always succeed
    "feof", "ferror", "clearerr", "feof_unlocked", "ferror_unlocked", "clearerr_unlocked",
    "getpid", "getppid", "getuid", "geteuid", "getgid", "getegid",
    "__sparrow_va_start", "__sparrow_va_end", "__sparrow_va_arg", "va_end",
))
"""Library functions that never change ``errno`` (``Semantics.library_errno``): every
other function outside the program may set it (a positive number, never zero)."""

PURE = frozenset((
    "strcmp", "strncmp", "memcmp", "strlen", "strnlen", "strspn", "strcspn",
    "strchr", "strrchr", "memchr", "strstr", "strpbrk",
))
"""Library functions whose result is a function of their arguments' values and of the
memory those point to, and nothing else (no locale, no library state: ``strcasecmp``
and ``strcoll`` read the locale, and are not here).  The path check gives two calls of
one with the same arguments, and no write to memory in between, one result
(``PathBuilder._pure_result``)."""

SCANF_LIKE = {"scanf": 1, "sscanf": 2, "fscanf": 2, "wscanf": 1, "swscanf": 2, "fwscanf": 2}
"""Format-driven readers: every argument from this index on is written through."""


WRITES_UNMODELLED = frozenset((
    # reorder the array they are given
    "qsort", "qsort_r",
    # call back into the program, which may write anything
    "bsearch", "lfind", "twalk", "atexit", "at_quick_exit", "pthread_atfork", "alphasort", "versionsort",
    # hand a buffer to stdio, which writes into it on later calls
    "setbuf", "setvbuf", "setlinebuf", "fmemopen",
    # normalise the struct tm they are given
    "mktime",
    # read into the buffers of the iovecs
    "readv", "preadv",
    # may modify the path they are given (POSIX)
    "dirname", "basename",
    # change the environment that getenv's results point into
    "setenv", "putenv", "unsetenv",
    # va_list state, inline assembly
    "__sparrow_va_start", "__sparrow_va_end", "va_end", "__sparrow_asm_goto",
))
"""Library functions whose model says nothing of writes that a later read of the
program's memory could see, though they make some (``writes_memory``)."""


def writes_memory(m: Model) -> bool:
    """Whether a call of the function ``m`` models may change a number or pointer that the
    program reads back from memory it could read before the call (the path check's memory
    reads: ``if (c->mode) .. malloc(..) .. if (c->mode)`` reads one value).  Allocating
    writes nothing the program could read before; freeing makes a later read of the
    block undefined.  Stdio's and the library's own state (``FILE``, ``errno``) is not the
    program's memory."""
    return bool(m.unknown or m.writes or m.copies or m.fills or m.allocates_into is not None
                or m.reallocates_into is not None or m.frees_into is not None or m.escapes
                or m.returns_unknown_pointer or m.std_fd is not None or m.name in SCANF_LIKE
                or m.name in WRITES_UNMODELLED)


def lookup(name: Optional[str]) -> Optional[Model]:
    """The model of ``name``; ``__builtin_f`` and ``__builtin___f_chk`` (fortified) fall back
    to ``f``'s."""
    if name is None:
        return None
    m = MODELS.get(name)
    if m is None and name.startswith("__builtin_"):
        base = name[len("__builtin_"):]
        if base.startswith("__") and base.endswith("_chk"):
            base = base[2:-4]
        m = MODELS.get(base)
        if m is not None:
            m = attrs.evolve(m, name=name)
    return m


def from_attributes(name: str, facts: tuple) -> Optional[Model]:
    """The model a body-less function's GNU attributes give it (``FuncType.attributes``).

    ``malloc`` makes an allocator (``returns_nonnull`` a never-NULL one), ``noreturn`` a
    function that does not return; ``nonnull`` alone keeps the unknown-function policy
    (arguments escape) and only adds that the named arguments are not NULL afterwards.
    ``alloc_size`` alone says nothing about ownership (realloc has it too): no effect."""
    f = dict(facts)
    if "noreturn" in f:
        return Model(name, noreturn=True, reason="__attribute__((noreturn))")
    nonnull = tuple(i - 1 for i in f.get("nonnull", ()) if i >= 1)
    if "malloc" in f:
        return Model(name, allocates=True, never_null="returns_nonnull" in f, nonnull=nonnull,
                     reason="__attribute__((malloc))")
    if "nonnull" in f:
        return Model(name, unknown=True, nonnull=nonnull, nonnull_args=not nonnull,
                     reason="__attribute__((nonnull)): unknown effects, arguments not NULL")
    return None
