"""GNU C on top of pycparser: a rewrite of the preprocessed text and a parser mixin.

pycparser 3 parses ISO C (with C23's ``typeof`` and ``_Generic``); the GNU dialect is
handled in two places, both kept in this module (see ``docs/gnu-c.md``):

1. **Text rewrite** (called from ``preprocess.clean_preprocessed``, line numbers kept):

   - ``__attribute__((...))``: the attributes the analysis uses (``malloc``,
     ``alloc_size``, ``nonnull``, ``returns_nonnull``, ``noreturn``, ``cleanup``) become
     marker identifiers ``__SPA_<name>[_<args>]`` in place; the others are blanked;
   - ``asm`` statements with operands become ``__sparrow_asm(&out..., in...)`` (a call the
     unknown-function policy havocs: outputs are overwritten, inputs escape), followed for
     ``asm goto`` by a jump to any of its labels; a bare
     ``asm("...")`` and ``asm`` labels on declarations are blanked;
   - ``__label__ a, b;`` declarations become ``__sparrow_local_labels(a, b);``, which the
     lowering reads as block-scoped labels (renamed apart in the function);
   - ``__builtin_types_compatible_p(T1, T2)`` becomes
     ``_Generic((typeof(T1) *)0, typeof(T2) *: 1, default: 0)``.

2. **Parser mixin** (:class:`GnuParserMixin`, mixed into the package's parser): marker
   identifiers are taken out of the token stream and attached to declarations as
   ``c_ast.Attribute`` nodes (namespace ``"gnu"``) in ``Decl.attributes``; ``x ?: y``
   (a ``TernaryOp`` whose ``iftrue`` is ``None``), case ranges ``case lo ... hi:`` (a
   ``Case`` whose expression is ``BinaryOp('...', lo, hi)``), label addresses ``&&l``
   (``UnaryOp('&&', ID(l))``) and computed ``goto *e;`` (:class:`ComputedGoto`).

The lowering (``lower.py``) gives these nodes their meaning.
"""

from __future__ import annotations

import bisect
import re
from typing import Optional

from pycparser import c_ast

#: Prefix of the marker identifiers standing for the attributes the analysis keeps.
MARKER = "__SPA_"

#: Attributes kept as facts (GCC also accepts each spelled ``__name__``).
FACT_ATTRIBUTES = frozenset(("malloc", "alloc_size", "nonnull", "returns_nonnull", "noreturn", "cleanup"))


class ComputedGoto(c_ast.Node):
    """GNU ``goto *expr;``: a jump to any label whose address the function takes."""

    __slots__ = ("expr", "coord", "__weakref__")

    def __init__(self, expr, coord=None):
        self.expr = expr
        self.coord = coord

    def children(self):
        return (("expr", self.expr),) if self.expr is not None else ()

    def __iter__(self):
        if self.expr is not None:
            yield self.expr

    attr_names = ()


# ---------------------------------------------------------------------------- text rewrite


def _split_top(text: str, sep: str) -> list:
    """Split at ``sep`` outside parentheses, brackets and string/char literals."""
    parts, depth, cur, i, n = [], 0, [], 0, len(text)
    while i < n:
        c = text[i]
        if c in "\"'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            cur.append(text[i:j + 1])
            i = j + 1
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        if c == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(c)
        i += 1
    parts.append("".join(cur))
    return parts


_ATTR_RE = re.compile(r"\s*(\w+)\s*(?:\((.*)\))?\s*$", re.S)


