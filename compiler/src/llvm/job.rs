//! One piece of work for LLVM 19 — read a module (text or bitcode), verify it, optionally run a
//! pass pipeline, print IR or emit PTX — run in this process or in a child process.
//!
//! Why a child: LLVM stops the process on a fatal error (`report_fatal_error`: "Cannot select",
//! "Bad address space", a broken module inside the code generator) and has crashing bugs
//! (a segmentation fault in EarlyCSE on some unreachable code). A fuzzer feeds it exactly such
//! modules, so by default ([`Isolation::Subprocess`]) the work runs in a `fork`ed worker
//! process, one per thread that runs jobs (`worker.rs`): a fatal error or a crash there becomes
//! an [`LlvmError`], and the input, LLVM's messages (with its stack dump) and a command to
//! reproduce are kept in a folder for inspection.
//!
//! Forking a process with threads is safe only if no other thread holds a lock the child will
//! need. Every use of LLVM in seam goes through this module and holds [`LLVM_LOCK`] for
//! reading; a fork takes it for writing, so no other thread is inside LLVM at that moment.
//! Rust's allocator (glibc's malloc) stays usable in the child. The worker only runs LLVM,
//! sends its results over a socket and leaves with `_exit`.

use std::path::Path;
use std::sync::{Once, RwLock};
use std::time::Duration;

use inkwell::OptimizationLevel;
use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::Module as LlvmModule;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{
    CodeModel, FileType, InitializationConfig, RelocMode, Target, TargetMachine, TargetTriple,
};

use super::{LlvmError, LlvmFailure};
use crate::scratch::ScratchDir;

/// Held for reading around every use of LLVM in this process, for writing around `fork`.
pub(crate) static LLVM_LOCK: RwLock<()> = RwLock::new(());

/// The NVPTX triple.
pub use crate::codegen_flags::NVPTX_TRIPLE;

/// Where a job runs.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Isolation {
    /// In a forked child process (this thread's worker, reused from job to job): LLVM's fatal
    /// errors and crashes become errors (the default on Unix).
    #[default]
    Subprocess,
    /// In this process: faster, but a fatal error or crash in LLVM ends the process.
    InProcess,
}

/// The input of a job.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Input<'a> {
    /// LLVM IR text.
    Text(&'a str),
    /// LLVM bitcode.
    Bitcode(&'a [u8]),
}

/// What a job produces.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Emit {
    /// LLVM's printing of the module.
    Ir,
    /// PTX from the NVPTX back end.
    Ptx,
}

/// The target machine of a job.
#[derive(Clone, Debug)]
pub(crate) struct TargetSpec {
    /// `sm_90`.
    pub(crate) cpu: String,
    /// `+ptx80` or empty.
    pub(crate) features: String,
    /// Code generation optimization level.
    pub(crate) level: OptimizationLevel,
}

/// A job.
#[derive(Clone, Debug)]
pub(crate) struct Job<'a> {
    pub(crate) input: Input<'a>,
    /// Bitcode whose definitions the input's declarations may use (libdevice): linked in
    /// before the passes, every definition made `linkonce_odr` so that what nothing calls is
    /// dropped.
    pub(crate) link: Option<&'a [u8]>,
    /// After linking, answer `__nvvm_reflect` as LLVM 19's NVVMReflect does for the target
    /// (`__CUDA_FTZ`: this value, the module flag `nvvm-reflect-ftz` of the module that calls
    /// libdevice; `__CUDA_ARCH`: the SM times 10; anything else 0), so that the passes can
    /// drop the branches not taken.
    pub(crate) reflect: Option<u64>,
    /// A new-pass-manager pipeline (`default<O3>`) to run before emitting.
    pub(crate) passes: Option<&'a str>,
    pub(crate) emit: Emit,
    pub(crate) target: TargetSpec,
    /// The module's source file name in printed IR (`None`: as the input has it).
    pub(crate) source_name: Option<&'a str>,
    pub(crate) isolation: Isolation,
    pub(crate) timeout: Duration,
}

