//! Values nested far deeper than the recursion limit (built by loops, so no source is
//! deep) are compared, hashed, printed, checked and dropped without overflowing the Rust
//! stack: each operation either answers or raises RecursionError, on a small stack too.

use sandpy_engine::{Interpreter, Limits, RunError};

/// Runs `source` on a thread with a 2 MiB stack; its output or `Type: message`.
fn run(source: String) -> String {
    std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || {
            let mut it = Interpreter::new(Limits { max_operations: Some(200_000_000), ..Limits::default() });
            match it.run_program(&source, "<test>") {
                Ok(()) => it.take_output(),
                Err(RunError::Syntax(r)) => format!("{}: {}", r.type_name, r.message),
                Err(RunError::Runtime(r)) => format!("{}{}: {}", it.take_output(), r.type_name, r.message),
                Err(RunError::FinalAnswer(_)) => "final_answer".into(),
            }
        })
        .expect("thread")
        .join()
        .expect("no panic")
}

/// Every operation on the deep value `v` (and an equal `w`) ends in a result or an error.
fn check(builder: &str) {
    let ops = [
        "repr(v)",
        "str(v)",
        "ascii(v)",
        "f'{v}'",
        "'%s' % (v,)",
        "v == w",
        "v < w",
        "hash(v)",
        "{v}",
        "v in [w]",
        "[w].count(v)",
        "isinstance(1, v)",
        "print(v)",
        "v()",
        "copy.deepcopy(v)",
        "json.dumps(v)",
        "pprint.pformat(v)",
    ];
    for op in ops {
        // The builder runs twice (in a function), so `w` equals `v` without being it.
        let body: String = builder.lines().map(|l| format!("    {l}\n")).collect();
        let program = format!(
            "import copy, json, pprint\nN = 300000\ndef make():\n{body}    return v\nv = make()\nw = make()\ntry:\n    r = {op}\nexcept Exception as e:\n    print(type(e).__name__)\nelse:\n    print('ok')\ndel v, w\nprint('dropped')\n"
        );
        let out = run(program);
        assert!(out.ends_with("dropped\n"), "{} / {}: {}", builder.lines().next().unwrap_or(""), op, out);
    }
}

#[test]
fn deep_lists_tuples_dicts() {
    check("v = []\nfor i in range(N): v = [v]");
    check("v = ()\nfor i in range(N): v = (v,)");
    check("v = {}\nfor i in range(N): v = {'a': v}");
    check("v = ()\nfor i in range(N): v = (v,)\nv = {v: 1}");
}

#[test]
fn deep_sets_slices_exceptions() {
    check("v = frozenset()\nfor i in range(N): v = frozenset([v])");
    check("v = None\nfor i in range(N): v = slice(v)");
    check("v = None\nfor i in range(N): v = ValueError(v)");
    check("import collections\nP = collections.namedtuple('P', 'x')\nv = None\nfor i in range(N): v = P(v)");
}

#[test]
fn deep_descriptors_and_instances() {
    check("v = abs\nfor i in range(N): v = staticmethod(v)");
    check("v = abs\nfor i in range(N): v = classmethod(v)");
    check("v = None\nfor i in range(N): v = property(v)");
    check("class C: pass\nv = None\nfor i in range(N):\n    c = C(); c.x = v; v = c");
    check("v = None\nfor i in range(N): v = [v].copy");
}

#[test]
fn deep_tuples_hash_like_cpython() {
    // Equal deep tuples hash alike, without recursion (CPython recurses on the C stack
    // and crashes at this depth); a set holding one twice keeps one.
    let out =
        run("t = ()\nfor i in range(200000): t = (t,)\nu = ()\nfor i in range(200000): u = (u,)\nprint(hash(t) == hash(u), len({t, t}))\n"
            .into());
    assert_eq!(out, "True 1\n");
}

#[test]
fn repr_follows_the_recursion_limit() {
    // 900 levels print (as in CPython, whose limit is 1000); 5000 raise RecursionError.
    let out = run("l = []\nfor i in range(900): l = [l]\nprint(len(repr(l)))\nm = []\nfor i in range(5000): m = [m]\ntry:\n    repr(m)\nexcept RecursionError as e:\n    print(e)\n".into());
    assert_eq!(out, "1802\nmaximum recursion depth exceeded while getting the repr of an object\n");
}
