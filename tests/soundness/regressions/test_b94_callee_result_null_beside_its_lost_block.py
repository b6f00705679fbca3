"""B94 (fixed; found by this stop's long profile of property 3, ``test_leak_recall``, at
a4342c6) -- ``pass0`` reallocates its argument and then walks ``n = n->next``, so it
returns NULL while the reallocated block (line 15) still exists, unreachable: a leak.
Inside ``pass0`` the result may hold the block, so the loss there is one on some paths
only, which the path check did not find; ``main``'s return caught it until a4342c6, which
counted the block held by ``p0`` at the program's exit: ``p0`` holds the block or a NULL
that the analysis takes for the allocation's failure (the block's ``nullable`` mark),
"for certain" by the leak formula's rule.  Fixed: at main's return a NULL beside a block
is taken for the failure of its allocation only where main made the block itself
(``State.reachable(exactly=True)``); a callee's block beside a NULL is not held.
"""

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

struct node *pass0(struct node *n, int v);

struct node *pass0(struct node *n, int v) {
  int x0 = 0;
  int i1 = 0;
  int i2 = 0;
  n = realloc(n, 1001);
  if (n != NULL) {
    n->data = v;
  }
  for (i1 = 0; i1 < (v & 3); i1++) {
    for (i2 = 0; i2 < (v & 3); i2++) {
      v = 0;
      v = v;
      if (n != NULL) {
        n = n->next;
      }
    }
    if (n != NULL) {
      v = n->data;
    }
  }
  return n;
}

int main(void) {
  int x0 = 1;
  int x1 = 0;
  int x2 = 0;
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  struct node *p2 = NULL;
  p0 = malloc(1002);
  if (p0 != NULL) {
    p0->data = 0;
    p0->next = NULL;
    p0->other = NULL;
  }
  p2 = malloc(1003);
  if (p2 != NULL) {
    p2->data = x0;
    p2->next = NULL;
    p2->other = NULL;
  }
  p0 = pass0(p0, x0);
  return x0;
}
"""


def test_b94_callee_result_null_beside_its_lost_block():
    problems = regression_problems(PROGRAM, gamma_procs=(), recall=True)
    assert not problems, "\n".join(problems)
