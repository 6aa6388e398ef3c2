"""The main window and what it shows of the session: the actions table, the
status bar and its message line, the banner and notices, the end of a game,
hints and the deal search (over the session's analysis, on a QThread
runner), refusals, full screen, the first-run pointer.
"""
