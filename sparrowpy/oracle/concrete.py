"""A concrete interpreter of the IR: the reference semantics the soundness tests compare with.

It runs a lowered, linked program from ``main`` (or any function, with integer arguments)
with C's semantics on LP64, as far as the IR lets it:

- integers are mathematical integers brought back into their declared type: the usual
  arithmetic conversions before an operator, wrap-around for unsigned results and for
  conversions to unsigned types; signed overflow (and a narrowing conversion to a signed
  type that does not fit, which the analysis documents as undefined) is undefined behaviour;
- memory is made of *blocks*: a stack variable of a frame, a global, a heap block
  (``malloc``, ``calloc``, ``realloc``, ``strdup``/``strndup``; ``free``) or a string literal.
  A block holds cells keyed by ``(element, path)``: ``element`` is the index of the object in
  the block (pointer arithmetic moves it), ``path`` the field steps ``("f", name)`` and array
  steps ``("i", k)`` inside the object.  Pointers are ``Ptr(block, element, path)``; the null
  pointer is the integer 0 (as in C, an integer constant 0 converted to a pointer type);
- reading a pointer to a freed block or a dead stack variable is undefined (the value is
  indeterminate, C11 6.2.4p2), unless ``strict_pointers=False``;
- ``Assume`` picks the successor whose condition holds; calls between program functions
  (recursion included) run on an explicit frame stack, so deep recursion needs no Python
  recursion; ``Return`` stores the converted value and leaves through the exit node;
- the ``<globals>`` pseudo-function of each unit runs first; globals start zeroed.

Undefined behaviour raises a subclass of :class:`UndefinedBehaviour` (NULL dereference, use
after free, out-of-bounds access, double or invalid free, division by zero, uninitialised
read, signed overflow, bad shift, dangling stack pointer, use of a dangling pointer value), so a
test generator can reject
the program.  Constructs the interpreter does not model raise :class:`Unsupported`.

The run records, when asked, the trace of ``(function, node, state after the node)``, the
allocation identity of each heap block (allocating function, CFG node of the call, and the
concrete call stack from ``main`` down as ``(caller, call node)`` pairs), and at the end the
live blocks and those unreachable from the globals (leaked).
"""

from __future__ import annotations

from typing import Callable, Iterable, Optional

import attrs

from .. import ctype as T
from ..cfg import ENTRY, EXIT
from ..ir import (
    AddrOf, Assign, Assume, BinOp, Call, Cast, Const, Deref, Field, FloatConst, Index, Lv, Return, Skip,
    Str, UnOp, Unknown, UnknownValue, Var, VAR_FUNC, VAR_GLOBAL,
)
from ..engine.memory import RET_NAME

__all__ = [
    "UndefinedBehaviour", "NullDeref", "UseAfterFree", "OutOfBounds", "DoubleFree", "InvalidFree",
    "DivisionByZero", "UninitialisedRead", "SignedOverflow", "BadShift", "DanglingStack",
    "WildPointer", "IndeterminatePointer", "Unsupported", "StepLimit", "Ptr", "FuncRef", "AllocInfo", "Block", "Frame",
    "ConcreteState", "TraceStep", "RunResult", "Interpreter", "run_program", "load_program",
]


# ============================================================================ errors


class ConcreteError(Exception):
    """Base of everything a concrete run can stop with."""


class UndefinedBehaviour(ConcreteError):
    """The program has undefined behaviour on this run (the test generator rejects it)."""

    kind = "undefined behaviour"

    def __init__(self, message: str, where: str = ""):
        super().__init__(f"{self.kind}: {message}" + (f" at {where}" if where else ""))
        self.where = where


class NullDeref(UndefinedBehaviour):
    kind = "NULL dereference"


class UseAfterFree(UndefinedBehaviour):
    kind = "use after free"


class OutOfBounds(UndefinedBehaviour):
    kind = "out-of-bounds access"


class DoubleFree(UndefinedBehaviour):
    kind = "double free"


class InvalidFree(UndefinedBehaviour):
    kind = "invalid free"


class DivisionByZero(UndefinedBehaviour):
    kind = "division by zero"


class UninitialisedRead(UndefinedBehaviour):
    kind = "read of an uninitialised cell"


class SignedOverflow(UndefinedBehaviour):
    kind = "signed overflow"


class BadShift(UndefinedBehaviour):
    kind = "invalid shift"


class DanglingStack(UndefinedBehaviour):
    kind = "access to a dead stack variable"


class WildPointer(UndefinedBehaviour):
    kind = "dereference of an integer used as a pointer"


class IndeterminatePointer(UndefinedBehaviour):
    """C11 6.2.4p2 and J.2: once its block is freed (or its variable's lifetime ends), a
    pointer's value is indeterminate, and using it (even ``p != NULL``) is undefined."""

    kind = "use of a dangling pointer value"


class Unsupported(ConcreteError):
    """A construct the interpreter does not model (floats, unknown library functions, ...)."""


class StepLimit(ConcreteError):
    """The run exceeded its step budget (a non-terminating or too long program)."""


class ProgramExit(Exception):
    """``exit(status)`` was called (internal control flow)."""

    def __init__(self, status: int):
        super().__init__(status)
        self.status = status


# ============================================================================ values


@attrs.frozen(slots=True)
class Ptr:
    """A pointer to the cell(s) at ``path`` inside object ``elem`` of block ``block``."""

    block: int
    elem: int = 0
    path: tuple = ()

    def __str__(self) -> str:
        steps = "".join(f".{s[1]}" if s[0] == "f" else f"[{s[1]}]" for s in self.path)
        return f"&b{self.block}[{self.elem}]{steps}"


@attrs.frozen(slots=True)
class FuncRef:
    name: str

    def __str__(self) -> str:
        return f"&{self.name}"


