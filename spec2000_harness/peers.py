"""Other leak detectors on the same files with the same preprocessing flags: GCC's
``-fanalyzer``, the Clang static analyzer (``clang --analyze``) and cppcheck.

Each peer runs once per file (in the file's directory, as its compile command would); its
memory-leak warnings are counted, and its time is the wall-clock sum over the files."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Callable, Optional

import attrs

from .inputs import Plan, Unit


@attrs.frozen
class Peer:
    name: str
    executable: str
    argv: Callable
    """``argv(executable, unit) -> list``."""
    leak_re: re.Pattern
    """Matches one line of output per memory-leak warning."""
    description: str


def _gcc_argv(exe: str, u: Unit) -> list:
    return [exe, "-fanalyzer", "-fdiagnostics-plain-output", "-fno-diagnostics-show-caret",
            "-Wanalyzer-malloc-leak", *u.flags, "-c", u.file, "-o", os.devnull]


def _clang_argv(exe: str, u: Unit) -> list:
    return [exe, "--analyze", "-Xclang", "-analyzer-output=text", *u.flags, u.file, "-o", os.devnull]


def _cppcheck_argv(exe: str, u: Unit) -> list:
    flags = []
    for f in u.flags:
        if f.startswith(("-I", "-D", "-U")) or f in ("-include",):
            flags.append(f)
    return [exe, "--quiet", "--enable=warning", "--template={file}:{line}: {severity}: {id}: {message}",
            "--max-configs=1", *flags, u.file]


PEERS = {
    "gcc-analyzer": Peer("gcc-analyzer", "gcc", _gcc_argv,
                         re.compile(r"\[-Wanalyzer-malloc-leak\]"), "gcc -fanalyzer"),
    "clang-sa": Peer("clang-sa", "clang", _clang_argv,
                     re.compile(r"warning: (Potential leak of memory|Potential memory leak)"),
                     "clang --analyze"),
    "cppcheck": Peer("cppcheck", "cppcheck", _cppcheck_argv,
                     re.compile(r": (memleak|memleakOnRealloc|leakReturnValNotUsed|leakNoVarFunctionCall): "),
                     "cppcheck --enable=warning"),
}


def parse_peers(text: Optional[str]) -> list:
    """Peer names from ``--peers a,b``; raises ValueError on an unknown one."""
    if not text:
        return []
    names = [n.strip() for n in text.split(",") if n.strip()]
    for n in names:
        if n not in PEERS:
            raise ValueError(f"unknown peer {n!r} (known: {', '.join(PEERS)})")
    return names


def find_peer(name: str) -> Optional[str]:
    """The peer's executable, or None when it is not installed."""
    return shutil.which(PEERS[name].executable)


def _version(exe: str) -> str:
    try:
        out = subprocess.run([exe, "--version"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return ""
    first = (out.stdout or out.stderr).strip().splitlines()
    return first[0] if first else ""


def run_peer(name: str, exe: str, plan: Plan, workdir: str, jobs: int = 1) -> dict:
    """Run a peer over the plan's files; ``{"leaks", "seconds", "files", "failed", "version"}``;
    its output is kept in ``workdir/<peer>.log``."""
    peer = PEERS[name]

    def one(u: Unit):
        t0 = time.perf_counter()
        try:
            out = subprocess.run(peer.argv(exe, u), cwd=u.directory, capture_output=True, text=True,
                                 errors="replace")
            text, code = out.stdout + out.stderr, out.returncode
        except OSError as e:
            text, code = str(e), -1
        return u, text, code, time.perf_counter() - t0

    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        done = list(pool.map(one, plan.units))
    leaks = failed = 0
    seconds = 0.0
    os.makedirs(workdir, exist_ok=True)
    with open(os.path.join(workdir, f"{name}.log"), "w", encoding="utf-8") as log:
        for u, text, code, secs in done:
            n = sum(1 for line in text.splitlines() if peer.leak_re.search(line))
            leaks += n
            seconds += secs
            failed += code != 0 and name != "cppcheck"
            log.write(f"### {u.file} (exit {code}, {secs:.2f}s, {n} leak warning(s))\n{text}\n")
    return {"leaks": leaks, "seconds": round(seconds, 3), "files": len(done), "failed": failed,
            "version": _version(exe), "command": peer.description}