/// Initializes the NVPTX target and LLVM's options once per process
/// ([`crate::codegen_flags::LLVM_OPTIONS`]).
fn init() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        Target::initialize_nvptx(&InitializationConfig::default());
        let owned: Vec<std::ffi::CString> = std::iter::once("seam")
            .chain(crate::codegen_flags::LLVM_OPTIONS.iter().copied())
            .map(|s| std::ffi::CString::new(s).expect("no NUL in an option"))
            .collect();
        let args: Vec<*const std::ffi::c_char> = owned.iter().map(|s| s.as_ptr()).collect();
        // SAFETY: valid NUL-terminated strings that outlive the call; LLVM copies what it
        // keeps. Called once, before any other thread can be inside LLVM (under `Once`).
        unsafe {
            inkwell::llvm_sys::support::LLVMParseCommandLineOptions(
                args.len() as i32,
                args.as_ptr(),
                c"seam".as_ptr(),
            );
        }
    });
}

impl Job<'_> {
    /// Runs the job where [`Job::isolation`] says; on failure the input (and LLVM's messages)
    /// are kept in a folder named by the error.
    pub(crate) fn run(&self) -> Result<String, LlvmFailure> {
        init();
        let dir = ScratchDir::new("llvm").map_err(|e| LlvmFailure {
            error: LlvmError::Process(format!("creating a scratch folder: {e}")),
            kept: None,
            reproduce: None,
        })?;
        let result = match self.isolation {
            #[cfg(unix)]
            Isolation::Subprocess => super::worker::run(self, dir.path()),
            #[cfg(not(unix))]
            Isolation::Subprocess => self.run_here(),
            Isolation::InProcess => self.run_here(),
        };
        result.map_err(|error| {
            let _ = self.write_input(dir.path());
            let kept = dir.keep();
            let reproduce = self.reproduce(&kept);
            LlvmFailure {
                error,
                kept: Some(kept),
                reproduce,
            }
        })
    }

    fn input_name(&self) -> &'static str {
        match self.input {
            Input::Text(_) => "input.ll",
            Input::Bitcode(_) => "input.bc",
        }
    }

    fn write_input(&self, dir: &Path) -> std::io::Result<()> {
        let path = dir.join(self.input_name());
        if path.exists() {
            return Ok(());
        }
        match self.input {
            Input::Text(t) => std::fs::write(path, t),
            Input::Bitcode(b) => std::fs::write(path, b),
        }
    }

    /// The command line that repeats the job with LLVM's own tools.
    fn reproduce(&self, dir: &Path) -> Option<String> {
        let input = dir.join(self.input_name());
        let input = input.display();
        let llc = |from: &str| {
            let o = match self.target.level {
                OptimizationLevel::None => 0,
                OptimizationLevel::Less => 1,
                OptimizationLevel::Default => 2,
                OptimizationLevel::Aggressive => 3,
            };
            let args = crate::codegen_flags::llc_args(&self.target.cpu, &self.target.features, o);
            format!("llc-19 {} {from} -o out.ptx", args.join(" "))
        };
        Some(match (self.passes, self.emit) {
            (None, Emit::Ir) => format!("llvm-dis-19 {input} -o out.ll"),
            (None, Emit::Ptx) => llc(&input.to_string()),
            (Some(p), Emit::Ir) => format!(
                "opt-19 -mtriple={NVPTX_TRIPLE} -mcpu={} -passes='{p}' -S {input} -o out.ll",
                self.target.cpu
            ),
            (Some(p), Emit::Ptx) => format!(
                "opt-19 -mtriple={NVPTX_TRIPLE} -mcpu={} -passes='{p}' {input} -o opt.bc && {}",
                self.target.cpu,
                llc("opt.bc")
            ),
        })
    }

    fn run_here(&self) -> Result<String, LlvmError> {
        let _guard = LLVM_LOCK.read().unwrap_or_else(|e| e.into_inner());
        let result = execute(self);
        if let (Ok(ptx), Emit::Ptx) = (&result, self.emit) {
            super::call_sites::note_in_process(ptx);
        }
        result
    }
}

