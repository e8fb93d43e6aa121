"""The package stays readable: no module of `fa_grounding` runs past 1,000 lines (a rule added
to a full module moves a family of rules to a module of its own first), and no module binds
one top-level name twice."""

from __future__ import annotations

import ast
from pathlib import Path

import fa_grounding

_LIMIT = 1000


def test_no_module_of_the_package_is_over_a_thousand_lines() -> None:
    root = Path(fa_grounding.__file__).parent
    sizes = {
        str(path.relative_to(root)): len(path.read_text(encoding="utf-8").splitlines())
        for path in root.rglob("*.py")
    }
    assert len(sizes) > 20  # (the package's own modules were found)
    over = {name: lines for name, lines in sizes.items() if lines > _LIMIT}
    assert not over, over


def _top_level_names(path: Path) -> list[str]:
    """The names a module binds at its top level, in order (functions, classes, assignments)."""
    names: list[str] = []
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.append(node.name)
        elif isinstance(node, ast.Assign):
            names.extend(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.append(node.target.id)
    return names


def test_no_module_binds_one_top_level_name_twice() -> None:
    # (a pattern or a fixture defined twice shadows the first silently: a list separator
    # read the date list's pattern for several rounds, a test's fixture another test's)
    roots = [Path(fa_grounding.__file__).parent, Path(__file__).parent]
    twice = {
        str(path.name): sorted({n for n in names if names.count(n) > 1})
        for root in roots
        for path in root.rglob("*.py")
        if (names := _top_level_names(path))
    }
    assert not {name: found for name, found in twice.items() if found}
