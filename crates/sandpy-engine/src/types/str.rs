//! `str`: constructor and methods. The text algorithms themselves (case mapping, splitting,
//! predicates) live in `crate::text`; this file adapts them to Python calling conventions.

use std::rc::Rc;

use super::Method;
use crate::builtins::args::{arg_or_kw, check_args, check_kwargs, check_method_args};
use crate::builtins::signature::Signature;
use crate::error::{ExcKind, PyErr, PyResult};
use crate::text::{self, TextError};
use crate::types::int::wrap_for_class;
use crate::value::{KwArgs, PyStr, Value};
use crate::vm::Vm;

pub const STR_METHODS: &[Method] = &[
    ("__new__", str_new),
    ("join", join),
    ("split", split),
    ("rsplit", rsplit),
    ("splitlines", splitlines),
    ("strip", strip),
    ("lstrip", lstrip),
    ("rstrip", rstrip),
    ("lower", lower),
    ("upper", upper),
    ("title", title),
    ("capitalize", capitalize),
    ("swapcase", swapcase),
    ("casefold", casefold),
    ("replace", replace),
    ("startswith", startswith),
    ("endswith", endswith),
    ("find", find),
    ("rfind", rfind),
    ("index", index),
    ("rindex", rindex),
    ("count", count),
    ("isdigit", isdigit),
    ("isalpha", isalpha),
    ("isalnum", isalnum),
    ("isspace", isspace),
    ("isupper", isupper),
    ("islower", islower),
    ("istitle", istitle),
    ("isdecimal", isdecimal),
    ("isnumeric", isnumeric),
    ("isidentifier", isidentifier),
    ("isprintable", isprintable),
    ("isascii", isascii),
    ("partition", partition),
    ("rpartition", rpartition),
    ("center", center),
    ("ljust", ljust),
    ("rjust", rjust),
    ("zfill", zfill),
    ("expandtabs", expandtabs),
    ("removeprefix", removeprefix),
    ("removesuffix", removesuffix),
    ("encode", encode),
    ("format", crate::types::str_format::format_method),
    ("format_map", crate::types::str_format::format_map),
    ("translate", translate),
    ("__format__", str_dunder_format),
    ("__getitem__", str_getitem),
    ("__len__", str_len),
    ("__contains__", str_contains),
    ("__add__", str_add),
    ("__mul__", str_mul),
    ("__mod__", str_mod),
    ("__eq__", str_eq),
    ("__lt__", str_lt),
    ("__hash__", str_hash),
];
pub const STR_STATICMETHODS: &[Method] = &[("maketrans", maketrans)];

// Per thread, not per session: immutable strings.
thread_local! {
    /// The 256 Latin-1 one-character strings, made once per thread and shared, as CPython
    /// shares them: iterating over a text or calling `chr` in a loop allocates nothing.
    static LATIN1_CHARS: Vec<Rc<PyStr>> =
        crate::heap::host_scope(|| (0u8..=255).map(|b| Rc::new(PyStr::new(char::from(b).to_string()))).collect());
}

/// A one-character string value.
pub fn char_value(c: char) -> Value {
    Value::Str(char_str(c))
}

/// A one-character str: shared for Latin-1 characters. It comes back as a bare pointer in a
/// register, so a caller that wraps it (`Value::Str(char_str(c))`) writes the value straight
/// to its destination; a returned `Value` went through a stack temporary whose 16-byte reload
/// stalls store forwarding (see `vm::ops::Num`), which cost a `for ch in text` loop ~13%.
#[inline]
pub fn char_str(c: char) -> Rc<PyStr> {
    if (c as u32) < 256 {
        if let Ok(Some(shared)) = LATIN1_CHARS.try_with(|t| t.get(c as usize).cloned()) {
            return shared;
        }
    }
    let mut buf = [0u8; 4];
    Rc::new(PyStr::new(c.encode_utf8(&mut buf).to_string()))
}

pub fn text_error(e: TextError) -> PyErr {
    match e.exception_name() {
        "MemoryError" => PyErr::memory(),
        "OverflowError" => PyErr::new(ExcKind::OverflowError, e.message()),
        _ => PyErr::value_error(e.message()),
    }
}

