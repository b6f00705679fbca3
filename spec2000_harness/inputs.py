"""Where a program's sources are and with which flags: a SPEC tree, a compilation database,
or the harness's own file list.  A :class:`Plan` is what sparrowpy and the peers are given."""

from __future__ import annotations

import fnmatch
import glob
import json
import os
import re
import shlex
from typing import Optional

import attrs

from .programs import Program, spec_defines

DATABASE = "compile_commands.json"


class SkipProgram(Exception):
    """The program cannot be analysed here; the message is the one line saying why."""


@attrs.frozen
class Unit:
    """One C file as a compiler sees it: where to run, the file, the preprocessing flags."""

    directory: str
    file: str
    flags: tuple = ()


@attrs.define
class Plan:
    program: Program
    root: str
    """The tree; sparrowpy runs there, so reported paths are relative to it."""
    source: str
    """``spec``, ``compile_commands`` or ``file-list``."""
    description: str
    analyze_args: list
    """sparrowpy analyze's inputs and preprocessing flags."""
    units: list

    def to_json(self) -> dict:
        return {"kind": self.source, "root": self.root, "description": self.description,
                "files": len(self.units)}


def _c_files(root: str, patterns, exclude=()) -> list:
    out = []
    seen = set()
    for pat in patterns:
        for path in sorted(glob.glob(os.path.join(root, pat), recursive=True)):
            rel = os.path.relpath(path, root)
            if not rel.endswith(".c") or not os.path.isfile(path) or rel in seen:
                continue
            if any(part.startswith(".") for part in rel.split(os.sep)[:-1]):
                continue
            if any(fnmatch.fnmatch(rel, ex) for ex in exclude):
                continue
            seen.add(rel)
            out.append(rel)
    return out


def _flag_plan(program: Program, root: str, source: str, description: str, files: list,
               include_dirs, defines) -> Plan:
    flags = [f"-I{d}" for d in include_dirs] + [f"-D{d}" for d in defines]
    units = [Unit(root, f, tuple(flags)) for f in files]
    return Plan(program, root, source, description, flags + files, units)


_SOURCES_RE = re.compile(r"@sources\s*=\s*qw\s*\(([^)]*)\)", re.S)


def object_pm_sources(path: str) -> list:
    """The ``@sources = qw(...)`` list of a SPEC benchmark's ``Spec/object.pm`` (the files its
    build compiles), or ``[]`` when there is no such file or list."""
    try:
        with open(path, encoding="utf-8", errors="replace") as fh:
            m = _SOURCES_RE.search(fh.read())
    except OSError:
        return []
    return m.group(1).split() if m else []


def spec_plan(program: Program, spec_root: str) -> Plan:
    """The benchmark's ``src`` directory in a SPEC CPU2000 installation."""
    if not program.spec_dir:
        raise SkipProgram(f"{program.name} is not a SPEC CPU2000 benchmark (give --program {program.name}=DIR)")
    src = os.path.join(spec_root, "benchspec", program.spec_dir, "src")
    if not os.path.isdir(src):
        raise SkipProgram(f"no {os.path.join('benchspec', program.spec_dir, 'src')} under {spec_root}")
    listed = object_pm_sources(os.path.join(spec_root, "benchspec", program.spec_dir, "Spec", "object.pm"))
    if listed:
        files = [f for f in listed if f.endswith(".c") and os.path.isfile(os.path.join(src, f))]
        which = "the files Spec/object.pm lists"
    else:
        files = _c_files(src, ("*.c",))
        which = "every *.c of src/"
    if not files:
        raise SkipProgram(f"no C files in {src}")
    defines = spec_defines(program)
    desc = (f"SPEC CPU2000 {program.spec_name}: {len(files)} file(s), {which}, "
            + " ".join(f"-D{d}" for d in defines))
    return _flag_plan(program, os.path.abspath(src), "spec", desc, files, (".",), defines)


