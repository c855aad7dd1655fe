//! `typing`: the run-time side of type hints, as agent code uses it (annotations are
//! evaluated, so every subscript must work and print like CPython 3.11).
//!
//! Our own Python, run at import time (`forms.py`: the special forms and generic alias
//! objects; `classes.py`: the bare aliases as classes, Generic and Protocol, NamedTuple and
//! TypedDict, the functions):
//!
//! * Special forms (`Any`, `Union`, `Optional`, `Literal`, `ClassVar`, `Final`, …) are
//!   `_SpecialForm` instances; subscripting builds `_GenericAlias` objects whose reprs,
//!   equality, `__origin__`/`__args__`/`__parameters__` and TypeVar substitution follow
//!   CPython (`typing.Optional[str]`, `typing.Callable[[int], str]`, `typing.Tuple[()]`…).
//! * The bare generic aliases (`List`, `Dict`, `Iterable`, `Callable`, …) are *classes*
//!   (subclasses of their origin where that is a class) so that `isinstance(x, List)` and
//!   `isinstance(x, Iterable)` work with the engine's `isinstance`; the price is their bare
//!   repr, `<class 'typing.List'>` instead of CPython's `typing.List`.
//! * `Generic[T]` / `Protocol[T]` return the class itself so they can be used as bases;
//!   other subscripted aliases (`List[int]`, `Mapping[K, V]`, a user `Box[str]`) become
//!   their origin class through `__mro_entries__`. `Protocol` supports
//!   `@runtime_checkable` structural `isinstance`. `Pattern` and `Match` load `re` on
//!   first use.
//! * `NamedTuple` (class syntax and functional form) builds on collections.namedtuple;
//!   the class keeps `NamedTuple` in its MRO. `TypedDict` classes create plain dicts.
//! * `get_type_hints` resolves string annotations only when they name builtins or typing
//!   names (there is no `eval`).

use std::rc::Rc;

use crate::builtins::signature::Signature;
use crate::error::PyResult;
use crate::value::{Namespace, Value};
use crate::vm::Vm;

/// The module's Python source: the two files, one after the other (the leading newline
/// keeps the line numbers the source had when it was a string in this file).
const SOURCE: &str = concat!("\n", include_str!("forms.py"), include_str!("classes.py"));

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = super::native_module(
        vm,
        "typing",
        &[("_sandpy_import", super::collections::sandpy_import_native), ("__getattr__", module_getattr)],
    );
    super::python_module(vm, "typing", super::eager_part(SOURCE), ns)
}

/// The module's `__getattr__` (PEP 562): `Pattern` and `Match` load `re` on first use.
fn module_getattr(vm: &mut Vm, args: &[Value], kw: &crate::value::KwArgs) -> PyResult<Value> {
    const SIG: Signature<1, 0> = Signature::positional("", "__getattr__", ["name"], []);
    let ([name], []) = SIG.bind(args, kw)?;
    let name = crate::builtins::args::to_str(name, "name")?.to_string();
    let missing = || crate::error::PyErr::attribute_error(format!("module 'typing' has no attribute '{}'", name));
    let Some(Value::Module(m)) = vm.modules.get("typing").cloned() else { return Err(missing()) };
    let ns = m.dict.clone();
    if super::lazy_names(SOURCE).all(|n| n != name) {
        return Err(missing());
    }
    super::set_attr(&ns, "_sandpy_import", crate::types::builtin_value("_sandpy_import", super::collections::sandpy_import_native));
    let loaded = super::load_lazy(vm, "typing", SOURCE, &ns, &name);
    ns.borrow_mut().shift_remove("_sandpy_import");
    loaded?;
    let found = ns.borrow().get(name.as_str()).cloned();
    found.ok_or_else(missing)
}
