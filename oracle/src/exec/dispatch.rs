//! Instruction dispatch: [`Machine::run_thread`] runs one thread's ops, one arm per op kind,
//! until a barrier, a warp-synchronous operation, its end or a fault; with the checks and
//! helpers only it uses (attributes on values crossing a call, `inbounds` offsets, indirect
//! call targets, a control-flow edge's `phi` moves).
//!
//! Not here: the machine it runs on (threads, frames, scheduling, allocations and memory
//! accesses: `mod.rs`), the values of arithmetic (`arith.rs`), intrinsic calls and memory
//! copies (`calls.rs`), warps (`warp.rs`).

use super::*;

impl<'a> Machine<'a> {
    /// Runs thread `t` until it reaches a barrier, returns from the kernel, or faults. On a
    /// fault, the innermost frame's `pc` is the faulting op.
    pub(super) fn run_thread(&mut self, t: &mut Thread) -> Result<(), Fault> {
        let prog: &'a Program = self.prog;
        let who = t.who;
        let Thread {
            regs,
            frames,
            locals,
            local_bytes,
            state,
            park,
            ..
        } = t;
        let top = *frames.last().expect("a running thread has a frame");
        let mut cf: &'a CFunc = prog.funcs[top.func as usize]
            .as_ref()
            .expect("frames run definitions");
        let mut pc = top.pc as usize;
        let mut base = top.base as usize;
        let mut fuel = self.fuel;

        macro_rules! bail {
            ($e:expr) => {{
                let e = $e;
                if let Some(fr) = frames.last_mut() {
                    fr.pc = pc as u32;
                }
                self.fuel = fuel;
                return Err(e);
            }};
        }
        macro_rules! tri {
            ($e:expr) => {
                match $e {
                    Ok(v) => v,
                    Err(f) => bail!(f),
                }
            };
        }
        macro_rules! r {
            ($i:expr) => {
                regs[base + $i as usize]
            };
        }

        loop {
            if fuel == 0 {
                bail!(Fault::Fuel);
            }
            fuel -= 1;
            match &cf.ops[pc] {
                Op::IBin {
                    op,
                    flags,
                    bits,
                    dst,
                    a,
                    b,
                } => {
                    let (x, y) = (r!(*a), r!(*b));
                    r!(*dst) = tri!(ibin(*op, *flags, *bits, x, y));
                }
                Op::FBin {
                    op,
                    double,
                    dst,
                    a,
                    b,
                } => {
                    let (x, y) = (r!(*a), r!(*b));
                    r!(*dst) = if x.poison || y.poison {
                        Reg::POISON
                    } else {
                        Reg::val(fbin(*op, *double, x.bits, y.bits))
                    };
                }
                Op::FNeg { sign, dst, a } => {
                    let x = r!(*a);
                    r!(*dst) = Reg {
                        bits: x.bits ^ (1u64 << *sign),
                        poison: x.poison,
                    };
                }
                Op::FExt16 { dst, a, bf } => {
                    let x = r!(*a);
                    let v = f16_kind(*bf).to_f64(x.bits & 0xffff) as f32;
                    r!(*dst) = Reg {
                        bits: canon32(v),
                        poison: x.poison,
                    };
                }
                Op::FTrunc16 {
                    dst,
                    a,
                    bf,
                    from_double,
                } => {
                    let x = r!(*a);
                    let v = if *from_double {
                        f64::from_bits(x.bits)
                    } else {
                        f64::from(f32::from_bits(x.bits as u32))
                    };
                    let k = f16_kind(*bf);
                    // PTX's canonical 16-bit NaN (both formats).
                    let bits = if v.is_nan() { 0x7fff } else { k.round_f64(v) };
                    r!(*dst) = Reg {
                        bits,
                        poison: x.poison,
                    };
                }
                Op::Poison { dst, len } => {
                    let d = base + *dst as usize;
                    regs[d..d + *len as usize].fill(Reg::POISON);
                }
                Op::Repack { dst, src, from, to } => {
                    let (lf, lt) = (&cf.layouts[*from as usize], &cf.layouts[*to as usize]);
                    let s = base + *src as usize;
                    let d = base + *dst as usize;
                    if regs[s..s + lf.len()].iter().any(|r| r.poison) {
                        regs[d..d + lt.len()].fill(Reg::POISON);
                    } else {
                        // The value's bytes, as memory would hold them (bit-packed lanes
                        // OR-ed in at their bits).
                        let mut bytes = [0u8; 64];
                        for (k, l) in lf.iter().enumerate() {
                            let (o, n) = (l.offset as usize, l.span());
                            if o + n > 64 {
                                continue;
                            }
                            let shift = l.bit.unwrap_or(0);
                            let v = u128::from(regs[s + k].bits & l.kind.mask()) << shift;
                            for (j, b) in v.to_le_bytes()[..n].iter().enumerate() {
                                bytes[o + j] |= b;
                            }
                        }
                        for (k, l) in lt.iter().enumerate() {
                            let (o, n) = (l.offset as usize, l.span());
                            let mut b = [0u8; 16];
                            if o + n <= 64 {
                                b[..n].copy_from_slice(&bytes[o..o + n]);
                            }
                            let v = u128::from_le_bytes(b) >> l.bit.unwrap_or(0);
                            regs[d + k] = Reg::val(v as u64 & l.kind.mask());
                        }
                    }
                }
                Op::ExtractDyn {
                    dst,
                    vec,
                    len,
                    idx,
                    idx_bits,
                } => {
                    let x = r!(*idx);
                    let at = x.bits & mask(u32::from(*idx_bits));
                    r!(*dst) = if x.poison || at >= u64::from(*len) {
                        Reg::POISON
                    } else {
                        r!(*vec + at as u32)
                    };
                }
                Op::InsertDyn {
                    dst,
                    vec,
                    len,
                    elt,
                    idx,
                    idx_bits,
                } => {
                    let x = r!(*idx);
                    let e = r!(*elt);
                    let at = x.bits & mask(u32::from(*idx_bits));
                    let (d, n) = (base + *dst as usize, *len as usize);
                    regs.copy_within(base + *vec as usize..base + *vec as usize + n, d);
                    if x.poison || at >= u64::from(*len) {
                        regs[d..d + n].fill(Reg::POISON);
                    } else {
                        regs[d + at as usize] = e;
                    }
                }
                Op::ICmp {
                    pred,
                    bits,
                    dst,
                    a,
                    b,
                } => {
                    let (x, y) = (r!(*a), r!(*b));
                    r!(*dst) = if x.poison || y.poison {
                        Reg::POISON
                    } else {
                        Reg::val(u64::from(icmp(*pred, *bits, x.bits, y.bits)))
                    };
                }
                Op::FCmp {
                    pred,
                    double,
                    dst,
                    a,
                    b,
                } => {
                    let (x, y) = (r!(*a), r!(*b));
                    r!(*dst) = if x.poison || y.poison {
                        Reg::POISON
                    } else {
                        Reg::val(u64::from(fcmp(*pred, *double, x.bits, y.bits)))
                    };
                }
                Op::Select {
                    dst,
                    cond,
                    t,
                    f,
                    len,
                } => {
                    let c = r!(*cond);
                    let (d, n) = (base + *dst as usize, *len as usize);
                    if c.poison {
                        regs[d..d + n].fill(Reg::POISON);
                    } else {
                        let s = base + if c.bits & 1 == 1 { *t } else { *f } as usize;
                        regs.copy_within(s..s + n, d);
                    }
                }
                Op::Move { dst, src, len } => {
                    if *len == 1 {
                        r!(*dst) = r!(*src);
                    } else {
                        let s = base + *src as usize;
                        regs.copy_within(s..s + *len as usize, base + *dst as usize);
                    }
                }
                Op::Freeze { dst, src, len } => {
                    for k in 0..*len as usize {
                        let v = regs[base + *src as usize + k];
                        regs[base + *dst as usize + k] = if v.poison { Reg::val(0) } else { v };
                    }
                }
                Op::Insert {
                    dst,
                    agg,
                    len,
                    elt,
                    at,
                    elt_len,
                } => {
                    let d = base + *dst as usize;
                    regs.copy_within(base + *agg as usize..base + (*agg + *len) as usize, d);
                    let e = base + *elt as usize;
                    regs.copy_within(e..e + *elt_len as usize, d + *at as usize);
                }
                Op::Trunc {
                    dst,
                    a,
                    from,
                    to,
                    flags,
                } => {
                    let x = r!(*a);
                    let v = x.bits & mask(u32::from(*to));
                    let f = IntFlags::from_bits(*flags);
                    let poison = x.poison
                        || (f.contains(IntFlags::NUW) && v != x.bits)
                        || (f.contains(IntFlags::NSW) && sext(v, *to) != sext(x.bits, *from));
                    r!(*dst) = Reg { bits: v, poison };
                }
                Op::ZExt { dst, a, nneg, from } => {
                    let x = r!(*a);
                    let poison = x.poison || (*nneg && (x.bits >> (*from - 1)) & 1 == 1);
                    r!(*dst) = Reg {
                        bits: x.bits,
                        poison,
                    };
                }
                Op::SExt { dst, a, from, to } => {
                    let x = r!(*a);
                    r!(*dst) = Reg {
                        bits: sext(x.bits, *from) as u64 & mask(u32::from(*to)),
                        poison: x.poison,
                    };
                }
                Op::FpTrunc { dst, a } => {
                    let x = r!(*a);
                    let v = f64::from_bits(x.bits) as f32;
                    r!(*dst) = Reg {
                        bits: canon32(v),
                        poison: x.poison,
                    };
                }
                Op::FpExt { dst, a } => {
                    let x = r!(*a);
                    let v = f64::from(f32::from_bits(x.bits as u32));
                    r!(*dst) = Reg {
                        bits: canon64(v),
                        poison: x.poison,
                    };
                }
                Op::FpToInt {
                    dst,
                    a,
                    double,
                    signed,
                    bits,
                } => {
                    let x = r!(*a);
                    r!(*dst) = if x.poison {
                        Reg::POISON
                    } else {
                        fp_to_int(x.bits, *double, *signed, *bits)
                    };
                }
                Op::IntToFp {
                    dst,
                    a,
                    double,
                    signed,
                    nneg,
                    bits,
                } => {
                    let x = r!(*a);
                    let negative = (x.bits >> (*bits - 1)) & 1 == 1;
                    r!(*dst) = if x.poison || (*nneg && negative) {
                        Reg::POISON
                    } else {
                        Reg::val(int_to_fp(x.bits, *double, *signed, *bits))
                    };
                }
                Op::IntToPtr { dst, a, .. } => {
                    r!(*dst) = r!(*a);
                }
                Op::PtrToInt { dst, a, bits } => {
                    let x = r!(*a);
                    r!(*dst) = Reg {
                        bits: x.bits & mask(u32::from(*bits)),
                        poison: x.poison,
                    };
                }
                Op::AsCast { dst, a, to } => {
                    let x = r!(*a);
                    if !x.poison && x.bits != 0 && !to.is_generic() {
                        let (id, _) = split(x.bits);
                        let space = self.allocs.get(id as usize).map(|a| a.space);
                        if space != Some(*to) {
                            let what = match space {
                                Some(s) => format!("{} in {s:?}", self.describe(id)),
                                None if id >= FUNC_BASE => "a function".to_owned(),
                                None => format!("0x{:x}, in no allocation", x.bits),
                            };
                            bail!(Fault::Ub(
                                UbKind::WrongSpaceCast,
                                format!("a cast to {to:?} of a pointer to {what}")
                            ));
                        }
                    }
                    r!(*dst) = x;
                }
                Op::Alloca {
                    dst,
                    size,
                    count,
                    count_bits,
                    align,
                    space,
                    deferred,
                } => {
                    let n = if *count == NONE {
                        1
                    } else {
                        let c = r!(*count);
                        if c.poison {
                            bail!(Fault::Ub(
                                UbKind::PoisonOperand,
                                "the element count of an alloca is poison".into()
                            ));
                        }
                        c.bits & mask(u32::from(*count_bits))
                    };
                    let _ = (align, space);
                    let total = size.saturating_mul(n);
                    if *deferred {
                        // Charged by its `lifetime.start`; still bounded by one allocation.
                        if total >= MAX_ALLOC || total > self.limits.local_bytes_per_thread {
                            bail!(Fault::Trap(TrapKind::StackOverflow));
                        }
                    } else {
                        tri!(self.grow_stack(local_bytes, total));
                    }
                    let mut a =
                        Alloc::new(AddrSpace::LOCAL, AllocKind::Local, total as usize, false);
                    a.owner = Some(who.owner);
                    a.charged = !*deferred;
                    let id = tri!(self.new_alloc(a));
                    locals.push(id);
                    r!(*dst) = Reg::val(addr(id, 0));
                }
                Op::Load {
                    dst,
                    ptr,
                    layout,
                    size,
                    align,
                    space,
                    atomic,
                } => {
                    let p = r!(*ptr);
                    let (id, off) =
                        tri!(self.access(who, p, *size, *align, *space, false, *atomic));
                    self.note(*space, cf, pc, id);
                    if *atomic {
                        self.causality.atomic(who.lin, p.bits, true, false, false);
                    }
                    let a = &self.allocs[id as usize];
                    let d = base + *dst as usize;
                    for (k, l) in cf.layouts[*layout as usize].iter().enumerate() {
                        regs[d + k] = read_leaf(a, off + l.offset as usize, *l);
                    }
                }
                Op::Store {
                    src,
                    ptr,
                    layout,
                    size,
                    align,
                    space,
                    atomic,
                    release,
                } => {
                    let p = r!(*ptr);
                    let (id, off, pending) =
                        tri!(self.access_store(who, p, *size, *align, *space, *atomic));
                    self.note(*space, cf, pc, id);
                    let s = base + *src as usize;
                    let a = &mut self.allocs[id as usize];
                    let layout = &cf.layouts[*layout as usize];
                    let mut poisoned = false;
                    for (k, l) in layout.iter().enumerate() {
                        let v = regs[s + k];
                        if v.poison && a.space == AddrSpace::GLOBAL {
                            let d = self.describe(id);
                            bail!(Fault::Ub(
                                UbKind::PoisonStored,
                                format!("a poison value stored to {d}")
                            ));
                        }
                        if v.poison {
                            poisoned = true;
                        } else {
                            write_leaf(a, off + l.offset as usize, *l, v);
                        }
                    }
                    // Poison lanes last. Poison is tracked per byte, so a bit-packed poison
                    // lane would poison the lanes that share its bytes: a vector of sub-byte
                    // lanes stored partly poison is not run (the PTX is observed instead).
                    if poisoned {
                        let partly = layout.iter().any(|l| l.bit.is_some())
                            && !(0..layout.len()).all(|k| regs[s + k].poison);
                        if partly {
                            bail!(Fault::Err(InterpError::Unsupported(
                                "a store of a vector of sub-byte lanes some of which are \
                                 poison (poison is tracked per byte)"
                                    .into()
                            )));
                        }
                        for (k, l) in layout.iter().enumerate() {
                            if regs[s + k].poison {
                                write_leaf(a, off + l.offset as usize, *l, regs[s + k]);
                            }
                        }
                    }
                    // A race with other stores only: benign if it wrote what was there.
                    tri!(self.settle(pending));
                    if *atomic {
                        self.causality
                            .atomic(who.lin, p.bits, false, true, *release);
                    }
                }
                Op::Gep {
                    dst,
                    base: b,
                    offset,
                    terms,
                    inbounds,
                } => {
                    let p = r!(*b);
                    let mut poison = p.poison;
                    let mut delta = *offset;
                    if *terms != NONE {
                        for term in &cf.geps[*terms as usize] {
                            let v = r!(term.reg);
                            poison |= v.poison;
                            delta = delta
                                .wrapping_add(sext(v.bits, term.bits).wrapping_mul(term.scale));
                        }
                    }
                    let result = p.bits.wrapping_add(delta as u64);
                    if *inbounds && !poison {
                        poison = !self.inbounds(p.bits, delta);
                    }
                    r!(*dst) = Reg {
                        bits: result,
                        poison,
                    };
                }
                Op::Call { call } => {
                    let ci = &cf.calls[*call as usize];
                    let callee = match &ci.target {
                        Target::Direct(f) => *f,
                        Target::Indirect(reg) => {
                            let p = r!(*reg);
                            match self.resolve(p, ci.fn_ty, ci.cc) {
                                Ok(f) => f,
                                Err(e) => bail!(e),
                            }
                        }
                        Target::Intrinsic(IntrinsicOp::Lifetime { start }) => {
                            let p = ci.args.get(1).map(|&(r, _)| regs[base + r as usize]);
                            tri!(self.lifetime(*start, p, who, local_bytes));
                            pc += 1;
                            continue;
                        }
                        Target::Intrinsic(op) => {
                            let clock = self.limits.fuel - fuel;
                            match self.intrinsic(op, ci, regs, base, who, clock) {
                                Ok(Some(wait)) => {
                                    // A barrier or a warp operation: wait, and resume after it
                                    // (the scheduler writes the result, if any).
                                    if let Some(fr) = frames.last_mut() {
                                        fr.pc = pc as u32 + 1;
                                    }
                                    self.fuel = fuel;
                                    *state = match wait {
                                        Wait::Warp(..) => State::Warp,
                                        Wait::Barrier(_) => State::Barrier,
                                    };
                                    let dst = (ci.dst.1 > 0).then(|| base + ci.dst.0 as usize);
                                    *park = Some(Park { wait, dst });
                                    return Ok(());
                                }
                                Ok(None) => {}
                                Err(e) => bail!(e),
                            }
                            if !ci.ret_check.is_none() && ci.dst.1 > 0 {
                                let d = base + ci.dst.0 as usize;
                                let n = ci.dst.1 as usize;
                                tri!(check_value(&mut regs[d..d + n], ci.ret_check, usize::MAX));
                            }
                            pc += 1;
                            continue;
                        }
                        Target::External(name) => {
                            bail!(Fault::Err(InterpError::Unsupported(format!(
                                "a call to @{name}, which has no body"
                            ))))
                        }
                    };
                    if frames.len() >= self.limits.max_call_depth as usize {
                        bail!(Fault::Trap(TrapKind::StackOverflow));
                    }
                    let callee_cf: &'a CFunc = prog.funcs[callee as usize]
                        .as_ref()
                        .expect("resolved to a definition");
                    if ci.args.len() != callee_cf.params.len() {
                        bail!(Fault::Err(InterpError::Unsupported(
                            "a call with variadic arguments".into()
                        )));
                    }
                    let mark = locals.len();
                    let new_base = regs.len();
                    regs.resize(new_base + callee_cf.n_regs as usize, Reg::default());
                    regs[new_base + callee_cf.const_base as usize..]
                        .copy_from_slice(&callee_cf.consts);
                    for (&(src, n), p) in ci.args.iter().zip(&callee_cf.params) {
                        let s = base + src as usize;
                        regs.copy_within(s..s + n as usize, new_base + p.start as usize);
                        if let Some((size, align)) = p.byval {
                            let src = regs[s];
                            match self.byval_copy(who, src, size, align, locals, local_bytes) {
                                Ok(r) => regs[new_base + p.start as usize] = r,
                                Err(e) => {
                                    regs.truncate(new_base);
                                    self.pop_locals(locals, local_bytes, mark);
                                    bail!(e)
                                }
                            }
                        }
                    }
                    if !ci.arg_checks.is_empty() || !callee_cf.param_checks.is_empty() {
                        for (k, p) in callee_cf.params.iter().enumerate() {
                            let c =
                                ci.arg_checks.get(k).copied().unwrap_or_default().and(
                                    callee_cf.param_checks.get(k).copied().unwrap_or_default(),
                                );
                            let at = new_base + p.start as usize;
                            let n = ci.args[k].1 as usize;
                            if let Err(e) = check_value(&mut regs[at..at + n], c, k) {
                                regs.truncate(new_base);
                                self.pop_locals(locals, local_bytes, mark);
                                bail!(e)
                            }
                        }
                    }
                    if let Some(fr) = frames.last_mut() {
                        fr.pc = pc as u32;
                    }
                    frames.push(Frame {
                        func: callee,
                        pc: 0,
                        base: new_base as u32,
                        locals: mark as u32,
                    });
                    cf = callee_cf;
                    base = new_base;
                    pc = 0;
                    continue;
                }
                Op::Rmw {
                    op,
                    dst,
                    ptr,
                    val,
                    kind,
                    align,
                    space,
                    release,
                } => {
                    let p = r!(*ptr);
                    let v = r!(*val);
                    let (id, off) =
                        tri!(self.access(who, p, kind.bytes(), *align, *space, true, true));
                    self.note(*space, cf, pc, id);
                    let a = &mut self.allocs[id as usize];
                    let old = read_leaf(a, off, kind.leaf());
                    let new = if old.poison || v.poison {
                        Reg::POISON
                    } else {
                        Reg::val(rmw(*op, *kind, old.bits, v.bits))
                    };
                    if new.poison && a.space == AddrSpace::GLOBAL {
                        let d = self.describe(id);
                        bail!(Fault::Ub(
                            UbKind::PoisonStored,
                            format!("an atomic operation stores poison to {d}")
                        ));
                    }
                    write_leaf(a, off, kind.leaf(), new);
                    r!(*dst) = old;
                    self.causality.atomic(who.lin, p.bits, true, true, *release);
                }
                Op::CmpXchg {
                    dst,
                    ptr,
                    cmp,
                    new,
                    kind,
                    align,
                    space,
                    release,
                } => {
                    let p = r!(*ptr);
                    let (c, n) = (r!(*cmp), r!(*new));
                    let (id, off) =
                        tri!(self.access(who, p, kind.bytes(), *align, *space, true, true));
                    self.note(*space, cf, pc, id);
                    let a = &mut self.allocs[id as usize];
                    let old = read_leaf(a, off, kind.leaf());
                    if old.poison || c.poison {
                        bail!(Fault::Ub(
                            UbKind::PoisonOperand,
                            "cmpxchg compares a poison value".into()
                        ));
                    }
                    let ok = old.bits == c.bits;
                    if ok {
                        if n.poison && a.space == AddrSpace::GLOBAL {
                            let d = self.describe(id);
                            bail!(Fault::Ub(
                                UbKind::PoisonStored,
                                format!("cmpxchg stores poison to {d}")
                            ));
                        }
                        write_leaf(a, off, kind.leaf(), n);
                    }
                    r!(*dst) = old;
                    r!(*dst + 1) = Reg::val(u64::from(ok));
                    self.causality.atomic(who.lin, p.bits, true, ok, *release);
                }
                Op::Ret { src, len } => {
                    if *len > 0 && frames.len() >= 2 {
                        let caller = frames[frames.len() - 2];
                        let ccf: &'a CFunc = prog.funcs[caller.func as usize]
                            .as_ref()
                            .expect("frames run definitions");
                        if let Op::Call { call } = ccf.ops[caller.pc as usize] {
                            let c = cf.ret_check.and(ccf.calls[call as usize].ret_check);
                            if !c.is_none() {
                                let s = base + *src as usize;
                                tri!(check_value(&mut regs[s..s + *len as usize], c, usize::MAX));
                            }
                        }
                    }
                    let fr = frames.pop().expect("a frame");
                    self.pop_locals(locals, local_bytes, fr.locals as usize);
                    let Some(caller) = frames.last() else {
                        regs.clear();
                        self.fuel = fuel;
                        *state = State::Done;
                        return Ok(());
                    };
                    let ccf: &'a CFunc = prog.funcs[caller.func as usize]
                        .as_ref()
                        .expect("frames run definitions");
                    let Op::Call { call } = ccf.ops[caller.pc as usize] else {
                        bail!(Fault::Err(InterpError::Internal(
                            "a frame returns to an op that is not a call".into()
                        )));
                    };
                    if *len > 0 {
                        let (d, _) = ccf.calls[call as usize].dst;
                        let s = base + *src as usize;
                        regs.copy_within(s..s + *len as usize, caller.base as usize + d as usize);
                    }
                    regs.truncate(base);
                    cf = ccf;
                    base = caller.base as usize;
                    pc = caller.pc as usize + 1;
                    continue;
                }
                Op::Br { pc: target, moves } => {
                    if *moves != 0 {
                        self.apply_moves(regs, base, &cf.moves[*moves as usize]);
                    }
                    pc = *target as usize;
                    continue;
                }
                Op::CondBr {
                    cond,
                    t_pc,
                    t_moves,
                    f_pc,
                    f_moves,
                } => {
                    let c = r!(*cond);
                    if c.poison {
                        bail!(Fault::Ub(
                            UbKind::PoisonBranch,
                            "the branch condition is poison".into()
                        ));
                    }
                    let (target, moves) = if c.bits & 1 == 1 {
                        (*t_pc, *t_moves)
                    } else {
                        (*f_pc, *f_moves)
                    };
                    if moves != 0 {
                        self.apply_moves(regs, base, &cf.moves[moves as usize]);
                    }
                    pc = target as usize;
                    continue;
                }
                Op::Switch { cond, table } => {
                    let c = r!(*cond);
                    if c.poison {
                        bail!(Fault::Ub(
                            UbKind::PoisonBranch,
                            "the switch condition is poison".into()
                        ));
                    }
                    let t = &cf.switches[*table as usize];
                    let (target, moves) = t
                        .cases
                        .iter()
                        .find(|(v, _, _)| *v == c.bits)
                        .map_or(t.default, |&(_, p, m)| (p, m));
                    if moves != 0 {
                        self.apply_moves(regs, base, &cf.moves[moves as usize]);
                    }
                    pc = target as usize;
                    continue;
                }
                Op::Unreachable => bail!(Fault::Ub(
                    UbKind::Unreachable,
                    "`unreachable` was reached".into()
                )),
                Op::Nop => {}
                Op::Fence => self.causality.fence(who.lin),
            }
            pc += 1;
        }
    }

