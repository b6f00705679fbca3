"""B37 (fixed; found by this stop's long profile of property 7, ``test_cleanness_recall``;
present before this stop's changes: it fails the same way at b89dcf0) — ``drop0(NULL, 0)``
reads ``n->data`` only under ``if (n != NULL)``, runs a loop whose bound the analysis
cannot fix and that may free ``n``, then writes ``n->next = n``: concretely a NULL
dereference (``n`` is NULL), not reported.

Fixed: the checker reported a use after free there (``n`` may have been freed in the
loop) and stopped; a pointer the program compared with NULL (or that is NULL for
certain) is now also reported as a NULL dereference beside the use after free.
"""

from ..harness import cleanness_regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void free(void *ptr);
struct node { int data; struct node *next; struct node *other; };
void drop0(struct node *n, int v) {
  int i1 = 0;
  if (n != NULL) {
    v = n->data;
  }
  for (i1 = 0; i1 < (v & 3); i1++) {
    free(n);
  }
  n->next = n;
  if (0 < v) {
    free(n);
  }
}
int main(void) {
  drop0(NULL, 0);
  return 0;
}
"""


def test_b37_null_dereference_after_loop_over_maybe_null():
    problems = cleanness_regression_problems(PROGRAM, "NullDeref")
    assert not problems, "\n".join(problems)
