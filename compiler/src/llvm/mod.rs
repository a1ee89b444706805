//! The bridge to LLVM 19 (feature `llvm`): LLVM's parser and verifier as a cross-check, modules
//! in from `.ll` and `.bc` files, PTX out through the NVPTX back end, and LLVM's own `default<O3>`
//! as the baseline pipeline.
//!
//! - [`verify_text`], [`roundtrip_text`]: hand seam's text to LLVM's parser and verifier
//!   (in this process: they cannot crash on what seam prints).
//! - [`emit_ptx`]: a seam module to PTX (triple `nvptx64-nvidia-cuda`, `sm_90` unless
//!   [`CodegenOptions`] says otherwise, with the PTX version and the code generator's
//!   optimization level as options). The module is checked first against what LLVM 19's
//!   NVPTX back end cannot compile ([`limits`]), after the rewrites that let it compile what
//!   LLVM 20 lowers itself ([`legalize`]: local allocas, fences, ordered atomic loads and
//!   stores); [`emit_ptx_after`] runs an LLVM pipeline (`default<O3>`: [`LLVM_O3`]) before
//!   code generation.
//! - [`import`](mod@import): `.ll` and `.bc` files into seam modules.
//!
//! **Floating point.** LLVM contracts `fmul`+`fadd` into `fma` only where the IR asks (the
//! `contract` or `fast` flags, `llvm.fma`, `llvm.fmuladd`): seam sets `-nvptx-fma-level=0`
//! once per process, so NVPTX's own combine stays off, and the multiplies and adds are
//! emitted as `mul.rn`/`add.rn`, which ptxas never fuses (`seam::ptxas` passes
//! `--fmad=false` as well).
//!
//! **Isolation.** Code generation and bitcode reading run in a forked child process by default
//! ([`Isolation`]; one worker process per thread, reused from job to job): LLVM's fatal errors
//! and crashes become [`LlvmError::Fatal`] and [`LlvmError::Crashed`], with the input kept for
//! inspection ([`LlvmFailure`]).
//!
//! An inkwell `Context` may move between threads but not be shared, and a
//! target machine can do neither: every job makes its own.

mod call_sites;
pub mod import;
mod job;
pub mod libdevice;
pub use crate::legalize;
pub mod limits;
#[cfg(unix)]
mod worker;

use std::path::{Path, PathBuf};
use std::time::Duration;

use inkwell::OptimizationLevel;
use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;

pub use import::{ImportError, import_bytes, import_file, is_bitcode};
use job::{Emit, Input, Job, TargetSpec};
pub use job::{Isolation, NVPTX_TRIPLE};
pub use legalize::legalize_for_llvm19;
pub use libdevice::{LibdeviceError, link_libdevice};
pub use limits::{Unsupported, nvptx_unsupported};

/// LLVM's own optimization pipeline, the baseline seam's pipelines are compared with.
pub const LLVM_O3: &str = "default<O3>";

/// The SMs LLVM 19's NVPTX back end knows.
pub const LLVM19_SMS: &[&str] = &[
    "20", "21", "30", "32", "35", "37", "50", "52", "53", "60", "61", "62", "70", "72", "75", "80",
    "86", "87", "89", "90", "90a",
];

/// The PTX versions LLVM 19 can emit (`80` is PTX 8.0).
pub const LLVM19_PTX_VERSIONS: &[u32] = &[
    32, 40, 41, 42, 43, 50, 60, 61, 62, 63, 64, 65, 70, 71, 72, 73, 74, 75, 76, 77, 78, 80, 81, 82,
    83, 84, 85,
];

/// What went wrong in LLVM.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum LlvmError {
    /// LLVM's parser rejected the text.
    #[error("LLVM 19 could not parse the module: {0}")]
    Parse(String),
    /// LLVM's verifier rejected the module.
    #[error("LLVM 19's verifier rejected the module: {0}")]
    Verify(String),
    /// LLVM could not read the bitcode.
    #[error("LLVM 19 could not read the bitcode: {0}")]
    Bitcode(String),
    /// LLVM rejected the pass pipeline's text, or a pass failed.
    #[error("LLVM 19's pass pipeline failed: {0}")]
    Pipeline(String),
    /// The NVPTX code generator reported an error.
    #[error("LLVM 19's NVPTX code generator failed: {0}")]
    Codegen(String),
    /// LLVM stopped with a fatal error (`LLVM ERROR: ...`).
    #[error("LLVM 19 stopped with a fatal error: {0}")]
    Fatal(String),
    /// LLVM crashed (a signal).
    #[error("LLVM 19 crashed: {0}")]
    Crashed(String),
    /// The child process could not be run or read.
    #[error("running LLVM 19 in a child process failed: {0}")]
    Process(String),
    /// LLVM ran past the time limit and was stopped.
    #[error("LLVM 19 ran longer than {0} s and was stopped")]
    TimedOut(u64),
}

