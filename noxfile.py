"""Test sessions for the fa workspace.

`uv run nox` runs every session. Each `tests(<member>)` session installs only that member and its
`test` group from the lock into its own environment, so an undeclared import of a sibling fails
here even though it passes in the shared development environment.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import tomllib
from pathlib import Path

import nox

ROOT = Path(__file__).parent
# `uv run` tells its children where its own binary is; fall back to PATH.
UV = os.environ.get("UV", "uv")
nox.options.default_venv_backend = "uv"
nox.options.reuse_venv = "yes"
nox.options.error_on_missing_interpreters = True


def _members() -> dict[str, Path]:
    """Workspace members by distribution name, found from the workspace globs."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    found: dict[str, Path] = {}
    for pattern in config["tool"]["uv"]["workspace"]["members"]:
        for path in sorted(ROOT.glob(pattern)):
            project = path / "pyproject.toml"
            if project.is_file():
                name = tomllib.loads(project.read_text(encoding="utf-8"))["project"]["name"]
                found[name] = path
    return found


MEMBERS = _members()


def _sync(session: nox.Session, *args: str) -> None:
    """Install from the lock into this session's own environment."""
    env = {"UV_PROJECT_ENVIRONMENT": session.virtualenv.location}
    session.run_install(UV, "sync", "--locked", *args, env=env, external=True)


@nox.session
@nox.parametrize("member", [nox.param(name, id=name) for name in MEMBERS])
def tests(session: nox.Session, member: str) -> None:
    """One member's tests, with only that member and its test group installed."""
    _sync(session, "--no-default-groups", "--package", member, "--group", "test")
    tests_dir = MEMBERS[member] / "tests"
    session.run("python", "-m", "pytest", str(tests_dir), *session.posargs)


@nox.session
def lint(session: nox.Session) -> None:
    """ruff: lint rules and formatting."""
    _sync(session, "--only-group", "dev")
    session.run("ruff", "check", ".")
    session.run("ruff", "format", "--check", ".")


@nox.session
def typecheck(session: nox.Session) -> None:
    """pyright over every member's src."""
    _sync(session, "--only-group", "dev")
    session.run("pyright")


