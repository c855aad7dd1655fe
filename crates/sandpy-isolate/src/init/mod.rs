//! The sandbox's init, the code that runs inside `sandpy-isolate-init` (or any host binary
//! that calls [`run`] for a hidden subcommand). Two stages, each a fresh exec of the same
//! binary, so that no code runs between `fork` and `exec` (which needs `unsafe` in Rust):
//!
//! 1. `outer` (`outer.rs`): spawned by the host; creates the namespaces, builds the view,
//!    starts stage 2 and then monitors it from outside.
//! 2. `pid1` (`pid1.rs`): PID 1 of the new PID namespace; finishes the view, drops to the
//!    inner user, installs landlock and seccomp, starts the program and reaps.
//!
//! A stage that fails before the program starts writes `\0sandpy-fail:<message>` on stdout
//! and exits with [`crate::plan::SETUP_FAILED_EXIT`]; the host turns that into an error.

mod landlock_rules;
mod mounts;
mod outer;
mod pid1;
pub(crate) mod seccomp;

use std::ffi::{CString, OsString};
use std::io::Write;
use std::os::fd::RawFd;
use std::path::Path;

use nix::spawn::{posix_spawn, PosixSpawnAttr, PosixSpawnFileActions, PosixSpawnFlags};
use nix::sys::signal::{SigSet, Signal};
use nix::unistd::Pid;

use crate::plan::{Plan, FAIL_PREFIX, SETUP_FAILED_EXIT};

/// The signals both stages handle synchronously (blocked, then `sigwait`ed): the program's
/// end, interrupt forwarding, and the host's request to stop.
fn signals_to_wait_for() -> SigSet {
    let mut set = SigSet::empty();
    for signal in [Signal::SIGCHLD, Signal::SIGINT, Signal::SIGTERM, Signal::SIGHUP] {
        set.add(signal);
    }
    set
}

/// Starts `path` with `argv` and `env` (a fresh environment) from a process that keeps
/// [`signals_to_wait_for`] blocked: the child starts with an empty signal mask and default
/// dispositions (std's `Command` keeps the parent's mask, and Rust ignores SIGPIPE), which
/// the program needs for SIGINT to become KeyboardInterrupt. `pass_fd` is `dup2`ed to a
/// fixed number in the child. The child inherits stdin, stdout and stderr.
fn spawn_clean(path: &Path, argv: &[String], env: &[(String, String)], pass_fd: Option<(RawFd, RawFd)>) -> Result<Pid, String> {
    let cstring = |text: &str| CString::new(text).map_err(|_| format!("a NUL byte in {text:?}"));
    let argv = argv.iter().map(|arg| cstring(arg)).collect::<Result<Vec<_>, _>>()?;
    let env = env.iter().map(|(key, value)| cstring(&format!("{key}={value}"))).collect::<Result<Vec<_>, _>>()?;
    let mut attr = PosixSpawnAttr::init().map_err(|e| format!("posix_spawnattr_init: {e}"))?;
    attr.set_sigmask(&SigSet::empty()).map_err(|e| format!("posix_spawnattr_setsigmask: {e}"))?;
    let mut defaults = signals_to_wait_for();
    for signal in [Signal::SIGPIPE, Signal::SIGXCPU, Signal::SIGXFSZ] {
        defaults.add(signal);
    }
    attr.set_sigdefault(&defaults).map_err(|e| format!("posix_spawnattr_setsigdefault: {e}"))?;
    attr.set_flags(PosixSpawnFlags::POSIX_SPAWN_SETSIGMASK | PosixSpawnFlags::POSIX_SPAWN_SETSIGDEF)
        .map_err(|e| format!("posix_spawnattr_setflags: {e}"))?;
    let mut actions = PosixSpawnFileActions::init().map_err(|e| format!("posix_spawn_file_actions_init: {e}"))?;
    if let Some((fd, number)) = pass_fd {
        actions.add_dup2(fd, number).map_err(|e| format!("posix_spawn_file_actions_adddup2: {e}"))?;
    }
    posix_spawn(path, &actions, &attr, &argv, &env).map_err(|e| format!("cannot start {}: {e}", path.display()))
}

/// Closes every descriptor above stderr that this process inherited: a host descriptor (a
/// directory, a socket) that reached the sandbox would be a way out of its view, and a
/// careless host can leave one inheritable.
fn close_inherited_descriptors() -> Result<(), String> {
    let numbers: Vec<i32> = std::fs::read_dir("/proc/self/fd")
        .map_err(|e| format!("cannot list my descriptors: {e}"))?
        .flatten()
        .filter_map(|entry| entry.file_name().to_str().and_then(|name| name.parse().ok()))
        .filter(|number| *number > 2)
        .collect();
    for number in numbers {
        // EBADF for the listing's own descriptor, already closed: nothing to do.
        let _ = nix::unistd::close(number);
    }
    Ok(())
}

fn fail(stage: &str, message: &str) -> ! {
    let mut line = FAIL_PREFIX.to_vec();
    line.extend_from_slice(format!("{stage}: {message}").as_bytes());
    let _ = std::io::stdout().lock().write_all(&line);
    let _ = std::io::stdout().lock().flush();
    std::process::exit(SETUP_FAILED_EXIT)
}

/// Entry point of the standalone `sandpy-isolate-init` binary.
pub fn main() -> ! {
    run(std::env::args_os().skip(1).collect())
}

/// Runs a stage from its arguments (everything after any leading arguments):
/// `outer PLAN -- ARGS...` or `pid1 STATUS_FD PLAN -- ARGS...`.
pub fn run(args: Vec<OsString>) -> ! {
    let args: Vec<String> = match args.into_iter().map(OsString::into_string).collect() {
        Ok(args) => args,
        Err(_) => fail("init", "arguments are not UTF-8"),
    };
    let (stage, rest) = match args.split_first() {
        Some((stage, rest)) => (stage.as_str(), rest),
        None => fail("init", "no stage given (this program is started by sandpy, not by hand)"),
    };
    let separator = rest.iter().position(|a| a == "--").unwrap_or(rest.len());
    let (head, program_args) = rest.split_at(separator);
    let program_args = program_args.get(1..).unwrap_or_default();
    let outcome = match (stage, head) {
        ("outer", [plan_json]) => Plan::from_json(plan_json).and_then(|plan| outer::run(&plan, plan_json, program_args)),
        ("pid1", [status_fd, plan_json]) => match status_fd.parse::<i32>() {
            Ok(status_fd) => Plan::from_json(plan_json).and_then(|plan| pid1::run(&plan, status_fd, program_args)),
            Err(_) => Err("bad status descriptor".to_owned()),
        },
        _ => Err(format!("bad arguments for stage {stage:?}")),
    };
    match outcome {
        Ok(never) => match never {},
        Err(message) => fail(stage, &message),
    }
}
