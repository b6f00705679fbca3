"""B40 (fixed, stop 28; found by this stop's long profile of property 4,
``test_summary_instantiation_covers_inlining``; present before this stop's changes: it
fails the same way at 09e3768, where the stop began) -- ``caller`` frees the block
``new0`` returns (``q = new0(0); ...; free(q);``).  With the summary, ``q`` holds the
returned block or its failure NULL, and ``free(q)`` frees it for certain; with the callee
inlined, the result travels through the inlined ``ret`` variable, whose cell the join of
the callee's paths marks mixed, so ``free(q)`` frees it only maybe and the block stays in
the allocated set at the exit.  The summary-based result is the exact one here (the block
is freed in every execution), but property 4 asks it to cover the inlined one: the
inlined analysis is what is imprecise.

Fixed (stop 28) with B52: inlined, the result is copied through ``ret`` into ``q``, and
the test ``if (q != NULL)`` refined ``q`` alone, so the join after it lost the fact that
the copies are NULL exactly where the allocation failed, and ``free(q)`` freed nothing
for certain.  A test that decides a fresh block's allocation now refines the other cells
holding exactly ``{NULL, block}`` with that allocation's NULL (``Semantics._refine_aliases``).
"""

from ..harness import analyse, check_summary_vs_inline, parse_units, sound_options

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

struct node *new0(int v);
int caller(int a, struct node *q);

struct node *new0(int v) {
  int x0 = 0;
  struct node *p0 = NULL;
  struct node *n;
  n = malloc(1001);
  p0 = malloc(1002);
  if (p0 != NULL) {
    p0->data = 0;
    p0->next = NULL;
    p0->other = NULL;
  }
  return n;
}

int caller(int a, struct node *q) {
  int x0 = 0;
  struct node *p0 = NULL;
  q = new0(0);
  if (q != NULL) {
    q->data = 0;
    q->next = NULL;
    q->other = NULL;
  }
  free(q);
  q = NULL;
  return 0;
}
"""

INLINED = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

int caller(int a, struct node *q);

int caller(int a, struct node *q) {
  int x0 = 0;
  struct node *p0 = NULL;
  struct node *ret__in1;
  int v__in1;
  int x0__in1;
  struct node *p0__in1;
  struct node *n__in1;
  {
    v__in1 = 0;
    x0__in1 = 0;
    p0__in1 = NULL;
    n__in1 = malloc(1001);
    p0__in1 = malloc(1002);
    if (p0__in1 != NULL) {
      p0__in1->data = 0;
      p0__in1->next = NULL;
      p0__in1->other = NULL;
    }
    {
      ret__in1 = n__in1;
      goto end__in1;
    }
end__in1: ;
  }
  q = ret__in1;
  if (q != NULL) {
    q->data = 0;
    q->next = NULL;
    q->other = NULL;
  }
  free(q);
  q = NULL;
  return 0;
}
"""


def test_b40_inlined_result_variable_mixed():
    options = sound_options()
    problems = check_summary_vs_inline(analyse(parse_units(PROGRAM), options),
                                       analyse(parse_units(INLINED), options), "caller", "new0")
    assert not problems, "\n".join(problems)
