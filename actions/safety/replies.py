"""What the bot says when the crisis screen flags a message. Pure text composition, no Rasa.

Every function returns a Reply: short chat bubbles, quick-reply buttons, and the safety payload
the web page renders as a card. Text and payload are built from the same resources, so a
text-only client (rasa shell) shows the same numbers as the card.

The texts keep these rules, and tests/safety/test_replies.py checks them for every combination
of level, category, region, person and language:
- emergency: the emergency number in the first bubble, short sentences, then the crisis line,
  then "Are you safe right now?";
- crisis: acknowledge, the right lines with their numbers, say once that this is a program and
  not a crisis line, stay with the person, offer a calming exercise;
- no method details, no "commit suicide", no promises asked for, no "just leave", no labels
  for the partner, no questions whose answers would help someone reading over a shoulder;
- bubbles of at most 60 words, plain enough to read at grade 7 or below.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from actions.safety.region import REGION_CHOICES
from actions.safety.resources import (
    FALLBACK_REGION,
    Region,
    Resource,
    get_region,
    normalize_categories,
    regions,
    resources_for,
)

SAFE_BUTTON = ("I'm safe right now", "/safety_safe")
UNSAFE_BUTTON = ("I'm not safe", "/safety_unsafe")
CHECKIN_YES_BUTTON = ("Yes", "/safety_checkin_yes")
CHECKIN_NO_BUTTON = ("No", "/safety_checkin_no")
CALM_BUTTON = ("Help me calm down", "/grounding")
OTHER_BUTTON = ("Something else", "/help")
REGION_BUTTONS: tuple[tuple[str, str], ...] = tuple(
    (title, "/inform_region" + json.dumps({"region": code}, separators=(",", ":")))
    for title, code in REGION_CHOICES
)

_SAFETY_BUTTONS = (SAFE_BUTTON, UNSAFE_BUTTON, CALM_BUTTON)
# A crisis that names no category: every table below falls back to its general text.
_NO_CATEGORY = ""

ASK_REGION = "Where are you? I can show numbers for your country."


@dataclass(frozen=True)
class Reply:
    """One bot turn: what to show, the quick replies to offer, and the card's data."""

    bubbles: tuple[str, ...]  # short chat bubbles, each ≤ 60 words, reading grade ≤ 7
    buttons: tuple[tuple[str, str], ...]  # (title, payload) quick replies
    payload: dict[str, Any] | None  # {"safety": {...}} for the web card, or None


# --- What to say, per category. A crisis that names no category (another language, a vague
# --- disclosure) gets the general text beside each table, or the suicide wording for the check-in.

_ACK = {
    "suicide": "Thank you for telling me. I'm really glad you did. Wanting to die is a heavy "
    "thing to carry, and you don't have to carry it alone.",
    "self_harm": "Thank you for telling me. The urge to hurt yourself often comes from deep "
    "pain. You deserve care, not blame.",
    "partner_violence": "I'm so sorry this is happening to you. No one deserves to be hurt or "
    "scared by someone close to them. If it isn't safe to talk, you can close this chat at any "
    "time.",
    "sexual_violence": "Thank you for telling me. I believe you. What happened is not on you. "
    "The person who did it is the one to blame.",
    "child_safety": "Thank you for telling me. A child being hurt is serious. You did the right "
    "thing by speaking up.",
    "harm_to_others": "Thank you for being honest with me. Saying it out loud is a good first "
    "step.",
    "medical": "This sounds like it needs medical help now. Please don't wait to see if it gets "
    "better.",
}
_ACK_GENERAL = (
    "Thank you for telling me. It sounds like you are going through something really hard."
)

# The second bubble of a crisis reply; {call} is "call 999" or "call your local emergency number".
_NEXT = {
    "self_harm": "If you are hurt and need care now, {call}.",
    "sexual_violence": "You choose what happens next, at your own pace. If you are hurt or in "
    "danger now, {call}.",
    "child_safety": "If a child is in danger right now, {call}.",
    "harm_to_others": "If you can, step away now. Put space between you and the other person, "
    "and anything that could hurt someone.",
    "medical": "Please {call} now. Tell them what happened and where you are.",
}

_LINES_INTRO = {
    "suicide": "You can reach people trained to help:",
    "self_harm": "You can reach people trained to help:",
    "partner_violence": "Someone trained can help you think through your choices and stay "
    "safer:",
    "sexual_violence": "If you want to talk to someone, these can help:",
    "child_safety": "You can also talk it through here:",
    "harm_to_others": "You can talk this through with someone trained:",
    "medical": "If the person is awake and breathing, you can also call:",
}

