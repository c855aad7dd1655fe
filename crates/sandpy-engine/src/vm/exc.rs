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
        Value::instance(Instance {
            class: cls,
            dict: std::cell::RefCell::new(Default::default()),
            exc: Some(Box::new(ExcData::new(Value::tuple(args)))),
            base_value: std::cell::RefCell::new(Value::None),
            native: Value::None,
            charged: std::cell::Cell::new(0),
            _slot: crate::heap::Slot::new(),
            gc: crate::heap::GcLink::new(),
        })
    }

    /// An ImportError (or ModuleNotFoundError) about module `name`, with the `name` and
    /// `path` attributes CPython's import system sets (`path` is always None here).
    pub fn import_error(&mut self, kind: ExcKind, message: String, name: &str) -> PyErr {
        let exc = self.new_exception(kind, vec![Value::string(message)]);
        if let Value::Instance(inst) = &exc {
            let mut dict = inst.dict.borrow_mut();
            dict.insert("name".into(), Value::string(name.to_string()));
            dict.insert("path".into(), Value::None);
        }
        PyErr::object(exc)
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
            Value::Tuple(items) => self.nested("", |vm| {
                for it in items.items.iter() {
                    if vm.exception_matches(exc, it)? {
                        return Ok(true);
                    }
                }
                Ok(false)
            }),
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

    /// Renders an uncaught error (with its chained causes/contexts) for the host. Every text
    /// in the report is bounded (see [`REPORT_TEXT_LIMIT`]), whatever the values involved.
    pub fn report_error(&mut self, err: PyErr) -> ErrorReport {
        let saved = self.text_limit.replace(REPORT_TEXT_LIMIT);
        let mut report = self.unbounded_report(err);
        self.text_limit = saved;
        report.message = bound_text(report.message);
        report.traceback = bound_text(report.traceback);
        report
    }

    fn unbounded_report(&mut self, err: PyErr) -> ErrorReport {
        let exc = match *err.0 {
            ErrRepr::Limit(kind, msg) => {
                let type_name = match kind {
                    crate::error::LimitKind::Time => "TimeoutError",
                    crate::error::LimitKind::Operations => "InterpreterError",
                    crate::error::LimitKind::Cancelled => "KeyboardInterrupt",
                    crate::error::LimitKind::Output => "InterpreterError",
                    crate::error::LimitKind::Memory => "MemoryError",
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
    /// Unlike CPython, a traceback keeps at most [`TRACEBACK_GROUPS`] groups of frames at
    /// each end, and each source line at most [`TRACEBACK_LINE_CHARS`] characters.
    fn render_frames(&self, frames: &[TraceEntry], out: &mut String) {
        if frames.is_empty() {
            return;
        }
        out.push_str("Traceback (most recent call last):\n");
        let same = |a: &TraceEntry, b: &TraceEntry| a.filename == b.filename && a.line == b.line && a.function == b.function;
        // Runs of identical frames: (first index, length).
        let mut groups = Vec::new();
        let mut i = 0;
        while i < frames.len() {
            let mut run = 1;
            while i + run < frames.len() && same(&frames[i + run], &frames[i]) {
                run += 1;
            }
            groups.push((i, run));
            i += run;
        }
        let mut lines = SourceLines::default();
        for (g, &(i, run)) in groups.iter().enumerate() {
            if groups.len() > 2 * TRACEBACK_GROUPS && g >= TRACEBACK_GROUPS && g < groups.len() - TRACEBACK_GROUPS {
                if g == TRACEBACK_GROUPS {
                    let hidden: usize = groups[g..groups.len() - TRACEBACK_GROUPS].iter().map(|&(_, n)| n).sum();
                    out.push_str(&format!("  [... {} more frames not shown ...]\n", hidden));
                }
                continue;
            }
            let f = &frames[i];
            for _ in 0..run.min(3) {
                out.push_str(&format!("  File \"{}\", line {}, in {}\n", f.filename, f.line, f.function));
                if let Some(src) = lines.get(self, &f.filename, f.line) {
                    out.push_str("    ");
                    push_clipped_line(out, src.trim());
                    out.push('\n');
                }
            }
            if run > 3 {
                let more = run - 3;
                out.push_str(&format!("  [Previous line repeated {} more time{}]\n", more, if more == 1 { "" } else { "s" }));
            }
        }
    }

    /// Source text of a line of a file this session compiled (for tracebacks).
    pub fn source_line(&self, filename: &str, line: u32) -> Option<String> {
        SourceLines::default().get(self, filename, line).map(str::to_string)
    }
}

/// Bytes of a report's message or traceback the engine hands to the host, at most (the
/// executor then truncates further, like logs). Also the limit on each `repr`/`str`
/// computed while the report is made, so a huge value never makes a huge text.
pub const REPORT_TEXT_LIMIT: usize = 1 << 20;
/// Groups of frames a traceback shows at each end before eliding the middle.
pub const TRACEBACK_GROUPS: usize = 200;
/// Characters of a source line a traceback shows.
pub const TRACEBACK_LINE_CHARS: usize = 1000;

/// `text` itself, or its first and last halves of [`REPORT_TEXT_LIMIT`] around a note
/// saying how much was left out.
pub fn bound_text(text: String) -> String {
    if text.len() <= REPORT_TEXT_LIMIT {
        return text;
    }
    let half = REPORT_TEXT_LIMIT / 2;
    let head = crate::vm::repr::text_head(&text, half);
    let mut tail_start = text.len() - half;
    while !text.is_char_boundary(tail_start) {
        tail_start += 1;
    }
    let omitted = tail_start - head.len();
    format!("{}\n[... {} bytes not shown ...]\n{}", head, omitted, &text[tail_start..])
}

/// Appends `line`, cut after [`TRACEBACK_LINE_CHARS`] characters with a `...` mark.
fn push_clipped_line(out: &mut String, line: &str) {
    match line.char_indices().nth(TRACEBACK_LINE_CHARS) {
        Some((cut, _)) => {
            out.push_str(&line[..cut]);
            out.push_str("...");
        }
        None => out.push_str(line),
    }
}

/// Line starts of the sources one traceback looks at, computed once per file.
#[derive(Default)]
struct SourceLines {
    starts: std::collections::HashMap<Rc<str>, Vec<usize>>,
}

impl SourceLines {
    fn get<'a>(&mut self, vm: &'a Vm, filename: &str, line: u32) -> Option<&'a str> {
        let (name, src) = vm.sources.get_key_value(filename)?;
        let starts = self.starts.entry(name.clone()).or_insert_with(|| {
            let mut v = vec![0];
            v.extend(src.bytes().enumerate().filter(|&(_, b)| b == b'\n').map(|(i, _)| i + 1));
            v
        });
        let index = (line as usize).checked_sub(1)?;
        let start = *starts.get(index)?;
        if start >= src.len() {
            return None;
        }
        let end = starts.get(index + 1).map_or(src.len(), |&e| e - 1);
        let text = src.get(start..end)?;
        let text = text.strip_suffix('\r').unwrap_or(text);
        if text.trim().is_empty() {
            None
        } else {
            Some(text)
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
