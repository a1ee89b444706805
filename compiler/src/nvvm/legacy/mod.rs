//! NVVM IR 2.0: the LLVM 7.0.1 dialect libNVVM's legacy front end reads (every 12.x toolkit,
//! and 13.x for compute_75 to compute_90a). One place that knows the dialect: a seam
//! [`Module`] printed as that text, or a located refusal of what has no form there.
//!
//! **Typed pointers.** Every pointer value is an `i8*` of its address space
//! (`i8 addrspace(N)*`); a use that needs another pointee type gets a `bitcast` just before
//! it, named `%__tN`:
//!
//! | LLVM 19 | NVVM IR 2.0 |
//! |---|---|
//! | `load T, ptr addrspace(1) %p` | `%__t0 = bitcast i8 addrspace(1)* %p to T addrspace(1)*` then `load T, T addrspace(1)* %__t0` |
//! | `getelementptr S, ptr %p, ...` | the base cast to `S*`; the result, an `E*`, cast back to `i8*` under the original name |
//! | `alloca T` | `alloca T` as `%__tN`, cast to `i8*` |
//! | a global `@g` of type `T` used as a value | `bitcast (T addrspace(N)* @g to i8 addrspace(N)*)` |
//! | a function used as a value | `bitcast (FnTy* @f to i8*)`; an indirect call casts to the call's function type |
//! | `ptr byval(T) align A %p` | `T* byval align A %__pK`, cast to `i8*` as `%p` first thing in the entry block |
//!
//! **Downgraded** (same meaning): `poison` becomes `undef` (undef is the more defined value);
//! `fneg x` becomes `fsub -0.0, x`; the flags LLVM 7 lacks (`nneg`, `disjoint`, `trunc`'s
//! `nuw`/`nsw`, `getelementptr`'s `nusw`/`nuw`, fast-math flags on `phi`/`select`) and the
//! attributes it lacks are dropped (an attribute only promises something; only `noinline`,
//! `alwaysinline`, `optnone`, `convergent`, `nounwind`, `norecurse`, `readnone`/`readonly`
//! (from `memory(none)`/`memory(read)`) and string attributes are kept, and `byval` with its
//! alignment); `align` on `atomicrmw`/`cmpxchg` goes (LLVM 7 takes the natural alignment,
//! which seam's verifier requires of them); comdats, `dso_local`, `!type` and the calling
//! conventions go (a kernel is named in `!nvvm.annotations`, which the legacy reader reads);
//! pointer-overloaded intrinsics take LLVM 7's names (`llvm.memcpy.p0i8.p1i8.i64`,
//! `llvm.nvvm.ldg.global.i.i32.p1i32`, `llvm.stacksave`).
//!
//! **Expanded** (same meaning): `llvm.smax`/`smin`/`umax`/`umin` become `icmp` and `select`;
//! `llvm.abs` becomes `sub 0, x`, `icmp slt` and `select` (the minimum stays the minimum, as
//! the intrinsic without its poison flag gives); a `llvm.type.test` whose only uses are
//! `llvm.assume` goes with them (as [`super::input`] does for the new front end).
//!
//! **Refused**, with the function, block and instruction: `bfloat` (LLVM 7 has no such type;
//! emulating it through `i16` would round twice), `freeze`, `atomicrmw` operations LLVM 7 lacks
//! (`fadd`, `fsub`, `fmax`, `fmin`, `uinc_wrap`, `udec_wrap`), vector `getelementptr`, and any
//! intrinsic outside the list LLVM 7 has (saturating arithmetic, `minimum`/`maximum`,
//! `redux.sync`, ...). [`Refusal::reason`] is the class a campaign counts refusals by.
//!
//! libNVVM's own verifier (`nvvmVerifyProgram`) is what says the text is valid: no LLVM 7 is
//! needed (`compiler/tests/nvvm.rs`).

mod inst;

use std::collections::HashMap;
use std::fmt::Write;

use crate::ir::names::{write_escaped, write_name};
use crate::ir::{
    AttrFlag, AttrSetId, Attribute, ConstData, ConstExpr, ConstId, FuncId, Function, GlobalValue,
    Linkage, Module, TypeData, TypeId, UnnamedAddr, Visibility, sign_extend,
};
use crate::text::printer::{LocalName, LocalNames, format_float};

use super::input::NVVM_DATALAYOUT;

/// Why a module has no NVVM IR 2.0 form, and where.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{at}: {detail} (no NVVM IR 2.0 form)")]
pub struct Refusal {
    /// The class: `bfloat`, `freeze`, `atomicrmw-fadd`, `intrinsic llvm.uadd.sat`, ...
    pub reason: String,
    /// What, in words.
    pub detail: String,
    /// Where: a function, block and instruction, or a global.
    pub at: String,
}

impl Refusal {
    /// The class a campaign counts refusals by.
    pub fn reason(&self) -> &str {
        &self.reason
    }
}

/// `m` as NVVM IR 2.0 text (see the module documentation), or why it has none.
pub fn print_legacy(m: &Module) -> Result<String, Refusal> {
    let mut p = Legacy {
        m,
        out: String::with_capacity(m.inst_count() * 64 + 1024),
        groups: HashMap::new(),
        group_text: Vec::new(),
        extra: Default::default(),
    };
    p.module()?;
    Ok(p.out)
}

struct Legacy<'m> {
    m: &'m Module,
    out: String,
    /// Attribute group number per filtered attribute text.
    groups: HashMap<String, usize>,
    group_text: Vec<String>,
    /// Declarations the printed text needs beyond the module's (membars around atomics):
    /// name → declaration.
    extra: std::collections::BTreeMap<String, String>,
}

