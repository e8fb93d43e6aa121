"""load_config: lookup order, relative paths, and every refusal at load (CONFIG_INVALID + key)."""

from __future__ import annotations

import os
import pickle
import shutil
import sys
from pathlib import Path

import pytest
from fa_gate import CONFIG_ENV, Config, ConfigError, load_config

REPO = Path(__file__).resolve().parents[3]

GOOD = """
allowed_roots = ["samples"]
output_root = "outputs"
trace_dir = "traces"
state_dir = "state"
"""


def _env(tmp_path: Path) -> dict[str, str]:
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    return {"HOME": str(home)}


def _write(folder: Path, text: str, name: str = "roots.toml") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def _refused(tmp_path: Path, text: str, *, key: str) -> ConfigError:
    path = _write(tmp_path / "cfg", text)
    with pytest.raises(ConfigError) as caught:
        load_config(path, environ=_env(tmp_path))
    error = caught.value
    assert error.code == "CONFIG_INVALID"
    assert error.key == key
    assert str(tmp_path) not in error.message  # never an absolute path
    assert str(error) == error.message
    return error


@pytest.fixture
def cfg(tmp_path: Path) -> Path:
    """A config folder with a `samples` root beside the file."""
    (tmp_path / "cfg" / "samples").mkdir(parents=True)
    return tmp_path / "cfg"


# -- what loads, and how paths resolve ------------------------------------------------------


def test_committed_config_loads_in_a_copy_of_the_clone(tmp_path: Path) -> None:
    clone = tmp_path / "clone"
    (clone / "config").mkdir(parents=True)
    shutil.copy(REPO / "config" / "roots.toml", clone / "config" / "roots.toml")
    with pytest.raises(ConfigError) as caught:
        load_config(cwd=clone, environ=_env(tmp_path))
    assert caught.value.key == "allowed_roots"  # data/samples does not exist yet
    (clone / "data" / "samples").mkdir(parents=True)
    config = load_config(cwd=clone, environ=_env(tmp_path))
    real = clone.resolve()
    assert [(root.name, root.path) for root in config.roots] == [
        ("samples", real / "data" / "samples")
    ]
    assert config.output_root == real / "data" / "outputs"
    assert config.trace_dir == real / "data" / "traces"
    assert config.state_dir == real / "data" / "state"
    assert config.approval_ttl_seconds == 900
    assert config.source == clone / "config" / "roots.toml"
    assert not (clone / "data" / "outputs").exists()  # loading creates nothing


def test_relative_paths_resolve_against_the_config_folder_by_default(
    tmp_path: Path, cfg: Path
) -> None:
    config = load_config(_write(cfg, GOOD), environ=_env(tmp_path), cwd=tmp_path / "elsewhere")
    real = cfg.resolve()
    assert config.roots[0].path == real / "samples"
    assert config.output_root == real / "outputs"
    assert config.state_dir == real / "state"
    assert config.trace_dir == real / "traces"


def test_base_dir_is_relative_to_the_config_folder(tmp_path: Path) -> None:
    (tmp_path / "top" / "docs").mkdir(parents=True)
    text = 'base_dir = ".."\n' + GOOD.replace('"samples"', '"docs"')
    config = load_config(_write(tmp_path / "top" / "config", text), environ=_env(tmp_path))
    assert config.roots[0].path == (tmp_path / "top" / "docs").resolve()
    assert config.output_root == (tmp_path / "top" / "outputs").resolve()


def test_absolute_paths_are_taken_as_they_are(tmp_path: Path) -> None:
    docs = tmp_path / "abs" / "docs"
    docs.mkdir(parents=True)
    text = f"""
base_dir = "/nonexistent-base"
allowed_roots = [{str(docs)!r}]
output_root = {str(tmp_path / "abs" / "out")!r}
state_dir = {str(tmp_path / "abs" / "state")!r}
"""
    config = load_config(_write(tmp_path / "cfg", text), environ=_env(tmp_path))
    assert config.roots[0].path == docs.resolve()
    assert config.output_root == (tmp_path / "abs" / "out").resolve()
    assert config.trace_dir is None  # no trace_dir key: tracing off


def test_tilde_means_the_home_folder(tmp_path: Path) -> None:
    env = _env(tmp_path)
    (Path(env["HOME"]) / "Documents" / "contracts").mkdir(parents=True)
    text = GOOD.replace('["samples"]', '["~/Documents/contracts"]')
    config = load_config(_write(tmp_path / "cfg", text), environ=env)
    assert config.roots[0].path == (Path(env["HOME"]) / "Documents" / "contracts").resolve()
    assert config.roots[0].name == "contracts"


