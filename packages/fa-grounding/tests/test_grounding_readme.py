"""The README's first example is what a new user pastes: it must run as written."""

from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"


def test_readme_example_runs(capsys):
    text = README.read_text(encoding="utf-8")
    start = text.index("```python\n") + len("```python\n")
    example = text[start : text.index("```", start)]
    exec(compile(example, str(README), "exec"), {"__name__": "readme"})
    out = capsys.readouterr().out
    assert "GR-03" in out
    assert "GR-01" in out
