//! The host side of a sandbox: [`Sandbox::new`] probes the interpreter and computes the view
//! once; [`Sandbox::spawn`] creates the cgroups (root), starts the init with the plan, waits
//! for its ready handshake and hands back a [`SandboxedChild`].
//!
//! Every init is started from one long-lived thread of this crate: the outer stage asks the
//! kernel to kill it when its parent *thread* exits (PR_SET_PDEATHSIG follows the thread
//! that forked), so a sandbox spawned from a short-lived worker thread must not die with
//! that thread; the spawner thread lives as long as the host process.

use std::io;
use std::os::fd::AsFd;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdout, Command, Stdio};
use std::sync::mpsc;
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

use nix::poll::{poll, PollFd, PollFlags, PollTimeout};

use crate::cgroup::{self, SandboxCgroup};
use crate::child::{SandboxSignaller, SandboxedChild, Walls};
use crate::config::{CgroupMode, Limits, SandboxConfig};
use crate::plan::{Plan, Rlimits, FAIL_PREFIX, READY_PREFIX};
use crate::probe::{self, InterpreterInfo};
use crate::probe_cache;
use crate::view::{View, ViewBuilder, DEVICES};

/// A sandbox recipe: the interpreter probed and the view computed, ready to spawn any number
/// of isolated programs, each in its own fresh namespaces and tmpfs.
#[derive(Clone, Debug)]
pub struct Sandbox {
    config: SandboxConfig,
    interpreter: InterpreterInfo,
    init_program: PathBuf,
    view: View,
    env: Vec<(String, String)>,
}

impl Sandbox {
    /// Probes the interpreter (running it once on the host, unless the probe cache has its
    /// answers: [`SandboxConfig::probe_cache`]), resolves its libraries and the allowlisted
    /// site-packages, and finds the init program. Also removes cgroups left
    /// behind by killed hosts.
    pub fn new(config: SandboxConfig) -> io::Result<Self> {
        cgroup::sweep_stale();
        let requested = config.interpreter.clone().unwrap_or_else(probe::default_interpreter);
        let init_program = find_init_program(&config)?;
        let interpreter = probe_cache::probe(&requested, std::slice::from_ref(&init_program), config.probe_cache)?;
        let view = build_view(&config, &interpreter, &init_program)?;
        let env = build_env(&config, &interpreter);
        Ok(Self { config, interpreter, init_program, view, env })
    }

    /// The same sandbox with other limits (no new probe: limits only matter at spawn).
    pub fn with_limits(&self, limits: Limits) -> Self {
        let mut sandbox = self.clone();
        sandbox.config.limits = limits;
        sandbox
    }

    /// The allowlisted site-packages directories the interpreter does not search by itself
    /// (a venv's, a vendored directory): the program must put them on `sys.path` (with
    /// `-I`, `PYTHONPATH` is ignored). The interpreter's own site-packages need nothing.
    pub fn extra_sys_path(&self) -> Vec<PathBuf> {
        let known: Vec<PathBuf> = self.interpreter.known_site_packages.iter().filter_map(|path| std::fs::canonicalize(path).ok()).collect();
        self.config
            .site_packages
            .iter()
            .filter(|path| std::fs::canonicalize(path).map(|real| !known.contains(&real)).unwrap_or(true))
            .cloned()
            .collect()
    }

    /// What the probe found about the interpreter.
    pub fn interpreter(&self) -> &InterpreterInfo {
        &self.interpreter
    }

    /// The configuration this sandbox was made with.
    pub fn config(&self) -> &SandboxConfig {
        &self.config
    }

