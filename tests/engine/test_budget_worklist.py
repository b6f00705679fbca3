"""Per-procedure budgets (the unknown summary), the worklist over a recursive SCC, the
signature filter of indirect call edges, and the dependency edges of indirect calls
(issue 14: no blow-up on hook-heavy code)."""

from __future__ import annotations

import textwrap

import pytest

from sparrowpy import ctype as T
from sparrowpy.engine.budget import Budget, BudgetExceeded
from sparrowpy.interproc.analysis import analyze_paths
from sparrowpy.interproc.callgraph import signature_compatible
from sparrowpy.interproc.summary import Summary
from sparrowpy.options import AnalysisOptions


def analyse(tmp_path, source: str, **options):
    f = tmp_path / "prog.c"
    f.write_text(textwrap.dedent(source))
    return analyze_paths([str(f)], AnalysisOptions(**options))


def leaks(result) -> list:
    return sorted((f.function, f.line) for f in result.findings)


# A procedure with a long loop body (many node visits), its caller, and an unrelated one.
BIG = """\
#include <stdlib.h>
void keep(char *p);
int big(int n, char *arg) {
  int s = 0;
  char *tmp = malloc(8);
  for (int i = 0; i < n; i++) {
    s += i; s -= 1; s += 2; s *= 1; s += 3; s -= 3;
    if (s > 1000) s = 0;
    s += i; s -= 1; s += 2; s *= 1; s += 3; s -= 3;
  }
  if (n > 5) return s;   /* line 11: tmp leaks */
  free(tmp);
  free(arg);
  return s;
}
int caller(int n) {
  char *p = malloc(4);
  return big(n, p);      /* big frees p on one path: no leak of p here */
}
void small(int n) {
  char *q = malloc(2);
  if (n) return;         /* line 22: q leaks */
  free(q);
}
"""


def test_default_budget_reports_everything(tmp_path):
    r = analyse(tmp_path, BIG)
    assert leaks(r) == [("big", 11), ("small", 22)]
    s = r.stats_json()
    assert s["budget_skips"] == 0 and r.skipped == {}


# A procedure that stores into its caller's cells (a smashed set of targets in httpd's
# internal_internal_redirect), its caller, and a leak elsewhere.
WRITES = """\
#include <stdlib.h>
struct req { struct req *a, *b, *c, *d; char *buf; };
void copy_all(struct req *r, struct req *o, int k) {
  struct req *t = k ? r->a : k > 1 ? r->b : o->c;
  r->a = t; r->b = t; r->c = t; r->d = t;
  o->a = t; o->b = t;
}
int caller(struct req *r, struct req *o) {
  char *p = malloc(4);
  r->buf = p;            /* held by the caller's r: no leak */
  copy_all(r, o, 1);
  return 0;
}
void small(int n) {
  char *q = malloc(2);
  if (n) return;         /* line 16: q leaks */
  free(q);
}
"""


def test_over_the_summary_writes_budget_a_procedure_gets_the_unknown_summary(tmp_path):
    full = analyse(tmp_path, WRITES)
    writes = len(full.summaries["copy_all"].cell_writes)
    assert writes > 6 and full.skipped == {}
    r = analyse(tmp_path, WRITES, summary_writes=writes - 1)
    assert set(r.skipped) == {"copy_all"}
    assert "summary_writes" in r.skipped["copy_all"]
    assert r.summaries["copy_all"].unknown and r.stats_json()["budget_skips"] == 1
    # the caller is still analysed (copy_all is an unknown function there), the rest too
    assert not r.summaries["caller"].unknown
    assert leaks(r) == leaks(full) == [("small", 16)]
    # 0 turns the bound off
    assert analyse(tmp_path, WRITES, summary_writes=0).skipped == {}


