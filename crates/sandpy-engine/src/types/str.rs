//! `str`: constructor and methods. The text algorithms themselves (case mapping, splitting,
//! predicates) live in `crate::text`; this file adapts them to Python calling conventions.

use std::rc::Rc;

use super::Method;
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

const STR_NEW: Signature<0, 3> = Signature::clinic("", "str", [], ["object", "encoding", "errors"]);

fn str_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (cls, [], [obj, encoding, _errors]) = STR_NEW.bind_method(args, kw)?;
    let v = match (obj.cloned(), encoding) {
        (None, _) => Value::str(""),
        (Some(Value::Bytes(b)), Some(_)) => Value::string(decode(&b.data)?),
        (Some(Value::ByteArray(b)), Some(_)) => Value::string(decode(&b.borrow())?),
        (Some(o), _) => match o {
            Value::Str(_) => o,
            other => Value::string(vm.str_of(&other)?),
        },
    };
    Ok(wrap_for_class(vm, cls, v))
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

const SPLITLINES: Signature<0, 1> = Signature::clinic("str", "splitlines", [], ["keepends"]);

fn splitlines(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], [keepends]) = SPLITLINES.bind_method(args, kw)?;
    let s = self_str(this)?;
    // CPython takes `keepends` as a C int (bools and ints only).
    let keep = match keepends {
        Some(v) => vm.index_c_int(v)? != 0,
        None => false,
    };
    vm.check_pieces(s.s.len(), || text::split::splitlines_bound(&s.s))?;
    Ok(Value::list(text::split::splitlines(&s.s, keep).into_iter().map(Value::str).collect()))
}

type StripFn = for<'a> fn(&'a str, Option<&str>) -> &'a str;

fn strip_common(_vm: &mut Vm, args: &[Value], kw: &KwArgs, sig: &Signature<0, 1>, f: StripFn) -> PyResult<Value> {
    let (this, [], [chars]) = sig.bind_method(args, kw)?;
    let s = self_str(this)?;
    let chars = match chars {
        None | Some(Value::None) => None,
        Some(Value::Str(c)) => Some(&*c.s),
        Some(_) => return Err(PyErr::type_error(format!("{} arg must be None or str", sig.name))),
    };
    let r = f(&s.s, chars);
    if r.len() == s.s.len() {
        if let Value::Str(_) = this {
            return Ok(this.clone());
        }
    }
    Ok(Value::str(r))
}

const STRIP: Signature<0, 1> = Signature::positional("str", "strip", [], ["chars"]);
const LSTRIP: Signature<0, 1> = Signature::positional("str", "lstrip", [], ["chars"]);
const RSTRIP: Signature<0, 1> = Signature::positional("str", "rstrip", [], ["chars"]);

fn strip(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    strip_common(vm, args, kw, &STRIP, text::split::strip)
}
fn lstrip(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    strip_common(vm, args, kw, &LSTRIP, text::split::lstrip)
}
fn rstrip(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    strip_common(vm, args, kw, &RSTRIP, text::split::rstrip)
}

fn map_text(args: &[Value], kw: &KwArgs, sig: &Signature<0, 0>, f: fn(&str) -> String) -> PyResult<Value> {
    let (this, [], []) = sig.bind_method(args, kw)?;
    let s = self_str(this)?;
    Ok(Value::string(f(&s.s)))
}

const LOWER: Signature<0, 0> = Signature::positional("str", "lower", [], []);
const UPPER: Signature<0, 0> = Signature::positional("str", "upper", [], []);
const TITLE: Signature<0, 0> = Signature::positional("str", "title", [], []);
const CAPITALIZE: Signature<0, 0> = Signature::positional("str", "capitalize", [], []);
const SWAPCASE: Signature<0, 0> = Signature::positional("str", "swapcase", [], []);
const CASEFOLD: Signature<0, 0> = Signature::positional("str", "casefold", [], []);

