//! Memory: allocations, addresses, initialization, and race detection.
//!
//! An address is `id << 40 | offset`: the top 24 bits name an allocation, the low 40 bits are
//! an offset into it. Address 0 is null; ids from [`FUNC_BASE`] up name functions (for indirect
//! calls), and have no bytes. Every allocation knows its address space, so a generic pointer
//! remembers where it points. `ptrtoint` and `inttoptr` convert addresses and integers unchanged.
//!
//! Each byte has an initialization bit: reading an uninitialized byte gives poison. Bytes of
//! shared and global allocations also have a race shadow (see [`Shadow`]).

use seam::ir::AddrSpace;

use crate::causality::Causality;
use crate::outcome::UbKind;

/// Bits of an address that hold the offset.
pub(crate) const OFFSET_BITS: u32 = 40;
/// Mask of the offset bits.
pub(crate) const OFFSET_MASK: u64 = (1 << OFFSET_BITS) - 1;
/// First allocation id that names a function.
pub(crate) const FUNC_BASE: u32 = 1 << 23;
/// Largest allocation size.
pub(crate) const MAX_ALLOC: u64 = 1 << 32;

/// Splits an address into allocation id and offset.
#[inline]
pub(crate) fn split(addr: u64) -> (u32, u64) {
    ((addr >> OFFSET_BITS) as u32, addr & OFFSET_MASK)
}

/// The address of byte `offset` of allocation `id`.
#[inline]
pub(crate) fn addr(id: u32, offset: u64) -> u64 {
    (u64::from(id) << OFFSET_BITS) | (offset & OFFSET_MASK)
}

/// What an allocation holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum AllocKind {
    /// Global variable `n` of the module.
    Global(String),
    /// Buffer argument.
    Buffer(String),
    /// An `alloca` of a thread.
    Local,
    /// A `byval` copy.
    ByVal,
    /// A PTX device function's parameter: the caller's `.param` declaration of a call
    /// sequence, which the callee reads with `ld.param` and, its address moved into a register,
    /// through `.local` (the PTX ISA: "the resulting address is in the .local state space").
    FuncParam,
    /// Nothing: id 0 (null) and unused ids.
    None,
}

/// Who touched a byte since the last synchronization, for race detection.
///
/// Within a block, two accesses of one byte by different threads in the same barrier interval
/// (`epoch`) race unless both are reads or both are atomic. Between blocks, an access of a byte
/// that another block wrote, or a write of a byte another block read, races unless both are
/// atomic or the other block's access is ordered before it by release and acquire
/// ([`Causality`]): each access records its block's stamp for that.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Shadow {
    epoch: u32,
    /// Writer thread + 1 in `epoch` (0: none).
    w_tid: u32,
    /// Reader thread + 1 in `epoch` (0: none, `u32::MAX`: several).
    r_tid: u32,
    /// Writer block + 1 over the whole launch (0: none, `u32::MAX`: several).
    w_block: u32,
    /// Reader block + 1 over the whole launch (0: none, `u32::MAX`: several).
    r_block: u32,
    /// The writer block's stamp at its last write ([`Causality::stamp`]; several blocks: the
    /// highest of theirs).
    w_stamp: u32,
    /// The same for readers.
    r_stamp: u32,
    /// Every write so far was atomic / every read so far was atomic (over the launch: what
    /// another block is checked against).
    w_atomic: bool,
    r_atomic: bool,
    /// The same within `epoch` (what another thread of the block is checked against: a
    /// barrier orders a plain initialization before the atomics that follow it).
    w_atomic_epoch: bool,
    r_atomic_epoch: bool,
}

const MULTI: u32 = u32::MAX;

/// A racing access: the other party.
#[derive(Clone, Debug)]
pub(crate) struct Race {
    pub(crate) other_thread: Option<u32>,
    pub(crate) other_block: Option<u32>,
    pub(crate) other_wrote: bool,
}

impl Shadow {
    /// Records an access by `tid` of block `block` in `epoch`; returns the race it makes, if any.
    #[cfg(test)]
    pub(crate) fn access(
        &mut self,
        epoch: u32,
        block: u32,
        tid: u32,
        write: bool,
        atomic: bool,
    ) -> Option<Race> {
        let order = Causality::default();
        let by = Accessor {
            lin: tid,
            owner: 0,
            epoch,
            block,
            stamp: 0,
            order: &order,
        };
        self.access_tolerating(&by, write, atomic, false).err()
    }

