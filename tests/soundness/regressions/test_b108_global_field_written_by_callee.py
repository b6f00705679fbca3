"""B108 (fixed at stop 82; found by the long profile of ``test_writes_between.py`` at b2f2e32,
stop 82, and failing the same way at 28ee8ec, where the stop began) -- ``f`` stores
``g.x = 1`` into a field of the global structure ``g``, calls ``bump()``, which does ``g.x
= g.x + 1``, and then allocates into ``p0`` only where ``g.x`` is even, overwriting the
block of the line before: concretely lost, not reported.  ``bump``'s summary said it may
overwrite ``g``, and the caller forgot the global's own cell only: its cell ``g.x`` kept
the 1, so the branch looked impossible to the engine and the path check.  Fixed: the
fields of a global structure that a procedure writes are in its ``modified_inputs`` as
``global:g.x`` (forgotten by callers, passed on by theirs), and a caller that has a
cell of such a field is not taken to know nothing below the global
(``Instantiation._passed``; ``tests/regression/c/inter/global_field_written_by_callee.c``).
"""

from ..test_p6_path_check import check

PROGRAM = """\
#define NULL ((void *)0)
void *malloc(unsigned long size);
void free(void *ptr);
struct cfg { int x; int y; };
struct cfg g;
static void set_x(struct cfg *o, int v) { o->x = v; }
static void set_y(struct cfg *o, int v) { o->y = v; }
static void bump(void) { g.x = g.x + 1; }
int f(struct cfg *c, struct cfg *d, int a, int b) {
  struct cfg m;
  struct cfg *h = malloc(sizeof *h);
  struct cfg *k = malloc(sizeof *k);
  struct cfg *w;
  char *p0 = NULL;
  char *p1 = NULL;
  if (!h || !k) {
    free(h);
    free(k);
    return 0;
  }
  m.x = a;
  m.y = b;
  h->x = b;
  h->y = a;
  k->x = a;
  k->y = b;
  w = a > 1 ? &m : c;
  if ((c->x & 1) == 0) p0 = malloc(1001);
  g.x = 1;
  bump();
  if ((c->x & 1) == 0) p0 = malloc(1004);
  if ((g.x & 1) == 0) p0 = malloc(1005);
  free(h);
  free(k);
  free(p0);
  free(p1);
  return 0;
}
int main(void) {
  struct cfg s1;
  struct cfg s2;
  s1.x = 0;
  s1.y = 0;
  s2.x = 0;
  s2.y = 0;
  g.x = 0;
  g.y = 0;
  f(&s1, &s2, 0, 0);
  return 0;
}
"""


def test_b108_global_field_written_by_callee():
    problems = check(PROGRAM)
    assert not problems, "\n".join(problems)
