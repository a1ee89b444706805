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
//!   outlined function's parameters) and, per occurrence, its live-out registers (written in
//!   the sequence and live after it in that occurrence's function: the results). Registers
//!   are named by their index of first appearance, so they mean the same in every occurrence.
//! - A predicate, or a register of a class `.param` cannot carry, crossing the boundary makes
//!   the group (live-in) or the occurrence (live-out) ineligible, with a reason.
//! - Not done here: the cost and the choice between overlapping groups (`mod.rs`).

use std::collections::HashMap;
use std::hash::{Hash, Hasher};

use super::mapping::{FuncMap, RegId, live_after};
use super::suffix_array::Repeat;
use crate::ptx::{Instruction, ScalarType, Statement};

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
    /// Register indices read before written in the sequence.
    pub(crate) live_in: Vec<u32>,
    /// Register indices written in the sequence, in order of first write.
    pub(crate) defined: Vec<u32>,
    /// Per occurrence, which of `defined` are live after it (bit `j`: `defined[j]`; from
    /// the 64th on, every one counts as live).
    pub(crate) live_out: Vec<u64>,
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
        let mut it = keep.iter();
        self.live_out.retain(|_| *it.next().expect("a flag each"));
    }

    /// The register indices some occurrence needs back (what the outlined function returns).
    pub(crate) fn outputs(&self) -> Vec<u32> {
        let mut mask = self.live_out.iter().fold(0u64, |a, b| a | b);
        // Planted mistake `outline-first-liveout`: only the first occurrence's results.
        if crate::planted::on("outline-first-liveout") {
            mask = self.live_out.first().copied().unwrap_or(0);
        }
        self.defined
            .iter()
            .enumerate()
            .filter(|&(j, _)| j >= 64 || mask >> j & 1 == 1)
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

pub(crate) fn inst(s: &Statement) -> Option<&Instruction> {
    match s {
        Statement::Inst(i) => Some(i),
        _ => None,
    }
}

/// Per-function scratch for [`read`]: the index each register has in the occurrence being
/// read, valid when its stamp is the current one (no clearing between occurrences), and the
/// last occurrence's registers, live-ins and writes.
pub(crate) struct Scratch {
    stamp: Vec<u32>,
    index: Vec<u32>,
    now: u32,
    regs: Vec<RegId>,
    live_in: Vec<u32>,
    defined: Vec<u32>,
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
        }
    }
}

/// Reads the occurrence of `len` statements at `start`: its key (the shapes and the register
/// pattern), leaving in `sc` its registers by index of first appearance. `None` if a
/// statement is not a legal instruction.
fn read(map: &FuncMap, sc: &mut Scratch, start: usize, len: usize) -> Option<u64> {
    sc.now = sc.now.wrapping_add(1);
    if sc.now == 0 {
        sc.stamp.fill(0);
        sc.now = 1;
    }
    let now = sc.now;
    sc.regs.clear();
    let mut h = rustc_hash::FxHasher::default();
    for k in start..start + len {
        map.units[k].shape?.hash(&mut h);
        for &r in map.operands(k) {
            let r = r as usize;
            if sc.stamp[r] != now {
                sc.stamp[r] = now;
                sc.index[r] = sc.regs.len() as u32;
                sc.regs.push(r as RegId);
            }
            sc.index[r].hash(&mut h);
        }
    }
    Some(h.finish())
}

/// After [`read`] of the same occurrence: its live-ins and its writes (register indices),
/// left in `sc`.
fn read_flow(map: &FuncMap, sc: &mut Scratch, start: usize, len: usize) {
    sc.live_in.clear();
    sc.defined.clear();
    for k in start..start + len {
        for &r in map.uses(k) {
            let x = sc.index[r as usize];
            if !sc.defined.contains(&x) && !sc.live_in.contains(&x) {
                sc.live_in.push(x);
            }
        }
        // A write under a guard is a write too: the caller must get the register back (its
        // old value came in as a live-in, the read the guard implies).
        for &r in map.defs(k).iter().chain(map.cond_defs(k)) {
            let x = sc.index[r as usize];
            if !sc.defined.contains(&x) {
                sc.defined.push(x);
            }
        }
    }
}

/// The registers of the occurrence at `start`, by index of first appearance (`sc`: the
/// function's scratch).
pub(crate) fn occurrence_regs(
    map: &FuncMap,
    sc: &mut Scratch,
    start: usize,
    len: usize,
) -> Vec<RegId> {
    read(map, sc, start, len);
    sc.regs.clone()
}

