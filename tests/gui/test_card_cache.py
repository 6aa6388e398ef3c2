"""The table's card pictures are kept on disk: the next run reads them back
instead of rendering the SVGs again (the first frame's biggest cost), an
edited deck is rendered afresh, and a dialog's previews write nothing."""

from __future__ import annotations

import os

import pytest
from driver import TableDriver

from goodmeasure.gui.table import cardart
from goodmeasure.gui.table.cardart import CardArt, card_file
from goodmeasure.storage.paths import cache_dir

pytestmark = pytest.mark.gui

FACES = ["AS", "KH", "QD", "TC"]
SIZE = (98.0, 138.0, 1.0)


def rendering_counted(monkeypatch) -> list[str]:
    rendered: list[str] = []
    renderer = CardArt._renderer

    def counted(self, name):
        rendered.append(name)
        return renderer(self, name)

    monkeypatch.setattr(CardArt, "_renderer", counted)
    return rendered


def kept_on_disk() -> list[str]:
    folder = cache_dir() / "cards" / cardart.CLASSIC
    return sorted(p.name for p in folder.glob("*.png")) if folder.is_dir() else []


def test_the_next_run_reads_the_tables_pictures_instead_of_rendering(qtbot, monkeypatch):
    rendered = rendering_counted(monkeypatch)
    table = CardArt(on_disk=True)
    first = {name: table.pixmap(name, *SIZE) for name in FACES}
    assert sorted(rendered) == sorted(FACES)
    table.keep_on_disk()  # the window closes
    assert len(kept_on_disk()) == len(FACES)
    rendered.clear()
    again = CardArt(on_disk=True)  # as the next run's table
    for name in FACES:
        picture = again.pixmap(name, *SIZE)
        assert picture.toImage() == first[name].toImage()
        assert picture.devicePixelRatio() == first[name].devicePixelRatio()
    assert rendered == []


def test_an_edited_deck_is_rendered_afresh(qtbot, monkeypatch, tmp_path):
    svg = tmp_path / "AS.svg"
    svg.write_bytes(card_file(cardart.CLASSIC, "AS").read_bytes())
    monkeypatch.setattr(cardart, "card_file", lambda deck, name: svg)
    rendered = rendering_counted(monkeypatch)
    table = CardArt(on_disk=True)
    table.pixmap("AS", *SIZE)
    table.keep_on_disk()
    stat = svg.stat()
    os.utime(svg, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))  # the deck was changed
    rendered.clear()
    CardArt(on_disk=True).pixmap("AS", *SIZE)
    assert rendered == ["AS"]


def test_only_the_tables_size_in_use_is_kept(qtbot):
    preview = CardArt()  # the Settings dialog's
    preview.pixmap("AS", 50, 70, 1.0)
    preview.keep_on_disk()
    assert kept_on_disk() == []
    table = CardArt(on_disk=True)
    table.pixmap("KH", 120, 168, 1.0)  # a size the table had for a while
    table.pixmap("AS", *SIZE)  # the size it has at the end
    table.keep_on_disk()
    assert [name.split(".")[:2] for name in kept_on_disk()] == [["AS", "98x138@1"]]


def test_the_window_keeps_its_cards_as_it_closes_for_the_next_start(make_window, qtbot, monkeypatch):
    window = make_window()
    window.start_deal("good-measure", 1)  # every card face up
    qtbot.waitUntil(lambda: TableDriver(window).position_drawn == window.position)
    window.close()
    assert len(kept_on_disk()) == 52
    rendered = rendering_counted(monkeypatch)
    again = make_window()
    again.start_deal("good-measure", 1)
    qtbot.waitUntil(lambda: TableDriver(again).position_drawn == again.position)
    assert rendered == []