/// LLVM's message as text (inkwell's `Display` prints it quoted and escaped).
pub(crate) fn msg(e: &inkwell::support::LLVMString) -> String {
    e.to_string_lossy().trim_end().to_owned()
}

/// Reads the input into a module of `ctx`.
fn read<'c>(ctx: &'c Context, input: Input<'_>) -> Result<LlvmModule<'c>, LlvmError> {
    match input {
        Input::Text(t) => {
            // The copying constructor NUL-terminates the buffer, which LLVM's parser needs.
            let buf = MemoryBuffer::create_from_memory_range_copy(t.as_bytes(), "seam");
            ctx.create_module_from_ir(buf)
                .map_err(|e| LlvmError::Parse(msg(&e)))
        }
        Input::Bitcode(b) => {
            let buf = MemoryBuffer::create_from_memory_range_copy(b, "seam");
            LlvmModule::parse_bitcode_from_buffer(&buf, ctx)
                .map_err(|e| LlvmError::Bitcode(msg(&e)))
        }
    }
}

fn target_machine(spec: &TargetSpec) -> Result<TargetMachine, LlvmError> {
    let triple = TargetTriple::create(NVPTX_TRIPLE);
    let target = Target::from_triple(&triple).map_err(|e| LlvmError::Codegen(msg(&e)))?;
    target
        .create_target_machine(
            &triple,
            &spec.cpu,
            &spec.features,
            spec.level,
            RelocMode::Default,
            CodeModel::Default,
        )
        .ok_or_else(|| {
            LlvmError::Codegen(format!("no target machine for {NVPTX_TRIPLE} {}", spec.cpu))
        })
}

/// Replaces LLVM's `addrspacecast`s between two specific address spaces by `poison`, and
/// returns how many there were.
///
/// LLVM 19's optimizer folds a chain of casts guarded by `llvm.nvvm.isspacep` (shared to generic,
/// then generic to local on a path that `isspacep.local` rules out) into one cast from shared to
/// local, which its NVPTX code generator cannot select ("Cannot cast between two non-generic
/// address spaces"); it does not fold the `isspacep` that makes the path dead. Such a cast never
/// points anywhere valid — seam's semantics make it poison (`docs/semantics.md`) — so the
/// baseline (`default<O3>`) can go on to code generation.
fn poison_cross_space_casts(module: &LlvmModule<'_>) -> usize {
    use inkwell::llvm_sys::LLVMOpcode;
    use inkwell::llvm_sys::core::*;
    use inkwell::llvm_sys::prelude::LLVMValueRef;
    // SAFETY: walks and edits the module this thread owns, through LLVM's C API, with handles
    // LLVM returned; operands are replaced by values of their own type.
    unsafe {
        let space = |v: LLVMValueRef| LLVMGetPointerAddressSpace(LLVMTypeOf(v));
        let cross = |from: u32, to: u32| from != 0 && to != 0 && from != to;
        let is_ptr = |v: LLVMValueRef| {
            LLVMGetTypeKind(LLVMTypeOf(v)) == inkwell::llvm_sys::LLVMTypeKind::LLVMPointerTypeKind
        };
        // Whether the constant expression `v` has such a cast in it (a GEP of one is poison too).
        fn has_cross(v: LLVMValueRef, depth: u32) -> bool {
            // SAFETY: as above.
            unsafe {
                if depth > 32 || v.is_null() || LLVMIsAConstantExpr(v).is_null() {
                    return false;
                }
                if LLVMGetConstOpcode(v) == LLVMOpcode::LLVMAddrSpaceCast {
                    let from = LLVMGetPointerAddressSpace(LLVMTypeOf(LLVMGetOperand(v, 0)));
                    let to = LLVMGetPointerAddressSpace(LLVMTypeOf(v));
                    if from != 0 && to != 0 && from != to {
                        return true;
                    }
                }
                (0..LLVMGetNumOperands(v).max(0))
                    .any(|k| has_cross(LLVMGetOperand(v, k as u32), depth + 1))
            }
        }
        let mut n = 0;
        let mut f = LLVMGetFirstFunction(module.as_mut_ptr());
        while !f.is_null() {
            let mut bb = LLVMGetFirstBasicBlock(f);
            while !bb.is_null() {
                let mut i = LLVMGetFirstInstruction(bb);
                while !i.is_null() {
                    for k in 0..LLVMGetNumOperands(i).max(0) {
                        let op = LLVMGetOperand(i, k as u32);
                        if has_cross(op, 0) {
                            LLVMSetOperand(i, k as u32, LLVMGetPoison(LLVMTypeOf(op)));
                            n += 1;
                        }
                    }
                    if LLVMGetInstructionOpcode(i) == LLVMOpcode::LLVMAddrSpaceCast
                        && is_ptr(i)
                        && cross(space(LLVMGetOperand(i, 0)), space(i))
                    {
                        LLVMReplaceAllUsesWith(i, LLVMGetPoison(LLVMTypeOf(i)));
                        n += 1;
                    }
                    i = LLVMGetNextInstruction(i);
                }
                bb = LLVMGetNextBasicBlock(bb);
            }
            f = LLVMGetNextFunction(f);
        }
        n
    }
}

