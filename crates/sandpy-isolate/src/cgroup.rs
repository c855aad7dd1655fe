//! cgroups for one sandbox (host side, root only): a child cgroup of the host's own cgroup
//! in each hierarchy that bounds memory, processes and optionally CPU bandwidth; the
//! counters that say afterwards whether a limit was hit; removal, and a sweep that removes
//! the cgroups of hosts that were killed before they could clean up.
//!
//! Both layouts are handled: cgroup v1 (a hierarchy per controller, what this project's
//! machine has) and v2 (one unified hierarchy, used only when the host's cgroup already
//! delegates the memory and pids controllers to its children: we never rewrite another
//! cgroup's `subtree_control`). The cgroups are created inside the host's own, so limits
//! set on the host (by systemd or a container) still apply to its sandboxes.
//! Names are `sandpy-<host pid>-<n>`; the sweep removes those whose host pid is gone.

use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use crate::config::Limits;

static NEXT_ID: AtomicU64 = AtomicU64::new(0);

/// Which cgroup layout the machine uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CgroupVersion {
    V1,
    V2,
}

/// The parent directories new sandbox cgroups go in.
#[derive(Clone, Debug)]
struct Parents {
    version: CgroupVersion,
    memory: PathBuf,
    pids: PathBuf,
    /// v1: the `cpu` hierarchy (v2: same as memory, when `cpu` is delegated).
    cpu: Option<PathBuf>,
}

/// Counters read from a sandbox's cgroups.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CgroupEvents {
    /// Processes the kernel OOM-killed because of the memory limit.
    pub oom_kills: u64,
    /// Times memory use reached the limit (v1 `failcnt`, v2 `max` events).
    pub memory_limit_hits: u64,
    /// Forks refused because of the process limit.
    pub process_limit_hits: u64,
}

/// The cgroups of one sandbox. Removed by [`SandboxCgroup::remove`] (the child does it
/// when it is reaped); a killed host leaves them to [`sweep_stale`].
#[derive(Debug)]
pub struct SandboxCgroup {
    version: CgroupVersion,
    dirs: Vec<PathBuf>,
    memory: PathBuf,
    pids: PathBuf,
}

impl SandboxCgroup {
    /// Creates the cgroups and writes the limits. `Ok(None)` when this process cannot use
    /// cgroups (not root, controllers missing or not delegated).
    pub fn create(limits: &Limits) -> io::Result<Option<Self>> {
        let Some(parents) = find_parents() else { return Ok(None) };
        let name = format!("sandpy-{}-{}", std::process::id(), NEXT_ID.fetch_add(1, Ordering::Relaxed));
        let mut dirs: Vec<PathBuf> = Vec::new();
        let mut make = |parent: &Path| -> io::Result<PathBuf> {
            let dir = parent.join(&name);
            if !dirs.contains(&dir) {
                std::fs::create_dir(&dir).map_err(|e| io::Error::new(e.kind(), format!("cannot create cgroup {}: {e}", dir.display())))?;
                dirs.push(dir.clone());
            }
            Ok(dir)
        };
        let made = (|| {
            let memory = make(&parents.memory)?;
            let pids = make(&parents.pids)?;
            let cpu = match (&parents.cpu, limits.cpu_cores) {
                (Some(parent), Some(_)) => Some(make(parent)?),
                _ => None,
            };
            Ok::<_, io::Error>((memory, pids, cpu))
        })();
        let group_dirs = dirs.clone();
        let (memory, pids, cpu) = match made {
            Ok(made) => made,
            Err(error) => {
                remove_dirs(&group_dirs);
                return Err(error);
            }
        };
        let group = Self { version: parents.version, dirs: group_dirs, memory, pids };
        if let Err(error) = group.write_limits(limits, cpu.as_deref()) {
            let mut group = group;
            group.remove();
            return Err(error);
        }
        Ok(Some(group))
    }

    fn write_limits(&self, limits: &Limits, cpu: Option<&Path>) -> io::Result<()> {
        match self.version {
            CgroupVersion::V1 => {
                if let Some(bytes) = limits.memory_bytes {
                    write(&self.memory.join("memory.limit_in_bytes"), &bytes.to_string())?;
                    let memsw = self.memory.join("memory.memsw.limit_in_bytes");
                    if memsw.exists() {
                        write(&memsw, &bytes.to_string())?;
                    }
                }
                if let Some(count) = limits.max_processes {
                    write(&self.pids.join("pids.max"), &count.to_string())?;
                }
                if let (Some(cpu), Some(cores)) = (cpu, limits.cpu_cores) {
                    write(&cpu.join("cpu.cfs_period_us"), "100000")?;
                    write(&cpu.join("cpu.cfs_quota_us"), &quota_us(cores).to_string())?;
                }
            }
            CgroupVersion::V2 => {
                if let Some(bytes) = limits.memory_bytes {
                    write(&self.memory.join("memory.max"), &bytes.to_string())?;
                    let swap = self.memory.join("memory.swap.max");
                    if swap.exists() {
                        write(&swap, "0")?;
                    }
                }
                if let Some(count) = limits.max_processes {
                    write(&self.pids.join("pids.max"), &count.to_string())?;
                }
                if let (Some(cpu), Some(cores)) = (cpu, limits.cpu_cores) {
                    write(&cpu.join("cpu.max"), &format!("{} 100000", quota_us(cores)))?;
                }
            }
        }
        Ok(())
    }

