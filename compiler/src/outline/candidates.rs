//! From repeated substrings to candidate groups: occurrences that do not overlap, whose
//! registers correspond one to one, with what crosses their boundary.
//!
//! Contract:
//! - Input: the repeats of the module's symbol string (`suffix_array.rs`) and the functions'
//!   maps (`mapping.rs`).
//! - A repeat's occurrences are first made disjoint (left to right, as LLVM does), then split
//!   by *register pattern*: two occurrences outline together only when renaming the
//!   registers of one onto the other's, in order of first appearance, is one to one and maps
//!   instruction onto identical instruction (the renaming check). A pattern with fewer than
//!   two occurrences is dropped.
//! - For each group: its live-in registers (read before any write in the sequence: the
//!   outlined function's parameters) and, when [`evaluate`]d, per occurrence its live-out
//!   registers (written in the sequence and live after it in that occurrence's function: the
//!   results). Registers are named by their index of first appearance, so they mean the same
//!   in every occurrence.
//! - A predicate, or a register of a class `.param` cannot carry, crossing the boundary makes
//!   the group (live-in, known when it is formed) or the occurrence (live-out, known when it is
//!   evaluated) ineligible, with a reason.
//! - Not done here: the cost and the choice between overlapping groups (`mod.rs`).
//!
//! Cost: reading an occurrence's register pattern costs its length, and with
//! `outliner-leaf-descendants` a position is an occurrence of every repeat above it in the
//! suffix tree, so groups are formed ([`form`]) only for the repeats the greedy choice
//! reaches, and live-outs computed ([`evaluate`]) only for the groups it reaches (`mod.rs`),
//! from each function's `SlotLiveness` (built with its map).

use super::mapping::{FuncMap, RegId};
use crate::ptx::{ScalarType, Statement};

/// Where an occurrence is: a function (index into the outliner's function list) and its first
/// top-level statement.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub(crate) struct At {
    pub(crate) func: usize,
    pub(crate) start: usize,
}

/// A group of occurrences that can be outlined into one function.
#[derive(Clone, Debug)]
pub(crate) struct Group {
    /// Instructions in the sequence.
    pub(crate) len: usize,
    /// The occurrences, in module order.
    pub(crate) occs: Vec<At>,
    /// Per occurrence, its registers by index of first appearance: filled for the groups
    /// chosen ([`occurrence_regs`]), empty before.
    pub(crate) regs: Vec<Vec<RegId>>,
    /// The class of each register index.
    pub(crate) classes: Vec<ScalarType>,
    /// The slot (from the occurrence's first) where each register index first appears: in
    /// every occurrence of the group, the register it names there.
    pub(crate) first_slot: Vec<u32>,
    /// The slot where each register index last appears (what is live after it is live
    /// after the sequence).
    pub(crate) last_slot: Vec<u32>,
    /// Register indices read before written in the sequence.
    pub(crate) live_in: Vec<u32>,
    /// Register indices written in the sequence, in order of first write.
    pub(crate) defined: Vec<u32>,
    /// Per occurrence, which of `defined` are live after it (bit `j % 64` of word `j / 64`:
    /// `defined[j]`): filled by [`evaluate`], empty before.
    pub(crate) live_out: Vec<Vec<u64>>,
    /// Whether a live-in register cannot cross a call (the group cannot be outlined).
    pub(crate) illegal_in: bool,
    /// Whether [`evaluate`] has run.
    pub(crate) evaluated: bool,
}

impl Group {
    /// Keeps the occurrences whose flag is set (with their registers and live-outs).
    pub(crate) fn keep(&mut self, keep: &[bool]) {
        let mut it = keep.iter();
        self.occs.retain(|_| *it.next().expect("a flag each"));
        if !self.regs.is_empty() {
            let mut it = keep.iter();
            self.regs.retain(|_| *it.next().expect("a flag each"));
        }
        if !self.live_out.is_empty() {
            let mut it = keep.iter();
            self.live_out.retain(|_| *it.next().expect("a flag each"));
        }
    }

