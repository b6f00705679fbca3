"""B50 (fixed at stop 31; found by stop 27's long profile of property 7 at 8295cea; present at 4a9129d
and 26f4429) -- a callee that frees its argument on some paths only (``if (c) free(n);``,
or after its own allocation succeeded) leaves the caller's pointer as it was for the
cleanness scan (``CleannessScan._freeing`` makes stale only what a summary's
``arg2free_must`` frees), so the caller's later ``free`` of the same block is not reported
even as a "may already have been freed" warning.  The falsifying program of the long
profile frees the argument after a ``calloc`` succeeded; the one here is its smallest form.
Not fixed yet: a may-free by a callee must make the caller's pointer stale, and the path
check must then not prune the event on the disjuncts where the callee's free may have run.
Stop 28 built exactly that (stale through ``arg2free`` where the anchor is the argument's
own block; ``freed`` rather than ``must_freed`` in a disjunct when such a callee freed it)
and measured it: B50 passes and a caller that tests the callee's result stays silent (the
return outcomes carry the free), but bzip2 got 2 false double frees
(``BZ2_bzWriteClose(&bzerr, b, ..)`` frees ``b`` only where it sets ``bzerr`` to
``BZ_OK``), and ``regression/c/inter/free_arg_or_null.c``'s ``release_if(p, 0)`` one: a
summary does not say that the free happens only for some values of the arguments.  It
was not landed; it needs frees conditioned on the arguments (or on out-parameter
statuses) in the summaries first.

The cause: the cleanness checkers followed only frees that were certain (the must-freed
set; a pointer every one of whose targets is freed).  The sound options now include
``certain_frees_only`` off, under which a block freed on some path counts, through every
pointer that may hold it (a "may have been freed" warning).
"""

from ..harness import cleanness_regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void free(void *ptr);

struct node { int data; struct node *next; struct node *other; };

int use1(struct node *n, int c) {
  if (c) {
    free(n);
  }
  return 0;
}

int main(void) {
  struct node *p1 = NULL;
  p1 = malloc(1003);
  use1(p1, 1);
  free(p1);
  return 0;
}
"""


def test_b50_double_free_after_callee_may_free():
    problems = cleanness_regression_problems(PROGRAM, "DoubleFree")
    assert not problems, "\n".join(problems)
