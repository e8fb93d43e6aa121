"""fa_trace."""

__all__ = ()
