//! Execution: a launch runs block after block; in a block, each thread in turn runs to its next
//! barrier (or to its end), then the next round starts. See `docs/semantics.md`.
//!
//! This file: the machine (threads and their frames, a block's rounds, allocations, memory
//! accesses, observations). `dispatch.rs`: a thread's ops, one arm per op; `arith.rs`: the
//! arithmetic on register bits; `calls.rs`: intrinsic calls and memory copies; `setup.rs`: a
//! launch's preparation; `warp.rs`: threads parked at warp operations and reducing barriers.

mod arith;
mod calls;
mod dispatch;
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
    BitOp, CFunc, FBinary, FOp, FUnary, IOp, InitSeg, IntrinsicOp, Leaf, LeafKind, NONE, Op,
    Program, Reg, Target, ValueCheck, mask,
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
    /// Stores that raced only with stores of the same value ([`Observations::benign_races`]).
    benign_races: u64,
    /// Order between blocks through release and acquire.
    causality: crate::causality::Causality,
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
        benign_races: 0,
        causality: Default::default(),
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
        self.causality.begin_launch();
        for b in 0..blocks {
            self.block_idx = dims_of(b, self.grid);
            self.block_lin = b as u32;
            self.causality.begin_block(b as u32, per_block as usize);
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
        // Not tolerating races between writes: nothing comes back pending.
        let (id, off, _) = self.checked(who, p, size, align, space, write, atomic, false)?;
        Ok((id, off))
    }

    /// The one memory check ([`crate::memory::check_access`]) with the machine's accessor.
    #[inline]
    #[allow(clippy::too_many_arguments)]
    fn checked(
        &mut self,
        who: Who,
        p: Reg,
        size: u64,
        align: u64,
        space: AddrSpace,
        write: bool,
        atomic: bool,
        tolerate_writes: bool,
    ) -> Result<crate::memory::StoreAccess, Fault> {
        if p.poison {
            return ub(UbKind::PoisonAddress, "the address is poison");
        }
        let by = crate::memory::Accessor {
            lin: who.lin,
            owner: who.owner,
            epoch: self.epoch,
            block: self.block_lin,
            stamp: self.causality.stamp(),
            order: &self.causality,
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
            tolerate_writes,
        ) {
            Ok(x) => Ok(x),
            Err(crate::memory::AccessError::Ub(kind, detail)) => Err(Fault::Ub(kind, detail)),
            Err(crate::memory::AccessError::Race { id, byte, race }) => {
                Err(self.race(id, byte, write, race))
            }
        }
    }

    /// [`Machine::access`] for a plain store (`atomic` false): a race only with other stores
    /// comes back pending, for [`Machine::settle`] once the store has written.
    fn access_store(
        &mut self,
        who: Who,
        p: Reg,
        size: u64,
        align: u64,
        space: AddrSpace,
        atomic: bool,
    ) -> Result<crate::memory::StoreAccess, Fault> {
        self.checked(who, p, size, align, space, true, atomic, !atomic)
    }

    /// A store's pending race settled: benign (counted) when it wrote what was there.
    fn settle(&mut self, pending: Option<crate::memory::PendingRace>) -> Result<(), Fault> {
        match pending.map(|p| p.settle(&self.allocs)) {
            None => Ok(()),
            Some(Ok(())) => {
                self.benign_races += 1;
                Ok(())
            }
            Some(Err((id, byte, race))) => Err(self.race(id, byte, true, race)),
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
        Observations {
            entries,
            benign_races: self.benign_races,
        }
    }
}

fn init_global(a: &mut Alloc, init: &[InitSeg]) {
    for seg in init {
        match *seg {
            InitSeg::Zero { off, len } => {
                let (off, len) = (off as usize, len as usize);
                a.data[off..off + len].fill(0);
                a.set_init_range(off, len, true);
            }
            InitSeg::Leaf { leaf, val } if !val.poison => {
                write_leaf(a, leaf.offset as usize, leaf, val)
            }
            InitSeg::Leaf { .. } => {}
        }
    }
    // Poison leaves last: a bit-packed one poisons the bytes it shares with its neighbours.
    for seg in init {
        if let InitSeg::Leaf { leaf, val } = *seg
            && val.poison
        {
            write_leaf(a, leaf.offset as usize, leaf, val);
        }
    }
}

#[inline]
fn read_leaf(a: &Alloc, off: usize, l: Leaf) -> Reg {
    let n = l.span();
    if !a.all_init(off, n) {
        return Reg::POISON;
    }
    let mut raw = [0u8; 16];
    raw[..n].copy_from_slice(&a.data[off..off + n]);
    let bits = u128::from_le_bytes(raw) >> l.bit.unwrap_or(0);
    Reg::val(bits as u64 & l.kind.mask())
}

/// Writes `v` as leaf `l` at `off`. A bit-packed lane changes its own bits only, and a poison
/// one makes its bytes poison: a store writes its poison lanes after the others, since a byte
/// holds the lanes around it too.
#[inline]
fn write_leaf(a: &mut Alloc, off: usize, l: Leaf, v: Reg) {
    let n = l.span();
    if v.poison {
        a.set_init_range(off, n, false);
        return;
    }
    match l.bit {
        None => a.data[off..off + n].copy_from_slice(&v.bits.to_le_bytes()[..n]),
        Some(bit) => {
            let mut raw = [0u8; 16];
            raw[..n].copy_from_slice(&a.data[off..off + n]);
            let mask = u128::from(l.kind.mask()) << bit;
            let word = (u128::from_le_bytes(raw) & !mask) | ((u128::from(v.bits) << bit) & mask);
            a.data[off..off + n].copy_from_slice(&word.to_le_bytes()[..n]);
        }
    }
    a.set_init_range(off, n, true);
}