OUTCOMES = """\
#include <stdlib.h>
int get(char **out, char **o2, int k) {
  *o2 = NULL;
  if (k) { *out = malloc(4); return 1; }
  *out = NULL;
  return 0;
}
int use(void) {
  char *p, *q;
  if (get(&p, &q, 1) == 0)
    return 0;
  free(p);
  return 1;
}
"""


def test_return_outcomes_over_the_summary_writes_budget_are_dropped(tmp_path):
    full = analyse(tmp_path, OUTCOMES)
    s = full.summaries["get"]
    joined = len(s.cell_writes)
    in_outcomes = sum(len(sub.cell_writes) for _, sub in s.outcomes)
    assert s.outcomes and in_outcomes > joined
    r = analyse(tmp_path, OUTCOMES, summary_writes=joined)
    # the joined summary is within the bound and stays; its outcomes go
    assert r.skipped == {} and not r.summaries["get"].unknown
    assert r.summaries["get"].outcomes == () and r.summaries["get"].cell_writes == s.cell_writes
    assert leaks(r) == leaks(full) == []
    kept = analyse(tmp_path, OUTCOMES, summary_writes=in_outcomes).summaries["get"].outcomes
    assert [(label, sub.key()) for label, sub in kept] == [(label, sub.key()) for label, sub in s.outcomes]


def test_over_the_step_budget_a_procedure_gets_the_unknown_summary(tmp_path):
    r = analyse(tmp_path, BIG, procedure_steps=25)
    # big() went over; small() and caller() are short and still analysed
    assert set(r.skipped) == {"big"}
    assert "procedure_steps" in r.skipped["big"]
    assert r.summaries["big"].unknown
    assert r.stats_json()["budget_skips"] == 1
    # big's own leak is not reported (its analysis did not finish); caller passes p to an
    # unknown function, so p escapes (unknown-function policy): no alarm there either
    assert leaks(r) == [("small", 22)]


def test_over_the_cell_budget(tmp_path):
    r = analyse(tmp_path, BIG, procedure_cells=3)
    assert r.skipped and all("procedure_cells" in why for why in r.skipped.values())
    assert all(r.summaries[k].unknown for k in r.skipped)


def test_over_the_total_cell_budget(tmp_path):
    # each state of big() is small; all of them together are not
    r = analyse(tmp_path, BIG, procedure_total_cells=40)
    assert "big" in r.skipped and "procedure_total_cells" in r.skipped["big"]
    assert r.summaries["big"].unknown
    assert "small" not in r.skipped and ("small", 22) in leaks(r)
    assert analyse(tmp_path, BIG, procedure_cells=40).skipped == {}


def test_the_total_cell_budget_counts_each_node_once():
    from sparrowpy.engine.memory import State
    b = Budget(max_total_cells=5)
    three = State({i: None for i in range(3)})
    for _ in range(10):  # the same node again and again: its last state counts
        b.charge(three, 1)
    assert b.total_cells == 3
    b.charge(State({}), 1)
    assert b.total_cells == 0
    b.charge(three, 1)
    with pytest.raises(BudgetExceeded) as e:
        b.charge(three, 2)
    assert "procedure_total_cells" in e.value.reason


def test_a_caller_of_an_unknown_summary_keeps_its_own_leaks(tmp_path):
    src = """\
    #include <stdlib.h>
    int big(int n) {
      int s = 0;
      for (int i = 0; i < n; i++) { s += i; s -= 1; s += 2; s *= 1; s += 3; }
      return s;
    }
    int user(int n) {
      char *own = malloc(3);
      int k = big(n);
      if (k) return 1;      /* line 10: own leaks whatever big does */
      free(own);
      return 0;
    }
    """
    r = analyse(tmp_path, src, procedure_steps=15)
    assert set(r.skipped) == {"big"}
    assert leaks(r) == [("user", 10)]


