//! Execution: a launch runs block after block; in a block, each thread in turn runs to its next
//! barrier (or to its end), then the next round starts. See `docs/semantics.md`.

mod arith;
mod calls;
mod setup;
mod warp;

use std::collections::VecDeque;

use seam::entity::EntityRef;
use seam::ir::{AddrSpace, FloatPredicate, IntFlags, IntPredicate, Module, RmwOp, TypeData};

use crate::error::InterpError;
use crate::launch::{ArgValue, Launch};
use crate::memory::{Alloc, AllocKind, FUNC_BASE, MAX_ALLOC, Race, addr, dims_of, split};
use crate::outcome::{Elem, Location, Observations, Observed, Outcome, TrapKind, Ub, UbKind};
use crate::perf::narrowing::Recorder;
use crate::program::{
    BitOp, CFunc, FBinary, FOp, FUnary, IOp, InitSeg, IntrinsicOp, LeafKind, NONE, Op, Program,
    Reg, Target, ValueCheck, mask,
};
use crate::{Limits, Stats};
use arith::*;
use warp::{Park, Wait};

/// Why execution stopped early.
pub(crate) enum Fault {
    Ub(UbKind, String),
    Trap(TrapKind),
    Fuel,
    Err(InterpError),
}

impl From<InterpError> for Fault {
    fn from(e: InterpError) -> Fault {
        Fault::Err(e)
    }
}

fn ub<T>(kind: UbKind, detail: impl Into<String>) -> Result<T, Fault> {
    Err(Fault::Ub(kind, detail.into()))
}

/// The canonical NaNs float operations produce (the ones NVIDIA GPUs produce for `f32`).
pub(crate) const F32_NAN: u64 = 0x7fff_ffff;
pub(crate) const F64_NAN: u64 = 0x7fff_ffff_ffff_ffff;

#[derive(Clone, Copy, Debug)]
struct Frame {
    func: u32,
    /// The op running (for the innermost frame when stopped) or the call being made.
    pc: u32,
    base: u32,
    /// Index into the thread's local allocations where this frame's begin.
    locals: u32,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum State {
    Ready,
    Barrier,
    /// At a warp-synchronous operation (see `warp.rs`).
    Warp,
    Done,
}

/// Who is running: the thread's index in its block and in the launch.
#[derive(Clone, Copy, Debug)]
struct Who {
    tid: [u32; 3],
    /// Linear index in the block.
    lin: u32,
    /// Linear index in the launch (owner of local allocations).
    owner: u64,
}

struct Thread {
    who: Who,
    regs: Vec<Reg>,
    frames: Vec<Frame>,
    locals: Vec<u32>,
    local_bytes: u64,
    state: State,
    /// What a waiting thread waits for.
    park: Option<Park>,
}

/// A kernel parameter's value at launch.
enum KernelArg {
    Regs(Vec<Reg>),
    /// A `byval` parameter: the bytes of each thread's copy.
    ByVal {
        bytes: Vec<u8>,
        align: u64,
    },
}

pub(crate) struct Machine<'a> {
    prog: &'a Program,
    m: &'a Module,
    limits: Limits,
    allocs: Vec<Alloc>,
    /// Dead dynamic allocations, reused only once fresh ids run out.
    free: VecDeque<u32>,
    fuel: u64,
    grid: [u32; 3],
    block_dim: [u32; 3],
    block_idx: [u32; 3],
    block_lin: u32,
    epoch: u32,
    mem_used: u64,
    scratch: Vec<Reg>,
    bytes: Vec<(u8, bool)>,
    /// Where generic accesses landed, when asked.
    record: Option<Recorder>,
}

