//! The PTX machine: the IR interpreter's execution model (`docs/semantics.md`) over lowered
//! PTX. Blocks run one after another; in a block, each thread in turn runs to its next barrier
//! or to its end. Memory is `crate::memory`'s (allocations with spaces, owners and the race
//! shadow), checked by the same function as the IR interpreter's accesses.
//!
//! Registers hold 64 bits and a "written" bit: reading a register no instruction of the frame
//! has written is undefined (`uninitialized-register`). Memory bytes have no poison here: PTX
//! has none.

pub(crate) mod arith;
mod memory;
mod round;

pub(crate) use round::Rnd;

use std::collections::VecDeque;

use super::lower::{Func, Program};
use super::ops::*;
use crate::error::InterpError;
use crate::exec::{F32_NAN, F64_NAN, Fault, sext};
use crate::gpu::plan::LaunchPlan;
use crate::memory::{
    AccessError, Accessor, Alloc, AllocKind, FUNC_BASE, MAX_ALLOC, addr, dims_of, split,
};
use crate::outcome::{Location, Observations, Observed, Outcome, TrapKind, Ub, UbKind};
use crate::perf::narrowing::Recorder;
use crate::program::{Reg, WarpOp, mask};
use crate::warp::Lane;
use crate::{Limits, Stats};
use arith::*;
use seam::ir::intrinsics::BarrierRed;

fn ub<T>(kind: UbKind, detail: impl Into<String>) -> Result<T, Fault> {
    Err(Fault::Ub(kind, detail.into()))
}

#[derive(Clone, Copy, Debug)]
struct Frame {
    func: u32,
    pc: u32,
    reg_base: u32,
    slot_base: u32,
    /// Index into the thread's allocations where this frame's begin.
    alloc_mark: u32,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum State {
    Ready,
    Barrier,
    /// At a warp-synchronous operation (`crate::warp`).
    Warp,
    Done,
}

/// What a stopped thread waits for, and where its results go (frame-absolute registers).
#[derive(Clone, Debug)]
enum Park {
    /// `bar.red`: the reduction, this thread's predicate and the destination.
    BarRed(BarrierRed, bool, usize),
    /// A warp operation, its arguments, its result register and `shfl`'s predicate output.
    Warp(WarpOp, [Reg; 4], Option<usize>, Option<usize>),
}

#[derive(Clone, Copy, Debug)]
struct Who {
    tid: [u32; 3],
    lin: u32,
    owner: u64,
}

struct Thread {
    who: Who,
    regs: Vec<u64>,
    written: Vec<bool>,
    slots: Vec<u64>,
    frames: Vec<Frame>,
    allocs: Vec<u32>,
    local_bytes: u64,
    state: State,
    park: Option<Park>,
    /// The carry flag `CC.CF` (`None`: never written; reading it then is undefined).
    carry: Option<bool>,
}

struct Machine<'a> {
    prog: &'a Program,
    limits: Limits,
    allocs: Vec<Alloc>,
    free: VecDeque<u32>,
    fuel: u64,
    grid: [u32; 3],
    block_dim: [u32; 3],
    block_idx: [u32; 3],
    block_lin: u32,
    epoch: u32,
    mem_used: u64,
    /// The kernel parameter buffer's allocation.
    params_alloc: u32,
    /// Where generic accesses landed, when asked.
    record: Option<Recorder>,
    /// Each kernel parameter's offset in it.
    param_offsets: Vec<usize>,
    /// Stores that raced only with stores of the same value ([`Observations::benign_races`]).
    benign_races: u64,
    /// Order between blocks through release and acquire.
    causality: crate::causality::Causality,
}

/// Runs a planned launch of `prog`.
pub(crate) fn run(
    prog: &Program,
    plan: &LaunchPlan,
    limits: Limits,
    record: &mut Option<Recorder>,
) -> Result<(Outcome, Stats), InterpError> {
    let Some(&kernel) = prog.func_by_name.get(&plan.kernel) else {
        return Err(InterpError::Launch(format!(
            "the PTX has no .entry {}",
            plan.kernel
        )));
    };
    let kf = &prog.funcs[kernel as usize];
    if kf.kind != seam::ptx::FunctionKind::Entry || !kf.defined {
        return Err(InterpError::Launch(format!(
            "{} is not a defined .entry",
            plan.kernel
        )));
    }
    if kf.n_params as usize != plan.offsets.len() {
        return Err(InterpError::Launch(format!(
            ".entry {} has {} parameters, the plan {}",
            plan.kernel,
            kf.n_params,
            plan.offsets.len()
        )));
    }
    let mut mach = Machine {
        prog,
        limits,
        allocs: Vec::new(),
        free: VecDeque::new(),
        fuel: limits.fuel,
        grid: plan.grid,
        block_dim: plan.block,
        block_idx: [0; 3],
        block_lin: 0,
        epoch: 0,
        mem_used: 0,
        params_alloc: 0,
        param_offsets: plan.offsets.clone(),
        record: record.take(),
        benign_races: 0,
        causality: Default::default(),
    };
    let buffers = mach.prepare(plan);
    let outcome = buffers.and_then(|buffers| mach.outcome(plan, kernel, &buffers));
    *record = mach.record.take();
    let stats = Stats {
        instructions: limits.fuel - mach.fuel,
        allocations: mach.allocs.len() as u64,
    };
    Ok((outcome?, stats))
}

