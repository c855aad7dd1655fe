//! The launch plan: everything the init stages need to build one sandbox, computed on the
//! host and handed to `sandpy-isolate-init` as one JSON argument. Also the few bytes the
//! stages write on the program's stdout before it starts (the ready/failure handshake).
//!
//! The plan holds no secret: it is paths, sizes and the program's environment, which the
//! caller chose. The program's arguments travel as separate argv entries after `--`, so a
//! large `-c` source does not hit the kernel's per-argument size limit inside the JSON.

use std::path::PathBuf;

use serde_json::{json, Map, Value};

/// First bytes on stdout when the sandbox is ready; the rest of the line says which walls
/// are up (`key=value` words), then the program's own output follows.
pub const READY_PREFIX: &[u8] = b"\0sandpy-ready";
/// First bytes on stdout when setting up failed; a message follows, up to end of file.
pub const FAIL_PREFIX: &[u8] = b"\0sandpy-fail:";
/// Exit code of the init when setting up failed.
pub const SETUP_FAILED_EXIT: i32 = 125;
/// Exit code when the program could not be started after the sandbox was ready (checked
/// before ready, so only an unloadable binary gets here); a message goes to its stderr,
/// as a shell does for a command it cannot run.
pub const EXEC_FAILED_EXIT: i32 = 127;
/// Where the init binary is bound inside the view.
pub const INIT_IN_VIEW: &str = "/.sandpy/init";
/// The directory of the init's own mount points inside the view.
pub const SANDPY_DIR_IN_VIEW: &str = "/.sandpy";
/// The uid and gid the program runs as inside its (innermost) user namespace.
pub const INNER_ID: u32 = 1000;

/// A host path exposed read-only at `target` inside the view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bind {
    /// The host path (a file, directory or device node, symlinks resolved).
    pub source: PathBuf,
    /// Where it appears in the view.
    pub target: PathBuf,
    /// Whether `source` is a directory (the mount point must be one).
    pub is_dir: bool,
    /// Whether the code may write through it (only the null and zero devices).
    pub writable: bool,
}

/// The rlimits the program runs under (values already in the kernel's units).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rlimits {
    pub cpu_seconds: Option<u64>,
    pub address_space: Option<u64>,
    pub processes: Option<u64>,
    pub file_size: Option<u64>,
    pub open_files: Option<u64>,
}

/// Everything the init needs.
#[derive(Clone, Debug, PartialEq)]
pub struct Plan {
    /// The host process that spawned the sandbox; the outer stage dies with it.
    pub host_pid: u32,
    /// The host uid/gid the sandbox's namespace root maps to.
    pub host_uid: u32,
    pub host_gid: u32,
    /// The caller is root: drop supplementary groups and switch to `host_uid` first.
    pub caller_is_root: bool,
    pub hostname: String,
    /// The sandbox's cgroup name and in how many hierarchies it is: the host moves the
    /// outer stage into them while it sets up (moving a process waits for an RCU grace
    /// period, milliseconds, so it overlaps with the setup), and the outer stage waits until
    /// it is in all of them before it creates the cgroup namespace and forks.
    pub cgroup: Option<(String, u32)>,
    /// Symbolic links recreated in the view (`at` → `target`, target verbatim).
    pub symlinks: Vec<(PathBuf, PathBuf)>,
    /// Read-only binds, in mount order (parents before what lies inside them).
    pub binds: Vec<Bind>,
    /// Directories inside a bind hidden by an empty read-only tmpfs (site-packages that
    /// are not allowlisted).
    pub masks: Vec<PathBuf>,
    /// Files generated in the view: `/etc/passwd`, `/etc/group`, ...
    pub files: Vec<(PathBuf, String)>,
    /// The init binary on the host (bound at [`INIT_IN_VIEW`]).
    pub init_source: PathBuf,
    pub init_leading_args: Vec<String>,
    pub tmp_bytes: u64,
    pub tmp_inodes: u64,
    pub rlimits: Rlimits,
    /// The program to run, as a path inside the view.
    pub program: PathBuf,
    /// Its whole environment.
    pub env: Vec<(String, String)>,
}

