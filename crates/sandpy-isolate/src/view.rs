//! The sandbox's view of the filesystem, computed on the host: which host paths appear
//! (read-only, at the same path), which symlinks on the way to them are recreated, which
//! site-packages directories inside an exposed tree are masked, and the generated files
//! (`/etc/passwd`, `/etc/group`, `/etc/hosts`). Nothing else of the host is visible.
//!
//! Every exposed path is resolved one component at a time, so each symlink met on the way
//! (`/lib64` → `usr/lib64`, `/usr/bin/python3` → `python3.11`, the loader's own link) is
//! recreated in the view with its target verbatim and the real file or directory is bound
//! at its real path: code inside sees the same paths the interpreter was built for.

use std::collections::{BTreeMap, VecDeque};
use std::ffi::OsString;
use std::io;
use std::path::{Component, Path, PathBuf};

use crate::plan::{Bind, INIT_IN_VIEW, INNER_ID};

/// Device nodes the code gets; the first two are writable (writes vanish).
pub const DEVICES: [(&str, bool); 4] = [("/dev/null", true), ("/dev/zero", true), ("/dev/random", false), ("/dev/urandom", false)];

/// Paths the view provides itself.
const OWNED_BY_THE_VIEW: [&str; 7] = ["/tmp", "/proc", "/dev", "/.sandpy", "/etc/passwd", "/etc/group", "/etc/hosts"];

/// The parts of a plan that describe the view.
#[derive(Clone, Debug, Default)]
pub struct View {
    pub symlinks: Vec<(PathBuf, PathBuf)>,
    pub binds: Vec<Bind>,
    pub masks: Vec<PathBuf>,
    pub files: Vec<(PathBuf, String)>,
}

/// Collects exposed paths, then orders and prunes them.
#[derive(Default)]
pub struct ViewBuilder {
    symlinks: BTreeMap<PathBuf, PathBuf>,
    /// target → (source, is_dir, writable)
    binds: BTreeMap<PathBuf, (PathBuf, bool, bool)>,
    hidden: Vec<PathBuf>,
}

impl ViewBuilder {
    /// Exposes `path` read-only at the same path, recreating the symlinks on the way.
    /// Paths the view itself provides (/tmp, /proc, /dev, the generated /etc files) cannot
    /// be exposed: the sandbox's own mount would hide them, or they would hide it.
    pub fn expose(&mut self, path: &Path) -> io::Result<()> {
        let (real, is_dir) = self.resolve(path)?;
        let owned = OWNED_BY_THE_VIEW.iter().any(|owned| real.starts_with(owned) || Path::new(owned).starts_with(&real));
        if owned {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                format!("cannot expose {}: {} belongs to the sandbox itself", path.display(), real.display()),
            ));
        }
        self.binds.insert(real.clone(), (real, is_dir, false));
        Ok(())
    }

    /// Exposes a device node (or any path) at `target` from `source`, writable or not.
    pub fn expose_at(&mut self, source: &Path, target: &Path, writable: bool) -> io::Result<()> {
        let meta = std::fs::metadata(source).map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", source.display())))?;
        self.binds.insert(target.to_path_buf(), (source.to_path_buf(), meta.is_dir(), writable));
        Ok(())
    }

    /// Hides `path` (resolved) if it ends up inside an exposed directory.
    pub fn hide(&mut self, path: &Path) {
        if let Ok(real) = std::fs::canonicalize(path) {
            self.hidden.push(real);
        }
    }

    /// Follows `path` component by component, recording symlinks; returns the real path.
    fn resolve(&mut self, path: &Path) -> io::Result<(PathBuf, bool)> {
        const MAX_LINKS: usize = 40;
        if !path.is_absolute() {
            return Err(io::Error::other(format!("{} is not an absolute path", path.display())));
        }
        let mut pending: VecDeque<OsString> = components(path);
        let mut resolved = PathBuf::from("/");
        let mut links = 0;
        while let Some(name) = pending.pop_front() {
            if name == ".." {
                resolved.pop();
                continue;
            }
            let candidate = resolved.join(&name);
            let meta = std::fs::symlink_metadata(&candidate)
                .map_err(|e| io::Error::new(e.kind(), format!("cannot expose {}: {}: {e}", path.display(), candidate.display())))?;
            if meta.file_type().is_symlink() {
                links += 1;
                if links > MAX_LINKS {
                    return Err(io::Error::other(format!("too many symlinks under {}", path.display())));
                }
                let target = std::fs::read_link(&candidate)?;
                self.symlinks.insert(candidate, target.clone());
                if target.is_absolute() {
                    resolved = PathBuf::from("/");
                }
                let mut next = components(&target);
                next.extend(pending);
                pending = next;
            } else {
                resolved = candidate;
            }
        }
        let is_dir = std::fs::metadata(&resolved)?.is_dir();
        Ok((resolved, is_dir))
    }

    /// Orders binds parents-first, drops those already inside an exposed directory, keeps
    /// the masks that fall inside one, and adds the generated files.
    pub fn finish(self, init_source: &Path) -> View {
        let dirs: Vec<PathBuf> = self.binds.iter().filter(|(_, (_, is_dir, _))| *is_dir).map(|(target, _)| target.clone()).collect();
        let inside_other_dir = |path: &Path| dirs.iter().any(|dir| path != dir && path.starts_with(dir));
        let mut binds: Vec<Bind> = self
            .binds
            .iter()
            .filter(|(target, _)| !inside_other_dir(target))
            .map(|(target, (source, is_dir, writable))| Bind {
                source: source.clone(),
                target: target.clone(),
                is_dir: *is_dir,
                writable: *writable,
            })
            .collect();
        binds.sort_by_key(|bind| bind.target.components().count());
        binds.push(Bind { source: init_source.to_path_buf(), target: PathBuf::from(INIT_IN_VIEW), is_dir: false, writable: false });
        let symlinks = self.symlinks.into_iter().filter(|(at, _)| !inside_any(at, &dirs)).collect();
        let mut masks: Vec<PathBuf> =
            self.hidden.into_iter().filter(|hidden| inside_any(hidden, &dirs) && !self.binds.contains_key(hidden)).collect();
        masks.sort();
        masks.dedup();
        let id = INNER_ID;
        let files = vec![
            (PathBuf::from("/etc/passwd"), format!("sandbox:x:{id}:{id}:sandbox:/tmp:/bin/false\n")),
            (PathBuf::from("/etc/group"), format!("sandbox:x:{id}:\n")),
            (PathBuf::from("/etc/hosts"), "127.0.0.1 localhost\n::1 localhost\n".to_owned()),
        ];
        View { symlinks, binds, masks, files }
    }
}

