"""B76 (open; found by stop 34's long profile of property 4 at 7f83047) -- ``drop0``
frees its argument only on the path where its own ``calloc`` failed (it returns early
where the block was made).  Inlined, ``caller``'s partition keeps that path apart and
reports the block of ``q->next`` lost with ``q``; with the summary (a void procedure:
one outcome, ``arg0`` freed on some paths) the path where ``q`` is freed is joined with
the one where it is not, and the block stays reachable through ``q``.
Not fixed yet.
"""

import pytest

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


@pytest.mark.xfail(reason="B76: a callee that frees its argument on some paths only loses the caller's field block there",
                   strict=True)
def test_b76_free_on_some_paths_loses_field_block():
    options = sound_options()
    problems = check_summary_vs_inline(analyse(parse_units(PROGRAM), options),
                                       analyse(parse_units(INLINED), options), "caller", "drop0")
    assert not problems, "\n".join(problems)
