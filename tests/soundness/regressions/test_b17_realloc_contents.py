"""B17 (fixed) — ``realloc`` does not carry the old block's contents into the new block: the new
region's cells are absent (⊥ in joins, "uninitialised" on reads) although C copies them.
After ``if (..) p->data = 5;`` the analysis has ``data = [5, 5]``, finds ``p->data != 5``
infeasible and misses the leak of ``q`` (with and without the paper's switches).

Diagnosis: ``Semantics.reallocate`` allocates the new region and frees the old one but does
not copy the old region's cells (as ``copy_contents`` does for ``memcpy``).  Fix: copy (or
join, when the old value has several targets) the old block's cells into the new region.
"""

import pytest

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);
struct node { int data; struct node *next; };
int pick(int x) {
  if (x > 5) return 1;
  return 0;
}
int main(void) {
  struct node *p = malloc(sizeof(struct node));
  int *q = malloc(sizeof(int));
  p->data = 8;
  p->next = NULL;
  p = realloc(p, 2 * sizeof(struct node));
  if (pick(3)) p->data = 5;
  if (p->data == 5) free(q);
  free(p);
  return 0;
}
"""



def test_b17_realloc_contents():
    problems = regression_problems(PROGRAM)
    assert not problems, "\n".join(problems)
