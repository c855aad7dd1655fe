//! Tools declared with `--tool NAME` (or `send_tools`): calling one from Python writes a
//! `tool_call` event and waits on the same input for the matching `tool_result` or
//! `tool_error`. Any other request arriving meanwhile gets an error response (exactly one
//! response per request) and the wait goes on.

use sandpy_executor::{HostValue, Tool, ToolCall, ToolError};
use serde_json::Value;

use crate::channel::{lock, SharedChannel};
use crate::protocol::{protocol_error, same_call_id, tool_call_event, with_request_id, ValueEncoding};

/// A tool whose calls go to the host through `channel`, values written in `values`.
pub fn proxy_tool(name: &str, channel: SharedChannel, values: ValueEncoding) -> Tool {
    Tool::new(name, move |call: ToolCall| -> Result<HostValue, ToolError> {
        let mut ch = lock(&channel);
        let event = tool_call_event(ch.last_call_id + 1, &call, values).map_err(|what| {
            ToolError::new(
                "TypeError",
                format!(
                    "{}() arguments must be JSON values (None, bool, int, float, str, list, tuple, dict with str keys), got {}",
                    call.name, what
                ),
            )
        })?;
        ch.last_call_id += 1;
        let id = ch.last_call_id;
        ch.write(&event);
        loop {
            let Some(line) = ch.read_line() else {
                return Err(ToolError::new(
                    "EOFError",
                    format!("the session's input ended while tool call {} ('{}') was waiting for its result", id, call.name),
                ));
            };
            let request = match serde_json::from_str::<Value>(&line) {
                Ok(Value::Object(map)) => map,
                Ok(_) => {
                    ch.write(&protocol_error(format!("expected a JSON object; tool call {} is waiting for its result", id)));
                    continue;
                }
                Err(e) => {
                    ch.write(&protocol_error(format!("invalid JSON ({}); tool call {} is waiting for its result", e, id)));
                    continue;
                }
            };
            let op = request.get("op").and_then(Value::as_str).unwrap_or("");
            let matches = same_call_id(request.get("id"), id);
            match op {
                "tool_result" if matches => {
                    let value = request.get("value").unwrap_or(&Value::Null);
                    return values
                        .decode(value)
                        .map_err(|e| ToolError::new("ValueError", format!("tool '{}' returned a malformed value: {}", call.name, e)));
                }
                "tool_error" if matches => {
                    let type_name = request.get("type").and_then(Value::as_str).unwrap_or("RuntimeError");
                    let message = request.get("message").and_then(Value::as_str).unwrap_or("");
                    return Err(ToolError::new(type_name, message));
                }
                "tool_result" | "tool_error" => {
                    let response = protocol_error(format!("no tool call with this id is waiting; tool call {} is", id));
                    ch.write(&with_request_id(response, Some(&request)));
                }
                other => {
                    let response =
                        protocol_error(format!("tool call {} is waiting for its result: answer it before sending '{}'", id, other));
                    ch.write(&with_request_id(response, Some(&request)));
                }
            }
        }
    })
}
