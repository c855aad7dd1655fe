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
    "os",
    "sys",
    "subprocess",
    "socket",
    "pathlib",
    "shutil",
    "multiprocessing",
    "pty",
    "ctypes",
    "importlib",
    "builtins",
    "posix",
    "nt",
    "signal",
    "threading",
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
