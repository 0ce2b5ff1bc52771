"""components.message_shape: which messages go to the fallback instead of a confident guess."""

from __future__ import annotations

import pytest

from components.message_shape import shape_of

VOCABULARY = frozenset({"hi", "i", "want", "to", "text", "him", "help", "so", "bad", "yo", "no"})
INTENTS = frozenset({"greet", "restart"})


@pytest.mark.parametrize(
    ("text", "shape"),
    [
        ("", "empty"),
        (" \n\t", "empty"),
        ("😭😭", "unreadable"),
        ("!!! ???", "unreadable"),
        ("\x00\x01abc", "unreadable"),
        ("мне очень плохо", "other_language"),
        ("我很难过", "other_language"),
        ("hola, necesito ayuda", "other_language"),
        ("je ne suis pas bien", "other_language"),
        ("ich bin nicht okay", "other_language"),
        ("asdfgh qwerty", "unknown_words"),
        ("x" * 10_000, "unknown_words"),
        ("/no_such_intent", "unknown_words"),
        ("/greet", "words"),
        ('/restart{"a": 1}', "words"),
        ("i want to text him so bad", "words"),
        ("hi 😭", "words"),
        ("hiiiii", "words"),
        ("yo", "words"),
        ("no", "words"),
        ("I WANT TO TEXT HIM", "words"),
    ],
)
def test_shapes(text: str, shape: str) -> None:
    assert shape_of(text, VOCABULARY, INTENTS) == shape


def test_an_untrained_component_does_not_reject_words() -> None:
    assert shape_of("anything at all", frozenset(), INTENTS) == "words"
