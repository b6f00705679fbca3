"""Tests of the C preprocessing layer (sparrowpy.frontend.preprocess) and of
the bundled libc headers."""

import os
import pickle
import re
import shutil
import subprocess

import pytest
from pycparser import c_ast, c_generator

from sparrowpy.frontend.preprocess import (
    BUNDLED_INCLUDE_DIR,
    TARGET_DEFINES,
    FrontendError,
    clean_preprocessed,
    cpp_command,
    parse_file,
    parse_text,
    preprocess,
)

HERE = os.path.dirname(os.path.abspath(__file__))
CDIR = os.path.join(HERE, "c", "headers")

HAVE_CPP = shutil.which(os.environ.get("SPARROWPY_CPP") or "cpp") is not None
HAVE_GLIBC = os.path.exists("/usr/include/stdio.h")
HAVE_GCC = shutil.which("gcc") is not None

needs_cpp = pytest.mark.skipif(not HAVE_CPP, reason="the C preprocessor 'cpp' is not installed")
needs_glibc = pytest.mark.skipif(
    not (HAVE_CPP and HAVE_GLIBC),
    reason="system-header mode needs cpp and the C library headers (/usr/include/stdio.h absent)",
)
needs_gcc_glibc = pytest.mark.skipif(
    not (HAVE_GCC and HAVE_GLIBC),
    reason="comparing with glibc needs gcc and /usr/include",
)

# The headers the brief requires in system-header mode.
REQUIRED_SYSTEM_HEADERS = (
    "stdio.h stdlib.h string.h wchar.h stddef.h stdint.h stdarg.h limits.h ctype.h errno.h "
    "assert.h math.h time.h signal.h unistd.h fcntl.h sys/types.h sys/stat.h stdbool.h "
    "setjmp.h locale.h float.h inttypes.h strings.h sys/time.h dirent.h pwd.h getopt.h"
).split()


def c_file(name):
    return os.path.join(CDIR, name)


def bundled_headers():
    """Every public bundled header, as an include name ('sys/stat.h')."""
    out = []
    for root, _dirs, files in os.walk(BUNDLED_INCLUDE_DIR):
        for f in files:
            if f.endswith(".h") and not f.startswith("_sparrow"):
                rel = os.path.relpath(os.path.join(root, f), BUNDLED_INCLUDE_DIR)
                out.append(rel.replace(os.sep, "/"))
    return sorted(out)


def includes_of(path):
    with open(path) as fh:
        return re.findall(r"^\s*#\s*include\s*<([^>]+)>", fh.read(), re.M)


def decls(ast):
    """name -> top-level Decl, function definitions included (the last wins)."""
    out = {}
    for ext in ast.ext:
        if isinstance(ext, c_ast.FuncDef):
            ext = ext.decl
        if isinstance(ext, c_ast.Decl) and ext.name:
            out[ext.name] = ext
    return out


def calls(ast):
    """Names of all called functions in the AST."""
    names = []

    class V(c_ast.NodeVisitor):
        def visit_FuncCall(self, node):
            if isinstance(node.name, c_ast.ID):
                names.append(node.name.name)
            self.generic_visit(node)

    V().visit(ast)
    return names


def type_str(node):
    """A C spelling of a type node (e.g. 'void *', 'char *', 'size_t')."""
    return c_generator.CGenerator().visit(c_ast.Typename(None, [], None, node)).strip()


def func_signature(decl):
    """(return type, [param types]) of a function Decl, as strings."""
    ft = decl.type
    assert isinstance(ft, c_ast.FuncDecl), f"{decl.name} is not a function"
    ret = type_str(_strip_name(ft.type))
    params = []
    for p in ft.args.params if ft.args else []:
        if isinstance(p, c_ast.EllipsisParam):
            params.append("...")
        else:
            params.append(type_str(_strip_name(p.type)))
    if params == ["void"]:
        params = []
    return ret, params


def _strip_name(t):
    """Copy of a type node with declarator names removed."""
    import copy

    t = copy.deepcopy(t)
    node = t
    while node is not None:
        if isinstance(node, c_ast.TypeDecl):
            node.declname = None
            break
        node = getattr(node, "type", None)
    return t


def is_pointer(t):
    return isinstance(t, c_ast.PtrDecl)


