"""Whole-program linking and the call graph with its strongly connected components.

Several translation units are linked by name: an external function is one procedure for
the whole program; a ``static`` function is private to its file (and renamed
``file.c:name`` when its name is also used elsewhere).  Calls through function pointers
get edges to every function whose address is taken somewhere in the program, so callees
are still summarised before their callers; at the call itself the analysis uses the
exact function addresses the pointer may hold.
"""

from __future__ import annotations

import os
from typing import Iterable, Optional

from ..ir import AddrOf, BinOp, Call, Cast, Lv, UnOp, Var, VAR_FUNC, VAR_LOCAL, Assign, Assume, Return
from ..ir import Deref, Field, Index, expr_vars, instr_exprs
from .. import ctype as T


UNCHECKED_MIN_SITES = 10
UNCHECKED_RATIO = 4
"""``Program.unchecked_results``: at least this many call sites keep a procedure's result,
and fewer than one in ``UNCHECKED_RATIO`` of them test it for NULL (in openssh's programs,
5 to 7 of ``sshbuf_ptr``'s 24 to 100 call sites test it; a lookup that may really return
NULL is tested at most of its sites)."""


class Program:
    """The linked program: procedures by key, with per-file name resolution."""

    def __init__(self, units: Iterable):
        self.units = list(units)
        self.functions: dict = {}        # key -> Function
        self.unit_of: dict = {}          # key -> TranslationUnit
        self._statics: dict = {}         # (file, name) -> key
        self._statics_by_file: Optional[dict] = None  # file -> [(file, name, key)], see static_keys
        self.duplicates: list = []
        self.prototypes: dict = {}
        extern_names = {}
        for tu in self.units:
            for name, fn in tu.functions.items():
                if not fn.is_static:
                    extern_names.setdefault(name, []).append(tu)
        all_names: dict = {}
        for tu in self.units:
            for name in tu.functions:
                all_names[name] = all_names.get(name, 0) + 1
        for tu in self.units:
            for name, ftype in tu.prototypes.items():
                self.prototypes.setdefault(name, ftype)
            for name in sorted(tu.functions):
                fn = tu.functions[name]
                if fn.is_static:
                    key = name if all_names[name] == 1 else f"{os.path.basename(tu.file)}:{name}"
                    fn.name = key
                    self._statics[(tu.file, name)] = key
                else:
                    key = name
                    if key in self.functions:
                        kept = self.functions[key]
                        if (kept.loc.file, kept.loc.line) != (fn.loc.file, fn.loc.line):
                            # (the same header's inline function in two files is no conflict)
                            self.duplicates.append((tu.file, fn.loc, name, self.unit_of[key].file))
                        continue
                self.functions[key] = fn
                self.unit_of[key] = tu
        self.global_conflicts = global_type_conflicts(self.units)
        """Same-named external globals declared with different types (name, loc, type, loc, type)."""

    @property
    def constant_globals(self) -> dict:
        """Globals no code of the program writes, with their value (see ``globalfacts``)."""
        facts = self.__dict__.get("_constant_globals")
        if facts is None:
            from ..engine.globalfacts import constant_globals
            facts = self._constant_globals = constant_globals(self.units)
        return facts

    def field_invariants(self, options, numeric_cls) -> dict:
        """Field name -> the value every read of an integer field of that name sees
        (``fieldfacts.field_invariants``), for one numeric domain."""
        memo = self.__dict__.setdefault("_field_invariants", {})
        key = (numeric_cls, options.field_invariants)
        facts = memo.get(key)
        if facts is None:
            facts = {}
            if options.field_invariants:
                from ..engine.fieldfacts import field_invariants
                facts = field_invariants(self.units, options, numeric_cls)
            memo[key] = facts
        return facts

    @property
    def errno_use(self) -> tuple:
        """(whether some code of the program reads ``errno``, whether some takes its
        address): ``globalfacts.errno_use``."""
        facts = self.__dict__.get("_errno_use")
        if facts is None:
            from ..engine.globalfacts import errno_use
            facts = self._errno_use = errno_use(self.units)
        return facts

    @property
    def scalar_globals(self) -> frozenset:
        """Globals whose type holds no pointer (see ``globalfacts.scalar_globals``)."""
        facts = self.__dict__.get("_scalar_globals")
        if facts is None:
            from ..engine.globalfacts import scalar_globals
            facts = self._scalar_globals = scalar_globals(self.units)
        return facts

    @property
    def global_array_cells(self) -> frozenset:
        """Cells of global arrays a pointer is made to (``semantics.global_array_cells``)."""
        facts = self.__dict__.get("_global_array_cells")
        if facts is None:
            from ..engine.semantics import global_array_cells
            facts = self._global_array_cells = global_array_cells(self.units)
        return facts

    @property
    def result_checks(self) -> dict:
        """Procedure key -> ``[call sites that keep its result, those that test it for
        NULL]``, over the program's code (``_result_sites``), or, where the program is one
        of a package's (``package_checks``), over the package's."""
        counts = self.__dict__.get("_result_checks")
        if counts is None:
            counts = {}
            if self.package_checks is not None:
                names = {key: ("e", key) for key in self.functions}
                names.update({key: ("s", file, name) for (file, name), key in self._statics.items()})
                for key in self.functions:
                    c = self.package_checks.get(names[key])
                    if c is not None:
                        counts[key] = list(c)
            else:
                for key, fn in self.functions.items():
                    tu = self.unit_of[key]
                    for callee, checked in _result_sites(fn, lambda name, tu=tu: self.resolve(tu, name)):
                        c = counts.setdefault(callee, [0, 0])
                        c[0] += 1
                        c[1] += int(checked)
            self._result_checks = counts
        return counts

    package_checks: Optional[dict] = None
    """``package_result_checks`` of the package the program is one of (None: counted over
    the program alone)."""

    @property
    def unchecked_results(self) -> frozenset:
        """The procedures whose callers test their result for NULL at fewer than one in
        ``UNCHECKED_RATIO`` of at least ``UNCHECKED_MIN_SITES`` call sites
        (``AnalysisOptions.unchecked_results_not_null``)."""
        out = self.__dict__.get("_unchecked_results")
        if out is None:
            out = self._unchecked_results = frozenset(
                k for k, (sites, checked) in self.result_checks.items()
                if sites >= UNCHECKED_MIN_SITES and checked * UNCHECKED_RATIO < sites)
        return out

    def resolve(self, tu, name: str) -> Optional[str]:
        """The key of the procedure a call to ``name`` in ``tu`` reaches, if defined."""
        key = self._statics.get((tu.file, name))
        if key is not None:
            return key
        return name if name in self.functions and not self.functions[name].is_static else None

    def static_keys(self, files) -> list:
        """``(file, name, key)`` of the static functions of the given files (asked once
        per SCC: the statics are indexed by file on first use)."""
        if self._statics_by_file is None:
            self._statics_by_file = {}
            for (f, n), k in self._statics.items():
                self._statics_by_file.setdefault(f, []).append((f, n, k))
        return sorted(t for f in files for t in self._statics_by_file.get(f, ()))

    def keys(self) -> list[str]:
        return sorted(self.functions)

    def restrict(self, keep: set) -> list:
        """Keep only the procedures in ``keep``; returns the keys dropped (sorted)."""
        dropped = sorted(k for k in self.functions if k not in keep)
        for k in dropped:
            del self.functions[k]
            del self.unit_of[k]
        return dropped


