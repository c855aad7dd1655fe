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
    let union = union_namespace(vm)?;
    let class = union.borrow().get("UnionType").cloned().unwrap_or(Value::None);
    super::set_attr(&ns, "UnionType", class);
    super::python_module(vm, "types", SOURCE, ns)
}

const UNION_SOURCE: &str = include_str!("union.py");

/// The session's namespace holding `UnionType` and its helpers, built on first use.
fn union_namespace(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    if let Some(ns) = &vm.union_namespace {
        return Ok(ns.clone());
    }
    let ns = vm.new_namespace("types");
    let ns = super::python_module(vm, "types.UnionType", UNION_SOURCE, ns)?;
    vm.union_namespace = Some(ns.clone());
    Ok(ns)
}

/// `left | right` for classes, None and unions (PEP 604), or None when an operand is
/// something else (the caller reports the usual operand error).
pub fn union_of(vm: &mut Vm, left: &Value, right: &Value) -> PyResult<Option<Value>> {
    let joinable = |v: &Value| match v {
        Value::Type(_) | Value::None => true,
        Value::Instance(inst) => is_union_class(&inst.class),
        _ => false,
    };
    if !joinable(left) || !joinable(right) {
        return Ok(None);
    }
    let ns = union_namespace(vm)?;
    let join = ns.borrow().get("_sandpy_union").cloned();
    match join {
        Some(f) => vm.call(&f, &[left.clone(), right.clone()], &[]).map(Some),
        None => Ok(None),
    }
}

/// Whether `class` is `types.UnionType`.
pub fn is_union_class(class: &crate::value::PyType) -> bool {
    &*class.name == "UnionType" && &*class.module == "types"
}
