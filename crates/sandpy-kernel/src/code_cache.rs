//! The kernel compiled ahead: CPython takes longer to compile kernel.py than to start, so a
//! launch hands the kernel its code object already compiled (marshal), and the kernel only
//! compiles its source when that is missing or made for another interpreter.
//!
//! The compiled code is made by the host, never taken from a kernel (a kernel is untrusted:
//! code it handed back would run in every later session): the interpreter runs once,
//! outside any sandbox, on nothing but our own source, and the result is kept in memory and
//! in the user's cache directory (`$XDG_CACHE_HOME/sandpy` or `~/.cache/sandpy`), keyed by
//! the source and the interpreter binary (path, size, modification time). It starts with
//! the interpreter's bytecode magic number, which the kernel's bootstrap checks.

use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex, OnceLock};

use crate::start::KERNEL_SOURCE;

/// Compiles the source read on stdin; writes the magic number and the marshalled code.
const COMPILE: &str = "import sys, marshal\nfrom _frozen_importlib_external import MAGIC_NUMBER\nsource = sys.stdin.buffer.read().decode('utf-8')\nsys.stdout.buffer.write(MAGIC_NUMBER + marshal.dumps(compile(source, '<sandpy-kernel>', 'exec')))\n";

type Cache = Mutex<HashMap<PathBuf, Option<Arc<Vec<u8>>>>>;

/// The compiled kernel for `interpreter`, if it can be had (None: the kernel compiles its
/// source itself).
pub fn compiled_kernel(interpreter: &Path) -> Option<Arc<Vec<u8>>> {
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let cache = CACHE.get_or_init(Cache::default);
    if let Some(found) = cache.lock().ok()?.get(interpreter) {
        return found.clone();
    }
    let made = load_or_make(interpreter).map(Arc::new);
    if let Ok(mut c) = cache.lock() {
        c.insert(interpreter.to_path_buf(), made.clone());
    }
    made
}

fn load_or_make(interpreter: &Path) -> Option<Vec<u8>> {
    let file = cache_file(interpreter);
    if let Some(path) = &file {
        if let Ok(bytes) = std::fs::read(path) {
            if bytes.len() > 4 {
                return Some(bytes);
            }
        }
    }
    let bytes = compile_with(interpreter)?;
    if let Some(path) = file {
        store(&path, &bytes);
    }
    Some(bytes)
}

fn compile_with(interpreter: &Path) -> Option<Vec<u8>> {
    let mut child = Command::new(interpreter)
        .args(["-I", "-S", "-B", "-c", COMPILE])
        .env_clear()
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let mut stdin = child.stdin.take()?;
    let writer = std::thread::spawn(move || stdin.write_all(KERNEL_SOURCE.as_bytes()));
    let out = child.wait_with_output().ok()?;
    let _ = writer.join();
    (out.status.success() && out.stdout.len() > 4).then_some(out.stdout)
}

fn cache_file(interpreter: &Path) -> Option<PathBuf> {
    let meta = std::fs::metadata(interpreter).ok()?;
    let mut h = DefaultHasher::new();
    KERNEL_SOURCE.hash(&mut h);
    interpreter.hash(&mut h);
    meta.len().hash(&mut h);
    meta.modified().ok().hash(&mut h);
    let base = std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cache")))?;
    Some(base.join("sandpy").join(format!("kernel-{:016x}.bin", h.finish())))
}

/// Writes the file whole or not at all (a temporary file renamed into place).
fn store(path: &Path, bytes: &[u8]) {
    let Some(dir) = path.parent() else { return };
    if std::fs::create_dir_all(dir).is_err() {
        return;
    }
    let tmp = dir.join(format!(".kernel-{}.tmp", std::process::id()));
    if std::fs::write(&tmp, bytes).is_ok() && std::fs::rename(&tmp, path).is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
}
