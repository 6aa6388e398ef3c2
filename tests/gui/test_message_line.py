"""Every message the table shows reads whole at 1024x700 in every language:
on a line of its own over the status bar's fields, whose room is reserved,
so that a message coming or going moves neither the table nor a field."""

from __future__ import annotations

import pytest
from gui_helpers import start
from PySide6.QtCore import QCoreApplication, QPoint, QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QLabel
from test_hints import ALMOST_LOST

from goodmeasure import engine
from goodmeasure.gui.desktop.i18n import install_translators
from goodmeasure.gui.window.mainwindow import MIN_SIZE
from goodmeasure.languages import SPOKEN

pytestmark = pytest.mark.gui

SMALL_SCREEN = (1024, 700)
CODES = [code for code, _ in SPOKEN]


@pytest.fixture(params=CODES)
def spoken(request, qapp):
    """Each test that asks for it runs once in every language the app speaks."""
    translators = install_translators(qapp, request.param)
    assert request.param == "en" or translators, f"the {request.param} translation did not load"
    yield request.param
    for translator in translators:
        QCoreApplication.removeTranslator(translator)


def widest_texts(metrics: QFontMetrics) -> dict[str, str]:
    """Each kind of message with the widest card, move and reason words of
    the language installed (built here from the words, not taken from the
    line's own samples)."""

    def tr(context: str, text: str) -> str:
        return QCoreApplication.translate(context, text)

    def widest(texts):
        return max(texts, key=metrics.horizontalAdvance)

    ranks = ["Ace", *map(str, range(2, 11)), "Jack", "Queen", "King"]
    suits = ["clubs", "diamonds", "hearts", "spades"]
    card = widest(
        [
            tr("Words", "%1 of %2").replace("%1", tr("Words", rank)).replace("%2", tr("Words", suit))
            for rank in ranks
            for suit in suits
        ]
    )

    def with_card(context, templates):
        return [tr(context, t).replace("%1", card).replace("%2", "13") for t in templates]

    moves = with_card(
        "HintController", ["%1 to its foundation", "%1 onto the waste", "%1 onto bed %2", "%1 onto column %2"]
    ) + [tr("HintController", "turn a card from the stock")]
    reasons = with_card(
        "Words",
        [
            "turns a card from the stock",
            "but the game is lost either way",
            "frees the %1",
            "empties column %2",
            "empties bed %2",
            "brings the %1 back from its foundation",
            "empties nothing, keeps options",
        ],
    )
    move, reason = widest(moves), f" ({widest(reasons)})"

    def hint(template):
        return tr("HintController", template).replace("%1", move).replace("%2", reason)

    refusals = [
        tr("Refusal", t).replace("%1", card).replace("%2", card)
        for t in (
            "The %1 does not go on the %2.",
            "No foundation or bed takes the %1 yet.",
            "No foundation or column takes the %1 yet.",
            "No foundation takes the %1 yet.",
            "An empty column stays empty in this game.",
            "The %1 has nowhere to go.",
        )
    ]
    return {
        "hint": hint("Hint: %1%2. It leads to a win."),
        "suggestion": hint("Suggestion: %1%2."),
        "unproven": hint("Only a suggestion (no win proven): %1%2."),
        "refusal": widest(refusals),
        "won": tr("HintController", "This game is won: every card is home."),
        "stuck": tr("HintController", "No legal move is left."),
        "nothing to undo": tr("HintController", "This position can still be won: there is nothing to undo."),
        "no earlier": tr("HintController", "No earlier position is proven winnable."),
        "no line": tr("HintController", "The solver has no winning line from here to show."),
        "thinking": tr("HintController", "Thinking about a hint..."),
        "rewinding": tr("HintController", "Looking for the last winnable position..."),
        "solving": tr("HintController", "The solver is still looking for a winning line..."),
        "looking for a deal": tr("MainWindow", "Looking for a deal the solver can win..."),
    }


