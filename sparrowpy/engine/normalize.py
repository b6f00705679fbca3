"""Semantics-preserving rewrites of a procedure's CFG before it is analysed.

``if (p) free(p);`` is ``free(p);``: ``free(NULL)`` does nothing (C11 7.22.3.3), and so
does ``p = NULL`` when ``p`` already is NULL.  The path-insensitive engine, however, sees
two branches: on the one where ``p`` is NULL, the block ``p`` may have pointed to is
still allocated, and where ``p``'s cell stands for several cells (a field of a list node
freed in a loop: ``if (aa->name != NULL) free(aa->name);``) the NULL test cannot tie the
block to the branch.  The join then keeps the block allocated and reports it lost, a
false alarm the path check cannot remove either (the branch is inside a loop).  Dropping
the test removes the cause and changes no execution.

The rewrite applies to a branch whose one successor chain is a call of a deallocator
that accepts NULL (``Model.frees`` with ``null_ok``) on exactly the tested pointer,
optionally followed by assignments of NULL to that pointer, where the opposite branch
goes straight to where the chain ends.  The tested pointer is side-effect free (an IR
expression), so evaluating it once more when it is NULL reads what the test read.
"""

from __future__ import annotations

from typing import Callable, Optional

import attrs

from ..ir import Assign, Assume, BinOp, Call, Cast, Const, Lv, Skip, UnOp, Var


def _strip(e):
    while type(e) is Cast:
        e = e.operand
    return e


def _is_null(e) -> bool:
    e = _strip(e)
    return type(e) is Const and e.value == 0


def _pointer_test(cond) -> Optional[tuple]:
    """``(read, when)`` if ``cond`` just tests a pointer read (an ``Lv``) for NULL, either
    way round: ``when`` is whether the read is non-NULL where ``cond`` holds."""
    when = True
    c = _strip(cond)
    while type(c) is UnOp and c.op == "!":
        c, when = _strip(c.operand), not when
    if type(c) is Lv:
        return (c, when) if c.ty is not None and c.ty.is_pointer else None
    if type(c) is BinOp and c.op in ("!=", "=="):
        left, right = _strip(c.left), _strip(c.right)
        if type(left) is Lv and _is_null(right):
            return left, when == (c.op == "!=")
        if type(right) is Lv and _is_null(left):
            return right, when == (c.op == "!=")
    return None


def tested_nonnull(instr) -> Optional[object]:
    """The lvalue an ``Assume`` proves non-NULL, if it tests just that."""
    test = _pointer_test(instr.cond)
    return test[0].lval if test is not None and test[1] == instr.branch else None


def drop_null_tests_before_free(cfg, null_ok_free: Callable[[Call], Optional[int]]) -> int:
    """Apply the rewrite to every match in ``cfg``; returns how many branches it dropped.

    ``null_ok_free(call)`` is the index of the argument a call frees when its callee is a
    deallocator that accepts NULL, else None."""
    dropped = 0
    for a, instr in enumerate(cfg.instrs):
        if type(instr) is not Assume:
            continue
        lval = tested_nonnull(instr)
        if lval is None or len(cfg.preds[a]) != 1 or len(cfg.succs[a]) != 1:
            continue
        chain_end = _free_chain(cfg, cfg.succs[a][0], lval, null_ok_free)
        if chain_end is None:
            continue
        sibling = _opposite(cfg, a, instr, sorted(cfg.succs[chain_end]))
        if sibling is None:
            continue
        cfg.instrs[a] = Skip("test dropped: the deallocator accepts NULL", instr.loc)
        for p in list(cfg.preds[sibling]):
            cfg.succs[p].remove(sibling)
        for s in list(cfg.succs[sibling]):
            cfg.preds[s].remove(sibling)
        cfg.preds[sibling] = []
        cfg.succs[sibling] = []
        dropped += 1
    if dropped:
        cfg.prune_unreachable()
    return dropped


