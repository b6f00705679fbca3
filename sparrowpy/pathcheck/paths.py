"""One path of a procedure, in SSA: the conditions it takes and the values it defines.

A disjunct of the partitioned analysis is named by a token: the branches (``Assume``
nodes) it took, its loop markers and its call outcomes.  ``path_constraints`` walks the
CFG from the entry along that token and turns each instruction into constraints over SSA
names, in a small term language that both the linear filter and the SMT encoding read:

- ``("var", name, version, ity)``, ``("const", value, ity)``,
  ``("bin", op, left, right, ity, lity, rity)``, ``("un", op, x, ity)``,
  ``("cast", x, ity, from_ity)``;
- ``("opaque", id, ity)``: a value this encoding does not follow (floats, pointer
  arithmetic, call results): unconstrained, and distinct at each occurrence;
- a read of memory (``p->flags``, ``*q``, ``s.n``, ``a[i]``) is a ``var`` term whose name is
  ``("mem", lvalue)``, the lvalue spelled over the SSA terms of the names it reads, and whose
  version names the path's last write that may change it (``_read_version``): two reads
  of one lvalue with no such write in between are one value (``if (c->x) ... if
  (c->x)``).  The writes (``events``) are a store through a pointer or into a field or
  element, a call that may write memory, a loop that writes memory, and an assignment to
  a variable whose address is taken (``*p`` may read it), each with the objects it may
  change where the engine knows them;
- ``("addr", id)``: the address of an object, never NULL; a string literal's id is
  ``("str", text, node, k)``, so that a comparison of two literals by ``strcmp`` and its
  kin (``_STRING_COMPARES``) is decided on the path: ``kdfname = "none"; ... if
  (strcmp(kdfname, "bcrypt") == 0)`` cannot take its then branch.

``ity`` is ``(bits, signed)`` (pointers are unsigned 64-bit numbers, NULL is 0), or None
for values of other types.  What may change a variable behind the path's back gets a new
version with no definition (a havoc): a loop that ran at least once (``L+``) for the
variables assigned in it; a write through a pointer or a call for every variable whose
address is taken; a call for the globals its summary may write (library models and
unknown functions leave globals alone but ``errno``, the engine's documented policy).
"""

from __future__ import annotations

from typing import Callable, Optional

import attrs

from .. import ctype as T
from ..engine.accesses import strip_casts
from ..cfg import ENTRY
from ..ir import AddrOf, Assign, Assume, BinOp, Call, Cast, Const, Deref, Field, Index, Lv, Return, Str, \
    UnOp, Unknown, Var, VAR_FUNC, VAR_GLOBAL, instr_nodes

_COMPARE = ("<", "<=", ">", ">=", "==", "!=")


MAX_WALKS = 16
"""The most paths ``PathBuilder.build_all`` isolates for one token (the ways through the
branches the partition joined); past it the token's paths are not checked one by one."""


def ity(ty) -> Optional[tuple]:
    if isinstance(ty, T.IntType):
        return (ty.bytes * 8, bool(ty.signed))
    if ty is not None and getattr(ty, "is_pointer", False):
        return (64, False)
    return None


@attrs.define
class PathConstraints:
    """The SSA constraints of one path: definitions and the branch conditions taken."""

    defs: list = attrs.Factory(list)      # (var term, value term)
    assumes: list = attrs.Factory(list)   # (cond term, branch, node, loc)
    facts: list = attrs.Factory(list)     # (term, op, constant, node): what a call outcome says
    nodes: list = attrs.Factory(list)


def _lval_root(lv):
    while type(lv) in (Field, Index):
        lv = lv.base
    return lv if type(lv) is Var else None


def _address_taken_vars(fn) -> set:
    out: set = set()
    for instr in fn.cfg.instrs:
        for x in instr_nodes(instr):
            if type(x) is AddrOf:
                root = _lval_root(x.lval)
                if root is not None:
                    out.add(root.name)
    return out


