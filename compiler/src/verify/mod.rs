//! The verifier: every invariant a module of the subset must satisfy.
//!
//! [`verify_module`] checks the whole module and returns every error, each with the function,
//! block and instruction it is about and, for parsed modules, the source line and column. It
//! never panics, whatever the module holds (the fuzzers rely on that).
//!
//! # Invariants
//!
//! **Module.** Names of functions and globals are unique. Every constant the module uses has a
//! consistent type (aggregate elements, expression operands, global addresses in the global's
//! address space) and refers only to globals that exist.
//!
//! **Globals.** The value type is sized and the initializer has that type. A declaration has
//! `external` or `extern_weak` linkage; `appending` globals are arrays. NVPTX address spaces:
//! no global lives in local (5) or param (101) space, and a shared (3) global has no
//! initializer other than `undef`, `poison` or zero. Local linkage has default visibility.
//!
//! **Functions.** The type is a function type with one parameter entry per parameter.
//! Attributes appear only where they apply (function, parameter, return), on values of a type
//! they apply to (`byval` and `align` on pointers, `signext` on integers, ...), without
//! contradictions (`alwaysinline` with `noinline`; `optnone` without `noinline`, or with
//! `minsize`/`optsize`; more than one of `byval`/`byref`/`sret`/`inalloca`/`preallocated`;
//! `readnone` with `readonly`/`writeonly`). A kernel (`ptx_kernel` or the `"kernel"`
//! annotation) returns `void` and is not variadic. An `llvm.*` function is a known intrinsic,
//! declared with the intrinsic's signature and never defined.
//!
//! **Bodies.** Every block of the layout is non-empty, ends with its only terminator, and
//! starts with its phis; the entry block has no predecessors. Each instruction is in at most
//! one block. Every operand is a parameter of the function, an instruction of the layout, or a
//! valid constant; every block operand is in the layout. Definitions dominate their uses (a
//! phi's incoming value dominates the end of its predecessor); uses in unreachable blocks are
//! not checked, as in LLVM. A phi has one entry per predecessor edge, and equal values for
//! repeated edges.
//!
//! **Instructions.** Operand and result types follow each instruction's rules (integer or float
//! operands, `i1` conditions, matching phi/select/switch types, valid casts and GEP indices,
//! call arguments matching the function type, the callee's own type and calling convention for
//! direct calls, `immarg` arguments constant). Flags are only those the operation allows;
//! fast-math flags only on floating point results. Atomics have valid orderings and access
//! sizes. NVPTX address-space legality: no store or atomic through a pointer into const (4) or
//! param (101) space, no `addrspacecast` between two different specific NVPTX spaces, `alloca`
//! only in the generic, local or data-layout alloca space, and no call to a kernel.

// A match that sends every variant it does not name to one arm would silently give a new IR
// construct (an instruction, a type, a constant, an attribute, a linkage) another one's meaning
// in the verifier: every match over an enum names its variants.
#![deny(clippy::wildcard_enum_match_arm)]

mod attributes;
mod body;
mod module;

use std::fmt;

use crate::ir::{Module, SrcLoc};

/// One verification error.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct VerifyError {
    /// Source location, when the module was parsed and the error is about one entity.
    pub loc: SrcLoc,
    /// What the error is about: `@f`, `@f, block %entry, %x = add`.
    pub context: String,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.loc.is_known() {
            write!(f, "{}: ", self.loc)?;
        }
        if !self.context.is_empty() {
            write!(f, "{}: ", self.context)?;
        }
        f.write_str(&self.message)
    }
}

/// All the errors of a module that does not verify.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub struct VerifyErrors(pub Vec<VerifyError>);

impl fmt::Display for VerifyErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

impl VerifyErrors {
    /// The errors as `FILE:LINE:COL: ...` lines (no location prefix when unknown).
    pub fn with_file(&self, file: &str) -> String {
        self.0
            .iter()
            .map(|e| {
                if e.loc.is_known() {
                    format!("{file}:{e}")
                } else {
                    format!("{file}: {e}")
                }
            })
            .collect::<Vec<_>>()
            .join("\n")
    }
}

/// Checks every invariant listed in the module documentation.
pub fn verify_module(m: &Module) -> Result<(), VerifyErrors> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    verify_module_threads(m, threads)
}

/// [`verify_module`] with at most `threads` threads checking functions. A large module's
/// functions are checked in parallel chunks; when any chunk finds an error the module is
/// checked again on one thread, so the errors (and their order, and which of several uses of
/// one bad constant reports it) are always those of a single thread.
pub fn verify_module_threads(m: &Module, threads: usize) -> Result<(), VerifyErrors> {
    let sequential = || {
        let mut v = module::ModuleVerifier::new(m);
        v.run();
        v.functions(m.functions.iter());
        if v.errors.is_empty() {
            Ok(())
        } else {
            Err(VerifyErrors(v.errors))
        }
    };
    let chunks = m.function_chunks(threads.clamp(1, 8));
    if chunks.len() < 2 {
        return sequential();
    }
    let mut v = module::ModuleVerifier::new(m);
    v.run();
    if !v.errors.is_empty() {
        return sequential();
    }
    let clean = std::thread::scope(|scope| {
        let handles: Vec<_> = chunks
            .iter()
            .map(|chunk| {
                scope.spawn(move || {
                    let mut v = module::ModuleVerifier::new(m);
                    v.functions(chunk.iter().copied());
                    v.errors.is_empty()
                })
            })
            .collect();
        handles
            .into_iter()
            .all(|h| h.join().expect("a verifying thread does not panic"))
    });
    if clean { Ok(()) } else { sequential() }
}

#[cfg(test)]
mod tests {
    use super::verify_module_threads;

    /// `n` functions of 20 instructions; function `bad`, if any, uses a value before it is
    /// defined.
    fn big(n: usize, bad: Option<usize>) -> crate::ir::Module {
        let mut text = String::from("target triple = \"nvptx64-nvidia-cuda\"\n\n");
        for i in 0..n {
            text.push_str(&format!(
                "define i32 @f{i}(i32 %x) {{\n  %v0 = add i32 %x, 1\n"
            ));
            for k in 1..20 {
                if Some(i) == bad && k == 5 {
                    text.push_str("  %v5 = mul i32 %v6, 3\n");
                } else {
                    text.push_str(&format!("  %v{k} = mul i32 %v{}, 3\n", k - 1));
                }
            }
            text.push_str("  ret i32 %v19\n}\n\n");
        }
        crate::text::parse_module(&text).unwrap()
    }

    #[test]
    fn threads_find_what_one_thread_finds() {
        let good = big(3000, None);
        assert!(good.inst_count() > 50_000);
        for n in [1, 2, 4] {
            assert!(verify_module_threads(&good, n).is_ok());
        }
        let bad = big(3000, Some(2100));
        let one = verify_module_threads(&bad, 1).unwrap_err().to_string();
        assert!(one.contains("@f2100"), "{one}");
        for n in [2, 4] {
            assert_eq!(verify_module_threads(&bad, n).unwrap_err().to_string(), one);
        }
    }
}
