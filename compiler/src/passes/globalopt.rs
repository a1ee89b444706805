//! `globalopt`: optimize global variables whose every use is known (seed
//! `003_42a755b604c2a47e.txt`, GlobalOpt `sub_18612A0`, LTO step 4 and tier 2/3 step 30).
//!
//! **Requires** a verified module. **Ensures** the module verifies and every load reads what it
//! read before. **Scope**: global variables with local linkage (`internal`, `private`) and an
//! initializer, not `externally_initialized`: only those can have no user the module does not
//! see. **Does not** touch a variable whose address escapes (passed to a call, stored, compared,
//! cast in code, named by another initializer or by metadata), nor volatile or atomic accesses'
//! meaning; no malloc/free rewriting (the subset has no heap).
//!
//! A variable's **accesses** are the loads and stores whose address is the variable, a
//! constant `getelementptr` of it, or a `getelementptr` instruction of it with constant
//! indices, each at a byte offset. Anything else is an escape. Rules, per variable, in order:
//! 1. **Never read** (no loads; non-volatile, non-atomic stores only): the stores and the
//!    variable are deleted (remark `deleted`, reason `never-read`).
//! 2. **Never stored**: it becomes `constant` (remark `marked-constant`).
//!    **Stored only with its initializer** (every store non-volatile, non-atomic, of a
//!    constant equal to the initializer's bytes there): the stores are deleted and it becomes
//!    `constant` (remark `marked-constant`, reason `stores-of-initializer`).
//! 3. **Small-constant promotion**: a constant variable of at most 2,047 bits (the seed's
//!    limit, `0x7FF`) has every non-volatile load replaced by the value of its initializer at
//!    that offset, where the value can be read (a scalar at its own offset); when no access is
//!    left it is deleted (remark `promoted`, value `bits`). A larger one is left to rule 4
//!    (remark `not-promoted`, reason `too-large`, when it is a struct, else nothing).
//! 4. **SRA**: a variable of struct type with at most 16 fields (the seed's limit), not
//!    promoted, whose every access lies inside one field, is split into one variable per
//!    field, `NAME.I`, in the same address space (the seed: "GlobalOpt must preserve AS
//!    through splits"), with the same linkage, constancy and the field's initializer and
//!    alignment; every access is rewritten to its field (remark `split`, value `fields`). More
//!    than 16 fields: remark `not-split`, reason `too-many-fields`.

use rustc_hash::FxHashMap as HashMap;

use super::wholeprogramdevirt::gep_offset;
use super::{PassError, Remark};
use crate::ir::{
    ConstData, ConstExpr, ConstId, FuncId, GepFlags, GlobalId, GlobalValue, GlobalVar, Inst,
    InstData, MdOperand, Module, TypeData, TypeId, Value,
};

const PASS: &str = "globalopt";

/// The seed's limit for small-constant promotion, in bits.
pub const MAX_PROMOTE_BITS: u64 = 2047;
/// The seed's limit on the fields of a struct that SRA splits.
pub const MAX_SRA_FIELDS: usize = 16;

/// What a constant holds at some offset (see [`const_at_offset`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Piece {
    /// This constant.
    Const(ConstId),
    /// Zero (or null) of the type asked for, inside a `zeroinitializer`.
    Zero,
    /// `undef` of the type asked for.
    Undef,
    /// `poison` of the type asked for.
    Poison,
}

impl Piece {
    /// The piece as a constant of type `ty`, interned in `m`.
    pub(crate) fn constant(self, m: &mut Module, ty: TypeId) -> ConstId {
        match self {
            Piece::Const(c) => c,
            Piece::Zero => m.consts.zero(&m.types, ty),
            Piece::Undef => m.consts.undef(ty),
            Piece::Poison => m.consts.poison(ty),
        }
    }
}

