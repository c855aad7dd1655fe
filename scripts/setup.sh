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

# The isolated executor's sandbox (crates/sandpy-isolate). Its tests run the escape suite as
# root and again as an unprivileged user, with Debian's /usr/bin/python3 (readable by that
# user; pyenv's interpreter lives under the mode-700 /root), and import numpy inside from an
# allowlisted site-packages, so numpy goes into both interpreters the tests use.
if ! id sandpy-test >/dev/null 2>&1; then
    useradd --system --user-group --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin sandpy-test
fi
if [ ! -x /usr/bin/python3 ] || ! /usr/bin/python3 -m pip --version >/dev/null 2>&1; then
    apt-get update && apt-get install -y python3 python3-pip
fi
if ! command -v runuser >/dev/null 2>&1 || ! command -v ldd >/dev/null 2>&1; then
    apt-get update && apt-get install -y util-linux libc-bin
fi
if ! python3 -c 'import numpy' >/dev/null 2>&1; then
    python3 -m pip install numpy
fi
if ! /usr/bin/python3 -c 'import numpy' >/dev/null 2>&1; then
    /usr/bin/python3 -m pip install --break-system-packages numpy
fi
