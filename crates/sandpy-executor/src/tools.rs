//! Tools: host functions sandboxed code calls by name, with positional and keyword
//! arguments. Arguments and results cross as [`HostValue`]s (plain data), so a tool never
//! sees an interpreter object and can run on any thread; its errors become Python
//! exceptions user code can catch. `final_answer` is a tool too: it ends the run, and no
//! `except` clause stops it.

use std::fmt;
use std::rc::Rc;
use std::sync::Arc;

use sandpy_engine::value::{HostFunction, KwArgs};
use sandpy_engine::vm::Vm;
use sandpy_engine::{ExcKind, PyErr, PyResult, Value};

use crate::value::engine::{fits_within, from_host, to_host, MAX_HOST_BYTES};
use crate::value::HostValue;

/// One call of a tool, as the host sees it.
#[derive(Clone, Debug, PartialEq)]
pub struct ToolCall {
    pub name: String,
    pub args: Vec<HostValue>,
    /// Keyword arguments in the order the code wrote them.
    pub kwargs: Vec<(String, HostValue)>,
}

impl ToolCall {
    /// The keyword argument `name`, if given.
    pub fn kwarg(&self, name: &str) -> Option<&HostValue> {
        self.kwargs.iter().find(|(k, _)| k == name).map(|(_, v)| v)
    }
}

/// A tool's failure, raised in Python as `type_name(message)`. A builtin exception name
/// (ValueError, KeyError, TimeoutError…) raises that class; any other name raises
/// RuntimeError with the message prefixed by the name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ToolError {
    pub type_name: String,
    pub message: String,
}

impl ToolError {
    pub fn new(type_name: impl Into<String>, message: impl Into<String>) -> ToolError {
        ToolError { type_name: type_name.into(), message: message.into() }
    }
}

impl fmt::Display for ToolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.type_name, self.message)
    }
}

impl std::error::Error for ToolError {}

/// The host side of a tool.
pub type ToolFn = Arc<dyn Fn(ToolCall) -> Result<HostValue, ToolError> + Send + Sync>;

/// A named tool.
#[derive(Clone)]
pub struct Tool {
    pub name: String,
    pub func: ToolFn,
}

impl Tool {
    pub fn new(name: impl Into<String>, func: impl Fn(ToolCall) -> Result<HostValue, ToolError> + Send + Sync + 'static) -> Tool {
        Tool { name: name.into(), func: Arc::new(func) }
    }
}

impl fmt::Debug for Tool {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Tool({})", self.name)
    }
}

/// The name of the function that ends a run with an answer.
pub const FINAL_ANSWER: &str = "final_answer";

/// Wraps a tool as a Python-callable host function. A tool named `final_answer` ends the
/// run with its result.
pub fn host_function(tool: &Tool) -> Value {
    let func = tool.func.clone();
    let name = tool.name.clone();
    let ends_run = tool.name == FINAL_ANSWER;
    let call = move |vm: &mut Vm, args: &[Value], kwargs: &KwArgs| -> PyResult<Value> {
        let call = tool_call(vm, &name, args, kwargs)?;
        let result = func(call).map_err(|e| raise_tool_error_in(vm, e))?;
        let value = from_host(vm, &result)?;
        if ends_run {
            Err(PyErr::final_answer(value))
        } else {
            Ok(value)
        }
    };
    Value::HostFunction(Rc::new(HostFunction::new(tool.name.as_str().into(), Box::new(call))))
}

