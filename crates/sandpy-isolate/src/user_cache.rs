//! Files sandpy keeps between processes in the user's cache directory
//! (`$XDG_CACHE_HOME/sandpy`, else `~/.cache/sandpy`): what only this user can have
//! written, written whole or not at all.
//!
//! What is cached decides what a sandbox exposes (the interpreter probe, probe_cache.rs) or
//! runs (the compiled kernel, sandpy-kernel's code_cache.rs), so a file is used only when
//! no one but the current user could have put it there: the directory and the file must
//! belong to the effective user and be writable by no group or other user, the file is
//! opened without following a symlink, and anything else is ignored (read as missing,
//! never written into). Anyone who can write files as this user can already replace the
//! interpreter or sandpy itself, so this adds no one to those the walls must trust. New
//! directories are made mode 0700 and new files 0600, and only the newest few entries of
//! each kind are kept. Every failure is silent: a cache that cannot be used just means the
//! work is done again.

use std::fs::{DirBuilder, File, Metadata, OpenOptions};
use std::io::{Read, Write};
use std::os::unix::fs::{DirBuilderExt, MetadataExt, OpenOptionsExt};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// The cache directory, whether or not it exists yet (None without `XDG_CACHE_HOME` and
/// `HOME`).
pub fn directory() -> Option<PathBuf> {
    let base = std::env::var_os("XDG_CACHE_HOME")
        .filter(|dir| PathBuf::from(dir).is_absolute())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").filter(|home| !home.is_empty()).map(|home| PathBuf::from(home).join(".cache")))?;
    Some(base.join("sandpy"))
}

/// The contents of `name` when it is an owner-only regular file in an owner-only cache
/// directory and no larger than `max_bytes`; None otherwise.
pub fn read(name: &str, max_bytes: u64) -> Option<Vec<u8>> {
    read_in(directory()?, name, max_bytes)
}

/// Stores `bytes` as `name` (mode 0600): written to a temporary file in the directory and
/// renamed into place, so a reader sees the old file or the new one, never a part.
pub fn write(name: &str, bytes: &[u8]) {
    if let Some(dir) = directory() {
        write_in(dir, name, bytes);
    }
}

fn read_in(dir: PathBuf, name: &str, max_bytes: u64) -> Option<Vec<u8>> {
    let dir = usable(dir)?;
    let file = OpenOptions::new().read(true).custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK).open(dir.join(name)).ok()?;
    let meta = file.metadata().ok()?;
    if !meta.is_file() || !owner_only(&meta) || meta.len() > max_bytes {
        return None;
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    file.take(max_bytes).read_to_end(&mut bytes).ok()?;
    Some(bytes)
}

fn write_in(dir: PathBuf, name: &str, bytes: &[u8]) {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    if DirBuilder::new().recursive(true).mode(0o700).create(&dir).is_err() {
        return;
    }
    let Some(dir) = usable(dir) else { return };
    let temporary = dir.join(format!(".{name}.{}.{}.tmp", std::process::id(), NEXT.fetch_add(1, Ordering::Relaxed)));
    let written = (|| -> std::io::Result<()> {
        let mut file: File = OpenOptions::new().write(true).create_new(true).mode(0o600).open(&temporary)?;
        file.write_all(bytes)?;
        std::fs::rename(&temporary, dir.join(name))
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&temporary);
        return;
    }
    prune(&dir, name);
}

/// Entries of one kind (the same name up to its first `-`) kept: each new interpreter,
/// init build or kernel version makes a new one, and the old ones are never read again.
const KEPT_PER_KIND: usize = 8;

/// Removes all but the newest [`KEPT_PER_KIND`] entries of `name`'s kind.
fn prune(dir: &Path, name: &str) {
    let Some((kind, _)) = name.split_once('-') else { return };
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut same_kind: Vec<(std::time::SystemTime, PathBuf)> = entries
        .flatten()
        .filter(|entry| entry.file_name().to_str().is_some_and(|n| n.split_once('-').is_some_and(|(k, _)| k == kind)))
        .filter_map(|entry| Some((entry.metadata().ok()?.modified().ok()?, entry.path())))
        .collect();
    same_kind.sort_by_key(|entry| std::cmp::Reverse(entry.0));
    for (_, path) in same_kind.into_iter().skip(KEPT_PER_KIND) {
        let _ = std::fs::remove_file(path);
    }
}

/// `dir` when it exists, is a real directory (not a symlink) and is owner-only.
fn usable(dir: PathBuf) -> Option<PathBuf> {
    let meta = std::fs::symlink_metadata(&dir).ok()?;
    (meta.is_dir() && owner_only(&meta)).then_some(dir)
}

/// Owned by the effective user and writable by no one else.
fn owner_only(meta: &Metadata) -> bool {
    meta.uid() == nix::unistd::geteuid().as_raw() && meta.mode() & 0o022 == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    #[test]
    fn only_owner_only_files_are_read() {
        let base = std::env::current_exe().ok().and_then(|exe| exe.parent().map(|d| d.join(format!("user-cache-{}", std::process::id()))));
        let base = base.expect("test binary directory");
        let _ = std::fs::remove_dir_all(&base);
        let dir = base.join("sandpy");
        let read = |name: &str, max: u64| read_in(dir.clone(), name, max);
        let write = |name: &str, bytes: &[u8]| write_in(dir.clone(), name, bytes);
        assert_eq!(read("a", 100), None, "nothing yet");
        write("a", b"first");
        assert_eq!(std::fs::metadata(&dir).expect("dir").permissions().mode() & 0o777, 0o700);
        assert_eq!(std::fs::metadata(dir.join("a")).expect("file").permissions().mode() & 0o777, 0o600);
        assert_eq!(read("a", 100).as_deref(), Some(&b"first"[..]));
        assert_eq!(read("a", 3), None, "over the size bound");
        write("a", b"second");
        assert_eq!(read("a", 100).as_deref(), Some(&b"second"[..]));
        // Only the newest entries of a kind stay.
        for n in 0..KEPT_PER_KIND + 3 {
            write(&format!("probe-{n}"), b"p");
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        let probes =
            std::fs::read_dir(&dir).expect("list").flatten().filter(|e| e.file_name().to_string_lossy().starts_with("probe-")).count();
        assert_eq!(probes, KEPT_PER_KIND);
        assert!(read(&format!("probe-{}", KEPT_PER_KIND + 2), 100).is_some(), "the newest is kept");
        assert!(read("a", 100).is_some(), "another kind is untouched");
        // A file others could have written is not used.
        std::fs::set_permissions(dir.join("a"), std::fs::Permissions::from_mode(0o666)).expect("chmod");
        assert_eq!(read("a", 100), None, "group/other-writable file");
        std::fs::set_permissions(dir.join("a"), std::fs::Permissions::from_mode(0o600)).expect("chmod");
        // A symlink is not followed, even to an acceptable file.
        std::os::unix::fs::symlink(dir.join("a"), dir.join("link")).expect("symlink");
        assert_eq!(read("link", 100), None, "symlink");
        // Nor is anything in a directory others could write to.
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o777)).expect("chmod");
        assert_eq!(read("a", 100), None, "world-writable directory");
        write("b", b"x");
        assert!(!dir.join("b").exists(), "nothing is written into it either");
        let _ = std::fs::remove_dir_all(&base);
    }
}
