//! Building the view inside the new mount namespace. The outer stage mounts a small tmpfs
//! as the new root, recreates the plan's symlinks and generated files, binds each exposed
//! path read-only (nosuid, nodev except the device nodes, the source's noexec and atime
//! flags kept because a user namespace may not drop them), masks the hidden site-packages,
//! mounts the private /tmp and pivots into the new root with the old one kept at
//! `/.oldroot`. PID 1 then mounts a fresh /proc for its PID namespace (which the kernel only
//! allows while a full /proc is still visible, hence before the old root goes), detaches
//! the old root and makes the root tmpfs read-only.
//!
//! Who builds it: an unprivileged caller builds it inside its new user namespace, with its
//! own access to the sources. A root caller builds it as real root in a mount namespace of
//! its own *before* it drops to the sandbox's unprivileged uid and creates the user
//! namespace (which copies the view in, its mounts locked and their read-only flags
//! unremovable): so root can expose an interpreter under a mode-700 home (pyenv under
//! /root) that the sandbox's uid could not even reach, while the sandbox sees only the
//! bound tree, whose own permissions allow reading. (Descriptors opened before the new
//! mount namespace cannot be bound from inside it: the kernel refuses a bind whose source
//! belongs to another mount namespace.) Every source is opened (O_PATH) in the building
//! mount namespace before the staging tmpfs covers anything, and bound through
//! `/proc/self/fd/N`, so a source under the staging point (the host's /tmp) stays reachable.

use std::fs;
use std::os::fd::{AsRawFd, OwnedFd};
use std::os::unix::fs::symlink;
use std::path::{Path, PathBuf};

use nix::fcntl::{open, OFlag};
use nix::mount::{mount, umount2, MntFlags, MsFlags};
use nix::sys::stat::Mode;
use nix::sys::statvfs::{fstatvfs, FsFlags};
use nix::unistd::{chdir, pivot_root};

use crate::plan::{Plan, SANDPY_DIR_IN_VIEW};

/// Where the new root is assembled (any existing directory works: the mount is private to
/// the new mount namespace and every source was opened before it covered anything).
const STAGING: &str = "/tmp";
const OLD_ROOT: &str = "/.oldroot";
/// A second, writable /proc used only to write the inner user namespace's id maps, then
/// detached (see pid1.rs).
pub const PROC_FOR_MAPS: &str = "/.sandpy/proc";

fn error(what: &str, path: &Path, errno: nix::errno::Errno) -> String {
    format!("{what} {}: {errno}", path.display())
}

fn io_error(what: &str, path: &Path, error: std::io::Error) -> String {
    format!("{what} {}: {error}", path.display())
}

fn in_root(root: &Path, path: &Path) -> PathBuf {
    root.join(path.strip_prefix("/").unwrap_or(path))
}

fn make_dir(path: &Path) -> Result<(), String> {
    fs::create_dir_all(path).map_err(|e| io_error("cannot create", path, e))
}

fn make_parent(path: &Path) -> Result<(), String> {
    match path.parent() {
        Some(parent) => make_dir(parent),
        None => Ok(()),
    }
}

/// Mount flags of the source that a user namespace must keep on a bind (locked flags).
fn kept_flags(source: &OwnedFd, path: &Path) -> Result<MsFlags, String> {
    let stat = fstatvfs(source).map_err(|e| error("cannot statvfs", path, e))?;
    let flags = stat.flags();
    let mut kept = MsFlags::empty();
    for (fs_flag, ms_flag) in [
        (FsFlags::ST_NOEXEC, MsFlags::MS_NOEXEC),
        (FsFlags::ST_NOATIME, MsFlags::MS_NOATIME),
        (FsFlags::ST_NODIRATIME, MsFlags::MS_NODIRATIME),
        (FsFlags::ST_RELATIME, MsFlags::MS_RELATIME),
        (FsFlags::ST_NODEV, MsFlags::MS_NODEV),
    ] {
        if flags.contains(fs_flag) {
            kept |= ms_flag;
        }
    }
    Ok(kept)
}

