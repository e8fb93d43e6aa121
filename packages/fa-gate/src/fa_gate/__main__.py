"""`python -m fa_gate`: the same as the `fa-gate` command."""

import sys

from fa_gate._cli import main

sys.exit(main())
