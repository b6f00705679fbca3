"""Lowering of pycparser's AST to the IR and one CFG per function.

Design points (the analysis relies on them):

- Expressions in the IR are side-effect free: calls, assignments, ``++``/``--`` and
  compound literals inside expressions are hoisted into instructions on temporaries
  (``$t1``, ``$t2``...), evaluated left to right, each operand exactly once.
- ``&&``, ``||`` and ``?:`` are control flow: in a condition they become ``assume`` edges;
  as values they assign 0/1 (or the chosen operand) to a temporary on each branch.  A
  constant condition (as in macros) selects its operand statically and stays foldable.
- ``p = f(...)`` and ``T *p = f(...)`` give the ``Call`` the variable as its result.
- ``a[i]`` on an array-typed ``a`` is ``Index(a, i)`` (the array's summarised cell, and
  for a small array and a known constant ``i`` the element's own cell too); on a pointer
  it is ``*(p + i)``, so pointer arithmetic keeps the base address.  The lowering's own
  whole-array stores (struct copies, string initializers, zero fills) are
  ``Index(a, 0, elements="all")``, the elements an initializer list leaves out
  ``elements="some"``.  ``&*e`` is ``e``, ``*&x``
  is ``x``.
- Union members share the union's storage: ``u.f`` lowers to ``u`` itself.
- A struct assignment is copied field by field where the type is known (also struct
  results of calls and of ``?:``).
- Initializers follow C: brace elision, designators (``.a.b = ``, ``[3] = ``, which resume
  positional initialisation after the designated member), and zero-fill of what the
  list leaves out; ``T a[] = {...}`` gets its length.  Objects of static storage (globals,
  static locals, which become globals named ``function.name``, and file-scope compound
  literals) are initialised -- or zeroed -- in the ``<globals>`` pseudo-function.
- The integer constant 0 converted to a pointer type (``p = 0``, ``p == 0``, ``f(0)`` for a
  pointer parameter) becomes ``(T *)0`` so the analysis sees a null pointer.
- GNU statement expressions ``({ ...; e; })`` are lowered; ``__func__`` is a string.
- A construct the lowering does not support never raises: the statement becomes an
  ``Unknown`` instruction (or the value of a sub-expression an ``UnknownValue``), and a
  diagnostic with its location is recorded.  An unexpected exception (a bug) is caught
  the same way, with a reason starting with "internal error".
"""

from __future__ import annotations

import contextlib
from typing import Optional

from pycparser import c_ast

from . import gnu

from .. import ctype as T
from ..gcpause import paused_gc
from ..cfg import CFG, EXIT
from ..ir import (
    AddrOf, Assign, Assume, BinOp, Call, Cast, Const, Deref, Field, FloatConst, Index, Loc,
    Lv, Return, Skip, Str, UnOp, Unknown, UnknownValue, Var, VAR_FUNC, VAR_GLOBAL, VAR_LOCAL,
)

GLOBAL_INIT = "<globals>"
_MAX_COPY_LEAVES = 256


class LoweringError(Exception):
    """An unsupported construct; caught at statement level and turned into ``Unknown``."""


class Diagnostic:
    """A construct that was degraded, with its location."""

    __slots__ = ("loc", "message")

    def __init__(self, loc: Loc, message: str):
        self.loc = loc
        self.message = message

    def __str__(self) -> str:
        return f"{self.loc}: note: unsupported construct: {self.message}"


class Function:
    """A lowered function definition."""

    def __init__(self, name: str, ftype: T.FuncType, loc: Loc, is_static: bool, file: str):
        self.name = name
        self.ftype = ftype
        self.loc = loc
        self.is_static = is_static
        self.file = file
        self.params: list[Var] = []
        self.locals: dict[str, Var] = {}
        self.cfg = CFG(name, loc)

    @property
    def variadic(self) -> bool:
        return self.ftype.variadic

    def __repr__(self) -> str:
        return f"<Function {self.name} {self.loc}>"


class GlobalVar:
    """A global (or static local) variable of a translation unit."""

    __slots__ = ("var", "loc", "is_static", "defined")

    def __init__(self, var: Var, loc: Loc, is_static: bool, defined: bool):
        self.var = var
        self.loc = loc
        self.is_static = is_static
        self.defined = defined


class TranslationUnit:
    """The lowering of one C file: functions, globals, prototypes, diagnostics."""

    def __init__(self, file: str):
        self.file = file
        self.functions: dict[str, Function] = {}
        self.globals: dict[str, GlobalVar] = {}
        self.prototypes: dict[str, T.FuncType] = {}
        self.static_names: set[str] = set()
        self.init: Optional[Function] = None
        self.diagnostics: list[Diagnostic] = []
        self.prototypes_digest: Optional[str] = None
        """Set by ``load.prototypes_digest`` (before ``load.prune_prototypes``)."""


def loc_of(node, default: Optional[Loc] = None) -> Loc:
    coord = getattr(node, "coord", None)
    if coord is None or coord.line is None:
        return default or Loc("<unknown>", 0, 0)
    return Loc(coord.file or "<unknown>", coord.line or 0, coord.column or 0)


def _int_literal(text: str) -> tuple[int, T.CType]:
    t = text.lower()
    suffix = ""
    while t and t[-1] in "ul":
        suffix = t[-1] + suffix
        t = t[:-1]
    if t.startswith("0x"):
        v = int(t, 16)
    elif t.startswith("0b"):
        v = int(t[2:], 2)
    elif len(t) > 1 and t.startswith("0"):
        v = int(t, 8)
    else:
        v = int(t)
    unsigned = "u" in suffix
    longs = suffix.count("l")
    if longs >= 2:
        ty = T.ULLONG if unsigned else T.LLONG
    elif longs == 1 or v > 0xFFFFFFFF or (not unsigned and v > 0x7FFFFFFF and not text.lower().startswith("0")):
        ty = T.ULONG if unsigned else T.LONG
    elif v > 0x7FFFFFFF:
        ty = T.UINT
    else:
        ty = T.UINT if unsigned else T.INT
    return v, ty


_ESCAPES = {"n": 10, "t": 9, "r": 13, "0": 0, "\\": 92, "'": 39, '"': 34, "a": 7, "b": 8,
            "f": 12, "v": 11, "?": 63, "e": 27}


def _char_literal(text: str) -> int:
    body = text
    if body[:1] in "LuU":
        body = body[1:]
        if body.startswith("8"):
            body = body[1:]
    body = body[1:-1]
    if not body:
        return 0
    if body[0] != "\\":
        return ord(body[0])
    esc = body[1:]
    if esc[:1] == "x":
        return int(esc[1:] or "0", 16)
    if esc[:1].isdigit():
        return int(esc, 8)
    return _ESCAPES.get(esc[:1], ord(esc[:1]) if esc else 0)


class _Scope:
    __slots__ = ("names", "tags", "node_id", "cleanups", "local_labels")

    def __init__(self, node_id: Optional[int] = None):
        self.names: dict[str, tuple] = {}
        self.tags: dict[str, T.CType] = {}
        self.node_id = node_id  # id() of the compound statement it is the scope of
        self.cleanups: list = []  # (variable, cleanup function name, location) in order
        self.local_labels: dict = {}  # GNU __label__ name -> its unique name in the function


class _Loop:
    __slots__ = ("breaks", "continue_to", "depth")

    def __init__(self, continue_to: Optional[int], depth: int = 0):
        self.breaks: list[int] = []
        self.continue_to = continue_to
        self.depth = depth  # number of scopes open outside the loop (cleanups run on break)