def test_budget_unit():
    b = Budget(max_steps=2)
    b.charge(None)
    b.charge(None)
    with pytest.raises(BudgetExceeded) as e:
        b.charge(None)
    assert "procedure_steps" in e.value.reason
    Budget().charge(None)  # no bounds: never raises
    late = Budget(outer_deadline=0.0)  # a component deadline long past
    with pytest.raises(BudgetExceeded) as e:
        late.check_clock()
    assert "scc_seconds" in e.value.reason


def test_unknown_summary_text_and_json():
    s = Summary.top("f", "more than 5 node visits (procedure_steps)")
    assert s.to_json()["unknown"].startswith("more than 5")
    assert "unknown-function policy" in s.format_text()
    assert not s.same_as(Summary("f"))
    assert Summary.from_json(s.to_json()).unknown == s.unknown


# Mutual recursion: even/odd walk a list; one of them allocates and leaks.
RECURSIVE = """\
#include <stdlib.h>
struct node { struct node *next; };
int odd(struct node *l);
int even(struct node *l) {
  if (!l) return 1;
  return odd(l->next);
}
int odd(struct node *l) {
  char *t = malloc(1);
  if (!l) return 0;      /* line 10: t leaks */
  free(t);
  return even(l->next);
}
int leaf(int x) { return x + 1; }
int top(struct node *l) {
  char *u = malloc(1);
  int r = even(l) + leaf(2);
  if (r) return r;       /* line 18: u leaks */
  free(u);
  return 0;
}
"""


def test_recursive_scc_by_worklist(tmp_path):
    r = analyse(tmp_path, RECURSIVE)
    assert leaks(r) == [("odd", 10), ("top", 18)]
    assert r.skipped == {}
    s = r.stats_json()
    # leaf and top once each; the SCC {even, odd} a few times, far fewer than
    # max_scc_rounds rounds over the whole component
    assert 4 <= s["procedure_analyses"] < 2 + 2 * AnalysisOptions().max_scc_rounds


def test_an_scc_that_cannot_settle_in_its_rounds_is_given_up_soundly(tmp_path):
    r = analyse(tmp_path, RECURSIVE, max_scc_rounds=1)
    # one analysis each is not enough for a cycle that starts from "does not return"
    assert set(r.skipped) <= {"even", "odd"} and r.skipped
    assert all("max_scc_rounds" in why for why in r.skipped.values())
    assert r.stats_json()["iteration_caps"] >= 1
    # top's own leak does not depend on the SCC
    assert ("top", 18) in leaks(r)
    assert all(f.function not in r.skipped for f in r.findings)


def test_an_scc_over_its_time_is_given_up_as_a_whole(tmp_path):
    r = analyse(tmp_path, RECURSIVE, scc_seconds=1e-9)
    assert set(r.skipped) == {"even", "odd"}
    assert leaks(r) == [("top", 18)]


def test_cli_names_the_skipped_procedure(tmp_path):
    import subprocess
    import sys

    (tmp_path / "prog.c").write_text(BIG)
    (tmp_path / "sparrowpy.toml").write_text("[analysis]\nprocedure_steps = 25\n")
    r = subprocess.run([sys.executable, "-m", "sparrowpy.cli", "analyze", "prog.c"], capture_output=True, text=True,
                       cwd=tmp_path)
    assert r.returncode == 1, r.stderr
    notes = [ln for ln in r.stderr.splitlines() if "was not summarised" in ln]
    assert len(notes) == 1 and notes[0].startswith("prog.c:3") and "big()" in notes[0]


# -- the signature filter of indirect calls --------------------------------------------

def fn(ret, *params, variadic=False):
    return T.FuncType(ret, [(None, p) for p in params], variadic)


