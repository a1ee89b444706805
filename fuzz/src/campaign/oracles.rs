//! The real oracles of a campaign as a [`Backend`]: LLVM 19's verifier and NVPTX code
//! generator (this crate's feature `llvm`), ptxas (found at run time), and a GPU (through
//! `seam-oracle`'s feature `cuda`). The `seam` command line is one user; a program that uses
//! seam as a library gets the same campaign with [`backend`] (`docs/campaign.md`, "From Rust"):
//!
//! ```no_run
//! use std::time::Duration;
//! use seam_fuzz::campaign::{self, oracles, CampaignOptions, CheckOptions, Limit, Pipeline, Progress};
//!
//! let opts = CampaignOptions {
//!     out: "campaign-out".into(),
//!     limit: Limit::Time(Duration::from_secs(60)),
//!     seed: 0,
//!     jobs: 2,
//!     pipelines: Pipeline::all_named(),
//!     config: None,
//!     shard: (0, 1),
//!     resume: false,
//!     check: CheckOptions::default(),
//!     reduce_time: Duration::from_secs(30),
//!     codegen_every: 8,
//!     llvm_cost_every: 1,
//!     nvvm_every: 8,
//!     nvvm_legacy_every: 32,
//!     progress: Progress::Plain,
//!     stop_after_findings: None,
//!     case_timeout: Some(campaign::DEFAULT_CASE_TIMEOUT),
//!     emit: None,
//! };
//! // Every oracle this build has: LLVM 19 (feature `llvm`), ptxas, a GPU (seam-oracle's `cuda`).
//! let every = oracles::Oracles { llvm: true, codegen: true, gpu: true, nvvm: true };
//! let summary = campaign::run(&opts, move || oracles::backend(every), &mut std::io::stderr())?;
//! println!("{} cases, {} correctness findings", summary.cases, summary.correctness_findings);
//! # Ok::<(), campaign::CampaignError>(())
//! ```

// Without `llvm` the caches of LLVM's and ptxas's results have nothing to cache.
#![cfg_attr(not(feature = "llvm"), allow(dead_code))]

use std::path::Path;
use std::time::Duration;

use super::{Backend, Codegen, CodegenError, FunctionStats, NoBackend};
use crate::judge::{NvvmCode, NvvmFailure};

/// Which oracles outside seam to use (each only where this build has it).
#[derive(Clone, Copy, Debug)]
pub struct Oracles {
    /// LLVM 19's verifier.
    pub llvm: bool,
    /// LLVM 19's NVPTX code generator and ptxas (when found).
    pub codegen: bool,
    /// Run the compiled PTX on a GPU, when one opens.
    pub gpu: bool,
    /// NVIDIA's compiler: libNVVM 13.5 and ptxas 13.5 (when both are found).
    pub nvvm: bool,
}

/// How long one launch may run on the GPU before it counts as hung.
const GPU_WATCHDOG: Duration = Duration::from_secs(10);

/// Why the process's GPU context is lost (`None` while it is usable); its lock is held while a
/// job drives the GPU.
static GPU_STATE: std::sync::Mutex<Option<String>> = std::sync::Mutex::new(None);

