"""``PointerType`` is one object per target object and qualifier (``ctype._POINTERS``):
the lowering asks for one at every ``&x`` and decayed array, and the program's IR kept
162,000 of them on the ssh client for 29,000 distinct ones."""

from __future__ import annotations

import pickle

from sparrowpy import ctype as T
from sparrowpy.frontend.load import load_files
from sparrowpy.ir import AddrOf, Assign, walk

PROGRAM = """
struct node { struct node *next; int v; };
int f(struct node *n, int *q) {
    int a[4];
    int *p = &a[1];
    struct node **m = &n;
    int *r = &a[2];
    struct node **s = &n;
    return *p + *r + (*m == *s) + *q;
}
"""


def test_one_object_per_target_and_qualifier():
    rec = T.RecordType("node", False)
    a, b = T.PointerType(rec), T.PointerType(rec)
    assert a is b
    c = T.PointerType(rec, True)
    assert c is not a and c.const_target and not a.const_target
    assert T.PointerType(T.CHAR) is T.CHAR_PTR
    assert T.PointerType(T.PointerType(T.INT)) is T.PointerType(T.PointerType(T.INT))
    # (another struct with the same tag is another type: its own pointer type)
    assert T.PointerType(T.RecordType("node", False)) is not a


def test_a_forgotten_table_makes_new_objects_equal_to_the_old():
    before = T.PointerType(T.LONG)
    T.forget_pointers()
    after = T.PointerType(T.LONG)
    assert after is not before and after == before and hash(after) == hash(before)
    assert T.PointerType(T.LONG) is after


def _address_types(fn) -> list:
    out = []
    for instr in fn.cfg.instrs:
        if type(instr) is Assign:
            out += [e.ty for e in walk(instr.rhs) if type(e) is AddrOf]
    return out


def test_a_lowered_function_shares_its_pointer_types(tmp_path):
    src = tmp_path / "p.c"
    src.write_text(PROGRAM)
    fn = load_files([str(src)]).units[0].functions["f"]
    types = _address_types(fn)
    # &a[1] and &a[2] (int *), &n twice (struct node **): two types, four expressions
    assert len(types) == 4 and all(isinstance(t, T.PointerType) for t in types)
    assert len({id(t) for t in types}) == 2, [str(t) for t in types]


def test_pickling_gives_back_the_shared_object_and_survives_a_recursive_struct(tmp_path):
    src = tmp_path / "p.c"
    src.write_text(PROGRAM)
    units = load_files([str(src)]).units
    again = pickle.loads(pickle.dumps(units))
    fn = again[0].functions["f"]
    node_ptr = fn.params[0].ty
    assert isinstance(node_ptr, T.PointerType) and isinstance(node_ptr.target, T.RecordType)
    assert T.PointerType(node_ptr.target) is node_ptr
    # the struct's own field points back to it through the same object
    assert dict(node_ptr.target.fields)["next"] is node_ptr
    types = _address_types(fn)
    assert len(types) == 4 and len({id(t) for t in types}) == 2


def test_the_modules_pointer_constants_stay_shared_after_a_load(tmp_path):
    src = tmp_path / "p.c"
    src.write_text(PROGRAM)
    load_files([str(src)])
    T.forget_pointers()
    assert T.PointerType(T.CHAR) is T.CHAR_PTR and T.PointerType(T.VOID) is T.VOID_PTR
