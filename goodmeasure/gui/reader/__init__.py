"""The table as a screen reader meets it: accessible piles through Qt's own
accessibility, and the words said for every change.
"""