impl Machine<'_> {
    /// Runs the grid of `kernel` and says how it ended (what `plan` observes when it
    /// completes).
    fn outcome(
        &mut self,
        plan: &LaunchPlan,
        kernel: u32,
        buffers: &[u32],
    ) -> Result<Outcome, InterpError> {
        let outcome = match self.run_grid(kernel) {
            Ok(()) => Outcome::Completed(self.observe(plan, buffers)),
            Err(e) => {
                let (fault, at) = *e;
                match fault {
                    Fault::Ub(kind, detail) => Outcome::Ub(Ub { kind, at, detail }),
                    Fault::Trap(kind) => Outcome::Trap { kind, at },
                    Fault::Fuel => Outcome::OutOfFuel,
                    Fault::Err(e) => {
                        return Err(match e {
                            InterpError::Unsupported(s) => {
                                InterpError::Unsupported(format!("{}:{}: {s}", at.line, at.col))
                            }
                            other @ InterpError::Invalid(_)
                            | other @ InterpError::Launch(_)
                            | other @ InterpError::Memory(_)
                            | other @ InterpError::Internal(_) => other,
                        });
                    }
                }
            }
        };
        Ok(outcome)
    }
}

impl<'a> Machine<'a> {
    fn run_grid(&mut self, kernel: u32) -> Result<(), Box<(Fault, Location)>> {
        let per_block = (u64::from(self.block_dim[0])
            * u64::from(self.block_dim[1])
            * u64::from(self.block_dim[2])) as u32;
        let blocks = u64::from(self.grid[0]) * u64::from(self.grid[1]) * u64::from(self.grid[2]);
        let mut threads: Vec<Thread> = Vec::new();
        self.causality.begin_launch();
        for b in 0..blocks {
            self.block_idx = dims_of(b, self.grid);
            self.block_lin = b as u32;
            self.causality.begin_block(b as u32, per_block as usize);
            self.reset_shared();
            threads.clear();
            for lin in 0..per_block {
                let who = Who {
                    tid: dims_of(u64::from(lin), self.block_dim),
                    lin,
                    owner: b * u64::from(per_block) + u64::from(lin),
                };
                let mut t = Thread {
                    who,
                    regs: Vec::new(),
                    written: Vec::new(),
                    slots: Vec::new(),
                    frames: Vec::new(),
                    allocs: Vec::new(),
                    local_bytes: 0,
                    state: State::Ready,
                    park: None,
                    carry: None,
                };
                self.start(&mut t, kernel);
                threads.push(t);
            }
            loop {
                self.epoch = self.epoch.wrapping_add(1).max(1);
                for t in threads.iter_mut() {
                    if t.state == State::Ready
                        && let Err(f) = self.run_thread(t)
                    {
                        let at = self.location(t);
                        return Err(Box::new((f, at)));
                    }
                }
                if threads.iter().any(|t| t.state == State::Warp) {
                    self.resolve_warps(&mut threads)?;
                    continue;
                }
                let waiting = threads.iter().filter(|t| t.state == State::Barrier).count();
                if waiting == 0 {
                    break;
                }
                if waiting < threads.len() {
                    let w = threads
                        .iter()
                        .find(|t| t.state == State::Barrier)
                        .expect("a waiting thread");
                    let d = threads
                        .iter()
                        .find(|t| t.state == State::Done)
                        .expect("a finished thread");
                    let detail = format!(
                        "{} of {} threads wait at a barrier, but thread ({},{},{}) exited without reaching one",
                        waiting,
                        threads.len(),
                        d.who.tid[0],
                        d.who.tid[1],
                        d.who.tid[2]
                    );
                    let fr = w.frames.last().expect("a waiting thread has a frame");
                    let at = self.location_at(fr.func, fr.pc.saturating_sub(1), w.who);
                    return Err(Box::new((Fault::Ub(UbKind::DivergentBarrier, detail), at)));
                }
                self.release_barrier(&mut threads)?;
                for t in threads.iter_mut() {
                    t.state = State::Ready;
                }
            }
            // A finished block's threads leave nothing behind.
            for t in threads.iter_mut() {
                while let Some(id) = t.allocs.pop() {
                    self.free_alloc(id);
                }
            }
        }
        Ok(())
    }

    fn start(&mut self, t: &mut Thread, kernel: u32) {
        let f = &self.prog.funcs[kernel as usize];
        t.regs.resize(f.n_regs as usize, 0);
        t.written.resize(f.n_regs as usize, false);
        t.slots.resize(f.n_slots as usize, 0);
        // The parameters lie in the parameter buffer at the plan's offsets.
        for (i, &off) in self.param_offsets.iter().enumerate() {
            t.slots[i] = addr(self.params_alloc, off as u64);
        }
        t.frames.push(Frame {
            func: kernel,
            pc: 0,
            reg_base: 0,
            slot_base: 0,
            alloc_mark: 0,
        });
    }

    fn location(&self, t: &Thread) -> Location {
        match t.frames.last() {
            Some(fr) => self.location_at(fr.func, fr.pc, t.who),
            None => Location::default(),
        }
    }

    fn location_at(&self, func: u32, pc: u32, who: Who) -> Location {
        let f = &self.prog.funcs[func as usize];
        let mut loc = Location {
            function: f.name.clone(),
            block_idx: self.block_idx,
            thread_idx: who.tid,
            ..Location::default()
        };
        if let Some(o) = f.origin.get(pc as usize) {
            loc.block = o.label.clone();
            loc.inst = o.text.clone();
            loc.line = o.line;
            loc.col = o.col;
        }
        loc
    }