def global_type_conflicts(units) -> list:
    """External globals of one name declared with different types in different files
    (``Options options`` in ssh.c, ``ServerOptions options`` in sshd.c): the analysis
    links them by name into one variable, which is only right within one program."""
    from ..frontend.preprocess import BUNDLED_INCLUDE_DIR

    bundled = os.path.normpath(BUNDLED_INCLUDE_DIR) + os.sep
    first: dict = {}
    out = []
    for tu in units:
        for name in sorted(tu.globals):
            g = tu.globals[name]
            if g.is_static:
                continue
            if not g.defined and os.path.normpath(g.loc.file).startswith(bundled):
                # the bundled headers' declarations (`extern FILE *stdin;`) use stand-in
                # types: beside a file preprocessed with the system's headers they differ
                # by construction, not in the program
                continue
            seen = first.get(name)
            if seen is None:
                first[name] = (g.loc, g.var.ty)
            elif not _compatible(seen[1], g.var.ty) and not any(c[0] == name for c in out):
                out.append((name, seen[0], str(seen[1]), g.loc, str(g.var.ty)))
    return out


def _compatible(a, b) -> bool:
    """C's compatible types, as far as the names of the types tell: an array of unknown
    length (``extern char ofname[];``) is compatible with one of known length."""
    if isinstance(a, T.ArrayType) and isinstance(b, T.ArrayType):
        return (a.length is None or b.length is None or a.length == b.length) and _compatible(a.elem, b.elem)
    return str(a) == str(b)


REST = "(code no main() uses)"
"""The name of the link unit of the shared files that no program pulls in."""


def split_programs(units) -> list:
    """The link units of a package: ``[(name, units)]``.

    Without link information, each file that defines an external ``main`` is one program,
    linked the way a linker links archive members: with the files that define no main
    (the package's shared code) that define a function or global the program refers to,
    and with what those refer to in turn.  ssh's client is not linked with the server's
    authentication code, so the two are not analysed as one program and their function
    pointers do not join unrelated procedures into one recursive component.  The shared
    files no program pulls in are one more unit, ``REST``, so that every function is
    analysed.  With at most one ``main`` everything is one program (name None)."""
    units = list(units)
    mains = [tu for tu in units if "main" in tu.functions and not tu.functions["main"].is_static]
    if len(mains) <= 1:
        return [(None, units)]
    shared = [tu for tu in units if not any(tu is m for m in mains)]
    # sorted: which file a name pulls in can depend on the order names are resolved (a
    # name two shared files define, like openssh's cleanup_exit, is already there if the
    # other file came first), and a set's order changes with the hash seed
    refs = {id(tu): sorted(external_references(tu)) for tu in units}
    defs = {id(tu): external_definitions(tu) for tu in units}
    defined_by: dict = {}
    for tu in shared:
        for name in sorted(defs[id(tu)]):
            defined_by.setdefault(name, tu)  # the first file in input order, as a linker would

    def link(start: list) -> set:
        ids: set = set()
        have: set = set()
        todo: list = []

        def pull(tu) -> None:
            ids.add(id(tu))
            have.update(defs[id(tu)])
            todo.extend(refs[id(tu)])

        for tu in start:
            pull(tu)
        while todo:
            name = todo.pop()
            tu = defined_by.get(name) if name not in have else None
            if tu is not None and id(tu) not in ids:
                pull(tu)
        return ids

    out = []
    used: set = set()
    for m in mains:
        ids = link([m])
        used |= ids
        out.append((m.file, [m] + [tu for tu in shared if id(tu) in ids]))
    rest = [tu for tu in shared if id(tu) not in used]
    if rest:
        ids = link(rest)
        out.append((REST, [tu for tu in shared if id(tu) in ids]))
    return out


