//! PID 1 of the sandbox's PID namespace. It finishes the view (fresh /proc, old root gone,
//! root read-only), sets the rlimits, enters a second user namespace in which the only
//! mapped id is 1000 (so the program runs as uid 1000 with no way back to root: root is not
//! even mapped there), sets no_new_privs, applies landlock and seccomp to itself, says
//! ready, and starts the program, which inherits all of it. Then it stays as the namespace's
//! init: it reaps every orphan, forwards SIGINT to the program, and when the program ends
//! reports how (`exit N` / `signal N`) to the outer stage and exits, which makes the kernel
//! kill whatever is left in the namespace.

use std::convert::Infallible;
use std::io::Write;
use std::os::fd::{AsFd, OwnedFd};
use std::path::Path;

use nix::fcntl::{open, openat, OFlag};
use nix::poll::{poll, PollFd, PollFlags, PollTimeout};
use nix::sched::{unshare, CloneFlags};
use nix::sys::prctl;
use nix::sys::resource::{getrusage, setrlimit, Resource, UsageWho};
use nix::sys::signal::{kill, sigprocmask, SigSet, SigmaskHow, Signal};
use nix::sys::stat::Mode;
use nix::sys::wait::{waitpid, WaitPidFlag, WaitStatus};
use nix::unistd::{access, chdir, close, AccessFlags, Pid};

use super::{landlock_rules, mounts, seccomp, signals_to_wait_for, spawn_clean};
use crate::plan::{Plan, Rlimits, EXEC_FAILED_EXIT, INNER_ID, READY_PREFIX};

/// Exits quietly when the outer stage (the status pipe's only reader) is gone: the host died
/// before this process could arm its parent-death signal.
fn check_monitor_alive(status: &OwnedFd) {
    let mut fds = [PollFd::new(status.as_fd(), PollFlags::POLLOUT)];
    if let Ok(ready) = poll(&mut fds, PollTimeout::ZERO) {
        let hung_up = fds[0].revents().is_some_and(|r| r.intersects(PollFlags::POLLERR | PollFlags::POLLHUP));
        if ready > 0 && hung_up {
            std::process::exit(crate::plan::SETUP_FAILED_EXIT);
        }
    }
}

fn die_with_monitor(status: &OwnedFd) -> Result<(), String> {
    prctl::set_pdeathsig(Signal::SIGKILL).map_err(|e| format!("cannot set the parent-death signal: {e}"))?;
    check_monitor_alive(status);
    Ok(())
}

fn set_limit(resource: Resource, soft: u64, hard: u64) -> Result<(), String> {
    setrlimit(resource, soft, hard).map_err(|e| format!("setrlimit {resource:?}: {e}"))
}

fn apply_rlimits(limits: &Rlimits) -> Result<(), String> {
    set_limit(Resource::RLIMIT_CORE, 0, 0)?;
    if let Some(seconds) = limits.cpu_seconds {
        // SIGXCPU at the limit; SIGKILL one second later if the program ignores it.
        set_limit(Resource::RLIMIT_CPU, seconds, seconds + 1)?;
    }
    if let Some(bytes) = limits.address_space {
        set_limit(Resource::RLIMIT_AS, bytes, bytes)?;
    }
    if let Some(count) = limits.processes {
        set_limit(Resource::RLIMIT_NPROC, count, count)?;
    }
    if let Some(bytes) = limits.file_size {
        set_limit(Resource::RLIMIT_FSIZE, bytes, bytes)?;
    }
    if let Some(count) = limits.open_files {
        set_limit(Resource::RLIMIT_NOFILE, count, count)?;
    }
    Ok(())
}

/// Enters the inner user namespace: uid/gid 1000 there is root of the outer one (the
/// sandbox's host uid), and nothing else is mapped. The maps are written through a /proc
/// mounted writable and already detached, opened before the namespace change.
fn enter_inner_user_namespace(maps_dir: OwnedFd) -> Result<(), String> {
    unshare(CloneFlags::CLONE_NEWUSER).map_err(|e| format!("cannot create the inner user namespace: {e}"))?;
    for (file, line) in [("self/uid_map", format!("{INNER_ID} 0 1\n")), ("self/gid_map", format!("{INNER_ID} 0 1\n"))] {
        let fd =
            openat(&maps_dir, file, OFlag::O_WRONLY | OFlag::O_CLOEXEC, Mode::empty()).map_err(|e| format!("cannot open {file}: {e}"))?;
        std::fs::File::from(fd).write_all(line.as_bytes()).map_err(|e| format!("cannot write {file}: {e}"))?;
    }
    Ok(())
}