def attribute_markers(span: str) -> str:
    """The marker identifiers for the fact attributes in ``__attribute__((...))``."""
    open_ = span.find("((")
    close = span.rfind("))")
    if open_ < 0 or close < open_:
        return ""
    out = []
    for item in _split_top(span[open_ + 2:close], ","):
        m = _ATTR_RE.match(item)
        if m is None:
            continue
        name = m.group(1)
        if name.startswith("__") and name.endswith("__") and len(name) > 4:
            name = name[2:-2]
        if name not in FACT_ATTRIBUTES:
            continue
        args = [a.strip() for a in _split_top(m.group(2), ",")] if m.group(2) else []
        if name == "cleanup":
            if len(args) != 1 or not re.fullmatch(r"[A-Za-z_]\w*", args[0]):
                continue
            out.append(f"{MARKER}cleanup__{args[0]}")
            continue
        if name == "malloc" and args:
            continue  # malloc(deallocator[, arg]): the deallocator form names a pair, not a fact here
        nums = []
        for a in args:
            try:
                nums.append(str(int(a, 0)))
            except ValueError:
                nums = None
                break
        if nums is None:
            continue
        out.append(MARKER + name + "".join("_" + x for x in nums))
    return " ".join(out)


def replace_attribute(span: str, blank) -> str:
    """``span`` (an ``__attribute__((...))``) with its fact markers, blanked otherwise."""
    markers = attribute_markers(span)
    blanked = blank(span)
    if not markers:
        return blanked
    first_line = span.split("\n", 1)[0]
    if len(markers) <= len(first_line):
        return markers + blanked[len(markers):]
    return markers + " " + blanked


def replace_asm(span: str, paren_at: int, blank) -> str:
    """An ``asm`` statement with operands as a call ``__sparrow_asm(...)``; else blanked.

    ``paren_at`` is the index of the opening parenthesis of the operand in ``span``."""
    body = span[paren_at + 1:-1]
    sections = _split_top(body, ":")
    if len(sections) < 2:
        return blank(span)
    args = []
    for k, section in enumerate(sections[1:3]):
        for operand in _split_top(section, ","):
            operand = operand.strip()
            if not operand:
                continue
            lp = operand.find("(", operand.rfind('"') + 1 if '"' in operand else 0)
            if lp < 0 or not operand.endswith(")"):
                continue
            expr = operand[lp + 1:-1].strip()
            args.append(f"&({expr})" if k == 0 else f"({expr})")
    call = "__sparrow_asm(" + ", ".join(["0"] + args) + ")"
    labels = [x.strip() for x in _split_top(sections[4], ",")] if len(sections) > 4 else []
    labels = [x for x in labels if re.fullmatch(r"[A-Za-z_]\w*", x)]
    if labels:
        # asm goto: after the asm, control may go on or jump to any of its labels
        cases = " ".join(f"case {i}: goto {lab};" for i, lab in enumerate(labels, start=1))
        call = f"do {{ {call}; switch (__sparrow_asm_goto()) {{ {cases} }} }} while (0)"
    call = " ".join(call.split("\n"))
    blanked = blank(span)
    if "\n" not in span:
        return call + blanked[len(call):] if len(call) <= len(span) else call
    # keep the line count (and any line marker inside the span): the call on the first line
    first, rest = blanked.split("\n", 1)
    return call + " " * max(0, len(first) - len(call)) + "\n" + rest


_LABEL_DECL_RE = re.compile(r"\b__label__\b([^;]*);")

#: ``__label__ a, b;`` becomes the statement ``__sparrow_local_labels(a, b);``
LOCAL_LABELS = "__sparrow_local_labels"


def _local_labels(m, blank) -> str:
    names = [x.strip() for x in m.group(1).split(",") if x.strip()]
    text = f"{LOCAL_LABELS}({', '.join(names)});"
    if "\n" in m.group():
        return text + "\n" * m.group().count("\n")
    return text
_TYPES_COMPAT = "__builtin_types_compatible_p"


