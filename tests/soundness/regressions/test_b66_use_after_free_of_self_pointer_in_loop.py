"""B66 (fixed at stop 32; found by stop 32's long profile of property 7 at 9407b08; present
at 5289eed) -- B42's shape inside a loop: ``p0->next = p0``, then in a loop that runs once
``free(p0->next); p0->next = NULL;`` writes into the block just freed.  Under
``--no-certain-frees-only`` a call's newly freed blocks were ``post.freed`` minus what any
predecessor had freed; the loop head joins the entry with the round that freed the block,
so nothing was new and ``p0`` never became stale.  A model free now counts every freed
block its pointer may point to, freed before or not.
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
  int x0 = 1;
  int x1 = 0;
  int x2 = 0;
  struct node *p0 = NULL;
  int i1 = 0;
  p0 = malloc(1001);
  if (p0 != NULL) {
    p0->data = x0;
    p0->next = NULL;
    p0->other = NULL;
  }
  if (p0 != NULL) {
    p0->next = p0;
  }
  if (p0 != NULL) {
    x0 = p0->data;
  }
  for (i1 = 0; i1 < (x0 & 3); i1++) {
    x0 = 0;
    if (p0 != NULL) {
      free(p0->next);
      p0->next = NULL;
    }
  }
  return 0;
}

"""


def test_b66_use_after_free_of_self_pointer_in_loop():
    problems = cleanness_regression_problems(PROGRAM, "UseAfterFree")
    assert not problems, "\n".join(problems)
