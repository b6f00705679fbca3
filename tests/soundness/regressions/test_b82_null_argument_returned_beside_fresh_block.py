"""B82 (fixed; found by stop 35's long profile of property 7 at e37fd8e; present at
7f83047) -- ``pass1(NULL, 0)`` returns its calloc'ed block (or NULL) where its second
allocation fails and its argument, NULL, where it succeeds; ``main`` then stores through
the result: a NULL dereference at line 58 on the ordinary path, not reported.  Three
causes: a procedure that returns an unassigned parameter (``return n``) did not count as
NULL in, NULL out (``Summary.null_args``), so the caller had no reason to doubt the
result; the result cell was not marked mixed, so its NULL counted as the calloc's
failure; and the path check asked such a callee-result NULL to be certain on a path
(``strict``), which it is not where the callee's outcomes are not split.
"""

from ..harness import cleanness_regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

void drop0(struct node *n, int v);
struct node *pass1(struct node *n, int v);
struct node *mk2(int v);

void drop0(struct node *n, int v) {
  int x0 = 0;
  int x1 = 0;
  v = 0;
  free(n);
}

struct node *pass1(struct node *n, int v) {
  int x0 = 0;
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  p0 = calloc(1, 1001);
  p1 = malloc(1002);
  if (p1 == NULL) {
    return p0;
  }
  p1->data = v;
  p1->next = NULL;
  p1->other = NULL;
  return n;
}

struct node *mk2(int v) {
  int x0 = 0;
  int x1 = 0;
  struct node *n;
  n = malloc(1003);
  if (n == NULL) {
    return NULL;
  }
  n->data = 0;
  n->next = NULL;
  n->other = NULL;
  v = 0;
  v = 0;
  v = 0;
  return NULL;
}

int main(void) {
  int x0 = 0;
  struct node *p0 = NULL;
  mk2(0);
  p0 = pass1(NULL, 0);
  drop0(NULL, 0);
  p0->next = p0;
  return x0;
}

"""


def test_b82_null_argument_returned_beside_fresh_block():
    problems = cleanness_regression_problems(PROGRAM, "NullDeref")
    assert not problems, "\n".join(problems)
