"""The real main window, offscreen, and real mouse events sent to its viewport."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from goodmeasure.gui.desktop.i18n import TRANSLATED, install_translators
from goodmeasure.gui.window.mainwindow import MainWindow
from goodmeasure.storage import Settings, StoragePaths


@pytest.fixture
def make_window(qtbot, tmp_path: Path):
    """A main window at 1280x800 with animation off and no question before a
    game in progress is left (or the settings given): a modal question would
    wait for an answer no test gives; tests/gui/test_leaving.py asks it."""

    def make(size: tuple[int, int] = (1280, 800), **settings: object) -> MainWindow:
        # Told about Gloucestershire's standard rule already: its strip above the
        # table (once per player) would take room from the table at the first
        # deal; tests/gui/test_lost_start_notice.py asks for it.
        # The first deal ever was dealt: the window deals at once, not after
        # the solver's search for an easy one (tests/gui/test_first_deal.py).
        chosen = Settings(
            animation_speed="off", confirm_abandon=False, told_standard_bouquet=True, first_deal_dealt=True
        )
        for name, value in settings.items():
            setattr(chosen, name, value)
        window = MainWindow(StoragePaths.under(tmp_path / "home"), chosen)
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        return window

    return make


@pytest.fixture
def window(make_window) -> MainWindow:
    return make_window()


@pytest.fixture(autouse=True)
def _locale_restored():
    # install_translators makes the chosen language's locale Qt's default;
    # a test that installs German must not leave German dates to the next.
    before = QLocale()
    yield
    QLocale.setDefault(before)


@pytest.fixture
def app_locale():
    """Choose the app's locale (Qt's default, as install_translators sets it)
    for one test."""
    return lambda name: QLocale.setDefault(QLocale(name))


def _speaking(qapp, language: str):
    """The app's translators for ``language`` installed for one test (any
    language but English must have loaded), removed after it."""
    translators = install_translators(qapp, language)
    assert language == "en" or translators, f"the {language} translation did not load"
    yield language
    for translator in translators:
        QCoreApplication.removeTranslator(translator)


@pytest.fixture(params=["en", "de"])
def language(request, qapp):
    """Each test that asks for it runs once in English and once in German."""
    yield from _speaking(qapp, request.param)


@pytest.fixture
def german(qapp):
    yield from _speaking(qapp, "de")


@pytest.fixture(params=TRANSLATED)
def translated(request, qapp):
    """Each test that asks for it runs once in every language besides English."""
    yield from _speaking(qapp, request.param)
