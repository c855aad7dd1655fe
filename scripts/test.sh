#!/usr/bin/env bash
# Every test of the project: the Rust workspace (engine, executors, CLI, case programs,
# sessions, security corpus) and then the Python package (pytest, smolagents' executor
# tests run against sandpy). Installs what they need first (scripts/setup.sh).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
scripts/setup.sh
cargo test --workspace
scripts/test-python.sh
