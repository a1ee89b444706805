//! `wholeprogramdevirt`: turn an indirect call through a virtual table into a direct call
//! when the whole program holds one implementation for it (seed `003_42a755b604c2a47e.txt`,
//! WholeProgramDevirtualization, pipeline slot 121: single-implementation devirtualization).
//!
//! **Requires** a verified module holding the whole program (after linking: the closed world
//! the seed relies on). **Ensures** the module verifies; a call is retargeted only where every
//! table of its type holds the same function in the slot called, so the program computes the
//! same. **Scope**: the module. **Does not** devirtualize a call whose pointer is not
//! type-tested, nor by branch funnels or virtual constant propagation (CICC's pass has no
//! knobs for them and seam none either); leaves `llvm.type.test`/`llvm.assume` in place.
//!
//! Rules:
//! 1. A **type test** is a call `%t = llvm.type.test(ptr %vt, metadata !"ID")` whose result
//!    some `llvm.assume` takes: `%vt` is known to point into a table of type `ID`.
//! 2. A **virtual call** on `%vt` is `call %fp(...)` where `%fp = load ptr, ptr %slot` and
//!    `%slot` is `%vt` itself (offset 0) or a chain of `getelementptr` instructions with
//!    constant indices from it (offset by the data layout) — LLVM's
//!    `findLoadCallsAtConstantOffset`. The call must be dominated by the type test, as LLVM
//!    requires, with LLVM 19's answers at the edges: a call in a block unreachable from the
//!    entry is dominated; so is a call in another function when `%vt` is a constant table
//!    (the constant's users span the module, and LLVM 19's dominator tree of the test's
//!    function calls a block it does not hold unreachable). Both are sound: the first never
//!    runs, and a constant table's type holds everywhere.
//! 3. The **candidates** of a call at offset `O` are, for every global variable with a `!type`
//!    attachment of id `ID` at offset `T`, the function whose address is stored at byte
//!    `T + O` of its initializer. A table that is not a constant with an initializer, or that
//!    holds anything but a function address there, makes the call unresolvable.
//! 4. One candidate whose function type is the call's: the call calls it directly (remark
//!    `devirtualized`, reason `single-implementation`, values `call`, `target`). Several:
//!    left alone (remark `not-devirtualized`, reason `multiple-implementations`, value
//!    `candidates`). None or unresolvable: left alone (reason `no-implementation` or
//!    `unknown-table`), as is a single one of another type (`type-mismatch`).

use std::collections::HashMap;

use super::globalopt::{Piece, const_at_offset};
use super::{PassError, Remark};
use crate::analysis::{Cfg, DomTree};
use crate::ir::intrinsics::{Intrinsic, lookup};
use crate::ir::{
    Body, ConstData, FuncId, GlobalValue, Inst, InstData, MdRef, Module, TypeId, Value,
};

const PASS: &str = "wholeprogramdevirt";

/// The intrinsic a call calls, if any.
pub(crate) fn intrinsic_of(m: &Module, data: &InstData) -> Option<Intrinsic> {
    let InstData::Call(c) = data else {
        return None;
    };
    let f = m.direct_callee(c)?;
    let callee = m.functions.get(f)?;
    lookup(&callee.name).map(|(i, _)| i)
}

/// The byte offset of a `getelementptr` with constant indices.
pub(crate) fn gep_offset(m: &Module, source_ty: TypeId, indices: &[Value]) -> Option<i64> {
    gep_offset_in(&m.types, &m.consts, m.data_layout(), source_ty, indices)
}

/// [`gep_offset`] on a module's parts.
pub(crate) fn gep_offset_in(
    types: &crate::ir::Types,
    consts: &crate::ir::Constants,
    dl: &crate::ir::DataLayout,
    source_ty: TypeId,
    indices: &[Value],
) -> Option<i64> {
    let mut ty = source_ty;
    let mut off: i64 = 0;
    for (k, v) in indices.iter().enumerate() {
        let i = const_index(types, consts, *v)?;
        if k == 0 {
            off = off.checked_add(i.checked_mul(dl.alloc_size(types, ty) as i64)?)?;
            continue;
        }
        if let Some((elem, _)) = types.array_parts(ty) {
            off = off.checked_add(i.checked_mul(dl.alloc_size(types, elem) as i64)?)?;
            ty = elem;
        } else {
            let layout = dl.struct_layout(types, ty)?;
            let idx = usize::try_from(i).ok()?;
            off = off.checked_add(*layout.offsets.get(idx)? as i64)?;
            ty = types.struct_fields(ty)?.0.get(idx).copied()?;
        }
    }
    Some(off)
}

/// A constant integer GEP index, sign-extended to 64 bits; `None` for anything else.
pub(crate) fn const_index(
    types: &crate::ir::Types,
    consts: &crate::ir::Constants,
    v: Value,
) -> Option<i64> {
    let Value::Const(c) = v else { return None };
    let ConstData::Int { ty, bits } = consts.get(c) else {
        return None;
    };
    Some(crate::ir::attributes::sign_extend(
        *bits,
        types.int_bits(*ty)?,
    ))
}

