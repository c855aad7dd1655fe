//! Authorized imports: smolagents' patterns and messages, host modules that never load,
//! and authorized modules the engine does not provide.

mod common;

use common::{err, ok, session, value};
use sandpy_executor::{ExecutorBuilder, BASE_BUILTIN_MODULES};
use serde_json::json;

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
        "import subprocess",
        "import socket",
        "import pathlib",
        "import shutil",
        "import ctypes",
        "import multiprocessing",
        "import pty",
        "import signal",
        "import asyncio",
        "from subprocess import run",
    ] {
        let e = err(&mut s, code);
        assert_eq!(e.type_name, "ImportError", "{}", code);
        assert!(e.message.contains("never load in the local executor"), "{}: {}", code, e.message);
    }
}

#[test]
fn the_walled_stand_ins_load_under_star_and_when_named() {
    let mut s = ExecutorBuilder::new().authorized_imports(["*"]).build_session();
    for code in [
        "import os",
        "import sys",
        "import importlib",
        "import builtins",
        "import posix",
        "import threading",
        "from os import path",
        "import os.path",
    ] {
        ok(&mut s, code);
    }
    let mut s = ExecutorBuilder::new().authorized_imports(["os"]).build_session();
    assert_eq!(value(&mut s, "import os.path\nfrom os import path\npath is os.path"), json!(true), "os.path comes with os");
    assert!(err(&mut s, "import sys").message.starts_with("Import of sys is not allowed."));
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

/// Attribute reads that must not hand out a module the code could not import itself.
#[test]
fn module_attributes_never_hand_out_an_unauthorized_module() {
    let mut s = ExecutorBuilder::new().authorized_imports(["typing", "enum", "json", "dataclasses"]).build_session();
    let forbidden = [
        ("import collections\ncollections.abc", "collections.abc"),
        ("import typing\ntyping._abc", "collections.abc"),
        ("import typing\ntyping._abcmod", "abc"),
        ("import enum\nenum._types", "types"),
        ("import json\njson.decoder", "json.decoder"),
        ("import dataclasses\ndataclasses._copy", "copy"),
        ("import collections\ngetattr(collections, 'abc')", "collections.abc"),
    ];
    for (code, module) in forbidden {
        let e = err(&mut s, code);
        let expected = format!("Forbidden access to module: {}", module);
        assert_eq!((e.type_name.as_str(), e.message.as_str()), ("AttributeError", expected.as_str()), "{}", code);
    }
    // Authorized modules still come through, hasattr sees nothing, and a from-import is
    // refused like the import statement.
    assert_eq!(value(&mut s, "import typing\ntyping._collections.__name__"), serde_json::json!("collections"));
    assert_eq!(
        value(&mut s, "import collections\n[hasattr(collections, 'abc'), getattr(collections, 'abc', 1)]"),
        serde_json::json!([false, 1])
    );
    let e = err(&mut s, "from collections import abc");
    assert_eq!(e.type_name, "ImportError");
    assert!(e.message.starts_with("Import of collections.abc is not allowed."), "{}", e.message);
    // The engine's own helpers are not module attributes at all.
    for code in ["import dataclasses\ndataclasses._sandpy_import('typing')", "import statistics\nstatistics._sandpy_random()"] {
        assert_eq!(err(&mut s, code).type_name, "AttributeError", "{}", code);
    }
}

/// Every engine module, authorized alone: no attribute of it (or of a class it defines)
/// is a module the same session could not import.
#[test]
fn no_engine_module_leaks_a_module_through_its_attributes() {
    let walk = "ModuleType = type(m)\n\
        found = []\n\
        def look(v):\n\
        \x20   if type(v) is ModuleType:\n\
        \x20       found.append(v.__name__)\n\
        for a in dir(m):\n\
        \x20   try:\n\
        \x20       v = getattr(m, a)\n\
        \x20   except Exception:\n\
        \x20       continue\n\
        \x20   look(v)\n\
        \x20   items = list(v.values()) if type(v) is dict else list(v) if type(v) in (list, tuple) else []\n\
        \x20   if isinstance(v, type):\n\
        \x20       for b in dir(v):\n\
        \x20           try:\n\
        \x20               items.append(getattr(v, b))\n\
        \x20           except Exception:\n\
        \x20               pass\n\
        \x20   for item in items:\n\
        \x20       look(item)\n\
        sorted(set(found))";
    for name in sandpy_engine::modules::ENGINE_MODULES.names() {
        let mut s = ExecutorBuilder::new().authorized_imports([name]).build_session();
        let policy = sandpy_executor::imports::ImportPolicy::new(&[name]);
        let code = format!("import {} as m\n{}", name, walk);
        let found = value(&mut s, &code);
        let found: Vec<String> = serde_json::from_value(found).unwrap_or_default();
        for module in found {
            // os.path comes with os (policy::authorizing_module).
            let needs = sandpy_engine::policy::authorizing_module(&module);
            assert!(policy.allows(needs), "{}: an attribute hands out module {}", name, module);
        }
    }
}
