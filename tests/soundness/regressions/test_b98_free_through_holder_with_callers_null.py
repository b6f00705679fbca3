"""B98 (fixed, stop 55; found by property 4, ``test_summary_instantiation_covers_inlining``,
under the default profile; present at 2688426) — ``drop0(NULL, a)`` where
``drop0(n, v)`` does ``if (0 < v) n = calloc(..); if (n != NULL) n->next = n; free(n);``.

Summarised, the callee sees ``n`` as its input or the block, frees the block for certain,
and nothing is allocated at the caller's exit.  Inlined, ``n`` is the caller's NULL or the
block: a NULL that is not the allocation's failure (the cell is mixed), so ``free(n)``
freed the block only maybe and it stayed in the allocated set at the exit (the path check
then pruned the leak, but property 4 compares the engines).  The join recorded ``n`` as
the block's holder (wherever the block exists, ``n`` points to it), which says that
freeing through ``n`` frees it wherever it exists: ``Semantics.free`` now takes the cell
it read and frees for certain through a holder.
"""

from ..harness import analyse, check_summary_vs_inline, parse_units, sound_options

HEAD = """\
#define NULL ((void *)0)
void *calloc(unsigned long count, unsigned long size);
void free(void *ptr);
struct node { int data; struct node *next; struct node *other; };
"""

SUMMARISED = HEAD + """\
void drop0(struct node *n, int v) {
  if (0 < v) {
    n = calloc(1, 1001);
  }
  if (n != NULL) {
    n->next = n;
  }
  free(n);
}
int caller(int a, struct node *q) {
  drop0(NULL, a);
  return a;
}
"""

INLINED = HEAD + """\
int caller(int a, struct node *q) {
  struct node *n__in1;
  int v__in1;
  {
    n__in1 = NULL;
    v__in1 = a;
    if (0 < v__in1) {
      n__in1 = calloc(1, 1001);
    }
    if (n__in1 != NULL) {
      n__in1->next = n__in1;
    }
    free(n__in1);
end__in1: ;
  }
  return a;
}
"""


def test_b98_free_through_holder_with_callers_null():
    s_result = analyse(parse_units(SUMMARISED), sound_options())
    i_result = analyse(parse_units(INLINED), sound_options())
    problems = check_summary_vs_inline(s_result, i_result, "caller", "drop0")
    assert not problems, "\n".join(problems)