@attrs.frozen(slots=True)
class AllocInfo:
    """Where a heap block was allocated: the function, the CFG node and line of the call,
    the allocator, and the call stack from ``main`` down as ``(caller, call node)`` pairs
    (``frames`` are the ids of the frames from main down to the allocating one, to tell
    activations apart)."""

    proc: str
    node: int
    line: int
    allocator: str
    stack: tuple
    frames: tuple

    def site(self) -> tuple:
        return (self.proc, self.line)


class Block:
    """A unit of storage.  ``cells[(elem, path)] = (value, ctype)``."""

    __slots__ = ("id", "kind", "name", "proc", "frame", "ctype", "size", "cells", "written", "zero",
                 "freed", "dead", "alloc", "created", "loc", "write_stacks")

    def __init__(self, bid: int, kind: str, name: str = "", proc: Optional[str] = None, frame: Optional[int] = None,
                 ctype=None, size: Optional[int] = None, zero: bool = False, alloc: Optional[AllocInfo] = None,
                 created: int = 0, loc=None):
        self.id = bid
        self.kind = kind  # "local", "global", "heap", "string"
        self.name = name
        self.proc = proc
        self.frame = frame
        self.ctype = ctype
        self.size = size
        self.cells: dict = {}
        self.written: set = set()  # cell keys holding a defined value (stored, or copied by realloc/strdup)
        self.write_stacks: set = set()  # frame-id stacks (main first) of the program's writes
        self.zero = zero
        self.freed = False
        self.dead = False
        self.alloc = alloc
        self.created = created
        self.loc = loc

    def snapshot(self) -> "Block":
        b = Block(self.id, self.kind, self.name, self.proc, self.frame, self.ctype, self.size, self.zero,
                  self.alloc, self.created, self.loc)
        b.cells = dict(self.cells)
        b.written = set(self.written)
        b.write_stacks = frozenset(self.write_stacks)
        b.freed = self.freed
        b.dead = self.dead
        return b

    @property
    def live(self) -> bool:
        return not self.freed and not self.dead

    def describe(self) -> str:
        if self.kind == "heap":
            a = self.alloc
            via = "".join(f" <- {p}#{n}" for p, n in reversed(a.stack))
            return f"heap block b{self.id} ({a.allocator} in {a.proc}() at line {a.line}, node {a.node}{via})"
        if self.kind == "local":
            return f"{self.proc}:{self.name}"
        if self.kind == "string":
            return f"string literal b{self.id}"
        return self.name


class Frame:
    __slots__ = ("id", "fn", "proc", "unit", "locals", "pc", "ret_to", "entered", "seen", "ret_value")

    def __init__(self, fid: int, fn, unit, entered: int):
        self.id = fid
        self.fn = fn
        self.proc = fn.name
        self.unit = unit
        self.locals: dict = {}  # name -> block id
        self.pc = ENTRY
        self.ret_to = None  # the caller's Call instruction whose result this frame delivers
        self.entered = entered
        self.seen: set = set()  # heap blocks the frame allocated or could reach after a call
        self.ret_value = None


@attrs.define
class ConcreteState:
    """The concrete memory after one step, from the point of view of one frame."""

    proc: str
    node: int
    step: int
    frame_id: int
    frame_entered: int
    depth: int
    """Index of the frame in the stack (0 for main)."""
    stack_frames: tuple
    """Ids of the frames from main down to this one."""
    locals: dict
    params: frozenset
    globals: dict
    blocks: dict
    seen: frozenset

    def block(self, bid: int) -> Block:
        return self.blocks[bid]

    def describe_cell(self, bid: int, key: tuple) -> str:
        b = self.blocks[bid]
        elem, path = key
        steps = "".join(f".{s[1]}" if s[0] == "f" else f"[{s[1]}]" for s in path)
        return f"{b.describe()}{f'[{elem}]' if elem else ''}{steps}"


@attrs.define
class TraceStep:
    proc: str
    node: int
    state: Optional[ConcreteState]


@attrs.define
class RunResult:
    """What a run produced."""

    ret: Optional[int]
    """The value main (or the entry function) returned; the status for ``exit``."""
    exited: bool
    trace: list
    blocks: dict
    globals: dict
    steps: int
    live: list = attrs.Factory(list)
    """Heap blocks not freed at the end."""
    leaked: list = attrs.Factory(list)
    """Live heap blocks unreachable from the globals at the end."""
    held_at_return: list = attrs.Factory(list)
    """Those of ``leaked`` that the entry function's own variables still reached when it
    returned: held at the program's exit when the entry is ``main`` (C11 5.1.2.2.3), as
    at a call of ``exit``, so not lost by the analysis's default definition
    (``AnalysisOptions.main_return_leaks``)."""
    program: object = None
    """The linked program that ran (a ``callgraph.Program``)."""

    def leaked_sites(self) -> set:
        """(function, line) of the allocation of each leaked block."""
        return {b.alloc.site() for b in self.leaked}

    def leaked_site_nodes(self) -> set:
        return {(b.alloc.proc, b.alloc.node) for b in self.leaked}

    def alloc_stack_lines(self, b: "Block") -> tuple:
        """``((function, line), ...)`` of a heap block's allocation, innermost first: the
        allocation statement, then each call site up to ``main`` (as a debugger prints it)."""
        a = b.alloc
        out = [(a.proc, a.line)]
        for proc, node in reversed(a.stack):
            out.append((proc, self.program.functions[proc].cfg.instrs[node].loc.line))
        return tuple(out)


# ============================================================================ helpers

_SIGNED_INT = T.INT


def _etype(e):
    ty = getattr(e, "ty", None)
    return ty if ty is not None else _SIGNED_INT