/// Whether the loss was reported.
static GPU_LOST_SAID: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// The real oracles: LLVM 19's verifier and code generator (feature `llvm`), ptxas, and a GPU
/// (feature `cuda` of `seam-oracle`).
struct RealBackend {
    llvm: bool,
    /// The ptxas to assemble with, when code generation is on and one was found.
    ptxas: Option<std::path::PathBuf>,
    /// A second toolkit's ptxas (13.5) to compare with, when found.
    ptxas_second: Option<std::path::PathBuf>,
    /// The GPU, while it is usable.
    gpu: Option<seam_oracle::gpu::Gpu>,
    /// Why there is no GPU (for the versions line).
    no_gpu: Option<String>,
    /// libNVVM and the ptxas that assembles its PTX, when both were found.
    nvvm: Option<(&'static seam::nvvm::Nvvm, std::path::PathBuf)>,
    /// The older toolkit's libNVVM (12.9) and ptxas (12.9), with `nvvm`, when both were found.
    nvvm_older: Option<(&'static seam::nvvm::Nvvm, std::path::PathBuf)>,
    /// Why there is no NVVM (for the versions line), when it was asked for.
    no_nvvm: Option<String>,
    /// The last few results of LLVM's verifier and of code generation, by the module's text
    /// and by the PTX: a pipeline that leaves a module as it was (`gpucompiler` does on most
    /// cases) or that LLVM compiles to the same PTX costs no second run.
    recent: Recent,
    /// LLVM's code generator or ptxas ran past its limit on this case: the case's other
    /// modules are not compiled (a `tool` finding says so), so that one hang costs one
    /// limit, not one per pipeline (seven would pass the case timeout).
    timed_out: bool,
}

/// How many results [`Recent`] keeps: more than the modules one case compiles.
const RECENT: usize = 16;

/// The last [`RECENT`] results of LLVM's verifier and code generator (by module text) and of
/// ptxas (by PTX).
#[derive(Default)]
struct Recent {
    verified: std::collections::VecDeque<(String, Result<(), String>)>,
    modules: std::collections::VecDeque<(String, Result<Codegen, CodegenError>)>,
    ptx: std::collections::VecDeque<(String, Result<Vec<FunctionStats>, CodegenError>)>,
}

impl Recent {
    fn get<T: Clone>(queue: &std::collections::VecDeque<(String, T)>, key: &str) -> Option<T> {
        queue.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone())
    }

    fn put<T>(queue: &mut std::collections::VecDeque<(String, T)>, key: String, value: T) {
        if queue.len() == RECENT {
            queue.pop_front();
        }
        queue.push_back((key, value));
    }
}

/// The version line of a tool (`TOOL --version`'s last line), or why not.
fn tool_version(tool: &Path) -> String {
    match std::process::Command::new(tool).arg("--version").output() {
        Ok(o) => String::from_utf8_lossy(&o.stdout)
            .lines()
            .rev()
            .find(|l| !l.trim().is_empty())
            .unwrap_or("?")
            .trim()
            .to_owned(),
        Err(e) => format!("? ({e})"),
    }
}

impl Backend for RealBackend {
    fn versions(&self) -> Vec<(String, String)> {
        let mut v = Vec::new();
        if self.llvm && cfg!(feature = "llvm") {
            v.push((
                "llvm".to_owned(),
                "19 (libLLVM, through inkwell)".to_owned(),
            ));
        }
        if let Some(p) = &self.ptxas {
            v.push(("ptxas".to_owned(), tool_version(p)));
        }
        if let Some(p) = &self.ptxas_second {
            v.push(("ptxas-second".to_owned(), tool_version(p)));
        }
        match (&self.gpu, &self.no_gpu) {
            (Some(g), _) => v.push(("gpu".to_owned(), g.info().to_string())),
            (None, Some(why)) => v.push(("gpu".to_owned(), format!("none: {why}"))),
            (None, None) => {}
        }
        match (&self.nvvm, &self.no_nvvm) {
            (Some((n, ptxas)), _) => {
                let (a, b) = n.version();
                v.push((
                    "nvvm".to_owned(),
                    format!("libNVVM {a}.{b} ({})", n.path().display()),
                ));
                v.push(("ptxas-nvvm".to_owned(), tool_version(ptxas)));
                if let Some((n, _)) = &self.nvvm_older {
                    let (a, b) = n.version();
                    v.push((
                        "nvvm-older".to_owned(),
                        format!("libNVVM {a}.{b} ({})", n.path().display()),
                    ));
                }
            }
            (None, Some(why)) => v.push(("nvvm".to_owned(), format!("none: {why}"))),
            (None, None) => {}
        }
        v
    }

    fn has_nvvm(&self) -> bool {
        self.nvvm.is_some()
    }