/// A virtual call found from a type test.
struct Site {
    func: FuncId,
    call: Inst,
    offset: i64,
    id: MdRef,
}

/// Where instructions sit in one function, and its dominator tree.
struct Dom {
    blocks: crate::entity::SecondaryMap<Inst, Option<crate::ir::Block>>,
    tree: DomTree,
}

impl Dom {
    fn of(body: &Body) -> Dom {
        Dom {
            blocks: body.inst_blocks(),
            tree: DomTree::new(body, &Cfg::new(body)),
        }
    }

    /// LLVM's `DominatorTree::dominates(Def, User)`: a user in a block not reachable from the
    /// entry is dominated; within one block, the earlier instruction dominates.
    fn dominates(&self, body: &Body, def: Inst, user: Inst) -> bool {
        let (Some(db), Some(ub)) = (self.blocks[def], self.blocks[user]) else {
            return false;
        };
        if !self.tree.is_reachable(ub) {
            return true;
        }
        if !self.tree.is_reachable(db) {
            return false;
        }
        if db == ub {
            let order = &body.blocks[db].insts;
            let pos = |i| order.iter().position(|&x| x == i);
            return pos(def) < pos(user);
        }
        self.tree.dominates(db, ub)
    }
}

/// The users of each value, per function, made once per function when first asked (a
/// type test of a constant asks every function; `Body::users` walks the whole body each time).
#[derive(Default)]
struct Users {
    per_func: HashMap<FuncId, HashMap<Value, Vec<Inst>>>,
}

impl Users {
    /// The instructions of `f` that use `v`, in layout order, each once.
    fn of(&mut self, m: &Module, f: FuncId, v: Value) -> Vec<Inst> {
        let index = self.per_func.entry(f).or_insert_with(|| {
            let mut index: HashMap<Value, Vec<Inst>> = HashMap::new();
            if let Some(body) = &m.functions[f].body {
                for (_, i) in body.inst_order() {
                    body.insts[i].data.visit_operands(|o| {
                        let users = index.entry(o).or_default();
                        if users.last() != Some(&i) {
                            users.push(i);
                        }
                    });
                }
            }
            index
        });
        index.get(&v).cloned().unwrap_or_default()
    }
}

