"""`python -m fa_mcp_server`: the same as the `fa-mcp` command."""

import sys

from fa_mcp_server._cli import main

sys.exit(main())