    /// [`Shadow::access`]; with `tolerate_writes`, a plain write that races only with other
    /// writes is recorded and its race returned as `Ok(Some(..))`: the caller decides (a store
    /// of the same value is a benign race). Any race with a read, or of an atomic, is `Err`.
    pub(crate) fn access_tolerating(
        &mut self,
        by: &Accessor<'_>,
        write: bool,
        atomic: bool,
        tolerate_writes: bool,
    ) -> Result<Option<Race>, Race> {
        let (t, b, epoch) = (by.lin + 1, by.block + 1, by.epoch);
        if self.epoch != epoch {
            self.epoch = epoch;
            self.w_tid = 0;
            self.r_tid = 0;
        }
        // Other blocks' accesses ordered before this one by release and acquire are settled:
        // forgotten, as an access the running block made itself.
        let ordered = |blk: u32, stamp: u32| match blk {
            0 => false,
            MULTI => by.order.ordered_all(stamp),
            blk => blk != b && by.order.ordered(blk - 1, stamp),
        };
        let w_ordered = ordered(self.w_block, self.w_stamp);
        let r_ordered = ordered(self.r_block, self.r_stamp);
        // What an access orders after itself it stands for: a write ordered after every
        // earlier block's access replaces them (anything ordered after it is after them too);
        // a read ordered after the earlier readers replaces them.
        if write && w_ordered && (self.r_block == 0 || self.r_block == b || r_ordered) {
            self.w_block = 0;
            self.r_block = 0;
        } else if !write && r_ordered {
            self.r_block = 0;
        }
        let tolerate = tolerate_writes && write && !atomic;
        let mut written: Option<Race> = None;
        // Another block.
        if self.w_block != 0 && self.w_block != b && !(atomic && self.w_atomic) && !w_ordered {
            let race = Race {
                other_thread: None,
                other_block: (self.w_block != MULTI).then(|| self.w_block - 1),
                other_wrote: true,
            };
            if !tolerate {
                return Err(race);
            }
            written = Some(race);
        }
        if write
            && self.r_block != 0
            && self.r_block != b
            && !(atomic && self.r_atomic)
            && !r_ordered
        {
            return Err(Race {
                other_thread: None,
                other_block: (self.r_block != MULTI).then(|| self.r_block - 1),
                other_wrote: false,
            });
        }
        // Another thread of this block, in this interval.
        if self.w_tid != 0 && self.w_tid != t && !(atomic && self.w_atomic_epoch) {
            let race = Race {
                other_thread: Some(self.w_tid - 1),
                other_block: None,
                other_wrote: true,
            };
            if !tolerate {
                return Err(race);
            }
            written.get_or_insert(race);
        }
        if write && self.r_tid != 0 && (self.r_tid != t) && !(atomic && self.r_atomic_epoch) {
            let other = (self.r_tid != MULTI).then(|| self.r_tid - 1);
            return Err(Race {
                other_thread: other,
                other_block: None,
                other_wrote: false,
            });
        }
        if write {
            self.w_atomic_epoch = if self.w_tid == 0 {
                atomic
            } else {
                self.w_atomic_epoch && atomic
            };
            if self.w_tid == 0 && self.w_block == 0 {
                self.w_atomic = atomic;
            } else {
                self.w_atomic &= atomic;
            }
            self.w_tid = t;
            self.w_stamp = if self.w_block == 0 || self.w_block == b {
                by.stamp
            } else {
                self.w_stamp.max(by.stamp)
            };
            self.w_block = if self.w_block == 0 || self.w_block == b {
                b
            } else {
                MULTI
            };
        } else {
            self.r_atomic_epoch = if self.r_tid == 0 {
                atomic
            } else {
                self.r_atomic_epoch && atomic
            };
            if self.r_tid == 0 && self.r_block == 0 {
                self.r_atomic = atomic;
            } else {
                self.r_atomic &= atomic;
            }
            self.r_tid = if self.r_tid == 0 || self.r_tid == t {
                t
            } else {
                MULTI
            };
            self.r_stamp = if self.r_block == 0 || self.r_block == b {
                by.stamp
            } else {
                self.r_stamp.max(by.stamp)
            };
            self.r_block = if self.r_block == 0 || self.r_block == b {
                b
            } else {
                MULTI
            };
        }
        Ok(written)
    }
}