/// The virtual calls on `vptr` at `offset` in function `f` (LLVM's
/// `findLoadCallsAtConstantOffset`): through `getelementptr` instructions with constant
/// indices (of `vptr` itself), to loads, to calls of the loaded pointer.
fn calls_at_offset(
    m: &Module,
    users: &mut Users,
    f: FuncId,
    vptr: Value,
    offset: i64,
    out: &mut Vec<(FuncId, Inst, i64)>,
) {
    let Some(body) = &m.functions[f].body else {
        return;
    };
    for u in users.of(m, f, vptr) {
        match &body.insts[u].data {
            InstData::Gep {
                source_ty,
                base,
                indices,
                ..
            } if *base == vptr && indices.iter().all(|v| matches!(v, Value::Const(_))) => {
                if let Some(d) = gep_offset(m, *source_ty, indices) {
                    calls_at_offset(m, users, f, Value::Inst(u), offset + d, out);
                }
            }
            InstData::Load { ptr, .. } if *ptr == vptr => {
                for c in users.of(m, f, Value::Inst(u)) {
                    if let InstData::Call(cd) = &body.insts[c].data
                        && cd.callee == Value::Inst(u)
                    {
                        out.push((f, c, offset));
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
    }
}

fn sites(m: &Module) -> Vec<Site> {
    let mut out: Vec<Site> = Vec::new();
    let mut users = Users::default();
    let funcs: Vec<FuncId> = m.functions.keys().collect();
    for &f in &funcs {
        let Some(body) = &m.functions[f].body else {
            continue;
        };
        let mut dom: Option<Dom> = None;
        for (_, i) in body.inst_order() {
            let data = &body.insts[i].data;
            if !matches!(
                intrinsic_of(m, data),
                Some(Intrinsic::TypeTest | Intrinsic::PublicTypeTest)
            ) {
                continue;
            }
            let InstData::Call(c) = data else { continue };
            let (Some(&vt), Some(Value::Const(mdc))) = (c.args.first(), c.args.get(1)) else {
                continue;
            };
            let ConstData::Metadata(id) = m.consts.get(*mdc) else {
                continue;
            };
            let assumed = users
                .of(m, f, Value::Inst(i))
                .iter()
                .any(|&u| intrinsic_of(m, &body.insts[u].data) == Some(Intrinsic::Assume));
            if !assumed {
                continue;
            }
            // A constant's users are everywhere in the module; an argument's or an
            // instruction's only in this function.
            let mut found = Vec::new();
            if matches!(vt, Value::Const(_)) {
                for &g in &funcs {
                    calls_at_offset(m, &mut users, g, vt, 0, &mut found);
                }
            } else {
                calls_at_offset(m, &mut users, f, vt, 0, &mut found);
            }
            let dom = dom.get_or_insert_with(|| Dom::of(body));
            for (g, call, offset) in found {
                // Only calls the type test dominates; a call in another function is in no
                // block of this one's tree, and LLVM 19 counts such a use as dominated.
                if g == f && !dom.dominates(body, i, call) {
                    continue;
                }
                if out.iter().any(|s| s.func == g && s.call == call) {
                    continue;
                }
                out.push(Site {
                    func: g,
                    call,
                    offset,
                    id: id.clone(),
                });
            }
        }
    }
    out
}

enum Resolution {
    One(FuncId),
    Many(Vec<FuncId>),
    None,
    Unknown(String),
}

fn resolve(m: &Module, id: &MdRef, offset: i64) -> Resolution {
    let mut found: Vec<FuncId> = Vec::new();
    for g in m.globals.values() {
        let same_id =
            |t: &&crate::ir::TypeMd| &t.id == id || crate::planted::on("devirt-any-type-id");
        for t in g.type_md.iter().filter(same_id) {
            let constant = g.is_constant || crate::planted::on("devirt-mutable-table");
            let Some(init) = g.init.filter(|_| constant) else {
                return Resolution::Unknown(g.name.clone());
            };
            let type_offset = if crate::planted::on("devirt-ignore-type-offset") {
                0
            } else {
                t.offset
            };
            let Some(mut at) = type_offset
                .checked_add(offset)
                .and_then(|x| u64::try_from(x).ok())
            else {
                return Resolution::Unknown(g.name.clone());
            };
            if crate::planted::on("devirt-skip-short-table")
                && at >= m.data_layout().alloc_size(&m.types, g.value_ty)
            {
                continue;
            }
            if crate::planted::on("devirt-offset-in-slot") {
                at -= at % 8;
            }
            let Some(Piece::Const(c)) = const_at_offset(m, init, g.value_ty, at, TypeId::PTR)
            else {
                return Resolution::Unknown(g.name.clone());
            };
            match m.consts.as_global(c) {
                Some(GlobalValue::Func(f)) => {
                    if !found.contains(&f) {
                        found.push(f);
                    }
                }
                _ => return Resolution::Unknown(g.name.clone()),
            }
        }
    }
    match found.len() {
        0 => Resolution::None,
        1 => Resolution::One(found[0]),
        _ => Resolution::Many(found),
    }
}

pub(super) fn run(
    m: &mut Module,
    _options: &[(String, String)],
    remarks: &mut Vec<Remark>,
) -> Result<bool, PassError> {
    let found = sites(m);
    let mut rewrites = Vec::new();
    for s in found {
        let f = s.func;
        let body = m.functions[f].body.as_ref().expect("a definition");
        let call_name = body.insts[s.call]
            .name
            .as_deref()
            .map_or_else(|| "%<unnamed>".to_owned(), |n| format!("%{n}"));
        let fname = &m.functions[f].name;
        let r = Remark::new(PASS, fname, "", "").with("call", &call_name);
        let InstData::Call(cd) = &body.insts[s.call].data else {
            continue;
        };
        let (decision, reason, extra) = match resolve(m, &s.id, s.offset) {
            Resolution::One(t)
                if m.functions[t].ty == cd.fn_ty || crate::planted::on("devirt-ignore-fn-type") =>
            {
                rewrites.push((f, s.call, t));
                (
                    "devirtualized",
                    "single-implementation",
                    Some(("target", format!("@{}", m.functions[t].name))),
                )
            }
            Resolution::One(t) => (
                "not-devirtualized",
                "type-mismatch",
                Some(("candidates", format!("@{}", m.functions[t].name))),
            ),
            Resolution::Many(ts)
                if crate::planted::on("devirt-first-candidate")
                    && m.functions[ts[0]].ty == cd.fn_ty =>
            {
                rewrites.push((f, s.call, ts[0]));
                (
                    "devirtualized",
                    "single-implementation",
                    Some(("target", format!("@{}", m.functions[ts[0]].name))),
                )
            }
            Resolution::Many(ts) => {
                let names: Vec<String> = ts
                    .iter()
                    .map(|&t| format!("@{}", m.functions[t].name))
                    .collect();
                (
                    "not-devirtualized",
                    "multiple-implementations",
                    Some(("candidates", names.join(" "))),
                )
            }
            Resolution::None => ("not-devirtualized", "no-implementation", None),
            Resolution::Unknown(table) => (
                "not-devirtualized",
                "unknown-table",
                Some(("table", format!("@{table}"))),
            ),
        };
        let mut r = Remark {
            decision: decision.into(),
            reason: reason.into(),
            ..r
        };
        if let Some((k, v)) = extra {
            r = r.with(k, v);
        }
        remarks.push(r);
    }
    let changed = !rewrites.is_empty();
    for (f, call, target) in rewrites {
        let callee = m.func_ref(target);
        let body = m.functions[f].body.as_mut().expect("a definition");
        if let InstData::Call(cd) = &mut body.insts[call].data {
            cd.callee = callee;
        }
    }
    Ok(changed)
}
