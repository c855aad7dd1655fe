//! `calendar`: our own Python (`calendar.py` next to this file) plus one native,
//! `_date_class()`, which loads the `datetime` module (as a dependency, past the host's
//! import allow-list) for the few methods that return `datetime.date` objects.

use std::rc::Rc;

use crate::builtins::signature::Signature;
use crate::error::PyResult;
use crate::value::{KwArgs, Namespace, Value};
use crate::vm::Vm;

const SOURCE: &str = include_str!("calendar.py");

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = super::native_module(vm, "calendar", &[("_date_class", date_class)]);
    super::python_module(vm, "calendar", SOURCE, ns)
}

fn date_class(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<0, 0> = Signature::positional("", "_date_class", [], []);
    SIG.bind(args, kw)?;
    let module = super::collections::import_internal(vm, "datetime")?;
    vm.get_attr(&module, "date")
}
