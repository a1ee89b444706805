//! Module-level checks: names, globals, constants, function signatures and attributes.

use std::collections::{HashMap, HashSet};

use super::VerifyError;
use crate::ir::{
    AddrSpace, AttrFlag, AttrKind, AttrScope, AttrSetId, Attribute, ConstData, ConstExpr, ConstId,
    Function, Linkage, Module, NvptxSpace, SrcLoc, TypeId, Visibility, intrinsics,
};

pub(super) struct ModuleVerifier<'m> {
    pub(super) m: &'m Module,
    pub(super) errors: Vec<VerifyError>,
    /// Constants already checked (valid or reported).
    checked: HashSet<ConstId>,
}

impl<'m> ModuleVerifier<'m> {
    pub(super) fn new(m: &'m Module) -> Self {
        ModuleVerifier {
            m,
            errors: Vec::new(),
            checked: HashSet::new(),
        }
    }

    pub(super) fn error(
        &mut self,
        loc: SrcLoc,
        context: impl Into<String>,
        message: impl Into<String>,
    ) {
        self.errors.push(VerifyError {
            loc,
            context: context.into(),
            message: message.into(),
        });
    }

    pub(super) fn tyname(&self, t: TypeId) -> String {
        if self.m.types.is_valid(t) {
            self.m.types.display(t)
        } else {
            format!("<invalid type {t:?}>")
        }
    }

    pub(super) fn run(&mut self) {
        self.names();
        let m = self.m;
        for (g, gv) in m.globals.iter() {
            self.global(g, gv);
        }
        for (fid, f) in m.functions.iter() {
            self.function(fid, f);
        }
    }

    fn names(&mut self) {
        let m = self.m;
        let mut seen: HashMap<&str, SrcLoc> = HashMap::new();
        let entries = m
            .globals
            .values()
            .map(|g| (g.name.as_str(), g.loc))
            .chain(m.functions.values().map(|f| (f.name.as_str(), f.loc)));
        for (name, loc) in entries {
            if name.is_empty() {
                self.error(loc, "", "a function or global has an empty name");
                continue;
            }
            if seen.insert(name, loc).is_some() {
                self.error(
                    loc,
                    format!("@{name}"),
                    "redefinition of a name already used by another function or global",
                );
            }
        }
    }