def test_signature_compatibility():
    ptr = T.PointerType(T.CHAR)
    assert signature_compatible(fn(T.INT, ptr), fn(T.INT, T.PointerType(T.VOID)))
    assert not signature_compatible(fn(T.INT, ptr), fn(T.INT, ptr, T.INT))   # arity
    assert not signature_compatible(fn(T.INT, ptr), fn(T.INT, T.INT))        # pointer vs integer
    assert not signature_compatible(fn(T.VOID, ptr), fn(T.INT, ptr))         # result
    assert signature_compatible(fn(T.INT, ptr, variadic=True), fn(T.INT, ptr, T.INT))
    assert signature_compatible(None, fn(T.INT))
    assert signature_compatible(T.FuncType(T.INT, None, False), fn(T.INT, ptr))  # unprototyped


def test_pointers_to_structs_of_different_tags_do_not_match():
    key, line = T.RecordType("key", False), T.RecordType("line", False)
    pkey, pline = T.PointerType(key), T.PointerType(line)
    anon = T.PointerType(T.RecordType(None, False))
    assert signature_compatible(fn(T.INT, pkey), fn(T.INT, T.PointerType(T.RecordType("key", False))))
    assert not signature_compatible(fn(T.INT, pline, T.PointerType(T.VOID)), fn(T.INT, pkey, pkey))
    assert not signature_compatible(fn(pkey), fn(pline))                       # result
    # void *, char * and an untagged struct's pointer still match any pointer
    for other in (T.PointerType(T.VOID), T.PointerType(T.CHAR), anon, T.PointerType(pline)):
        assert signature_compatible(fn(T.INT, other), fn(T.INT, pkey))
        assert signature_compatible(fn(T.INT, pkey), fn(T.INT, other))
    # an array parameter is a pointer to its element
    assert not signature_compatible(fn(T.INT, T.ArrayType(line, None)), fn(T.INT, pkey))


HOOKS = """\
#include <stdlib.h>
typedef int (*handler_t)(char *);
typedef void (*logger_t)(int, int);
int dispatch(handler_t h, char *m);
void log_it(int a, int b);
logger_t logger = log_it;
int handle_a(char *m) { return dispatch(handle_a, m); }   /* a real cycle through h */
int dispatch(handler_t h, char *m) {
  logger(1, 2);
  if (m == 0) return 0;
  return h(m + 1);
}
void log_it(int a, int b) {
  char *x = malloc(2);
  if (a > b) return;      /* line 15: x leaks */
  free(x);
}
"""


def test_indirect_calls_reach_only_functions_of_their_type(tmp_path):
    from sparrowpy.interproc.callgraph import CallGraph, Program

    r = analyse(tmp_path, HOOKS)
    graph = CallGraph(Program(r.load.units))
    comps = {tuple(c) for c in graph.sccs()}
    # when the program runs, h(m) may reach handle_a (same type), not log_it; logger(1, 2)
    # may reach log_it only
    assert "log_it" in graph.runtime_succs["dispatch"] and "handle_a" in graph.runtime_succs["dispatch"]
    assert "handle_a" not in graph.runtime_succs["log_it"]
    # but the analysis of dispatch applies neither: h is its parameter and logger a
    # global, input memory that holds no function's address, so their calls are unknown
    # functions' and neither is summarised first (CallGraph.succs): no recursive component
    assert comps == {("dispatch",), ("handle_a",), ("log_it",)}
    assert graph.succs["dispatch"] == set() and graph.succs["handle_a"] == {"dispatch"}
    assert leaks(r) == [("log_it", 15)]