fn lower(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    map_text(args, kw, &LOWER, text::case::lower)
}
fn upper(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    map_text(args, kw, &UPPER, text::case::upper)
}
fn title(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    map_text(args, kw, &TITLE, text::case::title)
}
fn capitalize(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    map_text(args, kw, &CAPITALIZE, text::case::capitalize)
}
fn swapcase(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    map_text(args, kw, &SWAPCASE, text::case::swapcase)
}
fn casefold(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    map_text(args, kw, &CASEFOLD, text::case::casefold)
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
fn bounds(vm: &mut Vm, [start, end]: [Option<&Value>; 2], len: usize) -> PyResult<(usize, usize)> {
    let get = |vm: &mut Vm, v: Option<&Value>| -> PyResult<Option<i64>> {
        match v {
            None | Some(Value::None) => Ok(None),
            Some(v) => Ok(Some(vm.index_clamped(v)?)),
        }
    };
    let start = get(vm, start)?;
    let end = get(vm, end)?;
    Ok(text::split::adjust_indices(start, end, len))
}

const STARTSWITH: Signature<1, 2> = Signature::legacy("str", "startswith", ["prefix"], ["start", "end"]);
const ENDSWITH: Signature<1, 2> = Signature::legacy("str", "endswith", ["suffix"], ["start", "end"]);

fn affix(vm: &mut Vm, args: &[Value], kw: &KwArgs, sig: &Signature<1, 2>, f: fn(&str, &str, usize, usize) -> bool) -> PyResult<Value> {
    let (this, [prefix], range) = sig.bind_method(args, kw)?;
    let name = sig.name;
    let s = self_str(this)?;
    let (start, end) = bounds(vm, range, s.char_len)?;
    match prefix {
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

fn startswith(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    affix(vm, args, kw, &STARTSWITH, text::split::startswith)
}
fn endswith(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    affix(vm, args, kw, &ENDSWITH, text::split::endswith)
}

const FIND: Signature<1, 2> = Signature::legacy("str", "find", ["sub"], ["start", "end"]);
const RFIND: Signature<1, 2> = Signature::legacy("str", "rfind", ["sub"], ["start", "end"]);
const INDEX: Signature<1, 2> = Signature::legacy("str", "index", ["sub"], ["start", "end"]);
const RINDEX: Signature<1, 2> = Signature::legacy("str", "rindex", ["sub"], ["start", "end"]);
const COUNT: Signature<1, 2> = Signature::legacy("str", "count", ["sub"], ["start", "end"]);

/// The receiver, the searched-for str and the char range of find, index and count.
fn search_args(vm: &mut Vm, args: &[Value], kw: &KwArgs, sig: &Signature<1, 2>) -> PyResult<(Rc<PyStr>, Rc<PyStr>, usize, usize)> {
    let (this, [sub], range) = sig.bind_method(args, kw)?;
    let s = self_str(this)?;
    let sub = match sub {
        Value::Str(p) => p.clone(),
        other => return Err(PyErr::type_error(format!("must be str, not {}", vm.type_name(other)))),
    };
    let (start, end) = bounds(vm, range, s.char_len)?;
    Ok((s, sub, start, end))
}

fn search(vm: &mut Vm, args: &[Value], kw: &KwArgs, sig: &Signature<1, 2>, right: bool) -> PyResult<Option<usize>> {
    let (s, sub, start, end) = search_args(vm, args, kw, sig)?;
    Ok(if right { text::split::rfind(&s.s, &sub.s, start, end) } else { text::split::find(&s.s, &sub.s, start, end) })
}

fn find(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    Ok(Value::Int(search(vm, args, kw, &FIND, false)?.map(|i| i as i64).unwrap_or(-1)))
}
fn rfind(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    Ok(Value::Int(search(vm, args, kw, &RFIND, true)?.map(|i| i as i64).unwrap_or(-1)))
}
fn index(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    search(vm, args, kw, &INDEX, false)?.map(|i| Value::Int(i as i64)).ok_or_else(|| PyErr::value_error("substring not found"))
}
fn rindex(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    search(vm, args, kw, &RINDEX, true)?.map(|i| Value::Int(i as i64)).ok_or_else(|| PyErr::value_error("substring not found"))
}

fn count(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (s, sub, start, end) = search_args(vm, args, kw, &COUNT)?;
    Ok(Value::Int(text::split::count(&s.s, &sub.s, start, end) as i64))
}

const ISDIGIT: Signature<0, 0> = Signature::positional("str", "isdigit", [], []);
const ISALPHA: Signature<0, 0> = Signature::positional("str", "isalpha", [], []);
const ISALNUM: Signature<0, 0> = Signature::positional("str", "isalnum", [], []);
const ISSPACE: Signature<0, 0> = Signature::positional("str", "isspace", [], []);
const ISUPPER: Signature<0, 0> = Signature::positional("str", "isupper", [], []);
const ISLOWER: Signature<0, 0> = Signature::positional("str", "islower", [], []);
const ISTITLE: Signature<0, 0> = Signature::positional("str", "istitle", [], []);
const ISDECIMAL: Signature<0, 0> = Signature::positional("str", "isdecimal", [], []);
const ISNUMERIC: Signature<0, 0> = Signature::positional("str", "isnumeric", [], []);
const ISIDENTIFIER: Signature<0, 0> = Signature::positional("str", "isidentifier", [], []);
const ISPRINTABLE: Signature<0, 0> = Signature::positional("str", "isprintable", [], []);
const ISASCII: Signature<0, 0> = Signature::positional("str", "isascii", [], []);

fn predicate(args: &[Value], kw: &KwArgs, sig: &Signature<0, 0>, f: fn(&str) -> bool) -> PyResult<Value> {
    let (this, [], []) = sig.bind_method(args, kw)?;
    Ok(Value::Bool(f(&self_str(this)?.s)))
}

fn isdigit(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    predicate(args, kw, &ISDIGIT, text::predicates::isdigit)
}
fn isalpha(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    predicate(args, kw, &ISALPHA, text::predicates::isalpha)
}
fn isalnum(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    predicate(args, kw, &ISALNUM, text::predicates::isalnum)
}
fn isspace(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    predicate(args, kw, &ISSPACE, text::predicates::isspace)
}
fn isupper(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    predicate(args, kw, &ISUPPER, text::predicates::isupper)
}
fn islower(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    predicate(args, kw, &ISLOWER, text::predicates::islower)
}
fn istitle(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    predicate(args, kw, &ISTITLE, text::predicates::istitle)
}
fn isdecimal(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    predicate(args, kw, &ISDECIMAL, text::predicates::isdecimal)
}
fn isnumeric(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    predicate(args, kw, &ISNUMERIC, text::predicates::isnumeric)
}
fn isidentifier(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    predicate(args, kw, &ISIDENTIFIER, text::predicates::isidentifier)
}
fn isprintable(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    predicate(args, kw, &ISPRINTABLE, text::predicates::isprintable)
}
fn isascii(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    predicate(args, kw, &ISASCII, text::predicates::isascii)
}

const PARTITION: Signature<1, 0> = Signature::positional("str", "partition", ["sep"], []);
const RPARTITION: Signature<1, 0> = Signature::positional("str", "rpartition", ["sep"], []);

fn partition_common(vm: &mut Vm, args: &[Value], kw: &KwArgs, right: bool) -> PyResult<Value> {
    let (this, [sep], []) = if right { RPARTITION } else { PARTITION }.bind_method(args, kw)?;
    let s = self_str(this)?;
    let sep = str_arg(vm, sep, "")?;
    let (a, b, c) = if right { text::split::rpartition(&s.s, sep) } else { text::split::partition(&s.s, sep) }.map_err(text_error)?;
    Ok(Value::tuple(vec![Value::str(a), Value::str(b), Value::str(c)]))
}

fn partition(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    partition_common(vm, args, kw, false)
}
fn rpartition(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    partition_common(vm, args, kw, true)
}

type PadFn = fn(&str, i64, char, usize) -> Result<std::borrow::Cow<'_, str>, TextError>;

const CENTER: Signature<1, 1> = Signature::positional("str", "center", ["width"], ["fillchar"]);
const LJUST: Signature<1, 1> = Signature::positional("str", "ljust", ["width"], ["fillchar"]);
const RJUST: Signature<1, 1> = Signature::positional("str", "rjust", ["width"], ["fillchar"]);

fn pad(vm: &mut Vm, args: &[Value], kw: &KwArgs, sig: &Signature<1, 1>, f: PadFn) -> PyResult<Value> {
    let (this, [width], [fillchar]) = sig.bind_method(args, kw)?;
    let s = self_str(this)?;
    let width = crate::builtins::args::to_i64(vm, width)?;
    let fill = match fillchar {
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

fn center(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    pad(vm, args, kw, &CENTER, text::split::center)
}
fn ljust(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    pad(vm, args, kw, &LJUST, text::split::ljust)
}
fn rjust(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    pad(vm, args, kw, &RJUST, text::split::rjust)
}

const ZFILL: Signature<1, 0> = Signature::positional("str", "zfill", ["width"], []);

fn zfill(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [width], []) = ZFILL.bind_method(args, kw)?;
    let s = self_str(this)?;
    let width = crate::builtins::args::to_i64(vm, width)?;
    Ok(Value::string(text::split::zfill(&s.s, width, max_bytes(vm)).map_err(text_error)?.into_owned()))
}

const EXPANDTABS: Signature<0, 1> = Signature::clinic("str", "expandtabs", [], ["tabsize"]);

fn expandtabs(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], [tabsize]) = EXPANDTABS.bind_method(args, kw)?;
    let s = self_str(this)?;
    let size = match tabsize {
        Some(v) => vm.index_c_int(v)?,
        None => 8,
    };
    Ok(Value::string(text::split::expandtabs(&s.s, size, max_bytes(vm)).map_err(text_error)?.into_owned()))
}

const REMOVEPREFIX: Signature<1, 0> = Signature::positional("str", "removeprefix", ["prefix"], []);

fn removeprefix(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [affix], []) = REMOVEPREFIX.bind_method(args, kw)?;
    let s = self_str(this)?;
    let p = str_arg(vm, affix, "removeprefix() argument ")?;
    Ok(Value::str(text::split::removeprefix(&s.s, p)))
}

const REMOVESUFFIX: Signature<1, 0> = Signature::positional("str", "removesuffix", ["suffix"], []);

fn removesuffix(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [affix], []) = REMOVESUFFIX.bind_method(args, kw)?;
    let s = self_str(this)?;
    let p = str_arg(vm, affix, "removesuffix() argument ")?;
    Ok(Value::str(text::split::removesuffix(&s.s, p)))
}

