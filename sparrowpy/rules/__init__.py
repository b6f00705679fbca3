"""Documentation pages of the rule ids (package data; used as SARIF rule help)."""
