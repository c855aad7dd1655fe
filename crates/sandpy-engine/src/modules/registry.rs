//! The engine's module registry as data: one row per module it provides, (import name,
//! constructor), sorted by name. It can list and look up the modules without creating any;
//! the VM receives a registry (`Vm::with_modules`, `Vm::new` takes [`ENGINE_MODULES`]) and
//! builds a module from its row the first time a session imports it. Which modules code may
//! import is not decided here: `vm/import.rs` applies the host's allow-list and
//! `policy::HOST_MODULES` / `policy::STAND_IN_MODULES` before it asks the registry.
//!
//! A new module: its file or folder under `modules/` with `create(vm)`, `pub mod` in
//! `modules/mod.rs`, and one row below (a test checks the order).

use std::rc::Rc;

use super::*;
use crate::error::PyResult;
use crate::value::Namespace;
use crate::vm::Vm;

/// Builds a module's namespace for a session.
pub type ModuleConstructor = fn(&mut Vm) -> PyResult<Rc<Namespace>>;

/// One module the engine provides.
#[derive(Clone, Copy)]
pub struct ModuleEntry {
    /// Its import name (`"json.decoder"` for a submodule).
    pub name: &'static str,
    pub create: ModuleConstructor,
}

/// A set of modules, sorted by name.
#[derive(Clone, Copy)]
pub struct ModuleRegistry {
    entries: &'static [ModuleEntry],
}

impl ModuleRegistry {
    /// A registry over `entries`, which must be sorted by name without repeats (lookups
    /// are binary searches).
    pub const fn new(entries: &'static [ModuleEntry]) -> ModuleRegistry {
        ModuleRegistry { entries }
    }

    /// The import names of the modules, sorted. Creates nothing.
    pub fn names(&self) -> impl Iterator<Item = &'static str> {
        self.entries.iter().map(|e| e.name)
    }

    /// Whether the registry has module `name` (whether code may import it is the VM's
    /// policy, not the registry's).
    pub fn provides(&self, name: &str) -> bool {
        self.constructor(name).is_some()
    }

    /// The constructor of module `name`.
    pub fn constructor(&self, name: &str) -> Option<ModuleConstructor> {
        self.entries.binary_search_by(|e| e.name.cmp(name)).ok().and_then(|i| self.entries.get(i)).map(|e| e.create)
    }
}

/// Every module the engine provides, the stand-ins for host modules included.
pub static ENGINE_MODULES: ModuleRegistry = ModuleRegistry::new(TABLE);

const TABLE: &[ModuleEntry] = &[
    ModuleEntry { name: "__future__", create: future::create },
    ModuleEntry { name: "abc", create: abc::create },
    ModuleEntry { name: "base64", create: base64::create },
    ModuleEntry { name: "binascii", create: binascii::create },
    ModuleEntry { name: "bisect", create: bisect::create },
    ModuleEntry { name: "builtins", create: standins::create_builtins },
    ModuleEntry { name: "calendar", create: calendar::create },
    ModuleEntry { name: "cmath", create: cmath::create },
    ModuleEntry { name: "collections", create: collections::create },
    ModuleEntry { name: "collections.abc", create: collections::create_abc },
    ModuleEntry { name: "contextlib", create: contextlib::create },
    ModuleEntry { name: "copy", create: copy::create },
    ModuleEntry { name: "csv", create: csv::create },
    ModuleEntry { name: "dataclasses", create: dataclasses::create },
    ModuleEntry { name: "datetime", create: datetime::create },
    ModuleEntry { name: "decimal", create: decimal::create },
    ModuleEntry { name: "difflib", create: difflib::create },
    ModuleEntry { name: "enum", create: enumeration::create },
    ModuleEntry { name: "fractions", create: fractions::create },
    ModuleEntry { name: "functools", create: functools::create },
    ModuleEntry { name: "hashlib", create: hashlib::create },
    ModuleEntry { name: "heapq", create: heapq::create },
    ModuleEntry { name: "html", create: html::create },
    ModuleEntry { name: "importlib", create: standins::create_importlib },
    ModuleEntry { name: "io", create: io::create },
    ModuleEntry { name: "itertools", create: itertools::create },
    ModuleEntry { name: "json", create: json::create },
    ModuleEntry { name: "json.decoder", create: |vm| json::create_submodule(vm, "json.decoder") },
    ModuleEntry { name: "json.encoder", create: |vm| json::create_submodule(vm, "json.encoder") },
    ModuleEntry { name: "keyword", create: keyword::create },
    ModuleEntry { name: "math", create: math::create },
    ModuleEntry { name: "operator", create: operator::create },
    ModuleEntry { name: "os", create: standins::create_os },
    ModuleEntry { name: "os.path", create: standins::create_path },
    ModuleEntry { name: "posix", create: standins::create_posix },
    ModuleEntry { name: "pprint", create: pprint::create },
    ModuleEntry { name: "queue", create: queue::create },
    ModuleEntry { name: "random", create: random::create },
    ModuleEntry { name: "re", create: re::create },
    ModuleEntry { name: "stat", create: stat::create },
    ModuleEntry { name: "statistics", create: statistics::create },
    ModuleEntry { name: "string", create: string::create },
    ModuleEntry { name: "sys", create: standins::create_sys },
    ModuleEntry { name: "textwrap", create: textwrap::create },
    ModuleEntry { name: "threading", create: standins::create_threading },
    ModuleEntry { name: "time", create: time::create },
    ModuleEntry { name: "types", create: types::create },
    ModuleEntry { name: "typing", create: typing::create },
    ModuleEntry { name: "unicodedata", create: unicodedata::create },
    ModuleEntry { name: "urllib", create: urllib::create },
    ModuleEntry { name: "urllib.parse", create: urllib::create_parse },
    ModuleEntry { name: "uuid", create: uuid::create },
    ModuleEntry { name: "warnings", create: warnings::create },
];