    fn nvvm(
        &mut self,
        text: &str,
        opt: u8,
        remarks: bool,
    ) -> Option<Result<NvvmCode, NvvmFailure>> {
        let (n, ptxas) = self.nvvm.as_ref()?;
        Some(nvvm_compile(n, ptxas, text, opt, remarks, false))
    }

    fn nvvm_legacy(&mut self, text: &str, opt: u8) -> Option<Result<NvvmCode, NvvmFailure>> {
        let (n, ptxas) = self.nvvm.as_ref()?;
        Some(nvvm_compile(n, ptxas, text, opt, false, true))
    }

    fn nvvm_legacy_older(&mut self, text: &str, opt: u8) -> Option<Result<NvvmCode, NvvmFailure>> {
        let (n, ptxas) = self.nvvm_older.as_ref()?;
        Some(nvvm_compile(n, ptxas, text, opt, false, true))
    }

    fn gpu_run(
        &mut self,
        m: &seam::ir::Module,
        ptx: &str,
        launches: &[seam_oracle::Launch],
    ) -> Option<Vec<Result<seam_oracle::Outcome, String>>> {
        let gpu = self.gpu.as_mut()?;
        let mut out = Vec::with_capacity(launches.len());
        // One job at a time drives the GPU: the jobs share the process's primary context, and
        // a launch runs on, and is awaited by polling, the context's legacy default stream,
        // which every job's kernels and copies share; so one job's work counted against
        // another's watchdog (an H100 reported a 0.3 s launch hung while other jobs ran and
        // loaded modules, which the JIT took up to a minute for). Once the context is lost (a
        // fault is sticky for the whole process, a hung kernel keeps running), no job uses it
        // again.
        let mut state = GPU_STATE.lock().unwrap_or_else(|e| e.into_inner());
        let mut lost = state.clone();
        if lost.is_none() {
            for l in launches {
                match gpu.run(m, ptx, l, GPU_WATCHDOG) {
                    Ok(r) => out.push(Ok(r.outcome)),
                    Err(seam_oracle::gpu::GpuError::Unusable(why)) => {
                        lost = Some(why);
                        break;
                    }
                    Err(e) => out.push(Err(e.to_string())),
                }
                if let Some(why) = gpu.unusable_reason() {
                    // This launch's outcome (a fault or the watchdog) is kept; the context
                    // is gone for every job.
                    *state = Some(why.to_owned());
                    break;
                }
            }
        }
        drop(state);
        if let Some(why) = lost {
            if !GPU_LOST_SAID.swap(true, std::sync::atomic::Ordering::Relaxed) {
                eprintln!("campaign: the GPU is no longer usable in this process: {why}");
            }
            self.no_gpu = Some(why);
            self.gpu = None;
            return if out.is_empty() { None } else { Some(out) };
        }
        Some(out)
    }

    fn has_llvm(&self) -> bool {
        self.llvm && cfg!(feature = "llvm")
    }

    fn has_codegen(&self) -> bool {
        self.ptxas.is_some() && cfg!(feature = "llvm")
    }

    fn llvm_verify(&mut self, text: &str) -> Option<Result<(), String>> {
        #[cfg(feature = "llvm")]
        if self.llvm {
            if let Some(r) = Recent::get(&self.recent.verified, text) {
                return Some(r);
            }
            let r = seam::llvm::verify_text(text).map_err(|e| e.to_string());
            Recent::put(&mut self.recent.verified, text.to_owned(), r.clone());
            return Some(r);
        }
        let _ = text;
        None
    }

    fn new_case(&mut self) {
        self.timed_out = false;
    }

    fn assemble(&mut self, ptx: &str) -> Option<Result<Vec<FunctionStats>, CodegenError>> {
        #[cfg(feature = "llvm")]
        if let Some(tool) = &self.ptxas
            && !self.timed_out
        {
            if let Some(r) = Recent::get(&self.recent.ptx, ptx) {
                return Some(r);
            }
            let r = assemble(ptx, tool, &codegen_options(), true);
            self.timed_out |= timed_out(&r);
            Recent::put(&mut self.recent.ptx, ptx.to_owned(), r.clone());
            return Some(r);
        }
        let _ = ptx;
        None
    }

