//! The on-GPU regression suite of seam.
//!
//! - [`corpus`]: the regression corpus format (a folder per case: the module and its PTX
//!   before and after each pipeline, the launches, the interpreter's outcomes, ptxas's
//!   registers and spills), its reader, and [`corpus::write_case`], the writer that takes
//!   module and PTX text (what `seam-gpu-corpus` and, later, a campaign call);
//! - [`runner`]: runs a corpus on the GPU, in process or through a worker process per GPU
//!   life (the watchdog kills the worker of a hung kernel);
//! - [`report`]: the judge (GPU against interpreter), the printed summary, the JSON summary
//!   and JUnit XML;
//! - [`ptxas`]: runs `ptxas -v` for the corpus writer.
//!
//! The binary `seam-gpu` is the nightly runner; it links no LLVM (it reads PTX that LLVM made
//! elsewhere), so it starts on GPU machines that have neither LLVM nor Rust. `docs/gpu.md` is
//! the manual.

pub mod corpus;
pub mod ptxas;
pub mod report;
pub mod runner;
