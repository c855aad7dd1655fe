//! General builtins: print, len, repr, ascii, format, attribute functions, isinstance,
//! issubclass, callable, id, hash, chr, ord, dir.

use std::rc::Rc;

use super::args::{check_args, check_kwargs, kwarg};
use crate::error::{PyErr, PyResult};
use crate::value::{KwArgs, PyType, Value};
use crate::vm::Vm;

pub const FUNCTIONS: &[(&str, crate::value::NativeFn)] = &[
    ("print", print),
    ("len", len),
    ("repr", repr),
    ("ascii", ascii),
    ("format", format),
    ("getattr", getattr),
    ("setattr", setattr),
    ("hasattr", hasattr),
    ("delattr", delattr),
    ("isinstance", isinstance),
    ("issubclass", issubclass),
    ("callable", callable),
    ("id", id),
    ("hash", hash),
    ("chr", chr),
    ("ord", ord),
    ("dir", dir),
];

fn print(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    check_kwargs("print", kw, &["sep", "end", "file", "flush"])?;
    let sep = match kwarg(kw, "sep") {
        None | Some(Value::None) => " ".to_string(),
        Some(Value::Str(s)) => s.s.to_string(),
        Some(other) => return Err(PyErr::type_error(format!("sep must be None or a string, not {}", vm.type_name(other)))),
    };
    let end = match kwarg(kw, "end") {
        None | Some(Value::None) => "\n".to_string(),
        Some(Value::Str(s)) => s.s.to_string(),
        Some(other) => return Err(PyErr::type_error(format!("end must be None or a string, not {}", vm.type_name(other)))),
    };
    if let Some(file) = kwarg(kw, "file") {
        if !file.is_none() {
            // Writing to a file-like object (io.StringIO, anything with write()): one
            // write() call per piece, like CPython, then flush() when asked.
            let file = file.clone();
            let write = vm.get_attr(&file, "write")?;
            for (i, a) in args.iter().enumerate() {
                if i > 0 {
                    vm.call(&write, &[Value::str(&sep)], &[])?;
                }
                let piece = match a {
                    Value::Str(_) => a.clone(),
                    other => Value::string(vm.str_of(other)?),
                };
                vm.call(&write, &[piece], &[])?;
            }
            vm.call(&write, &[Value::str(&end)], &[])?;
            if let Some(flush) = kwarg(kw, "flush") {
                if vm.truthy(&flush.clone())? {
                    let f = vm.get_attr(&file, "flush")?;
                    vm.call(&f, &[], &[])?;
                }
            }
            return Ok(Value::None);
        }
    }
    let mut text = String::new();
    for (i, a) in args.iter().enumerate() {
        if i > 0 {
            text.push_str(&sep);
        }
        match a {
            Value::Str(s) => text.push_str(&s.s),
            other => text.push_str(&vm.str_of(other)?),
        }
    }
    text.push_str(&end);
    vm.write_output(&text)?;
    Ok(Value::None)
}

fn len(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_args("len", args, 1, 1)?;
    Ok(Value::Int(vm.len_of(&args[0])? as i64))
}

fn repr(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_args("repr", args, 1, 1)?;
    Ok(Value::string(vm.repr_of(&args[0])?))
}

fn ascii(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_args("ascii", args, 1, 1)?;
    Ok(Value::string(vm.ascii_of(&args[0])?))
}

fn format(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_args("format", args, 1, 2)?;
    let spec = match args.get(1) {
        None => String::new(),
        Some(Value::Str(s)) => s.s.to_string(),
        Some(other) => return Err(PyErr::type_error(format!("format() argument 2 must be str, not {}", vm.type_name(other)))),
    };
    Ok(Value::string(vm.format_value(&args[0], &spec)?))
}

fn attr_name<'a>(vm: &Vm, v: &'a Value, fname: &str) -> PyResult<&'a str> {
    match v {
        Value::Str(s) => Ok(&s.s),
        other => Err(PyErr::type_error(format!("{}(): attribute name must be string, not '{}'", fname, vm.type_name(other)))),
    }
}

fn getattr(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_args("getattr", args, 2, 3)?;
    let name = attr_name(vm, &args[1], "getattr")?.to_string();
    match vm.get_attr(&args[0], &name) {
        Ok(v) => Ok(v),
        Err(e) if args.len() == 3 && vm.error_is(&e, crate::error::ExcKind::AttributeError) => Ok(args[2].clone()),
        Err(e) => Err(e),
    }
}

