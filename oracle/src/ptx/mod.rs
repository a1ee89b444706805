//! The PTX interpreter: runs a PTX module (what LLVM's NVPTX back end prints, and what the
//! machine outliner rewrites) for a [`Launch`], with the IR interpreter's
//! execution model and the same [`Outcome`] and [`Observations`](crate::Observations), so
//! [`compare`](crate::compare) works unchanged between the IR, the PTX and the GPU.
//!
//! The module is parsed by [`seam::ptx`] and lowered once (`lower/`) into a flat op array
//! per function (`ops.rs`); `exec/` runs it. A launch is first *planned*
//! ([`LaunchPlan`], the GPU oracle's plan): the parameter buffer with each argument at the
//! offset the `.entry` declares, the buffers, the globals to read back. With the IR module the
//! PTX was made from, [`run_ptx`] plans exactly as the GPU does, so the three oracles observe
//! the same buffers and globals; for a PTX file alone, [`PtxInterpreter::plan`] reads the
//! `.entry`'s parameters instead.
//!
//! Semantics (`docs/semantics.md`, "PTX"): threads of a block run in a fixed order up to each
//! barrier; memory has the IR interpreter's allocations, spaces, owners and race detection,
//! checked by the same function; `cvta`, `cvta.to` and `isspacep` check the space an address
//! is in; the `.param` call ABI passes the caller's `.param` declarations to the callee by
//! reference; every `.local` declaration (the `__local_depot` stack frame) is a fresh
//! allocation of the frame, counted against the thread's local limit. Undefined behaviour is
//! located by PTX line and column. An instruction it does not implement is
//! [`InterpError::Unsupported`] with its line, when it runs, never a wrong answer.
//!
//! ```
//! let ptx = "
//! .version 8.0
//! .target sm_90
//! .address_size 64
//! .visible .entry k(.param .u64 k_param_0)
//! {
//!     .reg .b32 %r<3>;
//!     .reg .b64 %rd<5>;
//!     ld.param.u64 %rd1, [k_param_0];
//!     cvta.to.global.u64 %rd2, %rd1;
//!     mov.u32 %r1, %tid.x;
//!     mul.wide.u32 %rd3, %r1, 4;
//!     add.s64 %rd4, %rd2, %rd3;
//!     st.global.u32 [%rd4], %r1;
//!     ret;
//! }
//! ";
//! let interp = seam_oracle::ptx::PtxInterpreter::parse(ptx).unwrap();
//! let launch = seam_oracle::parse_launch("@k block=4 (out=i32[4] zero)").unwrap();
//! let plan = interp.plan(&launch).unwrap();
//! let outcome = interp.run(&plan, seam_oracle::Limits::default()).unwrap();
//! assert_eq!(outcome.to_string(), "out: i32[4] = {0, 1, 2, 3}");
//! ```

pub(crate) mod exec;
mod lower;
pub(crate) mod ops;

use crate::error::InterpError;
use crate::gpu::plan::{LaunchPlan, PlannedBuffer, PlannedGlobal};
use crate::launch::{ArgValue, Launch};
use crate::outcome::{Elem, Outcome};
use crate::{Limits, Stats};

pub use crate::gpu::plan::LaunchPlan as Plan;

/// A PTX module lowered for repeated launches.
#[derive(Debug)]
pub struct PtxInterpreter {
    prog: lower::Program,
}

impl PtxInterpreter {
    /// Lowers a parsed module.
    pub fn new(m: &seam::ptx::Module) -> Result<PtxInterpreter, InterpError> {
        Ok(PtxInterpreter {
            prog: lower::Program::new(m)?,
        })
    }

    /// Parses and lowers PTX text (a syntax error is [`InterpError::Invalid`] with its
    /// `line:col`).
    pub fn parse(text: &str) -> Result<PtxInterpreter, InterpError> {
        let m = seam::ptx::parse(text).map_err(|e| InterpError::Invalid(e.to_string()))?;
        PtxInterpreter::new(&m)
    }

    /// The `.entry` functions defined, in order.
    pub fn entries(&self) -> Vec<String> {
        self.prog
            .funcs
            .iter()
            .filter(|f| f.defined && f.kind == seam::ptx::FunctionKind::Entry)
            .map(|f| f.name.clone())
            .collect()
    }

    /// Runs a planned launch.
    pub fn run(&self, plan: &LaunchPlan, limits: Limits) -> Result<Outcome, InterpError> {
        Ok(self.run_with_stats(plan, limits)?.0)
    }

    /// Runs a planned launch, and says what it cost (`instructions`: PTX instructions
    /// executed by all threads).
    pub fn run_with_stats(
        &self,
        plan: &LaunchPlan,
        limits: Limits,
    ) -> Result<(Outcome, Stats), InterpError> {
        exec::run(&self.prog, plan, limits, &mut None)
    }

    /// Runs a planned launch and adds to `record`, for every `ld`, `st`, `atom` and `red`
    /// without a state space, where its accesses landed ([`crate::perf::narrowing`]); keys
    /// are the function's name and the instruction's index in it.
    pub fn run_recording(
        &self,
        plan: &LaunchPlan,
        limits: Limits,
        record: &mut crate::perf::narrowing::SpaceRecord<(String, u32)>,
    ) -> Result<(Outcome, Stats), InterpError> {
        let mut rec = Some(crate::perf::narrowing::Recorder::default());
        let r = exec::run(&self.prog, plan, limits, &mut rec);
        for (fi, touches) in rec.unwrap_or_default().per_func.into_iter().enumerate() {
            let Some(f) = self.prog.funcs.get(fi) else {
                continue;
            };
            for (pc, t) in touches.into_iter().enumerate() {
                if t.count > 0 {
                    let key = (f.name.clone(), pc as u32);
                    record.touches.entry(key).or_default().merge(t);
                }
            }
        }
        r
    }