/// Runs `launch` of `prog` (lowered from `m`); with `record`, notes where every generic access
/// landed.
pub(crate) fn run(
    prog: &Program,
    m: &Module,
    launch: &Launch,
    limits: Limits,
    record: &mut Option<Recorder>,
) -> Result<(Outcome, Stats), InterpError> {
    let mut mach = Machine {
        prog,
        m,
        limits,
        allocs: Vec::new(),
        free: VecDeque::new(),
        fuel: limits.fuel,
        grid: launch.grid,
        block_dim: launch.block,
        block_idx: [0; 3],
        block_lin: 0,
        epoch: 0,
        mem_used: 0,
        scratch: Vec::new(),
        bytes: Vec::new(),
        record: record.take(),
    };
    let prepared = mach.prepare(launch);
    let (kernel, args, buffers) = match prepared {
        Ok(x) => x,
        Err(e) => {
            *record = mach.record.take();
            return Err(e);
        }
    };
    let outcome = match mach.run_grid(kernel, &args) {
        Ok(()) => Outcome::Completed(mach.observe(&buffers)),
        Err(e) => {
            let (fault, at) = *e;
            match fault {
                Fault::Ub(kind, detail) => Outcome::Ub(Ub { kind, at, detail }),
                Fault::Trap(kind) => Outcome::Trap { kind, at },
                Fault::Fuel => Outcome::OutOfFuel,
                Fault::Err(e) => {
                    *record = mach.record.take();
                    return Err(e);
                }
            }
        }
    };
    *record = mach.record.take();
    let stats = Stats {
        instructions: limits.fuel - mach.fuel,
        allocations: mach.allocs.len() as u64,
    };
    Ok((outcome, stats))
}

/// Sign-extends the low `bits` of `v`.
#[inline]
pub(crate) fn sext(v: u64, bits: u8) -> i64 {
    let s = 64 - u32::from(bits);
    ((v << s) as i64) >> s
}

impl<'a> Machine<'a> {
    /// Counts `bytes` of host memory against the limit.
    fn charge(&mut self, bytes: u64) -> Result<(), InterpError> {
        self.mem_used = self.mem_used.saturating_add(bytes);
        if self.mem_used > self.limits.memory_bytes {
            return Err(InterpError::Memory(format!(
                "the launch needs more than {} bytes of interpreter memory",
                self.limits.memory_bytes
            )));
        }
        Ok(())
    }

    fn new_alloc(&mut self, a: Alloc) -> Result<u32, Fault> {
        self.charge(a.footprint())?;
        if (self.allocs.len() as u32) < FUNC_BASE {
            self.allocs.push(a);
            return Ok(self.allocs.len() as u32 - 1);
        }
        match self.free.pop_front() {
            Some(id) => {
                self.allocs[id as usize] = a;
                Ok(id)
            }
            None => Err(Fault::Err(InterpError::Unsupported(format!(
                "more than {FUNC_BASE} live allocations"
            )))),
        }
    }

    fn free_alloc(&mut self, id: u32) {
        let a = &mut self.allocs[id as usize];
        self.mem_used = self.mem_used.saturating_sub(a.footprint());
        a.kill();
        self.free.push_back(id);
    }

