"""After loading, each unit keeps the prototypes of the functions the program refers to
(``frontend.load.prune_prototypes``): what the analysis can look up, and nothing of the
thousands a library's headers declare."""

from __future__ import annotations

from sparrowpy.interproc.analysis import analyze_paths, load_inputs


def test_only_the_prototypes_of_functions_referred_to_are_kept(tmp_path):
    header = "".join(f"int unused_{i}(int);\n" for i in range(50))
    (tmp_path / "lib.h").write_text(header + "void *make(int) __attribute__((malloc));\n"
                                    "void handler(int);\nint called(int);\nvoid reached_by_table(int);\n")
    (tmp_path / "a.c").write_text(
        '#include "lib.h"\n'
        "void (*table[])(int) = { reached_by_table };\n"
        "int use(int n) { void (*h)(int) = handler; h(n); return called(n) + (make(n) != 0); }\n")
    (tmp_path / "b.c").write_text('#include "lib.h"\nint called(int n) { return n; }\n')
    load = load_inputs([str(tmp_path / "a.c"), str(tmp_path / "b.c")])
    a, b = load.units
    assert set(a.prototypes) == {"make", "handler", "called", "reached_by_table", "use"}
    # b's header declares them too: a's references keep them in b (the program's names)
    assert set(b.prototypes) == {"make", "handler", "called", "reached_by_table"}
    assert a.prototypes["make"].attributes == (("malloc", ()),)


def test_the_attribute_facts_of_a_called_prototype_still_apply(tmp_path):
    # make() is only declared, with __attribute__((malloc)): its block is a fresh one
    # the caller loses
    (tmp_path / "m.c").write_text(
        "int unused_a(int); int unused_b(int);\n"
        "void *make(int) __attribute__((malloc));\n"
        "int lose(int n) { void *p = make(n); return p != 0; }\n")
    r = analyze_paths([str(tmp_path / "m.c")])
    assert [(f.kind, f.function) for f in r.findings] == [("leak", "lose")]


def test_the_cache_key_of_a_unit_does_not_depend_on_other_files_references(tmp_path):
    # the prototypes the summary cache's keys include are the unit's as declared: b.c
    # starting to call a function that a.c's header declares must not change a.c's key
    from sparrowpy.frontend.load import prototypes_digest

    (tmp_path / "lib.h").write_text("int one(int);\nint two(int);\n")
    (tmp_path / "a.c").write_text('#include "lib.h"\nint fa(int n) { return one(n); }\n')
    (tmp_path / "b.c").write_text('#include "lib.h"\nint fb(int n) { return n; }\n')
    before = load_inputs([str(tmp_path / "a.c"), str(tmp_path / "b.c")]).units[0]
    (tmp_path / "b.c").write_text('#include "lib.h"\nint fb(int n) { return two(n); }\n')
    after = load_inputs([str(tmp_path / "a.c"), str(tmp_path / "b.c")]).units[0]
    assert "two" not in before.prototypes and "two" in after.prototypes
    assert prototypes_digest(before) == prototypes_digest(after)
    (tmp_path / "lib.h").write_text("int one(int);\nint two(long);\n")
    changed = load_inputs([str(tmp_path / "a.c"), str(tmp_path / "b.c")]).units[0]
    assert prototypes_digest(changed) != prototypes_digest(after)