impl Plan {
    /// The JSON text handed to the init.
    pub fn to_json(&self) -> String {
        let binds: Vec<Value> = self
            .binds
            .iter()
            .map(|bind| {
                json!({
                    "source": path_str(&bind.source),
                    "target": path_str(&bind.target),
                    "is_dir": bind.is_dir,
                    "writable": bind.writable,
                })
            })
            .collect();
        let pairs = |items: &[(PathBuf, PathBuf)]| -> Vec<Value> { items.iter().map(|(a, b)| json!([path_str(a), path_str(b)])).collect() };
        json!({
            "host_pid": self.host_pid,
            "host_uid": self.host_uid,
            "host_gid": self.host_gid,
            "caller_is_root": self.caller_is_root,
            "hostname": self.hostname,
            "cgroup": self.cgroup.as_ref().map(|(name, count)| json!([name, count])),
            "symlinks": pairs(&self.symlinks),
            "binds": binds,
            "masks": paths_json(&self.masks),
            "files": self.files.iter().map(|(p, text)| json!([path_str(p), text])).collect::<Vec<_>>(),
            "init_source": path_str(&self.init_source),
            "init_leading_args": self.init_leading_args,
            "tmp_bytes": self.tmp_bytes,
            "tmp_inodes": self.tmp_inodes,
            "rlimits": {
                "cpu_seconds": self.rlimits.cpu_seconds,
                "address_space": self.rlimits.address_space,
                "processes": self.rlimits.processes,
                "file_size": self.rlimits.file_size,
                "open_files": self.rlimits.open_files,
            },
            "program": path_str(&self.program),
            "env": self.env.iter().map(|(k, v)| json!([k, v])).collect::<Vec<_>>(),
        })
        .to_string()
    }

    /// Reads a plan written by [`Plan::to_json`].
    pub fn from_json(text: &str) -> Result<Self, String> {
        let value: Value = serde_json::from_str(text).map_err(|e| format!("bad plan: {e}"))?;
        let object = value.as_object().ok_or("plan is not an object")?;
        let rlimits = field(object, "rlimits")?.as_object().ok_or("rlimits is not an object")?;
        let binds = array(object, "binds")?
            .iter()
            .map(|bind| {
                let bind = bind.as_object().ok_or("bind is not an object")?;
                Ok(Bind {
                    source: path(bind, "source")?,
                    target: path(bind, "target")?,
                    is_dir: boolean(bind, "is_dir")?,
                    writable: boolean(bind, "writable")?,
                })
            })
            .collect::<Result<Vec<_>, String>>()?;
        Ok(Self {
            host_pid: u32_field(object, "host_pid")?,
            host_uid: u32_field(object, "host_uid")?,
            host_gid: u32_field(object, "host_gid")?,
            caller_is_root: boolean(object, "caller_is_root")?,
            hostname: string(object, "hostname")?,
            cgroup: match object.get("cgroup") {
                None | Some(Value::Null) => None,
                Some(Value::Array(pair)) => match pair.as_slice() {
                    [Value::String(name), count] => {
                        Some((name.clone(), count.as_u64().and_then(|c| u32::try_from(c).ok()).ok_or("bad cgroup count")?))
                    }
                    _ => return Err("bad cgroup".to_owned()),
                },
                Some(_) => return Err("bad cgroup".to_owned()),
            },
            symlinks: string_pairs(object, "symlinks")?.into_iter().map(|(a, b)| (PathBuf::from(a), PathBuf::from(b))).collect(),
            binds,
            masks: strings(object, "masks")?.into_iter().map(PathBuf::from).collect(),
            files: string_pairs(object, "files")?.into_iter().map(|(a, b)| (PathBuf::from(a), b)).collect(),
            init_source: path(object, "init_source")?,
            init_leading_args: strings(object, "init_leading_args")?,
            tmp_bytes: u64_field(object, "tmp_bytes")?,
            tmp_inodes: u64_field(object, "tmp_inodes")?,
            rlimits: Rlimits {
                cpu_seconds: optional_u64(rlimits, "cpu_seconds")?,
                address_space: optional_u64(rlimits, "address_space")?,
                processes: optional_u64(rlimits, "processes")?,
                file_size: optional_u64(rlimits, "file_size")?,
                open_files: optional_u64(rlimits, "open_files")?,
            },
            program: path(object, "program")?,
            env: string_pairs(object, "env")?,
        })
    }
}