def test_local_file_overrides_keys_of_roots_toml(tmp_path: Path) -> None:
    (tmp_path / "docs").mkdir()
    (tmp_path / "mine").mkdir()
    _write(tmp_path / "config", 'base_dir = ".."\n' + GOOD.replace('"samples"', '"docs"'))
    _write(
        tmp_path / "config",
        'allowed_roots = ["mine"]\napproval_ttl_seconds = 60\n',
        name="roots.local.toml",
    )
    config = load_config(cwd=tmp_path, environ=_env(tmp_path))
    assert [root.name for root in config.roots] == ["mine"]
    assert config.approval_ttl_seconds == 60
    assert config.output_root == (tmp_path / "outputs").resolve()  # kept from roots.toml


def test_a_bad_local_file_is_refused_not_ignored(tmp_path: Path) -> None:
    (tmp_path / "docs").mkdir()
    _write(tmp_path / "config", 'base_dir = ".."\n' + GOOD.replace('"samples"', '"docs"'))
    _write(tmp_path / "config", "allowed_roots = [", name="roots.local.toml")
    with pytest.raises(ConfigError) as caught:
        load_config(cwd=tmp_path, environ=_env(tmp_path))
    assert caught.value.key == "file"
    assert "roots.local.toml" in caught.value.message


def test_env_variable_names_a_file_used_alone(tmp_path: Path, cfg: Path) -> None:
    other = _write(cfg, GOOD.replace("outputs", "elsewhere-out"), name="other.toml")
    # A local override in the working folder must not apply to an explicitly named file.
    (tmp_path / "work" / "config").mkdir(parents=True)
    _write(tmp_path / "work" / "config", "approval_ttl_seconds = 5", name="roots.local.toml")
    env = {**_env(tmp_path), CONFIG_ENV: str(other)}
    config = load_config(environ=env, cwd=tmp_path / "work")
    assert config.source == other
    assert config.output_root.name == "elsewhere-out"
    assert config.approval_ttl_seconds == 900


def test_explicit_path_wins_over_the_env_variable(tmp_path: Path, cfg: Path) -> None:
    chosen = _write(cfg, GOOD, name="chosen.toml")
    env = {**_env(tmp_path), CONFIG_ENV: str(tmp_path / "missing.toml")}
    assert load_config(chosen, environ=env).source == chosen


def test_relative_explicit_path_is_relative_to_cwd(tmp_path: Path, cfg: Path) -> None:
    _write(cfg, GOOD, name="rel.toml")
    config = load_config("cfg/rel.toml", environ=_env(tmp_path), cwd=tmp_path)
    assert config.source == tmp_path / "cfg" / "rel.toml"


def test_root_names_come_from_tables_or_folder_names_made_unique(tmp_path: Path) -> None:
    for folder in ("a/samples", "b/samples", "c/samples", "d/x"):
        (tmp_path / "cfg" / folder).mkdir(parents=True)
    text = GOOD.replace(
        '["samples"]',
        '["a/samples", "b/samples", { path = "c/samples" }, { name = "계약서", path = "d/x" }]',
    )
    config = load_config(_write(tmp_path / "cfg", text), environ=_env(tmp_path))
    assert [root.name for root in config.roots] == ["samples", "samples-2", "samples-3", "계약서"]


def test_trace_dir_inside_a_root_is_not_a_config_error(tmp_path: Path, cfg: Path) -> None:
    text = GOOD.replace('"traces"', '"samples/traces"')
    config = load_config(_write(cfg, text), environ=_env(tmp_path))
    assert config.trace_dir == cfg.resolve() / "samples" / "traces"


def test_empty_trace_dir_turns_tracing_off(tmp_path: Path, cfg: Path) -> None:
    config = load_config(_write(cfg, GOOD.replace('"traces"', '""')), environ=_env(tmp_path))
    assert config.trace_dir is None


def test_config_is_frozen(tmp_path: Path, cfg: Path) -> None:
    config = load_config(_write(cfg, GOOD), environ=_env(tmp_path))
    assert isinstance(config, Config)
    with pytest.raises(AttributeError):
        config.output_root = tmp_path  # type: ignore[misc]


# -- refusals ---------------------------------------------------------------------------------


def test_missing_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ConfigError) as caught:
        load_config(cwd=tmp_path, environ=_env(tmp_path))
    assert caught.value.key == "file"
    with pytest.raises(ConfigError) as caught_env:
        load_config(environ={**_env(tmp_path), CONFIG_ENV: str(tmp_path / "nope.toml")})
    assert caught_env.value.key == "file"
    assert CONFIG_ENV in caught_env.value.message
    assert str(tmp_path) not in caught_env.value.message


