"""The field facts (``engine.fieldfacts``, ``AnalysisOptions.field_invariants``) never hide
a real leak of a program within their assumptions: no field is read before it is written
(the concrete interpreter rejects such a run as undefined), and a field's bytes change
only through the field (the generated programs write no bytes otherwise).

Generated programs keep two structures: ``struct st { unsigned w; unsigned s; int k; }``
behind ``o`` (``main``'s local, or a ``malloc``'d or ``calloc``'d block) and a second one.
Setters store into ``w`` a constant, an argument raised to at least a drawn bound, or an
argument as it is; ``k`` gets constants.  ``take`` frees a block only where ``o->k`` is
positive, so its outcomes say which numbers the caller's field held
(``Summary.entry_fields``), which the path check assumes where it takes them.  The procedure ``f`` makes and frees blocks
under conditions on ``o->w``, ``o->s`` and ``o->k`` (``o->s`` is set from ``o->w`` first,
as zlib sets its ``size`` from ``want``), around calls of the setters, so the facts of
``w`` and ``k`` decide branches.  ``main`` calls setters with drawn arguments, then ``f``.
Every block the run leaks must be reported with the facts on (the other options sound),
and the facts only remove alarms.

How often it matters (``python -m tests.soundness.test_field_facts``, 150 programs):
printed by ``_measure``; see the module's test below for a directed case.
"""

from __future__ import annotations

from hypothesis import given, note, strategies as st

from .harness import analyse, examples, failure_report, parse_units, recall_and_removal_problems, run_concrete, \
    sound_options

_PRELUDE = (
    "#define NULL ((void *)0)",
    "void *malloc(unsigned long size);",
    "void *calloc(unsigned long n, unsigned long size);",
    "void free(void *ptr);",
    "struct st { unsigned w; unsigned s; int k; };",
)


@st.composite
def setters(draw) -> list:
    """Definitions of ``set_w`` and ``set_k``: the program's only stores into those fields
    besides ``main``'s constants."""
    kind = draw(st.sampled_from(["clamp", "clamp", "const", "any"]))
    if kind == "clamp":
        lo = draw(st.integers(0, 4))
        w = f"static void set_w(struct st *o, unsigned v) {{ if (v < {lo}u) v = {lo}u; o->w = v; }}"
    elif kind == "const":
        w = f"static void set_w(struct st *o, unsigned v) {{ o->w = {draw(st.integers(0, 9))}u + (v & 1u); }}"
    else:
        w = "static void set_w(struct st *o, unsigned v) { o->w = v; }"
    ks = draw(st.lists(st.integers(-2, 3), min_size=1, max_size=2))
    k = "static void set_k(struct st *o, int v) { " + \
        " ".join(f"if (v == {i}) {{ o->k = {c}; return; }}" for i, c in enumerate(ks)) + f" o->k = {ks[0]}; }}"
    return [w, k]


@st.composite
def conditions(draw) -> str:
    field = draw(st.sampled_from(["w", "s", "k"]))
    op = draw(st.sampled_from(["==", "!=", "<", ">"]))
    return f"o->{field} {op} {draw(st.integers(-1, 4))}"


def _statement(draw, conds: list, n: int) -> str:
    if conds and draw(st.booleans()):
        c = draw(st.sampled_from(conds))
    else:
        c = draw(conditions())
        conds.append(c)
    i = draw(st.integers(0, 1))
    kind = draw(st.sampled_from(["alloc", "alloc", "free", "free", "set", "take", "return"]))
    if kind == "alloc":
        return f"  if ({c}) p{i} = malloc({1001 + n});"
    if kind == "free":
        return f"  if ({c}) {{ free(p{i}); p{i} = NULL; }}"
    if kind == "take":
        # (take frees the block only where the structure's k is positive: its outcome says
        # so of the caller's o->k, Summary.entry_fields)
        return f"  if (take(o, p{i})) p{i} = NULL;"
    if kind == "set":
        call = draw(st.sampled_from(["set_w", "set_k"]))
        return f"  if ({c}) {call}({draw(st.sampled_from(['o', 'q']))}, {draw(st.integers(0, 3))});"
    return f"  if ({c}) return 1;"


