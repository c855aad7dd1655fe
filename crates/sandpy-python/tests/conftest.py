"""Shared fixtures for the sandpy Python package's tests (run by scripts/test-python.sh)."""

from __future__ import annotations

import pytest

import sandpy


@pytest.fixture
def executor():
    """A fresh executor with smolagents' defaults, cleaned up after the test."""
    ex = sandpy.LocalPythonExecutor([])
    yield ex
    ex.cleanup()