fn setattr(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_args("setattr", args, 3, 3)?;
    let name = attr_name(vm, &args[1], "setattr")?.to_string();
    vm.set_attr(&args[0], &name, args[2].clone())?;
    Ok(Value::None)
}

fn hasattr(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_args("hasattr", args, 2, 2)?;
    let name = attr_name(vm, &args[1], "hasattr")?.to_string();
    Ok(Value::Bool(vm.has_attr(&args[0], &name)?))
}

fn delattr(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_args("delattr", args, 2, 2)?;
    let name = attr_name(vm, &args[1], "delattr")?.to_string();
    vm.del_attr(&args[0], &name)?;
    Ok(Value::None)
}

/// Types named by a class-or-tuple argument (tuples nest: bounded like CPython's).
fn class_list(vm: &mut Vm, v: &Value, fname: &str) -> PyResult<Vec<Rc<PyType>>> {
    match v {
        Value::Type(t) => Ok(vec![t.clone()]),
        Value::Tuple(items) => {
            let what = if fname == "isinstance" { " in __instancecheck__" } else { " in __subclasscheck__" };
            vm.nested(what, |vm| {
                let mut out = Vec::new();
                for it in items.items.iter() {
                    out.extend(class_list(vm, it, fname)?);
                }
                Ok(out)
            })
        }
        Value::Instance(inst) if crate::modules::types::is_union_class(&inst.class) => {
            let args = inst.dict.borrow().get("__args__").cloned();
            match args {
                Some(args @ Value::Tuple(_)) => class_list(vm, &args, fname),
                _ => Err(PyErr::type_error(format!("{}() arg 2 must be a type, a tuple of types, or a union", fname))),
            }
        }
        _ => Err(PyErr::type_error(format!("{}() arg 2 must be a type, a tuple of types, or a union", fname))),
    }
}

fn isinstance(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_args("isinstance", args, 2, 2)?;
    if let Value::Type(c) = &args[1] {
        // One class under the plain metaclass: no __instancecheck__ hook can answer
        // differently when the MRO already says yes.
        if c.meta.is_none() && vm.type_of(&args[0]).is_subtype(c) {
            return Ok(Value::Bool(true));
        }
    }
    let classes = class_list(vm, &args[1], "isinstance")?;
    let t = vm.type_of(&args[0]);
    for c in &classes {
        if Rc::ptr_eq(&t, c) {
            return Ok(Value::Bool(true));
        }
        let cls = Value::Type(c.clone());
        if let Some(check) = vm.meta_method(&cls, "__instancecheck__") {
            let r = vm.call_method_value(check, &cls, &args[..1])?;
            if vm.truthy(&r)? {
                return Ok(Value::Bool(true));
            }
            continue;
        }
        if t.is_subtype(c) {
            return Ok(Value::Bool(true));
        }
        if let Some(check) = c.lookup("__instancecheck__") {
            if !matches!(check, Value::Builtin(_)) {
                let r = vm.call(&check, &[Value::Type(c.clone()), args[0].clone()], &[])?;
                if vm.truthy(&r)? {
                    return Ok(Value::Bool(true));
                }
            }
        }
    }
    Ok(Value::Bool(false))
}

fn issubclass(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_args("issubclass", args, 2, 2)?;
    let classes = class_list(vm, &args[1], "issubclass")?;
    for c in &classes {
        // A metaclass's __subclasscheck__ decides (it may accept non-classes).
        let cls = Value::Type(c.clone());
        if let Some(check) = vm.meta_method(&cls, "__subclasscheck__") {
            let r = vm.call_method_value(check, &cls, &args[..1])?;
            if vm.truthy(&r)? {
                return Ok(Value::Bool(true));
            }
            continue;
        }
        let Value::Type(t) = &args[0] else {
            return Err(PyErr::type_error("issubclass() arg 1 must be a class"));
        };
        if t.is_subtype(c) {
            return Ok(Value::Bool(true));
        }
        // Classes with a Python-level hook (abc.ABC, typing aliases) decide for themselves,
        // as isinstance lets them with __instancecheck__.
        if let Some(check) = c.lookup("__subclasscheck__") {
            if !matches!(check, Value::Builtin(_)) {
                let r = vm.call(&check, &[Value::Type(c.clone()), args[0].clone()], &[])?;
                if vm.truthy(&r)? {
                    return Ok(Value::Bool(true));
                }
            }
        }
    }
    if !matches!(&args[0], Value::Type(_)) {
        return Err(PyErr::type_error("issubclass() arg 1 must be a class"));
    }
    Ok(Value::Bool(false))
}

