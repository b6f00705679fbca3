"""B91 (fixed; found by stop 39's long profile of property 4, ``test_summary_instantiation_
covers_inlining``, at 9f169e1; present at 7f83047) -- ``use0`` tests its parameter against
NULL twice and writes a fresh block into ``n->next`` under the second test.  ``caller``
stores a block (tag 1002) into ``q->next`` and calls ``use0(q, 0)``: where ``q`` is not
NULL the 1002 block is overwritten and lost.  Inlined, the loss was reported (the path
check keeps the paths apart); through the summary it was not: the summary came from
``use0``'s joined exit, where the write happened on some paths only, so it was applied
weakly.  Fixed: the analysis of ``use0`` with ``n`` not NULL (``SccAnalyzer._null_only``)
shows the write on every exit, so the summary writes ``n->next`` for certain wherever
the caller's argument is not NULL (``must_if_nonnull``), and the caller's path check
finds the loss on that path.
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
int g0 = 0;

int use0(struct node *n, int v) {
  if (n != NULL) {
    n->data = v;
  }
  if (n != NULL) {
    n->next = calloc(1, 1001);
  }
  return v;
}

int caller(int a, struct node *q) {
  int x0 = 0;
  struct node *p0 = NULL;
  if (q != NULL) {
    q->next = calloc(1, 1002);
  }
  use0(q, 0);
  if (q != NULL) {
    a = q->data;
  }
  if (q != NULL) {
    a = q->data;
  }
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
  int ret__in1;
  struct node *n__in1;
  int v__in1;
  if (q != NULL) {
    q->next = calloc(1, 1002);
  }
  {
    n__in1 = q;
    v__in1 = 0;
    if (n__in1 != NULL) {
      n__in1->data = v__in1;
    }
    if (n__in1 != NULL) {
      n__in1->next = calloc(1, 1001);
    }
    {
      ret__in1 = v__in1;
      goto end__in1;
    }
end__in1: ;
  }
  if (q != NULL) {
    a = q->data;
  }
  if (q != NULL) {
    a = q->data;
  }
  return a;
}
"""


def test_b91_guarded_write_overwrites_callers_block():
    options = sound_options()
    problems = check_summary_vs_inline(analyse(parse_units(PROGRAM), options),
                                       analyse(parse_units(INLINED), options), "caller", "use0")
    assert not problems, "\n".join(problems)
