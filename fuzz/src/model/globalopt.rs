//! GlobalOpt as seed 003's LTO pipeline runs it (step 4: small-constant promotion up to 2,047
//! bits, SRA of structs up to 16 fields), restated from the pass's documented rules:
//! - **candidates**: variables with local linkage and an initializer, not
//!   `externally_initialized`, whose address does not escape. An address is the variable, a
//!   constant `getelementptr` of it, or a `getelementptr` instruction of an address with
//!   constant indices; it is *used* as the address of a load or store; any other use of an
//!   address (stored as a value, passed, compared, cast, through a `phi` or `select`, named by
//!   an initializer, an annotation or metadata) is an escape.
//! - **rule 1**, never read (no loads, every store plain): `deleted never-read stores=N`;
//! - **rule 2**, not constant: never stored, `marked-constant never-stored`; every store
//!   plain and of a constant equal to the initializer's value there, `marked-constant
//!   stores-of-initializer stores=N`;
//! - **rule 3**, constant (now) and at most 2,047 bits: each plain load at an offset where a
//!   value of its own type starts in the initializer is replaced; when one was, or there are
//!   no loads, `promoted small-constant bits=B loads=R` and `deleted=true` or `left=L`. More
//!   than 2,047 bits and a struct: `not-promoted too-large bits=B`;
//! - **rule 4**, a struct not promoted: more than 16 fields, `not-split too-many-fields`;
//!   else, when every access (the loads of a constant, all of a variable) lies inside one
//!   field, `split sra fields=N`.
//!
//! Written apart from `seam::passes::globalopt`: the addresses are found in two sweeps of
//! each body (every `getelementptr` chain first, then the uses), so an address that reaches a
//! `phi` before its definition in the layout still escapes.
//!
//! Decisions as lines: `@name DECISION REASON key=value...`.

use std::collections::{BTreeSet, HashMap, HashSet};

use seam::ir::{
    ConstData, ConstExpr, ConstId, GlobalId, GlobalValue, Inst, InstData, MdOperand, Module,
    TypeData, TypeId, Value, sign_extend,
};
use seam::passes::Remark;

const PASS: &str = "globalopt";
const MAX_BITS: u64 = 2047;
const MAX_FIELDS: usize = 16;

/// One load or store of a variable: its byte offset, the type moved, the stored value, and
/// whether it is plain (neither volatile nor atomic).
struct Access {
    offset: i64,
    ty: TypeId,
    stored: Option<Value>,
    plain: bool,
}

#[derive(Default)]
struct Uses {
    escaped: bool,
    accesses: Vec<Access>,
}

/// The byte offset of a `getelementptr` of `source` with constant `indices`.
fn gep_offset(m: &Module, source: TypeId, indices: &[ConstId]) -> Option<i64> {
    let dl = m.data_layout();
    let int = |c: ConstId| match m.consts.get(c) {
        ConstData::Int { ty, bits } => Some(sign_extend(*bits, m.types.int_bits(*ty)?)),
        _ => None,
    };
    let (first, rest) = indices.split_first()?;
    let mut off = int(*first)?.checked_mul(dl.alloc_size(&m.types, source) as i64)?;
    let mut ty = source;
    for &i in rest {
        let i = int(i)?;
        if let Some((fields, _)) = m.types.struct_fields(ty) {
            let layout = dl.struct_layout(&m.types, ty)?;
            let k = usize::try_from(i).ok()?;
            off = off.checked_add(*layout.offsets.get(k)? as i64)?;
            ty = *fields.get(k)?;
            continue;
        }
        let elem = match m.types.get(ty) {
            TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => *elem,
            _ => return None,
        };
        off = off.checked_add(i.checked_mul(dl.alloc_size(&m.types, elem) as i64)?)?;
        ty = elem;
    }
    Some(off)
}