/// The value of type `want` stored at byte `offset` of constant `c` of type `ty`, when one
/// scalar (or aggregate) of exactly that type starts there.
pub(crate) fn const_at_offset(
    m: &Module,
    c: ConstId,
    ty: TypeId,
    offset: u64,
    want: TypeId,
) -> Option<Piece> {
    let uniform = match m.consts.get(c) {
        ConstData::Zero(_) | ConstData::Null(_) => Some(Piece::Zero),
        ConstData::Undef(_) => Some(Piece::Undef),
        ConstData::Poison(_) => Some(Piece::Poison),
        ConstData::Int { .. }
        | ConstData::Float { .. }
        | ConstData::Array { .. }
        | ConstData::Vector { .. }
        | ConstData::Struct { .. }
        | ConstData::Global { .. }
        | ConstData::Expr { .. }
        | ConstData::Metadata(_)
        | ConstData::InlineAsm(_) => None,
    };
    if offset == 0 && ty == want {
        return Some(uniform.unwrap_or(Piece::Const(c)));
    }
    let (elem_ty, elem_off, idx) = element_at(m, ty, offset)?;
    if let Some(p) = uniform {
        // Every element of a uniform aggregate is uniform alike.
        return type_at(m, elem_ty, elem_off, want).then_some(p);
    }
    let child = match m.consts.get(c) {
        ConstData::Array { elems, .. } | ConstData::Vector { elems, .. } => *elems.get(idx)?,
        ConstData::Struct { fields, .. } => *fields.get(idx)?,
        ConstData::Int { .. }
        | ConstData::Float { .. }
        | ConstData::Null(_)
        | ConstData::Zero(_)
        | ConstData::Undef(_)
        | ConstData::Poison(_)
        | ConstData::Global { .. }
        | ConstData::Expr { .. }
        | ConstData::Metadata(_)
        | ConstData::InlineAsm(_) => return None,
    };
    const_at_offset(m, child, elem_ty, elem_off, want)
}

/// The element of aggregate type `ty` holding byte `offset`: its type, the offset inside it
/// and its index.
fn element_at(m: &Module, ty: TypeId, offset: u64) -> Option<(TypeId, u64, usize)> {
    let dl = m.data_layout();
    match m.types.get(ty) {
        TypeData::Array { elem, len } => {
            let sz = dl.alloc_size(&m.types, *elem);
            if sz == 0 {
                return None;
            }
            let i = offset / sz;
            if i >= *len {
                return None;
            }
            Some((*elem, offset - i * sz, usize::try_from(i).ok()?))
        }
        TypeData::Struct { .. } | TypeData::Named(_) => {
            let layout = dl.struct_layout(&m.types, ty)?;
            let (fields, _) = m.types.struct_fields(ty)?;
            let i = layout.offsets.iter().rposition(|&o| o <= offset)?;
            let f = fields[i];
            if offset - layout.offsets[i] >= dl.alloc_size(&m.types, f) {
                return None;
            }
            Some((f, offset - layout.offsets[i], i))
        }
        TypeData::Void
        | TypeData::Label
        | TypeData::Metadata
        | TypeData::Int(_)
        | TypeData::Float
        | TypeData::Double
        | TypeData::Half
        | TypeData::BFloat
        | TypeData::Vector { .. }
        | TypeData::Ptr(_)
        | TypeData::Func { .. } => None,
    }
}

/// Whether a value of type `want` starts at byte `offset` of type `ty`.
fn type_at(m: &Module, ty: TypeId, offset: u64, want: TypeId) -> bool {
    if offset == 0 && ty == want {
        return true;
    }
    match element_at(m, ty, offset) {
        Some((e, o, _)) => type_at(m, e, o, want),
        None => false,
    }
}

#[derive(Clone, Copy, Debug)]
enum Kind {
    Load,
    Store(Value),
}

#[derive(Clone, Copy, Debug)]
struct Access {
    func: FuncId,
    inst: Inst,
    offset: i64,
    /// The type loaded or stored.
    ty: TypeId,
    kind: Kind,
    plain: bool,
}

#[derive(Default, Debug)]
struct Uses {
    escaped: bool,
    accesses: Vec<Access>,
    /// `getelementptr` instructions of the variable (deleted when their users are).
    geps: Vec<(FuncId, Inst)>,
}

