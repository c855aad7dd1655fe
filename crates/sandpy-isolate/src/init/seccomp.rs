//! The seccomp filter: system calls Python never needs are refused with EPERM (so Python
//! raises PermissionError instead of dying), `clone3` with ENOSYS (its flags sit in memory a
//! filter cannot read; libc then falls back to `clone`, whose flags it can), and sockets of
//! families other than Unix, IPv4 and IPv6 with EAFNOSUPPORT. Everything else is allowed:
//! this is a deny list over the calls that reach privileged or rarely hardened kernel code,
//! the other walls (namespaces, landlock, no capabilities) bound the rest. A 32-bit
//! (`int 0x80`) system call does not match the x86-64 architecture check and kills the
//! process. x32 system calls share the x86-64 architecture value but carry bit 30 in their
//! number; every refused call is also refused under its x32 number (and x32's own numbers
//! for ptrace, kexec_load, move_pages and process_vm_*), for kernels built with x32.

use std::collections::BTreeMap;

use seccompiler::{
    apply_filter, BpfProgram, SeccompAction, SeccompCmpArgLen, SeccompCmpOp, SeccompCondition, SeccompFilter, SeccompRule, TargetArch,
};

/// Refused outright (EPERM), grouped by why.
const DENIED: &[(i64, &str)] = &[
    // Inspecting or driving other processes.
    (libc::SYS_ptrace, "ptrace"),
    (libc::SYS_process_vm_readv, "process_vm_readv"),
    (libc::SYS_process_vm_writev, "process_vm_writev"),
    (libc::SYS_kcmp, "kcmp"),
    (libc::SYS_pidfd_getfd, "pidfd_getfd"),
    (libc::SYS_process_madvise, "process_madvise"),
    // Mounts and namespaces (the view is fixed before the program starts).
    (libc::SYS_mount, "mount"),
    (libc::SYS_umount2, "umount2"),
    (libc::SYS_pivot_root, "pivot_root"),
    (libc::SYS_chroot, "chroot"),
    (libc::SYS_open_tree, "open_tree"),
    (libc::SYS_move_mount, "move_mount"),
    (libc::SYS_fsopen, "fsopen"),
    (libc::SYS_fsconfig, "fsconfig"),
    (libc::SYS_fsmount, "fsmount"),
    (libc::SYS_fspick, "fspick"),
    (libc::SYS_mount_setattr, "mount_setattr"),
    (libc::SYS_unshare, "unshare"),
    (libc::SYS_setns, "setns"),
    // Kernel attack surface Python does not use.
    (libc::SYS_bpf, "bpf"),
    (libc::SYS_perf_event_open, "perf_event_open"),
    (libc::SYS_userfaultfd, "userfaultfd"),
    (libc::SYS_io_uring_setup, "io_uring_setup"),
    (libc::SYS_io_uring_enter, "io_uring_enter"),
    (libc::SYS_io_uring_register, "io_uring_register"),
    (libc::SYS_keyctl, "keyctl"),
    (libc::SYS_add_key, "add_key"),
    (libc::SYS_request_key, "request_key"),
    (libc::SYS_fanotify_init, "fanotify_init"),
    (libc::SYS_lookup_dcookie, "lookup_dcookie"),
    (libc::SYS_open_by_handle_at, "open_by_handle_at"),
    (libc::SYS_name_to_handle_at, "name_to_handle_at"),
    // Memory that outlives processes and escapes RLIMIT_AS (SysV shared memory, message
    // queues), and NUMA page moving.
    (libc::SYS_shmget, "shmget"),
    (libc::SYS_msgget, "msgget"),
    (libc::SYS_move_pages, "move_pages"),
    (libc::SYS_migrate_pages, "migrate_pages"),
    // The machine itself.
    (libc::SYS_kexec_load, "kexec_load"),
    (libc::SYS_kexec_file_load, "kexec_file_load"),
    (libc::SYS_init_module, "init_module"),
    (libc::SYS_finit_module, "finit_module"),
    (libc::SYS_delete_module, "delete_module"),
    (libc::SYS_reboot, "reboot"),
    (libc::SYS_swapon, "swapon"),
    (libc::SYS_swapoff, "swapoff"),
    (libc::SYS_acct, "acct"),
    (libc::SYS_quotactl, "quotactl"),
    (libc::SYS_quotactl_fd, "quotactl_fd"),
    (libc::SYS_settimeofday, "settimeofday"),
    (libc::SYS_clock_settime, "clock_settime"),
    (libc::SYS_clock_adjtime, "clock_adjtime"),
    (libc::SYS_adjtimex, "adjtimex"),
    (libc::SYS_syslog, "syslog"),
    (libc::SYS_vhangup, "vhangup"),
    (libc::SYS_iopl, "iopl"),
    (libc::SYS_ioperm, "ioperm"),
    (libc::SYS_uselib, "uselib"),
    (libc::SYS_ustat, "ustat"),
    (libc::SYS_sysfs, "sysfs"),
    (libc::SYS_nfsservctl, "nfsservctl"),
    (libc::SYS_sethostname, "sethostname"),
    (libc::SYS_setdomainname, "setdomainname"),
];

