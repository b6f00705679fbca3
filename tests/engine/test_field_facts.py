"""The facts ``engine.fieldfacts.field_invariants`` gives the integer fields of a whole
program's structures: the join of the values every store gives a field of that name,
none where some store, write or use of the structure is out of its sight."""

from __future__ import annotations

import domains
from sparrowpy.engine.fieldfacts import NONNULL, field_invariants
from sparrowpy.frontend.load import load_files
from sparrowpy.options import AnalysisOptions

INTERVAL = domains.get_numeric_domain("interval")

HEAD = """\
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
struct s { unsigned want; int mode; unsigned char flags; };
"""

MAIN = """\
int main(int argc, char **argv)
{
    struct s *p = malloc(sizeof *p);
    if (p == NULL)
        return 1;
    p->want = 8192;
    p->mode = 1;
    p->flags = 0;
    if (argc > 1)
        set(p, (unsigned)atoi(argv[1]));
    if (p->mode == 2 || p->want > 9 || p->flags)
        return 2;
    free(p);
    return 0;
}
"""


def _facts(tmp_path, body: str, main: str = MAIN, files: dict = None) -> dict:
    paths = []
    src = tmp_path / "f.c"
    src.write_text(HEAD + body + main)
    paths.append(str(src))
    for name, text in (files or {}).items():
        (tmp_path / name).write_text(text)
        paths.append(str(tmp_path / name))
    units = load_files(paths).units
    return {k: v if v is NONNULL else v.bounds() for k, v in field_invariants(units, AnalysisOptions(), INTERVAL).items()}


def test_a_store_of_a_clamped_parameter_bounds_the_field(tmp_path):
    facts = _facts(tmp_path, """\
void set(struct s *p, unsigned n)
{
    if (n < 2)
        n = 2;
    p->want = n;
    p->mode = n > 100 ? 2 : 3;
}
""")
    assert facts["want"] == (2, 2**32 - 1)
    assert facts["mode"] == (1, 3)


def test_an_unbounded_store_gives_no_fact(tmp_path):
    facts = _facts(tmp_path, "void set(struct s *p, unsigned n) { p->mode = (int)n; p->want = 4; }\n")
    assert "mode" not in facts and facts["want"] == (4, 8192)


def test_a_zero_fill_or_calloc_adds_zero(tmp_path):
    fill = _facts(tmp_path, "void set(struct s *p, unsigned n) { memset(p, 0, sizeof *p); p->want = 4; }\n")
    assert fill["want"] == (0, 8192) and fill["mode"] == (0, 1)
    alloc = _facts(tmp_path, """\
struct s *fresh(void) { return calloc(1, sizeof(struct s)); }
void set(struct s *p, unsigned n) { p->want = 4; }
""")
    assert alloc["want"] == (0, 8192)


def test_a_fill_with_another_byte_or_bytes_written_as_chars_give_no_fact(tmp_path):
    assert "want" not in _facts(tmp_path, "void set(struct s *p, unsigned n) { memset(p, 1, sizeof *p); }\n")
    assert "want" not in _facts(tmp_path, "void set(struct s *p, unsigned n) { char *c = (char *)p; c[0] = 0; }\n")
    assert "want" not in _facts(tmp_path, "void set(struct s *p, unsigned n) { read(0, p, sizeof *p); }\n")


def test_an_address_taken_field_gives_no_fact(tmp_path):
    facts = _facts(tmp_path, "void set(struct s *p, unsigned n) { unsigned *w = &p->want; *w = n; p->mode = 2; }\n")
    assert "want" not in facts and facts["mode"] == (1, 2)


def test_a_structure_the_library_fills_or_hands_out_gives_no_fact(tmp_path):
    facts = _facts(tmp_path, """\
extern void fill(struct s *);
void set(struct s *p, unsigned n) { fill(p); p->want = 3; }
""")
    assert "want" not in facts and "mode" not in facts


def test_a_field_read_only_gives_no_fact(tmp_path):
    # (never stored: the library's, or read before any store)
    facts = _facts(tmp_path, "struct t { int count; };\nint get(struct t *t) { return t->count > 2; }\n"
                   "void set(struct s *p, unsigned n) { }\n")
    assert "count" not in facts


def test_a_copy_of_another_field_takes_its_fact(tmp_path):
    facts = _facts(tmp_path, """\
struct u { unsigned size; };
void set(struct s *p, unsigned n) { if (n < 2) n = 2; p->want = n; }
void copy(struct u *u, struct s *p) { u->size = p->want; if (u->size) free(u); }
""")
    assert facts["size"] == (2, 2**32 - 1)


def test_a_library_without_main_gets_no_facts(tmp_path):
    assert _facts(tmp_path, "void set(struct s *p, unsigned n) { p->want = 4; }\n", main="") == {}


