"""What a procedure's instructions do to memory beside the transfer functions: which
pointers they dereference, which they free, and why a local pointer may be NULL.

The cleanness checkers (``checkers/double_free``, ``use_after_free``, ``null_deref``,
``free_nonheap``) and the summaries' cleanness facts (``Summary.derefs``,
``Summary.requires``, ``Summary.null_why``) read the engine's states through this module:

- ``derefs_of(instr)``: the pointer expressions an instruction dereferences (a memory
  access: ``*p``, ``p->f``, ``p[i]``; not ``&p->f``, which only computes an address);
- ``peek(sem, st, e)``: the value of an expression in a state, without the side effects of
  ``Semantics.eval`` (no explore address is made: a cell the state does not hold yet is
  "nothing known", ``None``);
- ``NullFlow``: a small forward analysis over the local pointer variables saying *why* one
  may be NULL at a point: assigned NULL, compared with NULL (on the branch where it is
  NULL), read from memory where it certainly is NULL, or the result of a call whose
  summary or model says it may return NULL.  The
  engine's values cannot tell an input pointer's "may be NULL" (any list ends with one)
  from a NULL the procedure itself made or tested for; the checker reports only the latter;
- ``procedure_facts``: the facts a summary records for callers: the parameters the
  procedure dereferences (on some path: a freed block passed there is used after free),
  those it dereferences on every path before any NULL test (it requires them non-NULL),
  and why its result may be NULL;
- ``field_requirements``: the access paths below pointer parameters (``arg0*.next``)
  whose value at entry the procedure dereferences on every path before any test of it.
"""

from __future__ import annotations

from typing import Optional

from ..ir import (
    VAR_FUNC, VAR_GLOBAL, AddrOf, Assign, Assume, BinOp, Call, Cast, Const, Deref, Field, Index, Lv, Return, UnOp,
    Var, instr_nodes,
)
from .memory import NULL, NULL_SET, UNKNOWN, FuncAddr, Value, array_cell, element_cell, field_addr
from .. import ctype as T
from ..cfg import ENTRY

# ============================================================================ accesses


def derefs_of(instr) -> list:
    """``(pointer expression, written)`` for every dereference the instruction performs, in
    evaluation order (pointer inside first)."""
    out: list = []
    t = type(instr)
    if t is Assign:
        _expr(instr.rhs, out)
        _lval(instr.lhs, out, True, True)
    elif t is Call:
        for a in instr.args:
            _expr(a, out)
        if type(instr.func) is not Lv or type(instr.func.lval) is not Var:
            _expr(instr.func, out)
        if instr.result is not None:
            _lval(instr.result, out, True, True)
    elif t is Assume:
        _expr(instr.cond, out)
    elif t is Return and instr.value is not None:
        _expr(instr.value, out)
    return out


def _expr(e, out: list) -> None:
    t = type(e)
    if t is Lv:
        _lval(e.lval, out, True, False)
    elif t is AddrOf:
        _lval(e.lval, out, False, False)
    elif t is BinOp:
        _expr(e.left, out)
        _expr(e.right, out)
    elif t is UnOp or t is Cast:
        _expr(e.operand, out)


def _lval(lv, out: list, access: bool, written: bool) -> None:
    t = type(lv)
    if t is Deref:
        _expr(lv.ptr, out)
        if access:
            out.append((lv.ptr, written))
    elif t is Field:
        _lval(lv.base, out, access, written)
    elif t is Index:
        _expr(lv.index, out)
        _lval(lv.base, out, access, written)


def strip_casts(e):
    while type(e) is Cast:
        e = e.operand
    return e


def pointer_var(e) -> Optional[Var]:
    """The local variable or parameter an expression reads, casts aside (else None)."""
    e = strip_casts(e)
    if type(e) is Lv and type(e.lval) is Var and e.lval.kind not in (VAR_FUNC, VAR_GLOBAL):
        return e.lval
    return None


def is_null_constant(e) -> bool:
    e = strip_casts(e)
    return type(e) is Const and e.value == 0


def may_be_null(v: Optional[Value]) -> bool:
    if v is None:
        return False
    if NULL in v.addrs:
        return True
    return not v.addrs and not v.num.is_bottom() and v.num.as_const() == 0


def is_null_address(v: Optional[Value]) -> bool:
    """Whether the value is the NULL address and nothing else (a bare number 0 is not)."""
    return v is not None and v.addrs == NULL_SET and (v.num.is_bottom() or v.num.as_const() == 0)


def is_null(v: Optional[Value]) -> bool:
    """Whether the value is certainly the NULL pointer."""
    if v is None:
        return False
    if v.addrs:
        return v.addrs == {NULL} and (v.num.is_bottom() or v.num.as_const() == 0)
    return not v.num.is_bottom() and v.num.as_const() == 0


# ============================================================================ peek

MAX_ELEMENT_CELLS = 16
"""Arrays of at most this many elements get a cell per element indexed by a constant."""


def known_length(lv) -> bool:
    ty = lv.ty
    return isinstance(ty, T.ArrayType) and bool(ty.length) and ty.length > 0


def element_cells_of(lv, k: int) -> bool:
    """Whether ``lv`` (an ``Index`` at the known index ``k``) gets an element cell: an
    element within a small array of known length, the array a variable or a field of one
    (no pointer and no other array on the way, so that the cells of two element steps
    never denote one concrete cell in two ways: ``memory.elements_overlap`` handles the
    cells Ψ builds from a callee's)."""
    ty = lv.base.ty
    if not isinstance(ty, T.ArrayType) or not ty.length or not 0 <= k < ty.length or ty.length > MAX_ELEMENT_CELLS:
        return False
    b = lv.base
    while type(b) is Field:
        b = b.base
    return type(b) is Var and b.kind != VAR_FUNC


def peek(sem, st, e) -> Optional[Value]:
    """The value of ``e`` in ``st`` as far as the state holds it; None when it depends on a
    cell the state has not materialised (input not read yet) or on arithmetic."""
    t = type(e)
    if t is Cast:
        return peek(sem, st, e.operand)
    if t is Const:
        return Value(sem.N.const(e.value))
    if t is Lv:
        lv = e.lval
        if type(lv) is Var:
            if lv.kind == VAR_FUNC:
                return Value(sem.BOT, frozenset((FuncAddr(lv.name),)))
            # (a variable: its one cell, as below without the list; the cleanness
            # checkers' path keys peek their pointers in every disjunct)
            c = sem.var_addr(lv)
            if c is UNKNOWN:
                return None
            v = st.mem.get(c)
            return v if v is not None else st.implicit(c, sem.V_TOP)
        cells = peek_cells(sem, st, lv)
        if not cells:
            return None
        out = None
        for c in cells:
            if c is UNKNOWN:
                return None
            v = st.mem.get(c)
            if v is None:
                v = st.implicit(c, sem.V_TOP)
                if v is None:
                    return None
            out = v if out is None else out.join(v)
        return out
    if t is AddrOf:
        lv = e.lval
        if type(lv) is Var and lv.kind == VAR_FUNC:
            return Value(sem.BOT, frozenset((FuncAddr(lv.name),)))
        cells = peek_cells(sem, st, lv)
        if not cells:
            return None
        # a pointer into an array points to the array's cell (``Semantics._eval_addrof``)
        return Value(sem.BOT, frozenset(array_cell(c) for c in cells))
    if t is BinOp and e.op in ("+", "-"):
        left = peek(sem, st, e.left)
        if left is not None and left.addrs:
            return Value(sem.BOT, left.addrs)
        return None
    return None


