"""How a program's tree becomes files and flags."""

import os

import pytest

from spec2000_harness.inputs import (SkipProgram, object_pm_sources, plan_for, public_plan, read_database,
                                     spec_plan)
from spec2000_harness.programs import BY_NAME, extra_program

from .trees import bzip2_tree, database_tree, spec_tree, write


def test_spec_layout(tmp_path):
    root = spec_tree(tmp_path)
    plan = spec_plan(BY_NAME["mcf"], root)
    assert plan.source == "spec"
    assert plan.root == os.path.join(root, "benchspec", "CINT2000", "181.mcf", "src")
    assert sorted(u.file for u in plan.units) == ["guarded.c", "helper.c", "local.c", "mcf.c"]
    assert "-DSPEC_CPU2000" in plan.analyze_args
    assert "SPEC CPU2000 181.mcf: 4 file(s), every *.c of src/" in plan.description


def test_spec_file_list_from_object_pm(tmp_path):
    plan = spec_plan(BY_NAME["art"], spec_tree(tmp_path))
    assert [u.file for u in plan.units] == ["scanner.c"]
    assert "the files Spec/object.pm lists" in plan.description
    assert object_pm_sources(str(tmp_path / "none.pm")) == []


def test_spec_benchmark_missing_from_the_installation(tmp_path):
    root = spec_tree(tmp_path)
    with pytest.raises(SkipProgram, match=r"no benchspec/CINT2000/176.gcc/src under"):
        spec_plan(BY_NAME["gcc"], root)


def test_public_tree_uses_the_programs_file_list(tmp_path):
    plan = public_plan(BY_NAME["bzip2"], bzip2_tree(tmp_path))
    assert plan.source == "file-list"
    assert sorted(u.file for u in plan.units) == ["bzip2.c", "bzlib.c"]   # not bzip2recover.c
    assert "-D_FILE_OFFSET_BITS=64" in plan.analyze_args
    assert "the harness's file list for bzip2: 2 file(s)" in plan.description


def test_generated_header_stand_in_only_when_the_tree_lacks_it(tmp_path):
    tree = tmp_path / "gzip"
    write(tree, "gzip.c", '#include "version.h"\nint main(void) { return 0; }\n')
    plan = public_plan(BY_NAME["gzip"], str(tree), str(tmp_path / "scratch"))
    assert os.path.isfile(tmp_path / "scratch" / "generated" / "version.h")
    assert "stand-ins for generated headers the tree lacks: version.h" in plan.description
    write(tree, "version.h", "extern char const *Version;\n")
    plan = public_plan(BY_NAME["gzip"], str(tree), str(tmp_path / "scratch2"))
    assert "stand-ins" not in plan.description
    assert not os.path.exists(tmp_path / "scratch2")


def test_unconfigured_defines_only_without_config_h(tmp_path):
    tree = tmp_path / "gzip"
    write(tree, "gzip.c", "int main(void) { return 0; }\n")
    assert "-DSTDC_HEADERS=1" in public_plan(BY_NAME["gzip"], str(tree)).analyze_args
    write(tree, "lib/config.h", "#define STDC_HEADERS 1\n")
    assert "-DSTDC_HEADERS=1" not in public_plan(BY_NAME["gzip"], str(tree)).analyze_args


def test_compilation_database_wins_and_keeps_preprocessing_flags(tmp_path):
    root = database_tree(tmp_path)
    plan = public_plan(extra_program("toy"), root)
    assert plan.source == "compile_commands"
    assert plan.analyze_args == ["--compile-commands", os.path.join(root, "compile_commands.json")]
    [unit] = plan.units
    assert unit.file == os.path.join(root, "src", "toy.c")
    assert unit.flags == (f"-I{os.path.join(root, 'include')}", "-DLEAKY")


def test_database_given_directly_picks_a_target(tmp_path):
    root = database_tree(tmp_path)
    os.rename(os.path.join(root, "compile_commands.json"), os.path.join(root, "toy-target.json"))
    plan = public_plan(extra_program("toy"), os.path.join(root, "toy-target.json"))
    assert plan.source == "compile_commands"
    assert plan.root == root                       # the entries' directory
    assert plan.analyze_args == ["--compile-commands", os.path.join(root, "toy-target.json")]
    assert [u.file for u in plan.units] == [os.path.join(root, "src", "toy.c")]
    assert "the compilation database" in plan.description
    # without a database at its root, the same tree falls back to the file list (every *.c)
    assert sorted(u.file for u in public_plan(extra_program("toy"), root).units) == ["src/toy.c", "unused.c"]


def test_database_with_arguments_and_separate_flag_values(tmp_path):
    write(tmp_path, "compile_commands.json",
          '[{"directory": "%s", "file": "a.c", "arguments": ["gcc", "-I", "inc", "-D", "X=1", "-std=c99",'
          ' "-include", "pre.h", "-O2", "-c", "a.c"]},'
          ' {"directory": "%s", "file": "a.c", "arguments": ["gcc", "-c", "a.c"]},'
          ' {"directory": "%s", "file": "b.cc", "arguments": ["g++", "-c", "b.cc"]}]' % ((tmp_path,) * 3))
    [unit] = read_database(str(tmp_path / "compile_commands.json"))
    assert unit.flags == (f"-I{tmp_path / 'inc'}", "-DX=1", "-std=c99", "-include", str(tmp_path / "pre.h"))


def test_missing_trees_say_where_to_look(tmp_path):
    with pytest.raises(SkipProgram, match=r"no tree \(give --spec-root DIR with benchspec/CINT2000/164.gzip/src, "
                                          r"or --program gzip=DIR\)"):
        plan_for(BY_NAME["gzip"], None, None)
    with pytest.raises(SkipProgram, match=r"no tree \(give --program tar-1.13=DIR\)"):
        plan_for(BY_NAME["tar-1.13"], None, str(tmp_path))
    with pytest.raises(SkipProgram, match="no directory"):
        plan_for(BY_NAME["tar-1.13"], str(tmp_path / "nope"), None)
    with pytest.raises(SkipProgram, match="no C files matching src/\\*.c lib/\\*.c under"):
        plan_for(BY_NAME["tar-1.13"], str(tmp_path), None)
