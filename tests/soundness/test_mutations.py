"""Mutation tests: a deliberately broken transfer function, join, widening or summary
instantiation is caught by the soundness properties.

Each test monkeypatches one known-bad variant into the engine and searches generated
programs (derandomised, bounded in examples and time) for one on which the relevant
property fails; it then checks that the same program passes once the mutant is removed,
so the failure is the mutant's doing.  Mutants:

- ``Interval.binop`` / ``Pair.binop`` for ``+`` dropping the right operand's upper bound
  (property 1, ``interval`` / ``pair`` domain);
- ``State.join`` returning its left argument (property 1);
- the fixpoint widening to its previous iterate (stable too early), and the fixpoint
  stopping after one iteration at loop heads (``max_loop_head_iterations=1``) (property 1);
- ``Semantics.free`` forgetting the free (property 1: the freed set), and removing every
  allocated block (properties 1 and 3);
- summary instantiation ignoring Arg2Free (property 1: the freed set) and ignoring
  Alloc2Ret (properties 1 and 3).

A ``free`` that keeps the block in the allocated set (while recording it as freed) is only
imprecise (false leaks), not unsound, so no soundness property can catch it; it is not
listed.
"""

from __future__ import annotations

import time

import attrs
import pytest
from hypothesis import HealthCheck, Phase, given, settings

import domains
from sparrowpy.engine import fixpoint, memory, semantics
from sparrowpy.interproc import summary

from .cprog import render_program
from .harness import (
    P1_CONFIG, P3_CONFIG, analyse, check_leak_recall, check_overapprox, numbered, parse_units,
    run_concrete, sound_options,
)
from .strategies import programs

SEARCH_EXAMPLES = 400
SEARCH_SECONDS = 60.0


def _accepted_run(prog):
    """The concrete run of a generated program (rejects UB)."""
    units = parse_units(render_program(prog))
    run = run_concrete(units)
    return units, run


def _property_1(domain: str = "pair", **opts):
    def check(prog, accepted=None):
        units, run = accepted or _accepted_run(prog)
        options = sound_options(numeric_domain=domain, **opts)
        return check_overapprox(run, analyse(units, options), options)
    return check


def _property_3(prog, accepted=None):
    units, run = accepted or _accepted_run(prog)
    return check_leak_recall(run, analyse(units, sound_options()))


def find_failure(check, config=P1_CONFIG, examples=SEARCH_EXAMPLES, seconds=SEARCH_SECONDS):
    """The first generated program on which ``check`` reports problems, or None."""
    found: list = []
    deadline = time.monotonic() + seconds

    @settings(max_examples=examples, database=None, derandomize=True, deadline=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck))
    @given(programs(config))
    def search(prog):
        if found or time.monotonic() > deadline:
            return
        accepted = _accepted_run(prog)
        problems = check(prog, accepted)
        if problems:
            found.append((prog, problems, accepted))

    search()
    return found[0] if found else None


def assert_caught(monkeypatch, mutate, check, config=P1_CONFIG, clean_check=None):
    with monkeypatch.context() as m:
        mutate(m)
        hit = find_failure(check, config)
    assert hit is not None, "the mutant survived: no generated program violates the property"
    prog, problems, accepted = hit
    clean = (clean_check or check)(prog, accepted)  # the same (accepted) run, no assume needed
    assert not clean, ("the program that caught the mutant also fails without it:\n" + numbered(render_program(prog))
                       + "\n" + "\n".join(clean))
    return problems


# ----------------------------------------------------------------------------- numeric domains


def _drop_upper_bound(cls):
    orig = cls.binop

    def binop(self, op, other, *args, **kwargs):
        r = orig(self, op, other, *args, **kwargs)
        if op != "+" or r.is_bottom() or self.is_bottom():
            return r
        return r.meet(cls.range(None, self.bounds()[1]))  # forgets what `other` adds above
    return binop


@pytest.mark.parametrize("domain,cls", [("interval", domains.Interval), ("pair", domains.Pair)])
def test_binop_plus_dropping_upper_bound_is_caught(monkeypatch, domain, cls):
    assert_caught(monkeypatch, lambda m: m.setattr(cls, "binop", _drop_upper_bound(cls)), _property_1(domain))


# ----------------------------------------------------------------------------- join, widening


def test_join_returning_left_is_caught(monkeypatch):
    def join(self, other, *args, **kwargs):
        return self
    assert_caught(monkeypatch, lambda m: m.setattr(memory.State, "join", join), _property_1())


def test_widening_to_previous_iterate_is_caught(monkeypatch):
    def widen(self, prev, new, *args, **kwargs):
        return prev  # "stable" as soon as widening starts
    assert_caught(monkeypatch, lambda m: m.setattr(fixpoint.Fixpoint, "_widen", widen), _property_1())


def test_fixpoint_stopping_after_one_iteration_is_caught(monkeypatch):
    assert_caught(monkeypatch, lambda m: None, _property_1(max_loop_head_iterations=1), clean_check=_property_1())


# ----------------------------------------------------------------------------- free


def test_free_forgetting_the_block_is_caught(monkeypatch):
    def free(self, st, v, *args, **kwargs):
        return None
    assert_caught(monkeypatch, lambda m: m.setattr(semantics.Semantics, "free", free), _property_1())


def test_free_removing_too_much_is_caught(monkeypatch):
    orig = semantics.Semantics.free

    def free(self, st, v, *args, **kwargs):
        orig(self, st, v, *args, **kwargs)
        st.alloc = frozenset()  # every block is gone
    assert_caught(monkeypatch, lambda m: m.setattr(semantics.Semantics, "free", free), _property_1())
    assert_caught(monkeypatch, lambda m: m.setattr(semantics.Semantics, "free", free), _property_3, P3_CONFIG)


# ----------------------------------------------------------------------------- summary instantiation


def _instantiation_without(**blank):
    orig = summary.Instantiation.apply

    def apply(self, *args, **kwargs):
        self.summary = attrs.evolve(self.summary, **blank)
        return orig(self, *args, **kwargs)
    return apply


def test_instantiation_ignoring_arg2free_is_caught(monkeypatch):
    apply = _instantiation_without(arg2free=frozenset(), arg2free_must=frozenset())
    assert_caught(monkeypatch, lambda m: m.setattr(summary.Instantiation, "apply", apply), _property_1())


def test_instantiation_ignoring_alloc2ret_is_caught(monkeypatch):
    apply = _instantiation_without(alloc2ret=frozenset())
    assert_caught(monkeypatch, lambda m: m.setattr(summary.Instantiation, "apply", apply), _property_1())
    assert_caught(monkeypatch, lambda m: m.setattr(summary.Instantiation, "apply", apply), _property_3, P3_CONFIG)
