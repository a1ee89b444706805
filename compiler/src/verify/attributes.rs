//! Attribute rules, as LLVM 19's verifier applies them (`verifyFunctionAttrs`,
//! `verifyParameterAttrs`, `typeIncompatible`), for function declarations, definitions and
//! call sites alike.

use super::module::ModuleVerifier;
use crate::ir::{
    AttrFlag, AttrScope, AttrSetId, Attribute, MemoryEffects, ModRef, SrcLoc, TypeData, TypeId,
    Types,
};

/// String attributes whose value must be `""`, `"true"` or `"false"` wherever they appear.
const STRING_BOOLS: &[&str] = &[
    "less-precise-fpmad",
    "no-infs-fp-math",
    "no-nans-fp-math",
    "approx-func-fp-math",
    "no-signed-zeros-fp-math",
    "unsafe-fp-math",
    "no-jump-tables",
    "no-inline-line-tables",
    "profile-sample-accurate",
    "use-sample-profile",
];

/// String function attributes whose values LLVM checks: the values allowed, or `None` for an
/// unsigned decimal number.
const CHECKED_STRING_ATTRS: &[(&str, Option<&[&str]>)] = &[
    (
        "frame-pointer",
        Some(&["all", "non-leaf", "none", "reserved"]),
    ),
    ("sign-return-address", Some(&["none", "all", "non-leaf"])),
    ("sign-return-address-key", Some(&["a_key", "b_key"])),
    ("branch-target-enforcement", Some(&["", "true", "false"])),
    ("branch-protection-pauth-lr", Some(&["", "true", "false"])),
    ("guarded-control-stack", Some(&["", "true", "false"])),
    ("patchable-function-prefix", None),
    ("patchable-function-entry", None),
    ("warn-stack-size", None),
];

/// Groups of AArch64 string attributes of which at most one may appear.
const EXCLUSIVE_STRING_GROUPS: &[&[&str]] = &[
    &["aarch64_pstate_sm_enabled", "aarch64_pstate_sm_compatible"],
    &[
        "aarch64_new_za",
        "aarch64_in_za",
        "aarch64_inout_za",
        "aarch64_out_za",
        "aarch64_preserves_za",
    ],
    &[
        "aarch64_new_zt0",
        "aarch64_in_zt0",
        "aarch64_inout_zt0",
        "aarch64_out_zt0",
        "aarch64_preserves_zt0",
    ],
];

/// Whether `ty` is floating point, possibly inside arrays (what `nofpclass` accepts).
fn fp_or_array_of_fp(types: &Types, ty: TypeId) -> bool {
    match types.get(ty) {
        TypeData::Float | TypeData::Double | TypeData::Half | TypeData::BFloat => true,
        TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
            fp_or_array_of_fp(types, *elem)
        }
        TypeData::Void
        | TypeData::Label
        | TypeData::Metadata
        | TypeData::Int(_)
        | TypeData::Ptr(_)
        | TypeData::Struct { .. }
        | TypeData::Named(_)
        | TypeData::Func { .. } => false,
    }
}

