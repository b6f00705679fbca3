"""Stop 29: after ``p[i]`` (``*(p + i)``) or ``*(T *)p`` executes, the engine drops NULL from
``p`` (``Semantics._dereferenced``), as it did for ``*p`` only.  The refinement must keep
every concrete state: here ``p`` is NULL on one path and indexed only on the other, and
``g`` is indexed before a test that can then only find it set (property 1, γ at every
point of ``main``, on each numeric domain)."""

import pytest

from domains import numeric_domain_names

from ..harness import regression_problems, sound_options

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void free(void *ptr);

int *g;

int main(void) {
  int *p = NULL;
  int *q = NULL;
  int c = 3;
  int v = 0;
  g = malloc(4 * sizeof(int));
  if (g == NULL) {
    return 0;
  }
  if (c > 2) {
    p = malloc(4 * sizeof(int));
  }
  if (p != NULL) {
    p[1] = 7;
    v = p[1];
  }
  g[2] = 5;
  q = g ? g + 1 : NULL;
  *q = v;
  ((char *)g)[0] = 1;
  free(p);
  free(g);
  return v;
}
"""


@pytest.mark.parametrize("domain", numeric_domain_names())
def test_deref_through_arithmetic_keeps_the_concrete_states(domain):
    problems = regression_problems(PROGRAM, options=sound_options(numeric_domain=domain))
    assert not problems, domain + ":\n" + "\n".join(problems)
