"""CodeAgent end to end: the same scripted model drives an agent with smolagents' own
executor and with sandpy's; the final answer and everything the model was shown must be
the same."""

from __future__ import annotations

from smolagents import CodeAgent, tool
from smolagents.models import ChatMessage, MessageRole, Model

import sandpy


@tool
def lookup(city: str, unit: str = "C") -> dict:
    """Looks up the weather.

    Args:
        city: the city.
        unit: C or F.
    """
    return {"city": city, "temp": 21 if unit == "C" else 70}


class ScriptedModel(Model):
    """Answers with the next scripted step and records every prompt it was shown."""

    def __init__(self, steps, model_id="scripted"):
        super().__init__(model_id=model_id)
        self.steps = list(steps)
        self.seen = []

    def generate(self, messages, stop_sequences=None, response_format=None, tools_to_call_from=None, **kwargs):
        self.seen.append([(str(m.role), str(m.content)) for m in messages])
        text = self.steps.pop(0)
        return ChatMessage(role=MessageRole.ASSISTANT, content=text)


STEPS = [
    "Thought: look it up.\n<code>\nresult = lookup(city='Paris', unit='C')\nprint('got', result)\n</code>",
    "Thought: compute a ratio.\n<code>\nratio = result['temp'] / (len(result) - 2)\n</code>",
    "Thought: no ratio then.\n<code>\ntemp = result['temp']\nprint(temp * 2)\nif temp > 20:\n    verdict = 'warm'\n</code>",
    "Thought: done.\n<code>\nfinal_answer(f\"{result['city']}: {temp} ({verdict})\")\n</code>",
]


def run_agent(executor_factory, steps, **agent_kwargs):
    model = ScriptedModel(steps)
    kwargs = dict(tools=[lookup], model=model, max_steps=6, verbosity_level=0, **agent_kwargs)
    if executor_factory is not None:
        kwargs["executor"] = executor_factory()
    agent = CodeAgent(**kwargs)
    answer = agent.run("What is the weather in Paris?")
    return answer, model.seen


def test_code_agent_sees_the_same_with_sandpy_as_with_smolagents():
    reference_answer, reference_seen = run_agent(None, STEPS)
    answer, seen = run_agent(lambda: sandpy.LocalPythonExecutor([]), STEPS)
    assert reference_answer == "Paris: 21 (warm)"
    assert answer == reference_answer
    assert len(seen) == len(reference_seen) == 4
    assert seen == reference_seen
    # The failed step showed the model smolagents' error text.
    failure = "Code execution failed at line 'ratio = result['temp'] / (len(result) - 2)' due to: ZeroDivisionError: division by zero"
    assert any(failure in c for _, c in seen[2])


MANAGER_STEPS = [
    "Thought: ask the researcher.\n<code>\nreport = researcher(task='find the capital of France')\nprint(report)\n</code>",
    "Thought: answer.\n<code>\nfinal_answer(report.upper())\n</code>",
]
RESEARCHER_STEPS = ["Thought: easy.\n<code>\nfinal_answer('Paris')\n</code>"]


def run_manager(executor_factory):
    researcher = CodeAgent(
        tools=[], model=ScriptedModel(RESEARCHER_STEPS), name="researcher", description="Finds facts.", verbosity_level=0,
        **({"executor": executor_factory()} if executor_factory else {}),
    )
    manager_model = ScriptedModel(MANAGER_STEPS)
    manager = CodeAgent(
        tools=[], model=manager_model, managed_agents=[researcher], verbosity_level=0,
        **({"executor": executor_factory()} if executor_factory else {}),
    )
    return manager.run("What is the capital of France?"), manager_model.seen


def test_managed_agents_are_called_from_code_like_tools():
    reference_answer, reference_seen = run_manager(None)
    answer, seen = run_manager(lambda: sandpy.LocalPythonExecutor([]))
    assert answer == reference_answer
    assert "PARIS" in str(answer)
    assert seen == reference_seen
