//! `sandpy session`: an executor (local, or isolated with `--executor isolated`) driven by
//! JSON lines (docs/protocol.md).
//! Requests on stdin, exactly one response per request on stdout, in order; tool calls are
//! events the host answers on stdin. Defaults are the Rust executor's, defined once in
//! `sandpy_executor::builder` (smolagents': 30 s timeout, 10,000,000 operations, 50,000
//! characters of logs; 1 GiB of live heap).

use std::io::BufReader;
use std::process::ExitCode;
use std::time::Duration;

use sandpy_executor::{DunderPolicy, ExecutorConfig, Json, LocalSession, Tool};
use serde_json::{Map, Value};

use crate::args::{LimitArgs, Setting};
use crate::channel::{lock, Channel, SharedChannel};
use crate::host_tools::proxy_tool;
use crate::isolated::{self, Backend};
use crate::protocol::{ok, protocol_error, run_response, with_request_id, ValueEncoding};
use crate::session_backend::SessionExecutor;

/// The session loop runs on a thread with a roomy stack (deeply nested code and data).
const SESSION_STACK: usize = 64 << 20;

/// `--dunder-policy` (see `sandpy_engine::policy::DunderPolicy`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum DunderFlag {
    /// CPython's behaviour minus the attributes that lead to interpreter internals (the
    /// default: `sandpy session` runs CPython programs).
    #[default]
    Cpython,
    /// smolagents' rule: every `obj.__x__` read refused (the Python package's default).
    Smolagents,
}

/// Runs the session on stdin/stdout until the input ends.
pub fn command(limits: LimitArgs, tools: Vec<String>, values: ValueEncoding, dunders: DunderFlag, backend: Backend) -> ExitCode {
    let input = Box::new(BufReader::new(std::io::stdin()));
    let output = Box::new(std::io::stdout());
    let channel = Channel::shared(input, output);
    let worker = std::thread::Builder::new().name("sandpy-session".into()).stack_size(SESSION_STACK).spawn(move || {
        let proxies: Vec<Tool> = tools.iter().map(|n| proxy_tool(n, channel.clone(), values)).collect();
        let mut executor: Box<dyn SessionExecutor> = match &backend {
            Backend::Local => {
                let mut config = config(&limits, proxies);
                if dunders == DunderFlag::Smolagents {
                    config.dunder_policy = DunderPolicy::Smolagents;
                }
                Box::new(LocalSession::new(config))
            }
            Backend::Isolated(options) => Box::new(isolated::executor(&limits, options, proxies)?),
        };
        serve(executor.as_mut(), channel, values);
        executor.cleanup();
        Ok::<(), String>(())
    });
    match worker.map(|h| h.join()) {
        Ok(Ok(Ok(()))) => ExitCode::SUCCESS,
        Ok(Ok(Err(e))) => {
            eprintln!("sandpy session: {}", e);
            ExitCode::from(1)
        }
        _ => {
            eprintln!("sandpy session: the session thread failed");
            ExitCode::from(1)
        }
    }
}

/// The executor configuration for the flags: smolagents' defaults where a flag is absent.
pub fn config(limits: &LimitArgs, tools: Vec<Tool>) -> ExecutorConfig {
    let defaults = ExecutorConfig::default();
    ExecutorConfig {
        additional_authorized_imports: limits.authorized_imports.clone().unwrap_or_default(),
        max_print_outputs_length: limits.max_print_outputs_length.unwrap_or(defaults.max_print_outputs_length),
        timeout: match limits.timeout {
            None => defaults.timeout,
            Some(t) => t.get().map(|s| Duration::from_nanos(LimitArgs::timeout_ns(s))),
        },
        max_operations: limits.max_operations.map_or(defaults.max_operations, Setting::get),
        max_memory: limits.max_memory.map_or(defaults.max_memory, Setting::get),
        max_recursion_depth: limits.max_recursion_depth.unwrap_or(defaults.max_recursion_depth),
        additional_functions: Vec::new(),
        tools,
        fixed_clock: None,
        dunder_policy: DunderPolicy::Harmless,
    }
}