const ENCODE: Signature<0, 2> = Signature::clinic("str", "encode", [], ["encoding", "errors"]);

fn encode(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], [encoding, errors]) = ENCODE.bind_method(args, kw)?;
    let s = self_str(this)?;
    let enc = opt_str_arg(vm, encoding, "encode() argument 'encoding' ")?.unwrap_or("utf-8").to_string();
    let errors = opt_str_arg(vm, errors, "")?.unwrap_or("strict").to_string();
    let data = crate::types::bytes::encode_str(vm, &s.s, &enc, &errors)?;
    Ok(Value::Bytes(Rc::new(crate::value::PyBytes::new(data.into_boxed_slice()))))
}

const TRANSLATE: Signature<1, 0> = Signature::positional("str", "translate", ["table"], []);

fn translate(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [table], []) = TRANSLATE.bind_method(args, kw)?;
    let s = self_str(this)?;
    let table = table.clone();
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

const MAKETRANS: Signature<1, 2> = Signature::positional("str", "maketrans", ["x"], ["y", "z"]);

fn maketrans(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([x], [y, z]) = MAKETRANS.bind(args, kw)?;
    let mut items: Vec<(Value, Value)> = Vec::new();
    let Some(y) = y else {
        let pairs = vm.mapping_items(x)?;
        for (k, v) in pairs {
            let key = match &k {
                Value::Str(s) if s.char_len == 1 => Value::Int(s.s.chars().next().map(|c| c as i64).unwrap_or(0)),
                Value::Int(_) => k.clone(),
                _ => return Err(PyErr::type_error("keys in translate table must be strings or integers")),
            };
            items.push((key, v));
        }
        return vm.new_dict(items);
    };
    {
        let a = self_str(x)?;
        let b = self_str(y)?;
        if a.char_len != b.char_len {
            return Err(PyErr::value_error("the first two maketrans arguments must have equal length"));
        }
        for (x, y) in a.s.chars().zip(b.s.chars()) {
            items.push((Value::Int(x as i64), Value::Int(y as i64)));
        }
        if let Some(z) = z {
            for c in self_str(z)?.s.chars() {
                items.push((Value::Int(c as i64), Value::None));
            }
        }
    }
    vm.new_dict(items)
}

