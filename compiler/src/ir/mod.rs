//! The IR: a subset of LLVM 19 IR with opaque pointers and NVPTX address spaces.
//!
//! # The subset
//!
//! - **Types** ([`types`]): `void`, `i1`..`i64`, `float`, `double`, `ptr addrspace(N)`, arrays,
//!   literal and named structs (packed or not, named ones possibly opaque), function types.
//! - **Constants** ([`constant`]): integers, floats, `null`, `undef`, `poison`,
//!   `zeroinitializer`, aggregates, `c"..."`, addresses of globals, and the constant expressions
//!   `getelementptr`, `bitcast`, `addrspacecast`, `ptrtoint`, `inttoptr`; kept in the canonical
//!   form LLVM folds them to.
//! - **Globals** ([`module`]): linkage, visibility, `dso_local`, `unnamed_addr`, address space,
//!   `externally_initialized`, `constant`/`global`, initializer, section, comdat, alignment,
//!   `!type`, `!nvvm.annotations`.
//! - **Functions** ([`function`]): calling conventions (`ptx_kernel` among them), parameter,
//!   return and function attributes ([`attributes`]), bodies as blocks of instructions.
//! - **Instructions** ([`instructions`]): integer and float arithmetic with their flags, `fneg`,
//!   `icmp`, `fcmp`, `select`, `phi`, `alloca`, `load`, `store` (volatile, atomic),
//!   `getelementptr`, every cast, `extractvalue`, `insertvalue`, `call` (direct, indirect, tail
//!   markers), `atomicrmw`, `cmpxchg`, `fence`, `freeze`, `ret`, `br`, `switch`, `unreachable`.
//! - **Intrinsics** ([`intrinsics`]): the `llvm.*` functions of [`intrinsics::Intrinsic`].
//! - **Metadata** ([`metadata`]): `!nvvm.annotations` and `!type` structured; other named
//!   metadata kept verbatim; instruction attachments dropped.
//!
//! Storage follows Cranelift: entities are `u32` handles into arenas ([`crate::entity`](mod@crate::entity)); a
//! function body separates its instruction arena from its block layout.

pub mod addrspace;
pub mod attributes;
pub mod builder;
pub mod constant;
pub mod datalayout;
pub mod float;
pub mod function;
pub mod instructions;
pub mod intrinsics;
pub mod metadata;
pub mod module;
pub mod names;
pub mod nvvm_float;
pub mod types;

pub use addrspace::{AddrSpace, NvptxSpace};
pub use attributes::{
    AttrFlag, AttrKind, AttrScope, AttrSetId, AttrSets, Attribute, MemLocation, MemoryEffects,
    ModRef, TEXT_ATTRS, UNSUPPORTED_ATTRS, fpclass, sign_extend,
};
pub use builder::FunctionBuilder;
pub use constant::{
    ConstData, ConstExpr, ConstId, Constants, InlineAsm, f32_bits_to_f64, f64_bits_to_f32,
    mask_bits,
};
pub use datalayout::{DataLayout, DataLayoutError, NVPTX64_LAYOUT, StructLayout};
pub use float::FloatKind;
pub use function::{Block, BlockData, Body, Function, Inst, InstNode, Param, SrcLoc, Value, arg};
pub use instructions::{
    Align, AtomicInfo, AtomicOrdering, AtomicRmwData, BinaryOp, CallConv, CallData, CastOp,
    CmpXchgData, FastMath, FloatPredicate, GepFlags, InstData, IntFlags, IntPredicate, RmwOp,
    SyncScope, TailKind, UNSUPPORTED_CALLING_CONVENTIONS,
};
pub use intrinsics::{Intrinsic, OverloadTy};
pub use metadata::{Annotation, MdId, MdNode, MdOperand, MdRef, NamedMd, TypeMd};
pub use module::{
    Comdat, ComdatId, ComdatKind, FuncId, GlobalId, GlobalValue, GlobalVar, Linkage, Module,
    UnnamedAddr, Visibility,
};
pub use types::{MAX_INT_BITS, NamedStruct, NamedStructId, StructBody, TypeData, TypeId, Types};
