//! Modules written by LLVM's tools (clang, llc's tests, opt) into seam's IR.
//!
//! - **Bitcode** (`BC 0xC0DE`, or the wrapper header `0x0B17C0DE`): LLVM 19 reads it and prints
//!   its text (in a child process, see [`super::Isolation`]); seam's parser reads that text. An
//!   error in that text names the copy kept for inspection, so `LINE:COL` can be looked up.
//! - **Text**: seam's parser reads the file itself, so errors point into the file (seam reads
//!   what LLVM 19 prints; where seam is stricter than LLVM on purpose, `docs/ir.md` says so).
//! - Anything else is an error saying so.
//!
//! The module is then verified by seam's verifier. Constructs outside the subset are errors
//! `FILE:LINE:COL: unsupported <construct>`.

use std::path::{Path, PathBuf};

use super::{Isolation, LlvmFailure};
use crate::ir::Module;
use crate::scratch::ScratchDir;
use crate::text::ParseError;
use crate::verify::VerifyErrors;

/// Why a file could not be imported.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    /// The file could not be read.
    #[error("{file}: {message}")]
    Io {
        /// The file.
        file: String,
        /// The system's message.
        message: String,
    },
    /// Neither bitcode nor text.
    #[error("{file}: neither LLVM bitcode nor LLVM IR text ({detail})")]
    NotIr {
        /// The file.
        file: String,
        /// What it starts with.
        detail: String,
    },
    /// LLVM could not read the bitcode.
    #[error("{file}: {failure}")]
    Llvm {
        /// The file.
        file: String,
        /// LLVM's failure.
        failure: LlvmFailure,
    },
    /// seam's parser rejected the text (the file's, or LLVM's printing of the bitcode).
    #[error("{}", parse_message(.file, .error, .kept))]
    Parse {
        /// The file.
        file: String,
        /// The error; its location is in `kept` when that is set, else in `file`.
        error: ParseError,
        /// The text LLVM printed for bitcode, kept for inspection.
        kept: Option<PathBuf>,
    },
    /// seam's verifier rejected the module.
    #[error("{}", .errors.with_file(.file))]
    Verify {
        /// The file.
        file: String,
        /// Every error.
        errors: VerifyErrors,
    },
}

fn parse_message(file: &str, e: &ParseError, kept: &Option<PathBuf>) -> String {
    match kept {
        Some(k) => format!(
            "{} (in LLVM 19's text of the bitcode {file})",
            e.with_file(&k.display().to_string())
        ),
        None => e.with_file(file),
    }
}

impl ImportError {
    /// Whether the input is valid LLVM IR that uses a construct outside seam's subset.
    pub fn is_unsupported(&self) -> bool {
        matches!(self, ImportError::Parse { error, .. } if error.is_unsupported())
    }
}

/// Whether `bytes` start like LLVM bitcode (raw, or in the wrapper that Darwin tools write).
pub fn is_bitcode(bytes: &[u8]) -> bool {
    bytes.starts_with(b"BC\xC0\xDE") || bytes.starts_with(&[0xDE, 0xC0, 0x17, 0x0B])
}

/// Reads `path` (bitcode or text) into a verified module.
pub fn import_file(path: &Path, isolation: Isolation) -> Result<Module, ImportError> {
    let file = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|e| ImportError::Io {
        file: file.clone(),
        message: e.to_string(),
    })?;
    import_bytes(&bytes, &file, isolation)
}

/// Reads `bytes` (bitcode or text; `file` names them in messages) into a verified module.
pub fn import_bytes(bytes: &[u8], file: &str, isolation: Isolation) -> Result<Module, ImportError> {
    let m = if is_bitcode(bytes) {
        let text =
            super::bitcode_to_text(bytes, isolation).map_err(|failure| ImportError::Llvm {
                file: file.to_owned(),
                failure,
            })?;
        match crate::text::parse_module(&text) {
            Ok(m) => m,
            Err(error) => {
                return Err(ImportError::Parse {
                    file: file.to_owned(),
                    error,
                    kept: keep_text(file, &text),
                });
            }
        }
    } else {
        let Ok(text) = std::str::from_utf8(bytes) else {
            let head: Vec<String> = bytes.iter().take(4).map(|b| format!("{b:02x}")).collect();
            return Err(ImportError::NotIr {
                file: file.to_owned(),
                detail: format!(
                    "not UTF-8 text, and it starts with bytes {}",
                    head.join(" ")
                ),
            });
        };
        crate::text::parse_module(text).map_err(|error| ImportError::Parse {
            file: file.to_owned(),
            error,
            kept: None,
        })?
    };
    crate::verify::verify_module(&m).map_err(|errors| ImportError::Verify {
        file: file.to_owned(),
        errors,
    })?;
    Ok(m)
}

/// Keeps LLVM's text of a bitcode file for inspection.
fn keep_text(file: &str, text: &str) -> Option<PathBuf> {
    let dir = ScratchDir::new("import").ok()?;
    let name = Path::new(file)
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("module");
    let path = dir.path().join(format!("{name}.ll"));
    std::fs::write(&path, text).ok()?;
    dir.keep();
    Some(path)
}
