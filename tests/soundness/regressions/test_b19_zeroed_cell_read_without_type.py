"""B19 (fixed in 749d7b6) — a callee that may overwrite a pointer field of the caller's ``calloc``'ed block
(``use(p)`` frees ``n->next`` and sets it to NULL when ``n != NULL``) leaves the caller with
``next = ⊤`` — no NULL — although the field is NULL either way (calloc'ed, or cleared).

Diagnosis: the summary keeps the callee's NULL store as the caller's own content
("kept_input" in ``extract_summary``), so the caller's old value must survive the weak
write of ``Instantiation.apply`` (step 5, ``modified_inputs``); that weak write reads the
absent cell with ``ty=None`` and ``Semantics.read`` returns the *number* 0 for a zeroed
region unless the type is a pointer, so NULL is lost.  (The remaining half of B3.)  Fix:
read an absent zeroed cell of unknown type as ``Value(0, {NULL})``.
"""

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *calloc(unsigned long count, unsigned long size);
void free(void *ptr);
struct node { int data; struct node *next; };
int use(struct node *n) {
  if (n != NULL) {
    free(n->next);
    n->next = NULL;
  }
  return 0;
}
int main(void) {
  struct node *p = calloc(1, sizeof(struct node));
  use(p);
  return 0;
}
"""


def test_b19_zeroed_cell_read_without_type():
    problems = regression_problems(PROGRAM)
    assert not problems, "\n".join(problems)
