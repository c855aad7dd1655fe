//! The layout rules of the house (issue 16), checked so they stay kept:
//! - no hand-written source file in the repository's crates over 1,000 lines (generated
//!   tables say "generated" in their header; the dispatch loop may stay whole, its header
//!   says why);
//! - natives read their arguments through `builtins/signature.rs` (or slice patterns for
//!   variadic ones), never by raw `args[N]`.

// The engine may not touch the host (clippy.toml); this test runs on the host and reads the
// repository's sources.
#![allow(clippy::disallowed_methods)]

use std::path::{Path, PathBuf};

/// The longest a hand-written source file may be.
const MAX_LINES: usize = 1000;

/// Hand-written files allowed past [`MAX_LINES`], each with the reason in its header.
const LONG_FILES_ALLOWED: &[&str] = &["crates/sandpy-engine/src/vm/dispatch.rs"];

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            if !path.ends_with("target") {
                sources(&path, out);
            }
        } else if path.extension().is_some_and(|x| x == "rs" || x == "py") {
            out.push(path);
        }
    }
}

fn relative(path: &Path) -> String {
    let root = std::fs::canonicalize(repository()).expect("the repository");
    let path = std::fs::canonicalize(path).expect("a listed file");
    path.strip_prefix(&root).expect("inside the repository").to_string_lossy().into_owned()
}

#[test]
fn no_hand_written_source_file_is_over_a_thousand_lines() {
    let mut files = Vec::new();
    sources(&repository().join("crates"), &mut files);
    sources(&repository().join("fuzz/src"), &mut files);
    assert!(files.len() > 300, "expected the workspace's sources, found {}", files.len());
    let mut too_long = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("readable source");
        let lines = text.lines().count();
        let header: String = text.lines().take(8).collect::<Vec<_>>().join("\n").to_lowercase();
        let name = relative(&file);
        if lines > MAX_LINES && !header.contains("generated") && !LONG_FILES_ALLOWED.contains(&name.as_str()) {
            too_long.push(format!("{name}: {lines} lines"));
        }
    }
    assert!(too_long.is_empty(), "hand-written files over {MAX_LINES} lines (split them):\n{}", too_long.join("\n"));
}

/// `args[0]`, `args[12]`… in a line of Rust (not in comments, nor in the Python source
/// some modules embed as raw strings; `args[1..]` is a slice, not a read).
fn raw_reads(text: &str) -> usize {
    let mut in_raw_string = false;
    let mut reads = 0;
    for line in text.lines() {
        if in_raw_string {
            in_raw_string = !line.contains("\"#");
            continue;
        }
        if let Some(start) = line.find("r#\"") {
            in_raw_string = !line[start + 3..].contains("\"#");
            continue;
        }
        if line.trim_start().starts_with("//") {
            continue;
        }
        reads += line
            .match_indices("args[")
            .filter(|(at, _)| {
                let rest = &line[at + 5..];
                let digits = rest.chars().take_while(char::is_ascii_digit).count();
                digits > 0 && rest[digits..].starts_with(']')
            })
            .count();
    }
    reads
}

#[test]
fn natives_read_arguments_through_signatures() {
    let mut files = Vec::new();
    sources(&repository().join("crates/sandpy-engine/src"), &mut files);
    let mut found: Vec<(String, usize)> = files
        .iter()
        .filter(|f| f.extension().is_some_and(|x| x == "rs"))
        .map(|f| (relative(f), raw_reads(&std::fs::read_to_string(f).expect("readable source"))))
        .filter(|(_, n)| *n > 0)
        .collect();
    found.sort();
    let rendered: Vec<String> = found.iter().map(|(f, n)| format!("{f}: {n}")).collect();
    assert!(
        found.is_empty(),
        "natives read raw `args[N]`; bind through a `Signature` (builtins/signature.rs) instead:\n{}",
        rendered.join("\n")
    );
}
