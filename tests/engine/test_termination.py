"""The fixpoint terminates on nested loops, goto loops and irreducible flow, and loop heads
are where widening happens."""

from __future__ import annotations

import textwrap

import pytest

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
    "pointer_chase": """
        struct L { struct L *next; int v; };
        int f(struct L *l) {
          int s = 0;
          while (l) { s += l->v; l = l->next; if (l && l->next) l = l->next->next; }
          return s;
        }""",
}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
@pytest.mark.parametrize("domain", ["pair", "interval", "constant", "sign"])
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