def external_definitions(tu) -> set:
    """The names of the functions and variables with external linkage ``tu`` defines."""
    names = {n for n, fn in tu.functions.items() if not fn.is_static}
    names.update(n for n, g in tu.globals.items() if g.defined and not g.is_static)
    return names


def external_references(tu) -> set:
    """The names of external functions and globals ``tu``'s code or initialisers use."""
    out: set = set()
    fns = list(tu.functions.values()) + ([tu.init] if tu.init is not None else [])
    for fn in fns:
        _names_in(fn, out)
    private = {n for n, fn in tu.functions.items() if fn.is_static}
    private.update(n for n, g in tu.globals.items() if g.is_static)
    return out - private - tu.static_names


def drop_unreferenced_header_statics(tu) -> int:
    """Drop from a freshly lowered unit the ``static`` functions defined in headers that
    nothing kept refers to; returns how many.

    A ``static`` function can be named only inside its own file, so this is decided per
    file, as soon as it is lowered, instead of holding the IR of every header's inline
    functions (OpenSSL's: hundreds per file of openssh) until the link: the kept ones are
    the functions with external linkage, those defined in the file itself, and the
    ``static`` ones that a kept function or an initialiser names (calls it or takes its
    address), transitively.  A dropped function is named only by dropped code, so it can
    never run: ``own_code_closure`` would not keep it either, except through an indirect
    call to an address that only dead code takes."""
    own = os.path.normpath(tu.file)
    base = os.path.basename(tu.file)
    keep: set = set()
    stack: list = []
    for name, fn in tu.functions.items():
        f = fn.loc.file
        if not fn.is_static or os.path.normpath(f) == own or os.path.basename(f) == base:
            keep.add(name)
            stack.append(fn)
    if len(keep) == len(tu.functions):
        return 0
    if tu.init is not None:
        stack.append(tu.init)
    while stack:
        fn = stack.pop()
        names: set = set()
        _names_in(fn, names)
        for n in names:
            if n not in keep and n in tu.functions:
                keep.add(n)
                stack.append(tu.functions[n])
    dropped = [n for n in tu.functions if n not in keep]
    for n in dropped:
        del tu.functions[n]
    return len(dropped)


def _names_in(fn, out: set) -> None:
    """Add the globals and functions a function's code names (calls, reads, addresses)."""
    for instr in fn.cfg.instrs:
        for e in instr_exprs(instr):
            _refs(e, out, None)
        if type(instr) is Call and instr.result is not None:
            _lval_refs(instr.result, out, None)


def _constant_functions_read(program: Program, consts: dict, tu, fn) -> set:
    """The procedures (keys) that never-written function pointer globals read by ``fn``
    hold (``consts``: name -> ``globalfacts.FunctionConstant``): ``Semantics.initial_state``
    puts them in its states, as if the code named them (the initialiser took their address)."""
    if not consts:
        return set()
    from ..engine.semantics import constant_globals_read

    out = set()
    for var in constant_globals_read(fn, consts):
        c = consts[var.name]
        if c.readable_in(tu):
            k = program.resolve(tu, str(c))
            if k is not None:
                out.add(k)
    return out


def _taken_in(fn, out: set) -> None:
    """Add the functions whose address a function's code takes (names, unresolved)."""
    for instr in fn.cfg.instrs:
        t = type(instr)
        if t is Call:
            if instr.callee_name is None:
                _func_refs(instr.func, out)
            for a in instr.args:
                _func_refs(a, out)
        elif t is Assign:
            _func_refs(instr.rhs, out)
        elif t is Return and instr.value is not None:
            _func_refs(instr.value, out)
        elif t is Assume:
            _func_refs(instr.cond, out)


CALLBACK_TAKERS = frozenset((
    "qsort", "qsort_r", "bsearch", "lfind", "lsearch", "tsearch", "tfind", "tdelete", "twalk", "twalk_r",
    "tdestroy", "pthread_create", "pthread_once", "pthread_atfork", "pthread_key_create", "thrd_create",
    "call_once", "tss_create", "atexit", "at_quick_exit", "on_exit", "__cxa_atexit", "signal", "sigaction",
    "sigset", "bsd_signal", "sysv_signal", "ftw", "nftw", "scandir", "scandirat", "glob", "dl_iterate_phdr",
    "fopencookie", "funopen", "makecontext", "clone",
))
"""Library functions with a model that call a function pointer they are given (or keep it
to call later); a modelled library function not listed calls none (``free(ssh)`` does not
call the function pointers in ``*ssh``)."""


