//! The command line of `sandpy`: parses the arguments and runs the command. Shared by the
//! `sandpy` binary and by the Python package, which starts its crash-isolated executors as
//! `sandpy session` running in a child Python process.

use std::ffi::OsString;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::args::LimitArgs;
use crate::isolated::{Backend, ExecutorKind, IsolatedArgs};
use crate::{dis, protocol, run, session};

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
        /// `local` (the sandpy engine) or `isolated` (CPython in a Linux sandbox).
        #[arg(long, value_enum, default_value_t)]
        executor: ExecutorKind,
        #[command(flatten)]
        isolated: IsolatedArgs,
    },
    /// Serve an executor: JSON requests on stdin, one JSON response per line on stdout.
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
        /// Which `obj.__x__` reads the code may make: `cpython` (all but the ones that lead
        /// to interpreter internals) or `smolagents` (every dunder attribute read refused,
        /// as smolagents' LocalPythonExecutor does). Local executor only.
        #[arg(long, value_enum, default_value_t)]
        dunder_policy: session::DunderFlag,
        /// `local` (the sandpy engine) or `isolated` (CPython in a Linux sandbox).
        #[arg(long, value_enum, default_value_t)]
        executor: ExecutorKind,
        #[command(flatten)]
        isolated: IsolatedArgs,
    },
    /// Print the engine's bytecode for a Python file (`-` for stdin), like `python3 -m dis`.
    Dis {
        /// The file to disassemble; `-` reads the program from standard input.
        file: String,
    },
}

/// Runs the command `args` names (`args[0]` is the program name). Invalid arguments print
/// clap's message and exit the process, as a command line does.
pub fn main_from<I, T>(args: I) -> ExitCode
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    match Cli::parse_from(args).command {
        Command::Run { file, code, limits, executor, isolated } => run::command(file, code, limits, Backend::new(executor, isolated)),
        Command::Session { limits, tools, values, dunder_policy, executor, isolated } => {
            session::command(limits, tools, values, dunder_policy, Backend::new(executor, isolated))
        }
        Command::Dis { file } => dis::command(file),
    }
}
