//! The sandbox's tests: real escape attempts and resource bombs run inside real sandboxes
//! on this machine. Root runs them with cgroups (CI); `unprivileged::the_suite_passes_as_an_unprivileged_user`
//! runs this whole binary again as the unprivileged `sandpy-test` user (rlimits only).
//!
//! The interpreter is `$SANDPY_TEST_PYTHON` when set, else the default (`python3` on PATH).

mod common;
mod containment;
mod escape;
mod lifecycle;
mod packages;
mod unprivileged;
