//! Lowering the instructions that work lane by lane: arithmetic, comparisons, `select` and
//! casts on scalars and on vectors, and the vector instructions (`extractelement`,
//! `insertelement`, `shufflevector`).
//!
//! A vector value occupies one register per lane, in order, like an aggregate. An element-wise
//! instruction on `<N x T>` is lowered once for lane 0 — a short sequence of scalar ops — and
//! that sequence is emitted N times with every register it names moved by the lane number
//! (constant registers included: a constant vector's lanes are consecutive too). Scratch
//! registers are allocated N at a time so that lanes never share one.
//!
//! `half` and `bfloat` have no arithmetic of their own in the interpreter: an operation widens
//! its operands to `float` exactly ([`Op::FExt16`]), computes in `float`, and rounds the result
//! once to the 16-bit format ([`Op::FTrunc16`]). For `+ - * /` (and `frem`, exact anyway) this
//! is correctly rounded: `float` has 24 ≥ 2·11 + 2 bits, so the second rounding never differs
//! from a direct one (Figueroa's double-rounding theorem). `fneg` flips bit 15. Conversions
//! from integers to `half`/`bfloat` go through `double` (exact for integers below 2⁵³).

use super::lower::Lower;
use super::*;

impl Lower<'_, '_> {
    /// Lowers instruction `i` of block `b` (one of the lane-wise kinds).
    pub(super) fn lanes(&mut self, b: Block, i: Inst) -> Result<(), InterpError> {
        let body = self.f.body.as_ref().expect("a body");
        let node = &body.insts[i];
        let ty = node.ty;
        let dst = self.regs.get(&i).copied().unwrap_or(NONE);
        let types = self.types;
        match &node.data {
            InstData::ExtractElement { vec, idx } => {
                let vty = self.value_ty(*vec);
                let n = types.vector_parts(vty).map_or(0, |(_, n)| n);
                let v = self.operand(*vec)?;
                let op = match self.const_index(*idx) {
                    Some(k) if k < u64::from(n) => Op::Move {
                        dst,
                        src: v + k as u32,
                        len: 1,
                    },
                    Some(_) => Op::Poison { dst, len: 1 },
                    None => Op::ExtractDyn {
                        dst,
                        vec: v,
                        len: n,
                        idx: self.operand(*idx)?,
                        idx_bits: self.width(self.value_ty(*idx)),
                    },
                };
                self.emit(op, i, b);
                return Ok(());
            }
            InstData::InsertElement { vec, elt, idx } => {
                let n = types.vector_parts(ty).map_or(0, |(_, n)| n);
                let (v, e) = (self.operand(*vec)?, self.operand(*elt)?);
                match self.const_index(*idx) {
                    Some(k) if k < u64::from(n) => {
                        self.emit(
                            Op::Move {
                                dst,
                                src: v,
                                len: n,
                            },
                            i,
                            b,
                        );
                        self.emit(
                            Op::Move {
                                dst: dst + k as u32,
                                src: e,
                                len: 1,
                            },
                            i,
                            b,
                        );
                    }
                    Some(_) => self.emit(Op::Poison { dst, len: n }, i, b),
                    None => {
                        let op = Op::InsertDyn {
                            dst,
                            vec: v,
                            len: n,
                            elt: e,
                            idx: self.operand(*idx)?,
                            idx_bits: self.width(self.value_ty(*idx)),
                        };
                        self.emit(op, i, b);
                    }
                }
                return Ok(());
            }
            InstData::ShuffleVector { a, b: bv, mask } => {
                let n = types.vector_parts(self.value_ty(*a)).map_or(0, |(_, n)| n);
                let (ra, rb) = (self.operand(*a)?, self.operand(*bv)?);
                for (j, lane) in mask.iter().enumerate() {
                    let d = dst + j as u32;
                    let op = match *lane {
                        Some(m) if m < n => Op::Move {
                            dst: d,
                            src: ra + m,
                            len: 1,
                        },
                        Some(m) if m < 2 * n => Op::Move {
                            dst: d,
                            src: rb + (m - n),
                            len: 1,
                        },
                        Some(_) | None => Op::Poison { dst: d, len: 1 },
                    };
                    self.emit(op, i, b);
                }
                return Ok(());
            }
            InstData::Select {
                cond,
                if_true,
                if_false,
                ..
            } if !types.is_vector(self.value_ty(*cond)) => {
                // One condition for the whole value (scalar, vector or aggregate).
                let op = Op::Select {
                    dst,
                    cond: self.operand(*cond)?,
                    t: self.operand(*if_true)?,
                    f: self.operand(*if_false)?,
                    len: self.leaves_of(ty),
                };
                self.emit(op, i, b);
                return Ok(());
            }
            InstData::Cast {
                op: CastOp::BitCast,
                arg,
                ..
            } => {
                let from = self.value_ty(*arg);
                let src = self.operand(*arg)?;
                // Same lanes of the same width: the bits move as they are.
                let same_shape = self.leaves_of(from) == self.leaves_of(ty)
                    && self.lane_bits(from) == self.lane_bits(ty);
                let op = if same_shape {
                    Op::Move {
                        dst,
                        src,
                        len: self.leaves_of(ty),
                    }
                } else {
                    if self.cx.dl.store_size(types, ty) > 64 {
                        return Err(InterpError::Unsupported(format!(
                            "a bitcast of more than 64 bytes in @{}",
                            self.f.name
                        )));
                    }
                    Op::Repack {
                        dst,
                        src,
                        from: self.layout(from)?,
                        to: self.layout(ty)?,
                    }
                };
                self.emit(op, i, b);
                return Ok(());
            }
            InstData::Binary { .. }
            | InstData::FNeg { .. }
            | InstData::ICmp { .. }
            | InstData::FCmp { .. }
            | InstData::Select { .. }
            | InstData::Cast { .. } => {}
            InstData::Phi { .. }
            | InstData::Alloca { .. }
            | InstData::Load { .. }
            | InstData::Store { .. }
            | InstData::Gep { .. }
            | InstData::ExtractValue { .. }
            | InstData::InsertValue { .. }
            | InstData::Call(_)
            | InstData::AtomicRmw(_)
            | InstData::CmpXchg(_)
            | InstData::Fence { .. }
            | InstData::Freeze { .. }
            | InstData::Ret { .. }
            | InstData::Br { .. }
            | InstData::CondBr { .. }
            | InstData::Switch { .. }
            | InstData::Unreachable => {
                return Err(InterpError::Internal(format!(
                    "@{}: '{}' is not a lane-wise instruction",
                    self.f.name,
                    node.data.mnemonic()
                )));
            }
        }
        // Element-wise: lane 0's ops, repeated per lane.
        let mut operands = Vec::new();
        node.data.visit_operands(|v| operands.push(v));
        let lanes = types
            .vector_parts(ty)
            .or_else(|| {
                operands
                    .first()
                    .and_then(|&v| types.vector_parts(self.value_ty(v)))
            })
            .map_or(1, |(_, n)| n);
        let mut regs = Vec::with_capacity(operands.len());
        for &v in &operands {
            regs.push(self.operand(v)?);
        }
        let rty = types.scalar_of(ty);
        let oty = types.scalar_of(self.value_ty(operands[0]));
        let seq = self.lane0(&node.data, rty, oty, dst, &regs, lanes)?;
        for k in 0..lanes {
            for op in &seq {
                let op = shifted(op, k);
                self.emit(op, i, b);
            }
        }
        Ok(())
    }

