//! `re.Pattern` methods and the work behind them (also used by the module-level
//! functions): search/match/fullmatch, findall, finditer, sub/subn, split, and the
//! attributes and repr.

use std::rc::Rc;

use super::engine::Compiled;
use super::objects::{pattern_data, re_error, CharCursor, PatternData, Subject};
use super::parser::{FLAG_ASCII, FLAG_LOCALE, FLAG_UNICODE};
use super::search::{group_value, make_match, search_once, Ctx, Kind, Scan, Window};
use super::template::{self, Piece, TemplateError};
use crate::builtins::signature::{Bound, Signature};
use crate::error::{PyErr, PyResult};
use crate::types::iter::{new_iter, IterState, NativeStepper};
use crate::value::{KwArgs, Value};
use crate::vm::Vm;

/// `sys.maxsize`, the default `endpos`.
const MAXSIZE: i64 = i64::MAX;

fn index_arg(vm: &mut Vm, v: Option<&Value>, default: i64) -> PyResult<i64> {
    match v {
        None => Ok(default),
        Some(v) => crate::builtins::args::to_i64(vm, v),
    }
}

/// A Pattern method's receiver, checked before the arguments as CPython's method
/// descriptors do, its data, and the arguments bound to `sig` (Pattern's methods are
/// Argument Clinic methods).
fn bind_pattern<'a, const R: usize, const O: usize>(
    sig: &Signature<R, O>,
    args: &'a [Value],
    kw: &'a KwArgs,
) -> PyResult<(&'a Value, Rc<PatternData>, Bound<'a, R, O>)> {
    let Some((this, rest)) = args.split_first() else {
        return Err(PyErr::type_error(format!("unbound method {}() needs an argument", sig.qualname())));
    };
    let pd = pattern_data(this, sig.name)?;
    Ok((this, pd, sig.bind(rest, kw)?))
}

/// The signature of `search`, `match`, `fullmatch`, `findall` and `finditer`.
const fn search_sig(name: &'static str) -> Signature<1, 2> {
    Signature::clinic("Pattern", name, ["string"], ["pos", "endpos"])
}

/// `self` and the rest of a getter's arguments.
fn split_self<'a>(args: &'a [Value], name: &str) -> PyResult<(&'a Value, &'a [Value])> {
    match args.split_first() {
        Some((s, rest)) => Ok((s, rest)),
        None => Err(PyErr::type_error(format!("unbound method {}() needs an argument", name))),
    }
}

pub fn window(c: &Compiled, string: &Value, pos: i64, endpos: i64) -> PyResult<Window> {
    let subject = Subject::of(string, c.is_bytes())?;
    Ok(Window::new(string, subject, pos, endpos))
}

// ----- single searches -----

pub fn do_search(vm: &mut Vm, ctx: &Ctx, w: &Window, kind: Kind) -> PyResult<Value> {
    match search_once(vm, &ctx.compiled, w, kind)? {
        Some(spans) => Ok(make_match(vm, ctx, w, spans, &mut CharCursor::new(&w.subject))),
        None => Ok(Value::None),
    }
}

fn method_search(vm: &mut Vm, args: &[Value], kw: &KwArgs, sig: &Signature<1, 2>, kind: Kind) -> PyResult<Value> {
    let (this, pd, ([string], [pos, endpos])) = bind_pattern(sig, args, kw)?;
    let pos = index_arg(vm, pos, 0)?;
    let endpos = index_arg(vm, endpos, MAXSIZE)?;
    let w = window(&pd.compiled, string, pos, endpos)?;
    do_search(vm, &Ctx::of_pattern(this, &pd), &w, kind)
}

pub fn p_search(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    method_search(vm, args, kw, &const { search_sig("search") }, Kind::Search)
}

pub fn p_match(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    method_search(vm, args, kw, &const { search_sig("match") }, Kind::Match)
}

pub fn p_fullmatch(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    method_search(vm, args, kw, &const { search_sig("fullmatch") }, Kind::Full)
}