def peek_cells(sem, st, lv) -> Optional[list]:
    t = type(lv)
    if t is Var:
        if lv.kind == VAR_FUNC:
            return None
        return [sem.var_addr(lv)]
    if t is Deref:
        v = peek(sem, st, lv.ptr)
        if v is None:
            return None
        targets = [a for a in v.addrs if a is not NULL and type(a) is not FuncAddr]
        return targets or None
    if t is Field:
        base = peek_cells(sem, st, lv.base)
        return [field_addr(a, lv.name) for a in base] if base else None
    if t is Index:
        base = peek_cells(sem, st, lv.base)
        if base and lv.elements == "one" and sem.options.element_cells:
            # an element's own cell, as ``Semantics.lval_addrs`` names it
            k = peek(sem, st, lv.index)
            k = k.num.as_const() if k is not None and not k.addrs and not k.num.is_bottom() else None
            if k is not None and element_cells_of(lv, k):
                return [element_cell(a, k) for a in base]
        return base
    return None


# ============================================================================ callees


def callee_summary(sem, name: Optional[str]):
    """The summary the engine applies for a call to ``name`` (None: a model, unknown, or
    not summarised)."""
    if name is None:
        return None
    resolver = sem.resolver
    if resolver.model(name) is not None or not hasattr(resolver, "program"):
        return None
    key = resolver.program.resolve(resolver.tu, name)
    s = resolver.summaries.get(key) if key is not None else None
    return None if s is None or s.unknown else s


def callee_model(sem, name: Optional[str]):
    return sem.resolver.model(name) if name is not None else None


def nonnull_params(model, nargs: int) -> set:
    """Argument indices a library model dereferences."""
    if model is None:
        return set()
    if model.nonnull_args:
        return set(range(nargs))
    return {i for i in model.nonnull if i < nargs}


def call_derefs(sem, instr: Call) -> list:
    """``(argument index, required non-NULL, callee description)`` for each argument the
    callee dereferences: its model's non-NULL arguments, its summary's ``derefs``."""
    name = instr.callee_name
    out = []
    m = callee_model(sem, name)
    if m is not None:
        for i in sorted(nonnull_params(m, len(instr.args))):
            if _pointer_arg(instr.args[i]):
                # a NULL constant passed to a library function is its documented use
                # (getcwd(NULL, 0), strtok(NULL, ..)): not a NULL dereference
                out.append((i, not is_null_constant(instr.args[i]), f"{name}()"))
        return out
    s = callee_summary(sem, name)
    if s is None:
        return out
    for i in sorted(s.derefs):
        if i < len(instr.args) and _pointer_arg(instr.args[i]):
            needs = True if i in s.requires else "some" if i in s.untested else False
            out.append((i, needs, f"{name}()"))
    return out


def _pointer_arg(e) -> bool:
    ty = getattr(e, "ty", None)
    if ty is None or not ty.is_pointer:
        return False
    inner = strip_casts(e)
    return inner is e or getattr(inner, "ty", None) is None or inner.ty.is_pointer or is_null_constant(inner)


# ============================================================================ NULL flow


def _tested_var(cond, branch: bool):
    """``(variable, is NULL on this branch)`` when the condition tests a pointer variable
    against NULL, else None."""
    t = type(cond)
    if t is UnOp and cond.op == "!":
        return _tested_var(cond.operand, not branch)
    if t is BinOp and cond.op in ("==", "!="):
        for side, other in ((cond.left, cond.right), (cond.right, cond.left)):
            var = pointer_var(side)
            if var is not None and is_null_constant(other) and var.ty is not None and var.ty.is_pointer:
                null = (cond.op == "==") == branch
                return var, null
        return None
    var = pointer_var(cond)
    if var is not None and var.ty is not None and var.ty.is_pointer:
        return var, not branch
    return None


class NullFlow:
    """For each node, the reasons each local pointer variable may be NULL before it.

    A may-analysis (reasons are joined by union) over the CFG, iterated to its fixpoint:
    ``x = NULL`` gives x the reason "assigned NULL"; the branch of a test where x is NULL
    gives "compared with NULL"; ``x = f(..)`` gives "the result of f() may be NULL" when
    f's model or summary says so; ``x = *p`` (any read of memory) gives "read NULL" where
    the engine's state after it says x is certainly NULL; any other assignment, the branch
    where x is not NULL, passing ``&x`` to a call and dereferencing x (after which it was
    not NULL) remove them."""

    def __init__(self, fn, sem, post: Optional[list] = None):
        self.fn = fn
        self.sem = sem
        self.post = post
        """The engine's states after each node, when known: a callee's NULL result that
        only a test of a parameter allows (``Summary.null_when``) is then believed only
        where the argument may pass that test."""
        self._read_null: dict = {}  # node -> ``_reads_null`` (the post-states are fixed)
        self.origins: dict = {}
        """reason -> the nodes that made it (``guards_between``)."""
        cfg = fn.cfg
        n_nodes = len(cfg)
        self.before: list = [None] * n_nodes
        self._after: list = [None] * n_nodes
        order = list(range(n_nodes))
        changed = True
        rounds = 0
        self.before[0] = {}
        dead = () if post is None else {n for n in order if post[n] is None}
        while changed and rounds < 50:
            changed = False
            rounds += 1
            for n in order:
                if n in dead:
                    continue  # the engine found no state there (past abort(), an infeasible branch)
                if n == 0:
                    pre = {}
                else:
                    pre = None
                    for p in cfg.preds[n]:
                        a = self._after[p]
                        if a is None:
                            continue
                        pre = dict(a) if pre is None else _union(pre, a)
                if pre is None:
                    continue
                if self.before[n] is not None and pre == self.before[n] and self._after[n] is not None:
                    continue
                self.before[n] = pre
                post = self._transfer(n, cfg.instrs[n], pre)
                if post != self._after[n]:
                    self._after[n] = post
                    changed = True

    def reasons(self, n: int, var: Var) -> frozenset:
        facts = self.before[n]
        return facts.get(var.name, frozenset()) if facts else frozenset()

    def carries(self, n: int, why: str) -> bool:
        """Whether some variable still has the reason after node n."""
        facts = self._after[n]
        return bool(facts) and any(why in reasons for reasons in facts.values())

    def _made(self, n: int, why: str) -> frozenset:
        self.origins.setdefault(why, set()).add(n)
        return frozenset((why,))

    def _transfer(self, n: int, instr, facts: dict) -> dict:
        t = type(instr)
        out = facts
        for ptr, _ in derefs_of(instr):
            var = pointer_var(ptr)
            if var is not None and var.name in out:
                out = dict(out)
                del out[var.name]
        if t is Assign:
            if type(instr.lhs) is Var and instr.lhs.kind != VAR_GLOBAL:
                name = instr.lhs.name
                rhs = instr.rhs
                src = pointer_var(rhs)
                if is_null_constant(rhs) and instr.lhs.ty is not None and instr.lhs.ty.is_pointer:
                    reasons = self._made(n, f"assigned NULL at line {instr.loc.line}")
                elif src is not None:
                    reasons = facts.get(src.name, frozenset())
                elif self._reads_null(n, instr):
                    reasons = self._made(n, f"read NULL at line {instr.loc.line}")
                else:
                    reasons = frozenset()
                out = _set(out, name, reasons)
        elif t is Call:
            for a in instr.args:
                a = strip_casts(a)
                if type(a) is AddrOf and type(a.lval) is Var and a.lval.name in out:
                    out = _set(out, a.lval.name, frozenset())
            res = instr.result
            if type(res) is Var and res.kind != VAR_GLOBAL:
                why = self._result_null(n, instr, facts)
                out = _set(out, res.name, self._made(n, why) if why else frozenset())
        elif t is Assume:
            tested = _tested_var(instr.cond, instr.branch)
            if tested is not None:
                var, null = tested
                if null:
                    out = _set(out, var.name, out.get(var.name, frozenset())
                               | self._made(n, f"compared with NULL at line {instr.loc.line}"))
                else:
                    out = _set(out, var.name, frozenset())
        return out

    def _reads_null(self, n: int, instr) -> bool:
        hit = self._read_null.get(n)
        if hit is None:
            hit = self._read_null[n] = self._reads_null_now(n, instr)
        return hit

    def _reads_null_now(self, n: int, instr) -> bool:
        """Whether the pointer ``instr`` reads from memory is certainly NULL on every path
        through node n (the engine's state after it says so: ``n->next = NULL; .. m =
        n->next``); such a NULL is as much the procedure's own as an assigned one."""
        if self.post is None or instr.lhs.ty is None or not instr.lhs.ty.is_pointer:
            return False
        st = self.post[n]
        if st is None or type(strip_casts(instr.rhs)) is not Lv:
            return False
        return is_null(peek(self.sem, st, Lv(instr.lhs)))

    def _result_null(self, n: int, instr: Call, facts: dict) -> str:
        name = instr.callee_name
        m = callee_model(self.sem, name)
        if m is not None:
            if m.result_may_be_null:
                return f"the result of {name}() at line {instr.loc.line} may be NULL"
            return ""
        s = callee_summary(self.sem, name)
        if s is None:
            return ""
        if self.sem.resolver.result_null_doubted(name):
            return ""  # its callers hardly ever test it: not believed (unchecked_results_not_null)
        if s.null_why:
            return f"{name}() called at line {instr.loc.line} may return NULL ({s.null_why})"
        for i in sorted(s.null_args):
            # NULL in, NULL out: the result may be NULL as far as this argument may be
            if i >= len(instr.args):
                continue
            arg = instr.args[i]
            if is_null_constant(arg):
                return f"{name}() called at line {instr.loc.line} returns NULL for its NULL argument {i + 1}"
            var = pointer_var(arg)
            reasons = facts.get(var.name) if var is not None else None
            if reasons:
                return (f"{name}() called at line {instr.loc.line} returns NULL where its argument {var.name} is, "
                        f"{sorted(reasons)[0]}")
        if s.null_when:
            pres = None
            if self.post is not None:
                pres = [self.post[p] for p in self.fn.cfg.preds[n] if self.post[p] is not None]
            for why, guards in s.null_when:
                # a NULL the callee returns only past a test of a parameter: not where the
                # argument fails that test (read_passphrase(p, 0) vs RP_ALLOW_EOF)
                if pres and any(guard_refuted(self.sem, pres, instr, g) for g in guards):
                    continue
                when = " and ".join(sorted(describe_guard(g) for g in guards))
                return f"{name}() called at line {instr.loc.line} may return NULL ({why}, where {when})"
        return ""


