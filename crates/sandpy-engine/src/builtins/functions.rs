//! General builtins: print, len, repr, ascii, format, attribute functions, isinstance,
//! issubclass, callable, id, hash, chr, ord, dir.

use std::rc::Rc;

use super::signature::Signature;
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

const PRINT_KEYWORDS: Signature<0, 4> = Signature::clinic("", "print", [], ["sep", "end", "file", "flush"]).kw_only_from(0);
const LEN: Signature<1, 0> = Signature::positional("", "len", ["obj"], []);
const REPR: Signature<1, 0> = Signature::positional("", "repr", ["obj"], []);
const ASCII: Signature<1, 0> = Signature::positional("", "ascii", ["obj"], []);
const FORMAT: Signature<1, 1> = Signature::positional("", "format", ["value"], ["format_spec"]);
const GETATTR: Signature<2, 1> = Signature::positional("", "getattr", ["object", "name"], ["default"]);
const SETATTR: Signature<3, 0> = Signature::positional("", "setattr", ["obj", "name", "value"], []);
const HASATTR: Signature<2, 0> = Signature::positional("", "hasattr", ["obj", "name"], []);
const DELATTR: Signature<2, 0> = Signature::positional("", "delattr", ["obj", "name"], []);
const ISINSTANCE: Signature<2, 0> = Signature::positional("", "isinstance", ["obj", "class_or_tuple"], []);
const ISSUBCLASS: Signature<2, 0> = Signature::positional("", "issubclass", ["cls", "class_or_tuple"], []);
const CALLABLE: Signature<1, 0> = Signature::positional("", "callable", ["obj"], []);
const ID: Signature<1, 0> = Signature::positional("", "id", ["obj"], []);
const HASH: Signature<1, 0> = Signature::positional("", "hash", ["obj"], []);
const CHR: Signature<1, 0> = Signature::positional("", "chr", ["i"], []);
const ORD: Signature<1, 0> = Signature::positional("", "ord", ["c"], []);
const DIR: Signature<0, 1> = Signature::positional("", "dir", [], ["object"]);

