//! The module-level functions (`re.compile`, `re.search`, ... `re.escape`, `re.purge`):
//! compile through the cache, then do what the Pattern method does.

use std::rc::Rc;

use super::engine::{compile_cached, CompileError, Compiled};
use super::objects::{is_pattern, new_pattern, pattern_data, re_error, re_types, MatchRe, PatternData};
use super::parser::ParseError;
use super::pattern::{do_findall, do_finditer, do_search, do_split, do_sub, window};
use super::search::{Ctx, Kind};
use crate::builtins::signature::Signature;
use crate::error::{ExcKind, PyErr, PyResult};
use crate::types::num::{as_int, IntRef};
use crate::value::{KwArgs, PyBytes, PyStr, Value};
use crate::vm::Vm;

/// The `flags` argument as bits (RegexFlag is an int subclass).
fn flags_value(flags: Option<&Value>) -> PyResult<Option<u32>> {
    let Some(v) = flags else { return Ok(Some(0)) };
    let n = match as_int(v) {
        Some(IntRef::Small(i)) => Some(i),
        Some(IntRef::Big(_)) => return Err(PyErr::overflow("Python int too large to convert to C int")),
        None => match v {
            Value::Instance(inst) => match &*inst.base_value.borrow() {
                Value::Int(i) => Some(*i),
                Value::Bool(b) => Some(*b as i64),
                _ => None,
            },
            _ => None,
        },
    };
    match n {
        Some(i) => match u32::try_from(i) {
            Ok(u) => Ok(Some(u)),
            Err(_) => Err(PyErr::overflow("Python int too large to convert to C int")),
        },
        None => Ok(None),
    }
}

/// The text of a str/bytes pattern (str subclasses and bytearray included), shared
/// rather than copied.
enum Text {
    Str(Rc<PyStr>),
    Bytes(Rc<PyBytes>),
    Owned(Vec<u8>),
}

impl Text {
    fn of(v: &Value) -> Option<Text> {
        match v {
            Value::Str(s) => Some(Text::Str(s.clone())),
            Value::Bytes(b) => Some(Text::Bytes(b.clone())),
            Value::ByteArray(b) => Some(Text::Owned(b.borrow().clone())),
            Value::Instance(inst) => match &*inst.base_value.borrow() {
                Value::Str(s) => Some(Text::Str(s.clone())),
                Value::Bytes(b) => Some(Text::Bytes(b.clone())),
                _ => None,
            },
            _ => None,
        }
    }
    fn is_bytes(&self) -> bool {
        !matches!(self, Text::Str(_))
    }
    fn bytes(&self) -> &[u8] {
        match self {
            Text::Str(s) => s.s.as_bytes(),
            Text::Bytes(b) => &b.data,
            Text::Owned(v) => v,
        }
    }
}

/// `re.error`/OverflowError/ValueError for a pattern that does not compile.
fn compile_error(vm: &mut Vm, err: CompileError, pattern: &Value) -> PyErr {
    match err {
        CompileError::Parse(ParseError::Syntax { msg, pos }) => re_error(vm, &msg, pattern.clone(), pos),
        CompileError::Parse(ParseError::Overflow(msg)) => PyErr::new(ExcKind::OverflowError, msg),
        CompileError::Parse(ParseError::Value(msg)) => PyErr::value_error(msg),
        CompileError::Engine(msg) => {
            re_error(vm, &format!("pattern not supported by sandpy's regex engine ({})", msg), pattern.clone(), None)
        }
    }
}

/// A pattern argument resolved through the cache.
struct Resolved {
    compiled: Rc<Compiled>,
    /// The pattern as given (str/bytes), or the Pattern object's source.
    source: Value,
    /// When a Pattern object was given: it and its state.
    object: Option<(Value, Rc<PatternData>)>,
}

/// CPython's `re._compile`, without making a Pattern object for str/bytes patterns.
fn resolve(vm: &mut Vm, pattern: &Value, flags: Option<&Value>) -> PyResult<Resolved> {
    if is_pattern(pattern) {
        let nonzero = match flags {
            None => false,
            Some(f) => vm.truthy(f)?,
        };
        if nonzero {
            return Err(PyErr::value_error("cannot process flags argument with a compiled pattern"));
        }
        let pd = pattern_data(pattern, "compile")?;
        return Ok(Resolved { compiled: pd.compiled.clone(), source: pd.source.clone(), object: Some((pattern.clone(), pd)) });
    }
    let Some(text) = Text::of(pattern) else {
        // CPython looks the pattern up in its cache first: unhashable ones fail there.
        vm.hash(pattern)?;
        return Err(PyErr::type_error("first argument must be string or compiled pattern"));
    };
    let Some(bits) = flags_value(flags)? else {
        if let Some(f) = flags {
            vm.hash(f)?;
        }
        let tname = vm.type_name(flags.unwrap_or(&Value::None));
        return Err(PyErr::type_error(format!("unsupported operand type(s) for &: '{}' and 'RegexFlag'", tname)));
    };
    vm.charge(1 + (text.bytes().len() / 16) as u64)?;
    let compiled = compile_cached(text.is_bytes(), text.bytes(), bits).map_err(|e| compile_error(vm, e, pattern))?;
    let source = match pattern {
        Value::ByteArray(b) => crate::types::bytes::make_bytes(b.borrow().clone()),
        other => other.clone(),
    };
    Ok(Resolved { compiled, source, object: None })
}

