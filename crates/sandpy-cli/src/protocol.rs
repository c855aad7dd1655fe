//! The JSON shapes of `sandpy session` (docs/protocol.md): responses to requests and the
//! tool-call event.

use sandpy_executor::value::{plain, tagged};
use sandpy_executor::{CodeOutput, ExecutionError, HostValue, ToolCall};
use serde_json::{json, Map, Value as Json};

/// How values are written in requests, responses and tool calls (`--values`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum ValueEncoding {
    /// Plain JSON: tuples become arrays, values JSON cannot carry become `null` (outputs)
    /// or a TypeError (tool arguments).
    #[default]
    Plain,
    /// JSON tagged like smolagents' SafeSerializer (docs/protocol.md): every value the
    /// executor knows crosses exactly.
    Tagged,
}

impl ValueEncoding {
    /// A value as JSON; None when plain JSON cannot carry it.
    pub fn encode(self, v: &HostValue) -> Option<Json> {
        match self {
            ValueEncoding::Plain => plain::to_plain(v),
            ValueEncoding::Tagged => Some(tagged::to_tagged(v)),
        }
    }

    /// JSON from the host as a value.
    pub fn decode(self, j: &Json) -> Result<HostValue, String> {
        match self {
            ValueEncoding::Plain => Ok(plain::from_plain(j)),
            ValueEncoding::Tagged => tagged::from_tagged(j).map_err(|e| e.to_string()),
        }
    }
}

/// `{"ok":true}`.
pub fn ok() -> Json {
    json!({ "ok": true })
}

/// The response to a malformed or unknown request.
pub fn protocol_error(message: impl Into<String>) -> Json {
    json!({ "ok": false, "error": { "type": "ProtocolError", "message": message.into() } })
}

/// The response to `{"op":"run"}`.
pub fn run_response(result: Result<CodeOutput, ExecutionError>, values: ValueEncoding) -> Json {
    match result {
        Ok(out) => json!({
            "ok": true,
            "output": values.encode(&out.value).unwrap_or(Json::Null),
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

/// `{"event":"tool_call",…}`: asks the host to run a tool. None when an argument has no
/// form in this encoding (names the argument's type).
pub fn tool_call_event(id: u64, call: &ToolCall, values: ValueEncoding) -> Result<Json, String> {
    let encode = |v: &HostValue| values.encode(v).ok_or_else(|| v.type_name().to_string());
    let args = call.args.iter().map(encode).collect::<Result<Vec<_>, _>>()?;
    let mut kwargs = Map::with_capacity(call.kwargs.len());
    for (k, v) in &call.kwargs {
        kwargs.insert(k.clone(), encode(v)?);
    }
    Ok(json!({ "event": "tool_call", "id": id, "name": call.name, "args": args, "kwargs": kwargs }))
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