fn callable(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_args("callable", args, 1, 1)?;
    Ok(Value::Bool(match &args[0] {
        Value::Function(_) | Value::Builtin(_) | Value::HostFunction(_) | Value::BoundMethod(_) | Value::Type(_) => true,
        Value::Instance(inst) => inst.class.lookup("__call__").is_some(),
        _ => false,
    }))
}

fn id(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_args("id", args, 1, 1)?;
    let v = &args[0];
    let n = match v.heap_ptr() {
        Some(p) => p as i64,
        None => match v {
            Value::Int(i) => 0x1000_0000 + i.wrapping_mul(32),
            Value::Float(f) => 0x2000_0000 + (f.to_bits() as i64 & 0xffff_ffff),
            Value::Bool(b) => 0x3000_0000 + *b as i64 * 32,
            Value::None => 0x3000_0100,
            _ => 0x3000_0200,
        },
    };
    Ok(Value::Int(n))
}

fn hash(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_args("hash", args, 1, 1)?;
    Ok(Value::Int(vm.hash(&args[0])? as i64))
}

fn chr(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_args("chr", args, 1, 1)?;
    if matches!(args[0], Value::Float(_) | Value::Str(_)) {
        return Err(PyErr::type_error(format!("'{}' object cannot be interpreted as an integer", vm.type_name(&args[0]))));
    }
    let n = i64::from(vm.index_c_int(&args[0])?);
    match u32::try_from(n).ok().filter(|n| *n < 0x110000).and_then(char::from_u32) {
        Some(c) => Ok(crate::types::str::char_value(c)),
        None if (0..0x110000).contains(&n) => Err(PyErr::value_error("surrogate code points are not supported")),
        None => Err(PyErr::value_error("chr() arg not in range(0x110000)")),
    }
}

fn ord(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_args("ord", args, 1, 1)?;
    match &args[0] {
        Value::Str(s) => {
            if s.char_len != 1 {
                return Err(PyErr::type_error(format!("ord() expected a character, but string of length {} found", s.char_len)));
            }
            Ok(Value::Int(s.s.chars().next().map(|c| c as i64).unwrap_or(0)))
        }
        Value::Bytes(b) if b.data.len() == 1 => Ok(Value::Int(b.data[0] as i64)),
        Value::Bytes(b) => Err(PyErr::type_error(format!("ord() expected a character, but string of length {} found", b.data.len()))),
        other => Err(PyErr::type_error(format!("ord() expected string of length 1, but {} found", vm.type_name(other)))),
    }
}

fn dir(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_args("dir", args, 1, 1)?;
    let mut names: Vec<String> = Vec::new();
    let obj = &args[0];
    match obj {
        Value::Module(m) => {
            // A module-level `__dir__` (PEP 562) replaces the namespace's keys.
            let custom = m.dict.borrow().get("__dir__").cloned();
            match custom {
                Some(f) => {
                    let listed = vm.call(&f, &[], &[])?;
                    for item in vm.collect_iterable(&listed)? {
                        names.push(crate::builtins::args::to_str(&item, "dir() item")?.to_string());
                    }
                }
                None => names.extend(m.dict.borrow().keys().map(|k| k.to_string())),
            }
        }
        Value::Instance(inst) => {
            names.extend(inst.dict.borrow().keys().map(|k| k.to_string()));
            let cls = inst.class.clone();
            collect_type_names(&cls, &mut names);
        }
        Value::Type(t) => collect_type_names(t, &mut names),
        other => {
            let t = vm.type_of(other);
            collect_type_names(&t, &mut names);
        }
    }
    names.retain(|n| !crate::policy::is_blocked(n));
    names.sort();
    names.dedup();
    Ok(Value::list(names.into_iter().map(Value::string).collect()))
}

fn collect_type_names(t: &Rc<PyType>, names: &mut Vec<String>) {
    names.extend(t.dict.borrow().keys().map(|k| k.to_string()));
    for b in &t.mro {
        names.extend(b.dict.borrow().keys().map(|k| k.to_string()));
    }
}