def escaping_functions(program: "Program", address_taken: set) -> set:
    """The procedures whose address may reach code outside the program, which may call
    them with anything (a library's callback: qsort, pthread_create, signal): a function
    named in an argument of a call to a function that is neither a procedure of the
    program nor a modelled library function that calls no callback (``CALLBACK_TAKERS``),
    and every address-taken procedure whose type fits a function pointer such an argument
    is or points to (a variable holding the pointer, a structure with a function-pointer
    field, a few levels deep).  Keys."""
    from ..engine.models import lookup

    out: set = set()
    types: list = []
    for tu in program.units:
        fns = list(tu.functions.values()) + ([tu.init] if tu.init is not None else [])
        for fn in fns:
            for instr in fn.cfg.instrs:
                if type(instr) is not Call or instr.callee_name is None:
                    continue
                name = instr.callee_name
                if program.resolve(tu, name) is not None:
                    continue
                if name not in CALLBACK_TAKERS and lookup(name) is not None:
                    continue
                for a in instr.args:
                    names: set = set()
                    _func_refs(a, names)
                    out.update(k for k in (program.resolve(tu, n) for n in names) if k is not None)
                    inner = a
                    while type(inner) is Cast:
                        inner = inner.operand
                    if type(inner) is AddrOf and type(inner.lval) is Var and inner.lval.kind == VAR_FUNC:
                        continue  # the function named, no other
                    _function_pointer_types(getattr(a, "ty", None), types, 3)
    if types:
        out.update(k for k in address_taken
                   if any(signature_compatible(t, program.functions[k].ftype) for t in types))
    return out


def _function_pointer_types(ty, out: list, depth: int) -> None:
    """Add the function types ``ty`` is a pointer to, or holds pointers to in the fields
    or elements of what it points to (``depth`` levels)."""
    if depth <= 0 or ty is None:
        return
    if isinstance(ty, T.PointerType):
        target = ty.target
        if isinstance(target, T.FuncType):
            out.append(target)
            return
        ty = target
    if isinstance(ty, T.ArrayType):
        _function_pointer_types(ty.elem, out, depth - 1)
    elif isinstance(ty, T.RecordType) and ty.fields:
        for _, fty in ty.fields:
            if isinstance(fty, (T.PointerType, T.RecordType, T.ArrayType)):
                _function_pointer_types(fty, out, depth - 1)


def package_results_looked_at(units) -> frozenset:
    """Names of the functions whose result some code of ``units`` may look at: called with
    the result kept, or with its address taken (an indirect call may keep it).

    A package's programs are linked and analysed one by one, and their shared code is
    analysed once (the summary cache) only where its key is the same in each: a summary's
    return outcomes are sharpened only where a caller may look at the result
    (``CallGraph.result_used``), which differs from program to program, and a different
    summary of a callee changes the key of every caller above it.  Sharpening by the
    package's callers instead (by name: a ``static`` of one file counts another file's
    callers too, which costs time, never soundness) gives the shared code one key."""
    out: set = set()
    for tu in units:
        fns = list(tu.functions.values()) + ([tu.init] if tu.init is not None else [])
        for fn in fns:
            _taken_in(fn, out)
            for instr in fn.cfg.instrs:
                if type(instr) is Call and instr.callee_name is not None and instr.result is not None:
                    out.add(instr.callee_name)
    return frozenset(out)


def _result_sites(fn, resolve) -> list:
    """``(callee, tested)`` for each call of ``fn`` that keeps a defined procedure's result
    in a variable (``resolve``: a name called -> the callee's identity, or None): tested
    where ``fn`` compares that variable, or a copy of it, with NULL anywhere
    (flow-insensitive: a variable reused for another call's result counts as tested for
    both)."""
    from ..engine.accesses import _tested_var, pointer_var

    results: dict = {}
    tested: set = set()
    copies: dict = {}
    for instr in fn.cfg.instrs:
        t = type(instr)
        if t is Call and type(instr.result) is Var and instr.callee_name is not None:
            callee = resolve(instr.callee_name)
            if callee is not None:
                results.setdefault(instr.result.name, []).append(callee)
        elif t is Assume:
            hit = _tested_var(instr.cond, instr.branch)
            if hit is not None:
                tested.add(hit[0].name)
        elif t is Assign and type(instr.lhs) is Var:
            src = pointer_var(instr.rhs)
            if src is not None:
                copies.setdefault(src.name, set()).add(instr.lhs.name)
    out = []
    for name, callees in results.items():
        checked = name in tested or not tested.isdisjoint(copies.get(name, ()))
        out.extend((callee, checked) for callee in callees)
    return out


def package_result_checks(units) -> dict:
    """``Program.result_checks`` over a package's code, each file counted once, keyed by
    ``("e", name)`` for an external function and ``("s", file, name)`` for a static one.

    Whether a procedure's NULL result is believed (``Program.unchecked_results``) is a
    convention of the code base, and counted per program it differed between a package's
    programs (on openssh 9.2p1, ``xmalloc``'s NULL was doubted in some programs and not in
    others, as was ``sshbuf_put_string``'s): the shared code above such a callee
    (``xstrdup``, ``sshbuf_put_cstring``) got a different summary cache key in each, and so
    did everything above it, and was analysed and path-checked again in each program.  By
    name, as a linker would resolve it: same-named externals of different programs pool
    their callers."""
    defined = {(tu.file, name) for tu in units for name, fn in tu.functions.items() if fn.is_static}
    counts: dict = {}
    for tu in units:
        def ident(name, file=tu.file):
            return ("s", file, name) if (file, name) in defined else ("e", name)
        for fn in tu.functions.values():
            for callee, checked in _result_sites(fn, ident):
                c = counts.setdefault(callee, [0, 0])
                c[0] += 1
                c[1] += int(checked)
    return counts


