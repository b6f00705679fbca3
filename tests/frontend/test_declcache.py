"""Top-level declarations parsed once per process (``sparrowpy/frontend/declcache.py``):
the AST is the one a whole-file parse gives, coordinates included."""

from __future__ import annotations

import pytest

from sparrowpy.frontend import declcache
from sparrowpy.frontend.declcache import parse_declarations, split_declarations
from sparrowpy.frontend.preprocess import FrontendError, _parse, preprocess


def dump(ast) -> list:
    out = []

    def walk(n):
        attrs = tuple(getattr(n, a) for a in n.attr_names if a != "coord")
        out.append((type(n).__name__, str(n.coord) if n.coord else None, attrs))
        for _, c in n.children():
            walk(c)

    walk(ast)
    return out


HEADER = """\
typedef struct item { int key; struct item *next; } item_t;
typedef int count_t;
static inline int item_key(const item_t *i) { return i ? i->key : -1; }
static inline count_t twice(count_t c) { return 2 * c; } int after_on_same_line;
struct pair { int a, b; };
enum color { RED, GREEN = 3 };
extern int table[];
"""


@pytest.fixture(autouse=True)
def fresh_cache():
    declcache.clear_cache()
    yield
    declcache.clear_cache()


def test_same_ast_as_a_whole_parse_and_header_declarations_reused(tmp_path):
    (tmp_path / "h.h").write_text(HEADER)
    (tmp_path / "a.c").write_text('#include "h.h"\nint use(item_t *i) { return item_key(i) + twice(1); }\n')
    (tmp_path / "b.c").write_text('#include "h.h"\nint other(void) { struct pair p = {1, 2}; return p.a; }\n')
    for name in ("a.c", "b.c"):
        text = preprocess(str(tmp_path / name))
        assert dump(parse_declarations(text, name)) == dump(_parse(text, name))
    stats = declcache.cache_stats()
    # every declaration of h.h (and of the bundled compat header) met again in b.c is reused
    assert stats["reused"] >= HEADER.count(";") - 2
    assert stats["distinct"] < stats["parts"]


def test_only_what_headers_bring_is_kept(tmp_path):
    # a file's own declarations (its function bodies: most of what is parsed) are met
    # again only if the same file is parsed again; they are not kept, the header's are
    (tmp_path / "h.h").write_text(HEADER)
    (tmp_path / "a.c").write_text('#include "h.h"\nint use(item_t *i) { return item_key(i); }\n'
                                  'int own_global;\n')
    text = preprocess(str(tmp_path / "a.c"))
    first = dump(parse_declarations(text, str(tmp_path / "a.c")))
    kept = declcache.cache_stats()["distinct"]
    again = dump(parse_declarations(text, str(tmp_path / "a.c")))
    stats = declcache.cache_stats()
    assert first == again == dump(_parse(text, str(tmp_path / "a.c")))
    assert kept == stats["distinct"]  # nothing new kept by the second parse
    # the second parse reused every header part and neither of a.c's two
    assert stats["reused"] == stats["parts"] // 2 - 2


def test_a_declaration_parses_by_the_typedef_names_in_scope(tmp_path):
    # "int f(T);" declares a parameter of type T where T is a typedef name, and a
    # parameter named T otherwise: the two files must not share the parse
    one = '# 1 "x.h"\nint f(T);\n'
    typed = '# 1 "t.c"\ntypedef long T;\n' + one
    plain = '# 1 "p.c"\n' + one
    a, b = parse_declarations(typed, "t.c"), parse_declarations(plain, "p.c")
    assert dump(a) == dump(_parse(typed, "t.c")) and dump(b) == dump(_parse(plain, "p.c"))
    assert dump(a.ext[-1]) != dump(b.ext[-1])


def test_columns_of_declarations_sharing_a_line():
    text = '# 1 "c.c"\nint a; int b; int f(void) { return a; } int c;\n'
    assert dump(parse_declarations(text, "c.c")) == dump(_parse(text, "c.c"))
    parts = split_declarations(text, "c.c")
    # (the first part keeps the file's leading line marker)
    assert [body.strip().splitlines()[-1] for _, body in parts] == ["int a;", "int b;", "int f(void) { return a; }",
                                                                     "int c;"]
    assert parts[1][0] == '# 1 "c.c"\n' + " " * len("int a;")


def test_old_style_definitions_fall_back_to_a_whole_parse():
    text = '# 1 "k.c"\nint add(a, b) int a; int b; { return a + b; }\n'
    assert dump(parse_declarations(text, "k.c")) == dump(_parse(text, "k.c"))