/// The variable and offset constant `c` addresses, if it is an address.
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
            Some((g, o.checked_add(gep_offset(m, *source_ty, indices)?)?))
        }
        _ => None,
    }
}

/// Every variable constant `c` names escapes.
fn escape_named(m: &Module, c: ConstId, uses: &mut HashMap<GlobalId, Uses>) {
    let mut named = Vec::new();
    super::named_globals(m, c, &mut named);
    for gv in named {
        if let GlobalValue::Var(g) = gv {
            uses.entry(g).or_default().escaped = true;
        }
    }
}

fn analyze(m: &Module) -> HashMap<GlobalId, Uses> {
    let mut uses: HashMap<GlobalId, Uses> = HashMap::new();
    for g in m.globals.values() {
        if let Some(c) = g.init {
            escape_named(m, c, &mut uses);
        }
        for a in &g.annotations {
            escape_named(m, a.value, &mut uses);
        }
    }
    for f in m.functions.values() {
        for a in &f.annotations {
            escape_named(m, a.value, &mut uses);
        }
    }
    for node in m.md.values() {
        for op in &node.ops {
            if let MdOperand::Value(c) = op {
                escape_named(m, *c, &mut uses);
            }
        }
    }
    for f in m.functions.values() {
        let Some(body) = &f.body else { continue };
        // Sweep 1: every address a `getelementptr` instruction makes, chains in any order.
        let mut derived: HashMap<Inst, (GlobalId, i64)> = HashMap::new();
        let mut geps: HashSet<Inst> = HashSet::new();
        loop {
            let before = derived.len();
            for (_, i) in body.inst_order() {
                let InstData::Gep {
                    source_ty,
                    base,
                    indices,
                    ..
                } = &body.insts[i].data
                else {
                    continue;
                };
                let base = match base {
                    Value::Const(c) => const_address(m, *c),
                    Value::Inst(x) => derived.get(x).copied(),
                    Value::Arg(_) => None,
                };
                let Some((g, o)) = base else { continue };
                geps.insert(i);
                let consts: Option<Vec<ConstId>> = indices
                    .iter()
                    .map(|v| match v {
                        Value::Const(c) => Some(*c),
                        _ => None,
                    })
                    .collect();
                match consts.and_then(|ix| gep_offset(m, *source_ty, &ix)) {
                    Some(d) => {
                        derived.insert(i, (g, o + d));
                    }
                    None => uses.entry(g).or_default().escaped = true,
                }
            }
            if derived.len() == before {
                break;
            }
        }
        let addr = |v: Value| match v {
            Value::Const(c) => const_address(m, c),
            Value::Inst(x) => derived.get(&x).copied(),
            Value::Arg(_) => None,
        };
        // Sweep 2: the uses.
        for (_, i) in body.inst_order() {
            let node = &body.insts[i];
            let (ptr, stored, volatile, atomic) = match &node.data {
                InstData::Load {
                    ptr,
                    volatile,
                    atomic,
                    ..
                } => (*ptr, None, *volatile, atomic.is_some()),
                InstData::Store {
                    value,
                    ptr,
                    volatile,
                    atomic,
                    ..
                } => (*ptr, Some(*value), *volatile, atomic.is_some()),
                _ => {
                    // A `getelementptr` of an address makes another (sweep 1); any other
                    // operand that is an address, or names a variable, escapes.
                    let gep_base = geps.contains(&i).then(|| match &node.data {
                        InstData::Gep { base, .. } => *base,
                        _ => unreachable!("geps are getelementptr instructions"),
                    });
                    let mut skipped = false;
                    node.data.visit_operands(|v| {
                        if !skipped && Some(v) == gep_base {
                            skipped = true;
                            return;
                        }
                        escape_value(m, v, &derived, &mut uses);
                    });
                    continue;
                }
            };
            if let Some((g, offset)) = addr(ptr) {
                let ty = match stored {
                    Some(v) => value_type(m, body, f, v),
                    None => node.ty,
                };
                uses.entry(g).or_default().accesses.push(Access {
                    offset,
                    ty,
                    stored,
                    plain: !volatile && !atomic,
                });
            } else {
                escape_value(m, ptr, &derived, &mut uses);
            }
            if let Some(v) = stored {
                escape_value(m, v, &derived, &mut uses);
            }
        }
    }
    uses
}