fn inside_any(path: &Path, dirs: &[PathBuf]) -> bool {
    dirs.iter().any(|dir| path.starts_with(dir))
}

fn components(path: &Path) -> VecDeque<OsString> {
    path.components()
        .filter_map(|c| match c {
            Component::Normal(name) => Some(name.to_owned()),
            Component::ParentDir => Some(OsString::from("..")),
            Component::RootDir | Component::CurDir | Component::Prefix(_) => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A scratch directory in cargo's target directory (not /tmp, which the view owns).
    fn scratch(name: &str) -> PathBuf {
        let target = std::env::current_exe().ok().and_then(|exe| exe.parent().map(Path::to_path_buf)).expect("test binary directory");
        let dir = target.join(format!("sandpy-view-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("scratch dir");
        dir
    }

    #[test]
    fn symlinks_on_the_way_are_recreated_and_the_real_file_is_bound() {
        let dir = scratch("links");
        std::fs::create_dir_all(dir.join("usr/lib")).expect("mkdir");
        std::fs::write(dir.join("usr/lib/libx.so.1.2"), b"x").expect("write");
        std::os::unix::fs::symlink("usr/lib", dir.join("lib")).expect("symlink");
        std::os::unix::fs::symlink("libx.so.1.2", dir.join("usr/lib/libx.so.1")).expect("symlink");
        let mut builder = ViewBuilder::default();
        builder.expose(&dir.join("lib/libx.so.1")).expect("expose");
        let view = builder.finish(Path::new("/init"));
        assert_eq!(
            view.symlinks,
            vec![(dir.join("lib"), PathBuf::from("usr/lib")), (dir.join("usr/lib/libx.so.1"), PathBuf::from("libx.so.1.2")),]
        );
        assert_eq!(view.binds[0].target, dir.join("usr/lib/libx.so.1.2"));
        assert!(!view.binds[0].is_dir);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn paths_inside_an_exposed_directory_are_not_bound_twice_and_hidden_ones_are_masked() {
        let dir = scratch("nested");
        std::fs::create_dir_all(dir.join("lib/python3/site-packages")).expect("mkdir");
        std::fs::write(dir.join("lib/python3/os.py"), b"").expect("write");
        let mut builder = ViewBuilder::default();
        builder.expose(&dir.join("lib/python3")).expect("expose");
        builder.expose(&dir.join("lib/python3/os.py")).expect("expose");
        builder.hide(&dir.join("lib/python3/site-packages"));
        builder.hide(Path::new("/definitely/not/there"));
        assert!(builder.expose(Path::new("/proc/self")).is_err(), "the view's own /proc");
        let view = builder.finish(Path::new("/init"));
        assert_eq!(view.binds.len(), 2, "{:?}", view.binds);
        assert_eq!(view.binds[0].target, dir.join("lib/python3"));
        assert_eq!(view.binds[1].target, PathBuf::from(INIT_IN_VIEW));
        assert_eq!(view.masks, vec![dir.join("lib/python3/site-packages")]);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
