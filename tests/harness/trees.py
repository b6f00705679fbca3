"""Small C trees for the harness tests: a fake SPEC CPU2000 layout, a public tree, a tree
with a compilation database.  Each program has leaks whose presence depends on the flags the
harness is supposed to pass, so a wrong file list or define shows in the findings."""

from __future__ import annotations

import json
import os

LEAKY_HELPER = """\
#include <stdlib.h>

int *make(int n)
{
    int *p = malloc(n * sizeof(int));
    return p;
}
"""

LEAKY_USER = """\
#include <stdlib.h>

int *make(int n);

int use(int n)
{
    int *q = make(n);
    if (!q)
        return -1;
    if (n > 10)
        return 1;
    free(q);
    return 0;
}
"""

GUARDED = """\
#include <stdlib.h>

char *keep;

void other(int n)
{
    char *s = malloc(n);
#ifdef %(macro)s
    if (n > 3)
        return;
#endif
    keep = s;
}
"""

LOCAL = """\
#include <stdlib.h>

int lose(int n)
{
    char *s = malloc(n);
    if (!s)
        return -1;
    s[0] = 1;
    if (n > 3)
        return 1;
    free(s);
    return 0;
}
"""

CLEAN = """\
#include <stdlib.h>

int clean(int n)
{
    char *s = malloc(n);
    if (!s)
        return -1;
    free(s);
    return 0;
}
"""


def write(root, rel: str, text: str) -> str:
    path = os.path.join(str(root), rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text)
    return path


def spec_tree(root) -> str:
    """``benchspec/`` with two tiny benchmarks: 181.mcf (a leak through a callee, one within a
    function, one that exists only with ``-DSPEC_CPU2000``; no object.pm, so every file) and
    179.art (clean; its object.pm leaves out a leaky file)."""
    mcf = "benchspec/CINT2000/181.mcf/src"
    write(root, f"{mcf}/helper.c", LEAKY_HELPER)
    write(root, f"{mcf}/mcf.c", LEAKY_USER)
    write(root, f"{mcf}/guarded.c", GUARDED % {"macro": "SPEC_CPU2000"})
    write(root, f"{mcf}/local.c", LOCAL)
    write(root, "benchspec/CFP2000/179.art/src/scanner.c", CLEAN)
    # art's build compiles scanner.c only, as its object.pm says; leftover.c is not built
    write(root, "benchspec/CFP2000/179.art/src/leftover.c", LOCAL)
    write(root, "benchspec/CFP2000/179.art/Spec/object.pm",
          "$benchnum  = '179';\n$benchname = 'art';\n@sources=qw(\n   scanner.c\n);\n1;\n")
    return str(root)


def bzip2_tree(root) -> str:
    """A public tree laid out like bzip2: the harness's file list takes bzip2.c and bzlib.c
    and must leave bzip2recover.c (a separate program, with its own leak) alone."""
    write(root, "bzlib.c", LEAKY_HELPER)
    write(root, "bzip2.c", LEAKY_USER)
    write(root, "bzip2recover.c", GUARDED % {"macro": "__STDC__"})
    return str(root)


def database_tree(root, define: str = "LEAKY") -> str:
    """A tree with compile_commands.json: one file, compiled with ``-D<define>``; the guarded
    leak exists only when the database's flags are used."""
    write(root, "src/toy.c", GUARDED % {"macro": "LEAKY"})
    write(root, "unused.c", LEAKY_HELPER + LEAKY_USER.replace("#include <stdlib.h>\n", ""))
    db = [{"directory": str(root), "file": "src/toy.c",
           "command": f"cc -O2 -Wall -I include -D{define} -c src/toy.c -o toy.o"}]
    write(root, "compile_commands.json", json.dumps(db))
    return str(root)