pub fn run(plan: &Plan, status_fd: i32, program_args: &[String]) -> Result<Infallible, String> {
    prctl::set_pdeathsig(Signal::SIGKILL).map_err(|e| format!("cannot set the parent-death signal: {e}"))?;
    // Reopen the inherited status pipe through the host's /proc (still reachable at the old
    // root) to own it as a descriptor, then close the inherited number.
    let status = open(Path::new(&format!("/.oldroot/proc/self/fd/{status_fd}")), OFlag::O_WRONLY | OFlag::O_CLOEXEC, Mode::empty())
        .map_err(|e| format!("cannot reopen the status pipe: {e}"))?;
    let _ = close(status_fd);
    check_monitor_alive(&status);

    let maps_dir = mounts::finish_view()?;
    apply_rlimits(&plan.rlimits)?;
    enter_inner_user_namespace(maps_dir)?;
    die_with_monitor(&status)?;
    // Not dumpable: the program (same uid) cannot read this process's memory or environ.
    prctl::set_dumpable(false).map_err(|e| format!("cannot clear dumpable: {e}"))?;
    chdir("/tmp").map_err(|e| format!("cannot enter /tmp: {e}"))?;
    prctl::set_no_new_privs().map_err(|e| format!("cannot set no_new_privs: {e}"))?;
    let landlock = landlock_rules::restrict(plan)?;
    access(&plan.program, AccessFlags::X_OK)
        .map_err(|e| format!("the program {} cannot be run in the sandbox: {e}", plan.program.display()))?;
    seccomp::install()?;

    let signals = signals_to_wait_for();
    sigprocmask(SigmaskHow::SIG_BLOCK, Some(&signals), None).map_err(|e| format!("sigprocmask: {e}"))?;
    let mut ready = READY_PREFIX.to_vec();
    ready.extend_from_slice(format!(" landlock={landlock} seccomp=1\n").as_bytes());
    std::io::stdout().lock().write_all(&ready).map_err(|e| format!("cannot write the ready line: {e}"))?;

    let mut argv = vec![plan.program.to_string_lossy().into_owned()];
    argv.extend(program_args.iter().cloned());
    let child = match spawn_clean(&plan.program, &argv, &plan.env, None) {
        Ok(child) => child,
        Err(error) => {
            eprintln!("sandpy-isolate: {error}");
            let _ = std::fs::File::from(status).write_all(format!("exit {EXEC_FAILED_EXIT}\n").as_bytes());
            std::process::exit(0);
        }
    };
    let ended = reap_until(child, &signals)?;
    let report = match ended {
        WaitStatus::Exited(_, code) => format!("exit {code}\n"),
        WaitStatus::Signaled(_, signal, _) => format!("signal {}\n", attribute_signal(signal, plan) as i32),
        _ => "signal 9\n".to_owned(),
    };
    let _ = std::fs::File::from(status).write_all(report.as_bytes());
    std::process::exit(0)
}

/// Reaps every child (orphans of the namespace land here) until the program itself ends;
/// forwards SIGINT to it.
fn reap_until(child: Pid, signals: &SigSet) -> Result<WaitStatus, String> {
    loop {
        match signals.wait().map_err(|e| format!("sigwait: {e}"))? {
            Signal::SIGINT => {
                let _ = kill(child, Signal::SIGINT);
            }
            Signal::SIGCHLD => loop {
                match waitpid(None::<Pid>, Some(WaitPidFlag::WNOHANG)) {
                    Ok(WaitStatus::StillAlive) | Err(_) => break,
                    Ok(status @ (WaitStatus::Exited(pid, _) | WaitStatus::Signaled(pid, _, _))) if pid == child => return Ok(status),
                    Ok(_) => {}
                }
            },
            _ => {}
        }
    }
}

/// A SIGKILL after the program used up its CPU time is the CPU limit's hard stop (its
/// SIGXCPU was ignored): report it as SIGXCPU so the host names the limit.
fn attribute_signal(signal: Signal, plan: &Plan) -> Signal {
    if signal != Signal::SIGKILL {
        return signal;
    }
    let Some(limit) = plan.rlimits.cpu_seconds else { return signal };
    let Ok(usage) = getrusage(UsageWho::RUSAGE_CHILDREN) else { return signal };
    let used = usage.user_time().tv_sec() + usage.system_time().tv_sec();
    if used >= limit as i64 {
        Signal::SIGXCPU
    } else {
        signal
    }
}
