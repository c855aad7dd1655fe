//! Exceptions at run time: creating instances of builtin exception classes, `raise`
//! (with `from`), matching `except` clauses, and rendering CPython-style tracebacks.

use std::rc::Rc;

use super::Vm;
use crate::error::{ErrRepr, ExcData, ExcKind, PyErr, PyResult, TraceEntry};
use crate::value::{Instance, Value};

/// A finished error as the host sees it.
#[derive(Clone, Debug)]
pub struct ErrorReport {
    /// The class's `__name__` (the traceback shows the module-qualified name).
    pub type_name: String,
    pub message: String,
    /// Line of the innermost frame (None for errors outside any frame).
    pub line: Option<u32>,
    /// Frames, outermost first.
    pub frames: Vec<TraceEntry>,
    /// The whole CPython-style text, "Traceback (most recent call last):" included.
    pub traceback: String,
    /// Set when a limit (operations, time, cancellation, output) ended the run.
    pub limit: Option<crate::error::LimitKind>,
}

impl Vm {
    pub fn new_exception(&mut self, kind: ExcKind, args: Vec<Value>) -> Value {
        let cls = self.types.exception(kind);
        Value::Instance(Rc::new(Instance {
            class: cls,
            dict: std::cell::RefCell::new(Default::default()),
            exc: Some(Box::new(ExcData::new(Value::tuple(args)))),
            base_value: std::cell::RefCell::new(Value::None),
            native: Value::None,
        }))
    }

    /// Whether `err` is (a subclass of) the builtin exception `kind`.
    pub fn error_is(&self, err: &PyErr, kind: ExcKind) -> bool {
        match &*err.0 {
            ErrRepr::Lazy { kind: k, .. } => {
                let mut cur = Some(*k);
                while let Some(c) = cur {
                    if c == kind {
                        return true;
                    }
                    cur = c.parent();
                }
                false
            }
            ErrRepr::Object(Value::Instance(inst)) => inst.class.is_subtype(&self.types.exception(kind)),
            _ => false,
        }
    }

    /// Builds the error for `raise exc [from cause]`.
    pub fn raise_value(&mut self, exc: Value, cause: Option<Value>) -> PyResult<PyErr> {
        let exc = self.exception_instance(exc)?;
        if let Some(cause) = cause {
            let cause = match cause {
                Value::None => Value::None,
                other => self.exception_instance(other)?,
            };
            if let Value::Instance(inst) = &exc {
                if let Some(d) = &inst.exc {
                    *d.cause.borrow_mut() = cause;
                    d.suppress_context.set(true);
                }
            }
        }
        Ok(PyErr::object(exc))
    }

    /// An exception class is instantiated; an instance is used as is.
    fn exception_instance(&mut self, v: Value) -> PyResult<Value> {
        match &v {
            Value::Instance(inst) if inst.exc.is_some() => Ok(v),
            Value::Type(t) if t.base_kind == crate::value::BaseKind::Exception => {
                let inst = self.call(&v, &[], &[])?;
                Ok(inst)
            }
            _ => Err(PyErr::type_error("exceptions must derive from BaseException")),
        }
    }

    pub fn exception_matches(&mut self, exc: &Value, ty: &Value) -> PyResult<bool> {
        let cls = self.type_of(exc);
        match ty {
            Value::Type(t) => {
                if t.base_kind != crate::value::BaseKind::Exception {
                    return Err(PyErr::type_error("catching classes that do not inherit from BaseException is not allowed"));
                }
                Ok(cls.is_subtype(t))
            }
            Value::Tuple(items) => {
                for it in items.items.iter() {
                    if self.exception_matches(exc, it)? {
                        return Ok(true);
                    }
                }
                Ok(false)
            }
            _ => Err(PyErr::type_error("catching classes that do not inherit from BaseException is not allowed")),
        }
    }

    /// `str(exc)` as CPython prints it after the type name.
    pub fn exception_message(&mut self, exc: &Value) -> String {
        match self.str_of(exc) {
            Ok(s) => s,
            Err(_) => "<exception str() failed>".into(),
        }
    }