/// One allocation.
#[derive(Clone, Debug)]
pub(crate) struct Alloc {
    /// Size in bytes (kept when a dead allocation's bytes are released).
    pub(crate) size: u64,
    pub(crate) space: AddrSpace,
    pub(crate) kind: AllocKind,
    pub(crate) data: Vec<u8>,
    /// One bit per byte: initialized.
    pub(crate) init: Vec<u64>,
    pub(crate) live: bool,
    pub(crate) readonly: bool,
    /// For local allocations: the owning thread (linear index in the launch).
    pub(crate) owner: Option<u64>,
    /// Race shadow, for shared and global allocations.
    pub(crate) shadow: Option<Vec<Shadow>>,
    /// For local allocations: whether its bytes count against the thread's local budget now
    /// (an alloca scoped by `llvm.lifetime.start` counts only inside its lifetime).
    pub(crate) charged: bool,
}

impl Alloc {
    pub(crate) fn new(space: AddrSpace, kind: AllocKind, size: usize, track_races: bool) -> Alloc {
        Alloc {
            size: size as u64,
            space,
            kind,
            data: vec![0; size],
            init: vec![0; size.div_ceil(64)],
            live: true,
            readonly: false,
            owner: None,
            shadow: track_races.then(|| vec![Shadow::default(); size]),
            charged: true,
        }
    }

    /// Bytes of host memory the allocation holds.
    pub(crate) fn footprint(&self) -> u64 {
        let shadow = self
            .shadow
            .as_ref()
            .map_or(0, |s| s.len() * std::mem::size_of::<Shadow>());
        (self.data.len() + self.init.len() * 8 + shadow) as u64
    }

    /// Bytes of host memory an allocation of `size` bytes will hold.
    pub(crate) fn footprint_of(size: u64, track_races: bool) -> u64 {
        size + size.div_ceil(64) * 8
            + if track_races {
                size * std::mem::size_of::<Shadow>() as u64
            } else {
                0
            }
    }

    /// Ends the allocation's life: its bytes are released, its identity stays.
    pub(crate) fn kill(&mut self) {
        self.live = false;
        self.data = Vec::new();
        self.init = Vec::new();
        self.shadow = None;
    }

    #[inline]
    pub(crate) fn is_init(&self, i: usize) -> bool {
        self.init[i >> 6] >> (i & 63) & 1 == 1
    }

    #[inline]
    pub(crate) fn set_init(&mut self, i: usize, on: bool) {
        if on {
            self.init[i >> 6] |= 1 << (i & 63);
        } else {
            self.init[i >> 6] &= !(1 << (i & 63));
        }
    }

    /// Marks `[start, start + len)` initialized (or not).
    pub(crate) fn set_init_range(&mut self, start: usize, len: usize, on: bool) {
        let end = start + len;
        let mut i = start;
        while i < end {
            let (w, b) = (i >> 6, i & 63);
            let n = (64 - b).min(end - i);
            let m = if n == 64 {
                u64::MAX
            } else {
                ((1u64 << n) - 1) << b
            };
            if on {
                self.init[w] |= m;
            } else {
                self.init[w] &= !m;
            }
            i += n;
        }
    }

    /// Whether every byte of `[start, start + len)` is initialized.
    #[inline]
    pub(crate) fn all_init(&self, start: usize, len: usize) -> bool {
        // Fast path: the range lies within one word.
        let (w, b) = (start >> 6, start & 63);
        if b + len <= 64 {
            let m = if len == 64 {
                u64::MAX
            } else {
                ((1u64 << len) - 1) << b
            };
            return self.init[w] & m == m;
        }
        (start..start + len).all(|i| self.is_init(i))
    }
}

/// The 3-D index of linear index `lin` in dimensions `d` (x fastest).
pub(crate) fn dims_of(lin: u64, d: [u32; 3]) -> [u32; 3] {
    let x = u64::from(d[0]);
    let y = u64::from(d[1]);
    [
        (lin % x) as u32,
        ((lin / x) % y) as u32,
        (lin / (x * y)) as u32,
    ]
}

