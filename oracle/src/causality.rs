//! Order between blocks: release and acquire through fences and atomics, as far as real CUDA
//! uses them (`docs/semantics.md`, "Data races", after the PTX ISA's "Memory Consistency
//! Model": causality order through release and acquire patterns).
//!
//! Both interpreters run a launch's blocks one after another, each to its end, so every access
//! of an earlier block comes before every access of a later one in the schedule. Without
//! synchronization two blocks' conflicting accesses race. A block `B` *releases* when one of its
//! threads makes an atomic write (`atomicrmw`, `cmpxchg` that stores, `store atomic`, `store
//! volatile`; `atom`, `red`, `st.release`, `st.volatile`) that is either ordered `release` or
//! stronger at a scope wider than the block, or follows a fence of such a scope (`fence` at device or system scope,
//! `llvm.nvvm.membar.{gl,sys}`; `membar.{gl,sys}`, `fence.{sc,acq_rel}.{gpu,sys}`) in the same
//! thread with no release between. Every access `B` made before that release, by any of its
//! threads (in the schedule), is published at the atomic's address, together with everything
//! `B` had itself acquired. A later block acquires what an address publishes when one of its
//! threads makes an atomic read there (the read of an atomic read-modify-write, an atomic or
//! volatile load; `ld.volatile`, `ld.relaxed`, `ld.acquire`): from then on, in the schedule, its
//! accesses are ordered after those published ones and do not race with them.
//!
//! Two simplifications err toward silence, never toward a false report: an acquire needs no
//! fence after the atomic read (the CUDA programming guide's last-block reduction has none),
//! and what one thread acquires holds for its whole block from then on (real code passes it
//! on through `__syncthreads()`). A release publishes only the accesses before it: a block's
//! store after its release races with a later block that reads it.

use std::collections::HashMap;

/// What one address publishes: per block, the highest release index of that block it carries.
#[derive(Clone, Debug, Default)]
struct Clock {
    /// Bumped at each release here, so that a block joins a clock again only once it changed.
    version: u64,
    from: HashMap<u32, u32>,
}

/// The launch's cross-block order (see the module documentation).
#[derive(Clone, Debug, Default)]
pub(crate) struct Causality {
    /// The running block (linear index).
    block: u32,
    /// Releases the running block has made: the stamp of its accesses now.
    released: u32,
    /// Per earlier block, the highest release index of it the running block has acquired.
    acquired: HashMap<u32, u32>,
    /// The lowest of `acquired` over every earlier block, once it has an entry for each.
    floor: Option<u32>,
    /// Threads of the running block that fenced (device scope or wider) since their last
    /// release.
    fenced: Vec<bool>,
    /// Per atomic address, what it publishes.
    clocks: HashMap<u64, Clock>,
    /// Per address, the clock version the running block last joined.
    joined: HashMap<u64, u64>,
    /// Source of clock versions.
    versions: u64,
}

impl Causality {
    /// A new launch: nothing released yet.
    pub(crate) fn begin_launch(&mut self) {
        *self = Causality::default();
    }

    /// Block `block` (linear index) of `threads` threads starts.
    pub(crate) fn begin_block(&mut self, block: u32, threads: usize) {
        self.block = block;
        self.released = 0;
        self.acquired.clear();
        self.floor = None;
        self.fenced.clear();
        self.fenced.resize(threads, false);
        self.joined.clear();
    }

    /// The stamp of an access the running block makes now: its releases so far. Release `r`
    /// publishes the accesses stamped `r` or less.
    #[inline]
    pub(crate) fn stamp(&self) -> u32 {
        self.released
    }

    /// Whether the accesses of block `other` stamped `stamp` or less are ordered before the
    /// running block's accesses from now on.
    #[inline]
    pub(crate) fn ordered(&self, other: u32, stamp: u32) -> bool {
        !self.acquired.is_empty() && self.acquired.get(&other).is_some_and(|&r| stamp <= r)
    }

    /// Whether the accesses of every earlier block stamped `stamp` or less are ordered before
    /// the running block's (what an access by several blocks is checked against).
    #[inline]
    pub(crate) fn ordered_all(&self, stamp: u32) -> bool {
        self.floor.is_some_and(|f| stamp <= f)
    }