/// What Match objects made by a module-level call need.
fn context(vm: &Vm, r: Resolved) -> PyResult<Ctx> {
    Ok(match r.object {
        Some((p, pd)) => Ctx::of_pattern(&p, &pd),
        None => Ctx { compiled: r.compiled, match_class: re_types(vm)?.match_class, re: MatchRe::Source(r.source) },
    })
}

pub fn compile(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([pattern], [flags]) = Signature::python("", "compile", ["pattern"], ["flags"]).bind(args, kw)?;
    let r = resolve(vm, pattern, flags)?;
    match r.object {
        Some((p, _)) => Ok(p),
        None => Ok(new_pattern(vm, &re_types(vm)?, r.compiled, r.source)),
    }
}

fn module_search(vm: &mut Vm, args: &[Value], kw: &KwArgs, name: &'static str, kind: Kind) -> PyResult<Value> {
    let ([pattern, string], [flags]) = Signature::python("", name, ["pattern", "string"], ["flags"]).bind(args, kw)?;
    let r = resolve(vm, pattern, flags)?;
    let w = window(&r.compiled, string, 0, i64::MAX)?;
    let ctx = context(vm, r)?;
    do_search(vm, &ctx, &w, kind)
}

pub fn search(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    module_search(vm, args, kw, "search", Kind::Search)
}

pub fn match_(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    module_search(vm, args, kw, "match", Kind::Match)
}

pub fn fullmatch(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    module_search(vm, args, kw, "fullmatch", Kind::Full)
}

pub fn findall(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([pattern, string], [flags]) = Signature::python("", "findall", ["pattern", "string"], ["flags"]).bind(args, kw)?;
    let r = resolve(vm, pattern, flags)?;
    let w = window(&r.compiled, string, 0, i64::MAX)?;
    do_findall(vm, &r.compiled, &w)
}

pub fn finditer(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([pattern, string], [flags]) = Signature::python("", "finditer", ["pattern", "string"], ["flags"]).bind(args, kw)?;
    let r = resolve(vm, pattern, flags)?;
    let w = window(&r.compiled, string, 0, i64::MAX)?;
    Ok(do_finditer(context(vm, r)?, w))
}

fn module_sub(vm: &mut Vm, args: &[Value], kw: &KwArgs, name: &'static str) -> PyResult<(Value, i64)> {
    let ([pattern, repl, string], [count, flags]) =
        Signature::python("", name, ["pattern", "repl", "string"], ["count", "flags"]).bind(args, kw)?;
    let r = resolve(vm, pattern, flags)?;
    let count = match count {
        Some(v) => crate::builtins::args::to_i64(vm, v)?,
        None => 0,
    };
    let ctx = context(vm, r)?;
    do_sub(vm, &ctx, repl, string, count)
}

pub fn sub(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    module_sub(vm, args, kw, "sub").map(|(v, _)| v)
}

pub fn subn(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    module_sub(vm, args, kw, "subn").map(|(v, n)| Value::tuple(vec![v, Value::Int(n)]))
}

pub fn split(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([pattern, string], [maxsplit, flags]) =
        Signature::python("", "split", ["pattern", "string"], ["maxsplit", "flags"]).bind(args, kw)?;
    let r = resolve(vm, pattern, flags)?;
    let maxsplit = match maxsplit {
        Some(v) => crate::builtins::args::to_i64(vm, v)?,
        None => 0,
    };
    do_split(vm, &r.compiled, string, maxsplit)
}

/// Chars `re.escape` puts a backslash before.
fn special(c: u32) -> bool {
    matches!(
        char::from_u32(c),
        Some(
            '(' | ')'
                | '['
                | ']'
                | '{'
                | '}'
                | '?'
                | '*'
                | '+'
                | '-'
                | '|'
                | '^'
                | '$'
                | '\\'
                | '.'
                | '&'
                | '~'
                | '#'
                | ' '
                | '\t'
                | '\n'
                | '\r'
                | '\x0b'
                | '\x0c'
        )
    )
}

pub fn escape(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([pattern], []) = Signature::python("", "escape", ["pattern"], []).bind(args, kw)?;
    let p = pattern.clone();
    let text = match &p {
        Value::Str(s) => Some(s.clone()),
        Value::Instance(inst) => match &*inst.base_value.borrow() {
            Value::Str(s) => Some(s.clone()),
            _ => None,
        },
        _ => None,
    };
    if let Some(s) = text.as_ref().map(|s| s.s.as_str()) {
        vm.charge(1 + (s.len() / 64) as u64)?;
        let mut out = String::with_capacity(s.len() + 8);
        for ch in s.chars() {
            if special(ch as u32) {
                out.push('\\');
            }
            out.push(ch);
        }
        return Ok(Value::string(out));
    }
    match crate::types::bytes::bytes_like(&p) {
        Some(b) => {
            vm.charge(1 + (b.len() / 64) as u64)?;
            let mut out = Vec::with_capacity(b.len() + 8);
            for x in b {
                if special(x as u32) {
                    out.push(b'\\');
                }
                out.push(x);
            }
            Ok(crate::types::bytes::make_bytes(out))
        }
        None => Err(PyErr::type_error(format!(
            "decoding to str: need a bytes-like object, {} found",
            crate::builtins::args::type_name_plain(&p)
        ))),
    }
}

pub fn purge(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([], []) = Signature::python("", "purge", [], []).bind(args, kw)?;
    super::engine::purge();
    Ok(Value::None)
}
