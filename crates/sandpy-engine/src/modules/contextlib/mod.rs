//! `contextlib`: contextmanager, ContextDecorator, AbstractContextManager, suppress,
//! closing, nullcontext and ExitStack, in our own Python (`contextlib.py`, run at import
//! time). Generator-based managers follow CPython 3.11's rules for exceptions thrown into
//! the generator ("generator didn't yield", "generator didn't stop", "generator didn't
//! stop after throw()", StopIteration/RuntimeError identity checks).
//!
//! Not provided: the async variants (sandpy has no `async`), `redirect_stdout` /
//! `redirect_stderr` (there is no `sys.stdout` to swap) and `chdir` (no file system). See
//! docs/limitations/contextlib.md.

use std::rc::Rc;

use crate::error::PyResult;
use crate::value::Namespace;
use crate::vm::Vm;

const SOURCE: &str = include_str!("contextlib.py");

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = super::native_module(vm, "contextlib", &[("_sandpy_import", super::collections::sandpy_import_native)]);
    super::python_module(vm, "contextlib", SOURCE, ns)
}