def norm(s):
    """Normalise a generated C type: drop 'restrict', collapse spaces."""
    s = re.sub(r"\brestrict\b", "", s)
    return re.sub(r"\s+", " ", s).replace(" *", "*").strip()


# ---------------------------------------------------------------------------
# FrontendError
# ---------------------------------------------------------------------------


def test_frontend_error_str_and_fields():
    e = FrontendError("a.c", 7, "boom")
    assert str(e) == "a.c:7: error: boom"
    assert (e.file, e.line, e.message) == ("a.c", 7, "boom")
    assert str(FrontendError("a.c", None, "gone")) == "a.c: error: gone"
    e2 = pickle.loads(pickle.dumps(FrontendError("b.c", 3, "x", column=4)))
    assert (e2.file, e2.line, e2.message, e2.column) == ("b.c", 3, "x", 4)
    assert isinstance(e, Exception)


# ---------------------------------------------------------------------------
# Bundled headers
# ---------------------------------------------------------------------------


def test_all_headers_file_includes_every_bundled_header():
    missing = set(bundled_headers()) - set(includes_of(c_file("all_headers.c")))
    assert not missing, f"all_headers.c does not include {sorted(missing)}"


def test_bundled_headers_cover_the_required_list():
    required = (
        "assert.h ctype.h errno.h float.h inttypes.h limits.h locale.h math.h setjmp.h "
        "signal.h stdarg.h stdbool.h stddef.h stdint.h stdio.h stdlib.h string.h strings.h "
        "time.h wchar.h wctype.h stdnoreturn.h iso646.h fcntl.h unistd.h getopt.h dirent.h "
        "pwd.h grp.h libgen.h sys/types.h sys/stat.h sys/time.h sys/wait.h sys/socket.h "
        "sys/uio.h sys/mman.h sys/select.h netinet/in.h arpa/inet.h netdb.h poll.h pthread.h "
        "semaphore.h termios.h utime.h syslog.h regex.h glob.h fnmatch.h sys/param.h "
        "sys/resource.h sys/ioctl.h sys/file.h utmp.h"
    ).split()
    assert set(required) <= set(bundled_headers())


@needs_cpp
def test_all_headers_parse_in_bundled_mode():
    ast = parse_file(c_file("all_headers.c"))
    d = decls(ast)
    for name in ("main", "use_stdio", "use_net", "use_misc"):
        assert name in d
    used = set(calls(ast))
    for fn in ("malloc", "free", "fopen", "getline", "strdup", "opendir", "pthread_create",
               "getaddrinfo", "regcomp", "__sparrow_va_start", "__sparrow_assert_fail"):
        assert fn in used, fn


@needs_cpp
def test_each_bundled_header_parses_alone(tmp_path):
    # Every header must be self-contained: included first and alone.
    for h in bundled_headers():
        src = tmp_path / ("t_" + h.replace("/", "_") + ".c")
        src.write_text(f"#include <{h}>\n#include <{h}>\nint sparrow_dummy;\n")
        try:
            parse_file(str(src))
        except FrontendError as e:  # pragma: no cover - failure report
            pytest.fail(f"<{h}> alone: {e}")


@needs_cpp
@pytest.mark.parametrize("std", ["c89", "c99", "c11", "gnu17"])
def test_all_headers_parse_with_each_std(std):
    parse_file(c_file("all_headers.c"), std=std)


