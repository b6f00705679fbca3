"""The fixpoint terminates on nested loops, goto loops and irreducible flow, and loop heads
are where widening happens."""

from __future__ import annotations

import textwrap

import pytest

import domains

from sparrowpy.interproc.analysis import analyze_paths
from sparrowpy.options import AnalysisOptions

PROGRAMS = {
    "nested": """
        int f(int n) {
          int s = 0;
          for (int i = 0; i < n; i++)
            for (int j = 0; j < i; j++)
              while (s < j) { s += 2; if (s > 100) break; }
          return s;
        }""",
    "goto_loop": """
        int f(int n) {
          int i = 0;
        again:
          i = i + 1;
          if (i < n) goto again;
          return i;
        }""",
    "irreducible": """
        int f(int n) {
          int i = 0;
          if (n > 3) goto inside;
          while (i < 10) {
            i = i + 2;
        inside:
            i = i - 1;
          }
          return i;
        }""",
    "infinite": """
        void g(void);
        int f(void) {
          int i = 0;
          for (;;) { i++; g(); }
          return i;
        }""",
    "nested_goto_and_switch": """
        #include <stdlib.h>
        int f(int n) {
          int *p = 0;
          int k = 0;
        top:
          switch (k % 3) {
          case 0: p = malloc(4); if (p) free(p); break;
          case 1: do { k += 3; } while (k < n);
          default: k++;
          }
          if (k < n) goto top;
          return k;
        }""",
    "cell_used_as_node": """
        struct node { struct node *next; int v; };
        int more(void);
        int f(struct node *head) {
          struct node **pp = &head->next;
          struct node *x;
          while (more()) {
            x = (struct node *)pp;   /* a next cell used as a node */
            pp = &x->next;
          }
          return *pp != 0;
        }""",
    "pointer_chase": """
        struct L { struct L *next; int v; };
        int f(struct L *l) {
          int s = 0;
          while (l) { s += l->v; l = l->next; if (l && l->next) l = l->next->next; }
          return s;
        }""",
}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
@pytest.mark.parametrize("domain", domains.numeric_domain_names())
def test_terminates_without_hitting_the_cap(tmp_path, name, domain):
    path = tmp_path / f"{name}.c"
    path.write_text(textwrap.dedent(PROGRAMS[name]))
    result = analyze_paths([str(path)], AnalysisOptions(numeric_domain=domain, max_loop_head_iterations=50))
    assert not result.load.errors
    assert result.stats.iteration_caps == 0
    assert result.procedures["f"].fn.cfg.loop_heads or name == "straight"


def test_widening_bounds_a_counter_by_its_type(tmp_path):
    # i grows without a known bound; widening jumps to +oo and the int type (no signed
    # overflow) caps it; 0 stays in (the loop may not run).
    path = tmp_path / "w.c"
    path.write_text("int f(int n) { int i = 0; while (i < n) i++; return i; }\n")
    result = analyze_paths([str(path)], AnalysisOptions(numeric_domain="interval"), checkers=[])
    assert str(result.summaries["f"].ret_num) == "[0, 2147483647]"


def test_narrowing_recovers_the_loop_bound(tmp_path):
    path = tmp_path / "w.c"
    path.write_text("int f(void) { int i = 0; while (i < 10) i++; return i; }\n")
    result = analyze_paths([str(path)], AnalysisOptions(numeric_domain="interval"), checkers=[])
    assert str(result.summaries["f"].ret_num) == "[10, 10]"


def test_recursion_reaches_a_fixpoint(tmp_path):
    path = tmp_path / "r.c"
    path.write_text(textwrap.dedent("""
        #include <stdlib.h>
        struct T { struct T *l, *r; };
        struct T *build(int d) {
          if (d <= 0) return NULL;
          struct T *t = malloc(sizeof *t);
          if (!t) return NULL;
          t->l = build(d - 1);
          t->r = build(d - 1);
          return t;
        }
        int even(int n);
        int odd(int n) { return n == 0 ? 0 : even(n - 1); }
        int even(int n) { return n == 0 ? 1 : odd(n - 1); }
        """))
    result = analyze_paths([str(path)], AnalysisOptions(), checkers=[])
    assert result.stats.iteration_caps == 0
    build = result.summaries["build"]
    assert {str(a) for a, _ in build.alloc2ret} >= {"ret*", "ret*.l*", "ret*.r*"}
    assert result.summaries["odd"].returns and result.summaries["even"].returns


def test_field_addresses_nest_boundedly(tmp_path):
    # A next cell cast to a node, in a loop: every round names a deeper cell
    # (head->next.next.next...); before the bound, the loop ran to the iteration cap.
    from sparrowpy.engine.memory import MAX_FIELD_DEPTH, FieldAddr

    path = tmp_path / "deep.c"
    path.write_text(textwrap.dedent(PROGRAMS["cell_used_as_node"]))
    result = analyze_paths([str(path)], AnalysisOptions(max_loop_head_iterations=50), checkers=[],
                           keep_states=True)
    assert result.stats.iteration_caps == 0
    depths = [a.depth for st in result.procedures["f"].post if st is not None
              for a in st.mem if type(a) is FieldAddr]
    assert depths and max(depths) <= MAX_FIELD_DEPTH
    names = {str(a) for st in result.procedures["f"].post if st is not None for a in st.mem}
    assert not any(n.count(".next") > 2 for n in names)


def test_field_addr_bound():
    from sparrowpy.engine.memory import MAX_FIELD_DEPTH, UNKNOWN, GlobalAddr, field_addr

    a = field_addr(field_addr(GlobalAddr("g"), "next"), "prev")
    assert str(a) == "g.next.prev"
    assert str(field_addr(a, "next")) == "g.next.prev.next"
    assert field_addr(field_addr(a, "next"), "next") is UNKNOWN
    assert field_addr(UNKNOWN, "x") is UNKNOWN
    b = GlobalAddr("s")
    for i in range(MAX_FIELD_DEPTH):
        b = field_addr(b, f"f{i}")
    assert b.depth == MAX_FIELD_DEPTH and field_addr(b, "z") is UNKNOWN