    /// The constant value of an index operand.
    fn const_index(&self, v: Value) -> Option<u64> {
        match v {
            Value::Const(c) => self.cx.m.consts.as_int(c),
            Value::Inst(_) | Value::Arg(_) => None,
        }
    }

    /// Bits of one lane of `ty` (the scalar's width; pointers 64).
    fn lane_bits(&self, ty: TypeId) -> u32 {
        let s = self.types.scalar_of(ty);
        self.types
            .int_bits(s)
            .or_else(|| self.types.float_bits(s))
            .unwrap_or(64)
    }

    /// `n` scratch registers per lane (the first of `lanes` consecutive ones).
    fn scratch(&mut self, lanes: u32) -> Result<u32, InterpError> {
        self.alloc_regs(lanes)
    }

    /// Whether a scalar type is `half`/`bfloat`, and which.
    fn f16_kind(&self, ty: TypeId) -> Option<bool> {
        let t = self.types.get(ty);
        if matches!(t, TypeData::Half | TypeData::BFloat) {
            Some(matches!(t, TypeData::BFloat))
        } else {
            None
        }
    }

    /// Lane 0's ops for an element-wise instruction with scalar result type `rty` and first
    /// operand scalar type `oty`; `regs` are the operands' first registers.
    fn lane0(
        &mut self,
        data: &InstData,
        rty: TypeId,
        oty: TypeId,
        dst: u32,
        regs: &[u32],
        lanes: u32,
    ) -> Result<Vec<Op>, InterpError> {
        let mut seq = Vec::new();
        match data {
            InstData::Binary { op, flags, .. } => {
                let (a, b) = (regs[0], regs[1]);
                let fop = match op {
                    BinaryOp::FAdd => Some(FOp::Add),
                    BinaryOp::FSub => Some(FOp::Sub),
                    BinaryOp::FMul => Some(FOp::Mul),
                    BinaryOp::FDiv => Some(FOp::Div),
                    BinaryOp::FRem => Some(FOp::Rem),
                    BinaryOp::Add
                    | BinaryOp::Sub
                    | BinaryOp::Mul
                    | BinaryOp::UDiv
                    | BinaryOp::SDiv
                    | BinaryOp::URem
                    | BinaryOp::SRem
                    | BinaryOp::Shl
                    | BinaryOp::LShr
                    | BinaryOp::AShr
                    | BinaryOp::And
                    | BinaryOp::Or
                    | BinaryOp::Xor => None,
                };
                if let Some(fop) = fop {
                    if let Some(bf) = self.f16_kind(rty) {
                        let (x, y, z) = (
                            self.scratch(lanes)?,
                            self.scratch(lanes)?,
                            self.scratch(lanes)?,
                        );
                        seq.push(Op::FExt16 { dst: x, a, bf });
                        seq.push(Op::FExt16 { dst: y, a: b, bf });
                        seq.push(Op::FBin {
                            op: fop,
                            double: false,
                            dst: z,
                            a: x,
                            b: y,
                        });
                        seq.push(Op::FTrunc16 {
                            dst,
                            a: z,
                            bf,
                            from_double: false,
                        });
                    } else {
                        seq.push(Op::FBin {
                            op: fop,
                            double: rty == TypeId::DOUBLE,
                            dst,
                            a,
                            b,
                        });
                    }
                    return Ok(seq);
                }
                let iop = match op {
                    BinaryOp::Add => IOp::Add,
                    BinaryOp::Sub => IOp::Sub,
                    BinaryOp::Mul => IOp::Mul,
                    BinaryOp::UDiv => IOp::UDiv,
                    BinaryOp::SDiv => IOp::SDiv,
                    BinaryOp::URem => IOp::URem,
                    BinaryOp::SRem => IOp::SRem,
                    BinaryOp::Shl => IOp::Shl,
                    BinaryOp::LShr => IOp::LShr,
                    BinaryOp::AShr => IOp::AShr,
                    BinaryOp::And => IOp::And,
                    BinaryOp::Or => IOp::Or,
                    BinaryOp::Xor
                    | BinaryOp::FAdd
                    | BinaryOp::FSub
                    | BinaryOp::FMul
                    | BinaryOp::FDiv
                    | BinaryOp::FRem => IOp::Xor,
                };
                seq.push(Op::IBin {
                    op: iop,
                    flags: *flags,
                    bits: self.width(rty),
                    dst,
                    a,
                    b,
                });
            }
            InstData::FNeg { .. } => {
                let sign = match self.types.float_bits(rty) {
                    Some(16) => 15,
                    Some(32) => 31,
                    _ => 63,
                };
                seq.push(Op::FNeg {
                    sign,
                    dst,
                    a: regs[0],
                });
            }
            InstData::ICmp { pred, .. } => seq.push(Op::ICmp {
                pred: *pred,
                bits: self.width(oty),
                dst,
                a: regs[0],
                b: regs[1],
            }),
            InstData::FCmp { pred, .. } => {
                let (mut a, mut b) = (regs[0], regs[1]);
                if let Some(bf) = self.f16_kind(oty) {
                    let (x, y) = (self.scratch(lanes)?, self.scratch(lanes)?);
                    seq.push(Op::FExt16 { dst: x, a, bf });
                    seq.push(Op::FExt16 { dst: y, a: b, bf });
                    (a, b) = (x, y);
                }
                seq.push(Op::FCmp {
                    pred: *pred,
                    double: oty == TypeId::DOUBLE,
                    dst,
                    a,
                    b,
                });
            }
            InstData::Select { .. } => seq.push(Op::Select {
                dst,
                cond: regs[0],
                t: regs[1],
                f: regs[2],
                len: 1,
            }),
            InstData::Cast { op, flags, .. } => {
                self.cast_lane0(*op, *flags, rty, oty, dst, regs[0], lanes, &mut seq)?
            }
            InstData::Phi { .. }
            | InstData::Alloca { .. }
            | InstData::Load { .. }
            | InstData::Store { .. }
            | InstData::Gep { .. }
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
            | InstData::Unreachable => {
                return Err(InterpError::Internal(format!(
                    "@{}: '{}' is not element-wise",
                    self.f.name,
                    data.mnemonic()
                )));
            }
        }
        Ok(seq)
    }

