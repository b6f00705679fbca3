"""The configuration file: discovery, [models] changing findings, [analysis] defaults, errors."""

from __future__ import annotations

import os

import pytest

from sparrowpy.config import ConfigError, find_config, load_config
from sparrowpy.engine.models import Model

from .util import ROOT, cli, write


def findings(r) -> list:
    return sorted((f["function"], f["line"]) for f in r.json()["findings"])


# -- discovery -------------------------------------------------------------------------

def test_found_in_the_current_directory_or_the_nearest_parent(tmp_path):
    deep = tmp_path / "repo" / "a" / "b"
    deep.mkdir(parents=True)
    (tmp_path / "repo" / "sparrowpy.toml").write_text("")
    assert find_config(str(deep)) == str(tmp_path / "repo" / "sparrowpy.toml")
    (tmp_path / "repo" / "a" / ".sparrowpy.toml").write_text("")
    assert find_config(str(deep)) == str(tmp_path / "repo" / "a" / ".sparrowpy.toml")
    (deep / "sparrowpy.toml").write_text("")
    (deep / ".sparrowpy.toml").write_text("")
    assert find_config(str(deep)) == str(deep / "sparrowpy.toml")


def test_search_stops_at_a_git_directory(tmp_path):
    (tmp_path / "sparrowpy.toml").write_text("")
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    (repo / "src").mkdir()
    assert find_config(str(repo / "src")) is None
    assert find_config(str(tmp_path)) == str(tmp_path / "sparrowpy.toml")


# -- [models] --------------------------------------------------------------------------

MODELS_C = """#include <stdlib.h>
#include <stddef.h>
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t m);
struct pool;
/* stubs standing for implementations the analysis does not see (a model overrides them) */
void xfree(void *p) { (void)p; }
void pool_free(struct pool *pl, void *p) { (void)pl; (void)p; }
void *grow(void *p, size_t n);
void fatal(const char *msg);
struct list { void *items[8]; int n; };
void list_append(struct list *l, void *item) { (void)l; (void)item; }

void use_xmalloc(void) {
  char *p = xmalloc(8);
  p[0] = 1;
}
void use_xcalloc(void) {
  char **v = xcalloc(4, sizeof *v);
  if (!v) return;
  if (v[0] != NULL) free(v);
}
void use_xfree(void) {
  char *p = malloc(8);
  xfree(p);
}
void use_pool_free(struct pool *pl) {
  char *p = malloc(8);
  pool_free(pl, p);
}
void use_grow(void) {
  char *p = malloc(4);
  if (!p) return;
  char *q = grow(p, 8);
  if (!q) { free(p); return; }
  q[0] = 1;
}
void use_list(struct list *l) {
  char *p = malloc(4);
  list_append(l, p);
}
void use_fatal(int n) {
  char *p = malloc(4);
  if (!p) return;
  if (n) { fatal("bad"); return; }
  free(p);
}
"""


@pytest.fixture
def models_src(tmp_path):
    write(tmp_path, {"m.c": MODELS_C})
    return tmp_path


def run_with(tmp_path, toml: str):
    (tmp_path / "sparrowpy.toml").write_text(toml)
    return cli("analyze", "--format", "json", "m.c", cwd=tmp_path)


def test_without_models(models_src):
    r = cli("analyze", "--format", "json", "--no-config", "m.c", cwd=models_src)
    # unknown allocators are not tracked (xmalloc, xcalloc); a block passed to an unknown
    # function escapes (grow); the stubs free and keep nothing; fatal() returns
    assert [f for f, _ in findings(r)] == ["use_fatal", "use_list", "use_pool_free", "use_xfree"]


def test_models_change_the_findings(models_src):
    r = run_with(models_src, """
[models]
allocators = ["xmalloc"]
zeroing_allocators = ["xcalloc"]
deallocators = ["xfree", { name = "pool_free", arg = 1 }]
reallocators = [{ name = "grow", arg = 0 }]
takes_ownership = [{ name = "list_append", arg = 1 }]
noreturn = ["fatal"]
""")
    assert r.returncode == 1, r
    # xmalloc's block is now tracked and lost; xcalloc's block reads as NULL, so v is leaked
    # (never freed); grow's result is a block that is lost; the others are no longer leaks;
    # and xmalloc may now return NULL, which p[0] = 1 dereferences (null_deref, a note)
    assert [f for f, _ in findings(r)] == ["use_grow", "use_xcalloc", "use_xmalloc", "use_xmalloc"]
    assert sorted(f["kind"] for f in r.json()["findings"] if f["function"] == "use_xmalloc") == [
        "leak", "null_deref"]