def test_malformed_toml_is_refused(tmp_path: Path) -> None:
    error = _refused(tmp_path, 'allowed_roots = ["samples"\n', key="file")
    assert "TOML" in error.message


def test_non_utf8_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "cfg" / "roots.toml"
    path.parent.mkdir()
    path.write_bytes(b'allowed_roots = ["\xff"]')
    with pytest.raises(ConfigError) as caught:
        load_config(path, environ=_env(tmp_path))
    assert caught.value.key == "file"


def test_unknown_key_is_refused_naming_it(tmp_path: Path, cfg: Path) -> None:
    error = _refused(tmp_path, GOOD + 'alowed_roots = ["x"]\n', key="alowed_roots")
    assert "alowed_roots" in error.message


@pytest.mark.parametrize(
    ("text", "key"),
    [
        (GOOD.replace('["samples"]', '"samples"'), "allowed_roots"),
        (GOOD.replace('["samples"]', "[]"), "allowed_roots"),
        (GOOD.replace('["samples"]', "[3]"), "allowed_roots"),
        (GOOD.replace('["samples"]', '[""]'), "allowed_roots"),
        (GOOD.replace('["samples"]', '[{ path = "samples", nme = "x" }]'), "allowed_roots"),
        (GOOD.replace('["samples"]', '[{ name = "x" }]'), "allowed_roots"),
        (GOOD.replace('["samples"]', '[{ name = "a/b", path = "samples" }]'), "allowed_roots"),
        (GOOD.replace('["samples"]', '[{ name = "CON", path = "samples" }]'), "allowed_roots"),
        (GOOD.replace('["samples"]', '[{ name = "", path = "samples" }]'), "allowed_roots"),
        (GOOD.replace('"outputs"', "5"), "output_root"),
        (GOOD.replace('"state"', "true"), "state_dir"),
        (GOOD.replace('"traces"', "[]"), "trace_dir"),
        (GOOD + "approval_ttl_seconds = '900'\n", "approval_ttl_seconds"),
        (GOOD + "approval_ttl_seconds = true\n", "approval_ttl_seconds"),
        (GOOD + "approval_ttl_seconds = 0\n", "approval_ttl_seconds"),
        (GOOD + "approval_ttl_seconds = 1000000\n", "approval_ttl_seconds"),
        (GOOD + "approval_ttl_seconds = 9.5\n", "approval_ttl_seconds"),
        (GOOD + "base_dir = 1\n", "base_dir"),
        (GOOD + 'approval = "auto"\n', "approval"),
        (GOOD + "approval = true\n", "approval"),
        (GOOD + "approval_wait_seconds = 1\n", "approval_wait_seconds"),
        (GOOD + "approval_wait_seconds = 100000\n", "approval_wait_seconds"),
        (GOOD.replace('allowed_roots = ["samples"]', ""), "allowed_roots"),
        (GOOD.replace('"outputs"', '"out\\u0007put"'), "output_root"),
    ],
)
def test_wrong_types_and_missing_keys_are_refused(
    tmp_path: Path, cfg: Path, text: str, key: str
) -> None:
    _refused(tmp_path, text, key=key)


def test_root_that_does_not_exist_or_is_a_file_is_refused(tmp_path: Path, cfg: Path) -> None:
    _refused(tmp_path, GOOD.replace('"samples"', '"missing"'), key="allowed_roots")
    (cfg / "file.txt").write_text("x")
    _refused(tmp_path, GOOD.replace('"samples"', '"file.txt"'), key="allowed_roots")


def test_filesystem_root_is_refused(tmp_path: Path, cfg: Path) -> None:
    error = _refused(tmp_path, GOOD.replace('"samples"', '"/"'), key="allowed_roots")
    assert "filesystem root" in error.message


def test_home_folder_or_its_ancestor_is_refused(tmp_path: Path, cfg: Path) -> None:
    home = Path(_env(tmp_path)["HOME"])
    for text in ("~", str(home), str(home.parent), str(home) + "/."):
        error = _refused(tmp_path, GOOD.replace('"samples"', repr(text)), key="allowed_roots")
        assert "home" in error.message
    (home / "Documents").mkdir()
    config = load_config(
        _write(cfg, GOOD.replace('"samples"', '"~/Documents"')), environ=_env(tmp_path)
    )
    assert config.roots[0].path == home.resolve() / "Documents"


def test_home_reached_through_a_symlink_is_refused(tmp_path: Path, cfg: Path) -> None:
    link = tmp_path / "home-link"
    link.symlink_to(tmp_path / "home", target_is_directory=True)
    _env(tmp_path)
    _refused(tmp_path, GOOD.replace('"samples"', repr(str(link))), key="allowed_roots")