def test_one_untagged_structure_declared_in_two_files_is_one_type(tmp_path):
    # (zlib's ``typedef struct { .. } gz_state;`` in gzguts.h: every file parses its own)
    shared = "typedef struct { unsigned want; unsigned size; } state_t;\nint look(state_t *s);\n"
    (tmp_path / "state.h").write_text(shared)
    other = '#include "state.h"\nint look(state_t *s) { s->size = s->want; return s->size != 0; }\n'
    facts = _facts(tmp_path, '#include "state.h"\nvoid set(struct s *p, unsigned n) { }\n'
                   "int start(unsigned n) { state_t *s = malloc(sizeof *s); if (!s) return 0;\n"
                   "  s->want = n < 2 ? 2 : n; s->size = 0; int r = look(s); free(s); return r; }\n",
                   files={"other.c": other})
    assert facts["want"] == (2, 2**32 - 1)


def test_a_structure_in_a_union_or_a_library_global_gives_no_fact(tmp_path):
    facts = _facts(tmp_path, """\
union both { struct s a; long raw; };
void set(struct s *p, unsigned n) { union both b; b.raw = (long)n; p->want = 4; p->mode = b.a.mode; }
""")
    assert "want" not in facts and "mode" not in facts
    facts = _facts(tmp_path, """\
struct lib { int level; };
extern struct lib lib_state;
void set(struct s *p, unsigned n) { lib_state.level = 1; if (lib_state.level > 2) p->want = 4; }
""")
    assert "level" not in facts and facts["want"] == (4, 8192)


POINTERS = """\
struct n { int v; struct n *link; char *name; };
static int G;
static struct n *kept;
static void keep(struct n *x) { kept = x; }
static int look(struct n *x) { return x->link->v + *x->name; }
"""


def test_a_pointer_field_no_store_leaves_null_is_non_null(tmp_path):
    facts = _facts(tmp_path, POINTERS + """\
void set(struct s *p, unsigned n)
{
    struct n *x = malloc(sizeof *x);
    char *m = malloc(n);
    if (x == NULL || m == NULL)
        return;
    x->link = x;
    x->name = m;
    keep(x);
    look(x);
}
""")
    assert facts["link"] is NONNULL and facts["name"] is NONNULL


def test_a_null_or_unchecked_store_gives_no_pointer_fact(tmp_path):
    facts = _facts(tmp_path, POINTERS + """\
void set(struct s *p, unsigned n)
{
    struct n *x = malloc(sizeof *x);
    if (x == NULL)
        return;
    x->link = NULL;
    x->name = malloc(n);
    look(x);
}
""")
    assert "link" not in facts and "name" not in facts


def test_a_calloc_d_block_handed_out_before_the_store_gives_no_pointer_fact(tmp_path):
    body = POINTERS + """\
void set(struct s *p, unsigned n)
{
    struct n *x = calloc(1, sizeof *x);
    if (x == NULL)
        return;
    FIRST
    SECOND
    x->name = "";
    look(x);
}
"""
    after = _facts(tmp_path, body.replace("FIRST", "x->link = x;").replace("SECOND", "keep(x);"))
    assert after["link"] is NONNULL
    before = _facts(tmp_path, body.replace("FIRST", "keep(x);").replace("SECOND", "x->link = x;"))
    assert "link" not in before and "name" not in before
    # a pointer to another field (not the first, whose address is the block's) hands out
    # that field alone
    inner = _facts(tmp_path, body.replace("FIRST", "look((struct n *)0); char **q = &x->name; (void)q;")
                   .replace("SECOND", "x->link = x; keep(x);"))
    assert "name" not in inner and inner["link"] is NONNULL
    first = _facts(tmp_path, POINTERS.replace("int v;", "struct n *head; int v;") + """\
static void see(struct n **h) { kept = *h; }
void set(struct s *p, unsigned n)
{
    struct n *x = calloc(1, sizeof *x);
    if (x == NULL)
        return;
    x->head = x;
    see(&x->head);
    x->link = x;
    x->name = "";
    look(x);
}
""")
    assert "link" not in first


def test_a_name_that_is_a_number_elsewhere_gives_no_pointer_fact(tmp_path):
    facts = _facts(tmp_path, POINTERS + """\
struct m { int link; };
void set(struct s *p, unsigned n)
{
    struct m *y = malloc(sizeof *y);
    struct n *x = malloc(sizeof *x);
    if (x == NULL || y == NULL)
        return;
    y->link = 2;
    x->link = x;
    x->name = "";
    look(x);
    if (y->link > 1)
        free(y);
}
""")
    assert facts.get("link") is not NONNULL and facts["name"] is NONNULL
