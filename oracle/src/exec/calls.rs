//! Intrinsic calls and memory copies of the interpreter's machine.

use super::*;

impl Machine<'_> {
    /// Runs an intrinsic; `Ok(true)` for a barrier.
    pub(super) fn intrinsic(
        &mut self,
        op: &IntrinsicOp,
        ci: &crate::program::CallInfo,
        regs: &mut [Reg],
        base: usize,
        who: Who,
        clock: u64,
    ) -> Result<Option<Wait>, Fault> {
        let arg = |k: usize| {
            ci.args
                .get(k)
                .map_or(Reg::POISON, |&(r, _)| regs[base + r as usize])
        };
        let dst = base + ci.dst.0 as usize;
        let result = match op {
            IntrinsicOp::Sreg(s) => {
                let place = crate::sreg::Place {
                    tid: who.tid,
                    lin: who.lin,
                    block_idx: self.block_idx,
                    block_dim: self.block_dim,
                    grid: self.grid,
                    clock,
                };
                Some(Reg::val(crate::sreg::value(*s, &place)))
            }
            IntrinsicOp::Barrier => return Ok(Some(Wait::Barrier(None))),
            IntrinsicOp::BarrierCount => {
                let n = arg(1);
                // Counted in whole warps, as the hardware counts arrivals (a multiple of 32).
                let all = self
                    .block_dim
                    .iter()
                    .map(|&d| u64::from(d))
                    .product::<u64>()
                    .div_ceil(32)
                    * 32;
                if n.poison {
                    return ub(
                        UbKind::PoisonOperand,
                        "the thread count of a barrier is poison",
                    );
                }
                if n.bits & 0xffff_ffff != all {
                    return Err(Fault::Err(InterpError::Unsupported(format!(
                        "a named barrier for {} threads, where the block's warps hold {all} (the interpreters \
                         run barriers of the whole block)",
                        n.bits & 0xffff_ffff
                    ))));
                }
                return Ok(Some(Wait::Barrier(None)));
            }
            IntrinsicOp::Mapa => {
                let (p, rank) = (arg(0), arg(1));
                if rank.poison {
                    Some(Reg::POISON)
                } else if rank.bits & 0xffff_ffff != 0 {
                    return Err(Fault::Err(InterpError::Unsupported(format!(
                        "mapa to block {} of the cluster (the interpreters launch clusters of \
                         one block)",
                        rank.bits & 0xffff_ffff
                    ))));
                } else {
                    Some(p)
                }
            }
            IntrinsicOp::Const(v) => Some(Reg::val(*v)),
            IntrinsicOp::BarrierRed(r) => return Ok(Some(Wait::Barrier(Some((*r, arg(0)))))),
            IntrinsicOp::Warp(op) => {
                let a = [arg(0), arg(1), arg(2), arg(3)];
                return Ok(Some(Wait::Warp(*op, a)));
            }
            IntrinsicOp::Narrow { inner, bf } => {
                // Widen the 16-bit arguments, compute in float (fma: in double, one rounding),
                // round the result once.
                let k = if *bf {
                    seam::ir::FloatKind::BFloat
                } else {
                    seam::ir::FloatKind::Half
                };
                let a: Vec<Reg> = (0..ci.args.len()).map(arg).collect();
                if a.iter().any(|r| r.poison) {
                    Some(Reg::POISON)
                } else {
                    let w = |r: &Reg| k.to_f64(r.bits & 0xffff);
                    let v: Option<f64> = if let IntrinsicOp::Fma { .. } = &**inner {
                        Some(w(&a[0]).mul_add(w(&a[1]), w(&a[2])))
                    } else {
                        let mut tmp: Vec<Reg> = a
                            .iter()
                            .map(|r| Reg::val(u64::from((w(r) as f32).to_bits())))
                            .collect();
                        tmp.push(Reg::POISON);
                        let sub = crate::program::CallInfo {
                            args: (0..a.len() as u32).map(|k| (k, 1)).collect(),
                            dst: (a.len() as u32, 1),
                            ..ci.clone()
                        };
                        if self
                            .intrinsic(inner, &sub, &mut tmp, 0, who, clock)?
                            .is_some()
                        {
                            return Err(Fault::Err(InterpError::Internal(
                                "a narrowed intrinsic waited".into(),
                            )));
                        }
                        let r = tmp[a.len()];
                        (!r.poison).then(|| f64::from(f32::from_bits(r.bits as u32)))
                    };
                    Some(match v {
                        None => Reg::POISON,
                        Some(v) if v.is_nan() => Reg::val(0x7fff),
                        Some(v) => Reg::val(k.round_f64(v)),
                    })
                }
            }
            IntrinsicOp::F2iRn => {
                let x = arg(0);
                Some(if x.poison {
                    Reg::POISON
                } else {
                    let v = f64::from(f32::from_bits(x.bits as u32));
                    let r = if v.is_nan() {
                        0
                    } else {
                        v.round_ties_even()
                            .clamp(f64::from(i32::MIN), f64::from(i32::MAX))
                            as i32
                    };
                    Reg::val(u64::from(r as u32))
                })
            }
            IntrinsicOp::Mul24 { signed } => {
                let (x, y) = (arg(0), arg(1));
                Some(if x.poison || y.poison {
                    Reg::POISON
                } else {
                    let p = if *signed {
                        let s = |v: u64| i64::from(((v as u32) << 8) as i32 >> 8);
                        (s(x.bits) * s(y.bits)) as u64
                    } else {
                        (x.bits & 0xff_ffff) * (y.bits & 0xff_ffff)
                    };
                    Reg::val(p & 0xffff_ffff)
                })
            }
            IntrinsicOp::MulHi { signed, wide } => {
                let (x, y) = (arg(0), arg(1));
                Some(if x.poison || y.poison {
                    Reg::POISON
                } else if *wide {
                    let p = if *signed {
                        (i128::from(x.bits as i64) * i128::from(y.bits as i64)) as u128
                    } else {
                        u128::from(x.bits) * u128::from(y.bits)
                    };
                    Reg::val((p >> 64) as u64)
                } else {
                    let p = if *signed {
                        (i64::from(x.bits as u32 as i32) * i64::from(y.bits as u32 as i32)) as u64
                    } else {
                        (x.bits & 0xffff_ffff) * (y.bits & 0xffff_ffff)
                    };
                    Reg::val((p >> 32) & 0xffff_ffff)
                })
            }
            IntrinsicOp::IsSpacep(space) => {
                let p = arg(0);
                if p.poison {
                    Some(Reg::POISON)
                } else {
                    let (id, _) = split(p.bits);
                    let yes = id != 0
                        && self.allocs.get(id as usize).is_some_and(|a| {
                            a.space == *space
                                // The cluster's shared window holds the block's own (as the
                                // PTX `isspacep.shared::cluster` says).
                                || (*space == AddrSpace::SHARED_CLUSTER
                                    && a.space == AddrSpace::SHARED)
                        });
                    Some(Reg::val(u64::from(yes)))
                }
            }
            IntrinsicOp::Memcpy {
                overlap_ok,
                dst_space,
                src_space,
            } => {
                let (d, s, n) = (arg(0), arg(1), arg(2));
                if n.poison {
                    return ub(UbKind::PoisonOperand, "the length of a copy is poison");
                }
                if n.bits > 0 {
                    self.copy(who, d, s, n.bits, *overlap_ok, *dst_space, *src_space)?;
                }
                None
            }
            IntrinsicOp::Memset { space } => {
                let (d, v, n) = (arg(0), arg(1), arg(2));
                if n.poison {
                    return ub(UbKind::PoisonOperand, "the length of a memset is poison");
                }
                if n.bits > 0 {
                    let (id, off) = self.access(who, d, n.bits, 1, *space, true, false)?;
                    let a = &mut self.allocs[id as usize];
                    if v.poison && a.space == AddrSpace::GLOBAL {
                        let d = self.describe(id);
                        return ub(UbKind::PoisonStored, format!("memset stores poison to {d}"));
                    }
                    let len = n.bits as usize;
                    a.data[off..off + len].fill(v.bits as u8);
                    a.set_init_range(off, len, !v.poison);
                }
                None
            }
            IntrinsicOp::Assume => {
                let c = arg(0);
                if c.poison || c.bits & 1 == 0 {
                    let what = if c.poison { "poison" } else { "false" };
                    return ub(
                        UbKind::AssumeViolated,
                        format!("the assumed condition is {what}"),
                    );
                }
                None
            }
            IntrinsicOp::MinMax { signed, max, bits } => {
                let (x, y) = (arg(0), arg(1));
                Some(if x.poison || y.poison {
                    Reg::POISON
                } else {
                    let less = if *signed {
                        sext(x.bits, *bits) < sext(y.bits, *bits)
                    } else {
                        x.bits < y.bits
                    };
                    Reg::val(if less != *max { x.bits } else { y.bits })
                })
            }
            IntrinsicOp::Abs { bits } => {
                let (x, flag) = (arg(0), arg(1));
                let min = 1u64 << (*bits - 1);
                Some(
                    if x.poison || flag.poison || (flag.bits & 1 == 1 && x.bits == min) {
                        Reg::POISON
                    } else {
                        Reg::val(sext(x.bits, *bits).unsigned_abs() & mask(u32::from(*bits)))
                    },
                )
            }
            IntrinsicOp::Sat { signed, sub, bits } => {
                let (x, y) = (arg(0), arg(1));
                Some(if x.poison || y.poison {
                    Reg::POISON
                } else {
                    let b = u32::from(*bits);
                    let (lo, hi, a, c) = if *signed {
                        (
                            -(1i128 << (b - 1)),
                            (1i128 << (b - 1)) - 1,
                            i128::from(sext(x.bits, *bits)),
                            i128::from(sext(y.bits, *bits)),
                        )
                    } else {
                        (0, (1i128 << b) - 1, i128::from(x.bits), i128::from(y.bits))
                    };
                    let r = if *sub { a - c } else { a + c };
                    Reg::val((r.clamp(lo, hi) as u64) & mask(b))
                })
            }
            IntrinsicOp::TypeTest(members) => {
                let p = arg(0);
                Some(if p.poison {
                    Reg::POISON
                } else {
                    Reg::val(u64::from(members.contains(&p.bits)))
                })
            }
            IntrinsicOp::Trap => return Err(Fault::Trap(TrapKind::TrapCalled)),
            // Handled at the call (it needs the thread's local budget).
            IntrinsicOp::Nop | IntrinsicOp::Lifetime { .. } => None,
            IntrinsicOp::StackSave => Some(Reg::val(0)),
            IntrinsicOp::Expect => Some(arg(0)),
            IntrinsicOp::FUnary { op, double } => {
                let x = arg(0);
                Some(if x.poison {
                    Reg::POISON
                } else {
                    Reg::val(funary(*op, *double, x.bits))
                })
            }
            IntrinsicOp::FBinary { op, double } => {
                let (x, y) = (arg(0), arg(1));
                Some(if x.poison || y.poison {
                    Reg::POISON
                } else {
                    Reg::val(fbinary(*op, *double, x.bits, y.bits))
                })
            }
            IntrinsicOp::Fma { double } => {
                let (x, y, z) = (arg(0), arg(1), arg(2));
                Some(if x.poison || y.poison || z.poison {
                    Reg::POISON
                } else if *double {
                    Reg::val(canon64(
                        f64::from_bits(x.bits)
                            .mul_add(f64::from_bits(y.bits), f64::from_bits(z.bits)),
                    ))
                } else {
                    let f = |r: Reg| f32::from_bits(r.bits as u32);
                    Reg::val(canon32(f(x).mul_add(f(y), f(z))))
                })
            }
            IntrinsicOp::Ptx(p) => {
                let a: Vec<Reg> = (0..ci.args.len()).map(arg).collect();
                let poison = a.iter().any(|r| r.poison);
                let bits: Vec<u64> = a.iter().map(|r| r.bits).collect();
                let out = crate::nvvm::eval(*p, &bits);
                // A pair of results (`MadWide`) fills two registers.
                for (k, &v) in out.iter().enumerate().take(ci.dst.1 as usize) {
                    regs[dst + k] = if poison { Reg::POISON } else { Reg::val(v) };
                }
                None
            }
            IntrinsicOp::Unsupported(why) => {
                return Err(Fault::Err(InterpError::Unsupported(why.clone())));
            }
            IntrinsicOp::Bits { op, bits } => {
                let (x, flag) = (arg(0), arg(1));
                Some(bit_op(*op, *bits, x, flag))
            }
            IntrinsicOp::Funnel { left, bits } => {
                let (x, y, z) = (arg(0), arg(1), arg(2));
                Some(if x.poison || y.poison || z.poison {
                    Reg::POISON
                } else {
                    Reg::val(funnel(*left, *bits, x.bits, y.bits, z.bits))
                })
            }
        };
        if let Some(v) = result
            && ci.dst.1 > 0
        {
            regs[dst] = v;
        }
        Ok(None)
    }

    /// `memcpy` / `memmove` of `n` bytes.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn copy(
        &mut self,
        who: Who,
        d: Reg,
        s: Reg,
        n: u64,
        overlap_ok: bool,
        dst_space: AddrSpace,
        src_space: AddrSpace,
    ) -> Result<(), Fault> {
        let (sid, soff) = self.access(who, s, n, 1, src_space, false, false)?;
        let (did, doff) = self.access(who, d, n, 1, dst_space, true, false)?;
        if !overlap_ok && sid == did && soff < doff + n as usize && doff < soff + n as usize {
            return ub(
                UbKind::OverlappingCopy,
                format!(
                    "memcpy of {n} bytes within {} overlaps itself",
                    self.describe(sid)
                ),
            );
        }
        let mut bytes = std::mem::take(&mut self.bytes);
        bytes.clear();
        let a = &self.allocs[sid as usize];
        bytes.extend((soff..soff + n as usize).map(|i| (a.data[i], a.is_init(i))));
        let b = &mut self.allocs[did as usize];
        if b.space == AddrSpace::GLOBAL && bytes.iter().any(|&(_, init)| !init) {
            self.bytes = bytes;
            let d = self.describe(did);
            return ub(
                UbKind::PoisonStored,
                format!("a copy stores uninitialized bytes to {d}"),
            );
        }
        for (k, &(v, init)) in bytes.iter().enumerate() {
            b.data[doff + k] = v;
            b.set_init(doff + k, init);
        }
        self.bytes = bytes;
        Ok(())
    }
}
