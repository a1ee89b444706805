//! What decides truth for seam: an interpreter of the IR with GPU semantics.
//!
//! [`run`] executes one launch of a kernel: a grid of blocks of threads, with global, const,
//! shared, local and param memory, barriers, atomics, and detection of undefined behaviour.
//! The result is an [`Outcome`]: the observations of a completed run (the final bytes of every
//! buffer argument and every writable global), a trap, undefined behaviour with its location,
//! or running out of fuel. Two outcomes are compared with [`compare`].
//!
//! The execution model is specified in `docs/semantics.md`; this crate is its executable form.
//! [`gpu`] runs the same launches on a real NVIDIA GPU (feature `cuda`) and gives the same
//! outcomes.
//!
//! ```
//! let m = seam::text::parse_module(r#"
//! target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
//! target triple = "nvptx64-nvidia-cuda"
//! define ptx_kernel void @k(ptr addrspace(1) %out) {
//!   %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
//!   %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
//!   store i32 %t, ptr addrspace(1) %p
//!   ret void
//! }
//! declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
//! "#).unwrap();
//! let launch = seam_oracle::parse_launch("@k block=4 (out=i32[4] zero)").unwrap();
//! let outcome = seam_oracle::run(&m, &launch, seam_oracle::Limits::default()).unwrap();
//! assert_eq!(outcome.to_string(), "out: i32[4] = {0, 1, 2, 3}");
//! ```

// The oracles decide truth: a match that sends every variant it does not name to one arm would
// silently give a new IR or PTX construct some other construct's meaning. Every match over an
// enum names its variants (`clippy --workspace` fails otherwise).
#![deny(clippy::wildcard_enum_match_arm)]

mod approx;
mod causality;
pub mod contract;
mod error;
mod exec;
pub mod gpu;
mod launch;
mod memory;
mod nvvm;
mod outcome;
pub mod perf;
mod program;
pub mod ptx;
mod sreg;
mod warp;

pub use error::InterpError;
pub use launch::{
    ArgValue, FloatArg, Launch, LaunchLine, LaunchSyntaxError, MAX_BUFFER_BYTES, launch_lines,
    parse_launch, random_bytes,
};
pub use outcome::{
    Elem, Location, Observations, Observed, Outcome, TrapKind, Ub, UbKind, Verdict, compare,
    compare_observations,
};

use seam::ir::Module;

/// Resource limits of one launch.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Limits {
    /// Instructions all threads together may execute; then the run ends in
    /// [`Outcome::OutOfFuel`].
    pub fuel: u64,
    /// Frames one thread may have (the kernel's included); a call beyond traps with
    /// [`TrapKind::StackOverflow`].
    pub max_call_depth: u32,
    /// Bytes of `alloca` and `byval` copies one thread may hold at once; beyond, the thread
    /// traps with [`TrapKind::StackOverflow`].
    pub local_bytes_per_thread: u64,
    /// Host memory the interpreter may use for the launch's memory (with its shadow state);
    /// beyond, [`InterpError::Memory`].
    pub memory_bytes: u64,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            fuel: 100_000_000,
            max_call_depth: 256,
            local_bytes_per_thread: 64 << 10,
            memory_bytes: 2 << 30,
        }
    }
}

/// What a run cost.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Stats {
    /// Instructions executed, by all threads.
    pub instructions: u64,
    /// Allocations made (globals, buffers, locals, byval copies).
    pub allocations: u64,
}

/// A module verified and lowered for repeated launches.
pub struct Interpreter<'m> {
    module: &'m Module,
    program: program::Program,
}

impl<'m> Interpreter<'m> {
    /// Verifies and lowers `m`.
    pub fn new(m: &'m Module) -> Result<Interpreter<'m>, InterpError> {
        seam::verify::verify_module(m).map_err(|e| InterpError::Invalid(e.to_string()))?;
        Ok(Interpreter {
            module: m,
            program: program::Program::new(m)?,
        })
    }

    /// Lowers `m`, which the caller has just verified with [`seam::verify::verify_module`]
    /// (a campaign verifies every module it makes once, and does not pay for it twice). The
    /// lowering relies on what the verifier guarantees: a module that was not verified may
    /// make it fail or panic.
    pub fn new_verified(m: &'m Module) -> Result<Interpreter<'m>, InterpError> {
        Ok(Interpreter {
            module: m,
            program: program::Program::new(m)?,
        })
    }

    /// Runs one launch.
    pub fn run(&self, launch: &Launch, limits: Limits) -> Result<Outcome, InterpError> {
        Ok(self.run_with_stats(launch, limits)?.0)
    }

    /// Runs one launch, and says what it cost.
    pub fn run_with_stats(
        &self,
        launch: &Launch,
        limits: Limits,
    ) -> Result<(Outcome, Stats), InterpError> {
        exec::run(&self.program, self.module, launch, limits, &mut None)
    }

    /// Runs one launch and adds to `record`, for every load, store, `atomicrmw` and
    /// `cmpxchg` through a generic pointer, where its accesses landed
    /// ([`perf::narrowing`]).
    pub fn run_recording(
        &self,
        launch: &Launch,
        limits: Limits,
        record: &mut perf::narrowing::SpaceRecord<(seam::ir::FuncId, seam::ir::Inst)>,
    ) -> Result<(Outcome, Stats), InterpError> {
        let mut rec = Some(perf::narrowing::Recorder::default());
        let r = exec::run(&self.program, self.module, launch, limits, &mut rec);
        for (fi, touches) in rec.unwrap_or_default().per_func.into_iter().enumerate() {
            let Some(cf) = self.program.funcs.get(fi).and_then(|f| f.as_ref()) else {
                continue;
            };
            for (pc, t) in touches.into_iter().enumerate() {
                if t.count == 0 {
                    continue;
                }
                if let Some(&(inst, _)) = cf.origin.get(pc) {
                    record.touches.entry((cf.id, inst)).or_default().merge(t);
                }
            }
        }
        r
    }

    /// The module.
    pub fn module(&self) -> &'m Module {
        self.module
    }
}

impl std::fmt::Debug for Interpreter<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Interpreter")
            .field("functions", &self.program.funcs.len())
            .finish_non_exhaustive()
    }
}

/// A global variable that a completed launch observes (its final bytes are part of the
/// [`Observations`], under `@name`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ObservedGlobal {
    /// The name, without `@`.
    pub name: String,
    /// How its bytes are displayed and compared.
    pub elem: Elem,
    /// Its size in bytes (the data layout's allocation size).
    pub size: u64,
    /// Local linkage (see [`Observed::local`]).
    pub local: bool,
}

/// The globals of `m` that a completed launch observes, in the module's order: every writable
/// global in global (or generic) memory with an initializer that holds no pointer. Every
/// oracle (the interpreter, the GPU) observes exactly these.
pub fn observed_globals(m: &Module) -> Vec<ObservedGlobal> {
    let dl = m.data_layout();
    m.globals
        .iter()
        .filter(|(_, g)| program::is_observed(m, g))
        .map(|(_, g)| ObservedGlobal {
            name: g.name.clone(),
            elem: program::elem_of(&m.types, g.value_ty),
            size: dl.alloc_size(&m.types, g.value_ty),
            local: g.linkage.is_local() || g.visibility == seam::ir::Visibility::Hidden,
        })
        .collect()
}

/// Runs one launch of a kernel of `m` (which must verify).
pub fn run(m: &Module, launch: &Launch, limits: Limits) -> Result<Outcome, InterpError> {
    Interpreter::new(m)?.run(launch, limits)
}
