"""B24 (fixed) — a callee that returns its pointer argument unchanged when it is NULL, and
otherwise a field read through it, was summarised as "never returns NULL": its exit value
``{α.next, null}`` held only input addresses, so the NULL was taken for the caller's own
(supplied through Arg2Ret), but the only Arg2Ret edge was ``arg0*.next* -> ret*``; the
caller's NULL argument itself had no edge, and ``pass2(NULL, 0)`` came back as "a number,
not NULL" (found by the CI profile with the interval domain).

Fix: a summary records ``return_may_be_null`` whenever an exit may return NULL; a caller's
fresh block coming back beside that NULL makes the result cell mixed (B23), so the NULL
test does not conclude that the block's allocation failed.
"""

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void free(void *ptr);
struct node { int data; struct node *next; };
struct node *pass2(struct node *n) {
  if (n != NULL) {
    free(n->next);
    n->next = NULL;
  }
  if (n != NULL) {
    n = n->next;
  }
  return n;
}
int main(void) {
  struct node *p0 = NULL;
  p0 = pass2(NULL);
  if (p0 != NULL) {
    p0->data = 1;
  }
  return 0;
}
"""


def test_b24_callee_returns_callers_null():
    problems = regression_problems(PROGRAM)
    assert not problems, "\n".join(problems)