    /// The cgroups' name (the same in every hierarchy) and how many hierarchies hold it.
    pub fn name_and_count(&self) -> (String, u32) {
        let name = self.dirs.first().and_then(|dir| dir.file_name()).map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        (name, self.dirs.len() as u32)
    }

    /// Moves a process (the sandbox's outer stage) into the cgroups.
    pub fn add_process(&self, pid: u32) -> io::Result<()> {
        for dir in &self.dirs {
            write(&dir.join("cgroup.procs"), &pid.to_string())?;
        }
        Ok(())
    }

    pub fn version(&self) -> CgroupVersion {
        self.version
    }

    /// Reads the limit counters (zero where a file is missing).
    pub fn events(&self) -> CgroupEvents {
        match self.version {
            CgroupVersion::V1 => CgroupEvents {
                oom_kills: keyed(&self.memory.join("memory.oom_control"), "oom_kill"),
                memory_limit_hits: read_number(&self.memory.join("memory.failcnt")),
                process_limit_hits: keyed(&self.pids.join("pids.events"), "max"),
            },
            CgroupVersion::V2 => CgroupEvents {
                oom_kills: keyed(&self.memory.join("memory.events"), "oom_kill"),
                memory_limit_hits: keyed(&self.memory.join("memory.events"), "max"),
                process_limit_hits: keyed(&self.pids.join("pids.events"), "max"),
            },
        }
    }

    /// Whether no process is left in the sandbox's cgroups.
    pub fn is_empty(&self) -> bool {
        self.dirs.iter().all(|dir| is_empty_group(dir))
    }

    /// Removes the cgroups, waiting (boundedly) for dying processes to leave them.
    pub fn remove(&mut self) {
        let deadline = Instant::now() + Duration::from_secs(5);
        while !self.is_empty() && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(2));
        }
        remove_dirs(&self.dirs);
        self.dirs.retain(|dir| dir.exists());
    }

    /// The cgroup directories (for tests and diagnostics).
    pub fn dirs(&self) -> &[PathBuf] {
        &self.dirs
    }
}

fn quota_us(cores: f64) -> u64 {
    // At least 1 ms per 100 ms period, the kernel's minimum quota.
    let quota = (cores.max(0.01) * 100_000.0).round();
    if quota.is_finite() && quota < 1e12 {
        quota as u64
    } else {
        1_000_000_000_000
    }
}

fn write(path: &Path, value: &str) -> io::Result<()> {
    std::fs::write(path, value).map_err(|e| io::Error::new(e.kind(), format!("cannot write {}: {e}", path.display())))
}

fn read_number(path: &Path) -> u64 {
    std::fs::read_to_string(path).ok().and_then(|text| text.trim().parse().ok()).unwrap_or(0)
}

/// The number after `key` in a `key value` per line file.
fn keyed(path: &Path, key: &str) -> u64 {
    let Ok(text) = std::fs::read_to_string(path) else { return 0 };
    text.lines()
        .filter_map(|line| line.split_once(' '))
        .find(|(name, _)| *name == key)
        .and_then(|(_, value)| value.trim().parse().ok())
        .unwrap_or(0)
}

fn is_empty_group(dir: &Path) -> bool {
    std::fs::read_to_string(dir.join("cgroup.procs")).map(|text| text.trim().is_empty()).unwrap_or(true)
}

fn remove_dirs(dirs: &[PathBuf]) {
    for dir in dirs {
        // rmdir on a cgroup removes it with its control files; it fails while processes
        // remain, which the sweep retries later.
        let _ = std::fs::remove_dir(dir);
    }
}

/// A mounted cgroup hierarchy: where it is mounted, what it covers, and its root.
struct Mount {
    point: PathBuf,
    root: PathBuf,
    fstype: String,
    options: Vec<String>,
}

fn mounts() -> Vec<Mount> {
    let Ok(text) = std::fs::read_to_string("/proc/self/mountinfo") else { return Vec::new() };
    text.lines()
        .filter_map(|line| {
            let (left, right) = line.split_once(" - ")?;
            let left: Vec<&str> = left.split(' ').collect();
            let right: Vec<&str> = right.split(' ').collect();
            let fstype = (*right.first()?).to_owned();
            if fstype != "cgroup" && fstype != "cgroup2" {
                return None;
            }
            Some(Mount {
                point: PathBuf::from(unescape(left.get(4)?)),
                root: PathBuf::from(unescape(left.get(3)?)),
                fstype,
                options: right.get(2).map(|o| o.split(',').map(str::to_owned).collect()).unwrap_or_default(),
            })
        })
        .collect()
}

