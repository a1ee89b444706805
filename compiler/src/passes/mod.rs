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

mod force_inline;
mod pipeline;
mod remarks;

pub use force_inline::{ForceInlineReason, force_inline_decision, param_slot_size};
pub use pipeline::{
    NAMED_PIPELINES, PassError, PassSpec, PipelineError, RunOptions, parse_pipeline, run_pipeline,
    run_specs,
};
pub use remarks::{Remark, remarks_json, remarks_text};

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
}

/// Every pass seam has.
pub const REGISTRY: &[PassInfo] = &[PassInfo {
    name: "force-inline",
    description: "mark functions whose signature the NVPTX .param ABI carries badly \
                  alwaysinline (seed 000: kernel, image handle, params > 384 B, return > 144 B)",
    options: &[],
    run: force_inline::run,
}];

/// The registered pass of this name.
pub fn find_pass(name: &str) -> Option<&'static PassInfo> {
    REGISTRY.iter().find(|p| p.name == name)
}