@nox.session
def wheels(session: nox.Session) -> None:
    """Build every member without workspace sources and install them together, outside it.

    Inside the workspace uv ignores the version ranges members declare on each other; this is the
    only place those ranges are tested. fa-grounding is also installed alone, to prove it has no
    runtime dependencies, and its README example is run there.
    """
    work = Path(tempfile.mkdtemp(prefix="fa-wheels-"))
    try:
        dist = work / "dist"
        build = [UV, "build", "--all-packages", "--no-sources", "--out-dir", str(dist)]
        session.run(*build, external=True)
        wheels_built = sorted(str(p) for p in dist.glob("*.whl"))
        if len(wheels_built) != len(MEMBERS):
            session.error(f"expected {len(MEMBERS)} wheels, built {len(wheels_built)}")

        together = work / "together"
        session.run(UV, "venv", "--quiet", str(together), external=True)
        py = _venv_python(together)
        session.run(UV, "pip", "install", "--quiet", "--python", py, *wheels_built, external=True)
        for member in MEMBERS:
            module = "fa_mcp_server" if member == "fa-mcp-server" else member.replace("-", "_")
            session.run(
                py, "-c", f"import {module}; print({module}.__name__, 'imports')", external=True
            )

        alone = work / "alone"
        session.run(UV, "venv", "--quiet", str(alone), external=True)
        py_alone = _venv_python(alone)
        grounding = [w for w in wheels_built if Path(w).name.startswith("fa_grounding-")]
        session.run(
            UV, "pip", "install", "--quiet", "--python", py_alone, *grounding, external=True
        )
        freeze = [UV, "pip", "list", "--python", py_alone, "--format", "freeze"]
        listed = session.run(*freeze, external=True, silent=True)
        installed = sorted(line.split("==")[0] for line in str(listed).split() if "==" in line)
        if installed != ["fa-grounding"]:
            session.error(f"fa-grounding must install alone, found {installed}")
        example = _readme_example(MEMBERS["fa-grounding"] / "README.md")
        session.run(py_alone, "-c", example, external=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _venv_python(venv: Path) -> str:
    """The interpreter of a virtual environment, on Windows as elsewhere."""
    if sys.platform == "win32":
        return str(venv / "Scripts" / "python.exe")
    return str(venv / "bin" / "python")


def _readme_example(readme: Path) -> str:
    """The first ```python block of a README: the example a new user would paste."""
    text = readme.read_text(encoding="utf-8")
    start = text.find("```python\n")
    if start < 0:
        msg = f"{readme} has no ```python example"
        raise RuntimeError(msg)
    start += len("```python\n")
    return text[start : text.index("```", start)]


@nox.session
def grounding(session: nox.Session) -> None:
    """The checker against its golden set: every finding as the snapshot records it, then the eval.

    `evals/grounding_snapshot.py` fails on any finding that moved without the snapshot being
    rewritten in the same change; `evals/grounding_eval.py` fails on a miss not marked expected or
    on false alarms over 1%.
    """
    _sync(session, "--no-default-groups", "--package", "fa-grounding")
    session.run("python", str(ROOT / "evals" / "grounding_snapshot.py"))
    session.run("python", str(ROOT / "evals" / "grounding_eval.py"))


@nox.session
def smoke(session: nox.Session) -> None:
    """The real stdio harness: `fa-mcp smoke` spawns the server and checks every rule."""
    _sync(session, "--no-default-groups", "--package", "fa-mcp-server")
    session.run("fa-mcp", "smoke")


@nox.session
def inspector(session: nox.Session) -> None:
    """Drive the server with the official MCP Inspector CLI, a client nobody here wrote."""
    npx = shutil.which("npx")
    if npx is None:
        session.skip("Node's npx is not installed: the MCP Inspector check cannot run here")
    _sync(session, "--no-default-groups", "--package", "fa-mcp-server")
    env = {"FA_INSPECTOR_NPX": npx, "PATH": os.environ.get("PATH", "")}
    # The Inspector is pinned, and its version needs a recent Node: ask the check whether it can
    # run here. On an older Node, take a recent one from the npm registry (the `node` package
    # ships the binary), as the Inspector itself comes from there; skip only when that fails.
    check = ["python", "-m", "fa_mcp_server._inspector_check"]
    answer = session.run(*check, "--can-run", env=env, silent=True, success_codes=[0, 2])
    if str(answer or "").strip():
        env = _with_recent_node(session, npx, env) or session.skip(str(answer).strip())
    session.run(*check, env=env)


def _with_recent_node(session: nox.Session, npx: str, env: dict[str, str]) -> dict[str, str] | None:
    """`env` with a folder first on PATH holding a recent `node` and this `npx` (which starts
    with `#!/usr/bin/env node`, so it runs on that node), or None where that cannot be made."""
    if sys.platform == "win32":
        return None
    found = session.run(
        npx, "-y", "-p", f"node@{INSPECTOR_NODE_MAJOR}", "node", "-p", "process.execPath",
        env=env, silent=True, success_codes=[0, 1, 127], external=True,
    )  # fmt: skip
    node = Path(str(found or "").strip().splitlines()[-1] if found else "")
    if not node.is_file():
        return None
    folder = Path(session.virtualenv.location) / "recent-node"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    (folder / "node").symlink_to(node)
    (folder / "npx").symlink_to(Path(npx).resolve())
    return {"FA_INSPECTOR_NPX": str(folder / "npx"), "PATH": f"{folder}{os.pathsep}{env['PATH']}"}


INSPECTOR_NODE_MAJOR = 22
"""The Node major the pinned Inspector needs (its engines say >= 22.19.0)."""


if __name__ == "__main__":  # pragma: no cover - `python noxfile.py` is not how nox runs
    sys.exit("run `uv run nox`")