class PathBuilder:
    """Builds the constraints of the paths of one procedure."""

    def __init__(self, fn, components: dict, call_globals: Callable, outcome_label: Callable,
                 splits: frozenset = frozenset(), call_writes: Optional[Callable] = None,
                 memory_scope: Optional[Callable] = None, pure_call: Optional[Callable] = None,
                 memory_blocks: Optional[Callable] = None, call_blocks: Optional[Callable] = None):
        self.fn = fn
        self.memory_blocks = memory_blocks or (lambda node, lval: None)
        """(node, lvalue) -> the objects the lvalue's cells may belong to before the node
        (``analysis.memory_blocks``: each local, each allocation site's blocks, each string
        literal, and the entry's objects as one), or None where not known
        (``_read_version``)."""
        self.call_blocks = call_blocks or (lambda call, node: None)
        """(Call, node) -> the objects of memory the call may write, or None (any)."""
        self.pure_call = pure_call or (lambda call: False)
        """Call -> whether it calls a library function of ``models.PURE`` (not one the
        program defines or a user model replaces): ``_pure_result``."""
        self.call_writes = call_writes or (lambda call: True)  # Call -> whether it may write memory
        self.memory_scope = memory_scope or (lambda node, lval: None)
        """(node, lvalue through a pointer) -> ``"fresh"`` when every cell the lvalue may
        name before the node is in a block allocated since the procedure's entry,
        ``"old"`` when none is (the cells of variables and of the objects that existed
        at entry), None when it cannot tell (``MemoryScope``)."""
        self.splits = splits
        self.cfg = fn.cfg
        self.components = components
        self.call_globals = call_globals      # Call -> frozenset of global names it may write, or None (all)
        self.outcome_label = outcome_label    # (Call, k) -> "ret == 0" ... or None
        self.taken = _address_taken_vars(fn)
        self._loop_assigned: dict = {}

    # -------------------------------------------------------------- variables
    def tracked(self, var: Var) -> bool:
        return var.kind != VAR_FUNC and ity(var.ty) is not None

    def _loop_effects(self, head: int) -> tuple:
        """(variables assigned directly in the loop, whether it may write memory, the
        globals its calls may write (None: any), whether it stores into blocks allocated
        since the entry, the objects its writes to memory may change: None for any).  It
        is one write of the path's ``events``.  A store whose cells the engine finds all in
        such blocks (``memory_scope``, as ``_assign``) is not a write to memory for reads
        of the objects that existed at the entry: a loop that builds a list leaves them
        alone."""
        hit = self._loop_assigned.get(head)
        if hit is None:
            names: set = set()
            memory = False
            fresh = False
            globals_: set = set()
            blocks: Optional[set] = set()

            def written(b):
                nonlocal blocks
                if blocks is not None:
                    if b is None:
                        blocks = None
                    else:
                        blocks |= b

            for n in self.components[head]:
                instr = self.cfg.instrs[n]
                t = type(instr)
                target = instr.lhs if t is Assign else instr.result if t is Call else None
                if target is not None:
                    if type(target) is Var:
                        names.add(target.name)
                        if target.name in self.taken:
                            written(self.memory_blocks(n, target))
                    elif t is Assign and self._fresh_store(n, target):
                        fresh = True
                        written(self.memory_blocks(n, target))
                    else:
                        memory = True
                        written(self.memory_blocks(n, target))
                if t is Unknown:
                    memory = True
                    written(None)
                if t is Call:
                    if self.call_writes(instr):
                        memory = True
                        written(self.call_blocks(instr, n))
                    g = self.call_globals(instr)
                    if g is None:
                        globals_ = None
                    elif globals_ is not None:
                        globals_ |= g
            hit = self._loop_assigned[head] = (frozenset(names), memory, globals_, fresh,
                                               None if blocks is None else frozenset(blocks))
        return hit

    # -------------------------------------------------------------- the walk
    def build_all(self, token: tuple, exit_node: int, max_paths: int = MAX_WALKS) -> Optional[list]:
        """The constraints of every path the token ``token`` stands for, from the entry to
        ``exit_node``: one per way through the branches the partition did not keep apart
        (``splits``).  None when they cannot be isolated: irreducible flow, or more than
        ``max_paths`` paths."""
        results = []
        pending = [()]
        while pending:
            choices = pending.pop()
            kind, value = self._walk(token, exit_node, choices)
            if kind == "branch":
                pending.extend(choices + (c,) for c in range(value - 1, -1, -1))
                if len(pending) + len(results) > max_paths:
                    return None
            elif kind == "ok":
                results.append(value)
            elif kind == "fail":
                return None
        return results or None

    def _walk(self, token: tuple, exit_node: int, choices: tuple) -> tuple:
        out = PathConstraints()
        self.version = {}
        self.value_of = {}  # (name, version) -> the term the path defined it with
        self.out = out
        self.opaque = 0
        # the path's writes to memory, in order: (the objects each may change, None for
        # any; whether it stores only into blocks allocated since the entry)
        self.events: list = []
        steps = token
        i = 0
        j = 0
        n = ENTRY
        heads: set = set()
        limit = 4 * len(self.cfg) + 4 * len(steps) + 16
        cfg = self.cfg
        while limit > 0:
            limit -= 1
            out.nodes.append(n)
            if n in self.components:
                if n in heads:
                    return "dead", None  # went around a loop the token does not go around
                heads.add(n)
                if i < len(steps) and type(steps[i]) is tuple and steps[i][0] in ("L0", "L+") and steps[i][1] == n:
                    if steps[i][0] == "L+":
                        self._havoc_loop(n)
                    i += 1
            instr = cfg.instrs[n]
            t = type(instr)
            if t is Call:
                k = None
                if i < len(steps) and type(steps[i]) is tuple and steps[i][0] == "C" and steps[i][1] == n:
                    k = steps[i][2]
                    i += 1
                self._call(instr, n, k)
            elif t is Assign:
                self._assign(instr, n)
            elif t is Assume:
                out.assumes.append((self.term(instr.cond, n), instr.branch, n, instr.loc))
            elif t is Unknown:
                self.events.append((None, False))  # not expressed by the lowering: reads start over
            if n == exit_node:
                return ("ok", out) if i == len(steps) else ("dead", None)
            succs = cfg.succs[n]
            if len(succs) == 1:
                n = succs[0]
                continue
            if i < len(steps) and type(steps[i]) is int and steps[i] in succs:
                n = steps[i]
                i += 1
                continue
            if succs and all(type(cfg.instrs[x]) is Assume for x in succs):
                # a branch the partition kept apart (a split) is taken only where the
                # token names it next: the others are this path's choices (a loop left
                # through a test inside its body, ``while (p->next && (p = p->next))``:
                # after the loop's marker the token names that exit, and the walk goes
                # through the body's other branch to reach it)
                free = [x for x in succs if x not in self.splits]
                if len(free) > 1:
                    # and only those from which the token's next node (or the exit) can
                    # be reached without going round a loop again: after a loop's
                    # marker, the branches of its body that lead back to its head are
                    # no path of this token, and enumerating them was exponential in
                    # the body's branches (httpd's ap_rgetline_core: past 16 paths)
                    target = _step_node(steps[i]) if i < len(steps) else exit_node
                    free = [x for x in free if self._reaches(x, target, heads)]
                if not free:
                    return "dead", None
                if len(free) == 1:
                    n = free[0]  # (no choice: the same in every walk of this prefix)
                    continue
                if j < len(choices):
                    n = free[choices[j]]
                    j += 1
                    continue
                return "branch", len(free)
            return "dead", None
        return "fail", None

    def _reaches(self, start: int, target: int, heads: set) -> bool:
        """Whether ``target`` can be reached from ``start`` without entering a loop head
        the walk has passed already (``heads``; ``target`` itself may be one)."""
        if start == target:
            return True
        if start in heads:
            return False
        succs = self.cfg.succs
        seen = {start}
        stack = [start]
        while stack:
            for y in succs[stack.pop()]:
                if y == target:
                    return True
                if y not in seen and y not in heads:
                    seen.add(y)
                    stack.append(y)
        return False

    def _bump(self, name: str) -> None:
        self.version[name] = self.version.get(name, 0) + 1

    def _havoc_memory(self, global_names) -> None:
        for name in self.taken:
            self._bump(name)
        if global_names is None:
            for name in self._globals():
                self._bump(name)
        else:
            for name in global_names:
                self._bump(name)

    def _globals(self) -> set:
        hit = getattr(self, "_global_names", None)
        if hit is None:
            hit = self._global_names = {v.name for instr in self.cfg.instrs for v in _vars_of(instr)
                                        if v.kind == VAR_GLOBAL}
        return hit

    def _havoc_loop(self, head: int) -> None:
        names, memory, globals_, fresh, blocks = self._loop_effects(head)
        for name in names:
            self._bump(name)
        old = memory or not names.isdisjoint(self.taken)
        if old or fresh:
            self.events.append((blocks, not old))
        if memory:
            self._havoc_memory(globals_)

    def _fresh_store(self, n: int, lhs) -> bool:
        """Whether a store into ``lhs`` at ``n`` goes into blocks allocated since the entry
        alone (``p->f = x`` after ``p = malloc(..)``): no variable and no object that
        existed at entry changes, so reads of those keep their values (``_read_version``)."""
        return type(lhs) is not Var and _lval_root(lhs) is None and self.memory_scope(n, lhs) == "fresh"

    def _assign(self, instr: Assign, n: int) -> None:
        lhs = instr.lhs
        if self._fresh_store(n, lhs):
            self.events.append((self.memory_blocks(n, lhs), True))
            return
        if type(lhs) is not Var or lhs.name in self.taken:
            self.events.append((self.memory_blocks(n, lhs), False))  # memory may read what this writes
        if type(lhs) is Var and self.tracked(lhs):
            value = self.term(instr.rhs, n)
            self._bump(lhs.name)
            var = self.var_term(lhs)
            value = self._convert(value, ity(lhs.ty))
            self.value_of[var[1:3]] = value
            self.out.defs.append((var, value))
        elif type(lhs) is Var:
            self._bump(lhs.name)
        else:
            root = _lval_root(lhs)
            if root is not None:
                self._bump(root.name)  # a field or element of a variable (not followed)
            if root is None or ity(root.ty) is not None:
                self._havoc_memory(frozenset())  # a write through a pointer

    def _call(self, instr: Call, n: int, outcome: Optional[int]) -> None:
        res = instr.result
        pure = self._pure_result(instr, n) if res is not None and type(res) is Var and self.pure_call(instr) \
            else None
        self._havoc_memory(self.call_globals(instr))
        if self.call_writes(instr):
            self.events.append((self.call_blocks(instr, n), False))
        if res is None:
            return
        root = _lval_root(res)
        if type(res) is not Var:
            # (the result stored into memory: a write like an assignment's)
            self.events.append((self.memory_blocks(n, res), False))
        if type(res) is Var and self.tracked(res):
            self._bump(res.name)
            var = self.var_term(res)
            label = self.outcome_label(instr, outcome) if outcome is not None else None
            if label is not None:
                op, value = _parse_label(label)
                self.out.facts.append((var, op, value, n))
            elif instr.callee_name in _STRING_COMPARES:
                same = self._compare_literals(instr)
                if same is not None:
                    self.out.facts.append((var, "==" if same else "!=", 0, n))
            if pure is not None:
                self.value_of[var[1:3]] = pure
                self.out.defs.append((var, pure))
        elif root is not None:
            self._bump(root.name)

    def _pure_result(self, call: Call, n: int) -> Optional[tuple]:
        """The result of a call of a ``models.PURE`` function as a term two such calls
        share: the function, its arguments' terms (a string literal by its text: these
        read the characters, not the address) and the memory's versions before it (any
        write that may reach memory, of the entry's objects or of blocks made since,
        changes them).  ``if (strlen(s) > 8) p = malloc(..); len = strlen(s); if (len >
        8) free(p);``: both calls give one value, so the path that allocates and does not
        free is infeasible.  None where an argument is opaque (not known to equal
        anything) or the result is not an integer or pointer."""
        to = ity(call.result.ty)
        if to is None:
            return None
        args = []
        old = True  # (every string it reads is in an object that existed at the entry)
        blocks: Optional[set] = set()  # (the objects it reads, if all are known)
        for a in call.args:
            e = strip_casts(a)
            if type(e) is Str:
                text = _literal_text(e.text)
                if text is None:
                    return None
                args.append(("lit", text))
                continue
            t = self.term(a, n)
            if _has_opaque(t):
                return None
            args.append(t)
            if _is_pointer(a.ty):
                if old and self.memory_scope(n, Deref(a)) != "old":
                    old = False
                if blocks is not None:
                    b = self.memory_blocks(n, Deref(a))
                    blocks = None if b is None else blocks | b
        # (a store into a block allocated since the entry does not change such a string:
        # the versions of ``_read_version``; a write into other objects does not either)
        if blocks:
            memory = ("objects", self._last_write(blocks))
        else:
            memory = ("old", self._last_old_write()) if old else ("any", len(self.events))
        return ("var", ("pure", call.callee_name, tuple(args), memory), 0, to)

    def _compare_literals(self, call: Call) -> Optional[bool]:
        """Whether the two strings a ``strcmp``-like call compares are equal, when both
        are string literals on this path (a literal, or a variable the path last set to
        one); None otherwise."""
        fold, count = _STRING_COMPARES[call.callee_name]
        args = call.args
        if len(args) < (3 if count else 2):
            return None
        texts = [self._literal(a) for a in args[:2]]
        if None in texts:
            return None
        a, b = texts
        if count:
            size = strip_casts(args[2])
            if type(size) is not Const or not isinstance(size.value, int) or size.value < 0:
                return None
            a, b = a[:size.value], b[:size.value]
        if fold:
            a, b = a.lower(), b.lower()
        return a == b

    def _literal(self, e) -> Optional[str]:
        e = strip_casts(e)
        if type(e) is Str:
            return _literal_text(e.text)
        if type(e) is Lv and type(e.lval) is Var and self.tracked(e.lval):
            value = self.value_of.get(self.var_term(e.lval)[1:3])
            if value is not None and value[0] == "addr" and type(value[1]) is tuple and value[1][0] == "str":
                return value[1][1]
        return None

    # -------------------------------------------------------------- terms
    def var_term(self, var: Var) -> tuple:
        return ("var", var.name, self.version.get(var.name, 0), ity(var.ty))

    def _fresh(self, ty_) -> tuple:
        self.opaque += 1
        return ("opaque", self.opaque, ty_)

    def _convert(self, term: tuple, to) -> tuple:
        if to is None:
            return self._fresh(None)
        frm = term_ity(term)
        if frm == to:
            return term
        if frm is None:
            return self._fresh(to)
        return ("cast", term, to, frm)

    def term(self, e, n: int) -> tuple:
        t = type(e)
        if t is Const:
            ty_ = ity(e.ty) or (32, True)
            return ("const", e.value, ty_)
        if t is Lv:
            lv = e.lval
            if type(lv) is Var and lv.kind != VAR_FUNC and self.tracked(lv):
                return self.var_term(lv)
            if type(lv) is Var and lv.kind == VAR_FUNC:
                return ("addr", ("func", lv.name))
            to = ity(e.ty)
            if to is None or type(lv) is Var:
                return self._fresh(to)
            key = self._lval_key(lv, n)
            if key is None:
                return self._fresh(to)
            return ("var", ("mem", key, to), self._read_version(lv, n), to)
        return self._term(e, n)

    def _read_version(self, lv, n: int) -> int:
        """The version of a read of memory through lvalue ``lv`` at node ``n``: equal for
        two reads of one lvalue only when no write in between may have changed it.  Where
        the engine knows the objects the read's cells belong to (``memory_blocks``), it
        is versioned by the last write that may change one of them (``_last_write``:
        numbers 2 mod 4), so a call or a store that writes other objects leaves it as it
        was (``if (c->flags & 4) p = malloc(..); log_into(buf); if (c->flags & 4)
        free(p);``).  Else a read of a variable's own cells, or through pointers into
        objects that existed at the procedure's entry (``memory_scope`` says ``"old"``), is
        versioned by the last write that may reach such memory (``_last_old_write``:
        multiples of 4); any other read by every write (odd numbers).  The kinds never
        meet."""
        blocks = self.memory_blocks(n, lv)
        if blocks:
            return 4 * (self._last_write(blocks) + 1) + 2
        if _lval_root(lv) is not None or self.memory_scope(n, lv) == "old":
            return 4 * (self._last_old_write() + 1)
        return 2 * len(self.events) + 1

    def _last_write(self, blocks) -> int:
        """The index in the path's writes (``events``) of the last one that may change an
        object of ``blocks``, -1 if none.  Two reads of the same cell (the same lvalue
        over the same terms) get the same index only if no write between them may change
        it: a write after the first read that may change the cell's object has a larger
        index than any the first read saw, whichever objects each read was told."""
        events = self.events
        for i in range(len(events) - 1, -1, -1):
            e = events[i][0]
            if e is None or not blocks.isdisjoint(e):
                return i
        return -1

    def _last_old_write(self) -> int:
        """The index of the path's last write that may reach memory older than the
        procedure's entry (not only blocks allocated since), -1 if none."""
        events = self.events
        for i in range(len(events) - 1, -1, -1):
            if not events[i][1]:
                return i
        return -1

    def _lval_key(self, lv, n: int):
        """The lvalue ``lv`` over the SSA terms it reads (None where one is opaque: the
        read is then not known to equal any other)."""
        t = type(lv)
        if t is Var:
            if lv.kind == VAR_FUNC:
                return None
            return ("v", lv.name, self.version.get(lv.name, 0))
        if t is Field:
            base = self._lval_key(lv.base, n)
            return None if base is None else ("f", base, lv.name)
        if t is Index:
            base = self._lval_key(lv.base, n)
            if base is None:
                return None
            i = self.term(lv.index, n)
            return None if _has_opaque(i) else ("i", base, i)
        if t is Deref:
            p = self.term(lv.ptr, n)
            return None if _has_opaque(p) else ("d", p)
        return None

    def _term(self, e, n: int) -> tuple:
        t = type(e)
        if t is Str:
            text = _literal_text(e.text)
            return ("addr", ("str", text, n, self._next_id()) if text is not None else (n, self._next_id()))
        if t is AddrOf:
            return ("addr", (n, self._next_id()))
        if t is Cast:
            inner = self.term(e.operand, n)
            to = ity(e.ty)
            if to is None:
                return self._fresh(None)
            return self._convert(inner, to)
        if t is UnOp:
            x = self.term(e.operand, n)
            to = ity(e.ty) or ((32, True) if e.op == "!" else None)
            if to is None or term_ity(x) is None:
                return self._fresh(to)
            return ("un", e.op, x, to)
        if t is BinOp:
            left = self.term(e.left, n)
            right = self.term(e.right, n)
            lt, rt = term_ity(left), term_ity(right)
            to = ity(e.ty) if e.op not in _COMPARE else (32, True)
            if lt is None or rt is None or to is None:
                return self._fresh(to)
            pointer = _is_pointer(e.left.ty) or _is_pointer(e.right.ty)
            if pointer and e.op not in _COMPARE:
                # pointer arithmetic scales by sizes: not followed, but one value of its
                # operands (``*(opts + i)`` twice reads one cell)
                if _has_opaque(left) or _has_opaque(right):
                    return self._fresh(to)
                return ("var", ("ptr", e.op, left, right), 0, to)
            if e.op in _COMPARE:
                common = _common(e.left.ty, e.right.ty, lt, rt)
                return ("bin", e.op, self._convert(left, common), self._convert(right, common), to, common, common)
            if e.op in ("<<", ">>"):
                return ("bin", e.op, self._convert(left, to), self._convert(right, to), to, to, to)
            return ("bin", e.op, self._convert(left, to), self._convert(right, to), to, to, to)
        return self._fresh(ity(getattr(e, "ty", None)))

    def _next_id(self) -> int:
        self.opaque += 1
        return self.opaque


