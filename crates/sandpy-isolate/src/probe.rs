//! Finding out what an interpreter needs: its real executable, standard library, the
//! site-packages directories it would search, and the shared libraries its binary loads.
//! Runs on the host, once per [`crate::Sandbox`] unless probe_cache.rs has the answers,
//! with the operator's interpreter (trusted: it is the one the operator chose to run code
//! with). One run of the interpreter and one `ldd` over its binary (and libpython); the extension modules' own libraries are found by
//! [`extension_libraries`] only when the view cannot expose whole system library
//! directories (see sandbox.rs).

use std::collections::BTreeSet;
use std::ffi::OsString;
use std::io;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use serde_json::Value;

/// Printed by the interpreter as one JSON object. `-I -S`: no environment, no user site,
/// no site module run, so the probe sees the interpreter as the sandbox will.
pub const PROBE_SCRIPT: &str = r#"
import json, os, site, sys, sysconfig
paths = sysconfig.get_paths()
libdir = sysconfig.get_config_var("LIBDIR") or ""
ldlibrary = sysconfig.get_config_var("LDLIBRARY") or ""
print(json.dumps({
    "executable": os.path.realpath(sys.executable),
    "version": "%d.%d.%d" % sys.version_info[:3],
    "stdlib": [paths.get("stdlib", ""), paths.get("platstdlib", "")],
    "zip": os.path.join(sys.base_prefix, "lib", "python%d%d.zip" % sys.version_info[:2]),
    "site": list(site.getsitepackages()) + [paths.get("purelib", ""), paths.get("platlib", ""), site.getusersitepackages()],
    "dynload": [p for p in sys.path if p.endswith("lib-dynload")],
    "libpython": os.path.join(libdir, ldlibrary) if libdir and ldlibrary.endswith((".so", ".so.1.0")) else "",
}))
"#;

/// What the sandbox must expose for one interpreter.
#[derive(Clone, Debug)]
pub struct InterpreterInfo {
    /// The path the caller named (may be a symlink, e.g. `/usr/bin/python3`).
    pub requested: PathBuf,
    /// `sys.executable` with every symlink resolved.
    pub executable: PathBuf,
    /// `major.minor.micro`.
    pub version: String,
    /// Standard library directories (lib-dynload lies inside them).
    pub stdlib: Vec<PathBuf>,
    /// Every site-packages directory the interpreter knows (hidden unless allowlisted).
    pub known_site_packages: Vec<PathBuf>,
    /// Shared libraries the binary (and libpython, and the other binaries probed with it)
    /// load, as `ldd` names them (absolute, possibly through symlinks), the loader included.
    pub libraries: Vec<PathBuf>,
    /// The shared libpython, when the interpreter uses one.
    pub libpython: Option<PathBuf>,
    /// The lib-dynload directories.
    pub dynload: Vec<PathBuf>,
}

/// The interpreter a default config runs: `$SANDPY_PYTHON`, else `python3` on `PATH`.
pub fn default_interpreter() -> PathBuf {
    match std::env::var_os("SANDPY_PYTHON") {
        Some(path) if !path.is_empty() => PathBuf::from(path),
        _ => PathBuf::from("python3"),
    }
}

/// Asks the interpreter about itself, then lists the shared libraries it needs (and, in the
/// same `ldd` run, those of `other_binaries`: the init that runs in the sandbox too).
pub fn probe(interpreter: &Path, other_binaries: &[PathBuf]) -> io::Result<InterpreterInfo> {
    let answers = ask(interpreter, other_binaries)?;
    interpret(interpreter, &answers)
}

/// What the two host programs said: the interpreter's JSON answer to [`PROBE_SCRIPT`] and
/// the libraries `ldd` resolved. Everything else [`interpret`] derives from them and the
/// filesystem, so these are what probe_cache.rs keeps.
#[derive(Clone, Debug, PartialEq)]
pub struct ProbeAnswers {
    pub interpreter: Value,
    pub libraries: Vec<PathBuf>,
}

/// Runs the interpreter's probe and `ldd`.
pub fn ask(interpreter: &Path, other_binaries: &[PathBuf]) -> io::Result<ProbeAnswers> {
    let output = Command::new(interpreter)
        .args(["-I", "-S", "-c", PROBE_SCRIPT])
        .stdin(Stdio::null())
        .output()
        .map_err(|e| io::Error::new(e.kind(), format!("cannot run interpreter {}: {e}", interpreter.display())))?;
    if !output.status.success() {
        return Err(io::Error::other(format!(
            "interpreter {} failed its probe ({}): {}",
            interpreter.display(),
            output.status,
            String::from_utf8_lossy(&output.stderr).trim()
        )));
    }
    let answer: Value =
        serde_json::from_slice(&output.stdout).map_err(|e| io::Error::other(format!("interpreter probe printed no JSON: {e}")))?;
    let mut elf_files = vec![executable_of(&answer)?];
    elf_files.extend(libpython_of(&answer));
    elf_files.extend(other_binaries.iter().cloned());
    let libraries = shared_libraries(&elf_files)?;
    Ok(ProbeAnswers { interpreter: answer, libraries })
}

