//! The outer stage: the process the host spawned. It creates the user, mount, PID, network,
//! IPC and UTS namespaces in one `unshare` (the cgroup namespace once the host has moved it
//! into the sandbox's cgroups), maps its uid to
//! root of the new user namespace (a root caller first switches to an unprivileged host
//! uid, 65534 by default, so both kinds of caller take the same path), builds
//! the view and pivots into it, then starts PID 1 of the new PID namespace (its first
//! child) and stays outside as the monitor: it forwards SIGINT, turns SIGTERM into killing
//! the namespace, dies with the host (PR_SET_PDEATHSIG), and finally exits the way the
//! program did (same code, or the same signal re-raised).

use std::convert::Infallible;
use std::io::Read;
use std::os::fd::{AsRawFd, OwnedFd};
use std::path::Path;

use nix::fcntl::OFlag;
use nix::sched::{unshare, CloneFlags};
use nix::sys::prctl;
use nix::sys::signal::{kill, sigprocmask, SigSet, SigmaskHow, Signal};
use nix::sys::wait::{waitpid, WaitPidFlag, WaitStatus};
use nix::unistd::{getppid, pipe2, setgroups, sethostname, setresgid, setresuid, setsid, Gid, Pid, Uid};

use super::{close_inherited_descriptors, mounts, signals_to_wait_for, spawn_clean};
use crate::plan::{Plan, INIT_IN_VIEW};

/// The descriptor number PID 1 finds the status pipe at.
const STATUS_FD: i32 = 3;

/// Dies with the host: set the parent-death signal, then make sure the host did not die
/// before it was set (it must be set again after every credential change, which clears it).
fn die_with_host(host_pid: u32) -> Result<(), String> {
    prctl::set_pdeathsig(Signal::SIGKILL).map_err(|e| format!("cannot set the parent-death signal: {e}"))?;
    if getppid().as_raw() as u32 != host_pid {
        std::process::exit(crate::plan::SETUP_FAILED_EXIT);
    }
    Ok(())
}

fn write_proc(path: &str, text: &str) -> Result<(), String> {
    std::fs::write(path, text).map_err(|e| format!("cannot write {path}: {e}"))
}

pub fn run(plan: &Plan, plan_json: &str, program_args: &[String]) -> Result<Infallible, String> {
    die_with_host(plan.host_pid)?;
    close_inherited_descriptors()?;
    // A session of its own: no controlling terminal, and a Ctrl-C at the host's terminal
    // reaches the host, which decides what to interrupt.
    setsid().map_err(|e| format!("setsid: {e}"))?;
    let namespaces = CloneFlags::CLONE_NEWUSER
        | CloneFlags::CLONE_NEWNS
        | CloneFlags::CLONE_NEWPID
        | CloneFlags::CLONE_NEWNET
        | CloneFlags::CLONE_NEWIPC
        | CloneFlags::CLONE_NEWUTS;
    if plan.caller_is_root {
        // Build the view as real root in a mount namespace of its own (see mounts.rs), then
        // leave root for the unprivileged host ids: from here on a root caller takes the
        // same path as an unprivileged one.
        unshare(CloneFlags::CLONE_NEWNS).map_err(|e| format!("cannot create a mount namespace: {e}"))?;
        mounts::build_view(plan, (plan.host_uid, plan.host_gid))?;
        setgroups(&[]).map_err(|e| format!("cannot drop supplementary groups: {e}"))?;
        let (uid, gid) = (Uid::from_raw(plan.host_uid), Gid::from_raw(plan.host_gid));
        setresgid(gid, gid, gid).map_err(|e| format!("setresgid: {e}"))?;
        setresuid(uid, uid, uid).map_err(|e| format!("setresuid: {e}"))?;
        // The id change made the process non-dumpable, which would leave its /proc files
        // (the id maps below) owned by real root.
        prctl::set_dumpable(true).map_err(|e| format!("cannot set dumpable: {e}"))?;
        die_with_host(plan.host_pid)?;
    }
    unshare(namespaces).map_err(|e| format!("cannot create namespaces: {e} (are unprivileged user namespaces enabled?)"))?;
    // The one mapping an unprivileged process may write: its own ids become root of the
    // new user namespace (with full capabilities over the new namespaces, none outside).
    write_proc("/proc/self/setgroups", "deny")?;
    write_proc("/proc/self/uid_map", &format!("0 {} 1\n", plan.host_uid))?;
    write_proc("/proc/self/gid_map", &format!("0 {} 1\n", plan.host_gid))?;
    die_with_host(plan.host_pid)?;
    if !plan.caller_is_root {
        mounts::build_view(plan, (0, 0))?;
    }
    mounts::enter_view()?;
    sethostname(&plan.hostname).map_err(|e| format!("sethostname: {e}"))?;

    // The cgroup namespace comes last, once the host has moved this process into the
    // sandbox's cgroups: its root is then the sandbox's own cgroup.
    if let Some((name, count)) = &plan.cgroup {
        wait_for_cgroups(name, *count)?;
    }
    unshare(CloneFlags::CLONE_NEWCGROUP).map_err(|e| format!("cannot create the cgroup namespace: {e}"))?;

    // Only the write end reaches PID 1 (as descriptor 3): it checks that this stage, the
    // reader, is alive.
    let (status_read, status_write) = pipe2(OFlag::O_CLOEXEC).map_err(|e| format!("pipe: {e}"))?;
    let signals = signals_to_wait_for();
    sigprocmask(SigmaskHow::SIG_BLOCK, Some(&signals), None).map_err(|e| format!("sigprocmask: {e}"))?;
    let mut argv = vec![INIT_IN_VIEW.to_owned()];
    argv.extend(plan.init_leading_args.iter().cloned());
    argv.extend(["pid1".to_owned(), STATUS_FD.to_string(), plan_json.to_owned(), "--".to_owned()]);
    argv.extend(program_args.iter().cloned());
    let pid1 = spawn_clean(Path::new(INIT_IN_VIEW), &argv, &[], Some((status_write.as_raw_fd(), STATUS_FD)))?;
    drop(status_write);
    let status = monitor(pid1, &signals)?;
    let report = read_report(status_read);
    mirror(status, &report)
}

