//! Third-party packages: an allowlisted site-packages directory (numpy, which CI installs
//! with scripts/setup.sh) imports and works inside; the same package is invisible when its
//! directory is not allowlisted, even though it lies in the interpreter's own tree.

use std::path::PathBuf;
use std::process::Command;

use sandpy_isolate::{Sandbox, SandboxConfig};

use crate::common::{config, run_in, sandbox};

/// The site-packages directory numpy is installed in, asked of the interpreter on the host.
fn numpy_site_packages() -> PathBuf {
    let python = sandbox().interpreter().executable.clone();
    let output = Command::new(&python)
        .args(["-c", "import os, numpy; print(os.path.dirname(os.path.dirname(numpy.__file__)))"])
        .output()
        .expect("run the interpreter");
    assert!(output.status.success(), "numpy is not installed for {} (run scripts/setup.sh)", python.display());
    PathBuf::from(String::from_utf8_lossy(&output.stdout).trim())
}

#[test]
fn numpy_works_when_its_site_packages_is_allowlisted() {
    let sandbox = Sandbox::new(SandboxConfig { site_packages: vec![numpy_site_packages()], ..config() }).expect("sandbox");
    let run = run_in(
        &sandbox,
        "import numpy as np\na = np.arange(12.0).reshape(3, 4)\nprint(a.sum(), np.linalg.inv(np.eye(3) * 2).trace(), (a @ a.T).shape)",
    );
    assert_eq!(run.exit.code(), Some(0), "{run:#?}");
    assert_eq!(run.stdout, "66.0 1.5 (3, 3)\n", "{run:#?}");
}

#[test]
fn numpy_is_invisible_when_its_site_packages_is_not_allowlisted() {
    let site = numpy_site_packages();
    let run =
        run_in(sandbox(), &format!("import os\nprint(os.path.exists({:?}) and os.listdir({:?}))\nimport numpy", site.join("numpy"), site));
    assert!(run.stdout.starts_with("False"), "{run:#?}");
    assert_eq!(run.exit.code(), Some(1), "{run:#?}");
    assert!(run.stderr.contains("ModuleNotFoundError: No module named 'numpy'"), "{run:#?}");
}

#[test]
fn an_extra_read_only_path_is_visible_and_stays_read_only() {
    let dir = std::path::Path::new("/var/tmp").join(format!("sandpy-isolate-data-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("create a data directory");
    std::fs::write(dir.join("data.txt"), "shared data").expect("write");
    let mut permissions = std::fs::metadata(&dir).expect("metadata").permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut permissions, 0o755);
    std::fs::set_permissions(&dir, permissions).expect("chmod");
    let sandbox = Sandbox::new(SandboxConfig { read_only_paths: vec![dir.clone()], ..config() }).expect("sandbox");
    let file = dir.join("data.txt");
    let run = run_in(
        &sandbox,
        &format!("print(open({file:?}).read())\ntry:\n    open({file:?}, 'a').write('x')\nexcept OSError:\n    print('refused')"),
    );
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(run.stdout, "shared data\nrefused\n", "{run:#?}");
}

#[test]
fn paths_the_sandbox_owns_cannot_be_exposed() {
    for path in ["/tmp", "/proc/self", "/dev/shm", "/etc/passwd"] {
        let error = Sandbox::new(SandboxConfig { read_only_paths: vec![path.into()], ..config() }).expect_err(path);
        assert!(error.to_string().contains("belongs to the sandbox"), "{path}: {error}");
    }
}

#[test]
fn an_allowlisted_directory_outside_the_interpreter_is_importable_from_extra_sys_path() {
    let dir = std::path::Path::new("/var/tmp").join(format!("sandpy-isolate-site-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("vendored")).expect("create a site directory");
    std::fs::write(dir.join("vendored/__init__.py"), "ANSWER = 42\n").expect("write a module");
    for path in [&dir, &dir.join("vendored")] {
        let mut permissions = std::fs::metadata(path).expect("metadata").permissions();
        std::os::unix::fs::PermissionsExt::set_mode(&mut permissions, 0o755);
        std::fs::set_permissions(path, permissions).expect("chmod");
    }
    let sandbox = Sandbox::new(SandboxConfig { site_packages: vec![dir.clone()], ..config() }).expect("sandbox");
    let extra = sandbox.extra_sys_path();
    assert_eq!(extra, vec![dir.clone()]);
    let run = run_in(&sandbox, &format!("import sys\nsys.path[:0] = {:?}\nimport vendored\nprint(vendored.ANSWER)", extra));
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(run.stdout, "42\n", "{run:#?}");
}

/// The probe cache (probe_cache.rs) changes nothing about the view: a sandbox made from the
/// cached answers describes the interpreter exactly as a fresh probe does, and works.
#[test]
fn a_cached_probe_describes_the_interpreter_as_a_fresh_probe_does() {
    let interpreter = Some(sandbox().interpreter().executable.clone());
    let fresh = Sandbox::new(SandboxConfig { interpreter: interpreter.clone(), probe_cache: false, ..config() }).expect("fresh");
    let first = Sandbox::new(SandboxConfig { interpreter: interpreter.clone(), ..config() }).expect("probed, then stored");
    let cached = Sandbox::new(SandboxConfig { interpreter, ..config() }).expect("from the cache");
    assert_eq!(format!("{:?}", cached.interpreter()), format!("{:?}", fresh.interpreter()));
    assert_eq!(format!("{:?}", first.interpreter()), format!("{:?}", fresh.interpreter()));
    let run = run_in(&cached, "import sys\nprint(sys.implementation.name)");
    assert_eq!(run.stdout, "cpython\n", "{run:#?}");
}
