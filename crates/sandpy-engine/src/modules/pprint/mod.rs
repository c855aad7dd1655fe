//! `pprint`: `pprint`, `pformat`, `pp`, `saferepr`, `isreadable`, `isrecursive` and
//! `PrettyPrinter`, with CPython 3.11's layout.
//!
//! `PrettyPrinter` is a small Python class (below) keeping CPython's private option
//! attributes (`_width`, `_indent_per_level`, …); the layout is native: `_pformat(printer,
//! obj)` runs [`printer::Printer`], `_safe_repr(printer, obj, context, maxlevels, level)`
//! is [`safe::safe_repr`]. Objects are laid out by the `__repr__` their type uses, like
//! CPython's dispatch table: dict, list, tuple, set, frozenset, str, bytes, bytearray, the
//! `collections` classes, and dataclasses with a generated repr. A subclass overriding
//! `format()` is honoured; other private hooks (`_format`, `_dispatch`, …) are not.
//! `pprint()` to a stream writes the whole text with one `write()` call, then `"\n"`.

mod printer;
mod safe;

use std::rc::Rc;

use super::{native_module, python_module};
use crate::builtins::signature::Signature;
use crate::error::PyResult;
use crate::value::{KwArgs, Namespace, Value};
use crate::vm::Vm;
use printer::Printer;

const SOURCE: &str = r#"
"""Data pretty printer (sandpy: the layout is native, see _pformat / _safe_repr)."""

__all__ = ["pprint", "pformat", "isreadable", "isrecursive", "saferepr", "PrettyPrinter", "pp"]


def pprint(object, stream=None, indent=1, width=80, depth=None, *,
           compact=False, sort_dicts=True, underscore_numbers=False):
    """Pretty-print a Python object to a stream [default is sys.stdout]."""
    PrettyPrinter(stream=stream, indent=indent, width=width, depth=depth, compact=compact,
                  sort_dicts=sort_dicts, underscore_numbers=underscore_numbers).pprint(object)


def pformat(object, indent=1, width=80, depth=None, *,
            compact=False, sort_dicts=True, underscore_numbers=False):
    """Format a Python object into a pretty-printed representation."""
    return PrettyPrinter(indent=indent, width=width, depth=depth, compact=compact,
                         sort_dicts=sort_dicts, underscore_numbers=underscore_numbers).pformat(object)


def pp(object, *args, sort_dicts=False, **kwargs):
    """Pretty-print a Python object"""
    pprint(object, *args, sort_dicts=sort_dicts, **kwargs)


def saferepr(object):
    """Version of repr() which can handle recursive data structures."""
    return _safe_repr(None, object, {}, None, 0)[0]


def isreadable(object):
    """Determine if saferepr(object) is readable by eval()."""
    return _safe_repr(None, object, {}, None, 0)[1]


def isrecursive(object):
    """Determine if object requires a recursive representation."""
    return _safe_repr(None, object, {}, None, 0)[2]


class PrettyPrinter:
    def __init__(self, indent=1, width=80, depth=None, stream=None, *,
                 compact=False, sort_dicts=True, underscore_numbers=False):
        indent = int(indent)
        width = int(width)
        if indent < 0:
            raise ValueError('indent must be >= 0')
        if depth is not None and depth <= 0:
            raise ValueError('depth must be > 0')
        if not width:
            raise ValueError('width must be != 0')
        self._depth = depth
        self._indent_per_level = indent
        self._width = width
        self._stream = stream
        self._compact = bool(compact)
        self._sort_dicts = sort_dicts
        self._underscore_numbers = underscore_numbers

    def pprint(self, object):
        text = _pformat(self, object)
        if self._stream is None:
            print(text)
        else:
            self._stream.write(text)
            self._stream.write("\n")

    def pformat(self, object):
        return _pformat(self, object)

    def isrecursive(self, object):
        return self.format(object, {}, 0, 0)[2]

    def isreadable(self, object):
        s, readable, recursive = self.format(object, {}, 0, 0)
        return readable and not recursive

    def format(self, object, context, maxlevels, level):
        """Format object for a specific context, returning a string
        and flags indicating whether the representation is 'readable'
        and whether the object represents a recursive construct.
        """
        return _safe_repr(self, object, context, maxlevels, level)

    def _safe_repr(self, object, context, maxlevels, level):
        return _safe_repr(self, object, context, maxlevels, level)