def _func_refs(e, out: set) -> None:
    """Functions whose address an expression takes (not in call position)."""
    _refs(e, None, out)


def _refs(e, names: Optional[set], taken: Optional[set]) -> None:
    """Add to ``names`` the globals and functions expression ``e`` mentions, to ``taken``
    the functions whose address it takes (either may be None)."""
    t = type(e)
    if t is AddrOf and type(e.lval) is Var:
        v = e.lval
        if names is not None and v.kind != VAR_LOCAL:
            names.add(v.name)
        if taken is not None and v.kind == VAR_FUNC:
            taken.add(v.name)
    elif t is Lv or t is AddrOf:
        _lval_refs(e.lval, names, taken)
    elif t is BinOp:
        _refs(e.left, names, taken)
        _refs(e.right, names, taken)
    elif t in (UnOp, Cast):
        _refs(e.operand, names, taken)


def _lval_refs(lv, names: Optional[set], taken: Optional[set]) -> None:
    t = type(lv)
    if t is Var:
        if names is not None and lv.kind != VAR_LOCAL:
            names.add(lv.name)
    elif t is Deref:
        _refs(lv.ptr, names, taken)
    elif t is Field:
        _lval_refs(lv.base, names, taken)
    elif t is Index:
        _lval_refs(lv.base, names, taken)
        _refs(lv.index, names, taken)


def _shape(ty):
    """A coarse class of a type for matching calls with functions: pointer, integer,
    floating, record, void (None: unknown, matches everything); a pointer to a struct or
    union with a tag is ``("p", tag)``, which matches a pointer to the same tag and any
    other pointer (``void *``, ``char *``, ...), not a pointer to another tag."""
    if isinstance(ty, (T.PointerType, T.ArrayType)):
        target = ty.target if isinstance(ty, T.PointerType) else ty.elem
        if isinstance(target, T.RecordType) and target.tag:
            return ("p", target.tag)
        return "p"
    if isinstance(ty, T.IntType):
        return "i"
    if isinstance(ty, T.FloatType):
        return "f"
    if isinstance(ty, T.RecordType):
        return "r"
    if isinstance(ty, T.VoidType):
        return "v"
    return None


def _shapes_match(a, b) -> bool:
    if a is None or b is None or a == b:
        return True
    if type(a) is tuple:
        return b == "p" or (type(b) is tuple and a[1] == b[1])
    return a == "p" and type(b) is tuple


def call_signature(call) -> Optional[T.FuncType]:
    """The function type an indirect call goes through (None when unknown)."""
    ty = getattr(call.func, "ty", None)
    if isinstance(ty, T.PointerType):
        ty = ty.target
    return ty if isinstance(ty, T.FuncType) else None


def signature_compatible(sig: Optional[T.FuncType], ftype: Optional[T.FuncType]) -> bool:
    """Whether a call through a pointer of type ``sig`` may reach a function of type
    ``ftype``: the same number of parameters (up to ``...``), and parameters and results
    of the same coarse class (pointer, integer, floating, record, void; ``_shape``), a
    pointer to one struct tag not matching a pointer to another.  Unknown or
    unprototyped types match everything.  A call through a pointer whose type does not
    match the function is undefined behaviour in C (6.3.2.3, 6.5.2.2; pointers to
    structs of different tags are not compatible types, 6.2.7); the analysis applies such
    a target as an unknown function (``Semantics.call``), whatever its summary says.

    The tag keeps apart what the coarse classes joined: on openssh 9.2p1 the callbacks
    ``int (*)(struct hostkey_foreach_line *, void *)`` reached ``sshkey_equal``'s
    ``int (const struct sshkey *, const struct sshkey *)`` helpers, and ``int (*)(struct
    sshkey *)`` reached ``userauth_pubkey(struct ssh *)``, which put 74 procedures of
    ssh's host key and certificate code into one recursive component."""
    if sig is None or ftype is None or sig.params is None or ftype.params is None:
        return True
    n, m = len(sig.params), len(ftype.params)
    if n != m and not ((sig.variadic and m >= n) or (ftype.variadic and n >= m)):
        return False
    for (_, a), (_, b) in zip(sig.params, ftype.params):
        if not _shapes_match(_shape(a), _shape(b)):
            return False
    return _shapes_match(_shape(sig.ret), _shape(ftype.ret))


