"""Soundness of the unknown-function policy's rule 2 at depth: code the analysis cannot see
(a function declared and never defined, a call through a function pointer whose target
it cannot resolve) may change every cell reachable from what it is handed, not only the
cells its arguments point to (``Semantics.havoc_reachable``), and a procedure that hands
its input memory to such code tells its callers (``Summary.havocked_inputs``).

The property: the analysis of a program whose "unknown" function is only declared covers
(γ at every point of ``main`` and of the procedure in between) the concrete runs of the
same program completed with one definition of that function, which writes numbers at a
random depth below what it is handed: into a local struct, a ``malloc``'ed block, a
``calloc``'ed block whose cells were never written (they read as zero until then), through
a context struct passed as ``void *``, directly or through a procedure in between (whose
summary carries the effect).  Before stop 52 the cells two levels down kept their values:
``ctx.head->next->v`` stayed 2 after the call, and a test of it was decided wrongly.

The definition is appended after every function the analysis sees, so that their CFG
node numbers are those of the analysed text.
"""

from __future__ import annotations

from hypothesis import given, note
from hypothesis import strategies as st

from domains import numeric_domain_names

from .harness import analyse, check_overapprox, examples, failure_report, parse_units, run_concrete, sound_options

PRELUDE = """\
void *malloc(unsigned long size);
void *calloc(unsigned long n, unsigned long size);
void free(void *ptr);

struct node { int v; struct node *next; };
struct ctx { int count; struct node *head; };
typedef void visit_fn(void *);
visit_fn *lookup(void);
void visit(void *p);
"""

ALLOC = {
    "malloc": "malloc(sizeof(struct node))",
    "calloc": "calloc(1, sizeof(struct node))",
}


@st.composite
def unknown_code_programs(draw):
    """(analysed text, text run concretely, procedures checked)."""
    kind_a = draw(st.sampled_from(["local", "malloc", "calloc"]))
    kind_b = draw(st.sampled_from(["malloc", "calloc"]))
    call = draw(st.sampled_from(["indirect", "direct"]))
    between = draw(st.booleans())
    writes = draw(st.lists(st.sampled_from(["count", "a", "b"]), unique=True, max_size=3))
    values = {w: draw(st.integers(-3, 9)) for w in writes}
    probes = [draw(st.integers(-1, 9)) for _ in range(3)]

    callee = "(lookup())(c);" if call == "indirect" else "visit(c);"
    lines = [PRELUDE]
    if between:
        lines.append("void load(struct ctx *c)\n{\n    " + callee + "\n}\n")
    lines.append("int main(void)\n{")
    if kind_a == "local":
        lines.append("    struct node cell;\n    struct node *a = &cell;")
    else:
        lines.append(f"    struct node *a = {ALLOC[kind_a]};")
    lines.append(f"    struct node *b = {ALLOC[kind_b]};")
    lines.append("    struct ctx ctx;\n    int r = 0;")
    lines.append("    if (b == NULL)\n        return 0;")
    if kind_a != "local":
        lines.append("    if (a == NULL) {\n        free(b);\n        return 0;\n    }")
    if kind_a != "calloc":
        lines.append("    a->v = 1;")
    lines.append("    a->next = b;")
    if kind_b != "calloc":
        lines.append("    b->v = 2;\n    b->next = NULL;")
    lines.append("    ctx.count = 0;\n    ctx.head = a;")
    if between:
        lines.append("    load(&ctx);")
    else:
        lines.append("    " + callee.replace("(c)", "(&ctx)"))
    lines.append(f"    if (ctx.count == {probes[0]})\n        r = r + 1;")
    lines.append(f"    if (a->v == {probes[1]})\n        r = r + 2;")
    lines.append(f"    if (a->next->v == {probes[2]})\n        r = r + 4;")
    lines.append("    free(b);")
    if kind_a != "local":
        lines.append("    free(a);")
    lines.append("    return r;\n}\n")
    analysed = "\n".join(lines)
    body = ["    struct ctx *c = p;"]
    if "count" in values:
        body.append(f"    c->count = {values['count']};")
    if "a" in values:
        body.append(f"    c->head->v = {values['a']};")
    if "b" in values:
        body.append(f"    c->head->next->v = {values['b']};")
    definition = ("void visit(void *p)\n{\n" + "\n".join(body) + "\n}\n\n"
                  "visit_fn *lookup(void)\n{\n    return visit;\n}\n")
    procs = ("main", "load") if between else ("main",)
    return analysed, analysed + "\n" + definition, procs


