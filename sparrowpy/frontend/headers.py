"""The fallback from the bundled headers to the system's (``docs/headers.md``).

In the default (bundled) mode only sparrowpy's own libc headers are visible.  A file
that includes a header the bundled set does not have (``<ttyent.h>``, ``<utmpx.h>``,
``<openssl/evp.h>``, ...) would stop with ``No such file or directory``.  Instead, when
the system's preprocessor can find that header, the file is preprocessed again in
system-header mode (as with ``--system-headers``) and a note names the header once per
run.  The bundled and the system headers are not mixed inside one file: glibc's
headers rely on glibc's internal types and macros (``__pid_t``, ``__pid_t_defined``,
``__USE_GNU``), which the bundled headers do not provide.

A header the system does not have either (one the build would generate, ``version.h``;
a library that is not installed, ``<selinux/selinux.h>``) is read as an empty file: the
file is analysed without it, and the error is still reported (exit status 2).  The
declarations that needed it and no longer parse are left out one by one
(``declcache``), each reported too.
"""

from __future__ import annotations

import functools
import multiprocessing.util
import os
import re
import shutil
import subprocess
import tempfile
from typing import Optional

import attrs

from .preprocess import FrontendError, _cpp_executable

__all__ = ["HeaderNote", "empty_header_dir", "missing_header", "system_include_dirs", "system_has_header", "format_notes"]

_MISSING_RE = re.compile(r"^(?P<name>[^\s:][^:]*?): No such file or directory$")


@attrs.frozen
class HeaderNote:
    """A file preprocessed with the system's headers because of a header not bundled."""

    header: str
    file: str


def missing_header(err: FrontendError) -> Optional[str]:
    """The header an ``#include`` could not find, from the preprocessor's error."""
    if err.line is None:  # an error about the input itself, not an include line
        return None
    m = _MISSING_RE.match(err.message.strip())
    return m.group("name") if m else None


@functools.lru_cache(maxsize=None)
def system_include_dirs() -> tuple:
    """The directories the system's preprocessor searches for ``<...>`` (``cpp -v``)."""
    exe = _cpp_executable()
    if exe is None:
        return ()
    try:
        proc = subprocess.run([exe, "-x", "c", "-v", "-E", os.devnull], stdin=subprocess.DEVNULL,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, errors="replace")
    except OSError:
        return ()
    dirs, inside = [], False
    for line in proc.stderr.splitlines():
        if line.startswith("#include <...> search starts here"):
            inside = True
        elif line.startswith("End of search list"):
            break
        elif inside and line.startswith(" "):
            dirs.append(line.strip())
    return tuple(dirs)


def system_has_header(name: str) -> bool:
    """Whether ``#include <name>`` finds a file among the system's directories."""
    if os.path.isabs(name) or ".." in name.split("/"):
        return False
    return any(os.path.isfile(os.path.join(d, name)) for d in system_include_dirs())


ERROR_DIRECTIVE = "#error"
"""``HeaderNote.header`` of a file that met an ``#error`` directive with the bundled
headers and none with the system's (gnulib's "Please port gnulib fseeko.c to your
platform!", which looks for the C library's internals)."""


def format_notes(notes) -> list:
    """One line per header, in order of first appearance: which files fell back."""
    by_header: dict = {}
    for n in notes:
        files = by_header.setdefault(n.header, [])
        if n.file not in files:
            files.append(n.file)
    out = []
    for header, files in by_header.items():
        shown = ", ".join(files[:3]) + (f" and {len(files) - 3} more" if len(files) > 3 else "")
        if header == ERROR_DIRECTIVE:
            out.append(f"sparrowpy: note: {len(files)} file(s) ({shown}) stop at an #error directive with the "
                       f"bundled headers (code for platforms they do not describe); they were preprocessed with "
                       f"the system's headers (see --system-headers)")
            continue
        out.append(f"sparrowpy: note: <{header}> is not among the bundled headers; {len(files)} file(s) that "
                   f"include it ({shown}) were preprocessed with the system's headers (see --system-headers)")
    return out


_STUBS: dict = {}
"""header name -> the directory (under one temporary root per process) holding an empty
file of that name."""


def empty_header_dir(header: str) -> Optional[str]:
    """A directory with an empty file named ``header`` and nothing else, to search after
    every other (``-idirafter``): one per header, so that a file reads as empty only the
    headers it was itself found to miss.  None for a name that is not a relative path
    inside that directory."""
    parts = header.replace("\\", "/").split("/")
    if not header or os.path.isabs(header) or any(p in ("", ".", "..") for p in parts):
        return None
    hit = _STUBS.get(header)
    if hit is None or not os.path.isfile(os.path.join(hit, *parts)):
        root = _STUBS.get("")
        if root is None or not os.path.isdir(root):
            root = _STUBS[""] = tempfile.mkdtemp(prefix="sparrowpy-missing-headers-")
            # (run at exit by the main process and by a worker of --jobs alike)
            multiprocessing.util.Finalize(None, shutil.rmtree, args=(root, True), exitpriority=0)
        hit = os.path.join(root, str(len(_STUBS)))
        os.makedirs(os.path.join(hit, *parts[:-1]), exist_ok=True)
        with open(os.path.join(hit, *parts), "w") as fh:
            fh.write("/* sparrowpy: %s was found nowhere; read as empty */\n" % header)
        _STUBS[header] = hit
    return hit
