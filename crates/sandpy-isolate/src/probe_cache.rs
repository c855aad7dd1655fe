//! The interpreter probe kept across processes: running the interpreter and `ldd` costs
//! 50–150 ms, most of a `sandpy session --executor isolated` process's start, for answers
//! that only change when the interpreter or the system's libraries do.
//!
//! The cache holds the two programs' answers ([`ProbeAnswers`]), never the view: every
//! check of the filesystem that [`probe::interpret`] and the view builder make runs again
//! on each use, so a directory created or removed since is seen as a fresh probe would see
//! it. An entry is used only when its key, written out in full inside the file, matches:
//! the interpreter's path and its file's identity (device, inode, size, modification and
//! change times, through the symlink and of the link itself), a `pyvenv.cfg` beside it,
//! the init binary's identity, the kernel release, `/etc/ld.so.cache`'s identity, the
//! effective user and the version of this crate and of the probe script. A stale entry
//! (a library it names is gone, the interpreter now resolves elsewhere) is probed again.
//! Interpreters reached through a shim (a script that picks the real binary per directory
//! or environment, like pyenv's) are never cached.
//!
//! The files live in the user's cache directory and are used only when no one but the user
//! could have written them (user_cache.rs), so a tampered entry can only come from
//! someone who could already replace the interpreter itself: the cache adds no one to
//! those the walls trust (docs/security.md, "The probe cache").

use std::hash::{DefaultHasher, Hash, Hasher};
use std::io;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

use serde_json::{json, Value};

use crate::probe::{self, InterpreterInfo, ProbeAnswers, PROBE_SCRIPT};
use crate::user_cache;

/// Bumped when the entry's layout or meaning changes.
const FORMAT: u32 = 1;

/// A cache entry is a few kilobytes; anything larger is not ours.
const MAX_ENTRY_BYTES: u64 = 1 << 20;

/// Probes `interpreter` (see [`probe::probe`]), through the cache when `use_cache`.
pub fn probe(interpreter: &Path, other_binaries: &[PathBuf], use_cache: bool) -> io::Result<InterpreterInfo> {
    let key = if use_cache { key(interpreter, other_binaries) } else { None };
    let Some(key) = key else { return probe::probe(interpreter, other_binaries) };
    let name = format!("probe-{:016x}.json", hash(&key));
    if let Some(info) = user_cache::read(&name, MAX_ENTRY_BYTES).and_then(|bytes| load(&bytes, &key, interpreter)) {
        return Ok(info);
    }
    let answers = probe::ask(interpreter, other_binaries)?;
    let info = probe::interpret(interpreter, &answers)?;
    if resolves_to(interpreter, &info) {
        user_cache::write(&name, &entry(&key, &answers));
    }
    Ok(info)
}

/// Everything the answers depend on, as text; None when the interpreter is not a file
/// named by an absolute path (a bare `python3` depends on `PATH`).
fn key(interpreter: &Path, other_binaries: &[PathBuf]) -> Option<String> {
    if !interpreter.is_absolute() {
        return None;
    }
    let mut key = format!(
        "format {FORMAT}\nsandpy-isolate {}\nscript {:016x}\neuid {}\n",
        env!("CARGO_PKG_VERSION"),
        hash(PROBE_SCRIPT),
        nix::unistd::geteuid()
    );
    let link = std::fs::symlink_metadata(interpreter).ok()?;
    key += &format!("interpreter {:?} link {} file {}\n", interpreter, identity(&link), identity(&std::fs::metadata(interpreter).ok()?));
    // A virtual environment's interpreter answers from its pyvenv.cfg (beside it or one up).
    for dir in interpreter.ancestors().skip(1).take(2) {
        key += &format!("venv {:?} {}\n", dir, optional_identity(&dir.join("pyvenv.cfg")));
    }
    for binary in other_binaries {
        key += &format!("binary {:?} {}\n", binary, identity(&std::fs::metadata(binary).ok()?));
    }
    let release = std::fs::read_to_string("/proc/sys/kernel/osrelease").unwrap_or_default();
    key += &format!("kernel {}\nld.so.cache {}\n", release.trim(), optional_identity(Path::new("/etc/ld.so.cache")));
    Some(key)
}

