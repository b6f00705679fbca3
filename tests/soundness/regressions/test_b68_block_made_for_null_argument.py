"""B68 (fixed at stop 33; found by stop 32's long profile of property 3 at 9e79cf5) --
``drop0`` allocates ``p0`` unconditionally and stores it into ``n->next`` only inside a
loop guarded by ``n != NULL``; ``main`` passes NULL, so the block is lost.  The summary
hands it out as ``arg0*.next*`` (Alloc2Arg), and instantiation skipped it for the NULL
argument as a block made only to be handed out there (``Instantiation.
_blocks_behind_null_args``); ``drop0``'s own path-only candidate went over its budget.
Two causes: ``drop0``'s analysis with ``n`` NULL at entry, which decides which blocks a
NULL argument makes, gave ``n`` back its unknown input value at the first loop head (a
join with the path that had not read it yet); and its answer was not recorded where the
analysis found the block made anyway.  Now ``Semantics.initial_state`` reads such a
parameter at the entry, and ``Summary.null_decided`` records the blocks whose making that
analysis decided; instantiation makes those for a NULL argument.
"""

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

void drop0(struct node *n, int v);

void drop0(struct node *n, int v) {
  int x0 = 4;
  int x1 = 0;
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  int i1 = 0;
  int i2 = 0;
  int i3 = 0;
  int k4 = 0;
  p0 = malloc(1001);
  if (p0 != NULL) {
    p0->data = v;
    p0->next = NULL;
    p0->other = NULL;
  }
  for (i1 = 0; i1 < (v & 3); i1++) {
    if (n != NULL) {
      n->next = malloc(1002);
      if (n->next != NULL) {
        n->next->data = 0;
        n->next->next = NULL;
        n->next->other = NULL;
      }
    }
  }
  for (i2 = 0; i2 < (v & 3); i2++) {
    v = 0;
    v = 0;
    v = 1;
  }
  free(p1);
  p1 = NULL;
  for (i3 = 0; i3 < (v & 3); i3++) {
    k4 = (v & 3);
    while (k4 > 0) {
      k4 = k4 - 1;
    }
    if (n != NULL) {
      n->next = p0;
    }
    n = calloc(1, 1003);
  }
  if ((n != NULL) && (n->data < 0)) {
    free(n);
  }
}

int main(void) {
  int x0 = 0;
  struct node *p0 = NULL;
  drop0(NULL, 0);
  return 0;
}

"""


def test_b68_block_made_for_null_argument():
    problems = regression_problems(PROGRAM, gamma_procs=(), recall=True)
    assert not problems, "\n".join(problems)