/// An [`LlvmError`] with the folder holding the input and LLVM's messages, and the command that
/// repeats the work with LLVM's tools.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub struct LlvmFailure {
    /// What went wrong.
    pub error: LlvmError,
    /// The folder kept for inspection (`input.ll` or `input.bc`, `llvm.log`).
    pub kept: Option<PathBuf>,
    /// A command line that repeats the work with `llc-19`/`opt-19`.
    pub reproduce: Option<String>,
}

impl std::fmt::Display for LlvmFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.error)?;
        if let Some(k) = &self.kept {
            write!(
                f,
                "\n  the input and LLVM's messages are kept in {}",
                k.display()
            )?;
        }
        if let Some(r) = &self.reproduce {
            write!(f, "\n  to reproduce: {r}")?;
        }
        Ok(())
    }
}

/// Why a module could not be compiled to PTX.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum CodegenError {
    /// The options name an SM or PTX version LLVM 19 does not know.
    #[error("{0}")]
    Options(String),
    /// The module uses constructs LLVM 19's NVPTX back end cannot compile (checked before LLVM
    /// is asked).
    #[error("{}", unsupported_list(.0))]
    Unsupported(Vec<Unsupported>),
    /// LLVM failed.
    #[error(transparent)]
    Llvm(#[from] LlvmFailure),
}

fn unsupported_list(v: &[Unsupported]) -> String {
    let mut s = String::new();
    for (k, u) in v.iter().enumerate() {
        if k > 0 {
            s.push('\n');
        }
        s.push_str(&u.to_string());
    }
    s
}

/// How to generate PTX.
#[derive(Clone, Debug)]
pub struct CodegenOptions {
    /// The SM: `90` for `sm_90` (`90a` too).
    pub sm: String,
    /// The PTX version (`80` for 8.0); `None` for LLVM's default for the SM (7.8 for sm_90).
    pub ptx: Option<u32>,
    /// The code generator's optimization level, 0 to 3 (`llc`'s default is 2).
    pub opt_level: u8,
    /// Where LLVM runs.
    pub isolation: Isolation,
    /// Stop LLVM after this long (child process only).
    pub timeout: Duration,
    /// libdevice (`libdevice.10.bc`), linked into a module that declares `__nv_*` functions
    /// before code generation, as clang's `-mlink-builtin-bitcode` does: only what the module
    /// calls stays. `None`: such calls stay external (ptxas then refuses the PTX). The default
    /// is the one [`crate::ptxas::find_libdevice`] finds.
    pub libdevice: Option<PathBuf>,
}

impl Default for CodegenOptions {
    fn default() -> CodegenOptions {
        CodegenOptions {
            sm: "90".into(),
            ptx: None,
            opt_level: 2,
            isolation: Isolation::default(),
            timeout: Duration::from_secs(300),
            libdevice: crate::ptxas::find_libdevice(),
        }
    }
}

/// Whether `m` declares (without defining) a libdevice function, `__nv_*`.
pub fn calls_libdevice(m: &crate::ir::Module) -> bool {
    m.functions
        .values()
        .any(|f| f.body.is_none() && f.name.starts_with("__nv_"))
}

/// The bytes of the libdevice file at `path`, read once per process.
fn libdevice_bytes(path: &Path) -> Result<std::sync::Arc<Vec<u8>>, CodegenError> {
    use std::sync::{Arc, Mutex, OnceLock};
    type Loaded = Vec<(PathBuf, Arc<Vec<u8>>)>;
    static CACHE: OnceLock<Mutex<Loaded>> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(Vec::new()));
    let mut c = cache.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, b)) = c.iter().find(|(p, _)| p == path) {
        return Ok(b.clone());
    }
    let b = Arc::new(std::fs::read(path).map_err(|e| {
        CodegenError::Options(format!("reading libdevice {}: {e}", path.display()))
    })?);
    c.push((path.to_path_buf(), b.clone()));
    Ok(b)
}

impl CodegenOptions {
    /// `sm_90`.
    pub fn arch(&self) -> String {
        format!("sm_{}", self.sm)
    }

    fn spec(&self) -> Result<TargetSpec, CodegenError> {
        if !LLVM19_SMS.contains(&self.sm.as_str()) {
            return Err(CodegenError::Options(format!(
                "sm_{}: not a target LLVM 19's NVPTX back end knows (sm_{})",
                self.sm,
                LLVM19_SMS.join(", sm_")
            )));
        }
        let features = match self.ptx {
            None => String::new(),
            Some(v) if LLVM19_PTX_VERSIONS.contains(&v) => format!("+ptx{v}"),
            Some(v) => {
                return Err(CodegenError::Options(format!(
                    "PTX version {v}: LLVM 19 emits {}",
                    LLVM19_PTX_VERSIONS
                        .iter()
                        .map(|v| format!("{}.{}", v / 10, v % 10))
                        .collect::<Vec<_>>()
                        .join(", ")
                )));
            }
        };
        let level = match self.opt_level {
            0 => OptimizationLevel::None,
            1 => OptimizationLevel::Less,
            2 => OptimizationLevel::Default,
            3 => OptimizationLevel::Aggressive,
            n => {
                return Err(CodegenError::Options(format!(
                    "code generation level {n}: not 0 to 3"
                )));
            }
        };
        Ok(TargetSpec {
            cpu: self.arch(),
            features,
            level,
        })
    }