CALLBACKS = """\
#include <stdlib.h>
struct key { char *blob; };
struct line { int n; };
typedef int (*line_cb)(struct line *, void *);
typedef void (*key_free_fn)(struct key *);
int walk(line_cb cb, void *ctx);
int key_equal(struct key *a, struct key *b);
int count_line(struct line *l, void *ctx) { return l->n + (ctx != 0); }
int find_key(struct key *a, struct key *b) { return walk(count_line, a) + key_equal(a, b); }
int walk(line_cb cb, void *ctx) { struct line l; l.n = 1; return cb(&l, ctx); }
int key_equal(struct key *a, struct key *b) {
  int (*eq)(struct key *, struct key *) = find_key;       /* another key function */
  return a == b ? 1 : eq(b, a);
}
void key_free(struct key *k) { free(k->blob); free(k); }
void line_free(struct line *l) { free(l); }
void drop(struct line *l, int how) {
  void (*f)(struct line *) = how ? (void (*)(struct line *))key_free : line_free;
  f(l);
}
struct key *key_new(void) { struct key *k = malloc(sizeof *k); if (k) k->blob = 0; return k; }
typedef struct key *(*key_new_fn)(void);
int lose(void) {
  key_new_fn mk = key_new;
  struct key *k = mk();
  if (k == NULL) return 0;
  return 1;                  /* line 27: the block leaks */
}
int cast(void) {
  struct line *(*mk)(void) = (struct line *(*)(void))key_new;
  struct line *l = mk();
  if (l == NULL) return 0;
  return 1;                  /* line 33: not reported, mk() is applied as an unknown function */
}
"""


def test_a_callback_of_another_struct_type_stays_out_of_the_component(tmp_path):
    from sparrowpy.interproc.callgraph import CallGraph, Program

    r = analyse(tmp_path, CALLBACKS)
    graph = CallGraph(Program(r.load.units))
    comps = {tuple(c) for c in graph.sccs()}
    # cb(&l, ctx) takes a struct line *: it reaches count_line, not the struct key
    # functions, so find_key -> walk -> count_line is no cycle; key_equal's eq(b, a)
    # reaches find_key, which calls key_equal: that cycle is real
    assert ("count_line",) in comps and ("walk",) in comps
    assert ("find_key", "key_equal") in comps
    assert graph.runtime_succs["walk"] == {"count_line"}
    # (the analysis of walk itself applies none: cb is its parameter, an unknown
    # function; find_key passes count_line there, so walk's summary has a variant with
    # cb bound to it, which comes after count_line: ``CallGraph.callback_variants``)
    assert graph.callback_variants["walk"] == [(0, "count_line")]
    assert graph.succs["walk"] == {"count_line"}
    # f(l) in drop: line_free by its type; key_free, cast to the call's type, is applied
    # as an unknown function (its summary's frees of k->blob are not assumed)
    assert graph.succs["drop"] == {"line_free"}
    assert r.stats.indirect_unresolved >= 1
    # through a pointer of the function's type its summary applies: lose() loses the
    # block; through a cast to another struct's type it is an unknown function, whose
    # result is no block of the program's
    assert graph.succs["lose"] == {"key_new"} and graph.succs["cast"] == set()
    assert sorted(set(leaks(r))) == [("lose", 27)]


FLOWS = """\
#include <stdlib.h>
typedef int (*cb_t)(int);
struct s { cb_t cb; int x; };
static int h1(int a) { return a + 1; }
static int h2(int a) { return a + 2; }
static int h3(int a) { return a + 3; }
static int h4(int a) { return a + 4; }
static int h5(int a) { return a + 5; }
static const struct s table = { h5, 0 };
cb_t get(int t) { return t ? h1 : h2; }
void set(struct s *p) { p->cb = h3; }
void set_arg(struct s *p, cb_t f) { p->cb = f; }
struct s make(void) { struct s r; r.cb = h4; r.x = 0; return r; }
int via_ret(int t) { cb_t f = get(t); return f(t); }
int via_local(int t) { cb_t f = t ? h3 : h4; return f(t); }
int via_write(void) { struct s v; set(&v); return v.cb(1); }
int via_arg(void) { struct s v; set_arg(&v, h2); return v.cb(1); }
int via_struct(void) { struct s v = make(); return v.cb(1); }
int via_table(void) { return table.cb(1); }
int via_param(cb_t f) { return f(2); }
"""


