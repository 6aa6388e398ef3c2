# Written by setup.py when it builds the compiled core (see core.py); not in
# the repository. The digest of the .pyx/.pxd sources, and of each module built.
SOURCES: str
BINARIES: dict[str, str]
