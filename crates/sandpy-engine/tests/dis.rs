//! Golden-file tests of the disassembler (`compile::dis`): every `tests/dis/NAME.py` is
//! compiled and disassembled, and the listing must equal `tests/dis/NAME.dis` byte for byte.
//! A change to the compiler that alters the bytecode shows up here as a readable diff.
//!
//! The `.dis` files are generated, never edited by hand: after an intended change to the
//! bytecode, run `SANDPY_BLESS_DIS=1 cargo test -p sandpy-engine --test dis` to rewrite
//! them, and review the diff before committing.

// The engine may not touch the host (clippy.toml); this test, which runs on the host,
// reads its snippets and golden files and the bless switch from the environment.
#![allow(clippy::disallowed_methods)]

use std::path::{Path, PathBuf};

fn snippets() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/dis");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/dis exists")
        .map(|e| e.expect("readable entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "py"))
        .collect();
    files.sort();
    files
}

#[test]
fn disassembly_matches_the_golden_files() {
    let bless = std::env::var("SANDPY_BLESS_DIS").is_ok_and(|v| v == "1");
    let files = snippets();
    assert!(files.len() >= 30, "expected the snippet corpus in tests/dis, found {}", files.len());
    let mut failures = Vec::new();
    for py in &files {
        let source = std::fs::read_to_string(py).expect("readable snippet");
        let name = py.file_name().and_then(|n| n.to_str()).unwrap_or("snippet.py");
        let listing = sandpy_engine::compile::dis::disassemble(&source, name).unwrap_or_else(|e| panic!("{name} does not compile:\n{e}"));
        let golden = py.with_extension("dis");
        if bless {
            std::fs::write(&golden, &listing).expect("writable golden file");
            continue;
        }
        match std::fs::read_to_string(&golden) {
            Ok(expected) if expected == listing => {}
            Ok(expected) => {
                let line = expected
                    .lines()
                    .zip(listing.lines())
                    .position(|(a, b)| a != b)
                    .map_or(expected.lines().count().min(listing.lines().count()), |i| i);
                failures.push(format!(
                    "{}: first difference at line {}:\n  expected: {}\n  got:      {}",
                    golden.display(),
                    line + 1,
                    expected.lines().nth(line).unwrap_or("<end>"),
                    listing.lines().nth(line).unwrap_or("<end>")
                ));
            }
            Err(_) => failures.push(format!("{}: missing", golden.display())),
        }
    }
    assert!(failures.is_empty(), "disassembly differs (SANDPY_BLESS_DIS=1 rewrites the golden files):\n{}", failures.join("\n"));
}

#[test]
fn listing_decodes_operands() {
    let out = sandpy_engine::compile::dis::disassemble("def f(a, b=2):\n    x = a + b\n    return len(x)\n", "<t>").expect("compiles");
    assert!(out.contains("Disassembly of <code f> (function, line 1):"), "{out}");
    assert!(out.contains("LOAD_CONST") && out.contains("(<code f>, defaults)"), "{out}");
    assert!(out.contains("(len)"), "{out}");
    assert!(sandpy_engine::compile::dis::disassemble("x = (\n", "<t>").is_err());
}
