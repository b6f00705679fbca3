"""B34 (fixed, stop 28; found by the long profile of property 4,
``test_summary_instantiation_covers_inlining``; present before this session's changes too)
— ``q = new0(a)`` (new0 returns ``malloc``'s result), then ``if (q != NULL) q->next =
NULL;`` and ``free(q)``.  With the summary, the caller frees the block for certain and
nothing is allocated at its exit; with new0's body inlined (its result copied through
``ret`` and a ``goto``), the block stays maybe-allocated after ``free(q)`` (with
``free_all_targets`` off).  Concretely nothing is allocated at the exit, so the summary's
answer is the exact one, but property 4 demands that instantiation over-approximate
inlining.  Without the ``if`` the two agree.

Fixed (stop 28) with B52: inlined, the result is copied through ``ret`` into ``q``, and
the test ``if (q != NULL)`` refined ``q`` alone, so the join after it lost the fact that
the copies are NULL exactly where the allocation failed, and ``free(q)`` freed nothing
for certain.  A test that decides a fresh block's allocation now refines the other cells
holding exactly ``{NULL, block}`` with that allocation's NULL (``Semantics._refine_aliases``).
"""

from ..harness import analyse, check_summary_vs_inline, parse_units, sound_options

HEAD = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void free(void *ptr);
struct node { int data; struct node *next; struct node *other; };
"""

SUMMARISED = HEAD + """\
struct node *new0(int v) {
  struct node *n;
  n = malloc(1001);
  return n;
}
int caller(int a, struct node *q) {
  q = new0(a);
  if (q != NULL) {
    q->next = NULL;
  }
  free(q);
  return 0;
}
"""

INLINED = HEAD + """\
int caller(int a, struct node *q) {
  struct node *ret__in1;
  struct node *n__in1;
  {
    n__in1 = malloc(1001);
    {
      ret__in1 = n__in1;
      goto end__in1;
    }
end__in1: ;
  }
  q = ret__in1;
  if (q != NULL) {
    q->next = NULL;
  }
  free(q);
  return 0;
}
"""


def test_b34_inlined_null_test_keeps_block():
    problems = check_summary_vs_inline(analyse(parse_units(SUMMARISED), sound_options()),
                                       analyse(parse_units(INLINED), sound_options()), "caller", "new0")
    assert not problems, "\n".join(problems)
