"""LibraryLogGuard: library records are counted and withheld, and the loggers are restored."""

from __future__ import annotations

import logging

import pytest
from fa_trace import LibraryLogGuard


def test_trace_guard_withholds_text_and_restores_loggers(caplog: pytest.LogCaptureFixture) -> None:
    pypdf = logging.getLogger("pypdf")
    assert pypdf.propagate
    guard = LibraryLogGuard(level=logging.WARNING).install()
    try:
        assert not pypdf.propagate
        logging.getLogger("pypdf._page").warning("font /보고서비밀 missing")
        logging.getLogger("lxml").info("below the effective level: never created")
    finally:
        guard.uninstall()
    assert pypdf.propagate
    assert guard.counts == {("pypdf", "WARNING"): 1}
    texts = [record.getMessage() for record in caplog.records]
    assert texts == [
        "pypdf logged a record at WARNING; its text is withheld because it may quote a document."
    ]
    assert caplog.records[0].name == "fa_trace.library"

    caplog.clear()
    logging.getLogger("pypdf._page").warning("after uninstall the text flows again")
    assert [r.getMessage() for r in caplog.records] == ["after uninstall the text flows again"]


def test_trace_guard_below_its_level_only_counts(caplog: pytest.LogCaptureFixture) -> None:
    with LibraryLogGuard(["PIL"]) as guard:
        logging.getLogger("PIL.Image").warning("chunk name from the file")
    assert guard.counts == {("PIL", "WARNING"): 1}
    assert caplog.records == []


def test_trace_guard_sets_aside_handlers_attached_to_the_library_logger(
    caplog: pytest.LogCaptureFixture,
) -> None:
    seen: list[str] = []

    class Collect(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            seen.append(record.getMessage())

    lxml = logging.getLogger("lxml")
    own = Collect()
    lxml.addHandler(own)
    try:
        with LibraryLogGuard(["lxml"]):
            logging.getLogger("lxml.etree").warning("entity &비밀; undefined")
        assert seen == []
        assert own in lxml.handlers
        logging.getLogger("lxml.etree").warning("restored")
        assert seen == ["restored"]
    finally:
        lxml.removeHandler(own)
