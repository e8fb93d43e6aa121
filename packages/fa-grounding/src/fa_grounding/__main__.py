"""`python -m fa_grounding check ...` runs the same command line as `fa-grounding`."""

import sys

from fa_grounding._cli import main

sys.exit(main())