@st.composite
def field_programs(draw) -> str:
    conds: list = []
    body = [_statement(draw, conds, n) for n in range(draw(st.integers(2, 7)))]
    make = draw(st.sampled_from(["local", "malloc", "calloc"]))
    if make == "local":
        obj = ["  struct st x;", "  struct st *o = &x;"]
    else:
        size = "1, sizeof (struct st)" if make == "calloc" else "sizeof (struct st)"
        obj = [f"  struct st *o = {make}({size});", "  if (o == NULL) return 0;"]
    init = [] if make == "calloc" and draw(st.booleans()) else [
        f"  o->w = {draw(st.integers(0, 9))}u;", f"  o->k = {draw(st.integers(-2, 3))};"]
    calls = [f"  {draw(st.sampled_from(['set_w', 'set_k']))}(o, {draw(st.integers(0, 5))});"
             for _ in range(draw(st.integers(0, 2)))]
    return "\n".join([
        *_PRELUDE,
        *draw(setters()),
        "static int take(struct st *o, char *p) {",
        "  if (o->k > 0) {",
        "    free(p);",
        "    return 1;",
        "  }",
        "  return 0;",
        "}",
        "int f(struct st *o, struct st *q) {",
        "  char *p0 = NULL;",
        "  char *p1 = NULL;",
        "  o->s = o->w;",
        *body,
        "  free(p0);",
        "  free(p1);",
        "  return 0;",
        "}",
        "int main(void) {",
        "  struct st y;",
        *obj,
        *init,
        "  y.w = 2u;",
        "  y.k = 0;",
        *calls,
        "  f(o, &y);",
        *(["  free(o);"] if make != "local" else []),
        "  return 0;",
        "}",
        "",
    ])


def check(text: str) -> list:
    return recall_and_removal_problems(text, sound_options(field_invariants=True), sound_options(field_invariants=False),
                                       "the field facts")


@examples(1.0)
@given(field_programs())
def test_field_facts_never_hide_a_real_leak(text):
    note(text)
    problems = check(text)
    assert not problems, failure_report(text, problems)


