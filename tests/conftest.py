"""Test configuration: hypothesis profiles.

- ``ci`` (used by .ci/run): fewer examples, no deadline, derandomised so CI is
  reproducible.
- ``dev`` (default): hypothesis' defaults.
- ``long``: many more examples, for local soak runs:
  ``HYPOTHESIS_PROFILE=long python -m pytest tests``.
"""

import os

from hypothesis import HealthCheck, settings

settings.register_profile("ci", max_examples=60, deadline=None, derandomize=True,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", deadline=None)
settings.register_profile("long", max_examples=2000, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "dev"))

# an internal error of the analysis fails the test instead of giving up one SCC
# (``SccAnalyzer.run_scc``); tests of that degradation unset it
os.environ.setdefault("SPARROWPY_STRICT", "1")
