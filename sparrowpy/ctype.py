"""C types as the lowering sees them: scalars, pointers, arrays, structs/unions, functions.

The target is LP64 (x86_64 Linux): char 1, short 2, int 4, long 8, long long 8,
pointers 8.  `sizeof` is computed where the type is complete; otherwise it is None
and the lowering turns the expression into an unknown value.
"""

from __future__ import annotations

from typing import Optional


class CType:
    """Base class of C types; subclasses are small immutable-by-convention records."""

    __slots__ = ()

    def size(self) -> Optional[int]:
        return None

    def align(self) -> int:
        return 1

    # Predicates used by the lowering; structural, so no isinstance chains leak out.
    @property
    def is_pointer(self) -> bool:
        return False

    @property
    def is_array(self) -> bool:
        return False

    @property
    def is_func(self) -> bool:
        return False

    @property
    def is_record(self) -> bool:
        return False

    @property
    def is_integer(self) -> bool:
        return False

    @property
    def is_scalar(self) -> bool:
        return self.is_integer or self.is_pointer or isinstance(self, FloatType)

    def decay(self) -> "CType":
        """The type of this type's value in an rvalue context (arrays and functions decay)."""
        if isinstance(self, ArrayType):
            return PointerType(self.elem)
        if isinstance(self, FuncType):
            return PointerType(self)
        return self


class VoidType(CType):
    __slots__ = ()

    def __str__(self) -> str:
        return "void"

    def __eq__(self, other) -> bool:
        return isinstance(other, VoidType)

    def __hash__(self) -> int:
        return hash("void")


class IntType(CType):
    """An integer type (also _Bool, char, enums)."""

    __slots__ = ("name", "bytes", "signed")

    def __init__(self, name: str, nbytes: int, signed: bool):
        self.name = name
        self.bytes = nbytes
        self.signed = signed

    def size(self) -> Optional[int]:
        return self.bytes

    def align(self) -> int:
        return self.bytes

    @property
    def is_integer(self) -> bool:
        return True

    def __str__(self) -> str:
        return self.name

    def __eq__(self, other) -> bool:
        return isinstance(other, IntType) and (self.bytes, self.signed) == (other.bytes, other.signed)

    def __hash__(self) -> int:
        return hash((self.bytes, self.signed))


class FloatType(CType):
    __slots__ = ("name", "bytes")

    def __init__(self, name: str, nbytes: int):
        self.name = name
        self.bytes = nbytes

    def size(self) -> Optional[int]:
        return self.bytes

    def align(self) -> int:
        return min(self.bytes, 16)

    def __str__(self) -> str:
        return self.name

    def __eq__(self, other) -> bool:
        return isinstance(other, FloatType) and self.bytes == other.bytes

    def __hash__(self) -> int:
        return hash(("float", self.bytes))


_POINTERS: dict = {}
"""``(id(target), const_target)`` -> the one ``PointerType`` made for them (``forget_pointers``)."""


def forget_pointers() -> None:
    """Empty ``PointerType``'s table (which holds its targets alive): the front end does
    once its files are lowered (the parsed headers' types are given back then)."""
    _POINTERS.clear()
    for p in (CHAR_PTR, VOID_PTR):  # (the module's own stay the ones made for their targets)
        _POINTERS[(id(p.target), p.const_target)] = p


class PointerType(CType):
    """A pointer; ``const_target`` records ``const T *`` (the analysis treats such an
    argument of an unknown function as read-only: the block does not escape).

    One object per target object and qualifier (``_POINTERS``): the lowering makes one
    for every ``&x``, decayed array and function designator, 162,000 of them on the ssh
    client for 29,000 distinct ones.  Its fields are never assigned after it is made."""

    __slots__ = ("target", "const_target")

    def __new__(cls, target: CType, const_target: bool = False):
        key = (id(target), const_target)
        hit = _POINTERS.get(key)
        if hit is not None:
            return hit
        self = super().__new__(cls)
        self.target = target
        self.const_target = const_target
        _POINTERS[key] = self  # (the entry holds the target: its id is not reused)
        return self

    def __reduce__(self):
        return PointerType, (self.target, self.const_target)

    def size(self) -> Optional[int]:
        return 8

    def align(self) -> int:
        return 8

    @property
    def is_pointer(self) -> bool:
        return True

    def __str__(self) -> str:
        return f"const {self.target} *" if self.const_target else f"{self.target} *"

    def __eq__(self, other) -> bool:
        return isinstance(other, PointerType) and self.target == other.target

    def __hash__(self) -> int:
        return hash(("ptr", id(self.target) if isinstance(self.target, RecordType) else self.target))