/// Links the bitcode library `bc` into `module` (libdevice), then drops what nothing calls:
/// the library takes the module's triple and data layout, its definitions become
/// `linkonce_odr` (so the module's declarations resolve to them and `globaldce` removes the
/// rest). `__nvvm_reflect` stays for the code generator's NVVMReflect pass, which answers it
/// from the module flag `nvvm-reflect-ftz` clang writes.
fn link_library<'c>(
    module: &LlvmModule<'c>,
    ctx: &'c Context,
    bc: &[u8],
    tm: &TargetMachine,
) -> Result<(), LlvmError> {
    use inkwell::module::Linkage;
    let buf = MemoryBuffer::create_from_memory_range_copy(bc, "libdevice");
    let lib = LlvmModule::parse_bitcode_from_buffer(&buf, ctx)
        .map_err(|e| LlvmError::Bitcode(format!("libdevice: {}", msg(&e))))?;
    lib.set_triple(&module.get_triple());
    lib.set_data_layout(&module.get_data_layout());
    let mut f = lib.get_first_function();
    while let Some(func) = f {
        if func.count_basic_blocks() > 0 {
            func.set_linkage(Linkage::LinkOnceODR);
        }
        f = func.get_next_function();
    }
    module
        .link_in_module(lib)
        .map_err(|e| LlvmError::Codegen(format!("linking libdevice: {}", msg(&e))))?;
    module
        .run_passes("globaldce", tm, PassBuilderOptions::create())
        .map_err(|e| LlvmError::Pipeline(format!("globaldce after libdevice: {}", msg(&e))))?;
    Ok(())
}

