"""``python -m goodmeasure``: the same as the ``goodmeasure`` command."""

from .cli import main

raise SystemExit(main())