/// What a data race on byte `byte` of allocation `id` is, for a person: who did what, and
/// the other party (a thread of the block, or another block, of a launch of `block_dim`
/// threads per block and `grid` blocks).
pub(crate) fn race_detail(
    allocs: &[Alloc],
    id: u32,
    byte: u64,
    write: bool,
    race: &Race,
    block_dim: [u32; 3],
    grid: [u32; 3],
) -> String {
    let text = |d: [u32; 3]| format!("({},{},{})", d[0], d[1], d[2]);
    let other = match (race.other_thread, race.other_block) {
        (Some(t), _) => format!(
            "thread {} of this block",
            text(dims_of(u64::from(t), block_dim))
        ),
        (None, Some(b)) => format!("block {}", text(dims_of(u64::from(b), grid))),
        (None, None) => "other threads".to_owned(),
    };
    let verb = if write { "writes" } else { "reads" };
    let other_verb = if race.other_wrote { "wrote" } else { "read" };
    let when = if race.other_thread.is_some() {
        " since the last barrier"
    } else {
        ""
    };
    format!(
        "{verb} byte {byte} of {}, which {other} {other_verb}{when}",
        describe(allocs, id)
    )
}

/// Who makes an access, and when: what race detection and thread ownership need.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Accessor<'a> {
    /// The thread's linear index in its block.
    pub(crate) lin: u32,
    /// The thread's linear index in the launch (owner of its local allocations).
    pub(crate) owner: u64,
    /// The barrier interval of the block.
    pub(crate) epoch: u32,
    /// The block's linear index in the grid.
    pub(crate) block: u32,
    /// The block's stamp now ([`Causality::stamp`]).
    pub(crate) stamp: u32,
    /// The launch's order between blocks.
    pub(crate) order: &'a Causality,
}

/// Why an access is undefined.
#[derive(Debug)]
pub(crate) enum AccessError {
    /// Undefined behaviour of the given kind.
    Ub(UbKind, String),
    /// A data race on byte `byte` of allocation `id` (the machine describes the other party).
    Race { id: u32, byte: u64, race: Race },
}

/// A readable name for allocation `id`.
pub(crate) fn describe(allocs: &[Alloc], id: u32) -> String {
    match allocs.get(id as usize).map(|a| &a.kind) {
        Some(AllocKind::Global(n)) => n.clone(),
        Some(AllocKind::Buffer(n)) => format!("buffer '{n}'"),
        Some(AllocKind::Local) => format!("local allocation #{id}"),
        Some(AllocKind::ByVal) => format!("byval copy #{id}"),
        Some(AllocKind::FuncParam) => format!("function parameter #{id}"),
        _ => format!("allocation #{id}"),
    }
}

/// A plain store's race with other stores only, to settle once the store has written: benign
/// when it wrote the bytes that were there (a store of the same value), else a data race.
#[derive(Debug)]
pub(crate) struct PendingRace {
    id: u32,
    off: usize,
    /// The first racing byte (of the allocation) and the other party.
    byte: u64,
    race: Race,
    /// The bytes before the store.
    before: Vec<u8>,
}

impl PendingRace {
    /// After the store: `Ok` when it left the bytes as they were (a benign race), else the
    /// race: the allocation, the byte and the other party.
    pub(crate) fn settle(self, allocs: &[Alloc]) -> Result<(), (u32, u64, Race)> {
        let data = &allocs[self.id as usize].data;
        if data[self.off..self.off + self.before.len()] == *self.before {
            Ok(())
        } else {
            Err((self.id, self.byte, self.race))
        }
    }
}

/// A store's access: the allocation, the offset, and a race with other stores only, for the
/// caller to settle ([`PendingRace::settle`]) once it has written.
pub(crate) type StoreAccess = (u32, usize, Option<PendingRace>);