    /// Runs the interpreter with `args` in a fresh sandbox. Returns once the sandbox is
    /// fully set up and the interpreter is being started; a failure to set up is an error
    /// here (with the stage's message), never a half-built sandbox.
    pub fn spawn<I, S>(&self, args: I) -> io::Result<SandboxedChild>
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        let limits = &self.config.limits;
        let cgroup = match self.config.cgroups {
            CgroupMode::Off => None,
            // A root that may not write cgroups (a container's read-only cgroupfs) falls
            // back to rlimits, as an unprivileged caller does.
            CgroupMode::Auto => SandboxCgroup::create(limits).ok().flatten(),
            CgroupMode::Required => Some(SandboxCgroup::create(limits)?.ok_or_else(|| {
                io::Error::other("cgroups are required but cannot be used (not root, or the memory and pids controllers are not available)")
            })?),
        };
        let caller_is_root = nix::unistd::geteuid().is_root();
        let (host_uid, host_gid) =
            if caller_is_root { self.config.root_host_ids } else { (nix::unistd::geteuid().as_raw(), nix::unistd::getegid().as_raw()) };
        let plan = Plan {
            host_pid: std::process::id(),
            host_uid,
            host_gid,
            caller_is_root,
            hostname: self.config.hostname.clone(),
            cgroup: cgroup.as_ref().map(SandboxCgroup::name_and_count),
            symlinks: self.view.symlinks.clone(),
            binds: self.view.binds.clone(),
            masks: self.view.masks.clone(),
            files: self.view.files.clone(),
            init_source: self.init_program.clone(),
            init_leading_args: self.config.init_leading_args.clone(),
            tmp_bytes: limits.tmp_bytes,
            tmp_inodes: limits.tmp_inodes,
            rlimits: Rlimits {
                cpu_seconds: limits.cpu_time.map(|d| d.as_secs().max(1)),
                // With cgroups the memory bound is the cgroup's (it also counts tmpfs pages
                // and does not break programs that reserve much address space).
                address_space: if cgroup.is_some() { None } else { limits.memory_bytes },
                // With cgroups, pids.max bounds processes (and names the limit afterwards).
                processes: if cgroup.is_some() { None } else { limits.max_processes },
                file_size: limits.max_file_size,
                open_files: limits.max_open_files,
            },
            program: self.interpreter.requested.clone(),
            env: self.env.clone(),
        };
        let mut command = Command::new(&self.init_program);
        command
            .args(&self.config.init_leading_args)
            .arg("outer")
            .arg(plan.to_json())
            .arg("--")
            .args(args.into_iter().map(|a| a.as_ref().to_owned()))
            .env_clear()
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let mut process = spawn_from_spawner_thread(command)?;
        let joined = match &cgroup {
            Some(group) => group.add_process(process.id()),
            None => Ok(()),
        };
        let stdout = process.stdout.take();
        let handshake = match (&stdout, joined) {
            // The outer stage may have failed (and exited) before it could be moved: its
            // own message says more than "no such process".
            (Some(stdout), Err(error)) => match process.try_wait()? {
                Some(_) => read_handshake(stdout, self.config.setup_timeout).and(Err(error)),
                None => Err(error),
            },
            (Some(stdout), Ok(())) => read_handshake(stdout, self.config.setup_timeout),
            (None, _) => Err(io::Error::other("sandbox stdout missing")),
        };
        let cgroups = cgroup.is_some();
        let signaller = SandboxSignaller::new(process.id())?;
        let mut child = SandboxedChild {
            stdin: process.stdin.take(),
            stdout,
            stderr: process.stderr.take(),
            process,
            cgroup,
            walls: Walls::default(),
            signaller,
            exit: None,
        };
        match handshake {
            Ok(mut walls) => {
                walls.cgroups = cgroups;
                child.walls = walls;
                Ok(child)
            }
            Err(error) => {
                let _ = child.kill();
                // Whatever the stages or the loader said on stderr helps more than "ended".
                let mut said = String::new();
                if let Some(stderr) = child.stderr.take() {
                    let _ = std::io::Read::read_to_string(&mut std::io::Read::take(stderr, 4096), &mut said);
                }
                let said = said.trim();
                if said.is_empty() {
                    Err(error)
                } else {
                    Err(io::Error::new(error.kind(), format!("{error} (stderr: {said})")))
                }
            }
        }
    }
}

type SpawnRequest = (Command, mpsc::Sender<io::Result<Child>>);

/// Spawns `command` from the crate's long-lived spawner thread (see the module docs).
fn spawn_from_spawner_thread(command: Command) -> io::Result<Child> {
    static SPAWNER: OnceLock<Mutex<mpsc::Sender<SpawnRequest>>> = OnceLock::new();
    let sender = SPAWNER.get_or_init(|| {
        let (sender, receiver) = mpsc::channel::<SpawnRequest>();
        let started = std::thread::Builder::new().name("sandpy-isolate-spawner".into()).spawn(move || {
            while let Ok((mut command, reply)) = receiver.recv() {
                let _ = reply.send(command.spawn());
            }
        });
        if let Err(error) = started {
            eprintln!("sandpy-isolate: cannot start the spawner thread: {error}");
        }
        Mutex::new(sender)
    });
    let (reply, answer) = mpsc::channel();
    sender
        .lock()
        .map_err(|_| io::Error::other("sandbox spawner lock poisoned"))?
        .send((command, reply))
        .map_err(|_| io::Error::other("sandbox spawner thread is gone"))?;
    answer.recv().map_err(|_| io::Error::other("sandbox spawner thread is gone"))?
}