def test_the_analysis_depends_only_on_the_functions_a_pointer_can_be_seen_to_hold(tmp_path):
    """An indirect call applies the summaries of the functions its pointer holds in the
    caller's abstract state, which are only those the caller names and those a callee
    returns; the call graph's dependency edges (``succs``) are exactly those, while its
    runtime edges keep every function of a fitting type whose address is taken."""
    src = tmp_path / "p.c"
    src.write_text(FLOWS)
    r = analyze_paths([str(src)], keep_states=True)
    graph = r.callgraph
    resolved = {k: not r.procedures[k].sem.unresolved_calls
                for k in ("via_ret", "via_local", "via_write", "via_arg", "via_struct", "via_table", "via_param")}
    assert resolved == {"via_ret": True, "via_local": True, "via_write": False, "via_arg": False,
                        "via_struct": False, "via_table": False, "via_param": False}
    hs = {"h1", "h2", "h3", "h4", "h5"}
    assert graph.succs["via_ret"] == {"get", "h1", "h2"}
    assert graph.succs["via_local"] == {"h3", "h4"}
    assert graph.succs["via_write"] == {"set"}
    assert graph.succs["via_param"] == set() and graph.succs["via_table"] == set()
    # a structure returned by value may carry one (the engine does not follow it yet)
    assert graph.succs["via_struct"] == {"make", "h4"}
    for k in resolved:
        assert hs <= graph.runtime_succs[k]


HOOK_TABLE = """\
#include <stdlib.h>
struct req { int status; char *buf; };
typedef int (*hook_fn)(struct req *);
struct hook { hook_fn fn; };
static struct hook hooks[8];
static int nhooks;
void hook_register(hook_fn f) { hooks[nhooks++].fn = f; }
int run_hooks(struct req *r) {
  for (int i = 0; i < nhooks; i++) {
    int rv = hooks[i].fn(r);
    if (rv != 0) return rv;
  }
  return 0;
}
int process(struct req *r) { return run_hooks(r); }
int redirect(struct req *r) { r->status = 302; return process(r); }
int handler_a(struct req *r) { return r->status == 404 ? redirect(r) : 0; }
int handler_b(struct req *r) {
  char *tmp = malloc(16);
  if (r->status) return 1;        /* line 20: tmp leaks */
  free(tmp);
  return process(r);
}
void setup(void) { hook_register(handler_a); hook_register(handler_b); }
"""


def test_a_hook_table_filled_at_run_time_makes_no_recursive_component(tmp_path):
    # at run time run_hooks may call every handler, which may call process and so
    # run_hooks again; the analysis of run_hooks applies none of them (the table is
    # global memory, whose function pointers it cannot know), so no procedure needs
    # another's summary before its own: every component is one procedure
    r = analyse(tmp_path, HOOK_TABLE)
    graph = r.callgraph
    assert {"handler_a", "handler_b"} <= graph.runtime_succs["run_hooks"]
    assert not any(graph.is_recursive(c) for c in graph.sccs())
    assert leaks(r) == [("handler_b", 20)]


def test_field_addresses_are_not_kept_alive_by_their_table(tmp_path):
    """The field-address table holds its addresses weakly: the field addresses of the
    explore addresses and blocks of every procedure analysed so far leave it with the
    states that held them.  While one lives, it is the only object of its address."""
    import gc

    from sparrowpy.engine import memory
    r = analyse(tmp_path, WRITES)
    assert ("small", 16) in leaks(r)
    procs = {"copy_all", "caller", "small"}
    left = [f for ref in list(memory._FIELDS.values()) if (f := ref()) is not None]
    assert not [f for f in left if type(f.root) is memory.ExploreAddr and f.root.proc in procs]
    g = memory.GlobalAddr("g")
    before = memory.field_addr(g, "f")
    assert memory.field_addr(g, "f") is before and memory.FieldAddr(g, "f") is before
    del before
    gc.collect()
    assert (g, "f") not in memory._FIELDS
    again = memory.field_addr(g, "f")  # (made anew, then the only one again)
    assert memory.field_addr(g, "f") is again and (g, "f") in memory._FIELDS



