"""The 18 programs of the paper's Table 5, their published figures, and where to find them.

Table 5 of Jung & Yi, ISMM 2008 (3.2 GHz Pentium 4, 4 GB, Linux): program, size in KLOC,
analysis time in seconds, bug count, false alarms.  The figures below are transcribed from
the paper as printed; ``tests/spec2000_harness/test_programs.py`` checks them.

How each program is analysed:

- SPEC CPU2000 benchmarks from ``--spec-root DIR``: ``DIR/benchspec/<suite>/<nnn.name>/src``,
  the C files ``Spec/object.pm`` lists (else every ``*.c`` there), with ``-DSPEC_CPU2000`` (which SPEC's tools add to every compile),
  ``-DSPEC_CPU2000_LP64`` on 64-bit hosts, and the benchmark's portability defines (those of
  SPEC's example Linux configuration files; see ``docs/spec2000-harness.md``).
- Public trees from ``--program NAME=DIR``: the tree's ``compile_commands.json`` if it has
  one, otherwise the file list and defines below (patterns relative to the tree; include
  directories that do not exist are left out).
"""

from __future__ import annotations

import struct
from typing import Optional

import attrs


@attrs.frozen
class PaperRow:
    """One row of Table 5 as published."""

    kloc: float
    seconds: float
    bugs: int
    false_alarms: int

    def to_json(self) -> dict:
        return {"kloc": self.kloc, "seconds": self.seconds, "bugs": self.bugs,
                "false_alarms": self.false_alarms}


@attrs.frozen
class Program:
    name: str
    paper: Optional[PaperRow]
    spec_dir: Optional[str] = None
    """``<suite>/<nnn.name>`` under ``benchspec/`` for the SPEC benchmarks."""
    spec_defines: tuple = ()
    """SPEC portability defines of this benchmark (beside ``SPEC_CPU2000``)."""
    files: tuple = ("**/*.c",)
    """Glob patterns of the C files of the program, relative to a public tree."""
    exclude: tuple = ()
    """Glob patterns (relative to the tree) of files the patterns match but the program does not build."""
    include_dirs: tuple = (".",)
    defines: tuple = ()
    """Defines for a public tree, always."""
    unconfigured_defines: tuple = ()
    """Defines for a public tree that has no ``config.h`` (never configured)."""
    generated_headers: tuple = ()
    """``(name, text)`` of headers a build generates: a configured tree that was never built lacks
    them, and the harness supplies these stand-ins (in its output directory, searched last)."""
    note: str = ""
    """Which version the paper used or what stands in for it."""

    @property
    def spec_name(self) -> Optional[str]:
        return self.spec_dir.split("/", 1)[1] if self.spec_dir else None


def _p(kloc, seconds, bugs, false_alarms) -> PaperRow:
    return PaperRow(kloc, seconds, bugs, false_alarms)


