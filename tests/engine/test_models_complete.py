"""Every function declared in the bundled headers has an entry in the models table.

Leaving a function to the unknown-function policy is a choice written in the table
(``Model(unknown=True, reason=...)``), never an omission."""

from __future__ import annotations

import os

from pycparser import c_ast

from sparrowpy.engine.models import MODELS, lookup
from sparrowpy.frontend.preprocess import BUNDLED_INCLUDE_DIR, parse_file


def _bundled_prototypes(tmp_path) -> dict:
    headers = []
    for root, _, files in os.walk(BUNDLED_INCLUDE_DIR):
        for f in files:
            if f.endswith(".h"):
                headers.append(os.path.relpath(os.path.join(root, f), BUNDLED_INCLUDE_DIR))
    src = tmp_path / "all_headers.c"
    src.write_text("".join(f"#include <{h}>\n" for h in sorted(headers)))
    ast = parse_file(str(src))
    out = {}
    for ext in ast.ext:
        if isinstance(ext, c_ast.Decl) and isinstance(ext.type, c_ast.FuncDecl):
            out[ext.name] = f"{os.path.basename(ext.coord.file)}:{ext.coord.line}"
    return out


def test_every_bundled_prototype_has_a_model(tmp_path):
    protos = _bundled_prototypes(tmp_path)
    assert len(protos) > 1000  # the walk really saw the headers
    missing = sorted(f"{name} ({where})" for name, where in protos.items() if lookup(name) is None)
    assert not missing, f"{len(missing)} bundled functions have no model: {', '.join(missing[:40])}"


def test_unknown_policy_entries_say_why():
    silent = sorted(m.name for m in MODELS.values() if m.unknown and not m.reason)
    assert not silent


def test_issue_named_functions_have_their_effects():
    assert lookup("wcsdup").allocates and lookup("strndup").allocates and lookup("tempnam").allocates
    assert lookup("asprintf").allocates_into == 0 and lookup("vasprintf").allocates_into == 0
    assert lookup("getline").reallocates_into == 0 and lookup("getdelim").reallocates_into == 0
    assert lookup("realpath").allocates_if_null == 1 and lookup("getcwd").allocates_if_null == 0
    assert lookup("getaddrinfo").allocates_into == 3 and lookup("freeaddrinfo").frees == 0
    assert lookup("glob").allocates_into == 3 and lookup("globfree").frees_into == 0
    assert lookup("regcomp").allocates_into == 0 and lookup("regfree").frees_into == 0
    assert lookup("scandir").allocates_into == 1
    for name in ("wprintf", "fwprintf", "swprintf", "wcscpy", "wcslen"):
        m = lookup(name)
        assert m is not None and not m.unknown and not m.allocates
    assert lookup("fopen").resource == "FILE" and lookup("opendir").resource == "DIR"
    assert lookup("socket").resource == "fd" and lookup("socket").fd_result
    assert lookup("mmap").resource == "map" and lookup("munmap").frees == 0


def test_builtin_prefixes_fall_back_to_the_library_model():
    assert lookup("__builtin_memcpy").copies == (0, 1)
    assert lookup("__builtin___memcpy_chk").copies == (0, 1)
    assert lookup("__builtin_strlen") is not None
    assert lookup("__builtin_no_such_function") is None


def test_overflow_builtins_write_their_result():
    for name in ("__builtin_add_overflow", "__builtin_sub_overflow", "__builtin_mul_overflow",
                 "__builtin_saddll_overflow", "__builtin_umull_overflow"):
        assert lookup(name).writes == (2,)