/// The built-in `final_answer(answer)`: ends the run with `answer` as the output.
pub fn default_final_answer() -> Value {
    let call = |_vm: &mut Vm, args: &[Value], kwargs: &KwArgs| -> PyResult<Value> {
        let mut answer = None;
        if args.len() > 1 {
            return Err(PyErr::type_error(format!("final_answer() takes 1 positional argument but {} were given", args.len())));
        }
        if let Some(a) = args.first() {
            answer = Some(a.clone());
        }
        for (k, v) in kwargs {
            if &**k != "answer" {
                return Err(PyErr::type_error(format!("final_answer() got an unexpected keyword argument '{}'", k)));
            }
            if answer.is_some() {
                return Err(PyErr::type_error("final_answer() got multiple values for argument 'answer'"));
            }
            answer = Some(v.clone());
        }
        match answer {
            Some(v) => Err(PyErr::final_answer(v)),
            None => Err(PyErr::type_error("final_answer() missing 1 required positional argument: 'answer'")),
        }
    };
    Value::HostFunction(Rc::new(HostFunction::new(FINAL_ANSWER.into(), Box::new(call))))
}

/// Converts a Python call's arguments for the host (a user `__repr__` of an argument that
/// has no host form runs here, inside the run's limits).
fn tool_call(vm: &mut Vm, name: &str, args: &[Value], kwargs: &KwArgs) -> PyResult<ToolCall> {
    // All arguments together are bounded like an output, so a call event stays bounded.
    let mut left = MAX_HOST_BYTES;
    if !args.iter().chain(kwargs.iter().map(|(_, v)| v)).all(|v| fits_within(v, 0, &mut left)) {
        return Err(PyErr::new(
            ExcKind::ValueError,
            format!("{}() arguments are too large to send to the tool (more than {} MiB together)", name, MAX_HOST_BYTES >> 20),
        ));
    }
    let args = args.iter().map(|a| to_host(vm, a)).collect::<PyResult<Vec<_>>>()?;
    let mut named = Vec::with_capacity(kwargs.len());
    for (k, v) in kwargs {
        named.push((k.to_string(), to_host(vm, v)?));
    }
    Ok(ToolCall { name: name.to_string(), args, kwargs: named })
}

/// The Python exception for a tool's error, as code sees it: a builtin exception class of
/// that name, or else a new subclass of Exception carrying the tool's type name (so
/// `type(e).__name__` and the rendered error name the tool's own exception, and
/// `except Exception` catches it).
pub fn raise_tool_error_in(vm: &mut Vm, e: ToolError) -> PyErr {
    if exception_kind(&e.type_name).is_some() || !is_identifier(&e.type_name) {
        return raise_tool_error(e);
    }
    let made = (|| -> PyResult<Value> {
        let (type_fn, exception) = {
            let b = vm.builtins.borrow();
            (b.get("type").cloned(), b.get("Exception").cloned())
        };
        let (Some(type_fn), Some(exception)) = (type_fn, exception) else {
            return Err(PyErr::new(ExcKind::RuntimeError, "no builtins"));
        };
        let namespace = vm.new_dict(vec![(Value::str("__module__"), Value::str("builtins"))])?;
        let class = vm.call(&type_fn, &[Value::str(&e.type_name), Value::tuple(vec![exception]), namespace], &[])?;
        vm.call(&class, &[Value::str(&e.message)], &[])
    })();
    match made {
        Ok(instance) => PyErr::object(instance),
        Err(_) => raise_tool_error(e),
    }
}

fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_alphabetic() || c == '_') && chars.all(|c| c.is_alphanumeric() || c == '_')
}

/// The Python exception for a tool's error when no interpreter is at hand: a builtin
/// exception class of that name, or RuntimeError("Type: message").
pub fn raise_tool_error(e: ToolError) -> PyErr {
    match exception_kind(&e.type_name) {
        Some(kind) => PyErr::new(kind, e.message),
        None => PyErr::new(ExcKind::RuntimeError, format!("{}: {}", e.type_name, e.message)),
    }
}

/// The builtin exception class called `name`, when it is one code may see raised by a tool
/// (not the control exceptions that would stop the interpreter's own machinery).
pub fn exception_kind(name: &str) -> Option<ExcKind> {
    ExcKind::ALL
        .iter()
        .copied()
        .find(|k| k.name() == name && !matches!(k, ExcKind::StopIteration | ExcKind::StopAsyncIteration | ExcKind::GeneratorExit))
}