    fn run_grid(&mut self, kernel: u32, args: &[KernelArg]) -> Result<(), Box<(Fault, Location)>> {
        let per_block = (u64::from(self.block_dim[0])
            * u64::from(self.block_dim[1])
            * u64::from(self.block_dim[2])) as u32;
        let blocks = u64::from(self.grid[0]) * u64::from(self.grid[1]) * u64::from(self.grid[2]);
        let mut threads: Vec<Thread> = Vec::new();
        for b in 0..blocks {
            self.block_idx = dims_of(b, self.grid);
            self.block_lin = b as u32;
            self.reset_shared();
            threads.truncate(0);
            for lin in 0..per_block {
                let who = Who {
                    tid: dims_of(u64::from(lin), self.block_dim),
                    lin,
                    owner: b * u64::from(per_block) + u64::from(lin),
                };
                threads.push(Thread {
                    who,
                    regs: Vec::new(),
                    frames: Vec::new(),
                    locals: Vec::new(),
                    local_bytes: 0,
                    state: State::Ready,
                    park: None,
                });
            }
            // Start the threads (their frames and byval copies).
            for t in threads.iter_mut() {
                if let Err(f) = self.start(t, kernel, args) {
                    let at = self.location_of_entry(kernel, t.who);
                    return Err(Box::new((f, at)));
                }
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
                        "{} of {} threads wait at a barrier, but thread ({},{},{}) returned without reaching one",
                        waiting,
                        threads.len(),
                        d.who.tid[0],
                        d.who.tid[1],
                        d.who.tid[2]
                    );
                    // The waiting thread resumes after the barrier: point at the barrier.
                    let fr = w.frames.last().expect("a waiting thread has a frame");
                    let at = self.location_at(fr.func, fr.pc.saturating_sub(1), w.who);
                    return Err(Box::new((Fault::Ub(UbKind::DivergentBarrier, detail), at)));
                }
                self.release_barrier(&mut threads)?;
                for t in threads.iter_mut() {
                    t.state = State::Ready;
                }
            }
        }
        Ok(())
    }

    /// Resets the shared variables for a new block.
    fn reset_shared(&mut self) {
        for (i, g) in self.prog.globals.iter().enumerate() {
            if g.space == AddrSpace::SHARED {
                let a = &mut self.allocs[i + 1];
                a.data.fill(0);
                a.init.fill(0);
                if let Some(s) = &mut a.shadow {
                    s.fill(Default::default());
                }
                init_global(a, &g.init);
            }
        }
    }

    fn start(&mut self, t: &mut Thread, kernel: u32, args: &[KernelArg]) -> Result<(), Fault> {
        let cf = self.prog.funcs[kernel as usize]
            .as_ref()
            .expect("the kernel is defined");
        t.regs.clear();
        t.regs.resize(cf.n_regs as usize, Reg::default());
        t.regs[cf.const_base as usize..].copy_from_slice(&cf.consts);
        t.frames.push(Frame {
            func: kernel,
            pc: 0,
            base: 0,
            locals: 0,
        });
        for (p, a) in cf.params.iter().zip(args) {
            match a {
                KernelArg::Regs(v) => {
                    t.regs[p.start as usize..p.start as usize + v.len()].copy_from_slice(v)
                }
                KernelArg::ByVal { bytes, align } => {
                    let _ = align;
                    let mut a = Alloc::new(AddrSpace::PARAM, AllocKind::ByVal, bytes.len(), false);
                    a.data.copy_from_slice(bytes);
                    a.set_init_range(0, bytes.len(), true);
                    a.owner = Some(t.who.owner);
                    let id = self.new_alloc(a)?;
                    t.locals.push(id);
                    t.regs[p.start as usize] = Reg::val(addr(id, 0));
                }
            }
        }
        Ok(())
    }

    fn location(&self, t: &Thread) -> Location {
        match t.frames.last() {
            Some(fr) => self.location_at(fr.func, fr.pc, t.who),
            None => Location::default(),
        }
    }

    fn location_of_entry(&self, kernel: u32, who: Who) -> Location {
        self.location_at(kernel, 0, who)
    }

    fn location_at(&self, func: u32, pc: u32, who: Who) -> Location {
        let m = self.m;
        let Some(cf) = self.prog.funcs[func as usize].as_ref() else {
            return Location::default();
        };
        let f = &m.functions[cf.id];
        let mut loc = Location {
            function: format!("@{}", f.name),
            block_idx: self.block_idx,
            thread_idx: who.tid,
            ..Location::default()
        };
        if let (Some(&(inst, block)), Some(body)) = (cf.origin.get(pc as usize), f.body.as_ref()) {
            let names = seam::text::LocalNames::new(m, f);
            loc.block = names.blocks[block].to_text();
            loc.inst = seam::text::print_instruction(m, f, inst).trim().to_owned();
            let l = body.insts[inst].loc;
            loc.line = l.line;
            loc.col = l.col;
        }
        loc
    }

    /// A readable name for an allocation.
    fn describe(&self, id: u32) -> String {
        crate::memory::describe(&self.allocs, id)
    }

    /// Notes, when recording, that the generic access of op `pc` of `cf` landed in allocation
    /// `id`.
    #[inline]
    fn note(&mut self, space: AddrSpace, cf: &CFunc, pc: usize, id: u32) {
        if space.is_generic()
            && let Some(r) = &mut self.record
        {
            r.note(cf.id.index(), pc, self.allocs[id as usize].space);
        }
    }

    /// Checks an access of `size` bytes at `p` and records it for race detection; returns the
    /// allocation and offset.
    #[inline]
    #[allow(clippy::too_many_arguments)]
    fn access(
        &mut self,
        who: Who,
        p: Reg,
        size: u64,
        align: u64,
        space: AddrSpace,
        write: bool,
        atomic: bool,
    ) -> Result<(u32, usize), Fault> {
        if p.poison {
            return ub(UbKind::PoisonAddress, "the address is poison");
        }
        let by = crate::memory::Accessor {
            lin: who.lin,
            owner: who.owner,
            epoch: self.epoch,
            block: self.block_lin,
        };
        match crate::memory::check_access(
            &mut self.allocs,
            by,
            p.bits,
            size,
            align,
            space,
            write,
            atomic,
        ) {
            Ok(x) => Ok(x),
            Err(crate::memory::AccessError::Ub(kind, detail)) => Err(Fault::Ub(kind, detail)),
            Err(crate::memory::AccessError::Race { id, byte, race }) => {
                Err(self.race(id, byte, write, race))
            }
        }
    }

    fn race(&self, id: u32, byte: u64, write: bool, race: Race) -> Fault {
        Fault::Ub(
            UbKind::DataRace,
            crate::memory::race_detail(
                &self.allocs,
                id,
                byte,
                write,
                &race,
                self.block_dim,
                self.grid,
            ),
        )
    }

    /// Frees the allocations of frames above `keep`.
    fn pop_locals(&mut self, t_locals: &mut Vec<u32>, local_bytes: &mut u64, keep: usize) {
        while t_locals.len() > keep {
            let id = t_locals.pop().expect("non-empty");
            if self.allocs[id as usize].charged {
                *local_bytes = local_bytes.saturating_sub(self.allocs[id as usize].size);
            }
            self.free_alloc(id);
        }
    }

    /// `llvm.lifetime.start`/`end` of pointer `p`: a local allocation of this thread starts
    /// or stops counting against its local budget (stack colouring lets code generation
    /// reuse the slot outside the lifetime). Anything else is left alone, as LLVM ignores
    /// markers on what is not an alloca.
    fn lifetime(
        &mut self,
        start: bool,
        p: Option<Reg>,
        who: Who,
        local_bytes: &mut u64,
    ) -> Result<(), Fault> {
        let Some(p) = p.filter(|p| !p.poison) else {
            return Ok(());
        };
        let (id, _) = split(p.bits);
        let Some(a) = self.allocs.get(id as usize) else {
            return Ok(());
        };
        if !a.live || a.owner != Some(who.owner) || !matches!(a.kind, AllocKind::Local) {
            return Ok(());
        }
        let size = a.size;
        if start && !a.charged {
            self.grow_stack(local_bytes, size)?;
            self.allocs[id as usize].charged = true;
        } else if !start && a.charged {
            *local_bytes = local_bytes.saturating_sub(size);
            self.allocs[id as usize].charged = false;
        }
        Ok(())
    }

    /// Makes a thread-owned copy of `size` bytes at `src` (a `byval` argument).
    fn byval_copy(
        &mut self,
        who: Who,
        src: Reg,
        size: u64,
        align: u64,
        locals: &mut Vec<u32>,
        local_bytes: &mut u64,
    ) -> Result<Reg, Fault> {
        let _ = align;
        let (sid, soff) = self.access(who, src, size, 1, AddrSpace::GENERIC, false, false)?;
        self.grow_stack(local_bytes, size)?;
        let mut a = Alloc::new(AddrSpace::LOCAL, AllocKind::ByVal, size as usize, false);
        a.owner = Some(who.owner);
        let s = &self.allocs[sid as usize];
        a.data.copy_from_slice(&s.data[soff..soff + size as usize]);
        for i in 0..size as usize {
            a.set_init(i, s.is_init(soff + i));
        }
        let id = self.new_alloc(a)?;
        locals.push(id);
        Ok(Reg::val(addr(id, 0)))
    }

    fn grow_stack(&self, local_bytes: &mut u64, size: u64) -> Result<(), Fault> {
        *local_bytes = local_bytes.saturating_add(size);
        if *local_bytes > self.limits.local_bytes_per_thread || size >= MAX_ALLOC {
            return Err(Fault::Trap(TrapKind::StackOverflow));
        }
        Ok(())
    }

    /// Runs thread `t` until it reaches a barrier, returns from the kernel, or faults. On a
    /// fault, the innermost frame's `pc` is the faulting op.
    fn run_thread(&mut self, t: &mut Thread) -> Result<(), Fault> {
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
                        let mut bytes = [0u8; 64];
                        for (k, l) in lf.iter().enumerate() {
                            let b = regs[s + k].bits.to_le_bytes();
                            let (o, n) = (l.offset as usize, l.kind.bytes() as usize);
                            if o + n <= bytes.len() {
                                bytes[o..o + n].copy_from_slice(&b[..n]);
                            }
                        }
                        for (k, l) in lt.iter().enumerate() {
                            let (o, n) = (l.offset as usize, l.kind.bytes() as usize);
                            let mut b = [0u8; 8];
                            if o + n <= bytes.len() {
                                b[..n].copy_from_slice(&bytes[o..o + n]);
                            }
                            regs[d + k] = Reg::val(u64::from_le_bytes(b) & l.kind.mask());
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
                    let a = &self.allocs[id as usize];
                    let d = base + *dst as usize;
                    for (k, l) in cf.layouts[*layout as usize].iter().enumerate() {
                        regs[d + k] = read_leaf(a, off + l.offset as usize, l.kind);
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
                } => {
                    let p = r!(*ptr);
                    let (id, off) = tri!(self.access(who, p, *size, *align, *space, true, *atomic));
                    self.note(*space, cf, pc, id);
                    let s = base + *src as usize;
                    let a = &mut self.allocs[id as usize];
                    for (k, l) in cf.layouts[*layout as usize].iter().enumerate() {
                        let v = regs[s + k];
                        if v.poison && a.space == AddrSpace::GLOBAL {
                            let d = self.describe(id);
                            bail!(Fault::Ub(
                                UbKind::PoisonStored,
                                format!("a poison value stored to {d}")
                            ));
                        }
                        write_leaf(a, off + l.offset as usize, l.kind, v);
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
                } => {
                    let p = r!(*ptr);
                    let v = r!(*val);
                    let (id, off) =
                        tri!(self.access(who, p, kind.bytes(), *align, *space, true, true));
                    self.note(*space, cf, pc, id);
                    let a = &mut self.allocs[id as usize];
                    let old = read_leaf(a, off, *kind);
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
                    write_leaf(a, off, *kind, new);
                    r!(*dst) = old;
                }
                Op::CmpXchg {
                    dst,
                    ptr,
                    cmp,
                    new,
                    kind,
                    align,
                    space,
                } => {
                    let p = r!(*ptr);
                    let (c, n) = (r!(*cmp), r!(*new));
                    let (id, off) =
                        tri!(self.access(who, p, kind.bytes(), *align, *space, true, true));
                    self.note(*space, cf, pc, id);
                    let a = &mut self.allocs[id as usize];
                    let old = read_leaf(a, off, *kind);
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
                        write_leaf(a, off, *kind, n);
                    }
                    r!(*dst) = old;
                    r!(*dst + 1) = Reg::val(u64::from(ok));
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

    /// The observations: every buffer and observed global, by name.
    fn observe(&self, buffers: &[(u32, String, Elem)]) -> Observations {
        let mut entries = Vec::new();
        for (id, name, elem) in buffers {
            entries.push(Observed {
                name: name.clone(),
                elem: *elem,
                bytes: self.allocs[*id as usize].data.clone(),
                unchanged: false,
                local: false,
            });
        }
        for (i, g) in self.prog.globals.iter().enumerate() {
            if g.observed {
                let a = &self.allocs[i + 1];
                let bytes: Vec<u8> = (0..a.data.len())
                    .map(|k| if a.is_init(k) { a.data[k] } else { 0 })
                    .collect();
                let mut first = Alloc::new(g.space, AllocKind::None, a.data.len(), false);
                init_global(&mut first, &g.init);
                let unchanged = (0..first.data.len())
                    .all(|k| bytes[k] == if first.is_init(k) { first.data[k] } else { 0 });
                entries.push(Observed {
                    name: g.name.clone(),
                    elem: g.elem,
                    bytes,
                    unchanged,
                    local: g.local,
                });
            }
        }
        entries.sort_by(|a, b| a.name.cmp(&b.name));
        Observations { entries }
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

fn init_global(a: &mut Alloc, init: &[InitSeg]) {
    for seg in init {
        match *seg {
            InitSeg::Zero { off, len } => {
                let (off, len) = (off as usize, len as usize);
                a.data[off..off + len].fill(0);
                a.set_init_range(off, len, true);
            }
            InitSeg::Leaf { off, kind, val } => write_leaf(a, off as usize, kind, val),
        }
    }
}

#[inline]
fn read_leaf(a: &Alloc, off: usize, kind: LeafKind) -> Reg {
    let n = kind.bytes() as usize;
    if !a.all_init(off, n) {
        return Reg::POISON;
    }
    let mut raw = [0u8; 8];
    raw[..n].copy_from_slice(&a.data[off..off + n]);
    Reg::val(u64::from_le_bytes(raw) & kind.mask())
}

#[inline]
fn write_leaf(a: &mut Alloc, off: usize, kind: LeafKind, v: Reg) {
    let n = kind.bytes() as usize;
    if v.poison {
        a.set_init_range(off, n, false);
        return;
    }
    a.data[off..off + n].copy_from_slice(&v.bits.to_le_bytes()[..n]);
    a.set_init_range(off, n, true);
}

/// The 16-bit float format an op names (`bf`: bfloat, else half).
fn f16_kind(bf: bool) -> seam::ir::FloatKind {
    if bf {
        seam::ir::FloatKind::BFloat
    } else {
        seam::ir::FloatKind::Half
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_flags_make_poison() {
        let r = |v| Reg::val(v);
        let nsw = IntFlags::NSW.bits();
        let nuw = IntFlags::NUW.bits();
        assert!(ibin(IOp::Add, nsw, 8, r(127), r(1)).ok().unwrap().poison);
        assert!(!ibin(IOp::Add, nuw, 8, r(127), r(1)).ok().unwrap().poison);
        assert!(ibin(IOp::Add, nuw, 8, r(255), r(1)).ok().unwrap().poison);
        assert_eq!(ibin(IOp::Add, 0, 8, r(255), r(1)).ok().unwrap(), r(0));
        assert!(ibin(IOp::Shl, 0, 32, r(1), r(32)).ok().unwrap().poison);
        assert!(ibin(IOp::Shl, nsw, 8, r(0x40), r(1)).ok().unwrap().poison);
        assert_eq!(ibin(IOp::AShr, 0, 8, r(0x80), r(7)).ok().unwrap(), r(0xff));
        assert!(matches!(
            ibin(IOp::SDiv, 0, 32, r(0x8000_0000), r(0xffff_ffff)),
            Err(Fault::Ub(UbKind::DivisionOverflow, _))
        ));
        assert!(matches!(
            ibin(IOp::URem, 0, 32, r(5), r(0)),
            Err(Fault::Ub(UbKind::DivisionByZero, _))
        ));
        assert!(matches!(
            ibin(IOp::UDiv, 0, 32, r(5), Reg::POISON),
            Err(Fault::Ub(UbKind::PoisonOperand, _))
        ));
        assert_eq!(
            ibin(IOp::SDiv, 0, 32, r(0xffff_fff9), r(2)).ok().unwrap(),
            r(0xffff_fffd)
        );
        assert!(
            ibin(IOp::Or, IntFlags::DISJOINT.bits(), 8, r(3), r(1))
                .ok()
                .unwrap()
                .poison
        );
        assert!(
            ibin(IOp::LShr, IntFlags::EXACT.bits(), 8, r(3), r(1))
                .ok()
                .unwrap()
                .poison
        );
    }

    #[test]
    fn floats_are_canonical_and_exact() {
        assert_eq!(fbin(FOp::Div, false, 0, 0), F32_NAN);
        assert_eq!(
            fbin(
                FOp::Sub,
                true,
                f64::INFINITY.to_bits(),
                f64::INFINITY.to_bits()
            ),
            F64_NAN
        );
        assert_eq!(
            fbin(
                FOp::Add,
                false,
                u64::from(1.5f32.to_bits()),
                u64::from(2.25f32.to_bits())
            ),
            u64::from(3.75f32.to_bits())
        );
        let (neg0, pos0) = (u64::from((-0.0f32).to_bits()), u64::from(0.0f32.to_bits()));
        assert_eq!(fbinary(FBinary::MinNum, false, pos0, neg0), neg0);
        assert_eq!(fbinary(FBinary::MaxNum, false, neg0, pos0), pos0);
        assert_eq!(fbinary(FBinary::MaxNum, false, F32_NAN, pos0), pos0);
        assert!(fp_to_int(u64::from(300.0f32.to_bits()), false, true, 8).poison);
        assert_eq!(
            fp_to_int(u64::from((-1.9f32).to_bits()), false, true, 8),
            Reg::val(0xff)
        );
        assert!(fp_to_int(u64::from((-1.0f32).to_bits()), false, false, 8).poison);
        assert_eq!(
            fp_to_int((2f64.powi(63)).to_bits(), true, false, 64),
            Reg::val(1 << 63)
        );
        assert!(fp_to_int((2f64.powi(63)).to_bits(), true, true, 64).poison);
    }

    #[test]
    fn bits_and_funnels() {
        assert_eq!(
            bit_op(BitOp::Ctlz, 32, Reg::val(1), Reg::val(0)),
            Reg::val(31)
        );
        assert!(bit_op(BitOp::Cttz, 32, Reg::val(0), Reg::val(1)).poison);
        assert_eq!(
            bit_op(BitOp::Cttz, 16, Reg::val(0), Reg::val(0)),
            Reg::val(16)
        );
        assert_eq!(
            bit_op(BitOp::Bswap, 32, Reg::val(0x1122_3344), Reg::val(0)),
            Reg::val(0x4433_2211)
        );
        assert_eq!(funnel(true, 8, 0x12, 0x34, 4), 0x23);
        assert_eq!(funnel(false, 8, 0x12, 0x34, 4), 0x23);
        assert_eq!(rmw(RmwOp::UDecWrap, LeafKind::Int(32), 0, 7), 7);
        assert_eq!(rmw(RmwOp::UIncWrap, LeafKind::Int(32), 7, 7), 0);
        assert_eq!(rmw(RmwOp::Min, LeafKind::Int(8), 0xff, 1), 0xff);
    }
}