@needs_cpp
@pytest.mark.parametrize("system_headers", [False, True])
def test_prototypes_are_real(system_headers):
    if system_headers and not HAVE_GLIBC:
        pytest.skip("no /usr/include/stdio.h")
    ast = parse_file(c_file("all_headers.c" if not system_headers else "system_required.c"),
                     system_headers=system_headers)
    d = decls(ast)

    ret, params = func_signature(d["malloc"])
    assert is_pointer(d["malloc"].type.type)
    assert norm(ret) == "void*"
    assert params == ["size_t"]

    ret, params = func_signature(d["free"])
    assert ret == "void" and len(params) == 1 and norm(params[0]) == "void*"

    ret, params = func_signature(d["strdup"])
    assert norm(ret) == "char*" and norm(params[0]) == "const char*"

    ret, params = func_signature(d["memcpy"])
    assert norm(ret) == "void*"
    assert [norm(p) for p in params] == ["void*", "const void*", "size_t"]

    ret, params = func_signature(d["realloc"])
    assert norm(ret) == "void*" and [norm(p) for p in params] == ["void*", "size_t"]

    ret, params = func_signature(d["calloc"])
    assert [norm(p) for p in params] == ["size_t", "size_t"]

    ret, params = func_signature(d["fopen"])
    assert norm(ret) == "FILE*"

    ret, params = func_signature(d["getline"])
    assert norm(ret) in ("ssize_t", "__ssize_t")  # glibc spells it __ssize_t
    assert [norm(p) for p in params] == ["char**", "size_t*", "FILE*"]

    ret, params = func_signature(d["printf"])
    assert params[-1] == "..."

    assert func_signature(d["strlen"])[0] == "size_t"
    assert norm(func_signature(d["fclose"])[1][0]) == "FILE*"
    assert func_signature(d["exit"]) == ("void", ["int"])
    if not system_headers:
        # Non-returning functions carry _Noreturn in bundled mode.
        for name in ("exit", "abort", "_Exit", "_exit", "longjmp", "__sparrow_assert_fail"):
            assert "_Noreturn" in d[name].funcspec, name
        assert isinstance(d["errno"].type, c_ast.TypeDecl)  # extern int errno;
        assert "extern" in d["errno"].storage


@needs_cpp
def test_bundled_types():
    ast = parse_file(c_file("all_headers.c"))
    typedefs = {e.name: e for e in ast.ext if isinstance(e, c_ast.Typedef)}
    gen = c_generator.CGenerator()
    spell = {k: gen.visit(v) for k, v in typedefs.items()}
    assert spell["size_t"] == "typedef unsigned long size_t"
    assert spell["ssize_t"] == "typedef long ssize_t"
    assert spell["int64_t"] == "typedef long int64_t"
    assert spell["uintptr_t"] == "typedef unsigned long uintptr_t"
    assert "char *" in spell["va_list"] or spell["va_list"].endswith("__builtin_va_list va_list")
    assert isinstance(typedefs["jmp_buf"].type, c_ast.ArrayDecl)
    assert "struct __sparrow_FILE" in spell["FILE"]
    assert "struct __sparrow_DIR" in spell["DIR"]
    structs = {}

    class V(c_ast.NodeVisitor):
        def visit_Struct(self, node):
            if node.name and node.decls is not None:
                structs[node.name] = [m.name for m in node.decls]

    V().visit(ast)
    assert {"st_mode", "st_size", "st_mtim"} <= set(structs["stat"])
    assert "d_name" in structs["dirent"]
    assert {"tm_year", "tm_mday"} <= set(structs["tm"])
    assert {"pw_name", "pw_dir", "pw_uid"} <= set(structs["passwd"])
    assert {"tv_sec", "tv_usec"} <= set(structs["timeval"])


# ---------------------------------------------------------------------------
# System-header mode
# ---------------------------------------------------------------------------


@needs_glibc
def test_required_headers_parse_in_system_mode():
    assert set(REQUIRED_SYSTEM_HEADERS) == set(includes_of(c_file("system_required.c")))
    ast = parse_file(c_file("system_required.c"), system_headers=True)
    assert "main" in decls(ast)


@needs_glibc
@pytest.mark.parametrize("extra", [(), ("_GNU_SOURCE",), ("_POSIX_C_SOURCE=200809L",),
                                   ("_FILE_OFFSET_BITS=64",)])
def test_required_headers_parse_in_system_mode_with_feature_macros(extra):
    parse_file(c_file("system_required.c"), system_headers=True, defines=extra)


@needs_glibc
@pytest.mark.parametrize("std", ["c99", "c11", "gnu99"])
def test_required_headers_parse_in_system_mode_with_std(std):
    parse_file(c_file("system_required.c"), system_headers=True, std=std)


@needs_glibc
def test_all_headers_parse_in_system_mode():
    try:
        parse_file(c_file("all_headers.c"), system_headers=True, defines=["_GNU_SOURCE"])
    except FrontendError as e:
        if "No such file or directory" in e.message:
            pytest.skip(f"this C library lacks a header: {e}")
        raise


# ---------------------------------------------------------------------------
# GNU extensions, varargs, assert, offsetof
# ---------------------------------------------------------------------------