def _int_range(ty: T.IntType) -> tuple[int, int]:
    bits = ty.bytes * 8
    if ty.signed:
        return -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    return 0, (1 << bits) - 1


def _wrap(v: int, ty: T.IntType) -> int:
    if ty.bytes == 1 and not ty.signed and ty.name == "_Bool":
        return int(v != 0)
    lo, _ = _int_range(ty)
    return (v - lo) % (1 << (ty.bytes * 8)) + lo


def _decode_string(text: str) -> list[int]:
    """The characters of a C string literal's source text (with its quotes), NUL included."""
    body = text
    while body[:1] in ("L", "u", "U", "8"):
        body = body[1:]
    if len(body) >= 2 and body[0] == '"' and body[-1] == '"':
        body = body[1:-1]
    out: list[int] = []
    esc = {"n": 10, "t": 9, "r": 13, "0": 0, "\\": 92, "'": 39, '"': 34, "a": 7, "b": 8, "f": 12, "v": 11, "?": 63}
    i = 0
    while i < len(body):
        c = body[i]
        if c == "\\" and i + 1 < len(body):
            d = body[i + 1]
            if d in "01234567":
                j = i + 1
                while j < len(body) and j < i + 4 and body[j] in "01234567":
                    j += 1
                out.append(int(body[i + 1:j], 8) & 0xFF)
                i = j
                continue
            if d == "x":
                j = i + 2
                while j < len(body) and body[j] in "0123456789abcdefABCDEF":
                    j += 1
                out.append(int(body[i + 2:j] or "0", 16) & 0xFF)
                i = j
                continue
            out.append(esc.get(d, ord(d)))
            i += 2
            continue
        out.append(ord(c))
        i += 1
    out.append(0)
    return [v - 256 if v > 127 else v for v in out]  # char is signed


def _sizeof(ty) -> Optional[int]:
    if ty is None:
        return None
    try:
        return ty.size()
    except Exception:  # pragma: no cover - defensive
        return None


# ============================================================================ interpreter

LIBRARY = ("malloc", "calloc", "realloc", "free", "strdup", "strndup", "exit", "_Exit", "abort", "abs", "labs")


