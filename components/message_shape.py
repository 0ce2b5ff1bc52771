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
import unicodedata
from typing import Any

from rasa.engine.graph import ExecutionContext, GraphComponent
from rasa.engine.recipes.default_recipe import DefaultV1Recipe
from rasa.engine.storage.resource import Resource
from rasa.engine.storage.storage import ModelStorage
from rasa.shared.core.constants import DEFAULT_INTENTS
from rasa.shared.nlu.constants import ENTITIES, INTENT, INTENT_RANKING_KEY, TEXT
from rasa.shared.nlu.training_data.message import Message
from rasa.shared.nlu.training_data.training_data import TrainingData

ENTITY = "message_shape"
FALLBACK_INTENT = "nlu_fallback"
_WORD = re.compile(r"[^\W\d_]+")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_STRETCH = re.compile(r"(\w)\1{2,}")

# Very common words, enough to tell English from the languages our users most often write in.
# English wins ties, so short or mixed messages stay with the classifier.
_ENGLISH = frozenset(
    "i you the a and to is it my me he she what of in that this im dont can so not do how feel "
    "was are with for have just they him her them we on at be no yes".split()
)
_OTHER = frozenset(
    "que de el la los las es y por pero mi yo estoy necesito ayuda quiero hola con hablar "
    "alguien favor ayudame muy mal siento "  # Spanish
    "je suis pas les des est et moi ne veux aide "  # French
    "ich bin nicht und der die das ist mir mich hilfe "  # German
    "eu não nao estou ele ela com uma um para muito preciso ajuda "  # Portuguese
    "che non sono il di ho per het een ik niet".split()  # Italian, Dutch
)


def words_of(text: str) -> list[str]:
    return _WORD.findall(text.lower())


def shape_of(text: str, vocabulary: frozenset[str], intents: frozenset[str]) -> str:
    """Sort a message by shape (see the module docstring); ``words`` means a normal message."""
    stripped = text.strip()
    if not stripped:
        return "empty"
    if stripped.startswith("/"):
        # Rasa's RegexMessageHandler, later in the pipeline, sets a known intent itself.
        command = stripped[1:].split("{", 1)[0].strip()
        return "words" if command in intents else "unknown_words"
    letters = [c for c in stripped if c.isalpha()]
    if not letters or _CONTROL.search(stripped):
        return "unreadable"
    non_latin = sum(1 for c in letters if "LATIN" not in unicodedata.name(c, ""))
    if non_latin > len(letters) / 2:
        return "other_language"
    words = words_of(stripped)
    foreign = sum(w in _OTHER for w in words)
    # Two foreign words at least: a lone "yo" or "no" is English slang as often as not.
    if foreign >= 2 and foreign > sum(w in _ENGLISH for w in words):
        return "other_language"
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