def _set(facts: dict, name: str, reasons: frozenset) -> dict:
    if facts.get(name, frozenset()) == reasons:
        return facts
    out = dict(facts)
    if reasons:
        out[name] = reasons
    else:
        out.pop(name, None)
    return out


def _union(a: dict, b: dict) -> dict:
    for k, v in b.items():
        w = a.get(k)
        a[k] = v if w is None else (w | v)
    return a


# ============================================================================ summary facts


def _assigned_before(cfg, assigns: list, must: bool = False) -> list:
    """Per node, the parameters some path from the entry may have assigned before it (with
    ``must``: that every path has assigned); any other per-node sets work the same way
    (``param_guards``'s conditions)."""
    before = [frozenset()] * len(cfg.instrs)
    after = [None] * len(cfg.instrs)
    work = [ENTRY]
    queued = {ENTRY}
    while work:
        n = work.pop()
        queued.discard(n)
        outs = [after[p] for p in cfg.preds[n] if after[p] is not None]
        if n == ENTRY or not outs:
            inn = frozenset()
        elif must:
            inn = frozenset.intersection(*outs)
        else:
            inn = frozenset().union(*outs)
        before[n] = inn
        out = inn | assigns[n]
        if after[n] is not None and out == after[n]:
            continue
        after[n] = out
        for m in cfg.succs[n]:
            if m not in queued:
                queued.add(m)
                work.append(m)
    return before


def _param_assigns(cfg, index: dict) -> list:
    """Per node, the parameters it may assign (or let a callee assign through ``&p``)."""
    assigns: list = []
    for instr in cfg.instrs:
        t = type(instr)
        names = set()
        if t is Assign and type(instr.lhs) is Var and not (
                type(instr.rhs) is Lv and instr.rhs.lval == instr.lhs):
            names.add(instr.lhs.name)  # (``n = n`` keeps the caller's value)
        if t is Call:
            names |= _call_assigned(instr)
        assigns.append(frozenset(names & index.keys()))
    return assigns


def unchanged_params(fn) -> frozenset:
    """Names of the parameters that hold the caller's value everywhere in ``fn``: no node
    assigns them (``_param_assigns``: ``n = n`` keeps it) and their address is never
    taken."""
    index = {p.name: i for i, p in enumerate(fn.params)}
    if not index:
        return frozenset()
    changed = set().union(*_param_assigns(fn.cfg, index))
    for instr in fn.cfg.instrs:
        changed.update(_addr_taken(instr))
    return frozenset(index.keys() - changed)


def _call_assigned(instr: Call) -> set:
    """The local variables a call assigns: its result, and those it is passed the address of."""
    names = set()
    if type(instr.result) is Var:
        names.add(instr.result.name)
    for a in instr.args:
        a = strip_casts(a)
        if type(a) is AddrOf and type(a.lval) is Var:
            names.add(a.lval.name)
    return names


def node_guards(fn, nodes) -> dict:
    """``{node: guards}`` for the given nodes that have guards on integer parameters on
    every path from the entry (``param_guards``), each as a sorted tuple."""
    from ..ctype import IntType
    if not any(isinstance(p.ty, IntType) for p in fn.params):
        return {}
    cfg = fn.cfg
    index = {p.name: i for i, p in enumerate(fn.params)}
    guards, _ = param_guards(fn, _assigned_before(cfg, _param_assigns(cfg, index)))
    out = {}
    for n in nodes:
        g = guards[n] if n is not None and 0 <= n < len(guards) else None
        if g:
            out[n] = tuple(sorted(g, key=describe_guard))
    return out


def guards_fail(sem, args: list, guards) -> bool:
    """Whether the argument values of a call (``Value``s, None where unknown) fail one of a
    callee's guards (``param_guards``): the callee's path through them is not taken."""
    return any(g[0] < len(args) and not _may_pass(sem, args[g[0]], g) for g in guards)


