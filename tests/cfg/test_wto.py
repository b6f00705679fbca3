"""Weak topological orders (Bourdoncle 1993) of CFGs: hand-made shapes, lowered C, and
properties checked on random graphs with hypothesis."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from sparrowpy.cfg import CFG, ENTRY, EXIT, weak_topological_order
from sparrowpy.frontend.lower import lower_ast
from sparrowpy.frontend.preprocess import parse_text
from sparrowpy.ir import Loc, Skip
from sparrowpy.report.irprint import format_wto

LOC = Loc("t.c", 1, 1)


def wto_of(n: int, edges, root: int = 0) -> list:
    succs: list[list[int]] = [[] for _ in range(n)]
    for u, v in edges:
        if v not in succs[u]:
            succs[u].append(v)
    return weak_topological_order(succs, root)


def flatten(wto: list) -> tuple[list[int], dict[int, list[int]], set[int]]:
    """The WTO's order, each node's enclosing component heads, and the set of heads."""
    order: list[int] = []
    enclosing: dict[int, list[int]] = {}
    heads: set[int] = set()

    def walk(elements, outer):
        for el in elements:
            if isinstance(el, tuple):
                head, body = el
                heads.add(head)
                order.append(head)
                enclosing[head] = list(outer)
                walk(body, outer + [head])
            else:
                order.append(el)
                enclosing[el] = list(outer)

    walk(wto, [])
    return order, enclosing, heads


def reachable(n: int, edges, root: int = 0) -> set[int]:
    succs: dict[int, list[int]] = {}
    for u, v in edges:
        succs.setdefault(u, []).append(v)
    seen = {root}
    stack = [root]
    while stack:
        u = stack.pop()
        for v in succs.get(u, ()):
            if v not in seen:
                seen.add(v)
                stack.append(v)
    return seen


def in_component(v: int, u: int, enclosing, heads) -> bool:
    """Is ``u`` in the component headed by ``v`` (the head itself included)?"""
    return v in heads and (u == v or v in enclosing[u])


def check_bourdoncle(n: int, edges, root: int = 0) -> list:
    wto = wto_of(n, edges, root)
    order, enclosing, heads = flatten(wto)
    reach = reachable(n, edges, root)
    # every reachable node exactly once, nothing else
    assert sorted(order) == sorted(reach)
    pos = {x: i for i, x in enumerate(order)}
    for u, v in edges:
        if u not in reach:
            continue
        if pos[v] <= pos[u]:  # a back edge (self-loops included)
            assert in_component(v, u, enclosing, heads), (u, v, wto)
    # every head is the target of a back edge from inside its component
    for h in heads:
        assert any(v == h and in_component(h, u, enclosing, heads) for u, v in edges if u in reach), (h, wto)
    assert order[0] == root
    return wto


# ----------------------------------------------------------------------------- shapes


def test_straight_line_has_no_component():
    assert wto_of(4, [(0, 1), (1, 2), (2, 3)]) == [0, 1, 2, 3]


def test_diamond():
    wto = check_bourdoncle(4, [(0, 1), (0, 2), (1, 3), (2, 3)])
    assert not any(isinstance(el, tuple) for el in wto)
    assert wto[0] == 0 and wto[-1] == 3


def test_self_loop():
    wto = check_bourdoncle(3, [(0, 1), (1, 1), (1, 2)])
    assert wto == [0, (1, []), 2]
    assert format_wto(wto) == "0 (1) 2"


def test_simple_loop():
    wto = check_bourdoncle(4, [(0, 1), (1, 2), (2, 1), (1, 3)])
    assert wto == [0, (1, [2]), 3]


def test_nested_loops():
    # 0 -> 1 (outer head) -> 2 (inner head) -> 3 -> 2 ; 2 -> 4 -> 1 ; 1 -> 5
    wto = check_bourdoncle(6, [(0, 1), (1, 2), (2, 3), (3, 2), (2, 4), (4, 1), (1, 5)])
    assert wto == [0, (1, [(2, [3]), 4]), 5]
    assert format_wto(wto) == "0 (1 (2 3) 4) 5"


def test_sequential_loops():
    wto = check_bourdoncle(5, [(0, 1), (1, 1), (1, 2), (2, 3), (3, 2), (2, 4)])
    assert wto == [0, (1, []), (2, [3]), 4]


def test_irreducible_cycle_with_two_entries():
    # 1 <-> 2 is entered both at 1 and at 2: one head suffices, chosen by the DFS
    wto = check_bourdoncle(4, [(0, 1), (0, 2), (1, 2), (2, 1), (1, 3)])
    order, _, heads = flatten(wto)
    assert len(heads) == 1 and heads <= {1, 2}
    assert order.index(0) == 0 and order[-1] == 3


def test_irreducible_goto_into_loop_body():
    # 0 -> 1 (head) -> 2 -> 3 -> 1 and a jump 0 -> 3 into the body
    wto = check_bourdoncle(5, [(0, 1), (0, 3), (1, 2), (2, 3), (3, 1), (1, 4)])
    _, _, heads = flatten(wto)
    assert len(heads) == 1


def test_unreachable_nodes_are_left_out():
    wto = check_bourdoncle(6, [(0, 1), (2, 3), (3, 2), (4, 1), (1, 5)])
    order, _, _ = flatten(wto)
    assert order == [0, 1, 5]


def test_deeply_nested_loops_do_not_recurse():
    # deeper than Python's default recursion limit; the recursive strategy is quadratic
    # in the nesting depth, so not much deeper
    depth = 1100
    # heads 0..depth-1 nest; exit node depth+i closes loop i and falls into loop i-1's exit
    n = 2 * depth
    edges = [(i, i + 1) for i in range(depth - 1)] + [(depth - 1, n - 1)]
    for i in range(depth):
        edges.append((depth + i, i))
        if i > 0:
            edges.append((depth + i, depth + i - 1))
    wto = wto_of(n, edges)
    order, heads = flatten_iter(wto)
    assert len(order) == n and len(heads) == depth
    assert format_wto(wto).count("(") == depth


def flatten_iter(wto):
    """The order and heads of a WTO, without recursion, for the deep test."""
    order, heads = [], set()
    stack = [iter(wto)]
    while stack:
        for el in stack[-1]:
            if isinstance(el, tuple):
                heads.add(el[0])
                order.append(el[0])
                stack.append(iter(el[1]))
                break
            order.append(el)
        else:
            stack.pop()
    return order, heads


def test_long_chain():
    n = 50000
    wto = wto_of(n, [(i, i + 1) for i in range(n - 1)])
    assert wto == list(range(n))


# ----------------------------------------------------------------------------- CFG objects


def make_cfg(n_extra: int, edges) -> CFG:
    cfg = CFG("f", LOC)
    for i in range(n_extra):
        cfg.add(Skip(f"n{i + 2}", LOC))
    for u, v in edges:
        cfg.connect(u, v)
    return cfg


def test_cfg_loop_heads_and_wto_cache():
    cfg = make_cfg(3, [(ENTRY, 2), (2, 3), (3, 2), (2, 4), (4, EXIT)])
    assert cfg.loop_heads == {2}
    assert cfg.wto == [0, (2, [3]), 4, 1]
    cfg.connect(4, 4)  # a change invalidates the cached order
    assert cfg.loop_heads == {2, 4}


def test_prune_unreachable_renumbers_in_order():
    cfg = make_cfg(4, [(ENTRY, 3), (3, EXIT), (2, 3), (4, 5), (5, 4)])
    cfg.prune_unreachable()
    assert len(cfg) == 3
    assert [str(i) for i in cfg.instrs] == ["skip entry", "skip exit", "skip n3"]
    assert cfg.succs == [[2], [], [1]]
    assert cfg.preds == [[], [2], [0]]
    assert cfg.loop_heads == frozenset()


def lower_fn(src: str, name: str = "f"):
    tu = lower_ast(parse_text(src, "t.c"), "t.c")
    assert tu.diagnostics == []
    return tu.functions[name].cfg


def heads_text(cfg) -> set[str]:
    return {str(cfg.instrs[h]) for h in cfg.loop_heads}


def test_lowered_nested_loops():
    cfg = lower_fn("int g; void f(int n) { for (int i = 0; i < n; i++) { int j = 0; while (j < i) j++; } }")
    loops = [n for n in cfg.nodes() if str(cfg.instrs[n]) == "skip loop"]
    assert cfg.loop_heads == set(loops) and len(loops) == 2
    outer = next(el for el in cfg.wto if isinstance(el, tuple))
    assert any(isinstance(el, tuple) for el in outer[1])  # the while nests in the for
    check_cfg(cfg)


def test_lowered_goto_loop():
    cfg = lower_fn("int g; void f(void) { top: g++; if (g < 10) goto top; }")
    assert heads_text(cfg) == {"skip label top"}
    check_cfg(cfg)


def test_lowered_irreducible_goto_into_loop():
    cfg = lower_fn("""int g;