    /// Whether `base + delta` stays in (or one past) the allocation `base` points into.
    fn inbounds(&self, base: u64, delta: i64) -> bool {
        let (id, off) = split(base);
        if delta == 0 {
            return true;
        }
        let size = match self.allocs.get(id as usize) {
            Some(a) if id != 0 && a.live => a.size,
            _ => return false,
        };
        let end = off as i128 + i128::from(delta);
        off <= size && (0..=i128::from(size)).contains(&end)
    }

    /// The function an indirect call's pointer names, checked against the call's type.
    fn resolve(
        &self,
        p: Reg,
        fn_ty: seam::ir::TypeId,
        cc: seam::ir::CallConv,
    ) -> Result<u32, Fault> {
        if p.poison {
            return ub(UbKind::PoisonAddress, "the callee is poison");
        }
        let (id, off) = split(p.bits);
        if id < FUNC_BASE || off != 0 {
            let what = if p.bits == 0 {
                "null".to_owned()
            } else {
                format!("0x{:x}, not a function", p.bits)
            };
            return ub(UbKind::BadCall, format!("an indirect call to {what}"));
        }
        let index = (id - FUNC_BASE) as usize;
        let name = self.prog.func_names.get(index).and_then(|n| n.as_deref());
        let Some(name) = name else {
            return ub(
                UbKind::BadCall,
                format!("an indirect call to 0x{:x}, not a function", p.bits),
            );
        };
        match self.prog.funcs[index].as_ref() {
            None => Err(Fault::Err(InterpError::Unsupported(format!(
                "an indirect call to @{name}, which has no body"
            )))),
            Some(cf) if cf.fn_ty != fn_ty => ub(
                UbKind::BadCall,
                format!("a call to @{name} through another function type"),
            ),
            Some(cf) if cf.cc != cc => ub(
                UbKind::BadCall,
                format!("a call to @{name} with another calling convention"),
            ),
            Some(cf) if cf.is_kernel => ub(
                UbKind::BadCall,
                format!("an indirect call to kernel @{name}"),
            ),
            Some(_) => Ok(index as u32),
        }
    }

