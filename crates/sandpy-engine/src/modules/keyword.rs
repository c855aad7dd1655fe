//! `keyword`: the hard and soft keyword lists of Python 3.11 and the two membership tests.
//! `iskeyword(x)` hashes a non-str argument first, so an unhashable one raises TypeError as
//! CPython's frozenset lookup does.

use std::rc::Rc;

use super::{native_module, set_attr};
use crate::builtins::signature::Signature;
use crate::error::PyResult;
use crate::value::{KwArgs, Namespace, Value};
use crate::vm::Vm;

pub const KEYWORDS: [&str; 35] = [
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del", "elif", "else", "except",
    "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try",
    "while", "with", "yield",
];

pub const SOFT_KEYWORDS: [&str; 3] = ["_", "case", "match"];

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = native_module(vm, "keyword", &[("iskeyword", iskeyword), ("issoftkeyword", issoftkeyword)]);
    let list = |words: &[&str]| Value::list(words.iter().map(|w| Value::str(w)).collect());
    set_attr(&ns, "kwlist", list(&KEYWORDS));
    set_attr(&ns, "softkwlist", list(&SOFT_KEYWORDS));
    set_attr(&ns, "__all__", list(&["iskeyword", "issoftkeyword", "kwlist", "softkwlist"]));
    Ok(ns)
}

/// `words.__contains__(x)` of a frozenset of str (the functions are that bound method).
fn member(vm: &mut Vm, args: &[Value], kw: &KwArgs, words: &[&str]) -> PyResult<Value> {
    const CONTAINS: Signature<1, 0> = Signature::positional("frozenset", "__contains__", ["key"], []);
    let ([key], []) = CONTAINS.bind(args, kw)?;
    let text = match key {
        Value::Str(s) => Some(s.clone()),
        Value::Instance(inst) => match &*inst.base_value.borrow() {
            Value::Str(s) => Some(s.clone()),
            _ => None,
        },
        _ => None,
    };
    if !matches!(key, Value::Str(_)) {
        vm.hash(key)?;
    }
    Ok(Value::Bool(text.is_some_and(|s| words.contains(&s.s.as_str()))))
}

fn iskeyword(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    member(vm, args, kw, &KEYWORDS)
}

fn issoftkeyword(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    member(vm, args, kw, &SOFT_KEYWORDS)
}
