"""B83 (open; found by stop 36's long profile of property 4 at b883dad; present at
7f83047) -- ``use0`` stores a malloc'ed block in ``n->next`` and then frees ``n``; ``caller``
reads ``q->next`` after the call, from the freed node.  The inlined analysis has ``q``
pointing at the block (tag 1001) after that read, the summary-based one does not: the
summary frees its argument and does not say what the freed node's field held (a read of a
freed block, itself a use after free in C).  Not analysed further.
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

int use0(struct node *n, int v);
int caller(int a, struct node *q);

int use0(struct node *n, int v) {
  if (n != NULL) {
    n->next = malloc(1001);
    if (n->next != NULL) {
      n->next->data = 0;
      n->next->next = NULL;
      n->next->other = NULL;
    }
  }
  free(n);
  n = NULL;
  v = 0;
  return 0;
}

int caller(int a, struct node *q) {
  int x0 = 0;
  struct node *p0 = NULL;
  use0(q, 0);
  if (q != NULL) {
    q = q->next;
  }
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
  int ret__in1;
  struct node *n__in1;
  int v__in1;
  {
    n__in1 = q;
    v__in1 = 0;
    if (n__in1 != NULL) {
      n__in1->next = malloc(1001);
      if (n__in1->next != NULL) {
        n__in1->next->data = 0;
        n__in1->next->next = NULL;
        n__in1->next->other = NULL;
      }
    }
    free(n__in1);
    n__in1 = NULL;
    v__in1 = 0;
    {
      ret__in1 = 0;
      goto end__in1;
    }
end__in1: ;
  }
  if (q != NULL) {
    q = q->next;
  }
  return 0;
}

"""


@pytest.mark.xfail(reason="B83: the content of a field of an argument the callee freed, read by the caller, is "
                          "not in the summary", strict=True)
def test_b83_field_of_freed_argument_read_by_caller():
    options = sound_options()
    problems = check_summary_vs_inline(analyse(parse_units(PROGRAM), options),
                                       analyse(parse_units(INLINED), options), "caller", "use0")
    assert not problems, "\n".join(problems)