def procedure_facts(fn, post: list, sem) -> tuple:
    """``(derefs, requires, null_why, untested, null_args, null_when, untested_when)`` of a
    procedure for its summary.

    ``derefs``: indices of the parameters the procedure dereferences, or passes to a
    callee that does, on some path, while they still hold the caller's value (no path
    from the entry has assigned them yet: ``n = n->next`` dereferences the argument); ``requires``: those it
    dereferences on every path to a return before testing them against NULL;
    ``untested``: those it dereferences on some path before any NULL test on that path;
    ``null_why``: why its result may be NULL (a ``return NULL``, or returning a variable
    that ``NullFlow`` says may be NULL there), or "";
    ``null_args``: when every return that may give NULL does so where a parameter still
    holding the caller's value is certainly NULL (``if (p == NULL) return NULL;``, NULL in,
    NULL out), those parameters' indices, and ``null_why`` is "": the result's NULL is then
    the caller's own, believed only as far as the caller believes its argument's;
    ``null_when``: ``(why, guards)`` for each way the result may be NULL only past tests of
    integer parameters (``param_guards``: ``if (flags & ALLOW_EOF) return NULL;``); with
    ``null_why`` "", the caller believes such a NULL unless its arguments fail one of that
    way's guards (``NullFlow._result_null``);
    ``untested_when``: ``(index, guards)`` per parameter of ``untested`` whose untested
    dereferences all lie past tests of integer parameters (``_untested_when``)."""
    cfg = fn.cfg
    params = [p.name for p in fn.params]
    index = {name: i for i, name in enumerate(params)}
    assigns = _param_assigns(cfg, index)
    must_before = _assigned_before(cfg, assigns, must=True)
    equiv = sem.null_equivalents()
    per_node: list = []
    may_used: list = []
    any_deref = False
    for n, instr in enumerate(cfg.instrs):
        t = type(instr)
        used = set()
        same = equiv[n] or {}

        def param_of(var):
            # the parameter itself, or a variable that is NULL exactly where it is (the
            # result of a NULL-in, NULL-out callee: dereferencing it dereferences the NULL
            # the caller passed)
            if var is None:
                return None
            return var.name if var.name in index else same.get(var.name)
        for ptr, _ in derefs_of(instr):
            name = param_of(pointer_var(ptr))
            if name is not None:
                used.add(name)
        required = set(used)
        if t is Call:
            from_summary = callee_summary(sem, instr.callee_name) is not None
            for i, needs, _ in call_derefs(sem, instr):
                name = param_of(pointer_var(instr.args[i]))
                if name is not None:
                    used.add(name)
                    # a library function's non-NULL argument counts for uses after free, not
                    # for NULL: memcpy(d, NULL, 0) copies nothing, and is common
                    if needs is True and from_summary:
                        required.add(name)
        tested = None
        if t is Assume:
            tv = _tested_var(instr.cond, instr.branch)
            if tv is not None:
                tested = param_of(tv[0])
        # a dereference may be of the caller's value where some path reaches it with the
        # parameter unassigned (the first iteration of a loop that moves it); whether it
        # is on every path is decided per path by _must_deref, where an assignment ends
        # the argument's value as a NULL test ends its requirement
        used -= must_before[n]
        required -= must_before[n]
        per_node.append((required, tested, assigns[n]))
        may_used.append(used)
        any_deref = any_deref or bool(used)
    derefs = set()
    requires = set()
    untested = set()
    untested_when: tuple = ()
    if any_deref:
        for used in may_used:
            derefs |= used
        if derefs:
            untested_at: dict = {}
            requires, untested = _must_deref(cfg, per_node, frozenset(derefs), post, untested_at)
            untested_when = _untested_when(fn, index, untested, untested_at)
    null_why = ""
    null_args: set = set()
    null_when: list = []
    ret = fn.ftype.ret if fn.ftype is not None else None
    if ret is not None and ret.is_pointer:
        flow = None
        may_before = None
        guards = None
        for n in cfg.return_nodes:
            instr = cfg.instrs[n]
            if post[n] is None or type(instr) is not Return or instr.value is None:
                continue
            if is_null_constant(instr.value):
                whys = [(f"it returns NULL at line {instr.loc.line}", None)]
            else:
                var = pointer_var(instr.value)
                if var is None:
                    continue
                if flow is None:
                    flow = NullFlow(fn, sem, post)
                reasons = flow.reasons(n, var)
                if not reasons:
                    if var.name in index and var.ty is not None and var.ty.is_pointer:
                        # ``return n`` of a parameter that still holds the caller's value:
                        # NULL in, NULL out, as far as the caller's argument may be NULL
                        # (``pass(NULL)`` returns NULL on that path)
                        if may_before is None:
                            may_before = _assigned_before(cfg, assigns)
                        if var.name not in may_before[n]:
                            null_args.add(var.name)
                    continue
                whys = [(f"it returns {var.name} at line {instr.loc.line}, {r}", r) for r in sorted(reasons)]
            if may_before is None:
                may_before = _assigned_before(cfg, assigns)
            inputs = _null_inputs(fn, post[n], params, may_before[n])
            if inputs:
                null_args |= inputs
                continue
            if guards is None:
                guards, gen = param_guards(fn, may_before)
                dead = {m for m in range(len(post)) if post[m] is None}
            for why, r in whys:
                # a NULL made only past a test of an integer parameter is the caller's to
                # rule out (Summary.null_when); any other is the procedure's own
                g = (guards[n] or frozenset()) if r is None else \
                    guards_between(cfg, flow.origins.get(r, ()), n, guards, gen, dead,
                                   lambda m, r=r: flow.carries(m, r))
                if not g:
                    null_why = why
                    break
                null_when.append((why, tuple(sorted(g, key=describe_guard))))
            if null_why:
                null_args, null_when = set(), []
                break
    return (frozenset(index[p] for p in derefs), frozenset(index[p] for p in requires), null_why,
            frozenset(index[p] for p in untested), frozenset(index[p] for p in null_args), tuple(null_when),
            untested_when)


def _untested_when(fn, index: dict, untested: set, untested_at: dict) -> tuple:
    """``Summary.untested_when``: per parameter dereferenced before a NULL test on some
    path, the guards on integer parameters (``param_guards``) that hold at each of those
    dereferences (one conjunction per distinct set, at most ``_MAX_GUARD_WAYS``), for the
    parameters whose every such dereference has some: a caller whose arguments fail one
    guard of each conjunction reaches none of them (``ap_reopen_scoreboard(p, NULL, 0)``
    where ``*shm`` is read only past ``if (!detached) return``)."""
    nodes = {n for name in untested for n in untested_at.get(name, ())}
    if not nodes:
        return ()
    at = node_guards(fn, nodes)
    out = []
    for name in sorted(untested, key=lambda p: index[p]):
        ways = guard_ways({at.get(n) for n in untested_at.get(name, ())})
        if ways:
            out.append((index[name], ways))
    return tuple(out)


def guard_ways(ways) -> tuple:
    """Guard conjunctions (``node_guards``' tuples; None for a way without guards) as
    ``Summary.untested_when`` keeps them: sorted, or () where one way has none or there
    are more than eight (the dereferences then count for every caller)."""
    if not ways or None in ways or len(ways) > 8:
        return ()
    return tuple(sorted(ways, key=lambda w: [describe_guard(g) for g in w]))


def _null_equivalents(fn, sem, index: dict) -> list:
    """Per node, ``{local variable: parameter}`` for the variables that hold, on every path
    to the node, the result of a NULL-in, NULL-out callee (``Summary.null_args``) given that
    parameter, a copy of the parameter made while it still held the caller's value, or a
    copy of either: NULL exactly where the parameter was.  None where no such variable
    exists (most procedures)."""
    cfg = fn.cfg
    n_nodes = len(cfg.instrs)
    gens = {}
    copied = False
    for n, instr in enumerate(cfg.instrs):
        t = type(instr)
        if t is Call and type(instr.result) is Var:
            s = callee_summary(sem, instr.callee_name)
            if s is not None and s.null_args:
                gens[n] = s
        elif t is Assign and type(instr.lhs) is Var and instr.lhs.name not in index:
            src = pointer_var(instr.rhs)
            copied = copied or (src is not None and src.name in index)
    if not gens and not copied:
        return [None] * n_nodes
    before: list = [None] * n_nodes
    after: list = [None] * n_nodes
    # a parameter is its own equivalent until assigned, so that a copy of it (``p0 = n;
    # p0->data``) is NULL exactly where the caller's argument is
    from ..pathcheck.paths import _address_taken_vars
    taken = _address_taken_vars(fn) if copied else ()
    before[ENTRY] = {name: name for name in index if name not in taken} if copied else {}
    work = [ENTRY]
    queued = {ENTRY}
    while work:
        n = work.pop()
        queued.discard(n)
        if n != ENTRY:
            outs = [after[p] for p in cfg.preds[n] if after[p] is not None]
            if not outs:
                continue
            inn = dict(outs[0])
            for o in outs[1:]:
                inn = {k: v for k, v in inn.items() if o.get(k) == v}
            before[n] = inn
        facts = before[n]
        instr = cfg.instrs[n]
        t = type(instr)
        out = facts
        if t is Assign and type(instr.lhs) is Var:
            out = {k: v for k, v in facts.items() if k != instr.lhs.name and v != instr.lhs.name}
            src = pointer_var(instr.rhs)
            if src is not None and src.name in facts and src.name != instr.lhs.name:
                out[instr.lhs.name] = facts[src.name]
        elif t is Call:
            killed = _call_assigned(instr)
            if killed:
                out = {k: v for k, v in facts.items() if k not in killed and v not in killed}
            s = gens.get(n)
            if s is not None:
                for i in sorted(s.null_args):
                    var = pointer_var(instr.args[i]) if i < len(instr.args) else None
                    param = None if var is None else var.name if var.name in index else facts.get(var.name)
                    if param is not None and param not in killed:
                        out = dict(out)
                        out[instr.result.name] = param
                        break
        if after[n] is not None and out == after[n]:
            continue
        after[n] = out
        for m in cfg.succs[n]:
            if m not in queued:
                queued.add(m)
                work.append(m)
    return [b or None for b in before]