class Lowerer:
    """Lowers one pycparser ``FileAST`` to a ``TranslationUnit``."""

    def __init__(self, file: str):
        self.tu = TranslationUnit(file)
        self.attributes: dict[str, dict] = {}
        """function name -> GNU attributes kept as facts (``gnu.gnu_facts``), put on the
        prototypes at the end (``FuncType.attributes``).  The lowerer's, not the unit's:
        every function a unit's headers declare with an attribute was kept until the
        analysis ended (9 MB on openssh)."""
        self.scopes: list[_Scope] = [_Scope()]
        self.fn: Optional[Function] = None
        self.cfg: Optional[CFG] = None
        self.cur: list[int] = []
        self.loops: list[_Loop] = []
        self.labels: dict[str, int] = {}
        self.temp_count = 0
        self._last_store = None  # (node, lvalue, value, loc) of the last store whose value an expression used
        self.name_count: dict[str, int] = {}
        self.anon_count = 0
        self.stmt_loc = Loc(file, 0, 0)
        self.case_nodes: Optional[dict] = None
        self.quiet = 0
        self.init_counts: tuple = (0, {})  # temp_count and name_count of <globals>
        # per-node-type dispatch caches (looked up on the class, so subclasses may override)
        self._stmt_methods: dict = {}
        self._expr_methods: dict = {}
        self.defined_labels: set = set()
        self.fn_body = None
        self.local_label_count = 0
        self.label_paths: Optional[dict] = None  # label -> ids of the compound statements enclosing it

    # ================================================================ scopes and types
    def lookup(self, name: str) -> Optional[tuple]:
        for sc in reversed(self.scopes):
            hit = sc.names.get(name)
            if hit is not None:
                return hit
        return None

    def lookup_tag(self, name: str) -> Optional[T.CType]:
        for sc in reversed(self.scopes):
            hit = sc.tags.get(name)
            if hit is not None:
                return hit
        return None

    def _loc(self, node, default: Optional[Loc] = None) -> Loc:
        """The location of a node; nodes pycparser leaves without one get the statement's."""
        coord = getattr(node, "coord", None)
        if coord is None or coord.line is None:
            return default or self.stmt_loc
        return Loc(coord.file or "<unknown>", coord.line, coord.column or 0)

    def diag(self, node_or_loc, message: str) -> None:
        if self.quiet:
            return  # a dry run (sizeof operand, constant expression): its diagnostics do not count
        loc = node_or_loc if isinstance(node_or_loc, Loc) else self._loc(node_or_loc)
        self.tu.diagnostics.append(Diagnostic(loc, message))

    def type_of(self, node) -> T.CType:
        """The C type denoted by a pycparser type node (TypeDecl, PtrDecl, ... Typename)."""
        if isinstance(node, (c_ast.Typename, c_ast.Decl)):
            return self.type_of(node.type)
        if isinstance(node, c_ast.TypeDecl):
            return self.base_type(node.type)
        if isinstance(node, c_ast.PtrDecl):
            target = node.type
            return T.PointerType(self.type_of(target), "const" in (getattr(target, "quals", None) or ()))
        if isinstance(node, c_ast.ArrayDecl):
            elem = self.type_of(node.type)
            length = None
            if node.dim is not None and not (isinstance(node.dim, c_ast.ID) and node.dim.name == "*"):
                length = self.const_eval(node.dim)
            return T.ArrayType(elem, length)
        if isinstance(node, c_ast.FuncDecl):
            ret = self.type_of(node.type)
            params, variadic = self.param_types(node.args)
            return T.FuncType(ret, params, variadic)
        return self.base_type(node)

    def param_types(self, plist) -> tuple[Optional[list], bool]:
        if plist is None:
            return None, False
        params: list = []
        variadic = False
        for p in plist.params:
            if isinstance(p, c_ast.EllipsisParam):
                variadic = True
                continue
            if isinstance(p, c_ast.ID):  # K&R identifier list
                params.append((p.name, T.INT))
                continue
            pt = self.type_of(p.type)
            if isinstance(pt, T.VoidType) and getattr(p, "name", None) is None:
                continue
            pt = pt.decay()
            params.append((getattr(p, "name", None), pt))
        return params, variadic

    def base_type(self, node) -> T.CType:
        if isinstance(node, c_ast.IdentifierType):
            names = node.names
            if len(names) == 1:
                hit = self.lookup(names[0])
                if hit is not None and hit[0] == "typedef":
                    return hit[1]
            builtin = T.from_specifiers(list(names))
            if builtin is not None:
                return builtin
            hit = self.lookup(names[-1])
            if hit is not None and hit[0] == "typedef":
                return hit[1]
            raise LoweringError(f"unknown type name {' '.join(names)}")
        if isinstance(node, (c_ast.Struct, c_ast.Union)):
            return self.record_type(node)
        if isinstance(node, c_ast.Enum):
            self.enum_type(node)
            return T.INT
        if isinstance(node, (c_ast.TypeDecl, c_ast.PtrDecl, c_ast.ArrayDecl, c_ast.FuncDecl, c_ast.Typename)):
            return self.type_of(node)
        if isinstance(node, c_ast.TypeOf):
            return self.typeof(node)
        raise LoweringError(f"unsupported type {type(node).__name__}")

    def typeof(self, node) -> T.CType:
        """GNU/C23 ``typeof(type)`` or ``typeof(expr)`` (the expression is not evaluated)."""
        if isinstance(node.expr, c_ast.Typename):
            return self.type_of(node.expr)
        ty = None
        with self.discarding():
            try:
                ty = self.lval(node.expr).ty  # an array or struct keeps its own type
            except LoweringError:
                ty = None
            if ty is None:
                ty = self.expr(node.expr).ty
        if ty is None:
            raise LoweringError("typeof of an expression of unknown type")
        return ty

    def record_type(self, node) -> T.RecordType:
        is_union = isinstance(node, c_ast.Union)
        name = node.name
        if node.decls is None:
            if name is not None:
                hit = self.lookup_tag(name)
                if isinstance(hit, T.RecordType):
                    return hit
            rec = T.RecordType(name, is_union)
            if name is not None:
                self.scopes[0 if self.fn is None else -1].tags[name] = rec
            return rec
        rec = None
        if name is not None:
            existing = self.scopes[-1].tags.get(name)
            if isinstance(existing, T.RecordType) and existing.fields is None:
                rec = existing
        if rec is None:
            rec = T.RecordType(name, is_union)
            if name is not None:
                self.scopes[-1].tags[name] = rec
        fields: list = []
        bitfields: dict = {}
        for d in node.decls:
            if isinstance(d, (c_ast.Pragma, c_ast.StaticAssert)):
                continue
            ft = self.type_of(d.type)
            fname = d.name
            if fname is None:
                self.anon_count += 1
                fname = f"<anon{self.anon_count}>"
            if d.bitsize is not None:
                width = self.const_eval(d.bitsize)
                bitfields[fname] = width if width is not None and width >= 0 else ft.size() or 0
            fields.append((fname, ft))
        rec.bitfields = bitfields
        rec.fields = fields
        rec._layout = None
        return rec

    def enum_type(self, node) -> None:
        if node.values is None:
            return
        value = 0
        for en in node.values.enumerators:
            if en.value is not None:
                value = self.const_eval(en.value)
                if value is None:
                    self.diag(en, f"enumerator {en.name} has a non-constant value")
                    value = 0
            self.scopes[-1].names[en.name] = ("enum", value)
            value += 1
        if node.name:
            self.scopes[-1].tags[node.name] = T.INT

    # ================================================================ constants
    def const_eval(self, node) -> Optional[int]:
        """Evaluate an integer constant expression (array sizes, enumerators, case labels)."""
        if isinstance(node, c_ast.Constant) and node.type == "int":
            try:
                return _int_literal(node.value)[0]
            except ValueError:
                return None
        try:
            with self.discarding():
                e = self.expr(node)
        except LoweringError:
            return None
        return _fold(e)

    # ================================================================ CFG building
    @contextlib.contextmanager
    def discarding(self):
        """Lower into a scratch CFG whose instructions are thrown away (``sizeof`` operands)."""
        saved = (self.cfg, self.cur, self.temp_count)
        self.cfg = CFG("<scratch>", Loc("<scratch>", 0))
        self.cur = [0]
        self.quiet += 1
        try:
            yield
        finally:
            self.quiet -= 1
            self.cfg, self.cur, self.temp_count = saved

    def emit(self, instr) -> int:
        assert self.cfg is not None
        n = self.cfg.add(instr)
        for p in self.cur:
            self.cfg.connect(p, n)
        self.cur = [n]
        return n

    def place(self, node: int) -> None:
        for p in self.cur:
            self.cfg.connect(p, node)
        self.cur = [node]

    def jump(self, node: int) -> None:
        for p in self.cur:
            self.cfg.connect(p, node)
        self.cur = []

    def skip_node(self, label: str, loc: Loc) -> int:
        return self.cfg.add(Skip(label, loc))

    def new_temp(self, ty: Optional[T.CType]) -> Var:
        self.temp_count += 1
        v = Var(f"$t{self.temp_count}", VAR_LOCAL, ty)
        if self.fn is not None and self.cfg is self.fn.cfg:
            self.fn.locals[v.name] = v
        return v

    # ================================================================ top level
    def lower_file(self, ast: c_ast.FileAST) -> TranslationUnit:
        for ext in ast.ext:
            try:
                if isinstance(ext, c_ast.FuncDef):
                    self.function(ext)
                elif isinstance(ext, c_ast.Decl):
                    self.global_decl(ext)
                elif isinstance(ext, c_ast.Typedef):
                    self.typedef(ext)
                elif isinstance(ext, (c_ast.Pragma, c_ast.StaticAssert)):
                    pass
                else:
                    self.diag(ext, f"top-level {type(ext).__name__} ignored")
            except LoweringError as err:
                self.diag(ext, str(err))
            except RecursionError:
                self.diag(ext, "construct nested too deeply")
            except Exception as err:  # a bug in the lowering: degrade, never crash
                self.diag(ext, _internal(err))
            finally:
                self.fn = None
                self.cfg = None
                del self.scopes[1:]
        if self.tu.init is not None:
            self.tu.init.cfg.prune_unreachable()
        for name, facts in self.attributes.items():
            proto = self.tu.prototypes.get(name)
            if isinstance(proto, T.FuncType):
                attributed = T.FuncType(proto.ret, proto.params, proto.variadic)
                attributed.attributes = tuple(sorted(facts.items()))
                self.tu.prototypes[name] = attributed
        return self.tu

    def typedef(self, node: c_ast.Typedef) -> None:
        self.scopes[-1].names[node.name] = ("typedef", self.type_of(node.type))

    def global_decl(self, decl: c_ast.Decl) -> None:
        if decl.name is None:  # struct/union/enum declaration
            self.type_of(decl.type)
            return
        ty = self.type_of(decl.type)
        storage = decl.storage or []
        is_static = "static" in storage
        if isinstance(ty, T.FuncType):
            self.fn_facts_of(decl, ty)
            self.tu.prototypes.setdefault(decl.name, ty)
            if is_static:
                self.tu.static_names.add(decl.name)
            self.scopes[0].names[decl.name] = ("func", ty)
            return
        name = decl.name
        ty = self.complete_array(ty, decl.init, self._loc(decl))
        old = self.tu.globals.get(name)
        var = Var(name, VAR_GLOBAL, ty)
        if old is not None and old.var.ty is not None and isinstance(ty, T.ArrayType) and ty.length is None:
            var = old.var
        defined = "extern" not in storage or decl.init is not None
        if old is None or defined:
            was_defined = old.defined if old is not None else False
            self.tu.globals[name] = GlobalVar(var, self._loc(decl), is_static, defined or was_defined)
        self.scopes[0].names[name] = ("var", var)
        if decl.init is not None:
            self.in_global_init(lambda: self.initialize(var, ty, decl.init, self._loc(decl)))
        elif "extern" not in storage and (old is None or not old.defined):
            # a tentative definition: static storage starts zeroed
            self.in_global_init(lambda: self.zero_fill(var, ty, self._loc(decl), [_MAX_COPY_LEAVES]))

    def in_global_init(self, action) -> None:
        if self.tu.init is None:
            loc = Loc(self.tu.file, 0, 0)
            fn = Function(GLOBAL_INIT, T.FuncType(T.VOID, [], False), loc, True, self.tu.file)
            fn.cfg.connect(0, EXIT)
            fn._end = 0  # type: ignore[attr-defined]
            self.tu.init = fn
        fn = self.tu.init
        saved = (self.fn, self.cfg, self.cur, self.temp_count, self.name_count)
        self.fn, self.cfg, self.cur = fn, fn.cfg, [fn._end]  # type: ignore[attr-defined]
        # <globals> has its own temporaries, even when a static local's initializer needs one
        self.temp_count, self.name_count = self.init_counts
        # the init function's last node is re-linked to the exit after each addition
        if fn._end in fn.cfg.preds[EXIT]:  # type: ignore[attr-defined]
            fn.cfg.succs[fn._end].remove(EXIT)  # type: ignore[attr-defined]
            fn.cfg.preds[EXIT].remove(fn._end)  # type: ignore[attr-defined]
        try:
            action()
        except LoweringError as err:
            self.diag(self.stmt_loc, str(err))
        except RecursionError:
            self.diag(self.stmt_loc, "initializer nested too deeply")
        except Exception as err:  # a bug in the lowering: degrade, never crash
            self.diag(self.stmt_loc, _internal(err))
        finally:
            end = self.cur[0] if self.cur else fn._end  # type: ignore[attr-defined]
            fn._end = end  # type: ignore[attr-defined]
            fn.cfg.connect(end, EXIT)
            self.init_counts = (self.temp_count, self.name_count)
            self.fn, self.cfg, self.cur, self.temp_count, self.name_count = saved

    def function(self, fdef: c_ast.FuncDef) -> None:
        decl = fdef.decl
        loc = self._loc(decl)
        fty = self.type_of(decl.type)
        if not isinstance(fty, T.FuncType):
            raise LoweringError("function definition without a function type")
        name = decl.name
        is_static = "static" in (decl.storage or [])
        self.scopes[0].names[name] = ("func", fty)
        self.tu.prototypes.setdefault(name, fty)
        if is_static:
            self.tu.static_names.add(name)
        fn = Function(name, fty, loc, is_static or name in self.tu.static_names, self.tu.file)
        self.fn, self.cfg, self.cur = fn, fn.cfg, [0]
        self.labels = {}
        self.defined_labels = set()
        self.case_nodes = None
        self.loops = []
        self.temp_count = 0
        self.name_count = {}
        self.scopes.append(_Scope())
        # K&R parameter declarations
        knr = {}
        for d in fdef.param_decls or []:
            knr[d.name] = self.type_of(d.type).decay()
        params = []
        ftype_params = []
        for i, (pname, pty) in enumerate(fty.params or []):
            if pname is None:
                pname = f"$arg{i}"
            if pname in knr:
                pty = knr[pname]
            v = self.declare_local(pname, pty)
            params.append(v)
            ftype_params.append((pname, pty))
        if fty.params is not None:
            fty.params = ftype_params
        fn.params = params
        body = fdef.body
        self.fn_body = body
        self.label_paths = None  # computed when a goto leaves a scope with cleanups
        self.fn_facts_of(decl, fty)
        self.statement(body)
        end_loc = self._end_loc(body, loc)
        if self.cur:
            self.emit(Return(None, end_loc, implicit=True))
            self.jump(EXIT)
        for lname, node in self.labels.items():
            if lname not in self.defined_labels:
                lloc = self.cfg.instrs[node].loc
                self.diag(lloc, f"goto to undefined label {lname}")
                self.cfg.instrs[node] = Unknown(f"goto to undefined label {lname}", lloc)
                self.cur = [node]
                self.emit(Return(None, lloc, implicit=True))
                self.jump(EXIT)
        fn.cfg.prune_unreachable()
        if name in self.tu.functions:
            self.diag(decl, f"function {name} defined twice; the later definition is kept")
        self.tu.functions[name] = fn

    def _end_loc(self, body, default: Loc) -> Loc:
        """Where the closing brace is, approximately: pycparser records no end position,
        so this is the last position of the body's last statement (or the opening brace)."""
        items = body.block_items or []
        if not items:
            return self._loc(body, default)
        best = items[-1].coord
        stack = [items[-1]]
        while stack:
            n = stack.pop()
            c = n.coord
            if c is not None and c.line is not None and best is not None and c.file == best.file and (
                (c.line, c.column or 0) > (best.line, best.column or 0)
            ):
                best = c
            stack.extend(child for _, child in n.children())
        if best is None or best.line is None:
            return default
        return Loc(best.file or "<unknown>", best.line, best.column or 0)

    def declare_local(self, name: str, ty: T.CType) -> Var:
        n = self.name_count.get(name, 0) + 1
        self.name_count[name] = n
        unique = name if n == 1 else f"{name}#{n}"
        v = Var(unique, VAR_LOCAL, ty)
        self.fn.locals[unique] = v
        self.scopes[-1].names[name] = ("var", v)
        return v

    # ================================================================ statements
    def statement(self, node) -> None:
        if node is None:
            return
        if isinstance(node, c_ast.Compound):
            self.scopes.append(_Scope(id(node)))
            try:
                for item in node.block_items or []:
                    self.statement(item)
                if self.cur and self.scopes[-1].cleanups:
                    self.run_cleanups([self.scopes[-1]], self._end_loc(node, self._loc(node)))
            finally:
                self.scopes.pop()
            return
        if isinstance(node, (c_ast.Case, c_ast.Default)):
            self.case_label(node)
            return
        if isinstance(node, c_ast.Label):
            self.label(node)
            return
        if isinstance(node, c_ast.FuncCall) and isinstance(node.name, c_ast.ID) \
                and node.name.name == gnu.LOCAL_LABELS:
            for arg in node.args.exprs if node.args is not None else []:
                if isinstance(arg, c_ast.ID):
                    self.local_label_count += 1
                    self.scopes[-1].local_labels[arg.name] = f"{arg.name}#{self.local_label_count}"
            return
        saved_loc = self.stmt_loc
        self.stmt_loc = self._loc(node)
        try:
            method = self._stmt_methods.get(type(node))
            if method is None:
                method = getattr(type(self), "stmt_" + type(node).__name__, None)
                if method is None:
                    if isinstance(node, _EXPR_NODES):
                        self.expr(node, used=False)
                        return
                    raise LoweringError(f"statement {type(node).__name__}")
                self._stmt_methods[type(node)] = method
            method(self, node)
        except LoweringError as err:
            self.fail(node, str(err))
        except RecursionError:
            self.fail(node, "statement nested too deeply")
        except Exception as err:  # a bug in the lowering: degrade, never crash
            self.fail(node, _internal(err))
        finally:
            self.stmt_loc = saved_loc

    def fail(self, node, message: str) -> None:
        """Record an unsupported statement and lower it to an ``Unknown`` instruction."""
        loc = self._loc(node)
        self.diag(loc, message)
        if self.cfg is not None:
            self.emit(Unknown(message, loc))

    def stmt_EmptyStatement(self, node) -> None:
        pass

    def stmt_Pragma(self, node) -> None:
        pass

    def stmt_StaticAssert(self, node) -> None:
        pass

    def stmt_Typedef(self, node) -> None:
        self.typedef(node)

    def stmt_DeclList(self, node) -> None:
        for d in node.decls:
            self.stmt_Decl(d)

    def stmt_Decl(self, decl: c_ast.Decl) -> None:
        if decl.name is None:
            self.type_of(decl.type)
            return
        ty = self.auto_type(decl) or self.type_of(decl.type)
        storage = decl.storage or []
        loc = self._loc(decl)
        if isinstance(ty, T.FuncType):
            self.fn_facts_of(decl, ty)
            self.tu.prototypes.setdefault(decl.name, ty)
            self.scopes[-1].names[decl.name] = ("func", ty)
            return
        if "extern" in storage:
            hit = self.tu.globals.get(decl.name)
            var = hit.var if hit is not None else Var(decl.name, VAR_GLOBAL, ty)
            if hit is None:
                self.tu.globals[decl.name] = GlobalVar(var, loc, False, False)
            self.scopes[-1].names[decl.name] = ("var", var)
            return
        ty = self.complete_array(ty, decl.init, loc)
        if "static" in storage:
            gname = f"{self.fn.name}.{decl.name}"
            n = 1
            while gname in self.tu.globals:
                n += 1
                gname = f"{self.fn.name}.{decl.name}#{n}"
            var = Var(gname, VAR_GLOBAL, ty)
            self.tu.globals[gname] = GlobalVar(var, loc, True, True)
            self.scopes[-1].names[decl.name] = ("var", var)
            if decl.init is not None:
                self.in_global_init(lambda: self.initialize(var, ty, decl.init, loc))
            else:
                self.in_global_init(lambda: self.zero_fill(var, ty, loc, [_MAX_COPY_LEAVES]))
            return
        var = self.declare_local(decl.name, ty)
        if decl.init is not None:
            self.initialize(var, ty, decl.init, loc)
        cleanup = gnu.gnu_facts(decl).get("cleanup")
        if cleanup:
            self.scopes[-1].cleanups.append((var, cleanup[0], loc))

    def auto_type(self, decl) -> Optional[T.CType]:
        """GNU ``__auto_type x = e;`` (``typeof(__sparrow_auto_type)``): the type of ``e``."""
        t = decl.type
        if not (isinstance(t, c_ast.TypeDecl) and isinstance(t.type, c_ast.TypeOf)
                and isinstance(t.type.expr, c_ast.ID) and t.type.expr.name == "__sparrow_auto_type"):
            return None
        if decl.init is None:
            raise LoweringError("__auto_type without an initializer")
        with self.discarding():
            ty = self.expr(decl.init).ty
        if ty is None:
            raise LoweringError("__auto_type of an expression of unknown type")
        return ty

    def fn_facts_of(self, decl, fty) -> None:
        """Record the GNU attributes of a function declaration (``malloc``, ``noreturn``...)."""
        facts = gnu.gnu_facts(decl)
        if facts and decl.name:
            self.attributes.setdefault(decl.name, {}).update(facts)

    def stmt_If(self, node: c_ast.If) -> None:
        t, f = self.cond(node.cond)
        self.cur = t
        self.statement(node.iftrue)
        after_true = self.cur
        self.cur = f
        self.statement(node.iffalse)
        self.cur = after_true + self.cur

    def stmt_While(self, node: c_ast.While) -> None:
        head = self.skip_node("loop", self._loc(node))
        self.place(head)
        t, f = self.cond(node.cond)
        self.cur = t
        loop = _Loop(head, len(self.scopes))
        self.loops.append(loop)
        try:
            self.statement(node.stmt)
        finally:
            self.loops.pop()
        self.jump(head)
        self.cur = f + loop.breaks

    def stmt_DoWhile(self, node: c_ast.DoWhile) -> None:
        head = self.skip_node("loop", self._loc(node))
        self.place(head)
        cont = self.skip_node("do-while condition", self._loc(node.cond, self._loc(node)))
        loop = _Loop(cont, len(self.scopes))
        self.loops.append(loop)
        try:
            self.statement(node.stmt)
        finally:
            self.loops.pop()
        self.place(cont)
        t, f = self.cond(node.cond)
        self.cur = t
        self.jump(head)
        self.cur = f + loop.breaks

    def stmt_For(self, node: c_ast.For) -> None:
        self.scopes.append(_Scope())
        try:
            if node.init is not None:
                if isinstance(node.init, c_ast.DeclList):
                    self.stmt_DeclList(node.init)
                else:
                    self.expr(node.init, used=False)
            head = self.skip_node("loop", self._loc(node))
            self.place(head)
            if node.cond is not None:
                t, f = self.cond(node.cond)
            else:
                t, f = self.cur, []
            self.cur = t
            step = self.skip_node("for step", self._loc(node.next, self._loc(node)))
            loop = _Loop(step, len(self.scopes))
            self.loops.append(loop)
            try:
                self.statement(node.stmt)
            finally:
                self.loops.pop()
            self.place(step)
            if node.next is not None:
                self.expr(node.next, used=False)
            self.jump(head)
            self.cur = f + loop.breaks
        finally:
            self.scopes.pop()

    def run_cleanups(self, scopes: list, loc: Loc) -> None:
        """GNU ``cleanup(f)`` variables of ``scopes`` (innermost first): ``f(&var)`` in
        reverse order of declaration, as GCC does when control leaves their scope."""
        for sc in reversed(scopes):
            for var, fname, _ in reversed(sc.cleanups):
                hit = self.lookup(fname)
                ftype = hit[1] if hit is not None and hit[0] == "func" else T.FuncType(T.VOID, None, False)
                func = AddrOf(Var(fname, VAR_FUNC, ftype), T.PointerType(ftype))
                arg = AddrOf(var, T.PointerType(var.ty) if var.ty is not None else T.VOID_PTR)
                self.emit(Call(None, func, (arg,), loc))

    def stmt_Break(self, node) -> None:
        if not self.loops:
            raise LoweringError("break outside a loop or switch")
        self.run_cleanups(self.scopes[self.loops[-1].depth:], self._loc(node))
        self.loops[-1].breaks.extend(self.cur)
        self.cur = []

    def stmt_Continue(self, node) -> None:
        for loop in reversed(self.loops):
            if loop.continue_to is not None:
                self.run_cleanups(self.scopes[loop.depth:], self._loc(node))
                self.jump(loop.continue_to)
                return
        raise LoweringError("continue outside a loop")

    def stmt_Return(self, node: c_ast.Return) -> None:
        value = None
        if node.expr is not None:
            value = self.expr(node.expr)
            if isinstance(value.ty, T.VoidType):
                value = None  # return f(); in a void function: the call is the statement
        if value is not None:
            rty = self.fn.ftype.ret if self.fn is not None else None
            if rty is not None and not isinstance(rty, T.VoidType):
                value = self.convert(value, rty)
        if any(sc.cleanups for sc in self.scopes):
            if value is not None and not isinstance(value, Const):
                tmp = self.new_temp(value.ty)
                self.emit(Assign(tmp, value, self._loc(node)))
                value = Lv(tmp, tmp.ty)
            self.run_cleanups(self.scopes, self._loc(node))
        self.emit(Return(value, self._loc(node)))
        self.jump(EXIT)

    def local_label(self, name: str) -> str:
        """The function-wide name of label ``name`` (a GNU ``__label__`` is block-scoped)."""
        for sc in reversed(self.scopes):
            unique = sc.local_labels.get(name)
            if unique is not None:
                return unique
        return name

    def label_node(self, name: str, loc: Loc) -> int:
        name = self.local_label(name)
        node = self.labels.get(name)
        if node is None:
            node = self.skip_node(f"label {name}", loc)
            self.labels[name] = node
        return node

    def stmt_Goto(self, node: c_ast.Goto) -> None:
        self.goto_cleanups(node.name, self._loc(node))
        self.jump(self.label_node(node.name, self._loc(node)))

    def goto_cleanups(self, name: str, loc: Loc) -> None:
        if not any(sc.cleanups for sc in self.scopes):
            return
        if self.label_paths is None:
            self.label_paths = gnu.label_scopes(self.fn_body)
        target = self.label_paths.get(name, ())
        self.run_cleanups([sc for sc in self.scopes if sc.node_id is not None and sc.node_id not in target], loc)

    def stmt_FuncDef(self, node) -> None:
        """A GNU nested function is not analysed: an ``Unknown`` effect, calls to it unknown."""
        raise LoweringError(f"nested function {node.decl.name} (GNU C) is not analysed")

    def stmt_ComputedGoto(self, node) -> None:
        """GNU ``goto *e;``: to any label whose address the function takes (every label
        when it takes none), a sound over-approximation."""
        loc = self._loc(node)
        self.expr(node.expr, used=False)
        targets = gnu.label_addresses(self.fn_body) or gnu.defined_labels(self.fn_body)
        here = self.cur
        for name in targets:
            self.cur = here
            self.goto_cleanups(name, loc)
            self.jump(self.label_node(name, loc))
        self.cur = []

    def label(self, node: c_ast.Label) -> None:
        name = self.local_label(node.name)
        if name in self.defined_labels:
            self.diag(node, f"label {node.name} defined twice")
        self.defined_labels.add(name)
        n = self.label_node(name, self._loc(node))
        self.cfg.instrs[n] = Skip(f"label {name}", self._loc(node))
        self.place(n)
        self.statement(node.stmt)

    def stmt_Switch(self, node: c_ast.Switch) -> None:
        loc = self._loc(node)
        value = self.expr(node.cond)
        if not _is_simple(value):
            tmp = self.new_temp(value.ty)
            self.emit(Assign(tmp, value, loc))
            value = Lv(tmp, tmp.ty)
        cases: list = []
        _collect_cases(node.stmt, cases)
        saved_case_nodes = getattr(self, "case_nodes", None)
        self.case_nodes = {}
        default = None
        for c in cases:
            if isinstance(c, c_ast.Default):
                default = self.skip_node("default", self._loc(c))
                self.case_nodes[id(c)] = default
                continue
            cloc = self._loc(c)
            if isinstance(c.expr, c_ast.BinaryOp) and c.expr.op == "...":
                self.case_range(c, value, cloc)
                continue
            cval = self.const_eval(c.expr)
            self.case_nodes[id(c)] = self.skip_node(f"case {cval if cval is not None else '?'}", cloc)
            label_expr = Const(cval, T.INT) if cval is not None else self.expr(c.expr)
            test = BinOp("==", value, label_expr, T.INT)
            here = self.cur
            self.emit(Assume(test, True, cloc))
            self.jump(self.case_nodes[id(c)])
            self.cur = here
            self.emit(Assume(test, False, cloc))
        loop = _Loop(None, len(self.scopes))
        if default is not None:
            self.jump(default)
        else:
            loop.breaks.extend(self.cur)
            self.cur = []
        self.loops.append(loop)
        try:
            self.statement(node.stmt)
        finally:
            self.loops.pop()
            nodes = self.case_nodes
            self.case_nodes = saved_case_nodes
        self.cur = self.cur + loop.breaks
        del nodes

    def case_range(self, c, value, cloc: Loc) -> None:
        """GNU ``case lo ... hi:``: taken when ``lo <= value && value <= hi``."""
        lo, hi = self.const_eval(c.expr.left), self.const_eval(c.expr.right)
        lo_e = Const(lo, T.INT) if lo is not None else self.expr(c.expr.left)
        hi_e = Const(hi, T.INT) if hi is not None else self.expr(c.expr.right)
        self.case_nodes[id(c)] = self.skip_node(f"case {lo} ... {hi}", cloc)
        ge = BinOp(">=", value, lo_e, T.INT)
        le = BinOp("<=", value, hi_e, T.INT)
        here = self.cur
        self.emit(Assume(ge, True, cloc))
        after_ge = self.cur
        self.emit(Assume(le, True, cloc))
        self.jump(self.case_nodes[id(c)])
        self.cur = here
        below = self.emit(Assume(ge, False, cloc))
        self.cur = after_ge
        above = self.emit(Assume(le, False, cloc))
        self.cur = [below, above]

    def case_label(self, node) -> None:
        nodes = getattr(self, "case_nodes", None)
        n = nodes.get(id(node)) if nodes else None
        if n is None:
            self.diag(node, "case label outside a switch")
        else:
            self.place(n)
        for s in node.stmts or []:
            self.statement(s)

    # ================================================================ conditions
    def cond(self, node) -> tuple[list[int], list[int]]:
        """Lower a condition; return the dangling ends of its true and false edges."""
        if isinstance(node, c_ast.BinaryOp) and node.op in ("&&", "||"):
            t1, f1 = self.cond(node.left)
            if node.op == "&&":
                self.cur = t1
                t2, f2 = self.cond(node.right)
                return t2, f1 + f2
            self.cur = f1
            t2, f2 = self.cond(node.right)
            return t1 + t2, f2
        if isinstance(node, c_ast.UnaryOp) and node.op == "!":
            t, f = self.cond(node.expr)
            return f, t
        if isinstance(node, c_ast.ExprList) and len(node.exprs) > 1:
            for e in node.exprs[:-1]:
                self.expr(e, used=False)
            return self.cond(node.exprs[-1])
        self._last_store = None
        e = self.expr(node)
        folded = _fold(e)
        if folded is not None:
            return (self.cur, []) if folded != 0 else ([], self.cur)
        loc = self._loc(node)
        here = self.cur
        # `if ((p->buf = make()) == NULL)` tests the value stored (``expr_Assignment``);
        # when that store is the condition's last step, each branch stores the value again
        # as the test refined it (the same value, nothing written in between), so that
        # the memory cell is refined as well as the value
        store = self._last_store if self._last_store is not None and here == [self._last_store[0]] else None
        nt = self.emit(Assume(e, True, loc))
        if store is not None:
            nt = self.emit(Assign(store[1], store[2], store[3]))
        self.cur = here
        nf = self.emit(Assume(e, False, loc))
        if store is not None:
            nf = self.emit(Assign(store[1], store[2], store[3]))
        self.cur = []
        return [nt], [nf]

    # ================================================================ initializers
    def initialize(self, lv, ty: T.CType, init, loc: Loc) -> None:
        """Initialise the object ``lv`` of type ``ty`` from a declaration's initializer.

        A braced list follows C's rules (brace elision, designators ``.a.b`` and ``[3]``,
        which resume positional initialisation after the designated member); members and
        elements it does not mention are zero-filled afterwards.
        """
        if isinstance(init, c_ast.InitList):
            done: list = []
            self.init_braced(lv, ty, init, (), done, loc)
            trie = _path_trie(done)
            if trie is not True:
                self.zero_rest(lv, ty, trie, loc, [_MAX_COPY_LEAVES])
            return
        if isinstance(ty, T.ArrayType) and _is_string(init):
            self.init_string(lv, ty, init, loc)
            return
        if isinstance(ty, T.RecordType):
            self.assign_record(lv, ty, init, loc)
            return
        self.assign_value(lv, ty, init, loc)

    def assign_value(self, lv, ty: T.CType, node, loc: Loc) -> None:
        """``lv = node`` for a scalar ``lv``; a call stores its result directly into a variable."""
        if isinstance(node, c_ast.FuncCall) and isinstance(lv, Var):
            self.call(node, result=lv)
            return
        value = self.expr(node)
        self.emit(Assign(lv, self.convert(value, ty), loc))

    def init_string(self, lv, ty: T.ArrayType, init, loc: Loc) -> None:
        """``char buf[N] = "..."``: the array's (summarised) cell gets an unknown character."""
        self.emit(Assign(Index(lv, Const(0, T.INT), ty.elem, elements="all"), UnknownValue("string initializer", ty.elem),
                           loc))

    def init_braced(self, lv, ty: T.CType, init: c_ast.InitList, path: tuple, done: list, loc: Loc) -> int:
        """Initialise ``lv`` from a braced list; return the number of elements it spans."""
        stream = _InitStream(init.exprs)
        count = 0
        if isinstance(ty, T.ArrayType) and len(stream.items) == 1 and _is_string(stream.items[0][1]) and (
            ty.elem.is_integer and not stream.items[0][0]
        ):  # char s[] = { "abc" }
            self.init_string(lv, ty, stream.items[0][1], self._loc(stream.items[0][1], loc))
            done.append(path)
            return _string_length(stream.items[0][1].value)
        if isinstance(ty, (T.RecordType, T.ArrayType)):
            count = self.init_fill(lv, ty, stream, path, done, loc, braced=True)
        elif not stream.at_end():
            if stream.items[0][0]:
                raise LoweringError("designator in the initializer of a scalar")
            self.init_object(lv, ty, stream, path, done, loc)
        if not stream.at_end():
            self.diag(self._loc(stream.items[stream.i][1], loc), "excess elements in initializer")
        return count

    def init_object(self, lv, ty: T.CType, stream: "_InitStream", path: tuple, done: list, loc: Loc) -> None:
        """Initialise one sub-object from the stream's next (undesignated) item, with brace elision."""
        value = stream.items[stream.i][1]
        vloc = self._loc(value, loc)
        if isinstance(value, c_ast.InitList):
            stream.i += 1
            self.init_braced(lv, ty, value, path, done, vloc)
            return
        if isinstance(ty, T.ArrayType):
            if _is_string(value):
                stream.i += 1
                self.init_string(lv, ty, value, vloc)
                done.append(path)
                return
            self.init_fill_elided(lv, ty, stream, path, done, loc)
            return
        if isinstance(ty, T.RecordType):
            vty = self.sizeof_type(value) if ty.fields else ty
            if isinstance(vty, T.RecordType) or vty is None:
                stream.i += 1
                self.assign_record(lv, ty, value, vloc)
                done.append(path)
                return
            self.init_fill_elided(lv, ty, stream, path, done, loc)
            return
        stream.i += 1
        self.assign_value(lv, ty, value, vloc)
        done.append(path)

    def init_fill_elided(self, lv, ty, stream: "_InitStream", path: tuple, done: list, loc: Loc) -> None:
        start = stream.i
        self.init_fill(lv, ty, stream, path, done, loc, braced=False)
        if stream.i == start:  # an empty aggregate: the item initialises nothing
            self.diag(self._loc(stream.items[start][1], loc), f"initializer item for empty {ty}")
            stream.i += 1

    def init_fill(self, lv, ty, stream: "_InitStream", path: tuple, done: list, loc: Loc,
                  braced: bool, resume: bool = False) -> int:
        """Fill the members/elements of an aggregate from the stream.

        Without braces (brace elision) the fill stops when the aggregate is full or at a
        designated item, which belongs to the enclosing braced list; ``resume`` says the
        current item's remaining designators start inside this aggregate.  Returns the
        number of elements spanned (the length of ``int a[] = {...}``).
        """
        if isinstance(ty, T.RecordType):
            if ty.fields is None:
                raise LoweringError(f"initializer for incomplete type {ty}")
            n: Optional[int] = min(1, len(ty.fields)) if ty.is_union else len(ty.fields)
        else:
            n = ty.length
        k = 0
        count = 0
        first = resume
        items = stream.items
        while stream.i < len(items):
            desig = items[stream.i][0]
            if desig:
                if not braced and not first:
                    break
                k = self.designator_index(ty, desig)
                if n is not None and k >= n and not (isinstance(ty, T.RecordType) and ty.is_union):
                    raise LoweringError("designator index out of range")
            elif n is not None and k >= n:
                break
            first = False
            if isinstance(ty, T.RecordType):
                fname, sub_ty = ty.fields[k]
                if fname in ty.bitfields and fname.startswith("<anon"):
                    k += 1  # an unnamed bit-field is not initialised
                    continue
                sub_lv = self.field(lv, ty, fname)
                key = fname
            else:
                sub_ty = ty.elem
                sub_lv = Index(lv, Const(k, T.INT), sub_ty)
                key = k
            sub_path = path + (key,)
            if desig:
                if not isinstance(sub_ty, (T.RecordType, T.ArrayType)):
                    raise LoweringError("designator applied to a scalar member")
                self.init_fill(sub_lv, sub_ty, stream, sub_path, done, loc, braced=False, resume=True)
            else:
                self.init_object(sub_lv, sub_ty, stream, sub_path, done, loc)
            k += 1
            if k > count:
                count = k
            if isinstance(ty, T.RecordType) and ty.is_union:
                n = k  # a union holds one member: following undesignated items are excess
        return count

    def designator_index(self, ty, desig: list) -> int:
        """Consume the first designator of ``desig``; return the member/element it selects."""
        d = desig.pop(0)
        array_designator = getattr(c_ast, "ArrayDesignator", None)
        if array_designator is not None and isinstance(d, array_designator):
            # pycparser >= 3.1 wraps "[i]" designators; 3.0 gives the bare expression
            if isinstance(ty, T.RecordType):
                raise LoweringError("array designator in a struct initializer")
            index = self.const_eval(d.expr)
            if index is None or index < 0:
                raise LoweringError("array designator is not a non-negative constant")
            return index
        if isinstance(ty, T.RecordType):
            if not isinstance(d, c_ast.ID):
                raise LoweringError("array designator in a struct initializer")
            names = [f for f, _ in ty.fields]
            if d.name in names:
                return names.index(d.name)
            path = ty.anonymous_path(d.name)
            if not path:
                raise LoweringError(f"no member {d.name} in {ty}")
            # a member of an anonymous struct/union: designate the anonymous member first
            desig[:0] = [c_ast.ID(name) for name, _ in path[1:]] + [d]
            return names.index(path[0][0])
        if isinstance(d, c_ast.ID) and self.lookup(d.name) is None:
            raise LoweringError(f"member designator .{d.name} in an array initializer")
        index = self.const_eval(d)
        if index is None or index < 0:
            raise LoweringError("array designator is not a non-negative constant")
        return index

    def zero_rest(self, lv, ty: T.CType, trie, loc: Loc, budget: list) -> None:
        """Zero-fill what a braced initializer left out; ``trie`` holds the initialised paths
        (``True`` for a fully initialised sub-object, ``None`` for an untouched one)."""
        if trie is True or budget[0] <= 0:
            return
        if trie is None:
            self.zero_fill(lv, ty, loc, budget)
            return
        if isinstance(ty, T.RecordType):
            if ty.is_union:
                return  # one member was initialised
            for fname, fty in ty.fields or ():
                if not (fname in ty.bitfields and fname.startswith("<anon")):
                    self.zero_rest(self.field(lv, ty, fname), fty, trie.get(fname), loc, budget)
        elif isinstance(ty, T.ArrayType):
            for key, sub in trie.items():
                if sub is not True:
                    self.zero_rest(Index(lv, Const(key, T.INT), ty.elem), ty.elem, sub, loc, budget)
            if ty.length is not None and len(trie) < ty.length:
                missing = next(i for i in range(ty.length) if i not in trie)
                self.zero_fill(Index(lv, Const(missing, T.INT), ty.elem, elements="some"), ty.elem, loc, budget)

    def zero_fill(self, lv, ty: T.CType, loc: Loc, budget: list) -> None:
        if budget[0] <= 0:
            return
        if isinstance(ty, T.RecordType):
            for fname, fty in (ty.fields or [])[: 1 if ty.is_union else None]:
                if not (fname in ty.bitfields and fname.startswith("<anon")):
                    self.zero_fill(self.field(lv, ty, fname), fty, loc, budget)
        elif isinstance(ty, T.ArrayType):
            if ty.length != 0:
                self.zero_fill(Index(lv, Const(0, T.INT), ty.elem, elements="all"), ty.elem, loc, budget)
        elif ty.is_scalar:
            budget[0] -= 1
            self.emit(Assign(lv, self.convert(Const(0, T.INT), ty), loc))

    def complete_array(self, ty: T.CType, init, loc: Loc) -> T.CType:
        """The type of ``T a[] = init``: the array's length comes from its initializer."""
        if not (isinstance(ty, T.ArrayType) and ty.length is None) or init is None:
            return ty
        if _is_string(init):
            return T.ArrayType(ty.elem, _string_length(init.value))
        if not isinstance(init, c_ast.InitList):
            return ty
        # a dry run in a scratch CFG counts the elements (brace elision makes it non-trivial)
        ndiags = len(self.tu.diagnostics)
        try:
            with self.discarding():
                count = self.init_braced(Var("$dry", VAR_LOCAL, ty), ty, init, (), [], loc)
        except LoweringError:
            count = len(init.exprs)
        del self.tu.diagnostics[ndiags:]
        return T.ArrayType(ty.elem, count)

    # ================================================================ lvalues
    def field(self, base, base_ty: T.CType, name: str):
        """The lvalue of field ``name`` of ``base`` (anonymous members and unions handled)."""
        if not isinstance(base_ty, T.RecordType):
            return Field(base, name, None)
        path = base_ty.anonymous_path(name)
        lv = base
        rec = base_ty
        for anon_name, anon_rec in path or []:
            lv = lv if rec.is_union else Field(lv, anon_name, anon_rec)
            rec = anon_rec
        fty = rec.field_type(name)
        if rec.is_union:
            return _retype(lv, fty)
        return Field(lv, name, fty)

    def lval(self, node):
        """Lower an expression used as an lvalue to a side-effect-free ``Lval``."""
        if isinstance(node, c_ast.ID):
            hit = self.lookup(node.name)
            if hit is None:
                raise LoweringError(f"undeclared identifier {node.name}")
            kind, what = hit
            if kind == "var":
                return what
            if kind == "func":
                return Var(node.name, VAR_FUNC, what)
            raise LoweringError(f"{node.name} is not an lvalue")
        if isinstance(node, c_ast.UnaryOp) and node.op == "*":
            return self.deref(self.expr(node.expr))
        if isinstance(node, c_ast.StructRef):
            if node.type == "->":
                base = self.deref(self.expr(node.name))
                rec = base.ty
            else:
                base = self.lval(node.name)
                rec = base.ty
            return self.field(base, rec, node.field.name)
        if isinstance(node, c_ast.ArrayRef):
            # each operand is evaluated exactly once, left to right; an array-typed operand
            # stays an lvalue (a[i] is an Index), a pointer gives *(p + i); 2[a] is a[2]
            base_lv, base = self.subscript_operand(node.name)
            index_lv, index = self.subscript_operand(node.subscript)
            if base_lv is not None:
                if index_lv is not None:
                    index = self.rvalue(index_lv)
                return Index(base_lv, index, base_lv.ty.elem)
            if index_lv is not None:
                return Index(index_lv, base, index_lv.ty.elem)
            ptr = base
            if not (ptr.ty is not None and ptr.ty.is_pointer):
                if index.ty is not None and index.ty.is_pointer:
                    ptr, index = index, ptr
            target = ptr.ty.target if isinstance(ptr.ty, T.PointerType) else None
            return Deref(BinOp("+", ptr, index, ptr.ty), target)
        if isinstance(node, c_ast.Cast):
            return self.lval(node.expr)
        if isinstance(node, c_ast.CompoundLiteral):
            loc = self._loc(node, self._loc(node.init, self.stmt_loc))
            ty = self.complete_array(self.type_of(node.type), node.init, loc)
            if self.fn is not None and self.fn is self.tu.init:
                # a compound literal in a static initializer has static storage: a global
                n = len(self.tu.globals)
                while f"$literal{n}" in self.tu.globals:
                    n += 1
                tmp = Var(f"$literal{n}", VAR_GLOBAL, ty)
                if not self.quiet:  # not in a dry run
                    self.tu.globals[tmp.name] = GlobalVar(tmp, loc, True, True)
            else:
                tmp = self.new_temp(ty)
            self.initialize(tmp, ty, node.init, loc)
            return tmp
        if isinstance(node, c_ast.FuncCall):
            # a call returning a struct, used as an lvalue (f().x): its result gets a temporary
            return self.call_into_temp(node)
        if isinstance(node, c_ast.ExprList) and node.exprs:
            for e in node.exprs[:-1]:
                self.expr(e, used=False)
            return self.lval(node.exprs[-1])
        # an rvalue used where an lvalue is needed (f().x, (a ? b : c).f): materialise it
        value = self.expr(node)
        if isinstance(value, Lv):
            return value.lval  # e.g. the temporary holding a ?: or an assignment's target
        tmp = self.new_temp(value.ty)
        self.emit(Assign(tmp, value, self._loc(node)))
        return tmp

    def deref(self, ptr):
        """``*ptr`` as an lvalue; ``*&lv`` is ``lv`` itself (``*a`` on an array is ``a[0]``)."""
        pty = ptr.ty
        target = pty.target if isinstance(pty, T.PointerType) else None
        if isinstance(ptr, AddrOf):
            lv = ptr.lval
            if isinstance(lv.ty, T.ArrayType) and not isinstance(target, T.ArrayType):
                return Index(lv, Const(0, T.INT), lv.ty.elem)
            if lv.ty is not None and (target is None or lv.ty == target or isinstance(lv.ty, T.RecordType)):
                return lv
        return Deref(ptr, target)

    def subscript_operand(self, node):
        """Lower an operand of ``[]``: ``(lvalue, None)`` if it has array type, else
        ``(None, value)``.  Never evaluates the operand twice."""
        if isinstance(node, c_ast.ID):
            hit = self.lookup(node.name)
            if hit is not None and hit[0] == "var" and isinstance(hit[1].ty, T.ArrayType):
                return hit[1], None
            return None, self.expr(node)
        if isinstance(node, (c_ast.StructRef, c_ast.ArrayRef)) or (
            isinstance(node, c_ast.UnaryOp) and node.op == "*"
        ):
            lv = self.lval(node)
            if isinstance(lv.ty, T.ArrayType):
                return lv, None
            return None, self.rvalue(lv)
        return None, self.expr(node)

    def rvalue(self, lv) -> "object":
        ty = lv.ty
        if isinstance(ty, T.ArrayType):
            return AddrOf(lv, T.PointerType(ty.elem))
        if isinstance(ty, T.FuncType):
            return AddrOf(lv, T.PointerType(ty))
        return Lv(lv, ty)

    # ================================================================ expressions
    def expr(self, node, used: bool = True):
        """Lower an expression; side effects become instructions, the value is returned.

        An unsupported sub-expression becomes an ``UnknownValue`` (with a diagnostic), so
        the rest of the statement keeps its effects.
        """
        method = self._expr_methods.get(type(node))
        if method is None:
            method = getattr(type(self), "expr_" + type(node).__name__, None)
            if method is None:
                self.diag(node, f"expression {type(node).__name__}")
                return UnknownValue(f"expression {type(node).__name__}")
            self._expr_methods[type(node)] = method
        try:
            return method(self, node, used)
        except LoweringError as err:
            self.diag(node, str(err))
            return UnknownValue(str(err))

    def expr_Constant(self, node, used):
        kind = node.type
        if kind == "string":
            return Str(node.value, self._loc(node), T.CHAR_PTR)
        if kind == "char":
            return Const(_char_literal(node.value), T.INT)
        if kind in ("float", "double", "long double"):
            return FloatConst(node.value, T.DOUBLE if kind != "float" else T.FLOAT)
        if kind.startswith("wchar") or kind.startswith("char16") or kind.startswith("char32"):
            if node.value[:1] in "LuU" and node.value.lstrip("LuU8")[:1] == '"':
                return Str(node.value, self._loc(node), T.PointerType(T.INT))
            return Const(_char_literal(node.value), T.INT)
        if "int" not in kind:
            return FloatConst(node.value, T.FLOAT if kind == "float" else T.DOUBLE)
        try:
            v, ty = _int_literal(node.value)
        except ValueError:
            raise LoweringError(f"malformed integer constant {node.value}") from None
        return Const(v, ty)

    def expr_ID(self, node, used):
        hit = self.lookup(node.name)
        if hit is None:
            if node.name in ("__func__", "__FUNCTION__", "__PRETTY_FUNCTION__") and self.fn is not None:
                return Str(f'"{self.fn.name}"', self._loc(node), T.CHAR_PTR)
            raise LoweringError(f"undeclared identifier {node.name}")
        kind, what = hit
        if kind == "enum":
            return Const(what, T.INT)
        if kind == "func":
            return AddrOf(Var(node.name, VAR_FUNC, what), T.PointerType(what))
        if kind == "var":
            return self.rvalue(what)
        raise LoweringError(f"{node.name} names a type, not a value")

    def expr_StructRef(self, node, used):
        return self.rvalue(self.lval(node))

    def expr_ArrayRef(self, node, used):
        return self.rvalue(self.lval(node))

    def expr_CompoundLiteral(self, node, used):
        return self.rvalue(self.lval(node))

    def expr_ExprList(self, node, used):
        if not node.exprs:
            raise LoweringError("empty expression list")
        for e in node.exprs[:-1]:
            self.expr(e, used=False)
        return self.expr(node.exprs[-1], used)

    def expr_Cast(self, node, used):
        ty = self.type_of(node.to_type)
        value = self.expr(node.expr, used and not isinstance(ty, T.VoidType))
        if isinstance(ty, T.VoidType):
            return value
        return Cast(value, ty, _type_name(ty))

    def expr_UnaryOp(self, node, used):
        op = node.op
        if op == "&&":  # GNU label address: a non-null code address the analysis does not track
            return UnknownValue(f"address of label {node.expr.name}", T.VOID_PTR)
        if op == "&":
            inner = node.expr
            if isinstance(inner, c_ast.UnaryOp) and inner.op == "*":
                value = self.expr(inner.expr)
                return value
            lv = self.lval(inner)
            if isinstance(lv, (Field, Index)):
                offset = _constant_offset(lv)
                if offset is not None:  # offsetof: &((T *)0)->m is a constant
                    return Const(offset, T.PointerType(lv.ty) if lv.ty is not None else T.VOID_PTR)
            if isinstance(lv, Deref) and lv.ptr.ty is not None:
                return lv.ptr  # &*e and &p[i] are e and p + i
            if isinstance(lv, Var) and lv.kind == VAR_FUNC:
                return AddrOf(lv, T.PointerType(lv.ty))
            return AddrOf(lv, T.PointerType(lv.ty) if lv.ty is not None else T.VOID_PTR)
        if op == "*":
            ptr = self.expr(node.expr)
            pty = ptr.ty
            if isinstance(pty, T.PointerType) and isinstance(pty.target, T.FuncType):
                return ptr  # *fp is the function designator, which decays back to fp
            return self.rvalue(self.deref(ptr))
        if op in ("sizeof", "_Alignof", "alignof", "__alignof__"):
            ty = self.sizeof_type(node.expr)
            n = None if ty is None else (ty.size() if op == "sizeof" else ty.align())
            if n is None:
                return UnknownValue(f"{op} of incomplete type", T.ULONG)
            return Const(n, T.ULONG)
        if op in ("++", "--", "p++", "p--"):
            lv = self.lval(node.expr)
            loc = self._loc(node)
            one = Const(1, T.INT)
            new = BinOp("+" if "+" in op else "-", Lv(lv, lv.ty), one, lv.ty)
            if op.startswith("p") and used:
                tmp = self.new_temp(lv.ty)
                self.emit(Assign(tmp, Lv(lv, lv.ty), loc))
                self.emit(Assign(lv, new, loc))
                return Lv(tmp, tmp.ty)
            self.emit(Assign(lv, new, loc))
            return Lv(lv, lv.ty)
        if op == "!":
            value = self.expr(node.expr)
            return UnOp("!", value, T.INT)
        if op in ("-", "~"):
            value = self.expr(node.expr)
            return UnOp(op, value, T.integer_promote(value.ty or T.INT))
        if op == "+":
            return self.expr(node.expr)
        raise LoweringError(f"unary operator {op}")

    def sizeof_type(self, node) -> Optional[T.CType]:
        if isinstance(node, c_ast.Typename):
            return self.type_of(node)
        with self.discarding():
            try:
                lv_nodes = (c_ast.ID, c_ast.StructRef, c_ast.ArrayRef)
                if isinstance(node, lv_nodes) or (isinstance(node, c_ast.UnaryOp) and node.op == "*"):
                    if isinstance(node, c_ast.ID):
                        hit = self.lookup(node.name)
                        if hit is not None and hit[0] == "var":
                            return hit[1].ty
                    return self.lval(node).ty
                if _is_string(node):
                    return T.ArrayType(T.CHAR, _string_length(node.value))
                return self.expr(node).ty
            except LoweringError:
                return None

    def expr_BinaryOp(self, node, used):
        op = node.op
        if op in ("&&", "||"):
            return self.bool_value(node)
        left = self.expr(node.left)
        right = self.expr(node.right)
        lt, rt = left.ty or T.INT, right.ty or T.INT
        if op in ("<", "<=", ">", ">=", "==", "!="):
            if lt.is_pointer and not rt.is_pointer:
                right = self.convert(right, lt)
            elif rt.is_pointer and not lt.is_pointer:
                left = self.convert(left, rt)
            return BinOp(op, left, right, T.INT)
        if op in ("+", "-") and (lt.is_pointer or rt.is_pointer):
            if lt.is_pointer and rt.is_pointer:
                return BinOp(op, left, right, T.LONG)
            return BinOp(op, left, right, lt if lt.is_pointer else rt)
        if op in ("<<", ">>"):
            return BinOp(op, left, right, T.integer_promote(lt))
        return BinOp(op, left, right, T.arithmetic_result(lt, rt))

    def bool_value(self, node):
        loc = self._loc(node)
        t, f = self.cond(node)
        if not f or not t:
            self.cur = t or f
            return Const(1 if not f else 0, T.INT)  # a constant (or dead) condition
        tmp = self.new_temp(T.INT)
        self.cur = t
        self.emit(Assign(tmp, Const(1, T.INT), loc))
        after = self.cur
        self.cur = f
        self.emit(Assign(tmp, Const(0, T.INT), loc))
        self.cur = after + self.cur
        return Lv(tmp, T.INT)

    def expr_TernaryOp(self, node, used):
        loc = self._loc(node)
        if node.iftrue is None:
            return self.elvis(node, loc)
        t, f = self.cond(node.cond)
        if not f or not t:
            # a constant condition (e.g. in a macro): only the chosen operand is evaluated,
            # and its value stays foldable (enumerator values, array sizes)
            self.cur = t or f
            return self.expr(node.iftrue if not f else node.iffalse, used)
        self.cur = t
        a = self.expr(node.iftrue, used)
        ty = a.ty
        void = isinstance(ty, T.VoidType) or not used
        tmp = None if void else self.new_temp(ty)
        first = None
        if tmp is not None:
            first = self.assign_branch(tmp, a, loc)
        after = self.cur
        self.cur = f
        b = self.expr(node.iffalse, used)
        if tmp is not None:
            if ty is not None and ty.is_pointer:
                b = self.convert(b, ty)
            elif b.ty is not None and b.ty.is_pointer and not (ty is not None and ty.is_pointer):
                # c ? 0 : p -- the temporary is a pointer and the 0 a null pointer
                tmp = _retype(tmp, b.ty)
                if self.fn is not None and tmp.name in self.fn.locals:
                    self.fn.locals[tmp.name] = tmp
                if first is not None and isinstance(self.cfg.instrs[first], Assign):
                    self.cfg.instrs[first] = Assign(tmp, self.convert(a, b.ty), loc)
            elif isinstance(ty, (T.IntType, T.FloatType)) and isinstance(b.ty, (T.IntType, T.FloatType)):
                # the result has the usual arithmetic conversions' type of both operands
                # (``n < 2 ? 2 : n`` with ``unsigned n`` is unsigned): a temporary of the
                # first one's type alone (int) cut off the second's values that it cannot
                # hold
                common = T.arithmetic_result(ty, b.ty)
                if common is not tmp.ty:
                    tmp = _retype(tmp, common)
                    if self.fn is not None and tmp.name in self.fn.locals:
                        self.fn.locals[tmp.name] = tmp
                    if first is not None and isinstance(self.cfg.instrs[first], Assign):
                        self.cfg.instrs[first] = Assign(tmp, self.convert(a, common), loc)
                    b = self.convert(b, common)
            self.assign_branch(tmp, b, loc)
        self.cur = after + self.cur
        if tmp is None:
            return Const(0, T.VOID)
        return Lv(tmp, tmp.ty)

    def elvis(self, node, loc: Loc):
        """GNU ``x ?: y``: ``x`` evaluated once; its value when non-zero, else ``y``."""
        a = self.expr(node.cond)
        tmp = self.new_temp(a.ty)
        self.emit(Assign(tmp, a, loc))
        test = Lv(tmp, tmp.ty)
        here = self.cur
        taken = self.emit(Assume(test, True, loc))
        self.cur = here
        self.emit(Assume(test, False, loc))
        b = self.expr(node.iffalse)
        if tmp.ty is not None and tmp.ty.is_pointer:
            b = self.convert(b, tmp.ty)
        self.emit(Assign(tmp, b, loc))
        self.cur = [taken] + self.cur
        return test

    def expr_GenericSelection(self, node, used):
        """C11 ``_Generic``: the association whose type is the controlling expression's
        (after lvalue conversion), else ``default``; only that one is evaluated."""
        with self.discarding():
            cty = self.expr(node.expr).ty
        chosen = default = None
        for assoc in node.associations or []:
            if assoc.type is None:
                default = assoc.expr
                continue
            aty = self.type_of(assoc.type)
            if cty is not None and _same_type(aty, cty):
                chosen = assoc.expr
                break
        if chosen is None:
            chosen = default
        if chosen is None:
            raise LoweringError("_Generic without a matching association")
        return self.expr(chosen, used)

    def assign_branch(self, tmp: Var, value, loc: Loc) -> Optional[int]:
        """``tmp = value`` on one branch of ``?:``; a struct is copied field by field."""
        if isinstance(tmp.ty, T.RecordType) and isinstance(value, Lv):
            self.copy_record(tmp, value.lval, tmp.ty, loc, [_MAX_COPY_LEAVES])
            return None
        return self.emit(Assign(tmp, value, loc))

    def expr_Assignment(self, node, used):
        loc = self._loc(node)
        lv = self.lval(node.lvalue)
        if node.op == "=":
            if isinstance(lv.ty, T.RecordType):
                self.assign_record(lv, lv.ty, node.rvalue, loc)
                return Lv(lv, lv.ty)
            if isinstance(node.rvalue, c_ast.FuncCall) and isinstance(lv, Var):
                self.call(node.rvalue, result=lv)
                return Lv(lv, lv.ty)
            value = self.convert(self.expr(node.rvalue), lv.ty)
            if used and not isinstance(lv, Var) and _stored_as_is(lv):
                # ``if ((p->buf = make()) == NULL)``: the value of the assignment is the
                # value stored, so the test is of that value, not of a reload of memory
                # that an abstract store may have joined with other cells (an array
                # element, a summarised field): a NULL result stays tied to its test
                if not _stable(value) or lv.ty.is_integer:
                    # (an integer goes through a temporary of the object's type, which
                    # converts it as the store does: `(c = 300) == 44` for an unsigned char)
                    tmp = self.new_temp(lv.ty)
                    self.emit(Assign(tmp, value, loc))
                    value = Lv(tmp, lv.ty)
                self._last_store = (self.emit(Assign(lv, value, loc)), lv, value, loc)
                return value
            if used and isinstance(lv, Var) and type(value) is Lv and type(value.lval) is Var \
                    and value.lval != lv and _stored_as_is(lv) and value.ty == lv.ty:
                # ``while ((a = b = next()) && *b)``: the test of a's value is one of b's
                # too; each branch copies the refined value back (``cond``)
                self._last_store = (self.emit(Assign(lv, value, loc)), value.lval, Lv(lv, lv.ty), loc)
                return Lv(lv, lv.ty)
        else:
            op = node.op[:-1]
            right = self.expr(node.rvalue)
            value = BinOp(op, Lv(lv, lv.ty), right, lv.ty)
        self.emit(Assign(lv, value, loc))
        return Lv(lv, lv.ty)

    def assign_record(self, lv, ty: T.RecordType, rnode, loc: Loc) -> None:
        """Copy a struct value into ``lv``, field by field where the fields are known."""
        if isinstance(rnode, c_ast.FuncCall):
            tmp = self.new_temp(ty)
            self.call(rnode, result=tmp)
            src = tmp
        elif isinstance(rnode, c_ast.InitList):
            self.init_list(lv, ty, rnode, loc)
            return
        else:
            src = self.lval(rnode)
        self.copy_record(lv, src, ty, loc, [_MAX_COPY_LEAVES])

    def copy_record(self, dst, src, ty: T.CType, loc: Loc, budget: list) -> None:
        if isinstance(ty, T.RecordType) and ty.fields and budget[0] > 0:
            if ty.is_union:
                self.emit(Assign(dst, Lv(src, ty), loc))
                budget[0] -= 1
                return
            for fname, fty in ty.fields:
                self.copy_record(self.field(dst, ty, fname), self.field(src, ty, fname), fty, loc, budget)
            return
        if isinstance(ty, T.ArrayType):
            zero = Const(0, T.INT)
            self.copy_record(Index(dst, zero, ty.elem, elements="all"), Index(src, zero, ty.elem, elements="all"), ty.elem,
                             loc, budget)
            return
        budget[0] -= 1
        self.emit(Assign(dst, Lv(src, ty), loc))

    def expr_FuncCall(self, node, used):
        return self.call(node, result=None, used=used)

    def call(self, node: c_ast.FuncCall, result=None, used: bool = True):
        loc = self._loc(node)
        fnode = node.name
        ftype: Optional[T.FuncType] = None
        if isinstance(fnode, c_ast.ID):
            hit = self.lookup(fnode.name)
            if hit is None:
                # C89 implicit declaration: int f();
                ftype = T.FuncType(T.INT, None, False)
                self.scopes[0].names[fnode.name] = ("func", ftype)
                self.tu.prototypes.setdefault(fnode.name, ftype)
                func = AddrOf(Var(fnode.name, VAR_FUNC, ftype), T.PointerType(ftype))
            elif hit[0] == "func":
                ftype = hit[1]
                func = AddrOf(Var(fnode.name, VAR_FUNC, ftype), T.PointerType(ftype))
            else:
                func = self.expr(fnode)
        else:
            func = self.expr(fnode)
        if ftype is None:
            fty = func.ty
            if isinstance(fty, T.PointerType) and isinstance(fty.target, T.FuncType):
                ftype = fty.target
            elif isinstance(fty, T.FuncType):
                ftype = fty
        if isinstance(fnode, c_ast.ID) and fnode.name == "__builtin_expect" and node.args and node.args.exprs:
            value = self.expr(node.args.exprs[0], used or result is not None)
            if result is not None:
                self.emit(Assign(result, value, loc))
                return Lv(result, result.ty)
            return value
        args = []
        params = ftype.params if ftype is not None and ftype.params is not None else []
        for i, a in enumerate(node.args.exprs if node.args is not None else []):
            if isinstance(a, c_ast.Typename):
                args.append(UnknownValue("type argument", T.INT))
                continue
            value = self.expr(a)
            if i < len(params):
                value = self.convert(value, params[i][1])
            args.append(value)
        rty = ftype.ret if ftype is not None else T.INT
        if result is None and used and not isinstance(rty, T.VoidType):
            result = self.new_temp(rty)
        self.emit(Call(result, func, tuple(args), loc))
        if result is None:
            return Const(0, T.VOID)
        return Lv(result, result.ty if result.ty is not None else rty)

    def call_into_temp(self, node: c_ast.FuncCall):
        """Lower a call whose (struct) result is used as an lvalue; return that lvalue."""
        value = self.call(node, used=True)
        if isinstance(value, Lv) and isinstance(value.lval, Var):
            return value.lval
        tmp = self.new_temp(value.ty)
        self.emit(Assign(tmp, value, self._loc(node)))
        return tmp

    def expr_Compound(self, node, used):
        """A GNU statement expression ``({ ...; e; })``: its value is that of ``e``."""
        items = node.block_items or []
        self.scopes.append(_Scope())
        try:
            for item in items[:-1]:
                self.statement(item)
            if items and isinstance(items[-1], _EXPR_NODES):
                return self.expr(items[-1], used)
            if items:
                self.statement(items[-1])
            return Const(0, T.VOID)
        finally:
            self.scopes.pop()

    def expr_InitList(self, node, used):
        raise LoweringError("initializer list outside an initializer")

    def expr_Typename(self, node, used):
        raise LoweringError("type name used as a value")

    def convert(self, value, ty: Optional[T.CType]):
        """Implicit conversion on assignment: the integer 0 to a pointer type is NULL."""
        if ty is None:
            return value
        if ty.is_pointer:
            if isinstance(value, Const) and value.value == 0 and not (value.ty is not None and value.ty.is_pointer):
                return Cast(value, ty, _type_name(ty))
        return value