def _step_node(step) -> int:
    """The CFG node a token's step names: a branch taken (the node itself), a loop marker
    (its head) or a call outcome (the call)."""
    return step if type(step) is int else step[1]


def _has_opaque(term) -> bool:
    """Whether ``term`` reads an opaque value or an address (each occurrence its own)."""
    if type(term) is not tuple or not term:
        return False
    if term[0] in ("opaque", "addr"):
        return True
    if term[0] in ("var", "const"):
        return False
    return any(_has_opaque(x) for x in term[1:] if type(x) is tuple)


_STRING_COMPARES = {"strcmp": (False, False), "strncmp": (False, True), "strcasecmp": (True, False),
                    "strncasecmp": (True, True)}
"""The library's string comparisons: name -> (case folded, a length bounds it).  Each
returns 0 exactly when the strings are equal (the first ``n`` characters)."""


def _literal_text(text: str) -> Optional[str]:
    """The characters of a narrow string literal's source text (``"none"``), or None when
    it has escapes or another form (the comparison is then left undecided)."""
    if len(text) < 2 or text[0] != '"' or text[-1] != '"' or "\\" in text:
        return None
    body = text[1:-1]
    return None if '"' in body else body


def _parse_label(label: str) -> tuple:
    """"ret == 0" -> ("==", 0); "ret != NULL" -> ("!=", 0)."""
    _, op, value = label.split(" ", 2)
    return op, 0 if value == "NULL" else int(value)