def _null_inputs(fn, st, params: list, assigned: frozenset) -> set:
    """The pointer parameters certainly NULL in ``st`` that no path has assigned yet (they
    still hold the caller's value)."""
    from .memory import LocalAddr
    out = set()
    for p in fn.params:
        if p.name in assigned or p.ty is None or not p.ty.is_pointer:
            continue
        v = st.mem.get(LocalAddr(fn.name, p.name, param=True))
        if is_null_address(v):
            out.add(p.name)
    return out


def _must_deref(cfg, per_node: list, candidates: frozenset, post: list, untested_at: Optional[dict] = None) -> tuple:
    """The candidates dereferenced on every path from the entry to a (reachable) return
    before any NULL test of them (a forward must-analysis, intersection at joins), and
    those dereferenced on some path before a test on that path (``untested_at``, when
    given, gets the nodes of those dereferences per candidate)."""
    n_nodes = len(cfg)
    out_d: list = [None] * n_nodes  # (must-dereferenced, may-tested, must-tested) after each node
    untested: set = set()
    changed = True
    rounds = 0
    while changed and rounds < 50:
        changed = False
        rounds += 1
        for n in range(n_nodes):
            if n == 0:
                d, tested, sure = frozenset(), frozenset(), frozenset()
            else:
                d = tested = sure = None
                for p in cfg.preds[n]:
                    o = out_d[p]
                    if o is None:
                        continue
                    if d is None:
                        d, tested, sure = o
                    else:
                        d, tested, sure = d & o[0], tested | o[1], sure & o[2]
                if d is None:
                    continue
            used, test, assigned = per_node[n]
            if used:
                d = d | (frozenset(used) & candidates - tested)
                bare = frozenset(used) & candidates - sure
                untested.update(bare)
                if untested_at is not None:
                    for name in bare:
                        untested_at.setdefault(name, set()).add(n)
            if test is not None and test in candidates:
                tested = tested | {test}
                sure = sure | {test}
            if assigned:
                # past an assignment the parameter no longer holds the caller's value: later
                # dereferences are not of the argument, as after a test
                tested = tested | assigned
                sure = sure | assigned
            new = (d, tested, sure)
            if new != out_d[n]:
                out_d[n] = new
                changed = True
    result = None
    for n in cfg.return_nodes:
        if post[n] is None or out_d[n] is None:
            continue
        result = set(out_d[n][0]) if result is None else result & out_d[n][0]
    return result or set(), untested


# ============================================================================ fields of arguments

MAX_FIELD_DEREFS = 2
"""``field_requirements`` follows access paths below a pointer parameter with at most this
many dereferences: ``arg0*.next`` (the value of ``n->next``) and ``arg0*.next*.next``."""

ANY_CELL = "*"
"""In a set of written field names: a store that may have written any cell."""


def _reachable(post, n: int) -> bool:
    """Whether node ``n`` has a post-state (without rebuilding a compressed one)."""
    reached = getattr(post, "reached", None)  # (``CompactStates``; a plain list otherwise)
    return reached(n) if reached is not None else post[n] is not None


def _unwritten(steps: tuple, written: frozenset) -> bool:
    """Whether the cells an access path's ``steps`` read (below a value already known to be
    the caller's) cannot have been written: no store of one of its fields, nor one that may
    write any cell, and no store at all where it reads a whole pointee (``*pp``)."""
    if not written:
        return True
    if ANY_CELL in written:
        return False
    for j, step in enumerate(steps):
        if step == "*":
            if j + 1 == len(steps) or steps[j + 1] == "*":
                return False
        elif step[1:] in written:
            return False
    return True


_FAILED = (-1, ())
"""Among the facts found NULL on a path: an allocation failed there (``_allocation_failed``)."""


def _allocation_failed(sem, states: list, e) -> bool:
    """Whether ``e``, found NULL, is the failure of an allocation: in every state before,
    it holds only blocks whose allocation may have failed (``State.nullable``) or NULL."""
    if not states:
        return False
    for st in states:
        v = peek(sem, st, e)
        if v is None or not v.addrs or NULL not in v.addrs or len(v.addrs) < 2:
            return False
        if not all(a is NULL or a in st.nullable for a in v.addrs):
            return False
    return True


def _key_derefs(steps: tuple) -> int:
    return sum(1 for s in steps if s == "*")


def _value_lvs(e, out: list) -> None:
    """The ``Lv`` expressions ``e`` reads as values (not a dereferenced pointer's own)."""
    t = type(e)
    if t is Lv:
        out.append(e)
        _value_lvs_in(e.lval, out)
    elif t is BinOp:
        _value_lvs(e.left, out)
        _value_lvs(e.right, out)
    elif t is UnOp or t is Cast:
        _value_lvs(e.operand, out)


def _value_lvs_under(ptr, out: list) -> None:
    """The values read inside a dereferenced pointer expression, the pointer itself aside."""
    ptr = strip_casts(ptr)
    if type(ptr) is Lv:
        _value_lvs_in(ptr.lval, out)
    elif type(ptr) is BinOp:
        _value_lvs_under(ptr.left, out)
        _value_lvs(ptr.right, out)


def _value_lvs_in(lv, out: list) -> None:
    """The values an lvalue's indices and the pointer it goes through read."""
    while type(lv) in (Field, Index):
        if type(lv) is Index:
            _value_lvs(lv.index, out)
        lv = lv.base
    if type(lv) is Deref:
        _value_lvs_under(lv.ptr, out)


def _tested_pointer(cond, branch: bool):
    """``(pointer expression, is NULL on this branch)`` when the condition tests a pointer
    (a variable or a field read) against NULL, else None (``_tested_var`` for any ``Lv``)."""
    t = type(cond)
    if t is UnOp and cond.op == "!":
        return _tested_pointer(cond.operand, not branch)
    if t is BinOp and cond.op in ("==", "!="):
        for side, other in ((cond.left, cond.right), (cond.right, cond.left)):
            e = strip_casts(side)
            if type(e) is Lv and is_null_constant(other) and e.ty is not None and e.ty.is_pointer:
                return e, (cond.op == "==") == branch
        return None
    e = strip_casts(cond)
    if type(e) is Lv and e.ty is not None and e.ty.is_pointer:
        return e, not branch
    return None


def _store_fields(lhs, may_be_callers: bool) -> frozenset:
    """The field names a store to ``lhs`` may write in the caller's memory (``ANY_CELL``:
    any cell); ``may_be_callers``: whether its cells may be input memory."""
    fields = set()
    lv = lhs
    while type(lv) in (Field, Index):
        if type(lv) is Field:
            fields.add(lv.name)
        lv = lv.base
    if type(lv) is Var:
        # a local's own storage is not the caller's; a global's may be (``f(&G)``)
        if lv.kind != VAR_GLOBAL:
            return frozenset()
        if lhs.ty is None or lhs.ty.is_record or isinstance(lhs.ty, T.ArrayType):
            return frozenset((ANY_CELL,))  # (a whole structure stored)
        return frozenset(fields)
    if not may_be_callers:
        return frozenset()
    if type(lv) is Deref and not fields:
        ty = lhs.ty
        if ty is not None and not (ty.is_pointer or ty.is_record or isinstance(ty, T.ArrayType)):
            return frozenset()  # a number stored through a pointer is no pointer cell
        return frozenset((ANY_CELL,))
    return frozenset(fields)


