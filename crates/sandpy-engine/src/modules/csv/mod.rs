//! `csv`: CPython 3.11's API over native parsing and formatting. The `_csv` layer (reader
//! and writer objects, `_csv.Dialect`, the dialect registry, `field_size_limit`, `Error`)
//! is native here ([`reader`], [`writer`], [`dialect`]); `Dialect`, `excel`, `excel_tab`,
//! `unix_dialect`, `DictReader` and `DictWriter` are our own Python (`csv.py`). `Sniffer`
//! is not provided.
//!
//! Readers accept any iterator of str lines, writers any object with a `write` method.
//! Module state (the registry `_dialects`, `_field_limit`) lives in the module namespace.

mod dialect;
mod reader;
mod writer;

use std::rc::Rc;

use crate::builtins::signature::{check_positional_count, Signature};
use crate::error::{ExcKind, PyErr, PyResult};
use crate::value::{AttrMap, KwArgs, Namespace, NativeFn, Value};
use crate::vm::Vm;
use dialect::{Params, QUOTE_ALL, QUOTE_MINIMAL, QUOTE_NONE, QUOTE_NONNUMERIC};

const SOURCE: &str = include_str!("csv.py");
const DEFAULT_FIELD_LIMIT: i64 = 128 * 1024;

const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("reader", reader_new),
    ("writer", writer_new),
    ("register_dialect", register_dialect),
    ("unregister_dialect", unregister_dialect),
    ("get_dialect", get_dialect),
    ("list_dialects", list_dialects),
    ("field_size_limit", field_size_limit),
];

fn class(vm: &mut Vm, name: &str, base: Option<Rc<crate::value::PyType>>, methods: &[(&str, NativeFn)]) -> PyResult<Value> {
    let mut dict = AttrMap::default();
    dict.insert("__module__".into(), Value::str("_csv"));
    for (n, f) in methods {
        dict.insert((*n).into(), crate::types::builtin_value(n, *f));
    }
    let bases = base.into_iter().collect();
    Ok(Value::Type(vm.new_class(name.into(), name.into(), "_csv".into(), bases, dict, None)?))
}

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = super::native_module(vm, "csv", FUNCTIONS);
    let exception = vm.types.exception(ExcKind::Exception);
    let error = class(vm, "Error", Some(exception), &[])?;
    super::set_attr(&ns, "Error", error);
    let dialect_cls = class(vm, "Dialect", None, &[("__init__", dialect_init)])?;
    if let Value::Type(t) = &dialect_cls {
        let mut d = t.dict.borrow_mut();
        for (name, getter) in dialect::GETTERS {
            let fget = crate::types::builtin_value(name, *getter);
            d.insert((*name).into(), Value::property(fget, Value::None, Value::None, Value::None));
        }
    }
    super::set_attr(&ns, "_Dialect", dialect_cls);
    let reader_cls = class(vm, "reader", None, &[("__iter__", reader::iter), ("__next__", reader::next), ("__new__", refuse_new)])?;
    super::set_attr(&ns, "_reader", reader_cls);
    let writer_cls =
        class(vm, "writer", None, &[("writerow", writer::writerow), ("writerows", writer::writerows), ("__new__", refuse_new)])?;
    super::set_attr(&ns, "_writer", writer_cls);
    for (name, v) in
        [("QUOTE_MINIMAL", QUOTE_MINIMAL), ("QUOTE_ALL", QUOTE_ALL), ("QUOTE_NONNUMERIC", QUOTE_NONNUMERIC), ("QUOTE_NONE", QUOTE_NONE)]
    {
        super::set_attr(&ns, name, Value::Int(v));
    }
    super::set_attr(&ns, "_field_limit", Value::Int(DEFAULT_FIELD_LIMIT));
    super::set_attr(&ns, "__version__", Value::str("1.0"));
    // The three predefined dialects, registered before the Python part runs.
    let excel = Params {
        delimiter: ',',
        doublequote: true,
        escapechar: None,
        lineterminator: "\r\n".into(),
        quotechar: Some('"'),
        quoting: QUOTE_MINIMAL,
        skipinitialspace: false,
        strict: false,
    };
    let tab = Params { delimiter: '\t', ..excel.clone() };
    let unix = Params { lineterminator: "\n".into(), quoting: QUOTE_ALL, ..excel.clone() };
    let mut entries = Vec::new();
    for (name, p) in [("excel", excel), ("excel-tab", tab), ("unix", unix)] {
        let obj = with_class(vm, &ns, &p)?;
        entries.push((Value::str(name), obj));
    }
    let registry = vm.new_dict(entries)?;
    super::set_attr(&ns, "_dialects", registry);
    super::python_module(vm, "csv", SOURCE, ns)
}