/// Replaces every call of `__nvvm_reflect` by its answer, as LLVM 19's NVVMReflect pass does
/// when the NVPTX back end runs it for `cpu` (`sm_90`): `__CUDA_FTZ` is `ftz` (the module flag
/// `nvvm-reflect-ftz`), `__CUDA_ARCH` the SM times 10, anything else 0.
fn resolve_reflect(module: &LlvmModule<'_>, ctx: &Context, cpu: &str, ftz: u64) {
    use inkwell::llvm_sys::core::*;
    use inkwell::values::AsValueRef;
    let sm: u64 = cpu
        .trim_start_matches("sm_")
        .trim_end_matches('a')
        .parse()
        .unwrap_or(0);
    let Some(reflect) = module.get_function("__nvvm_reflect") else {
        return;
    };
    let i32t = ctx.i32_type();
    // SAFETY: the calls are instructions of `module`, owned by this thread under the lock;
    // each is replaced and erased once, after the walk that found it.
    unsafe {
        let mut calls = Vec::new();
        let mut u = LLVMGetFirstUse(reflect.as_value_ref());
        while !u.is_null() {
            calls.push(LLVMGetUser(u));
            u = LLVMGetNextUse(u);
        }
        for call in calls {
            if LLVMIsACallInst(call).is_null() {
                continue;
            }
            let mut arg = LLVMGetOperand(call, 0);
            while !LLVMIsAConstantExpr(arg).is_null() {
                arg = LLVMGetOperand(arg, 0);
            }
            let mut name = String::new();
            if !LLVMIsAGlobalVariable(arg).is_null() {
                let init = LLVMGetInitializer(arg);
                if !init.is_null() && LLVMIsConstantString(init) != 0 {
                    let mut len = 0usize;
                    let p = LLVMGetAsString(init, &mut len);
                    let bytes = std::slice::from_raw_parts(p.cast::<u8>(), len);
                    name = String::from_utf8_lossy(bytes)
                        .trim_end_matches('\0')
                        .to_owned();
                }
            }
            let value = match name.as_str() {
                "__CUDA_FTZ" => ftz,
                "__CUDA_ARCH" => sm * 10,
                _ => 0,
            };
            let k = i32t.const_int(value, false);
            LLVMReplaceAllUsesWith(call, k.as_value_ref());
            LLVMInstructionEraseFromParent(call);
        }
    }
}

/// The job's work, wherever it runs.
pub(super) fn execute(job: &Job<'_>) -> Result<String, LlvmError> {
    let ctx = Context::create();
    let module = read(&ctx, job.input)?;
    module.verify().map_err(|e| LlvmError::Verify(msg(&e)))?;
    if let Some(name) = job.source_name {
        module.set_source_file_name(name);
    }
    if job.passes.is_none() && job.emit == Emit::Ir {
        return Ok(module.print_to_string().to_string());
    }
    let triple = module.get_triple();
    let triple = triple.as_str().to_string_lossy();
    if triple.is_empty() {
        module.set_triple(&TargetTriple::create(NVPTX_TRIPLE));
    } else if !triple.starts_with("nvptx64") {
        return Err(LlvmError::Codegen(format!(
            "the module's target triple is '{triple}', not {NVPTX_TRIPLE}"
        )));
    }
    let tm = target_machine(&job.target)?;
    if module.get_data_layout().as_str().to_bytes().is_empty() {
        module.set_data_layout(&tm.get_target_data().get_data_layout());
    }
    if let Some(bc) = job.link {
        link_library(&module, &ctx, bc, &tm)?;
    }
    if let Some(ftz) = job.reflect {
        resolve_reflect(&module, &ctx, &job.target.cpu, ftz);
    }
    if let Some(p) = job.passes {
        module
            .run_passes(p, &tm, PassBuilderOptions::create())
            .map_err(|e| LlvmError::Pipeline(format!("{p}: {}", msg(&e))))?;
        module
            .verify()
            .map_err(|e| LlvmError::Verify(format!("after {p}: {}", msg(&e))))?;
        if job.emit == Emit::Ptx {
            poison_cross_space_casts(&module);
        }
    }
    match job.emit {
        Emit::Ir => Ok(module.print_to_string().to_string()),
        Emit::Ptx => {
            let buf = tm
                .write_to_memory_buffer(&module, FileType::Assembly)
                .map_err(|e| LlvmError::Codegen(msg(&e)))?;
            String::from_utf8(buf.as_slice().to_vec())
                .map_err(|_| LlvmError::Codegen("the PTX is not UTF-8".into()))
        }
    }
}

/// Runs `f` on LLVM in this process under the read lock (the bridge's quick checks).
pub(crate) fn in_process<T>(f: impl FnOnce() -> T) -> T {
    init();
    let _guard = LLVM_LOCK.read().unwrap_or_else(|e| e.into_inner());
    f()
}
