"""B42 (fixed at stop 31; found by this stop's last long profile of property 7, ``test_cleanness_recall``;
present before this stop's changes: it fails the same way at 09e3768) -- ``p0->next = p0;
free(p0->next); p0->next = NULL;`` frees ``p0``'s own block through its self-pointer, then
writes into it: a use after free, not reported.

The cause: the cleanness checkers followed only frees that were certain (the must-freed
set; a pointer every one of whose targets is freed).  The sound options now include
``certain_frees_only`` off, under which a block freed on some path counts, through every
pointer that may hold it (a "may have been freed" warning).
"""

from ..harness import cleanness_regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void *realloc(void *ptr, unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };


int main(void) {
  int x0 = 0;
  int x1 = 0;
  struct node *p0 = NULL;
  p0 = calloc(1, 1001);
  if (p0 != NULL) {
    x0 = p0->data;
  }
  if (p0 != NULL) {
    p0->next = p0;
  }
  if (p0 != NULL) {
    free(p0->next);
    p0->next = NULL;
  }
  return 0;
}

"""


def test_b42_use_after_free_through_self_pointer():
    problems = cleanness_regression_problems(PROGRAM, "UseAfterFree")
    assert not problems, "\n".join(problems)