def test_nested_or_repeated_roots_are_refused(tmp_path: Path, cfg: Path) -> None:
    (cfg / "samples" / "inner").mkdir()
    _refused(
        tmp_path, GOOD.replace('["samples"]', '["samples", "samples/inner"]'), key="allowed_roots"
    )
    _refused(tmp_path, GOOD.replace('["samples"]', '["samples", "./samples"]'), key="allowed_roots")
    _refused(
        tmp_path,
        GOOD.replace(
            '["samples"]', '[{name="a", path="samples"}, {name="a", path="samples/inner"}]'
        ),
        key="allowed_roots",
    )


@pytest.mark.parametrize(
    "output",
    ["samples", "samples/out", "samples/missing/deeper/out", "samples/./x/../out", "."],
)
def test_output_root_overlapping_a_root_is_refused(tmp_path: Path, cfg: Path, output: str) -> None:
    _refused(tmp_path, GOOD.replace('"outputs"', repr(output)), key="output_root")


def test_output_root_linked_into_a_root_is_refused(tmp_path: Path, cfg: Path) -> None:
    (cfg / "samples" / "reports").mkdir()
    (cfg / "out-link").symlink_to(cfg / "samples" / "reports", target_is_directory=True)
    _refused(tmp_path, GOOD.replace('"outputs"', '"out-link"'), key="output_root")
    # An existing ancestor that is a link counts too: out-link2/new/reports does not exist.
    (cfg / "out-link2").symlink_to(cfg / "samples", target_is_directory=True)
    _refused(tmp_path, GOOD.replace('"outputs"', '"out-link2/new/reports"'), key="output_root")
    # A dangling link pointing into a root is resolved as well.
    (cfg / "dangling").symlink_to(cfg / "samples" / "not-yet")
    _refused(tmp_path, GOOD.replace('"outputs"', '"dangling"'), key="output_root")


def test_root_linked_into_the_output_root_is_refused(tmp_path: Path, cfg: Path) -> None:
    (cfg / "outputs" / "docs").mkdir(parents=True)
    (cfg / "docs-link").symlink_to(cfg / "outputs" / "docs", target_is_directory=True)
    _refused(tmp_path, GOOD.replace('"samples"', '"docs-link"'), key="output_root")
    _refused(tmp_path, GOOD.replace('"outputs"', '"."'), key="output_root")


def test_output_root_that_is_a_file_is_refused(tmp_path: Path, cfg: Path) -> None:
    (cfg / "outputs").write_text("x")
    _refused(tmp_path, GOOD, key="output_root")


def test_state_dir_overlaps_are_refused(tmp_path: Path, cfg: Path) -> None:
    _refused(tmp_path, GOOD.replace('"state"', '"samples/state"'), key="state_dir")
    _refused(tmp_path, GOOD.replace('"state"', '"outputs/state"'), key="state_dir")
    _refused(tmp_path, GOOD.replace('"state"', '"outputs"'), key="state_dir")
    (cfg / "state-link").symlink_to(cfg / "samples", target_is_directory=True)
    _refused(tmp_path, GOOD.replace('"state"', '"state-link/keys"'), key="state_dir")


def test_symlink_loop_as_output_root_is_refused(tmp_path: Path, cfg: Path) -> None:
    (cfg / "loop-a").symlink_to(cfg / "loop-b")
    (cfg / "loop-b").symlink_to(cfg / "loop-a")
    _refused(tmp_path, GOOD.replace('"outputs"', '"loop-a"'), key="output_root")


def test_config_error_is_a_value_error_and_pickles(tmp_path: Path) -> None:
    error = ConfigError("output_root", "output_root lies inside the allowed root 'x'.")
    assert isinstance(error, ValueError)
    again = pickle.loads(pickle.dumps(error))
    assert (again.key, again.code, again.message) == (error.key, error.code, error.message)


