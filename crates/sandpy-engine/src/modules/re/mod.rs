//! `re`: CPython 3.11's regular expressions (str and bytes patterns).
//!
//! Design. We parse Python's pattern syntax ourselves ([`parser`]): that gives CPython's
//! error messages and positions, Python's group numbering and names, and the fixed-width
//! look-behind rule. Patterns that need no backtracking are translated ([`emit`]) into
//! `fancy-regex` syntax with every Python-specific meaning spelled out (Python's
//! `\w`/`\s`/`\d` for str patterns, `$` as "end or before a final newline", ASCII-only
//! folding under ASCII and for bytes, scoped flags per leaf) and run on regex-automata's
//! linear-time engines, so ordinary patterns cannot backtrack catastrophically at all.
//! Patterns with backreferences, look-around, atomic groups, possessive repeats or
//! conditionals run on our own backtracking matcher ([`program`], [`backtrack`]), which
//! counts every step and charges the run as it goes (fancy-regex's own VM left quadratic
//! work uncounted and uninterruptible; see `program.rs`). All are leftmost-first, like
//! Python's engine.
//!
//! Limits: every search charges the operation budget in proportion to the bytes scanned
//! or the steps taken, so the deadline and the budget hold (see [`engine`]).
//!
//! Layout: [`engine`] (compiled patterns, cache, one search under limits), [`search`]
//! (windows, iteration with the empty-match rule, Match construction), [`pattern`] and
//! [`matchobj`] (the methods), [`functions`] (module-level API), [`template`]
//! (replacement strings), [`objects`] (native state of Pattern/Match objects), `re.py`
//! (the classes, `error`, `RegexFlag`).
//!
//! Positions are code points for str subjects (byte offsets are converted) and bytes for
//! bytes subjects. Differences from CPython are listed in `docs/limitations/re.md`.

mod backtrack;
mod emit;
mod engine;
mod functions;
mod matchobj;
mod objects;
mod parser;
mod pattern;
mod program;
mod search;
mod template;
#[cfg(test)]
mod tests;

use std::rc::Rc;

use crate::builtins::signature::Signature;
use crate::error::PyResult;
use crate::value::{Namespace, NativeFn};
use crate::vm::Vm;

const SOURCE: &str = include_str!("re.py");

const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("compile", functions::compile),
    ("search", functions::search),
    ("match", functions::match_),
    ("fullmatch", functions::fullmatch),
    ("findall", functions::findall),
    ("finditer", functions::finditer),
    ("sub", functions::sub),
    ("subn", functions::subn),
    ("split", functions::split),
    ("escape", functions::escape),
    ("purge", functions::purge),
];

/// Natives the class bodies of `re.py` pick up: (module key, method name, function).
const HELPERS: &[(&str, &str, NativeFn)] = &[
    ("_P_search", "search", pattern::p_search),
    ("_P_match", "match", pattern::p_match),
    ("_P_fullmatch", "fullmatch", pattern::p_fullmatch),
    ("_P_findall", "findall", pattern::p_findall),
    ("_P_finditer", "finditer", pattern::p_finditer),
    ("_P_sub", "sub", pattern::p_sub),
    ("_P_subn", "subn", pattern::p_subn),
    ("_P_split", "split", pattern::p_split),
    ("_P_pattern", "pattern", pattern::p_pattern),
    ("_P_flags", "flags", pattern::p_flags),
    ("_P_groups", "groups", pattern::p_groups),
    ("_P_groupindex", "groupindex", pattern::p_groupindex),
    ("_P_eq", "__eq__", pattern::p_eq),
    ("_P_hash", "__hash__", pattern::p_hash),
    ("_P_repr", "__repr__", pattern::p_repr),
    ("_M_group", "group", matchobj::m_group),
    ("_M_getitem", "__getitem__", matchobj::m_getitem),
    ("_M_groups", "groups", matchobj::m_groups),
    ("_M_groupdict", "groupdict", matchobj::m_groupdict),
    ("_M_start", "start", matchobj::m_start),
    ("_M_end", "end", matchobj::m_end),
    ("_M_span", "span", matchobj::m_span),
    ("_M_expand", "expand", matchobj::m_expand),
    ("_M_lastindex", "lastindex", matchobj::m_lastindex),
    ("_M_lastgroup", "lastgroup", matchobj::m_lastgroup),
    ("_M_regs", "regs", matchobj::m_regs),
    ("_M_string", "string", matchobj::m_string),
    ("_M_re", "re", matchobj::m_re),
    ("_M_pos", "pos", matchobj::m_pos),
    ("_M_endpos", "endpos", matchobj::m_endpos),
    ("_M_repr", "__repr__", matchobj::m_repr),
    ("_sandpy_warnings", "_sandpy_warnings", warnings_module),
];

/// Helpers called at run time by the Python wrappers in `re.py`.
const KEPT: &[&str] = &["_P_repr", "_P_eq", "_P_hash", "_M_repr", "_M_getitem", "_sandpy_warnings"];

/// `_sandpy_warnings()`: the `warnings` module, for `re.py`'s deprecation warnings (issued
/// from `re.py`'s own functions, so, as in CPython, the default filters ignore them).
fn warnings_module(vm: &mut Vm, args: &[crate::value::Value], kw: &crate::value::KwArgs) -> PyResult<crate::value::Value> {
    const SIG: Signature<0, 0> = Signature::positional("", "_sandpy_warnings", [], []);
    SIG.bind(args, kw)?;
    super::collections::import_internal(vm, "warnings")
}

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = super::native_module(vm, "re", FUNCTIONS);
    for (key, name, f) in HELPERS {
        super::set_attr(&ns, key, crate::types::builtin_value(name, *f));
    }
    let ns = super::python_module(vm, "re", SOURCE, ns)?;
    {
        let mut map = ns.borrow_mut();
        // Special methods of instances must be Python functions (the VM takes native
        // ones for a builtin base's), so the helpers those wrappers call stay.
        // One pass that keeps the order (shift_remove per helper would be quadratic).
        map.retain(|key, _| KEPT.contains(&&**key) || !HELPERS.iter().any(|(h, _, _)| **h == **key));
    }
    Ok(ns)
}
