//! Which modules code may import, with smolagents' pattern semantics:
//! - `"*"` allows every module;
//! - `"pkg.*"` allows `pkg` and all its submodules;
//! - `"pkg"` allows `pkg` but not `pkg.sub`;
//! - `"a.b"` allows `a.b` and bare `a`.
//!
//! On top of the patterns, modules that reach the host (`sandpy_engine::policy::HOST_MODULES`:
//! subprocess, socket, pathlib…) never load in the local executor, even under `"*"` (`os`,
//! `sys`, `builtins`, `importlib`, `threading` are the engine's walled stand-ins, which load
//! when the patterns allow them), and an authorized module the engine does not implement
//! fails with a message that points to the isolated executor.

use std::collections::BTreeMap;
use std::rc::Rc;

use sandpy_engine::policy::HOST_MODULES;
use sandpy_engine::vm::Vm;

/// smolagents' `BASE_BUILTIN_MODULES`: always authorized.
pub const BASE_BUILTIN_MODULES: &[&str] =
    &["collections", "datetime", "itertools", "math", "queue", "random", "re", "stat", "statistics", "time", "unicodedata"];

/// A tree of dotted name parts; a `"*"` child authorizes everything below.
#[derive(Default, Debug, Clone)]
struct Node {
    children: BTreeMap<String, Node>,
}

/// The authorized-import list and its decision procedure.
#[derive(Debug, Clone)]
pub struct ImportPolicy {
    /// Base modules first, then the additional patterns in the order given (no duplicates).
    authorized: Vec<String>,
    tree: Node,
}

impl ImportPolicy {
    /// The base modules plus `additional` patterns.
    pub fn new<S: AsRef<str>>(additional: &[S]) -> ImportPolicy {
        let mut authorized: Vec<String> = BASE_BUILTIN_MODULES.iter().map(|s| s.to_string()).collect();
        for a in additional {
            let a = a.as_ref().trim();
            if !a.is_empty() && !authorized.iter().any(|x| x == a) {
                authorized.push(a.to_string());
            }
        }
        ImportPolicy::exactly(authorized)
    }

    /// Exactly these patterns (no base modules).
    pub fn exactly(authorized: Vec<String>) -> ImportPolicy {
        let mut tree = Node::default();
        for pattern in &authorized {
            let mut node = &mut tree;
            for part in pattern.split('.') {
                node = node.children.entry(part.to_string()).or_default();
            }
        }
        ImportPolicy { authorized, tree }
    }

    /// The patterns, as listed in refusal messages.
    pub fn authorized(&self) -> &[String] {
        &self.authorized
    }

    /// smolagents' `check_import_authorized`.
    pub fn allows(&self, module: &str) -> bool {
        let mut node = &self.tree;
        for part in module.split('.') {
            if node.children.contains_key("*") {
                return true;
            }
            match node.children.get(part) {
                Some(child) => node = child,
                None => return false,
            }
        }
        true
    }

    /// The patterns as Python prints a list of str: `['math', 're']`.
    pub fn authorized_repr(&self) -> String {
        let items: Vec<String> = self.authorized.iter().map(|s| py_str_repr(s)).collect();
        format!("[{}]", items.join(", "))
    }

    /// The ImportError message for a module the engine refused to import.
    pub fn refusal_message(&self, module: &str) -> String {
        if !self.allows(module) {
            format!("Import of {} is not allowed. Authorized imports are: {}", module, self.authorized_repr())
        } else if is_host_module(module) {
            format!(
                "Import of {} is not allowed: modules that reach the host (subprocess, socket, pathlib, …) never load in the local executor. Use the isolated executor (real CPython in a sandbox) for code that needs them.",
                module
            )
        } else {
            format!(
                "Module {} is authorized but the local executor does not provide it. Use the isolated executor (real CPython with installed packages) for code that needs it.",
                module
            )
        }
    }

    /// Makes `vm` follow this policy.
    pub fn install(self: &Rc<Self>, vm: &mut Vm) {
        let policy = self.clone();
        // The VM's own registry says which modules it provides, without building any.
        let provided = vm.module_registry;
        vm.import_allowed = Some(Rc::new(move |name: &str| policy.allows(name) && !is_host_module(name) && provided.provides(name)));
        let policy = self.clone();
        vm.import_refusal_message = Some(Rc::new(move |name: &str| policy.refusal_message(name)));
    }
}

/// Whether `module` (or the package it belongs to) reaches the host.
pub fn is_host_module(module: &str) -> bool {
    let top = module.split('.').next().unwrap_or(module);
    HOST_MODULES.contains(&module) || HOST_MODULES.contains(&top)
}

/// `repr()` of a str, exactly as the engine (and CPython) prints it.
fn py_str_repr(s: &str) -> String {
    sandpy_engine::text::repr::str_repr(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn policy(p: &[&str]) -> ImportPolicy {
        ImportPolicy::exactly(p.iter().map(|s| s.to_string()).collect())
    }

    #[test]
    fn star_allows_everything() {
        assert!(policy(&["*"]).allows("numpy.linalg"));
    }

    #[test]
    fn package_star_allows_package_and_submodules() {
        let p = policy(&["numpy.*"]);
        assert!(p.allows("numpy"));
        assert!(p.allows("numpy.linalg.lapack"));
        assert!(!p.allows("pandas"));
    }

    #[test]
    fn bare_package_does_not_allow_submodules() {
        let p = policy(&["numpy"]);
        assert!(p.allows("numpy"));
        assert!(!p.allows("numpy.linalg"));
    }

    #[test]
    fn dotted_pattern_allows_its_parent() {
        let p = policy(&["a.b"]);
        assert!(p.allows("a"));
        assert!(p.allows("a.b"));
        assert!(!p.allows("a.c"));
    }

    #[test]
    fn base_modules_come_first_without_duplicates() {
        let p = ImportPolicy::new(&["math", "numpy"]);
        assert_eq!(p.authorized().len(), BASE_BUILTIN_MODULES.len() + 1);
        assert!(p.authorized_repr().starts_with("['collections', 'datetime',"));
        assert!(p.authorized_repr().ends_with("'unicodedata', 'numpy']"));
    }

    #[test]
    fn messages() {
        let p = policy(&["*"]);
        assert!(p.refusal_message("subprocess").contains("never load in the local executor"));
        assert!(p.refusal_message("numpy").contains("isolated executor"));
        let p = policy(&["math"]);
        assert_eq!(p.refusal_message("os"), "Import of os is not allowed. Authorized imports are: ['math']");
    }
}