fn path_str(path: &std::path::Path) -> String {
    path.to_string_lossy().into_owned()
}

fn paths_json(paths: &[PathBuf]) -> Vec<String> {
    paths.iter().map(|p| path_str(p)).collect()
}

fn field<'a>(object: &'a Map<String, Value>, key: &str) -> Result<&'a Value, String> {
    object.get(key).ok_or_else(|| format!("plan lacks {key}"))
}

fn array<'a>(object: &'a Map<String, Value>, key: &str) -> Result<&'a Vec<Value>, String> {
    field(object, key)?.as_array().ok_or_else(|| format!("{key} is not an array"))
}

fn string(object: &Map<String, Value>, key: &str) -> Result<String, String> {
    field(object, key)?.as_str().map(str::to_owned).ok_or_else(|| format!("{key} is not a string"))
}

fn path(object: &Map<String, Value>, key: &str) -> Result<PathBuf, String> {
    string(object, key).map(PathBuf::from)
}

fn boolean(object: &Map<String, Value>, key: &str) -> Result<bool, String> {
    field(object, key)?.as_bool().ok_or_else(|| format!("{key} is not a boolean"))
}

fn u64_field(object: &Map<String, Value>, key: &str) -> Result<u64, String> {
    field(object, key)?.as_u64().ok_or_else(|| format!("{key} is not an unsigned integer"))
}

fn u32_field(object: &Map<String, Value>, key: &str) -> Result<u32, String> {
    u32::try_from(u64_field(object, key)?).map_err(|_| format!("{key} is out of range"))
}

fn optional_u64(object: &Map<String, Value>, key: &str) -> Result<Option<u64>, String> {
    match object.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(value) => value.as_u64().map(Some).ok_or_else(|| format!("{key} is not an unsigned integer")),
    }
}

fn strings(object: &Map<String, Value>, key: &str) -> Result<Vec<String>, String> {
    array(object, key)?.iter().map(|item| item.as_str().map(str::to_owned).ok_or_else(|| format!("{key} holds a non-string"))).collect()
}

fn string_pairs(object: &Map<String, Value>, key: &str) -> Result<Vec<(String, String)>, String> {
    array(object, key)?
        .iter()
        .map(|item| match item.as_array().map(Vec::as_slice) {
            Some([Value::String(a), Value::String(b)]) => Ok((a.clone(), b.clone())),
            _ => Err(format!("{key} holds something other than a pair of strings")),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plan_survives_its_json_round_trip() {
        let plan = Plan {
            host_pid: 42,
            host_uid: 1001,
            host_gid: 1002,
            caller_is_root: false,
            hostname: "sandbox".into(),
            cgroup: Some(("sandpy-1-2".into(), 2)),
            symlinks: vec![("/lib".into(), "usr/lib".into())],
            binds: vec![Bind { source: "/usr/lib/python3.11".into(), target: "/usr/lib/python3.11".into(), is_dir: true, writable: false }],
            masks: vec!["/opt/py/lib/python3.11/site-packages".into()],
            files: vec![("/etc/passwd".into(), "sandbox:x:1000:1000::/tmp:/bin/false\n".into())],
            init_source: "/x/sandpy-isolate-init".into(),
            init_leading_args: vec![],
            tmp_bytes: 1 << 20,
            tmp_inodes: 100,
            rlimits: Rlimits { cpu_seconds: Some(5), address_space: None, processes: Some(3), file_size: None, open_files: Some(9) },
            program: "/usr/bin/python3".into(),
            env: vec![("HOME".into(), "/tmp".into())],
        };
        assert_eq!(Plan::from_json(&plan.to_json()), Ok(plan));
    }

    #[test]
    fn a_broken_plan_is_an_error_not_a_panic() {
        assert!(Plan::from_json("{").is_err());
        assert!(Plan::from_json("{\"host_pid\": -1}").is_err());
    }
}