    /// The register indices some occurrence needs back (what the outlined function returns).
    pub(crate) fn outputs(&self) -> Vec<u32> {
        let words = self.defined.len().div_ceil(64);
        let mut mask = vec![0u64; words];
        // Planted mistake `outline-first-liveout`: only the first occurrence's results.
        let first_only = crate::planted::on("outline-first-liveout");
        for m in self
            .live_out
            .iter()
            .take(if first_only { 1 } else { usize::MAX })
        {
            for (a, b) in mask.iter_mut().zip(m) {
                *a |= b;
            }
        }
        self.defined
            .iter()
            .enumerate()
            .filter(|&(j, _)| mask[j / 64] >> (j % 64) & 1 == 1)
            .map(|(_, &x)| x)
            .collect()
    }
}

/// A group that could not be formed, and why (for `Did not outline` remarks).
#[derive(Clone, Debug)]
pub(crate) struct Rejected {
    pub(crate) len: usize,
    pub(crate) occs: Vec<At>,
    pub(crate) reason: &'static str,
}

/// Whether a register of this class can cross a call through `.param` memory.
pub(crate) fn passable(c: ScalarType) -> bool {
    use ScalarType as S;
    matches!(
        c,
        S::B16
            | S::U16
            | S::S16
            | S::B32
            | S::U32
            | S::S32
            | S::B64
            | S::U64
            | S::S64
            | S::F32
            | S::F64
    )
}

/// The statements of a function's body, top level.
pub(crate) fn body(f: &crate::ptx::Function) -> &[Statement] {
    f.body.as_deref().unwrap_or(&[])
}

/// Scratch for [`read_regs`], for every function (sized for the one with the most registers):
/// the index each register has in the occurrence being read, valid when its stamp is the
/// current one (no clearing between occurrences), and the last occurrence's registers,
/// live-ins and writes.
pub(crate) struct Scratch {
    stamp: Vec<u32>,
    index: Vec<u32>,
    now: u32,
    regs: Vec<RegId>,
    live_in: Vec<u32>,
    defined: Vec<u32>,
    /// Per register index of the last occurrence read: bit 0 in `live_in`, bit 1 in
    /// `defined` ([`read_flow`]; zero between calls).
    marks: Vec<u8>,
}

impl Scratch {
    pub(crate) fn new(regs: usize) -> Scratch {
        Scratch {
            stamp: vec![0; regs],
            index: vec![0; regs],
            now: 0,
            regs: Vec::new(),
            live_in: Vec::new(),
            defined: Vec::new(),
            marks: Vec::new(),
        }
    }

    /// Starts reading a new occurrence: a fresh stamp.
    fn next_stamp(&mut self) -> u32 {
        self.now = self.now.wrapping_add(1);
        if self.now == 0 {
            self.stamp.fill(0);
            self.now = 1;
        }
        self.now
    }

    /// The index of register `r` in the occurrence being read (`now`: its stamp), given on
    /// its first appearance.
    #[inline]
    fn index_of(&mut self, r: usize, now: u32) -> u32 {
        if self.stamp[r] != now {
            self.stamp[r] = now;
            self.index[r] = self.regs.len() as u32;
            self.regs.push(r as RegId);
        }
        self.index[r]
    }
}

/// One step of the register pattern's hash.
#[inline]
fn mix(h: u64, x: u32) -> u64 {
    (h.rotate_left(5) ^ u64::from(x)).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95)
}

/// After [`pattern`] of the same occurrence: its live-ins and its writes (register indices),
/// left in `sc`.
fn read_flow(map: &FuncMap, sc: &mut Scratch, start: usize, len: usize) {
    sc.live_in.clear();
    sc.defined.clear();
    if sc.marks.len() < sc.regs.len() {
        sc.marks.resize(sc.regs.len(), 0);
    }
    for k in start..start + len {
        for &r in map.uses(k) {
            let x = sc.index[r as usize];
            if sc.marks[x as usize] == 0 {
                sc.marks[x as usize] |= 1;
                sc.live_in.push(x);
            }
        }
        // A write under a guard is a write too: the caller must get the register back (its
        // old value came in as a live-in, the read the guard implies).
        for &r in map.defs(k).iter().chain(map.cond_defs(k)) {
            let x = sc.index[r as usize];
            if sc.marks[x as usize] & 2 == 0 {
                sc.marks[x as usize] |= 2;
                sc.defined.push(x);
            }
        }
    }
    sc.marks[..sc.regs.len()].fill(0);
}