_EMERGENCY_STEP = {
    "suicide": "If you can, move away from anything you could use to hurt yourself. Go to a "
    "safe place, near other people if you can.",
    "self_harm": "If you can, move away from anything you could use to hurt yourself. Go to a "
    "safe place, near other people if you can.",
    "partner_violence": "If you can, get away from the person hurting you. A place with other "
    "people, or a room with a way out, is safer.",
    "sexual_violence": "If you can, get to a safe place, near someone you trust. What happened "
    "is not on you.",
    "child_safety": "If you can do it safely, get the child away from danger and stay with "
    "them.",
    "harm_to_others": "Step away now. Put space between you and the other person, and "
    "anything that could hurt someone.",
    "medical": "Don't wait to see if it gets better. Tell them what happened and where you "
    "are.",
}
_EMERGENCY_STEP_GENERAL = "If you can, go somewhere safe, near other people."

# Helping someone else: how to be with them, and when to call.
_HELPER_ACK = {
    "child_safety": "Thank you for speaking up for a child. That matters.",
}
_HELPER_ACK_GENERAL = (
    "Thank you for looking out for them. It's hard when someone you care about is hurting."
)
_HELPER_HOW = {
    "suicide": 'Ask them straight out: "Are you thinking about suicide?" Asking will not put '
    "the idea in their head. Then listen, and stay with them.",
    "self_harm": "Ask them gently if they are hurting themselves. Listen without judging, and "
    "stay with them if you can.",
    "partner_violence": "Listen, and believe them. Let them choose their own steps. Pushing "
    "them to act can make things more dangerous. Be careful with texts and calls, because "
    "someone may check their phone.",
    "sexual_violence": "Believe them, and let them lead. It is their choice what happens "
    "next. Let them know the blame is not theirs.",
    "child_safety": "If a child is in danger right now, {call}. Stay calm with the child, and "
    "don't press them for details.",
    "harm_to_others": "Keep yourself safe. If someone is in danger right now, {call}. Don't "
    "try to handle it alone.",
    "medical": "Please {call} now, and stay with them until help comes.",
}
_HELPER_HOW_GENERAL = "Ask them how they are, and really listen. Stay with them if you can."
# Categories whose helper advice already says when to call the emergency number.
_HELPER_SAYS_CALL = frozenset({"child_safety", "harm_to_others", "medical"})
_HELPER_EMERGENCY_STEP = {
    "suicide": "Stay with them if it is safe. If you can, move things they could use to hurt "
    "themselves out of reach.",
    "self_harm": "Stay with them if it is safe. If you can, move things they could use to hurt "
    "themselves out of reach.",
    "partner_violence": "Don't put yourself in danger. Tell the call taker where they are and "
    "what you know.",
    "sexual_violence": "Help them get to a safe place if you can. Believe them, and stay with "
    "them.",
    "child_safety": "If you can do it safely, stay with the child until help comes.",
    "harm_to_others": "Keep yourself and others away from them. Don't try to stop them on "
    "your own.",
    "medical": "Stay with them until help comes. Tell the call taker what happened.",
}
_HELPER_EMERGENCY_STEP_GENERAL = "Stay with them if it is safe, until help comes."

_PROGRAM = (
    "I'm a program, not a crisis line, so I can't call anyone or send help. But I'm here, and "
    "we can keep talking. If it helps, we can also try something to calm your body."
)
_PROGRAM_EMERGENCY = "I'm a program, not a crisis line, so I can't call for you. I'm still here."
_PROGRAM_HELPER = (
    "I'm a program, not a crisis line. But I'm here for you too, and we can keep talking."
)

_CHECKIN_OPENER = "It sounds like things are really hard right now."
_CHECKIN_OPENER_HELPER = "It sounds like you are worried about someone."
_CHECKIN_QUESTION = {
    "suicide": "When you say that, do you mean thoughts of ending your life?",
    "self_harm": "Are you having thoughts of hurting yourself?",
    "partner_violence": "Is someone close to you hurting you or making you feel unsafe?",
    "sexual_violence": "Has someone done something sexual to you that you didn't want?",
    "child_safety": "Is a child being hurt, or in danger?",
    "harm_to_others": "Are you having thoughts of hurting someone?",
    "medical": "Do you, or someone with you, need medical help right now?",
}
_CHECKIN_QUESTION_HELPER = {
    "suicide": "Do you think they might be having thoughts of ending their life?",
    "self_harm": "Do you think they might be hurting themselves?",
    "partner_violence": "Is someone hurting them or making them feel unsafe?",
    "sexual_violence": "Has someone done something sexual to them that they didn't want?",
    "child_safety": "Is a child being hurt, or in danger?",
    "harm_to_others": "Are they talking about hurting someone?",
    "medical": "Do they need medical help right now?",
}
_CHECKIN_EITHER_WAY = "You can tell me either way."