def rewrite(text: str, match_paren, blank) -> str:
    """``__label__`` declarations and ``__builtin_types_compatible_p`` (see the module doc)."""
    if "__label__" in text:
        text = _LABEL_DECL_RE.sub(lambda m: _local_labels(m, blank), text)
    if _TYPES_COMPAT in text:
        out, pos = [], 0
        while True:
            i = text.find(_TYPES_COMPAT, pos)
            if i < 0:
                break
            j = i + len(_TYPES_COMPAT)
            while j < len(text) and text[j] in " \t\n":
                j += 1
            end = match_paren(text, j) if j < len(text) and text[j] == "(" else -1
            if end < 0:
                out.append(text[pos:j])
                pos = j
                continue
            args = _split_top(text[j + 1:end - 1], ",")
            if len(args) != 2:
                out.append(text[pos:end])
                pos = end
                continue
            a, b = (" ".join(x.split()) for x in args)
            out.append(text[pos:i])
            out.append(f"_Generic((typeof({a}) *)0, typeof({b}) *: 1, default: 0)"
                       + "\n" * text.count("\n", i, end))
            pos = end
        out.append(text[pos:])
        text = "".join(out)
    return text


# ---------------------------------------------------------------------------- parser mixin


_TYPEOF_NAMES = frozenset(("typeof", "__typeof__", "__typeof"))
_BOUNDARIES = frozenset(("SEMI", "LBRACE", "RBRACE"))
_DECLARATOR_STARTS = frozenset(("TIMES", "LPAREN", "TYPEID"))


class GnuParserMixin:
    """GNU extensions for pycparser 3's hand-written recursive-descent parser."""

    def parse(self, text, filename="", debug=False):
        return self.parse_in_scope(text, filename, {})

    def parse_in_scope(self, text, filename, scope):
        """Parse ``text`` at file scope ``scope`` (typedef names declared so far, updated
        in place): ``declcache`` parses a file one top-level declaration at a time."""
        from pycparser.c_parser import _TokenStream

        self._scope_stack = [scope]
        self._typedef_checked_token = None
        self.clex.input(text, filename)
        self._gnu_markers = []       # (sequence number, boundary sequence number, name, args)
        self._gnu_seq = 0
        self._gnu_boundary = -1
        self._gnu_idseq = {}         # (file, line, column) of a name or '*' token -> sequence number
        reader = self._gnu_token if MARKER in text else self._gnu_plain_token
        self._tokens = _TokenStream(reader)
        ast = self._parse_translation_unit_or_empty()
        tok = self._peek()
        if tok is not None:
            self._parse_error(f"before: {tok.value}", self._tok_coord(tok))
        if self._gnu_markers:
            _attach_markers(ast, self._gnu_markers, self._gnu_idseq)
        return ast

    def _gnu_plain_token(self):
        """The lexer's next token, ``typeof`` made a keyword (text without markers)."""
        tok = self.clex.token()
        if tok is not None and tok.type == "ID" and tok.value in _TYPEOF_NAMES:
            tok.type = "TYPEOF"  # GNU typeof in every dialect (C23's keyword)
        return tok

    def _gnu_token(self):
        """Like ``_gnu_plain_token``, and marker identifiers are taken out and recorded."""
        token = self.clex.token
        while True:
            tok = token()
            if tok is None:
                return None
            self._gnu_seq += 1
            t = tok.type
            if t == "ID":
                value = tok.value
                if value.startswith(MARKER):
                    name, args = _decode_marker(value)
                    self._gnu_markers.append((self._gnu_seq, self._gnu_boundary, name, args))
                    continue
                if value in _TYPEOF_NAMES:
                    tok.type = "TYPEOF"
                self._gnu_idseq[(tok.filename, tok.lineno, tok.column)] = self._gnu_seq
            elif t in _BOUNDARIES:
                self._gnu_boundary = self._gnu_seq
            elif t in _DECLARATOR_STARTS:  # a declaration's coordinate is its name's or its '*'
                self._gnu_idseq[(tok.filename, tok.lineno, tok.column)] = self._gnu_seq
            return tok

    # nested function definitions (GNU): kept as a FuncDef block item
    def _parse_declaration_end(self, decls):
        if (self._peek_type() == "LBRACE" and len(self._scope_stack) > 1 and len(decls) == 1
                and isinstance(decls[0], c_ast.Decl) and isinstance(decls[0].type, c_ast.FuncDecl)):
            body = self._parse_compound_statement()
            return [c_ast.FuncDef(decls[0], None, body, decls[0].coord)]
        return super()._parse_declaration_end(decls)

    # x ?: y
    def _parse_conditional_expression(self):
        expr = self._parse_binary_expression()
        if self._peek_type() == "CONDOP":
            self._advance()
            if self._peek_type() == "COLON":
                self._advance()
                iffalse = self._parse_conditional_expression()
                return c_ast.TernaryOp(expr, None, iffalse, expr.coord)
            iftrue = self._parse_expression()
            self._expect("COLON")
            iffalse = self._parse_conditional_expression()
            return c_ast.TernaryOp(expr, iftrue, iffalse, expr.coord)
        return expr

    # case lo ... hi:
    def _parse_labeled_statement(self):
        if self._peek_type() != "CASE":
            return super()._parse_labeled_statement()
        case_tok = self._advance()
        expr = self._parse_constant_expression()
        if self._peek_type() == "ELLIPSIS":
            self._advance()
            hi = self._parse_constant_expression()
            expr = c_ast.BinaryOp("...", expr, hi, expr.coord)
        self._expect("COLON")
        if self._starts_statement():
            stmt = self._parse_pragmacomp_or_statement()
        else:
            stmt = c_ast.EmptyStatement(self._tok_coord(case_tok))
        return c_ast.Case(expr, [stmt], self._tok_coord(case_tok))

    # &&label
    def _parse_unary_expression(self):
        if self._peek_type() == "LAND" and self._peek_type(2) == "ID":
            tok = self._advance()
            name = self._advance()
            return c_ast.UnaryOp("&&", c_ast.ID(name.value, self._tok_coord(name)), self._tok_coord(tok))
        return super()._parse_unary_expression()

    # goto *expr;
    def _parse_jump_statement(self):
        if self._peek_type() == "GOTO" and self._peek_type(2) == "TIMES":
            tok = self._advance()
            self._advance()
            expr = self._parse_expression()
            self._expect("SEMI")
            return ComputedGoto(expr, self._tok_coord(tok))
        return super()._parse_jump_statement()


