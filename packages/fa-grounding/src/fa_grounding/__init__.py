"""fa_grounding."""

__all__ = ()
