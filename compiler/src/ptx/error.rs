//! Errors of the PTX layer.

use std::fmt;

use crate::ir::SrcLoc;

/// Why a text could not be read as PTX.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PtxErrorKind {
    /// The text is not PTX (or not in the way the message says).
    Syntax(String),
    /// Valid PTX that the parser does not handle yet (debug sections, say).
    Unsupported(String),
}

/// A PTX parse error at a position of the input.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub struct PtxError {
    /// Where (1-based line and column).
    pub loc: SrcLoc,
    /// What.
    pub kind: PtxErrorKind,
}

impl PtxError {
    /// A syntax error at byte `offset` of `src`.
    pub(crate) fn syntax(src: &str, offset: usize, msg: impl Into<String>) -> PtxError {
        PtxError {
            loc: locate(src, offset),
            kind: PtxErrorKind::Syntax(msg.into()),
        }
    }

    /// An unsupported construct at byte `offset` of `src`.
    pub(crate) fn unsupported(src: &str, offset: usize, msg: impl Into<String>) -> PtxError {
        PtxError {
            loc: locate(src, offset),
            kind: PtxErrorKind::Unsupported(msg.into()),
        }
    }

    /// The message without the location.
    pub fn message(&self) -> String {
        match &self.kind {
            PtxErrorKind::Syntax(m) => m.clone(),
            PtxErrorKind::Unsupported(m) => format!("unsupported {m}"),
        }
    }

    /// The error as `FILE:LINE:COL: message`.
    pub fn with_file(&self, file: &str) -> String {
        format!("{file}:{self}")
    }
}

impl fmt::Display for PtxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.loc.line, self.loc.col, self.message())
    }
}

/// Where each line of a text starts, to turn byte offsets into `line:col` quickly.
#[derive(Debug)]
pub(crate) struct LineIndex {
    starts: Vec<usize>,
}

impl LineIndex {
    pub(crate) fn new(src: &str) -> LineIndex {
        let mut starts = vec![0];
        starts.extend(src.match_indices('\n').map(|(i, _)| i + 1));
        LineIndex { starts }
    }

    /// The 1-based line and column (in characters) of byte `offset` of `src`.
    pub(crate) fn locate(&self, src: &str, offset: usize) -> SrcLoc {
        let mut offset = offset.min(src.len());
        while !src.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self.starts.partition_point(|&s| s <= offset);
        let start = self.starts[line.saturating_sub(1)];
        let col = src[start..offset].chars().count() + 1;
        SrcLoc {
            line: u32::try_from(line).unwrap_or(u32::MAX),
            col: u32::try_from(col).unwrap_or(u32::MAX),
        }
    }
}

/// The 1-based line and column (in characters) of byte `offset` of `src`.
pub(crate) fn locate(src: &str, offset: usize) -> SrcLoc {
    let mut offset = offset.min(src.len());
    while !src.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &src[..offset];
    let line = before.bytes().filter(|&b| b == b'\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let col = before[line_start..].chars().count() + 1;
    SrcLoc {
        line: u32::try_from(line).unwrap_or(u32::MAX),
        col: u32::try_from(col).unwrap_or(u32::MAX),
    }
}
