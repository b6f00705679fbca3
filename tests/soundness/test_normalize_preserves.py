"""The normalisation of ``if (p) free(p);`` (``engine.normalize``) changes no execution: on
generated programs, and on a hand-written one that takes both branches, the concrete
interpreter returns the same value and ends with the same live and leaked blocks (by
allocation site) on the original IR and on the rewritten one."""

from __future__ import annotations

from hypothesis import event, given, note

from sparrowpy.engine.normalize import normalize_program
from sparrowpy.interproc.callgraph import Program
from sparrowpy.oracle.concrete import Interpreter, StepLimit, UndefinedBehaviour

from .cprog import render_program
from .harness import P3_CONFIG, examples, parse_units
from .strategies import programs


def _outcome(units):
    try:
        run = Interpreter(units, record=()).run("main")
    except (UndefinedBehaviour, StepLimit) as err:
        return ("rejected", type(err).__name__)
    # by line: the rewrite may drop nodes, so a call keeps its line but not its node number
    sites = lambda blocks: sorted(b.alloc.site() for b in blocks)  # noqa: E731
    return (run.ret, run.exited, sites(run.live), sites(run.leaked))


def _compare(text: str) -> int:
    original = parse_units(text)
    rewritten = parse_units(text)
    dropped = normalize_program(Program(rewritten))
    assert _outcome(original) == _outcome(rewritten)
    return dropped


@examples(1.0)
@given(programs(P3_CONFIG))
def test_normalize_preserves_generated_programs(prog):
    text = render_program(prog)
    note(text)
    dropped = _compare(text)
    event(f"NULL tests dropped: {min(dropped, 2)}")


HAND_WRITTEN = """
void *malloc(unsigned long size);
void free(void *ptr);
int release(char *p, char *q) {
  if (p != NULL) free(p);
  if (q) { free(q); q = NULL; }
  return 0;
}
int main(void) {
  char *a = malloc(4);
  char *b = NULL;
  release(a, b);
  release(NULL, malloc(8));
  b = malloc(2);
  release(b, NULL);
  return 3;
}
"""


def test_normalize_preserves_both_branches():
    assert _compare(HAND_WRITTEN) == 2


STORED_THEN_TESTED = """
void *malloc(unsigned long size);
void free(void *ptr);
struct slot { char *p; int n; };
char *pick(int c) { if (c) return malloc(4); return NULL; }
int fill(struct slot *s, int k) {
  int made = 0;
  for (int i = 0; i < k; i++) {
    s[i].p = pick(i % 2);
    if (s[i].p == NULL) continue;
    s[i].n = i;
    made++;
  }
  return made;
}
int main(void) {
  struct slot s[4];
  int made = fill(s, 4);
  int r = made;
  for (int i = 0; i < 4; i++)
    if (s[i].p) { free(s[i].p); r += 10; }
  s[0].p = pick(1);
  if (!s[0].p) return -1;
  return r;
}
"""


def test_a_test_of_a_stored_pointer_reads_the_same_value():
    # ``forward_stored_pointers``: the NULL test right after the store reads the
    # temporary; both branches are taken, and the last block is leaked, on both IRs
    rewritten = parse_units(STORED_THEN_TESTED)
    normalize_program(Program(rewritten))
    tests = [str(i) for u in rewritten for f in u.functions.values() for i in f.cfg.instrs
             if type(i).__name__ == "Assume" and "$t" in str(i)]
    assert len(tests) == 4, tests  # (fill's two branches, main's last two)
    _compare(STORED_THEN_TESTED)
    outcome = _outcome(parse_units(STORED_THEN_TESTED))
    assert outcome[0] == 22 and len(outcome[3]) == 1, outcome