/// The reason `a` cannot be applied to a value of type `ty`, if any (LLVM's
/// `typeIncompatible`).
fn type_incompatible(types: &Types, a: &Attribute, ty: TypeId) -> bool {
    let is_ptr = types.is_ptr(ty);
    let is_int = types.is_int(ty);
    match a {
        Attribute::Flag(f) => match f {
            AttrFlag::AllocAlign | AttrFlag::SignExt | AttrFlag::ZeroExt => !is_int,
            AttrFlag::NoAlias
            | AttrFlag::NoCapture
            | AttrFlag::NonNull
            | AttrFlag::ReadNone
            | AttrFlag::ReadOnly
            | AttrFlag::Writable
            | AttrFlag::DeadOnUnwind
            | AttrFlag::Nest
            | AttrFlag::AllocPtr => !is_ptr,
            AttrFlag::NoUndef => ty == TypeId::VOID,
            AttrFlag::AlwaysInline
            | AttrFlag::Builtin
            | AttrFlag::Cold
            | AttrFlag::Convergent
            | AttrFlag::CoroOnlyDestroyWhenComplete
            | AttrFlag::DisableSanitizerInstrumentation
            | AttrFlag::FnRetThunkExtern
            | AttrFlag::Hot
            | AttrFlag::HybridPatchable
            | AttrFlag::ImmArg
            | AttrFlag::InReg
            | AttrFlag::InlineHint
            | AttrFlag::JumpTable
            | AttrFlag::MinSize
            | AttrFlag::MustProgress
            | AttrFlag::Naked
            | AttrFlag::NoBuiltin
            | AttrFlag::NoCallback
            | AttrFlag::NoCfCheck
            | AttrFlag::NoDuplicate
            | AttrFlag::NoFree
            | AttrFlag::NoImplicitFloat
            | AttrFlag::NoInline
            | AttrFlag::NoMerge
            | AttrFlag::NoProfile
            | AttrFlag::NoRecurse
            | AttrFlag::NoRedZone
            | AttrFlag::NoReturn
            | AttrFlag::NoSanitizeBounds
            | AttrFlag::NoSanitizeCoverage
            | AttrFlag::NoSync
            | AttrFlag::NoUnwind
            | AttrFlag::NonLazyBind
            | AttrFlag::NullPointerIsValid
            | AttrFlag::OptDebug
            | AttrFlag::OptForFuzzing
            | AttrFlag::OptNone
            | AttrFlag::OptSize
            | AttrFlag::PresplitCoroutine
            | AttrFlag::Returned
            | AttrFlag::ReturnsTwice
            | AttrFlag::SafeStack
            | AttrFlag::SanitizeAddress
            | AttrFlag::SanitizeHwaddress
            | AttrFlag::SanitizeMemTag
            | AttrFlag::SanitizeMemory
            | AttrFlag::SanitizeNumericalStability
            | AttrFlag::SanitizeThread
            | AttrFlag::ShadowCallStack
            | AttrFlag::SkipProfile
            | AttrFlag::Speculatable
            | AttrFlag::SpeculativeLoadHardening
            | AttrFlag::Ssp
            | AttrFlag::SspReq
            | AttrFlag::SspStrong
            | AttrFlag::StrictFp
            | AttrFlag::WillReturn
            | AttrFlag::WriteOnly => false,
        },
        Attribute::Range { .. } => !is_int,
        Attribute::Dereferenceable(_)
        | Attribute::DereferenceableOrNull(_)
        | Attribute::ByVal(_)
        | Attribute::ByRef(_)
        | Attribute::SRet(_)
        | Attribute::ElementType(_)
        | Attribute::Align(_) => !is_ptr,
        Attribute::NoFpClass(_) => !fp_or_array_of_fp(types, ty),
        Attribute::AlignStack(_)
        | Attribute::Memory(_)
        | Attribute::Other { .. }
        | Attribute::Str { .. } => false,
    }
}

