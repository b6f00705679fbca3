"""Plug-ins (``--plugin``, ``plugins = [...]``, entry points), skipped broken modules, and the
cache key covering the analysis code in use."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROGRAM = """#include <stdlib.h>
int f(void) {
  int n = 0;
  int *p = malloc(4);
  if (n) return 1;
  free(p);
  return 0;
}
"""

DOMAIN_V1 = '''from domains import Interval, register_numeric_domain


@register_numeric_domain("plugiv")
class PlugIv(Interval):
    """Intervals, registered from a plug-in file."""
'''

# the second version forgets constants: `if (n)` with n = 0 can be taken, so f leaks
DOMAIN_V2 = DOMAIN_V1 + '''
    @classmethod
    def const(cls, n):
        return Interval.top()
'''

CHECKER = '''from sparrowpy.checkers import register_checker


@register_checker("{name}", "every function with a parameter (a plug-in's test checker)")
def check(ctx):
    fn = ctx.fn
    if not fn.params:
        return []
    return [ctx.finding("{name}", fn.loc, "{message}: " + fn.name + "()")]
'''


def run(*args, cwd=None, env_path=None):
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([*(env_path or []), str(ROOT)])
    return subprocess.run([sys.executable, "-m", "sparrowpy.cli", *map(str, args)], capture_output=True,
                          text=True, cwd=cwd or ROOT, env=env)


def test_plugin_domain_is_a_choice_and_an_edit_invalidates_a_warm_cache(tmp_path):
    src = tmp_path / "p.c"
    src.write_text(PROGRAM)
    plugin = tmp_path / "plugdom.py"
    plugin.write_text(DOMAIN_V1)
    cache = tmp_path / "cache"
    args = ("analyze", "--plugin", plugin, "--numeric-domain", "plugiv", "--path-check", "off",
            "--cache-dir", cache, src)
    cold = run(*args)
    assert cold.returncode == 0, cold.stderr
    assert run(*args).returncode == 0  # warm
    plugin.write_text(DOMAIN_V2)
    edited = run(*args)
    assert edited.returncode == 1 and "p.c:5:" in edited.stdout, (edited.stdout, edited.stderr)
    help_text = run("analyze", "--plugin", plugin, "--help").stdout
    assert "plugiv" in help_text


def test_an_edited_checker_plugin_is_not_answered_from_the_cache(tmp_path):
    src = tmp_path / "p.c"
    src.write_text("int g(int x) { return x; }\n")
    plugin = tmp_path / "hello.py"
    plugin.write_text(CHECKER.format(name="hello", message="first version"))
    cache = tmp_path / "cache"
    args = ("analyze", "--plugin", plugin, "--checkers", "hello", "--cache-dir", cache, src)
    assert "first version: g()" in run(*args).stdout
    assert "first version: g()" in run(*args).stdout
    plugin.write_text(CHECKER.format(name="hello", message="second version"))
    r = run(*args)
    assert "second version: g()" in r.stdout and "first version" not in r.stdout, r.stdout


def test_plugins_from_the_configuration_and_as_modules(tmp_path):
    (tmp_path / "labchecks.py").write_text(CHECKER.format(name="lab_check", message="seen"))
    (tmp_path / "sparrowpy.toml").write_text('plugins = ["labchecks.py"]\n[analysis]\npath_check = "off"\n')
    src = tmp_path / "p.c"
    src.write_text("int g(int x) { return x; }\n")
    listed = run("list-checkers", "--config", tmp_path / "sparrowpy.toml")
    assert "lab_check" in listed.stdout, listed.stderr
    r = run("analyze", "--config", tmp_path / "sparrowpy.toml", src)
    assert r.returncode == 1 and "seen: g()" in r.stdout and "[lab_check]" in r.stdout, r.stderr
    # a module name on the import path
    r = run("analyze", "--no-config", "--plugin", "labchecks", "--checkers", "lab_check", src,
            env_path=[str(tmp_path)])
    assert r.returncode == 1 and "[lab_check]" in r.stdout, r.stderr


def test_entry_points_register_checkers(tmp_path):
    (tmp_path / "labep.py").write_text(CHECKER.format(name="ep-check", message="from an entry point"))
    dist = tmp_path / "sparrowlab-0.1.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: sparrowlab\nVersion: 0.1\n")
    (dist / "entry_points.txt").write_text("[sparrowpy.checkers]\nep-check = labep\n")
    listed = run("list-checkers", env_path=[str(tmp_path)])
    assert "ep-check" in listed.stdout, listed.stderr
    src = tmp_path / "p.c"
    src.write_text("int g(int x) { return x; }\n")
    r = run("analyze", "--checkers", "ep-check", src, env_path=[str(tmp_path)])
    assert r.returncode == 1 and "from an entry point: g()" in r.stdout, r.stderr


def test_a_broken_plugin_is_skipped_with_a_warning(tmp_path):
    src = tmp_path / "p.c"
    src.write_text(PROGRAM)
    broken = tmp_path / "broken.py"
    broken.write_text("import no_such_module_anywhere\n")
    r = run("analyze", "--plugin", broken, "--plugin", "no_such_plugin_module", "--plugin", tmp_path / "gone.py",
            src)
    assert r.returncode == 0, r.stderr
    assert f"plug-in {broken} was skipped" in r.stderr and "No module named 'no_such_module_anywhere'" in r.stderr
    assert "plug-in no_such_plugin_module was skipped" in r.stderr
    assert "gone.py was skipped: it failed to import: no such file" in r.stderr
    assert "Traceback" not in r.stderr


def test_a_broken_module_in_domains_does_not_crash_the_command_line(tmp_path):
    shutil.copytree(ROOT / "domains", tmp_path / "domains", ignore=shutil.ignore_patterns("__pycache__"))
    (tmp_path / "domains" / "zz_broken.py").write_text("raise RuntimeError('half-written domain')\n")
    src = tmp_path / "p.c"
    src.write_text(PROGRAM)
    r = run("analyze", src, cwd=tmp_path, env_path=[str(tmp_path)])
    assert r.returncode == 0, r.stderr
    assert "module domains.zz_broken was skipped" in r.stderr and "half-written domain" in r.stderr


def test_a_broken_checker_module_is_skipped(tmp_path, monkeypatch):
    from sparrowpy import checkers, plugins

    pkg = tmp_path / "more_checkers"
    pkg.mkdir()
    (pkg / "zz_broken_chk.py").write_text("raise ImportError('broken on purpose')\n")
    (pkg / "zz_fine_chk.py").write_text(CHECKER.format(name="zz_fine", message="x"))
    monkeypatch.setattr(checkers, "__path__", [*checkers.__path__, str(pkg)])
    monkeypatch.setattr(checkers, "_loaded", False)
    monkeypatch.setattr(plugins, "SKIPPED", [])
    try:
        names = checkers.checker_names()
        assert "zz_fine" in names and "leak" in names
        assert any("zz_broken_chk" in what and "broken on purpose" in err for what, err in plugins.SKIPPED)
    finally:
        checkers.CHECKERS.pop("zz_fine", None)
        for mod in ("sparrowpy.checkers.zz_fine_chk", "sparrowpy.checkers.zz_broken_chk"):
            sys.modules.pop(mod, None)


def test_the_code_digest_covers_plugin_files(tmp_path):
    from sparrowpy import plugins

    before = plugins.code_digest("pair", ["leak"])
    assert before == plugins.code_digest("pair", ["leak"])
    f = tmp_path / "digest_probe.py"
    f.write_text("X = 1\n")
    assert plugins.load_plugin(str(f))
    try:
        with_plugin = plugins.code_digest("pair", ["leak"])
        assert with_plugin != before
        f.write_text("X = 2\n")
        os.utime(f, ns=(1, 1))
        assert plugins.code_digest("pair", ["leak"]) != with_plugin
    finally:
        plugins.LOADED.pop(str(f), None)


def test_editing_a_domain_of_the_package_invalidates_a_warm_cache(tmp_path):
    """The issue's scenario: after an edit of a module of domains/, a warm run must not
    answer from the results of the old code."""
    import json

    shutil.copytree(ROOT / "domains", tmp_path / "domains", ignore=shutil.ignore_patterns("__pycache__"))
    src = tmp_path / "p.c"
    src.write_text(PROGRAM)
    cache = tmp_path / "cache"

    def stats():
        r = run("analyze", "--format", "json", "--cache-dir", cache, "--numeric-domain", "interval", src,
                cwd=tmp_path, env_path=[str(tmp_path)])
        return json.loads(r.stdout)["stats"]

    assert stats()["cache_misses"] > 0
    warm = stats()
    assert warm["cache_misses"] == 0 and warm["cache_hits"] > 0
    with open(tmp_path / "domains" / "interval.py", "a") as fh:
        fh.write("\n# edited\n")
    assert stats()["cache_misses"] > 0
    # a domain the run does not use is not part of the key
    with open(tmp_path / "domains" / "sign.py", "a") as fh:
        fh.write("\n# edited\n")
    assert stats()["cache_misses"] == 0
