#!/usr/bin/env python3
"""Downloads the pinned third-party packages of the conformance run (packages.json).

Each package's exact sdist comes from PyPI through `pip download` (no dependencies, source
distributions only), is checked against its pinned sha256 and is unpacked into
target/conformance-cache/ (outside git). Their code is fetched at test time, never
committed. Already unpacked packages are left alone, so a second run is offline.

    python3 tests/conformance/fetch.py [--cache DIR]
"""

import argparse
import hashlib
import json
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
DEFAULT_CACHE = REPO / "target" / "conformance-cache"


def sha256_of(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 16), b""):
            h.update(chunk)
    return h.hexdigest()


def download(pkg, downloads):
    """The sdist of `pkg` in `downloads`, fetched with pip when it is not there yet."""
    target = downloads / pkg["sdist"]
    if target.exists() and sha256_of(target) == pkg["sha256"]:
        return target
    with tempfile.TemporaryDirectory() as tmp:
        cmd = [
            sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
            "--no-binary", ":all:", "--dest", tmp,
            f"{pkg['name']}=={pkg['version']}",
        ]
        # pip prepares the metadata of each sdist (fetching its build backend from PyPI).
        r = subprocess.run(cmd, capture_output=True, text=True)
        got = Path(tmp) / pkg["sdist"]
        if not got.exists():
            sys.exit(f"fetch: pip could not download {pkg['name']}=={pkg['version']}:\n{r.stdout}{r.stderr}")
        digest = sha256_of(got)
        if digest != pkg["sha256"]:
            sys.exit(f"fetch: sha256 mismatch for {pkg['sdist']}: got {digest}, pinned {pkg['sha256']}")
        downloads.mkdir(parents=True, exist_ok=True)
        shutil.move(str(got), target)
    return target


def unpack(archive, dest):
    """Unpacks the sdist into `dest`, refusing members that would land outside it."""
    tmp = dest.with_name(dest.name + ".partial")
    if tmp.exists():
        shutil.rmtree(tmp)
    tmp.mkdir(parents=True)
    with tarfile.open(archive) as tar:
        tar.extractall(tmp, filter="data")
    tmp.rename(dest)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cache", type=Path, default=DEFAULT_CACHE)
    args = ap.parse_args()
    manifest = json.loads((HERE / "packages.json").read_text())
    downloads = args.cache / "downloads"
    for pkg in manifest["packages"]:
        dest = args.cache / f"{pkg['name']}-{pkg['version']}"
        if dest.exists():
            print(f"fetch: {pkg['name']} {pkg['version']}: cached")
            continue
        archive = download(pkg, downloads)
        unpack(archive, dest)
        print(f"fetch: {pkg['name']} {pkg['version']}: unpacked into {dest}")


if __name__ == "__main__":
    main()
