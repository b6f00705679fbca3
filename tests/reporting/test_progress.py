"""The progress bar: throttled, erased at the end, only on a terminal and without --quiet."""

from __future__ import annotations

import io
import os
import subprocess
import sys

import pytest

from sparrowpy.report.progress import ProgressBar, progress_for

from .util import LEAKY, ROOT, cli, write


class Clock:
    def __init__(self):
        self.t = 0.0

    def __call__(self):
        return self.t


class Tty(io.StringIO):
    def isatty(self):
        return True


def test_bar_is_throttled_and_erased():
    clock = Clock()
    out = io.StringIO()
    bar = ProgressBar(out, clock=clock)
    bar("parse", 0, 3)  # first call draws
    for i in range(1, 1000):
        clock.t += 0.001
        bar("analyse", i, 1000)  # phase change draws once, then at most every 0.1 s
    assert bar.draws <= 2 + 1 + int(1000 * 0.001 / 0.1) + 1
    bar("analyse", 1000, 1000)  # completion always draws
    text = out.getvalue()
    assert text.endswith("1000/1000")
    assert "sparrowpy: parsing" in text and "sparrowpy: analysing" in text
    bar.close()
    assert out.getvalue().endswith("\r\x1b[K")
    bar.close()
    assert out.getvalue().count("\r\x1b[K") == bar.draws + 1  # each draw clears the line; close once


def test_render_fills_the_bar():
    bar = ProgressBar(io.StringIO(), width=10)
    assert bar.render("parse", 5, 10) == "sparrowpy: parsing    [#####-----] 5/10"
    assert bar.render("analyse", 0, 0).endswith("[----------] 0/0")


def test_only_on_a_terminal_and_not_quiet():
    assert progress_for(io.StringIO(), quiet=False) is None
    assert progress_for(Tty(), quiet=True) is None
    assert isinstance(progress_for(Tty(), quiet=False), ProgressBar)


def test_no_escape_codes_when_stderr_is_not_a_terminal(tmp_path):
    write(tmp_path, {"a.c": LEAKY})
    r = cli("analyze", "a.c", cwd=tmp_path)
    assert "\r" not in r.stderr and "\x1b" not in r.stderr
    assert r.stderr.strip().splitlines()[-1].startswith("sparrowpy: 1 file(s), 1 function(s)")
    q = cli("analyze", "-q", "a.c", cwd=tmp_path)
    assert q.stderr == "" and q.returncode == 1


@pytest.mark.skipif(not hasattr(os, "openpty"), reason="needs a pseudo-terminal")
def test_bar_on_a_terminal_is_drawn_and_erased(tmp_path):
    write(tmp_path, {"a.c": LEAKY, "b.c": LEAKY.replace("int f(", "int g(")})
    env = dict(os.environ, PYTHONPATH=str(ROOT))

    def run(*extra):
        master, slave = os.openpty()
        try:
            p = subprocess.run([sys.executable, "-m", "sparrowpy.cli", "analyze", *extra, "a.c", "b.c"],
                               cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=slave, text=True, timeout=60)
        finally:
            os.close(slave)
        chunks = []
        while True:
            try:
                data = os.read(master, 65536)
            except OSError:
                break
            if not data:
                break
            chunks.append(data)
        os.close(master)
        return p, b"".join(chunks).decode()

    p, err = run()
    assert p.returncode == 1
    assert "sparrowpy: parsing" in err and "\r\x1b[K" in err
    last = err.replace("\r\n", "\n").split("\n")
    final = [ln for ln in last if "file(s)" in ln][-1]
    # the bar was erased before the final line was printed
    assert final.split("\r\x1b[K")[-1].startswith("sparrowpy: 2 file(s), 2 function(s)")
    p, err = run("--quiet")
    assert err == "" and p.returncode == 1