class CallGraph:
    """Direct and (over-approximated) indirect call edges between defined procedures.

    Two sets of edges:

    - ``runtime_succs``: what a call may reach when the program runs.  An indirect call
      gets an edge to every function whose address is taken somewhere and whose type
      matches the call's pointer type (``signature_compatible``).  Which procedures run,
      and whether all callers of one are known, are read from these.
    - ``succs``: what the analysis of a procedure may apply a summary of, so what must be
      summarised before it (the order of the SCCs, and the summaries a worker is given).
      An indirect call applies only the functions the pointer is known to hold in the
      caller's abstract state, and a function's address appears there only where the
      procedure names it itself or a callee returns it (``Summary.ret_statics``): a
      pointer read from a parameter, a global or the heap is input memory, which holds no
      function address, and a callee's write of one into the caller's memory is replayed
      as unknown memory.  So an indirect call gets an edge only to the functions of a
      fitting type that are ``visible`` in its procedure (``_visible_functions``), and the
      engine applies no other (``Semantics.call``, ``CallResolver.may_apply``).  A hook
      table filled at run time (httpd's ``ap_hook_handler(f)``, called through
      ``pHook[n].pFunc(r)``) then ties no handler to the hook runner: the runner's call is
      an unknown function's either way, and the handlers no longer fall into one
      recursive component with every caller of every hook."""

    def __init__(self, program: Program, results_looked_at: frozenset = frozenset()):
        """``results_looked_at`` (names, ``package_results_looked_at``): procedures whose
        result code outside this program may look at, counted in ``result_used`` too."""
        self.program = program
        self.succs: dict = {k: set() for k in program.functions}
        self.runtime_succs: dict = {k: set() for k in program.functions}
        self.direct: dict = {k: set() for k in program.functions}
        """The callees each procedure names in a call (``succs`` less the edges only an
        indirect call makes)."""
        self.indirect_callers: set = set()
        address_taken: set = set()
        own: dict = {}  # key -> the procedures whose address its code takes
        fn_consts = {n: c for n, c in program.constant_globals.items() if type(c) is not int}
        for tu in program.units:
            fns = list(tu.functions.items()) + ([(None, tu.init)] if tu.init is not None else [])
            for name, fn in fns:
                refs: set = set()
                _taken_in(fn, refs)
                keys = {k for k in (program.resolve(tu, n) for n in refs) if k is not None}
                address_taken.update(keys)
                key = program.resolve(tu, name) if name is not None else None
                if key is not None and program.functions.get(key) is fn:
                    own[key] = keys | _constant_functions_read(program, fn_consts, tu, fn)
        self.address_taken = address_taken
        # the procedures whose result some caller may look at: those called directly with
        # the result kept, and every one an indirect call may reach
        self.result_used: set = set(address_taken)
        if results_looked_at:
            self.result_used.update(k for k, fn in program.functions.items() if fn.name in results_looked_at)
        sigs: dict = {}  # key -> the function types of its indirect calls
        self.result_tests: set = set()
        """(callee key, I) for each call whose result the next node tests and whose I-th
        argument is a local variable: where ``Summary.ret_when_null`` may serve
        (``Semantics._result_test``), so where it is worth computing."""
        self.result_tests_of: dict = {}
        """callee key -> the I of its ``result_tests`` (looked up once per component)."""
        for key, fn in program.functions.items():
            tu = program.unit_of[key]
            for n, instr in enumerate(fn.cfg.instrs):
                if type(instr) is not Call:
                    continue
                name = instr.callee_name
                if name is not None and type(instr.result) is Var and instr.result.kind == VAR_LOCAL:
                    self._note_result_test(fn, n, instr, program.resolve(tu, name))
                if name is None:
                    self.indirect_callers.add(key)
                    sig = call_signature(instr)
                    sigs.setdefault(key, []).append(sig)
                    self.runtime_succs[key] |= {t for t in address_taken
                                                if signature_compatible(sig, program.functions[t].ftype)}
                else:
                    callee = program.resolve(tu, name)
                    if callee is not None:
                        self.runtime_succs[key].add(callee)
                        self.succs[key].add(callee)
                        self.direct[key].add(callee)
                        if instr.result is not None:
                            self.result_used.add(callee)
        self.visible = _visible_functions(program, own, self.succs, sigs)
        """Key -> the procedures whose address may be in its abstract states."""
        self.callback_params: dict = callback_param_table(program)
        """Key -> {I: name}: the function-pointer parameters it calls through or passes on
        to one (``callback_param_table``)."""
        self.callback_variants: dict = _callback_variants(program, self.succs, self.callback_params)
        """Key -> ``(I, function key)`` pairs: the procedure calls through its parameter
        I, and some call passes it that function (``_callback_variants``); its summary
        then has a variant for each, with the parameter bound to the function
        (``Summary.variants``), and ``succs`` an edge to each function (added there)."""
        for k, pairs in self.callback_variants.items():
            self.visible[k].update(f for _, f in pairs)
        called = set().union(*self.runtime_succs.values())
        self.program_exit: frozenset = frozenset(
            k for k, fn in program.functions.items()
            if k == "main" and not fn.is_static and k not in called and k not in address_taken)
        """``main``, where no procedure of the program calls it or takes its address: its
        return is the program's exit (C11 5.1.2.2.3: as a call of ``exit`` with the value
        returned)."""

    def sccs(self) -> list[list[str]]:
        """Tarjan's SCCs, callees before callers, each SCC sorted; deterministic."""
        index: dict = {}
        low: dict = {}
        on_stack: set = set()
        stack: list = []
        result: list = []
        counter = 0
        succs = {k: sorted(v) for k, v in self.succs.items()}
        for root in sorted(self.succs):
            if root in index:
                continue
            work = [(root, 0)]
            index[root] = low[root] = counter
            counter += 1
            stack.append(root)
            on_stack.add(root)
            while work:
                v, i = work[-1]
                ws = succs[v]
                if i < len(ws):
                    work[-1] = (v, i + 1)
                    w = ws[i]
                    if w not in index:
                        index[w] = low[w] = counter
                        counter += 1
                        stack.append(w)
                        on_stack.add(w)
                        work.append((w, 0))
                    elif w in on_stack:
                        low[v] = min(low[v], index[w])
                    continue
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[v])
                if low[v] == index[v]:
                    comp = []
                    while True:
                        w = stack.pop()
                        on_stack.discard(w)
                        comp.append(w)
                        if w == v:
                            break
                    result.append(sorted(comp))
        return result

    def _note_result_test(self, fn, n: int, call, callee: Optional[str]) -> None:
        cfg = fn.cfg
        if callee is None or not cfg.succs[n] or not all(
                type(cfg.instrs[m]) is Assume and len(cfg.preds[m]) == 1
                and call.result.name in {v.name for v in expr_vars(cfg.instrs[m].cond)} for m in cfg.succs[n]):
            return
        for i, a in enumerate(call.args):
            while type(a) is Cast:
                a = a.operand
            if type(a) is Lv and type(a.lval) is Var and a.lval.kind == VAR_LOCAL:
                self.result_tests.add((callee, i))
                self.result_tests_of.setdefault(callee, set()).add(i)

    def is_recursive(self, scc: list[str]) -> bool:
        return len(scc) > 1 or scc[0] in self.succs[scc[0]]

    def may_apply(self, caller: str, callee: str) -> bool:
        """Whether the analysis of ``caller`` may apply ``callee``'s summary at an
        indirect call: ``callee`` is summarised before it (``succs``)."""
        out = self.succs.get(caller)
        return out is not None and callee in out

    def restrict(self, keep: set) -> None:
        """Forget the procedures outside ``keep`` (see ``own_code_closure``)."""
        self.succs = {k: v & keep for k, v in self.succs.items() if k in keep}
        self.runtime_succs = {k: v & keep for k, v in self.runtime_succs.items() if k in keep}
        self.direct = {k: v & keep for k, v in self.direct.items() if k in keep}
        self.address_taken &= keep
        self.indirect_callers &= keep
        self.callback_variants = {k: [(i, f) for i, f in pairs if f in keep]
                                  for k, pairs in self.callback_variants.items() if k in keep}