    fn observe(&self, plan: &LaunchPlan, buffers: &[u32]) -> Observations {
        let mut entries = Vec::new();
        for (b, &id) in plan.buffers.iter().zip(buffers) {
            entries.push(Observed {
                name: b.name.clone(),
                elem: b.elem,
                bytes: self.allocs[id as usize].data.clone(),
                unchanged: false,
                local: false,
            });
        }
        for g in &plan.globals {
            let Some(v) = g
                .ptx_name
                .as_ref()
                .and_then(|n| self.prog.var_by_name.get(n))
            else {
                continue;
            };
            let a = &self.allocs[Program::var_alloc(*v) as usize];
            let n = (g.size as usize).min(a.data.len());
            let bytes = a.data[..n].to_vec();
            let unchanged = bytes == self.prog.vars[*v as usize].init[..n];
            entries.push(Observed {
                name: g.observed_as.clone(),
                elem: g.elem,
                bytes,
                unchanged,
                local: g.local,
            });
        }
        entries.sort_by(|a, b| a.name.cmp(&b.name));
        Observations {
            entries,
            benign_races: self.benign_races,
        }
    }

    /// Runs `t` until a barrier, its end, or a fault (the innermost frame's `pc` is then the
    /// faulting op).
    fn run_thread(&mut self, t: &mut Thread) -> Result<(), Fault> {
        let prog: &'a Program = self.prog;
        let who = t.who;
        let mut fr = *t.frames.last().expect("a running thread has a frame");
        let mut func: &'a Func = &prog.funcs[fr.func as usize];
        let mut fuel = self.fuel;
        macro_rules! bail {
            ($e:expr) => {{
                let e = $e;
                t.frames.last_mut().expect("frame").pc = fr.pc;
                self.fuel = fuel;
                return Err(e);
            }};
        }
        macro_rules! tri {
            ($e:expr) => {
                match $e {
                    Ok(v) => v,
                    Err(e) => bail!(e),
                }
            };
        }
        loop {
            let Some(gop) = func.ops.get(fr.pc as usize) else {
                bail!(Fault::Err(InterpError::Internal(format!(
                    "pc {} past the end of {}",
                    fr.pc, func.name
                ))));
            };
            if fuel == 0 {
                bail!(Fault::Fuel);
            }
            fuel -= 1;
            let base = fr.reg_base as usize;
            // Reads a value operand.
            // Whether a register this instruction read was never written: its result is then
            // unwritten too (as poison propagates in the IR), and undefined where it matters
            // (an address, a guard, a divisor, a store to global memory, an atomic operand,
            // an indirect callee). `selp` reads only the operand it chooses.
            let mut und = false;
            macro_rules! get {
                ($s:expr) => {
                    match $s {
                        Src::Imm(v) => v,
                        Src::Reg(r) => {
                            let i = base + r as usize;
                            und |= !t.written[i];
                            t.regs[i]
                        }
                    }
                };
            }
            macro_rules! must {
                ($what:expr) => {
                    if und {
                        bail!(Fault::Ub(
                            UbKind::UninitializedRegister,
                            format!("{} is a register no instruction has written", $what)
                        ));
                    }
                };
            }
            macro_rules! set {
                ($r:expr, $v:expr) => {{
                    let i = base + $r as usize;
                    t.regs[i] = $v;
                    t.written[i] = !und;
                }};
            }
            if let Some((p, neg)) = gop.guard {
                let v = get!(Src::Reg(p)) & 1 == 1;
                must!("the guard");
                if v == neg {
                    fr.pc += 1;
                    continue;
                }
            }
            let mut next = fr.pc + 1;
            match &gop.op {
                Op::Mov { d, a, bits } => {
                    let v = get!(*a) & mask(u32::from(*bits));
                    set!(*d, v);
                }
                Op::Sreg { d, s } => {
                    let place = crate::sreg::Place {
                        tid: who.tid,
                        lin: who.lin,
                        block_idx: self.block_idx,
                        block_dim: self.block_dim,
                        grid: self.grid,
                        clock: self.limits.fuel - fuel,
                    };
                    set!(*d, crate::sreg::value(*s, &place));
                }
                Op::Addr { d, sym, off } => {
                    let a = tri!(self.sym_addr(t, &fr, *sym));
                    set!(*d, a.wrapping_add(*off as u64));
                }
                Op::Pack { d, parts, part } => {
                    // A part no instruction wrote is an `undef` lane LLVM did not care about
                    // (`mov.b32 %r, {%rs1, %rs2}` when only the low half is used): it reads as
                    // zero; the packed value is undefined only when no part was written.
                    let before = und;
                    let mut any = false;
                    let mut v = 0u64;
                    for (k, p) in parts.iter().enumerate() {
                        und = false;
                        let x = get!(*p) & mask(u32::from(*part));
                        any |= !und;
                        v |= x << (k as u32 * u32::from(*part));
                    }
                    und = before || !any;
                    set!(*d, v);
                }
                Op::Unpack { ds, a, part } => {
                    let v = get!(*a);
                    for (k, dd) in ds.iter().enumerate() {
                        if let Some(dd) = dd {
                            let x = (v >> (k as u32 * u32::from(*part))) & mask(u32::from(*part));
                            set!(*dd, x);
                        }
                    }
                }
                Op::IBin { op, ty, d, a, b } => {
                    let x = get!(*a);
                    if matches!(op, IBin::Div | IBin::Rem) {
                        let y = get!(*b);
                        must!("the divisor");
                        let v = tri!(ibin(*op, *ty, x, y));
                        set!(*d, v);
                    } else {
                        let v = tri!(ibin(*op, *ty, x, get!(*b)));
                        set!(*d, v);
                    }
                }
                Op::IBinX2 { op, ty, d, a, b } => {
                    let (x, y) = (get!(*a), get!(*b));
                    let mut v = 0;
                    for lane in 0..2 {
                        let sh = 16 * lane;
                        let r = tri!(ibin(*op, *ty, (x >> sh) & 0xffff, (y >> sh) & 0xffff));
                        v |= (r & 0xffff) << sh;
                    }
                    set!(*d, v);
                }
                Op::ITer { op, ty, d, a, b, c } => {
                    let v = iter(*op, *ty, get!(*a), get!(*b), get!(*c));
                    set!(*d, v);
                }
                Op::IUn { op, ty, d, a } => {
                    let v = iun(*op, *ty, get!(*a));
                    set!(*d, v);
                }
                Op::Bfi { ty, d, a, b, c, e } => {
                    let w = u64::from(ty.bits);
                    let (a, b) = (get!(*a), get!(*b));
                    let pos = get!(*c) & 0xff;
                    let len = get!(*e) & 0xff;
                    let v = if len == 0 || pos >= w {
                        b
                    } else {
                        let len = len.min(w - pos);
                        let m = mask(len as u32) << pos;
                        (b & !m) | ((a << pos) & m)
                    };
                    set!(*d, v & mask(u32::from(ty.bits)));
                }
                Op::FBin {
                    op,
                    ty,
                    ftz,
                    sat,
                    rnd,
                    d,
                    a,
                    b,
                } => {
                    let v = fbin(*op, *ty, *ftz, *sat, *rnd, get!(*a), get!(*b));
                    set!(*d, v);
                }
                Op::Fma {
                    ty,
                    ftz,
                    sat,
                    rnd,
                    d,
                    a,
                    b,
                    c,
                } => {
                    let v = fma(*ty, *ftz, *sat, *rnd, get!(*a), get!(*b), get!(*c));
                    set!(*d, v);
                }
                Op::FUn { op, ty, ftz, d, a } => {
                    let v = fun(*op, *ty, *ftz, get!(*a));
                    set!(*d, v);
                }
                Op::TestP { t: which, ty, d, a } => {
                    let v = testp(*which, *ty, get!(*a));
                    set!(*d, u64::from(v));
                }
                Op::Setp {
                    cmp,
                    ty,
                    ftz,
                    p,
                    q,
                    a,
                    b,
                    comb,
                    set_ty,
                } => {
                    let r = compare(*cmp, *ty, *ftz, get!(*a), get!(*b));
                    let (mut x, mut y) = (r, !r);
                    if let Some((bop, c, neg)) = comb {
                        let c = (get!(*c) & 1 == 1) != *neg;
                        let f = |v: bool| match bop {
                            BoolOp::And => v && c,
                            BoolOp::Or => v || c,
                            BoolOp::Xor => v ^ c,
                        };
                        x = f(x);
                        y = f(y);
                    }
                    match set_ty {
                        None => {
                            if let Some(p) = p {
                                set!(*p, u64::from(x));
                            }
                            if let Some(q) = q {
                                set!(*q, u64::from(y));
                            }
                        }
                        Some(st) => {
                            let v = match (st.is_float(), x) {
                                (true, true) => u64::from(1.0f32.to_bits()),
                                (_, false) => 0,
                                (false, true) => mask(u32::from(st.bits)),
                            };
                            if let Some(p) = p {
                                set!(*p, v);
                            }
                        }
                    }
                }
                Op::Selp { bits, d, a, b, c } => {
                    let v = if get!(*c) & 1 == 1 {
                        get!(*a)
                    } else {
                        get!(*b)
                    };
                    set!(*d, v & mask(u32::from(*bits)));
                }
                Op::Cvt {
                    dt,
                    st,
                    round,
                    ftz,
                    sat,
                    d,
                    a,
                } => {
                    let v = cvt(*dt, *st, *round, *ftz, *sat, get!(*a));
                    set!(*d, v);
                }
                Op::CvtPack {
                    dt,
                    st,
                    round,
                    ftz,
                    sat,
                    d,
                    hi,
                    lo,
                } => {
                    let h = cvt(*dt, *st, *round, *ftz, *sat, get!(*hi)) & 0xffff;
                    let l = cvt(*dt, *st, *round, *ftz, *sat, get!(*lo)) & 0xffff;
                    set!(*d, (h << 16) | l);
                }
                Op::Cvta { bits, d, a, .. } => {
                    // Addresses keep their allocation in every form (generic or
                    // space-specific), so a conversion is the identity. Converting an address
                    // of another space is not undefined in itself (LLVM hoists such casts
                    // above the `isspacep` that guards them): an access through the result
                    // is, and the access check reports it.
                    let v = get!(*a) & mask(u32::from(*bits));
                    set!(*d, v);
                }
                Op::IsSpacep { space, d, a } => {
                    let v = get!(*a);
                    let (id, _) = split(v);
                    let yes = id != 0
                        && self.allocs.get(id as usize).is_some_and(|a| {
                            a.space == *space
                                // The cluster's shared window holds the block's own.
                                || (*space == Space::SHARED_CLUSTER && a.space == Space::SHARED)
                        });
                    set!(*d, u64::from(yes));
                }
                Op::Ld {
                    space,
                    ty,
                    ds,
                    base: b,
                    off,
                    atomic,
                } => {
                    let a = tri!(self.effective(t, &fr, *b, *off, base));
                    let es = (u64::from(ty.bits) / 8).max(1);
                    let size = es * ds.len() as u64;
                    let (id, o) = tri!(self.access(who, a, size, *space, false, *atomic));
                    self.note(*space, fr.func, fr.pc, id);
                    if *atomic {
                        self.causality.atomic(who.lin, a, true, false, false);
                    }
                    for (k, dd) in ds.iter().enumerate() {
                        let at = o + k * es as usize;
                        let mut raw = [0u8; 8];
                        raw[..es as usize]
                            .copy_from_slice(&self.allocs[id as usize].data[at..at + es as usize]);
                        let mut v = u64::from_le_bytes(raw);
                        if ty.signed() {
                            v = sext(v, ty.bits) as u64;
                        }
                        if let Some(dd) = dd {
                            set!(*dd, v);
                        }
                    }
                }
                Op::St {
                    space,
                    ty,
                    srcs,
                    base: b,
                    off,
                    atomic,
                    release,
                } => {
                    let a = tri!(self.effective(t, &fr, *b, *off, base));
                    let es = (u64::from(ty.bits) / 8).max(1) as usize;
                    let size = (es * srcs.len()) as u64;
                    let mut vals = [0u64; 8];
                    for (k, s) in srcs.iter().enumerate() {
                        vals[k] = get!(*s);
                    }
                    let (id, o, pending) = tri!(self.access_store(who, a, size, *space, *atomic));
                    self.note(*space, fr.func, fr.pc, id);
                    // An unwritten value may go to local, shared or param memory (the IR's
                    // poison may too); into global memory it is undefined (poison-stored).
                    if und && self.allocs[id as usize].space == Space::GLOBAL {
                        bail!(Fault::Ub(
                            UbKind::UninitializedRegister,
                            "a register no instruction has written is stored to global memory"
                                .into()
                        ));
                    }
                    let data = &mut self.allocs[id as usize].data;
                    for (k, v) in vals[..srcs.len()].iter().enumerate() {
                        let at = o + k * es;
                        data[at..at + es].copy_from_slice(&v.to_le_bytes()[..es]);
                    }
                    // A race with other stores only: benign if it wrote what was there.
                    tri!(self.settle(pending));
                    if *atomic {
                        self.causality.atomic(who.lin, a, false, true, *release);
                    }
                }
                Op::Atom {
                    op,
                    space,
                    ty,
                    d,
                    base: b,
                    off,
                    b: bv,
                    c,
                    release,
                } => {
                    let a = tri!(self.effective(t, &fr, *b, *off, base));
                    let es = (u64::from(ty.bits) / 8).max(1) as usize;
                    let (x, y) = (get!(*bv), get!(*c));
                    must!("an atomic's operand");
                    let (id, o) = tri!(self.access(who, a, es as u64, *space, true, true));
                    self.note(*space, fr.func, fr.pc, id);
                    let data = &mut self.allocs[id as usize].data;
                    let mut raw = [0u8; 8];
                    raw[..es].copy_from_slice(&data[o..o + es]);
                    let old = u64::from_le_bytes(raw);
                    let new = atom(*op, *ty, old, x, y);
                    data[o..o + es].copy_from_slice(&new.to_le_bytes()[..es]);
                    // `red` returns nothing: it reads no value to acquire. A `cas` that fails
                    // writes nothing.
                    let wrote = *op != AtomOp::Cas || old == x & mask(u32::from(ty.bits));
                    self.causality
                        .atomic(who.lin, a, d.is_some(), wrote, *release);
                    if let Some(d) = d {
                        let v = if ty.signed() {
                            sext(old, ty.bits) as u64
                        } else {
                            old
                        };
                        set!(*d, v);
                    }
                }
                Op::Decl { slot, size, local } => {
                    let s = fr.slot_base as usize + *slot as usize;
                    if t.slots[s] == 0 {
                        t.slots[s] = tri!(self.frame_alloc(t, *size, *local));
                    }
                }
                Op::Alloca { d, size, bits } => {
                    let n = get!(*size) & mask(u32::from(*bits));
                    must!("the size of an alloca");
                    let a = tri!(self.frame_alloc(t, n, true));
                    set!(*d, a);
                }
                Op::Bra { target } => next = *target,
                Op::Call { callee, rets, args } => {
                    let target = match callee {
                        Callee::Direct(f) => *f,
                        Callee::Indirect(r) => {
                            let v = get!(Src::Reg(*r));
                            must!("the callee");
                            let (id, off) = split(v);
                            if id < FUNC_BASE
                                || off != 0
                                || (id - FUNC_BASE) as usize >= prog.funcs.len()
                            {
                                bail!(Fault::Ub(
                                    UbKind::BadCall,
                                    format!("an indirect call of 0x{v:x}, which is no function")
                                ));
                            }
                            id - FUNC_BASE
                        }
                    };
                    let callee_f = &prog.funcs[target as usize];
                    if !callee_f.defined {
                        bail!(Fault::Err(InterpError::Unsupported(format!(
                            "a call of {}, which is only declared",
                            callee_f.name
                        ))));
                    }
                    if callee_f.kind == seam::ptx::FunctionKind::Entry
                        || callee_f.n_rets as usize != rets.len()
                        || callee_f.n_params as usize != args.len()
                    {
                        bail!(Fault::Ub(
                            UbKind::BadCall,
                            format!(
                                "a call of {} with {} results and {} arguments; it has {} and {}",
                                callee_f.name,
                                rets.len(),
                                args.len(),
                                callee_f.n_rets,
                                callee_f.n_params
                            )
                        ));
                    }
                    if t.frames.len() as u32 >= self.limits.max_call_depth {
                        bail!(Fault::Trap(TrapKind::StackOverflow));
                    }
                    let slot_base = t.slots.len();
                    for s in rets.iter().chain(args) {
                        let v = t.slots[fr.slot_base as usize + *s as usize];
                        if v == 0 {
                            bail!(Fault::Err(InterpError::Unsupported(
                                "a call passes a .param whose declaration was never reached".into()
                            )));
                        }
                        t.slots.push(v);
                    }
                    t.slots.resize(slot_base + callee_f.n_slots as usize, 0);
                    let reg_base = t.regs.len();
                    t.regs.resize(reg_base + callee_f.n_regs as usize, 0);
                    t.written.resize(reg_base + callee_f.n_regs as usize, false);
                    // The caller resumes after the call.
                    fr.pc = next;
                    *t.frames.last_mut().expect("frame") = fr;
                    fr = Frame {
                        func: target,
                        pc: 0,
                        reg_base: reg_base as u32,
                        slot_base: slot_base as u32,
                        alloc_mark: t.allocs.len() as u32,
                    };
                    t.frames.push(fr);
                    func = callee_f;
                    continue;
                }
                Op::Ret => {
                    if t.frames.len() == 1 {
                        t.state = State::Done;
                        *t.frames.last_mut().expect("frame") = fr;
                        self.fuel = fuel;
                        return Ok(());
                    }
                    self.pop_frame(t, &fr);
                    t.frames.pop();
                    fr = *t.frames.last().expect("a caller");
                    func = &prog.funcs[fr.func as usize];
                    continue;
                }
                Op::Exit => {
                    t.state = State::Done;
                    *t.frames.last_mut().expect("frame") = fr;
                    self.fuel = fuel;
                    return Ok(());
                }
                Op::Trap => bail!(Fault::Trap(TrapKind::TrapCalled)),
                Op::BarrierCount { count } => {
                    let n = get!(*count) & 0xffff_ffff;
                    must!("the thread count of a barrier");
                    // Counted in whole warps, as the hardware counts arrivals (a multiple of 32).
                    let all = self
                        .block_dim
                        .iter()
                        .map(|&d| u64::from(d))
                        .product::<u64>()
                        .div_ceil(32)
                        * 32;
                    if n != all {
                        bail!(Fault::Err(InterpError::Unsupported(format!(
                            "a named barrier for {n} threads, where the block's warps hold {all} (the \
                             interpreters run barriers of the whole block)"
                        ))));
                    }
                    fr.pc = next;
                    *t.frames.last_mut().expect("frame") = fr;
                    t.state = State::Barrier;
                    self.fuel = fuel;
                    return Ok(());
                }
                Op::Mapa { d, a, rank } => {
                    let v = get!(*a);
                    let r = get!(*rank) & 0xffff_ffff;
                    must!("the rank of mapa");
                    if r != 0 {
                        bail!(Fault::Err(InterpError::Unsupported(format!(
                            "mapa to block {r} of the cluster (the interpreters launch clusters \
                             of one block)"
                        ))));
                    }
                    set!(*d, v);
                }
                Op::Barrier => {
                    fr.pc = next;
                    *t.frames.last_mut().expect("frame") = fr;
                    t.state = State::Barrier;
                    self.fuel = fuel;
                    return Ok(());
                }
                Op::BarRed { kind, d, pred, neg } => {
                    let v = get!(*pred) & 1 == 1;
                    must!("the predicate of bar.red");
                    fr.pc = next;
                    *t.frames.last_mut().expect("frame") = fr;
                    t.state = State::Barrier;
                    t.park = Some(Park::BarRed(*kind, v != *neg, base + *d as usize));
                    self.fuel = fuel;
                    return Ok(());
                }
                Op::Warp {
                    op,
                    d,
                    p,
                    args,
                    neg,
                } => {
                    let mut a = [Reg::val(0); 4];
                    for (k, s) in args.iter().enumerate() {
                        // A match's value may be 64 bits wide (`.b64`); the rest are 32.
                        let wide = k == 1 && matches!(op, WarpOp::MatchAny | WarpOp::MatchAll);
                        let v = get!(*s);
                        a[k] = Reg::val(if wide { v } else { v & 0xffff_ffff });
                    }
                    must!("an operand of a warp operation");
                    if *neg {
                        a[1].bits ^= 1;
                    }
                    fr.pc = next;
                    *t.frames.last_mut().expect("frame") = fr;
                    t.state = State::Warp;
                    t.park = Some(Park::Warp(
                        *op,
                        a,
                        d.map(|r| base + r as usize),
                        p.map(|r| base + r as usize),
                    ));
                    self.fuel = fuel;
                    return Ok(());
                }
                Op::Carry {
                    sub,
                    cin,
                    cout,
                    bits,
                    d,
                    a,
                    b,
                } => {
                    let m = mask(u32::from(*bits));
                    let (x, y) = (u128::from(get!(*a) & m), u128::from(get!(*b) & m));
                    let c = if *cin {
                        match t.carry {
                            Some(c) => u128::from(c),
                            None => {
                                und = true;
                                0
                            }
                        }
                    } else {
                        0
                    };
                    let (v, out) = if *sub {
                        (x.wrapping_sub(y).wrapping_sub(c), x < y + c)
                    } else {
                        let s = x + y + c;
                        (s, s >> bits != 0)
                    };
                    if *cout {
                        t.carry = Some(out);
                    }
                    set!(*d, (v as u64) & m);
                }
                Op::MadCarry {
                    hi,
                    signed,
                    cin,
                    cout,
                    bits,
                    d,
                    a,
                    b,
                    c,
                } => {
                    let w = u32::from(*bits);
                    let m = mask(w);
                    let (x, y) = (get!(*a) & m, get!(*b) & m);
                    let prod: u128 = if *signed {
                        (i128::from(sext(x, *bits)) * i128::from(sext(y, *bits))) as u128
                    } else {
                        u128::from(x) * u128::from(y)
                    };
                    let part = u128::from((if *hi { prod >> w } else { prod }) as u64 & m);
                    let carry_in = if *cin {
                        match t.carry {
                            Some(f) => u128::from(f),
                            None => {
                                und = true;
                                0
                            }
                        }
                    } else {
                        0
                    };
                    let s = part + u128::from(get!(*c) & m) + carry_in;
                    if *cout {
                        t.carry = Some(s >> w != 0);
                    }
                    set!(*d, (s as u64) & m);
                }
                Op::Nop => {}
                Op::Fence => self.causality.fence(who.lin),
                Op::Unsupported(why) => {
                    bail!(Fault::Err(InterpError::Unsupported(why.clone())))
                }
            }
            fr.pc = next;
        }
    }