    fn apply_moves(&mut self, regs: &mut [Reg], base: usize, mv: &[(u32, u32)]) {
        if let [(d, s)] = mv {
            regs[base + *d as usize] = regs[base + *s as usize];
            return;
        }
        self.scratch.clear();
        self.scratch
            .extend(mv.iter().map(|&(_, s)| regs[base + s as usize]));
        for (&(d, _), &v) in mv.iter().zip(&self.scratch) {
            regs[base + d as usize] = v;
        }
    }
}

/// Applies what parameter or return attributes require (`which`: the argument's index, or
/// `usize::MAX` for a return value): a value outside `range`, a null `nonnull` pointer or a
/// misaligned `align` pointer becomes poison; poison where `noundef` is undefined behaviour.
fn check_value(vals: &mut [Reg], c: ValueCheck, which: usize) -> Result<(), Fault> {
    if let [v] = vals
        && !v.poison
    {
        let out_of_range = c.range.is_some_and(|(lo, hi, bits)| {
            let x = v.bits & mask(u32::from(bits));
            if lo == hi {
                false
            } else if lo < hi {
                x < lo || x >= hi
            } else {
                x >= hi && x < lo
            }
        });
        let misaligned = c.align > 1 && v.bits != 0 && !split(v.bits).1.is_multiple_of(c.align);
        if out_of_range || (c.nonnull && v.bits == 0) || misaligned {
            *v = Reg::POISON;
        }
    }
    if c.noundef && vals.iter().any(|v| v.poison) {
        let what = if which == usize::MAX {
            "the returned value".to_owned()
        } else {
            format!("argument {}", which + 1)
        };
        return ub(
            UbKind::PoisonOperand,
            format!("{what} is poison (or breaks its attributes) but noundef"),
        );
    }
    Ok(())
}

/// The 16-bit float format an op names (`bf`: bfloat, else half).
fn f16_kind(bf: bool) -> seam::ir::FloatKind {
    if bf {
        seam::ir::FloatKind::BFloat
    } else {
        seam::ir::FloatKind::Half
    }
}