MAX_CALLBACK_VARIANTS = 8
"""The most callback variants (``CallGraph.callback_variants``) of one procedure: each is
one more analysis of it."""


def _fn_pointer_params(fn) -> dict:
    """Name -> index of the function-pointer parameters the procedure never assigns."""
    from .summary import _unassigned

    names = {p.name: i for i, p in enumerate(fn.params) if isinstance(p.ty, T.PointerType)
             and isinstance(getattr(p.ty, "target", None), T.FuncType)}
    if not names:
        return {}
    kept = _unassigned(fn, set(names))
    return {n: i for n, i in names.items() if n in kept}


def _param_read(e, names: dict) -> Optional[str]:
    """The parameter among ``names`` whose value an expression is (casts aside), else None."""
    from ..engine.accesses import pointer_var

    v = pointer_var(e)
    return v.name if v is not None and v.name in names else None


def callback_param_table(program: Program) -> dict:
    """Key -> {I: name} of the function-pointer parameters each procedure calls through
    (``(*fn)(node, extra)``) or passes on to such a parameter of a callee it names
    (``walk2(l, f, x) { walk(l, f, x); }``), and never assigns: a call that passes a known
    function there runs that function's code there."""
    fp = {k: _fn_pointer_params(fn) for k, fn in program.functions.items()}
    table: dict = {}
    for k, names in fp.items():
        if not names:
            continue
        for instr in program.functions[k].cfg.instrs:
            if type(instr) is Call and instr.callee_name is None:
                n = _param_read(instr.func, names)
                if n is not None:
                    table.setdefault(k, {})[names[n]] = n
    changed = True
    while changed:
        changed = False
        for k, names in sorted(fp.items()):
            if not names:
                continue
            for instr, callee, theirs in _calls_with_callbacks(program, k, table):
                for i in theirs:
                    n = _param_read(instr.args[i], names) if i < len(instr.args) else None
                    if n is not None and names[n] not in table.get(k, {}):
                        table.setdefault(k, {})[names[n]] = n
                        changed = True
    return {k: dict(sorted(v.items())) for k, v in table.items()}


def _calls_with_callbacks(program: Program, key: str, table: dict):
    """``(call, callee key, {I: name})`` for each direct call of procedure ``key`` to one
    with callback parameters in ``table``."""
    tu = program.unit_of[key]
    for instr in program.functions[key].cfg.instrs:
        if type(instr) is not Call or instr.callee_name is None:
            continue
        callee = program.resolve(tu, instr.callee_name)
        theirs = table.get(callee) if callee is not None else None
        if theirs:
            yield instr, callee, theirs


