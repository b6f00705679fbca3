"""Hypothesis strategies for small, well-defined C programs (see ``cprog`` for the AST).

The fragment: ``int``/``unsigned``/``unsigned char`` arithmetic and comparisons (``+ - * / %``
with non-zero divisors, ``& | ^``, shifts by small counts of non-negative values, ``! - ~``),
pointers to a list node ``struct node { int data; struct node *next, *other; }`` held in
locals, parameters, fields and (optionally) globals, pointers to locals (``int *`` parameters
and ``&local_struct``), ``malloc``/``calloc``/``realloc``/``free``, if/else, bounded
``for``/``while`` loops, early returns, and calls among up to ``max_funcs`` functions of a few
kinds (arithmetic, allocating constructors, users storing into a parameter's field,
destructors freeing on some paths, pass-through returning a parameter or its field,
``int *`` updaters, and recursive templates), with ``main`` calling them with drawn constants.

Programs are UB-free by construction where that is easy: every dereference of a node pointer
is guarded by a NULL test, allocated blocks are initialised, divisors are odd or non-zero
constants, shifted values are masked non-negative, loops count down from a masked value.
What remains (use after free through an alias, a double free, signed overflow, a cycle met
by a recursive walk) is rejected by running the concrete interpreter (``hypothesis.assume``).

Each ``malloc``/``calloc``/``realloc`` gets a unique size constant (1001, 1002, ...), its
*tag*, so an allocation statement can be recognised in the IR and in valgrind's output.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from hypothesis import strategies as st

from .cprog import (
    AddrOf, Arrow, Assign, Bin, CallE, Decl, Deref, Dot, ExprStmt, For, Func, If, NODE_PTR, Null, Num,
    Program, Return, Stmt, Un, Var, While,
)

TAG_BASE = 1000

KINDS = ("arith", "make", "new", "use", "free", "pass", "bump", "rec")


@dataclass(frozen=True)
class GenConfig:
    max_funcs: int = 3
    kinds: tuple = KINDS
    global_pointers: bool = True
    callee_global_pointers: bool = True
    """Functions other than ``main`` may use the global node pointers."""
    callee_global_writes: bool = True
    """Functions other than ``main`` may assign the global ints (else they only read them)."""
    int_globals: bool = True
    realloc: bool = True
    stack_structs: bool = True
    unsigned: bool = True
    max_stmts: int = 5
    max_depth: int = 2
    plain_free: bool = True
    """``free(p);`` without nulling ``p`` afterwards (a dangling pointer, rejected if used)."""
    guard_free: bool = False
    """Every ``free(e)`` is guarded by ``if (e != NULL)`` (was the workaround for bug B9, now fixed)."""
    calloc: bool = True
    """Allocate with ``calloc`` too (off was the workaround for bugs B19 and B22, fixed)."""
    init_calloc: bool = False
    """Initialise ``calloc``'ed blocks explicitly too (works around bug B19; was also the
    workaround for B14, fixed)."""
    check_alloc: bool = False
    """Every pointer that receives an allocation or a callee's pointer result is tested
    against NULL right away (works around bug B23; was also the workaround for B12 and B20,
    fixed)."""
    addr_of_params: bool = True
    """Calls may pass the address of the caller's own parameters (``bump(&v, ..)``); off
    works around bug B13."""
    self_walk: bool = True
    """``p = p->next`` (the walk statement may step a pointer along its own list); off works
    around bug B21."""
    rec_variants: tuple = (0, 1, 2, 3)
    """Recursive templates: 0 list length, 1 list builder, 2 list destroyer, 3 numeric."""
    unguarded: bool = False
    """Some dereferences (``write``, ``read``, ``link``, ``walk``, ``freefield``) lose their
    NULL guard, so programs dereference NULL and (with ``plain_free``) freed blocks, and free
    them twice: the cleanness property (``test_p7_cleanness_recall``) runs those."""
    pointer_compare: bool = False
    """Conditions may compare two pointers (``p == q``, ``p != &s0``): which block a pointer
    holds tells which blocks exist (``State.holders``).  Off by default, so that the other
    properties draw the programs they always drew; ``test_p3_leak_recall`` runs it."""
    touch_inputs: bool = False
    """Start every function by reading each pointer input it may assign (``if (n != NULL) {}``
    for pointer parameters and global pointers), so no input cell is assigned before it is
    read (was the workaround for bug B7, now fixed)."""


@dataclass
class Sig:
    name: str
    kind: str
    ret: str  # "int", "void", "node"
    params: tuple  # ("int" | "node" | "intptr", name)
    variant: int = 0


@dataclass
class Env:
    fname: str
    ret: str
    ints: list  # readable int variables
    assign_ints: list  # assignable (not loop counters)
    nodes: list  # node pointer variables (assignable)
    structs: list  # local struct node variables (main only)
    callees: list  # Sig
    decls: list = field(default_factory=list)
    params: set = field(default_factory=set)
    counters: int = 0
    locked: set = field(default_factory=set)


_INTS: dict = {}


class Gen:
    """Draws one program; ``draw`` is hypothesis' draw function."""

    def __init__(self, draw, cfg: GenConfig):
        self.draw = draw
        self.cfg = cfg
        self.tags = 0
        self.names = 0

    # ---------------------------------------------------------------- small draws
    def pick(self, seq):
        seq = list(seq)
        return seq[self.int_in(0, len(seq) - 1)] if len(seq) > 1 else seq[0]

    def int_in(self, lo, hi):
        key = (lo, hi)
        s = _INTS.get(key)
        if s is None:
            s = _INTS[key] = st.integers(lo, hi)
        return self.draw(s)

    def flag(self, p_true: int = 1, out_of: int = 2) -> bool:
        """True with probability about p_true/out_of (False is the simpler choice)."""
        return self.int_in(0, out_of - 1) >= out_of - p_true

    def guarded(self, p, body: tuple) -> list:
        """``if (p != NULL) { body }``, or with ``unguarded`` sometimes body alone."""
        if self.cfg.unguarded and self.flag(1, 3):
            return list(body)
        return [If(Bin("!=", p, Null()), body)]

    def free(self, e) -> Stmt:
        call = ExprStmt(CallE("free", (e,)))
        return If(Bin("!=", e, Null()), (call,)) if self.cfg.guard_free else call

    def tag(self) -> Num:
        self.tags += 1
        return Num(TAG_BASE + self.tags)

    # ---------------------------------------------------------------- expressions
    def const(self) -> Num:
        return Num(self.int_in(-5, 10) if self.flag(2, 3) else self.int_in(-300, 300))

    def iexpr(self, env: Env, depth: int = 2):
        if depth <= 0 or not self.flag(1, 3):
            if env.ints and self.flag(2, 3):
                return Var(self.pick(env.ints))
            return self.const()
        k = self.int_in(0, 6)
        if k == 0:
            op = self.pick(["+", "-", "*"])
            return Bin(op, self.iexpr(env, depth - 1), self.iexpr(env, depth - 1))
        if k == 1:
            op = self.pick(["<", "<=", ">", ">=", "==", "!="])
            return Bin(op, self.iexpr(env, depth - 1), self.iexpr(env, depth - 1))
        if k == 2:
            op = self.pick(["&", "|", "^"])
            return Bin(op, self.iexpr(env, depth - 1), self.iexpr(env, depth - 1))
        if k == 3:
            op = self.pick(["/", "%"])
            if self.flag():
                d = Num(self.pick([1, 2, 3, 5, 7, -2, -3]))
            else:
                d = Bin("|", self.iexpr(env, depth - 1), Num(1))  # odd, hence non-zero
            return Bin(op, self.iexpr(env, depth - 1), d)
        if k == 4:
            op = self.pick(["<<", ">>"])
            masked = Bin("&", self.iexpr(env, depth - 1), Num(self.pick([255, 1023, 15])))
            return Bin(op, masked, Num(self.int_in(0, 5)))
        if k == 5:
            return Un(self.pick(["-", "~", "!"]), self.iexpr(env, depth - 1))
        return self.const()

    def cond(self, env: Env):
        k = self.int_in(0, 4 if self.cfg.pointer_compare else 3)
        if k == 0 or not env.nodes:
            op = self.pick(["<", "<=", ">", ">=", "==", "!="])
            return Bin(op, self.iexpr(env, 1), self.iexpr(env, 1))
        p = Var(self.pick(env.nodes))
        if k == 1:
            return Bin(self.pick(["!=", "=="]), p, Null())
        if k == 2:
            return Un("!", p) if self.flag() else p
        if k == 4:
            # two pointers compared: which block (or local struct) a pointer holds
            # decides what exists (``p != &s0``, ``p == q``: State.holders)
            others = [Var(n) for n in env.nodes if n != p.name] + [AddrOf(Var(s)) for s in env.structs]
            if others:
                return Bin(self.pick(["!=", "=="]), p, self.pick(others))
            return Bin("!=", p, Null())
        return Bin("&&", Bin("!=", p, Null()), Bin(self.pick(["<", ">", "=="]), Arrow(p, "data"), self.iexpr(env, 1)))

    # ---------------------------------------------------------------- statements
    def init_node(self, env: Env, lv) -> list:
        return [Assign(Arrow(lv, "data"), self.iexpr(env, 1)), Assign(Arrow(lv, "next"), Null()),
                Assign(Arrow(lv, "other"), Null())]

    def alloc_expr(self):
        k = self.int_in(0, 2) if self.cfg.realloc else self.int_in(0, 1)
        if k == 1 and self.cfg.calloc:
            return CallE("calloc", (Num(1), self.tag())), not self.cfg.init_calloc
        return CallE("malloc", (self.tag(),)), False

    def alloc_stmt(self, env: Env, p) -> list:
        call, zeroed = self.alloc_expr()
        out = [Assign(p, call)]
        if self.flag(1, 3) and env.fname != "main" or self.flag(1, 4):
            out.append(If(Bin("==", p, Null()), (self.default_return(env),)))
            if not zeroed:
                out += self.init_node(env, p)
        elif not zeroed:
            out.append(If(Bin("!=", p, Null()), tuple(self.init_node(env, p))))
        elif self.cfg.check_alloc:
            out.append(If(Bin("!=", p, Null()), ()))
        return out

    def prologue(self, env: Env, names: list) -> list:
        """Allocate some of the fresh node locals up front, so the statements find blocks."""
        out: list = []
        for n in names:
            if self.flag(1, 2):
                out += self.alloc_stmt(env, Var(n))
        return out

    def default_return(self, env: Env):
        if env.ret == "void":
            return Return(None)
        if env.ret == "node":
            if env.nodes and self.flag():
                return Return(Var(self.pick(env.nodes)))
            return Return(Null())
        return Return(self.iexpr(env, 1))

    def stmts(self, env: Env, depth: int, lo: int = 0, hi: Optional[int] = None) -> list:
        hi = self.cfg.max_stmts if hi is None else hi
        n = self.int_in(lo, hi)
        out: list = []
        for _ in range(n):
            out += self.stmt(env, depth)
        return out

    def stmt(self, env: Env, depth: int) -> list:
        kinds = ["assign", "write", "read", "alloc", "free", "link", "walk", "copy", "call", "if", "for",
                 "while", "return", "freefield", "allocfield", "realloc", "stack"]
        k = self.pick(kinds)
        nodes = env.nodes
        if k == "assign" or (k in ("write", "read", "alloc", "free", "link", "walk", "copy", "freefield", "allocfield",
                                   "realloc") and not nodes):
            if not env.assign_ints:
                return []
            return [Assign(Var(self.pick(env.assign_ints)), self.iexpr(env))]
        if k == "write":
            p = Var(self.pick(nodes))
            return self.guarded(p, (Assign(Arrow(p, "data"), self.iexpr(env)),))
        if k == "read":
            if not env.assign_ints:
                return []
            p = Var(self.pick(nodes))
            x = Var(self.pick(env.assign_ints))
            rhs = Arrow(p, "data")
            if self.flag():
                rhs = Bin(self.pick(["+", "-", "^"]), rhs, self.iexpr(env, 1))
            return self.guarded(p, (Assign(x, rhs),))
        if k == "alloc":
            return self.alloc_stmt(env, Var(self.pick(nodes)))
        if k == "free":
            p = Var(self.pick(nodes))
            if self.cfg.plain_free and self.flag(1, 2 if self.cfg.unguarded else 4):
                if self.cfg.unguarded and self.flag(1, 3):
                    # the dangling pointer used at once: written through, or freed again
                    again = self.free(p) if self.flag() else Assign(Arrow(p, "data"), self.iexpr(env, 1))
                    return [self.free(p), again]
                return [self.free(p)]
            return [self.free(p), Assign(p, Null())]
        if k == "link":
            p = Var(self.pick(nodes))
            q = Null() if self.flag(1, 4) else Var(self.pick(nodes))
            f = self.pick(["next", "other"])
            return self.guarded(p, (Assign(Arrow(p, f), q),))
        if k == "walk":
            p = Var(self.pick(nodes))
            others = [n for n in nodes if self.cfg.self_walk or n != p.name]
            if not others:
                return []
            q = Var(self.pick(others))
            return self.guarded(p, (Assign(q, Arrow(p, self.pick(["next", "other"]))),))
        if k == "copy":
            p = Var(self.pick(nodes))
            return [Assign(p, Null() if self.flag(1, 3) else Var(self.pick(nodes)))]
        if k == "freefield":
            p = Var(self.pick(nodes))
            f = self.pick(["next", "other"])
            return self.guarded(p, (self.free(Arrow(p, f)), Assign(Arrow(p, f), Null())))
        if k == "allocfield":
            p = Var(self.pick(nodes))
            f = self.pick(["next", "other"])
            call, zeroed = self.alloc_expr()
            inner = [Assign(Arrow(p, f), call)]
            if not zeroed:
                inner.append(If(Bin("!=", Arrow(p, f), Null()), tuple(self.init_node(env, Arrow(p, f)))))
            elif self.cfg.check_alloc:
                inner.append(If(Bin("!=", Arrow(p, f), Null()), ()))
            return [If(Bin("!=", p, Null()), tuple(inner))]
        if k == "realloc":
            if not self.cfg.realloc:
                return []
            p = Var(self.pick(nodes))
            return [Assign(p, CallE("realloc", (p, self.tag()))),
                    If(Bin("!=", p, Null()), (Assign(Arrow(p, "data"), self.iexpr(env, 1)),))]
        if k == "call":
            return self.call_stmt(env)
        if k == "stack":
            if not env.structs:
                return []
            s = Var(self.pick(env.structs))
            f = self.pick(["data", "next", "other"])
            if f == "data":
                return [Assign(Dot(s, "data"), self.iexpr(env))]
            return [Assign(Dot(s, f), Var(self.pick(nodes)) if nodes and self.flag() else Null())]
        if depth <= 0:
            return []
        if k == "if":
            then = tuple(self.stmts(env, depth - 1, 1, 3))
            els = tuple(self.stmts(env, depth - 1, 0, 2)) if self.flag() else ()
            return [If(self.cond(env), then, els)]
        if k == "for":
            i = self.counter(env, "i")
            bound = Num(self.int_in(0, 3)) if self.flag() or not env.ints else Bin("&", Var(self.pick(env.ints)), Num(3))
            env.locked.add(i)
            saved = list(env.assign_ints)
            env.assign_ints = [x for x in env.assign_ints if x != i]
            env.ints.append(i)
            body = tuple(self.stmts(env, depth - 1, 1, 3))
            env.assign_ints = saved
            return [For(i, bound, body)]
        if k == "while":
            w = self.counter(env, "k")
            init = Assign(Var(w), Bin("&", self.iexpr(env, 1), Num(3)))
            saved = list(env.assign_ints)
            env.assign_ints = [x for x in env.assign_ints if x != w]
            env.ints.append(w)
            body = tuple(self.stmts(env, depth - 1, 1, 3))
            env.assign_ints = saved
            return [init, While(w, body)]
        if k == "return":
            return [If(self.cond(env), (self.default_return(env),))]
        return []

    def counter(self, env: Env, prefix: str) -> str:
        env.counters += 1
        name = f"{prefix}{env.counters}"
        env.decls.append(Decl("int", name, Num(0)))
        return name

    def call_stmt(self, env: Env) -> list:
        if not env.callees:
            return []
        sig = self.pick(env.callees)
        return self.call_of(env, sig)

    def call_of(self, env: Env, sig: Sig) -> list:
        args = []
        for ptype, _ in sig.params:
            if ptype == "int":
                args.append(Num(self.int_in(0, 4)) if sig.kind == "rec" else self.iexpr(env, 1))
            elif ptype == "node":
                choices = [Null()] + [Var(n) for n in env.nodes]
                if sig.kind in ("free", "use") and env.nodes and self.flag(2, 3):
                    choices = choices[1:]  # mostly hand destructors and users a (possible) block
                if sig.kind == "use" and env.structs:
                    choices += [AddrOf(Var(s)) for s in env.structs]
                args.append(self.pick(choices) if len(choices) > 1 else choices[0])
            else:  # intptr
                # locals only: a global passed by address would alias the callee's own view of
                # it, which the analysis assumes does not happen (documented)
                # and only ``int`` ones: the parameter is ``int *``, and the address of an
                # ``unsigned char`` written through it overruns the variable (UB that the
                # native binary of property 2 crashes on)
                narrow = {d.name for d in env.decls if type(d) is Decl and d.ctype != "int"}
                targets = [x for x in env.assign_ints if x not in env.locked and not x.startswith("g")
                           and x not in narrow and (self.cfg.addr_of_params or x not in env.params)]
                args.append(AddrOf(Var(self.pick(targets))) if targets and self.flag(3, 4) else Null())
        call = CallE(sig.name, tuple(args))
        if sig.kind == "free" or (sig.kind == "rec" and sig.variant == 2):
            # ownership goes to the destructor: the caller forgets its pointer (reading it
            # again would use an indeterminate value if the callee freed the block)
            gone = [Assign(a, Null()) for a in args if type(a) is Var and a.name in env.nodes]
            return [ExprStmt(call)] + gone
        if sig.ret == "int" and env.assign_ints and self.flag(2, 3):
            return [Assign(Var(self.pick(env.assign_ints)), call)]
        if sig.ret == "node" and env.nodes and (self.flag(3, 4) or sig.kind == "new"):
            p = Var(self.pick(env.nodes))
            if sig.kind == "new":  # the caller initialises what the allocator returns
                return [Assign(p, call), If(Bin("!=", p, Null()), tuple(self.init_node(env, p)))]
            return [Assign(p, call)] + ([If(Bin("!=", p, Null()), ())] if self.cfg.check_alloc else [])
        return [ExprStmt(call)]

    # ---------------------------------------------------------------- functions
    def int_type(self) -> str:
        if not self.cfg.unsigned or not self.flag(1, 5):
            return "int"
        return self.pick(["unsigned", "unsigned char"])

    def locals_for(self, env: Env, n_ints: int, n_nodes: int) -> None:
        for k in range(n_ints):
            name = f"x{k}"
            env.decls.append(Decl(self.int_type(), name, self.const()))
            env.ints.append(name)
            env.assign_ints.append(name)
        for k in range(n_nodes):
            name = f"p{k}"
            env.decls.append(Decl(NODE_PTR, name, Null()))
            env.nodes.append(name)
        return [f"p{k}" for k in range(n_nodes)]

    def function(self, sig: Sig, callees: list, globals_int: list, globals_node: list) -> Func:
        ret = {"int": "int", "void": "void", "node": NODE_PTR}[sig.ret]
        params = tuple(({"int": "int", "node": NODE_PTR, "intptr": "int *"}[t], n) for t, n in sig.params)
        env = Env(sig.name, sig.ret, ints=[n for t, n in sig.params if t == "int"] + list(globals_int),
                  assign_ints=[n for t, n in sig.params if t == "int"]
                  + (list(globals_int) if self.cfg.callee_global_writes else []),
                  nodes=[n for t, n in sig.params if t == "node"] + list(globals_node), structs=[], callees=callees,
                  params={n for _, n in sig.params})
        if sig.kind == "rec":
            return self.rec_function(sig, ret, params)
        fresh = self.locals_for(env, self.int_in(0, 2), self.int_in(0, 2))
        pre: list = []
        post: list = []
        if sig.kind == "make":
            call, zeroed = self.alloc_expr()
            env.decls.append(Decl(NODE_PTR, "n", None))
            env.nodes.insert(0, "n")
            pre.append(Assign(Var("n"), call))
            pre.append(If(Bin("==", Var("n"), Null()), (Return(Null()),)))
            if not zeroed:
                pre += self.init_node(env, Var("n"))
            post.append(Return(Var("n")) if self.flag(3, 4) else self.default_return(env))
        elif sig.kind == "new":
            # a pure allocator: the block leaves uninitialised (callers initialise it), and
            # the body's statements do not touch it
            call, _ = self.alloc_expr()
            env.decls.append(Decl(NODE_PTR, "n", None))
            pre.append(Assign(Var("n"), call))
            if self.flag():
                pre.append(If(Bin("==", Var("n"), Null()), (Return(Null()),)))
            post.append(Return(Var("n")))
        elif sig.kind == "use":
            if self.flag():
                pre.append(If(Bin("==", Var("n"), Null()), (Return(Num(0)),)))
            post.append(Return(self.iexpr(env, 1)))
        elif sig.kind == "free":
            if self.flag():
                post.append(If(self.cond(env), (self.free(Var("n")),)))
            else:
                post.append(self.free(Var("n")))
        elif sig.kind == "pass":
            k = self.int_in(0, 2)
            if k == 0:
                post.append(Return(Var("n")))
            elif k == 1:
                post.append(If(Bin("!=", Var("n"), Null()), (Return(Arrow(Var("n"), self.pick(["next", "other"]))),)))
                post.append(Return(Null()))
            else:
                post.append(self.default_return(env))
        elif sig.kind == "bump":
            pre.append(If(Bin("!=", Var("r"), Null()), (Assign(Deref(Var("r")), Bin("+", Deref(Var("r")), Var("k"))),)))
            if self.flag():
                post.append(If(Bin("!=", Var("r"), Null()), (Assign(Deref(Var("r")), self.iexpr(env, 1)),)))
        else:  # arith
            post.append(Return(self.iexpr(env)))
        pre += self.prologue(env, fresh)
        body = self.stmts(env, self.cfg.max_depth)
        inputs = [n for t, n in sig.params if t == "node"] + list(globals_node)
        return Func(ret, sig.name, params, tuple(env.decls + self.touch(inputs) + pre + body + post), sig.kind)

    def touch(self, inputs: list) -> list:
        if not self.cfg.touch_inputs:
            return []
        return [If(Bin("!=", Var(n), Null()), ()) for n in inputs]

    def rec_function(self, sig: Sig, ret: str, params: tuple) -> Func:
        f = sig.name
        d = Var("d")
        t = sig.variant
        if t == 0:  # length of a list, bounded by d
            body = (If(Bin("==", Var("n"), Null()), (Return(Num(0)),)), If(Bin("<=", d, Num(0)), (Return(Num(0)),)),
                    Return(Bin("+", Num(1), CallE(f, (Arrow(Var("n"), "next"), Bin("-", d, Num(1)))))))
            return Func(ret, f, params, body, "rec")
        if t == 1:  # build a list of d nodes (allocation inside recursion)
            call, zeroed = self.alloc_expr()
            body = [Decl(NODE_PTR, "n", None), If(Bin("<=", d, Num(0)), (Return(Null()),)), Assign(Var("n"), call),
                    If(Bin("==", Var("n"), Null()), (Return(Null()),)), Assign(Arrow(Var("n"), "data"), d),
                    Assign(Arrow(Var("n"), "other"), Null()),
                    Assign(Arrow(Var("n"), "next"), CallE(f, (Bin("-", d, Num(1)),)))]
            if self.flag(1, 3):
                body.append(If(Bin(">", d, Num(self.int_in(0, 3))),
                               (self.free(Arrow(Var("n"), "next")), Assign(Arrow(Var("n"), "next"), Null()))))
            body.append(Return(Var("n")))
            return Func(ret, f, params, tuple(body), "rec")
        if t == 2:  # free a list, bounded by d
            body = (Decl(NODE_PTR, "m", None), If(Bin("==", Var("n"), Null()), (Return(None),)),
                    If(Bin("<=", d, Num(0)), (Return(None),)), Assign(Var("m"), Arrow(Var("n"), "next")),
                    self.free(Var("n")), ExprStmt(CallE(f, (Var("m"), Bin("-", d, Num(1))))))
            return Func(ret, f, params, body, "rec")
        # numeric recursion
        c = self.const()
        body = (If(Bin("<=", d, Num(0)), (Return(c),)),
                Return(Bin(self.pick(["+", "-"]), CallE(f, (Bin("-", d, Num(1)),)), Bin("&", d, Num(self.int_in(1, 7))))))
        return Func(ret, f, params, body, "rec")

    def rec_sig(self, name: str) -> Sig:
        t = self.pick(self.cfg.rec_variants)
        if t == 0:
            return Sig(name, "rec", "int", (("node", "n"), ("int", "d")), t)
        if t == 1:
            return Sig(name, "rec", "node", (("int", "d"),), t)
        if t == 2:
            return Sig(name, "rec", "void", (("node", "n"), ("int", "d")), t)
        return Sig(name, "rec", "int", (("int", "d"),), t)

    def sig(self, k: int, kind: str) -> Sig:
        name = {"arith": "calc", "make": "mk", "new": "new", "use": "use", "free": "drop", "pass": "pass", "bump": "bump",
                "rec": "rec"}[kind] + str(k)
        if kind == "arith":
            return Sig(name, kind, "int", (("int", "a"), ("int", "b")))
        if kind == "make":
            return Sig(name, kind, "node", (("int", "v"),))
        if kind == "new":
            return Sig(name, kind, "node", (("int", "v"),))
        if kind == "use":
            return Sig(name, kind, "int", (("node", "n"), ("int", "v")))
        if kind == "free":
            return Sig(name, kind, "void", (("node", "n"), ("int", "v")))
        if kind == "pass":
            return Sig(name, kind, "node", (("node", "n"), ("int", "v")))
        if kind == "bump":
            return Sig(name, kind, "void", (("intptr", "r"), ("int", "k")))
        return self.rec_sig(name)

    def program(self) -> Program:
        cfg = self.cfg
        globals_: list = []
        gints: list = []
        gnodes: list = []
        if cfg.int_globals and self.flag(1, 3):
            globals_.append(Decl("int", "g0", self.const()))
            gints.append("g0")
        if cfg.global_pointers and self.flag(1, 3):
            globals_.append(Decl(NODE_PTR, "gp0", None))
            gnodes.append("gp0")
        nfun = self.int_in(0, cfg.max_funcs)
        sigs: list = []
        funcs: list = []
        for k in range(nfun):
            kind = self.pick(cfg.kinds)
            sig = self.sig(k, kind)
            funcs.append(self.function(sig, list(sigs), gints, gnodes if cfg.callee_global_pointers else []))
            sigs.append(sig)
        funcs.append(self.main(sigs, gints, gnodes))
        return Program(tuple(globals_), tuple(funcs))

    def main(self, sigs: list, gints: list, gnodes: list) -> Func:
        env = Env("main", "int", ints=list(gints), assign_ints=list(gints), nodes=list(gnodes), structs=[],
                  callees=list(sigs))
        fresh = self.locals_for(env, self.int_in(1, 3), self.int_in(1, 3))
        if self.cfg.stack_structs and self.flag(1, 3):
            env.decls.append(Decl("struct node", "s0", None))
            env.structs.append("s0")
            pre = [Assign(Dot(Var("s0"), "data"), self.const()), Assign(Dot(Var("s0"), "next"), Null()),
                   Assign(Dot(Var("s0"), "other"), Null())]
        else:
            pre = []
        pre += self.prologue(env, fresh)
        groups = [self.stmt(env, self.cfg.max_depth) for _ in range(self.int_in(0, self.cfg.max_stmts + 2))]
        from .cprog import calls_in
        called = calls_in([s for g in groups for s in g])
        # each function is called at least once, at a random place between statement groups
        for sig in sigs:
            if sig.name not in called:
                pos = self.int_in(0, len(groups))
                groups.insert(pos, self.call_of(env, sig))
        merged = [s for g in groups for s in g]
        cleanup = []
        for n in fresh:  # sometimes main cleans up after itself
            if self.flag(1, 3):
                cleanup.append(self.free(Var(n)) if not self.cfg.guard_free else
                               If(Bin("!=", Var(n), Null()), (ExprStmt(CallE("free", (Var(n),))),)))
        ret = Return(self.iexpr(env, 1))
        return Func("int", "main", (), tuple(env.decls + self.touch(gnodes) + pre + merged + cleanup + [ret]), "main")