_EXPR_NODES = (
    c_ast.Assignment, c_ast.BinaryOp, c_ast.UnaryOp, c_ast.FuncCall, c_ast.ID, c_ast.Constant,
    c_ast.Cast, c_ast.TernaryOp, c_ast.ExprList, c_ast.StructRef, c_ast.ArrayRef, c_ast.CompoundLiteral,
    c_ast.InitList, c_ast.Typename,
)


class _InitStream:
    """The items of a braced initializer: ``[designators, value]`` pairs and a cursor."""

    __slots__ = ("items", "i")

    def __init__(self, exprs):
        self.items = [
            [list(e.name), e.expr] if isinstance(e, c_ast.NamedInitializer) else [[], e] for e in exprs or ()
        ]
        self.i = 0

    def at_end(self) -> bool:
        return self.i >= len(self.items)


def _path_trie(paths: list):
    """The initialised paths as a nested dict; ``True`` marks a fully initialised object."""
    root: dict = {}
    for path in paths:
        if not path:
            return True
        node = root
        for key in path[:-1]:
            child = node.get(key)
            if child is True:
                break
            if child is None:
                child = node[key] = {}
            node = child
        else:
            node[path[-1]] = True
    return root


def _is_string(node) -> bool:
    return isinstance(node, c_ast.Constant) and node.value.lstrip("LuU8")[:1] == '"'