/// Answers requests until the input ends.
pub fn serve(session: &mut dyn SessionExecutor, channel: SharedChannel, values: ValueEncoding) {
    loop {
        let Some(line) = lock(&channel).read_line() else { break };
        let response = handle(session, &line, &channel, values);
        let mut ch = lock(&channel);
        ch.write(&response);
        if ch.closed {
            break;
        }
    }
}

/// One request → its response.
fn handle(session: &mut dyn SessionExecutor, line: &str, channel: &SharedChannel, values: ValueEncoding) -> Json {
    let request = match serde_json::from_str::<Value>(line) {
        Ok(Value::Object(map)) => map,
        Ok(_) => return protocol_error("expected a JSON object with an \"op\" field"),
        Err(e) => return protocol_error(format!("invalid JSON: {}", e)),
    };
    let response = match request.get("op").and_then(Value::as_str) {
        Some("run") => match request.get("code").and_then(Value::as_str) {
            Some(code) => run_response(session.run(code), values),
            None => protocol_error("\"run\" needs a string field \"code\""),
        },
        Some("send_variables") => match request.get("variables") {
            Some(Value::Object(vars)) => match decode_variables(vars, values) {
                Ok(decoded) => match session.send_variables(decoded) {
                    Ok(()) => ok(),
                    Err(e) => protocol_error(e.message),
                },
                Err(e) => protocol_error(e),
            },
            _ => protocol_error("\"send_variables\" needs an object field \"variables\""),
        },
        Some("send_tools") => match tool_names(&request) {
            Some(names) => match session.send_tools(names.iter().map(|n| proxy_tool(n, channel.clone(), values)).collect()) {
                Ok(()) => ok(),
                Err(e) => protocol_error(e.message),
            },
            None => protocol_error("\"send_tools\" needs a field \"tools\": a list of tool names"),
        },
        Some("reset") => match session.reset() {
            Ok(()) => ok(),
            Err(e) => protocol_error(e.message),
        },
        Some("get_variable") => match request.get("name").and_then(Value::as_str) {
            Some(name) => match session.lookup_variable(name) {
                Ok(Some(v)) => serde_json::json!({ "ok": true, "value": values.encode(&v).unwrap_or(Value::Null) }),
                Ok(None) => name_error(name),
                Err(e) => protocol_error(e.message),
            },
            None => protocol_error("\"get_variable\" needs a string field \"name\""),
        },
        Some("variables") => match session.names() {
            Ok(names) => serde_json::json!({ "ok": true, "names": names }),
            Err(e) => protocol_error(e.message),
        },
        Some("delete_variable") => match request.get("name").and_then(Value::as_str) {
            Some(name) => match session.delete_variable(name) {
                Ok(true) => ok(),
                Ok(false) => name_error(name),
                Err(e) => protocol_error(e.message),
            },
            None => protocol_error("\"delete_variable\" needs a string field \"name\""),
        },
        Some("tool_result") | Some("tool_error") => protocol_error("no tool call is waiting for a result"),
        Some(other) => protocol_error(format!("unknown op '{}'", other)),
        None => protocol_error("missing string field \"op\""),
    };
    with_request_id(response, Some(&request))
}

/// The response for a variable that is not bound.
fn name_error(name: &str) -> Json {
    serde_json::json!({ "ok": false, "error": { "type": "NameError", "message": format!("name '{}' is not defined", name) } })
}

fn decode_variables(vars: &Map<String, Value>, values: ValueEncoding) -> Result<Vec<(String, sandpy_executor::HostValue)>, String> {
    vars.iter().map(|(k, v)| values.decode(v).map(|d| (k.clone(), d)).map_err(|e| format!("variable '{}': {}", k, e))).collect()
}

fn tool_names(request: &Map<String, Value>) -> Option<Vec<String>> {
    let list = request.get("tools")?.as_array()?;
    list.iter().map(|v| v.as_str().map(str::to_string)).collect()
}

#[cfg(test)]
#[path = "session_kernel_tests.rs"]
mod kernel_tests;
