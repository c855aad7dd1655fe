//! Standard-library modules implemented natively. Each module is a file (or folder) that
//! fills a namespace; `create` builds one on first import.

use std::rc::Rc;

use crate::error::PyResult;
use crate::value::Namespace;
use crate::vm::Vm;

/// Builds the namespace of the native module `name`, or None when there is no such module.
pub fn create(vm: &mut Vm, name: &str) -> PyResult<Option<Rc<Namespace>>> {
    let _ = (vm, name);
    Ok(None)
}
