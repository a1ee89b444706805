//! The oracles outside seam as the judge sees them: the [`Backend`] trait (LLVM 19, ptxas, a
//! GPU) and what code generation gives.

use seam::ir::Module;
use seam_oracle::{Launch, Outcome};
use serde::{Deserialize, Serialize};

/// What ptxas reports for one function.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct FunctionStats {
    /// The function's name.
    pub name: String,
    /// A kernel (`.entry`); device functions are reported too, for the launch stack.
    #[serde(default = "yes")]
    pub entry: bool,
    /// Registers used.
    pub registers: u64,
    /// Bytes of stack frame.
    pub stack_bytes: u64,
    /// Bytes of spill stores.
    pub spill_stores: u64,
    /// Bytes of spill loads.
    pub spill_loads: u64,
    /// Bytes of static shared memory (kernels).
    #[serde(default)]
    pub shared_bytes: u64,
}

fn yes() -> bool {
    true
}

impl FunctionStats {
    /// The numbers the performance verdicts read.
    pub fn numbers(&self) -> seam_oracle::perf::FunctionNumbers {
        seam_oracle::perf::FunctionNumbers {
            name: self.name.clone(),
            entry: self.entry,
            registers: u32::try_from(self.registers).unwrap_or(u32::MAX),
            stack_frame: self.stack_bytes,
            spill_bytes: self.spill_stores + self.spill_loads,
            shared_bytes: self.shared_bytes,
        }
    }
}

/// A module compiled to PTX and assembled.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Codegen {
    /// The PTX.
    pub ptx: String,
    /// ptxas's statistics per function (kernels and device functions).
    pub functions: Vec<FunctionStats>,
}

impl Codegen {
    /// The kernels' statistics.
    pub fn kernels(&self) -> impl Iterator<Item = &FunctionStats> {
        self.functions.iter().filter(|f| f.entry)
    }
}

/// Why code generation failed: which tool, and what it said.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CodegenError {
    /// `llvm` (the NVPTX back end) or `ptxas`.
    pub tool: String,
    /// Its message.
    pub message: String,
    /// What the tool failed on, kept where it crashed or timed out (the PTX, for ptxas): what
    /// a known defect ([`super::tool_bugs`]) is matched against.
    pub input: Option<String>,
}

/// NVIDIA's compiler on a module: libNVVM's PTX and its inlining decisions, and what ptxas
/// 13.5 made of that PTX.
#[derive(Clone, Debug, Default)]
pub struct NvvmCode {
    /// The PTX.
    pub ptx: String,
    /// ptxas 13.5's statistics per function.
    pub functions: Vec<FunctionStats>,
    /// libNVVM's inlining decisions (`seam::nvvm::remarks`), with remarks asked for.
    pub remarks: Vec<seam::passes::Remark>,
}

/// Why NVIDIA's compiler gave no code: which tool (`nvvm` or `ptxas`), the kind of failure
/// (`refused-invalid-ir`, `crash`, `timeout`, `rejected`) and its message.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NvvmFailure {
    /// `nvvm` or `ptxas`.
    pub tool: &'static str,
    /// The kind, for signatures.
    pub kind: String,
    /// The message.
    pub message: String,
}

/// The oracles outside seam: LLVM 19, ptxas, a GPU. The campaign runs without them (every
/// method's default says "not available"); the `seam` command line supplies them.
pub trait Backend {
    /// Tool names and versions, recorded with every finding.
    fn versions(&self) -> Vec<(String, String)> {
        Vec::new()
    }

    /// A new case begins (the judge says so): a backend that stopped running a tool for the
    /// last case (it ran past its limit: its other modules would too, and the case would run
    /// into the case timeout) runs it again.
    fn new_case(&mut self) {}

    /// Whether [`Backend::llvm_verify`] does something.
    fn has_llvm(&self) -> bool {
        false
    }

    /// Whether [`Backend::codegen`] does something.
    fn has_codegen(&self) -> bool {
        false
    }

    /// LLVM 19's verifier on module text; `None` without LLVM.
    fn llvm_verify(&mut self, _text: &str) -> Option<Result<(), String>> {
        None
    }

    /// ptxas's numbers for PTX text (what the outliner made); `None` without ptxas.
    fn assemble(&mut self, _ptx: &str) -> Option<Result<Vec<FunctionStats>, CodegenError>> {
        None
    }

    /// ptxas's numbers for PTX text from a second toolkit's ptxas (13.5, beside the 12.9 of
    /// [`Backend::assemble`]); `None` without one.
    fn assemble_second(&mut self, _ptx: &str) -> Option<Result<Vec<FunctionStats>, CodegenError>> {
        None
    }

    /// PTX for module `m`, assembled by ptxas; `None` without LLVM or ptxas.
    fn codegen(&mut self, _m: &Module) -> Option<Result<Codegen, CodegenError>> {
        None
    }

    /// Whether [`Backend::nvvm`] does something.
    fn has_nvvm(&self) -> bool {
        false
    }

    /// NVIDIA's compiler on module text (LLVM 19 text as seam prints it): libNVVM at `-opt=opt`
    /// (with its inlining decisions when `remarks`), its PTX assembled by ptxas 13.5; `None`
    /// without libNVVM or that ptxas.
    fn nvvm(
        &mut self,
        _text: &str,
        _opt: u8,
        _remarks: bool,
    ) -> Option<Result<NvvmCode, NvvmFailure>> {
        None
    }

    /// NVIDIA's compiler through its legacy front end: `text` is NVVM IR 2.0
    /// ([`seam::nvvm::legacy`]), verified by libNVVM, then compiled at `-opt=opt` for
    /// compute_90 without `-nvvm-latest`; its PTX assembled by ptxas 13.5. A refusal by
    /// libNVVM's verifier has the kind `input-refused` (the text seam wrote is not valid
    /// NVVM IR 2.0). `None` without libNVVM or that ptxas.
    fn nvvm_legacy(&mut self, _text: &str, _opt: u8) -> Option<Result<NvvmCode, NvvmFailure>> {
        None
    }

    /// [`Backend::nvvm_legacy`] by the older toolkit: libNVVM 12.9 (legacy front end only) and
    /// ptxas 12.9; `None` without them.
    fn nvvm_legacy_older(
        &mut self,
        _text: &str,
        _opt: u8,
    ) -> Option<Result<NvvmCode, NvvmFailure>> {
        None
    }

    /// Runs `launches` of module `m`, compiled to `ptx`, on a GPU; `None` without one. Each
    /// outcome is compared with the interpreter's on the same module.
    fn gpu_run(
        &mut self,
        _m: &Module,
        _ptx: &str,
        _launches: &[Launch],
    ) -> Option<Vec<Result<Outcome, String>>> {
        None
    }
}

/// A backend with no external oracle.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoBackend;

impl Backend for NoBackend {}
