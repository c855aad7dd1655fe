//! What a caller may choose about a sandbox: the interpreter, which site-packages it sees,
//! extra read-only paths, the environment, and the limits. Defaults are safe for running
//! model-written code; docs/security.md says what each limit bounds in each mode.

use std::path::PathBuf;
use std::time::Duration;

/// How a sandbox is configured. `SandboxConfig::default()` runs the machine's `python3`
/// (see [`SandboxConfig::interpreter`]) with no site-packages and the default [`Limits`].
#[derive(Clone, Debug)]
pub struct SandboxConfig {
    /// The interpreter to run. `None`: `$SANDPY_PYTHON` if set, else the first `python3` on
    /// `PATH`, resolved through the interpreter's own `sys.executable` (so pyenv shims, which
    /// are shell scripts, resolve to the real binary).
    pub interpreter: Option<PathBuf>,
    /// Site-packages directories the code may import from (read-only). Every other
    /// site-packages directory of the interpreter is hidden, even when it lies inside the
    /// interpreter's tree (pyenv keeps it under `lib/python3.X/`).
    pub site_packages: Vec<PathBuf>,
    /// Further host paths exposed read-only at the same path (data files, a model, ...).
    pub read_only_paths: Vec<PathBuf>,
    /// Environment variables added to the scrubbed base environment (and overriding it).
    pub env: Vec<(String, String)>,
    /// Names of host environment variables copied in when they are set. The default passes
    /// only OpenBLAS's processor hints (`OPENBLAS_CORETYPE`, `OPENBLAS_L2_SIZE`), which some
    /// machines need for numpy to compute correctly; they carry no secret.
    pub pass_env: Vec<String>,
    /// Resource limits.
    pub limits: Limits,
    /// Whether to use cgroups for memory and processes (see [`CgroupMode`]).
    pub cgroups: CgroupMode,
    /// The `sandpy-isolate-init` program (or another binary that calls
    /// [`crate::init::main`] when given [`SandboxConfig::init_leading_args`]). `None`:
    /// `$SANDPY_ISOLATE_INIT`, else `sandpy-isolate-init` next to the current executable or
    /// in its parent directory (cargo puts test binaries in `target/*/deps/`).
    pub init_program: Option<PathBuf>,
    /// Arguments put before the init's own, for a host binary that embeds the init behind a
    /// subcommand (e.g. `["__sandbox-init"]`).
    pub init_leading_args: Vec<String>,
    /// The sandbox's host name (its own UTS namespace).
    pub hostname: String,
    /// How long [`crate::Sandbox::spawn`] waits for the sandbox to be ready before it kills
    /// it and fails. Generous: a loaded machine can be slow to create namespaces.
    pub setup_timeout: Duration,
    /// Whether the interpreter probe's answers may be kept in, and taken from, the user's
    /// cache directory (owner-only files, keyed by the interpreter's and the system's
    /// identity; docs/security.md, "The probe cache"). Saves running the interpreter and
    /// `ldd` at every start. Default true.
    pub probe_cache: bool,
    /// When the caller is root: the host uid and gid the sandbox runs as (its user-namespace
    /// root maps to them). Default 65534 (nobody/nogroup): never real root.
    pub root_host_ids: (u32, u32),
}

impl Default for SandboxConfig {
    fn default() -> Self {
        Self {
            interpreter: None,
            site_packages: Vec::new(),
            read_only_paths: Vec::new(),
            env: Vec::new(),
            pass_env: vec!["OPENBLAS_CORETYPE".into(), "OPENBLAS_L2_SIZE".into()],
            limits: Limits::default(),
            cgroups: CgroupMode::Auto,
            init_program: None,
            init_leading_args: Vec::new(),
            hostname: "sandbox".into(),
            setup_timeout: Duration::from_secs(20),
            root_host_ids: (65534, 65534),
            probe_cache: true,
        }
    }
}

/// Whether memory and process limits use cgroups.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CgroupMode {
    /// Use cgroups when the caller may (root, with the memory and pids controllers
    /// mounted); otherwise rlimits alone.
    Auto,
    /// Never use cgroups: rlimits alone (what an unprivileged caller gets).
    Off,
    /// Fail to spawn when cgroups cannot be used.
    Required,
}

/// Resource limits of one sandbox. `None` leaves a resource unbounded by this layer.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Memory. With cgroups: the sandbox's whole memory (every process, page cache and the
    /// tmpfs pages it wrote); exceeding it gets the largest process OOM-killed. Without:
    /// `RLIMIT_AS` per process, so allocations beyond it fail (Python raises MemoryError).
    /// Default [`DEFAULT_MEMORY_BYTES`].
    pub memory_bytes: Option<u64>,
    /// Processes and threads. With cgroups: `pids.max` over the sandbox. Without:
    /// `RLIMIT_NPROC`, which the kernel counts per user namespace, hence per sandbox.
    /// Forks beyond it fail (EAGAIN). Default 64.
    pub max_processes: Option<u64>,
    /// CPU time per process (`RLIMIT_CPU`): SIGXCPU at the limit, SIGKILL a second later.
    /// It accumulates over a process's life, so a long-lived kernel spends it across runs;
    /// per-run deadlines are the executor's job. Default 10 minutes.
    pub cpu_time: Option<Duration>,
    /// Largest file a process may write (`RLIMIT_FSIZE`): SIGXFSZ beyond it. Default 128 MiB.
    pub max_file_size: Option<u64>,
    /// Open file descriptors per process (`RLIMIT_NOFILE`). Default 256.
    pub max_open_files: Option<u64>,
    /// Size of the private writable tmpfs at `/tmp` (the working directory). Default 128 MiB.
    pub tmp_bytes: u64,
    /// Inodes of that tmpfs. Default 16,384.
    pub tmp_inodes: u64,
    /// CPU bandwidth in cores (cgroup mode only; e.g. 1.0 = one core). Default `None`.
    pub cpu_cores: Option<f64>,
}

/// The sandbox's default memory bound (1 GiB): `Limits::memory_bytes`.
pub const DEFAULT_MEMORY_BYTES: u64 = 1 << 30;

impl Default for Limits {
    fn default() -> Self {
        Self {
            memory_bytes: Some(DEFAULT_MEMORY_BYTES),
            max_processes: Some(64),
            cpu_time: Some(Duration::from_secs(600)),
            max_file_size: Some(128 << 20),
            max_open_files: Some(256),
            tmp_bytes: 128 << 20,
            tmp_inodes: 16_384,
            cpu_cores: None,
        }
    }
}