/// A `_csv.Dialect` object built while the module is being created.
fn with_class(vm: &mut Vm, ns: &Namespace, p: &Params) -> PyResult<Value> {
    let Some(Value::Type(cls)) = ns.borrow().get("_Dialect").cloned() else {
        return Err(PyErr::new(ExcKind::SystemError, "csv: dialect class missing"));
    };
    let obj = vm.new_instance(&cls);
    let filled = dialect::to_object_into(&obj, p);
    Ok(filled)
}

/// An attribute of the loaded csv module (registry, limit, classes).
fn module_attr(vm: &mut Vm, name: &str) -> PyResult<Value> {
    let m = super::collections::import_internal(vm, "csv")?;
    let found = match &m {
        Value::Module(m) => m.dict.borrow().get(name).cloned(),
        _ => None,
    };
    found.ok_or_else(|| PyErr::new(ExcKind::SystemError, format!("csv.{} is missing", name)))
}

/// `csv.Error(msg)`, ready to raise.
fn csv_error(vm: &mut Vm, msg: &str) -> PyErr {
    match module_attr(vm, "Error") {
        Ok(cls) => match vm.call(&cls, &[Value::str(msg)], &[]) {
            Ok(exc) => PyErr::object(exc),
            Err(e) => e,
        },
        Err(e) => e,
    }
}

fn field_limit(vm: &mut Vm) -> PyResult<i64> {
    match module_attr(vm, "_field_limit")? {
        Value::Int(n) => Ok(n),
        _ => Ok(DEFAULT_FIELD_LIMIT),
    }
}

fn refuse_new(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let name = match args {
        [Value::Type(t), ..] => t.name.to_string(),
        _ => "reader".into(),
    };
    Err(PyErr::type_error(format!("cannot create '_csv.{}' instances", name)))
}

/// `_csv.Dialect(dialect=None, **kwargs)`.
fn dialect_init(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, mut base) = match args {
        [this] => (this, None),
        [this, dialect] => (this, Some(dialect.clone())),
        [] => return Err(PyErr::type_error("descriptor '__init__' of '_csv.Dialect' object needs an argument")),
        [_, rest @ ..] => return Err(PyErr::type_error(format!("Dialect() takes at most 1 positional argument ({} given)", rest.len()))),
    };
    let mut rest = Vec::new();
    for (k, v) in kw {
        if &**k == "dialect" && base.is_none() {
            base = Some(v.clone());
        } else {
            rest.push((k.clone(), v.clone()));
        }
    }
    let base = match base {
        Some(Value::Str(name)) => Some(dialect::lookup(vm, &name.s)?),
        other => other.filter(|v| !v.is_none()),
    };
    let p = dialect::resolve(vm, base.as_ref(), &rest)?;
    dialect::to_object_into(this, &p);
    Ok(Value::None)
}

/// Splits `(first, dialect='excel', **fmtparams)` arguments.
/// The first argument, the dialect (if any) and the formatting keywords.
type SplitArgs<'a> = (&'a Value, Option<Value>, Vec<(crate::value::Str, Value)>);

fn split_args<'a>(args: &'a [Value], kw: &'a KwArgs) -> PyResult<SplitArgs<'a>> {
    // `PyArg_UnpackTuple` without a name, hence the empty one.
    let (first, mut d) = match args {
        [first] => (first, None),
        [first, d] => (first, Some(d.clone())),
        // Neither one nor two: the count check fails.
        _ => return Err(check_positional_count("", args.len(), 1, 2).err().unwrap_or_else(|| PyErr::type_error("bad arguments"))),
    };
    let mut rest = Vec::new();
    for (k, v) in kw {
        if &**k == "dialect" && d.is_none() {
            d = Some(v.clone());
        } else {
            rest.push((k.clone(), v.clone()));
        }
    }
    Ok((first, d, rest))
}

fn new_object(vm: &mut Vm, class_name: &str) -> PyResult<Value> {
    match module_attr(vm, class_name)? {
        Value::Type(t) => Ok(vm.new_instance(&t)),
        _ => Err(PyErr::type_error("csv class missing")),
    }
}