    /// Lane 0 of a conversion from scalar type `from` to `to`.
    #[allow(clippy::too_many_arguments)]
    fn cast_lane0(
        &mut self,
        op: CastOp,
        flags: IntFlags,
        to: TypeId,
        from: TypeId,
        dst: u32,
        a: u32,
        lanes: u32,
        seq: &mut Vec<Op>,
    ) -> Result<(), InterpError> {
        let (from16, to16) = (self.f16_kind(from), self.f16_kind(to));
        let op = match op {
            CastOp::Trunc => Op::Trunc {
                dst,
                a,
                from: self.width(from),
                to: self.width(to),
                flags: flags.bits(),
            },
            CastOp::ZExt => Op::ZExt {
                dst,
                a,
                nneg: flags.contains(IntFlags::NNEG),
                from: self.width(from),
            },
            CastOp::SExt => Op::SExt {
                dst,
                a,
                from: self.width(from),
                to: self.width(to),
            },
            CastOp::FPTrunc => match to16 {
                Some(bf) => Op::FTrunc16 {
                    dst,
                    a,
                    bf,
                    from_double: from == TypeId::DOUBLE,
                },
                None => Op::FpTrunc { dst, a },
            },
            CastOp::FPExt => match from16 {
                Some(bf) if to == TypeId::DOUBLE => {
                    let x = self.scratch(lanes)?;
                    seq.push(Op::FExt16 { dst: x, a, bf });
                    Op::FpExt { dst, a: x }
                }
                Some(bf) => Op::FExt16 { dst, a, bf },
                None => Op::FpExt { dst, a },
            },
            CastOp::FPToUI | CastOp::FPToSI => {
                let mut a = a;
                if let Some(bf) = from16 {
                    let x = self.scratch(lanes)?;
                    seq.push(Op::FExt16 { dst: x, a, bf });
                    a = x;
                }
                Op::FpToInt {
                    dst,
                    a,
                    double: from == TypeId::DOUBLE,
                    signed: op == CastOp::FPToSI,
                    bits: self.width(to),
                }
            }
            CastOp::UIToFP | CastOp::SIToFP => {
                let nneg = flags.contains(IntFlags::NNEG);
                let signed = op == CastOp::SIToFP;
                let bits = self.width(from);
                match to16 {
                    Some(bf) => {
                        let x = self.scratch(lanes)?;
                        seq.push(Op::IntToFp {
                            dst: x,
                            a,
                            double: true,
                            signed,
                            nneg,
                            bits,
                        });
                        Op::FTrunc16 {
                            dst,
                            a: x,
                            bf,
                            from_double: true,
                        }
                    }
                    None => Op::IntToFp {
                        dst,
                        a,
                        double: to == TypeId::DOUBLE,
                        signed,
                        nneg,
                        bits,
                    },
                }
            }
            CastOp::PtrToInt => Op::PtrToInt {
                dst,
                a,
                bits: self.width(to),
            },
            CastOp::IntToPtr => Op::IntToPtr { dst, a },
            CastOp::BitCast => Op::Move {
                dst,
                src: a,
                len: 1,
            },
            CastOp::AddrSpaceCast => Op::AsCast {
                dst,
                a,
                to: self.types.ptr_space(to).unwrap_or_default(),
            },
        };
        seq.push(op);
        Ok(())
    }
}