/// The intrinsics LLVM 7 has under the same name (after the pointer suffixes are rewritten):
/// prefixes of their names.
const LLVM7_INTRINSICS: &[&str] = &[
    // NVVM's own intrinsics: its reader knows them (libNVVM's verifier says which it does
    // not, as a refusal of the text).
    "llvm.nvvm.",
    "llvm.nvvm.read.ptx.sreg.",
    "llvm.nvvm.barrier0",
    "llvm.nvvm.barrier.sync",
    "llvm.nvvm.bar.sync",
    "llvm.nvvm.membar.",
    "llvm.nvvm.isspacep.",
    "llvm.nvvm.shfl.sync.",
    "llvm.nvvm.vote.",
    "llvm.nvvm.match.",
    "llvm.nvvm.ldg.global.",
    "llvm.nvvm.ldu.global.",
    "llvm.nvvm.atomic.load.inc.32.",
    "llvm.nvvm.atomic.load.dec.32.",
    "llvm.nvvm.fma.",
    "llvm.nvvm.sqrt.",
    "llvm.nvvm.rsqrt.",
    "llvm.nvvm.rcp.",
    "llvm.nvvm.div.",
    "llvm.nvvm.ex2.approx.",
    "llvm.nvvm.lg2.approx.",
    "llvm.nvvm.sin.approx.",
    "llvm.nvvm.cos.approx.",
    "llvm.nvvm.fabs.",
    "llvm.nvvm.fmin.",
    "llvm.nvvm.fmax.",
    "llvm.nvvm.saturate.",
    "llvm.nvvm.prmt",
    "llvm.ctpop.",
    "llvm.ctlz.",
    "llvm.cttz.",
    "llvm.bswap.",
    "llvm.bitreverse.",
    "llvm.fshl.",
    "llvm.fshr.",
    "llvm.fma.",
    "llvm.fmuladd.",
    "llvm.fabs.",
    "llvm.sqrt.",
    "llvm.minnum.",
    "llvm.maxnum.",
    "llvm.copysign.",
    "llvm.floor.",
    "llvm.ceil.",
    "llvm.trunc.",
    "llvm.rint.",
    "llvm.nearbyint.",
    "llvm.round.",
    "llvm.sin.",
    "llvm.cos.",
    "llvm.exp.",
    "llvm.exp2.",
    "llvm.log.",
    "llvm.log2.",
    "llvm.log10.",
    "llvm.pow.",
    "llvm.powi.",
    "llvm.memcpy.",
    "llvm.memmove.",
    "llvm.memset.",
    "llvm.lifetime.start.",
    "llvm.lifetime.end.",
    "llvm.assume",
    "llvm.expect.",
    "llvm.trap",
    "llvm.stacksave",
    "llvm.stackrestore",
    "llvm.sadd.with.overflow.",
    "llvm.uadd.with.overflow.",
    "llvm.ssub.with.overflow.",
    "llvm.usub.with.overflow.",
    "llvm.smul.with.overflow.",
    "llvm.umul.with.overflow.",
];

