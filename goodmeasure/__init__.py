"""goodmeasure: Good Measure and three more patience games, with a solver."""

__version__ = "0.1.0"
