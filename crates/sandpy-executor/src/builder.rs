//! Configuring a local executor: authorized imports, limits, output truncation and
//! additional functions. Defaults follow smolagents' `LocalPythonExecutor`.

use sandpy_engine::policy::DunderPolicy;
use std::time::Duration;

use crate::session::LocalSession;
use crate::tools::{Tool, ToolCall, ToolError, ToolFn};
use crate::value::HostValue;
use crate::worker::LocalExecutor;

/// smolagents' `DEFAULT_MAX_LEN_OUTPUT`.
pub const DEFAULT_MAX_PRINT_OUTPUTS_LENGTH: usize = 50_000;
/// smolagents' `MAX_OPERATIONS`, in executor steps (see [`ENGINE_OPERATIONS_PER_STEP`]).
pub const DEFAULT_MAX_OPERATIONS: u64 = 10_000_000;
/// Engine operations granted per executor step.
///
/// smolagents counts one operation per AST node its interpreter evaluates (natives it calls
/// are free); the engine counts bytecode instructions (a call charges its code's length, a
/// loop iteration its body's, native bulk work its size). A node compiles to one to three
/// instructions, and whole loop bodies or function bodies are charged up front, so the
/// executor's `max_operations` is a budget of *steps* worth this many engine operations
/// each: no program smolagents' interpreter accepts within N operations stops here within N
/// steps (docs/smolagents-compat.md has the measured ratios).
pub const ENGINE_OPERATIONS_PER_STEP: u64 = 10;

/// The engine's operation budget for a budget of `steps` executor steps.
pub fn engine_operations(steps: u64) -> u64 {
    steps.saturating_mul(ENGINE_OPERATIONS_PER_STEP)
}
/// smolagents' `MAX_EXECUTION_TIME_SECONDS`.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(30);
/// Bytes a session's live objects may hold in all, across runs (smolagents has no bound).
pub const DEFAULT_MAX_MEMORY: usize = 1 << 30;
/// CPython's default recursion limit.
pub const DEFAULT_MAX_RECURSION_DEPTH: usize = sandpy_engine::limits::DEFAULT_RECURSION_LIMIT;

/// Everything a local executor is built from. `Clone + Send`: a [`LocalExecutor`] moves it
/// into its worker thread.
#[derive(Clone, Debug)]
pub struct ExecutorConfig {
    /// Patterns added to smolagents' base modules.
    pub additional_authorized_imports: Vec<String>,
    /// Logs (and output reprs) longer than this many characters are truncated.
    pub max_print_outputs_length: usize,
    /// Wall-clock budget per run (None: no timeout).
    pub timeout: Option<Duration>,
    /// Executor steps per run, each worth [`ENGINE_OPERATIONS_PER_STEP`] engine operations
    /// (None: unlimited). The limit error names this number, as smolagents' does.
    pub max_operations: Option<u64>,
    /// Bytes the session's live objects may hold in all, across runs: strings, containers,
    /// instances… each charged when made and credited when it dies (None: the engine's hard
    /// cap of 4 GiB). Past it, MemoryError; see docs/security.md.
    pub max_memory: Option<usize>,
    pub max_recursion_depth: usize,
    /// Host functions that are always present, like tools that are never replaced.
    pub additional_functions: Vec<Tool>,
    /// Tools present from the start (replaced by `send_tools`).
    pub tools: Vec<Tool>,
    /// A wall clock stopped at these Unix seconds (`time.time()`, `datetime.now()`…) for
    /// reproducible runs; None: the real clock.
    pub fixed_clock: Option<i64>,
    /// Which `obj.__x__` reads code may make: `Harmless` (the default here: CPython's
    /// behaviour minus the internals) or `Smolagents` (smolagents' rule: every dunder
    /// attribute read refused; the Python package's default). See
    /// `sandpy_engine::policy::DunderPolicy` and docs/smolagents-compat.md.
    pub dunder_policy: DunderPolicy,
}

impl Default for ExecutorConfig {
    fn default() -> Self {
        ExecutorConfig {
            additional_authorized_imports: Vec::new(),
            max_print_outputs_length: DEFAULT_MAX_PRINT_OUTPUTS_LENGTH,
            timeout: Some(DEFAULT_TIMEOUT),
            max_operations: Some(DEFAULT_MAX_OPERATIONS),
            max_memory: Some(DEFAULT_MAX_MEMORY),
            max_recursion_depth: DEFAULT_MAX_RECURSION_DEPTH,
            additional_functions: Vec::new(),
            tools: Vec::new(),
            fixed_clock: None,
            dunder_policy: DunderPolicy::Harmless,
        }
    }
}

