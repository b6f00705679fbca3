"""``python -m sparrowpy``: the same as the ``sparrowpy`` command."""

import sys

from .cli import main

sys.exit(main())