impl ModuleVerifier<'_> {
    /// String attributes of any set: boolean values, and (for function sets) checked values.
    fn string_attrs(&mut self, set: AttrSetId, function: bool, loc: SrcLoc, ctx: &str) {
        let m = self.m;
        for a in m.attrs.get(set) {
            let Attribute::Str { key, value } = a else {
                continue;
            };
            let v = value.as_deref().unwrap_or("");
            if STRING_BOOLS.contains(&&**key) && !matches!(v, "" | "true" | "false") {
                self.error(
                    loc,
                    ctx,
                    format!("invalid value for '{key}' attribute: '{v}'"),
                );
            }
            if !function {
                continue;
            }
            if &**key == "vector-function-abi-variant" {
                self.error(
                    loc,
                    ctx,
                    "the string attribute 'vector-function-abi-variant' is outside the subset",
                );
                continue;
            }
            let Some((_, allowed)) = CHECKED_STRING_ATTRS.iter().find(|(k, _)| *k == &**key) else {
                continue;
            };
            let ok = match allowed {
                Some(list) => list.contains(&v),
                None => v.parse::<u32>().is_ok() && v.bytes().all(|b| b.is_ascii_digit()),
            };
            if !ok {
                self.error(
                    loc,
                    ctx,
                    format!("invalid value for '{key}' attribute: '{v}'"),
                );
            }
        }
        if function {
            if m.attrs.has_string(set, "sign-return-address-key")
                && !m.attrs.has_string(set, "sign-return-address")
            {
                self.error(
                    loc,
                    ctx,
                    "'sign-return-address-key' present without 'sign-return-address'",
                );
            }
            for group in EXCLUSIVE_STRING_GROUPS {
                if group.iter().filter(|k| m.attrs.has_string(set, k)).count() > 1 {
                    self.error(
                        loc,
                        ctx,
                        format!("attributes {} are mutually exclusive", group.join(", ")),
                    );
                }
            }
        }
    }

    /// The function attributes of a declaration, definition or call site.
    pub(super) fn fn_attrs(&mut self, set: AttrSetId, loc: SrcLoc, ctx: &str) {
        let m = self.m;
        if !m.attrs.is_valid(set) {
            self.error(loc, ctx, "invalid attribute set");
            return;
        }
        for a in m.attrs.get(set) {
            if !a.scope().contains(AttrScope::FN) {
                self.error(
                    loc,
                    ctx,
                    format!("'{}' does not apply to functions", a.keyword()),
                );
            }
        }
        self.string_attrs(set, true, loc, ctx);
        let has = |f| m.attrs.has(set, f);
        if has(AttrFlag::AlwaysInline) && has(AttrFlag::NoInline) {
            self.error(
                loc,
                ctx,
                "attributes 'alwaysinline' and 'noinline' are incompatible",
            );
        }
        if has(AttrFlag::OptNone) {
            if !has(AttrFlag::NoInline) {
                self.error(loc, ctx, "attribute 'optnone' requires 'noinline'");
            }
            for other in [AttrFlag::OptSize, AttrFlag::MinSize, AttrFlag::OptDebug] {
                if has(other) {
                    self.error(
                        loc,
                        ctx,
                        format!(
                            "attributes '{}' and 'optnone' are incompatible",
                            other.name()
                        ),
                    );
                }
            }
        }
        if has(AttrFlag::OptDebug) {
            for other in [AttrFlag::OptSize, AttrFlag::MinSize] {
                if has(other) {
                    self.error(
                        loc,
                        ctx,
                        format!(
                            "attributes '{}' and 'optdebug' are incompatible",
                            other.name()
                        ),
                    );
                }
            }
        }
    }

    /// Parameter or return attributes on a value of type `ty`.
    pub(super) fn value_attrs(
        &mut self,
        set: AttrSetId,
        ty: TypeId,
        scope: AttrScope,
        loc: SrcLoc,
        ctx: &str,
    ) {
        let m = self.m;
        if !m.attrs.is_valid(set) {
            self.error(loc, ctx, "invalid attribute set");
            return;
        }
        if !m.types.is_valid(ty) {
            return;
        }
        let attrs = m.attrs.get(set);
        let pos = if scope == AttrScope::RET {
            "return values"
        } else {
            "parameters"
        };
        for a in attrs {
            if !a.scope().contains(scope) {
                self.error(
                    loc,
                    ctx,
                    format!("'{}' does not apply to {pos}", a.keyword()),
                );
                continue;
            }
            if type_incompatible(&m.types, a, ty) {
                self.error(
                    loc,
                    ctx,
                    format!(
                        "'{}' applied to incompatible type '{}'",
                        a.keyword(),
                        self.tyname(ty)
                    ),
                );
            }
            match a {
                Attribute::ByVal(t) | Attribute::ByRef(t) | Attribute::SRet(t) => {
                    if !m.types.is_valid(*t) || !m.types.is_sized(*t) {
                        self.error(loc, ctx, format!("'{}' needs a sized type", a.keyword()));
                    } else if !matches!(a, Attribute::SRet(_))
                        && m.data_layout().alloc_size(&m.types, *t) >= 1 << 32
                    {
                        self.error(
                            loc,
                            ctx,
                            format!("huge '{}' arguments are unsupported", a.keyword()),
                        );
                    }
                }
                Attribute::Range { ty: rt, .. } if *rt != ty => {
                    self.error(loc, ctx, "range() bit width must match the value's type");
                }
                Attribute::Flag(_)
                | Attribute::Align(_)
                | Attribute::AlignStack(_)
                | Attribute::Dereferenceable(_)
                | Attribute::DereferenceableOrNull(_)
                | Attribute::ElementType(_)
                | Attribute::Memory(_)
                | Attribute::NoFpClass(_)
                | Attribute::Range { .. }
                | Attribute::Other { .. }
                | Attribute::Str { .. } => {}
            }
        }
        self.string_attrs(set, false, loc, ctx);
        let has = |f| m.attrs.has(set, f);
        let kinds = |k: &str| attrs.iter().any(|a| a.keyword() == k);
        if has(AttrFlag::ImmArg) && attrs.len() > 1 {
            self.error(loc, ctx, "'immarg' is incompatible with other attributes");
        }
        let abi = [
            kinds("byval"),
            kinds("byref"),
            kinds("sret") || has(AttrFlag::InReg),
            has(AttrFlag::Nest),
        ];
        if abi.iter().filter(|&&x| x).count() > 1 {
            self.error(
                loc,
                ctx,
                "attributes 'byval', 'inreg', 'nest', 'byref', and 'sret' are incompatible",
            );
        }
        let pairs: [(bool, bool, &str); 6] = [
            (
                kinds("sret"),
                has(AttrFlag::Returned),
                "'sret' and 'returned'",
            ),
            (
                has(AttrFlag::ZeroExt),
                has(AttrFlag::SignExt),
                "'zeroext' and 'signext'",
            ),
            (
                has(AttrFlag::ReadNone),
                has(AttrFlag::ReadOnly),
                "'readnone' and 'readonly'",
            ),
            (
                has(AttrFlag::ReadNone),
                has(AttrFlag::WriteOnly),
                "'readnone' and 'writeonly'",
            ),
            (
                has(AttrFlag::ReadOnly),
                has(AttrFlag::WriteOnly),
                "'readonly' and 'writeonly'",
            ),
            (
                has(AttrFlag::Writable),
                has(AttrFlag::ReadNone) || has(AttrFlag::ReadOnly),
                "'writable' and 'readnone'/'readonly'",
            ),
        ];
        for (a, b, what) in pairs {
            if a && b {
                self.error(loc, ctx, format!("attributes {what} are incompatible"));
            }
        }
    }

    /// The attributes of a whole signature: function, return and each fixed parameter, and the
    /// rules that span parameters. `callee_intrinsic` says whether the function (or the callee
    /// of the call site) is an intrinsic.
    pub(super) fn signature_attrs(&mut self, sig: Signature<'_>, loc: SrcLoc, ctx: &str) {
        let m = self.m;
        self.fn_attrs(sig.fn_attrs, loc, ctx);
        if !sig.ret_attrs.is_empty() {
            self.value_attrs(
                sig.ret_attrs,
                sig.ret,
                AttrScope::RET,
                loc,
                &format!("{ctx}, return value"),
            );
        }
        let (mut nest, mut returned, mut sret) = (0, 0, 0);
        let mut writable =
            m.attrs.is_valid(sig.ret_attrs) && m.attrs.has(sig.ret_attrs, AttrFlag::Writable);
        for (i, (&set, &ty)) in sig.param_attrs.iter().zip(sig.params).enumerate() {
            // A parameter without attributes breaks no attribute rule.
            if set.is_empty() {
                continue;
            }
            let pctx = format!("{ctx}, parameter {i}");
            self.value_attrs(set, ty, AttrScope::PARAM, loc, &pctx);
            if !m.attrs.is_valid(set) {
                continue;
            }
            let attrs = m.attrs.get(set);
            if !sig.intrinsic {
                if m.attrs.has(set, AttrFlag::ImmArg) {
                    self.error(loc, &pctx, "'immarg' only applies to intrinsics");
                }
                if attrs.iter().any(|a| matches!(a, Attribute::ElementType(_))) {
                    self.error(
                        loc,
                        &pctx,
                        "'elementtype' can only be applied to intrinsics",
                    );
                }
            }
            if !sig.call_site && attrs.iter().any(|a| matches!(a, Attribute::ElementType(_))) {
                self.error(
                    loc,
                    &pctx,
                    "'elementtype' can only be applied to a call site argument",
                );
            }
            nest += usize::from(m.attrs.has(set, AttrFlag::Nest));
            writable |= m.attrs.has(set, AttrFlag::Writable);
            if m.attrs.has(set, AttrFlag::Returned) {
                returned += 1;
                if ty != sig.ret {
                    self.error(
                        loc,
                        &pctx,
                        "a 'returned' parameter must have the function's return type",
                    );
                }
            }
            if attrs.iter().any(|a| matches!(a, Attribute::SRet(_))) {
                sret += 1;
                if i > 1 {
                    self.error(
                        loc,
                        &pctx,
                        "'sret' must be on the first or second parameter",
                    );
                }
                if !sig.call_site && sig.ret != TypeId::VOID {
                    self.error(
                        loc,
                        &pctx,
                        "a function with an 'sret' parameter must return void",
                    );
                }
            }
        }
        for (n, what) in [(nest, "nest"), (returned, "returned"), (sret, "sret")] {
            if n > 1 {
                self.error(
                    loc,
                    ctx,
                    format!("more than one parameter has attribute '{what}'"),
                );
            }
        }
        if writable && m.attrs.is_valid(sig.fn_attrs) {
            let me = m.attrs.get(sig.fn_attrs).iter().find_map(|a| match a {
                Attribute::Memory(me) => Some(*me),
                Attribute::Flag(_)
                | Attribute::Align(_)
                | Attribute::AlignStack(_)
                | Attribute::Dereferenceable(_)
                | Attribute::DereferenceableOrNull(_)
                | Attribute::ByVal(_)
                | Attribute::ByRef(_)
                | Attribute::SRet(_)
                | Attribute::ElementType(_)
                | Attribute::NoFpClass(_)
                | Attribute::Range { .. }
                | Attribute::Other { .. }
                | Attribute::Str { .. } => None,
            });
            if me.is_some_and(|me: MemoryEffects| me.argmem.intersect(ModRef::Mod) != ModRef::Mod) {
                self.error(
                    loc,
                    ctx,
                    "attribute 'writable' and memory without 'argmem: write' are incompatible",
                );
            }
        }
    }
}

/// A signature whose attributes [`ModuleVerifier::signature_attrs`] checks.
pub(super) struct Signature<'s> {
    pub(super) ret: TypeId,
    pub(super) params: &'s [TypeId],
    pub(super) fn_attrs: AttrSetId,
    pub(super) ret_attrs: AttrSetId,
    pub(super) param_attrs: &'s [AttrSetId],
    /// The function, or the called function, is an intrinsic.
    pub(super) intrinsic: bool,
    /// The attributes are a call site's.
    pub(super) call_site: bool,
}