/// The receiver as a str (unwrapping subclass instances).
pub fn self_str(v: &Value) -> PyResult<Rc<PyStr>> {
    match v {
        Value::Str(s) => Ok(s.clone()),
        Value::Instance(inst) => match &*inst.base_value.borrow() {
            Value::Str(s) => Ok(s.clone()),
            _ => Err(PyErr::type_error("descriptor requires a 'str' object")),
        },
        _ => Err(PyErr::type_error(format!(
            "descriptor requires a 'str' object but received a '{}'",
            crate::builtins::args::type_name_plain(v)
        ))),
    }
}

fn str_arg<'a>(vm: &Vm, v: &'a Value, what: &str) -> PyResult<&'a str> {
    match v {
        Value::Str(s) => Ok(&s.s),
        other => Err(PyErr::type_error(format!("{}must be str, not {}", what, vm.type_name(other)))),
    }
}

fn opt_str_arg<'a>(vm: &Vm, v: Option<&'a Value>, what: &str) -> PyResult<Option<&'a str>> {
    match v {
        None | Some(Value::None) => Ok(None),
        Some(v) => str_arg(vm, v, what).map(Some),
    }
}

/// The most bytes a text result may take: what the session heap has room for.
fn max_bytes(vm: &Vm) -> usize {
    vm.memory_cap().saturating_sub(crate::heap::used())
}

fn str_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    check_kwargs("str", kw, &["object", "encoding", "errors"])?;
    let cls = args.first().cloned().unwrap_or(Value::None);
    let obj = arg_or_kw(args, 1, kw, "object").cloned();
    let encoding = arg_or_kw(args, 2, kw, "encoding").cloned();
    let v = match (obj, encoding) {
        (None, _) => Value::str(""),
        (Some(Value::Bytes(b)), Some(_)) => Value::string(decode(&b.data)?),
        (Some(Value::ByteArray(b)), Some(_)) => Value::string(decode(&b.borrow())?),
        (Some(o), _) => match o {
            Value::Str(_) => o,
            other => Value::string(vm.str_of(&other)?),
        },
    };
    Ok(wrap_for_class(vm, &cls, v))
}

fn decode(data: &[u8]) -> PyResult<String> {
    match std::str::from_utf8(data) {
        Ok(s) => Ok(s.to_string()),
        Err(e) => {
            let pos = e.valid_up_to();
            Err(PyErr::new(
                ExcKind::UnicodeDecodeError,
                format!("'utf-8' codec can't decode byte 0x{:02x} in position {}: invalid start byte", data[pos], pos),
            ))
        }
    }
}

const JOIN: Signature<1, 0> = Signature::positional("str", "join", ["iterable"], []);

fn join(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [iterable], []) = JOIN.bind_method(args, kw)?;
    let sep = self_str(this)?;
    let items = vm.collect_iterable(iterable)?;
    // Size the result first: refuse it before building anything too large.
    let total: usize =
        items.iter().map(|it| if let Value::Str(s) = it { s.s.len() } else { 0 }).sum::<usize>() + sep.s.len().saturating_mul(items.len());
    vm.check_alloc(total)?;
    vm.charge(total as u64 / 64)?;
    let mut out = String::with_capacity(total);
    for (i, it) in items.iter().enumerate() {
        if i > 0 {
            out.push_str(&sep.s);
        }
        match it {
            Value::Str(s) => out.push_str(&s.s),
            Value::Instance(inst) if matches!(&*inst.base_value.borrow(), Value::Str(_)) => out.push_str(&self_str(it)?.s),
            other => return Err(PyErr::type_error(format!("sequence item {}: expected str instance, {} found", i, vm.type_name(other)))),
        }
        if i % 1024 == 1023 {
            vm.check_alloc(out.len())?;
            vm.charge(1024)?;
        }
    }
    vm.check_alloc(out.len())?;
    Ok(Value::string(out))
}

const SPLIT: Signature<0, 2> = Signature::clinic("str", "split", [], ["sep", "maxsplit"]);
const RSPLIT: Signature<0, 2> = Signature::clinic("str", "rsplit", [], ["sep", "maxsplit"]);

