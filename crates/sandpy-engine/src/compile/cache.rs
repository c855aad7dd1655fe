//! A per-thread cache of compiled top-level code, keyed by the exact source text and what
//! else compiling depends on (filename, module mode, dunder policy), so that code sent again
//! (an agent's tool preamble, a retried step, the same snippet in a fresh executor on a
//! reused worker thread) skips parsing and compiling.
//!
//! The cached `Code` objects are shared by every session on the thread, like the engine's
//! own module code (`modules::python_module`): they are built in [`crate::heap::host_scope`]
//! (their constants are charged to the thread, not to one session), their constants are
//! immutable, and their inline caches key on per-thread-unique epochs and class tags, so
//! one session's entries never match in another. Nothing a run does is written into the
//! code: a hit behaves exactly like compiling the text again.
//!
//! Bounded: only sources up to [`MAX_SOURCE_BYTES`] are cached, at most [`MAX_ENTRIES`]
//! of them and [`MAX_TOTAL_BYTES`] of source text in all (compiled code is a small multiple
//! of its source), least recently used first out. Code that fails to parse or compile is
//! not cached (it is compiled again, and reports the same error).

use std::cell::RefCell;
use std::hash::BuildHasher;
use std::rc::Rc;

use super::bytecode::Code;
use super::ModuleMode;
use crate::policy::DunderPolicy;

/// Largest source cached (bytes).
pub const MAX_SOURCE_BYTES: usize = 32 << 10;
/// Most entries kept per thread.
pub const MAX_ENTRIES: usize = 64;
/// Most source bytes kept per thread, over all entries.
pub const MAX_TOTAL_BYTES: usize = 512 << 10;

struct Entry {
    hash: u64,
    source: Box<str>,
    filename: Box<str>,
    mode: ModuleMode,
    dunders: DunderPolicy,
    code: Rc<Code>,
}

#[derive(Default)]
struct Cache {
    /// Least recently used first.
    entries: Vec<Entry>,
    bytes: usize,
    hasher: hashbrown::DefaultHashBuilder,
}

thread_local! {
    static CACHE: RefCell<Cache> = RefCell::new(Cache::default());
}

/// Whether `source` is small enough to be cached (and so should be compiled in the thread's
/// heap scope).
pub fn cacheable(source: &str) -> bool {
    source.len() <= MAX_SOURCE_BYTES
}

/// The code compiled earlier from exactly this source, filename, mode and dunder policy.
pub fn get(source: &str, filename: &str, mode: ModuleMode, dunders: DunderPolicy) -> Option<Rc<Code>> {
    if !cacheable(source) {
        return None;
    }
    CACHE
        .try_with(|c| {
            let mut c = c.try_borrow_mut().ok()?;
            let hash = c.hasher.hash_one(source);
            let i = c.entries.iter().rposition(|e| {
                e.hash == hash && e.mode == mode && e.dunders == dunders && &*e.filename == filename && &*e.source == source
            })?;
            let code = c.entries[i].code.clone();
            // Most recently used last.
            let e = c.entries.remove(i);
            c.entries.push(e);
            Some(code)
        })
        .ok()
        .flatten()
}

/// Keeps `code`, compiled (in the thread's heap scope) from this source, filename, mode and
/// dunder policy.
pub fn put(source: &str, filename: &str, mode: ModuleMode, dunders: DunderPolicy, code: Rc<Code>) {
    if !cacheable(source) {
        return;
    }
    let _ = CACHE.try_with(|c| {
        let Ok(mut c) = c.try_borrow_mut() else { return };
        let hash = c.hasher.hash_one(source);
        c.bytes += source.len();
        c.entries.push(Entry { hash, source: source.into(), filename: filename.into(), mode, dunders, code });
        while c.entries.len() > MAX_ENTRIES || c.bytes > MAX_TOTAL_BYTES {
            let old = c.entries.remove(0);
            c.bytes -= old.source.len();
            // Dropping the code credits its constants back to the thread's account.
            crate::heap::host_scope(move || drop(old));
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn compiled(src: &str) -> Rc<Code> {
        let parsed = ruff_python_parser::parse_module(src).expect("parses");
        super::super::compile_module(
            parsed.syntax(),
            src,
            "<t>",
            ModuleMode::LastValue,
            DunderPolicy::Harmless,
            super::super::Budget::unlimited(),
        )
        .expect("compiles")
    }

    #[test]
    fn hits_only_on_the_same_source_filename_mode_and_policy() {
        let code = compiled("x = 1");
        put("x = 1", "<t>", ModuleMode::LastValue, DunderPolicy::Harmless, code.clone());
        let hit = get("x = 1", "<t>", ModuleMode::LastValue, DunderPolicy::Harmless).expect("a hit");
        assert!(Rc::ptr_eq(&hit, &code));
        assert!(get("x = 2", "<t>", ModuleMode::LastValue, DunderPolicy::Harmless).is_none());
        assert!(get("x = 1", "<u>", ModuleMode::LastValue, DunderPolicy::Harmless).is_none());
        assert!(get("x = 1", "<t>", ModuleMode::Program, DunderPolicy::Harmless).is_none());
        assert!(get("x = 1", "<t>", ModuleMode::LastValue, DunderPolicy::Smolagents).is_none());
    }

    #[test]
    fn stays_within_its_bounds() {
        for i in 0..MAX_ENTRIES + 10 {
            let src = format!("x = {}", i);
            put(&src, "<bounds>", ModuleMode::LastValue, DunderPolicy::Harmless, compiled(&src));
        }
        assert!(get("x = 0", "<bounds>", ModuleMode::LastValue, DunderPolicy::Harmless).is_none());
        let last = format!("x = {}", MAX_ENTRIES + 9);
        assert!(get(&last, "<bounds>", ModuleMode::LastValue, DunderPolicy::Harmless).is_some());
        CACHE.with(|c| {
            let c = c.borrow();
            assert!(c.entries.len() <= MAX_ENTRIES && c.bytes <= MAX_TOTAL_BYTES);
        });
        let big = "x = 1\n".repeat(MAX_SOURCE_BYTES / 6 + 1);
        put(&big, "<bounds>", ModuleMode::LastValue, DunderPolicy::Harmless, compiled("x = 1"));
        assert!(get(&big, "<bounds>", ModuleMode::LastValue, DunderPolicy::Harmless).is_none());
    }
}
