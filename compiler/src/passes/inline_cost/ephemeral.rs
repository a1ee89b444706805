//! LLVM's ephemeral values (`CodeMetrics::collectEphemeralValues`): the `llvm.assume` calls
//! and what only they use, which the analysis skips; with what that needs, whether an
//! instruction is safe to execute speculatively and the intrinsic a call calls.
//!
//! Not here: the cost of the instructions that are not skipped (`mod.rs`).

use super::*;

/// LLVM's ephemeral values (`CodeMetrics::collectEphemeralValues`): the `llvm.assume` calls,
/// and, in LLVM's queue order, every instruction safe to execute speculatively all of whose
/// users are ephemeral. The analysis skips them: they cost nothing and affect nothing.
pub(super) fn ephemeral_values(
    types: &Types,
    functions: &Functions,
    consts: &crate::ir::Constants,
    body: &crate::ir::Body,
    assumes: &[Inst],
) -> HashSet<Inst> {
    let mut eph: HashSet<Inst> = HashSet::default();
    if assumes.is_empty() {
        return eph;
    }
    let mut users: HashMap<Inst, Vec<Inst>> = HashMap::default();
    for (_, i) in body.inst_order() {
        body.insts[i].data.visit_operands(|v| {
            if let Value::Inst(o) = v {
                users.entry(o).or_default().push(i);
            }
        });
    }
    let mut visited: HashSet<Inst> = HashSet::default();
    let mut work: Vec<Inst> = Vec::new();
    let append = |i: Inst, visited: &mut HashSet<Inst>, work: &mut Vec<Inst>| {
        body.insts[i].data.visit_operands(|v| {
            if let Value::Inst(o) = v
                && visited.insert(o)
                && speculatable(types, functions, consts, &body.insts[o].data)
            {
                work.push(o);
            }
        });
    };
    for &a in assumes {
        if eph.insert(a) {
            append(a, &mut visited, &mut work);
        }
    }
    let mut k = 0;
    while k < work.len() {
        let v = work[k];
        k += 1;
        if !users
            .get(&v)
            .is_none_or(|us| us.iter().all(|u| eph.contains(u)))
        {
            continue;
        }
        eph.insert(v);
        append(v, &mut visited, &mut work);
    }
    eph
}

type Functions = crate::entity::SlotMap<FuncId, Function>;

/// The intrinsic a call calls directly, if any.
pub(super) fn call_intrinsic(
    functions: &Functions,
    consts: &crate::ir::Constants,
    data: &InstData,
) -> Option<Intrinsic> {
    let InstData::Call(c) = data else {
        return None;
    };
    let Value::Const(k) = c.callee else {
        return None;
    };
    let ConstData::Global {
        gv: crate::ir::GlobalValue::Func(f),
        ..
    } = consts.get(k)
    else {
        return None;
    };
    let f = functions.get(*f).filter(|f| f.is_intrinsic())?;
    crate::ir::intrinsics::lookup(&f.name).map(|(x, _)| x)
}

/// LLVM's `isSafeToSpeculativelyExecute` without a context: no load (nothing here proves
/// one dereferenceable), no division that may trap, calls only to `speculatable` intrinsics.
fn speculatable(
    types: &Types,
    functions: &Functions,
    consts: &crate::ir::Constants,
    data: &InstData,
) -> bool {
    use crate::ir::BinaryOp;
    match data {
        InstData::Binary { op, lhs, rhs, .. } => match op {
            BinaryOp::UDiv | BinaryOp::URem => {
                matches!(rhs, Value::Const(k) if consts.as_int(*k).is_some_and(|x| x != 0))
            }
            BinaryOp::SDiv | BinaryOp::SRem => match rhs {
                Value::Const(k) => match *consts.get(*k) {
                    ConstData::Int { ty, bits } if bits != 0 => {
                        let w = types.int_bits(ty).unwrap_or(64);
                        bits != crate::ir::mask_bits(u64::MAX, w)
                            || matches!(lhs, Value::Const(l)
                                if consts.as_int(*l).is_some_and(|n| n != 1u64 << (w - 1)))
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
                    | ConstData::InlineAsm(_) => false,
                },
                Value::Inst(_) | Value::Arg(_) => false,
            },
            BinaryOp::Add
            | BinaryOp::Sub
            | BinaryOp::Mul
            | BinaryOp::Shl
            | BinaryOp::LShr
            | BinaryOp::AShr
            | BinaryOp::And
            | BinaryOp::Or
            | BinaryOp::Xor
            | BinaryOp::FAdd
            | BinaryOp::FSub
            | BinaryOp::FMul
            | BinaryOp::FDiv
            | BinaryOp::FRem => true,
        },
        InstData::FNeg { .. }
        | InstData::ICmp { .. }
        | InstData::FCmp { .. }
        | InstData::Select { .. }
        | InstData::Gep { .. }
        | InstData::Cast { .. }
        | InstData::ExtractValue { .. }
        | InstData::InsertValue { .. }
        | InstData::ExtractElement { .. }
        | InstData::InsertElement { .. }
        | InstData::ShuffleVector { .. }
        | InstData::Freeze { .. } => true,
        InstData::Call(_) => call_intrinsic(functions, consts, data).is_some_and(|x| {
            x.attributes()
                .func
                .contains(&crate::ir::Attribute::Flag(AttrFlag::Speculatable))
        }),
        InstData::Phi { .. }
        | InstData::Alloca { .. }
        | InstData::Load { .. }
        | InstData::Store { .. }
        | InstData::AtomicRmw(_)
        | InstData::CmpXchg(_)
        | InstData::Fence { .. }
        | InstData::Ret { .. }
        | InstData::Br { .. }
        | InstData::CondBr { .. }
        | InstData::Switch { .. }
        | InstData::Unreachable => false,
    }
}