/// Builds a [`LocalSession`] (in this thread) or a [`LocalExecutor`] (own worker thread).
///
/// ```
/// use sandpy_executor::ExecutorBuilder;
/// let mut session = ExecutorBuilder::new().authorized_imports(["numpy.*"]).timeout(None).build_session();
/// assert_eq!(session.run("x = 6 * 7").map(|o| o.output), Ok(42.into()));
/// ```
#[derive(Clone, Debug, Default)]
pub struct ExecutorBuilder {
    config: ExecutorConfig,
}

impl ExecutorBuilder {
    pub fn new() -> ExecutorBuilder {
        ExecutorBuilder::default()
    }

    /// Adds import patterns (`"pkg"`, `"pkg.*"`, `"*"`) to the base modules.
    pub fn authorized_imports<I, S>(mut self, patterns: I) -> Self
    where
        I: IntoIterator<Item = S>,
        S: Into<String>,
    {
        self.config.additional_authorized_imports.extend(patterns.into_iter().map(Into::into));
        self
    }

    pub fn max_print_outputs_length(mut self, n: usize) -> Self {
        self.config.max_print_outputs_length = n;
        self
    }

    /// Per-run wall-clock budget; `None` disables the timeout.
    pub fn timeout(mut self, t: Option<Duration>) -> Self {
        self.config.timeout = t;
        self
    }

    /// Per-run operation budget; `None` removes it.
    pub fn max_operations(mut self, n: Option<u64>) -> Self {
        self.config.max_operations = n;
        self
    }

    /// Bytes the session's live objects may hold in all (see [`ExecutorConfig::max_memory`]);
    /// `None` leaves only the engine's hard cap.
    pub fn max_memory(mut self, bytes: Option<usize>) -> Self {
        self.config.max_memory = bytes;
        self
    }

    pub fn max_recursion_depth(mut self, depth: usize) -> Self {
        self.config.max_recursion_depth = depth;
        self
    }

    /// A host function that is always present and cannot be rebound by code.
    pub fn additional_function(
        mut self,
        name: impl Into<String>,
        func: impl Fn(ToolCall) -> Result<HostValue, ToolError> + Send + Sync + 'static,
    ) -> Self {
        self.config.additional_functions.push(Tool::new(name, func));
        self
    }

    /// Same, from a shared function.
    pub fn additional_function_arc(mut self, name: impl Into<String>, func: ToolFn) -> Self {
        self.config.additional_functions.push(Tool { name: name.into(), func });
        self
    }

    /// A tool present from the start (as if sent with `send_tools`).
    pub fn tool(mut self, tool: Tool) -> Self {
        self.config.tools.push(tool);
        self
    }

    /// Stops the wall clock the code sees at `unix_secs` (UTC): `time.time()`,
    /// `datetime.now()` and friends always read this instant. Timeouts and sleeping still
    /// use the real clocks.
    ///
    /// ```
    /// use sandpy_executor::ExecutorBuilder;
    /// let mut s = ExecutorBuilder::new().fixed_clock(1_704_164_645).build_session();
    /// let out = s.run("import datetime, time\n(str(datetime.datetime.now()), time.time())").map(|o| o.output);
    /// assert_eq!(out, Ok(serde_json::json!(["2024-01-02 03:04:05", 1704164645.0])));
    /// ```
    pub fn fixed_clock(mut self, unix_secs: i64) -> Self {
        self.config.fixed_clock = Some(unix_secs);
        self
    }

    /// The dunder-attribute rule (see [`ExecutorConfig::dunder_policy`]).
    ///
    /// ```
    /// use sandpy_executor::{DunderPolicy, ExecutorBuilder};
    /// let mut s = ExecutorBuilder::new().dunder_policy(DunderPolicy::Smolagents).build_session();
    /// let err = s.run("().__class__").err().map(|e| e.message);
    /// assert_eq!(err.as_deref(), Some("Forbidden access to dunder attribute: __class__"));
    /// ```
    pub fn dunder_policy(mut self, policy: DunderPolicy) -> Self {
        self.config.dunder_policy = policy;
        self
    }

    pub fn config(&self) -> &ExecutorConfig {
        &self.config
    }

    pub fn into_config(self) -> ExecutorConfig {
        self.config
    }

    /// An in-thread session (fastest; not `Send`).
    pub fn build_session(self) -> LocalSession {
        LocalSession::new(self.config)
    }

    /// A `Send + Sync` executor with its own worker thread.
    pub fn build(self) -> LocalExecutor {
        LocalExecutor::new(self.config)
    }
}

impl From<ExecutorConfig> for ExecutorBuilder {
    fn from(config: ExecutorConfig) -> Self {
        ExecutorBuilder { config }
    }
}