@needs_cpp
@pytest.mark.parametrize("system_headers", [False, True])
def test_gnu_extensions_parse(system_headers):
    if system_headers and not HAVE_GLIBC:
        pytest.skip("no /usr/include/stdio.h")
    ast = parse_file(c_file("gnu_extensions.c"), system_headers=system_headers)
    d = decls(ast)
    assert func_signature(d["renamed"]) == ("int", ["int"])
    assert "_Noreturn" in d["die2"].funcspec
    assert "inline" in d["twice"].funcspec
    assert "use" in d
    assert "__builtin_expect" not in calls(ast)


@needs_cpp
@pytest.mark.parametrize("system_headers", [False, True])
def test_varargs_assert_offsetof(system_headers):
    if system_headers and not HAVE_GLIBC:
        pytest.skip("no /usr/include/stdio.h")
    ast = parse_file(c_file("varargs.c"), system_headers=system_headers)
    used = calls(ast)
    assert used.count("__sparrow_va_start") == 1
    assert used.count("__sparrow_va_arg") == 2
    assert used.count("__sparrow_va_end") == 2
    if not system_headers:
        assert used.count("__sparrow_assert_fail") == 2
    ast = parse_file(c_file("varargs.c"), defines=["NDEBUG"])
    assert "__sparrow_assert_fail" not in calls(ast)


@needs_cpp
def test_va_arg_expansion_shape():
    ast = parse_file(c_file("varargs.c"))
    text = c_generator.CGenerator().visit(ast)
    assert "*((char **) __sparrow_va_arg(&ap))" in text
    assert "copy = ap" in text


# ---------------------------------------------------------------------------
# Errors and coordinates
# ---------------------------------------------------------------------------


@needs_cpp
@pytest.mark.parametrize("system_headers", [False, True])
def test_parse_error_has_file_and_line(system_headers):
    if system_headers and not HAVE_GLIBC:
        pytest.skip("no /usr/include/stdio.h")
    path = c_file("parse_error.c")
    with pytest.raises(FrontendError) as ei:
        parse_file(path, system_headers=system_headers)
    e = ei.value
    assert e.file == path
    assert e.line == 7
    assert str(e).startswith(f"{path}:7: error: ")


@needs_cpp
def test_parse_error_in_header_points_into_header():
    with pytest.raises(FrontendError) as ei:
        parse_file(c_file("header_error.c"))
    assert ei.value.file.endswith("header_error.h")
    assert ei.value.line == 3


@needs_cpp
@pytest.mark.parametrize("system_headers", [False, True])
def test_missing_include_is_a_cpp_error_with_line(system_headers):
    if system_headers and not HAVE_GLIBC:
        pytest.skip("no /usr/include/stdio.h")
    path = c_file("missing_include.c")
    with pytest.raises(FrontendError) as ei:
        parse_file(path, system_headers=system_headers)
    e = ei.value
    assert (e.file, e.line) == (path, 7)
    assert "missing.h" in e.message


@needs_cpp
def test_error_directive():
    path = c_file("error_directive.c")
    with pytest.raises(FrontendError) as ei:
        preprocess(path)
    assert (ei.value.file, ei.value.line) == (path, 4)
    assert "FIXED is not defined" in ei.value.message
    assert "int y;" in preprocess(path, defines=["FIXED"])


def test_missing_file(tmp_path):
    path = str(tmp_path / "nope.c")
    for fn in (preprocess, parse_file):
        with pytest.raises(FrontendError) as ei:
            fn(path)
        assert ei.value.file == path
        assert ei.value.line is None
        assert path in str(ei.value)


def test_directory_is_an_error(tmp_path):
    with pytest.raises(FrontendError):
        preprocess(str(tmp_path))


@needs_cpp
def test_bad_std_is_a_frontend_error():
    with pytest.raises(FrontendError):
        preprocess(c_file("varargs.c"), std="c1234")


@pytest.mark.parametrize(
    "src,line",
    [
        ("int a;\n\n\nint x = ;\n", 4),              # pycparser gives no line here
        ("int f(void) {\n int x;\n x = 1\n}\n", 4),
        ("int f(void) {\n  return (1 + ;\n}\n", 2),
        ("# 1 \"orig.c\"\nint a;\n# 40 \"orig.c\"\nint b = ;\n", 40),
    ],
)
def test_parse_text_errors_have_lines(src, line):
    with pytest.raises(FrontendError) as ei:
        parse_text(src, "t.c")
    assert ei.value.line == line
    assert ei.value.file in ("t.c", "orig.c")


