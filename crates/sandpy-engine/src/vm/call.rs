//! Calling things: argument binding for Python functions (with CPython's error messages),
//! class instantiation, bound methods, natives and generators (resume/send/throw). Class
//! creation is in `classes.rs`.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use super::frame::{put_slot, Frame, ReturnAction};
use super::{Exit, Vm};
use crate::builtins::signature::Signature;
use crate::compile::bytecode::Instr;
use crate::error::{ErrRepr, ExcData, ExcKind, PyErr, PyResult};
use crate::types::dict::DictStore;
use crate::value::{AttrMap, BaseKind, Function, GenState, Generator, Instance, KwArgs, PyDict, PyType, Str, Value};

/// Keyword arguments times parameters above which binding indexes the names instead of
/// scanning them per keyword.
const BIND_SCAN_LIMIT: usize = 4096;

#[allow(clippy::large_enum_variant)]
pub enum CallOutcome {
    Done(Value),
    Frame(Frame),
}

pub enum Resume {
    Next(Value),
    Throw(PyErr),
}

pub enum GenStep {
    Yielded(Value),
    Returned(Value),
}

pub enum Delegated {
    Yielded(Value),
    Returned(Value),
}

impl Vm {
    /// Calls `callable` to completion (re-entering the VM for Python code).
    pub fn call(&mut self, callable: &Value, args: &[Value], kwargs: &KwArgs) -> PyResult<Value> {
        let outcome = self.prepare_call(callable, args, kwargs)?;
        self.complete_call(outcome)
    }

    /// Runs a prepared call to completion.
    fn complete_call(&mut self, outcome: CallOutcome) -> PyResult<Value> {
        match outcome {
            CallOutcome::Done(v) => Ok(v),
            CallOutcome::Frame(frame) => {
                self.enter_native()?;
                let r = self.run_nested(frame, None);
                self.leave_native();
                match r? {
                    Exit::Return(v) => Ok(v),
                    Exit::Yield(..) => Err(PyErr::new(ExcKind::SystemError, "unexpected yield")),
                }
            }
        }
    }

    /// Either performs the call (natives) or returns the frame to run (Python functions), so
    /// the dispatch loop can run it without recursion.
    pub fn prepare_call(&mut self, callable: &Value, args: &[Value], kwargs: &KwArgs) -> PyResult<CallOutcome> {
        match callable {
            Value::Function(func) => self.function_call(func, None, args, kwargs),
            Value::HostFunction(h) => (h.func)(self, args, kwargs).map(CallOutcome::Done),
            Value::Builtin(b) => self.call_builtin(b, args, kwargs).map(CallOutcome::Done),
            Value::BoundMethod(m) => match &m.func {
                Value::Function(func) => {
                    let func = func.clone();
                    let recv = m.receiver.clone();
                    self.function_call(&func, Some(&recv), args, kwargs)
                }
                other => {
                    let mut full = Vec::with_capacity(args.len() + 1);
                    full.push(m.receiver.clone());
                    full.extend_from_slice(args);
                    let other = other.clone();
                    self.prepare_call(&other, &full, kwargs)
                }
            },
            Value::Type(t) => self.call_type(t, args, kwargs),
            Value::Instance(inst) => match inst.class.lookup("__call__") {
                Some(call) => {
                    let bound = self.bind_descriptor(call, callable.clone(), &inst.class)?;
                    self.prepare_call(&bound, args, kwargs)
                }
                None => Err(PyErr::type_error(format!("'{}' object is not callable", inst.class.name))),
            },
            Value::StaticMethod(f) => {
                let f = (**f).clone();
                self.nested(" while calling a Python object", |vm| vm.prepare_call(&f, args, kwargs))
            }
            other => Err(PyErr::type_error(format!("'{}' object is not callable", self.type_name(other)))),
        }
    }

