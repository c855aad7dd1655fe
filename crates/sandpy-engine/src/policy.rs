//! What sandboxed code may touch, decided in one place (DESIGN.md invariant 2).
//!
//! The engine is safe by construction: there are no objects for frames, code, globals,
//! builtins modules or subclass lists, so the classic escape chains have nothing to reach.
//! This list names those attributes anyway, so that a future change that adds one of them
//! to some type cannot expose it by accident: attribute lookup refuses these names on every
//! object before looking anything up.

/// Attribute names that lead to interpreter internals in CPython.
pub const BLOCKED_ATTRIBUTES: &[&str] = &[
    "__subclasses__",
    "__globals__",
    "__code__",
    "__closure__",
    "__builtins__",
    "__traceback__",
    "__getattribute__",
    "__reduce__",
    "__reduce_ex__",
    "__loader__",
    "__spec__",
    "__import__",
    "__bases__",
    "__mro__",
    "__dict__",
    "__objclass__",
    "mro",
    "gi_frame",
    "gi_code",
    "gi_yieldfrom",
    "cr_frame",
    "ag_frame",
    "tb_frame",
    "tb_next",
    "f_globals",
    "f_locals",
    "f_builtins",
    "f_back",
    "f_code",
    "func_globals",
];

/// Names allowed even though they look internal, because ordinary code uses them and they
/// are served by the engine's own safe implementations.
pub const SERVED_DUNDERS: &[&str] = &["__mro__", "__bases__", "__dict__"];

/// The error for touching a blocked name: an AttributeError (so `hasattr` and `getattr`
/// with a default behave as for a missing attribute) whose text says the access is
/// forbidden, in smolagents' words, rather than pretending the attribute does not exist.
pub fn forbidden(name: &str) -> crate::error::PyErr {
    let what = if name.starts_with("__") && name.ends_with("__") { "dunder attribute" } else { "attribute" };
    crate::error::PyErr::attribute_error(format!("Forbidden access to {}: {}", what, name))
}

#[inline]
pub fn is_blocked(name: &str) -> bool {
    // Fast exit for ordinary names: every blocked name is a dunder, has one of these
    // prefixes, or is `mro` (checked by the unit test below).
    let b = name.as_bytes();
    // Dispatch on the first byte so the common name costs one comparison.
    let candidate = match b.first() {
        Some(b'_') => b.get(1) == Some(&b'_'),
        Some(b'g') => b.starts_with(b"gi_"),
        Some(b't') => b.starts_with(b"tb_"),
        Some(b'f') => b.starts_with(b"f_") || b.starts_with(b"func_"),
        Some(b'c') => b.starts_with(b"cr_"),
        Some(b'a') => b.starts_with(b"ag_"),
        Some(b'm') => name == "mro",
        _ => false,
    };
    if !candidate {
        return false;
    }
    BLOCKED_ATTRIBUTES.contains(&name) && !SERVED_DUNDERS.contains(&name)
}

/// Which dunder attributes user code may read with `obj.__name__` syntax.
///
/// - [`DunderPolicy::Harmless`] (the engine's default, CPython-compatible): every dunder
///   except the [`BLOCKED_ATTRIBUTES`] that lead to interpreter internals.
/// - [`DunderPolicy::Smolagents`]: smolagents' `LocalPythonExecutor` rule on top of that:
///   reading any attribute named `__x__` through attribute syntax raises
///   `AttributeError: Forbidden access to dunder attribute: __x__` before the object
///   expression is evaluated (the compiler emits the refusal in place of the load). The
///   callee of a call (`obj.__init__(...)`, `super().__init__()`) is not an attribute read,
///   as in smolagents; `def __init__` in a class body, `getattr`, the engine's own modules
///   and the protocols (`len`, `str`, f-strings, operators…) are untouched.
///   Decisions: docs/smolagents-compat.md.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DunderPolicy {
    #[default]
    Harmless,
    Smolagents,
}

/// Whether `name` has the shape smolagents' rule refuses: starts and ends with `__` (its
/// own test, so `__` itself counts too).
pub fn is_dunder(name: &str) -> bool {
    name.starts_with("__") && name.ends_with("__")
}

