//! Starting a kernel: launch it, hand it its configuration, and check its greeting.
//!
//! The host writes `configure` right after the launch, without waiting for `hello`, so a
//! start costs one round trip: the kernel greets, reads the configuration that is already
//! waiting, and answers `ok` when it is ready for a first run.

use std::time::Instant;

use serde_json::Value as Json;

use crate::code_cache::compiled_kernel;
use crate::config::KernelConfig;
use crate::connection::{KernelConnection, Received};
use crate::launcher::Launcher;

/// The protocol version this host speaks (the kernel's `hello` must carry it).
pub const PROTOCOL_VERSION: u64 = 1;

/// The line that opens each module in [`KERNEL_SOURCE`], before the module's name (a
/// literal, so that the Python programs that split the source can be built with `concat!`).
macro_rules! kernel_module_marker {
    () => {
        "#! sandpy-kernel module "
    };
}
pub(crate) use kernel_module_marker;

/// The kernel's modules, `src/kernel/<name>.py`, in the order they are loaded: each
/// imports only modules before it, and the last one, `main`, serves the host.
macro_rules! kernel_modules {
    ($($name:literal),* $(,)?) => {
        /// The names of the kernel's modules, in load order.
        pub const KERNEL_MODULES: &[&str] = &[$($name),*];

        /// The kernel program: every module of `src/kernel/`, in load order, each after a
        /// line of [`kernel_module_marker`] and its name. The launcher's bootstrap splits it
        /// and loads each module as `_sandpy_kernel.<name>` (crate::launcher).
        pub const KERNEL_SOURCE: &str =
            concat!($(kernel_module_marker!(), $name, "\n", include_str!(concat!("kernel/", $name, ".py"))),*);
    };
}

kernel_modules!("state", "stopping", "channel", "capture", "values", "tools", "namespace", "rewrite", "errors", "run", "main");

/// A kernel that is configured and ready for its first run.
pub struct ReadyKernel {
    pub connection: KernelConnection,
    /// The kernel's greeting (protocol, kernel and Python versions, pid).
    pub hello: Json,
}

/// Launches and configures a kernel; the error says why it could not start.
pub fn start_kernel(launcher: &dyn Launcher, config: &KernelConfig, tool_names: &[String]) -> Result<ReadyKernel, String> {
    let launched =
        launcher.launch(KERNEL_SOURCE).map_err(|e| format!("could not start the kernel in {}: {}", launcher.description(), e))?;
    let mut connection = KernelConnection::new(launched, config.max_message_bytes);
    let compiled = if config.code_cache { launcher.interpreter().and_then(compiled_kernel) } else { None };
    connection.send_raw(frame_bytes(compiled.as_deref().map_or(&[][..], Vec::as_slice)));
    connection.send(&config.configure_message(tool_names, launcher.kernel_watches_parent()));
    let deadline = Some(Instant::now() + config.request_timeout);
    let hello = expect(&mut connection, deadline, "hello", config)?;
    if hello.get("protocol").and_then(Json::as_u64) != Some(PROTOCOL_VERSION) {
        connection.kill();
        return Err(format!("the kernel speaks protocol {} but this host speaks {}", hello["protocol"], PROTOCOL_VERSION));
    }
    let ready = expect(&mut connection, deadline, "ok", config)?;
    if let Some(failed) = ready.get("preimport_failed").and_then(Json::as_object).filter(|m| !m.is_empty()) {
        let list: Vec<String> = failed.iter().map(|(k, v)| format!("{} ({})", k, v.as_str().unwrap_or(""))).collect();
        connection.kill();
        return Err(format!("the kernel could not pre-import {}", list.join(", ")));
    }
    Ok(ReadyKernel { connection, hello })
}

/// Bytes as one frame (length, then the bytes).
fn frame_bytes(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(4 + bytes.len());
    out.extend_from_slice(&(bytes.len() as u32).to_be_bytes());
    out.extend_from_slice(bytes);
    out
}

fn expect(connection: &mut KernelConnection, deadline: Option<Instant>, kind: &str, config: &KernelConfig) -> Result<Json, String> {
    match connection.receive(deadline) {
        Received::Message(m) if m.get("type").and_then(Json::as_str) == Some(kind) => Ok(m),
        Received::Message(m) => {
            connection.kill();
            Err(format!("the starting kernel sent {} instead of '{}'", truncate_chars(&m.to_string(), 300), kind))
        }
        Received::Timeout => {
            connection.kill();
            Err(format!("the kernel did not answer within {:?} of its start{}", config.request_timeout, stderr_note(connection)))
        }
        Received::Gone { why, exit } => {
            let how = exit.map(|e| format!(": it {}", e)).unwrap_or_default();
            Err(format!("the kernel failed to start ({}{}){}", why, how, stderr_note(connection)))
        }
    }
}

/// "; its standard error ends with: …" when it wrote any.
pub fn stderr_note(connection: &KernelConnection) -> String {
    let text = connection.diagnostics();
    let text = text.trim();
    if text.is_empty() {
        String::new()
    } else {
        format!("; its standard error ends with:\n{}", text)
    }
}

fn truncate_chars(s: &str, n: usize) -> String {
    match s.char_indices().nth(n) {
        Some((i, _)) => format!("{}…", &s[..i]),
        None => s.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Splits the source the way the bootstrap does.
    fn modules() -> Vec<(&'static str, &'static str)> {
        KERNEL_SOURCE.split(kernel_module_marker!()).skip(1).map(|part| part.split_once('\n').expect("a module name line")).collect()
    }

    #[test]
    fn the_source_holds_every_module_in_load_order_and_each_stays_small() {
        let found = modules();
        assert_eq!(found.iter().map(|(name, _)| *name).collect::<Vec<_>>(), KERNEL_MODULES);
        for (name, text) in found {
            assert!(!text.contains(kernel_module_marker!()), "{name} contains the module marker");
            assert!(text.ends_with('\n'), "{name} must end with a line break");
            assert!(text.lines().count() < 1000, "{name} has grown past 1,000 lines: split it");
        }
    }
}
