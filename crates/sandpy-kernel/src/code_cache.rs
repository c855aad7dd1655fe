//! The kernel compiled ahead: CPython takes longer to compile the kernel than to start, so a
//! launch hands the kernel its modules already compiled (marshal), and the kernel only
//! compiles its source when that is missing or made for another interpreter.
//!
//! The compiled code is made by the host, never taken from a kernel (a kernel is untrusted:
//! code it handed back would run in every later session): the interpreter runs once,
//! outside any sandbox, on nothing but our own source, and the result is kept in memory and
//! in the user's cache directory (`$XDG_CACHE_HOME/sandpy` or `~/.cache/sandpy`, owner-only
//! files: sandpy_isolate::user_cache), keyed by the source and the interpreter binary
//! (path, size, modification time). It starts with the interpreter's bytecode magic number,
//! which the kernel's bootstrap checks.

use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::io::Write;
use std::path::{Path, PathBuf};

use sandpy_isolate::user_cache;
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex, OnceLock};

use crate::start::KERNEL_SOURCE;

/// Compiles the modules of the source read on stdin (split as the bootstrap splits it:
/// crate::launcher); writes the magic number and the marshalled list of (name, code).
const COMPILE: &str = concat!(
    "import sys, marshal\nfrom _frozen_importlib_external import MAGIC_NUMBER\nsource = sys.stdin.buffer.read().decode('utf-8')\nmodules = []\nfor part in ('\\n' + source).split('\\n",
    crate::start::kernel_module_marker!(),
    "')[1:]:\n    name, _, text = part.partition('\\n')\n    modules.append((name, compile(text, '<sandpy-kernel>', 'exec')))\nsys.stdout.buffer.write(MAGIC_NUMBER + marshal.dumps(modules))\n"
);

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

/// The compiled kernel is about 80 KiB; a file far larger is not ours.
const MAX_COMPILED_BYTES: u64 = 16 << 20;

fn load_or_make(interpreter: &Path) -> Option<Vec<u8>> {
    let name = cache_name(interpreter);
    if let Some(name) = &name {
        if let Some(bytes) = user_cache::read(name, MAX_COMPILED_BYTES) {
            if bytes.len() > 4 {
                return Some(bytes);
            }
        }
    }
    let bytes = compile_with(interpreter)?;
    if let Some(name) = name {
        user_cache::write(&name, &bytes);
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

/// The cache file's name: the source and the interpreter binary (path, size, modification
/// time) hashed.
fn cache_name(interpreter: &Path) -> Option<String> {
    let meta = std::fs::metadata(interpreter).ok()?;
    let mut h = DefaultHasher::new();
    KERNEL_SOURCE.hash(&mut h);
    interpreter.hash(&mut h);
    meta.len().hash(&mut h);
    meta.modified().ok().hash(&mut h);
    Some(format!("kernel-{:016x}.bin", h.finish()))
}