_DIRECTED = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void free(void *ptr);
struct st { unsigned w; unsigned s; int k; };
static void set_w(struct st *o, unsigned v) { if (v < 2u) v = 2u; o->w = v; }
int f(struct st *o) {
  char *p = malloc(8);
  o->s = o->w;
  if (o->s == 0) return 1;
  free(p);
  return 0;
}
int main(void) {
  struct st *o = malloc(sizeof (struct st));
  if (o == NULL) return 0;
  o->w = 8u;
  set_w(o, STORED);
  f(o);
  free(o);
  return 0;
}
"""


def test_a_bounded_field_prunes_and_a_zero_store_keeps_the_alarm():
    # the property would pass with facts that never decide anything: here the fact
    # w >= 2 makes the return at s == 0 dead (no alarm), the switch off gives the alarm
    # back, and a store of 0 (the setter unbounded) is a real leak, still reported
    text = _DIRECTED.replace("STORED", "5u")
    units = parse_units(text)
    assert not analyse(units, sound_options(field_invariants=True)).findings
    assert analyse(units, sound_options(field_invariants=False)).findings
    leaky = _DIRECTED.replace("STORED", "0u").replace("if (v < 2u) v = 2u; ", "")
    units = parse_units(leaky)
    assert run_concrete(units).leaked
    assert not check(leaky), failure_report(leaky, check(leaky))


_POINTER_PRELUDE = (
    "#define NULL ((void *)0)",
    "void *malloc(unsigned long size);",
    "void *calloc(unsigned long n, unsigned long size);",
    "void free(void *ptr);",
    "struct pt { int n; int *e; };",
    "static int G;",
    "static struct pt *kept;",
)


@st.composite
def pointer_field_programs(draw) -> str:
    """Programs whose pointer field ``e`` is NULL or not where ``look`` tests it (through a
    copy in a local, as gnulib's regex tests ``entrance_nodes``): ``look`` loses a block
    where it reads NULL.  The stores of ``e`` are addresses, a NULL, or a copy of another
    structure's field; ``main``'s block is a local, a ``malloc``'d or a ``calloc``'d one
    (whose ``e`` is NULL until a store), handed to ``look`` or kept in a global (``keep``)
    before or after the stores, or between two of them."""
    make = draw(st.sampled_from(["local", "malloc", "calloc", "calloc"]))
    if make == "local":
        obj = ["  struct pt x;", "  struct pt *o = &x;"]
    else:
        size = "1, sizeof (struct pt)" if make == "calloc" else "sizeof (struct pt)"
        obj = [f"  struct pt *o = {make}({size});", "  if (o == NULL) return 0;"]
    n = draw(st.integers(0, 3))
    body = [f"  o->n = {n};"]
    for _ in range(draw(st.integers(1, 5))):
        kind = draw(st.sampled_from(["addr", "addr", "field", "maybe", "null", "copy", "look", "keep"]))
        k = draw(st.integers(0, 3))
        if kind == "addr":
            body.append("  o->e = &G;")
        elif kind == "field":
            body.append("  o->e = &o->n;")
        elif kind == "maybe":
            body.append(f"  if (o->n == {k}) o->e = &G;")
        elif kind == "null":
            body.append(f"  if (o->n == {k}) o->e = NULL;")
        elif kind == "copy":
            body.append("  copy(o, &y);")
        elif kind == "look":
            body.append("  look(o);")
        else:
            body.append("  keep(o);")
    y = draw(st.sampled_from(["&G", "&y.n", "NULL"]))
    return "\n".join([
        *_POINTER_PRELUDE,
        "static void copy(struct pt *o, struct pt *q) { o->e = q->e; }",
        "static void keep(struct pt *o) { kept = o; }",
        "static int look(struct pt *o) {",
        "  char *p = malloc(8);",
        "  int *t = o->e;",
        "  if (t == NULL) return 1;",
        "  free(p);",
        "  return 0;",
        "}",
        "static int later(void) {",
        "  if (kept != NULL) return look(kept);",
        "  return 0;",
        "}",
        "int main(void) {",
        "  struct pt y;",
        f"  y.e = {y};",
        *obj,
        *body,
        "  later();",
        "  look(o);",
        "  kept = NULL;",
        *(["  free(o);"] if make != "local" else []),
        "  return 0;",
        "}",
        "",
    ])


@examples(1.0)
@given(pointer_field_programs())
def test_pointer_field_facts_never_hide_a_real_leak(text):
    note(text)
    problems = check(text)
    assert not problems, failure_report(text, problems)


def test_a_field_set_before_the_block_is_handed_out_prunes_and_one_after_keeps_the_alarm():
    # the calloc'd block's field is NULL until the store: handed to ``look`` before it,
    # the block of ``look`` is really lost; after it, never
    before = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long n, unsigned long size);
void free(void *ptr);
struct pt { int n; int *e; };
static int G;
static int look(struct pt *o) {
  char *p = malloc(8);
  int *t = o->e;
  if (t == NULL) return 1;
  free(p);
  return 0;
}
int main(void) {
  struct pt *o = calloc(1, sizeof (struct pt));
  if (o == NULL) return 0;
  FIRST
  SECOND
  free(o);
  return 0;
}
"""
    good = before.replace("FIRST", "o->e = &G;").replace("SECOND", "look(o);")
    units = parse_units(good)
    assert not analyse(units, sound_options(field_invariants=True)).findings
    assert analyse(units, sound_options(field_invariants=False)).findings
    bad = before.replace("FIRST", "look(o);").replace("SECOND", "o->e = &G;")
    assert run_concrete(parse_units(bad)).leaked
    assert not check(bad), failure_report(bad, check(bad))
    assert analyse(parse_units(bad), sound_options(field_invariants=True)).findings


def _measure(n: int = 150) -> None:  # pragma: no cover - a measurement, not a test
    from hypothesis import HealthCheck, settings

    counts = {"alarms": 0, "pruned": 0, "leaks": 0, "total": 0}

    @settings(max_examples=n, deadline=None, suppress_health_check=list(HealthCheck))
    @given(field_programs())
    def sample(text):
        units = parse_units(text)
        run = run_concrete(units, reject=False)
        without = analyse(units, sound_options(field_invariants=False))
        with_facts = analyse(units, sound_options(field_invariants=True))
        counts["total"] += 1
        counts["alarms"] += bool(without.findings)
        counts["pruned"] += len(with_facts.findings) < len(without.findings)
        counts["leaks"] += bool(run.leaked)

    sample()
    print({k: (v, round(100 * v / max(1, counts["total"]))) for k, v in counts.items()})


if __name__ == "__main__":  # pragma: no cover
    _measure()