    fn job<'a>(
        &self,
        input: Input<'a>,
        passes: Option<&'a str>,
        emit: Emit,
    ) -> Result<Job<'a>, CodegenError> {
        Ok(Job {
            input,
            link: None,
            reflect: None,
            passes,
            emit,
            target: self.spec()?,
            source_name: None,
            isolation: self.isolation,
            timeout: self.timeout,
        })
    }
}

fn with_module<T>(
    text: &str,
    f: impl FnOnce(&inkwell::module::Module<'_>) -> T,
) -> Result<T, LlvmError> {
    job::in_process(|| {
        let ctx = Context::create();
        // The copying constructor NUL-terminates the buffer, which LLVM's parser needs.
        let buf = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "seam");
        let module = ctx
            .create_module_from_ir(buf)
            .map_err(|e| LlvmError::Parse(job::msg(&e)))?;
        module
            .verify()
            .map_err(|e| LlvmError::Verify(job::msg(&e)))?;
        Ok(f(&module))
    })
}

/// Parses `text` with LLVM 19 and runs LLVM's verifier on it.
pub fn verify_text(text: &str) -> Result<(), LlvmError> {
    with_module(text, |_| ())
}

/// Parses `text` with LLVM 19, verifies it, and returns LLVM's own printing of it. The source
/// file name is set to `source_filename` (LLVM otherwise prints the buffer's name).
pub fn roundtrip_text(text: &str, source_filename: &str) -> Result<String, LlvmError> {
    with_module(text, |m| {
        m.set_source_file_name(source_filename);
        m.print_to_string().to_string()
    })
}

/// Compiles `m` to PTX: a copy of it is rewritten where LLVM 19 needs it ([`legalize`]) and
/// checked against what it still cannot compile ([`limits`]), then printed for LLVM.
pub fn emit_ptx(m: &crate::ir::Module, opts: &CodegenOptions) -> Result<String, CodegenError> {
    emit_ptx_after(m, None, opts)
}

/// Like [`emit_ptx`], running the LLVM pass pipeline `passes` (e.g. [`LLVM_O3`]) first.
pub fn emit_ptx_after(
    m: &crate::ir::Module,
    passes: Option<&str>,
    opts: &CodegenOptions,
) -> Result<String, CodegenError> {
    let mut m = m.clone();
    legalize_for_llvm19(&mut m);
    let problems = nvptx_unsupported(&m);
    if !problems.is_empty() {
        return Err(CodegenError::Unsupported(problems));
    }
    let text = crate::text::print_module(&m);
    let lib = match &opts.libdevice {
        Some(path) if calls_libdevice(&m) => Some(libdevice_bytes(path)?),
        _ => None,
    };
    let mut job = opts.job(Input::Text(&text), passes, Emit::Ptx)?;
    job.link = lib.as_deref().map(Vec::as_slice);
    Ok(job.run()?)
}

/// Compiles LLVM IR text to PTX (after the LLVM pipeline `passes`, if any), without seam's
/// checks: the text may be anything LLVM reads.
pub fn ptx_from_text(
    text: &str,
    passes: Option<&str>,
    opts: &CodegenOptions,
) -> Result<String, CodegenError> {
    Ok(opts.job(Input::Text(text), passes, Emit::Ptx)?.run()?)
}

/// Runs the LLVM pass pipeline `passes` (e.g. [`LLVM_O3`]) on LLVM IR text; returns LLVM's
/// printing of the result.
pub fn optimize_text(
    text: &str,
    passes: &str,
    opts: &CodegenOptions,
) -> Result<String, CodegenError> {
    Ok(opts.job(Input::Text(text), Some(passes), Emit::Ir)?.run()?)
}

/// LLVM's text of a bitcode file (read in a child process by default: LLVM's bitcode reader
/// is not hardened against every malformed input).
pub fn bitcode_to_text(bytes: &[u8], isolation: Isolation) -> Result<String, LlvmFailure> {
    let opts = CodegenOptions {
        isolation,
        ..CodegenOptions::default()
    };
    let job = opts
        .job(Input::Bitcode(bytes), None, Emit::Ir)
        .map_err(|e| LlvmFailure {
            error: LlvmError::Process(e.to_string()),
            kept: None,
            reproduce: None,
        })?;
    job.run()
}