/// Reads the occurrence of `len` statements at `start`, leaving in `sc` its registers by
/// index of first appearance.
fn read_regs(map: &FuncMap, sc: &mut Scratch, start: usize, len: usize) {
    let now = sc.next_stamp();
    sc.regs.clear();
    for k in start..start + len {
        for &r in map.operands(k) {
            sc.index_of(r as usize, now);
        }
    }
}

/// The hash of the register pattern of the occurrence whose slots are `a..b`
/// ([`FuncMap::prev`], [`FuncMap::pattern_of`]).
fn pattern_in(map: &FuncMap, a: usize, b: usize) -> u64 {
    map.pattern_at(a, b - a).fold(0u64, mix)
}

/// Where each register of the occurrence at `start` first appears and where it last
/// appears, as slots from its first, by index of first appearance.
fn first_and_last_slots(map: &FuncMap, start: usize, len: usize) -> (Vec<u32>, Vec<u32>) {
    let (mut first, mut last) = (Vec::new(), Vec::new());
    let mut index: Vec<u32> = Vec::new();
    for (i, v) in map.pattern_of(start, len).enumerate() {
        let x = if v == 0 {
            first.push(i as u32);
            last.push(0);
            first.len() as u32 - 1
        } else {
            index[i - v as usize]
        };
        index.push(x);
        last[x as usize] = i as u32;
    }
    (first, last)
}

/// The registers of the occurrence of a group whose first slot is `base`, by index of first
/// appearance.
pub(crate) fn occurrence_regs(map: &FuncMap, base: usize, first_slot: &[u32]) -> Vec<RegId> {
    first_slot
        .iter()
        .map(|&i| map.slots[base + i as usize])
        .collect()
}

/// The groups of a repeat of `len` statements whose disjoint occurrences are `occs` (symbol
/// positions; `pos` gives each its function and statement): one per register pattern of two
/// or more occurrences, in the order of their first occurrences. Live-outs are left to
/// [`evaluate`].
pub(crate) fn form(
    len: usize,
    occs: &[u32],
    pos: &[(u32, u32)],
    maps: &[FuncMap],
    sc: &mut Scratch,
) -> Vec<Group> {
    // Each occurrence costs three reads far apart in memory (its place, its slots' range,
    // its prev distances), each a cache miss: read in three passes, each of loads that do not
    // wait for one another, so that the processor overlaps them.
    let ats: Vec<(u32, u32)> = occs.iter().map(|&s| pos[s as usize]).collect();
    let ranges: Vec<(u32, u32)> = ats
        .iter()
        .map(|&(f, k)| {
            let m = &maps[f as usize];
            (m.slot_start[k as usize], m.slot_start[k as usize + len])
        })
        .collect();
    // The patterns' hashes, the prev distances of occurrence `i + AHEAD` touched while
    // occurrence `i` is hashed (a load nothing waits for, so it starts early).
    const AHEAD: usize = 8;
    let mut touched = 0u32;
    let keys: Vec<u64> = (0..ats.len())
        .map(|i| {
            if let Some(&(f, _)) = ats.get(i + AHEAD) {
                touched ^= maps[f as usize].prev[ranges[i + AHEAD].0 as usize];
            }
            let map = &maps[ats[i].0 as usize];
            let (a, b) = ranges[i];
            pattern_in(map, a as usize, b as usize)
        })
        .collect();
    std::hint::black_box(touched);
    let mut out: Vec<Group> = Vec::new();
    let mut by_key: Vec<(u64, usize)> = Vec::new();
    for (&(f, k), key) in ats.iter().zip(keys) {
        let at = At {
            func: f as usize,
            start: k as usize,
        };
        let g = match by_key.iter().find(|(k, _)| *k == key) {
            Some(&(_, g)) => g,
            None => {
                let map = &maps[at.func];
                read_regs(map, sc, at.start, len);
                read_flow(map, sc, at.start, len);
                let classes: Vec<ScalarType> =
                    sc.regs.iter().map(|&r| map.reg_class[r as usize]).collect();
                let illegal_in = sc.live_in.iter().any(|&x| !passable(classes[x as usize]));
                out.push(Group {
                    len,
                    occs: Vec::new(),
                    regs: Vec::new(),
                    classes,
                    first_slot: Vec::new(),
                    last_slot: Vec::new(),
                    live_in: sc.live_in.clone(),
                    defined: sc.defined.clone(),
                    live_out: Vec::new(),
                    illegal_in,
                    evaluated: false,
                });
                let g = out.last_mut().expect("just pushed");
                (g.first_slot, g.last_slot) = first_and_last_slots(map, at.start, len);
                by_key.push((key, out.len() - 1));
                out.len() - 1
            }
        };
        out[g].occs.push(at);
    }
    // Patterns seen once are no groups.
    out.retain(|g| g.occs.len() >= 2);
    out
}