def _decode_marker(value: str) -> tuple:
    body = value[len(MARKER):]
    if body.startswith("cleanup__"):
        return "cleanup", (body[len("cleanup__"):],)
    for name in sorted(FACT_ATTRIBUTES, key=len, reverse=True):
        if body == name or body.startswith(name + "_"):
            rest = body[len(name) + 1:]
            return name, tuple(int(x) for x in rest.split("_") if x)
    return body, ()


def _attach_markers(ast, markers: list, idseq: dict) -> None:
    """Give each marker to the declaration it belongs to, as GCC would.

    A marker after a declarator's name in the same declaration (no ``;``, ``{``, ``}`` in
    between) belongs to the last such declarator (``void *f(size_t) __attribute__((malloc))``,
    ``char *p __attribute__((cleanup(g)))``); otherwise (a leading attribute) to the next
    declarator (``__attribute__((noreturn)) void die(void)``).  Parameters are not
    candidates: an attribute after a parameter list belongs to the function."""
    decls = []  # (sequence number of the name token, Decl or Typedef)
    marker_seqs = sorted(m[0] for m in markers)

    def seq_of(node):
        c = node.coord
        return idseq.get((c.file, c.line, c.column)) if c is not None else None

    # function bodies without a marker inside are not walked (most of them)
    stack = []
    exts = list(ast.ext)
    for i, ext in enumerate(exts):
        if isinstance(ext, c_ast.FuncDef):
            start = seq_of(ext.decl)
            end = next((q for q in (seq_of(e.decl if isinstance(e, c_ast.FuncDef) else e)
                                    for e in exts[i + 1:i + 2] if e.coord is not None) if q is not None), None)
            if start is not None:
                k = bisect.bisect_left(marker_seqs, start)
                inside = k < len(marker_seqs) and (end is None or marker_seqs[k] < end)
                if not inside:
                    stack.append((ext.decl, False))
                    continue
        stack.append((ext, False))
    while stack:
        node, in_params = stack.pop()
        if isinstance(node, (c_ast.Decl, c_ast.Typedef)) and node.name and not in_params:
            c = node.coord
            seq = idseq.get((c.file, c.line, c.column)) if c is not None else None
            if seq is not None:
                decls.append((seq, node))
        for _, child in node.children():
            stack.append((child, in_params or isinstance(node, c_ast.ParamList)))
    decls.sort(key=lambda d: d[0])
    seqs = [s for s, _ in decls]
    for seq, boundary, name, args in markers:
        k = bisect.bisect_left(seqs, seq)
        target = None
        if k > 0 and seqs[k - 1] > boundary:
            target = decls[k - 1][1]
        elif k < len(decls):
            target = decls[k][1]
        if target is None or not hasattr(target, "attributes"):
            continue
        attr = c_ast.Attribute(name, "gnu", args, target.coord)
        if not target.attributes:
            target.attributes = [c_ast.AttributeSpecifier([attr], target.coord)]
        else:
            target.attributes[0].attributes.append(attr)


