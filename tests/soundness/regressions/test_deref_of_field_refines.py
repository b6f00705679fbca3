"""Stop 51: after ``*h->q`` executes, the engine drops NULL from the cell ``h->q`` when
that cell is one concrete cell (``Semantics._dereferenced``), as it did for variables
only.  The refinement must keep every concrete state: ``h->q`` is NULL on one path and
dereferenced only on the other, and an element of an array of pointers (one cell stands
for all of them) is dereferenced while another element is NULL, which a later test must
still find (property 1, γ at every point of ``main``, on each numeric domain)."""

import pytest

from domains import numeric_domain_names

from ..harness import regression_problems, sound_options

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void free(void *ptr);

struct item { int v; };
struct holder { struct item *q; struct item *arr[2]; };

int main(void) {
  struct holder *h = NULL;
  struct item *it = NULL;
  int v = 0;
  int c = 3;
  h = malloc(sizeof(struct holder));
  if (h == NULL) {
    return 0;
  }
  it = malloc(sizeof(struct item));
  if (it == NULL) {
    free(h);
    return 0;
  }
  it->v = 4;
  h->q = NULL;
  if (c > 2) {
    h->q = it;
  }
  if (h->q != NULL) {
    v = h->q->v;
  }
  h->arr[0] = it;
  h->arr[1] = NULL;
  v = v + h->arr[0]->v;
  if (h->arr[1] == NULL) {
    v = v + 1;
  }
  v = v + h->q->v;
  if (h->q == NULL) {
    v = 0;
  }
  free(it);
  free(h);
  return v;
}
"""


@pytest.mark.parametrize("domain", numeric_domain_names())
def test_deref_of_a_field_keeps_the_concrete_states(domain):
    problems = regression_problems(PROGRAM, options=sound_options(numeric_domain=domain))
    assert not problems, domain + ":\n" + "\n".join(problems)
