//! The walled stand-ins for host modules (os, os.path, posix, sys, builtins, importlib,
//! threading): importable only when authorized, pure parts as in CPython, an empty
//! read-only file system, host-reaching functions refused at the attribute with
//! smolagents' words, module chains (random._os, warnings.sys, queue.threading,
//! sys.modules, importlib.import_module) judged by the allow-list, and tools named like a
//! refused function handed out as the user's choice.

mod common;

use common::{err, ok, value};
use sandpy_executor::{ExecutorBuilder, LocalSession, Tool, ToolCall};
use serde_json::json;

fn with(imports: &[&str]) -> LocalSession {
    ExecutorBuilder::new().authorized_imports(imports.iter().copied()).build_session()
}

#[test]
fn stand_ins_need_authorization() {
    let mut s = with(&[]);
    for m in ["os", "sys", "builtins", "importlib", "posix", "threading", "os.path"] {
        let e = err(&mut s, &format!("import {}", m));
        assert_eq!(e.type_name, "ImportError");
        assert!(e.message.starts_with(&format!("Import of {} is not allowed. Authorized imports are: [", m)), "{}", e.message);
    }
}

#[test]
fn os_path_is_posix_path_arithmetic() {
    let mut s = with(&["os"]);
    // Every expected value is CPython's (posixpath).
    let got = value(
        &mut s,
        "import os\np = os.path\n[p.join('a', 'b', '/c', 'd'), p.splitext('x/y.tar.gz'), p.splitext('.bashrc'), p.normpath('a//b/../c/.'), \
         p.normpath('//a/../..'), p.basename('/a/b.txt'), p.dirname('/a/b.txt'), p.relpath('/a/b', '/a/c/d'), \
         p.commonpath(['/a/b/c', '/a/b/d']), p.split('a/b/'), p.split('//x'), p.isabs('/x')]",
    );
    assert_eq!(
        got,
        json!(["/c/d", ["x/y.tar", ".gz"], [".bashrc", ""], "a/c", "//", "b.txt", "/a", "../../b", "/a/b", ["a/b", ""], ["//", "x"], true])
    );
    assert_eq!(value(&mut s, "[os.sep, os.linesep, os.name, os.pathsep, os.curdir]"), json!(["/", "\n", "posix", ":", "."]));
}

#[test]
fn the_file_system_is_one_empty_read_only_directory() {
    let mut s = with(&["os"]);
    assert_eq!(
        value(&mut s, "import os\n[os.listdir('./'), os.listdir(), os.getcwd(), os.environ, os.path.exists('.'), os.path.isfile('data.csv'), list(os.walk('.'))]"),
        json!([[], [], "/", {}, true, false, [[".", [], []]]])
    );
    let e = err(&mut s, "os.listdir('/etc')");
    assert_eq!((e.type_name.as_str(), e.message.as_str()), ("FileNotFoundError", "[Errno 2] No such file or directory: '/etc'"));
    assert_eq!(
        value(&mut s, "os.environ['K'] = 'v'\n[os.getenv('K'), os.path.expandvars('$K/x'), os.access('.', os.W_OK)]"),
        json!(["v", "v/x", false])
    );
    for f in ["open", "remove", "mkdir", "chdir", "stat", "getpid", "urandom", "kill", "_exit", "execv", "fork"] {
        let e = err(&mut s, &format!("os.{}", f));
        assert_eq!((e.type_name.as_str(), e.message.clone()), ("AttributeError", format!("Forbidden access to function: {}", f)));
    }
}

#[test]
fn host_reaching_functions_are_refused_with_smolagents_words() {
    let mut s = with(&["os", "posix", "builtins", "sys", "threading", "importlib"]);
    ok(&mut s, "import os, posix, builtins, sys, threading, importlib");
    for (code, name) in [
        ("os.popen", "popen"),
        ("os.system", "system"),
        ("posix.system", "system"),
        ("builtins.exec", "exec"),
        ("builtins.eval", "eval"),
        ("builtins.compile", "compile"),
        ("builtins.globals", "globals"),
        ("builtins.locals", "locals"),
        ("builtins.open", "open"),
        ("sys._getframe", "_getframe"),
        ("sys.settrace", "settrace"),
        ("sys.setrecursionlimit", "setrecursionlimit"),
        ("threading.Thread", "Thread"),
        ("getattr(os, 'system')", "system"),
    ] {
        let e = err(&mut s, code);
        assert_eq!(e.message, format!("Forbidden access to function: {}", name), "{}", code);
        assert_eq!(e.type_name, "AttributeError");
    }
    assert_eq!(err(&mut s, "builtins.__import__").message, "Forbidden access to dunder attribute: __import__");
    assert_eq!(value(&mut s, "[hasattr(os, 'system'), hasattr(builtins, 'exec'), hasattr(os, 'getcwd')]"), json!([false, false, true]));
    let e = err(&mut s, "from os import popen");
    assert_eq!((e.type_name.as_str(), e.message.as_str()), ("ImportError", "Forbidden access to function: popen"));
}