def gnu_facts(decl) -> dict:
    """name -> args of the GNU attributes kept on a declaration (``_Noreturn`` included)."""
    out: dict = {}
    for spec in getattr(decl, "attributes", None) or []:
        for a in getattr(spec, "attributes", None) or []:
            name = a.name
            if name.startswith("__") and name.endswith("__") and len(name) > 4:
                name = name[2:-2]
            if name in FACT_ATTRIBUTES:
                args = a.arguments
                if isinstance(args, str):  # C23 [[gnu::cleanup(f)]]: raw text
                    args = tuple(x.strip() for x in args.split(",") if x.strip())
                    if name != "cleanup":
                        try:
                            args = tuple(int(x, 0) for x in args)
                        except ValueError:
                            args = ()
                out[name] = tuple(args or ())
    if "_Noreturn" in (getattr(decl, "funcspec", None) or ()):
        out["noreturn"] = ()
    return out


def label_addresses(body) -> list:
    """Names of the labels whose address (``&&l``) the function body takes, in order."""
    seen: list = []
    stack = [body]
    while stack:
        n = stack.pop()
        if isinstance(n, c_ast.UnaryOp) and n.op == "&&" and isinstance(n.expr, c_ast.ID):
            if n.expr.name not in seen:
                seen.append(n.expr.name)
            continue
        stack.extend(child for _, child in reversed(n.children()))
    return seen


def defined_labels(body) -> list:
    out: list = []
    stack = [body]
    while stack:
        n = stack.pop()
        if isinstance(n, c_ast.Label) and n.name not in out:
            out.append(n.name)
        stack.extend(child for _, child in reversed(n.children()))
    return out


def label_scopes(body) -> dict:
    """label name -> tuple of the ids of the compound statements that enclose it."""
    out: dict = {}
    stack = [(body, ())]
    while stack:
        n, path = stack.pop()
        if isinstance(n, c_ast.Compound):
            path = path + (id(n),)
        if isinstance(n, c_ast.Label):
            out.setdefault(n.name, path)
        for _, child in n.children():
            stack.append((child, path))
    return out


def strip_builtin(name: Optional[str]) -> Optional[str]:
    """``__builtin_memcpy`` -> ``memcpy``, ``__builtin___memcpy_chk`` -> ``memcpy``."""
    if name is None or not name.startswith("__builtin_"):
        return None
    base = name[len("__builtin_"):]
    if base.startswith("__") and base.endswith("_chk"):
        base = base[2:-4]
    return base or None