/// The offset of a constant address into a variable: the variable itself, or a constant
/// `getelementptr` of it.
fn const_address(m: &Module, c: ConstId) -> Option<(GlobalId, i64)> {
    match m.consts.get(c) {
        ConstData::Global {
            gv: GlobalValue::Var(g),
            ..
        } => Some((*g, 0)),
        ConstData::Expr {
            expr:
                ConstExpr::Gep {
                    source_ty,
                    base,
                    indices,
                    ..
                },
            ..
        } => {
            let (g, o) = const_address(m, *base)?;
            let idx: Vec<Value> = indices.iter().map(|&i| Value::Const(i)).collect();
            Some((g, o.checked_add(gep_offset(m, *source_ty, &idx)?)?))
        }
        ConstData::Int { .. }
        | ConstData::Float { .. }
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
    }
}

fn analyze(m: &Module) -> HashMap<GlobalId, Uses> {
    let mut uses: HashMap<GlobalId, Uses> = HashMap::default();
    let escape_all = |c: ConstId, uses: &mut HashMap<GlobalId, Uses>| {
        m.consts.refers_to(c, &mut |gv| {
            if let GlobalValue::Var(g) = gv {
                uses.entry(g).or_default().escaped = true;
            }
            false
        });
    };
    for g in m.globals.values() {
        if let Some(c) = g.init {
            escape_all(c, &mut uses);
        }
        for a in &g.annotations {
            escape_all(a.value, &mut uses);
        }
    }
    for f in m.functions.values() {
        for a in &f.annotations {
            escape_all(a.value, &mut uses);
        }
    }
    for node in m.md.values() {
        for op in &node.ops {
            if let MdOperand::Value(c) = op {
                escape_all(*c, &mut uses);
            }
        }
    }
    for (fid, f) in m.functions.iter() {
        let Some(body) = &f.body else { continue };
        // Users of each gep instruction of a variable, found in one sweep.
        let mut derived: HashMap<Inst, (GlobalId, i64)> = HashMap::default();
        for (_, i) in body.inst_order() {
            let node = &body.insts[i];
            let addr_of = |v: Value| -> Option<(GlobalId, i64)> {
                match v {
                    Value::Const(c) => const_address(m, c),
                    Value::Inst(x) => derived.get(&x).copied(),
                    Value::Arg(_) => None,
                }
            };
            match &node.data {
                InstData::Load {
                    ptr,
                    volatile,
                    atomic,
                    ..
                } if addr_of(*ptr).is_some() => {
                    let (g, offset) = addr_of(*ptr).expect("checked");
                    uses.entry(g).or_default().accesses.push(Access {
                        func: fid,
                        inst: i,
                        offset,
                        ty: node.ty,
                        kind: Kind::Load,
                        plain: !volatile && atomic.is_none(),
                    });
                    continue;
                }
                InstData::Store {
                    value,
                    ptr,
                    volatile,
                    atomic,
                    ..
                } if addr_of(*ptr).is_some() => {
                    let (g, offset) = addr_of(*ptr).expect("checked");
                    let ty = match value {
                        Value::Const(c) => m.consts.ty(*c),
                        Value::Inst(x) => body.insts[*x].ty,
                        Value::Arg(n) => m
                            .types
                            .func_parts(f.ty)
                            .and_then(|(_, ps, _)| ps.get(*n as usize).copied())
                            .unwrap_or(TypeId::VOID),
                    };
                    uses.entry(g).or_default().accesses.push(Access {
                        func: fid,
                        inst: i,
                        offset,
                        ty,
                        kind: Kind::Store(*value),
                        plain: !volatile && atomic.is_none(),
                    });
                    // The stored value may itself be an address.
                    if let Value::Const(c) = value {
                        escape_all(*c, &mut uses);
                    } else if let Value::Inst(x) = value
                        && let Some((g2, _)) = derived.get(x)
                    {
                        uses.entry(*g2).or_default().escaped = true;
                    }
                    continue;
                }
                InstData::Gep {
                    source_ty,
                    base,
                    indices,
                    ..
                } if addr_of(*base).is_some() => {
                    let (g, o) = addr_of(*base).expect("checked");
                    match gep_offset(m, *source_ty, indices) {
                        Some(d) if indices.iter().all(|v| matches!(v, Value::Const(_))) => {
                            derived.insert(i, (g, o + d));
                            uses.entry(g).or_default().geps.push((fid, i));
                        }
                        _ => uses.entry(g).or_default().escaped = true,
                    }
                    continue;
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
                | InstData::Call(_)
                | InstData::AtomicRmw(_)
                | InstData::CmpXchg(_)
                | InstData::Fence { .. }
                | InstData::Freeze { .. }
                | InstData::Ret { .. }
                | InstData::Br { .. }
                | InstData::CondBr { .. }
                | InstData::Switch { .. }
                | InstData::Unreachable => {}
            }
            node.data.visit_operands(|v| match v {
                Value::Const(c) => escape_all(c, &mut uses),
                Value::Inst(x) => {
                    if let Some((g, _)) = derived.get(&x) {
                        uses.entry(*g).or_default().escaped = true;
                    }
                }
                Value::Arg(_) => {}
            });
        }
    }
    uses
}

fn candidate(g: &GlobalVar) -> bool {
    g.linkage.is_local() && g.init.is_some() && !g.externally_initialized
}

fn remove_insts(m: &mut Module, insts: &[(FuncId, Inst)]) {
    for &(f, i) in insts {
        let Some(body) = m.functions[f].body.as_mut() else {
            continue;
        };
        let blocks = body.inst_blocks();
        if let Some(b) = blocks[i] {
            body.remove_inst(b, i);
        }
    }
}

/// Removes `getelementptr` instructions of a variable that nothing uses any more.
fn remove_dead_geps(m: &mut Module, geps: &[(FuncId, Inst)]) {
    for &(f, i) in geps.iter().rev() {
        let Some(body) = m.functions[f].body.as_mut() else {
            continue;
        };
        if body.users(Value::Inst(i)).is_empty() {
            let blocks = body.inst_blocks();
            if let Some(b) = blocks[i] {
                body.remove_inst(b, i);
            }
        }
    }
}

pub(super) fn run(
    m: &mut Module,
    _options: &[(String, String)],
    remarks: &mut Vec<Remark>,
) -> Result<bool, PassError> {
    let mut changed = false;
    let mut all = analyze(m);
    let ids: Vec<GlobalId> = m.globals.keys().collect();
    for g in ids {
        if !candidate(&m.globals[g]) {
            continue;
        }
        let u = all.remove(&g).unwrap_or_default();
        if u.escaped {
            continue;
        }
        let name = m.globals[g].name.clone();
        let loads = u
            .accesses
            .iter()
            .filter(|a| matches!(a.kind, Kind::Load))
            .count();
        // Rule 1.
        if loads == 0 && u.accesses.iter().all(|a| a.plain) {
            let stores: Vec<(FuncId, Inst)> = u.accesses.iter().map(|a| (a.func, a.inst)).collect();
            remove_insts(m, &stores);
            remove_dead_geps(m, &u.geps);
            m.remove_global(g);
            changed = true;
            remarks.push(
                Remark::new(PASS, &name, "deleted", "never-read").with("stores", stores.len()),
            );
            continue;
        }
        // Rule 2.
        let init = m.globals[g].init.expect("candidate");
        let value_ty = m.globals[g].value_ty;
        let stores: Vec<&Access> = u
            .accesses
            .iter()
            .filter(|a| matches!(a.kind, Kind::Store(_)))
            .collect();
        if !m.globals[g].is_constant {
            if stores.is_empty() {
                m.globals[g].is_constant = true;
                changed = true;
                remarks.push(Remark::new(PASS, &name, "marked-constant", "never-stored"));
            } else if stores.iter().all(|a| {
                let Kind::Store(Value::Const(v)) = a.kind else {
                    return false;
                };
                a.plain
                    && u64::try_from(a.offset)
                        .ok()
                        .and_then(|o| const_at_offset(m, init, value_ty, o, a.ty))
                        .is_some_and(|p| p == Piece::Const(v) || same_uniform(m, p, v))
            }) {
                let st: Vec<(FuncId, Inst)> = stores.iter().map(|a| (a.func, a.inst)).collect();
                remove_insts(m, &st);
                m.globals[g].is_constant = true;
                changed = true;
                remarks.push(
                    Remark::new(PASS, &name, "marked-constant", "stores-of-initializer")
                        .with("stores", st.len()),
                );
            }
        }
        let accesses: Vec<Access> = if m.globals[g].is_constant {
            u.accesses
                .iter()
                .filter(|a| matches!(a.kind, Kind::Load))
                .copied()
                .collect()
        } else {
            u.accesses.clone()
        };
        // Rule 3.
        let dl = m.data_layout().clone();
        let bits = dl.store_size(&m.types, value_ty).saturating_mul(8);
        let is_struct = m.types.struct_fields(value_ty).is_some();
        if m.globals[g].is_constant {
            let limit = if crate::planted::on("globalopt-promote-256-bytes") {
                MAX_PROMOTE_BITS + 1
            } else {
                MAX_PROMOTE_BITS
            };
            if bits <= limit {
                let mut left = 0usize;
                let mut replaced = 0usize;
                for a in &accesses {
                    let v = u64::try_from(a.offset)
                        .ok()
                        .filter(|_| a.plain)
                        .map(|o| {
                            if crate::planted::on("globalopt-promote-offset-zero") {
                                0
                            } else {
                                o
                            }
                        })
                        .and_then(|o| const_at_offset(m, init, value_ty, o, a.ty));
                    match v {
                        Some(p) => {
                            let c = p.constant(m, a.ty);
                            let body = m.functions[a.func].body.as_mut().expect("a definition");
                            body.replace_all_uses(Value::Inst(a.inst), Value::Const(c));
                            let blocks = body.inst_blocks();
                            if let Some(b) = blocks[a.inst] {
                                body.remove_inst(b, a.inst);
                            }
                            replaced += 1;
                        }
                        None => left += 1,
                    }
                }
                remove_dead_geps(m, &u.geps);
                if replaced > 0 || left == 0 {
                    changed = true;
                    let mut r = Remark::new(PASS, &name, "promoted", "small-constant")
                        .with("bits", bits)
                        .with("loads", replaced);
                    if left == 0 {
                        m.remove_global(g);
                        r = r.with("deleted", "true");
                    } else {
                        r = r.with("left", left);
                    }
                    remarks.push(r);
                }
                continue;
            } else if is_struct {
                remarks
                    .push(Remark::new(PASS, &name, "not-promoted", "too-large").with("bits", bits));
            }
        }
        // Rule 4.
        let Some((fields, _)) = m.types.struct_fields(value_ty) else {
            continue;
        };
        let fields = fields.to_vec();
        if fields.len() > MAX_SRA_FIELDS
            || (fields.len() == MAX_SRA_FIELDS && crate::planted::on("globalopt-sra-16-not-split"))
        {
            remarks.push(
                Remark::new(PASS, &name, "not-split", "too-many-fields")
                    .with("fields", fields.len()),
            );
            continue;
        }
        let Some(layout) = dl.struct_layout(&m.types, value_ty) else {
            continue;
        };
        let place = |a: &Access| -> Option<(usize, u64)> {
            let o = u64::try_from(a.offset).ok()?;
            let i = layout.offsets.iter().rposition(|&x| x <= o)?;
            let inner = o - layout.offsets[i];
            let size = dl.store_size(&m.types, a.ty);
            (inner + size <= dl.alloc_size(&m.types, fields[i])).then_some((i, inner))
        };
        let placed: Option<Vec<(usize, u64)>> = accesses.iter().map(place).collect();
        let Some(placed) = placed else { continue };
        // The pieces.
        let base = m.globals[g].clone();
        let mut pieces = Vec::with_capacity(fields.len());
        for (i, &fty) in fields.iter().enumerate() {
            let finit = field_init(m, init, value_ty, i, fty);
            let align = dl.abi_align(&m.types, fty);
            let field_off = layout.offsets[i];
            let base_align = base.align.map_or(align, |a| a.bytes());
            // Accesses may rely on the alignment the field had inside the variable.
            let known = if field_off == 0 {
                base_align
            } else {
                base_align.min(1u64 << field_off.trailing_zeros())
            };
            let piece = GlobalVar {
                name: m.unique_name(&format!("{name}.{i}")),
                value_ty: fty,
                init: Some(finit),
                align: crate::ir::Align::new(known.max(align)),
                comdat: None,
                type_md: Vec::new(),
                annotations: Vec::new(),
                ..base.clone()
            };
            pieces.push(m.add_global(piece));
        }
        for (a, &(i, inner)) in accesses.iter().zip(&placed) {
            let piece = GlobalValue::Var(pieces[i]);
            let mut addr = m.global_ref(piece);
            if inner > 0 {
                let idx = m.consts.i64(inner as i64);
                addr = m
                    .consts
                    .gep(TypeId::I8, GepFlags::INBOUNDS, addr, vec![idx]);
            }
            let body = m.functions[a.func].body.as_mut().expect("a definition");
            match &mut body.insts[a.inst].data {
                InstData::Load { ptr, .. } | InstData::Store { ptr, .. } => {
                    *ptr = Value::Const(addr);
                }
                InstData::Binary { .. }
                | InstData::FNeg { .. }
                | InstData::ICmp { .. }
                | InstData::FCmp { .. }
                | InstData::Select { .. }
                | InstData::Phi { .. }
                | InstData::Alloca { .. }
                | InstData::Gep { .. }
                | InstData::Cast { .. }
                | InstData::ExtractValue { .. }
                | InstData::InsertValue { .. }
                | InstData::ExtractElement { .. }
                | InstData::InsertElement { .. }
                | InstData::ShuffleVector { .. }
                | InstData::Call(_)
                | InstData::AtomicRmw(_)
                | InstData::CmpXchg(_)
                | InstData::Fence { .. }
                | InstData::Freeze { .. }
                | InstData::Ret { .. }
                | InstData::Br { .. }
                | InstData::CondBr { .. }
                | InstData::Switch { .. }
                | InstData::Unreachable => unreachable!("accesses are loads and stores"),
            }
        }
        remove_dead_geps(m, &u.geps);
        m.remove_global(g);
        changed = true;
        remarks.push(Remark::new(PASS, &name, "split", "sra").with("fields", fields.len()));
    }
    Ok(changed)
}

/// The initializer of field `i` of a struct constant.
fn field_init(m: &mut Module, init: ConstId, _ty: TypeId, i: usize, fty: TypeId) -> ConstId {
    match m.consts.get(init).clone() {
        ConstData::Struct { fields, .. } => fields[i],
        ConstData::Undef(_) => m.consts.undef(fty),
        ConstData::Poison(_) => m.consts.poison(fty),
        ConstData::Int { .. }
        | ConstData::Float { .. }
        | ConstData::Null(_)
        | ConstData::Zero(_)
        | ConstData::Array { .. }
        | ConstData::Vector { .. }
        | ConstData::Global { .. }
        | ConstData::Expr { .. }
        | ConstData::Metadata(_)
        | ConstData::InlineAsm(_) => m.consts.zero(&m.types, fty),
    }
}

/// Whether constant `v` is the uniform value `p` stands for.
fn same_uniform(m: &Module, p: Piece, v: ConstId) -> bool {
    match (p, m.consts.get(v)) {
        (Piece::Zero, _) => m.consts.is_null_value(v),
        (Piece::Undef, ConstData::Undef(_)) | (Piece::Poison, ConstData::Poison(_)) => true,
        _ => false,
    }
}