fn escape_value(
    m: &Module,
    v: Value,
    derived: &HashMap<Inst, (GlobalId, i64)>,
    uses: &mut HashMap<GlobalId, Uses>,
) {
    match v {
        Value::Const(c) => escape_named(m, c, uses),
        Value::Inst(x) => {
            if let Some((g, _)) = derived.get(&x) {
                uses.entry(*g).or_default().escaped = true;
            }
        }
        Value::Arg(_) => {}
    }
}

fn value_type(m: &Module, body: &seam::ir::Body, f: &seam::ir::Function, v: Value) -> TypeId {
    match v {
        Value::Const(c) => m.consts.ty(c),
        Value::Inst(x) => body.insts[x].ty,
        Value::Arg(n) => m
            .types
            .func_parts(f.ty)
            .and_then(|(_, ps, _)| ps.get(n as usize).copied())
            .unwrap_or(TypeId::VOID),
    }
}

/// What an initializer holds at a place: a constant, or the uniform value of a
/// `zeroinitializer` (or `null`), `undef` or `poison` around it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Held {
    Const(ConstId),
    Zero,
    Undef,
    Poison,
}

/// The element of type `ty` holding byte `off`: its index, type and the offset inside it.
fn element(m: &Module, ty: TypeId, off: u64) -> Option<(usize, TypeId, u64)> {
    let dl = m.data_layout();
    if let Some((fields, _)) = m.types.struct_fields(ty) {
        let layout = dl.struct_layout(&m.types, ty)?;
        let k = (0..fields.len())
            .rev()
            .find(|&k| layout.offsets[k] <= off)?;
        let inner = off - layout.offsets[k];
        return (inner < dl.alloc_size(&m.types, fields[k])).then_some((k, fields[k], inner));
    }
    match m.types.get(ty) {
        TypeData::Array { elem, len } => {
            let size = dl.alloc_size(&m.types, *elem);
            let k = off.checked_div(size)?;
            (k < *len).then(|| (k as usize, *elem, off - k * size))
        }
        _ => None,
    }
}

/// The value of type `want` that starts at byte `off` of constant `c` (of type `ty`).
fn held_at(m: &Module, c: ConstId, ty: TypeId, off: u64, want: TypeId) -> Option<Held> {
    let uniform = match m.consts.get(c) {
        ConstData::Zero(_) | ConstData::Null(_) => Some(Held::Zero),
        ConstData::Undef(_) => Some(Held::Undef),
        ConstData::Poison(_) => Some(Held::Poison),
        _ => None,
    };
    if off == 0 && ty == want {
        return Some(uniform.unwrap_or(Held::Const(c)));
    }
    let (k, ety, inner) = element(m, ty, off)?;
    if let Some(u) = uniform {
        // Inside a uniform value, only where a value of type `want` starts.
        let mut t = ety;
        let mut o = inner;
        while !(o == 0 && t == want) {
            let (_, et, io) = element(m, t, o)?;
            (t, o) = (et, io);
        }
        return Some(u);
    }
    let child = match m.consts.get(c) {
        ConstData::Array { elems, .. } => *elems.get(k)?,
        ConstData::Struct { fields, .. } => *fields.get(k)?,
        _ => return None,
    };
    held_at(m, child, ety, inner, want)
}

