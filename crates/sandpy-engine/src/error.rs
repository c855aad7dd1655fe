//! Errors as they travel through Rust code: `PyErr`, the builtin exception kinds and the
//! per-exception data (args, traceback, cause/context).
//!
//! A native function raises with `PyErr::new(ExcKind::TypeError, "…")`; the exception
//! object is only created (materialized) when Python code can observe it. Limits and
//! `final_answer` travel as control errors that no `except` clause can catch.

use std::cell::{Cell, RefCell};

use crate::value::{Str, Value};

pub type PyResult<T> = Result<T, PyErr>;

macro_rules! exception_kinds {
    ($( $variant:ident => $parent:ident ),* $(,)?) => {
        /// Builtin exception classes, in an order where every parent precedes its children.
        #[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
        pub enum ExcKind { BaseException, $( $variant ),* }

        impl ExcKind {
            pub const ALL: &'static [ExcKind] = &[ExcKind::BaseException, $( ExcKind::$variant ),*];
            pub fn name(self) -> &'static str {
                match self { ExcKind::BaseException => "BaseException", $( ExcKind::$variant => stringify!($variant) ),* }
            }
            pub fn parent(self) -> Option<ExcKind> {
                match self { ExcKind::BaseException => None, $( ExcKind::$variant => Some(ExcKind::$parent) ),* }
            }
        }
    };
}

exception_kinds! {
    SystemExit => BaseException,
    KeyboardInterrupt => BaseException,
    GeneratorExit => BaseException,
    Exception => BaseException,
    StopIteration => Exception,
    StopAsyncIteration => Exception,
    ArithmeticError => Exception,
    FloatingPointError => ArithmeticError,
    OverflowError => ArithmeticError,
    ZeroDivisionError => ArithmeticError,
    AssertionError => Exception,
    AttributeError => Exception,
    BufferError => Exception,
    EOFError => Exception,
    ImportError => Exception,
    ModuleNotFoundError => ImportError,
    LookupError => Exception,
    IndexError => LookupError,
    KeyError => LookupError,
    MemoryError => Exception,
    NameError => Exception,
    UnboundLocalError => NameError,
    OSError => Exception,
    BlockingIOError => OSError,
    ChildProcessError => OSError,
    ConnectionError => OSError,
    BrokenPipeError => ConnectionError,
    ConnectionAbortedError => ConnectionError,
    ConnectionRefusedError => ConnectionError,
    ConnectionResetError => ConnectionError,
    FileExistsError => OSError,
    FileNotFoundError => OSError,
    InterruptedError => OSError,
    IsADirectoryError => OSError,
    NotADirectoryError => OSError,
    PermissionError => OSError,
    ProcessLookupError => OSError,
    TimeoutError => OSError,
    ReferenceError => Exception,
    RuntimeError => Exception,
    NotImplementedError => RuntimeError,
    RecursionError => RuntimeError,
    SyntaxError => Exception,
    IndentationError => SyntaxError,
    TabError => IndentationError,
    SystemError => Exception,
    TypeError => Exception,
    ValueError => Exception,
    UnicodeError => ValueError,
    UnicodeDecodeError => UnicodeError,
    UnicodeEncodeError => UnicodeError,
    Warning => Exception,
    UserWarning => Warning,
    DeprecationWarning => Warning,
    PendingDeprecationWarning => Warning,
    RuntimeWarning => Warning,
    SyntaxWarning => Warning,
    FutureWarning => Warning,
    ImportWarning => Warning,
    UnicodeWarning => Warning,
    BytesWarning => Warning,
    ResourceWarning => Warning,
}

/// One line of a traceback: where a frame was when the exception passed through it.
#[derive(Clone, Debug)]
pub struct TraceEntry {
    pub filename: Str,
    pub function: Str,
    pub line: u32,
}