void f(int a) {
    if (a) goto inside;
    while (g < 10) {
        g++;
inside:
        g += 2;
    }
}""")
    assert len(cfg.loop_heads) == 1
    check_cfg(cfg)


def test_lowered_self_loop():
    cfg = lower_fn("void f(void) { spin: goto spin; }")
    assert heads_text(cfg) == {"skip label spin"}
    h = next(iter(cfg.loop_heads))
    assert cfg.succs[h] == [h]
    assert cfg.preds[EXIT] == []  # never returns


def test_lowered_unreachable_code_is_pruned():
    cfg = lower_fn("int g; int f(void) { return 1; g = 2; while (g) g--; }")
    assert [str(i) for i in cfg.instrs] == ["skip entry", "skip exit", "return 1"]
    assert cfg.loop_heads == frozenset()


def check_cfg(cfg: CFG) -> None:
    edges = list(cfg.edges())
    check_bourdoncle(len(cfg), edges, ENTRY)


# ----------------------------------------------------------------------------- properties


@st.composite
def graphs(draw, max_nodes: int = 24):
    n = draw(st.integers(min_value=1, max_value=max_nodes))
    edges = draw(st.lists(st.tuples(st.integers(0, n - 1), st.integers(0, n - 1)), max_size=3 * n))
    return n, edges


@settings(max_examples=300)
@given(graphs())
def test_wto_property_random_graphs(graph):
    n, edges = graph
    check_bourdoncle(n, edges)


@st.composite
def structured(draw, max_nodes: int = 40):
    """Graphs where every node is reachable: a random spanning tree plus extra edges."""
    n = draw(st.integers(min_value=2, max_value=max_nodes))
    edges = [(draw(st.integers(0, v - 1)), v) for v in range(1, n)]
    edges += draw(st.lists(st.tuples(st.integers(0, n - 1), st.integers(0, n - 1)), max_size=2 * n))
    return n, edges


@settings(max_examples=200)
@given(structured())
def test_wto_property_connected_graphs(graph):
    n, edges = graph
    wto = check_bourdoncle(n, edges)
    order, _, heads = flatten(wto)
    assert len(order) == n
    # components exactly when there are cycles
    assert (heads == set()) == is_acyclic(n, edges)


def is_acyclic(n: int, edges) -> bool:
    """Kahn's algorithm."""
    indeg = [0] * n
    succs: list[list[int]] = [[] for _ in range(n)]
    for u, v in set(edges):
        succs[u].append(v)
        indeg[v] += 1
    ready = [v for v in range(n) if indeg[v] == 0]
    seen = 0
    while ready:
        u = ready.pop()
        seen += 1
        for v in succs[u]:
            indeg[v] -= 1
            if indeg[v] == 0:
                ready.append(v)
    return seen == n


@settings(max_examples=100)
@given(graphs())
def test_cfg_wto_matches_function(graph):
    n, edges = graph
    cfg = make_cfg(max(0, n - 2), [(u, v) for u, v in edges])
    wto = cfg.wto
    if n >= 2:
        assert wto == wto_of(len(cfg), list(cfg.edges()))
