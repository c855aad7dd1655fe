//! Authorized imports: smolagents' patterns and messages, host modules that never load,
//! and authorized modules the engine does not provide.

mod common;

use common::{err, ok, session};
use sandpy_executor::{ExecutorBuilder, BASE_BUILTIN_MODULES};

const BASE_LIST: &str =
    "['collections', 'datetime', 'itertools', 'math', 'queue', 'random', 're', 'stat', 'statistics', 'time', 'unicodedata']";

#[test]
fn unauthorized_imports_get_smolagents_message() {
    let mut s = session();
    let e = err(&mut s, "import numpy");
    assert_eq!(e.type_name, "ImportError");
    assert_eq!(e.message, format!("Import of numpy is not allowed. Authorized imports are: {}", BASE_LIST));
    assert_eq!(
        e.rendered,
        format!(
            "Code execution failed at line 'import numpy' due to: ImportError: Import of numpy is not allowed. Authorized imports are: {}",
            BASE_LIST
        )
    );
    assert_eq!(err(&mut s, "from numpy import array").message, e.message);
}

#[test]
fn the_message_lists_additional_patterns_after_the_base_modules() {
    let mut s = ExecutorBuilder::new().authorized_imports(["pandas", "numpy.*"]).build_session();
    let e = err(&mut s, "import scipy");
    let list = format!("{}, 'pandas', 'numpy.*']", &BASE_LIST[..BASE_LIST.len() - 1]);
    assert_eq!(e.message, format!("Import of scipy is not allowed. Authorized imports are: {}", list));
}

#[test]
fn refused_imports_can_be_caught() {
    let mut s = session();
    assert_eq!(ok(&mut s, "try:\n    import numpy\nexcept ImportError:\n    print('no numpy')").logs, "no numpy\n");
}

#[test]
fn a_bare_package_pattern_does_not_allow_submodules() {
    let mut s = ExecutorBuilder::new().authorized_imports(["numpy"]).build_session();
    assert!(err(&mut s, "import numpy.linalg").message.starts_with("Import of numpy.linalg is not allowed."));
}

#[test]
fn host_modules_never_load_even_under_star() {
    let mut s = ExecutorBuilder::new().authorized_imports(["*"]).build_session();
    for code in [
        "import os",
        "import sys",
        "import subprocess",
        "import socket",
        "import pathlib",
        "import shutil",
        "import ctypes",
        "import importlib",
        "import builtins",
        "import multiprocessing",
        "import pty",
        "from os import path",
        "import os.path",
    ] {
        let e = err(&mut s, code);
        assert_eq!(e.type_name, "ImportError", "{}", code);
        assert!(e.message.contains("never load in the local executor"), "{}: {}", code, e.message);
    }
}

#[test]
fn host_modules_outside_the_patterns_get_the_usual_refusal() {
    let mut s = session();
    assert_eq!(err(&mut s, "import os").message, format!("Import of os is not allowed. Authorized imports are: {}", BASE_LIST));
}

#[test]
fn authorized_modules_the_engine_lacks_point_to_the_isolated_executor() {
    let mut s = ExecutorBuilder::new().authorized_imports(["numpy.*"]).build_session();
    for code in ["import numpy", "import numpy.linalg", "from numpy import array"] {
        let e = err(&mut s, code);
        assert_eq!(e.type_name, "ImportError", "{}", code);
        assert!(e.message.contains("authorized but the local executor does not provide it"), "{}: {}", code, e.message);
        assert!(e.message.contains("isolated executor"));
    }
}

#[test]
fn base_modules_are_never_refused_as_unauthorized() {
    let mut s = session();
    for m in BASE_BUILTIN_MODULES {
        // Either the engine provides the module, or it says so: never "not allowed".
        if let Err(e) = s.run(&format!("import {}", m)) {
            assert!(e.message.contains("does not provide"), "{}: {}", m, e.message);
        }
    }
}