def _may_be_callers(sem, states: list, lhs) -> bool:
    """Whether a store to ``lhs`` may write input memory (the caller's) in one of the
    states before it."""
    if not states:
        return False
    for st in states:
        cells = peek_cells(sem, st, lhs)
        if cells is None:
            return True
        for c in cells:
            if c is UNKNOWN or c.is_input():
                return True
    return False


def _arg_is_callers(sem, states: list, e) -> bool:
    """Whether an argument may point into input memory (the caller's) in a state before."""
    for st in states:
        v = peek(sem, st, e)
        if v is None:
            return True
        for a in v.addrs:
            if a is UNKNOWN or (a is not NULL and type(a) is not FuncAddr and a.is_input()):
                return True
    return False


def call_fields(sem, instr: Call, states: list) -> frozenset:
    """The field names a call may write in the caller's memory (``ANY_CELL``: any cell):
    a library function that writes memory or calls back, a callee whose summary overwrites
    input cells (those reached through its arguments that may point into input memory, or
    through globals), unknown code."""
    from ..interproc.callgraph import CALLBACK_TAKERS
    from .models import SCANF_LIKE
    name = instr.callee_name
    m = callee_model(sem, name)
    if m is not None:
        if m.unknown or name in CALLBACK_TAKERS or name in SCANF_LIKE or m.copies is not None or m.writes \
                or m.fills is not None or m.allocates_into is not None or m.reallocates_into is not None \
                or m.frees_into is not None:
            return frozenset((ANY_CELL,))
        return frozenset()
    s = callee_summary(sem, name)
    if s is None or s.havocked_inputs:
        return frozenset((ANY_CELL,))
    out = set()
    callers: dict = {}
    for a in s.modified_inputs:
        i = a.arg_index
        if i is not None:
            if i >= len(instr.args):
                continue
            if i not in callers:
                callers[i] = _arg_is_callers(sem, states, instr.args[i])
            if not callers[i]:
                continue  # (written into a block of this procedure's own)
        last = a.steps[-1] if a.steps else "*"
        if last == "*" or not last.startswith("."):
            return frozenset((ANY_CELL,))
        out.add(last[1:])
    return frozenset(out)


def _field_key(e, facts: dict, written: frozenset):
    """``field_requirements``' key of the value ``e`` reads: ``(I, steps)`` when it is the
    entry value of an access path below pointer parameter I (a module function, not a
    closure: a recursive closure is a reference cycle, ``tests/engine/test_no_cycles.py``)."""
    e = strip_casts(e)
    if type(e) is not Lv:
        return None
    lv = e.lval
    if type(lv) is Var:
        return None if lv.kind in (VAR_FUNC, VAR_GLOBAL) else facts.get(lv.name)
    fields = []
    while type(lv) is Field:
        fields.append("." + lv.name)
        lv = lv.base
    if type(lv) is not Deref:
        return None
    base = _field_key(lv.ptr, facts, written)
    if base is None or _key_derefs(base[1]) >= MAX_FIELD_DEREFS:
        return None
    steps = ("*",) + tuple(reversed(fields))
    if not _unwritten(steps, written):
        return None
    return (base[0], base[1] + steps)


def field_requirements(fn, post: list, sem) -> frozenset:
    """``Summary.field_requires``: ``(I, steps)`` for the access paths below pointer
    parameter I (``("*", ".next")``: the value of ``arg->next``; at most
    ``MAX_FIELD_DEREFS`` dereferences) whose value at entry the procedure reads and then
    dereferences (itself, or by passing it to a callee that requires it non-NULL, or one
    whose own field requirements reach it) on every path to a return before any test of
    it, where the parameter or the pointers on the way are not found NULL.

    A forward analysis over the CFG: which local variables hold, on every path, the value
    an access path had at entry (a parameter its own value until assigned; ``n =
    n->next`` its field's), read while no store may have written the cells on the way
    (stores of a field of that name into memory that may be the caller's -- the engine's
    states say where a store lands --, a call that may write it, unknown code); a NULL test
    of such a value, any other use of it in a condition, or passing it to a callee that
    does not dereference it first ends its requirement on that path, as for parameters
    (``_must_deref``); a path on which the parameter (or a prefix of the path) was found
    NULL does not count (the caller's NULL field is behind a pointer that is not)."""
    from ..pathcheck.paths import _address_taken_vars
    cfg = fn.cfg
    taken = _address_taken_vars(fn)
    entry_facts = {}
    for i, p in enumerate(fn.params):
        if p.ty is not None and p.ty.is_pointer and p.name not in taken:
            entry_facts[p.name] = (i, ())
    if not entry_facts:
        return frozenset()
    instrs = cfg.instrs
    n_nodes = len(instrs)
    # what each node may write of the caller's memory (independent of the facts)
    writes: list = [frozenset()] * n_nodes
    failed: set = set()  # the branches where an allocation of the procedure's failed
    for n, instr in enumerate(instrs):
        t = type(instr)
        if t is Assume and _reachable(post, n):
            tp = _tested_pointer(instr.cond, instr.branch)
            if tp is not None and tp[1] and _allocation_failed(sem, [post[p] for p in cfg.preds[n]
                                                                    if _reachable(post, p)], tp[0]):
                failed.add(n)
            continue
        if t is not Assign and t is not Call:
            continue
        if not _reachable(post, n):
            continue
        states = None

        def pres():
            return [post[p] for p in cfg.preds[n] if _reachable(post, p)]
        w = frozenset()
        lhs = instr.lhs if t is Assign else instr.result
        if lhs is not None:
            w = _store_fields(lhs, True)
            if w and type(lhs) is not Var:
                states = pres()
                if not _may_be_callers(sem, states, lhs):
                    w = _store_fields(lhs, False)
        if t is Call:
            if states is None:
                states = pres()
            w = w | call_fields(sem, instr, states)
        writes[n] = w

    def covered(k, nulls) -> bool:
        if _FAILED in nulls:
            return True
        return any(p[0] == k[0] and len(p[1]) < len(k[1]) and k[1][:len(p[1])] == p[1] for p in nulls)

    def transfer(n: int, state):
        facts, written, d, nulls, tested = state
        instr = instrs[n]
        t = type(instr)
        used = set()
        new_tested = set()
        new_nulls = set()
        for ptr, _ in derefs_of(instr):
            k = _field_key(ptr, facts, written)
            if k is not None and k[1]:
                used.add(k)
        if t is Call:
            name = instr.callee_name
            s = callee_summary(sem, name)
            model = callee_model(sem, name) if s is None else None
            for j, a in enumerate(instr.args):
                k = _field_key(a, facts, written)
                if k is None:
                    continue
                if s is not None and j in s.requires:
                    if k[1]:
                        used.add(k)
                elif model is None and k[1]:
                    new_tested.add(k)  # (a callee that may test it, or stop where it is NULL)
                if s is not None:
                    for an in s.field_requires:
                        if an.arg_index == j and _key_derefs(k[1]) + _key_derefs(an.steps) <= MAX_FIELD_DEREFS \
                                and _unwritten(an.steps, written):
                            used.add((k[0], k[1] + an.steps))
        elif t is Assume:
            tp = _tested_pointer(instr.cond, instr.branch)
            if tp is not None:
                k = _field_key(tp[0], facts, written)
                if k is not None:
                    new_tested.add(k)
                    if tp[1]:
                        new_nulls.add(k)
            lvs: list = []
            _value_lvs(instr.cond, lvs)
            for e in lvs:
                k = _field_key(e, facts, written)
                if k is not None:
                    new_tested.add(k)
        if n in failed:
            new_nulls.add(_FAILED)
        if used:
            d = d | frozenset(k for k in used if k not in tested)
        if new_tested:
            tested = tested | new_tested
        if new_nulls:
            nulls = nulls | new_nulls
        if t is Assign and type(instr.lhs) is Var and instr.lhs.kind != VAR_GLOBAL:
            name = instr.lhs.name
            k = _field_key(instr.rhs, facts, written) if name not in taken else None
            if facts.get(name) != k:
                facts = dict(facts)
                facts.pop(name, None)
                if k is not None:
                    facts[name] = k
        elif t is Call and type(instr.result) is Var and instr.result.name in facts:
            facts = dict(facts)
            facts.pop(instr.result.name)
        if writes[n]:
            written = written | writes[n]
        return (facts, written, d, nulls, tested)

    def join(states: list):
        if len(states) == 1:
            return states[0]
        facts = dict(states[0][0])
        for o in states[1:]:
            facts = {k: v for k, v in facts.items() if o[0].get(k) == v}
        written = frozenset().union(*(o[1] for o in states))
        nulls = frozenset.intersection(*(o[3] for o in states))
        tested = frozenset().union(*(o[4] for o in states))
        cands = frozenset().union(*(o[2] for o in states))
        d = frozenset(k for k in cands if all(k in o[2] or covered(k, o[3]) for o in states))
        return (facts, written, d, nulls, tested)

    after: list = [None] * n_nodes
    work = [ENTRY]
    queued = {ENTRY}
    visits = 0
    limit = 30 * n_nodes + 100
    while work:
        n = work.pop()
        queued.discard(n)
        visits += 1
        if visits > limit:
            return frozenset()  # (no fixpoint in time: nothing is claimed)
        if not _reachable(post, n):
            continue
        if n == ENTRY:
            inn = (entry_facts, frozenset(), frozenset(), frozenset(), frozenset())
        else:
            outs = [after[p] for p in cfg.preds[n] if after[p] is not None]
            if not outs:
                continue
            inn = join(outs)
        out = transfer(n, inn)
        if after[n] is not None and out == after[n]:
            continue
        after[n] = out
        for m in cfg.succs[n]:
            if m not in queued:
                queued.add(m)
                work.append(m)
    rets = [after[n] for n in cfg.return_nodes if after[n] is not None and _reachable(post, n)]
    if not rets:
        return frozenset()
    cands = frozenset().union(*(o[2] for o in rets))
    return frozenset(k for k in cands if all(k in o[2] or covered(k, o[3]) for o in rets))


