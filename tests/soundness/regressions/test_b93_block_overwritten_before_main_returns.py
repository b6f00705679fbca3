"""B93 (fixed; found by this stop's long profile of property 3, ``test_leak_recall``, at
4e325cb, which made main's return the program's exit) -- ``main`` overwrites ``p0``, which
holds the block of line 53, with ``p0->next`` and a fresh block in a loop: the block of
line 53 leaks concretely, and nothing held it when main returned.  The analysis counted
every block main's variables might reach at the return as held there, so that block,
which ``p0`` may still hold in the joined state, was only a loss on some paths, left to
a path check that did not find it.  Fixed: only what main's variables reach for certain
(through cells that hold it and nothing else) is held at the exit; the rest is an alarm
that the path check keeps unless every path holds the block.
"""

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

struct node *mk0(int v);
int g0 = (-2);

struct node *mk0(int v) {
  int x0 = 0;
  struct node *p0 = NULL;
  struct node *n;
  n = malloc(1001);
  if (n == NULL) {
    return NULL;
  }
  n->data = (0 + v);
  n->next = NULL;
  n->other = NULL;
  p0 = malloc(1002);
  if (p0 != NULL) {
    p0->data = v;
    p0->next = NULL;
    p0->other = NULL;
  }
  if (n != NULL) {
    if (n != NULL) {
      v = n->data;
    }
    if (n != NULL) {
      v = n->data;
    }
  }
  v = 1;
  v = v;
  if (n != NULL) {
    v = (n->data + 85);
  }
  return n;
}

int main(void) {
  int x0 = 5;
  int x1 = 7;
  struct node *p0 = NULL;
  int i1 = 0;
  int i2 = 0;
  int i3 = 0;
  int i4 = 0;
  p0 = malloc(1003);
  if (p0 != NULL) {
    p0->data = 7;
    p0->next = NULL;
    p0->other = NULL;
  }
  for (i1 = 0; i1 < (g0 & 3); i1++) {
    for (i2 = 0; i2 < (g0 & 3); i2++) {
      if (p0 != NULL) {
        p0 = p0->next;
      }
      p0 = malloc(1004);
      if (p0 != NULL) {
        p0->data = g0;
        p0->next = NULL;
        p0->other = NULL;
      }
    }
  }
  for (i3 = 0; i3 < (g0 & 3); i3++) {
    if (p0 != NULL) {
      p0->data = g0;
    }
    for (i4 = 0; i4 < (i2 & 3); i4++) {
      p0 = mk0(g0);
    }
    if (p0 != NULL) {
      return (-2);
    }
  }
  return i1;
}
"""


def test_b93_block_overwritten_before_main_returns():
    problems = regression_problems(PROGRAM, gamma_procs=(), recall=True)
    assert not problems, "\n".join(problems)