def _is_pointer(ty) -> bool:
    return ty is not None and getattr(ty, "is_pointer", False)


def _common(lty, rty, li, ri) -> tuple:
    if isinstance(lty, T.IntType) and isinstance(rty, T.IntType):
        c = T.arithmetic_result(lty, rty)
        if isinstance(c, T.IntType):
            return (c.bytes * 8, bool(c.signed))
    if li[0] == 64 or ri[0] == 64:
        return (64, False) if (not li[1] or not ri[1]) else (64, True)
    return li if li[0] >= ri[0] else ri


def term_ity(term: tuple) -> Optional[tuple]:
    k = term[0]
    if k == "var":
        return term[3]
    if k == "const":
        return term[2]
    if k == "bin":
        return term[4]
    if k == "un":
        return term[3]
    if k == "cast":
        return term[2]
    if k == "opaque":
        return term[2]
    if k == "addr":
        return (64, False)
    return None


def _vars_of(instr) -> list:
    from ..ir import expr_vars, lval_vars
    t = type(instr)
    out = []
    if t is Assign:
        out = expr_vars(instr.rhs) + lval_vars(instr.lhs) + ([instr.lhs] if type(instr.lhs) is Var else [])
    elif t is Call:
        for a in instr.args:
            out += expr_vars(a)
        if instr.result is not None:
            out += lval_vars(instr.result) + ([instr.result] if type(instr.result) is Var else [])
    elif t is Assume:
        out = expr_vars(instr.cond)
    elif t is Return and instr.value is not None:
        out = expr_vars(instr.value)
    return out
