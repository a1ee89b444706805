//! `dce`: delete instructions whose results nothing needs (LLVM's `dce`, as a mark and sweep
//! so that dead cycles of `phi`s go too; the control flow is `simplify-cfg`'s).
//!
//! **Requires** a verified module. **Ensures** the module verifies and executions observe
//! what they did before, except that undefined behaviour in a deleted instruction (a load
//! out of bounds whose value nothing uses) no longer happens. **Scope**: every function body.
//! **Does not** delete blocks or branches (`simplify-cfg` does), stores, or calls that may
//! write memory, not return, or unwind.
//!
//! Rules:
//! 1. Live from the start: terminators and instructions with an effect — stores, atomics,
//!    fences, volatile or atomic loads, and every call except a *removable* one.
//! 2. A call is removable when, by the callee's attributes or the call site's, it returns
//!    (`willreturn`), does not unwind (`nounwind`) and writes no memory (`memory(...)`
//!    without `write`): `llvm.nvvm.read.ptx.sreg.*`, `llvm.smax`, a `readnone` device
//!    function, ...
//! 3. The operands of a live instruction are live (a mark-and-sweep, so dead cycles of
//!    `phi`s go too). Everything else leaves the layout.
//!
//! Remarks: `removed (dead) insts=N` per function that lost instructions.

use super::{PassError, Remark};
use crate::entity::SecondaryMap;
use crate::ir::{AttrFlag, AttrSetId, Attribute, FuncId, Inst, InstData, ModRef, Module, Value};

const PASS: &str = "dce";

/// Whether the attribute sets say: returns, does not unwind, writes no memory.
fn sets_removable(m: &Module, sets: &[AttrSetId]) -> bool {
    let has = |flag| sets.iter().any(|&s| m.attrs.has(s, flag));
    let no_writes = sets.iter().any(|&s| {
        m.attrs.get(s).iter().any(|a| match a {
            Attribute::Memory(me) => [me.argmem, me.inaccessiblemem, me.other]
                .iter()
                .all(|&x| matches!(x, ModRef::NoModRef | ModRef::Ref)),
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
            | Attribute::Str { .. } => false,
        })
    });
    has(AttrFlag::WillReturn) && has(AttrFlag::NoUnwind) && no_writes
}

/// Whether an instruction can go when its result is unused.
pub(super) fn removable(m: &Module, data: &InstData) -> bool {
    match data {
        InstData::Call(c) => {
            let mut sets = vec![c.fn_attrs];
            if let Some(f) = m.direct_callee(c).filter(|&f| m.functions.contains(f)) {
                sets.push(m.functions[f].attrs);
            }
            sets_removable(m, &sets)
        }
        other @ InstData::Binary { .. }
        | other @ InstData::FNeg { .. }
        | other @ InstData::ICmp { .. }
        | other @ InstData::FCmp { .. }
        | other @ InstData::Select { .. }
        | other @ InstData::Phi { .. }
        | other @ InstData::Alloca { .. }
        | other @ InstData::Load { .. }
        | other @ InstData::Store { .. }
        | other @ InstData::Gep { .. }
        | other @ InstData::Cast { .. }
        | other @ InstData::ExtractValue { .. }
        | other @ InstData::InsertValue { .. }
        | other @ InstData::ExtractElement { .. }
        | other @ InstData::InsertElement { .. }
        | other @ InstData::ShuffleVector { .. }
        | other @ InstData::AtomicRmw(_)
        | other @ InstData::CmpXchg(_)
        | other @ InstData::Fence { .. }
        | other @ InstData::Freeze { .. }
        | other @ InstData::Ret { .. }
        | other @ InstData::Br { .. }
        | other @ InstData::CondBr { .. }
        | other @ InstData::Switch { .. }
        | other @ InstData::Unreachable => !other.has_side_effects(),
    }
}

/// Deletes the dead instructions of `f`; returns how many.
pub(super) fn dce_function(m: &mut Module, f: FuncId) -> usize {
    let Some(body) = &m.functions[f].body else {
        return 0;
    };
    let mut live: SecondaryMap<Inst, bool> = SecondaryMap::with_capacity(body.insts.len(), false);
    let mut work: Vec<Inst> = Vec::new();
    for (_, i) in body.inst_order() {
        let data = &body.insts[i].data;
        if data.is_terminator() || !removable(m, data) {
            live[i] = true;
            work.push(i);
        }
    }
    while let Some(i) = work.pop() {
        body.insts[i].data.visit_operands(|v| {
            if let Value::Inst(d) = v
                && !live[d]
            {
                live[d] = true;
                work.push(d);
            }
        });
    }
    let body = m.functions[f].body.as_mut().expect("checked above");
    let mut removed = 0;
    for bi in 0..body.layout.len() {
        let b = body.layout[bi];
        let before = body.blocks[b].insts.len();
        body.blocks[b].insts.retain(|&i| live[i]);
        removed += before - body.blocks[b].insts.len();
    }
    removed
}

pub(super) fn run(
    m: &mut Module,
    _options: &[(String, String)],
    remarks: &mut Vec<Remark>,
) -> Result<bool, PassError> {
    let ids: Vec<FuncId> = m.functions.keys().collect();
    let mut changed = false;
    for f in ids {
        let n = dce_function(m, f);
        if n > 0 {
            changed = true;
            remarks
                .push(Remark::new(PASS, &m.functions[f].name, "removed", "dead").with("insts", n));
        }
    }
    Ok(changed)
}