    fn assemble_second(&mut self, ptx: &str) -> Option<Result<Vec<FunctionStats>, CodegenError>> {
        #[cfg(feature = "llvm")]
        if let Some(tool) = &self.ptxas_second
            && !self.timed_out
        {
            return Some(assemble(ptx, tool, &codegen_options(), false));
        }
        let _ = ptx;
        None
    }

    fn codegen(&mut self, m: &seam::ir::Module) -> Option<Result<Codegen, CodegenError>> {
        #[cfg(feature = "llvm")]
        if let Some(tool) = &self.ptxas
            && !self.timed_out
        {
            let text = seam::text::print_module(m);
            if let Some(r) = Recent::get(&self.recent.modules, &text) {
                return Some(r);
            }
            let r = compile(m, tool, &mut self.recent);
            self.timed_out |= timed_out(&r);
            Recent::put(&mut self.recent.modules, text, r.clone());
            return Some(r);
        }
        let _ = m;
        None
    }
}

/// Whether a tool ran past its limit.
#[cfg(feature = "llvm")]
fn timed_out<T>(r: &Result<T, CodegenError>) -> bool {
    r.as_ref().is_err_and(|e| e.tool.ends_with("-timeout"))
}

/// How long one tool run — LLVM's code generator, ptxas, libNVVM — may take on one module: far
/// above what a generated case needs (milliseconds to a few seconds; the slowest seen, ptxas on
/// a 20,000-line kernel, 9.5 s), far below the case timeout (300 s), so that a tool that hangs
/// (ptxas 12.9 on some outlined PTX: `docs/tool-bugs/`) is a finding naming the tool in a
/// minute, not a case that stalls the campaign for five.
const TOOL_TIME_LIMIT: Duration = Duration::from_secs(60);

/// ptxas 12.9's limit on PTX with the shape of its known hang (`judge::tool_bugs`): the shape
/// is broader than the hang, but what ptxas finishes of it, it finishes fast. Measured on 400
/// compiled cases from seed 7001000 (every PTX ptxas 12.9 assembled, outlined ones included):
/// of the PTX with the shape, the ones ptxas finished took at most 0.5 s and the others
/// hung; the slowest PTX of any shape took 3 s. A hang met costs a case 10 s instead of 60.
#[cfg(feature = "llvm")]
const KNOWN_HANG_LIMIT: Duration = Duration::from_secs(10);

/// NVIDIA's compiler on `text`: libNVVM (in a child process), then ptxas 13.5's numbers.
fn nvvm_compile(
    n: &seam::nvvm::Nvvm,
    ptxas: &Path,
    text: &str,
    opt: u8,
    remarks: bool,
    legacy: bool,
) -> Result<NvvmCode, NvvmFailure> {
    // The legacy front end reads the NVVM IR 2.0 text as it is, verified first.
    let input = if legacy {
        text.to_owned()
    } else {
        seam::nvvm::input::nvvm_input(text)
    };
    let opts = seam::nvvm::NvvmOptions {
        opt,
        remarks,
        print_function: seam::nvvm::input::first_kernel(text),
        latest: !legacy,
        verify: legacy,
        timeout: TOOL_TIME_LIMIT,
        ..Default::default()
    };
    let out = n.compile(&input, &opts).map_err(|e| NvvmFailure {
        tool: "nvvm",
        kind: match &e {
            seam::nvvm::NvvmError::Refused { step: "verify", .. } => "input-refused".to_owned(),
            other => other.kind(),
        },
        message: e.to_string(),
    })?;
    // An intrinsic the legacy front end does not know becomes an external function it calls:
    // the text seam printed is not NVVM IR 2.0.
    if legacy
        && let Some(line) = out
            .ptx
            .lines()
            .find(|l| l.starts_with(".extern .func") && l.contains(" llvm."))
    {
        return Err(NvvmFailure {
            tool: "nvvm",
            kind: "input-refused".into(),
            message: format!(
                "libNVVM's legacy front end does not know an intrinsic seam printed: it left \
                 `{}`",
                line.trim()
            ),
        });
    }
    let popts = seam::ptxas::PtxasOptions {
        arch: opts.arch.replace("compute_", "sm_"),
        timeout: TOOL_TIME_LIMIT,
        ..Default::default()
    };
    let report = seam::ptxas::run_with(ptxas, &out.ptx, &popts).map_err(|e| NvvmFailure {
        tool: "ptxas",
        kind: match e {
            seam::ptxas::PtxasError::Crashed { .. } => "crash",
            seam::ptxas::PtxasError::TimedOut { .. } => "timeout",
            seam::ptxas::PtxasError::Rejected { .. } => "rejected",
            _ => "error",
        }
        .to_owned(),
        message: e.to_string(),
    })?;
    Ok(NvvmCode {
        ptx: out.ptx,
        functions: report.functions.iter().map(stats_of).collect(),
        remarks: out.remarks,
    })
}

fn stats_of(f: &seam::ptxas::FunctionStats) -> FunctionStats {
    FunctionStats {
        name: f.name.clone(),
        entry: f.entry,
        registers: u64::from(f.registers.unwrap_or(0)),
        stack_bytes: f.stack_frame,
        spill_stores: f.spill_stores,
        spill_loads: f.spill_loads,
        shared_bytes: f.shared_bytes,
    }
}

/// The campaign's code generation: LLVM 19's defaults with the tools' time limit.
#[cfg(feature = "llvm")]
fn codegen_options() -> seam::llvm::CodegenOptions {
    seam::llvm::CodegenOptions {
        timeout: TOOL_TIME_LIMIT,
        ..Default::default()
    }
}

/// PTX through LLVM 19 (in a child process: LLVM stops the process on some inputs), then
/// ptxas's numbers per function.
#[cfg(feature = "llvm")]
fn compile(
    m: &seam::ir::Module,
    tool: &Path,
    recent: &mut Recent,
) -> Result<Codegen, CodegenError> {
    let opts = codegen_options();
    // The tool names how it failed, so that a crash and a refusal are different signatures.
    let ptx = seam::llvm::emit_ptx(m, &opts).map_err(|e| {
        let tool = match &e {
            seam::llvm::CodegenError::Llvm(f) => match f.error {
                seam::llvm::LlvmError::Fatal(_) => "llvm-fatal",
                seam::llvm::LlvmError::Crashed(_) => "llvm-crash",
                seam::llvm::LlvmError::TimedOut(_) => "llvm-timeout",
                _ => "llvm",
            },
            seam::llvm::CodegenError::Unsupported(_) => "llvm-unsupported",
            seam::llvm::CodegenError::Options(_) => "llvm",
        };
        CodegenError {
            tool: tool.to_owned(),
            message: e.to_string(),
            input: None,
        }
    })?;
    if let Some(r) = Recent::get(&recent.ptx, &ptx) {
        return r.map(|functions| Codegen { ptx, functions });
    }
    let functions = assemble(&ptx, tool, &opts, true);
    Recent::put(&mut recent.ptx, ptx.clone(), functions.clone());
    functions.map(|functions| Codegen { ptx, functions })
}

/// How long ptxas may take on `ptx` (`release_12_9`: the release with the known hang).
#[cfg(feature = "llvm")]
fn ptxas_limit(ptx: &str, release_12_9: bool) -> Duration {
    if release_12_9 && crate::judge::tool_bugs::known("ptxas-timeout", ptx).is_some() {
        KNOWN_HANG_LIMIT
    } else {
        TOOL_TIME_LIMIT
    }
}

/// ptxas's numbers for the kernels of `ptx` (`release_12_9`: the ptxas with the known hang).
#[cfg(feature = "llvm")]
fn assemble(
    ptx: &str,
    tool: &Path,
    opts: &seam::llvm::CodegenOptions,
    release_12_9: bool,
) -> Result<Vec<FunctionStats>, CodegenError> {
    let popts = seam::ptxas::PtxasOptions {
        arch: opts.arch(),
        timeout: ptxas_limit(ptx, release_12_9),
        ..Default::default()
    };
    let report = seam::ptxas::run_with(tool, ptx, &popts).map_err(|e| {
        let (tool, failed) = match e {
            seam::ptxas::PtxasError::Crashed { .. } => ("ptxas-crash", true),
            seam::ptxas::PtxasError::TimedOut { .. } => ("ptxas-timeout", true),
            _ => ("ptxas", false),
        };
        CodegenError {
            tool: tool.to_owned(),
            message: e.to_string(),
            input: failed.then(|| ptx.to_owned()),
        }
    })?;
    Ok(report.functions.iter().map(stats_of).collect())
}

/// A backend with the oracles `o` asks for that this build has and this machine offers
/// (ptxas found by [`seam::ptxas::find`], a GPU that opens), or [`NoBackend`] when none is.
pub fn backend(o: Oracles) -> Box<dyn Backend> {
    let ptxas = if o.codegen && cfg!(feature = "llvm") {
        seam::ptxas::find().ok()
    } else {
        None
    };
    // The GPU runs PTX, so only where code generation runs.
    let (gpu, no_gpu) = if o.gpu && ptxas.is_some() {
        match seam_oracle::gpu::Gpu::open() {
            Ok(g) => (Some(g), None),
            Err(e) => (None, Some(e.to_string())),
        }
    } else {
        (None, None)
    };
    let (nvvm, no_nvvm) = if o.nvvm {
        match nvvm_here() {
            Ok(found) => (Some(found), None),
            Err(why) => (None, Some(why)),
        }
    } else {
        (None, None)
    };
    let nvvm_older = nvvm.as_ref().and_then(|_| {
        let n = seam::nvvm::Nvvm::shared12().ok()?;
        let ptxas = seam::ptxas::find().ok()?;
        Some((n, ptxas))
    });
    // The second toolkit's ptxas, where it is not the first.
    let ptxas_second = ptxas
        .as_ref()
        .and_then(|p| seam::ptxas::find13().ok().filter(|q| q != p));
    if o.llvm || ptxas.is_some() || nvvm.is_some() {
        Box::new(RealBackend {
            llvm: o.llvm,
            ptxas,
            ptxas_second,
            gpu,
            no_gpu,
            nvvm,
            nvvm_older,
            no_nvvm,
            recent: Recent::default(),
            timed_out: false,
        })
    } else {
        Box::new(NoBackend)
    }
}

/// libNVVM and ptxas 13.5, when both are here; else why not.
pub fn nvvm_here() -> Result<(&'static seam::nvvm::Nvvm, std::path::PathBuf), String> {
    let n = seam::nvvm::Nvvm::shared().map_err(|e| e.to_string())?;
    let ptxas = seam::ptxas::find13().map_err(|e| format!("ptxas 13.5: {e}"))?;
    Ok((n, ptxas))
}

/// Whether a GPU opens here (its description), or why not.
pub fn gpu_here() -> Result<String, String> {
    seam_oracle::gpu::Gpu::open()
        .map(|g| g.info().to_string())
        .map_err(|e| e.to_string())
}

#[cfg(all(test, feature = "llvm"))]
mod tests {
    use super::*;

    #[test]
    fn the_known_hangs_shape_gets_the_shorter_limit_in_12_9_only() {
        let hang =
            include_str!("../../../docs/tool-bugs/ptxas-12.9-hang-alloca-size-from-call.ptx");
        assert_eq!(ptxas_limit(hang, true), KNOWN_HANG_LIMIT);
        assert_eq!(ptxas_limit(hang, false), TOOL_TIME_LIMIT);
        let constant = hang.replace("alloca.u64 \t%rd3, %rd2, 16;", "alloca.u64 \t%rd3, 24, 16;");
        assert_ne!(constant, hang);
        assert_eq!(ptxas_limit(&constant, true), TOOL_TIME_LIMIT);
        assert!(KNOWN_HANG_LIMIT < TOOL_TIME_LIMIT);
    }
}
