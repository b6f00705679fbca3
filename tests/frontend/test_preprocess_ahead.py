"""Preprocessing the next input ahead (``frontend.preprocess.start_ahead``): a run with one
job starts cpp on the next file while it parses this one, and gets the same text, the
same errors and the same header fallbacks as without it."""

from __future__ import annotations

import os

import pytest

from sparrowpy.frontend import preprocess as P
from sparrowpy.frontend.preprocess import FrontendError, preprocess
from sparrowpy.interproc.analysis import load_inputs

from .test_header_fallback import SYSTEM_ONLY


def _write(tmp_path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text)
    return str(path)


def test_a_preprocessing_started_ahead_is_collected_and_gives_the_same_text(tmp_path):
    src = _write(tmp_path, "a.c", "#include <stdlib.h>\n#define N 3\nint f(void) { return N; }\n")
    plain = preprocess(src, defines=["X=1"])
    P.start_ahead(src, defines=["X=1"])
    assert len(P._AHEAD) == 1
    assert preprocess(src, defines=["X=1"]) == plain
    assert P._AHEAD == {}  # collected


def test_other_arguments_do_not_collect_it(tmp_path):
    src = _write(tmp_path, "a.c", "int v = X;\n")
    P.start_ahead(src, defines=["X=1"])
    try:
        assert "int v = 2;" in preprocess(src, defines=["X=2"])  # cpp run again, with X=2
        assert len(P._AHEAD) == 1  # the other one is still there
    finally:
        P.discard_ahead()
    assert P._AHEAD == {}


def test_an_error_started_ahead_is_the_same_error(tmp_path):
    src = _write(tmp_path, "bad.c", "#include \"no_such_header_here.h\"\nint x;\n")
    with pytest.raises(FrontendError) as plain:
        preprocess(src)
    P.start_ahead(src)
    with pytest.raises(FrontendError) as ahead:
        preprocess(src)
    assert (ahead.value.file, ahead.value.line, ahead.value.message) == \
        (plain.value.file, plain.value.line, plain.value.message)
    assert P._AHEAD == {}


def test_a_missing_file_starts_nothing(tmp_path):
    P.start_ahead(str(tmp_path / "missing.c"))
    assert P._AHEAD == {}


def test_discard_keeps_the_named_file(tmp_path):
    a = _write(tmp_path, "a.c", "int a;\n")
    b = _write(tmp_path, "b.c", "int b;\n")
    P.start_ahead(a)
    P.start_ahead(b)
    P.discard_ahead(keep=os.fspath(b))
    assert [entry[3] for entry in P._AHEAD.values()] == [b]
    P.discard_ahead()
    assert P._AHEAD == {}


def test_load_inputs_reads_ahead_and_leaves_nothing_running(tmp_path, monkeypatch):
    """Several files, one that falls back to the system's headers between two that do
    not: the units and notes are those of loading each file on its own, and every file
    but the first was preprocessed ahead."""
    collected = []

    class Watched(dict):
        def pop(self, key, default=None):
            hit = dict.pop(self, key, default)
            if hit is not None:
                collected.append(hit[3])
            return hit
    monkeypatch.setattr(P, "_AHEAD", Watched())
    header = SYSTEM_ONLY
    texts = ["#include <stdlib.h>\nvoid *f(void) { return malloc(4); }\n",
             (f"#include <{header}>\n" if header else "") + "int g(int n) { return n + 1; }\n",
             "#include <string.h>\nint h(const char *s) { return (int) strlen(s); }\n",
             "int k(void) { return 0; }\n"]
    paths = [_write(tmp_path, f"f{i}.c", t) for i, t in enumerate(texts)]
    together = load_inputs(paths)
    assert P._AHEAD == {}
    assert collected == paths[1:]
    alone = [load_inputs([p]) for p in paths]
    assert [sorted(u.functions) for u in together.units] == [sorted(a.units[0].functions) for a in alone]
    assert [(n.header, n.file) for n in together.notes] == [(n.header, n.file) for a in alone for n in a.notes]
    assert not together.errors
    if header:
        assert [n.file for n in together.notes] == [paths[1]]
