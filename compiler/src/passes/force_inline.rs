//! `force-inline`: mark functions whose signature the NVPTX `.param` ABI carries badly
//! `alwaysinline` (seed `000_c27f59743f284b24.txt`, "Force-Inline Decision").
//!
//! **Requires** a verified module. **Ensures** the module verifies; only function attributes
//! change. **Scope**: every defined function. **Does not** inline anything (the `always-inline`
//! pass does), look at call sites, or clone.
//!
//! Rules, in the seed's priority order (earlier reasons win):
//! 1. A function already `alwaysinline` is skipped (the pass is idempotent).
//! 2. **kernel**: a kernel entry (`ptx_kernel`, or a `"kernel"` annotation of 1).
//! 3. **image-handle**: a parameter annotated `rdoimage`, `wroimage`, `rdwrimage` or `sampler`.
//! 4. `noinline` stops the remaining rules (it does not stop 2 and 3).
//! 5. **large-params**: the aligned parameter payload exceeds 384 bytes. Each parameter
//!    contributes `max(alloc_size(type), 4)`, a pointer's size first rounded up to its ABI
//!    alignment ([`param_slot_size`]). The type is the
//!    parameter's IR type, so a `byval` parameter counts as the pointer it is.
//! 6. **large-return**: the return type's alloc size exceeds 144 bytes.
//!
//! A forced function gets `alwaysinline`; `noinline` is removed where a rule overrides it
//! (both together are invalid IR), and so is `optnone` (which LLVM allows only with
//! `noinline`, and never with `alwaysinline`). Every defined function gets one remark: decision
//! `force-inline`, `not-forced` or `skip`, the reason, and the payloads.

use super::{PassError, Remark};
use crate::ir::metadata::IMAGE_ANNOTATIONS;
use crate::ir::{AttrFlag, Attribute, DataLayout, FuncId, Module, TypeData, TypeId, Types};

const PASS: &str = "force-inline";

/// Why a function is (or is not) forced inline.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ForceInlineReason {
    /// Already `alwaysinline`: skipped.
    AlreadyAlwaysInline,
    /// A kernel entry.
    Kernel,
    /// An image or sampler parameter.
    ImageHandle,
    /// `noinline` and no overriding rule: not forced.
    NoInline,
    /// Parameter payload over 384 bytes.
    LargeParams,
    /// Return payload over 144 bytes.
    LargeReturn,
    /// No rule applies: not forced.
    None,
}

impl ForceInlineReason {
    /// The name in remarks (the generator's labels use the same names).
    pub fn name(self) -> &'static str {
        match self {
            ForceInlineReason::AlreadyAlwaysInline => "already-alwaysinline",
            ForceInlineReason::Kernel => "kernel",
            ForceInlineReason::ImageHandle => "image-handle",
            ForceInlineReason::NoInline => "noinline",
            ForceInlineReason::LargeParams => "large-params",
            ForceInlineReason::LargeReturn => "large-return",
            ForceInlineReason::None => "none",
        }
    }

    /// The reason of this name.
    pub fn from_name(s: &str) -> Option<ForceInlineReason> {
        [
            ForceInlineReason::AlreadyAlwaysInline,
            ForceInlineReason::Kernel,
            ForceInlineReason::ImageHandle,
            ForceInlineReason::NoInline,
            ForceInlineReason::LargeParams,
            ForceInlineReason::LargeReturn,
            ForceInlineReason::None,
        ]
        .into_iter()
        .find(|r| r.name() == s)
    }

    /// Whether the function is marked `alwaysinline`.
    pub fn forces(self) -> bool {
        matches!(
            self,
            ForceInlineReason::Kernel
                | ForceInlineReason::ImageHandle
                | ForceInlineReason::LargeParams
                | ForceInlineReason::LargeReturn
        )
    }
}

