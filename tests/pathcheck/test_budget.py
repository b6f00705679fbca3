"""The path check's budgets count work, not time: the same program gets the same findings
on any machine and under any load, and a procedure over the budget keeps its alarms,
marked incomplete."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

from sparrowpy.cli import main

FLAG = Path(__file__).parent.parent / "regression" / "c" / "pathcheck" / "ownership_flag.c"


def _lines(capsys, *args) -> list[str]:
    main(["analyze", str(FLAG), "--checkers", "leak", *args])
    return capsys.readouterr().out.splitlines()


def test_within_the_step_budget_the_flag_alarm_is_pruned(capsys):
    out = _lines(capsys)
    warnings = [l for l in out if "warning: memory leak" in l]
    # with_flag's correlated exit is pruned; flag_forgotten's real leak stays
    assert not any(":18:" in l for l in warnings)
    assert warnings and all("incomplete" not in l for l in out)


def test_over_the_step_budget_the_alarm_is_kept_and_marked(capsys):
    out = _lines(capsys, "--path-check-steps", "1")
    assert any(":18:" in l and "warning: memory leak" in l for l in out)
    assert any("path check over its budget" in l for l in out)



def test_a_partition_over_its_budget_is_retried_with_the_alarms_blocks_alone(capsys):
    # 34 blocks of six conditional allocations: each block's sixth one makes 64 allocated
    # sets, more than the partition keeps apart, and all are joined; past _MAX_MERGES such
    # joins the partition stops.  The retry keeps paths apart only by q's block (the one
    # lost): the other blocks join, the flag stays with q, and the alarm is pruned
    many = Path(__file__).parent / "c" / "many_disjuncts.c"
    lines = many.read_text().splitlines()
    exit_line = next(i for i, l in enumerate(lines, 1) if "return c;" in l)
    main(["analyze", str(many), "--checkers", "leak", "--show-pruned"])
    out = capsys.readouterr().out.splitlines()
    assert not any(f":{exit_line}:" in l and "warning: memory leak" in l for l in out)
    assert any(f":{exit_line}:" in l and "pruned by the engine stage" in l
               and f"line {exit_line - 2} (!(flag))" in l for l in out)


def _blocks_program(blocks: int, flagged_frees: bool = False) -> str:
    """many_disjuncts.c's shape with ``blocks`` blocks of six conditional allocations, all
    from one site (``make``) through different calls.  With ``flagged_frees`` the six are
    freed only under the flag too, so that they are lost (really) where q is, and the
    retry focused on the lost blocks keeps all of them apart."""
    lines = ["#include <stdlib.h>", "char *make(int c)", "{", "    return c ? malloc(1) : NULL;", "}",
             "int blocks(int c, int flag)", "{", "    char *q = NULL;",
             "    char *p0, *p1, *p2, *p3, *p4, *p5;", "    if (flag)", "        q = make(1);"]
    guard = "if (!flag) " if flagged_frees else ""
    for b in range(blocks):
        lines += [f"    p{i} = make(c & {1 << i});" for i in range(6)]
        lines += [f"    {guard}free(p{i});" for i in range(6)]
    lines += ["    if (flag)", "        free(q);", "    return c;   /* EXIT */", "}"]
    return "\n".join(lines) + "\n"


def _at_exit(tmp_path, capsys, name: str, text: str) -> list:
    src = tmp_path / name
    src.write_text(text)
    exit_line = next(i for i, l in enumerate(text.splitlines(), 1) if "EXIT" in l)
    main(["analyze", str(src), "--checkers", "leak"])
    return [l for l in capsys.readouterr().out.splitlines() if f":{exit_line}:" in l]


def test_a_whole_partition_that_joins_everything_gives_way_to_the_focused_one(tmp_path, capsys):
    # one join of all disjuncts per block: at its first such join the whole partition has
    # lost the flag's correlation and gives up (its alarms have blocks to focus on), a few
    # joins as well as many; the retry focused on q's block (make's blocks through the
    # other calls are not q's) keeps the flag with q and prunes the alarm
    from sparrowpy.pathcheck.partition import _MAX_MERGES

    for name, blocks in (("one.c", 1), ("few.c", _MAX_MERGES // 2), ("many.c", 3 * _MAX_MERGES)):
        out = _at_exit(tmp_path, capsys, name, _blocks_program(blocks))
        assert not any("warning: memory leak" in l for l in out), (name, out)
        assert not any("incomplete" in l for l in out), (name, out)


def test_without_a_fallback_a_partition_goes_on_through_a_few_joins():
    # (a whole partition asked for without a focus to fall back on -- the cleanness
    # checkers' candidates may have none -- completes through up to _MAX_MERGES joins of
    # every disjunct; with one, it gives up at the first)
    from sparrowpy.interproc.analysis import analyze_units
    from sparrowpy.options import AnalysisOptions
    from sparrowpy.interproc.analysis import CheckContext
    from sparrowpy.pathcheck.partition import _MAX_MERGES

    from ..soundness.harness import parse_units

    text = _blocks_program(_MAX_MERGES // 2).replace(
        "#include <stdlib.h>", "void *malloc(unsigned long n);\nvoid free(void *p);").replace("   /* EXIT */", "")
    options = AnalysisOptions()
    result = analyze_units(parse_units(text), options, keep_states=True)
    proc = result.procedures["blocks"]

    def verifier():
        return CheckContext(proc.fn, proc.post, proc.sem)._make_verifier()
    completes = verifier().partition(fallback=False)
    assert completes is not None and 0 < completes.merged <= _MAX_MERGES
    assert verifier().partition(fallback=True) is None


def test_a_focused_retry_over_its_budget_keeps_the_alarms_marked(tmp_path, capsys):
    # every block is lost where q is (each freed only when the flag is clear, q only when
    # it is set): the focus is all of them, and the retry joins everything as often as
    # the whole partition did; the alarms are kept, marked incomplete
    from sparrowpy.pathcheck.partition import _MAX_MERGES

    out = _at_exit(tmp_path, capsys, "all.c", _blocks_program(3 * _MAX_MERGES, flagged_frees=True))
    assert any("warning: memory leak" in l for l in out), out
    assert any("path check over its budget" in l for l in out), out


_USE_GET = ("void use(int n) {\n  char *s;\n  if (get(&s, n) == 0)\n    free(s);\n}\n")
"""A caller that tests get()'s result: outcomes are sharpened only where one may."""