/// GlobalOpt's decisions on `m`.
pub fn globalopt(m: &Module) -> BTreeSet<String> {
    let dl = m.data_layout();
    let mut all = analyze(m);
    let mut out = BTreeSet::new();
    for (g, var) in m.globals.iter() {
        if !var.linkage.is_local() || var.externally_initialized {
            continue;
        }
        let Some(init) = var.init else { continue };
        let u = all.remove(&g).unwrap_or_default();
        if u.escaped {
            continue;
        }
        let name = &var.name;
        let loads: Vec<&Access> = u.accesses.iter().filter(|a| a.stored.is_none()).collect();
        let stores: Vec<&Access> = u.accesses.iter().filter(|a| a.stored.is_some()).collect();
        if loads.is_empty() && u.accesses.iter().all(|a| a.plain) {
            out.insert(format!(
                "@{name} deleted never-read stores={}",
                stores.len()
            ));
            continue;
        }
        let mut constant = var.is_constant;
        if !constant {
            let of_initializer = |a: &&Access| {
                let Some(Value::Const(v)) = a.stored else {
                    return false;
                };
                a.plain
                    && u64::try_from(a.offset)
                        .ok()
                        .and_then(|o| held_at(m, init, var.value_ty, o, a.ty))
                        .is_some_and(|h| match h {
                            Held::Const(c) => c == v,
                            Held::Zero => m.consts.is_null_value(v),
                            Held::Undef => matches!(m.consts.get(v), ConstData::Undef(_)),
                            Held::Poison => matches!(m.consts.get(v), ConstData::Poison(_)),
                        })
            };
            if stores.is_empty() {
                out.insert(format!("@{name} marked-constant never-stored"));
                constant = true;
            } else if stores.iter().all(of_initializer) {
                out.insert(format!(
                    "@{name} marked-constant stores-of-initializer stores={}",
                    stores.len()
                ));
                constant = true;
            }
        }
        let accesses: Vec<&Access> = if constant {
            loads.clone()
        } else {
            u.accesses.iter().collect()
        };
        let bits = dl.store_size(&m.types, var.value_ty).saturating_mul(8);
        let fields = m.types.struct_fields(var.value_ty).map(|(f, _)| f.to_vec());
        if constant {
            if bits <= MAX_BITS {
                let replaced = loads
                    .iter()
                    .filter(|a| {
                        a.plain
                            && u64::try_from(a.offset)
                                .ok()
                                .and_then(|o| held_at(m, init, var.value_ty, o, a.ty))
                                .is_some()
                    })
                    .count();
                let left = loads.len() - replaced;
                if replaced > 0 || left == 0 {
                    let tail = if left == 0 {
                        "deleted=true".to_owned()
                    } else {
                        format!("left={left}")
                    };
                    out.insert(format!(
                        "@{name} promoted small-constant bits={bits} loads={replaced} {tail}"
                    ));
                }
                continue;
            }
            if fields.is_some() {
                out.insert(format!("@{name} not-promoted too-large bits={bits}"));
            }
        }
        let Some(fields) = fields else { continue };
        if fields.len() > MAX_FIELDS {
            out.insert(format!(
                "@{name} not-split too-many-fields fields={}",
                fields.len()
            ));
            continue;
        }
        let Some(layout) = dl.struct_layout(&m.types, var.value_ty) else {
            continue;
        };
        let inside_one_field = |a: &&Access| {
            let Ok(o) = u64::try_from(a.offset) else {
                return false;
            };
            let Some(k) = (0..fields.len()).rev().find(|&k| layout.offsets[k] <= o) else {
                return false;
            };
            o - layout.offsets[k] + dl.store_size(&m.types, a.ty)
                <= dl.alloc_size(&m.types, fields[k])
        };
        if accesses.iter().all(inside_one_field) {
            out.insert(format!("@{name} split sra fields={}", fields.len()));
        }
    }
    out
}

/// The pass's decisions, as the model's lines.
pub(super) fn from_remarks(remarks: &[Remark]) -> BTreeSet<String> {
    remarks
        .iter()
        .filter(|r| r.pass == PASS)
        .map(|r| super::remark_line(&r.function, None, r, &[]))
        .collect()
}
