"""B38 (fixed; found by this stop's last long run of property 7, ``test_cleanness_recall``;
present before this stop's changes: it fails the same way at b89dcf0) — ``drop0(NULL, 0)``
reads ``n->data`` first thing, then sets ``n = NULL`` and goes on: concretely the NULL
dereference is at that first read (the caller passes NULL), and no null_deref finding
names it or the call.

Fixed: drop0 never returns (it dereferences NULL further on, on every path), and the
facts of what a procedure dereferences were computed only for a procedure that returns;
they are now computed for every one, so the call passing NULL is reported.
"""

from ..harness import cleanness_regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void free(void *ptr);
struct node { int data; struct node *next; struct node *other; };
void drop0(struct node *n, int v) {
  v = n->data;
  v = 0;
  n = NULL;
  free(n->next);
  n->next = NULL;
  free(n);
}
int main(void) {
  drop0(NULL, 0);
  return 0;
}
"""


def test_b38_null_argument_dereferenced_before_reassignment():
    problems = cleanness_regression_problems(PROGRAM, "NullDeref")
    assert not problems, "\n".join(problems)