class ArrayType(CType):
    __slots__ = ("elem", "length")

    def __init__(self, elem: CType, length: Optional[int]):
        self.elem = elem
        self.length = length

    def size(self) -> Optional[int]:
        es = self.elem.size()
        if es is None or self.length is None:
            return None
        return es * self.length

    def align(self) -> int:
        return self.elem.align()

    @property
    def is_array(self) -> bool:
        return True

    def __str__(self) -> str:
        dims = []
        t: CType = self
        while isinstance(t, ArrayType):
            dims.append(f"[{'' if t.length is None else t.length}]")
            t = t.elem
        return f"{t}{''.join(dims)}"

    def __eq__(self, other) -> bool:
        return isinstance(other, ArrayType) and (self.elem, self.length) == (other.elem, other.length)

    def __hash__(self) -> int:
        return hash(("arr", self.length))


class RecordType(CType):
    """A struct or union.  Identity-compared: two declarations are two types.

    `fields` is None while the type is incomplete (forward declaration); it is filled in
    when the definition is seen.
    """

    __slots__ = ("tag", "is_union", "fields", "bitfields", "_layout", "_offsets")

    def __init__(self, tag: Optional[str], is_union: bool):
        self.tag = tag
        self.is_union = is_union
        self.fields: Optional[list[tuple[str, CType]]] = None
        self.bitfields: dict[str, int] = {}  # bit-field name -> width in bits
        self._layout: Optional[tuple[int, int]] = None
        self._offsets: dict[str, int] = {}  # field name -> byte offset, with the layout

    @property
    def is_record(self) -> bool:
        return True

    def field_type(self, name: str) -> Optional[CType]:
        """The type of field `name`, looking through anonymous struct/union members."""
        for fname, ftype in self.fields or ():
            if fname == name:
                return ftype
        for fname, ftype in self.fields or ():
            if fname.startswith("<anon") and isinstance(ftype, RecordType):
                inner = ftype.field_type(name)
                if inner is not None:
                    return inner
        return None

    def anonymous_path(self, name: str) -> Optional[list[tuple[str, "RecordType"]]]:
        """The chain of anonymous members leading to field `name` (empty if direct)."""
        for fname, _ in self.fields or ():
            if fname == name:
                return []
        for fname, ftype in self.fields or ():
            if fname.startswith("<anon") and isinstance(ftype, RecordType):
                sub = ftype.anonymous_path(name)
                if sub is not None:
                    return [(fname, ftype)] + sub
        return None

    def _compute_layout(self) -> Optional[tuple[int, int]]:
        if self.fields is None:
            return None
        bits = 0  # the layout is computed in bits so that bit-fields can share a unit
        align = 1
        offsets: dict[str, int] = {}
        self._offsets = offsets
        for fname, ftype in self.fields:
            fs = ftype.size()
            if fs is None:
                if isinstance(ftype, ArrayType) and ftype.length is None:
                    fs = 0  # flexible array member
                else:
                    return None
            fa = ftype.align()
            width = self.bitfields.get(fname)
            if width is not None:
                # System V ABI: a bit-field does not straddle a unit of its type's alignment;
                # a zero-width one closes the current unit.  Unnamed ones do not align the record.
                unit = fa * 8
                if width == 0:
                    bits = _round_up(bits, unit) if not self.is_union else bits
                    continue
                if not fname.startswith("<anon"):
                    align = max(align, fa)
                if self.is_union:
                    offsets[fname] = 0
                    bits = max(bits, _round_up(width, 8))
                    continue
                if bits // unit != (bits + width - 1) // unit:
                    bits = _round_up(bits, unit)
                offsets[fname] = bits // unit * fa  # the storage unit holding the bit-field
                bits += width
                continue
            align = max(align, fa)
            if self.is_union:
                offsets[fname] = 0
                bits = max(bits, fs * 8)
            else:
                bits = _round_up(bits, fa * 8)
                offsets[fname] = bits // 8
                bits += fs * 8
        size = _round_up(_round_up(bits, 8) // 8, align)
        return size, align

    def size(self) -> Optional[int]:
        if self._layout is None:
            self._layout = self._compute_layout()
        return None if self._layout is None else self._layout[0]

    def field_offset(self, name: str) -> Optional[int]:
        """The byte offset of a direct member (``offsetof``), or None if unknown."""
        if self._layout is None:
            self._layout = self._compute_layout()
        return self._offsets.get(name) if self._layout is not None else None

    def align(self) -> int:
        if self._layout is None:
            self._layout = self._compute_layout()
        return 1 if self._layout is None else self._layout[1]

    def __str__(self) -> str:
        kind = "union" if self.is_union else "struct"
        return f"{kind} {self.tag or '<anonymous>'}"

    __hash__ = object.__hash__


def _round_up(n: int, unit: int) -> int:
    return (n + unit - 1) // unit * unit if unit > 0 else n


class FuncType(CType):
    __slots__ = ("ret", "params", "variadic", "attributes")

    def __init__(self, ret: CType, params: Optional[list[tuple[Optional[str], CType]]], variadic: bool):
        self.ret = ret
        self.params = params  # None: unprototyped ``f()``
        self.variadic = variadic
        self.attributes: tuple = ()
        """GNU attributes kept as facts on a prototype: sorted ``(name, args)`` pairs."""

    @property
    def is_func(self) -> bool:
        return True

    def __str__(self) -> str:
        if self.params is None:
            ps = ""
        else:
            ps = ", ".join(str(t) for _, t in self.params) or "void"
            if self.variadic:
                ps += ", ..."
        if self.attributes:
            facts = ", ".join(n + (f"({', '.join(map(str, a))})" if a else "") for n, a in self.attributes)
            return f"{self.ret} ({ps}) __attribute__(({facts}))"
        return f"{self.ret} ({ps})"

    __hash__ = object.__hash__


VOID = VoidType()
BOOL = IntType("_Bool", 1, False)
CHAR = IntType("char", 1, True)
SCHAR = IntType("signed char", 1, True)
UCHAR = IntType("unsigned char", 1, False)
SHORT = IntType("short", 2, True)
USHORT = IntType("unsigned short", 2, False)
INT = IntType("int", 4, True)
UINT = IntType("unsigned int", 4, False)
LONG = IntType("long", 8, True)
ULONG = IntType("unsigned long", 8, False)
LLONG = IntType("long long", 8, True)
ULLONG = IntType("unsigned long long", 8, False)
INT128 = IntType("__int128", 16, True)
FLOAT = FloatType("float", 4)
DOUBLE = FloatType("double", 8)
LDOUBLE = FloatType("long double", 16)
SIZE_T = ULONG
CHAR_PTR = PointerType(CHAR)
VOID_PTR = PointerType(VOID)


def from_specifiers(names: list[str]) -> Optional[CType]:
    """The builtin type named by a list of type specifiers (``['unsigned', 'long']``)."""
    words = [n for n in names if n not in ("signed", "const", "volatile")] if names != ["signed"] else ["int"]
    unsigned = "unsigned" in words
    signed_kw = "signed" in names
    words = [w for w in words if w != "unsigned"]
    if "_Complex" in words or "__complex__" in words:
        return DOUBLE
    if not words:
        return UINT if unsigned else INT
    if words == ["void"]:
        return VOID
    if words == ["_Bool"] or words == ["bool"]:
        return BOOL
    if words == ["char"]:
        return UCHAR if unsigned else (SCHAR if signed_kw else CHAR)
    if "float" in words:
        return FLOAT
    if "double" in words:
        return LDOUBLE if "long" in words else DOUBLE
    if "__int128" in words:
        return INT128
    if "short" in words:
        return USHORT if unsigned else SHORT
    if words.count("long") >= 2:
        return ULLONG if unsigned else LLONG
    if "long" in words:
        return ULONG if unsigned else LONG
    if words == ["int"]:
        return UINT if unsigned else INT
    return None


def integer_promote(t: CType) -> CType:
    if isinstance(t, IntType) and t.bytes < 4:
        return INT
    return t


def arithmetic_result(a: CType, b: CType) -> CType:
    """The usual arithmetic conversions, enough to type binary expressions."""
    if isinstance(a, FloatType) or isinstance(b, FloatType):
        fa = a.bytes if isinstance(a, FloatType) else 0
        fb = b.bytes if isinstance(b, FloatType) else 0
        return a if fa >= fb else b
    a, b = integer_promote(a), integer_promote(b)
    if isinstance(a, IntType) and isinstance(b, IntType):
        if a.bytes != b.bytes:
            return a if a.bytes > b.bytes else b
        return a if not a.signed else b
    return a if a.is_scalar else b
