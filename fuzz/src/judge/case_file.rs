//! A case read back from a file: a module with `; launch:` and `; label:` comment lines (what
//! `seam gen` writes, a finding's `case.ll`, a `reduced.ll`), ready for the judge.

use super::Subject;

/// A case read back from a file: a module with `; launch:` and `; label:` comment lines (what
/// `seam gen` writes, a finding's `case.ll`, a `reduced.ll`).
#[derive(Debug)]
pub struct CaseFile {
    /// The module (verified).
    pub module: seam::ir::Module,
    /// The launches.
    pub launches: Vec<seam_oracle::Launch>,
    /// The labels.
    pub labels: Vec<crate::Label>,
}

/// Why a case file does not read: each variant keeps where (the parser's location, the
/// verifier's errors with theirs, the line of a `; launch:` or `; label:` comment).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum CaseFileError {
    /// The module does not parse.
    #[error("{0}")]
    Parse(#[from] seam::text::ParseError),
    /// The module does not verify.
    #[error("{0}")]
    Verify(#[from] seam::verify::VerifyErrors),
    /// A `; launch:` line does not read.
    #[error("{line}: {message}")]
    Launch {
        /// Its line (1-based).
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// A `; label:` line does not read.
    #[error("{0}")]
    Label(#[from] crate::labels::LabelError),
}

impl CaseFile {
    /// Reads a case file; an error says where.
    pub fn parse(text: &str) -> Result<CaseFile, CaseFileError> {
        let module = seam::text::parse_module(text)?;
        seam::verify::verify_module(&module)?;
        let mut launches = Vec::new();
        for l in seam_oracle::launch_lines(text) {
            launches.push(l.launch.map_err(|e| CaseFileError::Launch {
                line: l.line,
                message: e.to_string(),
            })?);
        }
        let labels = crate::Label::from_text(text)?;
        Ok(CaseFile {
            module,
            launches,
            labels,
        })
    }

    /// The case as a [`Subject`] to check.
    pub fn subject(&self) -> Subject<'_> {
        Subject {
            module: &self.module,
            launches: &self.launches,
            labels: &self.labels,
        }
    }
}
