"""B31 (fixed; found by the long profile of property 1, ``test_overapproximation_pair``) —
``x0 = p0->data`` where ``p0`` may point into unknown memory gives ``x0`` the value "an
address of unknown memory, or any number"; ``x0 + x1`` was then taken for pointer
arithmetic and kept the address only, so ``return x0 + x1`` had no number at all although
the program returns 0.

Fix: ``Semantics._eval_binop`` keeps the number part of ``+``/``-`` when both operands
have one (the same arithmetic as for two numbers), beside the pointer operand's addresses.
"""

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void free(void *ptr);
struct node { int data; struct node *next; struct node *other; };
struct node *new1(int v) {
  struct node *n;
  n = malloc(1001);
  return n;
}
int main(void) {
  int x0 = 0;
  int x1 = 0;
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  p1 = malloc(1002);
  if (p1 != NULL) {
    p1->data = x0;
    p1->next = NULL;
    p1->other = NULL;
  }
  p0 = new1(x0);
  if (p0 != NULL) {
    p0->data = x0;
    p0->next = NULL;
    p0->other = NULL;
  }
  if (p0 != NULL) {
    p0 = p0->next;
  }
  if (p0 != NULL) {
    x0 = p0->data;
  }
  return (x0 + x1);
}
"""


def test_b31_number_plus_unknown_memory():
    problems = regression_problems(PROGRAM, recall=False)
    assert not problems, "\n".join(problems)
