"""B16 (fixed in 0e820f9) — an absent ``int`` cell of a block from a callee read as
``⊤ ∪ {NULL}`` (the "any number or NULL" content of callee cells), so ``p->data - 4`` was
pointer arithmetic with a ⊥ number (``x = {null}``, concretely -4).  Kept as a regression."""

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *calloc(unsigned long count, unsigned long size);
struct node { int data; struct node *next; };
struct node *mk(int v) {
  struct node *n = calloc(1, sizeof(struct node));
  if (n == NULL) return NULL;
  if (v > 0) n->next = NULL;
  return n;
}
int main(void) {
  int x = 0;
  struct node *p = mk(1);
  if (p != NULL) x = p->data - 4;
  return x;
}
"""


def test_b16_int_field_of_callee_block():
    problems = regression_problems(PROGRAM, recall=False)
    assert not problems, "\n".join(problems)
