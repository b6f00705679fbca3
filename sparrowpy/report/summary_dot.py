"""Graphviz rendering of summaries in the paper's pictorial form (Section 2.1).

Rectangles are stack nodes (``ret``, ``argI``, ``global``), circles heap nodes; a
block allocated by the procedure is marked ``!``, a freed one ``⊘``.  Dotted edges are
input structure that existed before the call (Sreach anchors); solid edges are made by the
procedure (the anchors of the return value and arguments at exit).
"""

from __future__ import annotations

from ..interproc.summary import DEREF, Anchor, Summary


def _quote(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def legend_node() -> str:
    """A note node explaining the names (the same legend as the text dumps)."""
    from ..engine.memory import REGION_LEGEND
    from ..interproc.summary import SUMMARY_LEGEND

    text = ("legend: boxes are stack roots, ellipses heap nodes; ! a block allocated by the procedure, "
            "⊘ a block it frees; dotted edges: input structure, solid: made by the procedure. "
            + REGION_LEGEND + ". " + SUMMARY_LEGEND)
    return f"  {_quote('legend')} [label={_quote(text)}, shape=note];"


def summary_to_dot(s: Summary) -> str:
    nodes: dict = {}
    edges: set = set()

    def node(name: str, label: str, shape: str) -> str:
        nodes.setdefault(name, (label, shape))
        return name

    def root_node(anchor: Anchor) -> str:
        return node(f"root:{anchor.root}", anchor.root, "box")

    freed = {str(a) for a in s.arg2free}

    def input_node(anchor: Anchor) -> str:
        if anchor.parent is None:
            return root_node(anchor)
        if anchor.steps[-1] != DEREF:
            return input_node(anchor.parent)
        name = f"in:{anchor}"
        mark = " ⊘" if str(anchor) in freed else ""
        if anchor in s.cut_anchors:
            mark += " [cut]"
        nid = node(name, f"{anchor}{mark}", "ellipse")
        parent = anchor.parent
        label = "*" if parent.steps == () or parent.steps[-1] == DEREF else parent.steps[-1][1:]
        edges.add((input_node(parent.parent if parent.steps and parent.steps[-1] != DEREF else parent)
                   if parent.steps and parent.steps[-1] != DEREF else input_node(parent), nid, label, "dotted"))
        return nid

    def output_source(anchor: Anchor) -> tuple:
        parent = anchor.parent
        label = "*"
        if parent.steps and parent.steps[-1] != DEREF:
            label = parent.steps[-1][1:]
            parent = parent.parent
        if parent.steps == ():
            return root_node(parent), label
        return out_node(parent), label

    targets: dict = {}
    for a, key in s.alloc2ret | s.alloc2arg:
        targets.setdefault(a, set()).add(("site", key))
    for a in s.glob2ret | s.glob2arg:
        targets.setdefault(a, set()).add(("global", "global"))
    for phi, psi in s.arg2ret | s.arg2arg:
        targets.setdefault(psi, set()).add(("input", phi))

    def out_node(anchor: Anchor) -> str:
        ts = sorted(targets.get(anchor, ()), key=str)
        if not ts:
            return node(f"out:{anchor}", str(anchor), "ellipse")
        kind, what = ts[0]
        return target_node(kind, what)

    def target_node(kind, what) -> str:
        if kind == "site":
            return node(f"site:{what}", f"! {what}", "ellipse")
        if kind == "global":
            return node("root:global", "global", "box")
        return input_node(what)

    for phi in sorted(s.arg2free | s.arg2glob):
        input_node(phi)
    for phi in sorted(s.arg2glob):
        edges.add((node("root:global", "global", "box"), input_node(phi), "", "dotted"))
    for anchor in sorted(targets, key=lambda a: (len(a), a)):
        src, label = output_source(anchor)
        for kind, what in sorted(targets[anchor], key=str):
            edges.add((src, target_node(kind, what), label, "solid"))
    lines = [f"digraph {_quote(s.name)} {{", f"  label={_quote('summary of ' + s.name)};"]
    for name in sorted(nodes):
        label, shape = nodes[name]
        lines.append(f"  {_quote(name)} [label={_quote(label)}, shape={shape}];")
    for src, dst, label, style in sorted(edges):
        lines.append(f"  {_quote(src)} -> {_quote(dst)} [label={_quote(label)}, style={style}];")
    lines.append(legend_node())
    lines.append("}")
    return "\n".join(lines) + "\n"
