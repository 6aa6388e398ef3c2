"""The dialogs: Settings, Statistics, How to play, Keyboard shortcuts, About,
the deal number, the file choosers, and how a dialog fits the screen.
"""