    /// Resolves the warps of a block where threads wait at warp operations (the rules are
    /// `crate::warp`'s, shared with the IR interpreter).
    fn resolve_warps(&mut self, threads: &mut [Thread]) -> Result<(), Box<(Fault, Location)>> {
        let n = threads.len();
        for base in (0..n).step_by(32) {
            let lanes: Vec<Lane> = (base..base + 32)
                .map(|i| match threads.get(i) {
                    None => Lane::Absent,
                    Some(t) => match (&t.state, &t.park) {
                        (State::Warp, Some(Park::Warp(op, a, ..))) => Lane::Waiting(*op, *a),
                        (State::Done, _) => Lane::Done,
                        _ => Lane::AtBarrier,
                    },
                })
                .collect();
            match crate::warp::resolve(&lanes) {
                Ok(done) => {
                    for (l, r, pval) in done {
                        let t = &mut threads[base + l as usize];
                        if let Some(Park::Warp(_, _, d, p)) = t.park.take() {
                            if let (Some(d), Some(r)) = (d, r) {
                                t.regs[d] = r.bits;
                                t.written[d] = !r.poison;
                            }
                            if let Some(p) = p {
                                t.regs[p] = u64::from(pval);
                                t.written[p] = true;
                            }
                        }
                        t.state = State::Ready;
                    }
                }
                Err((l, detail)) => {
                    let t = &threads[base + l as usize];
                    let fr = t.frames.last().expect("a waiting thread has a frame");
                    let at = self.location_at(fr.func, fr.pc.saturating_sub(1), t.who);
                    return Err(Box::new((Fault::Ub(UbKind::DivergentWarpOp, detail), at)));
                }
            }
        }
        Ok(())
    }

