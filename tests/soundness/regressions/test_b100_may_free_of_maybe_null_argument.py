"""B100 (fixed, stop 62; found by the long profile of property 4 at 8784e76, present at
149ea55) --
``drop0(n)`` frees ``n`` on every path where ``n`` is not NULL (``if (n != NULL) free(n);``),
but its one exit joins that path with the one where ``n`` is NULL, so the exit state only
has ``*n`` maybe freed and the summary's ``arg2free_must`` leaves it out.  The caller
stored a fresh block in ``q->next`` and passes ``q``, which may be NULL: inlined, the
free is certain on the branch where ``q`` is not NULL and the block is lost at the
return; with the summary ``*q`` stays maybe allocated and still reaches the block, so no
leak is reported.  B69's fix counts an exit where the parameter is NULL as freeing it,
but here one exit joins both paths; the frees would need it per path (the exit's
disjuncts, or a join that keeps "freed" for a block that does not exist on the other
side, where the unassigned parameter is NULL).  Related to B76 (a free on some paths
only), but decidable from the parameter's nullness alone: the procedure is analysed again
with the parameter not NULL at entry, and what that analysis frees on every exit is
freed for certain (``SccAnalyzer._frees_where_not_null``;
``tests/regression/c/inter/free_where_not_null_joined.c``).
"""

from ..harness import analyse, check_summary_vs_inline, parse_units, sound_options

HEAD = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

"""

PROGRAM = HEAD + """\
void drop0(struct node *n, int v);
int caller(int a, struct node *q);
int g0 = 0;

void drop0(struct node *n, int v) {
  struct node *p0 = NULL;
  if (n != NULL) {
    v = n->data;
  }
  if (n != NULL) {
    free(n);
  }
}

int caller(int a, struct node *q) {
  int x0 = 0;
  struct node *p0 = NULL;
  if (q != NULL) {
    q->next = calloc(1, 1001);
  }
  drop0(q, 0);
  q = NULL;
  free(q);
  q = NULL;
  return 0;
}
"""

INLINED = HEAD + """\
int caller(int a, struct node *q);
int g0 = 0;

int caller(int a, struct node *q) {
  int x0 = 0;
  struct node *p0 = NULL;
  struct node *n__in1;
  int v__in1;
  struct node *p0__in1;
  if (q != NULL) {
    q->next = calloc(1, 1001);
  }
  {
    n__in1 = q;
    v__in1 = 0;
    p0__in1 = NULL;
    if (n__in1 != NULL) {
      v__in1 = n__in1->data;
    }
    if (n__in1 != NULL) {
      free(n__in1);
    }
end__in1: ;
  }
  q = NULL;
  free(q);
  q = NULL;
  return 0;
}
"""


def test_b100_may_free_of_maybe_null_argument():
    options = sound_options()
    problems = check_summary_vs_inline(analyse(parse_units(PROGRAM), options),
                                       analyse(parse_units(INLINED), options), "caller", "drop0")
    assert not problems, "\n".join(problems)


def test_b100_the_inlined_analysis_reports_the_leak():
    # (the reference side of the comparison: without it the xfail above could pass vacuously)
    from ..harness import leaked_tags

    assert 1001 in leaked_tags(analyse(parse_units(INLINED), sound_options()))
