//! Passes, the registry that names them, pipelines, and remarks.
//!
//! Every pass is one file that opens with its contract (requires, ensures, scope, what it does
//! not do) and the rules it implements, naming the seed. [`REGISTRY`] lists every pass with its
//! description and options; the CLI (`seam opt -p`), the filetests (`; test: opt PIPELINE`),
//! the fuzzer and the benches all go through it.
//!
//! ```
//! let mut m = seam::text::parse_module(r#"
//! define internal void @big([100 x i32] %a) {
//!   ret void
//! }
//! "#)?;
//! let remarks = seam::passes::run_pipeline(&mut m, "force-inline", &Default::default())?;
//! assert_eq!(remarks[0].decision, "force-inline");
//! assert_eq!(remarks[0].reason, "large-params");
//! assert!(seam::text::print_module(&m).contains("alwaysinline"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Options go between `<>`, named pipelines expand in place, and every decision comes back as
//! a [`Remark`] whose values can be read by name:
//!
//! ```
//! let mut m = seam::text::parse_module(r#"
//! define internal i32 @get(ptr %p) {
//!   %v = load i32, ptr %p, align 4
//!   ret i32 %v
//! }
//! define ptx_kernel void @k(ptr addrspace(1) %out) {
//!   %g = addrspacecast ptr addrspace(1) %out to ptr
//!   %v = call i32 @get(ptr %g)
//!   store i32 %v, ptr addrspace(1) %out, align 4
//!   ret void
//! }
//! "#)?;
//! let pipeline = "force-inline,specialize-callees<clone-budget=0>";
//! let remarks = seam::passes::run_pipeline(&mut m, pipeline, &Default::default())?;
//! let spec = remarks.iter().find(|r| r.function == "get" && r.decision == "in-place").unwrap();
//! assert_eq!(spec.value("arg0"), Some("global"));
//! assert!(seam::text::print_module(&m).contains("@get(ptr addrspace(1) %p)"));
//! // Named pipelines: `gpucompiler`, `tileiras`, `nir` (see NAMED_PIPELINES).
//! assert!(seam::passes::parse_pipeline("tileiras")?.len() == 7);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

// A match that sends every variant it does not name to one arm would silently give a new IR
// construct (an instruction, a type, a constant, an attribute, a linkage) another one's meaning
// in the passes: every match over an enum names its variants.
#![deny(clippy::wildcard_enum_match_arm)]

mod always_inline;
mod calls;
mod dce;
mod dead_kernel_elim;
mod elim_avail_extern;
mod force_inline;
mod globaldce;
mod globalopt;
mod infer_address_spaces;
mod inline;
mod inline_all;
mod inline_cost;
mod inlining;
mod instsimplify;
mod llvm_range;
mod llvm_simplify;
mod pipeline;
mod propagate_arg_spaces;
mod remarks;
mod remove_non_entrypoints;
mod simplify_cfg;
mod specialize_callees;
mod split_link;
mod thin_lto;
mod wholeprogramdevirt;

pub use force_inline::{ForceInlineReason, force_inline_decision, param_slot_size};
pub use globalopt::{MAX_PROMOTE_BITS, MAX_SRA_FIELDS};
pub use pipeline::{
    NAMED_PIPELINES, PassError, PassSpec, PipelineError, Ran, RunOptions, StepTime, parse_pipeline,
    run_pipeline, run_specs, run_specs_or_refuse, run_specs_timed,
};
pub(crate) use remarks::json_str;
pub use remarks::{Remark, remarks_json, remarks_text};
pub use specialize_callees::{
    AddressVote, SPECIALIZED_ATTR, argument_vote, is_candidate, voted_params,
};
pub use thin_lto::UNIT_PIPELINE as THIN_UNIT_PIPELINE;

use crate::ir::Module;

/// One option of a pass.
#[derive(Clone, Copy, Debug)]
pub struct PassOption {
    /// Its name in `pass<name=value>`.
    pub name: &'static str,
    /// What it does.
    pub doc: &'static str,
    /// Its default, as text.
    pub default: &'static str,
}