@st.composite
def programs(draw, cfg: GenConfig = GenConfig()) -> Program:
    return Gen(draw, cfg).program()


@st.composite
def caller_callee(draw, cfg: GenConfig = GenConfig(max_funcs=1, global_pointers=False)) -> tuple:
    """A callee (one of the non-recursive kinds) and ``int caller(int a, struct node *q)``
    with statement-level calls of it; returns (program, caller name, callee name)."""
    g = Gen(draw, cfg)
    kind = g.pick([k for k in cfg.kinds if k != "rec"])
    gints = ["g0"] if cfg.int_globals and g.flag(1, 3) else []
    globals_ = tuple(Decl("int", n, g.const()) for n in gints)
    sig = g.sig(0, kind)
    callee = g.function(sig, [], gints, [])
    env = Env("caller", "int", ints=["a"] + gints, assign_ints=["a"] + gints, nodes=["q"], structs=[],
              callees=[sig])
    g.locals_for(env, g.int_in(1, 2), g.int_in(1, 2))
    groups = [g.stmt(env, cfg.max_depth) for _ in range(g.int_in(0, cfg.max_stmts))]
    from .cprog import calls_in
    if sig.name not in calls_in([s for grp in groups for s in grp]):
        groups.insert(g.int_in(0, len(groups)), g.call_of(env, sig))
    body = [s for grp in groups for s in grp]
    body.append(Return(g.iexpr(env, 1)))
    caller = Func("int", "caller", (("int", "a"), (NODE_PTR, "q")), tuple(env.decls + body), "caller")
    return Program(globals_, (callee, caller)), "caller", sig.name