/// Waits (boundedly) until the host has moved this process into `count` cgroups named
/// `name`, read from the host's /proc (still reachable under the old root).
fn wait_for_cgroups(name: &str, count: u32) -> Result<(), String> {
    let suffix = format!("/{name}");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    loop {
        let text = std::fs::read_to_string("/.oldroot/proc/self/cgroup").map_err(|e| format!("cannot read my cgroups: {e}"))?;
        let joined = text.lines().filter(|line| line.ends_with(&suffix)).count();
        if joined >= count as usize {
            return Ok(());
        }
        if std::time::Instant::now() > deadline {
            return Err(format!("the host did not move the sandbox into its cgroups ({joined} of {count})"));
        }
        std::thread::sleep(std::time::Duration::from_micros(200));
    }
}

/// Waits for PID 1, forwarding SIGINT and killing the namespace on SIGTERM/SIGHUP.
fn monitor(pid1: Pid, signals: &SigSet) -> Result<WaitStatus, String> {
    loop {
        let signal = signals.wait().map_err(|e| format!("sigwait: {e}"))?;
        match signal {
            Signal::SIGCHLD => match waitpid(pid1, Some(WaitPidFlag::WNOHANG)) {
                Ok(WaitStatus::StillAlive) => {}
                Ok(status @ (WaitStatus::Exited(..) | WaitStatus::Signaled(..))) => return Ok(status),
                Ok(_) => {}
                Err(e) => return Err(format!("waitpid: {e}")),
            },
            Signal::SIGINT => {
                let _ = kill(pid1, Signal::SIGINT);
            }
            _ => {
                // SIGTERM or SIGHUP: the host wants the sandbox gone. Killing PID 1 kills
                // every process in the namespace; waitpid returns once they are all gone.
                let _ = kill(pid1, Signal::SIGKILL);
            }
        }
    }
}

/// PID 1's last word: `exit N` or `signal N`, empty if it died without one.
fn read_report(status_read: OwnedFd) -> String {
    let mut text = String::new();
    let _ = std::fs::File::from(status_read).take(256).read_to_string(&mut text);
    text
}

/// Ends this process the way the program ended.
fn mirror(status: WaitStatus, report: &str) -> Result<Infallible, String> {
    let mut words = report.split_whitespace();
    let (kind, number) = (words.next(), words.next().and_then(|n| n.parse::<i32>().ok()));
    let signal = match (kind, number) {
        (Some("exit"), Some(code)) => std::process::exit(code),
        (Some("signal"), Some(number)) => Signal::try_from(number).unwrap_or(Signal::SIGKILL),
        _ => match status {
            WaitStatus::Signaled(_, signal, _) => signal,
            WaitStatus::Exited(_, code) => std::process::exit(code),
            _ => Signal::SIGKILL,
        },
    };
    // No core file for this process, whatever the signal; then die of it.
    let _ = prctl::set_dumpable(false);
    let mut only = SigSet::empty();
    only.add(signal);
    let _ = sigprocmask(SigmaskHow::SIG_UNBLOCK, Some(&only), None);
    // Resets the signal's action to the default first, then raises it: raising alone does
    // not kill when this process inherited the signal ignored (a host started as a
    // background job has SIGINT ignored), nor for SIGPIPE (Rust ignores it), SIGSEGV or
    // SIGBUS (Rust's runtime handles them).
    let _ = signal_hook::low_level::emulate_default_handler(signal as i32);
    // Still here: a signal whose default is to be ignored. Reported as 128 + N, as shells do.
    std::process::exit(128 + signal as i32)
}