fn print(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([], [sep, end, file, flush]) = PRINT_KEYWORDS.bind_keywords(kw)?;
    let sep = match sep {
        None | Some(Value::None) => " ".to_string(),
        Some(Value::Str(s)) => s.s.to_string(),
        Some(other) => return Err(PyErr::type_error(format!("sep must be None or a string, not {}", vm.type_name(other)))),
    };
    let end = match end {
        None | Some(Value::None) => "\n".to_string(),
        Some(Value::Str(s)) => s.s.to_string(),
        Some(other) => return Err(PyErr::type_error(format!("end must be None or a string, not {}", vm.type_name(other)))),
    };
    if let Some(file) = file {
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
            if let Some(flush) = flush {
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

fn len(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([obj], []) = LEN.bind(args, kw)?;
    Ok(Value::Int(vm.len_of(obj)? as i64))
}

fn repr(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([obj], []) = REPR.bind(args, kw)?;
    Ok(Value::string(vm.repr_of(obj)?))
}

fn ascii(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([obj], []) = ASCII.bind(args, kw)?;
    Ok(Value::string(vm.ascii_of(obj)?))
}

fn format(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([value], [format_spec]) = FORMAT.bind(args, kw)?;
    let spec = match format_spec {
        None => String::new(),
        Some(Value::Str(s)) => s.s.to_string(),
        Some(other) => return Err(PyErr::type_error(format!("format() argument 2 must be str, not {}", vm.type_name(other)))),
    };
    Ok(Value::string(vm.format_value(value, &spec)?))
}

fn attr_name<'a>(vm: &Vm, v: &'a Value, fname: &str) -> PyResult<&'a str> {
    match v {
        Value::Str(s) => Ok(&s.s),
        other => Err(PyErr::type_error(format!("{}(): attribute name must be string, not '{}'", fname, vm.type_name(other)))),
    }
}

fn getattr(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([object, name], [default]) = GETATTR.bind(args, kw)?;
    let name = attr_name(vm, name, "getattr")?.to_string();
    match (vm.get_attr(object, &name), default) {
        (Ok(v), _) => Ok(v),
        (Err(e), Some(default)) if vm.error_is(&e, crate::error::ExcKind::AttributeError) => Ok(default.clone()),
        (Err(e), _) => Err(e),
    }
}

fn setattr(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([obj, name, value], []) = SETATTR.bind(args, kw)?;
    let name = attr_name(vm, name, "setattr")?.to_string();
    vm.set_attr(obj, &name, value.clone())?;
    Ok(Value::None)
}

fn hasattr(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([obj, name], []) = HASATTR.bind(args, kw)?;
    let name = attr_name(vm, name, "hasattr")?.to_string();
    Ok(Value::Bool(vm.has_attr(obj, &name)?))
}

fn delattr(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([obj, name], []) = DELATTR.bind(args, kw)?;
    let name = attr_name(vm, name, "delattr")?.to_string();
    vm.del_attr(obj, &name)?;
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

fn isinstance(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([obj, class_or_tuple], []) = ISINSTANCE.bind(args, kw)?;
    if let Value::Type(c) = class_or_tuple {
        // One class under the plain metaclass: no __instancecheck__ hook can answer
        // differently when the MRO already says yes.
        if c.meta.is_none() && vm.type_of(obj).is_subtype(c) {
            return Ok(Value::Bool(true));
        }
    }
    let classes = class_list(vm, class_or_tuple, "isinstance")?;
    let t = vm.type_of(obj);
    for c in &classes {
        if Rc::ptr_eq(&t, c) {
            return Ok(Value::Bool(true));
        }
        let cls = Value::Type(c.clone());
        if let Some(check) = vm.meta_method(&cls, "__instancecheck__") {
            let r = vm.call_method_value(check, &cls, std::slice::from_ref(obj))?;
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
                let r = vm.call(&check, &[Value::Type(c.clone()), obj.clone()], &[])?;
                if vm.truthy(&r)? {
                    return Ok(Value::Bool(true));
                }
            }
        }
    }
    Ok(Value::Bool(false))
}

fn issubclass(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([cls_arg, class_or_tuple], []) = ISSUBCLASS.bind(args, kw)?;
    let classes = class_list(vm, class_or_tuple, "issubclass")?;
    for c in &classes {
        // A metaclass's __subclasscheck__ decides (it may accept non-classes).
        let cls = Value::Type(c.clone());
        if let Some(check) = vm.meta_method(&cls, "__subclasscheck__") {
            let r = vm.call_method_value(check, &cls, std::slice::from_ref(cls_arg))?;
            if vm.truthy(&r)? {
                return Ok(Value::Bool(true));
            }
            continue;
        }
        let Value::Type(t) = cls_arg else {
            return Err(PyErr::type_error("issubclass() arg 1 must be a class"));
        };
        if t.is_subtype(c) {
            return Ok(Value::Bool(true));
        }
        // Classes with a Python-level hook (abc.ABC, typing aliases) decide for themselves,
        // as isinstance lets them with __instancecheck__.
        if let Some(check) = c.lookup("__subclasscheck__") {
            if !matches!(check, Value::Builtin(_)) {
                let r = vm.call(&check, &[Value::Type(c.clone()), cls_arg.clone()], &[])?;
                if vm.truthy(&r)? {
                    return Ok(Value::Bool(true));
                }
            }
        }
    }
    if !matches!(cls_arg, Value::Type(_)) {
        return Err(PyErr::type_error("issubclass() arg 1 must be a class"));
    }
    Ok(Value::Bool(false))
}

fn callable(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([obj], []) = CALLABLE.bind(args, kw)?;
    Ok(Value::Bool(match obj {
        Value::Function(_) | Value::Builtin(_) | Value::HostFunction(_) | Value::BoundMethod(_) | Value::Type(_) => true,
        Value::Instance(inst) => inst.class.lookup("__call__").is_some(),
        _ => false,
    }))
}

fn id(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([v], []) = ID.bind(args, kw)?;
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

fn hash(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([obj], []) = HASH.bind(args, kw)?;
    Ok(Value::Int(vm.hash(obj)? as i64))
}

fn chr(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([i], []) = CHR.bind(args, kw)?;
    if matches!(i, Value::Float(_) | Value::Str(_)) {
        return Err(PyErr::type_error(format!("'{}' object cannot be interpreted as an integer", vm.type_name(i))));
    }
    let n = i64::from(vm.index_c_int(i)?);
    match u32::try_from(n).ok().filter(|n| *n < 0x110000).and_then(char::from_u32) {
        Some(c) => Ok(crate::types::str::char_value(c)),
        None if (0..0x110000).contains(&n) => Err(PyErr::value_error("surrogate code points are not supported")),
        None => Err(PyErr::value_error("chr() arg not in range(0x110000)")),
    }
}

fn ord(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([c], []) = ORD.bind(args, kw)?;
    match c {
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

fn dir(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([], [obj]) = DIR.bind(args, kw)?;
    // dir() of the current scope would read the frame's locals, which the policy keeps
    // from programs (as `locals()` and `vars()`).
    let Some(obj) = obj else {
        return Err(PyErr::type_error("dir() takes exactly one argument (0 given)"));
    };
    let mut names: Vec<String> = Vec::new();
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
