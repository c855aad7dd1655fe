//! `re.Match` methods and attributes.

use std::rc::Rc;

use super::objects::{match_data, new_pattern, re_types, MatchData, MatchRe};
use super::pattern::parse_template;
use super::search::group_value;
use super::template::Piece;
use crate::builtins::signature::{Bound, Signature};
use crate::error::{PyErr, PyResult};
use crate::types::num::{as_int, IntRef};
use crate::value::{KwArgs, Value};
use crate::vm::Vm;

fn this<'a>(args: &'a [Value], name: &str) -> PyResult<(Rc<MatchData>, &'a [Value])> {
    match args.split_first() {
        Some((s, rest)) => Ok((match_data(s, name)?, rest)),
        None => Err(PyErr::type_error(format!("unbound method {}() needs an argument", name))),
    }
}

/// A Match method's receiver, checked before the arguments as CPython's method descriptors
/// do, and the arguments bound to `sig`.
fn bind_match<'a, const R: usize, const O: usize>(
    sig: &Signature<R, O>,
    args: &'a [Value],
    kw: &'a KwArgs,
) -> PyResult<(Rc<MatchData>, Bound<'a, R, O>)> {
    let Some((this, rest)) = args.split_first() else {
        return Err(unbound(&sig.qualname()));
    };
    let md = match_data(this, sig.name)?;
    Ok((md, sig.bind(rest, kw)?))
}

fn unbound(qualname: &str) -> PyErr {
    PyErr::type_error(format!("unbound method {}() needs an argument", qualname))
}

fn no_such_group() -> PyErr {
    PyErr::index_error("no such group")
}

/// The group number `v` names (an index or a group name).
fn group_index(md: &MatchData, v: &Value) -> PyResult<usize> {
    let n = match as_int(v) {
        Some(IntRef::Small(i)) => Some(i),
        Some(IntRef::Big(_)) => return Err(no_such_group()),
        None => None,
    };
    if let Some(i) = n {
        if i < 0 || i as u64 > md.compiled.groups as u64 {
            return Err(no_such_group());
        }
        return Ok(i as usize);
    }
    let name = match v {
        Value::Str(s) => Some(s.s.clone()),
        Value::Instance(inst) => match &*inst.base_value.borrow() {
            Value::Str(s) => Some(s.s.clone()),
            _ => None,
        },
        _ => None,
    };
    if let Some(name) = name {
        return md.compiled.names.iter().find(|(k, _)| *k == name).map(|(_, g)| *g).ok_or_else(no_such_group);
    }
    Err(no_such_group())
}

fn group_of(md: &MatchData, g: usize, default: &Value) -> Value {
    group_value(&md.subject, &md.spans, g, default)
}

/// `group(*groups)`: variadic, CPython's `METH_VARARGS` wording.
pub fn m_group(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let Some((this, rest)) = args.split_first() else { return Err(unbound("Match.group")) };
    let md = match_data(this, "group")?;
    if !kw.is_empty() {
        return Err(PyErr::type_error("group() takes no keyword arguments"));
    }
    match rest {
        [] => Ok(group_of(&md, 0, &Value::None)),
        [g] => {
            let i = group_index(&md, g)?;
            Ok(group_of(&md, i, &Value::None))
        }
        many => {
            let mut out = Vec::with_capacity(many.len());
            for g in many {
                let i = group_index(&md, g)?;
                out.push(group_of(&md, i, &Value::None));
            }
            Ok(Value::tuple(out))
        }
    }
}

/// `_M_getitem(match, group)`, behind `Match.__getitem__` (a Python method in `re.py`:
/// the VM dispatches subscription to Python `__getitem__`s only), with the argument errors
/// of CPython's slot wrapper.
pub fn m_getitem(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<1, 0> = Signature::wrapper("re.Match", "__getitem__", ["group"], []);
    let (this, [g], []) = SIG.bind_method(args, kw)?;
    let md = match_data(this, "__getitem__")?;
    let i = group_index(&md, g)?;
    Ok(group_of(&md, i, &Value::None))
}

pub fn m_groups(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<0, 1> = Signature::clinic("Match", "groups", [], ["default"]);
    let (md, ([], [default])) = bind_match(&SIG, args, kw)?;
    let default = default.unwrap_or(&Value::None);
    Ok(Value::tuple((1..=md.compiled.groups).map(|g| group_of(&md, g, default)).collect()))
}

pub fn m_groupdict(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<0, 1> = Signature::clinic("Match", "groupdict", [], ["default"]);
    let (md, ([], [default])) = bind_match(&SIG, args, kw)?;
    let default = default.unwrap_or(&Value::None);
    let names = &md.compiled.group_names;
    let items = md
        .compiled
        .names
        .iter()
        .map(|(n, g)| (names.get(*g).cloned().flatten().unwrap_or_else(|| Value::str(n)), group_of(&md, *g, default)))
        .collect();
    vm.new_dict(items)
}