def test_the_partition_counts_as_path_check_time_without_any_alarm(tmp_path):
    # get() has no alarm, but its return outcomes are sharpened with the partitioned
    # re-analysis: that time is the path check's (it was counted only when an alarm's
    # verification happened to run the partition first)
    from sparrowpy.interproc.analysis import analyze_paths
    from sparrowpy.options import AnalysisOptions

    src = tmp_path / "get.c"
    src.write_text("#include <stdlib.h>\n"
                   "int get(char **out, int n) {\n  char *p = malloc(8);\n  *out = NULL;\n"
                   "  if (p == NULL) return -1;\n  if (n < 0) { free(p); return -1; }\n"
                   "  *out = p;\n  return 0;\n}\n" + _USE_GET)
    r = analyze_paths([str(src)])
    assert not r.findings and r.path_check.candidates == 0
    assert r.path_check.seconds > 0
    off = analyze_paths([str(src)], AnalysisOptions(path_check="off"))
    assert off.path_check.seconds == 0


def test_a_procedure_without_a_result_is_partitioned_only_if_it_hands_out_blocks(tmp_path, monkeypatch):
    # put() has no result but hands out a fresh block through its argument on one path and
    # frees it on the other: its partition tells the two outcomes apart by that block
    # ("makes arg0**" / "makes none of arg0**"); drop() has effects (it may free its
    # argument) but hands out nothing: one outcome, so it is not run; get() with a result
    # is; and put_leaky()'s alarm still gets its verification
    from sparrowpy.interproc.analysis import analyze_paths
    from sparrowpy.pathcheck import partition

    ran = []
    original = partition.PartitionedFixpoint.run

    def run(self):
        ran.append(self.fn.name)
        return original(self)

    monkeypatch.setattr(partition.PartitionedFixpoint, "run", run)
    src = tmp_path / "put.c"
    src.write_text("#include <stdlib.h>\n"
                   "void put(char **out, int n) {\n  char *p = malloc(8);\n  if (n < 0) { free(p); return; }\n"
                   "  *out = p;\n}\n"
                   "int get(char **out, int n) {\n  char *p = malloc(8);\n  *out = NULL;\n"
                   "  if (p == NULL) return -1;\n  if (n < 0) { free(p); return -1; }\n"
                   "  *out = p;\n  return 0;\n}\n"
                   "void put_leaky(char **out, int n) {\n  char *p = malloc(8);\n  if (n < 0) return;\n"
                   "  *out = p;\n}\n"
                   "void drop(char *p, int n) {\n  if (n > 0) free(p);\n}\n" + _USE_GET)
    r = analyze_paths([str(src)])
    assert sorted(set(ran)) == ["get", "put", "put_leaky"]
    assert [(f.function, f.line) for f in r.findings] == [("put_leaky", 17)]
    labels = sorted(label for label, _ in r.summaries["put"].outcomes)
    assert labels == ["makes arg0**", "makes none of arg0**"], labels
    assert not r.summaries["drop"].outcomes