class Interpreter:
    """Runs a linked program (a ``callgraph.Program`` or a list of translation units)."""

    def __init__(self, program, max_steps: int = 20000, record: Optional[Iterable[str]] = None,
                 record_all: bool = False, on_step: Optional[Callable] = None, strict_pointers: bool = True):
        from ..interproc.callgraph import Program  # local import: callgraph imports the IR only
        if not isinstance(program, Program):
            program = Program(list(program))
        self.program = program
        self.max_steps = max_steps
        self.strict_pointers = strict_pointers  # reading a dangling pointer value is UB
        self.record = frozenset(record) if record is not None else frozenset()
        self.record_all = record_all
        self.on_step = on_step
        self.blocks: dict[int, Block] = {}
        self.globals: dict[str, int] = {}
        self.strings: dict = {}
        self.frames: list[Frame] = []
        self._held_at_return: set = set()  # blocks the entry's variables reach at its return
        self.trace: list[TraceStep] = []
        self.steps = 0
        self._next_block = 1
        self._next_frame = 1
        self._global_types: dict = {}
        for tu in program.units:
            for name, gv in tu.globals.items():
                if name not in self._global_types or gv.defined:
                    self._global_types[name] = gv.var.ty

    # ---------------------------------------------------------------- blocks
    def new_block(self, kind: str, **kw) -> Block:
        b = Block(self._next_block, kind, created=self.steps, **kw)
        self._next_block += 1
        self.blocks[b.id] = b
        return b

    def global_block(self, name: str) -> int:
        bid = self.globals.get(name)
        if bid is None:
            ty = self._global_types.get(name)
            b = self.new_block("global", name=name, ctype=ty, size=_sizeof(ty), zero=True)
            bid = self.globals[name] = b.id
        return bid

    def string_block(self, e: Str) -> int:
        key = (e.loc, e.text)
        bid = self.strings.get(key)
        if bid is None:
            chars = _decode_string(e.text)
            b = self.new_block("string", name=e.text, ctype=T.ArrayType(T.CHAR, len(chars)), size=len(chars),
                               loc=e.loc)
            for k, c in enumerate(chars):
                b.cells[(0, (("i", k),))] = (c, T.CHAR)
            bid = self.strings[key] = b.id
        return bid

    # ---------------------------------------------------------------- running
    def run(self, entry: str = "main", args: Iterable[int] = ()) -> RunResult:
        """Run the global initialisers, then ``entry`` with integer arguments."""
        for name in sorted(self._global_types):
            self.global_block(name)
        ret = None
        exited = False
        try:
            for tu in self.program.units:
                if tu.init is not None:
                    self._execute(tu.init, tu, [], recording=False)
            key = entry if entry in self.program.functions else None
            if key is None:
                raise Unsupported(f"no function {entry!r} in the program")
            fn = self.program.functions[key]
            ret = self._execute(fn, self.program.unit_of[key], list(args), recording=True)
        except ProgramExit as ex:
            ret = ex.status
            exited = True
        result = RunResult(ret=ret, exited=exited, trace=self.trace, blocks=self.blocks, globals=dict(self.globals),
                           steps=self.steps, program=self.program)
        result.live = [b for b in self.blocks.values() if b.kind == "heap" and not b.freed]
        # not through freed blocks: what only a freed block held is lost (reading it is
        # undefined; valgrind counts it lost too), even where a global still dangles to it
        reach = self.reachable_blocks([self.globals[g] for g in sorted(self.globals)]
                                      + ([b.id for f in self.frames for b in map(self.blocks.get, f.locals.values())]
                                         if exited else []), live_only=True)
        result.leaked = [b for b in result.live if b.id not in reach]
        result.held_at_return = [b for b in result.leaked if b.id in self._held_at_return]
        return result

    def reachable_blocks(self, roots: Iterable[int], live_only: bool = False) -> set:
        """Blocks reachable from ``roots`` through stored pointers (``live_only``: not
        through dangling pointers to freed blocks)."""
        seen: set = set()
        work = list(roots)
        while work:
            bid = work.pop()
            if bid in seen:
                continue
            b = self.blocks[bid]
            if live_only and b.freed:
                continue
            seen.add(bid)
            for v, _ in b.cells.values():
                if type(v) is Ptr and v.block not in seen:
                    work.append(v.block)
        return seen

    def _push(self, fn, unit, args: list, ret_to) -> Frame:
        fr = Frame(self._next_frame, fn, unit, self.steps)
        self._next_frame += 1
        fr.ret_to = ret_to
        params = fn.params
        if len(args) != len(params):
            if len(args) < len(params):
                raise Unsupported(f"{fn.name}() called with {len(args)} argument(s), expects {len(params)}")
            args = args[:len(params)]
        for p, v in zip(params, args):
            b = self.new_block("local", name=p.name, proc=fn.name, frame=fr.id, ctype=p.ty, size=_sizeof(p.ty))
            fr.locals[p.name] = b.id
            v = self.convert(v, p.ty)
            b.cells[(0, ())] = (v, p.ty)
            b.written.add((0, ()))
        for name, var in fn.locals.items():
            if name in fr.locals:
                continue
            b = self.new_block("local", name=name, proc=fn.name, frame=fr.id, ctype=var.ty, size=_sizeof(var.ty))
            fr.locals[name] = b.id
        self.frames.append(fr)
        return fr

    def _pop(self) -> Frame:
        fr = self.frames.pop()
        for bid in fr.locals.values():
            self.blocks[bid].dead = True
        return fr

    def _execute(self, fn, unit, args: list, recording: bool):
        """Run ``fn`` (and everything it calls) to completion; return its value."""
        base = len(self.frames)
        self._push(fn, unit, args, None)
        while len(self.frames) > base:
            fr = self.frames[-1]
            node = fr.pc
            instr = fr.fn.cfg.instrs[node]
            if node == EXIT:
                self._record(fr, node, recording)
                if recording and base == 0 and len(self.frames) == 1:
                    # the entry returns: what its variables reach (main's return is exit)
                    self._held_at_return = self.reachable_blocks(list(fr.locals.values()), live_only=True)
                done = self._pop()
                value = done.ret_value
                if len(self.frames) == base:
                    return value
                caller = self.frames[-1]
                call = done.ret_to
                if call.result is not None:
                    if value is None:
                        raise UninitialisedRead(f"{done.proc}() returned no value", str(call.loc))
                    self.store(caller, call.result, value, call.loc)
                self._after_call(caller)
                self._record(caller, caller.pc, recording)
                caller.pc = self._successor(caller)
                continue
            self.steps += 1
            if self.steps > self.max_steps:
                raise StepLimit(f"more than {self.max_steps} steps")
            t = type(instr)
            if t is Assign:
                if _whole_index(instr.lhs) is not None:
                    self._store_elements(fr, instr.lhs, instr.rhs, instr.loc)
                else:
                    v = self.eval(fr, instr.rhs, instr.loc)
                    self.store(fr, instr.lhs, v, instr.loc)
            elif t is Call:
                pushed = self.call(fr, instr, node)
                if pushed:
                    continue  # the callee runs; the caller resumes at its exit
            elif t is Assume:
                if self.truth(self.eval(fr, instr.cond, instr.loc)) != instr.branch:
                    raise ConcreteError(f"internal: took an infeasible edge at {instr.loc}")
            elif t is Return:
                if instr.value is not None:
                    v = self.convert(self.eval(fr, instr.value, instr.loc), fr.fn.ftype.ret)
                elif fr.proc == "main" and len(self.frames) == 1:
                    v = 0  # C99: reaching the end of main returns 0
                else:
                    v = None
                fr.ret_value = v
                if v is not None:
                    rb = fr.locals.get(RET_NAME)
                    if rb is None:
                        b = self.new_block("local", name=RET_NAME, proc=fr.proc, frame=fr.id, ctype=fr.fn.ftype.ret)
                        rb = fr.locals[RET_NAME] = b.id
                    self.blocks[rb].cells[(0, ())] = (v, fr.fn.ftype.ret)
                    self.blocks[rb].written.add((0, ()))
            elif t is Skip:
                pass
            elif t is Unknown:
                raise Unsupported(f"unsupported statement at {instr.loc}: {instr.reason}")
            else:  # pragma: no cover
                raise Unsupported(f"instruction {instr!r}")
            self._record(fr, node, recording)
            fr.pc = self._successor(fr)
        return None

    def _record(self, fr: Frame, node: int, recording: bool) -> None:
        if not recording:
            return
        if self.record_all or fr.proc in self.record:
            st = self.snapshot(fr, node)
            if self.on_step is not None:
                self.on_step(fr.proc, node, st)
            else:
                self.trace.append(TraceStep(fr.proc, node, st))

    def _after_call(self, fr: Frame) -> None:
        if self.record_all or fr.proc in self.record:
            roots = list(fr.locals.values()) + list(self.globals.values())
            fr.seen |= {bid for bid in self.reachable_blocks(roots, live_only=True) if self.blocks[bid].kind == "heap"}

    def snapshot(self, fr: Frame, node: int) -> ConcreteState:
        depth = self.frames.index(fr)
        return ConcreteState(
            proc=fr.proc, node=node, step=self.steps, frame_id=fr.id, frame_entered=fr.entered, depth=depth,
            stack_frames=tuple(f.id for f in self.frames[:depth + 1]),
            locals=dict(fr.locals), params=frozenset(p.name for p in fr.fn.params), globals=dict(self.globals),
            blocks={bid: b.snapshot() for bid, b in self.blocks.items()}, seen=frozenset(fr.seen))

    def _successor(self, fr: Frame) -> int:
        cfg = fr.fn.cfg
        succs = cfg.succs[fr.pc]
        if len(succs) == 1:
            return succs[0]
        if not succs:
            if fr.pc == EXIT:
                return EXIT
            raise ConcreteError(f"internal: node {fr.pc} of {fr.proc} has no successor")
        chosen = None
        for s in succs:
            instr = cfg.instrs[s]
            if type(instr) is not Assume:
                raise Unsupported(f"node {fr.pc} of {fr.proc} branches to a non-assume node {s}")
            if self.truth(self.eval(fr, instr.cond, instr.loc)) == instr.branch:
                chosen = s
                break
        if chosen is None:
            raise ConcreteError(f"internal: no feasible successor of node {fr.pc} in {fr.proc}")
        return chosen

    # ---------------------------------------------------------------- lvalues
    def location(self, fr: Frame, lv, where) -> tuple:
        """(block id, element, path) of an lvalue."""
        t = type(lv)
        if t is Var:
            if lv.kind == VAR_GLOBAL:
                return self.global_block(lv.name), 0, ()
            if lv.kind == VAR_FUNC:
                raise Unsupported("a function used as an lvalue")
            bid = fr.locals.get(lv.name)
            if bid is None:
                # a local the lowering added after the frame's creation (should not happen)
                b = self.new_block("local", name=lv.name, proc=fr.proc, frame=fr.id, ctype=lv.ty)
                bid = fr.locals[lv.name] = b.id
            return bid, 0, ()
        if t is Deref:
            p = self.eval(fr, lv.ptr, where)
            return self._target(p, where)
        if t is Field:
            bid, elem, path = self.location(fr, lv.base, where)
            return bid, elem, path + (("f", lv.name),)
        if t is Index:
            bid, elem, path = self.location(fr, lv.base, where)
            k = self.eval(fr, lv.index, where)
            if type(k) is not int:
                raise Unsupported("a pointer used as an array index")
            return bid, elem, path + (("i", k),)
        raise Unsupported(f"lvalue {lv!r}")

    def _target(self, p, where) -> tuple:
        if type(p) is Ptr:
            return p.block, p.elem, p.path
        if p == 0:
            raise NullDeref("dereference of NULL", str(where))
        if type(p) is FuncRef:
            raise Unsupported("dereference of a function pointer")
        raise WildPointer(f"dereference of the integer {p}", str(where))

    def _check_access(self, bid: int, elem: int, path: tuple, ty, where) -> Block:
        b = self.blocks[bid]
        if b.freed:
            raise UseAfterFree(f"access to freed {b.describe()}", str(where))
        if b.dead:
            raise DanglingStack(f"access to {b.describe()} after its function returned", str(where))
        if b.kind == "heap":
            size = _sizeof(ty) or 1
            if elem < 0 or (elem + 1) * size > b.size:
                raise OutOfBounds(f"element {elem} of {b.describe()} of {b.size} bytes", str(where))
            if b.size == 0:
                raise OutOfBounds(f"access to a zero-size {b.describe()}", str(where))
        elif elem != 0:
            raise OutOfBounds(f"element {elem} of {b.describe()}", str(where))
        # array steps: check against the declared type where it is known
        cty = b.ctype if b.kind != "heap" else None
        for s in path:
            if cty is None:
                break
            if s[0] == "i":
                if not isinstance(cty, T.ArrayType):
                    break
                if cty.length is not None and not 0 <= s[1] < cty.length:
                    raise OutOfBounds(f"index {s[1]} of {b.describe()}", str(where))
                cty = cty.elem
            else:
                cty = cty.field_type(s[1]) if isinstance(cty, T.RecordType) else None
        if b.kind == "string":
            for s in path:
                if s[0] == "i" and not 0 <= s[1] < b.size:
                    raise OutOfBounds(f"index {s[1]} of {b.describe()}", str(where))
        return b

    def load(self, fr: Frame, lv, where):
        bid, elem, path = self.location(fr, lv, where)
        ty = lv.ty
        if ty is not None and (ty.is_record or ty.is_array):
            raise Unsupported(f"aggregate read of {lv}")
        return self.read_cell(bid, elem, path, ty, where)

    def read_cell(self, bid: int, elem: int, path: tuple, ty, where):
        b = self._check_access(bid, elem, path, ty, where)
        hit = b.cells.get((elem, path))
        if hit is None:
            if b.zero:
                return 0
            raise UninitialisedRead(f"{b.describe()}{self._path_str(elem, path)}", str(where))
        v = hit[0]
        if type(v) is Ptr and self.strict_pointers:
            t = self.blocks[v.block]
            if t.freed or t.dead:
                raise IndeterminatePointer(f"{b.describe()}{self._path_str(elem, path)} points to "
                                           f"{'freed' if t.freed else 'dead'} {t.describe()}", str(where))
        return v

    @staticmethod
    def _path_str(elem, path) -> str:
        return (f"[{elem}]" if elem else "") + "".join(f".{s[1]}" if s[0] == "f" else f"[{s[1]}]" for s in path)

    def _store_elements(self, fr: Frame, lhs, rhs, where) -> None:
        """A store of the lowering into every element of an array (``Index(a, 0,
        elements="all")``: a struct copy, a string initializer, a zero fill; the
        source of a copy names the same element), or into those an initializer list
        left unwritten (``"some"``)."""
        ix = _whole_index(lhs)
        if ix is None:
            v = self.eval(fr, rhs, where)
            self.store(fr, lhs, v, where)
            return
        length = ix.base.ty.length if isinstance(ix.base.ty, T.ArrayType) else None
        for k in range(length or 1):
            one = attrs.evolve(ix, index=Const(k, T.INT), elements="one")
            dst = _replace_lval(lhs, ix, one)
            src_ix = _whole_index_in(rhs)
            src = _replace_expr(rhs, src_ix, attrs.evolve(src_ix, index=Const(k, T.INT), elements="one")) \
                if src_ix is not None else rhs
            if ix.elements == "some" and _whole_index(dst) is None:
                bid, elem, path = self.location(fr, dst, where)
                if (elem, path) in self.blocks[bid].written:
                    continue  # initialised by the list
            self._store_elements(fr, dst, src, where)

    def store(self, fr: Frame, lv, value, where) -> None:
        bid, elem, path = self.location(fr, lv, where)
        ty = lv.ty
        if ty is not None and (ty.is_record or ty.is_array):
            raise Unsupported(f"aggregate write to {lv}")
        self.write_cell(bid, elem, path, self.convert(value, ty, where), ty, where)

    def write_cell(self, bid: int, elem: int, path: tuple, value, ty, where, program: bool = True) -> None:
        b = self._check_access(bid, elem, path, ty, where)
        if b.kind == "string":
            raise UndefinedBehaviour("write to a string literal", str(where))
        key = (elem, path)
        b.cells[key] = (value, ty)
        if program:
            b.written.add(key)
            if b.kind == "heap":
                b.write_stacks.add(tuple(f.id for f in self.frames))
        else:
            b.written.discard(key)

    # ---------------------------------------------------------------- conversions
    def convert(self, v, ty, where=""):
        """Conversion as by assignment to an object of type ``ty``."""
        if ty is None:
            return v
        if isinstance(ty, T.IntType):
            if type(v) is not int:
                raise Unsupported(f"a pointer converted to the integer type {ty}")
            if ty.name == "_Bool":
                return int(v != 0)
            lo, hi = _int_range(ty)
            if ty.signed and not lo <= v <= hi:
                # implementation-defined in C; the analysis assumes it does not happen
                raise SignedOverflow(f"{v} does not fit {ty}", str(where))
            return _wrap(v, ty)
        if ty.is_pointer:
            if type(v) is int:
                if v == 0:
                    return 0
                raise Unsupported(f"the integer {v} converted to a pointer")
            return v
        if isinstance(ty, T.FloatType):
            raise Unsupported("floating point")
        return v

    # ---------------------------------------------------------------- expressions
    def eval(self, fr: Frame, e, where):
        t = type(e)
        if t is Const:
            return e.value
        if t is Lv:
            lv = e.lval
            if type(lv) is Var and lv.kind == VAR_FUNC:
                return FuncRef(lv.name)
            return self.load(fr, lv, where)
        if t is BinOp:
            return self.binop(e, self.eval(fr, e.left, where), self.eval(fr, e.right, where), where)
        if t is UnOp:
            return self.unop(e, self.eval(fr, e.operand, where), where)
        if t is Cast:
            return self.cast(e, self.eval(fr, e.operand, where), where)
        if t is AddrOf:
            lv = e.lval
            if type(lv) is Var and lv.kind == VAR_FUNC:
                return FuncRef(lv.name)
            bid, elem, path = self.location(fr, lv, where)
            lty = lv.ty
            ety = e.ty
            if (lty is not None and lty.is_array and isinstance(ety, T.PointerType)
                    and not ety.target.is_array):
                path = path + (("i", 0),)  # array decay: a pointer to the first element
            return Ptr(bid, elem, path)
        if t is Str:
            return Ptr(self.string_block(e), 0, (("i", 0),))
        if t is FloatConst:
            raise Unsupported("floating point")
        if t is UnknownValue:
            raise Unsupported(f"unknown value: {e.reason}")
        raise Unsupported(f"expression {e!r}")

    def truth(self, v) -> bool:
        if type(v) is int:
            return v != 0
        return True  # a valid pointer or function is non-null

    def binop(self, e: BinOp, a, b, where):
        op = e.op
        if type(a) is not int or type(b) is not int:
            return self._pointer_binop(e, a, b, where)
        lt, rt = _etype(e.left), _etype(e.right)
        if lt.is_pointer or rt.is_pointer:
            # an integer 0 (NULL) against a pointer: compare as integers
            if op in ("==", "!=", "<", "<=", ">", ">="):
                from domains.numeric import concrete_binop
                return concrete_binop(op, a, b)
            raise Unsupported(f"arithmetic on a null pointer ({e})")
        if not isinstance(lt, T.IntType) or not isinstance(rt, T.IntType):
            raise Unsupported(f"non-integer operands in {e}")
        from domains.numeric import c_div, c_mod
        if op in ("<<", ">>"):
            ty = T.integer_promote(lt)
            a = _wrap(a, ty)
            bits = ty.bytes * 8
            if b < 0 or b >= bits:
                raise BadShift(f"shift count {b} for a {bits}-bit operand", str(where))
            if op == ">>":
                return a >> b
            if ty.signed and a < 0:
                raise BadShift(f"left shift of the negative value {a}", str(where))
            r = a << b
            return self._fit(r, ty, where, e)
        ty = T.arithmetic_result(lt, rt)
        if not isinstance(ty, T.IntType):
            raise Unsupported(f"operands of {e}")
        a, b = _wrap(a, ty), _wrap(b, ty)
        if op == "+":
            return self._fit(a + b, ty, where, e)
        if op == "-":
            return self._fit(a - b, ty, where, e)
        if op == "*":
            return self._fit(a * b, ty, where, e)
        if op in ("/", "%"):
            if b == 0:
                raise DivisionByZero(str(e), str(where))
            r = c_div(a, b) if op == "/" else c_mod(a, b)
            if op == "%":
                self._fit(c_div(a, b), ty, where, e)  # INT_MIN % -1 is undefined too
            return self._fit(r, ty, where, e)
        if op == "&":
            return _wrap(a & b, ty)
        if op == "|":
            return _wrap(a | b, ty)
        if op == "^":
            return _wrap(a ^ b, ty)
        if op == "<":
            return int(a < b)
        if op == "<=":
            return int(a <= b)
        if op == ">":
            return int(a > b)
        if op == ">=":
            return int(a >= b)
        if op == "==":
            return int(a == b)
        if op == "!=":
            return int(a != b)
        raise Unsupported(f"operator {op}")

    def _fit(self, r: int, ty: T.IntType, where, e) -> int:
        lo, hi = _int_range(ty)
        if lo <= r <= hi:
            return r
        if ty.signed:
            raise SignedOverflow(f"{e} = {r} overflows {ty}", str(where))
        return _wrap(r, ty)

    def _pointer_binop(self, e: BinOp, a, b, where):
        op = e.op
        if op in ("==", "!="):
            eq = a == b
            return int(eq if op == "==" else not eq)
        if op in ("<", "<=", ">", ">="):
            if type(a) is Ptr and type(b) is Ptr and a.block == b.block:
                ka, kb = (a.elem, a.path), (b.elem, b.path)
                if a.path[:-1] == b.path[:-1]:
                    ka = (a.elem, a.path[-1][1] if a.path else 0)
                    kb = (b.elem, b.path[-1][1] if b.path else 0)
                return int({"<": ka < kb, "<=": ka <= kb, ">": ka > kb, ">=": ka >= kb}[op])
            raise Unsupported(f"relational comparison of unrelated pointers ({e})")
        if op in ("+", "-") and type(a) is Ptr and type(b) is int:
            return self._advance(a, b if op == "+" else -b)
        if op == "+" and type(a) is int and type(b) is Ptr:
            return self._advance(b, a)
        if op == "-" and type(a) is Ptr and type(b) is Ptr:
            if a.block != b.block:
                raise UndefinedBehaviour("difference of pointers into different blocks", str(where))
            if a.path[:-1] == b.path[:-1] and a.path and a.path[-1][0] == "i":
                return a.path[-1][1] - b.path[-1][1]
            return a.elem - b.elem
        raise Unsupported(f"pointer arithmetic {e}")

    @staticmethod
    def _advance(p: Ptr, k: int) -> Ptr:
        if p.path and p.path[-1][0] == "i":
            return Ptr(p.block, p.elem, p.path[:-1] + (("i", p.path[-1][1] + k),))
        return Ptr(p.block, p.elem + k, p.path)

    def unop(self, e: UnOp, v, where):
        op = e.op
        if op == "!":
            return int(not self.truth(v))
        if type(v) is not int:
            raise Unsupported(f"{op} applied to a pointer")
        ty = T.integer_promote(_etype(e.operand))
        if not isinstance(ty, T.IntType):
            raise Unsupported(f"operand of {e}")
        v = _wrap(v, ty)
        if op == "-":
            return self._fit(-v, ty, where, e)
        if op == "~":
            return _wrap(~v, ty)
        if op == "+":
            return v
        raise Unsupported(f"operator {op}")

    def cast(self, e: Cast, v, where):
        ty = e.ty
        if isinstance(ty, T.IntType):
            if type(v) is not int:
                raise Unsupported(f"a pointer cast to {ty}")
            if ty.name == "_Bool":
                return int(v != 0)
            return _wrap(v, ty)  # explicit casts: implementation-defined, gcc wraps
        if ty.is_pointer:
            if type(v) is int:
                if v == 0:
                    return 0
                raise Unsupported(f"the integer {v} cast to a pointer")
            return v
        if isinstance(ty, T.VoidType):
            return v
        raise Unsupported(f"cast to {ty}")

    # ---------------------------------------------------------------- calls
    def call(self, fr: Frame, instr: Call, node: int) -> bool:
        """Execute a call; True when a program function was pushed (the caller waits)."""
        name = instr.callee_name
        if name is None:
            f = self.eval(fr, instr.func, instr.loc)
            if type(f) is not FuncRef:
                if f == 0:
                    raise NullDeref("call through a NULL function pointer", str(instr.loc))
                raise Unsupported("call through a non-function pointer")
            name = f.name
        key = self.program.resolve(fr.unit, name)
        args = [self.eval(fr, a, instr.loc) for a in instr.args]
        if key is not None:
            fn = self.program.functions[key]
            self._push(fn, self.program.unit_of[key], args, instr)
            if len(self.frames) > 10000:
                raise StepLimit("call stack too deep")
            return True
        value = self.library(fr, instr, name, args, node)
        if instr.result is not None:
            if value is None:
                raise Unsupported(f"the result of {name}() is used")
            self.store(fr, instr.result, value, instr.loc)
        return False

    def _alloc_info(self, fr: Frame, instr: Call, node: int, allocator: str) -> AllocInfo:
        callers = self.frames[:-1]
        return AllocInfo(fr.proc, node, instr.loc.line, allocator, tuple((f.proc, f.pc) for f in callers),
                         tuple(f.id for f in self.frames))

    def allocate(self, fr: Frame, instr: Call, node: int, size: int, allocator: str, zero: bool) -> Ptr:
        if type(size) is not int or size < 0:
            raise Unsupported(f"{allocator} of a non-integer size")
        b = self.new_block("heap", size=size, zero=zero, alloc=self._alloc_info(fr, instr, node, allocator),
                           loc=instr.loc)
        fr.seen.add(b.id)
        return Ptr(b.id, 0, ())

    def _heap_arg(self, p, fname: str, where) -> Optional[Block]:
        if type(p) is int:
            if p == 0:
                return None
            raise InvalidFree(f"{fname}() of the integer {p}", str(where))
        if type(p) is not Ptr:
            raise InvalidFree(f"{fname}() of a function", str(where))
        b = self.blocks[p.block]
        if b.kind != "heap":
            raise InvalidFree(f"{fname}() of {b.describe()}", str(where))
        if p.elem != 0 or any(s != ("i", 0) for s in p.path):
            raise InvalidFree(f"{fname}() of a pointer into the middle of {b.describe()}", str(where))
        if b.freed:
            raise DoubleFree(f"{fname}() of freed {b.describe()}", str(where))
        return b

    def library(self, fr: Frame, instr: Call, name: str, args: list, node: int):
        where = instr.loc
        if name == "malloc":
            return self.allocate(fr, instr, node, args[0], name, zero=False)
        if name == "calloc":
            if any(type(a) is not int for a in args[:2]):
                raise Unsupported("calloc of a non-integer size")
            return self.allocate(fr, instr, node, args[0] * args[1], name, zero=True)
        if name == "realloc":
            old = self._heap_arg(args[0], name, where)
            p = self.allocate(fr, instr, node, args[1], name, zero=False)
            if old is not None:
                nb = self.blocks[p.block]
                for (elem, path), cell in old.cells.items():
                    size = _sizeof(cell[1]) or 1
                    if (elem + 1) * size <= nb.size or (elem == 0 and nb.size > 0):
                        nb.cells[(elem, path)] = cell  # the contents move with the block
                        nb.written.add((elem, path))
                if old.zero:
                    nb.zero = False  # the bytes past the old size are indeterminate
                old.freed = True
            return p
        if name == "free":
            b = self._heap_arg(args[0], name, where)
            if b is not None:
                b.freed = True
            return None
        if name == "strlen":
            src = args[0]
            if type(src) is not Ptr:
                raise NullDeref("strlen(NULL)", str(where))
            n = 0
            while self.read_cell(src.block, src.elem, src.path, T.CHAR, where) != 0:
                n += 1
                src = self._advance(src, 1)
            return n
        if name in ("strcmp", "strchr"):
            # (byte by byte, as the C library does: the sign of the first difference, or
            # a pointer to the first occurrence of the character, its terminator included)
            src = args[0]
            if type(src) is not Ptr or (name == "strcmp" and type(args[1]) is not Ptr):
                raise NullDeref(f"{name}(NULL)", str(where))
            other = args[1]
            while True:
                c = self.read_cell(src.block, src.elem, src.path, T.CHAR, where) & 0xFF
                if name == "strchr":
                    if c == other & 0xFF:
                        return src
                    if c == 0:
                        return 0
                else:
                    d = self.read_cell(other.block, other.elem, other.path, T.CHAR, where) & 0xFF
                    if c != d:
                        return -1 if c < d else 1
                    if c == 0:
                        return 0
                    other = self._advance(other, 1)
                src = self._advance(src, 1)
        if name in ("strdup", "strndup"):
            src = args[0]
            if type(src) is not Ptr:
                raise NullDeref(f"{name}(NULL)", str(where))
            chars = []
            p = src
            limit = args[1] if name == "strndup" else None
            while limit is None or len(chars) < limit:
                c = self.read_cell(p.block, p.elem, p.path, T.CHAR, where)
                if c == 0:
                    break
                chars.append(c)
                p = self._advance(p, 1)
            q = self.allocate(fr, instr, node, len(chars) + 1, name, zero=False)
            nb = self.blocks[q.block]
            for k, c in enumerate(chars + [0]):
                nb.cells[(k, ())] = (c, T.CHAR)
                nb.written.add((k, ()))
            return q
        if name in ("exit", "_Exit"):
            raise ProgramExit(args[0] if args and type(args[0]) is int else 0)
        if name == "abort":
            raise ProgramExit(134)
        if name in ("abs", "labs"):
            return abs(args[0])
        raise Unsupported(f"call to the unknown function {name}()")