/// Reads the stages' handshake from the program's stdout: a ready line, or a failure
/// message up to end of file. Never reads past the ready line.
fn read_handshake(stdout: &ChildStdout, timeout: Duration) -> io::Result<Walls> {
    const MAX_LINE: usize = 64 * 1024;
    let deadline = Instant::now() + timeout;
    let mut line = Vec::new();
    let mut byte = [0u8; 1];
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(io::Error::new(io::ErrorKind::TimedOut, "the sandbox did not become ready in time"));
        }
        let mut fds = [PollFd::new(stdout.as_fd(), PollFlags::POLLIN)];
        let millis = PollTimeout::try_from(left.as_millis().min(60_000) as u32).unwrap_or(PollTimeout::MAX);
        match poll(&mut fds, millis) {
            Ok(0) | Err(nix::errno::Errno::EINTR) => continue,
            Ok(_) => {}
            Err(errno) => return Err(errno.into()),
        }
        let read = match nix::unistd::read(stdout.as_fd(), &mut byte) {
            Ok(read) => read,
            Err(nix::errno::Errno::EINTR) => continue,
            Err(errno) => return Err(errno.into()),
        };
        if read == 0 {
            break;
        }
        if byte[0] == b'\n' && !line.starts_with(FAIL_PREFIX) {
            break;
        }
        line.push(byte[0]);
        if line.len() > MAX_LINE {
            return Err(io::Error::other("the sandbox's handshake is too long"));
        }
    }
    if let Some(rest) = line.strip_prefix(READY_PREFIX) {
        return Ok(parse_walls(&String::from_utf8_lossy(rest)));
    }
    if let Some(message) = line.strip_prefix(FAIL_PREFIX) {
        return Err(io::Error::other(format!("sandbox setup failed: {}", String::from_utf8_lossy(message).trim())));
    }
    if line.is_empty() {
        return Err(io::Error::other("the sandbox ended before it was ready"));
    }
    Err(io::Error::other(format!("unexpected output from the sandbox init: {:?}", String::from_utf8_lossy(&line))))
}

fn parse_walls(words: &str) -> Walls {
    let mut walls = Walls::default();
    for word in words.split_whitespace() {
        match word.split_once('=') {
            Some(("landlock", value)) => walls.landlock = value.to_owned(),
            Some(("seccomp", value)) => walls.seccomp = value == "1",
            _ => {}
        }
    }
    walls
}

/// The init program: configured, `$SANDPY_ISOLATE_INIT`, or next to the executable.
fn find_init_program(config: &SandboxConfig) -> io::Result<PathBuf> {
    const NAME: &str = "sandpy-isolate-init";
    let mut candidates = Vec::new();
    if let Some(path) = &config.init_program {
        candidates.push(path.clone());
    } else if let Some(path) = std::env::var_os("SANDPY_ISOLATE_INIT").filter(|p| !p.is_empty()) {
        candidates.push(PathBuf::from(path));
    } else if let Ok(exe) = std::env::current_exe() {
        if let Some(dir) = exe.parent() {
            candidates.push(dir.join(NAME));
            if let Some(parent) = dir.parent() {
                candidates.push(parent.join(NAME));
            }
        }
    }
    candidates.iter().find(|path| path.is_file()).map(std::fs::canonicalize).transpose()?.ok_or_else(|| {
        io::Error::new(
            io::ErrorKind::NotFound,
            format!("cannot find the {NAME} program (looked at {candidates:?}); set SANDPY_ISOLATE_INIT"),
        )
    })
}

