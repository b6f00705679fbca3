"""The path check's reads of memory: which calls start a new memory epoch."""

from sparrowpy.engine.models import lookup, writes_memory
from sparrowpy.interproc.summary import Summary
from sparrowpy.interproc.summary import Anchor


def test_allocation_and_reads_write_no_memory():
    for name in ("malloc", "calloc", "free", "strlen", "strcmp", "strdup", "printf", "strchr"):
        assert not writes_memory(lookup(name)), name


def test_writers_and_callbacks_write_memory():
    for name in ("memset", "memcpy", "strcpy", "read", "fgets", "sscanf", "qsort", "bsearch", "mktime",
                 "setvbuf", "getenv", "getline", "asprintf", "dirname"):
        assert writes_memory(lookup(name)), name


def test_summary_writes_memory():
    assert not Summary(name="f").writes_memory()
    assert Summary(name="f", modified_inputs=frozenset({Anchor.parse("arg0*.mode")})).writes_memory()
    assert Summary(name="f", modified_globals=frozenset({"g"})).writes_memory()
    assert Summary(name="f", havocked_inputs=frozenset({Anchor.parse("arg0*")})).writes_memory()