def test_the_argument_index_matters(models_src):
    r = run_with(models_src, '[models]\ndeallocators = [{ name = "pool_free", arg = 0 }]\n')
    assert "use_pool_free" in [f for f, _ in findings(r)]
    r = run_with(models_src, '[models]\ndeallocators = [{ name = "pool_free", arg = 1 }]\n')
    assert "use_pool_free" not in [f for f, _ in findings(r)]


def test_models_become_user_models(tmp_path):
    p = tmp_path / "c.toml"
    p.write_text('[models]\nallocators = ["a1"]\nzeroing_allocators = ["z"]\ndeallocators = [{ name = "d", arg = 2 }]\n'
                 'reallocators = ["r"]\ntakes_ownership = [{ name = "t", arg = 1 }, { name = "t", arg = 0 }]\n'
                 'noreturn = ["die"]\n')
    m = load_config(str(p)).models
    assert m == {"a1": Model("a1", allocates=True), "z": Model("z", allocates=True, zeroed=True),
                 "d": Model("d", frees=2), "r": Model("r", reallocates=0), "t": Model("t", escapes=(0, 1)),
                 "die": Model("die", noreturn=True)}


# -- [analysis] and [suppress] -----------------------------------------------------------

FIG13 = "#include <stdlib.h>\nvoid f(int n) {\n  int *p = malloc(4);\n  for (int i = 0; i < n; i++) free(p);\n  return;\n}\n"


LEAK_ONLY = ("--checkers", "leak")


def test_analysis_defaults_from_the_config_and_flags_win(tmp_path):
    write(tmp_path, {"fig13.c": FIG13})
    # (leak only: fig13.c frees p once per iteration, a double free when n >= 2 that the
    # double_free checker reports whatever the loop heuristic says)
    assert cli("analyze", *LEAK_ONLY, "fig13.c", cwd=tmp_path).returncode == 0
    (tmp_path / "sparrowpy.toml").write_text("[analysis]\nloop_at_least_once = false\nexplore_k = 3\n")
    assert cli("analyze", *LEAK_ONLY, "fig13.c", cwd=tmp_path).returncode == 1
    assert cli("analyze", *LEAK_ONLY, "--loop-at-least-once", "fig13.c", cwd=tmp_path).returncode == 0
    assert cli("analyze", *LEAK_ONLY, "--no-config", "fig13.c", cwd=tmp_path).returncode == 0
    sub = tmp_path / "sub"
    sub.mkdir()
    assert cli("analyze", *LEAK_ONLY, "../fig13.c", cwd=sub).returncode == 1  # found in the parent directory


def test_config_passes_options(tmp_path, monkeypatch):
    import sparrowpy.interproc.analysis as analysis

    seen = {}

    def fake(paths, options=None, frontend=None, checkers=None, **kw):
        seen.update(options=options, kw=kw)
        return real(paths, options, frontend, checkers, **kw)

    real = analysis.analyze_paths
    monkeypatch.setattr(analysis, "analyze_paths", fake)
    write(tmp_path, {"a.c": FIG13, "cfg.toml": '[analysis]\nnumeric_domain = "interval"\nexplore_k = 3\n'
                                               'max_scc_rounds = 7\njobs = 2\ncache_dir = "cache"\n'})
    cli("analyze", "--config", "cfg.toml", "--explore-k", "4", "a.c", cwd=tmp_path)
    o = seen["options"]
    assert (o.numeric_domain, o.explore_k, o.max_scc_rounds) == ("interval", 4, 7)
    assert seen["kw"]["jobs"] == 2 and seen["kw"]["cache_dir"] == str(tmp_path / "cache")
    cli("analyze", "--config", "cfg.toml", "--jobs", "0", "--cache-dir", "c2", "a.c", cwd=tmp_path)
    assert seen["kw"]["jobs"] == (os.cpu_count() or 1) and seen["kw"]["cache_dir"] == "c2"
    assert callable(seen["kw"]["progress"]) or seen["kw"]["progress"] is None


