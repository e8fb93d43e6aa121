"""fa_extract."""

__all__ = ()