/// Exception-specific state carried by instances of BaseException subclasses.
pub struct ExcData {
    pub args: RefCell<Value>,
    /// Innermost frame last, as CPython prints it.
    pub traceback: RefCell<Vec<TraceEntry>>,
    pub cause: RefCell<Value>,
    pub context: RefCell<Value>,
    pub suppress_context: Cell<bool>,
}

impl ExcData {
    pub fn new(args: Value) -> ExcData {
        ExcData {
            args: RefCell::new(args),
            traceback: RefCell::new(Vec::new()),
            cause: RefCell::new(Value::None),
            context: RefCell::new(Value::None),
            suppress_context: Cell::new(false),
        }
    }
}

/// Which limit stopped a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LimitKind {
    Operations,
    Time,
    Cancelled,
    Output,
    /// The session heap went past `max_memory` by more than the brake margin between two
    /// checks (see `heap`): the run is stopped where it was.
    Memory,
}

pub enum ErrRepr {
    /// A builtin exception not yet turned into an object.
    Lazy { kind: ExcKind, args: Vec<Value> },
    /// An exception instance (a `Value::Instance` whose class derives from BaseException).
    Object(Value),
    /// `final_answer(value)` was called: ends the run, cannot be caught.
    FinalAnswer(Value),
    /// A hard limit was hit: ends the run, cannot be caught.
    Limit(LimitKind, String),
}

pub struct PyErr(pub Box<ErrRepr>);

impl From<crate::text::TextError> for PyErr {
    fn from(e: crate::text::TextError) -> PyErr {
        crate::types::str::text_error(e)
    }
}

impl PyErr {
    pub fn new(kind: ExcKind, msg: impl Into<String>) -> PyErr {
        let msg: String = msg.into();
        PyErr(Box::new(ErrRepr::Lazy { kind, args: vec![Value::string(msg)] }))
    }
    pub fn with_args(kind: ExcKind, args: Vec<Value>) -> PyErr {
        PyErr(Box::new(ErrRepr::Lazy { kind, args }))
    }
    pub fn object(v: Value) -> PyErr {
        PyErr(Box::new(ErrRepr::Object(v)))
    }
    /// The control error `final_answer(value)` raises: ends the run, cannot be caught.
    pub fn final_answer(value: Value) -> PyErr {
        PyErr(Box::new(ErrRepr::FinalAnswer(value)))
    }
    pub fn limit(kind: LimitKind, msg: impl Into<String>) -> PyErr {
        PyErr(Box::new(ErrRepr::Limit(kind, msg.into())))
    }
    pub fn type_error(msg: impl Into<String>) -> PyErr {
        PyErr::new(ExcKind::TypeError, msg)
    }
    pub fn value_error(msg: impl Into<String>) -> PyErr {
        PyErr::new(ExcKind::ValueError, msg)
    }
    pub fn index_error(msg: impl Into<String>) -> PyErr {
        PyErr::new(ExcKind::IndexError, msg)
    }
    pub fn attribute_error(msg: impl Into<String>) -> PyErr {
        PyErr::new(ExcKind::AttributeError, msg)
    }
    pub fn overflow(msg: impl Into<String>) -> PyErr {
        PyErr::new(ExcKind::OverflowError, msg)
    }
    pub fn zero_division(msg: impl Into<String>) -> PyErr {
        PyErr::new(ExcKind::ZeroDivisionError, msg)
    }
    pub fn memory() -> PyErr {
        PyErr::with_args(ExcKind::MemoryError, vec![])
    }
    pub fn stop_iteration() -> PyErr {
        PyErr::with_args(ExcKind::StopIteration, vec![])
    }
    /// True for errors Python `except` clauses may see.
    pub fn is_catchable(&self) -> bool {
        matches!(*self.0, ErrRepr::Lazy { .. } | ErrRepr::Object(_))
    }
    /// The builtin kind when the error is still lazy (cheap checks like "is it StopIteration").
    pub fn lazy_kind(&self) -> Option<ExcKind> {
        match &*self.0 {
            ErrRepr::Lazy { kind, .. } => Some(*kind),
            _ => None,
        }
    }
}
