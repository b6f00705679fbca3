"""B88 (fixed at stop 82; found by stop 38's long profile of property 7 at 5a38035; present at
7f83047) -- ``main`` walks ``p0 = p0->next`` three times from a calloc'ed node: the first
step reads the zeroed ``next`` (NULL), the second dereferences it, at line 50, not reported.
The NULL is read back from a heap field, which the checker reports only when it is certain
(docs/assumptions.md, "NULL from inputs"); at the loop head the walking pointer holds the
node or NULL. B86 (fixed: a walking pointer the procedure compared with NULL is checked as
"may be NULL" on a path) had a reason from a test; this walk has none.

Fixed: a pointer read from memory where the engine's state after the read says it is
certainly NULL (here the zeroed ``next``) gets the reason "read NULL at line N"
(``NullFlow``), like an assigned NULL; the walk then carries it past the loop's join
(``tests/regression/c/cleanness/null_read_from_field.c``).  The same fix made the long
profile's property 7 program of stop 81 pass (``mk1``'s nested loops over ``n = n->next``).
"""

from ..harness import cleanness_regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

struct node *mk0(int v);
int use1(struct node *n, int v);

struct node *mk0(int v) {
  int x0 = 0;
  struct node *p0 = NULL;
  struct node *n;
  n = calloc(1, 1001);
  if (n == NULL) {
    return NULL;
  }
  v = 0;
  v = 0;
  v = (0 + 0);
  v = 0;
  return n;
}

int use1(struct node *n, int v) {
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  p1 = malloc(1002);
  if (p1 != NULL) {
    p1->data = 0;
    p1->next = NULL;
    p1->other = NULL;
  }
  return 0;
}

int main(void) {
  int x0 = 0;
  int x1 = (-1);
  int x2 = 0;
  struct node *p0 = NULL;
  int k1 = 0;
  p0 = calloc(1, 1003);
  use1(NULL, 0);
  mk0(0);
  k1 = (x1 & 3);
  while (k1 > 0) {
    p0 = p0->next;
    k1 = k1 - 1;
  }
  return 0;
}
"""


def test_b88_walk_reads_zeroed_field_without_test():
    problems = cleanness_regression_problems(PROGRAM, "NullDeref")
    assert not problems, "\n".join(problems)