fn set(obj: &Value, name: &str, v: Value) {
    if let Value::Instance(inst) = obj {
        inst.dict.borrow_mut().insert(name.into(), v);
    }
}

/// `reader(iterable, dialect='excel', **fmtparams)`.
fn reader_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (source, d, rest) = split_args(args, kw)?;
    let it = vm.get_iter(source)?;
    let dialect_obj = dialect::make(vm, d.as_ref(), &rest)?;
    let obj = new_object(vm, "_reader")?;
    set(&obj, "dialect", dialect_obj);
    set(&obj, "line_num", Value::Int(0));
    set(&obj, "_it", it);
    Ok(obj)
}

/// `writer(fileobj, dialect='excel', **fmtparams)`.
fn writer_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (file, d, rest) = split_args(args, kw)?;
    if !vm.has_attr(file, "write")? {
        return Err(PyErr::type_error("argument 1 must have a \"write\" method"));
    }
    let write = vm.get_attr(file, "write")?;
    let dialect_obj = dialect::make(vm, d.as_ref(), &rest)?;
    let obj = new_object(vm, "_writer")?;
    set(&obj, "dialect", dialect_obj);
    set(&obj, "_write", write);
    Ok(obj)
}

fn registry(vm: &mut Vm) -> PyResult<Rc<crate::value::PyDict>> {
    match module_attr(vm, "_dialects")? {
        Value::Dict(d) => Ok(d),
        _ => Err(PyErr::type_error("csv registry missing")),
    }
}

/// The positional part of `register_dialect(name, dialect=None, /, **fmtparams)`; CPython's
/// messages for it print an empty name.
const REGISTER_DIALECT: Signature<1, 1> = Signature::positional("", "", ["name"], ["dialect"]);

/// `register_dialect(name, dialect=None, **fmtparams)`.
fn register_dialect(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([name], [dialect]) = REGISTER_DIALECT.bind(args, &[])?;
    if !matches!(name, Value::Str(_)) {
        return Err(PyErr::type_error("dialect name must be a string"));
    }
    let base = dialect.filter(|v| !v.is_none());
    let obj = dialect::make(vm, base, kw)?;
    let reg = registry(vm)?;
    vm.dict_set(&reg, name.clone(), obj)?;
    Ok(Value::None)
}

const UNREGISTER_DIALECT: Signature<1, 0> = Signature::clinic("", "unregister_dialect", ["name"], []);
const GET_DIALECT: Signature<1, 0> = Signature::clinic("", "get_dialect", ["name"], []);
const LIST_DIALECTS: Signature<0, 0> = Signature::positional("_csv", "list_dialects", [], []);

fn unregister_dialect(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([name], []) = UNREGISTER_DIALECT.bind(args, kw)?;
    let reg = registry(vm)?;
    match vm.dict_remove(&reg, name)? {
        Some(_) => Ok(Value::None),
        None => Err(csv_error(vm, "unknown dialect")),
    }
}

fn get_dialect(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([name], []) = GET_DIALECT.bind(args, kw)?;
    let reg = registry(vm)?;
    match vm.dict_get(&reg, name)? {
        Some(v) => Ok(v),
        None => Err(csv_error(vm, "unknown dialect")),
    }
}

fn list_dialects(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    LIST_DIALECTS.bind(args, kw)?;
    let reg = registry(vm)?;
    let keys = reg.store.borrow().keys();
    Ok(Value::list(keys))
}

const FIELD_SIZE_LIMIT: Signature<0, 1> = Signature::clinic("", "field_size_limit", [], ["new_limit"]);

/// `field_size_limit([new_limit])`: returns the old limit.
fn field_size_limit(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([], [new_limit]) = FIELD_SIZE_LIMIT.bind(args, kw)?;
    let old = module_attr(vm, "_field_limit")?;
    if let Some(new) = new_limit {
        let n = match new {
            Value::Int(n) => *n,
            Value::BigInt(_) => return Err(PyErr::overflow("Python int too large to convert to C long")),
            _ => return Err(PyErr::type_error("limit must be an integer")),
        };
        let m = super::collections::import_internal(vm, "csv")?;
        if let Value::Module(m) = m {
            m.dict.borrow_mut().insert("_field_limit".into(), Value::Int(n));
        }
    }
    Ok(old)
}
