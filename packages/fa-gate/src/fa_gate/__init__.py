"""fa_gate: the boundary of fa.

The allowed roots decide what may be read (`load_config`, `Boundary`); the save gate decides what
may be written, only after approval, with a hash-chained audit log.
"""

from fa_gate._errors import ConfigError, GateError, PathError

__all__ = (
    # errors
    "ConfigError",
    "GateError",
    "PathError",
)