/// The bytes a parameter of type `ty` takes in the payload: its alloc size, rounded up to the
/// pointer ABI alignment for pointers, and at least 4.
pub fn param_slot_size(dl: &DataLayout, types: &Types, ty: TypeId) -> u64 {
    let mut bytes = dl.alloc_size(types, ty);
    if matches!(types.get(ty), TypeData::Ptr(_)) {
        let align = dl.abi_align(types, ty).max(1);
        bytes = bytes.next_multiple_of(align);
    }
    if crate::planted::on("force-inline-raw-slot") {
        return bytes;
    }
    bytes.max(4)
}

/// The decision for function `f` (declarations: `None`), with the whole parameter payload
/// (the seed stops summing at the first excess over 384; the decision is the same) and the
/// return payload.
pub fn force_inline_decision(m: &Module, f: FuncId) -> Option<(ForceInlineReason, u64, u64)> {
    let func = &m.functions[f];
    func.body.as_ref()?;
    let dl = m.data_layout();
    let mut params = 0;
    for &t in func.param_types(&m.types) {
        params += param_slot_size(dl, &m.types, t);
    }
    let rt = func.ret_type(&m.types);
    let ret = match m.types.get(rt) {
        TypeData::Void => 0,
        TypeData::Label
        | TypeData::Metadata
        | TypeData::Int(_)
        | TypeData::Float
        | TypeData::Double
        | TypeData::Half
        | TypeData::BFloat
        | TypeData::Vector { .. }
        | TypeData::Ptr(_)
        | TypeData::Array { .. }
        | TypeData::Struct { .. }
        | TypeData::Named(_)
        | TypeData::Func { .. } => dl.alloc_size(&m.types, rt),
    };
    let n_params = func.params.len() as u64;
    let image = func.annotations.iter().any(|a| {
        IMAGE_ANNOTATIONS.contains(&&*a.key)
            && m.consts.as_int(a.value).is_some_and(|i| i < n_params)
    });
    let reason = if m.has_fn_attr(f, AttrFlag::AlwaysInline) {
        ForceInlineReason::AlreadyAlwaysInline
    } else if m.is_kernel(f) {
        ForceInlineReason::Kernel
    } else if image {
        ForceInlineReason::ImageHandle
    } else if m.has_fn_attr(f, AttrFlag::NoInline) {
        ForceInlineReason::NoInline
    } else if params > 384 || (crate::planted::on("force-inline-384") && params == 384) {
        ForceInlineReason::LargeParams
    } else if ret > 144 {
        ForceInlineReason::LargeReturn
    } else {
        ForceInlineReason::None
    };
    Some((reason, params, ret))
}

pub(super) fn run(
    m: &mut Module,
    _options: &[(String, String)],
    remarks: &mut Vec<Remark>,
) -> Result<bool, PassError> {
    let mut changed = false;
    let ids: Vec<FuncId> = m.functions.iter().map(|(f, _)| f).collect();
    for f in ids {
        let Some((reason, params, ret)) = force_inline_decision(m, f) else {
            continue;
        };
        let name = m.functions[f].name.clone();
        let decision = match reason {
            ForceInlineReason::AlreadyAlwaysInline => "skip",
            ForceInlineReason::Kernel
            | ForceInlineReason::ImageHandle
            | ForceInlineReason::NoInline
            | ForceInlineReason::LargeParams
            | ForceInlineReason::LargeReturn
            | ForceInlineReason::None => {
                if reason.forces() {
                    "force-inline"
                } else {
                    "not-forced"
                }
            }
        };
        let mut remark = Remark::new(PASS, &name, decision, reason.name())
            .with("params", params)
            .with("return", ret);
        if reason.forces() {
            let mut set = m.functions[f].attrs;
            let mut dropped = Vec::new();
            for flag in [AttrFlag::NoInline, AttrFlag::OptNone] {
                if m.attrs.has(set, flag) {
                    set = m.attrs.without(set, flag);
                    dropped.push(flag.name());
                }
            }
            set = m.attrs.with(set, Attribute::Flag(AttrFlag::AlwaysInline));
            m.functions[f].attrs = set;
            if !dropped.is_empty() {
                remark = remark.with("dropped", dropped.join(","));
            }
            changed = true;
        }
        remarks.push(remark);
    }
    Ok(changed)
}