/// A file's identity: device, inode, size, modification and change times.
fn identity(meta: &std::fs::Metadata) -> String {
    format!(
        "{}:{}:{}:{}.{:09}:{}.{:09}",
        meta.dev(),
        meta.ino(),
        meta.size(),
        meta.mtime(),
        meta.mtime_nsec(),
        meta.ctime(),
        meta.ctime_nsec()
    )
}

fn optional_identity(path: &Path) -> String {
    std::fs::metadata(path).map(|meta| identity(&meta)).unwrap_or_else(|_| "-".to_owned())
}

fn hash(text: &str) -> u64 {
    let mut hasher = DefaultHasher::new();
    text.hash(&mut hasher);
    hasher.finish()
}

fn entry(key: &str, answers: &ProbeAnswers) -> Vec<u8> {
    let libraries: Vec<String> = answers.libraries.iter().map(|path| path.to_string_lossy().into_owned()).collect();
    json!({ "key": key, "interpreter": answers.interpreter, "libraries": libraries }).to_string().into_bytes()
}

/// The interpreter described by a cache entry, when the entry is for this key and still
/// holds.
fn load(bytes: &[u8], key: &str, interpreter: &Path) -> Option<InterpreterInfo> {
    let value: Value = serde_json::from_slice(bytes).ok()?;
    if value.get("key").and_then(Value::as_str) != Some(key) {
        return None;
    }
    let libraries: Vec<PathBuf> =
        value.get("libraries")?.as_array()?.iter().map(|item| item.as_str().map(PathBuf::from)).collect::<Option<_>>()?;
    // ldd names shared objects by absolute path; each must still be there.
    let plausible = |path: &PathBuf| {
        path.is_absolute() && path.file_name().is_some_and(|name| name.to_string_lossy().contains(".so")) && path.is_file()
    };
    if !libraries.iter().all(plausible) {
        return None;
    }
    let answers = ProbeAnswers { interpreter: value.get("interpreter")?.clone(), libraries };
    let info = probe::interpret(interpreter, &answers).ok()?;
    resolves_to(interpreter, &info).then_some(info)
}

/// Whether `interpreter` is the executable the probe describes (not a shim that chose it).
fn resolves_to(interpreter: &Path, info: &InterpreterInfo) -> bool {
    std::fs::canonicalize(interpreter).is_ok_and(|real| real == info.executable)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answers(executable: &Path, libraries: Vec<PathBuf>) -> ProbeAnswers {
        ProbeAnswers {
            interpreter: json!({ "executable": executable, "version": "3.11.2", "stdlib": [], "site": [], "dynload": [] }),
            libraries,
        }
    }

    #[test]
    fn an_entry_is_used_only_for_its_own_key_and_while_it_holds() {
        let exe = std::fs::canonicalize(std::env::current_exe().expect("test binary")).expect("real path");
        let key = key(&exe, &[]).expect("a key for an absolute path");
        assert_eq!(key, super::key(&exe, &[]).expect("again"), "the key is stable");
        assert!(super::key(Path::new("python3"), &[]).is_none(), "a bare name depends on PATH");
        let good = entry(&key, &answers(&exe, vec![exe.clone()]));
        // The dynamic loader stands in for the libraries (a file named like one).
        let loader = ["/lib64/ld-linux-x86-64.so.2", "/lib/ld-linux-aarch64.so.1"].into_iter().map(PathBuf::from).find(|p| p.is_file());
        if let Some(loader) = loader {
            let entry = entry(&key, &answers(&exe, vec![loader]));
            let info = load(&entry, &key, &exe).expect("a matching entry is used");
            assert_eq!(info.executable, exe);
            assert!(load(&entry, &format!("{key}x"), &exe).is_none(), "another key");
        }
        assert!(load(&good, &key, &exe).is_none(), "a 'library' not named like a shared object");
        let gone = entry(&key, &answers(&exe, vec![PathBuf::from("/nonexistent/libgone.so.1")]));
        assert!(load(&gone, &key, &exe).is_none(), "a library that is gone");
        let elsewhere = entry(&key, &answers(Path::new("/usr/bin/env"), vec![]));
        assert!(load(&elsewhere, &key, &exe).is_none(), "the interpreter resolves elsewhere");
        assert!(load(b"not json", &key, &exe).is_none());
    }
}