/// Checks an access of `size` bytes at address `bits` through a pointer to `space` (generic:
/// any space) and records it for race detection; returns the allocation and the offset. The
/// one memory check both interpreters (IR and PTX) make. With `tolerate_writes` (a plain
/// store whose caller settles what it writes), a race only with other writes is recorded and
/// comes back pending, with the bytes the store is about to overwrite; without it, every race
/// is an error and nothing is pending.
#[inline]
#[allow(clippy::too_many_arguments)]
pub(crate) fn check_access(
    allocs: &mut [Alloc],
    by: Accessor<'_>,
    bits: u64,
    size: u64,
    align: u64,
    space: AddrSpace,
    write: bool,
    atomic: bool,
    tolerate_writes: bool,
) -> Result<StoreAccess, AccessError> {
    let ub = |kind, detail: String| Err(AccessError::Ub(kind, detail));
    let (id, off) = split(bits);
    let Some(a) = allocs.get(id as usize) else {
        if id >= FUNC_BASE {
            return ub(UbKind::FunctionAccess, "the address is a function's".into());
        }
        return ub(
            UbKind::OutOfBounds,
            format!("0x{bits:x} is in no allocation"),
        );
    };
    if id == 0 {
        return ub(
            UbKind::NullDereference,
            format!("address 0x{bits:x} (null + {off})"),
        );
    }
    if !a.live {
        return ub(
            UbKind::DanglingPointer,
            format!("{} is no longer live", describe(allocs, id)),
        );
    }
    // A device function's parameter is addressable in `.local` as well as `.param`.
    let param_as_local =
        space == AddrSpace::LOCAL && a.space == AddrSpace::PARAM && a.kind == AllocKind::FuncParam;
    if !space.is_generic() && space != a.space && !param_as_local {
        return ub(
            UbKind::WrongSpaceAccess,
            format!(
                "a pointer to {space:?} points into {} in {:?}",
                describe(allocs, id),
                a.space
            ),
        );
    }
    if let Some(o) = a.owner
        && o != by.owner
    {
        return ub(
            UbKind::ForeignLocal,
            format!("{} belongs to another thread", describe(allocs, id)),
        );
    }
    if off.checked_add(size).is_none_or(|end| end > a.size) {
        return ub(
            UbKind::OutOfBounds,
            format!(
                "{size} bytes at offset {} of {} ({} bytes)",
                off as i64,
                describe(allocs, id),
                a.size
            ),
        );
    }
    if align > 1 && !off.is_multiple_of(align) {
        return ub(
            UbKind::Misaligned,
            format!(
                "offset {off} of {} is not {align}-aligned",
                describe(allocs, id)
            ),
        );
    }
    if write && a.readonly {
        return ub(
            UbKind::StoreToConstant,
            format!("a store to {}", describe(allocs, id)),
        );
    }
    let mut written = None;
    if let Some(shadow) = allocs[id as usize].shadow.as_mut() {
        for i in 0..size as usize {
            match shadow[off as usize + i].access_tolerating(&by, write, atomic, tolerate_writes) {
                Ok(None) => {}
                Ok(Some(race)) => {
                    written.get_or_insert((off + i as u64, race));
                }
                Err(race) => {
                    return Err(AccessError::Race {
                        id,
                        byte: off + i as u64,
                        race,
                    });
                }
            }
        }
    }
    let off = off as usize;
    let pending = written.map(|(byte, race)| PendingRace {
        id,
        off,
        byte,
        race,
        before: allocs[id as usize].data[off..off + size as usize].to_vec(),
    });
    Ok((id, off, pending))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_split_and_join() {
        let a = addr(5, 123);
        assert_eq!(split(a), (5, 123));
        assert_eq!(split(0), (0, 0));
        // Stepping below offset 0 leaves the allocation: the offset becomes huge.
        let (id, off) = split(a.wrapping_sub(124));
        assert_eq!(id, 4);
        assert!(off > MAX_ALLOC);
    }

    #[test]
    fn initialization_ranges() {
        let mut a = Alloc::new(AddrSpace::GLOBAL, AllocKind::None, 200, false);
        a.set_init_range(3, 150, true);
        assert!(!a.is_init(2) && a.is_init(3) && a.is_init(152) && !a.is_init(153));
        assert!(a.all_init(3, 150) && !a.all_init(2, 5) && a.all_init(60, 8));
        a.set_init_range(64, 64, false);
        assert!(a.is_init(63) && !a.is_init(64) && !a.is_init(127) && a.is_init(128));
        assert!(!a.all_init(60, 8));
    }

    #[test]
    fn races_within_and_across_blocks() {
        let mut s = Shadow::default();
        assert!(s.access(1, 0, 0, true, false).is_none());
        assert!(
            s.access(1, 0, 0, false, false).is_none(),
            "a thread reads its own write"
        );
        assert!(
            s.access(1, 0, 1, false, false).is_some(),
            "another thread reads it"
        );
        let mut s = Shadow::default();
        assert!(s.access(1, 0, 0, true, false).is_none());
        assert!(s.access(2, 0, 1, false, false).is_none(), "after a barrier");
        assert!(
            s.access(2, 0, 2, false, false).is_none(),
            "reads do not race"
        );
        assert!(
            s.access(2, 0, 3, true, false).is_some(),
            "a write after others' reads"
        );
        let mut s = Shadow::default();
        assert!(s.access(1, 0, 0, true, true).is_none());
        assert!(
            s.access(1, 0, 1, true, true).is_none(),
            "atomics do not race"
        );
        assert!(
            s.access(1, 0, 2, false, false).is_some(),
            "a plain read of an atomic write"
        );
        let mut s = Shadow::default();
        assert!(s.access(1, 0, 0, true, false).is_none());
        assert!(s.access(2, 0, 0, true, true).is_none());
        assert!(
            s.access(2, 0, 1, true, true).is_none(),
            "atomics after a barrier that ordered a plain initialization"
        );
        assert!(
            s.access(2, 0, 2, true, false).is_some(),
            "a plain write among them"
        );
        let mut s = Shadow::default();
        assert!(s.access(1, 0, 0, true, false).is_none());
        assert!(
            s.access(5, 1, 0, false, false).is_some(),
            "another block reads a write"
        );
        let mut s = Shadow::default();
        assert!(s.access(1, 0, 0, false, false).is_none());
        assert!(
            s.access(5, 1, 0, false, false).is_none(),
            "blocks may share reads"
        );
        assert!(
            s.access(5, 1, 0, true, false).is_some(),
            "but not write what others read"
        );
    }

    #[test]
    fn release_and_acquire_order_blocks() {
        use crate::causality::Causality;
        let by = |c: &Causality, block: u32| -> (u32, u32) { (block, c.stamp()) };
        let access = |s: &mut Shadow, c: &Causality, block: u32, write: bool, atomic: bool| {
            let (block, stamp) = by(c, block);
            let a = Accessor {
                lin: 0,
                owner: 0,
                epoch: block + 1,
                block,
                stamp,
                order: c,
            };
            s.access_tolerating(&a, write, atomic, false).err()
        };
        // Block 0 writes the data, fences and releases at the flag; block 1 acquires there.
        let (mut data, mut flag, mut c) =
            (Shadow::default(), Shadow::default(), Causality::default());
        c.begin_block(0, 1);
        assert!(access(&mut data, &c, 0, true, false).is_none());
        c.fence(0);
        assert!(access(&mut flag, &c, 0, true, true).is_none());
        c.atomic(0, 1, true, true, false);
        // After the release, block 0 writes again: not published.
        let mut late = Shadow::default();
        assert!(access(&mut late, &c, 0, true, false).is_none());
        c.begin_block(1, 1);
        assert!(
            access(&mut data, &c, 1, false, false).is_some(),
            "a read before the acquire races"
        );
        let (mut data, mut c) = (Shadow::default(), {
            let mut c = Causality::default();
            c.begin_block(0, 1);
            c
        });
        assert!(access(&mut data, &c, 0, true, false).is_none());
        c.fence(0);
        c.atomic(0, 1, true, true, false);
        assert!(access(&mut late, &c, 0, true, false).is_none());
        c.begin_block(1, 1);
        c.atomic(0, 1, true, true, false);
        assert!(
            access(&mut data, &c, 1, false, false).is_none(),
            "a read after the acquire does not race"
        );
        assert!(
            access(&mut data, &c, 1, true, false).is_none(),
            "nor a write"
        );
        assert!(
            access(&mut late, &c, 1, false, false).is_some(),
            "a write after the release still races"
        );
    }
}
