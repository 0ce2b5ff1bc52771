"""NLU component that notices messages the classifier cannot read, so they get an honest answer.

DIET answers every input with some intent, often with high confidence: emoji came out as
"goodbye", "hola necesito ayuda" as "out of scope", random letters as "help". This component
runs after FallbackClassifier and sorts each message by shape:

- ``empty``: nothing but white space;
- ``unreadable``: no letters at all (emoji, symbols) or control characters (binary junk);
- ``other_language``: mostly another script, or more common words of another language than of
  English;
- ``unknown_words``: none of its words occur anywhere in the training examples, or it is a
  typed ``/intent`` command naming an intent the bot does not have;
- ``words``: anything else, left as the classifier parsed it.

For every shape but ``words`` it sets the intent to ``nlu_fallback``, so the fallback rule
answers, and it always adds a ``message_shape`` entity, which fills the slot that picks the
right variation of ``utter_default``. The crisis screen runs after this and is not affected:
a pill emoji is still a crisis cue.
"""

from __future__ import annotations

import json
import re
from typing import Any

from rasa.engine.graph import ExecutionContext, GraphComponent
from rasa.engine.recipes.default_recipe import DefaultV1Recipe
from rasa.engine.storage.resource import Resource
from rasa.engine.storage.storage import ModelStorage
from rasa.shared.core.constants import DEFAULT_INTENTS
from rasa.shared.nlu.constants import ENTITIES, INTENT, INTENT_RANKING_KEY, TEXT
from rasa.shared.nlu.training_data.message import Message
from rasa.shared.nlu.training_data.training_data import TrainingData

from actions.safety.language import mostly_foreign, words_of

ENTITY = "message_shape"
FALLBACK_INTENT = "nlu_fallback"
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_STRETCH = re.compile(r"(\w)\1{2,}")


def shape_of(text: str, vocabulary: frozenset[str], intents: frozenset[str]) -> str:
    """Sort a message by shape (see the module docstring); ``words`` means a normal message."""
    stripped = text.strip()
    if not stripped:
        return "empty"
    if stripped.startswith("/"):
        # Rasa's RegexMessageHandler, later in the pipeline, sets a known intent itself.
        command = stripped[1:].split("{", 1)[0].strip()
        return "words" if command in intents else "unknown_words"
    if not any(c.isalpha() for c in stripped) or _CONTROL.search(stripped):
        return "unreadable"
    if mostly_foreign(stripped):
        return "other_language"
    words = words_of(stripped)
    if vocabulary and not any(vocabulary & _spellings(w) for w in words):
        return "unknown_words"
    return "words"


def _spellings(word: str) -> set[str]:
    """The word, and the word with stretched letters cut back to two or one ("hellooo" ->
    "helloo", "hello"; "sooo" -> "soo", "so"), since people stretch words for feeling."""
    return {word, _STRETCH.sub(r"\1\1", word), _STRETCH.sub(r"\1", word)}


@DefaultV1Recipe.register(
    [DefaultV1Recipe.ComponentType.INTENT_CLASSIFIER], is_trainable=True
)
class MessageShape(GraphComponent):
    """Sends unreadable messages to the fallback and tags every message with its shape."""

    def __init__(
        self,
        model_storage: ModelStorage,
        resource: Resource,
        vocabulary: frozenset[str],
        intents: frozenset[str],
    ) -> None:
        self._model_storage = model_storage
        self._resource = resource
        self._vocabulary = vocabulary
        self._intents = intents

    @classmethod
    def create(
        cls,
        config: dict[str, Any],
        model_storage: ModelStorage,
        resource: Resource,
        execution_context: ExecutionContext,
    ) -> MessageShape:
        return cls(model_storage, resource, frozenset(), frozenset(DEFAULT_INTENTS))

    @classmethod
    def load(
        cls,
        config: dict[str, Any],
        model_storage: ModelStorage,
        resource: Resource,
        execution_context: ExecutionContext,
        **kwargs: Any,
    ) -> MessageShape:
        with model_storage.read_from(resource) as directory:
            known = json.loads((directory / "known.json").read_text(encoding="utf-8"))
        return cls(model_storage, resource, frozenset(known["words"]),
                   frozenset(known["intents"]))

    def train(self, training_data: TrainingData) -> Resource:
        known = {
            "words": sorted({w for example in training_data.training_examples
                             for w in words_of(example.get(TEXT) or "")}),
            "intents": sorted(training_data.intents | set(DEFAULT_INTENTS)),
        }
        with self._model_storage.write_to(self._resource) as directory:
            (directory / "known.json").write_text(json.dumps(known), encoding="utf-8")
        return self._resource

    def process_training_data(self, training_data: TrainingData) -> TrainingData:
        return training_data

    def process(self, messages: list[Message]) -> list[Message]:
        for message in messages:
            shape = shape_of(message.get(TEXT) or "", self._vocabulary, self._intents)
            if shape != "words":
                message.set(INTENT, {"name": FALLBACK_INTENT, "confidence": 1.0},
                            add_to_output=True)
                message.set(INTENT_RANKING_KEY, [], add_to_output=True)
            entity = {"entity": ENTITY, "value": shape, "start": 0, "end": 0,
                      "extractor": type(self).__name__}
            message.set(ENTITIES, [*message.get(ENTITIES, []), entity], add_to_output=True)
        return messages
