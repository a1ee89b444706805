//! Module-level checks: names, globals, constants, function signatures and attributes.

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use super::VerifyError;
use crate::ir::{
    AddrSpace, AttrFlag, AttrSetId, ConstData, ConstExpr, ConstId, Function, Linkage, Module,
    NvptxSpace, SrcLoc, TypeId, Visibility, intrinsics,
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
            checked: HashSet::default(),
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
        self.named_metadata();
        if let Some(t) = &self.m.target_triple
            && !t
                .bytes()
                .all(|b| (b' '..=b'~').contains(&b) && b != b'"' && b != b'\\')
        {
            self.error(
                SrcLoc::default(),
                "",
                "the target triple must be printable ASCII without quotes or backslashes",
            );
        }
        let m = self.m;
        for (g, gv) in m.globals.iter() {
            self.global(g, gv);
        }
    }

    /// Checks the functions `fs` (after [`run`](Self::run), which checks the rest).
    pub(super) fn functions(
        &mut self,
        fs: impl IntoIterator<Item = (crate::ir::FuncId, &'m crate::ir::Function)>,
    ) {
        for (fid, f) in fs {
            self.function(fid, f);
        }
    }

    /// LLVM's rules for the named metadata it interprets: `!llvm.module.flags`, `!llvm.ident`
    /// and `!llvm.commandline`.
    fn named_metadata(&mut self) {
        use crate::ir::MdOperand;
        let m = self.m;
        let node_ok = |id: crate::ir::MdId| m.md.is_valid(id);
        let string_of = |op: Option<&MdOperand>| match op {
            Some(MdOperand::String(s)) => Some(s.clone()),
            _ => None,
        };
        let int_of = |op: Option<&MdOperand>| match op {
            Some(MdOperand::Value(c)) if m.consts.is_valid(*c) => match m.consts.get(*c) {
                ConstData::Int { ty, bits } => Some(crate::ir::sign_extend(
                    *bits,
                    m.types.int_bits(*ty).unwrap_or(64),
                )),
                ConstData::Float { .. }
                | ConstData::Null(_)
                | ConstData::Zero(_)
                | ConstData::Undef(_)
                | ConstData::Poison(_)
                | ConstData::Array { .. }
                | ConstData::Vector { .. }
                | ConstData::Struct { .. }
                | ConstData::Global { .. }
                | ConstData::Expr { .. }
                | ConstData::Metadata(_)
                | ConstData::InlineAsm(_) => None,
            },
            _ => None,
        };
        for nm in &m.named_md {
            let ctx = format!("!{}", nm.name);
            for &id in &nm.nodes {
                if !node_ok(id) {
                    self.error(
                        SrcLoc::default(),
                        &ctx,
                        "named metadata refers to a node that does not exist",
                    );
                    return;
                }
            }
            match nm.name.as_str() {
                "llvm.ident" | "llvm.commandline" => {
                    for &id in &nm.nodes {
                        let ops = &m.md[id].ops;
                        if ops.len() != 1 {
                            self.error(
                                SrcLoc::default(),
                                &ctx,
                                format!("incorrect number of operands in {} metadata", nm.name),
                            );
                        } else if string_of(ops.first()).is_none() {
                            self.error(
                                SrcLoc::default(),
                                &ctx,
                                format!("{} metadata entries must be strings", nm.name),
                            );
                        }
                    }
                }
                "llvm.module.flags" => {
                    let mut seen: HashMap<Box<str>, usize> = HashMap::default();
                    let mut requirements: Vec<(Box<str>, &MdOperand)> = Vec::new();
                    for &id in &nm.nodes {
                        let ops = &m.md[id].ops;
                        if ops.len() != 3 {
                            self.error(
                                SrcLoc::default(),
                                &ctx,
                                "incorrect number of operands in module flag",
                            );
                            continue;
                        }
                        let Some(behavior) = int_of(ops.first()).filter(|b| (1..=8).contains(b))
                        else {
                            self.error(SrcLoc::default(), &ctx, "invalid behavior operand in module flag (expected an integer from 1 to 8)");
                            continue;
                        };
                        let Some(key) = string_of(ops.get(1)) else {
                            self.error(
                                SrcLoc::default(),
                                &ctx,
                                "invalid ID operand in module flag (expected metadata string)",
                            );
                            continue;
                        };
                        let value = &ops[2];
                        match behavior {
                            // Require: the value is a pair (flag id, value).
                            3 => match value {
                                MdOperand::Node(n) if node_ok(*n) && m.md[*n].ops.len() == 2 => {
                                    match &m.md[*n].ops[0] {
                                        MdOperand::String(s) => requirements.push((s.clone(), &m.md[*n].ops[1])),
                                        MdOperand::Null | MdOperand::Value(_) | MdOperand::Node(_) => self.error(SrcLoc::default(), &ctx, "invalid value for 'require' module flag (first value operand should be a string)"),
                                    }
                                }
                                MdOperand::Null | MdOperand::String(_) | MdOperand::Value(_) | MdOperand::Node(_) => self.error(SrcLoc::default(), &ctx, "invalid value for 'require' module flag (expected metadata pair)"),
                            },
                            5 | 6 if !matches!(value, MdOperand::Node(_)) => self.error(
                                SrcLoc::default(),
                                &ctx,
                                "invalid value for 'append'-type module flag (expected a metadata node)",
                            ),
                            7 if int_of(Some(value)).is_none() => self.error(
                                SrcLoc::default(),
                                &ctx,
                                "invalid value for 'max' module flag (expected constant integer)",
                            ),
                            8 if int_of(Some(value)).is_none_or(|v| v < 0) => self.error(
                                SrcLoc::default(),
                                &ctx,
                                "invalid value for 'min' module flag (expected constant non-negative integer)",
                            ),
                            _ => {}
                        }
                        if behavior != 3
                            && seen
                                .insert(key.clone(), crate::entity::EntityRef::index(id))
                                .is_some()
                        {
                            self.error(SrcLoc::default(), &ctx, format!("module flag identifiers must be unique (or of 'require' type): '{key}'"));
                        }
                        let int_required = ["wchar_size", "SemanticInterposition"];
                        if int_required.contains(&&*key) && int_of(Some(value)).is_none() {
                            self.error(
                                SrcLoc::default(),
                                &ctx,
                                format!("module flag '{key}' requires a constant integer"),
                            );
                        }
                        if &*key == "Linker Options" || &*key == "CG Profile" {
                            self.error(
                                SrcLoc::default(),
                                &ctx,
                                format!("module flag '{key}' is outside the subset"),
                            );
                        }
                    }
                    for (flag, want) in requirements {
                        let found = nm.nodes.iter().find(|&&id| {
                            let ops = &m.md[id].ops;
                            ops.len() == 3
                                && string_of(ops.get(1)).as_deref() == Some(&*flag)
                                && int_of(ops.first()) != Some(3)
                        });
                        match found {
                            None => self.error(
                                SrcLoc::default(),
                                &ctx,
                                format!(
                                    "invalid requirement on flag '{flag}': the flag is not present"
                                ),
                            ),
                            Some(&id) => {
                                if &m.md[id].ops[2] != want {
                                    self.error(SrcLoc::default(), &ctx, format!("invalid requirement on flag '{flag}': the flag does not have the required value"));
                                }
                            }
                        }
                    }
                }
                _ => {}
            }
        }
    }

    fn names(&mut self) {
        let m = self.m;
        let mut seen: HashMap<&str, SrcLoc> = HashMap::default();
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
            if name.contains('\0') {
                self.error(loc, "", "null bytes are not allowed in names");
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
    /// Whether `c` was checked already and found valid.
    pub(super) fn const_checked(&self, c: ConstId) -> bool {
        self.checked.contains(&c)
    }

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
            ConstData::Vector { ty, elems } => match m.types.vector_parts(*ty) {
                Some((elem, len)) if len as usize == elems.len() => {
                    for &e in elems.iter() {
                        if self.check_const(e, loc, ctx) && m.consts.ty(e) != elem {
                            bad(self, "vector constant element has the wrong type".into());
                        }
                    }
                }
                _ => bad(
                    self,
                    format!("vector constant does not match type '{}'", self.tyname(*ty)),
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
                ConstExpr::Binary {
                    op,
                    flags,
                    lhs,
                    rhs,
                } => {
                    let ok_l = self.check_const(*lhs, loc, ctx);
                    let ok_r = self.check_const(*rhs, loc, ctx);
                    if !op.allowed_in_constant() {
                        bad(
                            self,
                            format!("'{}' is not a constant expression", op.name()),
                        );
                    } else if !op.allowed_int_flags().contains(*flags) {
                        bad(
                            self,
                            format!("constant '{}' has flags it may not carry", op.name()),
                        );
                    }
                    let int_like = m.types.is_int(*ty)
                        || m.types
                            .vector_parts(*ty)
                            .is_some_and(|(e, _)| m.types.is_int(e));
                    if ok_l
                        && ok_r
                        && (!int_like || m.consts.ty(*lhs) != *ty || m.consts.ty(*rhs) != *ty)
                    {
                        bad(
                            self,
                            format!(
                                "constant '{}' needs two operands of its integer type '{}'",
                                op.name(),
                                self.tyname(*ty)
                            ),
                        );
                    }
                }
            },
            ConstData::Metadata(_) => {}
            ConstData::InlineAsm(a) => {
                if !m.types.is_valid(a.fn_ty) || m.types.func_parts(a.fn_ty).is_none() {
                    bad(self, "inline assembly without a function type".into());
                } else if let Err(e) = a.check_constraints(&m.types) {
                    bad(self, format!("inline assembly: {e}"));
                }
            }
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
        if gv.linkage == Linkage::Common {
            if gv
                .init
                .is_some_and(|i| !m.consts.is_valid(i) || !m.consts.is_null_value(i))
            {
                self.error(loc, &ctx, "a common global must have a zero initializer");
            }
            if gv.is_constant {
                self.error(loc, &ctx, "a common global cannot be constant");
            }
            if gv.comdat.is_some() {
                self.error(loc, &ctx, "a common global cannot be in a comdat");
            }
        }
        if (gv.init.is_none() || gv.linkage == Linkage::AvailableExternally) && gv.comdat.is_some()
        {
            self.error(loc, &ctx, "a declaration cannot be in a comdat");
        }
        if gv.name == "llvm.used" || gv.name == "llvm.compiler.used" {
            self.used_list(gv, loc, &ctx);
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

    /// `llvm.used` / `llvm.compiler.used`: an appending array of pointers, each to a named
    /// global or function (through pointer casts).
    fn used_list(&mut self, gv: &crate::ir::GlobalVar, loc: SrcLoc, ctx: &str) {
        let m = self.m;
        let Some(init) = gv.init else { return };
        if gv.linkage != Linkage::Appending {
            self.error(loc, ctx, "invalid linkage for an intrinsic global variable");
        }
        let elem_ok = m
            .types
            .array_parts(gv.value_ty)
            .is_some_and(|(e, _)| m.types.is_ptr(e));
        if !elem_ok {
            self.error(loc, ctx, "wrong type for an intrinsic global variable");
            return;
        }
        let ConstData::Array { elems, .. } = m.consts.get(init) else {
            self.error(
                loc,
                ctx,
                "wrong initializer for an intrinsic global variable",
            );
            return;
        };
        for &e in elems.iter() {
            let mut c = e;
            while let ConstData::Expr {
                expr: ConstExpr::Cast { op, value },
                ..
            } = m.consts.get(c)
                && matches!(
                    op,
                    crate::ir::CastOp::AddrSpaceCast | crate::ir::CastOp::BitCast
                )
            {
                c = *value;
            }
            if !matches!(m.consts.get(c), ConstData::Global { .. }) {
                self.error(
                    loc,
                    ctx,
                    "every member of an llvm.used list must be a global or function",
                );
                return;
            }
        }
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
        if !f.is_intrinsic() && (ret == TypeId::METADATA || params.contains(&TypeId::METADATA)) {
            self.error(loc, &ctx, "only intrinsics can take or return metadata");
        }
        if f.params
            .iter()
            .any(|p| p.name.as_deref().is_some_and(|n| n.contains('\0')))
        {
            self.error(loc, &ctx, "null bytes are not allowed in names");
        }
        // A kernel may return a value (LLVM 19 accepts it; the launch drops it).
        let is_kernel = m.is_kernel(fid);
        if is_kernel && vararg {
            self.error(loc, &ctx, "a kernel cannot be variadic");
        } else if vararg && f.cc.forbids_varargs() {
            self.error(
                loc,
                &ctx,
                "this calling convention does not allow a variadic function",
            );
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
        if (f.body.is_none() || f.linkage == Linkage::AvailableExternally) && f.comdat.is_some() {
            self.error(loc, &ctx, "a declaration cannot be in a comdat");
        }
        if let Some(c) = f.comdat
            && !m.comdats.is_valid(c)
        {
            self.error(loc, &ctx, "reference to a comdat that does not exist");
        }
        self.annotations(&f.annotations, loc, &ctx);
        // Attributes.
        let param_sets: Vec<AttrSetId> = f.params.iter().map(|p| p.attrs).collect();
        self.signature_attrs(
            super::attributes::Signature {
                ret,
                params,
                fn_attrs: f.attrs,
                ret_attrs: f.ret_attrs,
                param_attrs: &param_sets,
                intrinsic: f.is_intrinsic(),
                call_site: false,
            },
            loc,
            &ctx,
        );
        if m.attrs.is_valid(f.attrs) {
            if m.attrs.has(f.attrs, AttrFlag::Builtin) {
                self.error(loc, &ctx, "'builtin' can only be applied to a call site");
            }
            if m.attrs.has(f.attrs, AttrFlag::JumpTable)
                && f.unnamed_addr != crate::ir::UnnamedAddr::Global
            {
                self.error(loc, &ctx, "attribute 'jumptable' requires 'unnamed_addr'");
            }
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

    /// Whether a store through a pointer of this space can be lowered.
    pub(super) fn writable_space(space: AddrSpace) -> bool {
        space.nvptx().is_none_or(|s| s.is_writable())
    }
}
