"""B75 (found by stop 33's long profile of property 3 at 063d13c; present at 9e79cf5;
fixed at stop 71) -- ``mk2`` reallocates ``n`` (line 120), and a loop that runs three times
(``v & 3`` with ``v = -1``) ends with ``n = p0->other``, NULL, so the reallocated block is
lost at ``return n``.  The loss at line 135 was reported, but for the block of the first
``malloc`` (line 106), which realloc freed concretely, not for realloc's block (line
120).  The cause was B103's: ``n`` was mixed after the loop (its NULL is not the
block's failure), ``return n`` copied it into the return cell without the mark, and the
block passed for held by the result.  The return cell is now mixed where the value is.
"""

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

void bump0(int *r, int k);
int calc1(int a, int b);
struct node *mk2(int v);
int g0 = (-1);

void bump0(int *r, int k) {
  int x0 = 3;
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  int k1 = 0;
  if (r != NULL) {
    (*r) = ((*r) + k);
  }
  p0 = malloc(1001);
  if (p0 != NULL) {
    p0->data = 3;
    p0->next = NULL;
    p0->other = NULL;
  }
  p1 = malloc(1002);
  if (p1 == NULL) {
    return;
  }
  p1->data = (-290);
  p1->next = NULL;
  p1->other = NULL;
  if (p0 != NULL) {
    free(p0->next);
    p0->next = NULL;
  }
  k1 = (k & 3);
  while (k1 > 0) {
    if ((7 + k) < (((-123) & 255) << 0)) {
      k = k;
      if (p0 != NULL) {
        free(p0->next);
        p0->next = NULL;
      }
    }
    if (p0 != NULL) {
      p0 = p0->next;
    }
    k1 = k1 - 1;
  }
  k = ((-244) + k);
  if (r != NULL) {
    (*r) = 8;
  }
}

int calc1(int a, int b) {
  struct node *p0 = NULL;
  int k1 = 0;
  int k2 = 0;
  if (p0 != NULL) {
    p0->next = malloc(1003);
    if (p0->next != NULL) {
      p0->next->data = (176 + 72);
      p0->next->next = NULL;
      p0->next->other = NULL;
    }
  }
  if (p0 != NULL) {
    a = (p0->data + a);
  }
  p0 = realloc(p0, 1004);
  if (p0 != NULL) {
    p0->data = a;
  }
  if (p0 != NULL) {
    p0->next = p0;
  }
  k1 = ((1 + 0) & 3);
  while (k1 > 0) {
    k2 = (a & 3);
    while (k2 > 0) {
      if (p0 != NULL) {
        p0->data = 93;
      }
      k2 = k2 - 1;
    }
    if (p0 != NULL) {
      p0->next = p0;
    }
    if (p0 != NULL) {
      p0->data = ((1 & 255) << 0);
    }
    k1 = k1 - 1;
  }
  return a;
}

struct node *mk2(int v) {
  int x0 = 4;
  struct node *p0 = NULL;
  struct node *n;
  int i1 = 0;
  n = malloc(1005);
  if (n == NULL) {
    return NULL;
  }
  n->data = 8;
  n->next = NULL;
  n->other = NULL;
  p0 = malloc(1006);
  if (p0 == NULL) {
    return n;
  }
  p0->data = (v + (-90));
  p0->next = NULL;
  p0->other = NULL;
  n = realloc(n, 1007);
  if (n != NULL) {
    n->data = 68;
  }
  free(p0);
  p0 = NULL;
  for (i1 = 0; i1 < (v & 3); i1++) {
    if (p0 != NULL) {
      n = p0->other;
    }
    p0 = n;
    if (n != NULL) {
      n->next = NULL;
    }
  }
  return n;
}

int main(void) {
  int x0 = 9;
  int x1 = 9;
  int x2 = 1;
  struct node *p0 = NULL;
  struct node *p1 = NULL;
  struct node s0;
  s0.data = 165;
  s0.next = NULL;
  s0.other = NULL;
  p0 = calloc(1, 1008);
  if (p0 == NULL) {
    return x0;
  }
  x1 = calc1(x1, x0);
  bump0((&x0), (~x2));
  p0 = mk2((x2 + (-2)));
  free(p0);
  return (g0 ^ (-47));
}

"""


def test_b75_realloc_block_lost_in_loop_reported_at_old_site():
    problems = regression_problems(PROGRAM, gamma_procs=(), recall=True)
    assert not problems, "\n".join(problems)
