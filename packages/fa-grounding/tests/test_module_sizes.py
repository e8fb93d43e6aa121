"""The package stays readable: no module of `fa_grounding` runs past 1,000 lines, so a rule
added to a full module moves a family of rules to a module of its own first."""

from __future__ import annotations

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
