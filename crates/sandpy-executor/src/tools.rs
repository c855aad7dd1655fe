//! Tools: host functions sandboxed code calls by name, with positional and keyword
//! arguments. Arguments and results cross as JSON, so a tool never sees an interpreter
//! object and can run on any thread; its errors become Python exceptions user code can
//! catch. `final_answer` is a tool too: it ends the run, and no `except` clause stops it.

use std::fmt;
use std::rc::Rc;
use std::sync::Arc;

use sandpy_engine::value::{HostFunction, KwArgs};
use sandpy_engine::vm::Vm;
use sandpy_engine::{ExcKind, PyErr, PyResult, Value};
use serde_json::{Map, Value as Json};

use crate::convert::{from_json, to_json_within, MAX_OUTPUT_JSON_BYTES};

/// One call of a tool, as the host sees it.
#[derive(Clone, Debug, PartialEq)]
pub struct ToolCall {
    pub name: String,
    pub args: Vec<Json>,
    pub kwargs: Map<String, Json>,
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
pub type ToolFn = Arc<dyn Fn(ToolCall) -> Result<Json, ToolError> + Send + Sync>;

/// A named tool.
#[derive(Clone)]
pub struct Tool {
    pub name: String,
    pub func: ToolFn,
}

impl Tool {
    pub fn new(name: impl Into<String>, func: impl Fn(ToolCall) -> Result<Json, ToolError> + Send + Sync + 'static) -> Tool {
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
        let call = tool_call(&name, args, kwargs)?;
        let result = func(call).map_err(raise_tool_error)?;
        let value = from_json(vm, &result)?;
        if ends_run {
            Err(PyErr::final_answer(value))
        } else {
            Ok(value)
        }
    };
    Value::HostFunction(Rc::new(HostFunction { name: tool.name.as_str().into(), func: Box::new(call) }))
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
    Value::HostFunction(Rc::new(HostFunction { name: FINAL_ANSWER.into(), func: Box::new(call) }))
}

/// Converts a Python call's arguments for the host.
fn tool_call(name: &str, args: &[Value], kwargs: &KwArgs) -> PyResult<ToolCall> {
    let not_json = |what: String| {
        PyErr::type_error(format!(
            "{}() arguments must be JSON values (None, bool, int, float, str, list, tuple, dict with str keys), got {}",
            name, what
        ))
    };
    // All arguments together are bounded like an output, so a call event stays bounded.
    let mut left = MAX_OUTPUT_JSON_BYTES;
    let args = args.iter().map(|a| to_json_within(a, &mut left).map_err(|e| not_json(e.what))).collect::<PyResult<Vec<_>>>()?;
    let mut map = Map::new();
    for (k, v) in kwargs {
        map.insert(k.to_string(), to_json_within(v, &mut left).map_err(|e| not_json(e.what))?);
    }
    Ok(ToolCall { name: name.to_string(), args, kwargs: map })
}

/// The Python exception for a tool's error.
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