/// Completes group `g`: the live-outs of every occurrence, and the occurrences that need back
/// a register a call cannot return dropped (returned as a rejection, for the remarks).
/// Idempotent.
pub(crate) fn evaluate(g: &mut Group, maps: &[FuncMap]) -> Option<Rejected> {
    if g.evaluated {
        return None;
    }
    g.evaluated = true;
    g.live_out = Vec::with_capacity(g.occs.len());
    for a in &g.occs {
        let map = &maps[a.func];
        let base = map.slot_start[a.start] as usize;
        let index = &map.live;
        let mut mask = vec![0u64; g.defined.len().div_ceil(64)];
        for (j, &x) in g.defined.iter().enumerate() {
            // Live after the sequence: live after the register's last appearance in it.
            if index.live_after(base + g.last_slot[x as usize] as usize) {
                mask[j / 64] |= 1 << (j % 64);
            }
        }
        g.live_out.push(mask);
    }
    // An occurrence that needs a predicate back cannot be a call.
    let mut bad = vec![0u64; g.defined.len().div_ceil(64)];
    for (j, &x) in g.defined.iter().enumerate() {
        if !passable(g.classes[x as usize]) {
            bad[j / 64] |= 1 << (j % 64);
        }
    }
    let keep: Vec<bool> = g
        .live_out
        .iter()
        .map(|m| m.iter().zip(&bad).all(|(a, b)| a & b == 0))
        .collect();
    if keep.iter().all(|&k| k) {
        return None;
    }
    let rejected = Rejected {
        len: g.len,
        occs: g
            .occs
            .iter()
            .zip(&keep)
            .filter(|(_, k)| !**k)
            .map(|(a, _)| *a)
            .collect(),
        reason: "a predicate (or a register .param cannot carry) is live out of it",
    };
    g.keep(&keep);
    Some(rejected)
}

/// The rejection of a group whose live-ins cannot cross a call.
pub(crate) fn rejected_in(g: &Group) -> Rejected {
    Rejected {
        len: g.len,
        occs: g.occs.clone(),
        reason: "a predicate (or a register .param cannot carry) is live into it",
    }
}

/// The renaming check: occurrence `o` of `g` is occurrence 0 with its registers renamed one
/// to one. Their statements have the same symbols, so the same exact shapes
/// (`mapping::Alphabet`: the same instructions but for the names of declared registers,
/// whose classes agree); equal register patterns ([`FuncMap::prev`]) then put corresponding
/// registers in the same operand places, one to one.
/// `bases` holds each occurrence's first slot.
pub(crate) fn same_as_first(g: &Group, bases: &[usize], o: usize, maps: &[FuncMap]) -> bool {
    let (a, b) = (g.occs[0], g.occs[o]);
    let slots = |k: usize| {
        let (m, at) = (&maps[g.occs[k].func], g.occs[k]);
        m.slot_start[at.start + g.len] as usize - bases[k]
    };
    let (n0, n) = (slots(0), slots(o));
    n0 == n
        && maps[a.func]
            .pattern_at(bases[0], n0)
            .eq(maps[b.func].pattern_at(bases[o], n))
}