    /// Calls a builtin function or method (self, if bound, goes first), charging natives
    /// for the size of their inputs and output so no single call runs long past the
    /// operation budget.
    #[inline]
    pub fn call_builtin(&mut self, b: &crate::value::Builtin, args: &[Value], kwargs: &KwArgs) -> PyResult<Value> {
        let constant_time = b.constant_time;
        if !constant_time {
            let input_cost: u64 = b.bound_self.iter().chain(args.iter().take(2)).map(size_units).sum();
            if input_cost > 0 {
                self.charge(input_cost)?;
            }
        }
        let r = match &b.bound_self {
            Some(recv) => {
                let mut full = Vec::with_capacity(args.len() + 1);
                full.push(recv.clone());
                full.extend_from_slice(args);
                (b.func)(self, &full, kwargs)
            }
            None if b.owner.is_none() => (b.func)(self, args, kwargs),
            None => {
                if let (Some(owner), true) = (&b.owner, &*b.name == "__new__") {
                    if let Some(first) = args.first() {
                        if !matches!(first, Value::Type(_)) {
                            return Err(PyErr::type_error(format!(
                                "{}.__new__(X): X is not a type object ({})",
                                owner,
                                self.type_name(first)
                            )));
                        }
                    }
                }
                if args.is_empty() {
                    if let Some(owner) = &b.owner {
                        if &*b.name == "__new__" {
                            return Err(PyErr::type_error(format!("{}.__new__(): not enough arguments", owner)));
                        }
                        return Err(if is_slot_wrapper(owner, &b.name) {
                            PyErr::type_error(format!("descriptor '{}' of '{}' object needs an argument", b.name, owner))
                        } else {
                            crate::builtins::signature::unbound_method_needs_argument(owner, &b.name)
                        });
                    }
                }
                (b.func)(self, args, kwargs)
            }
        };
        let v = r?;
        if !constant_time {
            let output_cost = size_units(&v);
            if output_cost > 0 {
                self.charge(output_cost)?;
            }
        }
        Ok(v)
    }

    fn function_call(&mut self, func: &Rc<Function>, receiver: Option<&Value>, args: &[Value], kwargs: &KwArgs) -> PyResult<CallOutcome> {
        let frame = self.bind_arguments(func, receiver, args, kwargs)?;
        if func.code.is_generator {
            let g = Generator::new_rc(frame, func.name.borrow().clone(), func.qualname.borrow().clone());
            return Ok(CallOutcome::Done(Value::Generator(g)));
        }
        Ok(CallOutcome::Frame(frame))
    }

