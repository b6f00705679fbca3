"""B89 (fixed at stop 38; found by stop 38's long profile of property 1 at c4a0d74, with
the sign, constant, interval, congruence and interval-congruence domains; present at
7f83047, and with the default domain) -- ``p0`` points to one of two blocks, one whose
``next`` holds a fresh block (tag 1004) and one whose ``next`` is NULL; ``free(p0->next)``
freed the 1004 block for certain: the NULL read beside it was taken for the failure NULL
of its allocation (``Semantics._no_other_null``), which frees it whenever the pointer is
not NULL.  The concrete run takes the other block and frees nothing.  A free whose
argument reads several cells, one holding NULL and another a block, now counts as a free
through a mixed cell (``Semantics._freed_mixed``): the block may still be allocated.
"""

from ..harness import analyse, check_overapprox, parse_units, run_concrete, sound_options

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

void rec0(struct node *n, int d);
void bump1(int *r, int k);
void drop2(struct node *n, int v);

void rec0(struct node *n, int d) {
  struct node *m;
  if (n == NULL) {
    return;
  }
  if (d <= 0) {
    return;
  }
  m = n->next;
  free(n);
  rec0(m, (d - 1));
}

void bump1(int *r, int k) {
  if (r != NULL) {
    (*r) = ((*r) + k);
  }
}

void drop2(struct node *n, int v) {
  int x0 = 0;
  struct node *p0 = NULL;
  p0 = malloc(1001);
  if (p0 != NULL) {
    p0->data = 0;
    p0->next = NULL;
    p0->other = NULL;
  }
  free(n);
}

int main(void) {
  int x0 = 0;
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  struct node s0;
  s0.data = 0;
  s0.next = NULL;
  s0.other = NULL;
  p0 = calloc(1, 1002);
  p1 = calloc(1, 1003);
  bump1(NULL, 0);
  rec0(NULL, 0);
  if (p0 != NULL) {
    x0 = p0->data;
  }
  if (p0 != NULL) {
    p0->next = malloc(1004);
    if (p0->next != NULL) {
      p0->next->data = x0;
      p0->next->next = NULL;
      p0->next->other = NULL;
    }
  }
  drop2(NULL, 0);
  if (p1 != NULL) {
    p1->other = malloc(1005);
    if (p1->other != NULL) {
      p1->other->data = (x0 + 0);
      p1->other->next = NULL;
      p1->other->other = NULL;
    }
  }
  if (p1 != NULL) {
    p0 = p1->other;
  }
  if (p0 != NULL) {
    p0->data = x0;
  }
  if (p0 != NULL) {
    free(p0->next);
    p0->next = NULL;
  }
  return x0;
}
"""


def test_b89_free_of_field_read_through_two_blocks():
    units = parse_units(PROGRAM)
    run = run_concrete(units, record=["main"])
    for domain in ("pair", "sign"):
        options = sound_options(numeric_domain=domain)
        problems = check_overapprox(run, analyse(units, options), options, proc="main")
        assert not problems, "\n".join(problems)