/// Namespace flags refused in `clone`.
const NAMESPACE_FLAGS: [i32; 7] = [
    libc::CLONE_NEWNS,
    libc::CLONE_NEWUTS,
    libc::CLONE_NEWIPC,
    libc::CLONE_NEWUSER,
    libc::CLONE_NEWPID,
    libc::CLONE_NEWNET,
    libc::CLONE_NEWCGROUP,
];

/// `personality` values allowed (the query and the plain Linux ones, as container runtimes
/// allow); others (e.g. ADDR_NO_RANDOMIZE) are refused.
const PERSONALITIES: [u64; 5] = [0x0, 0x8, 0x20000, 0x20008, 0xffff_ffff];

/// Terminal input injection ioctls (no terminal reaches the sandbox, refused anyway).
const TIOCSTI: u64 = 0x5412;
const TIOCLINUX: u64 = 0x541C;

/// The names of the refused system calls (for docs and tests).
pub fn denied_names() -> Vec<&'static str> {
    DENIED.iter().map(|(_, name)| *name).collect()
}

fn condition(arg: u8, len: SeccompCmpArgLen, op: SeccompCmpOp, value: u64) -> Result<SeccompCondition, String> {
    SeccompCondition::new(arg, len, op, value).map_err(|e| format!("seccomp condition: {e}"))
}

fn rule(conditions: Vec<SeccompCondition>) -> Result<SeccompRule, String> {
    SeccompRule::new(conditions).map_err(|e| format!("seccomp rule: {e}"))
}

fn compile(rules: BTreeMap<i64, Vec<SeccompRule>>, errno: i32) -> Result<BpfProgram, String> {
    let arch = TargetArch::try_from(std::env::consts::ARCH).map_err(|e| format!("seccomp arch: {e}"))?;
    let filter = SeccompFilter::new(rules, SeccompAction::Allow, SeccompAction::Errno(errno as u32), arch)
        .map_err(|e| format!("seccomp filter: {e}"))?;
    BpfProgram::try_from(filter).map_err(|e| format!("seccomp compile: {e}"))
}

/// Builds the three filters (EPERM, ENOSYS, EAFNOSUPPORT).
fn build() -> Result<Vec<BpfProgram>, String> {
    use SeccompCmpArgLen::{Dword, Qword};
    let mut eperm: BTreeMap<i64, Vec<SeccompRule>> = DENIED.iter().map(|(nr, _)| (*nr, Vec::new())).collect();
    let clone_rules = NAMESPACE_FLAGS
        .iter()
        .map(|flag| rule(vec![condition(0, Qword, SeccompCmpOp::MaskedEq(*flag as u64), *flag as u64)?]))
        .collect::<Result<Vec<_>, String>>()?;
    eperm.insert(libc::SYS_clone, clone_rules);
    let personality =
        PERSONALITIES.iter().map(|value| condition(0, Dword, SeccompCmpOp::Ne, *value)).collect::<Result<Vec<_>, String>>()?;
    eperm.insert(libc::SYS_personality, vec![rule(personality)?]);
    eperm.insert(
        libc::SYS_ioctl,
        vec![rule(vec![condition(1, Dword, SeccompCmpOp::Eq, TIOCSTI)?])?, rule(vec![condition(1, Dword, SeccompCmpOp::Eq, TIOCLINUX)?])?],
    );
    let enosys: BTreeMap<i64, Vec<SeccompRule>> = [(libc::SYS_clone3, Vec::new())].into_iter().collect();
    let families = [libc::AF_UNIX, libc::AF_INET, libc::AF_INET6]
        .iter()
        .map(|family| condition(0, Dword, SeccompCmpOp::Ne, *family as u64))
        .collect::<Result<Vec<_>, String>>()?;
    let eafnosupport: BTreeMap<i64, Vec<SeccompRule>> = [(libc::SYS_socket, vec![rule(families)?])].into_iter().collect();
    let mut eperm = with_x32(eperm);
    for number in X32_ONLY_DENIED {
        eperm.insert(X32_BIT | number, Vec::new());
    }
    Ok(vec![compile(eperm, libc::EPERM)?, compile(with_x32(enosys), libc::ENOSYS)?, compile(with_x32(eafnosupport), libc::EAFNOSUPPORT)?])
}

/// Bit 30 marks an x32 system call number.
const X32_BIT: i64 = 0x4000_0000;
/// x32's own numbers for ptrace, kexec_load, move_pages, process_vm_readv/writev.
const X32_ONLY_DENIED: [i64; 5] = [521, 528, 533, 539, 540];

/// The same rules again under each call's x32 number.
fn with_x32(rules: BTreeMap<i64, Vec<SeccompRule>>) -> BTreeMap<i64, Vec<SeccompRule>> {
    let mut all = rules.clone();
    for (number, conditions) in rules {
        all.insert(X32_BIT | number, conditions);
    }
    all
}

/// Installs the filters on the calling thread (inherited by every child). Needs
/// no_new_privs, which the caller sets first.
pub fn install() -> Result<(), String> {
    for program in build()? {
        apply_filter(&program).map_err(|e| format!("seccomp install: {e}"))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_filters_compile() {
        let programs = build().expect("filters build");
        assert_eq!(programs.len(), 3);
        assert!(denied_names().contains(&"ptrace"));
    }
}
