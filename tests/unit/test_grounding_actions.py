"""The grounding toolkit's actions, on trackers as Rasa would send them, and its words."""

from __future__ import annotations

from statistics import mean
from typing import Any

import pytest
from rasa_sdk import Tracker
from rasa_sdk.events import FollowupAction, SlotSet
from rasa_sdk.executor import CollectingDispatcher

from actions.grounding.actions import (
    DONE_BUTTON,
    STOP_BUTTON,
    ActionGrounding,
    ActionGroundingEnd,
    ActionGroundingStep,
    ActionGroundingStop,
    start_payload,
)
from actions.grounding.content import EXERCISES, TEXT
from content_checks import banned_phrases, fk_grade, word_count
from trackers import tracker

CLEARED = [SlotSet("grounding_active", None), SlotSet("grounding_exercise", None),
           SlotSet("grounding_step", None)]
MENU_PAYLOADS = [start_payload(key) for key in EXERCISES]
TO_THE_END = [FollowupAction("action_grounding_end")]


def with_entities(current: Tracker, **entities: Any) -> Tracker:
    """The tracker with entities on its latest message, as a button payload sets them."""
    current.latest_message["entities"] = [
        {"entity": name, "value": value} for name, value in entities.items()
    ]
    return current


def running(key: str, step: int) -> dict[str, Any]:
    return {"grounding_active": True, "grounding_exercise": key, "grounding_step": step}


def slots_after(events: list[Any]) -> dict[str, Any]:
    return {event["name"]: event["value"] for event in events if event["event"] == "slot"}


async def run(action: Any, current: Tracker) -> tuple[list[Any], list[dict[str, Any]]]:
    dispatcher = CollectingDispatcher()
    events = await action.run(dispatcher, current, {})
    return events, dispatcher.messages


def payloads(message: dict[str, Any]) -> list[str]:
    return [button["payload"] for button in message.get("buttons", [])]


@pytest.mark.parametrize("key", list(EXERCISES))
async def test_a_menu_button_starts_its_exercise(key: str) -> None:
    current = with_entities(tracker(start_payload(key), intent="grounding"), exercise=key)
    events, said = await run(ActionGrounding(), current)
    assert [m["text"] for m in said] == [EXERCISES[key]["steps"][0]]
    assert payloads(said[0]) == ["/next_step", DONE_BUTTON["payload"], "/stop_exercise"]
    assert slots_after(events) == running(key, 0)


@pytest.mark.parametrize(
    ("text", "key"),
    [("can we do box breathing", "box_breathing"),
     ("breathing exercise please", "box_breathing"),
     ("54321", "senses_54321"),
     ("the 5-4-3-2-1 thing", "senses_54321"),
     ("feet on the floor", "orienting"),
     ("cold water", "cold_water"),
     ("urge surfing", "urge_surfing"),
     ("help me ride the urge", "urge_surfing"),
     ("self compassion break", "self_compassion"),
     ("Self-compassion", "self_compassion")],
)
async def test_naming_an_exercise_in_words_starts_it(text: str, key: str) -> None:
    events, said = await run(ActionGrounding(), tracker(text, intent="grounding"))
    assert said[0]["text"] == EXERCISES[key]["steps"][0]
    assert slots_after(events)["grounding_exercise"] == key


@pytest.mark.parametrize("text", ["help me calm down", "I'm panicking", "he was so cold to me",
                                  "/grounding", '/grounding{"exercise": "juggling"}'])
async def test_no_exercise_named_shows_the_menu(text: str) -> None:
    current = tracker(text, intent="grounding")
    if "juggling" in text:
        current = with_entities(current, exercise="juggling")
    events, said = await run(ActionGrounding(), current)
    assert said[0]["text"] == TEXT["menu"]
    assert payloads(said[0]) == [*MENU_PAYLOADS, "/help"]
    assert events == CLEARED


@pytest.mark.parametrize("key", list(EXERCISES))
async def test_next_walks_every_step_to_the_end(key: str) -> None:
    steps = EXERCISES[key]["steps"]
    slots = running(key, 0)
    for index in range(1, len(steps)):
        events, said = await run(ActionGroundingStep(),
                                 tracker("/next_step", intent="next_step", slots=slots))
        assert [m["text"] for m in said] == [steps[index]]
        assert STOP_BUTTON in said[0]["buttons"] and DONE_BUTTON in said[0]["buttons"]
        slots = slots_after(events)
        assert slots == running(key, index)
    events, said = await run(ActionGroundingStep(),
                             tracker("/next_step", intent="next_step", slots=slots))
    assert said == []
    assert events == TO_THE_END
    events, said = await run(ActionGroundingEnd(),
                             tracker("/next_step", intent="next_step", slots=slots))
    assert [m["text"] for m in said] == [EXERCISES[key]["end"]]
    assert payloads(said[0]) == ["/grounding", "/help"]
    assert events == CLEARED


@pytest.mark.parametrize("text", ['/next_step{"finish": true}', "done", "I'm done"])
async def test_done_goes_to_the_end_from_any_step(text: str) -> None:
    current = tracker(text, intent="next_step", slots=running("senses_54321", 1))
    if "finish" in text:
        current = with_entities(current, finish=True)
    events, said = await run(ActionGroundingStep(), current)
    assert said == []
    assert events == TO_THE_END