    /// Builds a frame for `func` with its parameters bound.
    pub fn bind_arguments(&mut self, func: &Rc<Function>, receiver: Option<&Value>, args: &[Value], kwargs: &KwArgs) -> PyResult<Frame> {
        let code = &func.code;
        let given = args.len() + receiver.is_some() as usize;
        if code.simple_args && kwargs.is_empty() && given == code.argcount as usize {
            // Exact positional call of a plain function: copy the arguments straight in.
            let mut frame = self.frame_pool.frame_for(code, &func.globals);
            let mut slot = 0;
            if let Some(r) = receiver {
                put_slot(&mut frame.slots[0], r.clone());
                slot = 1;
            }
            for a in args {
                put_slot(&mut frame.slots[slot], a.clone());
                slot += 1;
            }
            let base = code.varnames.len();
            for (k, cell) in func.closure.iter().enumerate() {
                if let Some(s) = frame.slots.get_mut(base + k) {
                    put_slot(s, cell.clone());
                }
            }
            return Ok(frame);
        }
        let code = func.code.clone();
        let mut frame = self.frame_pool.frame_for(&code, &func.globals);
        let argcount = code.argcount as usize;
        let kwonly = code.kwonlyargcount as usize;
        let npos = args.len() + receiver.is_some() as usize;
        let qualname = func.qualname.borrow().clone();
        let positional = receiver.into_iter().chain(args.iter());
        let mut extra = Vec::new();
        // Too many positional arguments are reported after the keywords, as CPython does
        // (`f(1, 2, x=1)` for `def f(a)` is about `x`).
        let mut too_many = false;
        for (i, v) in positional.enumerate() {
            if i < argcount {
                frame.slots[i] = Some(v.clone());
            } else if code.has_varargs {
                extra.push(v.clone());
            } else {
                too_many = true;
                break;
            }
        }
        let mut next_slot = argcount + kwonly;
        if code.has_varargs {
            frame.slots[next_slot] = Some(Value::tuple(extra));
            next_slot += 1;
        }
        let mut varkw: Option<DictStore> = if code.has_varkw { Some(DictStore::default()) } else { None };
        let params = &code.varnames[..argcount + kwonly];
        // Many keywords against many parameters: an index instead of a scan per keyword
        // (100,000 of each would be 10^10 comparisons).
        let index: Option<HashMap<&str, usize>> = if kwargs.len().saturating_mul(params.len()) > BIND_SCAN_LIMIT {
            self.charge((kwargs.len() + params.len()) as u64 / 8)?;
            Some(params.iter().enumerate().rev().map(|(i, n)| (&**n, i)).collect())
        } else {
            None
        };
        for (name, value) in kwargs {
            let pos = match &index {
                Some(index) => index.get(&**name).copied(),
                None => params.iter().position(|n| n == name),
            };
            match pos {
                Some(p) if p < code.posonlyargcount as usize => match varkw.as_mut() {
                    Some(store) => self.store_insert(store, Value::str(name), value.clone())?,
                    None => return Err(unknown_keyword(&qualname, &code, kwargs, name)),
                },
                Some(p) => {
                    if frame.slots[p].is_some() {
                        return Err(PyErr::type_error(format!("{}() got multiple values for argument '{}'", qualname, name)));
                    }
                    frame.slots[p] = Some(value.clone());
                }
                None => match varkw.as_mut() {
                    Some(store) => self.store_insert(store, Value::str(name), value.clone())?,
                    None => return Err(unknown_keyword(&qualname, &code, kwargs, name)),
                },
            }
        }
        if too_many {
            return Err(self.too_many_positional(func, npos, kwargs));
        }
        if let Some(store) = varkw {
            frame.slots[next_slot] = Some(Value::Dict(PyDict::new_rc(store)));
        }
        // Defaults for positional parameters.
        let ndefaults = func.defaults.len();
        let mut missing = Vec::new();
        for i in 0..argcount {
            if frame.slots[i].is_none() {
                if i + ndefaults >= argcount {
                    frame.slots[i] = Some(func.defaults[i + ndefaults - argcount].clone());
                } else {
                    missing.push(code.varnames[i].clone());
                }
            }
        }
        if !missing.is_empty() {
            return Err(missing_arguments(&qualname, &missing, "positional"));
        }
        let kwdefaults: Option<HashMap<&str, &Value>> = if kwonly.saturating_mul(func.kwdefaults.len()) > BIND_SCAN_LIMIT {
            self.charge((kwonly + func.kwdefaults.len()) as u64 / 8)?;
            Some(func.kwdefaults.iter().rev().map(|(k, v)| (&**k, v)).collect())
        } else {
            None
        };
        for i in argcount..argcount + kwonly {
            if frame.slots[i].is_none() {
                let name = &code.varnames[i];
                let default = match &kwdefaults {
                    Some(index) => index.get(&**name).copied(),
                    None => func.kwdefaults.iter().find(|(k, _)| k == name).map(|(_, v)| v),
                };
                match default {
                    Some(v) => frame.slots[i] = Some(v.clone()),
                    None => missing.push(name.clone()),
                }
            }
        }
        if !missing.is_empty() {
            return Err(missing_arguments(&qualname, &missing, "keyword-only"));
        }
        // Cells (parameters captured by inner functions start with the argument's value).
        let nv = code.varnames.len();
        for (j, param) in code.cell_params.iter().enumerate() {
            let initial = param.and_then(|p| frame.slots[p as usize].clone());
            frame.slots[nv + j] = Some(Value::cell(initial));
        }
        let nc = code.cellvars.len();
        for (k, cell) in func.closure.iter().enumerate() {
            if nv + nc + k < frame.slots.len() {
                frame.slots[nv + nc + k] = Some(cell.clone());
            }
        }
        Ok(frame)
    }