/// Names of a module's own helpers (`_sandpy_import`, ...): the module's code reads them
/// as globals, but they are not attributes of the module for anyone else (attribute
/// access, `from m import ...`, `import *` do not find them). Such helpers may reach other
/// modules past the import policy; this keeps them the module's own.
pub const ENGINE_PRIVATE_PREFIX: &str = "_sandpy";

/// The error for reading, as a module attribute, a module the code could not import
/// itself (`collections.abc` when only `collections` is authorized): smolagents' words,
/// as an AttributeError (so `hasattr` and `getattr` with a default see a missing
/// attribute).
pub fn forbidden_module(module: &str) -> crate::error::PyErr {
    crate::error::PyErr::attribute_error(format!("Forbidden access to module: {}", module))
}

/// Module names that reach the host; never importable in the engine.
pub const HOST_MODULES: &[&str] = &[
    "subprocess",
    "socket",
    "pathlib",
    "shutil",
    "multiprocessing",
    "pty",
    "ctypes",
    "nt",
    "signal",
    "_thread",
    "asyncio",
    "select",
    "mmap",
    "fcntl",
    "resource",
    "gc",
    "inspect",
    "code",
    "codeop",
    "pickle",
    "marshal",
    "shelve",
    "tempfile",
    "glob",
    "urllib.request",
    "http",
    "ftplib",
    "smtplib",
    "webbrowser",
    "platform",
    "sysconfig",
    "site",
    "runpy",
    "zipimport",
    "pkgutil",
];

/// Walled stand-ins for host modules (`modules/standins`): modules named like CPython's
/// `os`, `sys`, … that hold nothing of the host. What is pure works as in CPython; what
/// would reach the host is refused at the attribute ([`forbidden_function`]). They load
/// only when the session's allow-list names them (never without an allow-list, unlike
/// the engine's other modules).
pub const STAND_IN_MODULES: &[&str] = &["os", "os.path", "posix", "sys", "builtins", "importlib", "threading"];

/// The module whose authorization an import of `name` needs: `os.path` is part of `os`
/// (CPython's `os` imports it and every use of `os` reaches it), everything else itself.
pub fn authorizing_module(name: &str) -> &str {
    if name == "os.path" {
        "os"
    } else {
        name
    }
}

/// Functions of the stand-in modules that would reach the host (run processes, change or
/// read the host's files, reveal the host's identity, change the interpreter's limits, run
/// code from strings): reading one as an attribute raises
/// `AttributeError: Forbidden access to function: NAME` (smolagents' words). smolagents'
/// DANGEROUS_FUNCTIONS are among them (builtins.compile/eval/exec/globals/locals, os.popen,
/// os.system, posix.system; builtins.__import__ is a blocked dunder everywhere).
pub const FORBIDDEN_FUNCTIONS: &[(&str, &[&str])] = &[
    ("builtins", BUILTINS_FORBIDDEN),
    ("os", OS_FORBIDDEN),
    ("posix", OS_FORBIDDEN),
    (
        "sys",
        &[
            "_getframe",
            "_current_frames",
            "_current_exceptions",
            "settrace",
            "setprofile",
            "gettrace",
            "getprofile",
            "setrecursionlimit",
            "setswitchinterval",
            "addaudithook",
            "audit",
            "breakpointhook",
            "displayhook",
            "excepthook",
            "unraisablehook",
            "getrefcount",
            "getsizeof",
            "_clear_type_cache",
            "setdlopenflags",
            "getdlopenflags",
            "activate_stack_trampoline",
            "remote_exec",
        ],
    ),
    ("importlib", &["reload", "__import__", "invalidate_caches"]),
    ("threading", &["Thread", "Timer", "_start_new_thread", "start_new_thread", "settrace", "setprofile", "excepthook", "stack_size"]),
];

const BUILTINS_FORBIDDEN: &[&str] =
    &["compile", "eval", "exec", "globals", "locals", "vars", "open", "input", "breakpoint", "help", "exit", "quit", "memoryview"];