# One line in the person's language before the English text: the emergency number and where to
# find a helpline. The "unknown" form is used when we do not know the country.
_OTHER_LANGUAGE = {
    "es": (
        "Si estás en peligro, llama ahora al {number}. En findahelpline.com hay líneas de "
        "ayuda gratuitas en tu país.",
        "Si estás en peligro, llama ahora al número de emergencias de tu país (112 en Europa, "
        "911 en EE. UU. y Canadá). En findahelpline.com hay líneas de ayuda gratuitas en tu "
        "país.",
    ),
    "fr": (
        "Si vous êtes en danger, appelez le {number} maintenant. Sur findahelpline.com, vous "
        "trouverez des lignes d'écoute gratuites dans votre pays.",
        "Si vous êtes en danger, appelez maintenant le numéro d'urgence de votre pays (112 en "
        "Europe, 911 au Canada). Sur findahelpline.com, vous trouverez des lignes d'écoute "
        "gratuites dans votre pays.",
    ),
    "de": (
        "Wenn du in Gefahr bist, ruf jetzt die {number} an. Auf findahelpline.com findest du "
        "kostenlose Hilfetelefone in deinem Land.",
        "Wenn du in Gefahr bist, ruf jetzt den Notruf deines Landes an (in Europa die 112). "
        "Auf findahelpline.com findest du kostenlose Hilfetelefone in deinem Land.",
    ),
    "pt": (
        "Se você está em perigo, ligue agora para o {number}. Em findahelpline.com você "
        "encontra linhas de apoio gratuitas no seu país.",
        "Se você está em perigo, ligue agora para o número de emergência do seu país (112 na "
        "Europa). Em findahelpline.com você encontra linhas de apoio gratuitas no seu país.",
    ),
}
SUPPORTED_LANGUAGES = ("en", *_OTHER_LANGUAGE)

# The numbers the offline message lists for talking to someone, by resource id.
_OFFLINE_LINES = (
    ("us_988", "US, Canada"),
    ("uk_samaritans", "UK, Ireland"),
    ("au_lifeline", "Australia"),
    ("nz_1737", "New Zealand"),
    ("in_telemanas", "India"),
)
_US_988_CALLS_STAT = (
    "Calling 988 is mostly just talking: fewer than 2 in 100 calls involve emergency services."
)


def crisis_reply(
    level: str,
    categories: Sequence[str],
    region: str | None,
    *,
    third_person: bool = False,
    language: str = "en",
) -> Reply:
    """The answer to a message the screen rated "emergency" or "crisis".

    A "concern" gets the gentle check-in instead (after the other-language line, if any). With no
    known region the reply shows the
    international fallback and the common emergency numbers, then asks where the person is
    (region quick replies) instead of asking if they are safe: the action answers again once
    the region is known, and that answer asks.
    """
    if level not in ("concern", "crisis", "emergency"):
        raise ValueError(f"crisis_reply needs concern, crisis or emergency, not {level!r}")
    known = _known_region(region)
    place = known or get_region(FALLBACK_REGION)
    if level == "concern":
        checkin = checkin_reply(categories, third_person=third_person)
        bubbles = (*_language_line(language, place), *checkin.bubbles)
        return Reply(bubbles, checkin.buttons, checkin.payload)

    cats = normalize_categories(categories)
    main = cats[0] if cats else _NO_CATEGORY
    picked = resources_for(place.code, level, cats, third_person)
    lines = [r for r in picked if r.kind != "emergency"]

    bubbles = _language_line(language, place)
    if level == "emergency":
        bubbles += _emergency_bubbles(main, place, lines, third_person)
    elif third_person:
        bubbles += _helper_crisis_bubbles(main, place, lines)
    else:
        bubbles += _crisis_bubbles(main, cats, place, lines)

    if known is None:
        question, buttons = ASK_REGION, REGION_BUTTONS
    elif third_person and level == "crisis":
        question = "Looking after someone is a lot. What would help you most right now?"
        buttons = (CALM_BUTTON, OTHER_BUTTON)
    elif main == "partner_violence" and level == "crisis":
        question, buttons = "Are you safe to talk right now?", _SAFETY_BUTTONS
    else:
        question, buttons = "Are you safe right now?", _SAFETY_BUTTONS
    bubbles.append(question)
    return Reply(tuple(bubbles), buttons, _payload(level, cats, known, picked))


