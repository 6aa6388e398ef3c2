"""The app on the desktop: its start (app.py), one instance per data folder,
sound, the languages, and whether a display is there.
"""