// ----- findall / finditer -----

pub fn do_findall(vm: &mut Vm, c: &Compiled, w: &Window) -> PyResult<Value> {
    let groups = c.groups;
    let mut scan = Scan::new(w, groups > 0);
    let mut out: Vec<Value> = Vec::new();
    let empty = w.subject.empty();
    while let Some(spans) = scan.next(vm, c, w)? {
        let item = match groups {
            0 => group_value(&w.subject, &spans, 0, &empty),
            1 => group_value(&w.subject, &spans, 1, &empty),
            _ => Value::tuple((1..=groups).map(|g| group_value(&w.subject, &spans, g, &empty)).collect()),
        };
        out.push(item);
        if out.len().is_multiple_of(4096) {
            vm.check_alloc(out.len().saturating_mul(64))?;
        }
    }
    Ok(Value::list(out))
}

pub fn p_findall(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<1, 2> = search_sig("findall");
    let (_, pd, ([string], [pos, endpos])) = bind_pattern(&SIG, args, kw)?;
    let pos = index_arg(vm, pos, 0)?;
    let endpos = index_arg(vm, endpos, MAXSIZE)?;
    let w = window(&pd.compiled, string, pos, endpos)?;
    do_findall(vm, &pd.compiled, &w)
}

/// The iterator `finditer` returns (`callable_iterator`, as in CPython).
struct FindIter {
    ctx: Ctx,
    window: Window,
    scan: Scan,
    cursor: CharCursor,
}

impl NativeStepper for FindIter {
    fn next(&mut self, vm: &mut Vm) -> PyResult<Option<Value>> {
        match self.scan.next(vm, &self.ctx.compiled, &self.window)? {
            Some(spans) => Ok(Some(make_match(vm, &self.ctx, &self.window, spans, &mut self.cursor))),
            None => Ok(None),
        }
    }
}

pub fn do_finditer(ctx: Ctx, w: Window) -> Value {
    let scan = Scan::new(&w, true);
    let cursor = CharCursor::new(&w.subject);
    let it = FindIter { ctx, window: w, scan, cursor };
    new_iter(IterState::Generic { name: "callable_iterator", stepper: Box::new(it) })
}

pub fn p_finditer(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<1, 2> = search_sig("finditer");
    let (this, pd, ([string], [pos, endpos])) = bind_pattern(&SIG, args, kw)?;
    let pos = index_arg(vm, pos, 0)?;
    let endpos = index_arg(vm, endpos, MAXSIZE)?;
    let w = window(&pd.compiled, string, pos, endpos)?;
    Ok(do_finditer(Ctx::of_pattern(this, &pd), w))
}

// ----- split -----

pub fn do_split(vm: &mut Vm, c: &Compiled, string: &Value, maxsplit: i64) -> PyResult<Value> {
    let w = window(c, string, 0, MAXSIZE)?;
    let mut out: Vec<Value> = Vec::new();
    let mut last = 0usize;
    let mut n: i64 = 0;
    if maxsplit >= 0 {
        let mut scan = Scan::new(&w, c.groups > 0);
        while maxsplit == 0 || n < maxsplit {
            let Some(spans) = scan.next(vm, c, &w)? else { break };
            let (s, e) = spans.first().copied().flatten().unwrap_or((last, last));
            out.push(w.subject.slice(last, s));
            for g in 1..=c.groups {
                out.push(group_value(&w.subject, &spans, g, &Value::None));
            }
            n += 1;
            last = e;
            if out.len().is_multiple_of(4096) {
                vm.check_alloc(out.len().saturating_mul(64))?;
            }
        }
    }
    out.push(w.subject.slice(last, w.subject.byte_len()));
    Ok(Value::list(out))
}

pub fn p_split(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<1, 1> = Signature::clinic("Pattern", "split", ["string"], ["maxsplit"]);
    let (_, pd, ([string], [maxsplit])) = bind_pattern(&SIG, args, kw)?;
    let maxsplit = index_arg(vm, maxsplit, 0)?;
    do_split(vm, &pd.compiled, string, maxsplit)
}

