//! The JSON shapes of `sandpy session` (docs/protocol.md): responses to requests and the
//! tool-call event.

use sandpy_executor::{CodeOutput, ExecutionError, ToolCall};
use serde_json::{json, Map, Value as Json};

/// `{"ok":true}`.
pub fn ok() -> Json {
    json!({ "ok": true })
}

/// The response to a malformed or unknown request.
pub fn protocol_error(message: impl Into<String>) -> Json {
    json!({ "ok": false, "error": { "type": "ProtocolError", "message": message.into() } })
}

/// The response to `{"op":"run"}`.
pub fn run_response(result: Result<CodeOutput, ExecutionError>) -> Json {
    match result {
        Ok(out) => json!({
            "ok": true,
            "output": out.output,
            "output_repr": out.output_repr,
            "logs": out.logs,
            "is_final_answer": out.is_final_answer,
        }),
        Err(e) => json!({
            "ok": false,
            "error": {
                "type": e.type_name,
                "message": e.message,
                "line": e.line,
                "column": e.column,
                "source_line": e.source_line,
                "traceback": e.traceback,
                "kind": e.kind.as_str(),
                "rendered": e.rendered,
            },
            "logs": e.logs,
            "is_final_answer": false,
        }),
    }
}

/// `{"event":"tool_call",…}`: asks the host to run a tool.
pub fn tool_call_event(id: u64, call: &ToolCall) -> Json {
    json!({ "event": "tool_call", "id": id, "name": call.name, "args": call.args, "kwargs": call.kwargs })
}

/// Copies the request's `"id"` (when it has one) into its response.
pub fn with_request_id(mut response: Json, request: Option<&Map<String, Json>>) -> Json {
    if let (Some(id), Json::Object(map)) = (request.and_then(|r| r.get("id")), &mut response) {
        map.insert("id".into(), id.clone());
    }
    response
}

/// Whether a `tool_result`/`tool_error` id names the call `expected`.
pub fn same_call_id(id: Option<&Json>, expected: u64) -> bool {
    match id {
        Some(Json::Number(n)) => n.as_u64() == Some(expected),
        Some(Json::String(s)) => s.trim().parse::<u64>().ok() == Some(expected),
        _ => false,
    }
}
