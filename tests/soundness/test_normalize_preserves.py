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
