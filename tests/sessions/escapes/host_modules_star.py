# Host modules never load, even with --authorized-imports '*'.
# ---- step ----
import sys
# ---- step ----
import os
# ---- step ----
from os import system
# ---- step ----
import os.path
# ---- step ----
import builtins
# ---- step ----
import subprocess
# ---- step ----
import importlib
# ---- step ----
import ctypes
# ---- step ----
__import__("os")
# ---- expected ----
# {"ok": false, "error": {"type": "ImportError", "message": "Import of sys is not allowed: modules that reach the host (os, sys, subprocess, socket, …) never load in the local executor. Use the isolated executor (real CPython in a sandbox) for code that needs them."}}
# {"ok": false, "error": {"type": "ImportError", "message": "Import of os is not allowed: modules that reach the host (os, sys, subprocess, socket, …) never load in the local executor. Use the isolated executor (real CPython in a sandbox) for code that needs them."}}
# {"ok": false, "error": {"type": "ImportError", "message": "Import of os is not allowed: modules that reach the host (os, sys, subprocess, socket, …) never load in the local executor. Use the isolated executor (real CPython in a sandbox) for code that needs them."}}
# {"ok": false, "error": {"type": "ImportError", "message": "Import of os.path is not allowed: modules that reach the host (os, sys, subprocess, socket, …) never load in the local executor. Use the isolated executor (real CPython in a sandbox) for code that needs them."}}
# {"ok": false, "error": {"type": "ImportError", "message": "Import of builtins is not allowed: modules that reach the host (os, sys, subprocess, socket, …) never load in the local executor. Use the isolated executor (real CPython in a sandbox) for code that needs them."}}
# {"ok": false, "error": {"type": "ImportError", "message": "Import of subprocess is not allowed: modules that reach the host (os, sys, subprocess, socket, …) never load in the local executor. Use the isolated executor (real CPython in a sandbox) for code that needs them."}}
# {"ok": false, "error": {"type": "ImportError", "message": "Import of importlib is not allowed: modules that reach the host (os, sys, subprocess, socket, …) never load in the local executor. Use the isolated executor (real CPython in a sandbox) for code that needs them."}}
# {"ok": false, "error": {"type": "ImportError", "message": "Import of ctypes is not allowed: modules that reach the host (os, sys, subprocess, socket, …) never load in the local executor. Use the isolated executor (real CPython in a sandbox) for code that needs them."}}
# {"ok": false, "error": {"type": "NameError", "message": "name '__import__' is not defined"}}
