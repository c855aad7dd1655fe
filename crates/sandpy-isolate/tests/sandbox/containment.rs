//! Resource bombs: a fork bomb, a memory bomb, a disk-filling loop, a thread flood, an fd
//! flood, a loop that ignores SIGINT and a CPU hog are each contained: the program is
//! refused or killed with a clear reason, the host is unharmed, nothing is left behind and
//! a new sandbox works afterwards.

use std::io::BufReader;
use std::time::{Duration, Instant};

use sandpy_isolate::{ExitReason, Limit};

use crate::common::{assert_a_new_sandbox_works, finish, limited, pid_namespace, processes_in, read_line, run_in, wait_until_empty};

/// The host can still start processes (a bomb did not use up its user's process quota).
fn assert_the_host_can_fork() {
    let status = std::process::Command::new("true").status().expect("the host can still spawn processes");
    assert!(status.success());
}

#[test]
fn a_fork_bomb_is_held_to_the_process_limit() {
    let sandbox = limited(|limits| limits.max_processes = Some(24));
    let mut child = sandbox
        .spawn(["-I", "-c", "import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass\n"])
        .expect("spawn");
    let namespace = pid_namespace(&child);
    let mut most = 0;
    let watch_until = Instant::now() + Duration::from_secs(2);
    while Instant::now() < watch_until {
        most = most.max(processes_in(&namespace).len());
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(child.try_wait().expect("try_wait").is_none(), "the bomb ended by itself");
    assert!(most > 4, "the bomb never forked: {most} processes");
    assert!(most <= 24, "{most} processes with a limit of 24");
    assert_the_host_can_fork();
    let exit = child.kill().expect("kill");
    assert_eq!(exit.reason, ExitReason::KilledByHost);
    if child.walls().cgroups {
        assert!(exit.limits_reached.contains(&Limit::Processes), "{exit:?}");
    }
    assert_eq!(wait_until_empty(&namespace, Duration::from_secs(1)), Vec::<u32>::new(), "kill() returned with processes left");
    assert!(child.cgroup_dirs().iter().all(|dir| !dir.exists()), "cgroups left: {:?}", child.cgroup_dirs());
    assert_a_new_sandbox_works();
}

#[test]
fn a_memory_bomb_is_stopped_at_the_memory_limit() {
    let sandbox = limited(|limits| limits.memory_bytes = Some(256 << 20));
    let run = run_in(&sandbox, "chunks = []\nwhile True:\n    chunks.append(b'\\x01' * (16 << 20))\n");
    if run.walls.cgroups {
        // The cgroup OOM-kills the program.
        assert_eq!(run.exit.reason, ExitReason::LimitExceeded(Limit::Memory), "{run:#?}");
    } else {
        // RLIMIT_AS: the allocation fails and Python raises MemoryError.
        assert_eq!(run.exit.reason, ExitReason::Exited(1), "{run:#?}");
        assert!(run.stderr.contains("MemoryError"), "{run:#?}");
    }
    assert_a_new_sandbox_works();
}

#[test]
fn filling_the_disk_stops_at_the_tmpfs_size() {
    let sandbox = limited(|limits| {
        limits.tmp_bytes = 24 << 20;
        limits.max_file_size = None;
    });
    let run = run_in(
        &sandbox,
        r#"
import errno
written = 0
try:
    with open("/tmp/fill", "wb") as f:
        while True:
            f.write(b"\0" * (1 << 20))
            f.flush()
            written += 1
except OSError as e:
    print("full", errno.errorcode[e.errno], written)
"#,
    );
    assert_eq!(run.exit.code(), Some(0), "{run:#?}");
    let words: Vec<&str> = run.stdout.split_whitespace().collect();
    assert_eq!(words.get(..2), Some(&["full", "ENOSPC"][..]), "{run:#?}");
    let written: u64 = words.get(2).and_then(|n| n.parse().ok()).expect("a count");
    assert!(written <= 24, "{written} MiB written to a 24 MiB tmpfs");
    assert_a_new_sandbox_works();
}

#[test]
fn creating_files_stops_at_the_inode_limit() {
    let sandbox = limited(|limits| limits.tmp_inodes = 300);
    let run = run_in(
        &sandbox,
        "import errno\nn = 0\ntry:\n    while True:\n        open(f'/tmp/f{n}', 'w').close()\n        n += 1\nexcept OSError as e:\n    print('full', errno.errorcode[e.errno], n)\n",
    );
    let words: Vec<&str> = run.stdout.split_whitespace().collect();
    assert_eq!(words.get(..2), Some(&["full", "ENOSPC"][..]), "{run:#?}");
    let created: u64 = words.get(2).and_then(|n| n.parse().ok()).expect("a count");
    assert!(created < 300, "{created} files with 300 inodes");
}

#[test]
fn a_file_cannot_grow_past_the_file_size_limit() {
    let sandbox = limited(|limits| limits.max_file_size = Some(4 << 20));
    // CPython ignores SIGXFSZ, so the write fails with EFBIG and the file stops at the limit.
    let run = run_in(
        &sandbox,
        "import errno, os\ntry:\n    with open('/tmp/big', 'wb') as f:\n        f.write(b'\\0' * (8 << 20))\nexcept OSError as e:\n    print(errno.errorcode[e.errno], os.path.getsize('/tmp/big'))\n",
    );
    assert_eq!(run.stdout, format!("EFBIG {}\n", 4 << 20), "{run:#?}");
    // A program that keeps the default action is killed, and the host names the limit.
    let run = run_in(
        &sandbox,
        "import signal\nsignal.signal(signal.SIGXFSZ, signal.SIG_DFL)\nwith open('/tmp/big', 'wb') as f:\n    f.write(b'\\0' * (8 << 20))\nprint('wrote it')\n",
    );
    assert_eq!(run.exit.reason, ExitReason::LimitExceeded(Limit::FileSize), "{run:#?}");
    assert!(!run.stdout.contains("wrote it"), "{run:#?}");
}

#[test]
fn a_thread_flood_is_held_to_the_process_limit() {
    let sandbox = limited(|limits| limits.max_processes = Some(32));
    let run = run_in(
        &sandbox,
        r#"
import os, threading, time
threads = []
try:
    while True:
        thread = threading.Thread(target=time.sleep, args=(30,), daemon=True)
        thread.start()
        threads.append(thread)
except RuntimeError as e:
    print("refused", len(threads), e, flush=True)
os._exit(0)
"#,
    );
    assert_eq!(run.exit.code(), Some(0), "{run:#?}");
    let count: usize = run.stdout.split_whitespace().nth(1).and_then(|n| n.parse().ok()).unwrap_or_else(|| panic!("{run:#?}"));
    assert!(count < 32 && count > 4, "{count} threads with a limit of 32: {run:#?}");
    assert_the_host_can_fork();
    assert_a_new_sandbox_works();
}

#[test]
fn an_fd_flood_is_held_to_the_open_files_limit() {
    let sandbox = limited(|limits| limits.max_open_files = Some(64));
    let run = run_in(
        &sandbox,
        "import errno, os\nfds = []\ntry:\n    while True:\n        fds.append(os.open('/dev/null', os.O_RDONLY))\nexcept OSError as e:\n    print('refused', len(fds), errno.errorcode[e.errno])\n",
    );
    let words: Vec<&str> = run.stdout.split_whitespace().collect();
    assert_eq!(words.first(), Some(&"refused"), "{run:#?}");
    assert_eq!(words.get(2), Some(&"EMFILE"), "{run:#?}");
    let count: usize = words.get(1).and_then(|n| n.parse().ok()).expect("a count");
    assert!(count < 64, "{count} descriptors with a limit of 64");
}

#[test]
fn a_loop_that_ignores_sigint_is_killed_by_the_host() {
    let sandbox = limited(|_| {});
    let mut child = sandbox
        .spawn([
            "-I",
            "-c",
            "import signal\nsignal.signal(signal.SIGINT, signal.SIG_IGN)\nprint('ready', flush=True)\nwhile True:\n    pass\n",
        ])
        .expect("spawn");
    let mut stdout = BufReader::new(child.stdout.take().expect("stdout"));
    assert_eq!(read_line(&mut stdout), "ready\n");
    let namespace = pid_namespace(&child);
    child.interrupt().expect("interrupt");
    assert!(child.wait_timeout(Duration::from_millis(300)).expect("wait").is_none(), "SIGINT was not ignored");
    let exit = child.kill().expect("kill");
    assert_eq!(exit.reason, ExitReason::KilledByHost);
    assert_eq!(wait_until_empty(&namespace, Duration::from_secs(1)), Vec::<u32>::new());
    assert_a_new_sandbox_works();
}

#[test]
fn a_cpu_hog_is_killed_at_the_cpu_time_limit() {
    let sandbox = limited(|limits| limits.cpu_time = Some(Duration::from_secs(1)));
    let run = finish(sandbox.spawn(["-I", "-c", "while True:\n    pass\n"]).expect("spawn"), Duration::from_secs(30));
    assert_eq!(run.exit.reason, ExitReason::LimitExceeded(Limit::CpuTime), "{run:#?}");
}

#[test]
fn a_cpu_hog_that_ignores_sigxcpu_is_still_killed_and_named() {
    let sandbox = limited(|limits| limits.cpu_time = Some(Duration::from_secs(1)));
    let code = "import signal\nsignal.signal(signal.SIGXCPU, signal.SIG_IGN)\nwhile True:\n    pass\n";
    let run = finish(sandbox.spawn(["-I", "-c", code]).expect("spawn"), Duration::from_secs(30));
    assert_eq!(run.exit.reason, ExitReason::LimitExceeded(Limit::CpuTime), "{run:#?}");
}