def _string_length(text: str) -> int:
    """The number of array elements of a string literal, terminating NUL included."""
    body = text.lstrip("LuU8")
    if len(body) < 2:
        return 1
    body = body[1:-1]
    n = 0
    i = 0
    while i < len(body):
        if body[i] == "\\" and i + 1 < len(body):
            c = body[i + 1]
            if c == "x":
                i += 2
                while i < len(body) and body[i] in "0123456789abcdefABCDEF":
                    i += 1
            elif c in "01234567":
                i += 1
                j = 0
                while i < len(body) and j < 3 and body[i] in "01234567":
                    i += 1
                    j += 1
            else:
                i += 2
        else:
            i += 1
        n += 1
    return n + 1


def _constant_offset(lv) -> Optional[int]:
    """The address of ``((T *)c)->m...`` for a constant ``c`` (``offsetof``), else None."""
    if isinstance(lv, Deref):
        ptr = lv.ptr
        while isinstance(ptr, Cast) and ptr.ty is not None and ptr.ty.is_pointer:
            ptr = ptr.operand
        return _fold(ptr)
    if isinstance(lv, Field):
        base = _constant_offset(lv.base)
        rec = lv.base.ty
        if base is None or not isinstance(rec, T.RecordType):
            return None
        off = rec.field_offset(lv.name)
        return None if off is None else base + off
    if isinstance(lv, Index):
        base = _constant_offset(lv.base)
        index = _fold(lv.index)
        size = lv.ty.size() if lv.ty is not None else None
        if base is None or index is None or size is None:
            return None
        return base + index * size
    return None


