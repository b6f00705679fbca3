"""B69 (fixed at stop 33; found by stop 32's long profile of property 4 at 9e79cf5) --
``use0`` returns early for a NULL argument and frees it otherwise, then assigns ``n =
NULL``; ``caller`` stores a calloc'ed block into ``q->next`` first, so the block is lost
with ``q``.  Inlined, ``q`` is freed for certain on the path where it is not NULL; the
summary said only "may free arg0*" (``arg2free_must`` needs a free on every exit, and
the exit for NULL frees nothing).  An exit where the parameter is NULL and still holds
the caller's value now counts as freeing it (there is no such block), as it already
counted as writing its cells; "still holds the caller's value" is now also decided per
exit (the parameter's cell not among those the state wrote), not only for parameters
never assigned in the procedure.
"""

from ..harness import analyse, check_summary_vs_inline, parse_units, sound_options

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

int use0(struct node *n, int v);
int caller(int a, struct node *q);

int use0(struct node *n, int v) {
  int x0 = 0;
  int x1 = 0;
  if (n == NULL) {
    return 0;
  }
  free(n);
  n = NULL;
  return 0;
}

int caller(int a, struct node *q) {
  int x0 = 0;
  struct node *p0 = NULL;
  if (q != NULL) {
    q->next = calloc(1, 1001);
  }
  use0(q, 0);
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

int caller(int a, struct node *q) {
  int x0 = 0;
  struct node *p0 = NULL;
  int ret__in1;
  struct node *n__in1;
  int v__in1;
  int x0__in1;
  int x1__in1;
  if (q != NULL) {
    q->next = calloc(1, 1001);
  }
  {
    n__in1 = q;
    v__in1 = 0;
    x0__in1 = 0;
    x1__in1 = 0;
    if (n__in1 == NULL) {
      {
        ret__in1 = 0;
        goto end__in1;
      }
    }
    free(n__in1);
    n__in1 = NULL;
    {
      ret__in1 = 0;
      goto end__in1;
    }
end__in1: ;
  }
  return a;
}
"""


def test_b69_callee_frees_argument_where_not_null():
    options = sound_options()
    problems = check_summary_vs_inline(analyse(parse_units(PROGRAM), options),
                                       analyse(parse_units(INLINED), options), "caller", "use0")
    assert not problems, "\n".join(problems)
