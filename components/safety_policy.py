"""Dialogue policy that puts the safety reply ahead of everything else the bot was doing.

Two duties, both deterministic:

1. When the crisis screen (components.safety_screen) rated the latest message ``concern`` or
   higher, predict ``action_safety_response`` straight away. The prediction is marked as not
   depending on user input and has a priority above RulePolicy, so it also wins over an active
   form's next question: the ensemble lets such predictions overrule every other kind, and then
   compares confidence and priority.
2. Never leave a person without an answer. If a custom action ran after the latest message and
   nothing was said (the action server is down or failed), predict a static response that lives
   on the Rasa side: the emergency and crisis numbers after a safety action, the ordinary
   fallback after any other action. Then listen. A tracker replayed from a story file
   (``rasa test core``) has no action server behind it: stories do not record what a custom
   action said, so there silence is not read as a failure.
"""

from __future__ import annotations

from typing import Any

from rasa.core.constants import POLICY_PRIORITY, RULE_POLICY_PRIORITY
from rasa.core.policies.policy import Policy, PolicyPrediction
from rasa.engine.graph import ExecutionContext
from rasa.engine.recipes.default_recipe import DefaultV1Recipe
from rasa.engine.storage.resource import Resource
from rasa.engine.storage.storage import ModelStorage
from rasa.shared.core.constants import ACTION_LISTEN_NAME
from rasa.shared.core.domain import Domain
from rasa.shared.core.events import ActionExecuted, BotUttered, Event, UserUttered
from rasa.shared.core.generator import TrackerWithCachedStates
from rasa.shared.core.trackers import DialogueStateTracker

from components.safety_screen import SAFETY_KEY

SAFETY_ACTION = "action_safety_response"
SAFETY_OFFLINE_RESPONSE = "utter_urgent_help"
GENERAL_OFFLINE_RESPONSE = "utter_default"
ROUTED_LEVELS = frozenset({"concern", "crisis", "emergency"})
# Above RulePolicy, so that a tie on confidence goes to safety.
SAFETY_PRIORITY = RULE_POLICY_PRIORITY + 1


# Actions Rasa runs around every user message; they say nothing by design.
_HOUSEKEEPING = frozenset({ACTION_LISTEN_NAME, "action_extract_slots", "action_session_start"})
_STATIC_ANSWERS = frozenset({SAFETY_OFFLINE_RESPONSE, GENERAL_OFFLINE_RESPONSE})


def screened_level(tracker: DialogueStateTracker) -> str:
    message = tracker.latest_message
    if message is None:
        return "none"
    return str((message.parse_data.get(SAFETY_KEY) or {}).get("level", "none"))


def events_since_user(tracker: DialogueStateTracker) -> list[Event] | None:
    """The events after the latest user message, or None when there is none yet."""
    events = list(tracker.events)
    for index in range(len(events) - 1, -1, -1):
        if isinstance(events[index], UserUttered):
            return events[index + 1:]
    return None


def next_safety_action(tracker: DialogueStateTracker, domain: Domain) -> str | None:
    """The action safety requires now, or None when the other policies should decide."""
    since = events_since_user(tracker)
    if since is None:
        return None
    ran = [e for e in since
           if isinstance(e, ActionExecuted) and e.action_name not in _HOUSEKEEPING]
    # Story replay keeps the file name in sender_source; a live conversation has none.
    replayed = bool(tracker.sender_source)
    spoke = replayed or any(isinstance(e, BotUttered) for e in since)
    flagged = screened_level(tracker) in ROUTED_LEVELS
    if not ran:
        return SAFETY_ACTION if flagged else None
    last = ran[-1].action_name
    if last == SAFETY_ACTION:
        return ACTION_LISTEN_NAME if spoke else SAFETY_OFFLINE_RESPONSE
    # Rasa logs a failed remote action as executed with no events after it. Our own actions
    # always say something or return an event, so this shape means the action server failed.
    if since[-1] is ran[-1] and not spoke and _is_custom(last, domain):
        return SAFETY_OFFLINE_RESPONSE if flagged else GENERAL_OFFLINE_RESPONSE
    if last in _STATIC_ANSWERS and len(ran) > 1 and _is_custom(ran[-2].action_name, domain):
        return ACTION_LISTEN_NAME
    return None


def _is_custom(action: str | None, domain: Domain) -> bool:
    """An action the action server runs (responses are rendered by the Rasa server itself)."""
    return bool(action) and action in domain.user_actions and not action.startswith("utter_")


@DefaultV1Recipe.register(
    DefaultV1Recipe.ComponentType.POLICY_WITHOUT_END_TO_END_SUPPORT, is_trainable=False
)
class SafetyPolicy(Policy):
    """Predicts the safety reply for screened messages and a static answer for silent actions."""

    @staticmethod
    def get_default_config() -> dict[str, Any]:
        return {POLICY_PRIORITY: SAFETY_PRIORITY}

    @classmethod
    def create(
        cls,
        config: dict[str, Any],
        model_storage: ModelStorage,
        resource: Resource,
        execution_context: ExecutionContext,
        **kwargs: Any,
    ) -> SafetyPolicy:
        return cls({**cls.get_default_config(), **config}, model_storage, resource,
                   execution_context)

    def train(
        self, training_trackers: list[TrackerWithCachedStates], domain: Domain, **kwargs: Any
    ) -> Resource:
        return self._resource

    def predict_action_probabilities(
        self,
        tracker: DialogueStateTracker,
        domain: Domain,
        rule_only_data: dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> PolicyPrediction:
        probabilities = self._default_predictions(domain)
        action = next_safety_action(tracker, domain)
        if action is None:
            return self._prediction(probabilities)
        probabilities[domain.index_for_action(action)] = 1.0
        return self._prediction(probabilities, is_no_user_prediction=True)