const DUNDER_FORMAT: Signature<1, 0> = Signature::positional("str", "__format__", ["format_spec"], []);

fn str_dunder_format(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [spec], []) = DUNDER_FORMAT.bind_method(args, kw)?;
    let s = self_str(this)?;
    let spec = str_arg(vm, spec, "format spec ")?.to_string();
    Ok(Value::string(vm.format_value(&Value::Str(s), &spec)?))
}

const GETITEM: Signature<1, 0> = Signature::wrapper("str", "__getitem__", ["key"], []);
const LEN: Signature<0, 0> = Signature::wrapper("str", "__len__", [], []);
const CONTAINS: Signature<1, 0> = Signature::wrapper("str", "__contains__", ["key"], []);

fn str_getitem(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [key], []) = GETITEM.bind_method(args, kw)?;
    let s = Value::Str(self_str(this)?);
    vm.get_item(&s, key)
}

fn str_len(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = LEN.bind_method(args, kw)?;
    Ok(Value::Int(self_str(this)?.char_len as i64))
}

fn str_contains(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [key], []) = CONTAINS.bind_method(args, kw)?;
    let s = Value::Str(self_str(this)?);
    Ok(Value::Bool(vm.contains(&s, key)?))
}

const ADD: Signature<1, 0> = Signature::wrapper("str", "__add__", ["value"], []);
const MUL: Signature<1, 0> = Signature::wrapper("str", "__mul__", ["value"], []);
const MOD: Signature<1, 0> = Signature::wrapper("str", "__mod__", ["value"], []);

