//! Metadata: what seam keeps, what it structures, what it drops.
//!
//! - `!nvvm.annotations` entries (`!{ptr @k, !"kernel", i32 1, ...}`) are parsed into
//!   [`Annotation`]s on the function or global they name, and printed back from there, one node
//!   per annotation, before all other named metadata. Deleting a function deletes its
//!   annotations with it. An entry whose symbol is `null` (what `llvm-link` leaves of a
//!   symbol it dropped) annotates nothing and is dropped when parsed.
//! - `!type` attachments on functions and globals (`!type !{i64 16, !"_ZTS1A"}`) are parsed into
//!   [`TypeMd`]s.
//! - Other named metadata (`!llvm.module.flags`, `!llvm.ident`, `!nvvmir.version`, ...) and the
//!   generic nodes they reach are kept verbatim as [`MdNode`]s. The printer numbers nodes in the
//!   order it first reaches them and drops nodes nothing reaches.
//! - Metadata attached to instructions (`!tbaa`, `!range`, `!llvm.loop`, `!dbg`, ...) and
//!   attachments on functions and globals other than `!type` are dropped when parsed: they are
//!   hints whose absence never changes a program's meaning.
//! - Specialized nodes (`!DILocation(...)` and other debug information) are outside the subset.

use super::constant::ConstId;
use crate::entity;

entity! {
    /// A metadata node of one module.
    pub struct MdId("md");
}

/// Metadata that can stand alone: a string or a node (a `metadata` intrinsic argument, a type
/// identifier).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum MdRef {
    /// `!"text"`.
    String(Box<str>),
    /// `!N`.
    Node(MdId),
}

/// One operand of a generic node.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum MdOperand {
    /// `null`.
    Null,
    /// `!"text"`.
    String(Box<str>),
    /// A typed constant (`i32 1`, `ptr @f`).
    Value(ConstId),
    /// Another node.
    Node(MdId),
}

/// A generic metadata node, `!{...}` or `distinct !{...}`.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct MdNode {
    /// `distinct`: not merged with an equal node.
    pub distinct: bool,
    /// Operands.
    pub ops: Vec<MdOperand>,
}

/// A named metadata list, `!name = !{!0, !1}`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NamedMd {
    /// The name, without `!`.
    pub name: String,
    /// The nodes, in order.
    pub nodes: Vec<MdId>,
}

/// A `!type` attachment: the function or global is compatible with type `id` at `offset`
/// (used by `llvm.type.test` and whole-program devirtualization).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct TypeMd {
    /// Byte offset into the global (for vtables), 0 for functions.
    pub offset: i64,
    /// The type identifier: a string such as `_ZTS1A`, or a node for internal types.
    pub id: MdRef,
}

/// One `!nvvm.annotations` property of a function or global: `"kernel" = 1`,
/// `"maxntidx" = 128`, `"rdoimage" = <parameter index>`, ...
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Annotation {
    /// The property name.
    pub key: Box<str>,
    /// The value, an integer constant.
    pub value: ConstId,
}

/// Annotation keys that mark a kernel parameter (by index) as an image or sampler handle.
pub const IMAGE_ANNOTATIONS: &[&str] = &["rdoimage", "wroimage", "rdwrimage", "sampler"];