def checkin_reply(categories: Sequence[str], *, third_person: bool = False) -> Reply:
    """A gentle, direct question for a "concern" message, answered with Yes / No.

    It carries no payload: it asks rather than answers, and the page's "Get help now" button is
    always there.
    """
    cats = normalize_categories(categories)
    main = cats[0] if cats else "suicide"
    if third_person:
        opener, question = _CHECKIN_OPENER_HELPER, _CHECKIN_QUESTION_HELPER[main]
    else:
        opener, question = _CHECKIN_OPENER, _CHECKIN_QUESTION[main]
    return Reply(
        (opener, f"{question} {_CHECKIN_EITHER_WAY}"),
        (CHECKIN_YES_BUTTON, CHECKIN_NO_BUTTON),
        None,
    )


def safe_now_reply(region: str | None) -> Reply:
    """After "I'm safe right now": relief, the way back to help, and a choice of what next."""
    known = _known_region(region)
    place = known or get_region(FALLBACK_REGION)
    top = _general_line(place)
    reminder = f"If that changes, {_call(place)}. You can also reach {_line(top, bullet=False)}"
    return Reply(
        (
            "I'm glad you're safe right now.",
            reminder,
            "Would you like to keep talking, or try something to help you feel calmer?",
        ),
        (CALM_BUTTON, OTHER_BUTTON),
        None,
    )


def unsafe_now_reply(region: str | None) -> Reply:
    """After "I'm not safe": the emergency route in the fewest words."""
    known = _known_region(region)
    place = known or get_region(FALLBACK_REGION)
    bubbles = [
        _call_now(place),
        "If you can, get to a safer place, near other people.",
        _PROGRAM_EMERGENCY,
    ]
    buttons: tuple[tuple[str, str], ...] = (SAFE_BUTTON,)
    if known is None:
        bubbles.append(ASK_REGION)
        buttons = REGION_BUTTONS
    return Reply(
        tuple(bubbles),
        buttons,
        _payload("emergency", (), known, [place.emergency_resource]),
    )


def checkin_no_reply() -> Reply:
    """The check-in was answered "no": thank them, leave the door open, offer a next step."""
    return Reply(
        (
            "Okay. Thank you for letting me know.",
            "If that changes, you can tell me any time. What would help you right now?",
        ),
        (CALM_BUTTON, OTHER_BUTTON),
        None,
    )


def helplines_reply(region: str | None) -> Reply:
    """The numbers for where the person is, when they ask for help or say where they are."""
    known = _known_region(region)
    place = known or get_region(FALLBACK_REGION)
    picked = resources_for(place.code, "crisis", ("suicide", "partner_violence"))
    lines = [r for r in picked if r.kind != "emergency"]
    where = "" if _is_international(place) else f" in {place.name}"
    bubbles = [_lines_bubble(f"Here are people you can reach{where}:", lines)]
    if _is_international(place):
        bubbles.append(_common_numbers(place, "In danger now? Call your local emergency number:"))
    else:
        bubbles.append(f"In danger now? {_call_now(place)}")
    if known is None:
        bubbles.append(ASK_REGION)
        buttons = REGION_BUTTONS
    else:
        bubbles.append("Are you safe right now?")
        buttons = _SAFETY_BUTTONS
    emergency = [] if _is_international(place) else [place.emergency_resource]
    return Reply(tuple(bubbles), buttons, _payload("none", (), known, [*emergency, *lines]))


def urgent_help_text() -> str:
    """Every common emergency and crisis number, for when we cannot know more.

    The Rasa server says it without the action server (domain response `utter_urgent_help`):
    in the welcome, and in place of any safety reply when the action server is down. It is
    built from resources.yml, and a test checks that the domain's copy matches it.
    """
    intl = get_region(FALLBACK_REGION)
    emergency = ", ".join(f"{c.number} ({c.places})" for c in intl.common_numbers)
    by_id = {r.id: r for region in regions().values() for r in region.resources}
    talk = ", ".join(f"{by_id[rid].phone} ({places})" for rid, places in _OFFLINE_LINES)
    finder = _contact(_general_line(intl))
    return (
        "If you need help now:\n"
        f"In danger? Call {emergency}.\n"
        f"To talk to someone: {talk}.\n"
        f"Anywhere else: {finder}"
    )


# --- Building blocks ---------------------------------------------------------------------------


def _emergency_bubbles(
    main: str, place: Region, lines: Sequence[Resource], third_person: bool
) -> list[str]:
    if third_person:
        step = _HELPER_EMERGENCY_STEP.get(main, _HELPER_EMERGENCY_STEP_GENERAL)
    else:
        step = _EMERGENCY_STEP.get(main, _EMERGENCY_STEP_GENERAL)
    bubbles = [_call_now(place), step]
    if lines:
        intro = (
            _LINES_INTRO["medical"] if main == "medical" else "When you can, these can help too:"
        )
        bubbles.append(_lines_bubble(intro, lines))
    bubbles.append(_PROGRAM_EMERGENCY)
    return bubbles


