"""A base for the NLU components that learn nothing from the training data.

Rasa's graph asks every component to build itself and to pass training data through; for the
components that only read each message (the crisis screen, local time, short answers) both are
the same, so they live here once.
"""

from __future__ import annotations

from typing import Any

from rasa.engine.graph import ExecutionContext, GraphComponent
from rasa.engine.storage.resource import Resource
from rasa.engine.storage.storage import ModelStorage
from rasa.shared.nlu.training_data.training_data import TrainingData


class StatelessComponent(GraphComponent):
    """A component with no settings and nothing to train."""

    @classmethod
    def create(
        cls,
        config: dict[str, Any],
        model_storage: ModelStorage,
        resource: Resource,
        execution_context: ExecutionContext,
    ) -> StatelessComponent:
        return cls()

    def process_training_data(self, training_data: TrainingData) -> TrainingData:
        return training_data