def test_parse_text_deep_nesting_is_not_a_traceback():
    src = "int x = " + "(" * 5000 + "1" + ")" * 5000 + ";\n"
    try:
        parse_text(src, "deep.c")
    except FrontendError as e:
        assert e.file == "deep.c"
    n = 1500
    body = "".join(f"else if (x == {i}) return {i};\n" for i in range(1, n))
    parse_text("int f(int x){\nif (x == 0) return 0;\n" + body + "return -1;}\n", "chain.c")


# ---------------------------------------------------------------------------
# -I / -D / -U / -std / cwd
# ---------------------------------------------------------------------------


@needs_cpp
def test_include_dirs_defines_undefines(tmp_path):
    inc = tmp_path / "inc"
    inc.mkdir()
    (inc / "sparrow_test_extra.h").write_text("#define EXTRA_VALUE 41\n")
    path = c_file("defines.c")
    with pytest.raises(FrontendError) as ei:
        parse_file(path)
    assert "sparrow_test_extra.h" in ei.value.message and ei.value.line == 2

    d = decls(parse_file(path, include_dirs=[str(inc)]))
    assert "foo_disabled" in d and "foo_enabled" not in d
    assert "on_linux" in d and "level_three" not in d

    d = decls(parse_file(path, include_dirs=[str(inc)], defines=["FOO", "LEVEL=3"],
                         undefines=["__linux__"]))
    assert "foo_enabled" in d and "level_three" in d and "on_linux" not in d


