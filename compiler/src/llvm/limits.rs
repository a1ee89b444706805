//! What LLVM 19's NVPTX back end cannot compile, found in seam's IR before LLVM is asked.
//!
//! [`super::emit_ptx`] checks these after [`super::legalize`] has rewritten what it can (local
//! allocas, fences, ordered atomic loads and stores: those rules only fire for callers of
//! [`nvptx_unsupported`] that skip the rewrites).
//!
//! Each rule below was found by handing valid IR to `llc-19 -mtriple=nvptx64-nvidia-cuda
//! -mcpu=sm_90` (LLVM 19.1.7) and watching it stop with a fatal error, a broken module or bad
//! PTX; LLVM 20 and later lift some of them. Checking first turns an LLVM crash into an error
//! that names the construct and where it is:
//!
//! - an address space NVPTX does not have (anything but 0, 1, 3, 4, 5 and 101; LLVM 19 knows
//!   neither tensor memory, 6, nor `shared::cluster`, 7): "Bad address space";
//! - a global variable outside the generic, global, shared and const spaces;
//! - `alloca` outside the generic space (NVPTXLowerAlloca casts every alloca to `.local` and
//!   breaks one that already is: "AddrSpaceCast must be between different address spaces");
//! - `fence` (any ordering and scope): "Cannot select AtomicFence";
//! - `load atomic` / `store atomic` ordered more strongly than `monotonic`: "Cannot select
//!   AtomicLoad/AtomicStore" (`atomicrmw` and `cmpxchg` of any ordering are fine);
//! - `llvm.type.test` and `llvm.public.type.test` (only LowerTypeTests, an LTO pass, removes
//!   them): "Cannot select: intrinsic";
//! - a global initializer with an `addrspacecast` to a non-generic space: "Unsupported
//!   expression in static initializer";
//! - a global initializer with a `sub`, `mul` or `xor` constant expression (one that did not
//!   fold: of a `ptrtoint`): "Unsupported expression in static initializer" (`add` is fine);
//! - a constant-expression `addrspacecast` between two non-generic spaces as an instruction's
//!   operand ("Cannot cast between two non-generic address spaces"), or from the param space
//!   (101) as anything but a load's or store's address ("Bad address space in addrspacecast");
//! - a direct call whose argument is `byval` where the callee's parameter is not, or the
//!   reverse: LLVM declares the argument as a byte array and the parameter as a scalar, and
//!   ptxas rejects the call ("Type of argument does not match formal parameter");
//! - a symbol name PTX cannot spell. LLVM renames symbols with local linkage (every character
//!   outside `[A-Za-z0-9_$]` becomes `_$_`) but not the others: an external name must already
//!   be a PTX identifier, `[A-Za-z][A-Za-z0-9_$]*` or `[_$%][A-Za-z0-9_$]+`, and a local one
//!   must be one after renaming (a leading digit stays a leading digit).
//!
//! LLVM crashes seam cannot predict (it has bugs: EarlyCSE on self-referential values in
//! unreachable blocks, for one) are caught by running it in a child process
//! ([`super::Isolation`]).

use std::collections::HashMap;
use std::fmt;

use crate::ir::{
    AddrSpace, AtomicOrdering, BinaryOp, CastOp, ConstData, ConstExpr, ConstId, InstData,
    Intrinsic, Linkage, Module, SrcLoc, TypeData, TypeId, Types, Value,
};

/// A construct LLVM 19's NVPTX back end cannot compile.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Unsupported {
    /// Where (unknown for what passes made).
    pub loc: SrcLoc,
    /// The function or global it is in (`@name`).
    pub place: String,
    /// What it is.
    pub what: String,
}

impl fmt::Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.loc.is_known() {
            write!(f, "{}: ", self.loc)?;
        }
        write!(
            f,
            "{}: unsupported by LLVM 19's NVPTX back end: {}",
            self.place, self.what
        )
    }
}

