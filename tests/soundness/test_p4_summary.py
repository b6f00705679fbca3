"""Property 4 — summary soundness: for a callee analysed alone, instantiating its summary at
the call sites of a caller over-approximates what inlining the callee gives.

The generator draws a callee and ``int caller(int a, struct node *q)`` calling it; the printer
also emits the inlined variant (the callee's body at each call statement, with renamed
parameters and locals, every ``return e`` turned into ``ret = e; goto end;``).  Both are
analysed (unsound switches off) and compared at the caller's exit, by allocation *tag* (the
unique size constant of each ``malloc``/``calloc``, read from the allocation's ``Call``):

- a block the inlined analysis has in the allocated set is allocated in the summary-based
  one too, unless the summary-based analysis reports it leaked inside the callee (a block
  the callee loses never reaches its callers);
- a caller variable (parameter or local of the caller; not the lowering's temporaries) may
  point to at least the tags of allocated blocks it may point to with inlining (a pointer
  to a freed block is dangling);
- the leak findings of the inlined program (by tag) are a subset of the summary-based ones.

Excluded: the known-bug triggers of ``harness.KNOWN_BUG_RESTRICTIONS``.
"""

from __future__ import annotations

from hypothesis import given, note

from .cprog import inline_calls, render_program
from .harness import (
    P4_CONFIG, analyse, check_summary_vs_inline, examples, failure_report, leaked_tags, parse_units, sound_options,
)
from .strategies import caller_callee


def summary_problems(drawn, options=None) -> tuple[str, str, list]:
    prog, caller, callee = drawn
    inlined = inline_calls(prog, caller, callee)
    inlined = type(inlined)(inlined.globals, tuple(f for f in inlined.funcs if f.name != callee))
    text, itext = render_program(prog), render_program(inlined)
    options = options or sound_options()
    s_result = analyse(parse_units(text), options)
    i_result = analyse(parse_units(itext), options)
    return text, itext, check_summary_vs_inline(s_result, i_result, caller, callee)


@examples(3.0)
@given(caller_callee(P4_CONFIG))
def test_summary_instantiation_covers_inlining(drawn):
    text, itext, problems = summary_problems(drawn)
    note(text)
    note("--- inlined ---\n" + itext)
    assert not problems, failure_report(text + "\n/* inlined: */\n" + itext, problems)


# The long profile's example at stop 81: ``pass0(NULL, a)`` returns NULL, so the caller's
# second loop, which stores a fresh block in ``q->next`` for a non-NULL ``q``, runs only when
# the first loop did not replace ``q`` -- and ``k1 == k2``: it never runs after it.  Both
# analyses raise the alarm for tag 1003; the summary-based path check proves it impossible,
# the inlined one (``ret = NULL; goto end;`` inside the loop) cannot.  The summary carried
# the block to the loss, which is what this property is about.
PRUNED_SUMMARY = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

struct node *pass0(struct node *n, int v);
int caller(int a, struct node *q);

struct node *pass0(struct node *n, int v) {
  v = 0;
  if (n != NULL) {
    v = v;
    if (n != NULL) {
      n = calloc(1, 1001);
    }
    if (n != NULL) {
      n->other = malloc(1002);
      if (n->other != NULL) {
        n->other->data = (0 + 0);
        n->other->next = NULL;
        n->other->other = NULL;
      }
    }
  }
  v = 0;
  if (n != NULL) {
    return n->other;
  }
  return NULL;
}

int caller(int a, struct node *q) {
  int x0 = 0;
  int x1 = 0;
  struct node *p0 = NULL;
  int k1 = 0;
  int k2 = 0;
  if (q != NULL) {
    q->next = q;
  }
  if (q != NULL) {
    q = q->other;
  }
  k1 = (a & 3);
  while (k1 > 0) {
    q = pass0(NULL, a);
    k1 = k1 - 1;
  }
  free(p0);
  p0 = NULL;
  k2 = (a & 3);
  while (k2 > 0) {
    if (q != NULL) {
      q->next = malloc(1003);
      if (q->next != NULL) {
        q->next->data = a;
        q->next->next = NULL;
        q->next->other = NULL;
      }
    }
    if (q != NULL) {
      a = q->data;
    }
    k2 = k2 - 1;
  }
  return 0;
}
"""

PRUNED_INLINED = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

int caller(int a, struct node *q);

int caller(int a, struct node *q) {
  int x0 = 0;
  int x1 = 0;
  struct node *p0 = NULL;
  int k1 = 0;
  int k2 = 0;
  struct node *ret__in1;
  struct node *n__in1;
  int v__in1;
  if (q != NULL) {
    q->next = q;
  }
  if (q != NULL) {
    q = q->other;
  }
  k1 = (a & 3);
  while (k1 > 0) {
    {
      n__in1 = NULL;
      v__in1 = a;
      v__in1 = 0;
      if (n__in1 != NULL) {
        v__in1 = v__in1;
        if (n__in1 != NULL) {
          n__in1 = calloc(1, 1001);
        }
        if (n__in1 != NULL) {
          n__in1->other = malloc(1002);
          if (n__in1->other != NULL) {
            n__in1->other->data = (0 + 0);
            n__in1->other->next = NULL;
            n__in1->other->other = NULL;
          }
        }
      }
      v__in1 = 0;
      if (n__in1 != NULL) {
        {
          ret__in1 = n__in1->other;
          goto end__in1;
        }
      }
      {
        ret__in1 = NULL;
        goto end__in1;
      }
end__in1: ;
    }
    q = ret__in1;
    k1 = k1 - 1;
  }
  free(p0);
  p0 = NULL;
  k2 = (a & 3);
  while (k2 > 0) {
    if (q != NULL) {
      q->next = malloc(1003);
      if (q->next != NULL) {
        q->next->data = a;
        q->next->next = NULL;
        q->next->other = NULL;
      }
    }
    if (q != NULL) {
      a = q->data;
    }
    k2 = k2 - 1;
  }
  return 0;
}
"""


def test_alarm_pruned_with_summary_covers_the_inlined_finding():
    s_result = analyse(parse_units(PRUNED_SUMMARY), sound_options())
    i_result = analyse(parse_units(PRUNED_INLINED), sound_options())
    assert 1003 in leaked_tags(i_result)
    assert 1003 not in leaked_tags(s_result) and 1003 in leaked_tags(s_result, pruned=True)
    assert not check_summary_vs_inline(s_result, i_result, "caller", "pass0")
