"""alloc_size: an allocator called with a size that is always zero or negative.

The worked example of docs/add-a-checker.md: a checker written as a plug-in file
(``sparrowpy analyze --plugin alloc_size.py``) against the checker API.
"""

import os

from sparrowpy.checkers import register_checker

PAGE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "alloc_size.md")


@register_checker("alloc_size", "an allocator is called with a size that is always zero or negative", page=PAGE)
def check(ctx):
    findings = []
    for call in ctx.calls():                      # every reachable call, with its targets
        for target in call.targets:
            if target.kind != "model" or not target.model.allocates:
                continue                          # a summary or an unknown function
            for i, arg in enumerate(call.instr.args):
                value = ctx.evaluate(arg, call.node)   # before the call, without side effects
                if value is None or value.addrs:
                    continue                      # unreachable, or a pointer
                lo, hi = value.num.bounds()
                if hi is not None and hi <= 0 and not value.num.is_bottom():
                    size = str(value.num)
                    findings.append(ctx.finding(
                        "alloc_size", call.node,
                        f"{target.name}() is called with argument {i + 1} always zero or negative ({size})",
                        identity=(target.name, i)))
    return findings