    fn too_many_positional(&self, func: &Function, given: usize, kwargs: &KwArgs) -> PyErr {
        let code = &func.code;
        let argcount = code.argcount as usize;
        let ndefaults = func.defaults.len();
        let qualname = func.qualname.borrow().clone();
        let takes = if ndefaults > 0 {
            format!("from {} to {} positional arguments", argcount - ndefaults, argcount)
        } else {
            format!("{} positional argument{}", argcount, if argcount == 1 { "" } else { "s" })
        };
        let kw_given =
            kwargs.iter().filter(|(k, _)| code.varnames[argcount..argcount + code.kwonlyargcount as usize].iter().any(|n| n == k)).count();
        let was = if given == 1 { "was" } else { "were" };
        if kw_given > 0 {
            PyErr::type_error(format!(
                "{}() takes {} but {} positional argument{} (and {} keyword-only argument{}) were given",
                qualname,
                takes,
                given,
                if given == 1 { "" } else { "s" },
                kw_given,
                if kw_given == 1 { "" } else { "s" }
            ))
        } else {
            PyErr::type_error(format!("{}() takes {} but {} {} given", qualname, takes, given, was))
        }
    }

    /// `Cls(...)`: the metaclass's `__call__` when it defines one, else [`Vm::instantiate`].
    fn call_type(&mut self, t: &Rc<PyType>, args: &[Value], kwargs: &KwArgs) -> PyResult<CallOutcome> {
        if let Some(meta) = &t.meta {
            if let Some(call) = meta.lookup("__call__") {
                if !matches!(call, Value::Builtin(_)) {
                    let bound = self.bind_descriptor(call, Value::Type(t.clone()), meta)?;
                    return self.prepare_call(&bound, args, kwargs);
                }
            }
        }
        self.call_type_default(t, args, kwargs)
    }

    /// `type.__call__(cls, ...)`: creates an instance of `cls` (`__new__` then `__init__`).
    pub fn instantiate(&mut self, t: &Rc<PyType>, args: &[Value], kwargs: &KwArgs) -> PyResult<Value> {
        let outcome = self.call_type_default(t, args, kwargs)?;
        self.complete_call(outcome)
    }

    fn call_type_default(&mut self, t: &Rc<PyType>, args: &[Value], kwargs: &KwArgs) -> PyResult<CallOutcome> {
        if Rc::ptr_eq(t, &self.types.type_type) {
            if let ([object], true) = (args, kwargs.is_empty()) {
                return Ok(CallOutcome::Done(Value::Type(self.type_of(object))));
            }
            if args.len() == 3 {
                return crate::types::metatype::type_three_args(self, args, kwargs).map(CallOutcome::Done);
            }
            return Err(PyErr::type_error("type() takes 1 or 3 arguments"));
        }
        if let ([arg], true) = (args, kwargs.is_empty()) {
            if let Some(v) = quick_conversion(&self.types, t, arg) {
                return Ok(CallOutcome::Done(v));
            }
        }
        let (new, init) = t.constructors();
        if t.is_builtin && t.flags() & crate::value::type_flags::NATIVE_NEW_ONLY != 0 {
            // range(), enumerate(), zip(), super()…: straight to the native constructor (its
            // own `__new__`, which is what the MRO lookup finds first).
            if let Some(Value::StaticMethod(f)) = &new {
                if let Value::Builtin(b) = &f.value {
                    let ty = Value::Type(t.clone());
                    let r = match args {
                        [] => (b.func)(self, &[ty], kwargs),
                        [a] => (b.func)(self, &[ty, a.clone()], kwargs),
                        [a, c] => (b.func)(self, &[ty, a.clone(), c.clone()], kwargs),
                        _ => {
                            let mut full = Vec::with_capacity(args.len() + 1);
                            full.push(ty);
                            full.extend_from_slice(args);
                            (b.func)(self, &full, kwargs)
                        }
                    };
                    return r.map(CallOutcome::Done);
                }
            }
        }
        let object_new = self.is_object_new(new.as_ref());
        if object_new && t.is_builtin && !Rc::ptr_eq(t, &self.types.object) {
            return self.construct_builtin(t, args, kwargs).map(CallOutcome::Done);
        }
        if object_new {
            let init_is_python = matches!(init, Some(Value::Function(_)));
            if !init_is_python && (!args.is_empty() || !kwargs.is_empty()) && self.is_object_init(init.as_ref()) {
                return Err(PyErr::type_error(format!("{}() takes no arguments", t.name)));
            }
            let instance = self.new_instance(t);
            if let Some(Value::Function(f)) = &init {
                let mut frame = self.bind_arguments(f, Some(&instance), args, kwargs)?;
                frame.on_return = ReturnAction::Init(instance);
                return Ok(CallOutcome::Frame(frame));
            }
            if let Some(init) = init {
                if !self.is_object_init(Some(&init)) {
                    let bound = self.bind_descriptor(init, instance.clone(), t)?;
                    self.call(&bound, args, kwargs)?;
                }
            }
            return Ok(CallOutcome::Done(instance));
        }
        let Some(new) = new else {
            return Err(PyErr::type_error(format!("cannot create '{}' instances", t.name)));
        };
        let new_fn = match new {
            Value::StaticMethod(f) => (*f).clone(),
            other => other,
        };
        let mut full = Vec::with_capacity(args.len() + 1);
        full.push(Value::Type(t.clone()));
        full.extend_from_slice(args);
        let obj = self.call(&new_fn, &full, kwargs)?;
        let obj_type = self.type_of(&obj);
        if obj_type.is_subtype(t) {
            if let Some(init) = obj_type.lookup("__init__") {
                if !self.is_object_init(Some(&init)) {
                    let bound = self.bind_descriptor(init, obj.clone(), &obj_type)?;
                    let r = self.call(&bound, args, kwargs)?;
                    if !r.is_none() {
                        return Err(PyErr::type_error(format!("__init__() should return None, not '{}'", self.type_name(&r))));
                    }
                }
            }
        }
        Ok(CallOutcome::Done(obj))
    }

