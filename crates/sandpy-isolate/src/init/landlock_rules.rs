//! Landlock, the second wall on the filesystem (and a wall on TCP, abstract Unix sockets and
//! signals): even if a mount were wrong, the program may only read and execute the exposed
//! paths, read the generated /etc files and /proc, write the null and zero devices, and
//! create, write and remove files in /tmp (no execution there). It may not bind or connect
//! any TCP port, connect to an abstract Unix socket created outside its own sandbox, or send
//! a signal to a process outside it. Applied by PID 1 to itself, so the program inherits it.
//!
//! Best effort: on a kernel without landlock (or an older ABI) the ruleset is enforced as
//! far as the kernel goes and the ready line says `landlock=partial` or `landlock=none`;
//! the other walls still stand. On this project's machine (ABI 7) it is `full`.

use landlock::{Access, AccessFs, AccessNet, PathBeneath, PathFd, Ruleset, RulesetAttr, RulesetCreatedAttr, RulesetStatus, Scope, ABI};

use crate::plan::Plan;

/// The ABI this ruleset is written for (Linux 6.12+: scopes; net since 6.7).
const TARGET_ABI: ABI = ABI::V7;

/// Restricts the calling thread and its future children. Returns `full`, `partial` or `none`.
pub fn restrict(plan: &Plan) -> Result<&'static str, String> {
    let read = AccessFs::from_read(TARGET_ABI);
    let file_rights = AccessFs::from_file(TARGET_ABI);
    let mut rules: Vec<(String, landlock::BitFlags<AccessFs>)> = Vec::new();
    for bind in &plan.binds {
        if bind.target.starts_with(crate::plan::SANDPY_DIR_IN_VIEW) {
            continue;
        }
        let mut access = read;
        if bind.writable {
            access |= AccessFs::WriteFile | AccessFs::Truncate | AccessFs::IoctlDev;
        }
        if !bind.is_dir {
            access &= file_rights;
        }
        rules.push((bind.target.to_string_lossy().into_owned(), access));
    }
    rules.push(("/etc".to_owned(), AccessFs::ReadFile | AccessFs::ReadDir));
    rules.push(("/proc".to_owned(), AccessFs::ReadFile | AccessFs::ReadDir));
    let tmp = AccessFs::from_all(TARGET_ABI) & !(AccessFs::Execute | AccessFs::MakeChar | AccessFs::MakeBlock);
    rules.push(("/tmp".to_owned(), tmp));

    let created = Ruleset::default()
        .handle_access(AccessFs::from_all(TARGET_ABI))
        .and_then(|r| r.handle_access(AccessNet::BindTcp | AccessNet::ConnectTcp))
        .and_then(|r| r.scope(Scope::AbstractUnixSocket | Scope::Signal))
        .and_then(|r| r.create())
        .map_err(|e| format!("landlock ruleset: {e}"))?;
    let mut created = created;
    for (path, access) in rules {
        let fd = PathFd::new(&path).map_err(|e| format!("landlock: {path}: {e}"))?;
        created = created.add_rule(PathBeneath::new(fd, access)).map_err(|e| format!("landlock rule {path}: {e}"))?;
    }
    let status = created.restrict_self().map_err(|e| format!("landlock restrict: {e}"))?;
    Ok(match status.ruleset {
        RulesetStatus::FullyEnforced => "full",
        RulesetStatus::PartiallyEnforced => "partial",
        RulesetStatus::NotEnforced => "none",
    })
}