def _internal(err: Exception) -> str:
    return f"internal error: {type(err).__name__}: {err}"


def _collect_cases(node, out: list) -> None:
    """Case/default labels of one switch body, not descending into nested switches."""
    if node is None or isinstance(node, c_ast.Switch):
        return
    if isinstance(node, (c_ast.Case, c_ast.Default)):
        out.append(node)
        for s in node.stmts or []:
            _collect_cases(s, out)
        return
    for _, child in node.children():
        _collect_cases(child, out)


def _same_type(a: T.CType, b: T.CType) -> bool:
    """Compatible for ``_Generic`` (qualifiers aside): same structure, same spelling."""
    if a is b:
        return True
    try:
        if a == b:
            return True
    except Exception:  # pragma: no cover
        pass
    strip = lambda t: str(t).replace("const ", "").replace("volatile ", "").replace(" const", "")
    return strip(a) == strip(b)


def _is_simple(e) -> bool:
    return isinstance(e, Const) or (isinstance(e, Lv) and isinstance(e.lval, Var))


def _retype(lv, ty):
    """The same lvalue viewed at another type (union members share storage)."""
    if isinstance(lv, Var):
        return Var(lv.name, lv.kind, ty)
    if isinstance(lv, Deref):
        return Deref(lv.ptr, ty)
    if isinstance(lv, Field):
        return Field(lv.base, lv.name, ty)
    if isinstance(lv, Index):
        return Index(lv.base, lv.index, ty)
    return lv