fn split_common(vm: &mut Vm, args: &[Value], kw: &KwArgs, right: bool) -> PyResult<Value> {
    let (this, [], [sep, maxsplit]) = if right { RSPLIT } else { SPLIT }.bind_method(args, kw)?;
    let s = self_str(this)?;
    let sep = opt_str_arg(vm, sep, "")?.map(|x| x.to_string());
    let maxsplit = match maxsplit {
        Some(v) => crate::builtins::args::to_i64(vm, v)?,
        None => -1,
    };
    vm.check_pieces(s.s.len(), || text::split::split_count(&s.s, sep.as_deref(), maxsplit))?;
    let parts =
        if right { text::split::rsplit(&s.s, sep.as_deref(), maxsplit) } else { text::split::split(&s.s, sep.as_deref(), maxsplit) }
            .map_err(text_error)?;
    Ok(Value::list(parts.into_iter().map(Value::str).collect()))
}

fn split(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    split_common(vm, args, kw, false)
}
fn rsplit(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    split_common(vm, args, kw, true)
}

fn splitlines(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    check_kwargs("splitlines", kw, &["keepends"])?;
    let s = self_str(&args[0])?;
    // CPython takes `keepends` as a C int (bools and ints only).
    let keep = match arg_or_kw(args, 1, kw, "keepends") {
        Some(v) => vm.index_c_int(v)? != 0,
        None => false,
    };
    vm.check_pieces(s.s.len(), || text::split::splitlines_bound(&s.s))?;
    Ok(Value::list(text::split::splitlines(&s.s, keep).into_iter().map(Value::str).collect()))
}

fn strip_common(vm: &mut Vm, args: &[Value], name: &str, f: for<'a> fn(&'a str, Option<&str>) -> &'a str) -> PyResult<Value> {
    check_method_args(name, args, 0, 1)?;
    let s = self_str(&args[0])?;
    let chars = opt_str_arg(vm, args.get(1), &format!("{} arg ", name))?;
    let r = f(&s.s, chars);
    if r.len() == s.s.len() {
        if let Value::Str(_) = &args[0] {
            return Ok(args[0].clone());
        }
    }
    Ok(Value::str(r))
}

fn strip(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    strip_common(vm, args, "strip", text::split::strip)
}
fn lstrip(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    strip_common(vm, args, "lstrip", text::split::lstrip)
}
fn rstrip(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    strip_common(vm, args, "rstrip", text::split::rstrip)
}

fn map_text(args: &[Value], name: &str, f: fn(&str) -> String) -> PyResult<Value> {
    check_method_args(name, args, 0, 0)?;
    let s = self_str(&args[0])?;
    Ok(Value::string(f(&s.s)))
}

fn lower(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    map_text(args, "lower", text::case::lower)
}
fn upper(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    map_text(args, "upper", text::case::upper)
}
fn title(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    map_text(args, "title", text::case::title)
}
fn capitalize(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    map_text(args, "capitalize", text::case::capitalize)
}
fn swapcase(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    map_text(args, "swapcase", text::case::swapcase)
}
fn casefold(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    map_text(args, "casefold", text::case::casefold)
}

const REPLACE: Signature<2, 1> = Signature::positional("str", "replace", ["old", "new"], ["count"]);

fn replace(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [old, new], [count]) = REPLACE.bind_method(args, kw)?;
    let s = self_str(this)?;
    let old = str_arg(vm, old, "replace() argument 1 ")?;
    let new = str_arg(vm, new, "replace() argument 2 ")?;
    let count = match count {
        Some(v) => crate::builtins::args::to_i64(vm, v)?,
        None => -1,
    };
    let r = text::split::replace(&s.s, old, new, count, max_bytes(vm)).map_err(text_error)?;
    Ok(Value::string(r.into_owned()))
}

/// Python start/end arguments as char positions.
fn bounds(vm: &mut Vm, args: &[Value], first: usize, len: usize) -> PyResult<(usize, usize)> {
    let get = |vm: &mut Vm, i: usize| -> PyResult<Option<i64>> {
        match args.get(i) {
            None | Some(Value::None) => Ok(None),
            Some(v) => Ok(Some(vm.index_clamped(v)?)),
        }
    };
    let start = get(vm, first)?;
    let end = get(vm, first + 1)?;
    Ok(text::split::adjust_indices(start, end, len))
}

