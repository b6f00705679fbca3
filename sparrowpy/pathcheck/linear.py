"""Stage 1 of SMOKE's verification: a linear-time contradiction filter over one path.

Each branch condition of a path becomes an *atom* with a polarity, normalised so that a
condition and its negation meet: ``a != b`` is ``not (a == b)``, ``a >= b`` is ``not
(a < b)``, ``a > b`` is ``b < a``, a bare value ``e`` is ``not (e == 0)``, ``!e`` flips
the polarity.  Operands are SSA terms (``paths``), so two tests of one unchanged value
have the same atom.  A path is infeasible when it holds an atom and its negation, or an
atom whose value is known from constants along the path (definitions ``x_2 = 5`` and
equalities ``x_2 == 5`` taken, and what a callee's return outcome says of its result) and
contradicts its polarity.  Constant folding follows C: results wrap to the operation's
width and signedness.
"""

from __future__ import annotations

from typing import Optional

_FLIP = {"!=": ("==", False), ">=": ("<", False), ">": ("<", None), "<=": ("<=", True), "==": ("==", True),
         "<": ("<", True)}


def atom(term: tuple, branch: bool) -> tuple:
    """(normalised condition, polarity)."""
    while term[0] == "un" and term[1] == "!":
        term = term[2]
        branch = not branch
    if term[0] == "bin" and term[1] in _FLIP:
        op, left, right = term[1], term[2], term[3]
        if op == "!=":
            return _eq(left, right, term), not branch
        if op == "==":
            return _eq(left, right, term), branch
        if op == ">=":
            return ("bin", "<", left, right) + term[4:], not branch
        if op == ">":
            return ("bin", "<", right, left) + term[4:], branch
        if op == "<=":
            return ("bin", "<", right, left) + term[4:], not branch
        return ("bin", "<", left, right) + term[4:], branch
    zero = ("const", 0, term_width(term))
    return _eq(term, zero, None), not branch


def _eq(left, right, like) -> tuple:
    a, b = sorted((left, right), key=repr)
    tail = like[4:] if like is not None else ((32, True), None, None)
    return ("bin", "==", a, b) + tail


def term_width(term):
    from .paths import term_ity
    return term_ity(term) or (64, True)


def _wrap(value: int, ity) -> int:
    bits, signed = ity
    value &= (1 << bits) - 1
    if signed and value >= 1 << (bits - 1):
        value -= 1 << bits
    return value


def evaluate(term: tuple, env: dict) -> Optional[int]:
    """The value of ``term`` when every SSA name it reads is a known constant."""
    k = term[0]
    if k == "const":
        return _wrap(term[1], term[2]) if term[2] else term[1]
    if k == "var":
        return env.get(term[1:3])
    if k == "cast":
        x = evaluate(term[1], env)
        return None if x is None else _wrap(x, term[2])
    if k == "un":
        x = evaluate(term[2], env)
        if x is None:
            return None
        op = term[1]
        if op == "!":
            return int(x == 0)
        if op == "-":
            return _wrap(-x, term[3])
        if op == "~":
            return _wrap(~x, term[3])
        return None
    if k == "bin":
        x = evaluate(term[2], env)
        if x is None:
            return None
        y = evaluate(term[3], env)
        if y is None:
            return None
        op = term[1]
        ity = term[5] or term[4]
        if ity is not None:
            x, y = _wrap(x, ity), _wrap(y, ity)
        if op == "==":
            return int(x == y)
        if op == "!=":
            return int(x != y)
        if op == "<":
            return int(x < y)
        if op == "<=":
            return int(x <= y)
        if op == ">":
            return int(x > y)
        if op == ">=":
            return int(x >= y)
        out_ity = term[4]
        if op == "+":
            r = x + y
        elif op == "-":
            r = x - y
        elif op == "*":
            r = x * y
        elif op == "&":
            r = x & y
        elif op == "|":
            r = x | y
        elif op == "^":
            r = x ^ y
        elif op in ("/", "%"):
            if y == 0:
                return None
            q = abs(x) // abs(y) * (1 if (x >= 0) == (y >= 0) else -1)  # C truncates
            r = q if op == "/" else x - q * y
        elif op == "<<" and 0 <= y < out_ity[0]:
            r = x << y
        elif op == ">>" and 0 <= y < out_ity[0]:
            r = x >> y
        else:
            return None
        return _wrap(r, out_ity)
    return None


def contradiction(pc) -> Optional[tuple]:
    """The two conditions of path ``pc`` that cannot both hold (as ``(node, node)``; one
    node when a single condition contradicts constants), or None."""
    env: dict = {}
    for var, value in pc.defs:
        c = evaluate(value, env)
        if c is not None:
            env[var[1:3]] = c
    for var, op, value, _ in pc.facts:
        if op == "==":
            env.setdefault(var[1:3], value)
    seen: dict = {}
    for term, branch, node, _ in pc.assumes:
        a, polarity = atom(term, branch)
        other = seen.get((a, not polarity))
        if other is not None:
            return (other, node)
        seen.setdefault((a, polarity), node)
        truth = evaluate(a, env)
        if truth is not None and bool(truth) != polarity:
            return (node,)
        # an equality with a constant taken on this path fixes the variable from here on
        if polarity and a[1] == "==":
            left, right = a[2], a[3]
            for x, y in ((left, right), (right, left)):
                if x[0] == "var" and x[1:3] not in env:
                    c = evaluate(y, env)
                    if c is not None:
                        env[x[1:3]] = c
    for var, op, value, node in pc.facts:
        c = env.get(var[1:3])
        if c is not None and op == "!=" and c == value:
            return (node,)
        if c is not None and op == "==" and c != value:
            return (node,)
    return None