    /// Releases a block whose threads all wait at a barrier, handing out `bar.red`'s result.
    fn release_barrier(&mut self, threads: &mut [Thread]) -> Result<(), Box<(Fault, Location)>> {
        let kind = |t: &Thread| match &t.park {
            Some(Park::BarRed(k, ..)) => Some(*k),
            _ => None,
        };
        let first = kind(&threads[0]);
        if let Some(t) = threads.iter().find(|t| kind(t) != first) {
            let fr = t.frames.last().expect("a waiting thread has a frame");
            let at = self.location_at(fr.func, fr.pc.saturating_sub(1), t.who);
            return Err(Box::new((
                Fault::Ub(
                    UbKind::DivergentBarrier,
                    "threads of the block wait at different kinds of barrier (a reduction and another)"
                        .into(),
                ),
                at,
            )));
        }
        if let Some(k) = first {
            let count = threads
                .iter()
                .filter(|t| matches!(t.park, Some(Park::BarRed(_, true, _))))
                .count() as u64;
            let v = match k {
                BarrierRed::Popc => count,
                BarrierRed::And => u64::from(count == threads.len() as u64),
                BarrierRed::Or => u64::from(count > 0),
            };
            for t in threads.iter_mut() {
                if let Some(Park::BarRed(_, _, d)) = t.park.take() {
                    t.regs[d] = v;
                    t.written[d] = true;
                }
            }
        }
        Ok(())
    }