fn binop(vm: &mut Vm, args: &[Value], kw: &KwArgs, sig: &Signature<1, 0>, op: crate::compile::bytecode::BinOp) -> PyResult<Value> {
    let (this, [other], []) = sig.bind_method(args, kw)?;
    let s = Value::Str(self_str(this)?);
    match vm.binary_op(&s, other, op) {
        Ok(v) => Ok(v),
        Err(e) if vm.error_is(&e, ExcKind::TypeError) => Ok(Value::NotImplemented),
        Err(e) => Err(e),
    }
}

fn str_add(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    binop(vm, args, kw, &ADD, crate::compile::bytecode::BinOp::Add)
}
fn str_mul(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    binop(vm, args, kw, &MUL, crate::compile::bytecode::BinOp::Mul)
}
fn str_mod(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    binop(vm, args, kw, &MOD, crate::compile::bytecode::BinOp::Mod)
}

const EQ: Signature<1, 0> = Signature::wrapper("str", "__eq__", ["value"], []);
const LT: Signature<1, 0> = Signature::wrapper("str", "__lt__", ["value"], []);
const HASH: Signature<0, 0> = Signature::wrapper("str", "__hash__", [], []);

fn str_eq(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [other], []) = EQ.bind_method(args, kw)?;
    let s = self_str(this)?;
    match other {
        Value::Str(o) => Ok(Value::Bool(s.s == o.s)),
        Value::Instance(_) => match self_str(other) {
            Ok(o) => Ok(Value::Bool(s.s == o.s)),
            Err(_) => Ok(Value::NotImplemented),
        },
        _ => {
            let _ = vm;
            Ok(Value::NotImplemented)
        }
    }
}

fn str_lt(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [other], []) = LT.bind_method(args, kw)?;
    let s = self_str(this)?;
    match self_str(other) {
        Ok(o) => Ok(Value::Bool(s.s < o.s)),
        Err(_) => Ok(Value::NotImplemented),
    }
}

fn str_hash(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = HASH.bind_method(args, kw)?;
    let s = Value::Str(self_str(this)?);
    Ok(Value::Int(vm.hash(&s)? as i64))
}
