"""Summaries of procedures of the interprocedural regression corpus (tests/regression/c/inter).

Each test names the C program and the procedure whose eight categories (Table 3 of the
paper) it checks.  Anchors are compared without the allocation-site names, which carry
line numbers and call chains; where a site matters only its procedure is checked.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from sparrowpy.interproc.analysis import analyze_paths
from sparrowpy.options import AnalysisOptions
from sparrowpy.interproc.summary import Anchor

INTER = Path(__file__).parent.parent / "regression" / "c" / "inter"

CATEGORIES = ("Alloc2Ret", "Alloc2Arg", "Glob2Ret", "Glob2Arg", "Arg2Free", "Arg2Glob", "Arg2Arg", "Arg2Ret")


def _files(name: str) -> list[str]:
    path = INTER / name
    return [str(p) for p in sorted(path.glob("*.c"))] if path.is_dir() else [str(path)]


_cache: dict = {}


def summaries(name: str, **options) -> dict:
    """function name -> summary JSON, for one program (a file or a .prog directory)."""
    key = (name, tuple(sorted(options.items())))
    if key not in _cache:
        result = analyze_paths(_files(name), AnalysisOptions(**options), checkers=[])
        assert not result.load.errors, [str(e) for e in result.load.errors]
        _cache[key] = {k: s.to_json() for k, s in result.summaries.items()}
    return _cache[key]


def anchors(entries: list) -> set:
    """Anchors of a category, without the site names."""
    return {e["anchor"] if isinstance(e, dict) and "anchor" in e else
            (e["from"], e["to"]) if isinstance(e, dict) else e for e in entries}


def sites(entries: list, anchor: str) -> set:
    """The procedures whose allocation sites reach ``anchor`` (site names are proc@line#node...)."""
    return {e["site"].split("@", 1)[0] for e in entries if e["anchor"] == anchor}


def empty_except(summary: dict, *categories: str) -> None:
    for cat in CATEGORIES:
        if cat not in categories:
            assert summary[cat] == [], (summary["function"], cat, summary[cat])


# ---------------------------------------------------------------- allocation wrappers

def test_xstrdup_returns_a_block_from_xmalloc():
    s = summaries("xstrdup.c")["xstrdup"]
    assert anchors(s["Alloc2Ret"]) == {"ret*"}
    assert sites(s["Alloc2Ret"], "ret*") == {"xmalloc"}
    assert not s["return_may_be_null"]          # xmalloc aborts instead of returning NULL
    empty_except(s, "Alloc2Ret", "Arg2Ret")     # Arg2Ret: memcpy copies the string's contents


def test_four_deep_wrapper_chain_passes_the_block_and_its_nullness_up():
    ss = summaries("wrapper_chain_deep.c")
    for name in ("mem_alloc", "pool_alloc", "node_alloc", "node_new"):
        s = ss[name]
        assert anchors(s["Alloc2Ret"]) == {"ret*"}, name
        assert sites(s["Alloc2Ret"], "ret*") == {"mem_alloc"}, name
        assert s["return_may_be_null"], name
        empty_except(s, "Alloc2Ret")


def test_recursive_builder_returns_a_list_of_fresh_nodes():
    s = summaries("recursive_list_builder.c")["range"]
    got = anchors(s["Alloc2Ret"])
    assert {"ret*", "ret*.next*"} <= got
    for a in got:  # every anchor is a chain of next fields, bounded
        steps = Anchor.parse(a).steps
        assert steps[::2] == ("*",) * len(steps[::2]) and set(steps[1::2]) <= {".next"}
        assert len(steps) <= AnalysisOptions().max_anchor_length
    assert {e["site"].split("@")[0] for e in s["Alloc2Ret"]} == {"range"}
    assert s["return_may_be_null"]
    empty_except(s, "Alloc2Ret")


def test_mutually_recursive_parsers_return_trees_from_both_procedures():
    ss = summaries("mutual_recursion.c")
    for name in ("parse_sexp", "parse_list"):
        s = ss[name]
        got = anchors(s["Alloc2Ret"])
        assert {"ret*", "ret*.car*", "ret*.cdr*"} <= got, name
        assert {e["site"].split("@")[0] for e in s["Alloc2Ret"]} == {"parse_sexp", "parse_list"}, name
    assert sites(ss["parse_sexp"]["Alloc2Ret"], "ret*") == {"parse_sexp", "parse_list"}
    assert sites(ss["parse_list"]["Alloc2Ret"], "ret*") == {"parse_list"}


def test_two_fresh_blocks_one_returned_the_other_freed():
    s = summaries("two_fresh_return_one.c")["shorter_repr"]
    assert anchors(s["Alloc2Ret"]) == {"ret*"}
    assert len({e["site"] for e in s["Alloc2Ret"]}) == 2    # either block may be the result
    assert s["return_may_be_null"]
    empty_except(s, "Alloc2Ret")


def test_fresh_or_global_result_keeps_only_the_allocating_exit():
    ss = summaries("fresh_or_global.c")
    s = ss["name_or_default"]
    assert anchors(s["Alloc2Ret"]) == {"ret*"}
    assert s["exits_summarised"] == [1, 2]       # `return default_name` is not an allocation path
    empty_except(s, "Alloc2Ret")
    cached = ss["home_dir"]                      # the fresh block goes into a global first
    assert anchors(cached["Glob2Ret"]) == {"ret*"}
    assert cached["Alloc2Ret"] == []


# ---------------------------------------------------------------- out-parameters and fields

def test_out_parameter_maker_under_the_allocation_path_rule():
    s = summaries("out_param_status.c")["conn_open"]
    assert anchors(s["Alloc2Arg"]) == {"arg1**", "arg1**.host*"}
    assert s["return_value"] == "[0, 0]"
    assert s["exits_summarised"] == [1, 3]
    empty_except(s, "Alloc2Arg")


def test_out_parameter_maker_without_the_rule_joins_the_failures():
    s = summaries("out_param_status.c", allocation_paths_only=False)["conn_open"]
    assert anchors(s["Alloc2Arg"]) == {"arg1**", "arg1**.host*"}
    assert s["return_value"] == "[-1, 0]"
    assert s["exits_summarised"] == [3, 3]


def test_two_out_parameters():
    s = summaries("two_out_params.c")["split_kv"]
    assert anchors(s["Alloc2Arg"]) == {"arg1**", "arg2**"}
    assert s["return_value"] == "[0, 0]"
    assert s["exits_summarised"] == [1, 4]
    empty_except(s, "Alloc2Arg")


def test_init_fills_fields_of_its_argument_and_destroy_frees_them():
    ss = summaries("struct_field_init.c")
    init = ss["parser_init"]
    assert anchors(init["Alloc2Arg"]) == {"arg0*.buf*", "arg0*.stack*"}
    assert init["return_value"] == "[0, 0]"
    empty_except(init, "Alloc2Arg")
    destroy = ss["parser_destroy"]
    assert anchors(destroy["Arg2Free"]) == {"arg0*.buf*", "arg0*.stack*"}
    empty_except(destroy, "Arg2Free")


def test_realloc_wrapper_frees_the_old_block_and_attaches_the_new_one():
    s = summaries("realloc_grow.c")["grow"]
    assert anchors(s["Alloc2Arg"]) == {"arg0*.items*"}
    assert anchors(s["Arg2Free"]) == {"arg0*.items*"}
    assert s["return_value"] == "[0, 0]"
    assert s["exits_summarised"] == [1, 2]
    # what the old block held is now in the new one, at the same access path: the caller
    # must move it there, since the old block is freed
    assert s["Arg2Arg"] == [{"from": "arg0*.items**", "to": "arg0*.items**"}]
    empty_except(s, "Alloc2Arg", "Arg2Free", "Arg2Arg")


# ---------------------------------------------------------------- create / destroy pairs

def test_destroyer_that_forgets_a_field():
    ss = summaries("create_destroy_forgets_field.c")
    created = anchors(ss["session_create"]["Alloc2Ret"])
    assert created == {"ret*", "ret*.user*", "ret*.rxbuf*", "ret*.history*"}
    freed = anchors(ss["session_destroy"]["Arg2Free"])
    assert freed == {"arg0*", "arg0*.user*", "arg0*.rxbuf*"}
    fixed = anchors(ss["session_destroy_fixed"]["Arg2Free"])
    assert fixed == freed | {"arg0*.history*"}
    not_freed = {c for c in created if c.replace("ret", "arg0", 1) not in freed}
    assert not_freed == {"ret*.history*"}


def test_mesa_figure_16_blocks_gl_destroy_context_does_not_free():
    ss = summaries("mesa.prog")
    created = anchors(ss["gl_create_context"]["Alloc2Ret"])
    assert created == {"ret*", "ret*.shared*", "ret*.vb*", "ret*.pb*", "ret*.extensions*"}
    assert sites(ss["gl_create_context"]["Alloc2Ret"], "ret*.shared*") == {"alloc_shared_state"}
    assert anchors(ss["gl_create_context"]["Arg2Ret"]) == {("arg0*", "ret*.visual*")}
    freed = anchors(ss["gl_destroy_context"]["Arg2Free"])
    assert freed == {"arg0*", "arg0*.vb*", "arg0*.pb*"}
    not_freed = {c for c in created if c.replace("ret", "arg0", 1) not in freed}
    assert not_freed == {"ret*.shared*", "ret*.extensions*"}


def test_list_free_is_k_bounded_and_push_publishes_through_the_head():
    ss = summaries("list_build_free.c")
    freed = anchors(ss["list_free"]["Arg2Free"])
    assert {"arg0*", "arg0*.next*"} <= freed
    assert all(set(Anchor.parse(a).steps[1::2]) <= {".next"} for a in freed)
    push = ss["list_push"]
    assert anchors(push["Alloc2Arg"]) == {"arg0**"}
    assert anchors(push["Arg2Arg"]) == {("arg0**", "arg0**.next*")}
    assert push["return_value"] == "[0, 0]"


# ---------------------------------------------------------------- Arg2Arg / Arg2Ret / Arg2Glob

def test_buffer_mover_moves_between_arguments():
    ss = summaries("move_buffer_arg2arg.c")
    move = ss["buf_move"]
    assert anchors(move["Arg2Arg"]) == {("arg1*.data*", "arg0*.data*")}
    assert anchors(move["Arg2Free"]) == {"arg0*.data*"}
    assert {"arg0*.data", "arg1*.data"} <= set(move["modified_inputs"])
    empty_except(move, "Arg2Arg", "Arg2Free")
    sloppy = ss["buf_move_sloppy"]
    assert anchors(sloppy["Arg2Arg"]) == {("arg1*.data*", "arg0*.data*")}
    empty_except(sloppy, "Arg2Arg")


def test_callees_returning_pointers_into_their_argument():
    ss = summaries("return_into_arg.c")
    nxt = ss["list_next"]
    assert anchors(nxt["Arg2Ret"]) == {("arg0*.next*", "ret*")}
    empty_except(nxt, "Arg2Ret")
    pop = ss["list_pop_front"]              # the paper's renewList shape
    assert anchors(pop["Arg2Ret"]) == {("arg0*.next*", "ret*")}
    assert anchors(pop["Arg2Free"]) == {"arg0*"}
    empty_except(pop, "Arg2Ret", "Arg2Free")
    last = ss["list_last"]
    assert {("arg0*", "ret*"), ("arg0*.next*", "ret*")} <= anchors(last["Arg2Ret"])


def test_steal_returns_the_slot_and_clears_it():
    s = summaries("steal_pointer.c")["steal"]
    assert anchors(s["Arg2Ret"]) == {("arg0**", "ret*")}
    assert "arg0*" in s["modified_inputs"]
    empty_except(s, "Arg2Ret")


def test_callees_storing_their_argument_into_globals():
    ss = summaries("store_to_global.c")
    reg = ss["register_handler"]
    assert anchors(reg["Arg2Glob"]) == {"arg0*"}
    assert anchors(reg["Glob2Arg"]) == {"arg0*.next*"}    # h->next = handlers
    assert reg["modified_globals"] == ["handlers"]
    empty_except(reg, "Arg2Glob", "Glob2Arg")
    assert anchors(ss["config_set_logfile"]["Arg2Glob"]) == {"arg0*"}
    first = ss["first_handler"]
    assert anchors(first["Glob2Ret"]) == {"ret*"}
    empty_except(first, "Glob2Ret")


def test_global_writes_are_replayed_without_amalgamation():
    amalgamated = summaries("global_overwrite_no_amalgamation.c")["set_user"]
    assert anchors(amalgamated["Arg2Glob"]) == {"arg0*"}
    assert "global_writes" not in amalgamated
    s = summaries("global_overwrite_no_amalgamation.c", global_amalgamation=False)["set_user"]
    assert s["global_writes"] == ["global:current_user* : input:arg0*"]
    empty_except(s)


# ---------------------------------------------------------------- Section 3 choices

def test_arg2free_is_path_insensitive():
    ss = summaries("free_on_one_path.c")
    assert anchors(ss["maybe_release"]["Arg2Free"]) == {"arg0*"}      # frees only when asked to
    assert anchors(ss["msg_consume"]["Arg2Free"]) == {"arg0*", "arg0*.body*"}
    stash = ss["free_or_stash"]                                         # frees on one path, stores on the other
    assert anchors(stash["Arg2Free"]) == {"arg0*"}
    assert anchors(stash["Arg2Glob"]) == {"arg0*"}


def test_free_of_argument_or_null_is_not_certain():
    """``free(c ? p : NULL)``: the argument may be freed, not surely (``arg2free_must`` is
    what callers take as certainly freed); also under the paper's ``free_all_targets``,
    which says which blocks a free frees, not whether it happens."""
    for options in ({}, {"free_all_targets": False}):
        result = analyze_paths(_files("free_arg_or_null.c"), AnalysisOptions(**options), checkers=[])
        for name in ("release_if", "release_if_stored"):
            s = result.summaries[name]
            assert {str(a) for a in s.arg2free} == {"arg0*"}, (options, name)
            assert s.arg2free_must == frozenset(), (options, name, s.arg2free_must)


def test_parameter_function_pointer_is_an_unknown_call():
    s = summaries("dtor_callback.c")["release_with"]
    assert "arg0*" in anchors(s["Arg2Glob"])        # the object escapes through dtor(obj)
    assert s["Arg2Free"] == []


# ---------------------------------------------------------------- several files

def test_static_functions_with_the_same_name_stay_per_file():
    ss = summaries("plugins.prog")
    echo = ss["echo.c:make_output"]
    assert anchors(echo["Alloc2Ret"]) == {"ret*"}
    empty_except(echo, "Alloc2Ret")
    upper = ss["upper.c:make_output"]
    assert anchors(upper["Arg2Ret"]) == {("arg0*", "ret*")}
    empty_except(upper, "Arg2Ret")
    assert anchors(ss["echo_filter"]["Alloc2Ret"]) == {"ret*"}
    assert ss["upper_filter"]["Alloc2Ret"] == []


def test_extern_wrapper_defined_in_another_file():
    ss = summaries("config.prog")
    assert anchors(ss["xstrdup"]["Alloc2Ret"]) == {"ret*"}
    assert sites(ss["xstrdup"]["Alloc2Ret"], "ret*") == {"xmalloc"}
    parse = ss["config_parse_line"]
    assert {"arg0*.entries*", "arg0*.entries*.key*", "arg0*.entries*.value*"} <= anchors(parse["Alloc2Arg"])
    clear = ss["config_clear"]
    assert {"arg0*.entries*", "arg0*.entries*.key*", "arg0*.entries*.value*"} <= anchors(clear["Arg2Free"])


# ---------------------------------------------------------------- leak reports name the chain

def _leaks(name: str, **options) -> list:
    result = analyze_paths(_files(name), AnalysisOptions(**options))
    return [f for f in result.findings if f.kind == "leak"]


def _hops(finding) -> list:
    """(how, procedure) of each hop: ('returned to', 'make_label'), ..."""
    out = []
    for hop in finding.chain:
        how, rest = hop.split(" to ", 1) if " to " in hop else (hop, "")
        out.append((how, rest.split("(", 1)[0].strip()))
    return out


def test_report_names_the_wrapper_chain():
    leaks = {f.function: f for f in _leaks("xmalloc_abort.c")}
    f = leaks["print_label_early_exit"]
    assert f.alloc_site.function == "xmalloc"
    assert _hops(f) == [("returned", "make_label"), ("returned", "print_label_early_exit")]
    assert [e.line for e in f.exits] == [f.line]
    assert _hops(leaks["sum_squares_leaky"]) == [("returned", "sum_squares_leaky")]


def test_report_names_an_out_parameter_hop():
    leaks = {f.function: f for f in _leaks("out_param_status.c")}
    f = leaks["fetch_leaky"]
    assert f.alloc_site.function == "conn_open"
    assert _hops(f) == [("passed out through argument 2", "fetch_leaky")]


def test_report_of_a_deep_chain_is_bounded_by_the_context_depth():
    leaks = {f.function: f for f in _leaks("wrapper_chain_deep.c")}
    f = leaks["node_lookup_leaky"]
    assert f.alloc_site.function == "mem_alloc"
    hops = _hops(f)
    assert hops[-1] == ("returned", "node_lookup_leaky")
    assert len(hops) <= AnalysisOptions().context_depth
    assert [p for _, p in hops] == ["pool_alloc", "node_alloc", "node_new", "node_lookup_leaky"][-len(hops):]


# ---------------------------------------------------------------- a crash found here, fixed

def test_leak_of_a_block_a_callee_stored_in_a_global_is_reported(tmp_path):
    src = tmp_path / "set_twice.c"
    src.write_text("#include <stdlib.h>\n"
                   "static char *g;\n"
                   "void set(void) { g = malloc(1); }\n"
                   "void twice(void) { set(); set(); }\n")
    result = analyze_paths([str(src)], AnalysisOptions(global_amalgamation=False))
    assert [f.function for f in result.findings if f.kind == "leak"] == ["twice"]
    assert "stored in global g for twice()" in result.findings[0].message


# ---------------------------------------------------------------- queues (pointers into blocks)

def test_a_queue_tail_pointing_into_the_new_element_keeps_it_and_its_contents():
    s = summaries("deep_queue_store.c")
    enqueue = s["enqueue"]
    assert sites(enqueue["Alloc2Arg"], "arg0*.confirms.tqh_last*") == {"enqueue"}
    assert ("arg1*", "arg0*.confirms.tqh_last*.ctx*") in anchors(enqueue["Arg2Arg"])
    assert any(w.startswith("arg0*.confirms.tqh_last := fresh:enqueue@") for w in enqueue["writes"])
    # the context stored past the anchor bound escapes
    assert anchors(s["register_confirm"]["Arg2Glob"]) == {"arg2*"}
    # storing only a copy of the reply's type keeps the reply the caller's
    assert not any(a == "arg1*" or (isinstance(a, tuple) and a[0] == "arg1*")
                   for cat in ("Arg2Glob", "Arg2Arg") for a in anchors(s["enqueue_type"][cat]))


def test_realloc_of_input_memory_carries_its_contents():
    # realloc copies the old block: what the old array's cell pointed to is reachable from
    # the new block, as memcpy says it (the caller's strings stay reachable, B17)
    grow = summaries("realloc_wrapper_contents.c")["x_grow"]
    assert anchors(grow["Alloc2Ret"]) == {"ret*"}
    assert anchors(grow["Arg2Free"]) == {"arg0*"}
    assert anchors(grow["Arg2Ret"]) == {("arg0**", "ret**")}
    empty_except(grow, "Alloc2Ret", "Arg2Free", "Arg2Ret")


def test_write_through_an_optional_out_parameter_is_certain_where_it_is_not_null():
    # get_copy NULLs *valp and then stores a fresh copy whenever valp != NULL: its "ret ==
    # 0" outcome that makes the copy writes arg1* on every exit, all of them where arg1 is
    # not NULL, which callers passing &handle may apply as a strong update
    path = INTER.parent / "pathcheck" / "optional_out_must_write.c"
    result = analyze_paths([str(path)], AnalysisOptions(), checkers=[])
    outcomes = dict(result.summaries["get_copy"].outcomes)
    # (the outcomes told apart by the length it leaves in *lenp also say which of its
    # handed-out blocks exist: the success that makes the copy is the one where valp is
    # not NULL)
    success = outcomes["ret == 0 and makes arg1**"]
    assert success.entry_args == frozenset({(1, False)})
    arg1 = Anchor("arg1", ("*",))
    # (every exit of this outcome has valp not NULL: the write is certain on all of them)
    assert arg1 in success.must_cells
    # so get_handle's result is the copy or NULL with nothing allocated, told apart
    allocating = [label for label, sub in result.summaries["get_handle"].outcomes if sub.alloc2ret]
    assert allocating == ["ret != NULL"]


def test_outcomes_say_which_argument_was_null_at_entry():
    # get_type(b, typep): the paths where typep is NULL return a status the analysis cannot
    # tell from success; they make an outcome that needs typep == NULL, which a caller
    # passing &type cannot take (the regression file's NO-NULL-DEREF)
    path = INTER.parent / "cleanness" / "out_param_entry_outcomes.c"
    result = analyze_paths([str(path)], AnalysisOptions(), checkers=[])
    entry = {label: sub.entry_args for label, sub in result.summaries["get_type"].outcomes}
    assert entry["ret == 0"] == frozenset({(1, False)})
    assert frozenset({(1, True)}) in entry.values()
    doc = result.summaries["get_type"].to_json()
    assert ["arg1 == NULL"] in [o.get("only_where") for o in doc["return_outcomes"]]
    # get_label's success leaves the label unset on some non-NULL paths: that outcome is
    # not tied to the argument
    label = {label: sub.entry_args for label, sub in result.summaries["get_label"].outcomes}
    assert not any((1, True) in e for e in label.values() if e)
    # the parameter of a procedure that never tests it gets no condition
    assert not [i for _, sub in result.summaries["buf_get_string"].outcomes for i, _ in sub.entry_args if i == 0]


def test_results_returned_for_a_null_argument():
    # isnullenv(s) returns 1 for NULL, put(b, c) -1: a caller's test that rules that
    # number out proves the argument was not NULL (the regression file's NO-NULL-DEREF);
    # isempty(s) returns 0 for NULL, as for a non-empty string: only its 1 proves it
    path = INTER.parent / "cleanness" / "result_proves_not_null.c"
    result = analyze_paths([str(path)], AnalysisOptions(), checkers=[])
    docs = {k: s.to_json() for k, s in result.summaries.items()}
    assert docs["isnullenv"]["returns_where_null"] == ["arg0 == NULL: [1, 1]"]
    assert docs["put"]["returns_where_null"] == ["arg0 == NULL: [-1, -1]"]
    assert docs["isempty"]["returns_where_null"] == ["arg0 == NULL: [0, 0]"]
    # lookup's result is a pointer: nothing to record
    assert "returns_where_null" not in docs["lookup"]
    assert "returns only [1, 1] where arg0 == NULL" in result.summaries["isnullenv"].format_text()


def test_a_variant_over_budget_gives_no_result_for_a_null_argument(monkeypatch):
    from sparrowpy.engine.budget import BudgetExceeded
    from sparrowpy.interproc import analysis

    original = analysis.analyse_function

    def analyse(fn, sem, options, budget=None, keep=None):
        if sem.null_entry:
            raise BudgetExceeded("test budget")
        return original(fn, sem, options, budget=budget, keep=keep)
    monkeypatch.setattr(analysis, "analyse_function", analyse)
    path = INTER.parent / "cleanness" / "result_proves_not_null.c"
    result = analyze_paths([str(path)], AnalysisOptions(), checkers=["null_deref"])
    assert not result.summaries["isnullenv"].ret_when_null
    # without the fact, the test of the result proves nothing: the old alarm is back
    assert any(f.function == "history_off" for f in result.findings)


def test_untested_dereferences_record_the_flag_tests_before_them():
    path = INTER.parent / "cleanness" / "untested_deref_guarded_by_flag.c"
    result = analyze_paths([str(path)], AnalysisOptions(), checkers=[])
    docs = {k: s.to_json() for k, s in result.summaries.items()}
    assert docs["reopen"]["dereferences_untested_only_when"] == [{"arg": "arg0", "ways": [["arg1: detached"]]}]
    # two ways to the dereference, one conjunction each
    ways = docs["reopen_size"]["dereferences_untested_only_when"][0]["ways"]
    assert sorted(ways) == [["arg1: !(mode == 2)", "arg1: mode > 2"], ["arg1: mode == 2"]]
    # a dereference with no flag test before it: nothing to record
    assert "dereferences_untested_only_when" not in docs["reopen_always"]
    assert "dereferences_untested" in docs["reopen_always"]
    text = result.summaries["reopen_size"].format_text()
    assert "dereferences arg0 before a NULL test only where (arg1: !(mode == 2) and arg1: mode > 2) or (arg1: mode == 2)" in text


# ---------------------------------------------------------------- blocks made only for a NULL argument

def test_blocks_made_only_for_a_null_argument():
    ss = summaries("alloc_only_for_null_arg.c")
    # resolve() reassigns the parameter it tested; regrow() does not
    assert [(d["arg"], d["site"].split("#")[0]) for d in ss["resolve"]["made_only_if_null"]] == \
        [("arg1", "resolve@16")]
    assert [(d["arg"], d["site"].split("#")[0]) for d in ss["regrow"]["made_only_if_null"]] == \
        [("arg0", "regrow@61")]
    # xregrow() passes its parameter on to regrow()
    assert [(d["arg"], d["site"].split("#")[0]) for d in ss["xregrow"]["made_only_if_null"]] == \
        [("arg0", "regrow@61")]
    # set_error() builds its message only for a message
    assert [(d["arg"], d["site"].split("#")[0]) for d in ss["set_error"]["made_only_if_not_null"]] == \
        [("arg2", "set_error@124")]
    assert "made_only_if_null" not in ss["set_error"]
    # a procedure whose every allocation happens whatever its argument has none
    assert "made_only_if_null" not in ss["append"]
    assert "made_only_if_not_null" not in ss["append"]


def test_a_caller_passing_a_pointer_gets_no_block_made_only_for_null(tmp_path):
    # the leak of v in grow_known is real, but only of regrow's malloc'd array: its
    # calloc runs only for a NULL pointer, which old is not (it was tested)
    src = tmp_path / "grow.c"
    src.write_text((INTER / "alloc_only_for_null_arg.c").read_text() + """
int grow_known(char **old)
{
    char **v;
    if (old == NULL)
        return -1;
    v = xregrow(old, 1, 2, sizeof(*v));
    return v[0] != NULL;
}
""")
    result = analyze_paths([str(src)], AnalysisOptions(), checkers=["leak"])
    lost = {(f.function, f.alloc_site.line) for f in result.findings}
    assert ("grow_known", 62) in lost
    assert ("grow_known", 61) not in lost
    # grow_local's old may be NULL only if its own callers pass NULL: its calloc'd array is
    # reported with the switch off, not by default
    assert ("grow_local", 61) not in lost
    result = analyze_paths([str(src)], AnalysisOptions(untested_params_not_null=False), checkers=["leak"])
    lost = {(f.function, f.alloc_site.line) for f in result.findings}
    assert ("grow_local", 61) in lost and ("grow_known", 61) not in lost


def test_an_entry_analysis_over_budget_leaves_the_summary_as_it_is(monkeypatch):
    # the second analysis (a parameter NULL or not at entry) going over its budget gives
    # no fact, and must not throw the procedure's summary away
    from sparrowpy.engine.budget import BudgetExceeded
    from sparrowpy.interproc import analysis

    original = analysis.analyse_function

    def analyse(fn, sem, options, budget=None, keep=None):
        if sem.nonnull_entry or sem.null_entry:
            raise BudgetExceeded("test budget")
        return original(fn, sem, options, budget=budget, keep=keep)
    monkeypatch.setattr(analysis, "analyse_function", analyse)
    result = analyze_paths(_files("alloc_only_for_null_arg.c"), AnalysisOptions(), checkers=[])
    s = result.summaries["resolve"].to_json()
    assert "unknown" not in s
    assert "made_only_if_null" not in s
    assert [e["site"].split("#")[0] for e in s["Alloc2Ret"]] == ["resolve@16"]


def test_blocks_made_only_for_some_argument_values():
    """``render`` makes each representation's block only under its case's tests
    (``made_only_when``); a call with the default representation makes the hex and base64
    blocks, not the art block, so the caller that leaks the result is told of two sites."""
    doc = summaries("alloc_guarded_by_mode.c")["render"]
    made = {d["site"].split("@")[0]: d["guards"] for d in doc["made_only_when"]}
    assert set(made) == {"as_hex", "as_b64", "as_art"}
    assert made["as_art"] == ["arg2: !(r == 0)", "arg2: !(r == 1)", "arg2: r == 2"]
    assert sorted(summaries("alloc_guarded_by_mode.c")["lookup"]["made_only_when"][0]["guards"]) == \
        ["arg1: flags & 2"]
    result = analyze_paths(_files("alloc_guarded_by_mode.c"), AnalysisOptions(), checkers=["leak"])
    sites = {(f.function, f.alloc_site.function) for f in result.findings}
    assert {s for f, s in sites if f == "first_of_default"} == {"as_hex", "as_b64"}
    assert not any(f in ("first_of_art", "length_without_copy") for f, _ in sites)


def test_status_outcomes_from_the_returned_variable():
    # lookup keeps its status in a variable: the partition by allocations does not tell
    # its results apart, the one by the returned variable does.  OK and CHANGED set the
    # entry, NEW and REVOKED clear it; OK and CHANGED stay apart (their join [0, 2] would
    # cover NEW), and where the entry was set the input table pointer was dereferenced
    path = INTER.parent / "cleanness" / "status_outparam_lookup.c"
    result = analyze_paths([str(path)], AnalysisOptions(), checkers=[])
    s = result.summaries["lookup"]
    outcomes = {label: sub for label, sub in s.outcomes}
    assert "ret == 0" in outcomes and "ret == 2" in outcomes
    entries = Anchor.parse("arg0*.entries*")
    for label in ("ret == 0", "ret == 2"):
        sub = outcomes[label]
        assert entries in sub.nonnull_inputs
        assert {t for _, t in sub.cell_writes} == {("input", entries)}
    cleared = [sub for label, sub in s.outcomes if "ret == 1" in label or "ret == 3" in label]
    assert cleared and all(entries not in sub.nonnull_inputs for sub in cleared)
    # NEW with an empty table never reads the entries: no fact for the joined summary
    assert entries not in s.nonnull_inputs
    text = s.format_text()
    # (OK is reached only past the loop's test that i < t->n, so with n at least 1)
    assert "when ret == 0 (only where arg0*.n in [1, 4294967295]):\n    writes arg2* := input:arg0*.entries*\n" \
        "    arg0*.entries* not NULL" in text
    # without the path check there are no disjuncts to split the results by
    off = analyze_paths([str(path)], AnalysisOptions(path_check="off"), checkers=[])
    assert not off.summaries["lookup"].outcomes


def test_memory_handed_to_unknown_code_is_in_the_summary():
    # run hands its argument to a callback it cannot resolve; load hands its context,
    # which holds the caller's table, to run: both say anything reachable may change,
    # from the shallowest anchor only (arg1* covers what arg1* reaches)
    path = INTER / "unknown_code_reaches_deep.c"
    result = analyze_paths([str(path)], AnalysisOptions(), checkers=[])
    run, load = result.summaries["run"], result.summaries["load"]
    assert run.havocked_inputs == {Anchor.parse("arg1*")}
    assert load.havocked_inputs == {Anchor.parse("arg0*"), Anchor.parse("arg1*")}
    # the name is reachable from the context too (through a const pointer, which the
    # havoc at depth does not tell from another: it knows no cell's type)
    assert result.summaries["first_line_unshared"].havocked_inputs == {Anchor.parse("arg0*")}
    doc = load.to_json()
    assert doc["changed_by_unknown_code"] == ["arg0*", "arg1*"]
    assert type(load).from_json(doc).havocked_inputs == load.havocked_inputs
    assert "handed to unknown code (anything reachable may change):\n    arg0*\n    arg1*" in load.format_text()


def test_number_written_through_a_global_is_an_overwritten_input():
    # g->level = 0 writes a cell of input memory reached from a global: callers forget it
    s = summaries("number_written_through_global.c")
    assert "global:cfg*.level" in s["lower_level"]["modified_inputs"]
    assert not s["read_level"]["modified_inputs"]
    # *g = 0 for a global pointer to a number: the anchor has one step
    assert "global:limit*" in s["reset_limit"]["modified_inputs"]
    # a caller that never reads cfg passes the path on (it does not read cfg's memory)
    assert "global:cfg*.level" in s["lower_twice"]["modified_inputs"]
    assert "global:cfg*.level" in s["read_after_lowering"]["modified_inputs"]


def test_a_caller_passes_on_a_write_into_memory_of_a_global_it_never_read():
    """``PassedWrite``: ``lower_twice`` calls ``lower_level`` (``cfg->level = 0``) and never
    reads ``cfg``: instead of reading cfg's memory into its state only to forget it, the
    state records the path and the summary passes it on.  A caller that read cfg before
    the call forgets what it knew there instead."""
    from sparrowpy.engine.memory import GlobalAddr, PassedWrite

    result = analyze_paths([str(INTER / "number_written_through_global.c")], AnalysisOptions(), keep_states=True)
    lower = Anchor.parse("global:cfg*.level")
    # (procedure, whether the write is passed on, whether cfg is read at all): a read
    # after the call reads the cell as unknown input memory, which it is
    for name, passes, read in (("lower_twice", True, False), ("read_after_lowering", True, True),
                               ("tested_around_a_writer", False, True)):
        proc = result.procedures[name]
        exits = [proc.post[n] for n in proc.fn.cfg.return_nodes if proc.post[n] is not None]
        assert exits
        for st in exits:
            assert (PassedWrite(lower) in st.written) is passes, name
            assert (GlobalAddr("cfg") in st.mem or GlobalAddr("cfg") in st.inputs) is read, name
        assert lower in result.summaries[name].modified_inputs


def test_a_number_global_written_at_a_call_names_no_memory_behind_it():
    """``relay`` calls ``mark``, which writes the ``static int failed`` and many cells
    behind its argument.  The weak write of ``failed`` at the call reads its old content
    without a type; that read used to take the call point's merged explore address, which
    also stands for the argument's written memory, so the summary listed
    ``global:failed*.p`` and deeper paths that name nothing (a number holds no pointer:
    ``globalfacts.scalar_globals``)."""
    s = summaries("number_global_written_by_callee.c")
    for name in ("mark", "relay", "stash"):
        assert "failed" in s[name]["modified_globals"], name
        assert not [a for a in s[name]["modified_inputs"] if a.startswith("global:")], name
    assert "arg0*.a*.p" in s["relay"]["modified_inputs"]
    # the state: the number's old content, kept by the weak write, is no input memory
    from sparrowpy.engine.memory import NULL, UNKNOWN, GlobalAddr

    result = analyze_paths([str(INTER / "number_global_written_by_callee.c")], AnalysisOptions(), keep_states=True)
    proc = result.procedures["relay"]
    exits = [proc.post[n] for n in proc.fn.cfg.return_nodes if proc.post[n] is not None]
    assert exits
    for st in exits:
        assert GlobalAddr("failed") not in st.inputs
        assert not st.mem[GlobalAddr("failed")].addrs - {UNKNOWN, NULL}


def test_scalar_globals_are_those_no_declaration_of_which_holds_a_pointer(tmp_path):
    from sparrowpy.engine.globalfacts import scalar_globals
    from sparrowpy.interproc.analysis import load_inputs

    src = tmp_path / "g.c"
    src.write_text("struct pt { int x; double y; };\n"
                   "struct ln { struct pt a; char *label; };\n"
                   "union raw { unsigned char m[8]; unsigned long w; };\n"
                   "int n; struct pt p; union raw r; int tab[4][2];\n"
                   "char *s; struct ln l; void *v; struct pt *pp;\n"
                   "int f(void) { static int once; static char *last; return once + (last != 0); }\n")
    load = load_inputs([str(src)])
    assert not load.errors
    assert scalar_globals(load.units) == {"n", "p", "r", "tab", "f.once"}


def test_fresh_nulls_are_the_fields_null_at_every_exit():
    """``Summary.fresh_nulls`` (B44): a pointer field of the returned block that is NULL
    at every exit where the block exists; not one that holds another address on some
    exit, and not a number field."""
    path = Path(__file__).parent.parent / "regression" / "c" / "cleanness" / "inter_constructor_null_fields.c"
    result = analyze_paths([str(path)], AnalysisOptions(), checkers=[])
    assert {str(a) for a in result.summaries["make"].fresh_nulls} == {"ret*.next"}
    assert result.summaries["make_or_link"].fresh_nulls == frozenset()
    assert result.summaries["next_data"].fresh_nulls == frozenset()


def test_outcomes_say_which_numbers_an_input_field_held():
    # release_some frees the node only past ``n->data > 0``: that outcome says so of the
    # caller's field (Summary.entry_fields); the one that writes data says nothing of it,
    # and a field every outcome has the same numbers for is not listed
    path = INTER / "freed_where_not_null.c"
    result = analyze_paths([str(path)], AnalysisOptions(), checkers=[])
    s = result.summaries["release_some"]
    fields = {label: sub.entry_fields for label, sub in s.outcomes}
    freeing = [f for label, f in fields.items() if "ret == 1" in label]
    assert freeing and [(i, fs, n.bounds()[0]) for i, fs, n, _ in freeing[0]] == [(0, ("data",), 1)]
    assert "arg0*.data in" in s.format_text()
    kept = [f for label, f in fields.items() if "ret == 0" in label]
    assert kept and all(fs != ("data",) for f in kept for _, fs, _, _ in f)


def test_a_descriptor_stored_on_some_paths_only_is_not_written_on_every_path():
    # (an integer field's input number is not an address the joined exit could show:
    # memory.UnsureWrite marks the cell written on some paths only)
    s = summaries("conditional_descriptor_store.c")
    assert "arg0*.fd" in " ".join(s["maybe"]["writes"])
    assert s["maybe"]["writes_on_every_path"] == []
    assert s["always"]["writes_on_every_path"] == ["arg0*.fd"]


def test_a_cursor_moved_within_its_object_is_written_but_keeps_its_value():
    # (offsets are not kept: *pp = *pp + 1 leaves the caller's cell pointing into the
    # same object; a store of another object is a write like any other)
    s = summaries("cursor_moved_through_out_param.c")
    assert s["next_rec"]["moved_inputs"] == ["arg0*"]
    assert s["skip"]["moved_inputs"] == ["arg0*"]
    assert "arg0*" in s["skip"]["modified_inputs"]
    assert "moved_inputs" not in s["fill_second"]  # r is its own variable: nothing of the caller's moved
    s = summaries("move_buffer_arg2arg.c")
    assert all("moved_inputs" not in one for one in s.values())
