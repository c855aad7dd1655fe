//! The builtins namespace: builtin functions (grouped by family in sibling files), the
//! builtin types and the exception classes. What is *not* here is deliberate: open, input,
//! eval, exec, compile, globals, locals, __import__, breakpoint, help, memoryview and vars
//! do not exist for sandboxed code.

pub mod args;
mod functions;
mod iteration;
pub(crate) mod numeric;
pub mod signature;
pub mod sort;

use crate::error::ExcKind;
use crate::intern::intern;
use crate::types::{builtin_value, BuiltinTypes};
use crate::value::{Namespace, Value};

pub fn install(types: &BuiltinTypes, builtins: &Namespace) {
    let t = types;
    let mut entries: Vec<(&str, Value)> = vec![
        ("object", Value::Type(t.object.clone())),
        ("type", Value::Type(t.type_type.clone())),
        ("int", Value::Type(t.int.clone())),
        ("bool", Value::Type(t.bool_type.clone())),
        ("float", Value::Type(t.float.clone())),
        ("complex", Value::Type(t.complex.clone())),
        ("str", Value::Type(t.str_type.clone())),
        ("bytes", Value::Type(t.bytes.clone())),
        ("bytearray", Value::Type(t.bytearray.clone())),
        ("list", Value::Type(t.list.clone())),
        ("tuple", Value::Type(t.tuple.clone())),
        ("dict", Value::Type(t.dict.clone())),
        ("set", Value::Type(t.set.clone())),
        ("frozenset", Value::Type(t.frozenset.clone())),
        ("range", Value::Type(t.range.clone())),
        ("slice", Value::Type(t.slice.clone())),
        ("property", Value::Type(t.property.clone())),
        ("classmethod", Value::Type(t.classmethod.clone())),
        ("staticmethod", Value::Type(t.staticmethod.clone())),
        ("super", Value::Type(t.super_type.clone())),
        ("enumerate", Value::Type(t.enumerate.clone())),
        ("zip", Value::Type(t.zip.clone())),
        ("map", Value::Type(t.map.clone())),
        ("filter", Value::Type(t.filter.clone())),
        ("reversed", Value::Type(t.reversed.clone())),
        ("None", Value::None),
        ("True", Value::Bool(true)),
        ("False", Value::Bool(false)),
        ("Ellipsis", Value::Ellipsis),
        ("NotImplemented", Value::NotImplemented),
        ("__name__", Value::str("builtins")),
    ];
    for kind in ExcKind::ALL {
        entries.push((kind.name(), Value::Type(t.exception(*kind))));
    }
    let mut functions: Vec<(&str, crate::value::NativeFn)> = Vec::new();
    functions.extend_from_slice(functions::FUNCTIONS);
    functions.extend_from_slice(numeric::FUNCTIONS);
    functions.extend_from_slice(iteration::FUNCTIONS);
    // Keys are interned like the names in code objects, so a cached `LoadGlobal` of a
    // builtin confirms its key by pointer instead of comparing bytes.
    let mut ns = builtins.borrow_mut();
    for (name, v) in entries {
        ns.insert(intern(name), v);
    }
    for (name, f) in functions {
        ns.insert(intern(name), builtin_value(name, f));
    }
    ns.insert(intern("EnvironmentError"), Value::Type(types.exception(ExcKind::OSError)));
    ns.insert(intern("IOError"), Value::Type(types.exception(ExcKind::OSError)));
}
