//! Command-line flags shared by `sandpy run` and `sandpy session`.

use clap::Args;

/// A numeric limit that may be switched off with `none` (or `0`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Setting<T> {
    Off,
    On(T),
}

impl<T: Copy> Setting<T> {
    /// The value, `None` when switched off.
    pub fn get(self) -> Option<T> {
        match self {
            Setting::Off => None,
            Setting::On(v) => Some(v),
        }
    }
}

fn parse_setting<T: std::str::FromStr + PartialEq + Default>(s: &str) -> Result<Setting<T>, String> {
    if s.eq_ignore_ascii_case("none") || s.eq_ignore_ascii_case("off") {
        return Ok(Setting::Off);
    }
    let v: T = s.trim().parse().map_err(|_| format!("expected a number or 'none', got '{}'", s))?;
    Ok(if v == T::default() { Setting::Off } else { Setting::On(v) })
}

fn parse_seconds(s: &str) -> Result<Setting<f64>, String> {
    match parse_setting::<f64>(s)? {
        Setting::On(v) if !(v.is_finite() && v > 0.0) => Err(format!("expected a positive number of seconds or 'none', got '{}'", s)),
        other => Ok(other),
    }
}

fn parse_u64(s: &str) -> Result<Setting<u64>, String> {
    parse_setting(s)
}

fn parse_usize(s: &str) -> Result<Setting<usize>, String> {
    parse_setting(s)
}

/// Limits and policy; a flag left out means "the command's default".
#[derive(Args, Clone, Debug, Default)]
pub struct LimitArgs {
    /// Maximum bytecode operations per run (`none` or 0: unlimited).
    #[arg(long, value_parser = parse_u64)]
    pub max_operations: Option<Setting<u64>>,
    /// Timeout in seconds per run (`none` or 0: no timeout).
    #[arg(long, value_parser = parse_seconds)]
    pub timeout: Option<Setting<f64>>,
    /// Maximum bytes the session's live objects may hold in all (`none`: the engine's hard
    /// cap of 4 GiB).
    #[arg(long, value_parser = parse_usize)]
    pub max_memory: Option<Setting<usize>>,
    /// Python recursion limit.
    #[arg(long)]
    pub max_recursion_depth: Option<usize>,
    /// Printed output longer than this many characters is truncated (head, marker, tail).
    #[arg(long)]
    pub max_print_outputs_length: Option<usize>,
    /// Comma-separated import patterns added to the base modules (`pkg`, `pkg.*`, `*`).
    #[arg(long, value_delimiter = ',')]
    pub authorized_imports: Option<Vec<String>>,
}

impl LimitArgs {
    /// Seconds as nanoseconds for the engine.
    pub fn timeout_ns(t: f64) -> u64 {
        (t * 1e9).min(u64::MAX as f64) as u64
    }
}