/// The interpreter's description from the answers, checked against the filesystem as it is
/// now (directories that do not exist are dropped).
pub fn interpret(interpreter: &Path, answers: &ProbeAnswers) -> io::Result<InterpreterInfo> {
    let value = &answers.interpreter;
    let text = |key: &str| value.get(key).and_then(Value::as_str).unwrap_or_default().to_owned();
    let list = |key: &str| -> Vec<PathBuf> {
        value
            .get(key)
            .and_then(Value::as_array)
            .map(|items| items.iter().filter_map(Value::as_str).filter(|s| !s.is_empty()).map(PathBuf::from).collect())
            .unwrap_or_default()
    };
    let executable = executable_of(value)?;
    let requested = if interpreter.is_absolute() { interpreter.to_path_buf() } else { executable.clone() };
    let mut stdlib = dedup_existing(list("stdlib"));
    let zip = PathBuf::from(text("zip"));
    if zip.is_file() {
        stdlib.push(zip);
    }
    let dynload = dedup_existing(list("dynload"));
    let known_site_packages = dedup_existing(list("site"));
    let libpython = libpython_of(value);
    Ok(InterpreterInfo {
        requested,
        executable,
        version: text("version"),
        stdlib,
        known_site_packages,
        libraries: answers.libraries.clone(),
        libpython,
        dynload,
    })
}

/// The interpreter's real executable in its answer.
fn executable_of(answer: &Value) -> io::Result<PathBuf> {
    let executable = PathBuf::from(answer.get("executable").and_then(Value::as_str).unwrap_or_default());
    if !executable.is_absolute() {
        return Err(io::Error::other("interpreter probe gave no executable path"));
    }
    Ok(executable)
}

/// The shared libpython in its answer, when it exists.
fn libpython_of(answer: &Value) -> Option<PathBuf> {
    answer.get("libpython").and_then(Value::as_str).map(PathBuf::from).filter(|path| path.is_file())
}

/// The libraries the extension modules under `dirs` load (lib-dynload, site-packages):
/// one `ldd` per 200 modules, so only used when needed.
pub fn extension_libraries(dirs: &[PathBuf]) -> io::Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    for dir in dirs {
        collect_shared_objects(dir, &mut files, 0);
    }
    shared_libraries(&files)
}

fn dedup_existing(paths: Vec<PathBuf>) -> Vec<PathBuf> {
    let mut seen = BTreeSet::new();
    paths.into_iter().filter(|p| p.exists() && seen.insert(p.clone())).collect()
}

/// Extension modules and bundled libraries under `dir` (`*.so`, `*.so.N`), a bounded walk.
fn collect_shared_objects(dir: &Path, out: &mut Vec<PathBuf>, depth: usize) {
    const MAX_DEPTH: usize = 12;
    const MAX_FILES: usize = 20_000;
    if depth > MAX_DEPTH || out.len() > MAX_FILES {
        return;
    }
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let Ok(kind) = entry.file_type() else { continue };
        let path = entry.path();
        if kind.is_dir() {
            collect_shared_objects(&path, out, depth + 1);
        } else if kind.is_file() {
            let name = entry.file_name();
            let name = name.to_string_lossy();
            if name.ends_with(".so") || name.contains(".so.") {
                out.push(path);
            }
        }
    }
}

/// Runs `ldd` over the files (in chunks) and returns every library path it resolved,
/// including the dynamic loader. Files ldd cannot read are skipped, not fatal: an
/// extension module that fails to load inside fails with Python's own ImportError.
fn shared_libraries(files: &[PathBuf]) -> io::Result<Vec<PathBuf>> {
    let mut found = BTreeSet::new();
    for chunk in files.chunks(200) {
        let mut args: Vec<OsString> = Vec::with_capacity(chunk.len());
        args.extend(chunk.iter().map(|p| p.as_os_str().to_owned()));
        let output = Command::new("ldd")
            .args(&args)
            .env_clear()
            .env("PATH", "/usr/bin:/bin")
            .env("LC_ALL", "C")
            .stdin(Stdio::null())
            .stderr(Stdio::null())
            .output()
            .map_err(|e| io::Error::new(e.kind(), format!("cannot run ldd to find the interpreter's libraries: {e}")))?;
        parse_ldd(&String::from_utf8_lossy(&output.stdout), &mut found);
    }
    Ok(found.into_iter().collect())
}

/// Library paths in ldd's output: `\tname => /path (0x...)` and `\t/path (0x...)`.
fn parse_ldd(text: &str, found: &mut BTreeSet<PathBuf>) {
    for line in text.lines() {
        if !line.starts_with('\t') {
            continue;
        }
        let line = line.trim();
        let candidate = match line.split_once(" => ") {
            Some((_, rest)) => rest,
            None => line,
        };
        let path = candidate.split(" (0x").next().unwrap_or_default().trim();
        if path.starts_with('/') {
            found.insert(PathBuf::from(path));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ldd_lines_give_library_paths() {
        let text = "/usr/bin/python3.11:\n\tlinux-vdso.so.1 (0x00007f)\n\tlibm.so.6 => /lib/x86_64-linux-gnu/libm.so.6 (0x00007f)\n\t/lib64/ld-linux-x86-64.so.2 (0x00007f)\n\tlibgone.so => not found\n";
        let mut found = BTreeSet::new();
        parse_ldd(text, &mut found);
        let found: Vec<_> = found.into_iter().collect();
        assert_eq!(found, vec![PathBuf::from("/lib/x86_64-linux-gnu/libm.so.6"), PathBuf::from("/lib64/ld-linux-x86-64.so.2")]);
    }
}
