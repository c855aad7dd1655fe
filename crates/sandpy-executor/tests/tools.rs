//! Tools: calls with positional and keyword arguments, errors code can catch, names code
//! cannot rebind, and a tool named final_answer.

mod common;

use std::sync::{Arc, Mutex};

use common::{err, ok, value};
use sandpy_executor::{ExecutorBuilder, HostValue, LocalSession, Tool, ToolCall, ToolError};
use serde_json::json;

/// A session with a `search` tool that records its calls and echoes them back.
fn with_search() -> (LocalSession, Arc<Mutex<Vec<ToolCall>>>) {
    let calls = Arc::new(Mutex::new(Vec::new()));
    let log = calls.clone();
    let search = Tool::new("search", move |call: ToolCall| {
        if let Ok(mut l) = log.lock() {
            l.push(call.clone());
        }
        match call.args.first().and_then(HostValue::as_str) {
            Some("fail") => Err(ToolError::new("ValueError", "no results")),
            Some("odd") => Err(ToolError::new("SearchQuotaError", "quota exhausted")),
            _ => Ok(HostValue::Dict(vec![
                ("args".into(), HostValue::List(call.args.clone())),
                ("kwargs".into(), HostValue::Dict(call.kwargs.iter().map(|(k, v)| (k.as_str().into(), v.clone())).collect())),
            ])),
        }
    });
    (ExecutorBuilder::new().tool(search).build_session(), calls)
}

#[test]
fn tools_get_positional_and_keyword_arguments() {
    let (mut s, calls) = with_search();
    let out = value(&mut s, "r = search('cats', 3, lang='en', tags=('a', 'b'))\nr");
    assert_eq!(out, json!({"args": ["cats", 3], "kwargs": {"lang": "en", "tags": ["a", "b"]}}));
    assert_eq!(value(&mut s, "r['kwargs']['lang'].upper()"), json!("EN"));
    let calls = calls.lock().map(|c| c.clone()).unwrap_or_default();
    assert_eq!(calls.len(), 1);
    assert_eq!(calls[0].name, "search");
}

#[test]
fn tools_are_visible_inside_functions() {
    let (mut s, _) = with_search();
    assert_eq!(value(&mut s, "def f():\n    return search(q='x')['kwargs']\nf()"), json!({"q": "x"}));
}

#[test]
fn tool_errors_are_python_exceptions_code_can_catch() {
    let (mut s, _) = with_search();
    let out = ok(&mut s, "try:\n    search('fail')\nexcept ValueError as e:\n    print('caught:', e)");
    assert_eq!(out.logs, "caught: no results\n");
    let e = err(&mut s, "search('fail')");
    assert_eq!(e.type_name, "ValueError");
    assert_eq!(e.rendered, "Code execution failed at line 'search('fail')' due to: ValueError: no results");
    // Other error types arrive as an Exception subclass of that name.
    let out = ok(&mut s, "try:\n    search('odd')\nexcept Exception as e:\n    print(type(e).__name__, e, isinstance(e, RuntimeError))");
    assert_eq!(out.logs, "SearchQuotaError quota exhausted False\n");
    let e = err(&mut s, "search('odd')");
    assert_eq!(e.rendered, "Code execution failed at line 'search('odd')' due to: SearchQuotaError: quota exhausted");
}

#[test]
fn arguments_cross_as_exact_host_values() {
    let (mut s, calls) = with_search();
    ok(&mut s, "class P:\n    def __repr__(self):\n        return 'P()'\nsearch({1, 2}, b'\\x00', (1, 2), 2**70, p=P(), f=len)");
    let calls = calls.lock().map(|c| c.clone()).unwrap_or_default();
    let call = &calls[0];
    assert_eq!(call.args[0], HostValue::Set(vec![HostValue::Int(1), HostValue::Int(2)]));
    assert_eq!(call.args[1], HostValue::Bytes(vec![0]));
    assert_eq!(call.args[2], HostValue::Tuple(vec![HostValue::Int(1), HostValue::Int(2)]));
    assert_eq!(call.args[3], HostValue::BigInt(num_bigint::BigInt::from(1u128 << 70)));
    // Objects with no host form arrive as read-only stand-ins.
    assert_eq!(call.kwarg("p"), Some(&HostValue::Foreign { type_name: "P".into(), repr: "P()".into(), str: "P()".into() }));
    assert!(matches!(call.kwarg("f"), Some(HostValue::Foreign { repr, .. }) if repr == "<built-in function len>"));
}

#[test]
fn code_cannot_rebind_a_tool() {
    let (mut s, _) = with_search();
    let msg = "Cannot assign to name 'search': doing this would erase the existing tool!";
    for code in [
        "search = 1",
        "def search(q):\n    return q",
        "for search in [1]:\n    pass",
        "def f():\n    global search\n    search = 2\nf()",
        "search, other = 1, 2",
        "class search:\n    pass",
    ] {
        let e = err(&mut s, code);
        assert_eq!(e.message, msg, "{}", code);
    }
    // The tool still works, and a local of the same name is fine.
    assert_eq!(value(&mut s, "search('x')['args']"), json!(["x"]));
    assert_eq!(value(&mut s, "def g():\n    search = 5\n    return search\ng()"), json!(5));
}

#[test]
fn del_cannot_remove_a_tool() {
    let (mut s, _) = with_search();
    assert_eq!(err(&mut s, "del search").type_name, "NameError");
    assert_eq!(value(&mut s, "search('x')['args']"), json!(["x"]));
}

