//! `__future__`: the feature records of Python 3.11 (`_Feature` objects with their optional
//! and mandatory releases and compiler flags), the `CO_*` flag constants and
//! `all_feature_names`. The compiler checks `from __future__ import` statements itself
//! (`parse/checks.rs`); this module only has to exist so the import statement runs.

use std::rc::Rc;

use super::{native_module, python_module};
use crate::error::PyResult;
use crate::value::Namespace;
use crate::vm::Vm;

const SOURCE: &str = r#"
"""Record of phased-in incompatible language changes (sandpy)."""

CO_NESTED = 0x0010
CO_GENERATOR_ALLOWED = 0
CO_FUTURE_DIVISION = 0x20000
CO_FUTURE_ABSOLUTE_IMPORT = 0x40000
CO_FUTURE_WITH_STATEMENT = 0x80000
CO_FUTURE_PRINT_FUNCTION = 0x100000
CO_FUTURE_UNICODE_LITERALS = 0x200000
CO_FUTURE_BARRY_AS_BDFL = 0x400000
CO_FUTURE_GENERATOR_STOP = 0x800000
CO_FUTURE_ANNOTATIONS = 0x1000000


class _Feature:
    def __init__(self, optionalRelease, mandatoryRelease, compiler_flag):
        self.optional = optionalRelease
        self.mandatory = mandatoryRelease
        self.compiler_flag = compiler_flag

    def getOptionalRelease(self):
        """Return the first release in which this feature was recognized."""
        return self.optional

    def getMandatoryRelease(self):
        """Return the release in which this feature became (or will become) mandatory, or None."""
        return self.mandatory

    def __repr__(self):
        return f"_Feature({self.optional!r}, {self.mandatory!r}, {self.compiler_flag!r})"


nested_scopes = _Feature((2, 1, 0, "beta", 1), (2, 2, 0, "alpha", 0), CO_NESTED)
generators = _Feature((2, 2, 0, "alpha", 1), (2, 3, 0, "final", 0), CO_GENERATOR_ALLOWED)
division = _Feature((2, 2, 0, "alpha", 2), (3, 0, 0, "alpha", 0), CO_FUTURE_DIVISION)
absolute_import = _Feature((2, 5, 0, "alpha", 1), (3, 0, 0, "alpha", 0), CO_FUTURE_ABSOLUTE_IMPORT)
with_statement = _Feature((2, 5, 0, "alpha", 1), (2, 6, 0, "alpha", 0), CO_FUTURE_WITH_STATEMENT)
print_function = _Feature((2, 6, 0, "alpha", 2), (3, 0, 0, "alpha", 0), CO_FUTURE_PRINT_FUNCTION)
unicode_literals = _Feature((2, 6, 0, "alpha", 2), (3, 0, 0, "alpha", 0), CO_FUTURE_UNICODE_LITERALS)
barry_as_FLUFL = _Feature((3, 1, 0, "alpha", 2), (4, 0, 0, "alpha", 0), CO_FUTURE_BARRY_AS_BDFL)
generator_stop = _Feature((3, 5, 0, "beta", 1), (3, 7, 0, "alpha", 0), CO_FUTURE_GENERATOR_STOP)
annotations = _Feature((3, 7, 0, "beta", 1), None, CO_FUTURE_ANNOTATIONS)

all_feature_names = ["nested_scopes", "generators", "division", "absolute_import", "with_statement",
                     "print_function", "unicode_literals", "barry_as_FLUFL", "generator_stop", "annotations"]
__all__ = ["all_feature_names"] + all_feature_names
"#;

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = native_module(vm, "__future__", &[]);
    python_module(vm, "__future__", SOURCE, ns)
}
