"""The fallback from the bundled headers to the system's, and error lines that name the
file being analysed (``sparrowpy/frontend/headers.py``, docs/headers.md)."""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from sparrowpy.frontend.headers import HeaderNote, format_notes, missing_header, system_has_header
from sparrowpy.frontend.load import FrontendOptions, load_files
from sparrowpy.frontend.preprocess import BUNDLED_INCLUDE_DIR, FrontendError
from sparrowpy.interproc.analysis import analyze_paths

ROOT = Path(__file__).resolve().parents[2]

# glibc headers the bundled set does not provide; the first one the machine has is used
_CANDIDATES = ("ttyent.h", "utmpx.h", "mntent.h", "sys/sysinfo.h", "aliases.h")


def _system_only_header():
    for h in _CANDIDATES:
        if not os.path.exists(os.path.join(BUNDLED_INCLUDE_DIR, h)) and system_has_header(h):
            return h
    return None


SYSTEM_ONLY = _system_only_header()
needs_system_header = pytest.mark.skipif(SYSTEM_ONLY is None, reason="no glibc header outside the bundled set")


def test_missing_header_is_read_from_the_preprocessor_error():
    assert missing_header(FrontendError("includes.h", 60, "ttyent.h: No such file or directory")) == "ttyent.h"
    assert missing_header(FrontendError("a.c", 2, "openssl/evp.h: No such file or directory")) == "openssl/evp.h"
    # not an include: a missing input file, or another error
    assert missing_header(FrontendError("a.c", None, "No such file or directory")) is None
    assert missing_header(FrontendError("a.c", 3, "unterminated comment")) is None


def test_a_header_outside_the_include_path_is_not_looked_up():
    assert not system_has_header("../etc/passwd")
    assert not system_has_header("/usr/include/stdio.h")
    assert not system_has_header("sparrowpy_no_such_header_9f3.h")


def test_notes_name_each_header_once_with_its_files():
    notes = [HeaderNote("ttyent.h", "a.c"), HeaderNote("utmpx.h", "a.c"), HeaderNote("ttyent.h", "b.c"),
             HeaderNote("ttyent.h", "b.c")]
    lines = format_notes(notes)
    assert len(lines) == 2
    assert "<ttyent.h>" in lines[0] and "2 file(s)" in lines[0] and "(a.c, b.c)" in lines[0]
    assert "<utmpx.h>" in lines[1] and "1 file(s)" in lines[1]
    many = format_notes([HeaderNote("x.h", f"f{i}.c") for i in range(5)])
    assert many == [many[0]] and "f0.c, f1.c, f2.c and 2 more" in many[0]


def test_error_in_a_header_names_the_analysed_file_and_survives_pickling():
    err = FrontendError("inc.h", 1, "nope.h: No such file or directory", source="b.c")
    assert str(err) == "inc.h:1: error: nope.h: No such file or directory (in the analysis of b.c)"
    assert str(pickle.loads(pickle.dumps(err))) == str(err)
    # an error in the analysed file itself does not repeat its name
    assert str(FrontendError("b.c", 2, "bad", source="b.c")) == "b.c:2: error: bad"


@needs_system_header
def test_a_file_with_a_header_not_bundled_falls_back_to_the_system_headers(tmp_path):
    src = tmp_path / "uses_sys.c"
    src.write_text(f"""#include <stdlib.h>
#include <{SYSTEM_ONLY}>
int leaks(int n) {{
  char *p = malloc(8);
  if (n) return 1;   // LEAK: p is lost
  free(p);
  return 0;
}}
void clean(void) {{ char *q = malloc(8); free(q); }}
""")
    plain = tmp_path / "plain.c"
    plain.write_text("#include <stdlib.h>\nvoid g(void) { free(malloc(2)); }\n")
    load = load_files([str(src), str(plain)], FrontendOptions())
    assert not load.errors
    assert load.notes == [HeaderNote(SYSTEM_ONLY, str(src))]  # plain.c keeps the bundled headers
    result = analyze_paths([str(src)], frontend=FrontendOptions())
    leaks = [(f.function, f.line) for f in result.findings]
    assert leaks == [("leaks", 5)]
    assert result.stats_json()["files_with_system_headers"] == 1


