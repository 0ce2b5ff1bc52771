"""actions.reframing.themes: the starters offered fit the thought the person wrote."""

from __future__ import annotations

import pytest

from actions.reframing.themes import theme_of


@pytest.mark.parametrize(
    ("thought", "theme"),
    [
        ("im so stupid for going back", "weak_for_going_back"),
        ("i went back to him again i'm pathetic", "weak_for_going_back"),
        ("I should have left sooner", "should_have_left_sooner"),
        ("i shouldve seen it coming", "should_have_left_sooner"),
        ("i wasted 6 years of my life", "should_have_left_sooner"),
        ("I provoked him", "provoked"),
        ("i made him angry so he hit the wall", "provoked"),
        ("i deserved it", "deserved_it"),
        ("i'm too sensitive", "too_sensitive"),
        ("im always overreacting", "too_sensitive"),
        ("no one else would ever want me", "nobody_else"),
        ("nobody will love me now", "nobody_else"),
        ("it's all my fault", "general"),
        ("i'm a terrible person", "general"),
    ],
)
def test_theme_of(thought: str, theme: str) -> None:
    assert theme_of(thought) == theme
