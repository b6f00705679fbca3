"""Report formatters over the one findings model: gcc-style text and JSON."""

from __future__ import annotations

import json

from . import __version__


def format_text(result) -> str:
    return "".join(f.format_text() + "\n" for f in result.findings)


def format_json(result) -> str:
    doc = {
        "tool": "sparrowpy",
        "version": __version__,
        "findings": [f.to_json() for f in result.findings],
        "stats": result.stats_json(),
    }
    return json.dumps(doc, indent=2, sort_keys=False) + "\n"


FORMATTERS = {"text": format_text, "json": format_json}
