"""Property 1 — over-approximation: at every point of ``main`` that a concrete run reaches,
the concrete state is in γ of the abstract post-state the analysis computed for that node
(``sparrowpy.oracle.gamma.check_state``).  ``main``'s abstract states already include the callees'
summaries, so this covers summary instantiation too.  A second test checks the frames of
every procedure against that procedure's own abstract states (its inputs standing for
whatever the caller passed), which exercises joins of input cells and recursion.

Run with the unsound switches off, for each registered numeric domain, read from the
registry at collection time so a new domain is tested without editing this file (``pair``,
the default, with four times the profile's budget; the others with the profile's budget).
Excluded: the known-bug triggers of ``harness.KNOWN_BUG_RESTRICTIONS`` and, per domain,
``harness.DOMAIN_RESTRICTIONS`` (each has an xfail regression).
"""

from __future__ import annotations

import pytest
from hypothesis import given, note

from domains import numeric_domain_names

from .cprog import render_program
from .harness import (
    KNOWN_BUG_RESTRICTIONS, P1_CONFIG, P1_RESTRICTIONS, analyse, p1_config, check_overapprox, examples, failure_report, parse_units,
    run_concrete, sound_options,
)
from .strategies import GenConfig, programs


def overapprox_problems(prog, domain: str = "pair", all_procedures: bool = False) -> tuple[str, list]:
    """(C text, problems) of property 1 on one generated program; rejects UB programs.

    ``all_procedures``: check the frames of every procedure against its own abstract states
    (input memory standing for whatever the caller passed), not only ``main``'s."""
    text = render_program(prog)
    units = parse_units(text)
    procs = [f.name for f in prog.funcs] if all_procedures else ["main"]
    run = run_concrete(units, record=procs)
    options = sound_options(numeric_domain=domain)
    result = analyse(units, options)
    problems = []
    for proc in procs:
        problems += [f"{proc}: {p}" for p in check_overapprox(run, result, options, proc=proc)]
    return text, problems


@examples(4.0)
@given(programs(P1_CONFIG))
def test_overapproximation_pair(prog):
    text, problems = overapprox_problems(prog, "pair")
    note(text)
    assert not problems, failure_report(text, problems)


@examples(2.0)
@given(programs(P1_CONFIG))
def test_overapproximation_every_procedure(prog):
    """The same, at every point of every procedure's frames, each against the procedure's
    own abstract states (as analysed alone, before any caller)."""
    text, problems = overapprox_problems(prog, "pair", all_procedures=True)
    note(text)
    assert not problems, failure_report(text, problems)


#: Every registered numeric domain but the default, which has its own tests above.
OTHER_DOMAINS = [name for name in numeric_domain_names() if name != "pair"]


@pytest.mark.parametrize("domain", OTHER_DOMAINS)
def test_overapproximation_other_domains(domain):
    @examples(1.0)
    @given(programs(p1_config(domain)))
    def check(prog):
        text, problems = overapprox_problems(prog, domain)
        note(text)
        assert not problems, failure_report(text, problems)

    check()


@examples(2.0)
@given(programs(GenConfig(**{**KNOWN_BUG_RESTRICTIONS, **P1_RESTRICTIONS, "pointer_compare": True})))
def test_overapproximation_with_pointer_comparisons(prog):
    """The same on programs whose conditions also compare two pointers (``p == q``,
    ``p != &s0``): the blocks such a test rules out of the cell that holds them wherever
    they exist (``State.holders``) must really not exist there."""
    text, problems = overapprox_problems(prog, "pair")
    note(text)
    assert not problems, failure_report(text, problems)
