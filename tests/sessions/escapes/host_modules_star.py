# Under --authorized-imports '*': modules that reach the host never load; os, sys, builtins,
# importlib and threading are walled stand-ins that hold nothing of the host (their process,
# file and interpreter functions are refused when read).
# ---- step ----
import sys
sys._getframe
# ---- step ----
import os
os.system
# ---- step ----
from os import system
# ---- step ----
import os.path
os.path.join("a", "b")
# ---- step ----
os.listdir("/etc")
# ---- step ----
import builtins
builtins.exec
# ---- step ----
import subprocess
# ---- step ----
import importlib
importlib.import_module("subprocess")
# ---- step ----
import ctypes
# ---- step ----
__import__("os")
# ---- step ----
sys.modules["os"].popen
# ---- step ----
(os.getcwd(), os.listdir("."), os.environ)
# ---- expected ----
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to function: _getframe"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to function: system"}}
# {"ok": false, "error": {"type": "ImportError", "message": "Forbidden access to function: system"}}
# {"ok": true, "output": "a/b"}
# {"ok": false, "error": {"type": "FileNotFoundError", "message": "[Errno 2] No such file or directory: '/etc'"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to function: exec"}}
# {"ok": false, "error": {"type": "ImportError", "message": "Import of subprocess is not allowed: modules that reach the host (subprocess, socket, pathlib, …) never load in the local executor. Use the isolated executor (real CPython in a sandbox) for code that needs them."}}
# {"ok": false, "error": {"type": "ImportError", "message": "Import of subprocess is not allowed: modules that reach the host (subprocess, socket, pathlib, …) never load in the local executor. Use the isolated executor (real CPython in a sandbox) for code that needs them."}}
# {"ok": false, "error": {"type": "ImportError", "message": "Import of ctypes is not allowed: modules that reach the host (subprocess, socket, pathlib, …) never load in the local executor. Use the isolated executor (real CPython in a sandbox) for code that needs them."}}
# {"ok": false, "error": {"type": "NameError", "message": "name '__import__' is not defined"}}
# {"ok": false, "error": {"type": "AttributeError", "message": "Forbidden access to function: popen"}}
# {"ok": true, "output_repr": "('/', [], {})"}
