"""Auto finish, the win, the stuck notice, restarting and choosing games."""

from __future__ import annotations

import pytest
from driver import TableDriver
from gui_helpers import click, drag, move, point, start
from gui_positions import ONE_MOVE_TO_FINISH, ONE_MOVE_TO_STUCK

from goodmeasure import engine

pytestmark = pytest.mark.gui


def test_auto_finish_plays_the_rest_off(window):
    start(window, ONE_MOVE_TO_FINISH)
    drag(window, point(window, ("c", 0)), point(window, ("c", 1)))  # QC onto KC
    assert engine.is_won(window.position)
    assert [str(m) for m in window.history.moves] == ["c1>c2", "c1>f", "c2>f", "c2>f"]
    assert TableDriver(window).banner() is not None
    assert window.banner.button("New deal") is not None


def test_auto_finish_off_leaves_the_cards(make_window):
    window = make_window(auto_finish=False)
    before = start(window, ONE_MOVE_TO_FINISH)
    click(window, point(window, ("c", 0)))
    assert window.position == engine.apply(before, move("c1>c2"))
    assert not engine.is_won(window.position)
    assert TableDriver(window).banner() is None


def test_animated_auto_finish_ends_won_and_input_skips_it(make_window, qtbot):
    window = make_window(animation_speed="slow")
    start(window, ONE_MOVE_TO_FINISH)
    click(window, point(window, ("c", 0)))
    assert not engine.is_won(window.position)  # still gliding, card by card
    window.skip_animation()  # what any input does
    assert engine.is_won(window.position)
    assert TableDriver(window).banner() is not None


def test_animated_auto_finish_runs_by_itself(make_window, qtbot):
    window = make_window(animation_speed="fast")
    start(window, ONE_MOVE_TO_FINISH)
    click(window, point(window, ("c", 0)))
    qtbot.waitUntil(lambda: engine.is_won(window.position), timeout=3000)
    assert len(window.history.moves) == 4


def test_stuck_notice_offers_undo_and_new_deal(window):
    before = start(window, ONE_MOVE_TO_STUCK)
    assert TableDriver(window).banner() is None
    click(window, point(window, ("c", 2)))  # 9C home: nothing else can move
    assert engine.is_stuck(window.position)
    assert TableDriver(window).banner() is not None
    window.banner.button("Undo").click()
    assert window.position == before
    assert TableDriver(window).banner() is None
    click(window, point(window, ("c", 2)))
    window.banner.button("New deal").click()
    assert window.position.game.name == "good-measure"
    assert window.history.moves_made == 0
    assert TableDriver(window).banner() is None


def test_restart_goes_back_to_the_deal(window):
    before = start(window, engine.deal("bakers-dozen", 5))
    first = engine.legal_moves(before)[0]
    window.play_move(first)
    window.menu_actions["restart"].trigger()
    assert window.position == before
    assert window.history.can_redo()


def test_choosing_a_game_deals_it_with_the_settings_variants(make_window):
    window = make_window(golf_wrap=False)
    window.game_actions["golf"].trigger()
    assert window.position.game.name == "golf"
    assert window.position.game.options == frozenset({"on-king"})
    assert window.settings.last_game == "golf"
    window.game_actions["gloucestershire"].trigger()
    assert window.position.game.has_bouquet


def test_deal_by_number(window, monkeypatch):
    from PySide6.QtWidgets import QInputDialog

    def exec_typed(dialog: QInputDialog) -> int:
        dialog.setIntValue(42)
        return QInputDialog.DialogCode.Accepted

    monkeypatch.setattr(QInputDialog, "exec", exec_typed)
    window.menu_actions["number"].trigger()
    assert window.number == 42
    assert window.position == engine.deal(window.game, 42)


def test_status_bar_shows_game_deal_moves_and_score(window):
    window.start_deal("good-measure", 7)
    assert TableDriver(window).status("deal") == "Deal 7"
    assert TableDriver(window).status("score") == "Score: 10"
    window.start_deal("golf", 7)
    assert TableDriver(window).status("score") == "Cards left: 35"


def test_help_and_settings_dialogs_open(window, qtbot, monkeypatch):
    from PySide6.QtWidgets import QDialog

    from goodmeasure.gui.dialogs.settings_dialog import SettingsDialog

    for game in ("good-measure", "bakers-dozen", "golf", "gloucestershire"):
        window.start_deal(game, 1)
        window.menu_actions["howto"].trigger()
    monkeypatch.setattr(SettingsDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    window.menu_actions["settings"].trigger()
    assert window.paths.settings_file.exists()