fn affix(vm: &mut Vm, args: &[Value], name: &str, f: fn(&str, &str, usize, usize) -> bool) -> PyResult<Value> {
    check_method_args(name, args, 1, 3)?;
    let s = self_str(&args[0])?;
    let (start, end) = bounds(vm, args, 2, s.char_len)?;
    match &args[1] {
        Value::Str(p) => Ok(Value::Bool(f(&s.s, &p.s, start, end))),
        Value::Tuple(t) => {
            for item in t.items.iter() {
                match item {
                    Value::Str(p) => {
                        if f(&s.s, &p.s, start, end) {
                            return Ok(Value::Bool(true));
                        }
                    }
                    other => {
                        return Err(PyErr::type_error(format!("tuple for {} must only contain str, not {}", name, vm.type_name(other))))
                    }
                }
            }
            Ok(Value::Bool(false))
        }
        other => Err(PyErr::type_error(format!("{} first arg must be str or a tuple of str, not {}", name, vm.type_name(other)))),
    }
}

fn startswith(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    affix(vm, args, "startswith", text::split::startswith)
}
fn endswith(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    affix(vm, args, "endswith", text::split::endswith)
}

fn search(vm: &mut Vm, args: &[Value], name: &str, right: bool) -> PyResult<Option<usize>> {
    check_method_args(name, args, 1, 3)?;
    let s = self_str(&args[0])?;
    let sub = match &args[1] {
        Value::Str(p) => p.clone(),
        other => return Err(PyErr::type_error(format!("must be str, not {}", vm.type_name(other)))),
    };
    let (start, end) = bounds(vm, args, 2, s.char_len)?;
    Ok(if right { text::split::rfind(&s.s, &sub.s, start, end) } else { text::split::find(&s.s, &sub.s, start, end) })
}

fn find(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(Value::Int(search(vm, args, "find", false)?.map(|i| i as i64).unwrap_or(-1)))
}
fn rfind(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(Value::Int(search(vm, args, "rfind", true)?.map(|i| i as i64).unwrap_or(-1)))
}
fn index(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    search(vm, args, "index", false)?.map(|i| Value::Int(i as i64)).ok_or_else(|| PyErr::value_error("substring not found"))
}
fn rindex(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    search(vm, args, "rindex", true)?.map(|i| Value::Int(i as i64)).ok_or_else(|| PyErr::value_error("substring not found"))
}

fn count(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("count", args, 1, 3)?;
    let s = self_str(&args[0])?;
    let sub = match &args[1] {
        Value::Str(p) => p.clone(),
        other => return Err(PyErr::type_error(format!("must be str, not {}", vm.type_name(other)))),
    };
    let (start, end) = bounds(vm, args, 2, s.char_len)?;
    Ok(Value::Int(text::split::count(&s.s, &sub.s, start, end) as i64))
}

fn predicate(args: &[Value], name: &str, f: fn(&str) -> bool) -> PyResult<Value> {
    check_method_args(name, args, 0, 0)?;
    Ok(Value::Bool(f(&self_str(&args[0])?.s)))
}

fn isdigit(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    predicate(args, "isdigit", text::predicates::isdigit)
}
fn isalpha(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    predicate(args, "isalpha", text::predicates::isalpha)
}
fn isalnum(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    predicate(args, "isalnum", text::predicates::isalnum)
}
fn isspace(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    predicate(args, "isspace", text::predicates::isspace)
}
fn isupper(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    predicate(args, "isupper", text::predicates::isupper)
}
fn islower(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    predicate(args, "islower", text::predicates::islower)
}
fn istitle(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    predicate(args, "istitle", text::predicates::istitle)
}
fn isdecimal(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    predicate(args, "isdecimal", text::predicates::isdecimal)
}
fn isnumeric(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    predicate(args, "isnumeric", text::predicates::isnumeric)
}
fn isidentifier(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    predicate(args, "isidentifier", text::predicates::isidentifier)
}
fn isprintable(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    predicate(args, "isprintable", text::predicates::isprintable)
}
fn isascii(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    predicate(args, "isascii", text::predicates::isascii)
}