def _crisis_bubbles(
    main: str, cats: Sequence[str], place: Region, lines: Sequence[Resource]
) -> list[str]:
    call = _call(place)
    bubbles = [_ACK.get(main, _ACK_GENERAL)]
    if main in _NEXT:
        bubbles.append(_NEXT[main].format(call=call))
    if lines:
        bubbles.append(
            _lines_bubble(_LINES_INTRO.get(main, _LINES_INTRO["suicide"]), lines, main)
        )
    if "partner_violence" in cats:
        danger = f"Helplines can't send help to where you are. If you are in danger now, {call}."
        # Abroad, the numbers bubble below carries the notes.
        notes = () if _is_international(place) else place.notes
        bubbles.append(" ".join([danger, *notes]))
    if _is_international(place):
        bubbles.append(_common_numbers(place))
    bubbles.append(_PROGRAM)
    return bubbles


def _helper_crisis_bubbles(main: str, place: Region, lines: Sequence[Resource]) -> list[str]:
    call = _call(place)
    bubbles = [
        _HELPER_ACK.get(main, _HELPER_ACK_GENERAL),
        _HELPER_HOW.get(main, _HELPER_HOW_GENERAL).format(call=call),
    ]
    if lines:
        bubbles.append(_lines_bubble("You can call one of these together, or share them:", lines))
    if main not in _HELPER_SAYS_CALL:
        bubbles.append(f"If they are in danger right now, {call}.")
    if _is_international(place):
        bubbles.append(_common_numbers(place))
    bubbles.append(_PROGRAM_HELPER)
    return bubbles


def _call_now(place: Region) -> str:
    if _is_international(place):
        return _common_numbers(place, "Call your local emergency number now:")
    return " ".join([f"Call {place.emergency} now.", *place.notes])


def _call(place: Region) -> str:
    if _is_international(place):
        return "call your local emergency number"
    return f"call {place.emergency}"


def _common_numbers(place: Region, intro: str = "Emergency numbers:") -> str:
    # One number a line: easier to find at a glance than a long sentence of places.
    numbers = [f"• {c.number} ({c.places})" for c in place.common_numbers]
    return "\n".join([intro, *numbers, *place.notes])


def _general_line(place: Region) -> Resource:
    return resources_for(place.code, "crisis", [])[0]


def _is_international(place: Region) -> bool:
    return place.code == FALLBACK_REGION


def _known_region(code: str | None) -> Region | None:
    if not code:
        return None
    return regions().get(code.strip().upper())


def _lines_bubble(intro: str, lines: Sequence[Resource], main: str | None = None) -> str:
    text = "\n".join([intro, *(_line(r) for r in lines)])
    # Fear of police at the door keeps people from calling 988; the real figure is low.
    if main in ("suicide", "self_harm") and any(r.id == "us_988" for r in lines):
        text += "\n" + _US_988_CALLS_STAT
    return text


def _line(resource: Resource, *, bullet: bool = True) -> str:
    hours = f", {resource.hours}" if resource.hours else ""
    text = f"{resource.display_name}: {_contact(resource)}{hours}"
    return f"• {text}" if bullet else f"{text}."


def _contact(resource: Resource) -> str:
    phone, sms = resource.phone, resource.sms
    if phone and sms == f"Text {phone}":
        return f"call or text {phone}"
    parts = []
    if phone:
        parts.append(f"call {phone}")
    if sms:
        parts.append(sms[0].lower() + sms[1:])
    if not parts and resource.url:
        parts.append(resource.url.removeprefix("https://").removeprefix("www."))
    return " or ".join(parts)


def _language_line(language: str, place: Region) -> list[str]:
    code = (language or "en").replace("_", "-").split("-")[0].lower()
    templates = _OTHER_LANGUAGE.get(code)
    if templates is None:
        return []
    known_form, unknown_form = templates
    if _is_international(place):
        return [unknown_form]
    return [known_form.format(number=place.emergency)]


def _payload(
    level: str, cats: Sequence[str], known: Region | None, picked: Sequence[Resource]
) -> dict[str, Any]:
    return {
        "safety": {
            "level": level,
            "categories": list(cats),
            # None: we do not know where the person is, and the resources are the
            # international fallback.
            "region": known.code if known else None,
            "resources": [r.as_payload() for r in picked],
        }
    }
