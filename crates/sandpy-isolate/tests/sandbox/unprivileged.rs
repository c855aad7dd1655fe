//! The whole suite again as an unprivileged user. Run as root (CI), this test starts this
//! very test binary as the `sandpy-test` user (created by scripts/setup.sh) with Debian's
//! `/usr/bin/python3`, which that user can read (pyenv's interpreter lives under the
//! mode-700 /root). Run as any other user, the suite is already unprivileged and this test
//! has nothing to add.

use std::process::Command;

const USER: &str = "sandpy-test";
const PYTHON: &str = "/usr/bin/python3";

#[test]
fn the_suite_passes_as_an_unprivileged_user() {
    if !nix::unistd::geteuid().is_root() {
        return;
    }
    let user = nix::unistd::User::from_name(USER).expect("look up the test user");
    assert!(user.is_some(), "the {USER} user is missing: run scripts/setup.sh");
    let test_binary = std::env::current_exe().expect("test binary");
    let output = Command::new("runuser")
        .args(["-u", USER, "--", "env", "-i"])
        .arg("PATH=/usr/bin:/bin")
        .arg(format!("SANDPY_TEST_PYTHON={PYTHON}"))
        .arg(&test_binary)
        .args(["--skip", "unprivileged::", "--test-threads", "2"])
        .current_dir("/")
        .output()
        .expect("run the suite as the unprivileged user");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    println!("{stdout}");
    assert!(output.status.success(), "the suite failed as {USER}:\n{stdout}\n{stderr}");
    assert!(stdout.contains("test result: ok"), "{stdout}");
}
