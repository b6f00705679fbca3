"""SARIF 2.1.0 output: schema-valid (draft-04 schema, jsonschema's Draft4Validator),
deterministic, with rules from the checker registry and their sparrowpy/rules pages."""

from __future__ import annotations

import copy
import json

import jsonschema
import pytest

from sparrowpy.checkers import CHECKERS, checker_names
from sparrowpy.report.sarif import FINGERPRINT_KEY

from .util import BAD, CLEAN, LEAKY, ROOT, SCHEMA, cli, write


@pytest.fixture(scope="module")
def validator():
    schema = json.loads(SCHEMA.read_text())
    assert schema["$schema"].startswith("http://json-schema.org/draft-04/")
    jsonschema.Draft4Validator.check_schema(schema)
    return jsonschema.Draft4Validator(schema)


def assert_valid(validator, doc):
    errors = sorted(validator.iter_errors(doc), key=lambda e: list(e.path))
    assert not errors, "\n".join(f"{list(e.path)}: {e.message}" for e in errors[:10])


def sarif(*args, cwd):
    r = cli("analyze", "--format", "sarif", *args, cwd=cwd)
    return r, json.loads(r.stdout)


CHAIN = """#include <stdlib.h>
#include <string.h>
char *dup_name(const char *name) {
  char *s = malloc(strlen(name) + 1);
  if (s == NULL)
    return NULL;
  strcpy(s, name);
  return s;
}
int greet(const char *name) {
  char *copy = dup_name(name);
  if (copy == NULL)
    return -1;
  if (copy[0] == '\\0')
    return 0;
  if (copy[0] == 'x')
    return 2;
  free(copy);
  return 1;
}
"""


def test_sarif_with_findings(tmp_path, validator):
    write(tmp_path, {"src/greet.c": CHAIN, "src/leaky.c": LEAKY})
    r, doc = sarif("src", cwd=tmp_path)
    assert r.returncode == 1
    assert_valid(validator, doc)
    assert doc["version"] == "2.1.0" and len(doc["runs"]) == 1
    run = doc["runs"][0]
    driver = run["tool"]["driver"]
    assert driver["name"] == "sparrowpy" and driver["version"] and driver["informationUri"]
    assert [rule["id"] for rule in driver["rules"]] == checker_names()
    leak_rule = driver["rules"][checker_names().index("leak")]
    page = (ROOT / "sparrowpy" / "rules" / "leak.md").read_text()
    assert leak_rule["name"] == "MemoryLeak"
    assert leak_rule["shortDescription"]["text"] == CHECKERS["leak"][1]
    assert leak_rule["help"]["markdown"] == page and "## Known false positives" in page
    assert "```" not in leak_rule["help"]["text"] and "Known false negatives" in leak_rule["help"]["text"]
    assert "\n    #include <stdlib.h>\n" in leak_rule["help"]["text"]  # code is kept, indented
    assert leak_rule["defaultConfiguration"]["level"] == "warning"

    # the same findings as the JSON report, with the same fingerprints
    plain = cli("analyze", "--format", "json", "src", cwd=tmp_path).json()["findings"]
    results = run["results"]
    assert [res["partialFingerprints"][FINGERPRINT_KEY] for res in results] == [f["fingerprint"] for f in plain]
    for res, f in zip(results, plain):
        assert res["ruleId"] == "leak" and driver["rules"][res["ruleIndex"]]["id"] == "leak"
        assert res["level"] == "warning" and res["message"]["text"] == f["message"]
        loc = res["locations"][0]["physicalLocation"]
        assert loc["artifactLocation"]["uriBaseId"] == "%SRCROOT%"
        assert loc["artifactLocation"]["uri"] == f["file"].replace("\\", "/")
        assert loc["region"] == {"startLine": f["line"], "startColumn": f["column"]}
        art = run["artifacts"][loc["artifactLocation"]["index"]]
        assert art["location"]["uri"] == loc["artifactLocation"]["uri"]
        (related,) = res["relatedLocations"]
        assert related["physicalLocation"]["region"]["startLine"] == f["alloc_site"]["line"]
        steps = res["codeFlows"][0]["threadFlows"][0]["locations"]
        assert steps[0]["location"]["physicalLocation"]["region"]["startLine"] == f["alloc_site"]["line"]
        assert [s["location"]["physicalLocation"]["region"]["startLine"] for s in steps[1:]] == \
            [e["line"] for e in f["exits"]]
    greet = next(res for res in results if res["locations"][0]["logicalLocations"][0]["name"] == "greet")
    steps = greet["codeFlows"][0]["threadFlows"][0]["locations"]
    assert len(steps) == 3  # allocation, then the two exits where the block is lost
    assert "returned to greet() at" in steps[0]["location"]["message"]["text"]
    assert run["originalUriBaseIds"]["%SRCROOT%"]["uri"].startswith("file://")
    assert run["originalUriBaseIds"]["%SRCROOT%"]["uri"].endswith("/")
    assert sorted(a["location"]["uri"] for a in run["artifacts"]) == ["src/greet.c", "src/leaky.c"]
    inv = run["invocations"][0]
    assert inv["executionSuccessful"] is True and inv["exitCode"] == 1