# ============================================================================ entry points


def load_program(paths: Iterable[str], frontend=None):
    """Load and link C files for the interpreter (independently of any analysis run)."""
    from ..interproc.callgraph import Program
    from ..frontend.load import load_files
    load = load_files([str(p) for p in paths], frontend)
    if load.input_errors():  # a program with a part left out is not the program
        raise Unsupported("; ".join(str(e) for e in load.errors + load.partial))
    for tu in load.units:
        if tu.diagnostics:
            raise Unsupported("; ".join(str(d) for d in tu.diagnostics))
    return Program(load.units)


def run_program(program, entry: str = "main", args: Iterable[int] = (), max_steps: int = 20000,
                record: Optional[Iterable[str]] = None, record_all: bool = False) -> RunResult:
    """Run ``entry`` of a linked program (see :class:`Interpreter`)."""
    return Interpreter(program, max_steps=max_steps, record=record, record_all=record_all).run(entry, args)


def _whole_index(lv):
    """The ``Index`` of lvalue ``lv`` nearest its variable that stands for several elements
    (a copy's source has the same shape, so the two are expanded together)."""
    found = None
    while True:
        t = type(lv)
        if t is Index:
            if lv.elements != "one":
                found = lv
            lv = lv.base
        elif t is Field:
            lv = lv.base
        else:
            return found


def _whole_index_in(e):
    return _whole_index(e.lval) if type(e) is Lv else None


def _replace_lval(lv, old, new):
    if lv is old:
        return new
    t = type(lv)
    if t is Index or t is Field:
        return attrs.evolve(lv, base=_replace_lval(lv.base, old, new))
    return lv


def _replace_expr(e, old, new):
    return attrs.evolve(e, lval=_replace_lval(e.lval, old, new)) if type(e) is Lv else e