def _dataclass_items(obj):
    import dataclasses
    if isinstance(obj, type) or not obj.__dataclass_params__.repr:
        return None
    wrapped = getattr(type(obj).__repr__, '__wrapped__', None)
    if wrapped is None or '__create_fn__' not in wrapped.__qualname__:
        return None
    return [(f.name, getattr(obj, f.name)) for f in dataclasses.fields(obj) if f.repr]
"#;

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = native_module(vm, "pprint", &[("_pformat", pformat_native), ("_safe_repr", safe_repr_native)]);
    python_module(vm, "pprint", SOURCE, ns)
}

/// A printer configured from a PrettyPrinter instance (defaults for None).
fn printer_for(vm: &mut Vm, p: &Value) -> PyResult<Printer> {
    let colls = safe::CollectionReprs::load(vm);
    let mut printer = Printer {
        indent_per_level: 1,
        width: 80,
        depth: None,
        compact: false,
        sort_dicts: true,
        underscore_numbers: false,
        colls,
        custom_format: None,
        readable: true,
        recursive: false,
        out: String::new(),
    };
    if p.is_none() {
        return Ok(printer);
    }
    let int_attr = |vm: &mut Vm, name: &str| -> PyResult<i64> {
        let v = vm.get_attr(p, name)?;
        crate::builtins::args::to_i64(vm, &v)
    };
    let flag = |vm: &mut Vm, name: &str| -> PyResult<bool> {
        let v = vm.get_attr(p, name)?;
        vm.truthy(&v)
    };
    printer.indent_per_level = int_attr(vm, "_indent_per_level")?.clamp(0, 1 << 20);
    printer.width = int_attr(vm, "_width")?;
    printer.depth = match vm.get_attr(p, "_depth")? {
        Value::None => None,
        v => Some(crate::builtins::args::to_i64(vm, &v)?),
    };
    printer.compact = flag(vm, "_compact")?;
    printer.sort_dicts = flag(vm, "_sort_dicts")?;
    printer.underscore_numbers = flag(vm, "_underscore_numbers")?;
    if let Value::Instance(inst) = p {
        if inst.class.name.as_ref() != "PrettyPrinter"
            && matches!(inst.class.lookup("format"), Some(Value::Function(f)) if f.code.filename.as_ref() != "<sandpy:pprint>")
        {
            printer.custom_format = Some(vm.get_attr(p, "format")?);
        }
    }
    Ok(printer)
}

/// `_pformat(printer, obj)`: `PrettyPrinter.pformat`.
fn pformat_native(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<2, 0> = Signature::positional("", "_pformat", ["printer", "object"], []);
    let ([printer, object], []) = SIG.bind(args, kw)?;
    let mut p = printer_for(vm, printer)?;
    let mut ctx = safe::Context::new();
    p.format(vm, object, 0, 0, &mut ctx, 0)?;
    Ok(Value::string(p.out))
}

/// `_safe_repr(printer, obj, context, maxlevels, level)` → (repr, readable, recursive).
fn safe_repr_native(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<5, 0> = Signature::positional("", "_safe_repr", ["printer", "object", "context", "maxlevels", "level"], []);
    let ([printer, object, context, maxlevels, level], []) = SIG.bind(args, kw)?;
    let p = printer_for(vm, printer)?;
    let mut ctx = safe::Context::new();
    if let Value::Dict(d) = context {
        for k in d.store.borrow().keys() {
            if let Value::Int(i) = k {
                if let Ok(u) = usize::try_from(i) {
                    ctx.insert(u);
                }
            }
        }
    }
    let maxlevels = match maxlevels {
        Value::None => None,
        v => Some(crate::builtins::args::to_i64(vm, v)?),
    };
    let level = crate::builtins::args::to_i64(vm, level)?;
    // The object itself gets the safe repr; its items go through `format` (which a
    // subclass may override).
    let (s, readable, recursive) = safe::safe_repr(vm, &p, object, &mut ctx, maxlevels, level)?;
    Ok(Value::tuple(vec![Value::string(s), Value::Bool(readable), Value::Bool(recursive)]))
}