def test_sarif_without_findings(tmp_path, validator):
    write(tmp_path, {"clean.c": CLEAN})
    r, doc = sarif("clean.c", cwd=tmp_path)
    assert r.returncode == 0
    assert_valid(validator, doc)
    assert doc["runs"][0]["results"] == []
    assert doc["runs"][0]["invocations"][0] == {"executionSuccessful": True, "exitCode": 0}


def test_sarif_with_a_parse_error_among_good_files(tmp_path, validator):
    write(tmp_path, {"bad.c": BAD, "leaky.c": LEAKY, "clean.c": CLEAN,
                     "deg.c": "void h(void) {\n  goto nowhere;\n}\n"})
    r, doc = sarif("bad.c", "leaky.c", "clean.c", "deg.c", cwd=tmp_path)
    assert r.returncode == 2
    assert_valid(validator, doc)
    run = doc["runs"][0]
    assert len(run["results"]) == 1
    inv = run["invocations"][0]
    assert inv["executionSuccessful"] is False and inv["exitCode"] == 2
    notes = inv["toolExecutionNotifications"]
    err = [n for n in notes if n["level"] == "error"]
    (e,) = err
    assert e["descriptor"]["id"] == "input-error"
    loc = e["locations"][0]["physicalLocation"]
    assert loc["artifactLocation"]["uri"] == "bad.c" and loc["region"]["startLine"] in (2, 3)
    (d,) = [n for n in notes if n["descriptor"]["id"] == "unsupported-construct"]
    assert "goto to undefined label" in d["message"]["text"]
    assert d["locations"][0]["physicalLocation"]["region"]["startLine"] == 2
    ids = [n["id"] for n in run["tool"]["driver"]["notifications"]]
    assert all(ids[n["descriptor"]["index"]] == n["descriptor"]["id"] for n in notes)
    assert "bad.c" in {a["location"]["uri"] for a in run["artifacts"]}


def test_sarif_is_deterministic_and_paths_outside_the_cwd_are_absolute(tmp_path, validator):
    write(tmp_path, {"p/greet.c": CHAIN, "p/leaky.c": LEAKY, "elsewhere/x.c": LEAKY})
    a = cli("analyze", "--format", "sarif", "p", "../elsewhere/x.c", cwd=tmp_path / "p")
    b = cli("analyze", "--format", "sarif", "p", "../elsewhere/x.c", cwd=tmp_path / "p")
    assert a.stdout == b.stdout
    doc = json.loads(a.stdout)
    assert_valid(validator, doc)
    uris = {art["location"]["uri"]: art["location"].get("uriBaseId") for art in doc["runs"][0]["artifacts"]}
    outside = (tmp_path / "elsewhere" / "x.c").as_uri()
    assert uris[outside] is None
    assert "seconds" not in json.dumps(doc["runs"][0]["properties"])


def test_suppressed_results_carry_suppressions(tmp_path, validator):
    write(tmp_path, {"t.c": LEAKY.replace("if (n) return 1;", "if (n) return 1; // sparrowpy-ignore")})
    r, doc = sarif("t.c", cwd=tmp_path)
    assert r.returncode == 0 and doc["runs"][0]["results"] == []
    r, doc = sarif("--show-suppressed", "t.c", cwd=tmp_path)
    assert_valid(validator, doc)
    (res,) = doc["runs"][0]["results"]
    assert res["suppressions"][0]["kind"] == "inSource"


def test_the_validator_catches_broken_sarif(tmp_path, validator):
    write(tmp_path, {"leaky.c": LEAKY})
    _, doc = sarif("leaky.c", cwd=tmp_path)
    broken = copy.deepcopy(doc)
    broken["runs"][0]["results"][0]["level"] = "severe"
    assert list(validator.iter_errors(broken))
    broken = copy.deepcopy(doc)
    broken["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"]["startLine"] = 0
    assert list(validator.iter_errors(broken))


def test_every_registered_checker_has_a_rule_page():
    from sparrowpy.checkers import RULE_PAGES

    rules_dir = ROOT / "sparrowpy" / "rules"
    pages = {p.stem for p in rules_dir.glob("*.md") if p.name != "README.md" and not p.name.startswith("_")}
    missing = sorted(set(checker_names()) - pages - set(RULE_PAGES))
    assert not missing, (f"no rule page for {missing}: copy sparrowpy/rules/_template.md to "
                         f"sparrowpy/rules/{missing[0]}.md, fill it in and list it in sparrowpy/rules/README.md")
    assert (rules_dir / "_template.md").read_text().startswith("# NAME: ")
    for name in sorted(set(checker_names()) - set(RULE_PAGES)):
        first = (ROOT / "sparrowpy" / "rules" / f"{name}.md").read_text().splitlines()[0]
        assert first.startswith(f"# {name}: ")
    # no page for a checker that does not exist
    assert pages <= set(checker_names())
    readme = (ROOT / "sparrowpy" / "rules" / "README.md").read_text()
    assert all(f"[{n}.md]({n}.md)" in readme for n in sorted(set(checker_names()) - set(RULE_PAGES)))