/// `op` with every register it names moved by `k` (lane `k` of a lane-0 op): its sources as
/// [`relocate`](super::lower::relocate) finds them, and its destination.
fn shifted(op: &Op, k: u32) -> Op {
    let mut op = op.clone();
    if k > 0 {
        let s = |r: &mut u32| {
            if *r != NONE {
                *r += k;
            }
        };
        super::lower::relocate(&mut op, s);
        if let Some(d) = dst_mut(&mut op) {
            s(d);
        }
    }
    op
}

/// The destination register of an op that writes one.
fn dst_mut(op: &mut Op) -> Option<&mut u32> {
    match op {
        Op::IBin { dst, .. }
        | Op::FBin { dst, .. }
        | Op::FNeg { dst, .. }
        | Op::ICmp { dst, .. }
        | Op::FCmp { dst, .. }
        | Op::Select { dst, .. }
        | Op::Move { dst, .. }
        | Op::Freeze { dst, .. }
        | Op::Insert { dst, .. }
        | Op::Trunc { dst, .. }
        | Op::ZExt { dst, .. }
        | Op::SExt { dst, .. }
        | Op::FpTrunc { dst, .. }
        | Op::FpExt { dst, .. }
        | Op::FExt16 { dst, .. }
        | Op::FTrunc16 { dst, .. }
        | Op::FpToInt { dst, .. }
        | Op::IntToFp { dst, .. }
        | Op::IntToPtr { dst, .. }
        | Op::PtrToInt { dst, .. }
        | Op::AsCast { dst, .. }
        | Op::Poison { dst, .. }
        | Op::Repack { dst, .. }
        | Op::ExtractDyn { dst, .. }
        | Op::InsertDyn { dst, .. }
        | Op::Alloca { dst, .. }
        | Op::Load { dst, .. }
        | Op::Gep { dst, .. }
        | Op::Rmw { dst, .. }
        | Op::CmpXchg { dst, .. } => Some(dst),
        Op::Store { .. }
        | Op::Call { .. }
        | Op::Ret { .. }
        | Op::Br { .. }
        | Op::CondBr { .. }
        | Op::Switch { .. }
        | Op::Unreachable
        | Op::Fence
        | Op::Nop => None,
    }
}
