"""``scaling.svg``: analysis time against size, ours and the paper's, log-log (needs matplotlib,
the ``plot`` extra: ``pip install 'sparrowpy[plot]'``)."""

from __future__ import annotations

from .programs import PROGRAMS


def have_matplotlib() -> bool:
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        return False
    return True


def write_scaling_svg(results: dict, path: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    ours = [(p["kloc"], p["seconds"], p["program"]) for p in results["programs"]
            if p.get("status") == "ok" and p["kloc"] > 0 and p["seconds"] > 0]
    paper = [(p.paper.kloc, p.paper.seconds, p.name) for p in PROGRAMS]
    fig, ax = plt.subplots(figsize=(7, 5))
    ax.scatter([k for k, _, _ in paper], [s for _, s, _ in paper], marker="s", facecolors="none",
               edgecolors="tab:gray", label="paper (Table 5, 3.2 GHz Pentium 4)")
    ax.scatter([k for k, _, _ in ours], [s for _, s, _ in ours], marker="o", color="tab:blue",
               label="sparrowpy (this run)")
    for k, s, name in ours:
        ax.annotate(name, (k, s), textcoords="offset points", xytext=(4, 4), fontsize=8)
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("size (KLOC)")
    ax.set_ylabel("analysis time (s)")
    ax.set_title("Time against size")
    ax.grid(True, which="both", alpha=0.3)
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, format="svg", metadata={"Date": None})
    plt.close(fig)
