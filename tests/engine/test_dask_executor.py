"""``--executor dask``: the same findings and summaries as one local job, on a Dask
``LocalCluster`` (frontend tasks per file, SCC batches with their callees' summaries)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

distributed = pytest.importorskip("distributed")

from sparrowpy.cli import main  # noqa: E402
from sparrowpy.interproc.analysis import analyze_paths  # noqa: E402
from sparrowpy.interproc.distributed import DaskExecutor, ExecutorError, parse_executor  # noqa: E402
from sparrowpy.report.text import format_text  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
PROG = ROOT / "tests" / "regression" / "c" / "inter" / "mesa.prog"


def summaries_json(result) -> dict:
    return {k: s.to_json() for k, s in sorted(result.summaries.items())}


@pytest.fixture(scope="module")
def cluster():
    with DaskExecutor("", workers=2) as ex:
        yield ex


def test_parse_executor():
    assert parse_executor(None) is None
    assert parse_executor("local") is None
    assert parse_executor("dask") == ""
    assert parse_executor("dask=tcp://h:8786") == "tcp://h:8786"
    for bad in ("dask=", "ray", "dask:x"):
        with pytest.raises(ExecutorError):
            parse_executor(bad)


def test_a_local_cluster_gives_the_findings_and_summaries_of_one_job(cluster, tmp_path):
    src = tmp_path / "many.c"
    parts = ["#include <stdlib.h>\n"]
    for i in range(30):  # independent SCCs, so that several tasks run at once
        parts.append(f"int *make{i}(void) {{ return malloc({i + 1}); }}\n"
                     f"void use{i}(int n) {{ int *p = make{i}(); if (n) return; free(p); }}\n"
                     f"void both{i}(int n) {{ use{i}(n); if (n > {i}) use{i}(n - 1); }}\n")
    src.write_text("".join(parts))
    files = sorted(str(p) for p in PROG.glob("*.c")) + [str(src)]
    one = analyze_paths(files, jobs=1)
    on_cluster = analyze_paths(files, jobs=2, executor=cluster.client.scheduler.address)
    assert len(one.findings) >= 30
    assert format_text(one) == format_text(on_cluster)
    assert summaries_json(one) == summaries_json(on_cluster)
    assert [f.fingerprint for f in one.findings] == [f.fingerprint for f in on_cluster.findings]
    assert one.load.source_lines == on_cluster.load.source_lines


def test_the_cluster_shares_the_summary_cache(cluster, tmp_path):
    files = sorted(str(p) for p in PROG.glob("*.c"))
    cache = str(tmp_path / "cache")
    address = cluster.client.scheduler.address
    cold = analyze_paths(files, jobs=2, cache_dir=cache, executor=address)
    warm = analyze_paths(files, jobs=2, cache_dir=cache, executor=address)
    assert cold.cache_misses > 0
    assert warm.cache_misses == 0 and warm.cache_hits == cold.cache_misses
    assert format_text(cold) == format_text(warm)


def test_cli_executor_flag(cluster, tmp_path, capsys):
    out = tmp_path / "r.json"
    code = main(["analyze", str(ROOT / "examples" / "leaky.c"), "--format", "json", "-o", str(out),
                 "--executor", f"dask={cluster.client.scheduler.address}"])
    local = tmp_path / "l.json"
    main(["analyze", str(ROOT / "examples" / "leaky.c"), "--format", "json", "-o", str(local)])
    assert code == 1
    assert json.loads(out.read_text())["findings"] == json.loads(local.read_text())["findings"]


def test_cli_rejects_a_bad_executor(capsys):
    assert main(["analyze", str(ROOT / "examples" / "leaky.c"), "--executor", "ray"]) == 2
    assert "unknown executor 'ray'" in capsys.readouterr().err
