"""B87 (fixed; found by stop 38's long profile of property 4, ``test_summary_instantiation_
covers_inlining``, at 5a38035; present at 7f83047) -- ``caller`` stores a calloc'ed block
(tag 1002) into ``q->next`` and passes ``q`` to ``drop0``, which reallocates it (the new
block carries the old one's contents, ``next`` included) and frees the new block: the 1002
block is lost.  Inlined, the analysis reports it; through ``drop0``'s summary it does not
(the block the realloc copy holds is input memory of ``drop0``).  B65 and B70 are related
shapes (a store through, and a field of, a reallocated argument).
Fixed with B76: ``drop0`` frees its argument where the realloc succeeded (the old block
by the realloc, the new one, which carries ``next``, by ``free``) and nothing where it
failed.  Both paths end with the same (empty) allocated set, so the whole partition joins
them; one that keeps paths apart by the input blocks and the own blocks they freed for
certain (``CheckContext.partition_by_freed``) does not, and ``drop0`` gets the outcomes
"frees arg0*" and "frees none of arg0*" (told apart by the realloc's new block,
``summary._freed_apart``).  On the first the caller's block of ``q->next`` is held only
by freed blocks: a path-only leak candidate of ``caller``, found.
"""

from ..harness import analyse, check_summary_vs_inline, parse_units, sound_options

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

void drop0(struct node *n, int v);
int caller(int a, struct node *q);
int g0 = 0;

void drop0(struct node *n, int v) {
  struct node *p0 = NULL;
  n = realloc(n, 1001);
  if (n != NULL) {
    n->data = 0;
  }
  v = 0;
  free(n);
}

int caller(int a, struct node *q) {
  int x0 = 0;
  struct node *p0 = NULL;
  if (q != NULL) {
    q->next = calloc(1, 1002);
  }
  drop0(q, a);
  q = NULL;
  return a;
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
int g0 = 0;

int caller(int a, struct node *q) {
  int x0 = 0;
  struct node *p0 = NULL;
  struct node *n__in1;
  int v__in1;
  struct node *p0__in1;
  if (q != NULL) {
    q->next = calloc(1, 1002);
  }
  {
    n__in1 = q;
    v__in1 = a;
    p0__in1 = NULL;
    n__in1 = realloc(n__in1, 1001);
    if (n__in1 != NULL) {
      n__in1->data = 0;
    }
    v__in1 = 0;
    free(n__in1);
end__in1: ;
  }
  q = NULL;
  return a;
}
"""


def test_b87_field_block_of_reallocated_and_freed_argument():
    options = sound_options()
    problems = check_summary_vs_inline(analyse(parse_units(PROGRAM), options),
                                       analyse(parse_units(INLINED), options), "caller", "drop0")
    assert not problems, "\n".join(problems)