    /// Calling a builtin type that has no `__new__` of its own (`type(None)()`,
    /// `types.FunctionType(...)`, `types.ModuleType('m')`…): the singletons, a bound method, an
    /// empty module namespace, or CPython's refusal. Never a half-made object of such a type.
    fn construct_builtin(&mut self, t: &Rc<PyType>, args: &[Value], kwargs: &KwArgs) -> PyResult<Value> {
        let n = args.len() + kwargs.len();
        let singleton = |v: Value| if n == 0 { Ok(v) } else { Err(PyErr::type_error(format!("{} takes no arguments", t.name))) };
        match &*t.name {
            "NoneType" => singleton(Value::None),
            "ellipsis" => singleton(Value::Ellipsis),
            "NotImplementedType" => singleton(Value::NotImplemented),
            "function" => Err(PyErr::type_error(match args.first() {
                None => "function() missing required argument 'code' (pos 1)".to_string(),
                Some(v) => format!("function() argument 'code' must be code, not {}", self.type_name(v)),
            })),
            "method" => {
                const METHOD: Signature<2, 0> = Signature::positional("", "method", ["function", "instance"], []);
                let ([function, instance], []) = METHOD.bind(args, kwargs)?;
                let callable = match function {
                    Value::Function(_) | Value::Builtin(_) | Value::HostFunction(_) | Value::BoundMethod(_) | Value::Type(_) => true,
                    Value::Instance(inst) => inst.class.lookup("__call__").is_some(),
                    _ => false,
                };
                if !callable {
                    return Err(PyErr::type_error("first argument must be callable"));
                }
                if instance.is_none() {
                    return Err(PyErr::type_error("instance must not be None"));
                }
                Ok(Value::bound_method(function.clone(), instance.clone()))
            }
            "module" => {
                const MODULE: Signature<1, 1> = Signature::clinic("", "module", ["name"], ["doc"]);
                let ([name], [doc]) = MODULE.bind(args, kwargs)?;
                let doc = doc.cloned().unwrap_or(Value::None);
                let name = match name {
                    Value::Str(s) => s.s.to_string(),
                    other => return Err(PyErr::type_error(format!("module() argument 'name' must be str, not {}", self.type_name(other)))),
                };
                let ns = self.new_namespace(&name);
                ns.borrow_mut().insert("__doc__".into(), doc);
                Ok(Value::module(name.into(), ns))
            }
            _ => Err(PyErr::type_error(format!("cannot create '{}' instances", t.name))),
        }
    }

