"""The errors fa-grounding raises: one base, subclasses that also inherit the closest built-in."""

from __future__ import annotations


class GroundingError(Exception):
    """Base of every error fa-grounding raises.

    `code` is a stable UPPER_SNAKE string a program can branch on; `message` is a sentence a
    person understands, with the next step.
    """

    code: str = "GROUNDING_ERROR"

    def __init__(self, message: str, *, code: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = code

    def __repr__(self) -> str:
        return f"{type(self).__name__}(code={self.code!r}, message={self.message!r})"


class InvalidBlocksError(GroundingError, ValueError):
    """The blocks (or the draft) have the right type but not a usable content.

    Codes: `INVALID_BLOCKS` (a block without anchor or text), `INVALID_ANCHOR` (an anchor outside
    the grammar `L14`, `s7.2`, `s7n`, `p3`, `t2`, `meta`), `DUPLICATE_ANCHOR`.
    """

    code = "INVALID_BLOCKS"


class InputTypeError(GroundingError, TypeError):
    """The draft or the blocks are not of an accepted type (code `WRONG_INPUT_TYPE`)."""

    code = "WRONG_INPUT_TYPE"
