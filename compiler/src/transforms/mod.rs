//! Rewriting utilities the passes share and library users call directly.
//!
//! - [`inline`]: inline one call site ([`inline_call`]), or many into one caller
//!   ([`InlineSession`]): the body of the callee cloned into the caller, with arguments,
//!   `byval` copies, returns, allocas, names and attributes handled as LLVM's
//!   `InlineFunction` handles them.
//! - [`fold`]: what one instruction computes when its operands are known ([`fold_inst`]):
//!   constant folding with LLVM's poison rules and the algebraic identities that need no new
//!   instruction. `instsimplify` applies it to whole functions; the `llvm` inline cost model
//!   uses it to predict what inlining a call with constant arguments simplifies.
//!
//! Passes (`crate::passes`) decide *where* to apply these; the utilities decide nothing and
//! refuse, with an [`InlineError`], only what they cannot do correctly.

pub mod fold;
pub mod inline;
pub mod simplify;

pub use fold::{FoldResult, fold_inst};
pub use inline::{InlineError, InlineInfo, InlineSession, inlinable_callee, inline_call};
