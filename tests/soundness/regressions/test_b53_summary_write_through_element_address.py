"""B53 (fixed, stop 28; found by triaging the path-only leak candidates on openssh's
kex_buf2prop) -- a callee's ``*valp = NULL`` instantiated for ``clear(&a[2])`` was a strong
update of the caller's cell, but that cell is the whole array's (a heap buffer is one
summarised cell): what ``a[0]`` held was forgotten, and the block it pointed to was
reported lost.  The engine's own ``*p = NULL`` after ``p = &a[1]`` was already weak
(``semantics._element_address``); the summary's pointer writes now are too
(``Instantiation._into_element``).  On openssh the path check's split by return outcome
made it visible: ``sshbuf_get_cstring(b, &proposal[i], NULL)`` failing on one iteration
erased the strings of the earlier ones.
"""

from ..harness import regression_problems

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void *calloc(unsigned long count, unsigned long size);
void free(void *ptr);

void clear(char **valp) {
  *valp = NULL;
}

int main(void) {
  char **a = calloc(4, sizeof(char *));
  if (a == NULL) {
    return 1;
  }
  a[0] = malloc(8);
  clear(&a[2]);
  free(a[0]);
  free(a);
  return 0;
}
"""


def test_b53_summary_write_through_element_address():
    problems = regression_problems(PROGRAM, gamma_procs=("main",), recall=True)
    assert not problems, "\n".join(problems)
