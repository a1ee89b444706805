//! The address-space vote of seed 000's callee specialization: the lattice ([`AddressVote`])
//! and what a call-site argument votes ([`argument_vote`]). An analysis of the IR, used by
//! `specialize-callees` (its votes), `propagate-arg-spaces` ([`cast_source`]) and
//! `crate::legalize` (the space a pointer is provably in).
//!
//! [`AddressVote::meet`] is the seed's: undetermined is the identity, equal votes stay,
//! different ones give poison. An argument's vote looks through `addrspacecast` (instruction
//! or constant expression: the source's space), `getelementptr` and `bitcast` (their base),
//! and phis and selects (every source must give the same space; a source that gives another
//! space or poison makes the result poison, an undetermined one makes it undetermined; a
//! cycle back to a phi being evaluated constrains nothing). A pointer that is already specific
//! gives its space; a parameter, load, call result, null or global in the generic space gives
//! undetermined; a cast from a space outside the lattice (Metal's 2, NVPTX's `.param`) gives
//! poison. Each query visits at most [`VISIT_BUDGET`] values (then: undetermined).

use crate::ir::{AddrSpace, CastOp, ConstData, ConstExpr, FuncId, InstData, Module, Value};

/// How many values one argument-vote query visits at most.
pub const VISIT_BUDGET: u32 = 64;

/// The seed's address-space vote lattice.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum AddressVote {
    /// No useful evidence yet.
    Undetermined,
    /// `addrspace(1)`.
    Global,
    /// `addrspace(3)`.
    Shared,
    /// `addrspace(4)`.
    Constant,
    /// `addrspace(5)`.
    Local,
    /// `addrspace(6)`.
    TensorMemory,
    /// `addrspace(7)`.
    DistributedShared,
    /// Conflicting evidence: the pointer stays generic.
    Poison,
}

impl AddressVote {
    /// The seed's `meet_address_votes`.
    pub fn meet(self, other: AddressVote) -> AddressVote {
        if self == AddressVote::Undetermined {
            other
        } else if other == AddressVote::Undetermined || self == other {
            self
        } else {
            AddressVote::Poison
        }
    }

    /// The vote of a pointer into `space`: undetermined for generic, poison for a space the
    /// lattice has no element for.
    pub fn of_space(space: AddrSpace) -> AddressVote {
        match space.0 {
            0 => AddressVote::Undetermined,
            1 => AddressVote::Global,
            3 => AddressVote::Shared,
            4 => AddressVote::Constant,
            5 => AddressVote::Local,
            6 => AddressVote::TensorMemory,
            7 => AddressVote::DistributedShared,
            _ => AddressVote::Poison,
        }
    }

    /// The space of a concrete vote.
    pub fn space(self) -> Option<AddrSpace> {
        Some(match self {
            AddressVote::Global => AddrSpace::GLOBAL,
            AddressVote::Shared => AddrSpace::SHARED,
            AddressVote::Constant => AddrSpace::CONST,
            AddressVote::Local => AddrSpace::LOCAL,
            AddressVote::TensorMemory => AddrSpace::TENSOR,
            AddressVote::DistributedShared => AddrSpace::SHARED_CLUSTER,
            AddressVote::Undetermined | AddressVote::Poison => return None,
        })
    }

    /// The name in remarks: the PTX space names of [`crate::ir::NvptxSpace::name`],
    /// `undetermined`, `poison`.
    pub fn name(self) -> &'static str {
        match self.space().and_then(AddrSpace::nvptx) {
            Some(s) => s.name(),
            None if self == AddressVote::Poison => "poison",
            None => "undetermined",
        }
    }
}

/// The vote of argument `v` of a call in function `f` (see the module docs).
pub fn argument_vote(m: &Module, f: FuncId, v: Value) -> AddressVote {
    let mut q = Query {
        m,
        f,
        stack: Vec::new(),
        budget: VISIT_BUDGET,
    };
    q.vote(v).unwrap_or(AddressVote::Undetermined)
}

struct Query<'m> {
    m: &'m Module,
    f: FuncId,
    stack: Vec<Value>,
    budget: u32,
}

