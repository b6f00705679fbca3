"""B3 (fixed in 818a89a) — a NULL a callee stored in a pointer field of a fresh block it returns is lost in the
caller: the field's value has the fresh target but no NULL, so ``p->next == NULL`` is
infeasible to the analysis.

Diagnosis: the summary carries the fresh targets of ``ret*.next*`` (Alloc2Ret) but not that
the field may also be NULL; ``Instantiation.apply`` writes the targets weakly over the old
content, which ``Semantics.read`` gives as ``⊤`` without NULL (a ``malloc``'ed region) or as
the *number* 0 (a ``calloc``'ed region read with ``ty=None``: ``V_NULL`` needs a pointer
type); and ``Semantics._compare_pointers`` never lets a numeric 0 equal NULL.  Fix: record
NULL-ness of fresh blocks' pointer fields in the summary (like ``cell_writes`` for input
cells) and read zeroed pointer cells as NULL.  Two variants: ``calloc`` and ``malloc``.
"""

import pytest

from ..harness import regression_problems

CALLOC = """\
#define NULL ((void *)0)
void *calloc(unsigned long count, unsigned long size);
void free(void *ptr);
struct node { int data; struct node *next; };
struct node *mk(int k) {
  struct node *n = calloc(1, sizeof(struct node));
  if (n == NULL) return NULL;
  if (k > 0) n->next = calloc(1, sizeof(struct node));
  return n;
}
int main(void) {
  struct node *p = mk(0);
  if (p->next == NULL) return 0;
  free(p->next);
  free(p);
  return 0;
}
"""

MALLOC = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void free(void *ptr);
struct node { int data; struct node *next; };
struct node *mk(int k) {
  struct node *n = malloc(sizeof(struct node));
  if (n == NULL) return NULL;
  n->data = 0;
  n->next = NULL;
  if (k > 0) n->next = malloc(sizeof(struct node));
  return n;
}
int main(void) {
  struct node *p = mk(0);
  if (p->next == NULL) return 0;
  free(p->next);
  free(p);
  return 0;
}
"""


@pytest.mark.parametrize("program", [CALLOC, MALLOC], ids=["calloc", "malloc"])
def test_b3_null_fields_of_fresh_blocks(program):
    problems = regression_problems(program)
    assert not problems, "\n".join(problems)
