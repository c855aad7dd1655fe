//! The default limits are defined once (`sandpy_executor::builder`): `sandpy session` with no
//! limit flags behaves as the Rust executor built with no settings, and `sandpy run` has
//! the same recursion limit. Checked through the public surfaces: the CLI's
//! `session::config` and the built binary against `ExecutorConfig::default()` and a
//! `LocalSession` made from it.

mod common;

use std::process::Command;

use common::SessionProcess;
use sandpy_cli::args::LimitArgs;
use sandpy_executor::builder::{
    DEFAULT_MAX_MEMORY, DEFAULT_MAX_OPERATIONS, DEFAULT_MAX_PRINT_OUTPUTS_LENGTH, DEFAULT_MAX_RECURSION_DEPTH, DEFAULT_TIMEOUT,
};
use sandpy_executor::{ExecutorConfig, LocalSession};

#[test]
fn the_session_commands_configuration_without_flags_is_the_executors_default() {
    let cli = sandpy_cli::session::config(&LimitArgs::default(), Vec::new());
    let executor = ExecutorConfig::default();
    assert_eq!(cli.max_operations, executor.max_operations);
    assert_eq!(cli.timeout, executor.timeout);
    assert_eq!(cli.max_memory, executor.max_memory);
    assert_eq!(cli.max_recursion_depth, executor.max_recursion_depth);
    assert_eq!(cli.max_print_outputs_length, executor.max_print_outputs_length);
    assert_eq!(cli.additional_authorized_imports, executor.additional_authorized_imports);
    assert_eq!(cli.dunder_policy, executor.dunder_policy);
    // And the executor's default is the documented smolagents default, not a second copy.
    assert_eq!(executor.max_operations, Some(DEFAULT_MAX_OPERATIONS));
    assert_eq!(executor.timeout, Some(DEFAULT_TIMEOUT));
    assert_eq!(executor.max_memory, Some(DEFAULT_MAX_MEMORY));
    assert_eq!(executor.max_recursion_depth, DEFAULT_MAX_RECURSION_DEPTH);
    assert_eq!(executor.max_print_outputs_length, DEFAULT_MAX_PRINT_OUTPUTS_LENGTH);
}

/// Code whose results show the default limits: the recursion limit, whether an object as
/// large as the memory limit may be made, and the truncation of logs past the default.
fn probe() -> String {
    format!(
        "import sys\nr = sys.getrecursionlimit()\ntry:\n    bytearray({mem})\n    m = 'allowed'\nexcept MemoryError:\n    m = 'refused'\nprint('x' * {long})\n(r, m)",
        mem = DEFAULT_MAX_MEMORY,
        long = DEFAULT_MAX_PRINT_OUTPUTS_LENGTH + 1000,
    )
}

#[test]
fn sandpy_session_without_flags_runs_under_the_executors_default_limits() {
    let config = ExecutorConfig { additional_authorized_imports: vec!["sys".into()], ..ExecutorConfig::default() };
    let expected = LocalSession::new(config).run(&probe()).expect("the probe runs in the executor");
    assert_eq!(expected.output_repr, format!("({}, 'refused')", DEFAULT_MAX_RECURSION_DEPTH));
    assert!(expected.logs.contains("truncated"), "the probe's logs must be past the default length");

    let mut command = Command::new(env!("CARGO_BIN_EXE_sandpy"));
    command.args(["session", "--authorized-imports", "sys"]);
    let mut session = SessionProcess::spawn(command);
    let response = session.run(&probe());
    assert_eq!(response["output_repr"], expected.output_repr.as_str(), "{response}");
    assert_eq!(response["logs"], expected.logs.as_str());
}

#[test]
fn sandpy_run_has_the_executors_default_recursion_limit() {
    let out = Command::new(env!("CARGO_BIN_EXE_sandpy"))
        .args(["run", "--authorized-imports", "sys", "-c", "import sys\nprint(sys.getrecursionlimit())"])
        .output()
        .expect("run sandpy");
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stdout), format!("{}\n", DEFAULT_MAX_RECURSION_DEPTH));
}