@needs_cpp
def test_include_dirs_order_and_shadowing(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    a.mkdir()
    b.mkdir()
    (a / "cfg.h").write_text("int from_a;\n")
    (b / "cfg.h").write_text("int from_b;\n")
    # A user header named like a bundled one wins over the bundled one.
    (b / "string.h").write_text("int user_string_h;\n")
    src = tmp_path / "m.c"
    src.write_text('#include "cfg.h"\n#include <string.h>\n')
    d = decls(parse_file(str(src), include_dirs=[str(a), str(b)]))
    assert "from_a" in d and "from_b" not in d and "user_string_h" in d
    d = decls(parse_file(str(src), include_dirs=[str(b), str(a)]))
    assert "from_b" in d
    d = decls(parse_file(str(src), include_dirs=[str(a)]))
    assert "strlen" in d and "user_string_h" not in d


@needs_cpp
def test_cwd_and_relative_paths(tmp_path):
    (tmp_path / "inc").mkdir()
    (tmp_path / "inc" / "h.h").write_text("int from_h;\n")
    (tmp_path / "rel.c").write_text('#include "h.h"\nint main(void) { return 0; }\n')
    ast = parse_file("rel.c", cwd=str(tmp_path), include_dirs=["inc"])
    assert "from_h" in decls(ast)
    with pytest.raises(FrontendError) as ei:
        parse_file("rel.c", cwd=str(tmp_path / "inc"))
    assert ei.value.file == "rel.c"


@needs_cpp
def test_predefined_macros(tmp_path):
    src = tmp_path / "m.c"
    src.write_text(
        "#ifdef __GNUC__\nint gnuc;\n#endif\n"
        "#ifdef __x86_64__\nint x86_64;\n#endif\n"
        "#ifdef __linux__\nint linux_;\n#endif\n"
        "#if __SPARROWPY__ == 1\nint sparrowpy;\n#endif\n"
        "#if __SIZEOF_POINTER__ == 8 && __CHAR_BIT__ == 8 && defined(__LP64__)\nint lp64;\n#endif\n"
        "#if __STDC_VERSION__ >= 201112L\nint c11;\n#endif\n"
        "#if __STDC_VERSION__ == 199901L\nint c99;\n#endif\n"
    )
    d = decls(parse_file(str(src)))
    assert {"x86_64", "linux_", "sparrowpy", "lp64", "c11"} <= set(d)
    assert "gnuc" not in d
    d = decls(parse_file(str(src), std="c99"))
    assert "c99" in d and "c11" not in d
    if HAVE_GLIBC:
        d = decls(parse_file(str(src), system_headers=True))
        assert {"gnuc", "x86_64", "sparrowpy", "lp64"} <= set(d)


def test_cpp_command_shapes():
    bundled = cpp_command("f.c", include_dirs=["i1", "i2"], defines=["A", "B=2"], undefines=["C"])
    assert bundled[-1] == "f.c"
    assert "-undef" in bundled and "-nostdinc" in bundled
    assert bundled.index("-isystem") > bundled.index("i2") > bundled.index("i1")
    assert bundled[bundled.index("-isystem") + 1] == BUNDLED_INCLUDE_DIR
    # user -D/-U come after the target description so that they win
    assert bundled.index("-DA") > bundled.index("-D" + TARGET_DEFINES[-1])
    assert bundled.index("-UC") > bundled.index("-DB=2")
    system = cpp_command("f.c", system_headers=True, std="c99")
    assert "-undef" not in system and "-nostdinc" not in system and "-isystem" not in system
    assert "-std=c99" in system and "-D__SPARROWPY__=1" in system
    assert "-include" in system and "-include" in bundled


# ---------------------------------------------------------------------------
# Cleaning of preprocessed text / parse_text
# ---------------------------------------------------------------------------

GCC_E_TEXT = """\
# 1 "x.c"
# 1 "/usr/include/foo.h" 1 3 4
extern int foo (int __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__));
extern int bar (const char *__restrict __s) __asm__ ("" "__isoc99_bar")
     __attribute__ ((__nothrow__));
__extension__ typedef unsigned long long int __u_quad_t;
# 3 "x.c" 2
#pragma GCC visibility push(default)
static __inline__ int f (int a) {
  __asm__ __volatile__ ("rep; nop" : "=r" (a) : "0" (a)
                        : "memory");
  return a + (int) sizeof (char [3]);
}
const char *s = "__attribute__((x)) stays in strings";
int g __attribute__((unused));
int broken = ;
"""


def test_parse_text_handles_gcc_e_output():
    text = GCC_E_TEXT.replace("int broken = ;\n", "")
    ast = parse_text(text, "x.c")
    d = decls(ast)
    assert {"foo", "bar", "f", "s", "g"} <= set(d)
    assert d["s"].init.value == '"__attribute__((x)) stays in strings"'
    # coordinates survive the cleaning
    assert d["f"].coord.file == "x.c" and d["f"].coord.line == 4
    assert d["g"].coord.line == 10
    with pytest.raises(FrontendError) as ei:
        parse_text(GCC_E_TEXT, "x.c")
    assert (ei.value.file, ei.value.line) == ("x.c", 11)


def test_clean_preserves_lines_and_is_idempotent():
    once = clean_preprocessed(GCC_E_TEXT)
    assert once.count("\n") == GCC_E_TEXT.count("\n")
    assert clean_preprocessed(once) == once
    assert "__asm__" not in once and "__attribute__ ((" not in once and "#pragma" not in once
    assert "# 3 \"x.c\" 2" in once


def test_clean_keeps_plain_asm_identifier():
    src = "int asm(int);\nint y = asm(3);\n"
    assert clean_preprocessed(src) == src
    parse_text(src, "a.c")


# ---------------------------------------------------------------------------
# The bundled headers agree with glibc (macro values, layouts, prototypes)
# ---------------------------------------------------------------------------

# Values that legitimately differ from glibc's (see docs/headers.md).
ABI_ALLOWED_DIFFERENCES = {
    "MINSIGSTKSZ", "SIGSTKSZ",  # glibc >= 2.34 makes them sysconf() calls under _GNU_SOURCE
    "NAN",                      # sign of the NaN constant
    "SOMAXCONN",                # changed in glibc 2.35
}
ABI_SKIPPED_HEADERS = {
    "features.h", "sys/cdefs.h", "stdatomic.h", "complex.h", "sys/sysmacros.h",
    "stdnoreturn.h", "iso646.h", "stdalign.h", "stdbool.h",
}
ABI_PRELUDE = r"""
#include <stdio.h>
static void pi(const char *n, long long v) { printf("%s=%lld\n", n, v); }
static void pu(const char *n, unsigned long long v) { printf("%s=%llu\n", n, v); }
static void pd(const char *n, long double v) { printf("%s=%La\n", n, v); }
static void ps(const char *n, const char *v) { printf("%s=\"%s\"\n", n, v); }
#define P(X) _Generic((X), float: pd, double: pd, long double: pd, char *: ps, \
    const char *: ps, unsigned long: pu, unsigned long long: pu, unsigned int: pu, \
    default: pi)(#X, (X))
#define S(T) printf("sizeof(%s)=%zu\n", #T, sizeof(T))
#define O(T, m) printf("offsetof(%s,%s)=%zu\n", #T, #m, __builtin_offsetof(T, m))
"""
ABI_LAYOUT = r"""
  S(struct stat); O(struct stat, st_mode); O(struct stat, st_size); O(struct stat, st_mtim);
  O(struct stat, st_blocks); S(struct dirent); O(struct dirent, d_name); O(struct dirent, d_type);
  S(struct tm); O(struct tm, tm_zone); S(struct passwd); O(struct passwd, pw_shell);
  S(struct group); S(struct sigaction); O(struct sigaction, sa_mask); O(struct sigaction, sa_flags);
  S(siginfo_t); O(siginfo_t, si_pid); O(siginfo_t, si_status); O(siginfo_t, si_addr);
  O(siginfo_t, si_value); S(sigset_t); S(jmp_buf); S(sigjmp_buf); S(fd_set); S(fpos_t);
  S(mbstate_t); S(div_t); S(ldiv_t); S(max_align_t); S(struct sockaddr); S(struct sockaddr_in);
  O(struct sockaddr_in, sin_addr); S(struct sockaddr_in6); O(struct sockaddr_in6, sin6_scope_id);
  S(struct sockaddr_storage); S(struct sockaddr_un); S(struct addrinfo); O(struct addrinfo, ai_next);
  S(struct msghdr); O(struct msghdr, msg_flags); S(struct cmsghdr); S(struct hostent);
  S(struct pollfd); S(struct termios); O(struct termios, c_cc); O(struct termios, c_ispeed);
  S(pthread_mutex_t); S(pthread_cond_t); S(pthread_attr_t); S(pthread_rwlock_t);
  S(pthread_barrier_t); S(pthread_key_t); S(pthread_once_t); S(sem_t); S(regex_t);
  O(regex_t, re_nsub); S(regmatch_t); S(glob_t); O(glob_t, gl_pathv); S(struct rlimit);
  S(struct rusage); O(struct rusage, ru_nivcsw); S(struct utsname); S(struct statvfs);
  O(struct statvfs, f_namemax); S(struct flock); O(struct flock, l_pid); S(struct timeval);
  S(struct timespec); S(struct itimerval); S(struct itimerspec); S(struct lconv);
  O(struct lconv, int_n_sign_posn); S(struct option); S(struct utmp); O(struct utmp, ut_tv);
  S(posix_spawnattr_t); S(posix_spawn_file_actions_t); S(stack_t); S(struct sigevent);
  S(struct iovec); S(struct winsize); S(struct utimbuf); S(struct tms); S(struct FTW);
  S(struct in6_addr); S(cpu_set_t); S(mtx_t); S(cnd_t); S(imaxdiv_t); S(struct ucred);
  S(size_t); S(ssize_t); S(off_t); S(time_t); S(clock_t); S(pid_t); S(uid_t); S(mode_t);
  S(dev_t); S(ino_t); S(nlink_t); S(blksize_t); S(socklen_t); S(wchar_t); S(wint_t);
  S(intmax_t); S(rlim_t); S(nfds_t); S(speed_t);
"""


def _abi_headers():
    return [h for h in bundled_headers() if h not in ABI_SKIPPED_HEADERS]


def _abi_bundled_cmd():
    # Compile against the bundled headers with GCC itself: the compat header is
    # suppressed (GCC knows __builtin_va_list & co.).
    return (["gcc", "-std=gnu11", "-w", "-undef", "-nostdinc", "-isystem", BUNDLED_INCLUDE_DIR,
             "-D__SPARROW_COMPAT_H"] + ["-D" + d for d in TARGET_DEFINES])


_ABI_SYSTEM_CMD = ["gcc", "-std=gnu11", "-w", "-D_GNU_SOURCE"]


def _object_macros(cmd, headers):
    src = "".join(f"#include <{h}>\n" for h in headers)
    r = subprocess.run(cmd + ["-E", "-dM", "-x", "c", "-"], input=src, capture_output=True,
                       text=True)
    assert r.returncode == 0, r.stderr
    out = {}
    for ln in r.stdout.splitlines():
        m = re.match(r"#define (\w+)(\(?)\s*(.*)", ln)
        if m and not m.group(2):
            out[m.group(1)] = m.group(3)
    return out


def _build_and_run(cmd, src, tmp_path, tag):
    c = tmp_path / f"{tag}.c"
    c.write_text(src)
    obj, exe = tmp_path / f"{tag}.o", tmp_path / tag
    r = subprocess.run(cmd + ["-c", str(c), "-o", str(obj)], capture_output=True, text=True)
    assert r.returncode == 0, f"{tag}: {r.stderr[:3000]}"
    r = subprocess.run(["gcc", str(obj), "-o", str(exe), "-lm", "-lpthread"],
                       capture_output=True, text=True)
    assert r.returncode == 0, f"{tag}: {r.stderr[:3000]}"
    r = subprocess.run([str(exe)], capture_output=True, text=True)
    assert r.returncode == 0, f"{tag} crashed"
    return dict(ln.split("=", 1) for ln in r.stdout.splitlines())


@needs_gcc_glibc
def test_macro_values_and_layouts_match_glibc(tmp_path):
    headers = _abi_headers()
    bundled = _object_macros(_abi_bundled_cmd(), headers)
    system = _object_macros(_ABI_SYSTEM_CMD, headers)
    name_re = re.compile(r"^(?:[A-Z][A-Z0-9_]*|_(?:SC|PC|CS|IO[FLN])\w*|_POSIX\w*)$")
    names = sorted(
        n for n in bundled
        if n in system and name_re.match(n) and bundled[n]
        and not n.endswith(("_INIT", "INITIALIZER", "INITIALIZER_NP"))
    )
    assert len(names) > 900
    src = ("".join(f"#include <{h}>\n" for h in headers) + ABI_PRELUDE + "int main(void) {\n"
           + "".join(f"  P({n});\n" for n in names) + ABI_LAYOUT + "  return 0;\n}\n")
    ours = _build_and_run(_abi_bundled_cmd(), src, tmp_path, "bundled")
    theirs = _build_and_run(_ABI_SYSTEM_CMD, src, tmp_path, "system")
    diffs = {k: (v, theirs.get(k)) for k, v in ours.items()
             if v != theirs.get(k) and k not in ABI_ALLOWED_DIFFERENCES}
    assert not diffs, f"bundled vs glibc differ: {diffs}"
    assert len(ours) > 1000


@needs_gcc_glibc
def test_prototypes_match_glibc(tmp_path):
    headers = _abi_headers()
    src = tmp_path / "all.c"
    src.write_text("".join(f"#include <{h}>\n" for h in headers))
    ast = parse_file(str(src))
    gen = c_generator.CGenerator()
    protos = [(e.name, gen.visit(e) + ";") for e in ast.ext
              if isinstance(e, c_ast.Decl) and isinstance(e.type, c_ast.FuncDecl)
              and not e.name.startswith("__sparrow")]
    assert len(protos) > 1000
    body = ("".join(f"#include <{h}>\n" for h in headers)
            + "\n".join(f"#undef {n}\n{t}" for n, t in protos))
    chk = tmp_path / "chk.c"
    chk.write_text(body)
    r = subprocess.run(["gcc", "-std=gnu11", "-D_GNU_SOURCE", "-fsyntax-only", "-w", str(chk)],
                       capture_output=True, text=True)
    lines = body.splitlines()
    # glibc's GNU-mode prototypes use enum typedefs for these (same ABI), and
    # strerror_r is the GNU variant under _GNU_SOURCE.
    allowed = {"strerror_r", "getrlimit", "setrlimit", "prlimit", "getpriority", "setpriority",
               "getitimer", "setitimer"}
    bad = []
    for m in re.finditer(r"chk\.c:(\d+):\d+: error: (.*)", r.stderr):
        proto = lines[int(m.group(1)) - 1]
        name = re.search(r"(\w+)\s*\(", proto)
        if name is None or name.group(1) not in allowed:
            bad.append(f"{m.group(2)} | {proto}")
    assert not bad, "\n".join(bad)