    /// Thread `lin` of the running block fences at device scope or wider.
    pub(crate) fn fence(&mut self, lin: u32) {
        if let Some(f) = self.fenced.get_mut(lin as usize) {
            *f = true;
        }
    }

    /// Thread `lin` made an atomic access at `addr` that read (`reads`) and/or wrote
    /// (`writes`); `release`: the access itself is ordered release or stronger at a scope
    /// wider than the block. Called after the access was checked (its own stamp is the one
    /// before a release it makes).
    pub(crate) fn atomic(&mut self, lin: u32, addr: u64, reads: bool, writes: bool, release: bool) {
        if reads {
            self.acquire(addr);
        }
        let fenced = self.fenced.get(lin as usize).copied().unwrap_or(false);
        if writes && (release || fenced) {
            if let Some(f) = self.fenced.get_mut(lin as usize) {
                *f = false;
            }
            self.versions += 1;
            let clock = self.clocks.entry(addr).or_default();
            clock.version = self.versions;
            for (&b, &r) in &self.acquired {
                let e = clock.from.entry(b).or_insert(r);
                *e = (*e).max(r);
            }
            let e = clock.from.entry(self.block).or_insert(self.released);
            *e = (*e).max(self.released);
            self.released += 1;
            // The running block has what it published: no need to join it back.
            self.joined.insert(addr, self.versions);
        }
    }

    /// The running block acquires what `addr` publishes.
    fn acquire(&mut self, addr: u64) {
        let Some(clock) = self.clocks.get(&addr) else {
            return;
        };
        if self.joined.get(&addr) == Some(&clock.version) {
            return;
        }
        self.joined.insert(addr, clock.version);
        let mut changed = false;
        for (&b, &r) in &clock.from {
            if b == self.block {
                continue;
            }
            let e = self.acquired.entry(b).or_insert_with(|| {
                changed = true;
                r
            });
            if r > *e {
                *e = r;
                changed = true;
            }
        }
        if changed {
            // Blocks run in order: the earlier ones are 0..block.
            self.floor = if self.block > 0 && self.acquired.len() >= self.block as usize {
                (0..self.block).try_fold(u32::MAX, |m, b| self.acquired.get(&b).map(|&r| m.min(r)))
            } else {
                None
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fenced_atomic_publishes_what_came_before_it() {
        let mut c = Causality::default();
        c.begin_launch();
        c.begin_block(0, 2);
        assert_eq!(c.stamp(), 0);
        c.fence(0);
        c.atomic(0, 64, true, true, false);
        assert_eq!(c.stamp(), 1, "a release");
        c.atomic(0, 64, true, true, false);
        assert_eq!(c.stamp(), 1, "no fence since: no release");
        c.begin_block(1, 2);
        assert!(!c.ordered(0, 0), "nothing acquired yet");
        c.atomic(1, 64, true, true, false);
        assert!(c.ordered(0, 0), "acquired block 0's release 0");
        assert!(!c.ordered(0, 1), "not what block 0 did after it");
        assert!(c.ordered_all(0), "every earlier block");
    }

    #[test]
    fn a_plain_atomic_publishes_nothing_and_acquires_transitively() {
        let mut c = Causality::default();
        c.begin_block(0, 1);
        c.atomic(0, 8, true, true, false);
        c.begin_block(1, 1);
        c.atomic(0, 8, true, true, false);
        assert!(!c.ordered(0, 0), "no release without a fence");
        c.atomic(0, 8, false, true, true);
        c.begin_block(2, 1);
        c.atomic(0, 8, true, false, false);
        assert!(c.ordered(1, 0));
        assert!(!c.ordered(0, 0));
        assert!(!c.ordered_all(0), "block 0 is not acquired");
        // Block 1 acquired block 0 before releasing: block 3 gets both.
        let mut c = Causality::default();
        c.begin_block(0, 1);
        c.atomic(0, 8, false, true, true);
        c.begin_block(1, 1);
        c.atomic(0, 8, true, false, false);
        c.atomic(0, 16, false, true, true);
        c.begin_block(2, 1);
        c.atomic(0, 16, true, false, false);
        assert!(c.ordered(0, 0) && c.ordered(1, 0) && c.ordered_all(0));
    }
}