fn partition_common(vm: &mut Vm, args: &[Value], name: &str, right: bool) -> PyResult<Value> {
    check_method_args(name, args, 1, 1)?;
    let s = self_str(&args[0])?;
    let sep = str_arg(vm, &args[1], "")?;
    let (a, b, c) = if right { text::split::rpartition(&s.s, sep) } else { text::split::partition(&s.s, sep) }.map_err(text_error)?;
    Ok(Value::tuple(vec![Value::str(a), Value::str(b), Value::str(c)]))
}

fn partition(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    partition_common(vm, args, "partition", false)
}
fn rpartition(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    partition_common(vm, args, "rpartition", true)
}

type PadFn = fn(&str, i64, char, usize) -> Result<std::borrow::Cow<'_, str>, TextError>;

fn pad(vm: &mut Vm, args: &[Value], name: &str, f: PadFn) -> PyResult<Value> {
    check_method_args(name, args, 1, 2)?;
    let s = self_str(&args[0])?;
    let width = crate::builtins::args::to_i64(vm, &args[1])?;
    let fill = match args.get(2) {
        None => ' ',
        Some(Value::Str(f)) if f.char_len == 1 => f.s.chars().next().unwrap_or(' '),
        Some(Value::Str(_)) => return Err(PyErr::type_error("The fill character must be exactly one character long")),
        Some(other) => {
            return Err(PyErr::type_error(format!("The fill character must be a unicode character, not {}", vm.type_name(other))))
        }
    };
    let r = f(&s.s, width, fill, max_bytes(vm)).map_err(text_error)?;
    Ok(Value::string(r.into_owned()))
}

fn center(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    pad(vm, args, "center", text::split::center)
}
fn ljust(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    pad(vm, args, "ljust", text::split::ljust)
}
fn rjust(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    pad(vm, args, "rjust", text::split::rjust)
}

fn zfill(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("zfill", args, 1, 1)?;
    let s = self_str(&args[0])?;
    let width = crate::builtins::args::to_i64(vm, &args[1])?;
    Ok(Value::string(text::split::zfill(&s.s, width, max_bytes(vm)).map_err(text_error)?.into_owned()))
}

fn expandtabs(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    check_kwargs("expandtabs", kw, &["tabsize"])?;
    let s = self_str(&args[0])?;
    let size = match arg_or_kw(args, 1, kw, "tabsize") {
        Some(v) => vm.index_c_int(v)?,
        None => 8,
    };
    Ok(Value::string(text::split::expandtabs(&s.s, size, max_bytes(vm)).map_err(text_error)?.into_owned()))
}

fn removeprefix(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("removeprefix", args, 1, 1)?;
    let s = self_str(&args[0])?;
    let p = str_arg(vm, &args[1], "removeprefix() argument ")?;
    Ok(Value::str(text::split::removeprefix(&s.s, p)))
}

fn removesuffix(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("removesuffix", args, 1, 1)?;
    let s = self_str(&args[0])?;
    let p = str_arg(vm, &args[1], "removesuffix() argument ")?;
    Ok(Value::str(text::split::removesuffix(&s.s, p)))
}

fn encode(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    check_kwargs("encode", kw, &["encoding", "errors"])?;
    let s = self_str(&args[0])?;
    let enc = opt_str_arg(vm, arg_or_kw(args, 1, kw, "encoding"), "encode() argument 'encoding' ")?.unwrap_or("utf-8").to_string();
    let errors = opt_str_arg(vm, arg_or_kw(args, 2, kw, "errors"), "")?.unwrap_or("strict").to_string();
    let data = crate::types::bytes::encode_str(vm, &s.s, &enc, &errors)?;
    Ok(Value::Bytes(Rc::new(crate::value::PyBytes::new(data.into_boxed_slice()))))
}

