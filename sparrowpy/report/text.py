"""Report formatters over the one findings model: gcc-style text, JSON and SARIF 2.1.0.

A formatter takes a :class:`Report` (the analysis result with each finding's suppression,
if any) or, for convenience, an ``AnalysisResult`` (nothing suppressed), and returns text.
"""

from __future__ import annotations

import json
import os
from typing import Optional

import attrs

from .. import __version__


@attrs.define
class Report:
    """What a run reports: the analysis result and every finding with its suppression."""

    result: object
    """The ``analysis.AnalysisResult``."""
    classified: list = attrs.Factory(list)
    """``[(Finding, suppress.Suppression or None)]`` in the findings' order."""
    show_suppressed: bool = False
    show_pruned: bool = False
    """Also list the alarms the path check pruned, each with why."""
    exit_code: Optional[int] = None
    """The command's exit status, when known (SARIF records it)."""
    base_dir: str = attrs.Factory(os.getcwd)
    """Directory that report paths (SARIF URIs) are relative to."""

    @property
    def findings(self) -> list:
        """The findings that are not suppressed."""
        return [f for f, why in self.classified if why is None]

    @property
    def suppressed(self) -> list:
        return [(f, why) for f, why in self.classified if why is not None]

    @property
    def shown(self) -> list:
        """``(finding, suppression)`` pairs to print: suppressed ones only on request."""
        return [(f, why) for f, why in self.classified if why is None or self.show_suppressed]

    @property
    def pruned(self) -> list:
        return list(getattr(self.result, "pruned", ()))

    @property
    def load(self):
        return getattr(self.result, "load", None)

    def stats(self) -> dict:
        s = dict(self.result.stats_json())
        s["findings"] = len(self.findings)
        s["suppressed"] = len(self.suppressed)
        return s


def as_report(obj) -> Report:
    if isinstance(obj, Report):
        return obj
    return Report(obj, [(f, None) for f in obj.findings])


def format_text(result) -> str:
    report = as_report(result)
    out = []
    for f, why in report.shown:
        text = f.format_text()
        if why is not None:
            first, nl, rest = text.partition("\n")
            text = f"{first} (suppressed: {why.justification}){nl}{rest}"
        out.append(text + "\n")
    if report.show_pruned:
        for p in report.pruned:
            f = p.finding
            col = f":{f.column}" if f.column else ""
            out.append(f"{f.file}:{f.line}{col}: note: pruned alarm: {f.message} [{f.kind}]\n"
                       f"{f.file}:{f.line}{col}: note: pruned by the {p.stage} stage: {p.reason}\n")
    return "".join(out)


def format_json(result) -> str:
    report = as_report(result)
    doc = {
        "tool": "sparrowpy",
        "version": __version__,
        "findings": [f.to_json() for f in report.findings],
    }
    if report.show_suppressed:
        doc["suppressed"] = [dict(f.to_json(), suppression=why.to_json()) for f, why in report.suppressed]
    if report.show_pruned:
        doc["pruned"] = [p.to_json() for p in report.pruned]
    doc["stats"] = report.stats()
    return json.dumps(doc, indent=2, sort_keys=False) + "\n"


def format_sarif(result) -> str:
    from .sarif import to_sarif

    return json.dumps(to_sarif(as_report(result)), indent=2, sort_keys=False) + "\n"


FORMATTERS = {"text": format_text, "json": format_json, "sarif": format_sarif}
