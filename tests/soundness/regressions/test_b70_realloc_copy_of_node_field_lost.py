"""B70 (fixed at stop 33; found by stop 33's replay of property 4) -- ``use0`` stores a
calloc'ed block into ``n->next``, then ``n = realloc(n, ..)`` and loses the new node at
the return: the calloc'ed block, now held by the lost copy, is lost too.  The joined state
at the exit still shows it in the old node's field (realloc may have failed and left it),
so no candidate was made; inlined into ``caller``, the path check kept the paths apart.
The leak check's "held for certain" walk no longer passes through the cells of a block
that may have been freed (``State.reachable(surely=True)``), so the loss becomes a
path-only candidate; and the partition keeps a block held only by a freed block's cell
apart from one handed out (``partition._handed_out``).
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
  if (n != NULL) {
    n->next = calloc(1, 1001);
  }
  n = realloc(n, 1002);
  if (n != NULL) {
    n->data = 0;
  }
  v = v;
  return 0;
}

int caller(int a, struct node *q) {
  int x0 = 0;
  struct node *p0 = NULL;
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
    if (n__in1 != NULL) {
      n__in1->next = calloc(1, 1001);
    }
    n__in1 = realloc(n__in1, 1002);
    if (n__in1 != NULL) {
      n__in1->data = 0;
    }
    v__in1 = v__in1;
    {
      ret__in1 = 0;
      goto end__in1;
    }
end__in1: ;
  }
  return a;
}
"""


def test_b70_realloc_copy_of_node_field_lost():
    options = sound_options()
    problems = check_summary_vs_inline(analyse(parse_units(PROGRAM), options),
                                       analyse(parse_units(INLINED), options), "caller", "use0")
    assert not problems, "\n".join(problems)
