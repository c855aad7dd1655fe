//! `types`: names for the engine's built-in types (`FunctionType`, `MethodType`,
//! `ModuleType`, `GeneratorType`, `NoneType`…), `SimpleNamespace`, `MappingProxyType`,
//! `DynamicClassAttribute`, `GenericAlias` and dynamic class creation (`new_class`,
//! `prepare_class`, `resolve_bases`), in our own Python (`types.py`, run at import time).
//!
//! Nothing here opens a way out of the sandbox: there are no code, frame, cell or traceback
//! objects in sandpy, so `CodeType`, `FrameType`, `CellType` and `TracebackType` do not exist,
//! and calling `FunctionType(...)` raises TypeError (the engine refuses to construct it).
//! `ModuleType('m')` makes an empty, unregistered namespace object. See
//! docs/limitations/types.md.

use std::rc::Rc;

use crate::error::PyResult;
use crate::value::{Namespace, Value};
use crate::vm::Vm;

const SOURCE: &str = include_str!("types.py");

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = vm.new_namespace("types");
    super::set_attr(&ns, "ModuleType", Value::Type(vm.types.module.clone()));
    super::python_module(vm, "types", SOURCE, ns)
}
