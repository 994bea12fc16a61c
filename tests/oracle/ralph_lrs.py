"""Ralph (PyPI `ralph-malph`), an xAPI learning record store, on a loopback port for latih's
`send` test: `ralph_lrs.py PORT`, with RALPH_AUTH_FILE (credentials made by `ralph auth`) and
RALPH_BACKENDS__LRS__FS__DEFAULT_DIRECTORY_PATH (where it keeps statements) in the
environment.

Its file backend creates its statements file on the first write and refuses every later
write to it (operation CREATE), so a second POST fails with 500; appending is the mode that
backend offers for adding to the file, and the store still looks up each statement's id
before writing, so a statement it has is not written twice.
"""

import sys

from ralph.backends.data.base import BaseOperationType
from ralph.backends.data.fs import FSDataBackend

FSDataBackend.default_operation_type = BaseOperationType.APPEND

import uvicorn  # noqa: E402

uvicorn.run("ralph.api:app", host="127.0.0.1", port=int(sys.argv[1]), log_level="warning")