# ============================================================================ stale pointers


def access_key(e) -> Optional[str]:
    """A name for the cell a pointer expression reads (``p``, ``s->buf``, ``names[1]``), or
    None when it reads an array element with a computed index or the result of pointer
    arithmetic: such cells stand for many, and a block freed through one of them says
    nothing of the next one read there."""
    e = strip_casts(e)
    if type(e) is not Lv:
        return None
    return _lval_key(e.lval)


def _lval_key(lv) -> Optional[str]:
    t = type(lv)
    if t is Var:
        return None if lv.kind == VAR_FUNC else lv.name
    if t is Field:
        base = _lval_key(lv.base)
        return None if base is None else f"{base}.{lv.name}"
    if t is Deref:
        ptr = strip_casts(lv.ptr)
        if type(ptr) is not Lv:
            return None
        base = _lval_key(ptr.lval)
        return None if base is None else f"*{base}"
    if t is Index:
        idx = strip_casts(lv.index)
        base = _lval_key(lv.base)
        if base is None or type(idx) is not Const:
            return None
        return f"{base}[{idx.value}]"
    return None


def anchor_key(args, anchor) -> Optional[str]:
    """``access_key`` of the caller's cell a summary anchor (``arg0*.head``) denotes."""
    i = anchor.arg_index
    if i is None or i >= len(args) or not anchor.steps:
        return None
    e = strip_casts(args[i])
    while type(e) is BinOp and e.op in ("+", "-"):
        e = strip_casts(e.left)
    if type(e) is AddrOf:
        k = _lval_key(e.lval)
        steps = anchor.steps[1:]  # *(&x) is x
    else:
        k = access_key(e)
        steps = anchor.steps
    if k is None:
        return None
    for step in steps:
        k = f"*{k}" if step == "*" else f"{k}{step}"
    return k


def _key_root(key: str) -> str:
    i = 0
    while i < len(key) and key[i] == "*":
        i += 1
    j = i
    while j < len(key) and key[j] not in ".[":
        j += 1
    return key[i:j]


def base_pointer(e):
    """The pointer ``e`` offsets (``p`` of ``p + i``): its NULL-ness and its block are e's."""
    e = strip_casts(e)
    while type(e) is BinOp and e.op in ("+", "-") and e.ty is not None and e.ty.is_pointer:
        e = strip_casts(e.left)
    return e


def _returns_stale(s, args, stale: frozenset) -> bool:
    """Whether the summary ``s`` returns (Arg2Ret to ``ret*``) the pointer held by one of
    the caller's cells that are ``stale`` after the call: the argument itself for
    ``argI*``, the cell of the parent anchor for a deeper one (the keys ``_freeing`` gives
    the cells a callee frees through)."""
    if not stale:
        return False
    for phi, out in s.arg2ret:
        if out.root != "ret" or out.steps != ("*",) or not phi.steps or phi.steps[-1] != "*":
            continue
        if phi.steps == ("*",):
            i = phi.arg_index
            key = access_key(base_pointer(args[i])) if i is not None and i < len(args) else None
        else:
            key = anchor_key(args, type(phi)(phi.root, phi.steps[:-1]))
        if key is not None and key in stale:
            return True
    return False


class StaleFlow:
    """For each node, the cells (``access_key``) that may hold a pointer to a block freed
    since the cell was last written: a may-analysis over the CFG.

    Freeing through a cell, or calling a procedure that frees what a cell points to, makes
    the cell stale, and with it every local variable whose value (in the engine's state
    before the free) points only to freed blocks; ``q = p`` copies staleness; writing the
    cell, or a variable its key starts from, makes it fresh.  The checkers report a use or
    a second free of a freed block only through a stale cell: a variable re-assigned in a
    loop (``e = next``) from a cell that stands for many blocks (an array element) is not
    the pointer that was freed."""

    def __init__(self, fn, post: list, sem, freeing: dict):
        """``freeing``: node -> (keys freed there, blocks freed there)."""
        cfg = fn.cfg
        n_nodes = len(cfg)
        self.before: list = [None] * n_nodes
        after: list = [None] * n_nodes
        self.before[0] = frozenset()
        changed = True
        rounds = 0
        while changed and rounds < 50:
            changed = False
            rounds += 1
            for n in range(n_nodes):
                if n == 0:
                    pre = frozenset()
                else:
                    pre = None
                    for p in cfg.preds[n]:
                        a = after[p]
                        if a is not None:
                            pre = a if pre is None else pre | a
                    if pre is None:
                        continue
                self.before[n] = pre
                post_n = self._transfer(n, cfg.instrs[n], pre, post, sem, freeing, cfg)
                if post_n != after[n]:
                    after[n] = post_n
                    changed = True

    @staticmethod
    def _transfer(n, instr, facts: frozenset, post, sem, freeing: dict, cfg) -> frozenset:
        from .memory import LocalAddr
        t = type(instr)
        out = facts
        hit = freeing.get(n)
        if hit is not None:
            keys, blocks = hit
            gen = set(k for k in keys if k is not None)
            may = not sem.options.certain_frees_only
            for p in cfg.preds[n]:
                st = post[p]
                if st is None or not blocks:
                    continue
                for addr, v in st.mem.items():
                    if type(addr) is LocalAddr and addr.proc == sem.proc:
                        targets = v.addrs - {NULL}
                        if targets and (targets <= blocks or (may and not targets.isdisjoint(blocks))):
                            gen.add(addr.name)
            if gen:
                out = out | gen
        freed_now = out  # (before the writes: ``p = drop(p)`` reads p's staleness first)
        written = []
        if t is Assign:
            written.append(_lval_key(instr.lhs))
        elif t is Call:
            if instr.result is not None:
                written.append(_lval_key(instr.result))
            for a in instr.args:
                a = strip_casts(a)
                if type(a) is AddrOf:
                    written.append(_lval_key(a.lval))
            s = callee_summary(sem, instr.callee_name)
            if s is not None and facts:
                # the callee overwrote these cells of the caller (``q->head = next``)
                for phi in s.modified_inputs | s.havocked_inputs | {a for a, _ in s.cell_writes}:
                    written.append(anchor_key(instr.args, phi))
        for key in written:
            if key is None or not out:
                continue
            out = frozenset(k for k in out if k != key and _key_root(k) != key and not k.startswith(key + "."))
        if t is Assign and type(instr.lhs) is Var:
            src = access_key(instr.rhs)
            if src is not None and src in facts:
                out = out | {instr.lhs.name}
        elif t is Call and instr.result is not None:
            s = callee_summary(sem, instr.callee_name)
            if s is not None and (s.freed2ret or _returns_stale(s, instr.args, freed_now)):
                # the callee may return a block it freed, or a pointer it was passed that is
                # stale after the call (``p = drop(p)``, which frees its argument and
                # returns it): the result is stale from the start
                key = _lval_key(instr.result)
                if key is not None:
                    out = out | {key}
        return out

    def stale(self, n: int, key: Optional[str]) -> bool:
        facts = self.before[n]
        return key is not None and facts is not None and key in facts


