//! `textwrap`: `TextWrapper`, `wrap`, `fill`, `shorten`, `dedent`, `indent` with CPython
//! 3.11's output.
//!
//! `TextWrapper` is a small Python class (below) holding the options as attributes; its
//! `wrap` calls the native `_wrap(self, text)`, which reads those attributes, then munges
//! whitespace, splits the text into chunks ([`chunks`]) and fills lines ([`fill`]).
//! Overriding the private hooks of CPython's class (`_split`, `_handle_long_word`, …) in
//! a subclass has no effect here; overriding `wrap`/`fill` does.

mod chunks;
mod fill;

use std::rc::Rc;

use super::{native_module, python_module};
use crate::builtins::signature::Signature;
use crate::error::{ExcKind, PyErr, PyResult};
use crate::types::num::{as_int, IntRef};
use crate::value::{KwArgs, Namespace, Value};
use crate::vm::Vm;

const SOURCE: &str = r#"
"""Text wrapping and filling (sandpy: the work is done natively by _wrap and dedent)."""

__all__ = ['TextWrapper', 'wrap', 'fill', 'dedent', 'indent', 'shorten']


class TextWrapper:
    """Object for wrapping/filling text; the options are public attributes."""
    unicode_whitespace_trans = {9: 32, 10: 32, 11: 32, 12: 32, 13: 32, 32: 32}

    def __init__(self, width=70, initial_indent="", subsequent_indent="", expand_tabs=True,
                 replace_whitespace=True, fix_sentence_endings=False, break_long_words=True,
                 drop_whitespace=True, break_on_hyphens=True, tabsize=8, *, max_lines=None,
                 placeholder=' [...]'):
        self.width = width
        self.initial_indent = initial_indent
        self.subsequent_indent = subsequent_indent
        self.expand_tabs = expand_tabs
        self.replace_whitespace = replace_whitespace
        self.fix_sentence_endings = fix_sentence_endings
        self.break_long_words = break_long_words
        self.drop_whitespace = drop_whitespace
        self.break_on_hyphens = break_on_hyphens
        self.tabsize = tabsize
        self.max_lines = max_lines
        self.placeholder = placeholder

    def wrap(self, text):
        """Wrap a single paragraph of text, returning a list of lines without final newlines."""
        return _wrap(self, text)

    def fill(self, text):
        """Wrap a single paragraph of text, returning one string."""
        return "\n".join(self.wrap(text))


def wrap(text, width=70, **kwargs):
    """Wrap a single paragraph of text, returning a list of wrapped lines."""
    return TextWrapper(width=width, **kwargs).wrap(text)


def fill(text, width=70, **kwargs):
    """Fill a single paragraph of text, returning a new string."""
    return TextWrapper(width=width, **kwargs).fill(text)


def shorten(text, width, **kwargs):
    """Collapse and truncate the given text to fit in the given width."""
    wrapper = TextWrapper(width=width, max_lines=1, **kwargs)
    return wrapper.fill(' '.join(text.strip().split()))


def indent(text, prefix, predicate=None):
    """Add 'prefix' to the beginning of selected lines in 'text'."""
    if predicate is None:
        return ''.join([prefix + line if line.strip() else line for line in text.splitlines(True)])
    return ''.join([prefix + line if predicate(line) else line for line in text.splitlines(True)])
"#;

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = native_module(vm, "textwrap", &[("_wrap", wrap_native), ("dedent", dedent)]);
    python_module(vm, "textwrap", SOURCE, ns)
}

fn truthy_attr(vm: &mut Vm, obj: &Value, name: &str) -> PyResult<bool> {
    let v = vm.get_attr(obj, name)?;
    vm.truthy(&v)
}

fn str_attr(vm: &mut Vm, obj: &Value, name: &str) -> PyResult<String> {
    let v = vm.get_attr(obj, name)?;
    match &v {
        Value::Str(s) => Ok(s.s.clone()),
        _ => Ok(vm.str_of(&v)?),
    }
}

/// Reads the wrapper's options.
fn options(vm: &mut Vm, w: &Value) -> PyResult<fill::Options> {
    let width_v = vm.get_attr(w, "width")?;
    let (width, width_positive, width_is_float) = match (&width_v, as_int(&width_v)) {
        (_, Some(IntRef::Small(i))) => (i, i > 0, false),
        (_, Some(IntRef::Big(b))) => {
            let positive = b.sign() == num_bigint::Sign::Plus;
            (if positive { i64::MAX } else { i64::MIN }, positive, false)
        }
        (Value::Float(f), None) => {
            let floor = f.floor();
            let w = if floor >= i64::MAX as f64 {
                i64::MAX
            } else if floor <= i64::MIN as f64 {
                i64::MIN
            } else {
                floor as i64
            };
            (w, *f > 0.0, true)
        }
        _ => (vm.index_value(&width_v)?, true, false),
    };
    let width_positive = width_positive && !matches!(width_v, Value::Float(f) if f.is_nan());
    let max_lines = match vm.get_attr(w, "max_lines")? {
        Value::None => None,
        v => Some(crate::builtins::args::to_i64(vm, &v)?),
    };
    let break_on_hyphens_v = vm.get_attr(w, "break_on_hyphens")?;
    Ok(fill::Options {
        width,
        width_positive,
        width_is_float,
        width_repr: vm.repr_of(&width_v)?,
        initial_indent: str_attr(vm, w, "initial_indent")?,
        subsequent_indent: str_attr(vm, w, "subsequent_indent")?,
        fix_sentence_endings: truthy_attr(vm, w, "fix_sentence_endings")?,
        break_long_words: truthy_attr(vm, w, "break_long_words")?,
        drop_whitespace: truthy_attr(vm, w, "drop_whitespace")?,
        break_on_hyphens: vm.truthy(&break_on_hyphens_v)?,
        max_lines,
        placeholder: str_attr(vm, w, "placeholder")?,
    })
}