# -- errors -------------------------------------------------------------------------------

@pytest.mark.parametrize("toml, line, words", [
    ("[models]\nallocators = [\"x\"\n", 2, "invalid TOML"),
    ("[models]\nallocators = [\"x\"]\n\n[modles]\n", 4, "unknown section [modles]"),
    ("[models]\nallocator = [\"x\"]\n", 2, "unknown key 'models.allocator'"),
    ("[models]\ndeallocators = [{ name = \"f\", argument = 1 }]\n", 2, "unknown key 'argument'"),
    ("[models]\ndeallocators = [{ name = \"f\", arg = -1 }]\n", 2, "integer >= 0"),
    ("[models]\nallocators = [\"x\"]\nnoreturn = [\"x\"]\n", 3, "declared twice"),
    ("[models]\nallocators = \"x\"\n", 2, "must be a list"),
    ("[models]\nallocators = [\"not a name\"]\n", 2, "not a C function name"),
    ("[suppress]\nfunction = [\"t\"]\n", 2, "unknown key 'suppress.function'"),
    ("[suppress]\nfingerprints = [\"xyz\"]\n", 2, "not a fingerprint"),
    ("# defaults\n[analysis]\nexplore_k = \"5\"\n", 3, "must be an integer"),
    ("[analysis]\nnumeric_domain = \"octagon\"\n", 2, "unknown numeric domain"),
    ("[analysis]\nloop_at_least_once = 1\n", 2, "true or false"),
    ("[analysis]\nexplore_k = 0\n", 2, "at least 1"),
    ("[analysis]\nfoo = 1\n", 2, "unknown key 'analysis.foo'"),
    ("[analysis]\nwidening_thresholds = 10\n", 2, "must be \"auto\", \"loop\", \"none\" or an array of integers"),
    ("[analysis]\nwidening_thresholds = \"sometimes\"\n", 2, "'sometimes' is not an integer"),
    ("[analysis]\n\nwidening_thresholds = [0, 1.5]\n", 3, "1.5 is not an integer"),
    ("models = 3\n", 1, "must be a table"),
])
def test_config_errors_name_file_line_and_key(tmp_path, toml, line, words):
    p = tmp_path / "sparrowpy.toml"
    p.write_text(toml)
    with pytest.raises(ConfigError) as e:
        load_config(str(p))
    assert e.value.line == line and words in e.value.message, str(e.value)
    write(tmp_path, {"a.c": FIG13})
    r = cli("analyze", "a.c", cwd=tmp_path)
    assert r.returncode == 2
    assert r.stderr.startswith(f"sparrowpy.toml:{line}: error: ") and words in r.stderr


def test_missing_config_file_is_an_error(tmp_path):
    write(tmp_path, {"a.c": FIG13})
    r = cli("analyze", "--config", "nope.toml", "a.c", cwd=tmp_path)
    assert r.returncode == 2 and "nope.toml: error: no such configuration file" in r.stderr


def test_the_documented_example_loads_and_every_analysis_key_is_documented(tmp_path):
    import re

    from sparrowpy.config import analysis_keys

    doc = (ROOT / "docs" / "configuration.md").read_text()
    example = doc.split("```toml\n", 1)[1].split("```", 1)[0]
    p = tmp_path / "sparrowpy.toml"
    p.write_text(example)
    cfg = load_config(str(p))
    assert cfg.models["pool_free"] == Model("pool_free", frees=1)
    assert cfg.models["list_append"] == Model("list_append", escapes=(1,))
    assert cfg.suppress_functions == ("test_*",) and cfg.analysis == {"explore_k": 5, "numeric_domain": "pair"}
    section = doc.split("## `[analysis]`", 1)[1].split("\n## ", 1)[0]
    documented = set(re.findall(r"^\| `(\w+)` \|", section, re.M))
    assert documented == set(analysis_keys())
