"""B55 (fixed in stop 29; found by stop 28's long profile of property 1, all numeric domains;
present at 4e1485c) -- ``attach`` stores a fresh block into ``n->next`` and returns it only
when ``c > 0``, NULL otherwise.  Its summary counted the block as ``ret_nullable`` (a NULL
result means the block was not made), because the exit that returns it may also return NULL.
So ``main``'s ``free(p)`` of the NULL result, with ``--no-free-all-targets``, freed the block
for certain, and it was missing from the allocated set while ``h->next`` still held it.  A
block that exists at an exit that may return NULL, and is not the result there, now keeps its
key out of ``ret_nullable``.
"""

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; };

struct node *attach(struct node *n, int c) {
  if (n != NULL) {
    n->next = malloc(1001);
    if (c > 0) {
      return n->next;
    }
  }
  return NULL;
}

int main(void) {
  struct node *h = NULL;
  struct node *p = NULL;
  h = calloc(1, 1002);
  p = attach(h, 0);
  free(p);
  if (h != NULL) {
    free(h->next);
  }
  free(h);
  return 0;
}
"""


def test_b55_null_result_beside_kept_block():
    problems = regression_problems(PROGRAM)
    assert not problems, "\n".join(problems)
