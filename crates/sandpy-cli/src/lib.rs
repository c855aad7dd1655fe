//! sandpy-cli: the `sandpy` command (src/main.rs) and, as a library, the pieces the Python
//! package reuses: the command line itself ([`cli::main_from`]) and the JSON-lines session
//! protocol ([`session`], [`protocol`], docs/protocol.md). The CLI is the host: it reads
//! files and streams and supplies the clock; the engine itself has no access to either.

pub mod args;
pub mod channel;
pub mod cli;
pub mod dis;
pub mod host_tools;
pub mod isolated;
pub mod protocol;
pub mod run;
pub mod session;
pub mod session_backend;
