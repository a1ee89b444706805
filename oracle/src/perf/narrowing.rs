//! The dynamic limit of address-space narrowing: for every memory instruction that accesses
//! through a generic address, how often it ran and which specific spaces its accesses landed
//! in, over every launch the interpreter ran with a record ([`crate::Interpreter::run_recording`],
//! [`crate::ptx::PtxInterpreter::run_recording`]).
//!
//! An instruction whose accesses all landed in one space could have used that space's
//! instructions on these launches: it is *narrowable* (in principle: another launch might go
//! elsewhere, and a pass must prove it statically). `docs/performance.md` describes the tables
//! built from it.
//!
//! Recorded: loads, stores, `atomicrmw` and `cmpxchg` through a generic pointer (IR), and
//! `ld`/`st`/`atom`/`red` without a state space (PTX). Not recorded: `memcpy`/`memset` and
//! other intrinsics that touch memory (their narrowing is a different question).

use std::collections::HashMap;

use seam::ir::AddrSpace;

/// What one instruction's generic accesses touched.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Touch {
    /// Times it ran (and accessed memory).
    pub count: u64,
    /// Spaces touched, one bit each (see [`Touch::spaces`]).
    mask: u16,
}

/// The spaces a bit of [`Touch`] stands for, in bit order; the last bit is any other space.
const SPACES: [AddrSpace; 6] = [
    AddrSpace::GLOBAL,
    AddrSpace::SHARED,
    AddrSpace::CONST,
    AddrSpace::LOCAL,
    AddrSpace::SHARED_CLUSTER,
    AddrSpace::PARAM,
];

impl Touch {
    /// Records one access that landed in `space`.
    #[inline]
    pub fn note(&mut self, space: AddrSpace) {
        self.count += 1;
        let bit = SPACES
            .iter()
            .position(|&s| s == space)
            .unwrap_or(SPACES.len());
        self.mask |= 1 << bit;
    }

    /// Adds what `other` recorded.
    pub fn merge(&mut self, other: Touch) {
        self.count += other.count;
        self.mask |= other.mask;
    }

    /// The spaces touched (an unknown space as [`AddrSpace::GENERIC`]).
    pub fn spaces(&self) -> Vec<AddrSpace> {
        (0..=SPACES.len())
            .filter(|b| self.mask & (1 << b) != 0)
            .map(|b| SPACES.get(b).copied().unwrap_or(AddrSpace::GENERIC))
            .collect()
    }

    /// Every access landed in the same specific space.
    pub fn narrowable(&self) -> bool {
        self.mask.count_ones() == 1 && self.mask & (1 << SPACES.len()) == 0
    }
}

/// Touches per instruction, keyed by `K`: `(FuncId, Inst)` for the IR interpreter, `(function
/// name, instruction index)` for the PTX interpreter.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SpaceRecord<K: std::hash::Hash + Eq> {
    /// Per instruction.
    pub touches: HashMap<K, Touch>,
}

impl<K: std::hash::Hash + Eq> Default for SpaceRecord<K> {
    fn default() -> Self {
        SpaceRecord {
            touches: HashMap::new(),
        }
    }
}

/// Totals over a record.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct NarrowingTotals {
    /// Generic accesses executed.
    pub generic: u64,
    /// Of those, accesses by instructions whose every access landed in one space.
    pub narrowable: u64,
    /// Instructions that ran with a generic address.
    pub instructions: u64,
    /// Of those, narrowable ones.
    pub narrowable_instructions: u64,
}

impl std::ops::AddAssign for NarrowingTotals {
    fn add_assign(&mut self, o: NarrowingTotals) {
        self.generic += o.generic;
        self.narrowable += o.narrowable;
        self.instructions += o.instructions;
        self.narrowable_instructions += o.narrowable_instructions;
    }
}

impl<K: std::hash::Hash + Eq> SpaceRecord<K> {
    /// Adds what `other` recorded.
    pub fn merge(&mut self, other: SpaceRecord<K>) {
        for (k, t) in other.touches {
            self.touches.entry(k).or_default().merge(t);
        }
    }

    /// Generic accesses executed and how many of them were narrowable.
    pub fn totals(&self) -> NarrowingTotals {
        let mut n = NarrowingTotals::default();
        for t in self.touches.values() {
            n.generic += t.count;
            n.instructions += 1;
            if t.narrowable() {
                n.narrowable += t.count;
                n.narrowable_instructions += 1;
            }
        }
        n
    }
}

/// Per function and instruction index, while a launch runs.
#[derive(Default)]
pub(crate) struct Recorder {
    pub(crate) per_func: Vec<Vec<Touch>>,
}

impl Recorder {
    #[inline]
    pub(crate) fn note(&mut self, func: usize, pc: usize, space: AddrSpace) {
        if self.per_func.len() <= func {
            self.per_func.resize_with(func + 1, Vec::new);
        }
        let f = &mut self.per_func[func];
        if f.len() <= pc {
            f.resize(pc + 1, Touch::default());
        }
        f[pc].note(space);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_space_is_narrowable_two_are_not() {
        let mut t = Touch::default();
        t.note(AddrSpace::SHARED);
        t.note(AddrSpace::SHARED);
        assert!(t.narrowable());
        assert_eq!(t.spaces(), [AddrSpace::SHARED]);
        t.note(AddrSpace::GLOBAL);
        assert!(!t.narrowable());
        assert_eq!(t.count, 3);
        let mut u = Touch::default();
        u.note(AddrSpace(42));
        assert!(!u.narrowable());
        assert_eq!(u.spaces(), [AddrSpace::GENERIC]);
        let mut r: SpaceRecord<u32> = SpaceRecord::default();
        r.touches.insert(0, t);
        let mut only = Touch::default();
        only.note(AddrSpace::LOCAL);
        r.touches.insert(1, only);
        assert_eq!(
            r.totals(),
            NarrowingTotals {
                generic: 4,
                narrowable: 1,
                instructions: 2,
                narrowable_instructions: 1
            }
        );
    }
}
