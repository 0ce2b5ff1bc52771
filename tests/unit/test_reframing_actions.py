"""The reframing form's validation and actions, on trackers as Rasa would send them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from rasa_sdk.events import SlotSet
from rasa_sdk.executor import CollectingDispatcher

from actions.exercise_forms import SKIPPED
from actions.reframing.actions import (
    ActionReframeFinish,
    ActionReframeStart,
    ValidateReframeForm,
    question,
    reflection,
)
from actions.reframing.content import PROMPTS, STEPS
from trackers import tracker

DOMAIN: dict[str, Any] = yaml.safe_load(Path("domain.yml").read_text(encoding="utf-8"))
FORM = ValidateReframeForm()


async def validate(slot: str, text: str, intent: str = "share_feelings",
                   **slots: Any) -> tuple[dict[str, Any], list[str]]:
    dispatcher = CollectingDispatcher()
    current = tracker(text, intent=intent, slots=slots, active_loop="reframe_form")
    result = await getattr(FORM, f"validate_{slot}")(text, dispatcher, current, DOMAIN)
    return result, [m["text"] for m in dispatcher.messages]


def test_the_form_asks_every_step_in_the_domain() -> None:
    assert DOMAIN["forms"]["reframe_form"]["required_slots"] == list(STEPS)
    actions = set(DOMAIN["actions"])
    assert {f"action_ask_{slot}" for slot in STEPS} <= actions


@pytest.mark.parametrize("text", ["70", "about seventy", "70%", "seventy percent"])
async def test_belief_accepts_numbers_and_words(text: str) -> None:
    result, said = await validate("reframe_belief_before", text)
    assert result == {"reframe_belief_before": "70"}
    assert said == []


@pytest.mark.parametrize("text", ["150", "-", "a lot", "between 20 and 40"])
async def test_belief_out_of_range_or_unclear_is_asked_again(text: str) -> None:
    result, said = await validate("reframe_belief_before", text)
    assert result == {"reframe_belief_before": None}
    assert said == [PROMPTS["out_of_range"]]


@pytest.mark.parametrize("text", ["skip", "i dont know", "I don't know", "idk", "pass"])
async def test_any_step_can_be_skipped(text: str) -> None:
    for slot in ("reframe_origin", "reframe_context", "reframe_belief_before"):
        result, said = await validate(slot, text)
        assert result == {slot: SKIPPED}
        assert said and said[0] in PROMPTS["skip"]


async def test_an_off_topic_reply_is_redirected_not_swallowed() -> None:
    result, said = await validate("reframe_context", "whats the weather like",
                                  intent="out_of_scope")
    assert result == {"reframe_context": None}
    assert said == [PROMPTS["off_topic"]]


async def test_a_thought_about_going_back_gets_the_no_blame_line() -> None:
    result, said = await validate("reframe_thought", "im so weak for going back to him")
    assert result == {"reframe_thought": "im so weak for going back to him"}
    assert said == [PROMPTS["never_blame"]]
    _, other = await validate("reframe_thought", "i'm too sensitive")
    assert other == []


async def test_where_it_came_from_explains_repetition() -> None:
    result, said = await validate("reframe_origin", "he said it every day")
    assert result == {"reframe_origin": "he said it every day"}
    assert said == [PROMPTS["after_origin"]]


@pytest.mark.parametrize(
    ("text", "kind"),
    [("Something I did", "guilt"), ("Who I am", "shame"), ("Not sure", "unsure"),
     ("its about me as a person", "shame"), ("both really", "unsure")],
)
async def test_guilt_or_shame(text: str, kind: str) -> None:
    result, said = await validate("reframe_guilt_shame", text)
    assert result == {"reframe_guilt_shame": kind}
    assert said == [PROMPTS["after_guilt"][kind]]


async def test_belief_after_reflects_the_change() -> None:
    result, said = await validate("reframe_belief_after", "40", reframe_belief_before="80")
    assert result == {"reframe_belief_after": "40"}
    assert "80" in said[0] and "40" in said[0]


@pytest.mark.parametrize(
    ("before", "after", "key"),
    [(80, 40, "lower"), (60, 60, "same"), (30, 50, "higher"), (None, 40, "unknown")],
)
def test_reflection(before: int | None, after: int | None, key: str) -> None:
    assert reflection(before, after) == PROMPTS["reflect"][key].format(before=before,
                                                                        after=after)


async def test_keeping_the_fairer_statement_adds_it_to_the_reasons() -> None:
    fairer = "I left when I could."
    result, _ = await validate("reframe_keep", "keep it", reframe_fairer=fairer,
                               reasons=["he broke my phone"])
    assert result == {"reframe_keep": "keep", "reasons": ["he broke my phone", fairer]}
    result, _ = await validate("reframe_keep", "let it go", reframe_fairer=fairer)
    assert result == {"reframe_keep": "let_go"}


def test_fairer_starters_match_the_thought() -> None:
    current = tracker("", slots={"reframe_thought": "I provoked him"})
    _, buttons = question("reframe_fairer", current)
    titles = [b["title"] for b in buttons]
    assert titles[:2] == PROMPTS["starters"]["provoked"][:2]
    assert titles[-1] == "Skip"


async def test_start_takes_the_thought_they_just_shared() -> None:
    dispatcher = CollectingDispatcher()
    events = await ActionReframeStart().run(
        dispatcher, tracker("it's all my fault", intent="self_blame"), DOMAIN)
    assert events == [SlotSet("reframe_thought", "it's all my fault")]
    assert dispatcher.messages[0]["text"] == PROMPTS["intro"]


async def test_coming_back_resumes_at_the_first_open_step() -> None:
    dispatcher = CollectingDispatcher()
    slots = {"reframe_thought": "i deserved it", "reframe_belief_before": "90",
             "reframe_origin": SKIPPED}
    events = await ActionReframeStart().run(
        dispatcher, tracker("/start_reframe", intent="start_reframe", slots=slots), DOMAIN)
    assert events == []
    assert dispatcher.messages[0]["text"] == PROMPTS["resume"].format(step=4)


async def test_finishing_clears_the_steps_but_not_the_reasons() -> None:
    dispatcher = CollectingDispatcher()
    events = await ActionReframeFinish().run(
        dispatcher, tracker("keep it", slots={"reframe_keep": "keep", "reasons": ["x"]}),
        DOMAIN)
    assert events == [SlotSet(slot, None) for slot in STEPS]
    assert dispatcher.messages[0]["text"] == PROMPTS["kept"]