fn build_view(config: &SandboxConfig, interpreter: &InterpreterInfo, init_program: &Path) -> io::Result<View> {
    let mut builder = ViewBuilder::default();
    builder.expose(&interpreter.requested)?;
    builder.expose(&interpreter.executable)?;
    for path in &interpreter.stdlib {
        builder.expose(path)?;
    }
    let mut allowed = Vec::new();
    for path in &config.site_packages {
        builder.expose(path)?;
        allowed.push(std::fs::canonicalize(path)?);
    }
    for path in &config.read_only_paths {
        builder.expose(path)?;
    }
    // Shared libraries: the system library directories the interpreter's libraries live in
    // are exposed whole (read-only; public system code), so the stdlib's and allowlisted
    // packages' extension modules find theirs without an `ldd` over every module. A
    // directory that holds Python code (pyenv's lib/, Fedora's /usr/lib64) is never exposed
    // whole: its libraries are exposed one by one, and then every extension module's
    // libraries are looked up. The init runs inside too (as PID 1): its libraries come along.
    let libraries = &interpreter.libraries;
    let mut python_dirs: Vec<PathBuf> = interpreter.stdlib.clone();
    python_dirs.extend(interpreter.known_site_packages.iter().cloned());
    python_dirs.extend(allowed.iter().cloned());
    let mut one_by_one = false;
    for library in libraries {
        let Some(dir) = library.parent() else { continue };
        let real_dir = std::fs::canonicalize(dir)?;
        if python_dirs.iter().any(|python| python.starts_with(&real_dir)) {
            builder.expose(library)?;
            // libpython (LDLIBRARY names a symlink to the file ldd found) needs nothing more.
            let is_libpython = interpreter.libpython.as_ref().and_then(|path| std::fs::canonicalize(path).ok()).as_ref()
                == std::fs::canonicalize(library).ok().as_ref();
            one_by_one |= !is_libpython;
        } else {
            builder.expose(dir)?;
        }
    }
    if one_by_one {
        let mut module_dirs = interpreter.dynload.clone();
        module_dirs.extend(config.site_packages.iter().cloned());
        for library in probe::extension_libraries(&module_dirs)? {
            builder.expose(&library)?;
        }
    }
    if Path::new("/etc/ld.so.cache").is_file() {
        builder.expose(Path::new("/etc/ld.so.cache"))?;
    }
    for site in &interpreter.known_site_packages {
        let is_allowed = std::fs::canonicalize(site).map(|real| allowed.contains(&real)).unwrap_or(false);
        if !is_allowed {
            builder.hide(site);
        }
    }
    for (device, writable) in DEVICES {
        builder.expose_at(Path::new(device), Path::new(device), writable)?;
    }
    Ok(builder.finish(init_program))
}

fn build_env(config: &SandboxConfig, interpreter: &InterpreterInfo) -> Vec<(String, String)> {
    let bin_dir = interpreter.requested.parent().map(|dir| dir.to_string_lossy().into_owned()).unwrap_or_else(|| "/usr/bin".to_owned());
    let mut env: Vec<(String, String)> = vec![
        ("PATH".into(), bin_dir),
        ("HOME".into(), "/tmp".into()),
        ("TMPDIR".into(), "/tmp".into()),
        ("USER".into(), "sandbox".into()),
        ("LOGNAME".into(), "sandbox".into()),
        ("LANG".into(), "C.UTF-8".into()),
        ("PYTHONDONTWRITEBYTECODE".into(), "1".into()),
        ("PYTHONNOUSERSITE".into(), "1".into()),
    ];
    for name in &config.pass_env {
        if let Ok(value) = std::env::var(name) {
            env.push((name.clone(), value));
        }
    }
    for (name, value) in &config.env {
        env.retain(|(existing, _)| existing != name);
        env.push((name.clone(), value.clone()));
    }
    env
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ready_line_lists_the_walls() {
        let walls = parse_walls(" landlock=full seccomp=1 ignored");
        assert_eq!(walls.landlock, "full");
        assert!(walls.seccomp);
    }

    #[test]
    fn config_env_overrides_the_base_and_host_variables_stay_out() {
        let config = SandboxConfig {
            env: vec![("HOME".into(), "/tmp/home".into()), ("X".into(), "1".into())],
            pass_env: vec![],
            ..SandboxConfig::default()
        };
        let info = InterpreterInfo {
            requested: "/usr/bin/python3".into(),
            executable: "/usr/bin/python3.11".into(),
            version: "3.11.2".into(),
            stdlib: vec![],
            known_site_packages: vec![],
            libraries: vec![],
            libpython: None,
            dynload: vec![],
        };
        let env = build_env(&config, &info);
        assert!(env.contains(&("HOME".into(), "/tmp/home".into())));
        assert!(env.contains(&("PATH".into(), "/usr/bin".into())));
        assert_eq!(env.iter().filter(|(k, _)| k == "HOME").count(), 1);
        assert!(!env.iter().any(|(k, _)| k == "CARGO_HOME" || k == "RUSTUP_HOME"));
    }
}