# Table 5, in the paper's order.
PROGRAMS = (
    Program("ammp", _p(13.2, 9.68, 20, 0), "CFP2000/188.ammp"),
    Program("art", _p(1.2, 0.68, 1, 0), "CFP2000/179.art"),
    Program("bzip2", _p(4.6, 1.52, 1, 0), "CINT2000/256.bzip2",
            files=("bzip2.c", "blocksort.c", "huffman.c", "crctable.c", "randtable.c", "compress.c",
                   "decompress.c", "bzlib.c"),
            defines=("_FILE_OFFSET_BITS=64",),
            note="bzip2 1.0.x stands in for 256.bzip2 (the bzip2 program: bzip2.c and libbz2)"),
    Program("crafty", _p(19.4, 84.32, 0, 0), "CINT2000/186.crafty", spec_defines=("LINUX_i386",)),
    Program("equake", _p(1.5, 1.03, 0, 0), "CFP2000/183.equake"),
    Program("gap", _p(59.4, 31.03, 0, 0), "CINT2000/254.gap",
            spec_defines=("SYS_IS_USG", "SYS_HAS_IOCTL_PROTO", "SYS_HAS_TIME_PROTO",
                          "SYS_HAS_CALLOC_PROTO")),
    Program("gcc", _p(205.8, 1330.33, 44, 1), "CINT2000/176.gcc"),
    Program("gzip", _p(7.7, 1.56, 1, 4), "CINT2000/164.gzip",
            files=("gzip.c", "zip.c", "deflate.c", "trees.c", "bits.c", "unzip.c", "inflate.c", "util.c",
                   "crypt.c", "lzw.c", "unlzw.c", "unpack.c", "unlzh.c", "getopt.c"),
            include_dirs=(".", "lib"),
            unconfigured_defines=("STDC_HEADERS=1", "HAVE_UNISTD_H=1", "DIRENT=1"),
            generated_headers=(("version.h", "extern char const *Version;\n"),),
            note="164.gzip comes from gzip 1.2.4 (the gzip program; gnulib's lib/ is headers only)"),
    Program("mcf", _p(1.9, 2.77, 0, 0), "CINT2000/181.mcf"),
    Program("mesa", _p(50.2, 43.15, 9, 0), "CFP2000/177.mesa"),
    Program("parser", _p(10.9, 15.93, 0, 0), "CINT2000/197.parser"),
    Program("twolf", _p(19.7, 68.80, 5, 0), "CINT2000/300.twolf"),
    Program("vortex", _p(52.6, 34.79, 0, 1), "CINT2000/255.vortex"),
    Program("vpr", _p(16.9, 7.85, 0, 9), "CINT2000/175.vpr"),
    Program("binutils-2.13.1", _p(909.4, 712.09, 228, 25),
            files=("binutils/*.c", "bfd/*.c", "libiberty/*.c", "opcodes/*.c"),
            include_dirs=(".", "binutils", "bfd", "include", "libiberty", "opcodes", "intl"),
            defines=("HAVE_CONFIG_H",),
            note="the paper analysed one target (the one with the most alarms) and does not say which; "
                 "give a compile_commands.json of the target you want"),
    Program("openssh-3.5p1", _p(36.7, 10.75, 18, 4),
            files=("*.c", "openbsd-compat/*.c"),
            include_dirs=(".", "openbsd-compat"),
            defines=("HAVE_CONFIG_H",),
            note="the paper analysed one target (the one with the most alarms); a compile_commands.json "
                 "of that target is better than the whole tree"),
    Program("httpd-2.2.2", _p(316.4, 74.87, 0, 0),
            files=("server/*.c", "server/mpm/prefork/*.c", "modules/*/*.c", "os/unix/*.c"),
            include_dirs=("include", "os/unix", "server/mpm/prefork", "srclib/apr/include",
                          "srclib/apr-util/include", "modules/http", "modules/proxy", "modules/filters"),
            defines=("HAVE_CONFIG_H", "LINUX=2", "_REENTRANT", "_GNU_SOURCE"),
            note="the paper analysed one target (the one with the most alarms)"),
    Program("tar-1.13", _p(49.5, 11.73, 5, 3),
            files=("src/*.c", "lib/*.c"),
            include_dirs=(".", "lib", "src", "intl"),
            defines=("HAVE_CONFIG_H",)),
)

BY_NAME = {p.name: p for p in PROGRAMS}


def lookup(name: str) -> Optional[Program]:
    """A Table 5 program by name: exact (``gzip``, ``tar-1.13``), SPEC's (``164.gzip``), or the
    open-source program's name without its version (``openssh``)."""
    if name in BY_NAME:
        return BY_NAME[name]
    for p in PROGRAMS:
        if p.spec_name == name or p.name.split("-", 1)[0] == name:
            return p
    return None


def extra_program(name: str) -> Program:
    """A program outside Table 5: every ``*.c`` below its tree, the tree as include directory."""
    return Program(name, None, note="not in Table 5")


def host_is_lp64() -> bool:
    return struct.calcsize("P") == 8


def spec_defines(program: Program) -> tuple:
    """The defines of a SPEC build of ``program`` on this host."""
    base = ("SPEC_CPU2000",) + (("SPEC_CPU2000_LP64",) if host_is_lp64() else ())
    return base + tuple(program.spec_defines)
