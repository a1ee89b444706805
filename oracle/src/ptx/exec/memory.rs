//! The PTX machine's memory: allocations made and freed, the memory a launch may use, each
//! access checked by `crate::memory`'s one check (and a plain store's race with other stores
//! settled by what it wrote: a benign race or a data race), and where generic accesses landed.

use super::*;

impl Machine<'_> {
    /// Notes, when recording, that the generic access of instruction `pc` of function `func`
    /// landed in allocation `id`.
    #[inline]
    pub(super) fn note(&mut self, space: Space, func: u32, pc: u32, id: u32) {
        if space.is_generic()
            && let Some(r) = &mut self.record
        {
            r.note(func as usize, pc as usize, self.allocs[id as usize].space);
        }
    }

    pub(super) fn charge(&mut self, bytes: u64) -> Result<(), InterpError> {
        self.mem_used = self.mem_used.saturating_add(bytes);
        if self.mem_used > self.limits.memory_bytes {
            return Err(InterpError::Memory(format!(
                "the launch needs more than {} bytes of interpreter memory",
                self.limits.memory_bytes
            )));
        }
        Ok(())
    }

    /// Allocates the variables, the parameter buffer and the buffers; returns the buffers'
    /// allocation ids.
    pub(super) fn prepare(&mut self, plan: &LaunchPlan) -> Result<Vec<u32>, InterpError> {
        if plan.grid.contains(&0) || plan.block.contains(&0) {
            return Err(InterpError::Launch("a dimension of 0".into()));
        }
        if plan.block.iter().map(|&d| u64::from(d)).product::<u64>() > 1024 {
            return Err(InterpError::Launch(
                "more than 1024 threads in a block".into(),
            ));
        }
        self.allocs.push(Alloc::new(
            seam::ir::AddrSpace::GENERIC,
            AllocKind::None,
            0,
            false,
        ));
        self.allocs[0].live = false;
        for v in &self.prog.vars {
            let track = !v.readonly;
            let size = if v.dynamic {
                plan.shared as usize
            } else {
                v.init.len()
            };
            self.charge(Alloc::footprint_of(size as u64, track))?;
            let mut a = Alloc::new(v.space, AllocKind::Global(v.name.clone()), size, track);
            if !v.dynamic {
                a.data.copy_from_slice(&v.init);
            }
            a.readonly = v.readonly;
            self.allocs.push(a);
        }
        let mut params = plan.params.clone();
        let params_id = self.allocs.len() as u32 + plan.buffers.len() as u32;
        let mut ids = Vec::with_capacity(plan.buffers.len());
        for b in &plan.buffers {
            self.charge(Alloc::footprint_of(b.bytes.len() as u64, true))?;
            let mut a = Alloc::new(
                Space::GLOBAL,
                AllocKind::Buffer(b.name.clone()),
                b.bytes.len(),
                true,
            );
            a.data.copy_from_slice(&b.bytes);
            let id = self.allocs.len() as u32;
            self.allocs.push(a);
            ids.push(id);
            let off = plan.offsets[b.param];
            if off + 8 <= params.len() {
                params[off..off + 8].copy_from_slice(&addr(id, 0).to_le_bytes());
            }
        }
        let mut a = Alloc::new(
            Space::PARAM,
            AllocKind::Global("kernel parameters".into()),
            params.len(),
            false,
        );
        a.data.copy_from_slice(&params);
        a.readonly = true;
        self.allocs.push(a);
        self.params_alloc = params_id;
        Ok(ids)
    }

    pub(super) fn new_alloc(&mut self, a: Alloc) -> Result<u32, Fault> {
        self.charge(a.footprint())?;
        if let Some(id) = self.free.pop_front() {
            self.allocs[id as usize] = a;
            return Ok(id);
        }
        if (self.allocs.len() as u32) < FUNC_BASE {
            self.allocs.push(a);
            return Ok(self.allocs.len() as u32 - 1);
        }
        Err(Fault::Err(InterpError::Unsupported(format!(
            "more than {FUNC_BASE} live allocations"
        ))))
    }

    /// A fresh allocation of `size` bytes owned by thread `t`'s current frame (released when
    /// it returns): local memory (a `.local` declaration or an `alloca`, counted against the
    /// thread's local limit, beyond which it traps), or a `.param` declaration. Its address.
    pub(super) fn frame_alloc(
        &mut self,
        t: &mut Thread,
        size: u64,
        local: bool,
    ) -> Result<u64, Fault> {
        if local {
            t.local_bytes = t.local_bytes.saturating_add(size);
            if t.local_bytes > self.limits.local_bytes_per_thread || size >= MAX_ALLOC {
                return Err(Fault::Trap(TrapKind::StackOverflow));
            }
        }
        let (space, kind) = if local {
            (Space::LOCAL, AllocKind::Local)
        } else {
            (Space::PARAM, AllocKind::FuncParam)
        };
        let mut a = Alloc::new(space, kind, size as usize, false);
        a.owner = Some(t.who.owner);
        let id = self.new_alloc(a)?;
        t.allocs.push(id);
        Ok(addr(id, 0))
    }

    pub(super) fn free_alloc(&mut self, id: u32) {
        let a = &mut self.allocs[id as usize];
        self.mem_used = self.mem_used.saturating_sub(a.footprint());
        a.kill();
        self.free.push_back(id);
    }

    pub(super) fn reset_shared(&mut self) {
        for (i, v) in self.prog.vars.iter().enumerate() {
            if v.space == Space::SHARED {
                let a = &mut self.allocs[Program::var_alloc(i as u32) as usize];
                if v.dynamic {
                    a.data.fill(0);
                } else {
                    a.data.copy_from_slice(&v.init);
                }
                if let Some(s) = &mut a.shadow {
                    s.fill(Default::default());
                }
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn access(
        &mut self,
        who: Who,
        bits: u64,
        size: u64,
        space: Space,
        write: bool,
        atomic: bool,
    ) -> Result<(u32, usize), Fault> {
        // Not tolerating races between writes: nothing comes back pending.
        let (id, off, _) = self.checked(who, bits, size, space, write, atomic, false)?;
        Ok((id, off))
    }

    /// A plain store's access: a race with other stores only comes back pending, for
    /// [`Machine::settle`] once the store has written.
    pub(super) fn access_store(
        &mut self,
        who: Who,
        bits: u64,
        size: u64,
        space: Space,
        atomic: bool,
    ) -> Result<crate::memory::StoreAccess, Fault> {
        self.checked(who, bits, size, space, true, atomic, !atomic)
    }

    /// The one memory check ([`crate::memory::check_access`]) with the machine's accessor; an
    /// access is aligned to its size.
    #[allow(clippy::too_many_arguments)]
    fn checked(
        &mut self,
        who: Who,
        bits: u64,
        size: u64,
        space: Space,
        write: bool,
        atomic: bool,
        tolerate_writes: bool,
    ) -> Result<crate::memory::StoreAccess, Fault> {
        let by = Accessor {
            lin: who.lin,
            owner: who.owner,
            epoch: self.epoch,
            block: self.block_lin,
            stamp: self.causality.stamp(),
            order: &self.causality,
        };
        crate::memory::check_access(
            &mut self.allocs,
            by,
            bits,
            size,
            size,
            space,
            write,
            atomic,
            tolerate_writes,
        )
        .map_err(|e| match e {
            AccessError::Ub(kind, detail) => Fault::Ub(kind, detail),
            AccessError::Race { id, byte, race } => self.race_fault(id, byte, write, &race),
        })
    }

    /// The data race of an access (`write`: a store) on byte `byte` of `id`.
    fn race_fault(&self, id: u32, byte: u64, write: bool, race: &crate::memory::Race) -> Fault {
        Fault::Ub(
            UbKind::DataRace,
            crate::memory::race_detail(
                &self.allocs,
                id,
                byte,
                write,
                race,
                self.block_dim,
                self.grid,
            ),
        )
    }

    /// A store's pending race settled: benign (counted) when it wrote what was there.
    pub(super) fn settle(
        &mut self,
        pending: Option<crate::memory::PendingRace>,
    ) -> Result<(), Fault> {
        match pending.map(|p| p.settle(&self.allocs)) {
            None => Ok(()),
            Some(Ok(())) => {
                self.benign_races += 1;
                Ok(())
            }
            Some(Err((id, byte, race))) => Err(self.race_fault(id, byte, true, &race)),
        }
    }
}