/// Whether LLVM 19's NVPTX back end gives address space `s` a meaning.
pub fn nvptx_knows_space(s: AddrSpace) -> bool {
    matches!(s.0, 0 | 1 | 3 | 4 | 5 | 101)
}

/// Whether `name` is a PTX identifier.
pub fn is_ptx_identifier(name: &str) -> bool {
    let b = name.as_bytes();
    let follow = |c: &u8| c.is_ascii_alphanumeric() || *c == b'_' || *c == b'$';
    match b.first() {
        Some(c) if c.is_ascii_alphabetic() => b[1..].iter().all(follow),
        Some(b'_' | b'$' | b'%') => b.len() > 1 && b[1..].iter().all(follow),
        _ => false,
    }
}

/// The name LLVM 19 gives a symbol with local linkage in PTX (NVPTXAssignValidGlobalNames).
pub fn ptx_local_name(name: &str) -> String {
    let mut s = String::with_capacity(name.len());
    for c in name.chars() {
        if c.is_ascii_alphanumeric() || c == '_' || c == '$' {
            s.push(c);
        } else {
            s.push_str("_$_");
        }
    }
    s
}

/// Calls `f(from, to)` for every `addrspacecast` in the constant expression `c`.
fn walk_casts(m: &Module, c: ConstId, depth: u32, f: &mut impl FnMut(u32, u32)) {
    if depth > 64 {
        return;
    }
    if let ConstData::Expr {
        ty,
        expr: ConstExpr::Cast {
            op: CastOp::AddrSpaceCast,
            value,
        },
    } = m.consts.get(c)
    {
        let from = m.types.ptr_space(m.consts.ty(*value)).map_or(0, |s| s.0);
        let to = m.types.ptr_space(*ty).map_or(0, |s| s.0);
        f(from, to);
    }
    m.consts
        .visit_children(c, |x| walk_casts(m, x, depth + 1, &mut *f));
}

/// Whether `call` calls an intrinsic that `pred` accepts.
fn calls_intrinsic(
    m: &Module,
    call: &crate::ir::CallData,
    pred: impl Fn(Intrinsic) -> bool,
) -> bool {
    if let Value::Const(c) = call.callee
        && let Some(crate::ir::GlobalValue::Func(fid)) = m.consts.as_global(c)
        && let Some(callee) = m.functions.get(fid)
        && let Some((i, _)) = crate::ir::intrinsics::lookup(&callee.name)
    {
        return pred(i);
    }
    false
}

struct Checker<'m> {
    m: &'m Module,
    bad_space: HashMap<TypeId, Option<AddrSpace>>,
    out: Vec<Unsupported>,
}

