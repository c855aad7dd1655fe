# The kernel's requests and its main loop: greet the host, then answer each request in
# order (docs/protocol.md, "Messages"). Loaded last; it runs until the host goes away.

import sys
import posix as _os
import _thread

from _sandpy_kernel import namespace
from _sandpy_kernel.capture import capture
from _sandpy_kernel.channel import receive, send
from _sandpy_kernel.errors import sources
from _sandpy_kernel.run import run, value_of
from _sandpy_kernel.state import KERNEL_VERSION, PROTOCOL, config
from _sandpy_kernel.values import decode


def _protocol_error(message, text):
    return {
        "type": "error",
        "id": message.get("id"),
        "error": {"type": "ProtocolError", "message": text, "kind": "executor"},
    }


def _ok(message, **fields):
    fields["type"] = "ok"
    fields["id"] = message.get("id")
    return fields


def _configure(message):
    if "authorized_imports" in message:
        namespace.set_policy(message["authorized_imports"])
    if "max_print_outputs_length" in message:
        capture.limit = max(int(message["max_print_outputs_length"]), 0)
    if "max_value_bytes" in message:
        config["max_value_bytes"] = message["max_value_bytes"]
    paths = [str(p) for p in message.get("sys_path", ())]
    if message.get("site_packages"):
        import site

        for directory in site.getsitepackages():
            site.addsitedir(directory)
    for p in paths:
        if p not in sys.path:
            sys.path.append(p)
    if message.get("watch_parent"):
        _thread.start_new_thread(_watch_parent, (_os.getppid(),))
    failed = {}
    for module in message.get("preimport", ()):
        try:
            namespace.real_import(str(module))
        except Exception as e:
            failed[str(module)] = "%s: %s" % (type(e).__name__, e)
    if "tools" in message:
        namespace.set_tools(message["tools"])
    return _ok(message, preimport_failed=failed)


def _watch_parent(parent):
    import time

    while True:
        time.sleep(0.5)
        if _os.getppid() != parent:
            _os._exit(70)


def _send_variables(message):
    variables = message.get("variables")
    if type(variables) is not dict:
        return _protocol_error(message, '"send_variables" needs an object field "variables"')
    decoded = {}
    for name, value in variables.items():
        try:
            decoded[name] = decode(value)
        except Exception as e:
            return {
                "type": "error",
                "id": message.get("id"),
                "error": {
                    "type": type(e).__name__,
                    "message": "variable '%s' could not be built: %s: %s" % (name, type(e).__name__, e),
                    "kind": "executor",
                },
            }
    namespace.user_globals.update(decoded)
    return _ok(message)


def _reset(message):
    namespace.reset()
    sources.clear()
    return _ok(message)


def _get_variable(message):
    name = message.get("name")
    user_globals = namespace.user_globals
    if name not in user_globals:
        return _ok(message, found=False)
    return _ok(message, found=True, value=value_of(user_globals[name]))


def _dispatch(message):
    kind = message.get("type")
    if kind == "run":
        code = message.get("code")
        if type(code) is not str:
            return _protocol_error(message, '"run" needs a string field "code"')
        return run(code, message.get("id"))
    if kind == "send_variables":
        return _send_variables(message)
    if kind == "send_tools":
        names = message.get("tools")
        if type(names) is not list:
            return _protocol_error(message, '"send_tools" needs a list field "tools"')
        namespace.set_tools(names)
        return _ok(message)
    if kind == "reset":
        return _reset(message)
    if kind == "configure":
        return _configure(message)
    if kind == "get_variable":
        return _get_variable(message)
    if kind == "variables":
        return _ok(message, names=[k for k in namespace.user_globals if k != "__builtins__"])
    if kind == "delete_variable":
        name = message.get("name")
        user_globals = namespace.user_globals
        found = name in user_globals and name != "__builtins__"
        if found:
            del user_globals[name]
        return _ok(message, found=found)
    if kind == "shutdown":
        send(_ok(message))
        _os._exit(0)
    if kind in ("tool_result", "tool_error"):
        return None  # a late answer to a call that is over
    return _protocol_error(message, "unknown message type %r" % (kind,))


def main():
    send(
        {
            "type": "hello",
            "protocol": PROTOCOL,
            "kernel": KERNEL_VERSION,
            "python": "%d.%d.%d" % sys.version_info[:3],
            "implementation": sys.implementation.name,
            "pid": _os.getpid(),
        }
    )
    while True:
        try:
            message = receive()
            if type(message) is not dict:
                reply = _protocol_error({}, "a message must be a JSON object")
            else:
                reply = _dispatch(message)
            if reply is not None:
                send(reply)
        except KeyboardInterrupt:
            continue  # an interrupt that arrived between runs
        except (BrokenPipeError, OSError):
            _os._exit(0)


main()