def _type_name(ty: T.CType) -> str:
    return str(ty)


def _fold(e) -> Optional[int]:
    """Constant-fold a side-effect-free expression, or None."""
    if isinstance(e, Const):
        return e.value
    if isinstance(e, Cast):
        inner = _fold(e.operand)
        if inner is None:
            return None
        ty = e.ty
        if isinstance(ty, T.IntType):
            bits = ty.bytes * 8
            inner &= (1 << bits) - 1
            if ty.signed and inner >= 1 << (bits - 1):
                inner -= 1 << bits
            return inner
        if ty.is_pointer:
            return None
        return inner
    if isinstance(e, UnOp):
        v = _fold(e.operand)
        if v is None:
            return None
        return {"-": -v, "~": ~v, "!": int(not v)}[e.op]
    if isinstance(e, BinOp):
        a = _fold(e.left)
        b = _fold(e.right)
        if a is None or b is None:
            return None
        op = e.op
        try:
            if op == "/":
                return None if b == 0 else int(a / b) if abs(a) < 2**52 and abs(b) < 2**52 else _cdiv(a, b)
            if op == "%":
                return None if b == 0 else a - _cdiv(a, b) * b
            if op in ("<<", ">>") and (b < 0 or b > 127):
                return None
            return {
                "+": a + b, "-": a - b, "*": a * b, "<<": a << b if op == "<<" else 0,
                ">>": a >> b if op == ">>" else 0, "&": a & b, "|": a | b, "^": a ^ b,
                "<": int(a < b), "<=": int(a <= b), ">": int(a > b), ">=": int(a >= b),
                "==": int(a == b), "!=": int(a != b),
            }[op]
        except (KeyError, ValueError, OverflowError):
            return None
    return None