/// Every construct of `m` LLVM 19's NVPTX back end cannot compile (empty when it can).
pub fn nvptx_unsupported(m: &Module) -> Vec<Unsupported> {
    let mut c = Checker {
        m,
        bad_space: HashMap::new(),
        out: Vec::new(),
    };
    for (_, g) in m.globals.iter() {
        // `llvm.used`, `llvm.compiler.used`, ...: LLVM's own, never emitted.
        if g.name.starts_with("llvm.") {
            continue;
        }
        let place = crate::ir::names::display_name('@', &g.name);
        c.name(&g.name, g.linkage, g.loc, &place);
        if !matches!(g.space.0, 0 | 1 | 3 | 4) {
            c.push(
                g.loc,
                &place,
                format!("a global variable in addrspace({})", g.space.0),
            );
        } else if let Some(s) = c.type_space(g.value_ty) {
            c.push(
                g.loc,
                &place,
                format!("a value of a type with addrspace({})", s.0),
            );
        }
        if let Some(init) = g.init {
            c.initializer(init, g.loc, &place, 0);
        }
    }
    for (fid, f) in m.functions.iter() {
        if f.is_intrinsic() {
            continue;
        }
        let place = crate::ir::names::display_name('@', &f.name);
        c.name(&f.name, f.linkage, f.loc, &place);
        // LLVM 19 stores a kernel's result to a return parameter an entry does not have (ptxas
        // refuses the PTX).
        if f.body.is_some() && m.is_kernel(fid) && f.ret_type(&m.types) != TypeId::VOID {
            c.push(f.loc, &place, "a kernel that returns a value".to_owned());
        }
        if let Some(s) = c.type_space(f.ty) {
            c.push(
                f.loc,
                &place,
                format!("a signature with addrspace({})", s.0),
            );
        }
        let Some(body) = &f.body else { continue };
        for (_, i) in body.inst_order() {
            let node = &body.insts[i];
            let loc = node.loc;
            if let Some(s) = c.type_space(node.ty) {
                c.push(
                    loc,
                    &place,
                    format!(
                        "'{}' of a type with addrspace({})",
                        node.data.mnemonic(),
                        s.0
                    ),
                );
                continue;
            }
            let mut bad_operand = None;
            node.data.visit_operands(|v| {
                if bad_operand.is_none() {
                    let ty = f.value_type(&m.types, &m.consts, v);
                    bad_operand = c.type_space(ty);
                }
            });
            if let Some(s) = bad_operand {
                c.push(
                    loc,
                    &place,
                    format!(
                        "'{}' of an operand with addrspace({})",
                        node.data.mnemonic(),
                        s.0
                    ),
                );
                continue;
            }
            let users_are_assumes = || {
                body.users(Value::Inst(i))
                    .iter()
                    .all(|&u| match &body.insts[u].data {
                        InstData::Call(call) => {
                            calls_intrinsic(m, call, |x| x == Intrinsic::Assume)
                        }
                        _ => false,
                    })
            };
            c.instruction(&node.data, loc, &place, users_are_assumes);
            c.constant_casts(&node.data, loc, &place);
        }
    }
    c.out
}

