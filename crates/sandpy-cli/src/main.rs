//! The `sandpy` command. `sandpy run FILE` runs a Python file in the sandboxed engine;
//! `sandpy session` serves a local executor over JSON lines (docs/protocol.md).
//! The CLI is the host: it reads files and streams and supplies the clock; the engine
//! itself has no access to either.

mod args;
mod channel;
mod host_tools;
mod protocol;
mod run;
mod session;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use args::LimitArgs;

#[derive(Parser)]
#[command(name = "sandpy", version, about = "Run Python code written by AI agents, safely and fast.")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run a Python file (`-` for stdin) or `-c CODE` in the local engine. No limits unless given.
    Run {
        /// The file to run; `-` reads the program from standard input.
        file: Option<String>,
        /// Program passed as a string.
        #[arg(short = 'c')]
        code: Option<String>,
        #[command(flatten)]
        limits: LimitArgs,
    },
    /// Serve a local executor: JSON requests on stdin, one JSON response per line on stdout.
    /// Defaults follow smolagents: 30 s timeout, 10,000,000 operations, 50,000 characters of logs.
    Session {
        #[command(flatten)]
        limits: LimitArgs,
        /// A tool the host implements (repeatable): calls become `tool_call` events.
        #[arg(long = "tool", value_name = "NAME")]
        tools: Vec<String>,
        /// How values are written: `plain` JSON, or JSON `tagged` like smolagents'
        /// SafeSerializer (tuples, sets, bytes, datetimes… cross exactly).
        #[arg(long, value_enum, default_value_t)]
        values: protocol::ValueEncoding,
    },
}

/// See the comment on the mimalloc dependency in Cargo.toml.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    match Cli::parse().command {
        Command::Run { file, code, limits } => run::command(file, code, limits),
        Command::Session { limits, tools, values } => session::command(limits, tools, values),
    }
}