    fn is_object_new(&self, v: Option<&Value>) -> bool {
        matches!(v, Some(v) if self.types.is_object_new(v))
    }
    fn is_object_init(&self, v: Option<&Value>) -> bool {
        matches!(v, Some(v) if v.is(&self.types.object_init))
    }

    /// A fresh instance of a user class (exception payload included when needed).
    pub fn new_instance(&self, t: &Rc<PyType>) -> Value {
        let mut inst = Instance::plain(t.clone(), t.attr_hint.get() as usize);
        if t.base_kind == BaseKind::Exception {
            inst.exc = Some(Box::new(ExcData::new(Value::tuple(vec![]))));
        }
        Value::instance(inst)
    }

    /// Calls a builtin method found on a class with `obj` as self, without making a bound
    /// method (same charging as a call through `prepare_call`).
    pub fn call_builtin_method(&mut self, b: &crate::value::Builtin, obj: &Value, args: &[Value]) -> PyResult<Value> {
        let constant_time = b.constant_time;
        if !constant_time {
            let input_cost: u64 = std::iter::once(obj).chain(args.iter().take(2)).map(size_units).sum();
            if input_cost > 0 {
                self.charge(input_cost)?;
            }
        }
        let v = match args {
            [] => (b.func)(self, std::slice::from_ref(obj), &[])?,
            [a] => (b.func)(self, &[obj.clone(), a.clone()], &[])?,
            _ => {
                let mut full = Vec::with_capacity(args.len() + 1);
                full.push(obj.clone());
                full.extend_from_slice(args);
                (b.func)(self, &full, &[])?
            }
        };
        if !constant_time {
            let output_cost = size_units(&v);
            if output_cost > 0 {
                self.charge(output_cost)?;
            }
        }
        Ok(v)
    }

    /// A fresh instance of a native module class ([`BaseKind::Native`]) holding `native`.
    pub fn new_native_instance(&self, t: &Rc<PyType>, native: Value) -> Value {
        Value::instance(Instance {
            class: t.clone(),
            dict: RefCell::new(AttrMap::default()),
            exc: None,
            base_value: RefCell::new(Value::None),
            native,
            charged: std::cell::Cell::new(0),
            _slot: crate::heap::Slot::new(),
            gc: crate::heap::GcLink::new(),
        })
    }

    // ----- generators -----

    pub fn resume_generator(&mut self, gen: &Rc<Generator>, resume: Resume) -> PyResult<GenStep> {
        let state = std::mem::replace(&mut *gen.state.borrow_mut(), GenState::Running);
        let mut frame = match state {
            GenState::Suspended(f) => f,
            GenState::Running => {
                *gen.state.borrow_mut() = GenState::Running;
                return Err(PyErr::value_error("generator already executing"));
            }
            GenState::Finished => {
                *gen.state.borrow_mut() = GenState::Finished;
                return match resume {
                    Resume::Next(_) => Ok(GenStep::Returned(Value::None)),
                    Resume::Throw(e) => Err(e),
                };
            }
        };
        let started = frame.pc > 0;
        let mut error = None;
        match resume {
            Resume::Next(v) => {
                if started {
                    frame.stack.push(v);
                } else if !v.is_none() {
                    *gen.state.borrow_mut() = GenState::Suspended(frame);
                    return Err(PyErr::type_error("can't send non-None value to a just-started generator"));
                }
            }
            Resume::Throw(e) => {
                let at_yield_from = frame.code.instrs.get(frame.pc) == Some(&Instr::YieldFrom);
                if at_yield_from {
                    let sub = frame.stack.last().cloned();
                    if let Some(Value::Generator(sub)) = sub {
                        match self.resume_generator(&sub, Resume::Throw(e)) {
                            Ok(GenStep::Yielded(v)) => {
                                *gen.state.borrow_mut() = GenState::Suspended(frame);
                                return Ok(GenStep::Yielded(v));
                            }
                            Ok(GenStep::Returned(v)) => {
                                frame.stack.pop();
                                frame.stack.push(v);
                                frame.pc += 1;
                            }
                            Err(e2) => {
                                frame.stack.pop();
                                frame.pc += 1;
                                error = Some(e2);
                            }
                        }
                    } else {
                        frame.stack.pop();
                        frame.pc += 1;
                        error = Some(e);
                    }
                } else {
                    error = Some(e);
                }
            }
        }
        if let Err(e) = self.enter_native() {
            *gen.state.borrow_mut() = GenState::Suspended(frame);
            return Err(e);
        }
        let r = self.run_nested(frame, error);
        self.leave_native();
        match r {
            Ok(Exit::Yield(v, f)) => {
                *gen.state.borrow_mut() = GenState::Suspended(f);
                Ok(GenStep::Yielded(v))
            }
            Ok(Exit::Return(v)) => {
                *gen.state.borrow_mut() = GenState::Finished;
                Ok(GenStep::Returned(v))
            }
            Err(e) => {
                *gen.state.borrow_mut() = GenState::Finished;
                if self.error_is(&e, ExcKind::StopIteration) {
                    return Err(self.stop_iteration_escaped(e));
                }
                Err(e)
            }
        }
    }