const OS_FORBIDDEN: &[&str] = &[
    // processes
    "system",
    "popen",
    "fork",
    "forkpty",
    "vfork",
    "execl",
    "execle",
    "execlp",
    "execlpe",
    "execv",
    "execve",
    "execvp",
    "execvpe",
    "spawnl",
    "spawnle",
    "spawnlp",
    "spawnlpe",
    "spawnv",
    "spawnve",
    "spawnvp",
    "spawnvpe",
    "posix_spawn",
    "posix_spawnp",
    "kill",
    "killpg",
    "abort",
    "_exit",
    "wait",
    "wait3",
    "wait4",
    "waitid",
    "waitpid",
    "waitstatus_to_exitcode",
    "pidfd_open",
    "nice",
    "setsid",
    "setpgid",
    "setpgrp",
    "setuid",
    "setgid",
    "seteuid",
    "setegid",
    "setreuid",
    "setregid",
    "setresuid",
    "setresgid",
    "setgroups",
    "initgroups",
    "plock",
    "startfile",
    "register_at_fork",
    "sched_setaffinity",
    "sched_getaffinity",
    "getpriority",
    "setpriority",
    "times",
    // the host's identity and terminal
    "getpid",
    "getppid",
    "getpgid",
    "getpgrp",
    "getsid",
    "getuid",
    "geteuid",
    "getgid",
    "getegid",
    "getgroups",
    "getlogin",
    "getresuid",
    "getresgid",
    "uname",
    "ctermid",
    "ttyname",
    "isatty",
    "openpty",
    "login_tty",
    "get_terminal_size",
    "getloadavg",
    "urandom",
    "getrandom",
    // files and descriptors
    "open",
    "fdopen",
    "read",
    "write",
    "pread",
    "pwrite",
    "readv",
    "writev",
    "close",
    "closerange",
    "dup",
    "dup2",
    "pipe",
    "pipe2",
    "mkfifo",
    "mknod",
    "lseek",
    "fsync",
    "fdatasync",
    "sync",
    "ftruncate",
    "truncate",
    "sendfile",
    "copy_file_range",
    "splice",
    "fstat",
    "fstatvfs",
    "statvfs",
    "stat",
    "lstat",
    "readlink",
    "chdir",
    "fchdir",
    "chroot",
    "chmod",
    "fchmod",
    "lchmod",
    "chown",
    "fchown",
    "lchown",
    "chflags",
    "lchflags",
    "utime",
    "mkdir",
    "makedirs",
    "remove",
    "unlink",
    "rmdir",
    "removedirs",
    "rename",
    "renames",
    "replace",
    "link",
    "symlink",
    "umask",
    "putenv",
    "unsetenv",
    "memfd_create",
    "eventfd",
    "set_blocking",
    "get_blocking",
    "set_inheritable",
    "get_inheritable",
    "device_encoding",
    "add_dll_directory",
];

/// The refusal for reading one of [`FORBIDDEN_FUNCTIONS`]: an AttributeError (so `hasattr`
/// is False) in smolagents' words.
pub fn forbidden_function(name: &str) -> crate::error::PyErr {
    crate::error::PyErr::attribute_error(format!("Forbidden access to function: {}", name))
}

/// Whether `module.name` is one of [`FORBIDDEN_FUNCTIONS`].
pub fn is_forbidden_function(module: &str, name: &str) -> bool {
    FORBIDDEN_FUNCTIONS.iter().any(|(m, names)| *m == module && names.contains(&name))
}

/// Module attributes that CPython's modules have and that lead to a stand-in module
/// (`random._os`, `warnings.sys`, `queue.threading`, `threading._os`, …): sandpy's module
/// resolves them to the stand-in, so the attribute chain is judged like any module
/// attribute (refused with `Forbidden access to module: os` unless the session may import
/// it).
pub const MODULE_ALIASES: &[(&str, &str, &str)] = &[
    ("os", "sys", "sys"),
    ("queue", "threading", "threading"),
    ("random", "_os", "os"),
    ("threading", "_os", "os"),
    ("threading", "_sys", "sys"),
    ("warnings", "sys", "sys"),
];

/// The stand-in module that `module.name` leads to, if any ([`MODULE_ALIASES`]).
pub fn module_alias(module: &str, name: &str) -> Option<&'static str> {
    MODULE_ALIASES.iter().find(|(m, n, _)| *m == module && *n == name).map(|(_, _, target)| *target)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_blocked_name_passes_the_prefix_filter() {
        for name in BLOCKED_ATTRIBUTES {
            if SERVED_DUNDERS.contains(name) {
                continue;
            }
            assert!(is_blocked(name), "{} must be blocked", name);
        }
        assert!(!is_blocked("get"));
        assert!(!is_blocked("__init__"));
        assert!(!is_blocked("__mro__"));
    }
}