def _iterate(sequence: list):
    """Iterates a self-recursive procedure ``f`` whose successive analyses give the
    summaries ``sequence`` names (each a set of modified inputs; the last one repeats),
    whatever its own summary: a stand-in for an analysis that is not monotone in it.
    Returns the final summary and the number of analyses."""
    import types
    from sparrowpy.interproc.analysis import SccAnalyzer

    visits = []
    done: dict = {}
    alive = []  # the earlier analyses' results alive while each analysis runs

    def run(k):
        visits.append(k)
        alive.append(k in done)
        return k

    def summarise(_proc):
        s = Summary("f")
        s.returns = True
        s.modified_inputs = frozenset(sequence[min(len(visits), len(sequence)) - 1])
        s.exact_holders = frozenset({"ret*.next*"})  # (a must-fact ``_merge_summaries`` drops)
        return s

    host = types.SimpleNamespace(options=AnalysisOptions(), graph=types.SimpleNamespace(succs={"f": {"f"}}),
                                 program=types.SimpleNamespace(functions={"f": types.SimpleNamespace(name="f")}))
    host._scc_order = lambda scc: SccAnalyzer._scc_order(host, scc)
    local: dict = {}
    skipped: dict = {}
    SccAnalyzer._iterate_scc(host, ["f"], local, done, run, summarise,
                             lambda k, why: skipped.__setitem__(k, why), types.SimpleNamespace(iteration_caps=0), None)
    assert skipped == {}
    # (an analysis does not run beside the states of the one before it: on openssh's
    # check_host_key the two sets were 63 MB over the run's peak)
    assert not any(alive) and done == {"f": "f"}
    return local["f"], len(visits)


A = {"arg0*.a"}
B = {"arg0*.a", "global:g*"}


def test_a_summary_met_again_is_merged_at_once():
    # openssh's check_host_key went back and forth between two summaries until
    # max_scc_rounds // 2 analyses merged them; now the third analysis, which gives the
    # first summary again, is merged with the second (an upper bound of both), and the
    # fourth, merged again, confirms it
    final, analyses = _iterate([A, B] * 50)
    assert analyses == 4
    assert final.modified_inputs == B


def test_a_summary_that_settles_is_not_merged():
    # a new summary each time, then the same one: no merge keeps what the second had
    final, analyses = _iterate([A | {"y"}, B, A | {"x"}, A])
    assert final.modified_inputs == A
    assert analyses == 5


def test_the_same_summary_again_ends_the_iteration_unmerged():
    # the last summary again is the fixpoint: merged with itself it would lose the facts
    # a merge does not carry (here a cell that holds the fresh blocks alone), and go on
    # changing
    final, analyses = _iterate([A, B, B])
    assert analyses == 3
    assert final.modified_inputs == B and final.exact_holders == {"ret*.next*"}


def test_a_merge_keeps_what_either_summary_may_do():
    # the result's static addresses, the blocks it returns freed and the descriptors stored
    # are may-facts: a merge that dropped them told a caller its result could not be a
    # freed block (no use after free reported) after half the rounds of a recursive cycle
    from sparrowpy.interproc.analysis import _merge_summaries

    def one(tag: str) -> Summary:
        s = Summary("f")
        s.returns = True
        s.ret_statics = frozenset({"static:" + tag})
        s.freed2ret = frozenset({"key" + tag})
        s.descriptor_stores = frozenset({(0, "arg1*." + tag)})
        return s

    merged = _merge_summaries(one("a"), one("b"))
    assert merged.ret_statics == {"static:a", "static:b"}
    assert merged.freed2ret == {"keya", "keyb"}
    assert merged.descriptor_stores == {(0, "arg1*.a"), (0, "arg1*.b")}