def test_the_whole_partition_gets_a_third_of_the_steps_and_the_focused_retry_all(monkeypatch, capsys):
    # many_disjuncts.c: the whole partition gives up (merges), the focused retry decides;
    # each was given its share of --path-check-steps
    from sparrowpy.pathcheck import WHOLE_SHARE, partition

    ran = _partitions(monkeypatch)
    many = Path(__file__).parent / "c" / "many_disjuncts.c"
    main(["analyze", str(many), "--checkers", "leak", "--path-check-steps", "9000"])
    capsys.readouterr()
    budgets = [(focused, steps) for _, focused, steps, _ in ran]
    assert (False, 9000 // WHOLE_SHARE) in budgets and (True, 9000) in budgets


def _partitions(monkeypatch, real: Optional[list] = None) -> list:
    """(procedure, focused, step budget, completed) of each partition run, in order.  A
    run that stands for two (``PathVerifier.focused``'s ``then_scale``: the smaller
    budget's run and, where that one went over it, the larger one's) counts as the two
    runs it stands for; ``real`` (optional) gets the runs actually made."""
    from sparrowpy.pathcheck import partition

    ran = []
    original = partition.PartitionedFixpoint.run

    def run(self):
        entry = [self.fn.name, bool(self.focus), self.max_steps, False]
        if real is not None:
            real.append(entry)
        small = self.checkpoint_work // partition._UNITS_PER_STEP
        try:
            out = original(self)
            entry[3] = True
            return out
        finally:
            if not small:
                ran.append(entry)
            else:
                ran.append([self.fn.name, bool(self.focus), small, self.checkpoint is None and entry[3]])
                if self.checkpoint is not None and not self.stopped:
                    ran.append(entry)

    monkeypatch.setattr(partition.PartitionedFixpoint, "run", run)
    return ran


_GET = ("#include <stdlib.h>\n"
        "int get(char **out, int n) {\n  char *p = malloc(8);\n  *out = NULL;\n"
        "  if (p == NULL) return -1;\n  if (n < 0) { free(p); return -1; }\n"
        "  *out = p;\n  return 0;\n}\n")


def test_outcomes_are_sharpened_only_where_a_caller_may_look_at_the_result(tmp_path, monkeypatch):
    # every direct call of get() drops its result and its address is not taken: no caller
    # can tell its outcomes apart, so its partition is not run for them; a call that keeps
    # the result, or the address taken, makes it run
    from sparrowpy.interproc.analysis import analyze_paths

    ran = _partitions(monkeypatch)
    dropped = "void drop(int n) {\n  char *s = NULL;\n  get(&s, n);\n  free(s);\n}\n"
    src = tmp_path / "drop.c"
    src.write_text(_GET + dropped)
    r = analyze_paths([str(src)])
    assert not r.findings and ran == []
    for caller in (_USE_GET, "int (*hook)(char **, int) = get;\n"):
        src.write_text(_GET + dropped + caller)
        ran.clear()
        analyze_paths([str(src)])
        assert [name for name, *_ in ran] == ["get"], caller


def test_sharpening_alone_gets_a_small_share_and_an_alarm_the_whole_partitions(tmp_path, monkeypatch):
    # get() has no alarm: its partition is for its outcomes alone and gets 1/SHARPEN_SHARE
    # of the steps; leaky() has an alarm (its result is used too): its checker runs the
    # partition first with the whole partition's share, and the outcomes reuse it; the
    # alarm, kept (a real leak), gets its last retry, focused on its block and kept apart
    # by the block's holders, with HOLDERS_SCALE times the steps
    from sparrowpy.interproc.analysis import analyze_paths
    from sparrowpy.options import AnalysisOptions
    from sparrowpy.pathcheck import HOLDERS_SCALE, SHARPEN_SHARE, WHOLE_SHARE

    ran = _partitions(monkeypatch)
    src = tmp_path / "leaky.c"
    src.write_text(_GET + _USE_GET + "int leaky(char **out, int n) {\n  char *p = malloc(8);\n"
                   "  if (n < 0) return -1;\n  *out = p;\n  return 0;\n}\n"
                   "void use_leaky(int n) {\n  char *s;\n  if (leaky(&s, n) == 0)\n    free(s);\n}\n")
    r = analyze_paths([str(src)], AnalysisOptions(path_check_steps=6000))
    assert [(f.function, f.kind) for f in r.findings] == [("leaky", "leak")]
    assert ran == [["get", False, 6000 // SHARPEN_SHARE, True], ["leaky", False, 6000 // WHOLE_SHARE, True],
                   ["leaky", True, 6000 * HOLDERS_SCALE, True]]



def _flag_with_cells(cells: int) -> str:
    """ownership_flag.c's correlated exit, after one call that sets ``cells`` integer
    fields of a local struct (each a cell of every state from there on, from the callee's
    summary): the same transfers, larger states."""
    fields = "".join(f"int f{i}; " for i in range(cells))
    sets = "".join(f"    w->f{i} = {i};\n" for i in range(cells))
    return ("#include <stdlib.h>\n"
            f"struct wide {{ {fields}int last; }};\n"
            f"void fill(struct wide *w)\n{{\n{sets}    w->last = 1;\n}}\n"
            "int with_flag(int n)\n{\n    struct wide w;\n    char *p = NULL;\n"
            "    int own = 0;\n    fill(&w);\n"
            "    if (n > 64) {\n        p = malloc(n);\n        if (p == NULL)\n            return -1;\n"
            "        own = 1;\n    }\n    if (own)\n        free(p);\n    return w.last;\n}\n")


def test_a_transfer_over_a_larger_state_counts_for_more_of_the_budget(tmp_path, monkeypatch):
    # the same procedure with states of a few cells and of some 200: the same transfers,
    # but a transfer counts 1 + cells/32 work units.  With --path-check-steps 60 the whole
    # partition of the small one (20 steps' worth) decides the alarm; that of the large one
    # makes as many transfers, fewer than 20, yet runs over its budget, and the focused
    # retry (all 60 steps' worth) decides it
    from sparrowpy.interproc.analysis import analyze_paths
    from sparrowpy.options import AnalysisOptions
    from sparrowpy.pathcheck import WHOLE_SHARE, partition

    runs = []
    original = partition.PartitionedFixpoint.run

    def run(self):
        done = False
        try:
            out = original(self)
            done = True
            return out
        finally:
            runs.append((bool(self.focus), self.steps, self.max_steps, done))

    monkeypatch.setattr(partition.PartitionedFixpoint, "run", run)
    seen = {}
    for cells in (0, 200):
        src = tmp_path / f"wide{cells}.c"
        src.write_text(_flag_with_cells(cells))
        runs.clear()
        r = analyze_paths([str(src)], AnalysisOptions(path_check_steps=60))
        assert not r.findings and r.path_check.pruned_engine == 1
        seen[cells] = list(runs)
    (small,) = seen[0]
    assert small[:1] == (False,) and small[2] == 60 // WHOLE_SHARE and small[3]
    whole, focused = seen[200]
    assert whole[0] is False and whole[1] <= small[1] <= whole[2] and not whole[3]
    assert focused[0] is True and focused[3]


def _straight(body: str, name: str) -> str:
    return (f"int {name}(int n)\n{{\n    int x = 0;\n    char *p = malloc(n);\n"
            f"{body}    free(p);\n    return x;\n}}\n")


def test_a_call_counts_for_more_of_the_budget_than_a_branch_or_an_assignment():
    # a call's transfer instantiates the callee's summary (once per return outcome), several
    # times the cost of any other transfer over the same state: eight calls charge
    # _CALL_UNITS times what eight assignments do, so call-heavy procedures are stopped
    # about as soon, in seconds, as the rest
    from sparrowpy.interproc.analysis import CheckContext, analyze_units
    from sparrowpy.options import AnalysisOptions
    from sparrowpy.pathcheck.partition import _CALL_UNITS

    from ..soundness.harness import parse_units

    calls = "".join(f"    note({i});\n" for i in range(8))
    assigns = "".join(f"    x = {i};\n" for i in range(8))
    text = ("void *malloc(unsigned long n);\nvoid free(void *p);\nvoid note(int i);\n"
            + _straight(calls, "calls") + _straight(assigns, "assigns"))
    result = analyze_units(parse_units(text), AnalysisOptions(), keep_states=True)
    work = {}
    for name in ("calls", "assigns"):
        proc = result.procedures[name]
        pf = CheckContext(proc.fn, proc.post, proc.sem)._make_verifier().partition()
        assert pf is not None and pf.steps > 8
        work[name] = (pf.steps, pf.work)
    (steps_c, work_c), (steps_a, work_a) = work["calls"], work["assigns"]
    assert steps_c == steps_a
    # (at least three more units per call: a weight of one would fail here)
    assert work_c - work_a >= 8 * (_CALL_UNITS - 1) >= 8 * 3


def _with_early_exit(blocks: int, correlated: bool) -> str:
    """``_blocks_program`` (every block lost at its last exit, so that the whole and the
    focused partitions both go over their budget) with an early exit before the blocks:
    q (now from a site of its own, and freed at the last exit) is freed there under the
    flag it was made under (``correlated``), or not at all."""
    early = ("    if (c == 7) {\n" + ("        if (flag)\n            free(q);\n" if correlated else "")
             + "        return -1;   /* EARLY */\n    }\n")
    text = _blocks_program(blocks, flagged_frees=True).replace("   /* EXIT */", "")
    text = text.replace("    if (flag)\n        free(q);\n    return c;", "    free(q);\n    return c;")
    return text.replace("        q = make(1);\n", "        q = malloc(1);\n" + early, 1)


def test_an_early_exit_is_verified_by_a_partition_that_went_over_its_budget(tmp_path, capsys):
    # both partitions of blocks() go over their budget in the blocks after the early exit,
    # but they run each exit's ancestors first, the exit with the fewest first: the early
    # exit's disjuncts were final before the budget ran out.  Its correlated free is
    # decided (pruned by the engine stage, not kept as incomplete); a real loss there is
    # still reported, and the last exit's alarms stay marked incomplete
    from sparrowpy.pathcheck.partition import _MAX_MERGES

    for correlated in (True, False):
        text = _with_early_exit(3 * _MAX_MERGES, correlated)
        src = tmp_path / f"early{int(correlated)}.c"
        src.write_text(text)
        early = next(i for i, l in enumerate(text.splitlines(), 1) if "EARLY" in l)
        main(["analyze", str(src), "--checkers", "leak", "--show-pruned"])
        out = capsys.readouterr().out.splitlines()
        at_early = [l for l in out if f":{early}:" in l]
        if correlated:
            assert not any("warning: memory leak" in l for l in at_early), out
            assert any("pruned by the engine stage" in l for l in at_early), out
        else:
            assert any("warning: memory leak" in l for l in at_early), out
            assert not any("incomplete" in l for l in at_early), out
        assert any("path check over its budget" in l and f":{early}:" not in l for l in out), out


def test_the_partition_runs_the_elements_in_an_order_that_gives_the_same_disjuncts(monkeypatch):
    # the order runs every element after all of its predecessors' elements, so a complete
    # partition has the same disjuncts at every node as one run in the weak topological
    # order itself; an early exit comes before the blocks it does not pass
    from sparrowpy.interproc.analysis import CheckContext, analyze_units
    from sparrowpy.options import AnalysisOptions
    from sparrowpy.pathcheck import partition

    from ..soundness.harness import parse_units

    text = _with_early_exit(2, True).replace(
        "#include <stdlib.h>", "void *malloc(unsigned long n);\nvoid free(void *p);")
    early_line = next(i for i, l in enumerate(text.splitlines(), 1) if "EARLY" in l)
    text = text.replace("   /* EARLY */", "")
    text += ("int loops(int n, int flag)\n{\n    char *p = NULL;\n    int i;\n"
             "    if (flag)\n        p = malloc(n);\n    for (i = 0; i < n; i++) {\n"
             "        if (i == 3 && !flag)\n            return -1;\n        while (n > i)\n            n--;\n    }\n"
             "    if (n == 2)\n        return 2;\n    if (flag)\n        free(p);\n    return 0;\n}\n")
    result = analyze_units(parse_units(text), AnalysisOptions(), keep_states=True)
    for name in ("blocks", "loops"):
        proc = result.procedures[name]
        cfg = proc.fn.cfg
        elements, order, element_of = partition._exits_first(cfg)
        assert sorted(order) == list(range(len(elements)))
        position = {i: k for k, i in enumerate(order)}
        for n, i in element_of.items():
            assert all(position[element_of[p]] <= position[i] for p in cfg.preds[n] if p in element_of)

        def posts():
            pf = CheckContext(proc.fn, proc.post, proc.sem)._make_verifier().partition()
            return [{k.cheap if isinstance(k, partition._Key) else repr(k): (st.mem, st.alloc, tokens)
                     for k, (st, tokens) in d.items()} for d in pf.post], pf
        ours, pf = posts()
        assert pf.finished is None
        ours_order = partition._exits_first
        with monkeypatch.context() as m:
            m.setattr(partition, "_exits_first",
                      lambda cfg: (list(cfg.wto), list(range(len(cfg.wto))), ours_order(cfg)[2]))
            theirs, _ = posts()
        assert ours == theirs, name
        if name == "blocks":
            early = next(n for n in cfg.return_nodes if cfg.instrs[n].loc.line == early_line)
            blocks_start = min(n for n, instr in enumerate(cfg.instrs) if "make" in str(instr))
            # the weak topological order itself puts the early exit after all the blocks
            assert position[element_of[early]] < position[element_of[blocks_start]]
            assert element_of[early] > element_of[blocks_start]


def test_an_alarm_whose_shared_retry_runs_out_is_retried_with_its_own_blocks(capsys):
    # own_focus.c: the retry that keeps apart every lost block of the procedure (q's and
    # forty-eight of mk()'s call chains) goes over the budget; q's alarm is retried with
    # q's block alone and pruned (the flag), mk()'s real leak stays, marked incomplete
    src = Path(__file__).parent / "c" / "own_focus.c"
    lines = src.read_text().splitlines()
    q_line = next(i for i, l in enumerate(lines, 1) if "q = malloc(2);" in l)
    exit_line = next(i for i, l in enumerate(lines, 1) if "EXIT" in l)
    main(["analyze", str(src), "--checkers", "leak", "--show-pruned"])
    out = capsys.readouterr().out.splitlines()
    kept = [l for l in out if "warning: memory leak" in l]
    assert len(kept) == 1 and f":{exit_line}:" in kept[0] and "in mk()" in kept[0]
    assert any("path check over its budget" in l for l in out)
    assert any("pruned alarm" in l and f"own_focus.c:{q_line}" in l for l in out)


def test_an_alarm_realised_only_where_the_retry_joined_is_tried_with_its_own_blocks(capsys):
    # flagged(): the retry focused on every block lost at the exit (q's and make()'s
    # eighteen) joins its disjuncts a few times and completes; q's alarm was realised
    # only in a joined disjunct and was kept.  Tried with q's block alone, the flag
    # decides it.  make()'s blocks are really lost where the flag is set: kept, and
    # marked incomplete, because the disjunct that realises them stands for more paths
    # than are checked one by one
    src = Path(__file__).parent.parent / "regression" / "c" / "pathcheck" / "own_focus_after_joins.c"
    lines = src.read_text().splitlines()
    q_line = next(i for i, l in enumerate(lines, 1) if "q = malloc(2);" in l)
    make_line = next(i for i, l in enumerate(lines, 1) if "return c ? malloc(1)" in l)
    exit_line = next(i for i, l in enumerate(lines, 1) if "make's blocks, not q's" in l)
    main(["analyze", str(src), "--checkers", "leak", "--show-pruned"])
    out = capsys.readouterr().out.splitlines()
    at_exit = [l for l in out if f":{exit_line}:" in l]
    assert not any("warning" in l and f".c:{q_line} in flagged()" in l for l in at_exit), at_exit
    assert any("pruned alarm" in l and f".c:{q_line} in flagged()" in l for l in at_exit), at_exit
    assert any("warning" in l and f".c:{make_line} in make()" in l for l in at_exit), at_exit
    assert any("incomplete" in l and "not checked one by one" in l for l in at_exit), at_exit


def test_a_leak_alarm_over_every_budget_gets_one_last_retry_with_more_steps(tmp_path, monkeypatch):
    # _flag_with_cells(200) with --path-check-steps 15: the whole partition and the retry
    # focused on the alarm's block both go over their budgets; the leak checker's last
    # retry, with LAST_SCALE times the steps, decides the alarm (pruned where the flag
    # guards the free, kept, and complete, where another test does)
    from sparrowpy.interproc.analysis import analyze_paths
    from sparrowpy.options import AnalysisOptions
    from sparrowpy.pathcheck import LAST_SCALE

    real: list = []
    ran = _partitions(monkeypatch, real)
    src = tmp_path / "wide.c"
    src.write_text(_flag_with_cells(200))
    r = analyze_paths([str(src)], AnalysisOptions(path_check_steps=15))
    assert not r.findings and r.path_check.pruned_engine == 1
    assert ran[-2:] == [["with_flag", True, 15, False], ["with_flag", True, 15 * LAST_SCALE, True]]
    # the two are one run: the steps up to the smaller budget are not taken twice
    assert real[-1] == ["with_flag", True, 15 * LAST_SCALE, True] and \
        ["with_flag", True, 15, False] not in real

    leaky = tmp_path / "wide_leaky.c"
    leaky.write_text(_flag_with_cells(200).replace("if (own)\n", "if (n > 100)\n"))
    ran.clear()
    r = analyze_paths([str(leaky)], AnalysisOptions(path_check_steps=15))
    assert [(f.kind, f.function) for f in r.findings] == [("leak", "with_flag")]
    assert not any("incomplete" in n for n in r.findings[0].notes)
    assert ["with_flag", True, 15 * LAST_SCALE, True] in ran

    # past the last retry's budget too, the alarm is kept and says so
    ran.clear()
    r = analyze_paths([str(src)], AnalysisOptions(path_check_steps=3))
    assert [(f.kind, f.function) for f in r.findings] == [("leak", "with_flag")]
    assert any("path check over its budget" in n for n in r.findings[0].notes)
    assert ["with_flag", True, 3 * LAST_SCALE, False] in ran


def test_one_run_for_a_focused_partition_and_its_last_retry_finds_what_two_runs_find(tmp_path, monkeypatch):
    # the focused partition and the leak checker's last retry with LAST_SCALE times its
    # budget are one run that records where the smaller budget would have stopped: the
    # iteration does not depend on the budget, so at every budget (within the smaller
    # one, between the two, past both) the findings, the pruned alarms and their reasons
    # are those of the two runs made one after the other
    import sparrowpy.pathcheck as pc
    from sparrowpy.interproc.analysis import analyze_paths
    from sparrowpy.options import AnalysisOptions

    programs = {"wide.c": _flag_with_cells(200),
                "wide_leaky.c": _flag_with_cells(200).replace("if (own)\n", "if (n > 100)\n")}
    regression = Path(__file__).parent.parent / "regression" / "c" / "pathcheck"
    for name in ("own_focus_after_joins.c", "focused_retry.c", "store_into_fresh_block.c"):
        programs[name] = (regression / name).read_text()
    paths = []
    for name, text in programs.items():
        (tmp_path / name).write_text(text)
        paths.append(str(tmp_path / name))

    def outcome(steps: int, one: bool) -> tuple:
        monkeypatch.setattr(pc, "ONE_RUN_FOR_RETRY", one)
        real: list = []
        _partitions(monkeypatch, real)
        r = analyze_paths(paths, AnalysisOptions(path_check_steps=steps))
        found = sorted((f.kind, f.function, f.line, f.message, tuple(f.notes)) for f in r.findings)
        pruned = sorted((p.finding.function, p.finding.line, p.finding.message, p.stage, p.reason) for p in r.pruned)
        return found, pruned, len(real)

    fewer = 0
    for steps in (3, 15, 60, 400, 30000):
        one = outcome(steps, True)
        two = outcome(steps, False)
        assert one[:2] == two[:2], steps
        assert one[2] <= two[2]
        fewer += one[2] < two[2]
    assert fewer  # (some budget in between, where the retry ran: one run fewer)


def test_the_time_of_partitions_over_their_budget_is_counted_apart(tmp_path):
    # stats["path_check"]["seconds_over_budget"]: the part of the path check's time spent
    # in partitions that went over their step budget and decided nothing (bench.py
    # reports it); some where every partition runs out, none where none does
    from sparrowpy.interproc.analysis import analyze_paths
    from sparrowpy.options import AnalysisOptions

    src = tmp_path / "wide.c"
    src.write_text(_flag_with_cells(200))
    starved = analyze_paths([str(src)], AnalysisOptions(path_check_steps=3)).path_check
    assert 0 < starved.seconds_over_budget <= starved.seconds
    ample = analyze_paths([str(src)], AnalysisOptions(path_check_steps=30000))
    assert ample.path_check.seconds > 0 and ample.path_check.seconds_over_budget == 0
    assert ample.stats_json()["path_check"]["seconds_over_budget"] == 0


def test_the_partitions_runs_are_counted_by_who_asked_first_and_which_partition(tmp_path):
    # stats["path_check"]["by_purpose"]: every partition run under one label, its time
    # counted once (the runs' seconds add up to the partitions' share of ``seconds``, and
    # those over the budget to ``seconds_over_budget``).  A correlated flag's alarm asks
    # for the whole partition ("alarms: whole"), and where it runs out of steps, for the
    # one focused on its block; an exit where the joined state keeps a block only
    # unsurely asks as "path-only"
    from sparrowpy.interproc.analysis import analyze_paths
    from sparrowpy.options import AnalysisOptions

    src = tmp_path / "wide.c"
    src.write_text(_flag_with_cells(200))
    for steps, over in ((3, True), (30000, False)):
        stats = analyze_paths([str(src)], AnalysisOptions(path_check_steps=steps)).path_check
        rows = stats.by_purpose
        assert "alarms: whole" in rows and all(k.split(": ")[0] == "alarms" for k in rows), rows
        assert sum(r[1] for r in rows.values()) <= stats.seconds
        assert abs(sum(r[3] for r in rows.values()) - stats.seconds_over_budget) < 1e-9
        assert (sum(r[2] for r in rows.values()) > 0) == over, rows
        assert all(r[2] <= r[0] for r in rows.values())
    src = tmp_path / "pick.c"
    src.write_text("#include <stdlib.h>\nchar *pick(int c)\n{\n    char *p = malloc(4);\n    char *r = p;\n"
                   "    if (c)\n        r = NULL;\n    return r;\n}\n")
    result = analyze_paths([str(src)], AnalysisOptions())
    assert [f.exits[0].line for f in result.findings] == [8]
    doc = result.stats_json()["path_check"]
    assert doc["path_only_found"] == 1
    assert doc["by_purpose"]["path-only: whole"]["runs"] == 1, doc["by_purpose"]


MANY_PATHS = Path(__file__).parent.parent / "regression" / "c" / "pathcheck" / "many_paths_to_loss.c"


def _many_paths(capsys) -> dict:
    main(["analyze", str(MANY_PATHS), "--checkers", "leak"])
    lines = MANY_PATHS.read_text().splitlines()
    out = capsys.readouterr().out.splitlines()
    at = {}
    for mark in ("NOLEAK", "LEAK"):
        n = next(i for i, l in enumerate(lines, 1) if l.rstrip().endswith("// " + mark))
        at[mark] = [l for l in out if f":{n}:" in l]
    return at


def test_a_loss_on_too_many_paths_is_checked_path_by_path_in_a_wider_rerun(capsys):
    # 32 paths lose the parent in each function, more than a disjunct names (16): the
    # leak checker's rerun names them all (``Candidate.wide``); the correlated one's are
    # all infeasible, the other's loss is found on a feasible path, and neither is
    # left incomplete
    at = _many_paths(capsys)
    assert not at["NOLEAK"]
    assert any("warning: memory leak" in l for l in at["LEAK"])
    assert any("a feasible one among the paths" in l for l in at["LEAK"])
    assert not any("incomplete" in l for l in at["LEAK"])


def test_without_the_wider_rerun_both_losses_stay_unchecked(capsys, monkeypatch):
    import sparrowpy.checkers.leak as leak

    monkeypatch.setattr(leak, "WIDE_PATHS", 0)
    at = _many_paths(capsys)
    for mark in ("NOLEAK", "LEAK"):
        assert any("warning: memory leak" in l for l in at[mark])
        assert any("more than 16 paths realise it" in l for l in at[mark])


def test_past_the_shared_retry_by_holders_the_alarms_own_blocks_get_the_last_retrys_budget(monkeypatch):
    # B105's moved_after_fill: the partition focused on the alarm's block finds no path
    # that loses it, but one disjunct holds it only through a cell that may hold
    # something else, so a partition that keeps the holding cells apart decides
    # (``Candidate.unsure_key``).  The procedure's alarms share one, kept apart by the
    # cells of all their blocks (three here); with --path-check-steps 5 it goes over its
    # budget.  One kept apart by the cells of the alarm's own lost block alone
    # (``unsure_own_key``) follows, with LAST_SCALE times the steps, as the focused
    # retries have, and finds the loss: the alarm is kept and complete.  Before, it was
    # kept as unchecked (GNU patch's intuit_diff_type, whose block is freed on every
    # path, stayed an alarm so: the shared retry of eight blocks needed more than four
    # times the budget, the own one of four 1.8 times)
    from sparrowpy.interproc.analysis import analyze_paths
    from sparrowpy.options import AnalysisOptions
    from sparrowpy.pathcheck import LAST_SCALE, partition

    runs = []
    original = partition.PartitionedFixpoint.run

    def run(self):
        entry = [self.fn.name, len(self.focus), self.extra_key is not None, self.max_steps,
                 self.checkpoint_work // partition._UNITS_PER_STEP, "over"]
        runs.append(entry)
        out = original(self)
        entry[5] = "done"
        return out

    monkeypatch.setattr(partition.PartitionedFixpoint, "run", run)
    src = Path(__file__).parent.parent / "regression" / "c" / "pathcheck" / "holder_lost_beside_older_blocks.c"
    r = analyze_paths([str(src)], AnalysisOptions(path_check_steps=5))
    found = [f for f in r.findings if f.function == "moved_after_fill"]
    assert found and all(not any("incomplete" in n or "over its budget" in n for n in f.notes) for f in found)
    apart = [e for e in runs if e[0] == "moved_after_fill" and e[2]]
    # the shared one over its 5 steps, then the own one (one block) in one run with the
    # larger budget, over the smaller one
    assert apart[0][1:] == [3, True, 5, 0, "over"]
    assert apart[1][1:] == [1, True, 5 * LAST_SCALE, 5, "done"]

    # without the larger budget (LAST_SCALE 1) the same alarm is kept as unchecked
    import sparrowpy.checkers.leak as leak
    monkeypatch.setattr(leak, "LAST_SCALE", 1)
    runs.clear()
    r = analyze_paths([str(src)], AnalysisOptions(path_check_steps=5))
    found = [f for f in r.findings if f.function == "moved_after_fill"]
    assert found and any("over its budget" in n for n in found[0].notes)


def test_a_prune_by_the_alarms_own_holders_is_not_retried_again():
    # the unsure retry's own partition (``unsure_own_key``) that prunes the alarm while a
    # disjunct there still holds the block only unsurely: its verdict stands, as the shared
    # one's does.  Before, ``_verify_paths`` asked the same own partition again and again
    # until a RecursionError gave up the procedure (GNU patch's ``intuit_diff_type``: its
    # findings were dropped and its summary made unknown)
    import sys
    from types import SimpleNamespace

    from sparrowpy.pathcheck import PathVerifier

    shared, own = object(), object()
    state = object()

    class Partition:
        def __init__(self, key):
            self.extra_key = key

        def disjuncts(self, node):
            return [(state, None)]

    asked = []
    v = PathVerifier.__new__(PathVerifier)
    v._explain_engine = lambda pf, cand: "no path loses it"
    v.focused = lambda *a, **k: None            # the shared retry over its budget
    v._finished = lambda *a, **k: None

    def up_to_last_scale(cand, focus, key, ident):
        asked.append(key)
        return Partition(key)

    v._up_to_last_scale = up_to_last_scale
    cand = SimpleNamespace(exit_node=3, realised=lambda st: False, unsure=lambda st: True,
                           unsure_key=shared, unsure_focus=frozenset({"a", "b"}), unsure_id=1,
                           unsure_own_key=own, unsure_own_focus=frozenset({"a"}))
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(200)
    try:
        verdict = v._verify_paths(cand, Partition(None))
    finally:
        sys.setrecursionlimit(limit)
    assert not verdict.kept and asked == [own]
