"""B64 (fixed at stop 33; found by stop 32's long profile of property 3, ``test_leak_recall``, at 9407b08;
present at 5289eed, where stop 31 began) -- in ``pass0``'s inner loop, which runs three
times, the second round stores a calloc'ed block into ``n->other`` and then overwrites
``n`` with a new block: the old node and the calloc'ed block hanging from it are lost.
The old node's leak is reported (line 21), the calloc'ed block's (line 19) is not.
Where it goes: the abstract ``n`` at line 19 may also be the input node (``pass0`` is
analysed for any argument), so the calloc'ed block is written weakly into both the input's
``other`` and the old node's: at the exit it is reachable from input memory and not lost
in ``pass0``, and the summary hands it out as ``arg0*.other``.  ``main`` passes NULL, so
instantiation does not make it (``Instantiation._blocks_behind_null_args``: a block handed
out only through an argument passed as NULL), though concretely it exists, made in the
second round with ``n`` the first round's node.  A fix must not drop a block that the
callee may also hold in its own (lost) memory.  Fixed: ``pass0`` is analysed with its
argument NULL at entry (``SccAnalyzer._null_only``), and a block that analysis also makes
is recorded as decided (``Summary.null_decided``), so instantiation makes it for a NULL
argument unless the callee's own leak check put its loss to the path check.  That analysis
also had to keep the parameter NULL across loop heads: a join with a path that had not yet
read it gave it back its unknown input value (``Semantics.initial_state`` now reads it
at the entry).
"""


from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

struct node *pass0(struct node *n, int v);

struct node *pass0(struct node *n, int v) {
  int k1 = 0;
  int k2 = 0;
  k1 = (v & 3);
  while (k1 > 0) {
    k2 = ((-1) & 3);
    while (k2 > 0) {
      if (n != NULL) {
        n->other = calloc(1, 1001);
      }
      n = malloc(1002);
      if (n != NULL) {
        n->data = v;
        n->next = NULL;
        n->other = NULL;
      }
      v = v;
      k2 = k2 - 1;
    }
    n = malloc(1003);
    if (n != NULL) {
      n->data = 0;
      n->next = NULL;
      n->other = NULL;
    }
    k1 = k1 - 1;
  }
  v = v;
  if (n != NULL) {
    return n->next;
  }
  return NULL;
}

int main(void) {
  int x0 = 1;
  struct node *p0 = NULL;
  pass0(NULL, x0);
  return 0;
}
"""


def test_b64_leak_of_block_in_field_of_overwritten_node():
    problems = regression_problems(PROGRAM, gamma_procs=(), recall=True)
    assert not problems, "\n".join(problems)