fn translate(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("translate", args, 1, 1)?;
    let s = self_str(&args[0])?;
    let table = args[1].clone();
    let limit = max_bytes(vm);
    let out = text::translate::translate::<PyErr, _>(&s.s, limit, |c| match vm.get_item(&table, &Value::Int(c as i64)) {
        Ok(Value::None) => Ok(text::translate::Mapped::Delete),
        Ok(Value::Str(r)) => Ok(text::translate::Mapped::Str(r.s.to_string())),
        Ok(Value::Int(n)) => match char::from_u32(n as u32) {
            Some(ch) => Ok(text::translate::Mapped::Char(ch)),
            None => Err(PyErr::value_error("character mapping must be in range(0x110000)")),
        },
        Ok(_) => Err(PyErr::type_error("character mapping must return integer, None or str")),
        Err(e) if vm.error_is(&e, ExcKind::LookupError) => Ok(text::translate::Mapped::Keep),
        Err(e) => Err(e),
    })?;
    Ok(Value::string(out))
}

fn maketrans(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_args("maketrans", args, 1, 3)?;
    let mut items: Vec<(Value, Value)> = Vec::new();
    if args.len() == 1 {
        let pairs = vm.mapping_items(&args[0])?;
        for (k, v) in pairs {
            let key = match &k {
                Value::Str(s) if s.char_len == 1 => Value::Int(s.s.chars().next().map(|c| c as i64).unwrap_or(0)),
                Value::Int(_) => k.clone(),
                _ => return Err(PyErr::type_error("keys in translate table must be strings or integers")),
            };
            items.push((key, v));
        }
    } else {
        let a = self_str(&args[0])?;
        let b = self_str(&args[1])?;
        if a.char_len != b.char_len {
            return Err(PyErr::value_error("the first two maketrans arguments must have equal length"));
        }
        for (x, y) in a.s.chars().zip(b.s.chars()) {
            items.push((Value::Int(x as i64), Value::Int(y as i64)));
        }
        if let Some(z) = args.get(2) {
            for c in self_str(z)?.s.chars() {
                items.push((Value::Int(c as i64), Value::None));
            }
        }
    }
    vm.new_dict(items)
}

fn str_dunder_format(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("__format__", args, 1, 1)?;
    let s = self_str(&args[0])?;
    let spec = str_arg(vm, &args[1], "format spec ")?.to_string();
    Ok(Value::string(vm.format_value(&Value::Str(s), &spec)?))
}

fn str_getitem(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("__getitem__", args, 1, 1)?;
    let s = Value::Str(self_str(&args[0])?);
    vm.get_item(&s, &args[1])
}

fn str_len(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(Value::Int(self_str(&args[0])?.char_len as i64))
}

fn str_contains(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("__contains__", args, 1, 1)?;
    let s = Value::Str(self_str(&args[0])?);
    Ok(Value::Bool(vm.contains(&s, &args[1])?))
}

fn binop(vm: &mut Vm, args: &[Value], op: crate::compile::bytecode::BinOp) -> PyResult<Value> {
    check_method_args("operator", args, 1, 1)?;
    let s = Value::Str(self_str(&args[0])?);
    match vm.binary_op(&s, &args[1], op) {
        Ok(v) => Ok(v),
        Err(e) if vm.error_is(&e, ExcKind::TypeError) => Ok(Value::NotImplemented),
        Err(e) => Err(e),
    }
}

fn str_add(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    binop(vm, args, crate::compile::bytecode::BinOp::Add)
}
fn str_mul(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    binop(vm, args, crate::compile::bytecode::BinOp::Mul)
}
fn str_mod(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    binop(vm, args, crate::compile::bytecode::BinOp::Mod)
}

fn str_eq(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("__eq__", args, 1, 1)?;
    let s = self_str(&args[0])?;
    match &args[1] {
        Value::Str(o) => Ok(Value::Bool(s.s == o.s)),
        Value::Instance(_) => match self_str(&args[1]) {
            Ok(o) => Ok(Value::Bool(s.s == o.s)),
            Err(_) => Ok(Value::NotImplemented),
        },
        _ => {
            let _ = vm;
            Ok(Value::NotImplemented)
        }
    }
}

fn str_lt(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("__lt__", args, 1, 1)?;
    let s = self_str(&args[0])?;
    match self_str(&args[1]) {
        Ok(o) => Ok(Value::Bool(s.s < o.s)),
        Err(_) => Ok(Value::NotImplemented),
    }
}

fn str_hash(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let s = Value::Str(self_str(&args[0])?);
    Ok(Value::Int(vm.hash(&s)? as i64))
}
