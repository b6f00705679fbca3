"""B20 (fixed in 749d7b6) — ``free(p1)`` where ``p1`` holds a fresh, never NULL-tested block on one path and a
NULL of another source (``p1 = p0->next``) on the other is taken as the definite free of
the block: it leaves the allocated set, and the leak of the ``calloc``'ed block (lost when
``p1`` was overwritten) is missed, also with the default options.

Diagnosis: ``Semantics._no_other_null`` accepts a maybe-NULL pointer as freeing its target
for certain when the target is still in ``st.nullable`` ("its NULL means there is no
block"), without checking ``st.mixed``, which the join marked for exactly this cell.  The
same test is used by ``reallocate``.  Fix: pass the freed cell (when the argument is an
lvalue) and refuse a must-free when it is mixed, or drop the nullable mark at such joins.
"""

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void free(void *ptr);
struct node { int data; struct node *next; };
int main(void) {
  struct node *p0 = malloc(sizeof(struct node));
  struct node *p1 = NULL;
  if (p0 != NULL) {
    p0->data = 0;
    p0->next = NULL;
  }
  p1 = calloc(1, sizeof(struct node));
  if (p0 != NULL) {
    p1 = p0->next;
  }
  free(p1);
  return 0;
}
"""


def test_b20_free_of_mixed_null_cell():
    problems = regression_problems(PROGRAM)
    assert not problems, "\n".join(problems)
