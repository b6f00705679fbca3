"""B27 (fixed; found by the long profile of property 1, ``test_overapproximation_other_domains``,
in every numeric domain) — a callee that stores NULL into a cell of its argument on one
path only (``if (n != NULL) n->next = NULL;``) was summarised without that write: at its
exit the cell holds ``{α, NULL}``, the input content beside the NULL, and a NULL there was
taken for the input pointer's own NULL (content the write kept).  The caller's cell kept
its block (``p->next == p``) where the run had NULL.

Fix: in a cell marked mixed (an input block beside a NULL of another source, which the
join and weak writes record) the NULL counts as written: ``cell_writes`` gets
``arg0*.next := null`` and the caller adds NULL to its cell.
"""

from ..harness import regression_problems, sound_options

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void free(void *ptr);
struct node { int data; struct node *next; };
struct node *pass0(struct node *n) {
  struct node *p0 = NULL;
  if (n != NULL) {
    n->next = p0;
  }
  return n;
}
int main(void) {
  struct node *p1 = malloc(sizeof(struct node));
  if (p1 == NULL) {
    return 0;
  }
  p1->next = p1;
  pass0(p1);
  free(p1);
  return 0;
}
"""


def test_b27_callee_nulls_input_cell_on_one_path():
    for domain in ("pair", "interval"):
        problems = regression_problems(PROGRAM, options=sound_options(numeric_domain=domain))
        assert not problems, "\n".join(problems)
