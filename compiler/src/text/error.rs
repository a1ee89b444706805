//! Errors of the text layer.

use std::fmt;

use crate::ir::SrcLoc;

/// Why a text could not be read as a module.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ParseErrorKind {
    /// The text is not valid LLVM IR (or not valid in the way the message says).
    Syntax(String),
    /// The text is valid LLVM IR, but uses a construct outside seam's subset.
    Unsupported(String),
}

/// A parse error at a position of the input.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub struct ParseError {
    /// Where (1-based line and column).
    pub loc: SrcLoc,
    /// What.
    pub kind: ParseErrorKind,
}

impl ParseError {
    /// The message without the location.
    pub fn message(&self) -> String {
        match &self.kind {
            ParseErrorKind::Syntax(m) => m.clone(),
            ParseErrorKind::Unsupported(m) => format!("unsupported {m}"),
        }
    }

    /// Whether the input is valid LLVM IR outside the subset.
    pub fn is_unsupported(&self) -> bool {
        matches!(self.kind, ParseErrorKind::Unsupported(_))
    }

    /// The error as `FILE:LINE:COL: message`.
    pub fn with_file(&self, file: &str) -> String {
        format!("{file}:{self}")
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.loc.line, self.loc.col, self.message())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_forms() {
        let e = ParseError {
            loc: SrcLoc { line: 3, col: 7 },
            kind: ParseErrorKind::Unsupported("instruction 'invoke'".into()),
        };
        assert_eq!(e.to_string(), "3:7: unsupported instruction 'invoke'");
        assert_eq!(
            e.with_file("a.ll"),
            "a.ll:3:7: unsupported instruction 'invoke'"
        );
        assert!(std::mem::size_of::<ParseError>() <= 40);
    }
}
