"""Inputs: directories, compile_commands.json with per-file flags, files that fail to parse."""

from __future__ import annotations

import json
import os

import pytest

from sparrowpy.frontend.inputs import (InputError, collect_inputs, expand_paths, parse_compiler_flags,
                                       read_compile_commands)
from sparrowpy.frontend.load import FrontendOptions, load_files

from .util import BAD, CLEAN, LEAKY, cli, write


# -- compiler flags ----------------------------------------------------------------------

def test_compiler_flags_joined_and_separate_forms(tmp_path):
    args = ["-Iinc", "-I", "/abs/inc", "-DX=1", "-D", "Y", "-UZ", "-U", "W", "-std=gnu11", "-isystem", "sys",
            "-isystemsys2", "-include", "cfg.h", "-iquote", "q", "-O2", "-Wall", "-o", "-Ibogus.o", "-c",
            "-x", "c", "-MF", "-Dnot_a_define", "main.c"]
    fl = parse_compiler_flags(args, str(tmp_path))
    assert fl.include_dirs == [str(tmp_path / "inc"), "/abs/inc", str(tmp_path / "q")]
    assert fl.defines == ["X=1", "Y"] and fl.undefines == ["Z", "W"]
    assert fl.std == "gnu11"
    assert fl.system_include_dirs == [str(tmp_path / "sys"), str(tmp_path / "sys2")]
    assert fl.include_files == ["cfg.h"]  # not found in the directory: searched like #include "cfg.h"
    (tmp_path / "cfg.h").write_text("")
    assert parse_compiler_flags(["-include", "cfg.h"], str(tmp_path)).include_files == [str(tmp_path / "cfg.h")]


def test_compile_commands_entries_relative_files_duplicates_and_non_c(tmp_path):
    db = tmp_path / "build" / "compile_commands.json"
    db.parent.mkdir()
    src = tmp_path / "src"
    db.write_text(json.dumps([
        {"directory": str(src), "file": "a.c", "arguments": ["cc", "-Iinc", "-DA", "-c", "a.c"]},
        {"directory": str(src), "file": str(src / "b.c"), "command": "gcc -DB='\"x y\"' -std=c99 -c b.c"},
        {"directory": str(src), "file": "a.c", "arguments": ["cc", "-DOTHER", "a.c"]},
        {"directory": str(src), "file": "c.cpp", "arguments": ["c++", "c.cpp"]},
    ]))
    items = read_compile_commands(str(db), FrontendOptions(defines=("CLI",)))
    assert [os.path.abspath(f) for f, _ in items] == [str(src / "a.c"), str(src / "b.c")]
    a, b = items[0][1], items[1][1]
    assert a.include_dirs == (str(src / "inc"),) and a.defines == ("A", "CLI")
    assert b.defines == ('B="x y"', "CLI") and b.std == "c99"


@pytest.mark.parametrize("text, line, what", [
    ('[\n  {"directory": "/", "file": "a.c",\n   "arguments": [cc]}\n]', 3, "invalid JSON"),
    ('{"file": "a.c"}', 1, "JSON array"),
    ('[\n {"directory": "/", "file": "a.c", "arguments": ["cc"]},\n {"directory": "/", "file": "b.c"}\n]', 3,
     "entry 1: needs 'arguments' or 'command'"),
    ('[{"file": "a.c", "command": "cc a.c"}]', 1, "entry 0: missing or invalid 'directory'"),
])
def test_bad_compile_commands_name_file_and_line(tmp_path, text, line, what):
    db = tmp_path / "compile_commands.json"
    db.write_text(text)
    with pytest.raises(InputError) as e:
        read_compile_commands(str(db))
    assert e.value.line == line and what in e.value.message
    assert str(e.value).startswith(f"{db}:{line}: error: ")


def test_bad_compile_commands_exit_2(tmp_path):
    db = tmp_path / "compile_commands.json"
    db.write_text("[\n  {\"directory\": \n")
    r = cli("analyze", "--compile-commands", db)
    assert r.returncode == 2 and f"{db}:" in r.stderr and "invalid JSON" in r.stderr
    r = cli("analyze", "--compile-commands", tmp_path / "missing.json")
    assert r.returncode == 2 and "no such compilation database" in r.stderr


PROJECT = {
    "src/a.c": '#include "alloc.h"\nvoid a(void) {\n  char *p = MAKE();\n  (void)p;\n}\n',
    "include/alloc.h": "#include <stdlib.h>\n#define MAKE() malloc(16)\n",
    "src/b.c": ("#include <stdlib.h>\nint b(int n) {\n  char *p = malloc(8);\n  if (!p) return 0;\n"
                "#ifdef LEAKY\n  if (n) return 1;\n#endif\n  free(p);\n  return 0;\n}\n"),
    "src/c.c": "#include <stdlib.h>\n#include <sysdep.h>\nvoid c(void) {\n  char *p = malloc(4);\n"
               "#ifdef FORCED\n  return;\n#endif\n  free(p);\n}\n",
    "sys/sysdep.h": "typedef int sysdep_t;\n",
    "build/forced.h": "#define FORCED 1\n",
}


def _db(tmp, relative: bool) -> str:
    src = tmp / "src"
    build = tmp / "build"
    entries = [
        {"directory": str(build), "file": "../src/a.c", "arguments": ["gcc", "-I../include", "-O2", "-c", "../src/a.c"]},
        {"directory": str(src), "file": "b.c", "command": "gcc -DLEAKY -Wall -c b.c -o b.o"},
        {"directory": str(build), "file": str(src / "c.c"),
         "arguments": ["cc", "-isystem", "../sys", "-include", "forced.h", "-c", str(src / "c.c")]},
        {"directory": str(src), "file": "b.c", "command": "gcc -c b.c"},  # a duplicate: the first one counts
    ]
    db = build / "compile_commands.json"
    db.write_text(json.dumps(entries, indent=1))
    return str(db.relative_to(tmp)) if relative else str(db)