def _function_arg(e) -> Optional[str]:
    """The name of the function an argument expression designates (``f``, ``&f``, casts
    aside), else None."""
    from ..engine.accesses import strip_casts

    e = strip_casts(e)
    if type(e) is AddrOf and type(e.lval) is Var and e.lval.kind == VAR_FUNC:
        return e.lval.name
    return None


def _callback_variants(program: Program, succs: dict, params: dict) -> dict:
    """``CallGraph.callback_variants``: for each procedure P that calls through its
    parameter I, the functions some direct call passes there -- by name (``walk(list,
    free_node, NULL)``), or through a parameter of the caller's own that a call passes it
    (``walk2(l, f, x) { walk(l, f, x); }`` gets ``free_node`` from ``walk2(l, free_node,
    0)``).  A pair is left out where the function may call P back (an edge from P to it
    would close a cycle: the variant needs its summary first), where the function's name
    means another function in P's file, and past ``MAX_CALLBACK_VARIANTS`` per procedure.
    Each pair taken adds its edge to ``succs``, so a later pair's cycle test sees it."""
    if not params:
        return {}
    found: dict = {}  # (P, I) -> function keys
    flows: dict = {}  # (Q, J) -> [(P, I)]: Q passes its parameter J on to P's I
    for key in program.functions:
        tu = program.unit_of[key]
        mine_by_name = {name: j for j, name in params.get(key, {}).items()}
        for instr, callee, theirs in _calls_with_callbacks(program, key, params):
            ctu = program.unit_of[callee]
            for i in theirs:
                if i >= len(instr.args):
                    continue
                name = _function_arg(instr.args[i])
                if name is not None:
                    f = program.resolve(tu, name)
                    if f is not None and program.resolve(ctu, name) == f:
                        found.setdefault((callee, i), set()).add(f)
                    continue
                n = _param_read(instr.args[i], mine_by_name)
                if n is not None:
                    flows.setdefault((key, mine_by_name[n]), []).append((callee, i))
    changed = True
    while changed:
        changed = False
        for src, dsts in sorted(flows.items()):
            fs = found.get(src)
            if not fs:
                continue
            for dst in dsts:
                have = found.setdefault(dst, set())
                ctu = program.unit_of[dst[0]]
                new = {f for f in fs - have if program.resolve(ctu, program.functions[f].name) == f}
                if new:
                    have |= new
                    changed = True
    out: dict = {}
    for (k, i), fs in sorted(found.items()):
        for f in sorted(fs):
            if len(out.get(k, ())) >= MAX_CALLBACK_VARIANTS:
                break
            if f == k or _reaches(succs, f, k):
                continue
            out.setdefault(k, []).append((i, f))
            succs[k].add(f)  # (checked with the edges taken so far: two pairs close no cycle)
    return out


def _reaches(succs: dict, start: str, target: str) -> bool:
    seen = {start}
    stack = [start]
    while stack:
        v = stack.pop()
        for w in succs.get(v, ()):
            if w == target:
                return True
            if w not in seen:
                seen.add(w)
                stack.append(w)
    return False


def _hands_back_functions(fn) -> bool:
    """Whether a procedure's result may carry a function's address to its caller (a
    pointer, or a structure returned by value; not a number, not void)."""
    ret = fn.ftype.ret if fn.ftype is not None else None
    return ret is None or isinstance(ret, (T.PointerType, T.RecordType, T.ArrayType))


def _visible_functions(program: Program, own: dict, succs: dict, sigs: dict) -> dict:
    """``CallGraph.visible``: the procedures whose address a procedure's abstract states
    may hold -- those it names itself, and those a callee may return (what is visible in
    the callee, where its result can carry one) -- with ``succs`` completed, in place, by
    an edge from each indirect call to every visible procedure of a fitting type.  A
    fixpoint: a new edge may make more procedures visible."""
    visible = {k: set(own.get(k, ())) for k in program.functions}
    hands_back = {k for k, fn in program.functions.items() if _hands_back_functions(fn)}
    changed = True
    while changed:
        changed = False
        for k in sorted(program.functions):
            seen = visible[k]
            for c in succs[k]:
                if c in hands_back and not visible[c] <= seen:
                    seen |= visible[c]
                    changed = True
            for sig in sigs.get(k, ()):
                for t in seen:
                    if t not in succs[k] and signature_compatible(sig, program.functions[t].ftype):
                        succs[k].add(t)
                        changed = True
    return visible


def own_code_closure(program: Program, graph: CallGraph) -> set:
    """The procedures reachable from the program's own code over the call graph.

    The roots are the functions defined in the input files themselves and every function
    with external linkage; a function defined in a header (a ``static inline`` of
    OpenSSL's or glibc's headers, copied into every file that includes it) is kept only
    when some root may call it, directly or through a function pointer.  What nothing
    calls cannot run, so dropping it changes no other procedure's result."""
    inputs = {os.path.normpath(tu.file) for tu in program.units}
    keep: set = set()
    stack = []
    for key, fn in program.functions.items():
        if not fn.is_static or os.path.normpath(fn.loc.file) in inputs:
            keep.add(key)
            stack.append(key)
    while stack:
        k = stack.pop()
        for c in graph.runtime_succs[k]:
            if c not in keep:
                keep.add(c)
                stack.append(c)
    return keep
