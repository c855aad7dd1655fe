//! `enum`: Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique, verify, member/nonmember,
//! in our own Python (`enum.py`, run at import time) over the engine's metaclass support:
//! `EnumType` is a real metaclass, so iteration, `len`, `Color['RED']`, `Color(1)`,
//! membership and the class repr work through its special methods, and the class body is
//! collected by `EnumType.__prepare__`'s `_EnumDict` (which resolves `auto()`).
//!
//! Members are created when the class is made (via `__set_name__` of placeholder objects,
//! before `__init_subclass__` runs), aliases share the canonical member, Flag composites
//! are pseudo-members made on demand with CPython's boundary rules (STRICT, CONFORM, EJECT,
//! KEEP). Reprs, strs, formats and error messages follow CPython 3.11. Differences are
//! listed in docs/limitations/enum.md.

use std::rc::Rc;

use crate::error::PyResult;
use crate::value::Namespace;
use crate::vm::Vm;

const SOURCE: &str = include_str!("enum.py");

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = super::native_module(vm, "enum", &[("_sandpy_import", super::collections::sandpy_import_native)]);
    super::python_module(vm, "enum", SOURCE, ns)
}
