//! The session protocol served by a kernel executor, in process: the same scripted
//! agent-style session through the local executor and through a kernel (CPython on the
//! plain launcher, no sandbox: this is about the protocol), whose responses must agree.

use std::io::{Cursor, Write};
use std::sync::{Arc, Mutex};

use sandpy_executor::{LocalSession, Tool};
use sandpy_kernel::interpreter::{resolve, DEFAULT_PYTHON};
use sandpy_kernel::{KernelExecutor, PlainLauncher};
use serde_json::Value;

use crate::args::LimitArgs;
use crate::channel::{Channel, SharedChannel};
use crate::host_tools::proxy_tool;
use crate::isolated::{session_config, IsolatedArgs};
use crate::protocol::ValueEncoding;
use crate::session_backend::SessionExecutor;

#[derive(Clone, Default)]
struct Shared(Arc<Mutex<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().map_err(|_| std::io::Error::other("poisoned"))?.extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

const SCRIPT: &[&str] = &[
    r#"{"op":"send_variables","variables":{"numbers":[4,8,15],"task":"add them"}}"#,
    r#"{"op":"run","code":"total = sum(numbers)\nprint('total', total)\ntotal"}"#,
    r#"{"op":"run","code":"def describe(n):\n    return f'{task}: {n}'\ndescribe(total)"}"#,
    r#"{"op":"run","code":"r = lookup(total, unit='km')\nr['text']"}"#,
    r#"{"op":"tool_result","id":1,"value":{"text":"27 km"}}"#,
    r#"{"op":"run","code":"try:\n    lookup('x')\nexcept KeyError as e:\n    print('missing', e)\nlookup('y')"}"#,
    r#"{"op":"tool_error","id":2,"type":"KeyError","message":"nope"}"#,
    r#"{"op":"tool_error","id":3,"type":"QuotaError","message":"later"}"#,
    r#"{"op":"run","code":"items = [n * 2 for n in numbers]\nlen(items) / 0"}"#,
    r#"{"op":"run","code":"items"}"#,
    r#"{"op":"run","code":"x = (1,"}"#,
    r#"{"op":"run","code":"s = 'abc"}"#,
    r#"{"op":"run","code":"for n in numbers:\n    if n > 5:\n        n * 2"}"#,
    r#"{"op":"run","code":"counts = {'a': 1}\ncounts['a'] += 4"}"#,
    r#"{"op":"variables"}"#,
    r#"{"op":"delete_variable","name":"counts"}"#,
    r#"{"op":"get_variable","name":"counts"}"#,
    r#"{"op":"run","code":"import os"}"#,
    r#"{"op":"run","code":"lookup = 3"}"#,
    r#"{"op":"send_tools","tools":["other"]}"#,
    r#"{"op":"run","code":"other(pair=(1, 2), flag=True)"}"#,
    r#"{"op":"tool_result","id":4,"value":[5, 6]}"#,
    r#"{"op":"run","code":"try:\n    final_answer(describe(total))\nexcept Exception:\n    print('caught')"}"#,
    r#"{"op":"reset"}"#,
    r#"{"op":"run","code":"total"}"#,
    r#"{"op":"run","code":"'still here'","id":"req-9"}"#,
];

fn serve_script(make: impl FnOnce(Vec<Tool>) -> Box<dyn SessionExecutor>) -> Vec<Value> {
    let input = SCRIPT.iter().map(|l| format!("{}\n", l)).collect::<String>();
    let output = Shared::default();
    let channel: SharedChannel = Channel::shared(Box::new(Cursor::new(input.into_bytes())), Box::new(output.clone()));
    let tools = vec![proxy_tool("lookup", channel.clone(), ValueEncoding::Plain)];
    let mut executor = make(tools);
    super::serve(executor.as_mut(), channel, ValueEncoding::Plain);
    executor.cleanup();
    let bytes = output.0.lock().map(|b| b.clone()).unwrap_or_default();
    String::from_utf8_lossy(&bytes).lines().map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{}: {}", e, l))).collect()
}

/// Drops what legitimately differs: CPython's traceback text (carets under expressions).
fn comparable(mut v: Value) -> Value {
    if let Some(e) = v.get_mut("error").and_then(Value::as_object_mut) {
        e.remove("traceback");
    }
    v
}

#[test]
fn a_kernel_session_answers_like_the_local_session() {
    let limits = LimitArgs::default();
    let local = serve_script(|tools| Box::new(LocalSession::new(super::config(&limits, tools))));
    let python = resolve(DEFAULT_PYTHON).expect("python3");
    let kernel = serve_script(|tools| {
        let config = session_config(&limits, &IsolatedArgs::default(), tools);
        Box::new(KernelExecutor::start(Arc::new(PlainLauncher::new(python)), config).expect("kernel"))
    });
    assert_eq!(local.len(), kernel.len(), "local: {:#?}\nkernel: {:#?}", local, kernel);
    for (i, (l, k)) in local.iter().zip(&kernel).enumerate() {
        assert_eq!(comparable(l.clone()), comparable(k.clone()), "response {}", i + 1);
    }
    // Spot checks that the script exercised what it should.
    let texts: Vec<String> = kernel.iter().map(Value::to_string).collect();
    assert!(texts.iter().any(|t| t.contains(r#""event":"tool_call","id":4,"name":"other","args":[],"kwargs":{"pair":[1,2],"flag":true}"#)));
    assert!(texts.iter().any(|t| t.contains(r#""is_final_answer":true"#) && t.contains("add them: 27")));
}