#[test]
fn final_answer_is_protected_too() {
    let mut s = ExecutorBuilder::new().build_session();
    assert_eq!(
        err(&mut s, "final_answer = 'x'").message,
        "Cannot assign to name 'final_answer': doing this would erase the existing tool!"
    );
}

#[test]
fn a_tool_named_final_answer_replaces_the_builtin_one() {
    let tool = Tool::new("final_answer", |call: ToolCall| Ok(format!("ANSWER: {:?}", call.args[0].as_i64().unwrap_or(0)).into()));
    let mut s = ExecutorBuilder::new().tool(tool).build_session();
    let out = ok(&mut s, "def f():\n    try:\n        final_answer(42)\n    except Exception:\n        pass\nf()\nprint('not reached')");
    assert!(out.is_final_answer);
    assert_eq!(out.output, json!("ANSWER: 42"));
    assert_eq!(out.logs, "");
}

#[test]
fn send_tools_replaces_the_previous_tools() {
    let (mut s, _) = with_search();
    s.send_tools(vec![Tool::new("lookup", |_| Ok("found".into()))]);
    assert_eq!(value(&mut s, "lookup()"), json!("found"));
    assert_eq!(err(&mut s, "search('x')").type_name, "NameError");
    // The old name is free again; final_answer is still there.
    assert_eq!(value(&mut s, "search = 3\nsearch"), json!(3));
    assert!(ok(&mut s, "final_answer(1)").is_final_answer);
}

#[test]
fn additional_functions_stay_after_send_tools() {
    let mut s = ExecutorBuilder::new()
        .additional_function("add", |c: ToolCall| Ok(c.args.iter().filter_map(HostValue::as_i64).sum::<i64>().into()))
        .build_session();
    s.send_tools(vec![]);
    assert_eq!(value(&mut s, "add(1, 2, 3)"), json!(6));
    assert_eq!(err(&mut s, "add = None").type_name, "ValueError");
}

#[test]
fn sent_variables_may_shadow_a_tool() {
    let (mut s, _) = with_search();
    assert!(s.send_variables(vec![("search".into(), "a string".into())]).is_ok());
    assert_eq!(value(&mut s, "search"), json!("a string"));
}

#[test]
fn tool_internals_are_not_reachable() {
    let (mut s, _) = with_search();
    for attr in ["__self__", "__closure__", "__globals__", "__code__", "__dict__", "__module__"] {
        let e = err(&mut s, &format!("search.{}", attr));
        assert_eq!(e.type_name, "AttributeError", "{}", attr);
    }
    assert_eq!(err(&mut s, "getattr(final_answer, '__globals__')").type_name, "AttributeError");
}

#[test]
fn sessions_on_one_thread_do_not_see_each_others_tools() {
    // Builtins are shared per thread; each session's tools must stay its own.
    let (mut a, _) = with_search();
    let mut b = ExecutorBuilder::new().tool(Tool::new("other", |_| Ok("other".into()))).build_session();
    let e = err(&mut b, "search('x')");
    assert_eq!(e.type_name, "NameError", "{}", e.rendered);
    assert!(e.message.contains("search"), "{}", e.message);
    assert_eq!(value(&mut b, "other()"), json!("other"));
    // The first session keeps its own tool and does not gain the second's.
    assert_eq!(value(&mut a, "search('cats')['args']"), json!(["cats"]));
    let e = err(&mut a, "other()");
    assert!(e.message.contains("other"), "{}", e.message);
    // A fresh session after both sees neither.
    let mut c = ExecutorBuilder::new().build_session();
    assert!(err(&mut c, "search('x')").message.contains("search"));
    assert!(err(&mut c, "other()").message.contains("other"));
}

#[test]
fn the_same_code_in_fresh_sessions_calls_each_sessions_own_tool() {
    // Fresh sessions on one thread run the same first snippet from one compiled copy (the
    // engine's code cache): each must still reach its own tool of that name.
    let code = "def ask():\n    return lookup()\n[ask(), lookup()]";
    for round in 0..3 {
        let mut a = ExecutorBuilder::new().tool(Tool::new("lookup", |_| Ok("from a".into()))).build_session();
        let mut b = ExecutorBuilder::new().tool(Tool::new("lookup", |_| Ok("from b".into()))).build_session();
        assert_eq!(value(&mut a, code), json!(["from a", "from a"]), "round {}", round);
        assert_eq!(value(&mut b, code), json!(["from b", "from b"]), "round {}", round);
        let mut none = ExecutorBuilder::new().build_session();
        assert_eq!(err(&mut none, code).type_name, "NameError");
    }
}

#[test]
fn huge_tool_arguments_are_refused_before_the_call() {
    let (mut s, calls) = with_search();
    ok(&mut s, "x = 'a' * (9 * 2**20)");
    // Each argument fits; together they pass the 16 MiB a call may carry.
    let out = ok(&mut s, "try:\n    search(x, y=x)\nexcept ValueError as e:\n    print(e)");
    assert_eq!(out.logs, "search() arguments are too large to send to the tool (more than 16 MiB together)\n");
    assert!(calls.lock().map(|c| c.is_empty()).unwrap_or(false), "the tool was not called");
    assert_eq!(value(&mut s, "len(search(x)['args'][0])"), json!(9 * (1 << 20)));
}
