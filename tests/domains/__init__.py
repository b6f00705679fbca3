"""Tests of the reusable abstract-domain library (the top-level ``domains`` package)."""
