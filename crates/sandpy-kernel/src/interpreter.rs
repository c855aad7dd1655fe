//! Finding the real interpreter binary behind a name like `python3`.
//!
//! Kernels start often, so every millisecond of interpreter start counts, and launchers
//! that build a filesystem view need the binary itself. A `python3` found on `PATH` may be a
//! shell shim (pyenv, asdf) that takes a quarter of a second to exec the real binary and
//! that a sandbox's view would not contain; [`resolve`] asks such a shim once for
//! `sys.executable`.

use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The default interpreter name.
pub const DEFAULT_PYTHON: &str = "python3";

/// The real interpreter binary for `python` (a path, or a name looked up on `PATH`).
pub fn resolve(python: &str) -> io::Result<PathBuf> {
    let path = if python.contains('/') { PathBuf::from(python) } else { find_on_path(python)? };
    let path = path.canonicalize()?;
    if is_script(&path)? {
        return ask_for_executable(&path);
    }
    Ok(path)
}

fn find_on_path(name: &str) -> io::Result<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|p| p.is_file())
        .ok_or_else(|| io::Error::new(io::ErrorKind::NotFound, format!("{} not found on PATH", name)))
}

/// Whether the file starts with `#!` (a script, not an interpreter binary).
fn is_script(path: &Path) -> io::Result<bool> {
    let mut head = [0u8; 2];
    let mut file = std::fs::File::open(path)?;
    let n = file.read(&mut head)?;
    Ok(n == 2 && &head == b"#!")
}

fn ask_for_executable(shim: &Path) -> io::Result<PathBuf> {
    let out = Command::new(shim)
        .args(["-I", "-S", "-c", "import sys; sys.stdout.write(sys.executable)"])
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output()?;
    let text = String::from_utf8_lossy(&out.stdout).trim().to_string();
    if !out.status.success() || text.is_empty() {
        return Err(io::Error::other(format!("{} did not say which interpreter it runs", shim.display())));
    }
    PathBuf::from(text).canonicalize()
}