    /// Plans `launch` from the PTX alone: the kernel is the `.entry` named as the launch
    /// names it (or LLVM's cleaned name of it, `a.b` → `a_$_b`); each argument is checked
    /// against the `.entry` parameter's size (a buffer goes to an 8-byte parameter as its
    /// address, or fills a byte-array parameter: a `byval` aggregate); every `.global`
    /// variable whose initializer holds no address is observed as `@name`.
    pub fn plan(&self, launch: &Launch) -> Result<LaunchPlan, InterpError> {
        let bad = |s: String| Err(InterpError::Launch(s));
        let names = [
            launch.kernel.clone(),
            crate::gpu::ptx::clean_symbol(&launch.kernel),
        ];
        let Some(f) = self.prog.funcs.iter().find(|f| {
            f.defined && f.kind == seam::ptx::FunctionKind::Entry && names.contains(&f.name)
        }) else {
            return bad(format!(
                "the PTX has no .entry {} (entries: {})",
                launch.kernel,
                self.entries().join(", ")
            ));
        };
        if launch.args.len() != f.n_params as usize {
            return bad(format!(
                ".entry {} takes {} arguments, the launch gives {}",
                f.name,
                f.n_params,
                launch.args.len()
            ));
        }
        let params: Vec<(u64, u64)> = (0..f.n_params as usize)
            .map(|i| (f.param_sizes[i], f.param_aligns[i]))
            .collect();
        let (offsets, sizes, end) = crate::gpu::plan::layout(&params)
            .map_err(|i| InterpError::Launch(format!("parameter {i} is too large")))?;
        let mut plan = LaunchPlan {
            kernel: f.name.clone(),
            grid: launch.grid,
            block: launch.block,
            shared: launch.shared,
            params: vec![0; end],
            offsets,
            sizes,
            buffers: Vec::new(),
            globals: Vec::new(),
        };
        for (i, arg) in launch.args.iter().enumerate() {
            let (off, size) = (plan.offsets[i], plan.sizes[i]);
            let mut put = |bytes: &[u8]| plan.params[off..off + bytes.len()].copy_from_slice(bytes);
            match arg {
                ArgValue::Buffer { bytes, .. } if f.param_arrays[i] => {
                    if bytes.len() != size {
                        return bad(format!(
                            "argument {} is a byval aggregate of {size} bytes; the buffer has {}",
                            i + 1,
                            bytes.len()
                        ));
                    }
                    put(bytes);
                }
                ArgValue::Buffer { name, elem, bytes } => {
                    if size != 8 {
                        return bad(format!(
                            "argument {} is a buffer; the parameter has {size} bytes, not 8",
                            i + 1
                        ));
                    }
                    let name = name.clone().unwrap_or_else(|| format!("arg{i}"));
                    if plan.buffers.iter().any(|b| b.name == name) {
                        return bad(format!("two buffers named '{name}'"));
                    }
                    plan.buffers.push(PlannedBuffer {
                        name,
                        elem: *elem,
                        bytes: bytes.clone(),
                        param: i,
                    });
                }
                ArgValue::Int { bits, value } => {
                    let need = (*bits as usize).div_ceil(8);
                    if size < need || size > 8 {
                        return bad(format!(
                            "argument {} is an i{bits}; the parameter has {size} bytes",
                            i + 1
                        ));
                    }
                    put(&value.to_le_bytes()[..size]);
                }
                ArgValue::Float { double, value } => {
                    let want = if *double { 8 } else { 4 };
                    if size != want {
                        return bad(format!(
                            "argument {} is a {}; the parameter has {size} bytes",
                            i + 1,
                            if *double { "double" } else { "float" }
                        ));
                    }
                    put(&value.bits(*double).to_le_bytes()[..size]);
                }
                ArgValue::Null => {
                    if size != 8 {
                        return bad(format!(
                            "argument {} is null; the parameter has {size} bytes, not 8",
                            i + 1
                        ));
                    }
                }
            }
        }
        for v in &self.prog.vars {
            if v.space != seam::ir::AddrSpace::GLOBAL
                || v.readonly
                || v.holds_address
                || v.init.is_empty()
            {
                continue;
            }
            let elem = match v.ty.size() {
                1 => Elem::I8,
                2 => Elem::I16,
                4 if v.ty == seam::ptx::ScalarType::F32 => Elem::F32,
                4 => Elem::I32,
                8 if v.ty == seam::ptx::ScalarType::F64 => Elem::F64,
                _ => Elem::I64,
            };
            plan.globals.push(PlannedGlobal {
                observed_as: format!("@{}", v.name),
                ptx_name: Some(v.name.clone()),
                elem,
                size: v.init.len() as u64,
                // Without the module, every global counts as one the host may name.
                local: false,
            });
        }
        Ok(plan)
    }
}

/// Runs `launch` of a kernel of `ir` compiled to `ptx`: planned from the IR module as the GPU
/// oracle plans it (the same buffers, the same observed globals), then run in the PTX
/// interpreter.
pub fn run_ptx(
    ir: &seam::ir::Module,
    ptx: &str,
    launch: &Launch,
    limits: Limits,
) -> Result<Outcome, InterpError> {
    let interp = PtxInterpreter::parse(ptx)?;
    let plan = LaunchPlan::new(ir, ptx, launch).map_err(|e| InterpError::Launch(e.to_string()))?;
    interp.run(&plan, limits)
}
