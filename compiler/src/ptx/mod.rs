//! PTX: a parser, a printer and per-function metrics (pure Rust, no LLVM).
//!
//! ```
//! let text = "
//! .version 8.0
//! .target sm_90
//! .address_size 64
//! .visible .entry k(.param .u64 k_param_0)
//! {
//!     .reg .b64 %rd<3>;
//!     ld.param.u64 %rd1, [k_param_0];
//!     cvta.to.global.u64 %rd2, %rd1;
//!     st.global.u32 [%rd2], 7;
//!     ret;
//! }
//! ";
//! let m = seam::ptx::parse(text)?;
//! assert_eq!(seam::ptx::parse(&seam::ptx::print(&m))?, m);
//! let k = &seam::ptx::module_metrics(&m)[0];
//! assert_eq!(k.counts.instructions, 4);
//! assert_eq!(k.counts.stores.get(seam::ptx::MemSpace::Global), 1);
//! assert_eq!(k.counts.cvta_from_generic, 1);
//! # Ok::<(), seam::ptx::PtxError>(())
//! ```
//!
//! The layers: [`lexer`](self) (tokens with byte ranges), [`parse`] (recursive descent to the
//! syntax tree of [`ast`], every error with `line:col`, nesting bounded), [`print`](fn@print) (text that
//! parses back to an equal tree), and [`metrics`] (what a function costs: instructions, memory
//! accesses by state space, `cvta`, calls, the `.param` traffic of call boundaries).
//!
//! The tree is syntactic on purpose: instructions keep their opcode, modifiers and operands as
//! written, decoded only as far as state spaces, types and vector widths. The PTX interpreter
//! and the machine outliner decode further on top of it (`docs/ptx.md` says how).

pub mod ast;
pub mod error;
mod lexer;
pub mod metrics;
mod parser;
pub mod printer;

pub use ast::*;
pub use error::{PtxError, PtxErrorKind};
pub use metrics::{
    Counts, FunctionMetrics, ParamTraffic, SpaceCounts, function_counts, module_metrics,
    module_totals,
};
pub use parser::{MAX_DEPTH, parse};
pub use printer::{print, write_instruction};
