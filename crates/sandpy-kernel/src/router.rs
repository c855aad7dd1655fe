//! The tool router: answers a kernel's `tool_call` by running the host's tool and writing
//! `tool_result` or `tool_error`. Tools run on the host, in the thread that drives the run;
//! the kernel only ever holds a stub that knows the tool's name.

use std::panic::{catch_unwind, AssertUnwindSafe};

use sandpy_executor::value::tagged;
use sandpy_executor::{HostValue, Tool, ToolCall, ToolError};
use serde_json::{json, Map, Value as Json};

/// The reply to a `tool_call` message.
pub fn answer(tools: &[Tool], message: &Map<String, Json>) -> Json {
    let call_id = message.get("call").cloned().unwrap_or(Json::Null);
    let reply = |result: Result<HostValue, ToolError>| match result {
        Ok(v) => json!({ "type": "tool_result", "call": call_id, "value": tagged::to_tagged(&v) }),
        Err(e) => json!({ "type": "tool_error", "call": call_id, "error_type": e.type_name, "message": e.message }),
    };
    let name = message.get("name").and_then(Json::as_str).unwrap_or("");
    let Some(tool) = tools.iter().find(|t| t.name == name) else {
        return reply(Err(ToolError::new("NameError", format!("there is no tool called '{}'", name))));
    };
    let call = match decode_call(name, message) {
        Ok(c) => c,
        Err(e) => return reply(Err(e)),
    };
    let func = tool.func.clone();
    let result = catch_unwind(AssertUnwindSafe(move || func(call)))
        .unwrap_or_else(|_| Err(ToolError::new("RuntimeError", format!("tool '{}' failed on the host", name))));
    reply(result)
}

fn decode_call(name: &str, message: &Map<String, Json>) -> Result<ToolCall, ToolError> {
    let bad = |e: tagged::TaggedError| ToolError::new("TypeError", format!("{}() received an argument the host cannot read: {}", name, e));
    let args = match message.get("args") {
        Some(Json::Array(xs)) => xs.iter().map(|x| tagged::from_tagged(x).map_err(bad)).collect::<Result<Vec<_>, _>>()?,
        _ => Vec::new(),
    };
    let mut kwargs = Vec::new();
    if let Some(Json::Object(map)) = message.get("kwargs") {
        for (k, v) in map {
            kwargs.push((k.clone(), tagged::from_tagged(v).map_err(bad)?));
        }
    }
    Ok(ToolCall { name: name.to_string(), args, kwargs })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(j: Json) -> Map<String, Json> {
        j.as_object().cloned().expect("object")
    }

    #[test]
    fn calls_the_tool_with_decoded_arguments() {
        let tools = vec![Tool::new("add", |c: ToolCall| {
            let a = c.args.first().and_then(HostValue::as_i64).unwrap_or(0);
            let b = c.kwarg("b").and_then(HostValue::as_i64).unwrap_or(0);
            Ok(HostValue::Tuple(vec![HostValue::Int(a + b)]))
        })];
        let reply = answer(&tools, &message(json!({"type": "tool_call", "call": 4, "name": "add", "args": [2], "kwargs": {"b": 3}})));
        assert_eq!(reply, json!({"type": "tool_result", "call": 4, "value": {"__type__": "tuple", "data": [5]}}));
    }

    #[test]
    fn unknown_tools_errors_and_panics_become_tool_errors() {
        let tools = vec![
            Tool::new("fail", |_| Err(ToolError::new("KeyError", "nope"))),
            Tool::new("boom", |_| -> Result<HostValue, ToolError> { panic!("host bug") }),
        ];
        let ask = |name: &str| answer(&tools, &message(json!({"call": 1, "name": name, "args": [], "kwargs": {}})));
        assert_eq!(ask("fail")["error_type"], "KeyError");
        assert_eq!(ask("boom")["error_type"], "RuntimeError");
        assert_eq!(ask("missing")["error_type"], "NameError");
    }
}