// ----- sub / subn -----

/// A replacement: fixed text, a template with group references, or a function.
enum Repl {
    Text(Value),
    Template(Vec<Piece>),
    Call(Value),
}

pub fn is_callable(v: &Value) -> bool {
    match v {
        Value::Function(_) | Value::Builtin(_) | Value::HostFunction(_) | Value::BoundMethod(_) | Value::Type(_) => true,
        Value::Instance(inst) => inst.class.lookup("__call__").is_some(),
        _ => false,
    }
}

/// The chars of a template (bytes read as Latin-1), or CPython's TypeError.
fn template_chars(v: &Value) -> PyResult<(Vec<char>, bool)> {
    if let Some(s) = v.as_str() {
        return Ok((s.chars().collect(), true));
    }
    if let Value::Instance(inst) = v {
        if let Value::Str(s) = &*inst.base_value.borrow() {
            return Ok((s.s.chars().collect(), true));
        }
    }
    match crate::types::bytes::bytes_like(v) {
        Some(b) => Ok((b.into_iter().map(char::from).collect(), false)),
        None => Err(PyErr::type_error(format!(
            "decoding to str: need a bytes-like object, {} found",
            crate::builtins::args::type_name_plain(v)
        ))),
    }
}

/// Parses a template for pattern `c`, raising CPython's errors.
pub fn parse_template(vm: &mut Vm, c: &super::engine::Compiled, template: &Value) -> PyResult<(Vec<Piece>, bool)> {
    let (chars, istext) = template_chars(template)?;
    match template::parse(&chars, c.groups, &c.names, istext) {
        Ok(p) => Ok((p, istext)),
        Err(TemplateError::UnknownName(msg)) => Err(PyErr::index_error(msg)),
        Err(TemplateError::Syntax { msg, pos }) => Err(re_error(vm, &msg, template.clone(), Some(pos))),
    }
}

fn make_repl(vm: &mut Vm, c: &Compiled, repl: &Value) -> PyResult<Repl> {
    if is_callable(repl) {
        return Ok(Repl::Call(repl.clone()));
    }
    let has_backslash = match repl {
        Value::Str(s) => s.s.contains('\\'),
        Value::Bytes(b) => b.data.contains(&b'\\'),
        _ => true,
    };
    let text_kind_matches = matches!((repl, c.is_bytes()), (Value::Str(_), false) | (Value::Bytes(_), true));
    if !has_backslash && text_kind_matches {
        return Ok(Repl::Text(repl.clone()));
    }
    let (pieces, istext) = parse_template(vm, c, repl)?;
    if istext == c.is_bytes() {
        let (want, got) = if istext { ("a bytes-like object", "str") } else { ("str instance", "bytes") };
        return Err(PyErr::type_error(format!("sequence item 0: expected {}, {} found", want, got)));
    }
    Ok(Repl::Template(pieces))
}

/// Output of sub(): text for str subjects, bytes for bytes subjects.
enum Out {
    Str(String),
    Bytes(Vec<u8>),
}