impl Checker<'_> {
    fn push(&mut self, loc: SrcLoc, place: &str, what: String) {
        self.out.push(Unsupported {
            loc,
            place: place.to_owned(),
            what,
        });
    }

    fn name(&mut self, name: &str, linkage: Linkage, loc: SrcLoc, place: &str) {
        let spelled = if linkage.is_local() {
            ptx_local_name(name)
        } else {
            name.to_owned()
        };
        if !is_ptx_identifier(&spelled) {
            let why = if linkage.is_local() {
                format!("the name, which PTX spells '{spelled}', is not a PTX identifier")
            } else {
                "the name of an externally visible symbol is not a PTX identifier \
                 ([A-Za-z][A-Za-z0-9_$]* or [_$%][A-Za-z0-9_$]+)"
                    .to_owned()
            };
            self.push(loc, place, why);
        }
    }

    /// An address space of `ty` (through aggregates and function types) that NVPTX lacks.
    fn type_space(&mut self, ty: TypeId) -> Option<AddrSpace> {
        fn walk(types: &Types, ty: TypeId, depth: u32) -> Option<AddrSpace> {
            if depth > 64 {
                return None;
            }
            match types.get(ty) {
                TypeData::Ptr(s) => (!nvptx_knows_space(*s)).then_some(*s),
                TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
                    walk(types, *elem, depth + 1)
                }
                TypeData::Struct { fields, .. } => {
                    fields.iter().find_map(|f| walk(types, *f, depth + 1))
                }
                TypeData::Named(id) => types
                    .named_struct(*id)
                    .body
                    .as_ref()
                    .and_then(|b| b.fields.iter().find_map(|f| walk(types, *f, depth + 1))),
                TypeData::Func { ret, params, .. } => walk(types, *ret, depth + 1)
                    .or_else(|| params.iter().find_map(|p| walk(types, *p, depth + 1))),
                TypeData::Void
                | TypeData::Label
                | TypeData::Metadata
                | TypeData::Int(_)
                | TypeData::Float
                | TypeData::Double
                | TypeData::Half
                | TypeData::BFloat => None,
            }
        }
        if let Some(r) = self.bad_space.get(&ty) {
            return *r;
        }
        let r = walk(&self.m.types, ty, 0);
        self.bad_space.insert(ty, r);
        r
    }

    fn initializer(&mut self, c: ConstId, loc: SrcLoc, place: &str, depth: u32) {
        if depth > 64 {
            return;
        }
        let m = self.m;
        if let ConstData::Expr {
            ty,
            expr:
                ConstExpr::Cast {
                    op: CastOp::AddrSpaceCast,
                    ..
                },
        } = m.consts.get(c)
            && m.types.ptr_space(*ty) != Some(AddrSpace::GENERIC)
        {
            let to = m.types.ptr_space(*ty).map_or(0, |s| s.0);
            self.push(
                loc,
                place,
                format!(
                    "an initializer with an addrspacecast to addrspace({to}) \
                     (only casts to the generic space can be static)"
                ),
            );
        }
        if let ConstData::Expr {
            expr: ConstExpr::Binary { op, .. },
            ..
        } = m.consts.get(c)
            && *op != BinaryOp::Add
        {
            self.push(
                loc,
                place,
                format!(
                    "an initializer with a '{}' constant expression (only 'add' can be static)",
                    op.name()
                ),
            );
        }
        m.consts
            .visit_children(c, |x| self.initializer(x, loc, place, depth + 1));
    }

    /// The constant-expression `addrspacecast`s among `data`'s operands LLVM 19 cannot emit.
    fn constant_casts(&mut self, data: &InstData, loc: SrcLoc, place: &str) {
        let address = match data {
            InstData::Load { ptr, .. } | InstData::Store { ptr, .. } => Some(*ptr),
            _ => None,
        };
        let mut found: Vec<String> = Vec::new();
        data.visit_operands(|v| {
            if let Value::Const(c) = v {
                walk_casts(self.m, c, 0, &mut |from, to| {
                    let both_specific = from != 0 && to != 0;
                    let param = from == 101 && Some(v) != address;
                    if both_specific || param {
                        found.push(format!(
                            "a constant addrspacecast from addrspace({from}) to addrspace({to}) as an operand of '{}'",
                            data.mnemonic()
                        ));
                    }
                });
            }
        });
        for what in found {
            self.push(loc, place, what);
        }
    }

    fn instruction(
        &mut self,
        data: &InstData,
        loc: SrcLoc,
        place: &str,
        users_are_assumes: impl Fn() -> bool,
    ) {
        let strong =
            |o: AtomicOrdering| !matches!(o, AtomicOrdering::Unordered | AtomicOrdering::Monotonic);
        match data {
            InstData::Fence { .. } => {
                self.push(
                    loc,
                    place,
                    "'fence' (LLVM 19 selects no fence for NVPTX; use llvm.nvvm.membar.*)".into(),
                );
            }
            InstData::Load {
                atomic: Some(a), ..
            } if strong(a.ordering) => {
                self.push(
                    loc,
                    place,
                    format!(
                        "'load atomic' with ordering '{}' (only unordered and monotonic)",
                        a.ordering.name()
                    ),
                );
            }
            InstData::Store {
                atomic: Some(a), ..
            } if strong(a.ordering) => {
                self.push(
                    loc,
                    place,
                    format!(
                        "'store atomic' with ordering '{}' (only unordered and monotonic)",
                        a.ordering.name()
                    ),
                );
            }
            InstData::Alloca { space, .. } if !space.is_generic() => {
                self.push(loc, place, format!("'alloca' in addrspace({}) (NVPTX expects allocas in the generic space and moves them to .local itself)", space.0));
            }
            InstData::Call(call) => {
                if calls_intrinsic(self.m, call, |i| {
                    matches!(i, Intrinsic::TypeTest | Intrinsic::PublicTypeTest)
                }) && !users_are_assumes()
                {
                    self.push(loc, place, "an 'llvm.type.test' whose result is used other than by 'llvm.assume' (only LTO's LowerTypeTests lowers it; code generation drops it under an assume only)".into());
                }
                if let Value::Const(c) = call.callee
                    && let Some(crate::ir::GlobalValue::Func(fid)) = self.m.consts.as_global(c)
                    && let Some(callee) = self.m.functions.get(fid)
                {
                    for (k, (arg, param)) in call.arg_attrs.iter().zip(&callee.params).enumerate() {
                        let at_call = self.m.attrs.byval(*arg).is_some();
                        let in_callee = self.m.attrs.byval(param.attrs).is_some();
                        if at_call != in_callee {
                            self.push(loc, place, format!(
                                "argument {k} of a call to {} is {}byval where the parameter is {}byval (the NVPTX call ABI then disagrees with itself)",
                                crate::ir::names::display_name('@', &callee.name),
                                if at_call { "" } else { "not " },
                                if in_callee { "" } else { "not " },
                            ));
                        }
                    }
                }
            }
            InstData::Binary { .. }
            | InstData::FNeg { .. }
            | InstData::ICmp { .. }
            | InstData::FCmp { .. }
            | InstData::Select { .. }
            | InstData::Phi { .. }
            | InstData::Alloca { .. }
            | InstData::Load { .. }
            | InstData::Store { .. }
            | InstData::Gep { .. }
            | InstData::Cast { .. }
            | InstData::ExtractValue { .. }
            | InstData::InsertValue { .. }
            | InstData::ExtractElement { .. }
            | InstData::InsertElement { .. }
            | InstData::ShuffleVector { .. }
            | InstData::AtomicRmw(_)
            | InstData::CmpXchg(_)
            | InstData::Freeze { .. }
            | InstData::Ret { .. }
            | InstData::Br { .. }
            | InstData::CondBr { .. }
            | InstData::Switch { .. }
            | InstData::Unreachable => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(text: &str) -> Vec<String> {
        let m = crate::text::parse_module(text).unwrap();
        nvptx_unsupported(&m)
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    #[test]
    fn identifiers() {
        assert!(is_ptx_identifier("k0"));
        assert!(is_ptx_identifier("_Z3fooPi"));
        assert!(is_ptx_identifier("$L_1"));
        assert!(!is_ptx_identifier("_"));
        assert!(!is_ptx_identifier("1abc"));
        assert!(!is_ptx_identifier("a.b"));
        assert!(!is_ptx_identifier(""));
        assert_eq!(ptx_local_name("a.b c"), "a_$_b_$_c");
    }

    #[test]
    fn finds_each_rule() {
        let errs = check(
            r#"
@g2 = addrspace(2) global i32 0
@p = addrspace(1) global ptr addrspace(3) addrspacecast (ptr addrspace(1) @x to ptr addrspace(3))
@x = addrspace(1) global i32 0
@"a b" = addrspace(1) global i32 0
@"c d" = internal addrspace(1) global i32 0
declare i1 @llvm.type.test(ptr, metadata)
declare void @llvm.assume(i1)
define void @f(ptr addrspace(1) %q) {
  fence seq_cst
  %v = load atomic i32, ptr addrspace(1) %q acquire, align 4
  store atomic i32 %v, ptr addrspace(1) %q monotonic, align 4
  %a = alloca i32, align 4, addrspace(5)
  %t = call i1 @llvm.type.test(ptr null, metadata !"t")
  %u = call i1 @llvm.type.test(ptr null, metadata !"t")
  call void @llvm.assume(i1 %u)
  %z = zext i1 %t to i32
  ret void
}
"#,
        );
        let all = errs.join("\n");
        for want in [
            "@g2: unsupported by LLVM 19's NVPTX back end: a global variable in addrspace(2)",
            "@p: unsupported by LLVM 19's NVPTX back end: an initializer with an addrspacecast to addrspace(3)",
            "@\"a b\": unsupported by LLVM 19's NVPTX back end: the name of an externally visible symbol",
            "10:3: @f: unsupported by LLVM 19's NVPTX back end: 'fence'",
            "11:3: @f: unsupported by LLVM 19's NVPTX back end: 'load atomic' with ordering 'acquire'",
            "13:3: @f: unsupported by LLVM 19's NVPTX back end: 'alloca' in addrspace(5)",
            "14:3: @f: unsupported by LLVM 19's NVPTX back end: an 'llvm.type.test' whose result",
        ] {
            assert!(all.contains(want), "missing {want:?} in:\n{all}");
        }
        assert!(!all.contains("c d"), "{all}");
        assert!(!all.contains("store atomic"), "{all}");
        assert_eq!(errs.len(), 7, "{all}");
    }

    #[test]
    fn finds_constant_casts_and_byval_mismatches() {
        let errs = check(
            r#"
@g = addrspace(1) global i32 0
define internal i32 @f(ptr %p, ptr %q) noinline {
  ret i32 0
}
define ptx_kernel void @k(ptr addrspace(1) %o) {
  %a = load i32, ptr addrspace(3) addrspacecast (ptr addrspace(1) @g to ptr addrspace(3)), align 4
  %b = load i32, ptr addrspacecast (ptr addrspace(101) null to ptr), align 4
  %c = call i32 @f(ptr addrspacecast (ptr addrspace(101) null to ptr), ptr byval(i32) null)
  ret void
}
"#,
        );
        let all = errs.join("\n");
        for want in [
            "7:3: @k: unsupported by LLVM 19's NVPTX back end: a constant addrspacecast from addrspace(1) to addrspace(3) as an operand of 'load'",
            "9:3: @k: unsupported by LLVM 19's NVPTX back end: argument 1 of a call to @f is byval where the parameter is not byval",
            "9:3: @k: unsupported by LLVM 19's NVPTX back end: a constant addrspacecast from addrspace(101) to addrspace(0) as an operand of 'call'",
        ] {
            assert!(all.contains(want), "missing {want:?} in:\n{all}");
        }
        assert_eq!(
            errs.len(),
            3,
            "the load through a param-space constant is fine:\n{all}"
        );
    }

    #[test]
    fn static_integer_expressions() {
        // llc-19 stops on the sub, mul and xor initializers ("Unsupported expression in
        // static initializer"); add is emitted; as instruction operands all four are fine.
        let errs = check(
            r#"
@g = addrspace(1) global [4 x i32] zeroinitializer
@a = addrspace(1) global i64 add (i64 ptrtoint (ptr addrspace(1) @g to i64), i64 8)
@s = addrspace(1) global i64 sub (i64 ptrtoint (ptr addrspace(1) @g to i64), i64 8)
@m = addrspace(1) global [1 x i32] [i32 mul (i32 ptrtoint (ptr addrspace(1) @g to i32), i32 8)]
@x = addrspace(1) global i64 xor (i64 ptrtoint (ptr addrspace(1) @g to i64), i64 8)
define ptx_kernel void @k(ptr addrspace(1) %o) {
  store i64 xor (i64 ptrtoint (ptr addrspace(1) @g to i64), i64 8), ptr addrspace(1) %o
  ret void
}
"#,
        );
        let all = errs.join("\n");
        for want in ["@s:", "@m:", "@x:"] {
            assert!(
                all.contains(&format!(
                    "{want} unsupported by LLVM 19's NVPTX back end: an initializer with a '"
                )),
                "missing {want:?} in:\n{all}"
            );
        }
        assert_eq!(errs.len(), 3, "{all}");
    }

    #[test]
    fn kernels_pass() {
        let errs = check(
            r#"
@s = internal addrspace(3) global [4 x i32] undef
define ptx_kernel void @k(ptr addrspace(1) %out) {
  %a = alloca i32, align 4
  %c = addrspacecast ptr addrspace(3) @s to ptr
  store i32 1, ptr %c, align 4
  %v = atomicrmw add ptr addrspace(1) %out, i32 1 seq_cst
  ret void
}
"#,
        );
        assert!(errs.is_empty(), "{errs:?}");
    }
}