/// Assembles the new root at [`STAGING`] (outer stage, in a new mount namespace).
/// `tmp_owner` is the uid/gid, as the builder's user namespace sees them, that owns /tmp.
pub fn build_view(plan: &Plan, tmp_owner: (u32, u32)) -> Result<(), String> {
    let none: Option<&str> = None;
    mount(none, "/", none, MsFlags::MS_REC | MsFlags::MS_PRIVATE, none).map_err(|e| error("cannot make private", Path::new("/"), e))?;
    let sources = plan
        .binds
        .iter()
        .map(|bind| open(&bind.source, OFlag::O_PATH | OFlag::O_CLOEXEC, Mode::empty()).map_err(|e| error("cannot open", &bind.source, e)))
        .collect::<Result<Vec<OwnedFd>, String>>()?;
    let root = Path::new(STAGING);
    mount(
        Some("tmpfs"),
        root,
        Some("tmpfs"),
        MsFlags::MS_NOSUID | MsFlags::MS_NODEV | MsFlags::MS_NOEXEC,
        Some("size=1m,nr_inodes=4096,mode=0755"),
    )
    .map_err(|e| error("cannot mount the root tmpfs on", root, e))?;

    for (path, text) in &plan.files {
        let target = in_root(root, path);
        make_parent(&target)?;
        fs::write(&target, text).map_err(|e| io_error("cannot write", &target, e))?;
    }
    for (at, target) in &plan.symlinks {
        let link = in_root(root, at);
        make_parent(&link)?;
        symlink(target, &link).map_err(|e| io_error("cannot link", &link, e))?;
    }
    for (link, target) in [
        ("dev/fd", "/proc/self/fd"),
        ("dev/stdin", "/proc/self/fd/0"),
        ("dev/stdout", "/proc/self/fd/1"),
        ("dev/stderr", "/proc/self/fd/2"),
        ("dev/shm", "/tmp"),
    ] {
        let link = root.join(link);
        make_parent(&link)?;
        symlink(target, &link).map_err(|e| io_error("cannot link", &link, e))?;
    }
    for (bind, source) in plan.binds.iter().zip(&sources) {
        let target = in_root(root, &bind.target);
        if bind.is_dir {
            make_dir(&target)?;
        } else if !target.exists() {
            make_parent(&target)?;
            fs::write(&target, b"").map_err(|e| io_error("cannot create mount point", &target, e))?;
        }
        let from = PathBuf::from(format!("/proc/self/fd/{}", source.as_raw_fd()));
        mount(Some(&from), &target, none, MsFlags::MS_BIND | MsFlags::MS_REC, none)
            .map_err(|e| error(&format!("cannot bind {} on", bind.source.display()), &target, e))?;
        let is_device = bind.target.starts_with("/dev/");
        let mut flags = MsFlags::MS_BIND | MsFlags::MS_REMOUNT | MsFlags::MS_NOSUID | kept_flags(source, &bind.source)?;
        if is_device {
            flags |= MsFlags::MS_NOEXEC;
        } else {
            flags |= MsFlags::MS_NODEV;
        }
        if !bind.writable {
            flags |= MsFlags::MS_RDONLY;
        }
        mount(none, &target, none, flags, none).map_err(|e| error("cannot make read-only", &target, e))?;
    }
    for mask in &plan.masks {
        let target = in_root(root, mask);
        mount(
            Some("tmpfs"),
            &target,
            Some("tmpfs"),
            MsFlags::MS_RDONLY | MsFlags::MS_NOSUID | MsFlags::MS_NODEV | MsFlags::MS_NOEXEC,
            Some("size=4k,nr_inodes=1,mode=0555"),
        )
        .map_err(|e| error("cannot mask", &target, e))?;
    }
    let tmp = root.join("tmp");
    make_dir(&tmp)?;
    let tmp_options = format!(
        "size={},nr_inodes={},mode=0755,uid={},gid={}",
        plan.tmp_bytes.max(4096),
        plan.tmp_inodes.max(16),
        tmp_owner.0,
        tmp_owner.1
    );
    mount(Some("tmpfs"), &tmp, Some("tmpfs"), MsFlags::MS_NOSUID | MsFlags::MS_NODEV | MsFlags::MS_NOEXEC, Some(tmp_options.as_str()))
        .map_err(|e| error("cannot mount tmpfs on", &tmp, e))?;
    for dir in ["proc", OLD_ROOT.trim_start_matches('/'), PROC_FOR_MAPS.trim_start_matches('/')] {
        make_dir(&root.join(dir))?;
    }
    make_dir(&in_root(root, Path::new(SANDPY_DIR_IN_VIEW)))?;
    Ok(())
}

/// Makes the staged view the root (outer stage, in the sandbox's user namespace). The view
/// is first bound onto itself: when a root caller built it in another mount namespace, its
/// copy here is locked, and the kernel refuses to pivot into a locked mount.
pub fn enter_view() -> Result<(), String> {
    let none: Option<&str> = None;
    let root = Path::new(STAGING);
    mount(Some(root), root, none, MsFlags::MS_BIND | MsFlags::MS_REC, none)
        .map_err(|e| error("cannot bind the view onto itself at", root, e))?;
    chdir(root).map_err(|e| error("cannot enter", root, e))?;
    pivot_root(".", &root.join(OLD_ROOT.trim_start_matches('/'))).map_err(|e| error("cannot pivot into", root, e))?;
    chdir("/").map_err(|e| error("cannot enter", Path::new("/"), e))?;
    Ok(())
}

/// PID 1's part: a fresh /proc, a detached writable /proc for the id maps (returned as a
/// directory descriptor), the old root gone, the root tmpfs read-only.
pub fn finish_view() -> Result<OwnedFd, String> {
    let none: Option<&str> = None;
    let proc_flags = MsFlags::MS_NOSUID | MsFlags::MS_NODEV | MsFlags::MS_NOEXEC;
    let proc_options = Some("subset=pid,hidepid=invisible");
    mount(Some("proc"), "/proc", Some("proc"), proc_flags | MsFlags::MS_RDONLY, proc_options)
        .map_err(|e| error("cannot mount", Path::new("/proc"), e))?;
    let maps = Path::new(PROC_FOR_MAPS);
    mount(Some("proc"), maps, Some("proc"), proc_flags, proc_options).map_err(|e| error("cannot mount", maps, e))?;
    let maps_dir =
        open(maps, OFlag::O_PATH | OFlag::O_DIRECTORY | OFlag::O_CLOEXEC, Mode::empty()).map_err(|e| error("cannot open", maps, e))?;
    umount2(maps, MntFlags::MNT_DETACH).map_err(|e| error("cannot detach", maps, e))?;
    umount2(OLD_ROOT, MntFlags::MNT_DETACH).map_err(|e| error("cannot detach", Path::new(OLD_ROOT), e))?;
    // Left as an empty directory when root built the view (the root tmpfs is real root's).
    let _ = fs::remove_dir(OLD_ROOT);
    mount(
        none,
        "/",
        none,
        MsFlags::MS_BIND | MsFlags::MS_REMOUNT | MsFlags::MS_RDONLY | MsFlags::MS_NOSUID | MsFlags::MS_NODEV | MsFlags::MS_NOEXEC,
        none,
    )
    .map_err(|e| error("cannot make read-only", Path::new("/"), e))?;
    Ok(maps_dir)
}