/// The code-point span of the optional group argument (-1, -1 when it did not match).
fn span_arg(args: &[Value], kw: &KwArgs, sig: &Signature<0, 1>) -> PyResult<(i64, i64)> {
    let (md, ([], [group])) = bind_match(sig, args, kw)?;
    let g = match group {
        Some(v) => group_index(&md, v)?,
        None => 0,
    };
    Ok(match md.char_span(g) {
        Some((a, b)) => (a as i64, b as i64),
        None => (-1, -1),
    })
}

/// The signature of `start`, `end` and `span` (positional-only Argument Clinic methods).
const fn span_sig(name: &'static str) -> Signature<0, 1> {
    Signature::positional("Match", name, [], ["group"])
}

pub fn m_start(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    span_arg(args, kw, &const { span_sig("start") }).map(|(a, _)| Value::Int(a))
}

pub fn m_end(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    span_arg(args, kw, &const { span_sig("end") }).map(|(_, b)| Value::Int(b))
}

pub fn m_span(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    span_arg(args, kw, &const { span_sig("span") }).map(|(a, b)| Value::tuple(vec![Value::Int(a), Value::Int(b)]))
}

pub fn m_expand(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<1, 0> = Signature::clinic("Match", "expand", ["template"], []);
    let (md, ([template], [])) = bind_match(&SIG, args, kw)?;
    let (pieces, _) = parse_template(vm, &md.compiled, template)?;
    let mut text = String::new();
    let mut bytes: Vec<u8> = Vec::new();
    let is_bytes = md.compiled.is_bytes();
    for p in pieces {
        match p {
            Piece::Text(t) => {
                if is_bytes {
                    bytes.extend(t.chars().map(|c| c as u32 as u8));
                } else {
                    text.push_str(&t);
                }
            }
            Piece::Group(g) => match (group_of(&md, g, &Value::None), is_bytes) {
                (Value::Str(s), false) => text.push_str(&s.s),
                (Value::Bytes(b), true) => bytes.extend_from_slice(&b.data),
                _ => {}
            },
        }
    }
    Ok(if is_bytes { crate::types::bytes::make_bytes(bytes) } else { Value::string(text) })
}

pub fn m_repr(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let (md, _) = this(args, "__repr__")?;
    let (a, b) = md.char_span(0).unwrap_or((0, 0));
    let g0 = group_of(&md, 0, &Value::None);
    let r = vm.repr_of(&g0)?;
    let shown: String = r.chars().take(50).collect();
    Ok(Value::string(format!("<re.Match object; span=({}, {}), match={}>", a, b, shown)))
}

/// Whether group `a` encloses group `b` in the pattern.
fn encloses(parents: &[usize], a: usize, mut b: usize) -> bool {
    let mut steps = 0;
    while b != 0 && steps <= parents.len() {
        b = parents.get(b).copied().unwrap_or(0);
        if b == a {
            return true;
        }
        steps += 1;
    }
    false
}

/// CPython's `lastindex`: the matched group that closed last. We take the groups ending
/// furthest right; among those an enclosing group closes after the groups inside it, and
/// otherwise the later group closes last.
fn last_index(md: &MatchData) -> Option<usize> {
    let parents = &md.compiled.parents;
    let mut best: Option<(usize, usize)> = None;
    for g in 1..=md.compiled.groups {
        let Some((_, end)) = md.spans.get(g).copied().flatten() else { continue };
        best = match best {
            None => Some((g, end)),
            Some((bg, bend)) => {
                if end > bend || (end == bend && (encloses(parents, g, bg) || (!encloses(parents, bg, g) && g > bg))) {
                    Some((g, end))
                } else {
                    Some((bg, bend))
                }
            }
        };
    }
    best.map(|(g, _)| g)
}

pub fn m_lastindex(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let (md, _) = this(args, "lastindex")?;
    Ok(last_index(&md).map(|g| Value::Int(g as i64)).unwrap_or(Value::None))
}

pub fn m_lastgroup(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let (md, _) = this(args, "lastgroup")?;
    Ok(last_index(&md).and_then(|g| md.compiled.group_names.get(g).cloned().flatten()).unwrap_or(Value::None))
}

pub fn m_regs(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let (md, _) = this(args, "regs")?;
    let spans = (0..=md.compiled.groups)
        .map(|g| {
            let (a, b) = md.char_span(g).map(|(a, b)| (a as i64, b as i64)).unwrap_or((-1, -1));
            Value::tuple(vec![Value::Int(a), Value::Int(b)])
        })
        .collect();
    Ok(Value::tuple(spans))
}

pub fn m_string(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(this(args, "string")?.0.string.clone())
}

pub fn m_re(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let (md, _) = this(args, "re")?;
    match &md.re {
        MatchRe::Object(p) => Ok(p.clone()),
        MatchRe::Source(src) => Ok(new_pattern(vm, &re_types(vm)?, md.compiled.clone(), src.clone())),
    }
}

pub fn m_pos(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(Value::Int(this(args, "pos")?.0.pos as i64))
}

pub fn m_endpos(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(Value::Int(this(args, "endpos")?.0.endpos as i64))
}