# ============================================================================ guards on parameters


def _atom_param(cond, params: dict) -> Optional[str]:
    """The one integer parameter a branch condition tests, when the condition reads nothing
    else (constants, arithmetic, casts): ``flags & 4``, ``n > 0``, ``!(mode == 2)``."""
    found: set = set()
    if not _params_only(cond, params, found) or len(found) != 1:
        return None
    return next(iter(found))


def _params_only(e, params: dict, found: set) -> bool:
    t = type(e)
    if t is Const:
        return True
    if t is Lv:
        lv = e.lval
        if type(lv) is Var and lv.kind != VAR_GLOBAL and lv.name in params:
            found.add(lv.name)
            return True
        return False
    if t is Cast:
        return _params_only(e.operand, params, found)
    if t is BinOp:
        return e.op not in ("&&", "||") and _params_only(e.left, params, found) and \
            _params_only(e.right, params, found)
    if t is UnOp:
        return e.op in ("!", "-", "~", "+") and _params_only(e.operand, params, found)
    return False


def param_guards(fn, may_before: list) -> tuple:
    """Per node, the conditions on integer parameters that hold on every path from the entry
    to it, and the node of each: ``(per-node guards, {assume node: guard})``, a guard being
    ``(parameter index, condition, branch, parameter type)`` for an ``assume`` passed while
    the parameter still held the caller's value (no path had assigned it, and its address
    is never taken).  A forward must-analysis (intersection at joins)."""
    from ..ctype import IntType
    cfg = fn.cfg
    params = {p.name: i for i, p in enumerate(fn.params) if isinstance(p.ty, IntType)}
    if not params:
        return [frozenset()] * len(cfg.instrs), {}
    for instr in cfg.instrs:  # a parameter whose address is taken may change behind our back
        for a in _addr_taken(instr):
            params.pop(a, None)
    gen: dict = {}
    for n, instr in enumerate(cfg.instrs):
        if type(instr) is Assume:
            name = _atom_param(instr.cond, params)
            if name is not None and name not in may_before[n]:
                gen[n] = (params[name], instr.cond, instr.branch, fn.params[params[name]].ty)
    if not gen:
        return [frozenset()] * len(cfg.instrs), gen
    atoms = [frozenset((gen[n],)) if n in gen else frozenset() for n in range(len(cfg.instrs))]
    before = _assigned_before(cfg, atoms, must=True)
    return before, gen


def guards_between(cfg, origins, target: int, before: list, gen: dict, dead, carries) -> frozenset:
    """The parameter guards that hold on every path that reaches ``target`` from one of the
    ``origins`` (where a reason for a NULL was made) and keeps the reason (``carries(n)``:
    some variable still has it after node n; the branch where the pointer is not NULL
    drops it): those of the entry's paths to the origin (``before``, from ``param_guards``)
    and those passed after it."""
    if not gen:
        return frozenset()
    origins = set(origins)
    out: dict = {}
    work = sorted(origins)
    queued = set(work)
    while work:
        n = work.pop()
        queued.discard(n)
        if n in origins:
            inn = before[n] or frozenset()
        else:
            outs = [out[p] for p in cfg.preds[n] if p in out]
            if not outs:
                continue
            inn = frozenset.intersection(*outs) if len(outs) > 1 else outs[0]
        if n == target or not carries(n):
            continue
        atom = gen.get(n)
        o = inn | {atom} if atom is not None else inn
        if out.get(n) == o:
            continue
        out[n] = o
        for m in cfg.succs[n]:
            if m not in queued and m not in dead:
                queued.add(m)
                work.append(m)
    outs = [out[p] for p in cfg.preds[target] if p in out]
    if not outs:
        return frozenset()
    return frozenset.intersection(*outs) if len(outs) > 1 else outs[0]


def _addr_taken(instr) -> list:
    """Names of the variables whose address an instruction takes."""
    return [x.lval.name for x in instr_nodes(instr) if type(x) is AddrOf and type(x.lval) is Var]


def describe_guard(atom) -> str:
    _, cond, branch, _ = atom
    return str(cond) if branch else f"!({cond})"


def guard_refuted(sem, states: list, instr: Call, atom) -> bool:
    """Whether the caller's argument makes a callee's guard false in every one of
    ``states`` (the states before the call): the guard's condition, with the parameter
    given the argument's value, cannot have the truth the guard needs."""
    index = atom[0]
    if index >= len(instr.args) or not states:
        return False
    arg = instr.args[index]
    return not any(_may_pass(sem, peek(sem, st, arg), atom) for st in states)


def _may_pass(sem, v, atom) -> bool:
    """Whether an argument's value (a ``Value``, None when unknown) may pass a guard: only
    a number, converted to the parameter's type, can be shown to fail it."""
    _, cond, branch, param_ty = atom
    if v is None or v.addrs or v.num.is_bottom():
        return True
    return _guard_may_hold(sem, cond, branch, v.num.cast(param_ty.bytes * 8, param_ty.signed))


_ENUMERATE = 64


def _guard_may_hold(sem, cond, branch: bool, num) -> bool:
    t = _eval_guard(sem, cond, num)
    if t is None:
        return True
    may_false, may_true = t.truth()
    if (may_true if branch else may_false) is False:
        return False
    lo, hi = num.bounds()
    if lo is None or hi is None or hi - lo > _ENUMERATE:
        return True
    for c in range(lo, hi + 1):  # a few values: decide each exactly
        if not num.contains(c):
            continue
        t = _eval_guard(sem, cond, sem.N.const(c))
        if t is None:
            return True
        may_false, may_true = t.truth()
        if may_true if branch else may_false:
            return True
    return False


def _eval_guard(sem, e, num):
    """The number ``e`` computes with its one parameter worth ``num`` (the engine's
    arithmetic: ``Semantics._arith``, casts and unary operators as it evaluates them), or
    None for an expression it does not cover."""
    from ..ctype import IntType
    t = type(e)
    if t is Const:
        return sem.N.const(e.value)
    if t is Lv:
        return num
    if t is Cast:
        v = _eval_guard(sem, e.operand, num)
        ty = e.ty
        if v is None or not isinstance(ty, IntType):
            return None
        return v.cast(ty.bytes * 8, ty.signed)
    if t is BinOp:
        left = _eval_guard(sem, e.left, num)
        right = _eval_guard(sem, e.right, num)
        if left is None or right is None:
            return None
        try:
            return sem._arith(e, e.op, left, right)
        except ValueError:
            return None
    if t is UnOp:
        v = _eval_guard(sem, e.operand, num)
        if v is None:
            return None
        ty = e.ty
        try:
            if e.op in ("-", "~") and isinstance(ty, IntType) and not ty.signed:
                bits = ty.bytes * 8
                return v.cast(bits, False).unop(e.op).cast(bits, False)
            return v.unop(e.op)
        except ValueError:
            return None
    return None