@needs_system_header
def test_cli_prints_one_note_per_header_and_no_error(tmp_path):
    for name in ("one.c", "two.c"):
        (tmp_path / name).write_text(f"#include <{SYSTEM_ONLY}>\nint {name[:-2]}(void) {{ return 0; }}\n")
    r = subprocess.run([sys.executable, "-m", "sparrowpy.cli", "analyze", "one.c", "two.c"], capture_output=True,
                       text=True, cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    notes = [ln for ln in r.stderr.splitlines() if ": note: " in ln]
    assert len(notes) == 1 and f"<{SYSTEM_ONLY}>" in notes[0] and "2 file(s)" in notes[0]
    assert "error" not in r.stderr


def test_a_header_nobody_has_is_an_error_naming_the_analysed_file(tmp_path):
    """A header found nowhere (one the build would generate) is an input error (exit
    status 2), and the file is still analysed as if the header were empty."""
    (tmp_path / "inc.h").write_text("#include <sparrowpy_no_such_header_9f3.h>\n")
    (tmp_path / "b.c").write_text('#include "inc.h"\n#include <stdlib.h>\nvoid f(void) { malloc(4); }\n')
    (tmp_path / "leaky.c").write_text("#include <stdlib.h>\nvoid g(void) { malloc(3); }\n")
    r = subprocess.run([sys.executable, "-m", "sparrowpy.cli", "analyze", "b.c", "leaky.c"], capture_output=True,
                       text=True, cwd=tmp_path)
    assert r.returncode == 2
    errors = [ln for ln in r.stderr.splitlines() if ": error: " in ln]
    assert errors == ["inc.h:1: error: sparrowpy_no_such_header_9f3.h: No such file or directory; "
                      "read as an empty header (in the analysis of b.c)"]
    assert "leaky.c:2" in r.stdout  # the other file was analysed
    assert "b.c:3" in r.stdout  # and so was this one


def test_without_partial_a_header_nobody_has_stops_the_file(tmp_path):
    """The API without ``partial`` (``parse_input``) keeps raising, as before."""
    from sparrowpy.frontend.load import parse_input

    (tmp_path / "b.c").write_text("#include <sparrowpy_no_such_header_9f3.h>\nint f(void) { return 0; }\n")
    with pytest.raises(FrontendError, match="No such file or directory"):
        parse_input(str(tmp_path / "b.c"), FrontendOptions())
    partial: list = []
    ast = parse_input(str(tmp_path / "b.c"), FrontendOptions(), partial=partial)
    assert [d.decl.name for d in ast.ext if type(d).__name__ == "FuncDef"] == ["f"]
    assert [e.line for e in partial] == [1]


def test_each_header_nobody_has_is_its_own_stand_in(tmp_path):
    """A file reads as empty only the headers it was found to miss itself: another file
    including a header a first one missed gets its own error, not a silent empty file."""
    (tmp_path / "a.c").write_text("#include <gen_one_4b1.h>\nint f(void) { return 0; }\n")
    (tmp_path / "b.c").write_text("#include <gen_one_4b1.h>\n#include <gen_two_4b1.h>\nint g(void) { return 1; }\n")
    load = load_files([str(tmp_path / "a.c"), str(tmp_path / "b.c")])
    assert not load.errors and len(load.units) == 2
    assert sorted((os.path.basename(e.source), e.line) for e in load.partial) == [("a.c", 1), ("b.c", 1), ("b.c", 2)]
    assert load.input_errors()


def test_system_header_mode_stays_a_choice(tmp_path):
    """With --system-headers nothing falls back (there is nothing to fall back to)."""
    src = tmp_path / "s.c"
    src.write_text("#include <stdlib.h>\nvoid g(void) { free(malloc(2)); }\n")
    load = load_files([str(src)], FrontendOptions(system_headers=True))
    assert not load.errors and load.notes == []


PORT_ME = """\
#include <stdio.h>
#include <stdlib.h>
#if !defined __GLIBC__
#error "Please port this file to your platform!"
#endif
void f(void) { malloc(8); }
"""


@needs_system_header
def test_an_error_directive_with_the_bundled_headers_falls_back_to_the_system_s(tmp_path):
    """Code written for the C libraries it knows (gnulib's "Please port") stops at an
    #error with the bundled headers, which describe none of them; the system's are tried
    once, with a note, and the file is analysed."""
    (tmp_path / "port.c").write_text(PORT_ME)
    (tmp_path / "never.c").write_text('#error "never"\nint g;\n')
    load = load_files([str(tmp_path / "port.c"), str(tmp_path / "never.c")])
    assert [os.path.basename(u.file) for u in load.units] == ["port.c"]
    assert [e.message for e in load.errors] == ['#error "never"']
    [line] = format_notes(load.notes)
    assert "1 file(s) (" in line and "port.c) stop at an #error directive" in line
    r = subprocess.run([sys.executable, "-m", "sparrowpy.cli", "analyze", "port.c"], capture_output=True, text=True,
                       cwd=tmp_path)
    assert r.returncode == 1 and "port.c:6" in r.stdout, r.stderr


def test_a_stand_in_is_made_only_for_a_relative_name_inside_its_directory():
    from sparrowpy.frontend.headers import empty_header_dir

    for bad in ("", "/etc/passwd", "../outside.h", "a/../../b.h", "a//b.h", "./x.h"):
        assert empty_header_dir(bad) is None, bad
    d = empty_header_dir("pkg/sub/gen_5e1.h")
    assert os.path.isfile(os.path.join(d, "pkg", "sub", "gen_5e1.h"))
    assert os.listdir(d) == ["pkg"] and os.path.getsize(os.path.join(d, "pkg", "sub", "gen_5e1.h")) > 0
    assert empty_header_dir("pkg/sub/gen_5e1.h") == d  # one directory per header, reused
    assert empty_header_dir("other_5e1.h") != d


def test_a_file_missing_too_many_headers_is_given_up(tmp_path, monkeypatch):
    """Past ``_MAX_STUBS`` stand-ins the file is an error, as before (a file that needs
    that many missing headers would be analysed as little more than its own lines)."""
    from sparrowpy.frontend import load as load_mod

    monkeypatch.setattr(load_mod, "_MAX_STUBS", 2)
    (tmp_path / "m.c").write_text("".join(f"#include <miss_{i}_5e1.h>\n" for i in range(3)) + "int f;\n")
    load = load_files([str(tmp_path / "m.c")])
    assert [e.message for e in load.errors] == ["miss_2_5e1.h: No such file or directory"]
    assert load.units == []