    /// One step of `yield from`: send `sent` into the sub-iterator.
    pub fn delegate_send(&mut self, it: &Value, sent: Value) -> PyResult<Delegated> {
        if let Value::Generator(g) = it {
            return Ok(match self.resume_generator(g, Resume::Next(sent))? {
                GenStep::Yielded(v) => Delegated::Yielded(v),
                GenStep::Returned(v) => Delegated::Returned(v),
            });
        }
        if sent.is_none() {
            return match self.iter_next_with_value(it)? {
                Ok(v) => Ok(Delegated::Yielded(v)),
                Err(ret) => Ok(Delegated::Returned(ret)),
            };
        }
        let send = self.get_attr(it, "send")?;
        match self.call(&send, &[sent], &[]) {
            Ok(v) => Ok(Delegated::Yielded(v)),
            Err(e) if self.error_is(&e, ExcKind::StopIteration) => Ok(Delegated::Returned(self.stop_iteration_value(e))),
            Err(e) => Err(e),
        }
    }

    /// PEP 479: a StopIteration leaving a generator becomes RuntimeError, with the
    /// StopIteration as its `__cause__` (and `__context__`), like CPython.
    pub fn stop_iteration_escaped(&mut self, e: PyErr) -> PyErr {
        let stop = self.materialize(e);
        let err = self.new_exception(ExcKind::RuntimeError, vec![Value::str("generator raised StopIteration")]);
        if let Value::Instance(inst) = &err {
            if let Some(d) = &inst.exc {
                *d.cause.borrow_mut() = stop.clone();
                *d.context.borrow_mut() = stop;
                d.suppress_context.set(true);
            }
        }
        PyErr::object(err)
    }

    /// The value carried by a StopIteration error.
    pub fn stop_iteration_value(&mut self, e: PyErr) -> Value {
        match *e.0 {
            ErrRepr::Lazy { args, .. } => args.into_iter().next().unwrap_or(Value::None),
            ErrRepr::Object(Value::Instance(inst)) => match &inst.exc {
                Some(d) => match &*d.args.borrow() {
                    Value::Tuple(t) => t.items.first().cloned().unwrap_or(Value::None),
                    _ => Value::None,
                },
                None => Value::None,
            },
            _ => Value::None,
        }
    }
}

/// `str(x)`, `int(x)` and `float(x)` for the arguments that need no method lookup: a str
/// or machine int to str, an int or in-range float to int, an int to float. None for the
/// rest, which goes through the types' constructors.
fn quick_conversion(types: &crate::types::BuiltinTypes, t: &Rc<PyType>, arg: &Value) -> Option<Value> {
    if Rc::ptr_eq(t, &types.str_type) {
        return match arg {
            Value::Str(_) => Some(arg.clone()),
            Value::Int(i) => Some(Value::string(i.to_string())),
            _ => None,
        };
    }
    if Rc::ptr_eq(t, &types.int) {
        return match arg {
            Value::Int(_) => Some(arg.clone()),
            // Truncation toward zero, exact while the float is below 2**63 in size.
            Value::Float(x) if x.abs() < 9.2e18 => Some(Value::Int(x.trunc() as i64)),
            _ => None,
        };
    }
    if Rc::ptr_eq(t, &types.float) {
        return match arg {
            Value::Float(_) => Some(arg.clone()),
            Value::Int(i) => Some(Value::Float(*i as f64)),
            _ => None,
        };
    }
    None
}

