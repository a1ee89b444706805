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

use super::mapping::{FuncMap, RegId, live_after, registers_in_order};
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
    /// Per occurrence, its registers by index of first appearance.
    pub(crate) regs: Vec<Vec<RegId>>,
    /// The class of each register index.
    pub(crate) classes: Vec<ScalarType>,
    /// Register indices read before written in the sequence.
    pub(crate) live_in: Vec<u32>,
    /// Per occurrence, the register indices written in the sequence and live after it.
    pub(crate) live_out: Vec<Vec<u32>>,
}

impl Group {
    /// The register indices some occurrence needs back (what the outlined function returns).
    pub(crate) fn outputs(&self) -> Vec<u32> {
        let mut v: Vec<u32> = self.live_out.iter().flatten().copied().collect();
        v.sort_unstable();
        v.dedup();
        v
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

fn inst(s: &Statement) -> Option<&Instruction> {
    match s {
        Statement::Inst(i) => Some(i),
        _ => None,
    }
}

/// One occurrence read: its register pattern and what it reads before writing.
struct Read {
    key: u64,
    regs: Vec<RegId>,
    live_in: Vec<u32>,
    defined: Vec<u32>,
}

fn read(map: &FuncMap, stmts: &[Statement], start: usize, len: usize) -> Option<Read> {
    let mut index: HashMap<&str, u32> = HashMap::new();
    let mut regs = Vec::new();
    let mut h = rustc_hash::FxHasher::default();
    let mut live_in = Vec::new();
    let mut defined: Vec<u32> = Vec::new();
    let mut names = Vec::new();
    for (k, s) in stmts.iter().enumerate().skip(start).take(len) {
        map.units[k].shape?.hash(&mut h);
        let i = inst(s)?;
        names.clear();
        registers_in_order(i, &mut names);
        for n in &names {
            let Some(&r) = map.reg_index.get(*n) else {
                // A special register: part of the shape.
                continue;
            };
            let next = index.len() as u32;
            let idx = *index.entry(n).or_insert_with(|| {
                regs.push(r);
                next
            });
            idx.hash(&mut h);
        }
        let u = &map.units[k];
        let idx_of = |r: RegId| index[map.reg_names[r as usize].as_str()];
        for &r in &u.uses {
            let x = idx_of(r);
            if !defined.contains(&x) && !live_in.contains(&x) {
                live_in.push(x);
            }
        }
        for &r in &u.defs {
            let x = idx_of(r);
            if !defined.contains(&x) {
                defined.push(x);
            }
        }
    }
    Some(Read {
        key: h.finish(),
        regs,
        live_in,
        defined,
    })
}

/// The groups of `repeats` (positions are into `pos`: the (function, statement) of each
/// symbol), and the ones that could not be formed.
pub(crate) fn groups(
    repeats: &[Repeat],
    pos: &[(u32, u32)],
    maps: &[FuncMap],
    funcs: &[&crate::ptx::Function],
) -> (Vec<Group>, Vec<Rejected>) {
    let mut out = Vec::new();
    let mut rejected = Vec::new();
    for r in repeats {
        // Disjoint occurrences, left to right.
        let mut occs: Vec<At> = Vec::new();
        let mut next_free = 0usize;
        for &s in &r.starts {
            if s < next_free && !occs.is_empty() {
                continue;
            }
            let (f, k) = pos[s];
            occs.push(At {
                func: f as usize,
                start: k as usize,
            });
            next_free = s + r.len;
        }
        if occs.len() < 2 {
            continue;
        }
        // Split by register pattern.
        let mut by_key: Vec<(u64, Vec<(At, Read)>)> = Vec::new();
        for at in occs {
            let Some(rd) = read(&maps[at.func], body(funcs[at.func]), at.start, r.len) else {
                continue;
            };
            match by_key.iter_mut().find(|(k, _)| *k == rd.key) {
                Some((_, v)) => v.push((at, rd)),
                None => by_key.push((rd.key, vec![(at, rd)])),
            }
        }
        for (_, members) in by_key {
            if members.len() < 2 {
                continue;
            }
            let first = &members[0].1;
            let f0 = &maps[members[0].0.func];
            let classes: Vec<ScalarType> = first
                .regs
                .iter()
                .map(|&r| f0.reg_class[r as usize])
                .collect();
            if first
                .live_in
                .iter()
                .any(|&x| !passable(classes[x as usize]))
            {
                rejected.push(Rejected {
                    len: r.len,
                    occs: members.iter().map(|m| m.0).collect(),
                    reason: "a predicate (or a register .param cannot carry) is live into it",
                });
                continue;
            }
            out.push(Group {
                len: r.len,
                live_in: first.live_in.clone(),
                classes,
                occs: members.iter().map(|m| m.0).collect(),
                live_out: members.iter().map(|m| m.1.defined.clone()).collect(),
                regs: members.into_iter().map(|m| m.1.regs).collect(),
            });
        }
    }
    // Live-outs: per function, the registers live after each occurrence's last statement.
    let mut wanted: Vec<Vec<usize>> = vec![Vec::new(); maps.len()];
    for g in &out {
        for at in &g.occs {
            wanted[at.func].push(at.start + g.len - 1);
        }
    }
    let live: Vec<HashMap<usize, super::mapping::RegSet>> = wanted
        .iter()
        .enumerate()
        .map(|(f, at)| {
            if at.is_empty() {
                HashMap::new()
            } else {
                live_after(&maps[f], at)
            }
        })
        .collect();
    let mut kept = Vec::new();
    for mut g in out {
        let mut keep = vec![true; g.occs.len()];
        for (o, at) in g.occs.iter().enumerate() {
            let set = &live[at.func][&(at.start + g.len - 1)];
            let regs = &g.regs[o];
            g.live_out[o].retain(|&x| set.contains(regs[x as usize]));
            if g.live_out[o]
                .iter()
                .any(|&x| !passable(g.classes[x as usize]))
            {
                keep[o] = false;
            }
        }
        if keep.iter().all(|&k| k) {
            kept.push(g);
            continue;
        }
        let dropped: Vec<At> = g
            .occs
            .iter()
            .zip(&keep)
            .filter(|(_, k)| !**k)
            .map(|(a, _)| *a)
            .collect();
        rejected.push(Rejected {
            len: g.len,
            occs: dropped,
            reason: "a predicate (or a register .param cannot carry) is live out of it",
        });
        let mut it = keep.iter();
        g.occs.retain(|_| *it.next().expect("one flag each"));
        let mut it = keep.iter();
        g.regs.retain(|_| *it.next().expect("one flag each"));
        let mut it = keep.iter();
        g.live_out.retain(|_| *it.next().expect("one flag each"));
        if g.occs.len() >= 2 {
            kept.push(g);
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
