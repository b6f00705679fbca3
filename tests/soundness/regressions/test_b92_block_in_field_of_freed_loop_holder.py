"""B92 (resolved on 2026-12-04, stop 54: where the whole partition joined the paths that keep
the block in the argument's field with those that store it into the freed block, a
retry keeps them apart by the cells holding it and the blocks the variables point to,
``leak.cells_key``; found by stop 39's long profile of property 3, ``test_leak_recall``, at 932c92d;
present at 7f83047 and 9f169e1) -- ``drop1`` mallocs ``p0`` (tag 1001), points ``n`` at it
inside a loop that runs once for ``v == 1``, stores a calloc'ed block (tag 1002) into
``n->next`` and frees ``n``: the 1002 block, held only by the freed block, leaks.  The
analysis reports the 1001 block (line 22) but not the 1002 one (line 36).  """

from ..harness import analyse, check_leak_recall, parse_units, run_concrete, sound_options

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

int calc0(int a, int b);
void drop1(struct node *n, int v);

int calc0(int a, int b) {
  int x0 = 0;
  int x1 = 0;
  return 0;
}

void drop1(struct node *n, int v) {
  int x0 = 0;
  struct node *p0 = NULL;
  int i1 = 0;
  p0 = malloc(1001);
  if (p0 == NULL) {
    return;
  }
  p0->data = v;
  p0->next = NULL;
  p0->other = NULL;
  for (i1 = 0; i1 < (v & 3); i1++) {
    v = 0;
    n = p0;
    v = 0;
  }
  v = 0;
  if (n != NULL) {
    n->next = calloc(1, 1002);
  }
  free(n);
}

int main(void) {
  int x0 = 0;
  struct node *p0 = NULL;
  drop1(p0, 1);
  p0 = NULL;
  calc0(0, 0);
  return 0;
}
"""


def test_b92_block_in_field_of_freed_loop_holder():
    units = parse_units(PROGRAM)
    problems = check_leak_recall(run_concrete(units), analyse(units, sound_options()))
    assert not problems, "\n".join(problems)
