"""B76 (fixed; found by stop 34's long profile of property 4 at 7f83047) -- ``drop0``
frees its argument only on the path where its own ``calloc`` failed (it returns early
where the block was made).  Inlined, ``caller``'s partition keeps that path apart and
reports the block of ``q->next`` lost with ``q``; with the summary (a void procedure:
one outcome, ``arg0`` freed on some paths) the path where ``q`` is freed is joined with
the one where it is not, and the block stays reachable through ``q``.
Fixed: a procedure whose result no caller looks at (or that has none) and that frees
input memory on some paths only (``summary.frees_on_some_paths``) gets return outcomes
told apart by which input blocks their exits free for certain (``outcomes_of``'s
``freed``, from the path check's disjuncts at the exits: ``SccAnalyzer._sharpen_void``),
where what the procedure's own allocations came to tells those exits apart
(``summary._freed_apart``: here ``calloc``'s failure frees ``n``, its success does not).
``drop0`` now has "frees arg0*" and "frees none of arg0*"; the caller's partition applies
them one by one, and on the first the block of ``q->next`` is held only by a freed block:
a path-only leak candidate of ``caller``, found
(``tests/regression/c/inter/free_on_some_paths_field_block.c``).
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

void drop0(struct node *n, int v) {
  struct node *p0 = NULL;
  p0 = calloc(1, 1001);
  v = v;
  if (p0 != NULL) {
    return;
  }
  if (0 < 0) {
    v = 0;
    v = 0;
    v = 0;
  }
  v = 0;
  free(n);
}

int caller(int a, struct node *q) {
  int x0 = 0;
  struct node *p0 = NULL;
  if (q != NULL) {
    q->next = malloc(1002);
    if (q->next != NULL) {
      q->next->data = 0;
      q->next->next = NULL;
      q->next->other = NULL;
    }
  }
  drop0(q, 0);
  q = NULL;
  a = 0;
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
  struct node *n__in1;
  int v__in1;
  struct node *p0__in1;
  if (q != NULL) {
    q->next = malloc(1002);
    if (q->next != NULL) {
      q->next->data = 0;
      q->next->next = NULL;
      q->next->other = NULL;
    }
  }
  {
    n__in1 = q;
    v__in1 = 0;
    p0__in1 = NULL;
    p0__in1 = calloc(1, 1001);
    v__in1 = v__in1;
    if (p0__in1 != NULL) {
      {
        goto end__in1;
      }
    }
    if (0 < 0) {
      v__in1 = 0;
      v__in1 = 0;
      v__in1 = 0;
    }
    v__in1 = 0;
    free(n__in1);
end__in1: ;
  }
  q = NULL;
  a = 0;
  return 0;
}
"""


def test_b76_free_on_some_paths_loses_field_block():
    options = sound_options()
    problems = check_summary_vs_inline(analyse(parse_units(PROGRAM), options),
                                       analyse(parse_units(INLINED), options), "caller", "drop0")
    assert not problems, "\n".join(problems)