#[test]
fn a_tool_named_like_a_refused_function_is_the_users_choice() {
    let mut s = with(&["os", "builtins"]);
    s.send_tools(vec![Tool::new("popen", |call: ToolCall| Ok(format!("ran {}", call.args[0].as_str().unwrap_or("?")).into()))]);
    assert_eq!(value(&mut s, "import os\nos.popen('ls')"), json!("ran ls"));
    assert_eq!(value(&mut s, "os.popen is popen"), json!(true));
    assert_eq!(err(&mut s, "import builtins\nbuiltins.exec").message, "Forbidden access to function: exec");
}

#[test]
fn builtins_and_sys_serve_the_sessions_own_builtins_and_output() {
    let mut s = with(&["builtins", "sys"]);
    let out = ok(&mut s, "import builtins, sys\nbuiltins.print(builtins.len([1, 2]))\nsys.stdout.write('out\\n')\nprint('err', file=sys.stderr)\nbuiltins.len is len");
    assert_eq!(out.logs, "2\nout\nerr\n");
    assert_eq!(out.output, json!(true));
    assert_eq!(
        value(&mut s, "[tuple(sys.version_info[:2]), sys.version_info.major, sys.maxsize, sys.byteorder, sys.getrecursionlimit() > 0]"),
        json!([[3, 11], 3, 9223372036854775807_i64, "little", true])
    );
}

#[test]
fn module_chains_follow_the_allow_list() {
    let mut s = with(&["warnings", "functools"]);
    for code in [
        "import random; random._os",
        "import random; random._os.system(':')",
        "import warnings; warnings.sys",
        "import functools, warnings\nlist(map(functools.partial(getattr, warnings), ['sys']))",
        "list(filter(functools.partial(getattr, warnings), ['sys']))",
        "list(map(getattr, [warnings], ['sys']))",
    ] {
        let e = err(&mut s, code);
        assert_eq!(e.type_name, "AttributeError", "{}", code);
        assert!(e.message == "Forbidden access to module: os" || e.message == "Forbidden access to module: sys", "{}: {}", code, e.message);
    }
    assert_eq!(err(&mut s, "import queue; queue.threading._os.system(':')").message, "Forbidden access to module: threading");
    let mut s = with(&["threading"]);
    assert_eq!(err(&mut s, "import queue; queue.threading._os.system(':')").message, "Forbidden access to module: os");
    assert_eq!(err(&mut s, "import queue; queue.threading._sys.modules['os']").message, "Forbidden access to module: sys");
    let mut s = with(&["threading", "os"]);
    assert_eq!(
        value(&mut s, "import queue, threading, os, random\n[queue.threading is threading, threading._os is os, random._os is os]"),
        json!([true, true, true])
    );
    assert_eq!(err(&mut s, "queue.threading._os.system(':')").message, "Forbidden access to function: system");
}

#[test]
fn sys_modules_and_import_module_follow_the_allow_list() {
    let mut s = with(&["sys"]);
    ok(&mut s, "import sys");
    for m in ["os", "builtins", "io", "pathlib", "subprocess", "socket"] {
        let e = err(&mut s, &format!("sys.modules['{}']", m));
        assert_eq!(e.type_name, "KeyError");
        assert_eq!(e.message, format!("'Forbidden access to module: {}'", m));
    }
    assert_eq!(
        value(&mut s, "[sys.modules.get('os'), 'os' in sys.modules, sys.modules['sys'] is sys, sys.modules['math'].pi > 3]"),
        json!([null, false, true, true])
    );
    let mut s = with(&["sys", "os"]);
    assert_eq!(value(&mut s, "import sys\nsys.modules['os'].path.join('a', 'b')"), json!("a/b"));
    assert_eq!(err(&mut s, "sys.modules['os'].system(':')").message, "Forbidden access to function: system");

    let mut s = with(&["importlib"]);
    let e = err(&mut s, "import importlib\nimportlib.import_module('os').system(':')");
    assert_eq!((e.type_name.as_str(), e.message.as_str()), ("ImportError", "Forbidden access to module: os"));
    assert_eq!(value(&mut s, "importlib.import_module('math').sqrt(4)"), json!(2.0));
    let mut s = with(&["importlib", "os", "numpy"]);
    assert_eq!(value(&mut s, "import importlib\nimportlib.import_module('os.path').basename('/a/b')"), json!("b"));
    assert_eq!(err(&mut s, "importlib.import_module('os').system(':')").message, "Forbidden access to function: system");
    assert!(err(&mut s, "importlib.import_module('numpy')").message.contains("does not provide it"));
}

#[test]
fn the_engine_without_an_allow_list_loads_no_stand_in() {
    let mut interp = sandpy_engine::Interpreter::new(sandpy_engine::Limits::default());
    for m in ["os", "sys", "builtins", "importlib", "threading", "posix"] {
        let e = interp.run_program(&format!("import {}", m), "<t>").err().map(|e| e.render()).unwrap_or_default();
        assert!(e.contains(&format!("ModuleNotFoundError: No module named '{}'", m)), "{}", e);
    }
    let e = interp.run_program("import random\nrandom._os", "<t>").err().map(|e| e.render()).unwrap_or_default();
    assert!(e.contains("AttributeError: Forbidden access to module: os"), "{}", e);
}