    /// Renders an uncaught error (with its chained causes/contexts) for the host.
    pub fn report_error(&mut self, err: PyErr) -> ErrorReport {
        let exc = match *err.0 {
            ErrRepr::Limit(kind, msg) => {
                let type_name = match kind {
                    crate::error::LimitKind::Time => "TimeoutError",
                    crate::error::LimitKind::Operations => "InterpreterError",
                    crate::error::LimitKind::Cancelled => "KeyboardInterrupt",
                    crate::error::LimitKind::Output => "InterpreterError",
                };
                let mut frames = std::mem::take(&mut self.limit_trace);
                frames.reverse();
                let mut traceback = String::new();
                self.render_frames(&frames, &mut traceback);
                traceback.push_str(&format!("{}: {}\n", type_name, msg));
                return ErrorReport {
                    type_name: type_name.into(),
                    message: msg.clone(),
                    line: frames.last().map(|f| f.line),
                    frames,
                    traceback,
                    limit: Some(kind),
                };
            }
            other => {
                let e = PyErr(Box::new(other));
                self.materialize(e)
            }
        };
        let mut text = String::new();
        self.render_chain(&exc, &mut text, 0);
        // The report names the class by `__name__` (as `type(e).__name__`); the traceback
        // text above keeps CPython's module-qualified form.
        let type_name = self.type_of(&exc).name.to_string();
        let message = self.exception_message(&exc);
        let frames = exception_frames(&exc);
        ErrorReport { type_name, message, line: frames.last().map(|f| f.line), frames, traceback: text, limit: None }
    }

    fn exception_line_parts(&mut self, exc: &Value) -> (String, String) {
        let cls = self.type_of(exc);
        let name = if cls.module.as_ref() == "builtins" || cls.module.as_ref() == "__main__" {
            cls.qualname.borrow().to_string()
        } else {
            format!("{}.{}", cls.module, cls.qualname.borrow())
        };
        let msg = self.exception_message(exc);
        (name, msg)
    }

    fn render_chain(&mut self, exc: &Value, out: &mut String, depth: usize) {
        if depth < 50 {
            if let Value::Instance(inst) = exc {
                if let Some(d) = &inst.exc {
                    let cause = d.cause.borrow().clone();
                    let context = d.context.borrow().clone();
                    if !cause.is_none() {
                        self.render_chain(&cause, out, depth + 1);
                        out.push_str("\nThe above exception was the direct cause of the following exception:\n\n");
                    } else if !context.is_none() && !d.suppress_context.get() {
                        self.render_chain(&context, out, depth + 1);
                        out.push_str("\nDuring handling of the above exception, another exception occurred:\n\n");
                    }
                }
            }
        }
        let frames = exception_frames(exc);
        self.render_frames(&frames, out);
        let (name, msg) = self.exception_line_parts(exc);
        if msg.is_empty() {
            out.push_str(&format!("{}\n", name));
        } else {
            out.push_str(&format!("{}: {}\n", name, msg));
        }
    }

    /// "Traceback (most recent call last):" and the frames, outermost first. Like CPython,
    /// a frame repeated more than three times in a row is shown three times, then counted.
    fn render_frames(&self, frames: &[TraceEntry], out: &mut String) {
        if frames.is_empty() {
            return;
        }
        out.push_str("Traceback (most recent call last):\n");
        let same = |a: &TraceEntry, b: &TraceEntry| a.filename == b.filename && a.line == b.line && a.function == b.function;
        let mut i = 0;
        while i < frames.len() {
            let f = &frames[i];
            let mut run = 1;
            while i + run < frames.len() && same(&frames[i + run], f) {
                run += 1;
            }
            for _ in 0..run.min(3) {
                out.push_str(&format!("  File \"{}\", line {}, in {}\n", f.filename, f.line, f.function));
                if let Some(src) = self.source_line(&f.filename, f.line) {
                    out.push_str(&format!("    {}\n", src.trim()));
                }
            }
            if run > 3 {
                let more = run - 3;
                out.push_str(&format!("  [Previous line repeated {} more time{}]\n", more, if more == 1 { "" } else { "s" }));
            }
            i += run;
        }
    }

    /// Source text of a line of a file this session compiled (for tracebacks).
    pub fn source_line(&self, filename: &str, line: u32) -> Option<String> {
        let src = self.sources.get(filename)?;
        let text = src.lines().nth(line.checked_sub(1)? as usize)?;
        if text.trim().is_empty() {
            None
        } else {
            Some(text.to_string())
        }
    }
}

fn exception_frames(exc: &Value) -> Vec<TraceEntry> {
    match exc {
        Value::Instance(inst) => match &inst.exc {
            Some(d) => {
                let mut v = d.traceback.borrow().clone();
                v.reverse();
                v
            }
            None => Vec::new(),
        },
        _ => Vec::new(),
    }
}
