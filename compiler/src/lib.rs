//! # seam
//!
//! A reference compiler for the interprocedural passes GPU compilers run around NVPTX code
//! generation. This crate holds the IR (a subset of LLVM 19 IR with NVPTX address spaces), its
//! text form, the verifier, and, with the `llvm` feature, a bridge to LLVM 19 for
//! cross-checking.
//!
//! ```
//! let text = r#"
//! define ptx_kernel void @k(ptr addrspace(1) %out) {
//!   store i32 7, ptr addrspace(1) %out
//!   ret void
//! }
//! "#;
//! let module = seam::text::parse_module(text)?;
//! seam::verify::verify_module(&module)?;
//! let canonical = seam::text::print_module(&module);
//! assert!(canonical.contains("store i32 7, ptr addrspace(1) %out, align 4"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The layers, in dependency order: [`entity`](mod@entity) (typed-index arenas), [`ir`] (types, constants,
//! instructions, functions, modules, the builder), [`analysis`] (CFG, dominators, memory
//! accesses by address space, the call graph), [`text`] (lexer, parser, printer), [`verify`],
//! [`transforms`] (inlining one call site, folding one instruction: the utilities passes and
//! library users share), [`passes`] (the registry, pipelines, remarks and the passes), [`ptx`]
//! (PTX parser, printer and metrics), [`ptxas`] (register and spill statistics from NVIDIA's
//! assembler), [`nvvm`] (libNVVM, NVIDIA's optimizer, loaded at run time as a system under
//! test), [`planted`] (deliberate mistakes, feature `planted-bugs`), and [`llvm`]
//! (feature `llvm`: LLVM 19's parser and verifier, import of `.ll`/`.bc`, PTX through the
//! NVPTX back end, `default<O3>`).
//!
//! To inline one call, call [`transforms::inline_call`] (module, caller, call instruction): it
//! returns an [`InlineInfo`](transforms::InlineInfo) (growth, the calls the inlined body
//! brought in, `byval` copies, hoisted allocas) or an
//! [`InlineError`](transforms::InlineError) saying why not; [`transforms::InlineSession`]
//! inlines many calls into one caller. The passes that decide what to inline are
//! `always-inline`, `inline<model=llvm|nvidia>` and `inline-all` ([`passes::REGISTRY`]).

pub mod analysis;
pub mod codegen_flags;
pub mod entity;
pub mod ir;
pub mod legalize;
pub mod link;
#[cfg(feature = "llvm")]
pub mod llvm;
pub mod nvvm;
pub mod outline;
pub mod passes;
pub mod planted;
pub mod ptx;
pub mod ptxas;
pub mod scratch;
#[cfg(unix)]
pub mod subprocess;
pub mod text;
pub mod transforms;
pub mod verify;