impl Out {
    fn len(&self) -> usize {
        match self {
            Out::Str(s) => s.len(),
            Out::Bytes(b) => b.len(),
        }
    }
    fn push_range(&mut self, subject: &Subject, a: usize, b: usize) {
        match (self, subject) {
            (Out::Str(o), Subject::Str(s)) => o.push_str(s.s.get(a..b).unwrap_or("")),
            (Out::Bytes(o), Subject::Bytes(d)) => o.extend_from_slice(d.data.get(a..b).unwrap_or(&[])),
            _ => {}
        }
    }
    /// Appends a str/bytes value of the right kind; false if the value is of another type.
    fn push_value(&mut self, v: &Value) -> bool {
        match self {
            Out::Str(o) => match v {
                Value::Str(s) => {
                    o.push_str(&s.s);
                    true
                }
                Value::Instance(inst) => match &*inst.base_value.borrow() {
                    Value::Str(s) => {
                        o.push_str(&s.s);
                        true
                    }
                    _ => false,
                },
                _ => false,
            },
            Out::Bytes(o) => match crate::types::bytes::bytes_like(v) {
                Some(b) => {
                    o.extend_from_slice(&b);
                    true
                }
                None => false,
            },
        }
    }
    fn push_text(&mut self, t: &str) {
        match self {
            Out::Str(o) => o.push_str(t),
            Out::Bytes(o) => o.extend(t.chars().map(|c| c as u32 as u8)),
        }
    }
    fn into_value(self) -> Value {
        match self {
            Out::Str(s) => Value::string(s),
            Out::Bytes(b) => crate::types::bytes::make_bytes(b),
        }
    }
}

/// `sub`/`subn`: the new string and the number of replacements.
pub fn do_sub(vm: &mut Vm, ctx: &Ctx, repl: &Value, string: &Value, count: i64) -> PyResult<(Value, i64)> {
    let c = ctx.compiled.clone();
    let w = window(&c, string, 0, MAXSIZE)?;
    let repl = make_repl(vm, &c, repl)?;
    let captures = matches!(repl, Repl::Template(_) | Repl::Call(_));
    let mut scan = Scan::new(&w, captures);
    let mut out = match w.subject {
        Subject::Str(_) => Out::Str(String::new()),
        Subject::Bytes(_) => Out::Bytes(Vec::new()),
    };
    let mut cursor = CharCursor::new(&w.subject);
    let mut last = 0usize;
    let mut n: i64 = 0;
    // CPython joins a list of pieces at the end: a bad replacement is reported with its
    // index in that list, after every callback ran.
    let mut pieces = 0usize;
    let mut bad: Option<(usize, String)> = None;
    let mut checked = 0usize;
    if count >= 0 {
        while count == 0 || n < count {
            let Some(spans) = scan.next(vm, &c, &w)? else { break };
            let (s, e) = spans.first().copied().flatten().unwrap_or((last, last));
            if s > last {
                out.push_range(&w.subject, last, s);
                pieces += 1;
            }
            match &repl {
                Repl::Text(t) => {
                    out.push_value(t);
                    pieces += 1;
                }
                Repl::Template(tp) => {
                    for piece in tp {
                        match piece {
                            Piece::Text(t) => out.push_text(t),
                            Piece::Group(g) => {
                                if let Some((a, b)) = spans.get(*g).copied().flatten() {
                                    out.push_range(&w.subject, a, b);
                                }
                            }
                        }
                    }
                    pieces += 1;
                }
                Repl::Call(f) => {
                    let m = make_match(vm, ctx, &w, spans, &mut cursor);
                    let item = vm.call(f, &[m], &[])?;
                    if !item.is_none() {
                        if bad.is_none() && !out.push_value(&item) {
                            bad = Some((pieces, vm.type_name(&item)));
                        }
                        pieces += 1;
                    }
                }
            }
            n += 1;
            last = e;
            if out.len() > checked.saturating_add(1 << 16) {
                let grown = out.len() - checked;
                checked = out.len();
                vm.check_alloc(checked)?;
                vm.charge((grown >> 6) as u64)?;
            }
        }
    }
    if let Some((i, tname)) = bad {
        let want = if matches!(w.subject, Subject::Bytes(_)) { "a bytes-like object" } else { "str instance" };
        return Err(PyErr::type_error(format!("sequence item {}: expected {}, {} found", i, want, tname)));
    }
    if n == 0 && matches!(string, Value::Str(_) | Value::Bytes(_)) {
        return Ok((string.clone(), 0));
    }
    out.push_range(&w.subject, last, w.subject.byte_len());
    vm.check_alloc(out.len())?;
    Ok((out.into_value(), n))
}