    /// Checks a constant and everything it refers to; returns whether it is valid.
    pub(super) fn check_const(&mut self, c: ConstId, loc: SrcLoc, ctx: &str) -> bool {
        if !self.m.consts.is_valid(c) {
            self.error(
                loc,
                ctx,
                format!("reference to a constant that does not exist ({c:?})"),
            );
            return false;
        }
        if !self.checked.insert(c) {
            return true;
        }
        let m = self.m;
        let ty = m.consts.ty(c);
        if !m.types.is_valid(ty) {
            self.error(loc, ctx, format!("constant {c:?} has an invalid type"));
            return false;
        }
        let mut ok = true;
        let mut bad = |s: &mut Self, msg: String| {
            s.error(loc, ctx, msg);
            ok = false;
        };
        match m.consts.get(c) {
            ConstData::Int { ty, .. } => {
                if !m.types.is_int(*ty) {
                    bad(
                        self,
                        format!(
                            "integer constant of non-integer type '{}'",
                            self.tyname(*ty)
                        ),
                    );
                }
            }
            ConstData::Float { ty, .. } => {
                if !m.types.is_float(*ty) {
                    bad(
                        self,
                        format!("floating point constant of type '{}'", self.tyname(*ty)),
                    );
                }
            }
            ConstData::Null(ty) => {
                if !m.types.is_ptr(*ty) {
                    bad(
                        self,
                        format!("null of non-pointer type '{}'", self.tyname(*ty)),
                    );
                }
            }
            ConstData::Zero(ty) | ConstData::Undef(ty) | ConstData::Poison(ty) => {
                if !m.types.is_first_class(*ty) {
                    bad(
                        self,
                        format!("constant of invalid type '{}'", self.tyname(*ty)),
                    );
                }
            }
            ConstData::Array { ty, elems } => match m.types.array_parts(*ty) {
                Some((elem, len)) if len == elems.len() as u64 => {
                    for &e in elems.iter() {
                        if self.check_const(e, loc, ctx) && m.consts.ty(e) != elem {
                            bad(self, "array constant element has the wrong type".into());
                        }
                    }
                }
                _ => bad(
                    self,
                    format!("array constant does not match type '{}'", self.tyname(*ty)),
                ),
            },
            ConstData::Struct { ty, fields } => match m.types.struct_fields(*ty) {
                Some((ftys, _)) if ftys.len() == fields.len() => {
                    let ftys = ftys.to_vec();
                    for (&e, want) in fields.iter().zip(ftys) {
                        if self.check_const(e, loc, ctx) && m.consts.ty(e) != want {
                            bad(self, "struct constant field has the wrong type".into());
                        }
                    }
                }
                _ => bad(
                    self,
                    format!("struct constant does not match type '{}'", self.tyname(*ty)),
                ),
            },
            ConstData::Global { ty, gv } => {
                if !m.global_exists(*gv) {
                    bad(
                        self,
                        "reference to a function or global that was removed".into(),
                    );
                } else if m.types.ptr_space(*ty) != Some(m.global_space(*gv)) {
                    bad(
                        self,
                        format!(
                            "'@{}' is in addrspace({}) but is referenced as '{}'",
                            m.global_name(*gv),
                            m.global_space(*gv).0,
                            self.tyname(*ty)
                        ),
                    );
                }
            }
            ConstData::Expr { ty, expr } => match expr {
                ConstExpr::Cast { op, value } => {
                    if self.check_const(*value, loc, ctx) {
                        let from = m.consts.ty(*value);
                        if !op.allowed_in_constant() || !op.is_valid(&m.types, from, *ty) {
                            bad(
                                self,
                                format!(
                                    "invalid constant cast '{}' from '{}' to '{}'",
                                    op.name(),
                                    self.tyname(from),
                                    self.tyname(*ty)
                                ),
                            );
                        }
                    }
                }
                ConstExpr::Gep {
                    source_ty,
                    base,
                    indices,
                    ..
                } => {
                    if self.check_const(*base, loc, ctx) && m.consts.ty(*base) != *ty {
                        bad(
                            self,
                            "constant getelementptr result type differs from its base".into(),
                        );
                    }
                    if !m.types.is_sized(*source_ty) {
                        bad(
                            self,
                            "constant getelementptr source type is not sized".into(),
                        );
                    }
                    let mut cur = *source_ty;
                    for (k, &i) in indices.iter().enumerate() {
                        if !self.check_const(i, loc, ctx) {
                            continue;
                        }
                        let ity = m.consts.ty(i);
                        if k == 0 {
                            if !m.types.is_int(ity) {
                                bad(self, "getelementptr index must be an integer".into());
                            }
                            continue;
                        }
                        match m.types.gep_step(cur, ity, m.consts.as_int(i)) {
                            Ok(t) => cur = t,
                            Err(e) => {
                                bad(self, format!("invalid getelementptr indices: {e}"));
                                break;
                            }
                        }
                    }
                }
            },
            ConstData::Metadata(_) => {}
        }
        ok
    }

    fn global(&mut self, g: crate::ir::GlobalId, gv: &'m crate::ir::GlobalVar) {
        let m = self.m;
        let ctx = format!("@{}", gv.name);
        let loc = gv.loc;
        let opaque_decl = gv.init.is_none()
            && m.types.is_valid(gv.value_ty)
            && matches!(m.types.get(gv.value_ty), crate::ir::TypeData::Named(_));
        if !m.types.is_valid(gv.value_ty) || (!m.types.is_sized(gv.value_ty) && !opaque_decl) {
            self.error(loc, &ctx, "a global variable must have a sized type");
        }
        match gv.init {
            Some(init) => {
                if self.check_const(init, loc, &ctx) && m.consts.ty(init) != gv.value_ty {
                    self.error(
                        loc,
                        &ctx,
                        format!(
                            "initializer has type '{}' but the global holds '{}'",
                            self.tyname(m.consts.ty(init)),
                            self.tyname(gv.value_ty)
                        ),
                    );
                }
                if gv.linkage == Linkage::ExternWeak {
                    self.error(
                        loc,
                        &ctx,
                        "an extern_weak global cannot have an initializer",
                    );
                }
                if gv.space.nvptx() == Some(NvptxSpace::Shared) {
                    let c = m.consts.get(init);
                    let allowed = matches!(c, ConstData::Undef(_) | ConstData::Poison(_))
                        || m.consts.is_null_value(init);
                    if !allowed {
                        self.error(
                            loc,
                            &ctx,
                            "a shared (addrspace 3) variable cannot have an initial value",
                        );
                    }
                }
            }
            None => {
                if !matches!(gv.linkage, Linkage::External | Linkage::ExternWeak) {
                    self.error(
                        loc,
                        &ctx,
                        "a global declaration must have external or extern_weak linkage",
                    );
                }
            }
        }
        if gv.linkage == Linkage::Appending && m.types.array_parts(gv.value_ty).is_none() {
            self.error(loc, &ctx, "an appending global must be an array");
        }
        if gv.linkage.is_local() && gv.visibility != Visibility::Default {
            self.error(
                loc,
                &ctx,
                "a global with local linkage must have default visibility",
            );
        }
        if matches!(
            gv.space.nvptx(),
            Some(NvptxSpace::Local | NvptxSpace::Param)
        ) {
            self.error(
                loc,
                &ctx,
                format!("a global variable cannot live in addrspace({})", gv.space.0),
            );
        }
        if let Some(c) = gv.comdat
            && !m.comdats.is_valid(c)
        {
            self.error(loc, &ctx, "reference to a comdat that does not exist");
        }
        self.annotations(&gv.annotations, loc, &ctx);
        let _ = g;
    }