def test_compile_commands_per_file_flags_change_the_result(tmp_path):
    write(tmp_path, PROJECT)
    db = _db(tmp_path, relative=True)
    r = cli("analyze", "--format", "json", "--compile-commands", db, cwd=tmp_path)
    assert r.returncode == 1, r
    doc = r.json()
    found = sorted((f["file"], f["function"]) for f in doc["findings"])
    # a.c needs -I../include (relative to its entry's directory), b.c's leak needs -DLEAKY,
    # c.c needs -isystem ../sys and -include forced.h; paths are shown relative to the cwd
    assert found == [(os.path.join("src", "a.c"), "a"), (os.path.join("src", "b.c"), "b"),
                     (os.path.join("src", "c.c"), "c")]
    assert doc["stats"]["files"] == 3 and doc["stats"]["files_failed"] == 0
    # the same files without the database's flags: a.c and c.c do not preprocess, b.c has no leak
    plain = cli("analyze", "--format", "json", "src", cwd=tmp_path)
    assert plain.returncode == 2
    assert plain.json()["findings"] == []
    assert "alloc.h" in plain.stderr and "sysdep.h" in plain.stderr


def test_compile_commands_and_command_line_files_together(tmp_path):
    write(tmp_path, PROJECT)
    write(tmp_path, {"extra/x.c": LEAKY})
    db = _db(tmp_path, relative=False)
    r = cli("analyze", "--format", "json", "--compile-commands", db, "src/b.c", "extra", cwd=tmp_path)
    doc = r.json()
    assert doc["stats"]["files"] == 4  # b.c once, with the database's flags
    assert sorted(f["function"] for f in doc["findings"]) == ["a", "b", "c", "f"]
    # command-line -D applies to the database's files too
    r2 = cli("analyze", "--format", "json", "--compile-commands", db, "-ULEAKY", cwd=tmp_path)
    assert sorted(f["function"] for f in r2.json()["findings"]) == ["a", "c"]


def test_directories_are_searched_recursively_sorted_skipping_hidden(tmp_path):
    write(tmp_path, {"proj/z.c": LEAKY.replace("int f(", "int z("), "proj/sub/deeper/a.c": LEAKY,
                     "proj/.hidden/h.c": LEAKY.replace("int f(", "int h("), "proj/notes.txt": "x",
                     "proj/sub/.h2.c": LEAKY.replace("int f(", "int h2("), "proj/b.h": "int x;\n",
                     "proj/sub/clean.c": CLEAN})
    assert expand_paths([str(tmp_path / "proj")]) == [
        str(tmp_path / "proj" / "sub" / "clean.c"), str(tmp_path / "proj" / "sub" / "deeper" / "a.c"),
        str(tmp_path / "proj" / "z.c")]
    r = cli("analyze", "--format", "json", "proj", cwd=tmp_path)
    assert r.returncode == 1, r
    doc = r.json()
    assert doc["stats"]["files"] == 3
    assert sorted(f["function"] for f in doc["findings"]) == ["f", "z"]
    empty = tmp_path / "empty"
    empty.mkdir()
    r = cli("analyze", empty)
    assert r.returncode == 2 and "no C files under" in r.stderr


def test_a_file_that_fails_to_parse_is_reported_and_skipped(tmp_path):
    """The declaration that does not parse is an input error (exit status 2, its line) and
    is left out; the file's other declarations and the other files are analysed."""
    write(tmp_path, {"d/bad.c": BAD, "d/good.c": LEAKY, "d/clean.c": CLEAN})
    r = cli("analyze", "--format", "json", "d", cwd=tmp_path)
    assert r.returncode == 2
    bad = os.path.join("d", "bad.c")
    assert any(line.startswith(f"{bad}:3: error:") or line.startswith(f"{bad}:2: error:")
               for line in r.stderr.splitlines()), r.stderr
    doc = r.json()
    assert [f["function"] for f in doc["findings"]] == ["f"]
    stats = doc["stats"]
    assert (stats["files"], stats["files_failed"], stats["files_analysed_in_part"], stats["declarations_skipped"]) \
        == (3, 0, 1, 1)
    assert "Traceback" not in r.stderr


def test_load_files_accepts_pairs_and_reports_progress(tmp_path):
    write(tmp_path, {"a.c": "#ifdef A\nint a(void) { return 1; }\n#endif\n", "b.c": CLEAN})
    calls = []
    res = load_files([(str(tmp_path / "a.c"), FrontendOptions(defines=("A",))), str(tmp_path / "b.c")],
                     progress=lambda *a: calls.append(a))
    assert [sorted(tu.functions) for tu in res.units] == [["a"], ["g"]]
    assert calls == [("parse", 0, 2), ("parse", 1, 2), ("parse", 2, 2)]
    items = collect_inputs([str(tmp_path)], None, FrontendOptions(defines=("A",)))
    assert [os.path.basename(p) for p, _ in items] == ["a.c", "b.c"] and items[0][1].defines == ("A",)


def test_other_commands_take_directories_and_compile_commands(tmp_path):
    write(tmp_path, PROJECT)
    db = _db(tmp_path, relative=True)
    r = cli("summaries", "--compile-commands", db, "--function", "a", cwd=tmp_path)
    assert r.returncode == 0, r
    r = cli("ir", "--compile-commands", db, "--function", "b", cwd=tmp_path)
    assert r.returncode == 0 and "= malloc(8)" in r.stdout
    r = cli("states", "src", "--function", "b", "-DLEAKY", cwd=tmp_path)
    assert "after node" in r.stdout
    assert cli("ir").returncode == 2