/// mountinfo escapes spaces and a few other bytes as `\ooo`.
fn unescape(field: &str) -> String {
    field.replace("\\040", " ").replace("\\011", "\t").replace("\\012", "\n").replace("\\134", "\\")
}

/// The host's own cgroup in each hierarchy: (controllers, path) from /proc/self/cgroup.
fn own_cgroups() -> Vec<(Vec<String>, PathBuf)> {
    let Ok(text) = std::fs::read_to_string("/proc/self/cgroup") else { return Vec::new() };
    text.lines()
        .filter_map(|line| {
            let mut parts = line.splitn(3, ':');
            let _id = parts.next()?;
            let controllers = parts.next()?.split(',').filter(|c| !c.is_empty()).map(str::to_owned).collect();
            Some((controllers, PathBuf::from(parts.next()?)))
        })
        .collect()
}

/// The host's own cgroup directory in the hierarchy mounted at `mount`.
fn own_dir(mount: &Mount, own: &Path) -> PathBuf {
    let relative = own.strip_prefix(&mount.root).unwrap_or(own);
    let relative = relative.strip_prefix("/").unwrap_or(relative);
    mount.point.join(relative)
}

fn find_parents() -> Option<Parents> {
    if !nix::unistd::geteuid().is_root() {
        return None;
    }
    let mounts = mounts();
    let own = own_cgroups();
    let v1 = |controller: &str| -> Option<PathBuf> {
        let mount = mounts.iter().find(|m| m.fstype == "cgroup" && m.options.iter().any(|o| o == controller))?;
        let (_, path) = own.iter().find(|(controllers, _)| controllers.iter().any(|c| c == controller))?;
        let dir = own_dir(mount, path);
        dir.is_dir().then_some(dir)
    };
    if let (Some(memory), Some(pids)) = (v1("memory"), v1("pids")) {
        return Some(Parents { version: CgroupVersion::V1, memory, pids, cpu: v1("cpu") });
    }
    let unified = mounts.iter().find(|m| m.fstype == "cgroup2")?;
    let (_, path) = own.iter().find(|(controllers, _)| controllers.is_empty())?;
    let dir = own_dir(unified, path);
    let delegated = std::fs::read_to_string(dir.join("cgroup.subtree_control")).ok()?;
    let delegated: Vec<&str> = delegated.split_whitespace().collect();
    if !(delegated.contains(&"memory") && delegated.contains(&"pids")) {
        return None;
    }
    let cpu = delegated.contains(&"cpu").then(|| dir.clone());
    Some(Parents { version: CgroupVersion::V2, memory: dir.clone(), pids: dir, cpu })
}

/// Removes sandbox cgroups left by hosts that no longer run (killed before cleaning up).
/// Returns how many were removed. Cheap: one directory listing per hierarchy.
pub fn sweep_stale() -> usize {
    let Some(parents) = find_parents() else { return 0 };
    let mut parent_dirs = vec![parents.memory, parents.pids];
    parent_dirs.extend(parents.cpu);
    parent_dirs.dedup();
    let mut removed = 0;
    for parent in parent_dirs {
        let Ok(entries) = std::fs::read_dir(&parent) else { continue };
        for entry in entries.flatten() {
            let name = entry.file_name();
            let Some(owner) = stale_owner(&name.to_string_lossy()) else { continue };
            if Path::new("/proc").join(owner.to_string()).exists() {
                continue;
            }
            let dir = entry.path();
            if is_empty_group(&dir) && std::fs::remove_dir(&dir).is_ok() {
                removed += 1;
            }
        }
    }
    removed
}

/// The host pid in a `sandpy-<pid>-<n>` name.
fn stale_owner(name: &str) -> Option<u32> {
    let rest = name.strip_prefix("sandpy-")?;
    let (pid, seq) = rest.split_once('-')?;
    seq.parse::<u64>().ok()?;
    pid.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_sandbox_cgroup_names_have_an_owner() {
        assert_eq!(stale_owner("sandpy-123-4"), Some(123));
        assert_eq!(stale_owner("sandpy-x-4"), None);
        assert_eq!(stale_owner("process_api"), None);
        assert_eq!(stale_owner("sandpy-12"), None);
    }

    #[test]
    fn a_cpu_quota_is_never_zero_or_absurd() {
        assert_eq!(quota_us(1.0), 100_000);
        assert_eq!(quota_us(0.0), 1_000);
        assert_eq!(quota_us(f64::INFINITY), 1_000_000_000_000);
    }
}
