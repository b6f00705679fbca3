"""B77 (fixed; found by stop 34's long profile of property 7 at 7f83047) -- ``main``
stores NULL into the fresh node's ``next`` under a NULL test of the node, then runs
``p0 = p0->next; p0->data = 0;``: the concrete run dereferences the NULL read back from
the field at line 40.  The join after the test took, for the node's cells, the written
values and the block's unwritten content from the path where the block did not exist
(``⊤`` or NULL), so ``p0`` became "a number or NULL": the dereference at line 40 cut the
state without a finding.  A join now takes a cell of a block absent on one side from the
other side alone (``memory._absent_block_cell``).
"""

from ..harness import cleanness_regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

struct node *new0(int v);
int calc1(int a, int b);
int g0 = 0;

struct node *new0(int v) {
  struct node *n;
  n = malloc(1001);
  v = v;
  v = 0;
  v = 0;
  return n;
}

int calc1(int a, int b) {
  return 0;
}

int main(void) {
  int x0 = 0;
  struct node *p0 = NULL;
  calc1(0, g0);
  p0 = new0(0);
  if (p0 != NULL) {
    p0->data = 0;
    p0->next = NULL;
    p0->other = NULL;
  }
  if (p0 != NULL) {
    g0 = p0->data;
  }
  p0 = p0->next;
  p0->data = 0;
  return 0;
}
"""


def test_b77_null_read_back_from_field():
    problems = cleanness_regression_problems(PROGRAM, "NullDeref")
    assert not problems, "\n".join(problems)