/// How a pass runs: the module, the options given (validated against its [`PassInfo`]), the
/// remarks to append to; returns whether it changed the module.
pub type PassFn = fn(&mut Module, &[(String, String)], &mut Vec<Remark>) -> Result<bool, PassError>;

/// A registered pass.
#[derive(Clone, Copy, Debug)]
pub struct PassInfo {
    /// Its name in pipelines.
    pub name: &'static str,
    /// One line on what it does.
    pub description: &'static str,
    /// Its options.
    pub options: &'static [PassOption],
    /// Runs it: the module, the options given (validated against `options`), the remarks.
    pub run: PassFn,
    /// The modules the pass refuses by design (outside its domain, not a bug): `Err(why)` for
    /// one. A harness tells such a refusal apart from a pass that fails where it should not.
    pub refuses: Option<RefusesFn>,
}

/// Whether a pass refuses a module by design, given its options; `Err(why)` when it does.
pub type RefusesFn = fn(&Module, &[(String, String)]) -> Result<(), String>;

/// Every pass seam has.
pub const REGISTRY: &[PassInfo] = &[
    PassInfo {
        name: "force-inline",
        description: "mark functions whose signature the NVPTX .param ABI carries badly \
                      alwaysinline (seed 000: kernel, image handle, params > 384 B, return > 144 B)",
        options: &[],
        run: force_inline::run,
        refuses: None,
    },
    PassInfo {
        name: "specialize-callees",
        description: "rewrite or clone callees whose generic pointer parameters receive one \
                      address space at every matching call site (seed 000: vote lattice, \
                      clone budget, call-site retargeting, return-space resolution)",
        options: specialize_callees::OPTIONS,
        run: specialize_callees::run,
        refuses: None,
    },
    PassInfo {
        name: "propagate-arg-spaces",
        description: "narrow generic pointer parameters of internal functions whose every \
                      call site passes an addrspacecast from one space (seed 001)",
        options: &[],
        run: propagate_arg_spaces::run,
        refuses: None,
    },
    PassInfo {
        name: "infer-address-spaces",
        description: "intraprocedural address-space inference in the manner of LLVM's \
                      InferAddressSpaces: rewrite memory accesses through generic pointers \
                      that provably point into one space",
        options: infer_address_spaces::OPTIONS,
        run: infer_address_spaces::run,
        refuses: None,
    },
    PassInfo {
        name: "always-inline",
        description: "inline every call to an alwaysinline function, bottom-up; recursive \
                      alwaysinline cycles are reported, not looped on",
        options: &[],
        run: always_inline::run,
        refuses: None,
    },
    PassInfo {
        name: "inline",
        description: "the cost-model inliner, bottom-up over the call graph's SCCs: LLVM 19's \
                      cost model with NVPTX's multiplier (model=llvm) or NVIDIA's per-caller \
                      budget (model=nvidia, seed 003)",
        options: inline::OPTIONS,
        run: inline::run,
        refuses: None,
    },
    PassInfo {
        name: "inline-cost",
        description: "print the llvm inline cost model's analysis of every direct call to a \
                      defined function as remarks, changing nothing (LLVM's print<inline-cost>)",
        options: inline::COST_OPTIONS,
        run: inline::run_costs,
        refuses: None,
    },
    PassInfo {
        name: "inline-all",
        description: "inline every call into one entry point (seed 004); recursion or an \
                      indirect call it reaches is an error",
        options: inline_all::OPTIONS,
        run: inline_all::run,
        refuses: Some(inline_all::refuses),
    },
    PassInfo {
        name: "remove-non-entrypoints",
        description: "delete every function but the entry point (seed 004, after inline-all)",
        options: remove_non_entrypoints::OPTIONS,
        run: remove_non_entrypoints::run,
        refuses: Some(remove_non_entrypoints::refuses),
    },
    PassInfo {
        name: "instsimplify",
        description: "constant folding and copy propagation: instructions replaced by a \
                      constant or one of their operands",
        options: &[],
        run: instsimplify::run,
        refuses: None,
    },
    PassInfo {
        name: "dce",
        description: "delete instructions whose results nothing needs",
        options: &[],
        run: dce::run,
        refuses: None,
    },
    PassInfo {
        name: "simplify-cfg",
        description: "fold constant branches, delete unreachable blocks, merge straight-line \
                      blocks, bypass empty ones, remove trivial phis",
        options: &[],
        run: simplify_cfg::run,
        refuses: None,
    },
    PassInfo {
        name: "dead-kernel-elim",
        description: "delete kernels the host never launches and, with \
                      optimize-unused-variables, global and constant variables it never names \
                      (seed 003: host-ref-ek/ik/ec/ic/eg/ig, has-global-host-info, trace)",
        options: dead_kernel_elim::OPTIONS,
        run: dead_kernel_elim::run,
        refuses: None,
    },
    PassInfo {
        name: "globalopt",
        description: "optimize local global variables with known uses (seed 003): delete \
                      never-read ones, mark never-stored ones constant, promote constants of \
                      at most 2,047 bits into their loads, split structs of at most 16 fields",
        options: &[],
        run: globalopt::run,
        refuses: None,
    },
    PassInfo {
        name: "wholeprogramdevirt",
        description: "call directly a type-tested virtual call whose type has one \
                      implementation in the whole program (seed 003)",
        options: &[],
        run: wholeprogramdevirt::run,
        refuses: None,
    },
    PassInfo {
        name: "split-link",
        description: "split the module into translation units and link them back (seed 003's \
                      module merge, checked on every case by the pipeline lto-split)",
        options: split_link::OPTIONS,
        run: split_link::run,
        refuses: None,
    },
    PassInfo {
        name: "thin-lto",
        description: "split the module into translation units, import between them as \
                      ThinLTO does (seed 003's function-import), optimize each unit on its \
                      own and link them back (checked on every case by the pipeline lto-thin)",
        options: thin_lto::OPTIONS,
        run: thin_lto::run,
        refuses: None,
    },
    PassInfo {
        name: "elim-avail-extern",
        description: "turn available_externally definitions (imported copies) into \
                      declarations, as before code generation",
        options: &[],
        run: elim_avail_extern::run,
        refuses: None,
    },
    PassInfo {
        name: "globaldce",
        description: "delete functions and globals nothing live refers to (kernels and \
                      externally visible definitions are roots)",
        options: &[],
        run: globaldce::run,
        refuses: None,
    },
];