/// `_wrap(wrapper, text)`: TextWrapper.wrap.
fn wrap_native(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<2, 0> = Signature::positional("", "_wrap", ["wrapper", "text"], []);
    let ([w, text_v], []) = SIG.bind(args, kw)?;
    let expand_tabs = truthy_attr(vm, w, "expand_tabs")?;
    let replace_whitespace = truthy_attr(vm, w, "replace_whitespace")?;
    let text = match text_v {
        Value::Str(s) => s.s.clone(),
        other => {
            let msg = if expand_tabs {
                format!("'{}' object has no attribute 'expandtabs'", vm.type_name(other))
            } else if replace_whitespace {
                format!("'{}' object has no attribute 'translate'", vm.type_name(other))
            } else {
                return Err(PyErr::type_error(format!("expected string or bytes-like object, got '{}'", vm.type_name(other))));
            };
            return Err(PyErr::attribute_error(msg));
        }
    };
    crate::types::bytes::charge_bytes(vm, text.len())?;
    let mut text = if expand_tabs {
        let tabsize_v = vm.get_attr(w, "tabsize")?;
        let tabsize = crate::builtins::args::to_i64(vm, &tabsize_v)?;
        let tabsize = i32::try_from(tabsize).map_err(|_| PyErr::new(ExcKind::OverflowError, "Python int too large to convert to C int"))?;
        let cap = vm.memory_cap().saturating_sub(crate::heap::used());
        crate::text::split::expandtabs(&text, tabsize, cap).map_err(|_| PyErr::memory())?.into_owned()
    } else {
        text
    };
    if replace_whitespace {
        text = text.chars().map(|c| if matches!(c, '\t' | '\n' | '\x0b' | '\x0c' | '\r') { ' ' } else { c }).collect();
    }
    let o = options(vm, w)?;
    let hyphens = matches!(vm.get_attr(w, "break_on_hyphens")?, Value::Bool(true));
    // Chunks are char vectors: four bytes per character.
    vm.check_alloc(text.len().saturating_mul(4))?;
    let chars: Vec<char> = text.chars().collect();
    let mut pieces = chunks::split(&chars, hyphens);
    if o.fix_sentence_endings {
        let mut i = 0;
        while i + 1 < pieces.len() {
            if pieces[i + 1] == [' '] && chunks::ends_sentence(&pieces[i]) {
                pieces[i + 1] = vec![' ', ' '];
                i += 2;
            } else {
                i += 1;
            }
        }
    }
    let lines = fill::wrap_chunks(vm, &o, pieces)?;
    Ok(Value::list(lines.into_iter().map(Value::string).collect()))
}

/// `dedent(text)`: removes the longest common leading run of spaces and tabs from every
/// line; lines of only spaces and tabs become empty (and do not count).
fn dedent(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let text = match (args, kw) {
        ([t], []) => t,
        ([], [(k, t)]) if &**k == "text" => t,
        _ => {
            if let Some((k, _)) = kw.iter().find(|(k, _)| &**k != "text") {
                return Err(PyErr::type_error(format!("dedent() got an unexpected keyword argument '{}'", k)));
            }
            return Err(PyErr::type_error(if args.is_empty() {
                "dedent() missing 1 required positional argument: 'text'".to_string()
            } else {
                format!("dedent() takes 1 positional argument but {} were given", args.len())
            }));
        }
    };
    let Value::Str(s) = text else {
        return Err(PyErr::type_error(format!("expected string or bytes-like object, got '{}'", vm.type_name(text))));
    };
    crate::types::bytes::charge_bytes(vm, s.s.len())?;
    Ok(Value::string(dedent_str(&s.s)))
}

fn dedent_str(text: &str) -> String {
    let is_blank = |c: char| c == ' ' || c == '\t';
    let lines: Vec<&str> = text.split('\n').map(|l| if !l.is_empty() && l.chars().all(is_blank) { "" } else { l }).collect();
    let mut margin: Option<&str> = None;
    for l in &lines {
        if l.is_empty() {
            continue;
        }
        let indent = &l[..l.len() - l.trim_start_matches(is_blank).len()];
        margin = Some(match margin {
            None => indent,
            Some(m) => {
                let common = m.bytes().zip(indent.bytes()).take_while(|(a, b)| a == b).count();
                &m[..common]
            }
        });
    }
    let margin = margin.unwrap_or("");
    let out: Vec<&str> = lines.iter().map(|l| l.strip_prefix(margin).unwrap_or(l)).collect();
    out.join("\n")
}

#[cfg(test)]
mod tests {
    #[test]
    fn dedent_rules() {
        assert_eq!(super::dedent_str("  a\n    b\n  \n"), "a\n  b\n\n");
        assert_eq!(super::dedent_str("\ta\n        b"), "\ta\n        b");
        assert_eq!(super::dedent_str("  x\r\n  y"), "x\r\ny");
    }
}
