"""The tests import their shared helpers (`grounding_drafts`) from this folder: pytest runs in
importlib mode, which puts no test folder on the import path by itself."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
