//! `difflib`: `SequenceMatcher`, `Differ`, `ndiff`, `unified_diff`, `context_diff`,
//! `diff_bytes`, `get_close_matches`, `restore`, `IS_LINE_JUNK` and `IS_CHARACTER_JUNK`,
//! with CPython 3.11's results.
//!
//! The classes and formatters are our own Python (`difflib.py` next to this file); the
//! matching work under them is native. `set_seq2` indexes b once ([`index`]): each distinct
//! element gets an integer id (hashed and compared with Python semantics), junk and
//! autojunk's popular elements are marked, and the positions of the rest are laid out in
//! a bytes blob. The longest-match search, the matching blocks and quick_ratio's count
//! ([`matcher`]) then run over ids of a's elements ([`elements`]), charging the operation
//! budget per element visited. `HtmlDiff` is not provided (docs/limitations/difflib.md).

mod elements;
mod index;
mod matcher;

use std::rc::Rc;

use crate::error::PyResult;
use crate::value::{Namespace, NativeFn};
use crate::vm::Vm;

const SOURCE: &str = include_str!("difflib.py");

const NATIVES: &[(&str, NativeFn)] = &[
    ("_b2j", index::b2j),
    ("_index_b", index::index_b),
    ("_longest", matcher::find_longest),
    ("_matching_blocks", matcher::matching_blocks),
    ("_quick_matches", matcher::quick_matches),
    ("_sandpy_import", super::collections::sandpy_import_native),
];

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = super::native_module(vm, "difflib", NATIVES);
    super::python_module(vm, "difflib", SOURCE, ns)
}

#[cfg(test)]
mod tests;