/// Work units for a value of this size (one unit per 64 elements or bytes).
fn size_units(v: &Value) -> u64 {
    let n = match v {
        Value::Str(s) => s.s.len(),
        Value::Bytes(b) => b.data.len(),
        Value::List(l) => l.items.try_borrow().map(|i| i.len()).unwrap_or(0),
        Value::Tuple(t) => t.items.len(),
        Value::Dict(d) => d.store.try_borrow().map(|s| s.len()).unwrap_or(0),
        Value::Set(s) | Value::FrozenSet(s) => s.store.try_borrow().map(|s| s.len()).unwrap_or(0),
        _ => 0,
    };
    (n / 64) as u64
}

/// Whether CPython implements `owner.name` as a slot wrapper (`list.__len__`), whose
/// errors say "descriptor '__len__' of 'list' object", rather than as a method
/// (`dict.__getitem__`, `object.__format__`): the dunders that are methods in CPython's
/// builtin types are listed.
fn is_slot_wrapper(owner: &str, name: &str) -> bool {
    const METHOD_DUNDERS: &[&str] = &[
        "__alloc__",
        "__bytes__",
        "__ceil__",
        "__class_getitem__",
        "__complex__",
        "__dir__",
        "__floor__",
        "__format__",
        "__getformat__",
        "__getnewargs__",
        "__getstate__",
        "__init_subclass__",
        "__instancecheck__",
        "__prepare__",
        "__reduce__",
        "__reduce_ex__",
        "__reversed__",
        "__round__",
        "__setstate__",
        "__sizeof__",
        "__subclasscheck__",
        "__subclasses__",
        "__subclasshook__",
        "__trunc__",
    ];
    let method = match name {
        "__getitem__" => matches!(owner, "dict" | "list"),
        "__contains__" => matches!(owner, "dict" | "set" | "frozenset"),
        _ => METHOD_DUNDERS.contains(&name),
    };
    name.starts_with("__") && name.ends_with("__") && !method
}

/// CPython's "f() missing 2 required positional arguments: 'a' and 'b'" (kind: positional,
/// keyword-only); shared by every native that binds arguments by name.
pub fn missing_arguments(qualname: &str, missing: &[Str], kind: &str) -> PyErr {
    let quoted: Vec<String> = missing.iter().map(|m| format!("'{}'", m)).collect();
    let list = match quoted.len() {
        1 => quoted[0].clone(),
        2 => format!("{} and {}", quoted[0], quoted[1]),
        _ => format!("{}, and {}", quoted[..quoted.len() - 1].join(", "), quoted[quoted.len() - 1]),
    };
    PyErr::type_error(format!(
        "{}() missing {} required {} argument{}: {}",
        qualname,
        missing.len(),
        kind,
        if missing.len() == 1 { "" } else { "s" },
        list
    ))
}

/// The error for keyword `name`, which no parameter takes and no `**kwargs` collects.
/// CPython names every positional-only parameter passed by keyword, when there is one,
/// before it blames an unknown name.
#[cold]
fn unknown_keyword(qualname: &str, code: &crate::compile::bytecode::Code, kwargs: &KwArgs, name: &Str) -> PyErr {
    // Named in the parameters' order.
    let posonly = &code.varnames[..code.posonlyargcount as usize];
    let named: Vec<&str> = posonly.iter().map(|p| &**p).filter(|p| kwargs.iter().any(|(k, _)| &**k == *p)).collect();
    if named.is_empty() {
        PyErr::type_error(format!("{}() got an unexpected keyword argument '{}'", qualname, name))
    } else {
        PyErr::type_error(format!("{}() got some positional-only arguments passed as keyword arguments: '{}'", qualname, named.join(", ")))
    }
}