/// The registered pass of this name.
pub fn find_pass(name: &str) -> Option<&'static PassInfo> {
    REGISTRY.iter().find(|p| p.name == name)
}

/// The value of option `name` as a boolean (`true`/`false`/`1`/`0`), or `default`.
pub(crate) fn option_bool(
    options: &[(String, String)],
    name: &str,
    default: bool,
) -> Result<bool, PassError> {
    match options.iter().rev().find(|(k, _)| k == name) {
        None => Ok(default),
        Some((_, v)) => match v.as_str() {
            "true" | "1" => Ok(true),
            "false" | "0" => Ok(false),
            _ => Err(PassError(format!(
                "option {name}: '{v}' is not a boolean (true, false, 1, 0)"
            ))),
        },
    }
}

/// The value of option `name` as an integer in `min..=max`, or `default`.
pub(crate) fn option_int(
    options: &[(String, String)],
    name: &str,
    default: i64,
    min: i64,
    max: i64,
) -> Result<i64, PassError> {
    match options.iter().rev().find(|(k, _)| k == name) {
        None => Ok(default),
        Some((_, v)) => match v.parse::<i64>() {
            Ok(n) if (min..=max).contains(&n) => Ok(n),
            _ => Err(PassError(format!(
                "option {name}: '{v}' is not an integer in {min}..={max}"
            ))),
        },
    }
}
