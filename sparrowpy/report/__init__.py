"""Output: text / JSON / SARIF formatters, suppressions and baselines, progress, and the
IR, summary and state dumps."""