def public_plan(program: Program, tree: str, scratch: Optional[str] = None) -> Plan:
    """A public tree: its compilation database when it has one, else the harness's file list
    (``scratch``: where to put stand-ins for generated headers the tree lacks).  ``tree`` may
    also be a compilation database itself (a ``.json`` file), to pick one target of a tree."""
    if os.path.isfile(tree) and tree.endswith(".json"):
        # a compilation database given directly (e.g. of one target of the tree)
        db = os.path.abspath(tree)
        units = read_database(db)
        if not units:
            raise SkipProgram(f"{db} lists no C files")
        return Plan(program, units[0].directory, "compile_commands",
                    f"the compilation database {db}: {len(units)} file(s), each with its own flags",
                    ["--compile-commands", db], units)
    if not os.path.isdir(tree):
        raise SkipProgram(f"no directory {tree}")
    root = os.path.abspath(tree)
    db = os.path.join(root, DATABASE)
    if os.path.isfile(db):
        units = read_database(db)
        if not units:
            raise SkipProgram(f"{db} lists no C files")
        return Plan(program, root, "compile_commands",
                    f"{DATABASE} of the tree: {len(units)} file(s), each with its own flags",
                    ["--compile-commands", db], units)
    files = _c_files(root, program.files, program.exclude)
    if not files:
        raise SkipProgram(f"no C files matching {' '.join(program.files)} under {tree}")
    includes = [d for d in program.include_dirs if os.path.isdir(os.path.join(root, d))]
    configured = any(os.path.isfile(os.path.join(root, d, "config.h")) for d in includes + ["."])
    defines = list(program.defines) + ([] if configured else list(program.unconfigured_defines))
    flags_text = " ".join([f"-I{d}" for d in includes] + [f"-D{d}" for d in defines])
    desc = (f"the harness's file list for {program.name}: {len(files)} file(s)"
            + (f", {flags_text}" if flags_text else "")
            + ("" if configured or not program.unconfigured_defines else " (no config.h: unconfigured defines)"))
    missing = [(name, text) for name, text in program.generated_headers
               if not any(os.path.isfile(os.path.join(root, d, name)) for d in includes + ["."])]
    if missing and scratch is not None:
        gen = os.path.abspath(os.path.join(scratch, "generated"))
        os.makedirs(gen, exist_ok=True)
        for name, text in missing:
            with open(os.path.join(gen, name), "w", encoding="utf-8") as fh:
                fh.write(text)
        includes.append(gen)
        desc += f"; stand-ins for generated headers the tree lacks: {', '.join(n for n, _ in missing)}"
    return _flag_plan(program, root, "file-list", desc, files, includes, defines)


# ---------------------------------------------------------------------------
# Compilation databases (for the peers; sparrowpy reads the database itself)
# ---------------------------------------------------------------------------

_WITH_ARG = {"-I", "-D", "-U", "-iquote", "-isystem", "-include"}
_PATH_FLAGS = {"-I", "-iquote", "-isystem", "-include"}


def _keep_flags(argv: list, directory: str) -> list:
    out = []
    i = 0
    while i < len(argv):
        a = argv[i]
        flag = value = None
        if a in _WITH_ARG and i + 1 < len(argv):
            flag, value = a, argv[i + 1]
            i += 2
        else:
            i += 1
            for f in ("-I", "-D", "-U", "-iquote", "-isystem"):
                if a.startswith(f) and len(a) > len(f) and not a.startswith("-include"):
                    flag, value = f, a[len(f):]
                    break
            if flag is None and a.startswith("-std="):
                out.append(a)
                continue
        if flag is None:
            continue
        if flag in _PATH_FLAGS and not os.path.isabs(value):
            value = os.path.normpath(os.path.join(directory, value))
        out.extend([flag, value] if flag in ("-iquote", "-isystem", "-include") else [flag + value])
    return out


def read_database(path: str) -> list:
    """The C files of a compilation database, each once, with its preprocessing flags."""
    try:
        with open(path, encoding="utf-8") as fh:
            entries = json.load(fh)
    except (OSError, ValueError) as e:
        raise SkipProgram(f"cannot read {path}: {e}") from None
    if not isinstance(entries, list):
        raise SkipProgram(f"{path} is not a compilation database (expected a JSON list)")
    units = []
    seen = set()
    for e in entries:
        if not isinstance(e, dict) or "file" not in e:
            continue
        directory = e.get("directory") or os.path.dirname(path)
        file = e["file"] if os.path.isabs(e["file"]) else os.path.normpath(os.path.join(directory, e["file"]))
        if not file.endswith(".c") or file in seen:
            continue
        seen.add(file)
        argv = e.get("arguments") or shlex.split(e.get("command", ""))
        units.append(Unit(directory, file, tuple(_keep_flags(list(argv[1:]), directory))))
    return units


def plan_for(program: Program, tree: Optional[str], spec_root: Optional[str],
             scratch: Optional[str] = None) -> Plan:
    """A program's plan: its ``--program`` tree first, then the SPEC installation."""
    if tree is not None:
        return public_plan(program, tree, scratch)
    if spec_root is not None and program.spec_dir:
        return spec_plan(program, spec_root)
    if program.spec_dir:
        raise SkipProgram(f"no tree (give --spec-root DIR with benchspec/{program.spec_dir}/src, "
                          f"or --program {program.name}=DIR)")
    raise SkipProgram(f"no tree (give --program {program.name}=DIR)")
