#!/usr/bin/env bash
# Installs what the tests need on a fresh machine: a Rust toolchain with rustfmt and clippy
# (already on the project's machine kind), python3 (the oracle every case runs under) and a C
# compiler (the CLI's allocator, mimalloc, is built from C).
set -euo pipefail
if ! command -v python3 >/dev/null 2>&1; then
    apt-get update && apt-get install -y python3
fi
if ! command -v cc >/dev/null 2>&1; then
    apt-get update && apt-get install -y gcc
fi
if ! cargo fmt --version >/dev/null 2>&1; then
    rustup component add rustfmt
fi
if ! cargo clippy --version >/dev/null 2>&1; then
    rustup component add clippy
fi
python3 -c 'import sys; assert sys.version_info[:2] >= (3, 11), "the case oracle must be CPython 3.11+"'
# The Python package's tests run in a virtualenv (scripts/setup-python.sh).
if ! python3 -m venv --help >/dev/null 2>&1; then
    apt-get update && apt-get install -y python3-venv
fi
