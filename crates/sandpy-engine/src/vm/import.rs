//! `import` statements. Modules are native (built in Rust) and come from the VM's module
//! registry (`Vm::module_registry`, data: name and constructor); which of them code may load is
//! decided first, by the host's allow-list and by `policy::HOST_MODULES`, which never load; the
//! stand-ins for host modules (`policy::STAND_IN_MODULES`) load only when an allow-list
//! names them.

use super::frame::Frame;
use super::Vm;
use crate::error::{ExcKind, PyErr, PyResult};
use crate::value::{Str, Value};

impl Vm {
    pub fn import_module(&mut self, name: &str, fromlist: &Value, level: &Value) -> PyResult<Value> {
        if matches!(level, Value::Int(l) if *l > 0) {
            return Err(PyErr::new(ExcKind::ImportError, "attempted relative import with no known parent package"));
        }
        let plain_import = match fromlist {
            Value::None => true,
            Value::Tuple(t) => t.items.is_empty(),
            _ => false,
        };
        if plain_import && name.contains('.') {
            // The full dotted name must be allowed before any of its parents load.
            self.check_import_allowed(name)?;
            // `import a.b.c` loads a, a.b, a.b.c, links each as an attribute of its parent and
            // evaluates to the top-level package.
            let mut parent: Option<Value> = None;
            let mut top = Value::None;
            let mut prefix = String::new();
            for part in name.split('.') {
                if !prefix.is_empty() {
                    prefix.push('.');
                }
                prefix.push_str(part);
                let m = self.import_single(&prefix)?;
                if let Some(Value::Module(p)) = &parent {
                    p.dict.borrow_mut().insert(part.into(), m.clone());
                } else {
                    top = m.clone();
                }
                parent = Some(m);
            }
            return Ok(top);
        }
        self.import_single(name)
    }

    /// Whether the code may import module `name` (the host's allow-list and
    /// `policy::HOST_MODULES`).
    pub(crate) fn module_importable(&self, name: &str) -> bool {
        self.check_import_allowed(name).is_ok()
    }

    fn check_import_allowed(&self, name: &str) -> PyResult<()> {
        let top = name.split('.').next().unwrap_or(name);
        if crate::policy::HOST_MODULES.contains(&name) || crate::policy::HOST_MODULES.contains(&top) {
            return Err(self.import_refused(name));
        }
        let stand_in = crate::policy::STAND_IN_MODULES.contains(&name) || crate::policy::STAND_IN_MODULES.contains(&top);
        match &self.import_allowed {
            Some(allowed) if !allowed(crate::policy::authorizing_module(name)) => Err(self.import_refused(name)),
            // The stand-ins for host modules load only when an allow-list names them.
            None if stand_in => Err(self.import_refused(name)),
            _ => Ok(()),
        }
    }

    fn import_single(&mut self, name: &str) -> PyResult<Value> {
        self.check_import_allowed(name)?;
        self.load_module(name)
    }

    /// Module `name` from this session's loaded modules, or built from the registry and
    /// loaded, with no policy check (the caller made it, or the module is a dependency of
    /// one the engine already loaded: `collections::import_internal`).
    pub(crate) fn load_module(&mut self, name: &str) -> PyResult<Value> {
        if let Some(m) = self.modules.get(name) {
            return Ok(m.clone());
        }
        match self.module_registry.constructor(name) {
            Some(create) => {
                let m = Value::module(name.into(), create(self)?);
                self.modules.insert(Str::from(name), m.clone());
                Ok(m)
            }
            None => Err(self.import_error(ExcKind::ModuleNotFoundError, format!("No module named '{}'", name), name)),
        }
    }

    fn import_refused(&self, name: &str) -> PyErr {
        match &self.import_refusal_message {
            Some(f) => PyErr::new(ExcKind::ImportError, f(name)),
            None => PyErr::with_args(ExcKind::ModuleNotFoundError, vec![Value::string(format!("No module named '{}'", name))]),
        }
    }

    pub fn import_from(&mut self, module: &Value, name: &str) -> PyResult<Value> {
        // A submodule the code may not import is refused like `import a.b` would be.
        if let Value::Module(m) = module {
            let sub = match m.dict.borrow().get(name) {
                Some(Value::Module(sub)) => Some(sub.name.clone()),
                _ => None,
            };
            if let Some(sub) = sub {
                self.check_import_allowed(&sub)?;
            }
            // A refused function of a stand-in module says so (or is the tool of that name).
            if crate::policy::is_forbidden_function(&m.name, name) {
                return self
                    .get_attr(module, name)
                    .map_err(|_| PyErr::new(ExcKind::ImportError, format!("Forbidden access to function: {}", name)));
            }
        }
        match self.get_attr(module, name) {
            Ok(v) => Ok(v),
            Err(_) => {
                let mname = match module {
                    Value::Module(m) => m.name.to_string(),
                    _ => "?".into(),
                };
                let full = format!("{}.{}", mname, name);
                if let Ok(sub) = self.import_module(&full, &Value::None, &Value::Int(0)) {
                    return Ok(sub);
                }
                let message = format!("cannot import name '{}' from '{}' (unknown location)", name, mname);
                Err(self.import_error(ExcKind::ImportError, message, &mname))
            }
        }
    }

    pub fn import_star(&mut self, f: &Frame, module: &Value) -> PyResult<()> {
        let Value::Module(m) = module else { return Ok(()) };
        let all = m.dict.borrow().get("__all__").cloned();
        let items: Vec<(Str, Value)> = match all {
            Some(Value::List(names)) => {
                let names = names.items.borrow().clone();
                // get_attr, so a module __getattr__ can supply lazily loaded names.
                let mut items = Vec::with_capacity(names.len());
                for n in names.iter().filter_map(|n| n.as_str().map(Str::from)) {
                    let direct = m.dict.borrow().get(&*n).cloned();
                    if matches!(&direct, Some(Value::Module(sub)) if !self.module_importable(&sub.name)) {
                        continue;
                    }
                    let v = self.get_attr(module, &n)?;
                    items.push((n, v));
                }
                items
            }
            _ => m.dict.borrow().iter().filter(|(k, _)| !k.starts_with('_')).map(|(k, v)| (k.clone(), v.clone())).collect(),
        };
        // Modules the code could not import itself are left out (never handed out).
        let items: Vec<(Str, Value)> =
            items.into_iter().filter(|(_, v)| !matches!(v, Value::Module(sub) if !self.module_importable(&sub.name))).collect();
        if let Some(guard) = &self.global_store_guard {
            for (k, _) in &items {
                guard(k)?;
            }
        }
        self.bump_globals_epoch();
        let mut g = f.globals.borrow_mut();
        for (k, v) in items {
            g.insert(k, v);
        }
        Ok(())
    }
}
