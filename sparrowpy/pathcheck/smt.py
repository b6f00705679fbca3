"""Stage 2 of SMOKE's verification: the path conditions, in bit-vector logic, to z3.

Every SSA name is a bit-vector of its C type's width; arithmetic wraps at that width,
comparisons are signed or unsigned by the operands' common type after C's usual
arithmetic conversions, casts sign- or zero-extend by the source type and truncate.
Values the path encoding does not follow are fresh unconstrained bit-vectors, so the
encoding admits every behaviour C allows (and more, e.g. signed overflow wraps instead of
being undefined): ``unsat`` is a proof that the path cannot run.  Each branch condition
is tracked by a label, so an ``unsat`` answer comes with a core: the conditions that
cannot hold together, reported as source lines.
"""

from __future__ import annotations

from typing import Optional

try:  # z3-solver is a dependency; a broken install degrades to the linear stage
    import z3
except Exception:  # pragma: no cover - exercised only without z3
    z3 = None


def available() -> bool:
    return z3 is not None


class Encoder:
    def __init__(self):
        self.fresh = 0
        self.side: list = []

    def bv(self, term: tuple):
        k = term[0]
        if k == "var":
            bits = term[3][0]
            return z3.BitVec(f"{term[1]}#{term[2]}", bits)
        if k == "const":
            bits = term[2][0]
            return z3.BitVecVal(term[1] % (1 << bits), bits)
        if k == "opaque":
            ity = term[2] or (64, False)
            return z3.BitVec(f"$opaque{term[1]}", ity[0])
        if k == "addr":
            self.fresh += 1
            v = z3.BitVec(f"$addr{self.fresh}_{abs(hash(term[1])) % 100000}", 64)
            self.side.append(v != 0)
            return v
        if k == "cast":
            x = self.bv(term[1])
            to_bits, _ = term[2]
            from_bits, from_signed = term[3]
            if to_bits > from_bits:
                return z3.SignExt(to_bits - from_bits, x) if from_signed else z3.ZeroExt(to_bits - from_bits, x)
            if to_bits < from_bits:
                return z3.Extract(to_bits - 1, 0, x)
            return x
        if k == "un":
            op, x, ity = term[1], term[2], term[3]
            bits = ity[0]
            v = self.bv(x)
            if op == "!":
                return z3.If(v == 0, z3.BitVecVal(1, bits), z3.BitVecVal(0, bits))
            if op == "-":
                return -v
            if op == "~":
                return ~v
            return self._unknown(bits)
        if k == "bin":
            op, l, r, out, common = term[1], term[2], term[3], term[4], term[5]
            x, y = self.bv(l), self.bv(r)
            if x.size() != y.size():
                return self._unknown(out[0])
            signed = common[1] if common else out[1]
            if op in ("==", "!=", "<", "<=", ">", ">="):
                if op == "==":
                    c = x == y
                elif op == "!=":
                    c = x != y
                elif signed:
                    c = {"<": x < y, "<=": x <= y, ">": x > y, ">=": x >= y}[op]
                else:
                    c = {"<": z3.ULT(x, y), "<=": z3.ULE(x, y), ">": z3.UGT(x, y), ">=": z3.UGE(x, y)}[op]
                return z3.If(c, z3.BitVecVal(1, out[0]), z3.BitVecVal(0, out[0]))
            if op == "+":
                return x + y
            if op == "-":
                return x - y
            if op == "*":
                return x * y
            if op == "&":
                return x & y
            if op == "|":
                return x | y
            if op == "^":
                return x ^ y
            if op == "/":
                return x / y if signed else z3.UDiv(x, y)
            if op == "%":
                return z3.SRem(x, y) if signed else z3.URem(x, y)
            if op == "<<":
                return x << y
            if op == ">>":
                return x >> y if signed else z3.LShR(x, y)
            return self._unknown(out[0])
        return self._unknown(64)

    def _unknown(self, bits: int):
        self.fresh += 1
        return z3.BitVec(f"$unknown{self.fresh}", bits)


def infeasible(pc, timeout_ms: int = 10000, rlimit: int = 5_000_000) -> tuple[Optional[bool], list]:
    """(True, core nodes) when the path's conditions are unsatisfiable; (False, []) when
    satisfiable; (None, []) when the solver gave up (resource limit, timeout, unsupported
    term).  ``rlimit`` is z3's deterministic work limit, the budget that decides; the
    timeout (0: none) is only a wall-clock safety net."""
    if z3 is None:
        return None, []
    enc = Encoder()
    solver = z3.Solver()
    solver.set("rlimit", int(rlimit))
    if timeout_ms:
        solver.set("timeout", int(timeout_ms))
    try:
        for var, value in pc.defs:
            x, v = enc.bv(var), enc.bv(value)
            if x.size() == v.size():
                solver.add(x == v)
        for var, op, value, node in pc.facts:
            x = enc.bv(var)
            c = z3.BitVecVal(value % (1 << x.size()), x.size())
            label = z3.Bool(f"fact{node}")
            solver.assert_and_track(x == c if op == "==" else x != c, label)
        for i, (term, branch, node, _loc) in enumerate(pc.assumes):
            v = enc.bv(term)
            cond = v != 0 if branch else v == 0
            solver.assert_and_track(cond, z3.Bool(f"assume{i}_{node}"))
        for c in enc.side:
            solver.add(c)
        answer = solver.check()
    except z3.Z3Exception:
        return None, []
    if answer == z3.unsat:
        core = []
        for b in solver.unsat_core():
            name = str(b)
            core.append(int(name.rsplit("_", 1)[1]) if name.startswith("assume") else int(name[4:]))
        return True, sorted(set(core))
    if answer == z3.sat:
        return False, []
    return None, []
