"""B35 (fixed: the oracle, not the engine; the same cause as B47) -- ``p0 = mk0(0)`` twice
in a loop, where ``mk0`` returns a fresh block whose ``data`` it set to 1, then
``p0->data = 0``.  Concretely the first block (lost) still holds 1.  The analysis keeps it
apart as the older region ``mk0#..~older``, whose absent ``data`` cell holds anything (a
callee's block); the concretisation check read only the newest region's cell (0), and now
joins the implicit value of the older region too.
"""

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void free(void *ptr);
struct node { int data; struct node *next; struct node *other; };
struct node *mk0(int v) {
  struct node *n;
  n = malloc(1001);
  if (n == NULL) {
    return NULL;
  }
  n->data = 1;
  n->next = NULL;
  n->other = NULL;
  return n;
}
int main(void) {
  struct node *p0 = NULL;
  int i1 = 0;
  for (i1 = 0; i1 < 2; i1++) {
    p0 = mk0(0);
  }
  if (p0 != NULL) {
    p0->data = 0;
  }
  return 0;
}
"""

TWO_CALLS = PROGRAM.replace("  for (i1 = 0; i1 < 2; i1++) {\n    p0 = mk0(0);\n  }\n",
                            "  p0 = mk0(0);\n  p0 = mk0(0);\n")


def test_b35_recency_of_callee_block_in_loop():
    problems = regression_problems(PROGRAM, gamma_procs=("main",), recall=False)
    assert not problems, "\n".join(problems)


def test_b35_without_the_loop_the_older_block_is_kept_apart():
    assert "mk0(0);\n  p0 = mk0(0);" in TWO_CALLS
    problems = regression_problems(TWO_CALLS, gamma_procs=("main",), recall=False)
    assert not problems, "\n".join(problems)
