//! The whole suite again as an unprivileged user. Run as root (CI), this test starts this
//! very test binary as the `sandpy-test` user (created by scripts/setup.sh) with Debian's
//! `/usr/bin/python3`, which that user can read (pyenv's interpreter lives under the
//! mode-700 /root). Run as any other user, the suite is already unprivileged and this test
//! has nothing to add.
//!
//! The test binary and the init are copied to a fresh world-readable directory first: the
//! checkout may live where that user cannot reach it (CI clones anywhere, /root is 700).

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::common::init_program;

const USER: &str = "sandpy-test";
const PYTHON: &str = "/usr/bin/python3";

#[test]
fn the_suite_passes_as_an_unprivileged_user() {
    if !nix::unistd::geteuid().is_root() {
        return;
    }
    let user = nix::unistd::User::from_name(USER).expect("look up the test user");
    assert!(user.is_some(), "the {USER} user is missing: run scripts/setup.sh");
    let dir = std::env::temp_dir().join(format!("sandpy-isolate-unprivileged-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir(&dir).expect("create a directory for the copies");
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    let copy = |from: &Path, name: &str| -> PathBuf {
        let to = dir.join(name);
        std::fs::copy(from, &to).expect("copy a binary");
        std::fs::set_permissions(&to, std::fs::Permissions::from_mode(0o755)).expect("chmod");
        to
    };
    let test_binary = copy(&std::env::current_exe().expect("test binary"), "sandbox-tests");
    let init = copy(&init_program(), "sandpy-isolate-init");
    let output = Command::new("runuser")
        .args(["-u", USER, "--", "env", "-i"])
        .arg("PATH=/usr/bin:/bin")
        .arg(format!("SANDPY_TEST_PYTHON={PYTHON}"))
        .arg(format!("SANDPY_ISOLATE_INIT={}", init.display()))
        .arg(&test_binary)
        .args(["--skip", "unprivileged::", "--test-threads", "2"])
        .current_dir("/")
        .output()
        .expect("run the suite as the unprivileged user");
    let _ = std::fs::remove_dir_all(&dir);
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    println!("{stdout}");
    assert!(output.status.success(), "the suite failed as {USER}:\n{stdout}\n{stderr}");
    assert!(stdout.contains("test result: ok"), "{stdout}");
}