    fn pop_frame(&mut self, t: &mut Thread, fr: &Frame) {
        while t.allocs.len() > fr.alloc_mark as usize {
            let id = t.allocs.pop().expect("non-empty");
            if self.allocs[id as usize].space == Space::LOCAL {
                t.local_bytes = t.local_bytes.saturating_sub(self.allocs[id as usize].size);
            }
            self.free_alloc(id);
        }
        t.regs.truncate(fr.reg_base as usize);
        t.written.truncate(fr.reg_base as usize);
        t.slots.truncate(fr.slot_base as usize);
    }

    fn sym_addr(&self, t: &Thread, fr: &Frame, sym: Sym) -> Result<u64, Fault> {
        Ok(match sym {
            Sym::Var(v) => addr(Program::var_alloc(v), 0),
            Sym::Func(f) => addr(FUNC_BASE + f, 0),
            Sym::Slot(s) => {
                let v = t.slots[fr.slot_base as usize + s as usize];
                if v == 0 {
                    return Err(Fault::Err(InterpError::Unsupported(
                        "a .param or .local used before its declaration was reached".into(),
                    )));
                }
                v
            }
        })
    }

    #[inline]
    fn effective(
        &self,
        t: &Thread,
        fr: &Frame,
        b: Base,
        off: i64,
        base: usize,
    ) -> Result<u64, Fault> {
        let a = match b {
            Base::Reg(r) => {
                let i = base + r as usize;
                if !t.written[i] {
                    return ub(
                        UbKind::UninitializedRegister,
                        "an address register no instruction has written",
                    );
                }
                t.regs[i]
            }
            Base::Sym(s) => self.sym_addr(t, fr, s)?,
            Base::Abs => 0,
        };
        Ok(a.wrapping_add(off as u64))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const S32: Ty = Ty {
        kind: Kind::S,
        bits: 32,
    };
    const U32: Ty = Ty {
        kind: Kind::U,
        bits: 32,
    };

    #[test]
    fn integer_rules() {
        assert_eq!(
            ibin(IBin::Shr, S32, 0x8000_0000, 40).ok(),
            Some(0xffff_ffff)
        );
        assert_eq!(ibin(IBin::Shr, U32, 0x8000_0000, 40).ok(), Some(0));
        assert_eq!(ibin(IBin::Shl, U32, 1, 32).ok(), Some(0));
        assert_eq!(ibin(IBin::MulHi, U32, 0xffff_ffff, 2).ok(), Some(1));
        assert_eq!(
            ibin(IBin::MulWide, S32, 0xffff_ffff, 2).ok(),
            Some(-2i64 as u64)
        );
        assert!(ibin(IBin::Div, S32, 0x8000_0000, 0xffff_ffff).is_err());
        assert!(ibin(IBin::Rem, U32, 1, 0).is_err());
        assert_eq!(ibin(IBin::Min, S32, 0xffff_ffff, 1).ok(), Some(0xffff_ffff));
        assert_eq!(ibin(IBin::Min, U32, 0xffff_ffff, 1).ok(), Some(1));
        assert_eq!(iun(IUn::Bfind, U32, 0x10), 4);
        assert_eq!(iun(IUn::Bfind, U32, 0), 0xffff_ffff);
        assert_eq!(iun(IUn::Clz, U32, 1), 31);
        assert_eq!(iter(ITer::Bfe, S32, 0xf0, 4, 4), 0xffff_ffff);
        assert_eq!(iter(ITer::Bfe, U32, 0xf0, 4, 4), 0xf);
        assert_eq!(
            iter(ITer::Prmt, U32, 0x4433_2211, 0x8877_6655, 0x3210),
            0x4433_2211
        );
        assert_eq!(
            iter(ITer::Prmt, U32, 0x4433_2211, 0x8877_6655, 0x0123),
            0x1122_3344
        );
        assert_eq!(iter(ITer::ShfL { clamp: false }, U32, 0x8000_0000, 1, 1), 3);
        assert_eq!(iter(ITer::ShfR { clamp: false }, U32, 2, 1, 1), 0x8000_0001);
    }

    #[test]
    fn conversions_saturate_and_round() {
        let f32t = Ty {
            kind: Kind::F,
            bits: 32,
        };
        let nan = u64::from(f32::NAN.to_bits());
        assert_eq!(cvt(S32, f32t, Round::ZeroInt, false, false, nan), 0);
        let big = u64::from(3e10f32.to_bits());
        assert_eq!(
            cvt(S32, f32t, Round::ZeroInt, false, false, big),
            0x7fff_ffff
        );
        let neg = u64::from((-2.5f32).to_bits());
        assert_eq!(
            cvt(S32, f32t, Round::NearestInt, false, false, neg),
            -2i32 as u32 as u64
        );
        assert_eq!(
            cvt(S32, f32t, Round::DownInt, false, false, neg),
            -3i32 as u32 as u64
        );
        assert_eq!(cvt(U32, f32t, Round::ZeroInt, false, false, neg), 0);
        let s8 = Ty {
            kind: Kind::S,
            bits: 8,
        };
        // A signed result is held sign-extended, as a signed load's is: a register wider
        // than the destination type reads it extended (`cvt.s8.s32 %rs1, %r1` then
        // `shr.s16 %rs2, %rs1, 6`, LLVM's `sext_inreg` of an `i8` in an `i16`).
        assert_eq!(
            cvt(S32, s8, Round::Nearest, false, false, 0x80),
            -128i64 as u64
        );
        assert_eq!(
            cvt(s8, S32, Round::Nearest, false, false, 0x1_0080) & 0xffff,
            0xff80
        );
        assert_eq!(cvt(s8, S32, Round::Nearest, false, false, 0x7f), 0x7f);
        assert_eq!(
            cvt(U32, s8, Round::Nearest, false, false, 0x80),
            0xffff_ff80
        );
        assert_eq!(cvt(s8, S32, Round::Nearest, false, true, 300), 0x7f);
    }

    #[test]
    fn floats_are_canonical() {
        let f32t = Ty {
            kind: Kind::F,
            bits: 32,
        };
        let inf = u64::from(f32::INFINITY.to_bits());
        let ninf = u64::from(f32::NEG_INFINITY.to_bits());
        assert_eq!(
            fbin(FBin::Add, f32t, false, false, Rnd::Rn, inf, ninf),
            F32_NAN
        );
        let one = u64::from(1.0f32.to_bits());
        let nan = u64::from(f32::NAN.to_bits());
        assert_eq!(fbin(FBin::Min, f32t, false, false, Rnd::Rn, nan, one), one);
        assert_eq!(
            fbin(FBin::MinNan, f32t, false, false, Rnd::Rn, nan, one),
            F32_NAN
        );
        let neg = u64::from((-2.0f32).to_bits());
        assert_eq!(
            fbin(FBin::Copysign, f32t, false, false, Rnd::Rn, neg, one),
            u64::from((-1.0f32).to_bits())
        );
        let sub = u64::from(f32::from_bits(1).to_bits());
        assert_eq!(fbin(FBin::Add, f32t, true, false, Rnd::Rn, sub, 0), 0);
        assert_eq!(fbin(FBin::Add, f32t, false, false, Rnd::Rn, sub, 0), 1);
    }
}
