"""Keep library log records, which can quote a document, away from stderr and traces.

pypdf logs encoding and object names taken from the PDF at WARNING; lxml and Pillow name tags,
entities and chunks chosen by the file's author. The tracer never reads log records at all, so
none can reach a trace. This guard covers the other way out, the server's stderr: it takes
over the libraries' top-level loggers, counts their records, and lets through only a fixed
sentence naming the library and level, never the record's text.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Iterable

DEFAULT_LIBRARY_LOGGERS = ("pypdf", "PIL", "lxml", "docx", "pptx", "defusedxml")
"""Libraries whose log records may carry document-derived text."""

_withheld = logging.getLogger("fa_trace.library")


class _Withhold(logging.Handler):
    def __init__(self, guard: LibraryLogGuard) -> None:
        super().__init__(level=logging.NOTSET)
        self._guard = guard

    def emit(self, record: logging.LogRecord) -> None:
        library = record.name.partition(".")[0]
        self._guard.counts[(library, record.levelname)] += 1
        if record.levelno >= self._guard.level:
            _withheld.log(
                record.levelno,
                "%s logged a record at %s; its text is withheld because it may quote a document.",
                library,
                record.levelname,
            )


class LibraryLogGuard:
    """While installed, no record of the named loggers (or their children) reaches any other
    handler; each is counted in ``counts[(library, level_name)]``, and those at or above
    ``level`` are replaced by one fixed sentence on the ``fa_trace.library`` logger.

    Handlers already attached to the named loggers are set aside until ``uninstall``; records
    below a logger's effective level (WARNING unless configured) are never created at all.

    Use as a context manager, or call ``install()`` at server start and ``uninstall()`` at exit.
    """

    def __init__(
        self,
        names: Iterable[str] = DEFAULT_LIBRARY_LOGGERS,
        *,
        level: int = logging.ERROR,
    ) -> None:
        """Prepare (not yet install) a guard over ``names`` at ``level``."""
        self.names = tuple(names)
        self.level = level
        self.counts: Counter[tuple[str, str]] = Counter()
        self._handler = _Withhold(self)
        self._saved: dict[str, tuple[bool, list[logging.Handler]]] = {}

    def install(self) -> LibraryLogGuard:
        """Take over the loggers: stop propagation and route records to the counting handler."""
        for name in self.names:
            logger = logging.getLogger(name)
            if name not in self._saved:
                self._saved[name] = (logger.propagate, list(logger.handlers))
                for handler in list(logger.handlers):
                    logger.removeHandler(handler)
                logger.addHandler(self._handler)
            logger.propagate = False
        return self

    def uninstall(self) -> None:
        """Give the loggers back as they were."""
        for name, (propagate, handlers) in self._saved.items():
            logger = logging.getLogger(name)
            logger.removeHandler(self._handler)
            for handler in handlers:
                logger.addHandler(handler)
            logger.propagate = propagate
        self._saved.clear()

    def __enter__(self) -> LibraryLogGuard:
        return self.install()

    def __exit__(self, *exc: object) -> None:
        self.uninstall()
