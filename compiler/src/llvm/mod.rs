//! The bridge to LLVM 19 (feature `llvm`): hand seam's text to LLVM's parser and verifier.
//!
//! A [`Context`](inkwell::context::Context) may move between threads but not be shared, so
//! every function here makes its own.

use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;

/// Why LLVM rejected a module.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum LlvmError {
    /// LLVM's parser rejected the text.
    #[error("LLVM 19 could not parse the module: {0}")]
    Parse(String),
    /// LLVM's verifier rejected the module.
    #[error("LLVM 19's verifier rejected the module: {0}")]
    Verify(String),
}

fn with_module<T>(
    text: &str,
    f: impl FnOnce(&inkwell::module::Module<'_>) -> T,
) -> Result<T, LlvmError> {
    let ctx = Context::create();
    // The copying constructor NUL-terminates the buffer, which LLVM's parser needs.
    let buf = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "seam");
    let module = ctx
        .create_module_from_ir(buf)
        .map_err(|e| LlvmError::Parse(e.to_string()))?;
    module
        .verify()
        .map_err(|e| LlvmError::Verify(e.to_string()))?;
    Ok(f(&module))
}

/// Parses `text` with LLVM 19 and runs LLVM's verifier on it.
pub fn verify_text(text: &str) -> Result<(), LlvmError> {
    with_module(text, |_| ())
}

/// Parses `text` with LLVM 19, verifies it, and returns LLVM's own printing of it. The source
/// file name is set to `source_filename` (LLVM otherwise prints the buffer's name).
pub fn roundtrip_text(text: &str, source_filename: &str) -> Result<String, LlvmError> {
    with_module(text, |m| {
        m.set_source_file_name(source_filename);
        m.print_to_string().to_string()
    })
}