def problems_of(analysed: str, concrete: str, procs: tuple, domain: str = "interval") -> list:
    options = sound_options(numeric_domain=domain)
    run = run_concrete(parse_units(concrete), record=procs)
    result = analyse(parse_units(analysed), options)
    problems = []
    for proc in procs:
        problems += check_overapprox(run, result, options, proc=proc)
    return problems


@given(unknown_code_programs(), st.sampled_from(numeric_domain_names()))
@examples(0.5)
def test_unknown_code_may_change_what_is_reachable(prog, domain):
    analysed, concrete, procs = prog
    note(concrete)
    problems = problems_of(analysed, concrete, procs, domain)
    assert not problems, failure_report(concrete, problems)


def _fixed(kind_b: str, between: bool, call: str) -> tuple:
    """A program whose unknown code writes two levels down, and the test that sees it."""
    callee = "(lookup())(c);" if call == "indirect" else "visit(c);"
    load = ("void load(struct ctx *c)\n{\n    " + callee + "\n}\n") if between else ""
    do = "    load(&ctx);" if between else "    " + callee.replace("(c)", "(&ctx)")
    init_b = "    b->v = 2;\n    b->next = NULL;\n" if kind_b == "malloc" else ""
    analysed = (PRELUDE + load + "int main(void)\n{\n"
                "    struct node cell;\n    struct node *a = &cell;\n"
                f"    struct node *b = {ALLOC[kind_b]};\n    struct ctx ctx;\n    int r = 0;\n"
                "    if (b == NULL)\n        return 0;\n"
                f"    a->v = 1;\n    a->next = b;\n{init_b}    ctx.count = 0;\n    ctx.head = a;\n{do}\n"
                "    if (a->next->v == 7)\n        r = 1;\n"
                "    free(b);\n    return r;\n}\n")
    definition = ("void visit(void *p)\n{\n    struct ctx *c = p;\n    c->head->next->v = 7;\n}\n\n"
                  "visit_fn *lookup(void)\n{\n    return visit;\n}\n")
    return analysed, analysed + "\n" + definition, ("main", "load") if between else ("main",)


def test_depth_two_writes_are_covered_on_every_shape():
    """Fixed examples: the write two levels down (through a local struct, then the
    context's pointer, then the node's pointer), into a written and into an unwritten
    ``calloc``'ed cell, directly, through a function pointer and through a summary."""
    for kind_b in ("malloc", "calloc"):
        for between in (False, True):
            for call in ("direct", "indirect"):
                analysed, concrete, procs = _fixed(kind_b, between, call)
                problems = problems_of(analysed, concrete, procs)
                assert not problems, (kind_b, between, call, failure_report(concrete, problems))


def test_the_fixed_example_detects_a_one_level_havoc(monkeypatch):
    """The check is not vacuous: with the havoc cut to the arguments' own pointees (the
    policy before stop 52), the write two levels down is missed."""
    from sparrowpy.engine import semantics
    from sparrowpy.engine.memory import FieldAddr

    real = semantics.Semantics.havoc_reachable

    def shallow(self, st, starts, node):
        objs = set(starts)
        fields = [c for c in st.mem if type(c) is FieldAddr and c.base in objs]
        self.write(st, sorted(objs | set(fields), key=lambda a: a.cached_key()), False,
                   semantics.Value(self.TOP, frozenset((semantics.UNKNOWN,))), None, node)
        return frozenset()  # (the blocks it reached, which escape: none beyond the arguments')

    monkeypatch.setattr(semantics.Semantics, "havoc_reachable", shallow)
    analysed, concrete, procs = _fixed("malloc", False, "direct")
    assert problems_of(analysed, concrete, procs)
    monkeypatch.setattr(semantics.Semantics, "havoc_reachable", real)
    assert not problems_of(analysed, concrete, procs)