/// What the printer does with a call of an intrinsic.
#[derive(Clone, Debug, PartialEq, Eq)]
enum IntrinsicForm {
    /// Called under this LLVM 7 name; pointer parameters of this pointee type (`i8` unless
    /// the name says otherwise).
    Call { name: String, pointee: String },
    /// `icmp PRED a, b` then `select`.
    MinMax(&'static str),
    /// `llvm.abs`.
    Abs,
    /// `llvm.round.f32`/`.f64` (half away from zero), which NVVM lacks: `f` or `d`, NVVM's
    /// suffix.
    Round(&'static str),
    /// `llvm.copysign.f32`/`.f64`, which libNVVM 12.9's verifier refuses: the integer type of
    /// the bits.
    CopySign(&'static str),
    /// `llvm.type.test` / `llvm.assume` pairs: dropped where they pair up.
    TypeTest,
}

impl<'m> Legacy<'m> {
    /// Whether `c` calls a function whose name starts with `stem` directly.
    fn callee_named(&self, c: &crate::ir::CallData, stem: &str) -> bool {
        self.m
            .direct_callee(c)
            .is_some_and(|f| self.m.functions[f].name.starts_with(stem))
    }

    /// The LLVM 7 spelling of type `t`: pointers are `i8*` of their space.
    fn ty(&self, t: TypeId) -> Result<String, String> {
        let mut s = String::new();
        self.write_ty(&mut s, t)?;
        Ok(s)
    }

    fn write_ty(&self, out: &mut String, t: TypeId) -> Result<(), String> {
        let types = &self.m.types;
        match types.get(t) {
            TypeData::BFloat => return Err("bfloat".into()),
            TypeData::Ptr(s) => {
                out.push_str("i8");
                ptr_suffix(out, s.0);
            }
            TypeData::Vector { len, elem } => {
                let _ = write!(out, "<{len} x ");
                self.write_ty(out, *elem)?;
                out.push('>');
            }
            TypeData::Array { len, elem } => {
                let _ = write!(out, "[{len} x ");
                self.write_ty(out, *elem)?;
                out.push(']');
            }
            TypeData::Struct { fields, packed } => {
                self.write_fields(out, fields, *packed)?;
            }
            TypeData::Func {
                ret,
                params,
                vararg,
            } => {
                self.write_ty(out, *ret)?;
                out.push_str(" (");
                for (i, p) in params.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write_ty(out, *p)?;
                }
                if *vararg {
                    out.push_str(if params.is_empty() { "..." } else { ", ..." });
                }
                out.push(')');
            }
            TypeData::Void
            | TypeData::Label
            | TypeData::Metadata
            | TypeData::Int(_)
            | TypeData::Float
            | TypeData::Double
            | TypeData::Half
            | TypeData::Named(_) => {
                let _ = types.write(out, t);
            }
        }
        Ok(())
    }

    fn write_fields(
        &self,
        out: &mut String,
        fields: &[TypeId],
        packed: bool,
    ) -> Result<(), String> {
        if packed {
            out.push('<');
        }
        if fields.is_empty() {
            out.push_str("{}");
        } else {
            out.push_str("{ ");
            for (i, f) in fields.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                self.write_ty(out, *f)?;
            }
            out.push_str(" }");
        }
        if packed {
            out.push('>');
        }
        Ok(())
    }

    /// `T addrspace(N)*`: a pointer to `t` in space `space`.
    fn ptr_to(&self, t: TypeId, space: u32) -> Result<String, String> {
        let mut s = self.ty(t)?;
        ptr_suffix(&mut s, space);
        Ok(s)
    }

    fn module(&mut self) -> Result<(), Refusal> {
        let m = self.m;
        let refuse_global = |name: &str, why: String| Refusal {
            reason: why.split(':').next().unwrap_or("").to_string(),
            detail: why.clone(),
            at: format!("@{name}"),
        };
        let _ = writeln!(self.out, "target datalayout = \"{NVVM_DATALAYOUT}\"");
        self.out
            .push_str("target triple = \"nvptx64-nvidia-cuda\"\n\n");
        // Named struct types.
        for (_, ns) in m.types.named_structs() {
            let _ = write_name(&mut self.out, '%', &ns.name);
            self.out.push_str(" = type ");
            match &ns.body {
                None => self.out.push_str("opaque"),
                Some(b) => {
                    let mut s = String::new();
                    self.write_fields(&mut s, &b.fields, b.packed)
                        .map_err(|why| refuse_global(&ns.name, why))?;
                    self.out.push_str(&s);
                }
            }
            self.out.push('\n');
        }
        self.out.push('\n');
        for (_, gv) in m.globals.iter() {
            let mut line = String::new();
            let _ = write_name(&mut line, '@', &gv.name);
            line.push_str(" = ");
            if gv.init.is_none() && gv.linkage == Linkage::External {
                line.push_str("external ");
            }
            linkage(&mut line, gv.linkage, gv.visibility, gv.init.is_none());
            unnamed_addr(&mut line, gv.unnamed_addr);
            if !gv.space.is_generic() {
                let _ = write!(line, "addrspace({}) ", gv.space.0);
            }
            if gv.externally_initialized {
                line.push_str("externally_initialized ");
            }
            line.push_str(if gv.is_constant {
                "constant "
            } else {
                "global "
            });
            let ty = self
                .ty(gv.value_ty)
                .map_err(|why| refuse_global(&gv.name, why))?;
            line.push_str(&ty);
            if let Some(init) = gv.init {
                // libNVVM's verifier: "Shared variables can't be initialized" (PTX has no
                // initializer for `.shared`).
                if gv.space.0 == 3
                    && !matches!(
                        m.consts.get(init),
                        ConstData::Undef(_) | ConstData::Poison(_)
                    )
                {
                    return Err(refuse_global(
                        &gv.name,
                        "shared-initializer: NVVM IR 2.0 has no initialized shared variable".into(),
                    ));
                }
                line.push(' ');
                let v = self
                    .konst(init)
                    .map_err(|why| refuse_global(&gv.name, why))?;
                line.push_str(&v);
            }
            if let Some(s) = &gv.section {
                line.push_str(", section \"");
                let _ = write_escaped(&mut line, s.as_bytes());
                line.push('"');
            }
            if let Some(a) = gv.align {
                let _ = write!(line, ", align {}", a.bytes());
            }
            self.out.push_str(&line);
            self.out.push('\n');
        }
        for (fid, f) in m.functions.iter() {
            if f.is_intrinsic() {
                continue;
            }
            self.out.push('\n');
            self.function(fid, f)?;
        }
        // The intrinsics the calls use, declared under their LLVM 7 names.
        self.declare_intrinsics()?;
        // Attribute groups.
        if !self.group_text.is_empty() {
            self.out.push('\n');
            for (k, text) in self.group_text.iter().enumerate() {
                let _ = writeln!(self.out, "attributes #{k} = {{ {text} }}");
            }
        }
        self.metadata()
    }

    /// `!nvvm.annotations` (every kernel named, whatever its calling convention said) and
    /// `!nvvmir.version`.
    fn metadata(&mut self) -> Result<(), Refusal> {
        let m = self.m;
        let mut nodes: Vec<String> = Vec::new();
        for (fid, f) in m.functions.iter() {
            let fn_ptr = self
                .global_ptr_ty(GlobalValue::Func(fid))
                .map_err(|why| Refusal {
                    reason: why.clone(),
                    detail: why,
                    at: format!("@{}", f.name),
                })?;
            let mut name = String::new();
            let _ = write_name(&mut name, '@', &f.name);
            let mut kernel_said = false;
            for a in &f.annotations {
                let v = m.consts.as_int(a.value).unwrap_or(0);
                kernel_said |= &*a.key == "kernel";
                let mut s = format!("!{{{fn_ptr} {name}, !\"");
                let _ = write_escaped(&mut s, a.key.as_bytes());
                let _ = write!(s, "\", i32 {}}}", sign_extend(v, 32));
                nodes.push(s);
            }
            if m.is_kernel(fid) && !kernel_said {
                nodes.push(format!("!{{{fn_ptr} {name}, !\"kernel\", i32 1}}"));
            }
        }
        for (g, gv) in m.globals.iter() {
            if gv.annotations.is_empty() {
                continue;
            }
            let ptr = self
                .global_ptr_ty(GlobalValue::Var(g))
                .map_err(|why| Refusal {
                    reason: why.clone(),
                    detail: why,
                    at: format!("@{}", gv.name),
                })?;
            let mut name = String::new();
            let _ = write_name(&mut name, '@', &gv.name);
            for a in &gv.annotations {
                let v = m.consts.as_int(a.value).unwrap_or(0);
                let mut s = format!("!{{{ptr} {name}, !\"");
                let _ = write_escaped(&mut s, a.key.as_bytes());
                let _ = write!(s, "\", i32 {}}}", sign_extend(v, 32));
                nodes.push(s);
            }
        }
        self.out.push('\n');
        if !nodes.is_empty() {
            let list: Vec<String> = (0..nodes.len()).map(|k| format!("!{k}")).collect();
            let _ = writeln!(self.out, "!nvvm.annotations = !{{{}}}", list.join(", "));
        }
        let v = nodes.len();
        let _ = writeln!(self.out, "!nvvmir.version = !{{!{v}}}");
        for (k, n) in nodes.iter().enumerate() {
            let _ = writeln!(self.out, "!{k} = {n}");
        }
        let _ = writeln!(self.out, "!{v} = !{{i32 2, i32 0}}");
        Ok(())
    }

    /// Function type `fn_ty` as LLVM 7 spells it when parameter `k` is `byval` (per
    /// `byval_of(k)`): that parameter is a pointer to its type, not an `i8*`.
    fn fn_ty_text(
        &self,
        fn_ty: TypeId,
        byval_of: impl Fn(usize) -> Option<TypeId>,
    ) -> Result<String, String> {
        let (ret, params, vararg) = self
            .m
            .types
            .func_parts(fn_ty)
            .ok_or("not a function type")?;
        let mut s = self.ty(ret)?;
        s.push_str(" (");
        for (k, &p) in params.iter().enumerate() {
            if k > 0 {
                s.push_str(", ");
            }
            match (byval_of(k), self.m.types.ptr_space(p)) {
                (Some(t), Some(space)) => s.push_str(&self.ptr_to(t, space.0)?),
                _ => s.push_str(&self.ty(p)?),
            }
        }
        if vararg {
            s.push_str(if params.is_empty() { "..." } else { ", ..." });
        }
        s.push(')');
        Ok(s)
    }

    /// The type of function `f`'s address: `FnTy*`, its byval parameters typed.
    fn fn_ptr_ty(&self, f: FuncId) -> Result<String, String> {
        let func = &self.m.functions[f];
        let mut s = self.fn_ty_text(func.ty, |k| {
            func.params.get(k).and_then(|p| self.m.attrs.byval(p.attrs))
        })?;
        s.push('*');
        Ok(s)
    }

    /// The type of a global's address: `T addrspace(N)*`, or a function's `FnTy*`.
    fn global_ptr_ty(&self, g: GlobalValue) -> Result<String, String> {
        match g {
            GlobalValue::Func(f) => self.fn_ptr_ty(f),
            GlobalValue::Var(v) => {
                let gv = &self.m.globals[v];
                self.ptr_to(gv.value_ty, gv.space.0)
            }
        }
    }

    /// The value of a global's address as the `i8*` of its space every pointer is.
    fn global_as_i8(&self, g: GlobalValue) -> Result<String, String> {
        let m = self.m;
        let mut name = String::new();
        let _ = write_name(&mut name, '@', m.global_name(g));
        let (space, is_i8) = match g {
            GlobalValue::Func(_) => (0, false),
            GlobalValue::Var(v) => {
                let gv = &m.globals[v];
                (gv.space.0, gv.value_ty == TypeId::I8)
            }
        };
        if is_i8 {
            return Ok(name);
        }
        let i8p = i8_ptr(space);
        Ok(format!(
            "bitcast ({} {name} to {i8p})",
            self.global_ptr_ty(g)?
        ))
    }

    /// A constant's value text (its type not written).
    fn konst(&self, c: ConstId) -> Result<String, String> {
        let m = self.m;
        Ok(match m.consts.get(c) {
            ConstData::Int { ty, bits } => {
                let w = m.types.int_bits(*ty).unwrap_or(64);
                if w == 1 {
                    (if *bits & 1 == 1 { "true" } else { "false" }).to_string()
                } else {
                    sign_extend(*bits, w).to_string()
                }
            }
            ConstData::Float { ty, bits } => match m.types.get(*ty) {
                TypeData::Half => format!("0xH{:04X}", bits & 0xffff),
                TypeData::BFloat => return Err("bfloat".into()),
                _ => format_float(*ty, *bits),
            },
            ConstData::Null(_) => "null".into(),
            ConstData::Zero(_) => "zeroinitializer".into(),
            ConstData::Undef(t) | ConstData::Poison(t) => {
                self.ty(*t)?;
                "undef".into()
            }
            ConstData::Array { elems, .. } => {
                let parts: Result<Vec<String>, String> =
                    elems.iter().map(|&e| self.typed_konst(e)).collect();
                format!("[{}]", parts?.join(", "))
            }
            ConstData::Vector { elems, .. } => {
                let parts: Result<Vec<String>, String> =
                    elems.iter().map(|&e| self.typed_konst(e)).collect();
                format!("<{}>", parts?.join(", "))
            }
            ConstData::Struct { ty, fields } => {
                let packed = m.types.struct_fields(*ty).is_some_and(|(_, p)| p);
                let parts: Result<Vec<String>, String> =
                    fields.iter().map(|&e| self.typed_konst(e)).collect();
                let parts = parts?;
                let body = if parts.is_empty() {
                    "{}".to_string()
                } else {
                    format!("{{ {} }}", parts.join(", "))
                };
                if packed { format!("<{body}>") } else { body }
            }
            ConstData::Global { gv, .. } => self.global_as_i8(*gv)?,
            ConstData::Expr { ty, expr } => self.const_expr(*ty, expr)?,
            ConstData::Metadata(_) => return Err("metadata operand".into()),
            ConstData::InlineAsm(a) => {
                let mut s = String::from("asm ");
                if a.side_effect {
                    s.push_str("sideeffect ");
                }
                s.push('"');
                let _ = write_escaped(&mut s, a.asm.as_bytes());
                s.push_str("\", \"");
                let _ = write_escaped(&mut s, a.constraints.as_bytes());
                s.push('"');
                s
            }
        })
    }

    /// `T value`.
    fn typed_konst(&self, c: ConstId) -> Result<String, String> {
        Ok(format!(
            "{} {}",
            self.ty(self.m.consts.ty(c))?,
            self.konst(c)?
        ))
    }

    fn const_expr(&self, ty: TypeId, expr: &ConstExpr) -> Result<String, String> {
        let m = self.m;
        Ok(match expr {
            ConstExpr::Cast { op, value } => {
                let from = m.consts.ty(*value);
                if *op == crate::ir::CastOp::BitCast && m.types.is_ptr(from) && m.types.is_ptr(ty) {
                    return self.konst(*value);
                }
                format!(
                    "{} ({} to {})",
                    op.name(),
                    self.typed_konst(*value)?,
                    self.ty(ty)?
                )
            }
            ConstExpr::Gep {
                source_ty,
                flags,
                base,
                indices,
            } => {
                if m.types.is_vector(ty) {
                    return Err("vector getelementptr".into());
                }
                let space = m.types.ptr_space(ty).unwrap_or_default().0;
                let elem = self.gep_elem(
                    *source_ty,
                    indices
                        .iter()
                        .skip(1)
                        .map(|&i| (m.consts.ty(i), m.consts.as_int(i))),
                )?;
                let src_ptr = self.ptr_to(*source_ty, space)?;
                let base_text = self.konst(*base)?;
                let i8p = i8_ptr(space);
                let base_cast = if *source_ty == TypeId::I8 {
                    format!("{i8p} {base_text}")
                } else {
                    format!("{src_ptr} bitcast ({i8p} {base_text} to {src_ptr})")
                };
                let idx: Result<Vec<String>, String> =
                    indices.iter().map(|&i| self.typed_konst(i)).collect();
                let inb = if flags.contains(crate::ir::GepFlags::INBOUNDS) {
                    "inbounds "
                } else {
                    ""
                };
                let gep = format!(
                    "getelementptr {inb}({}, {base_cast}, {})",
                    self.ty(*source_ty)?,
                    idx?.join(", ")
                );
                if elem == TypeId::I8 {
                    gep
                } else {
                    format!("bitcast ({} {gep} to {i8p})", self.ptr_to(elem, space)?)
                }
            }
            ConstExpr::Binary {
                op,
                flags,
                lhs,
                rhs,
            } => {
                let mut s = op.name().to_string();
                for (flag, name) in crate::ir::IntFlags::NAMES {
                    if flags.contains(*flag) && matches!(*name, "nuw" | "nsw") {
                        s.push(' ');
                        s.push_str(name);
                    }
                }
                format!(
                    "{s} ({}, {})",
                    self.typed_konst(*lhs)?,
                    self.typed_konst(*rhs)?
                )
            }
        })
    }

    /// The type a `getelementptr` over `source` reaches through the indices after the first.
    fn gep_elem(
        &self,
        source: TypeId,
        rest: impl Iterator<Item = (TypeId, Option<u64>)>,
    ) -> Result<TypeId, String> {
        let mut cur = source;
        for (ity, k) in rest {
            if let Some((elem, _)) = self.m.types.vector_parts(cur) {
                cur = elem;
                continue;
            }
            cur = self.m.types.gep_step(cur, ity, k)?;
        }
        Ok(cur)
    }

    /// The attribute group of a function's or call's attributes, filtered to what LLVM 7
    /// has; `None` when nothing is left.
    fn attr_group(&mut self, set: AttrSetId) -> Option<usize> {
        let m = self.m;
        let mut parts: Vec<String> = Vec::new();
        for a in m.attrs.get(set) {
            match a {
                Attribute::Flag(f) => {
                    if matches!(
                        f,
                        AttrFlag::NoInline
                            | AttrFlag::AlwaysInline
                            | AttrFlag::OptNone
                            | AttrFlag::Convergent
                            | AttrFlag::NoUnwind
                            | AttrFlag::NoRecurse
                    ) {
                        parts.push(f.name().to_string());
                    }
                }
                Attribute::Memory(me) => {
                    use crate::ir::MemLocation as L;
                    use crate::ir::ModRef as R;
                    let all = [L::ArgMem, L::InaccessibleMem, L::Other];
                    if all.iter().all(|&l| me.get(l) == R::NoModRef) {
                        parts.push("readnone".into());
                    } else if all
                        .iter()
                        .all(|&l| matches!(me.get(l), R::NoModRef | R::Ref))
                    {
                        parts.push("readonly".into());
                    }
                }
                Attribute::Str { key, value } => {
                    let mut s = String::from("\"");
                    let _ = write_escaped(&mut s, key.as_bytes());
                    s.push('"');
                    if let Some(v) = value {
                        s.push_str("=\"");
                        let _ = write_escaped(&mut s, v.as_bytes());
                        s.push('"');
                    }
                    parts.push(s);
                }
                Attribute::Align(_)
                | Attribute::AlignStack(_)
                | Attribute::Dereferenceable(_)
                | Attribute::DereferenceableOrNull(_)
                | Attribute::ByVal(_)
                | Attribute::ByRef(_)
                | Attribute::SRet(_)
                | Attribute::ElementType(_)
                | Attribute::NoFpClass(_)
                | Attribute::Range { .. }
                | Attribute::Other { .. } => {}
            }
        }
        if parts.is_empty() {
            return None;
        }
        let text = parts.join(" ");
        let next = self.group_text.len();
        let k = *self.groups.entry(text.clone()).or_insert(next);
        if k == next {
            self.group_text.push(text);
        }
        Some(k)
    }

    fn function(&mut self, fid: FuncId, f: &'m Function) -> Result<(), Refusal> {
        let m = self.m;
        let names = LocalNames::new(m, f);
        let refuse = |why: String| Refusal {
            reason: reason_of(&why),
            detail: why,
            at: format!("@{}", f.name),
        };
        let mut head = String::new();
        head.push_str(if f.body.is_some() {
            "define "
        } else {
            "declare "
        });
        linkage(&mut head, f.linkage, f.visibility, f.body.is_none());
        let (ret, params, vararg) = m
            .types
            .func_parts(f.ty)
            .ok_or_else(|| refuse("a function without a function type".into()))?;
        head.push_str(&self.ty(ret).map_err(refuse)?);
        head.push(' ');
        let _ = write_name(&mut head, '@', &f.name);
        head.push('(');
        // byval parameters: printed as `%__pK`, cast to `i8*` under their own name.
        let mut byval_casts: Vec<String> = Vec::new();
        for (k, &pt) in params.iter().enumerate() {
            if k > 0 {
                head.push_str(", ");
            }
            let attrs = f.params.get(k).map_or(AttrSetId::EMPTY, |p| p.attrs);
            let name = local(&names.args[k]);
            if let (Some(inner), Some(space)) = (m.attrs.byval(attrs), m.types.ptr_space(pt)) {
                let space = space.0;
                let typed = self.ptr_to(inner, space).map_err(refuse)?;
                let align = m
                    .attrs
                    .align(attrs)
                    .map(|a| format!(" align {a}"))
                    .unwrap_or_default();
                if f.body.is_some() {
                    let p = format!("%__p{k}");
                    let _ = write!(head, "{typed} byval{align} {p}");
                    let i8p = i8_ptr(space);
                    byval_casts.push(format!("  {name} = bitcast {typed} {p} to {i8p}"));
                } else {
                    let _ = write!(head, "{typed} byval{align}");
                }
                continue;
            }
            head.push_str(&self.ty(pt).map_err(refuse)?);
            if f.body.is_some() {
                head.push(' ');
                head.push_str(&name);
            }
        }
        if vararg {
            head.push_str(if params.is_empty() { "..." } else { ", ..." });
        }
        head.push(')');
        unnamed_addr_after(&mut head, f.unnamed_addr);
        if let Some(g) = self.attr_group(f.attrs) {
            let _ = write!(head, " #{g}");
        }
        // libNVVM's verifier: "Explicit alignment is not allowed" on a function.
        let Some(body) = &f.body else {
            self.out.push_str(&head);
            self.out.push('\n');
            return Ok(());
        };
        head.push_str(" {\n");
        let mut text = head;
        let mut fb = inst::FnPrinter::new(self, f, &names, fid);
        for (k, &b) in body.layout.iter().enumerate() {
            if k > 0 {
                text.push('\n');
            }
            let label = local(&names.blocks[b]);
            let _ = writeln!(text, "{}:", &label[1..]);
            if k == 0 {
                for c in &byval_casts {
                    text.push_str(c);
                    text.push('\n');
                }
            }
            for &i in &body.blocks[b].insts {
                fb.inst(&mut text, i).map_err(|why| Refusal {
                    reason: reason_of(&why),
                    at: format!(
                        "@{}, block {}, `{}`",
                        f.name,
                        local(&names.blocks[b]),
                        crate::text::printer::print_instruction(m, f, i).trim()
                    ),
                    detail: why,
                })?;
            }
        }
        text.push_str("}\n");
        self.out.push_str(&text);
        Ok(())
    }

    /// Declarations of the intrinsics called, under their LLVM 7 names.
    fn declare_intrinsics(&mut self) -> Result<(), Refusal> {
        let m = self.m;
        let mut seen: std::collections::BTreeMap<String, String> = Default::default();
        for (_, f) in m.functions.iter() {
            if !f.is_intrinsic() {
                continue;
            }
            let refuse = |why: String| Refusal {
                reason: reason_of(&why),
                detail: why,
                at: format!("@{}", f.name),
            };
            let IntrinsicForm::Call { name, pointee } = intrinsic_form(&f.name).map_err(refuse)?
            else {
                continue;
            };
            let (ret, params, _) = m
                .types
                .func_parts(f.ty)
                .ok_or_else(|| refuse("no function type".into()))?;
            let mut ps: Vec<String> = Vec::new();
            for &p in params {
                ps.push(match m.types.ptr_space(p) {
                    Some(s) if !m.types.is_vector(p) => {
                        let mut t = pointee.clone();
                        ptr_suffix(&mut t, s.0);
                        t
                    }
                    _ => self.ty(p).map_err(refuse)?,
                });
            }
            let ret_text = match m.types.ptr_space(ret) {
                Some(s) => {
                    let mut t = pointee.clone();
                    ptr_suffix(&mut t, s.0);
                    t
                }
                None => self.ty(ret).map_err(refuse)?,
            };
            let mut decl = format!("declare {ret_text} ");
            let _ = write_name(&mut decl, '@', &name);
            let _ = write!(decl, "({})", ps.join(", "));
            seen.insert(name, decl);
        }
        for (name, d) in std::mem::take(&mut self.extra) {
            seen.entry(name).or_insert(d);
        }
        for (_, d) in seen {
            self.out.push('\n');
            self.out.push_str(&d);
            self.out.push('\n');
        }
        Ok(())
    }
}

/// The class of a refusal: the text before the first `:`.
fn reason_of(why: &str) -> String {
    why.split(':').next().unwrap_or(why).trim().to_string()
}

/// `%name` or `%__N` for a numbered value (numbers would have to stay consecutive, and the
/// printer drops and adds values).
fn local(n: &LocalName) -> String {
    match n {
        LocalName::Num(k) => format!("%__{k}"),
        other => other.to_text(),
    }
}

/// `i8 addrspace(N)*` (or `i8*`): what every pointer value of space `space` is.
fn i8_ptr(space: u32) -> String {
    let mut s = String::from("i8");
    ptr_suffix(&mut s, space);
    s
}

/// Appends ` addrspace(N)*` (or `*`).
fn ptr_suffix(out: &mut String, space: u32) {
    if space != 0 {
        let _ = write!(out, " addrspace({space})");
    }
    out.push('*');
}

fn linkage(out: &mut String, l: Linkage, vis: Visibility, declaration: bool) {
    let name = match l {
        Linkage::External if declaration => "",
        l => l.name(),
    };
    if !name.is_empty() {
        out.push_str(name);
        out.push(' ');
    }
    if vis != Visibility::Default {
        out.push_str(vis.name());
        out.push(' ');
    }
}

fn unnamed_addr(out: &mut String, u: UnnamedAddr) {
    match u {
        UnnamedAddr::None => {}
        UnnamedAddr::Global => out.push_str("unnamed_addr "),
        UnnamedAddr::Local => out.push_str("local_unnamed_addr "),
    }
}

fn unnamed_addr_after(out: &mut String, u: UnnamedAddr) {
    match u {
        UnnamedAddr::None => {}
        UnnamedAddr::Global => out.push_str(" unnamed_addr"),
        UnnamedAddr::Local => out.push_str(" local_unnamed_addr"),
    }
}

/// What becomes of a call of intrinsic `name` (see the module documentation).
fn intrinsic_form(name: &str) -> Result<IntrinsicForm, String> {
    for (stem, pred) in [
        ("llvm.smax.", "sgt"),
        ("llvm.smin.", "slt"),
        ("llvm.umax.", "ugt"),
        ("llvm.umin.", "ult"),
    ] {
        if name.starts_with(stem) {
            return Ok(IntrinsicForm::MinMax(pred));
        }
    }
    if name.starts_with("llvm.abs.") {
        return Ok(IntrinsicForm::Abs);
    }
    match name {
        "llvm.round.f32" => return Ok(IntrinsicForm::Round("f")),
        "llvm.round.f64" => return Ok(IntrinsicForm::Round("d")),
        "llvm.copysign.f32" => return Ok(IntrinsicForm::CopySign("i32")),
        "llvm.copysign.f64" => return Ok(IntrinsicForm::CopySign("i64")),
        _ => {}
    }
    if name.starts_with("llvm.type.test") {
        return Ok(IntrinsicForm::TypeTest);
    }
    // The standard intrinsics libNVVM's legacy verifier refuses ("Unsupported intrinsic"),
    // under NVVM's own names: the same operations.
    for (from, to) in [
        ("llvm.fabs.f32", "llvm.nvvm.fabs.f"),
        ("llvm.fabs.f64", "llvm.nvvm.fabs.d"),
        ("llvm.minnum.f32", "llvm.nvvm.fmin.f"),
        ("llvm.minnum.f64", "llvm.nvvm.fmin.d"),
        ("llvm.maxnum.f32", "llvm.nvvm.fmax.f"),
        ("llvm.maxnum.f64", "llvm.nvvm.fmax.d"),
        ("llvm.trunc.f32", "llvm.nvvm.trunc.f"),
        ("llvm.trunc.f64", "llvm.nvvm.trunc.d"),
        ("llvm.floor.f32", "llvm.nvvm.floor.f"),
        ("llvm.floor.f64", "llvm.nvvm.floor.d"),
        ("llvm.ceil.f32", "llvm.nvvm.ceil.f"),
        ("llvm.ceil.f64", "llvm.nvvm.ceil.d"),
    ] {
        if name == from {
            return Ok(IntrinsicForm::Call {
                name: to.into(),
                pointee: "i8".into(),
            });
        }
    }
    if name.starts_with("llvm.stacksave") {
        return Ok(IntrinsicForm::Call {
            name: "llvm.stacksave".into(),
            pointee: "i8".into(),
        });
    }
    if name.starts_with("llvm.stackrestore") {
        return Ok(IntrinsicForm::Call {
            name: "llvm.stackrestore".into(),
            pointee: "i8".into(),
        });
    }
    // NVPTX intrinsics newer than LLVM 7 (half and bfloat forms, redux): the legacy front
    // end's verifier lets them through as external functions and its code generator fails.
    if name.starts_with("llvm.nvvm.")
        && (name.starts_with("llvm.nvvm.redux.") || name.contains("f16") || name.contains("bf16"))
    {
        return Err(format!("intrinsic {name}: newer than NVVM IR 2.0"));
    }
    if !LLVM7_INTRINSICS
        .iter()
        .any(|p| name.starts_with(p) || name == p.trim_end_matches('.'))
    {
        return Err(format!("intrinsic {name}: not in LLVM 7"));
    }
    // Loads and atomics whose pointer names its pointee: `...ldg.global.i.i32.p1` reads an
    // `i32 addrspace(1)*`.
    let segs: Vec<&str> = name.split('.').collect();
    let typed = name.starts_with("llvm.nvvm.ldg.")
        || name.starts_with("llvm.nvvm.ldu.")
        || name.starts_with("llvm.nvvm.atomic.");
    // The pointee as mangled (`f32`) and as a type (`float`).
    let (mangled, pointee) = if typed {
        let value_seg = segs
            .iter()
            .rev()
            .find(|s| !is_ptr_seg(s))
            .copied()
            .unwrap_or("i8");
        match value_seg {
            "32" => ("i32".to_string(), "i32".to_string()),
            "f16" => ("f16".into(), "half".into()),
            "f32" => ("f32".into(), "float".into()),
            "f64" => ("f64".into(), "double".into()),
            s if s.starts_with('i') && s[1..].bytes().all(|b| b.is_ascii_digit()) => {
                (s.to_string(), s.to_string())
            }
            // `v4f32`: a vector of four floats.
            s if s.starts_with('v') => {
                let digits: String = s[1..].chars().take_while(char::is_ascii_digit).collect();
                let elem = match &s[1 + digits.len()..] {
                    "f16" => "half".to_string(),
                    "f32" => "float".to_string(),
                    "f64" => "double".to_string(),
                    e if e.starts_with('i') => e.to_string(),
                    e => return Err(format!("intrinsic {name}: a pointer to a vector of {e}")),
                };
                (s.to_string(), format!("<{digits} x {elem}>"))
            }
            s => {
                return Err(format!(
                    "intrinsic {name}: a pointer to {s} (vector loads are not printed)"
                ));
            }
        }
    } else {
        ("i8".to_string(), "i8".to_string())
    };
    let renamed: Vec<String> = segs
        .iter()
        .map(|s| {
            if is_ptr_seg(s) {
                format!("{s}{mangled}")
            } else {
                s.to_string()
            }
        })
        .collect();
    Ok(IntrinsicForm::Call {
        name: renamed.join("."),
        pointee,
    })
}

/// `p0`, `p1`, ...: an opaque pointer's mangling.
fn is_ptr_seg(s: &str) -> bool {
    s.len() >= 2 && s.starts_with('p') && s[1..].bytes().all(|b| b.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn legacy(text: &str) -> Result<String, Refusal> {
        let m = crate::text::parse_module(text).expect("a module");
        crate::verify::verify_module(&m).expect("it verifies");
        print_legacy(&m)
    }

    #[test]
    fn pointers_are_typed_at_each_use() {
        let out = legacy(
            r#"
@g = addrspace(1) global [4 x i32] zeroinitializer, align 4
@tbl = addrspace(1) global [1 x ptr] [ptr @f], align 8

define internal i32 @f(ptr byval([8 x i32]) align 4 %b, ptr %p) {
  %q = getelementptr inbounds [8 x i32], ptr %b, i64 0, i64 2
  %v = load i32, ptr %q, align 4
  %m = call i32 @llvm.smax.i32(i32 %v, i32 0)
  %a = call i32 @llvm.abs.i32(i32 %m, i1 false)
  store i32 %a, ptr %p, align 4
  ret i32 %a
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %x = alloca [8 x i32], align 4
  %gp = addrspacecast ptr addrspace(1) @g to ptr
  %r = call i32 @f(ptr byval([8 x i32]) align 4 %x, ptr %gp)
  %n = fneg float 1.0
  %o = atomicrmw add ptr addrspace(1) %out, i32 %r syncscope("device") monotonic, align 4
  ret void
}

declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.abs.i32(i32, i1)
"#,
        )
        .expect("printed");
        for want in [
            "@tbl = addrspace(1) global [1 x i8*] [i8* bitcast (i32 ([8 x i32]*, i8*)* @f to i8*)], align 8",
            "define internal i32 @f([8 x i32]* byval align 4 %__p0, i8* %p) {",
            "  %b = bitcast [8 x i32]* %__p0 to i8*",
            "  %__t1 = getelementptr inbounds [8 x i32], [8 x i32]* %__t0, i64 0, i64 2",
            "  %q = bitcast i32* %__t1 to i8*",
            "  %v = load i32, i32* %__t2, align 4",
            "  %__t3 = icmp sgt i32 %v, 0",
            "  %m = select i1 %__t3, i32 %v, i32 0",
            "  %a = select i1 %__t5, i32 %__t4, i32 %m",
            "  %r = call i32 @f([8 x i32]* byval align 4 %__t1, i8* %gp)",
            "  %gp = addrspacecast i8 addrspace(1)* bitcast ([4 x i32] addrspace(1)* @g to i8 addrspace(1)*) to i8*",
            "  %n = fsub float -0.000000e+00, 1.000000e+00",
            "  %o = atomicrmw add i32 addrspace(1)* %__t2, i32 %r syncscope(\"device\") monotonic",
            "!0 = !{void (i8 addrspace(1)*)* @k, !\"kernel\", i32 1}",
            "!1 = !{i32 2, i32 0}",
        ] {
            assert!(out.contains(want), "missing {want:?} in:\n{out}");
        }
        assert!(!out.contains(" ptr") && !out.contains("(ptr"), "{out}");
        assert!(!out.contains("llvm.smax"), "{out}");
    }

    #[test]
    fn what_has_no_form_is_refused_with_its_place() {
        let e = legacy(
            "define void @f(i32 %x) {\nentry:\n  %b = sitofp i32 %x to bfloat\n  ret void\n}\n",
        )
        .unwrap_err();
        assert_eq!(e.reason(), "bfloat");
        assert!(
            e.at.starts_with("@f, block %entry, `%b = sitofp i32 %x to bfloat`"),
            "{e}"
        );
        let e =
            legacy("define i32 @f(i32 %x) {\n  %y = freeze i32 %x\n  ret i32 %y\n}\n").unwrap_err();
        assert_eq!(e.reason(), "freeze");
        let e = legacy("@sh = internal addrspace(3) global i32 0, align 4\n").unwrap_err();
        assert_eq!((e.reason(), e.at.as_str()), ("shared-initializer", "@sh"));
        assert!(legacy("@sh = internal addrspace(3) global i32 undef, align 4\n").is_ok());
        let e = legacy(
            "define i32 @f(i32 %x) {\n  %y = call i32 @llvm.uadd.sat.i32(i32 %x, i32 1)\n  ret i32 %y\n}\ndeclare i32 @llvm.uadd.sat.i32(i32, i32)\n",
        )
        .unwrap_err();
        assert_eq!(e.reason(), "intrinsic llvm.uadd.sat.i32");
        let e = legacy(
            "define void @f(ptr %p) {\n  %y = atomicrmw fmax ptr %p, float 1.0 monotonic, align 4\n  ret void\n}\n",
        )
        .unwrap_err();
        assert_eq!(e.reason(), "atomicrmw-fmax");
    }

    #[test]
    fn intrinsics_take_llvm_7_names_or_are_refused() {
        assert_eq!(
            intrinsic_form("llvm.memcpy.p0.p1.i64"),
            Ok(IntrinsicForm::Call {
                name: "llvm.memcpy.p0i8.p1i8.i64".into(),
                pointee: "i8".into()
            })
        );
        assert_eq!(
            intrinsic_form("llvm.nvvm.ldg.global.i.i32.p1"),
            Ok(IntrinsicForm::Call {
                name: "llvm.nvvm.ldg.global.i.i32.p1i32".into(),
                pointee: "i32".into()
            })
        );
        assert_eq!(
            intrinsic_form("llvm.nvvm.atomic.load.inc.32.p1"),
            Ok(IntrinsicForm::Call {
                name: "llvm.nvvm.atomic.load.inc.32.p1i32".into(),
                pointee: "i32".into()
            })
        );
        assert_eq!(
            intrinsic_form("llvm.umax.i32"),
            Ok(IntrinsicForm::MinMax("ugt"))
        );
        assert_eq!(intrinsic_form("llvm.abs.i64"), Ok(IntrinsicForm::Abs));
        assert!(intrinsic_form("llvm.uadd.sat.i32").is_err());
        assert!(intrinsic_form("llvm.minimum.f32").is_err());
        assert_eq!(
            intrinsic_form("llvm.fabs.f64"),
            Ok(IntrinsicForm::Call {
                name: "llvm.nvvm.fabs.d".into(),
                pointee: "i8".into()
            })
        );
        assert_eq!(
            intrinsic_form("llvm.nvvm.barrier0"),
            Ok(IntrinsicForm::Call {
                name: "llvm.nvvm.barrier0".into(),
                pointee: "i8".into()
            })
        );
    }
}