/// The signature of `sub` and `subn`.
const fn sub_sig(name: &'static str) -> Signature<2, 1> {
    Signature::clinic("Pattern", name, ["repl", "string"], ["count"])
}

fn method_sub(vm: &mut Vm, args: &[Value], kw: &KwArgs, sig: &Signature<2, 1>) -> PyResult<(Value, i64)> {
    let (this, pd, ([repl, string], [count])) = bind_pattern(sig, args, kw)?;
    let count = index_arg(vm, count, 0)?;
    do_sub(vm, &Ctx::of_pattern(this, &pd), repl, string, count)
}

pub fn p_sub(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    method_sub(vm, args, kw, &const { sub_sig("sub") }).map(|(v, _)| v)
}

pub fn p_subn(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    method_sub(vm, args, kw, &const { sub_sig("subn") }).map(|(v, n)| Value::tuple(vec![v, Value::Int(n)]))
}

// ----- attributes, repr, comparison -----

fn getter(args: &[Value], name: &str) -> PyResult<Rc<super::objects::PatternData>> {
    let (this, _) = split_self(args, name)?;
    pattern_data(this, name)
}

pub fn p_pattern(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(getter(args, "pattern")?.source.clone())
}

pub fn p_flags(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(Value::Int(getter(args, "flags")?.compiled.flags as i64))
}

pub fn p_groups(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(Value::Int(getter(args, "groups")?.compiled.groups as i64))
}

pub fn p_groupindex(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let pd = getter(args, "groupindex")?;
    let items = pd.compiled.names.iter().map(|(n, g)| (Value::str(n), Value::Int(*g as i64))).collect();
    vm.new_dict(items)
}

/// Flag names in the order CPython's Pattern repr lists them.
const REPR_FLAGS: [(u32, &str); 9] = [
    (1, "re.TEMPLATE"),
    (2, "re.IGNORECASE"),
    (4, "re.LOCALE"),
    (8, "re.MULTILINE"),
    (16, "re.DOTALL"),
    (32, "re.UNICODE"),
    (64, "re.VERBOSE"),
    (128, "re.DEBUG"),
    (256, "re.ASCII"),
];

pub fn p_repr(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let pd = getter(args, "__repr__")?;
    let source = pd.source.clone();
    let r = vm.repr_of(&source)?;
    let shown: String = r.chars().take(200).collect();
    let mut flags = pd.compiled.flags;
    if !pd.compiled.is_bytes() && flags & (FLAG_LOCALE | FLAG_UNICODE | FLAG_ASCII) == FLAG_UNICODE {
        flags &= !FLAG_UNICODE;
    }
    if flags == 0 {
        return Ok(Value::string(format!("re.compile({})", shown)));
    }
    let mut names: Vec<String> = Vec::new();
    for (bit, name) in REPR_FLAGS {
        if flags & bit != 0 {
            names.push(name.to_string());
            flags &= !bit;
        }
    }
    if flags != 0 {
        names.push(format!("0x{:x}", flags));
    }
    Ok(Value::string(format!("re.compile({}, {})", shown, names.join("|"))))
}

/// `_P_eq(self, other)`, behind `Pattern.__eq__` in `re.py`.
pub fn p_eq(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<2, 0> = Signature::positional("", "_P_eq", ["self", "other"], []);
    let ([this, other], []) = SIG.bind(args, kw)?;
    let a = pattern_data(this, "__eq__")?;
    let Ok(b) = pattern_data(other, "__eq__") else { return Ok(Value::NotImplemented) };
    if Rc::ptr_eq(&a, &b) {
        return Ok(Value::Bool(true));
    }
    let same = a.compiled.flags == b.compiled.flags && a.compiled.is_bytes() == b.compiled.is_bytes() && vm.eq(&a.source, &b.source)?;
    Ok(Value::Bool(same))
}

pub fn p_hash(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let pd = getter(args, "__hash__")?;
    let h = vm.hash(&pd.source)?;
    Ok(Value::Int((h ^ pd.compiled.flags as u64) as i64 >> 1))
}
