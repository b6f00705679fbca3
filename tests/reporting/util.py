"""Helpers for the reporting tests: run the command line in-process or as a subprocess."""

from __future__ import annotations

import contextlib
import io
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = ROOT / "tests" / "data" / "sarif-schema-2.1.0.json"


class Run:
    def __init__(self, code: int, stdout: str, stderr: str):
        self.returncode = code
        self.stdout = stdout
        self.stderr = stderr

    def json(self):
        return json.loads(self.stdout)

    def __repr__(self) -> str:
        return f"Run({self.returncode}, stdout={self.stdout!r}, stderr={self.stderr!r})"


def cli(*args, cwd=None) -> Run:
    """``sparrowpy ARGS`` in this process (fast), in ``cwd``; captures stdout and stderr."""
    from sparrowpy.cli import main

    out, err = io.StringIO(), io.StringIO()
    old = os.getcwd()
    try:
        if cwd is not None:
            os.chdir(cwd)
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = main([str(a) for a in args])
            except SystemExit as e:  # argparse usage errors
                code = e.code if isinstance(e.code, int) else 2
    finally:
        os.chdir(old)
    return Run(code, out.getvalue(), err.getvalue())


def subprocess_cli(*args, cwd=None, **kw) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run([sys.executable, "-m", "sparrowpy.cli", *map(str, args)], capture_output=True, text=True,
                          cwd=cwd or ROOT, env=env, **kw)


def write(base: Path, files: dict) -> Path:
    for name, text in files.items():
        p = base / name
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text)
    return base


LEAKY = """#include <stdlib.h>
int f(int n) {
  int *p = malloc(4);
  if (n) return 1;
  free(p);
  return 0;
}
"""

CLEAN = """#include <stdlib.h>
void g(void) { int *p = malloc(4); free(p); }
"""

BAD = "int f(void) {\n  return 1\n}\n"