impl Query<'_> {
    /// `None`: `v` is being evaluated further up (a cycle), which constrains nothing.
    fn vote(&mut self, v: Value) -> Option<AddressVote> {
        if self.stack.contains(&v) {
            return None;
        }
        if self.budget == 0 {
            return Some(AddressVote::Undetermined);
        }
        self.budget -= 1;
        let m = self.m;
        let func = &m.functions[self.f];
        let ty = func.value_type(&m.types, &m.consts, v);
        match m.types.ptr_space(ty) {
            Some(s) if !s.is_generic() => return Some(AddressVote::of_space(s)),
            Some(_) => {}
            None => return Some(AddressVote::Undetermined),
        }
        if let Some((_, s)) = cast_source(m, self.f, v) {
            return Some(AddressVote::of_space(s));
        }
        match v {
            Value::Arg(_) => Some(AddressVote::Undetermined),
            Value::Const(c) => match m.consts.get(c) {
                ConstData::Expr {
                    expr:
                        ConstExpr::Cast {
                            op: CastOp::BitCast,
                            value: base,
                        }
                        | ConstExpr::Gep { base, .. },
                    ..
                } => self.vote(Value::Const(*base)),
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
                | ConstData::InlineAsm(_) => Some(AddressVote::Undetermined),
            },
            Value::Inst(i) => {
                let body = func.body.as_ref()?;
                match &body.insts[i].data {
                    InstData::Cast {
                        op: CastOp::BitCast,
                        arg: base,
                        ..
                    }
                    | InstData::Gep { base, .. } => self.vote(*base),
                    InstData::Phi { incoming, .. } => {
                        let sources: Vec<Value> = incoming.iter().map(|&(s, _)| s).collect();
                        self.agree(v, &sources)
                    }
                    InstData::Select {
                        if_true, if_false, ..
                    } => {
                        let sources = [*if_true, *if_false];
                        self.agree(v, &sources)
                    }
                    InstData::Binary { .. }
                    | InstData::FNeg { .. }
                    | InstData::ICmp { .. }
                    | InstData::FCmp { .. }
                    | InstData::Alloca { .. }
                    | InstData::Load { .. }
                    | InstData::Store { .. }
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
                    | InstData::Unreachable => Some(AddressVote::Undetermined),
                }
            }
        }
    }

    /// The vote of a phi or select: its sources must agree.
    fn agree(&mut self, v: Value, sources: &[Value]) -> Option<AddressVote> {
        self.stack.push(v);
        let (mut agreed, mut undetermined, mut poison) = (None, false, false);
        for &s in sources {
            match self.vote(s) {
                None => {}
                Some(AddressVote::Undetermined) => undetermined = true,
                Some(AddressVote::Poison) => poison = true,
                Some(x) => match agreed {
                    None => agreed = Some(x),
                    Some(a) if a == x => {}
                    Some(_) if crate::planted::on("spec-phi-first") => {}
                    Some(_) => poison = true,
                },
            }
        }
        self.stack.pop();
        Some(if poison {
            AddressVote::Poison
        } else if undetermined {
            AddressVote::Undetermined
        } else {
            agreed.unwrap_or(AddressVote::Undetermined)
        })
    }
}

/// The source of an `addrspacecast` to a generic pointer, instruction or constant expression,
/// with the source's space: `(source, space)`.
pub fn cast_source(m: &Module, f: FuncId, v: Value) -> Option<(Value, AddrSpace)> {
    // Every other instruction, constant and argument is no such cast.
    let source = match v {
        Value::Inst(i) => {
            let InstData::Cast {
                op: CastOp::AddrSpaceCast,
                arg,
                ..
            } = m.functions[f].body.as_ref()?.insts[i].data
            else {
                return None;
            };
            arg
        }
        Value::Const(c) => {
            let ConstData::Expr {
                expr:
                    ConstExpr::Cast {
                        op: CastOp::AddrSpaceCast,
                        value,
                    },
                ..
            } = m.consts.get(c)
            else {
                return None;
            };
            Value::Const(*value)
        }
        Value::Arg(_) => return None,
    };
    let ty = m.functions[f].value_type(&m.types, &m.consts, source);
    Some((source, m.types.ptr_space(ty)?))
}