def test_errors_are_those_of_a_whole_parse():
    text = '# 1 "e.c"\nint ok;\n# 7 "e.c"\nint f(void) { return 1 }\n'
    with pytest.raises(FrontendError) as whole:
        _parse(text, "e.c")
    with pytest.raises(FrontendError) as parts:
        parse_declarations(text, "e.c")
    assert str(parts.value) == str(whole.value) and parts.value.line == 7


RECOVER = """\
# 1 "r.h"
typedef int count_t;
void panic(const char *s, ...) GENERATED_ATTRIBUTE(1, 2);
typedef struct box { count_t n; } box_t;
# 1 "r.c"
int broken(void) { return 1 }
count_t ok(box_t *b) { return b->n; }
int also_ok;
"""


def names(ast) -> list:
    return [d.decl.name if type(d).__name__ == "FuncDef" else d.name for d in ast.ext]


def test_declarations_that_do_not_parse_are_skipped_when_asked():
    """With ``skipped``, a file that does not parse as a whole keeps every declaration
    that parses alone; each one left out is an error with its own line."""
    with pytest.raises(FrontendError):
        parse_declarations(RECOVER, "r.c")
    skipped: list = []
    ast = parse_declarations(RECOVER, "r.c", skipped=skipped)
    assert names(ast) == ["count_t", "box_t", "ok", "also_ok"]
    assert [(e.file, e.line) for e in skipped] == [("r.h", 2), ("r.c", 1)]
    assert "GENERATED_ATTRIBUTE" in skipped[0].message
    # (``ok`` parses only because count_t and box_t are still typedef names after the
    # failures: the parser was replaced, its file scope kept)


def test_a_failed_declaration_does_not_leave_a_typedef_behind():
    text = '# 1 "t.c"\ntypedef int T x;\nint T;\nint use(void) { return T; }\n'
    skipped: list = []
    ast = parse_declarations(text, "t.c", skipped=skipped)
    assert [e.line for e in skipped] == [1]
    assert names(ast) == ["T", "use"]  # T is an ordinary name again


def test_a_file_that_parses_whole_is_not_recovered():
    """The split failing where the whole parse works (old-style definitions) is not an
    error: nothing is skipped."""
    text = '# 1 "k.c"\nint add(a, b) int a; int b; { return a + b; }\n'
    skipped: list = []
    assert dump(parse_declarations(text, "k.c", skipped=skipped)) == dump(_parse(text, "k.c"))
    assert skipped == []


def test_unbalanced_text_does_not_split():
    assert split_declarations("int f(void) { return 1;\n", "u.c") is None
    assert split_declarations("int x = (1;\n", "u.c") is None


GNU_HEADER = """\
#pragma once
typedef unsigned long size_t;
extern void *copy(void *__restrict dst, const void *__restrict src, size_t n) __attribute__((__nonnull__(1, 2)));
struct __attribute__((packed)) packet { char tag; int len; };
static __inline__ int spin(int x) { __asm__ __volatile__("" : : : "memory"); return x; }
_Pragma("GCC diagnostic push") extern int flags __attribute__((aligned(sizeof(size_t))));
"""


def test_raw_text_is_cleaned_one_new_declaration_at_a_time(tmp_path, monkeypatch):
    # cpp's own output (attributes, asm, GNU spellings, pragmas) parsed part by part, each
    # part cleaned only when it is parsed: the AST of cleaning then parsing the whole text,
    # and a header's declarations met again in the next file are not cleaned again
    (tmp_path / "g.h").write_text(GNU_HEADER)
    (tmp_path / "a.c").write_text('#include "g.h"\nint use(struct packet *p) { return spin(p->len) + flags; }\n')
    (tmp_path / "b.c").write_text('#include "g.h"\nint other(char *__restrict s) { return s[0]; }\n')
    cleaned = []
    original = declcache.clean_preprocessed

    def counting(text):
        cleaned.append(text)
        return original(text)

    monkeypatch.setattr(declcache, "clean_preprocessed", counting)
    for name in ("a.c", "b.c"):
        # (the system's headers: the bundled ones define __attribute__ away)
        raw = preprocess(str(tmp_path / name), clean=False, system_headers=True)
        assert "__attribute__" in raw
        cleaned.clear()
        ast = parse_declarations(raw, name, cleaned=False)
        assert dump(ast) == dump(_parse(original(raw), name))
        header_parts = [t for t in cleaned if "packet {" in t or "spin(" in t or "copy(" in t]
        assert cleaned and (len(header_parts) >= 3 if name == "a.c" else header_parts == [])
