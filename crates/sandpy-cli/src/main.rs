//! The `sandpy` command. `sandpy run FILE` runs a Python file in the sandboxed engine;
//! `sandpy session` serves a local executor over JSON lines (docs/protocol.md). The command
//! line itself lives in the library (`cli.rs`).

use std::process::ExitCode;

/// See the comment on the mimalloc dependency in Cargo.toml.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    sandpy_cli::cli::main_from(std::env::args_os())
}
