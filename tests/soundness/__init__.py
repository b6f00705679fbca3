"""Property-based soundness tests of the analysis against a concrete interpreter.

Layout:

- ``cprog.py`` — a small C AST for generated programs: printer (one allocation per line,
  prototypes first), variable renaming, source-level inlining, and multi-file splitting
  with ``#line`` directives;
- ``strategies.py`` — hypothesis strategies (``programs``, ``caller_callee``) and
  ``GenConfig``, whose flags switch fragment features (and the known-bug workarounds);
- ``harness.py`` — loading (``parse_units``: no ``cpp`` needed), concrete runs, the check
  function of each property, the per-property configurations and the list of generator
  restrictions kept while known analyzer bugs are open (``KNOWN_BUG_RESTRICTIONS``);
- ``test_p1_overapprox.py`` … ``test_p5_determinism.py`` — the five properties;
- ``test_mutations.py`` — broken engine variants the properties must catch;
- ``test_oracle.py`` — unit tests of the interpreter (``sparrowpy/oracle/concrete.py``) and the
  concretisation check (``sparrowpy/oracle/gamma.py``);
- ``regressions/`` — one file per analyzer bug found, on its minimal C program
  (``xfail(strict=True)`` while the bug is open).

Runs: ``HYPOTHESIS_PROFILE=ci python -m pytest tests/soundness`` (what CI does, about a
minute), ``HYPOTHESIS_PROFILE=long python -m pytest tests/soundness`` for a soak run
(``test_p1_overapprox.py`` alone about 8 minutes on two shared cores; README's Tests
section has the measurements and an estimate for the whole directory).
A failure prints the program as numbered, compilable C (and hypothesis' ``note``).
"""