def whole_in(label: QLabel, text: str) -> bool:
    """Does ``text``, wrapped at the label's width, fit the label's geometry,
    and the label the window?"""
    metrics = label.fontMetrics()
    needed = metrics.boundingRect(QRect(0, 0, label.width(), 100_000), int(Qt.TextFlag.TextWordWrap), text)
    window = label.window()
    corner = label.mapTo(window, QPoint(label.width(), label.height()))
    return (
        label.isVisible()
        and label.text() == text
        and needed.width() <= label.width()
        and needed.height() <= label.height()
        and corner.x() <= window.width()
        and corner.y() <= window.height()
    )


@pytest.mark.parametrize("size", [SMALL_SCREEN, MIN_SIZE], ids=["1024x700", "smallest"])
def test_every_message_reads_whole_at_1024x700(spoken, size, make_window, qtbot):
    # At the window's smallest size too, where the longest take two lines.
    window = make_window(size)
    assert (window.width(), window.height()) == size
    start(window, engine.deal("bakers-dozen", 5))
    table = window.view.geometry()
    fields = {name: label.geometry() for name, label in window.status_labels.items()}
    label = window.hints.message_label
    widths = {}
    for kind, text in widest_texts(label.fontMetrics()).items():
        window.hints.say(text)
        QApplication.processEvents()
        assert whole_in(label, text), (spoken, kind, text, label.geometry())
        widths[kind] = label.fontMetrics().horizontalAdvance(text)
        # Reserved room: the message moved neither the table nor a field.
        assert window.view.geometry() == table
        assert {name: lab.geometry() for name, lab in window.status_labels.items()} == fields
    window.hints.say("")
    QApplication.processEvents()
    assert window.view.geometry() == table
    print(spoken, size, "line", label.width(), "x", label.height(), "px; widest messages", widths)
    # The fields' row: each field whole.
    cut = [lab.text() for lab in window.status_labels.values() if lab.width() < lab.sizeHint().width()]
    assert cut == []


def test_a_real_hint_and_its_proof_read_whole_at_1024x700(spoken, make_window, qtbot):
    window = make_window(SMALL_SCREEN)
    start(window, engine.read_deal(ALMOST_LOST))
    window.menu_actions["hint"].trigger()
    proof = QCoreApplication.translate("HintController", "Hint: %1%2. It leads to a win.").split("%2")[-1]
    label = window.hints.message_label
    qtbot.waitUntil(lambda: label.text().endswith(proof), timeout=20000)
    assert whole_in(label, label.text())
    verdict = window.hints.status_label
    assert verdict.text() == QCoreApplication.translate("HintController", "Winnable")
    assert verdict.isVisible() and verdict.width() >= verdict.sizeHint().width()


def test_a_passing_message_shows_whole_on_the_line_and_then_the_hint_again(make_window, qtbot):
    window = make_window(SMALL_SCREEN)
    window.hints.say("The hint's words.")
    QApplication.processEvents()
    table = window.view.geometry()
    bar = window.statusBar()
    passing = "A passing message, as long as a French one can be: " * 3
    bar.showMessage(passing)
    QApplication.processEvents()
    shown = window.hints.message_line.passing
    assert whole_in(shown, passing)
    assert not window.hints.message_label.isVisible()
    bar.clearMessage()
    QApplication.processEvents()
    assert not shown.isVisible()
    assert whole_in(window.hints.message_label, "The hint's words.")
    assert window.view.geometry() == table


def test_the_fields_keep_their_places_when_the_verdict_goes(make_window, qtbot):
    # Live status off: the verdict of a hint stands until the next move clears it.
    window = make_window(SMALL_SCREEN, live_status=False)
    start(window, engine.read_deal(ALMOST_LOST))
    window.menu_actions["hint"].trigger()
    verdict = window.hints.status_label
    qtbot.waitUntil(lambda: verdict.text() == "Winnable", timeout=20000)
    QApplication.processEvents()
    before = {name: label.geometry() for name, label in window.status_labels.items()}
    window.play_move(window.hints.analysis.answer.hint.move)
    qtbot.waitUntil(lambda: verdict.text() == "")
    QApplication.processEvents()
    assert {name: label.geometry() for name, label in window.status_labels.items()} == before