def _free_chain(cfg, n: int, lval, null_ok_free) -> Optional[int]:
    """The last node of ``free(lval); [lval = NULL;]...`` starting at ``n``, or None."""
    instr = cfg.instrs[n]
    if type(instr) is not Call or instr.result is not None or len(cfg.preds[n]) != 1:
        return None
    k = null_ok_free(instr)
    if k is None or k >= len(instr.args):
        return None
    arg = _strip(instr.args[k])
    if type(arg) is not Lv or arg.lval != lval:
        return None
    end = n
    while len(cfg.succs[end]) == 1:
        nxt = cfg.succs[end][0]
        step = cfg.instrs[nxt]
        if (type(step) is Assign and step.lhs == lval and _is_null(step.rhs)
                and len(cfg.preds[nxt]) == 1):
            end = nxt
            continue
        break
    return end


def _opposite(cfg, a: int, instr, targets: list) -> Optional[int]:
    """The branch that leaves the same node as ``a`` on the negated condition and goes
    straight to ``targets``."""
    (pred,) = cfg.preds[a]
    for b in cfg.succs[pred]:
        other = cfg.instrs[b]
        if (b != a and type(other) is Assume and other.cond == instr.cond and other.branch != instr.branch
                and cfg.preds[b] == [pred] and sorted(cfg.succs[b]) == targets):
            return b
    return None


def _replace(e, old, new):
    """``e`` with the subexpression ``old`` (compared by value) replaced by ``new``."""
    if e == old:
        return new
    t = type(e)
    if t is UnOp or t is Cast:
        return attrs.evolve(e, operand=_replace(e.operand, old, new))
    if t is BinOp:
        return attrs.evolve(e, left=_replace(e.left, old, new), right=_replace(e.right, old, new))
    return e


def forward_stored_pointers(fn) -> int:
    """``p->f = t; if (p->f == NULL)`` tests ``t``: rewrite the test to read ``t``.

    The lowering stores a call's result through a temporary (``$t1 = malloc(..);
    dests[nd].elems = $t1;``), and a NULL test written on the memory cell right after
    (``if (dests[nd].elems == NULL) goto err;``) reads a cell that may stand for many (an
    array's elements, a field of a list's nodes): the engine cannot tell from it that the
    block was not made, and keeps it on the error path.  The temporary holds what was
    stored: the test node's only predecessor is the store, so nothing runs in between;
    the temporary's address is never taken, so the store cannot change it; both are
    pointers, so the store converts nothing.  Reading the temporary instead gives the
    same outcome on every execution, and ties the test to the fresh block.  (The store
    already dereferenced the cell's address, so the dereferences the test no longer
    makes were checked there.)  Returns how many tests were rewritten."""
    from ..pathcheck.paths import _address_taken_vars

    cfg = fn.cfg
    taken = None
    rewritten = 0
    for n, instr in enumerate(cfg.instrs):
        if type(instr) is not Assume or len(cfg.preds[n]) != 1:
            continue
        store = cfg.instrs[cfg.preds[n][0]]
        if type(store) is not Assign or type(store.lhs) is Var:
            continue
        rhs = store.rhs
        if (type(rhs) is not Lv or type(rhs.lval) is not Var or not rhs.lval.name.startswith("$")
                or rhs.ty is None or not rhs.ty.is_pointer):
            continue
        test = _pointer_test(instr.cond)
        read = test[0] if test is not None else None
        if read is None or read.lval != store.lhs:
            continue
        if taken is None:
            taken = _address_taken_vars(fn)
        if rhs.lval.name in taken:
            continue
        cfg.instrs[n] = Assume(_replace(instr.cond, read, rhs), instr.branch, instr.loc)
        rewritten += 1
    return rewritten


def normalize_program(program) -> int:
    """Apply the rewrites to every procedure of a linked program (``Program``); returns
    how many branches were dropped.  A call reaches the library model only when the
    program does not define the callee itself."""
    from .models import lookup

    dropped = 0
    for key in program.keys():
        tu = program.unit_of[key]

        def null_ok_free(call, tu=tu):
            name = call.callee_name
            if name is None or program.resolve(tu, name) is not None:
                return None
            m = lookup(name)
            return m.frees if m is not None and m.null_ok else None

        fn = program.functions[key]
        dropped += drop_null_tests_before_free(fn.cfg, null_ok_free)
        forward_stored_pointers(fn)
    return dropped