/// The groups of `repeats` (positions are into `pos`: the (function, statement) of each
/// symbol), and the ones that could not be formed.
pub(crate) fn groups(
    repeats: &[Repeat],
    pos: &[(u32, u32)],
    maps: &[FuncMap],
) -> (Vec<Group>, Vec<Rejected>) {
    let mut out: Vec<Group> = Vec::new();
    let mut rejected = Vec::new();
    let mut scratch: Vec<Scratch> = maps
        .iter()
        .map(|m| Scratch::new(m.reg_names.len()))
        .collect();
    // Per occurrence of every group: the registers its writes land in (flat), for liveness.
    let mut arena: Vec<RegId> = Vec::new();
    // (group, occurrence) -> offset into `arena`.
    let mut offsets: Vec<Vec<u32>> = Vec::new();
    let mut by_key: Vec<(u64, usize)> = Vec::new();
    let mut illegal_in: Vec<bool> = Vec::new();
    for r in repeats {
        by_key.clear();
        let mut next_free = 0usize;
        let mut first = true;
        for &s in &r.starts {
            // Disjoint occurrences, left to right.
            if s < next_free && !first {
                continue;
            }
            first = false;
            next_free = s + r.len;
            let (f, k) = pos[s];
            let at = At {
                func: f as usize,
                start: k as usize,
            };
            let sc = &mut scratch[at.func];
            let Some(key) = read(&maps[at.func], sc, at.start, r.len) else {
                continue;
            };
            let g = match by_key.iter().find(|(k, _)| *k == key) {
                Some(&(_, g)) => g,
                None => {
                    read_flow(&maps[at.func], sc, at.start, r.len);
                    let f0 = &maps[at.func];
                    let classes: Vec<ScalarType> =
                        sc.regs.iter().map(|&r| f0.reg_class[r as usize]).collect();
                    illegal_in.push(sc.live_in.iter().any(|&x| !passable(classes[x as usize])));
                    out.push(Group {
                        len: r.len,
                        occs: Vec::new(),
                        regs: Vec::new(),
                        classes,
                        live_in: sc.live_in.clone(),
                        defined: sc.defined.clone(),
                        live_out: Vec::new(),
                    });
                    offsets.push(Vec::new());
                    by_key.push((key, out.len() - 1));
                    out.len() - 1
                }
            };
            out[g].occs.push(at);
            offsets[g].push(arena.len() as u32);
            for &x in &out[g].defined {
                arena.push(sc.regs[x as usize]);
            }
        }
    }
    // Live-outs: per function, the registers live after each occurrence's last statement.
    let mut queries: Vec<Vec<(usize, usize)>> = vec![Vec::new(); maps.len()];
    let mut query_of: Vec<(usize, usize)> = Vec::new();
    for (g, grp) in out.iter_mut().enumerate() {
        if grp.occs.len() < 2 || illegal_in[g] {
            continue;
        }
        grp.live_out = vec![0; grp.occs.len()];
        for (o, at) in grp.occs.iter().enumerate() {
            queries[at.func].push((at.start + grp.len - 1, query_of.len()));
            query_of.push((g, o));
        }
    }
    for (f, q) in queries.iter().enumerate() {
        live_after(&maps[f], q, |qid, live| {
            let (g, o) = query_of[qid];
            let grp = &mut out[g];
            let off = offsets[g][o] as usize;
            let mut mask = 0u64;
            for (j, &r) in arena[off..off + grp.defined.len()].iter().enumerate() {
                if j >= 64 || live.contains(r) {
                    mask |= 1 << j.min(63);
                }
            }
            grp.live_out[o] = mask;
        });
    }
    let mut kept = Vec::new();
    for (g, mut grp) in out.into_iter().enumerate() {
        if grp.occs.len() < 2 {
            continue;
        }
        if illegal_in[g] {
            rejected.push(Rejected {
                len: grp.len,
                occs: grp.occs,
                reason: "a predicate (or a register .param cannot carry) is live into it",
            });
            continue;
        }
        // An occurrence that needs a predicate back cannot be a call.
        let bad: u64 = grp
            .defined
            .iter()
            .enumerate()
            .filter(|&(_, &x)| !passable(grp.classes[x as usize]))
            .fold(0, |m, (j, _)| m | 1 << j.min(63));
        let keep: Vec<bool> = grp.live_out.iter().map(|&m| m & bad == 0).collect();
        if keep.iter().any(|&k| !k) {
            rejected.push(Rejected {
                len: grp.len,
                occs: grp
                    .occs
                    .iter()
                    .zip(&keep)
                    .filter(|(_, k)| !**k)
                    .map(|(a, _)| *a)
                    .collect(),
                reason: "a predicate (or a register .param cannot carry) is live out of it",
            });
            grp.keep(&keep);
        }
        if grp.occs.len() >= 2 {
            kept.push(grp);
        }
    }
    (kept, rejected)
}

/// The renaming check in full: occurrence `o` of `g` is occurrence 0 with its registers
/// renamed one to one (instruction for instruction).
pub(crate) fn same_as_first(
    g: &Group,
    o: usize,
    maps: &[FuncMap],
    funcs: &[&crate::ptx::Function],
) -> bool {
    let (a, b) = (g.occs[0], g.occs[o]);
    let (ma, mb) = (&maps[a.func], &maps[b.func]);
    let rename: HashMap<&str, &str> = g.regs[o]
        .iter()
        .zip(&g.regs[0])
        .map(|(&rb, &ra)| {
            (
                mb.reg_names[rb as usize].as_str(),
                ma.reg_names[ra as usize].as_str(),
            )
        })
        .collect();
    // One to one: no two registers of `b` map to one of `a`.
    let mut targets: Vec<&str> = rename.values().copied().collect();
    targets.sort_unstable();
    targets.dedup();
    if targets.len() != rename.len() || rename.len() != g.regs[0].len() {
        return false;
    }
    let (sa, sb) = (body(funcs[a.func]), body(funcs[b.func]));
    (0..g.len).all(|k| match (inst(&sa[a.start + k]), inst(&sb[b.start + k])) {
        (Some(x), Some(y)) => {
            let mut y = y.clone();
            super::rewrite::rename_registers(&mut y, &|n| rename.get(n).map(|s| (*s).to_owned()));
            y.loc = x.loc;
            *x == y
        }
        _ => false,
    })
}