    fn annotations(&mut self, anns: &[crate::ir::Annotation], loc: SrcLoc, ctx: &str) {
        for a in anns {
            if !self.m.consts.is_valid(a.value) || self.m.consts.as_int(a.value).is_none() {
                self.error(
                    loc,
                    ctx,
                    format!("annotation '{}' must have an integer value", a.key),
                );
            }
        }
    }

    fn function(&mut self, fid: crate::ir::FuncId, f: &'m Function) {
        let m = self.m;
        let ctx = format!("@{}", f.name);
        let loc = f.loc;
        let Some((ret, params, vararg)) = (if m.types.is_valid(f.ty) {
            m.types.func_parts(f.ty)
        } else {
            None
        }) else {
            self.error(loc, &ctx, "a function must have a function type");
            return;
        };
        if params.len() != f.params.len() {
            self.error(
                loc,
                &ctx,
                format!(
                    "the function type has {} parameters but the function lists {}",
                    params.len(),
                    f.params.len()
                ),
            );
            return;
        }
        let is_kernel = m.is_kernel(fid);
        if is_kernel && ret != TypeId::VOID {
            self.error(loc, &ctx, "a kernel must return void");
        }
        if is_kernel && vararg {
            self.error(loc, &ctx, "a kernel cannot be variadic");
        }
        if f.linkage.is_local() && f.visibility != Visibility::Default {
            self.error(
                loc,
                &ctx,
                "a function with local linkage must have default visibility",
            );
        }
        if matches!(f.linkage, Linkage::Appending | Linkage::Common) {
            self.error(
                loc,
                &ctx,
                format!("a function cannot have {} linkage", f.linkage.name()),
            );
        }
        if let Some(c) = f.comdat
            && !m.comdats.is_valid(c)
        {
            self.error(loc, &ctx, "reference to a comdat that does not exist");
        }
        self.annotations(&f.annotations, loc, &ctx);
        // Attributes.
        self.fn_attrs(f.attrs, loc, &ctx);
        self.value_attrs(
            f.ret_attrs,
            ret,
            AttrScope::RET,
            loc,
            &format!("{ctx}, return value"),
        );
        let mut returned = 0;
        for (i, (p, &ty)) in f.params.iter().zip(params).enumerate() {
            let pctx = format!("{ctx}, parameter {i}");
            self.value_attrs(p.attrs, ty, AttrScope::PARAM, loc, &pctx);
            if m.attrs.is_valid(p.attrs) {
                if m.attrs
                    .get(p.attrs)
                    .iter()
                    .any(|a| matches!(a, Attribute::ElementType(_)))
                {
                    self.error(
                        loc,
                        &pctx,
                        "'elementtype' can only be applied to a call site argument",
                    );
                }
                if m.attrs.has(p.attrs, AttrFlag::Returned) {
                    returned += 1;
                    if ty != ret {
                        self.error(
                            loc,
                            &pctx,
                            "a 'returned' parameter must have the function's return type",
                        );
                    }
                }
            }
        }
        if returned > 1 {
            self.error(loc, &ctx, "at most one parameter can be 'returned'");
        }
        // Intrinsics.
        if f.is_intrinsic() {
            match intrinsics::lookup(&f.name) {
                None => self.error(loc, &ctx, "unknown intrinsic"),
                Some((intr, ov)) => {
                    let mut types = m.types.clone();
                    let want = intr.signature(&mut types, &ov);
                    if types.display(want) != m.types.display(f.ty) {
                        self.error(
                            loc,
                            &ctx,
                            format!("intrinsic must be declared as '{}'", types.display(want)),
                        );
                    }
                }
            }
            if f.body.is_some() {
                self.error(loc, &ctx, "llvm intrinsics cannot be defined");
            }
        }
        match &f.body {
            None => {
                if !matches!(f.linkage, Linkage::External | Linkage::ExternWeak) {
                    self.error(
                        loc,
                        &ctx,
                        "a declaration must have external or extern_weak linkage",
                    );
                }
            }
            Some(body) => {
                if f.linkage == Linkage::ExternWeak {
                    self.error(loc, &ctx, "a definition cannot have extern_weak linkage");
                }
                super::body::verify_body(self, f, body);
            }
        }
    }

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
            if has(AttrFlag::MinSize) || has(AttrFlag::OptSize) {
                self.error(
                    loc,
                    ctx,
                    "attribute 'optnone' is incompatible with 'minsize' and 'optsize'",
                );
            }
            if has(AttrFlag::AlwaysInline) {
                self.error(
                    loc,
                    ctx,
                    "attributes 'alwaysinline' and 'optnone' are incompatible",
                );
            }
        }
    }

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
        let is_ptr = m.types.is_ptr(ty);
        let mut abi = 0;
        for a in m.attrs.get(set) {
            if !a.scope().contains(scope) {
                let pos = if scope == AttrScope::RET {
                    "return values"
                } else {
                    "parameters"
                };
                self.error(
                    loc,
                    ctx,
                    format!("'{}' does not apply to {pos}", a.keyword()),
                );
                continue;
            }
            let ptr_only = match a {
                Attribute::Flag(
                    AttrFlag::NoAlias
                    | AttrFlag::NoCapture
                    | AttrFlag::NonNull
                    | AttrFlag::ReadNone
                    | AttrFlag::ReadOnly
                    | AttrFlag::WriteOnly
                    | AttrFlag::Writable
                    | AttrFlag::DeadOnUnwind
                    | AttrFlag::Nest
                    | AttrFlag::SwiftError,
                )
                | Attribute::Align(_)
                | Attribute::Dereferenceable(_)
                | Attribute::DereferenceableOrNull(_)
                | Attribute::ByVal(_)
                | Attribute::ByRef(_)
                | Attribute::SRet(_)
                | Attribute::ElementType(_)
                | Attribute::InAlloca(_)
                | Attribute::Preallocated(_) => true,
                Attribute::Other { name, .. } => &**name == "initializes",
                _ => false,
            };
            if ptr_only && !is_ptr {
                self.error(
                    loc,
                    ctx,
                    format!(
                        "'{}' applies only to pointers, not '{}'",
                        a.keyword(),
                        self.tyname(ty)
                    ),
                );
            }
            match a {
                Attribute::Flag(AttrFlag::SignExt | AttrFlag::ZeroExt) if !m.types.is_int(ty) => {
                    self.error(
                        loc,
                        ctx,
                        format!("'{}' applies only to integers", a.keyword()),
                    );
                }
                Attribute::Range { ty: rt, .. } if *rt != ty => {
                    self.error(loc, ctx, "range() type must be the value's type");
                }
                Attribute::NoFpClass(_) if !m.types.is_float(ty) => {
                    self.error(
                        loc,
                        ctx,
                        "'nofpclass' applies only to floating point values",
                    );
                }
                Attribute::ByVal(t)
                | Attribute::ByRef(t)
                | Attribute::SRet(t)
                | Attribute::InAlloca(t)
                | Attribute::Preallocated(t) => {
                    abi += 1;
                    if !m.types.is_valid(*t) || !m.types.is_sized(*t) {
                        self.error(loc, ctx, format!("'{}' needs a sized type", a.keyword()));
                    }
                }
                _ => {}
            }
        }
        if abi > 1 {
            self.error(
                loc,
                ctx,
                "at most one of 'byval', 'byref', 'sret', 'inalloca' and 'preallocated'",
            );
        }
        let has = |f| m.attrs.has(set, f);
        if has(AttrFlag::ReadNone) && (has(AttrFlag::ReadOnly) || has(AttrFlag::WriteOnly)) {
            self.error(
                loc,
                ctx,
                "'readnone' is incompatible with 'readonly' and 'writeonly'",
            );
        }
        if has(AttrFlag::ReadOnly) && has(AttrFlag::WriteOnly) {
            self.error(loc, ctx, "'readonly' and 'writeonly' are incompatible");
        }
        if m.attrs
            .find(set, AttrKind::Flag(AttrFlag::SignExt))
            .is_some()
            && has(AttrFlag::ZeroExt)
        {
            self.error(loc, ctx, "'signext' and 'zeroext' are incompatible");
        }
    }

    /// Whether a store through a pointer of this space can be lowered.
    pub(super) fn writable_space(space: AddrSpace) -> bool {
        space.nvptx().is_none_or(|s| s.is_writable())
    }
}
