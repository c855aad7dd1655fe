//! `urllib` (an empty package here: `urllib.request` and friends reach the network and are
//! refused by policy) and `urllib.parse`, our own Python (`parse.py` next to this file)
//! over the natives in [`quoting`]: percent-encoding and decoding, the IP address check
//! for bracketed hosts, and NFKC normalization for the netloc check.

mod quoting;

use std::rc::Rc;

use crate::error::PyResult;
use crate::value::{Namespace, Value};
use crate::vm::Vm;

const SOURCE: &str = include_str!("parse.py");

/// The `urllib` package itself.
pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = vm.new_namespace("urllib");
    super::set_attr(&ns, "__path__", Value::list(Vec::new()));
    Ok(ns)
}

/// `urllib.parse`.
pub fn create_parse(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = super::native_module(vm, "urllib.parse", quoting::NATIVES);
    super::python_module(vm, "urllib.parse", SOURCE, ns)
}