def test_loading_uses_os_environ_when_no_environ_is_given(
    tmp_path: Path, cfg: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _write(cfg, GOOD, name="from-env.toml")
    monkeypatch.setenv(CONFIG_ENV, str(path))
    monkeypatch.setenv("HOME", _env(tmp_path)["HOME"])
    assert load_config().source == path
    assert os.environ[CONFIG_ENV] == str(path)


# -- only allowed_roots is required; every problem is reported at once -------------------------


@pytest.fixture
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    """Per-user data and state folders (platformdirs reads XDG_* on Linux) in the test folder."""
    data, state = tmp_path / "xdg-data", tmp_path / "xdg-state"
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    monkeypatch.setenv("XDG_STATE_HOME", str(state))
    return data, state


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG folders are Linux's")
def test_a_config_with_only_allowed_roots_loads_with_per_user_folders(
    tmp_path: Path, cfg: Path, user_dirs: tuple[Path, Path]
) -> None:
    data, state = user_dirs
    config = load_config(_write(cfg, 'allowed_roots = ["samples"]\n'), environ=_env(tmp_path))
    assert config.output_root == data.resolve() / "fa" / "reports"
    assert config.state_dir == state.resolve() / "fa" / "state"
    assert config.trace_dir is None
    assert config.approval is None  # not set: the host's default applies
    assert config.approval_wait_seconds == 120
    assert not data.exists() and not state.exists()  # loading creates nothing


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG folders are Linux's")
def test_a_default_folder_inside_a_root_is_refused_clearly(
    tmp_path: Path, cfg: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(cfg / "samples" / "data"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "xdg-state"))
    error = _refused(tmp_path, 'allowed_roots = ["samples"]\n', key="output_root")
    assert "default" in error.message and "Set output_root" in error.message


def test_approval_path_and_wait_are_read(tmp_path: Path, cfg: Path) -> None:
    for path in ("elicit", "chat", "terminal"):
        text = GOOD + f'approval = "{path}"\napproval_wait_seconds = 300\n'
        config = load_config(_write(cfg, text), environ=_env(tmp_path))
        assert (config.approval, config.approval_wait_seconds) == (path, 300)


def test_every_problem_of_a_config_is_reported_at_once(tmp_path: Path, cfg: Path) -> None:
    text = (
        GOOD.replace('"outputs"', '"samples/out"')
        + "approval_ttl_seconds = 0\n"
        + 'approval = "maybe"\n'
        + 'typo_key = "x"\n'
    )
    error = _refused(tmp_path, text, key="typo_key")
    assert error.keys == ("typo_key", "output_root", "approval_ttl_seconds", "approval")
    assert "4 problems" in error.message
    for key in error.keys:
        assert f"[{key}]" in error.message
    assert pickle.loads(pickle.dumps(error)).problems == error.problems


def test_several_bad_roots_are_reported_together(tmp_path: Path, cfg: Path) -> None:
    error = _refused(
        tmp_path,
        GOOD.replace('["samples"]', '["missing-1", "samples", "missing-2"]'),
        key="allowed_roots",
    )
    assert "entry 1" in error.message and "entry 3" in error.message
    assert len(error.problems) == 2


def test_problem_counts_are_right(tmp_path: Path) -> None:
    one = tmp_path / "one.toml"
    one.write_text('allowed_roots = ["missing"]\n', encoding="utf-8")
    with pytest.raises(ConfigError) as single:
        load_config(one)
    assert "problems" not in single.value.message and "problem(s)" not in single.value.message
    two = tmp_path / "two.toml"
    two.write_text('allowed_roots = ["missing", "also missing"]\n', encoding="utf-8")
    with pytest.raises(ConfigError) as double:
        load_config(two)
    assert double.value.message.startswith("The config has 2 problems")
    assert len(double.value.problems) == 2
    assert double.value.tried == (two,)


def test_a_backslash_path_in_double_quotes_says_to_use_single_quotes(tmp_path: Path) -> None:
    config = tmp_path / "win.toml"
    config.write_text('allowed_roots = ["C:\\Users\\me\\Documents"]\n', encoding="utf-8")
    with pytest.raises(ConfigError) as error:
        load_config(config)
    assert "single quotes" in error.value.message
    assert "['C:\\Users\\me\\Documents']" in error.value.message
    fine = tmp_path / "fine.toml"
    fine.write_text('allowed_roots = ["C:/Users/me/Documents"\n', encoding="utf-8")  # unclosed
    with pytest.raises(ConfigError) as other:
        load_config(fine)
    assert "single quotes" not in other.value.message


def test_the_language_key_takes_ko_or_en(tmp_path: Path) -> None:
    (tmp_path / "docs").mkdir()
    for value, expected in (('"ko"', "ko"), ('"en"', "en")):
        path = tmp_path / "lang.toml"
        path.write_text(f'allowed_roots = ["docs"]\nlanguage = {value}\n', encoding="utf-8")
        assert load_config(path).language == expected
    path.write_text('allowed_roots = ["docs"]\n', encoding="utf-8")
    assert load_config(path).language is None  # the locale decides
    path.write_text('allowed_roots = ["docs"]\nlanguage = "fr"\n', encoding="utf-8")
    with pytest.raises(ConfigError) as error:
        load_config(path)
    assert error.value.key == "language"