def _cdiv(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def lower_ast(ast: c_ast.FileAST, file: str) -> TranslationUnit:
    """Lower a parsed file; never raises for unsupported constructs (see diagnostics).

    The cyclic garbage collector is paused meanwhile: the lowering allocates many small
    objects next to a large AST, and each full collection would traverse that AST again
    (it more than doubles the lowering time of a big file).
    """
    with paused_gc():
        return Lowerer(file).lower_file(ast)


def _stored_as_is(lv) -> bool:
    """Whether reading ``lv`` right after storing a value there gives that value back: a
    pointer or integer object, not a bit-field (whose stored value is truncated to its
    width)."""
    ty = lv.ty
    if ty is None or not (ty.is_pointer or ty.is_integer):
        return False
    if isinstance(lv, Field):
        rec = lv.base.ty
        if not isinstance(rec, T.RecordType) or lv.name in rec.bitfields:
            return False
    return True


def _stable(value) -> bool:
    """Whether ``value`` reads the same before and after a store of itself anywhere: a
    constant, an address, or a variable (a store that reaches the variable writes its own
    value)."""
    while type(value) is Cast:
        value = value.operand
    t = type(value)
    return t is Const or (t is Lv and type(value.lval) is Var) or (t is AddrOf and type(value.lval) is Var)