async def test_a_typed_answer_is_acknowledged_then_the_next_step() -> None:
    steps = EXERCISES["senses_54321"]["steps"]
    heard = []
    for step in (1, 2):
        current = tracker("i see a lamp", intent="nlu_fallback",
                          slots=running("senses_54321", step))
        events, said = await run(ActionGroundingStep(), current)
        assert said[0]["text"] in TEXT["typed_answer"]
        assert said[1]["text"] == steps[step + 1]
        assert slots_after(events) == running("senses_54321", step + 1)
        heard.append(said[0]["text"])
    # Two typed answers in a row get different words.
    assert heard[0] != heard[1]


async def test_a_typed_answer_to_the_last_step_is_acknowledged_then_the_end() -> None:
    steps = EXERCISES["urge_surfing"]["steps"]
    current = tracker("it's a 6 now", intent="share_feelings",
                      slots=running("urge_surfing", len(steps) - 1))
    events, said = await run(ActionGroundingStep(), current)
    assert len(said) == 1 and said[0]["text"] in TEXT["typed_answer"]
    assert events == TO_THE_END


async def test_the_end_with_nothing_running_shows_the_menu() -> None:
    events, said = await run(ActionGroundingEnd(), tracker("/next_step", intent="next_step"))
    assert [m["text"] for m in said] == [TEXT["menu"]]
    assert events == CLEARED


async def test_typed_next_moves_on_without_a_thank_you() -> None:
    current = tracker("ok", intent="affirm", slots=running("box_breathing", 0))
    _, said = await run(ActionGroundingStep(), current)
    assert [m["text"] for m in said] == [EXERCISES["box_breathing"]["steps"][1]]


async def test_the_last_step_offers_done_and_stop_only() -> None:
    steps = EXERCISES["cold_water"]["steps"]
    current = tracker("/next_step", intent="next_step",
                      slots=running("cold_water", len(steps) - 2))
    _, said = await run(ActionGroundingStep(), current)
    assert payloads(said[0]) == [DONE_BUTTON["payload"], "/stop_exercise"]


@pytest.mark.parametrize("step", [0, 3])
async def test_stop_clears_the_slots_and_shows_the_menu(step: int) -> None:
    current = tracker("/stop_exercise", intent="stop_exercise",
                      slots=running("orienting", step))
    events, said = await run(ActionGroundingStop(), current)
    assert [m["text"] for m in said] == [TEXT["stopped"]]
    assert payloads(said[0]) == [*MENU_PAYLOADS, "/help"]
    assert events == CLEARED


async def test_an_exercise_chosen_for_an_urge_ends_by_rating_the_urge_again() -> None:
    slots = {**running("box_breathing", 3), "urge_before": "8", "urge_choice": "grounding"}
    events, said = await run(ActionGroundingEnd(),
                             tracker("/next_step", intent="next_step", slots=slots))
    assert [m["text"] for m in said] == [EXERCISES["box_breathing"]["end"]]
    # No menu buttons: the rating question with its own quick replies comes next.
    assert "buttons" not in said[0] or not said[0]["buttons"]
    assert events == [*CLEARED, FollowupAction("urge_recheck_form")]


async def test_stopping_an_exercise_chosen_for_an_urge_lets_the_choice_go() -> None:
    slots = {**running("box_breathing", 1), "urge_before": "8", "urge_choice": "grounding"}
    events, said = await run(ActionGroundingStop(),
                             tracker("/stop_exercise", intent="stop_exercise", slots=slots))
    assert [m["text"] for m in said] == [TEXT["stopped"]]
    assert events == [*CLEARED, SlotSet("urge_choice", None)]


@pytest.mark.parametrize("slots", [{}, {"grounding_active": None, "grounding_step": 2},
                                   {"grounding_active": True, "grounding_exercise": "gone"}])
async def test_next_with_nothing_running_shows_the_menu(slots: dict[str, Any]) -> None:
    events, said = await run(ActionGroundingStep(),
                             tracker("/next_step", intent="next_step", slots=slots))
    assert [m["text"] for m in said] == [TEXT["menu"]]
    assert events == CLEARED


def bubbles() -> list[str]:
    texts = [TEXT["menu"], TEXT["stopped"], *TEXT["typed_answer"]]
    for exercise in EXERCISES.values():
        texts += [*exercise["steps"], exercise["end"]]
    return texts


@pytest.mark.parametrize("text", bubbles())
def test_every_bubble_is_short_plain_and_free_of_banned_phrases(text: str) -> None:
    assert word_count(text) <= 60
    assert banned_phrases(text) == []
    assert "{" not in text
    assert fk_grade(text) <= 9.0


def test_bubbles_read_at_grade_seven_or_below_on_average() -> None:
    assert mean(fk_grade(text) for text in bubbles()) <= 7.0


def test_every_exercise_has_a_title_steps_and_an_end() -> None:
    assert len(EXERCISES) == 6
    for exercise in EXERCISES.values():
        assert exercise["title"] and exercise["end"]
        assert 4 <= len(exercise["steps"]) <= 8
