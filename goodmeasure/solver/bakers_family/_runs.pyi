# The compiled core's runs game (_runs.pyx; built by setup.py, loaded through
# core.py): what Python sees of it.
