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
//! one register at a time through a [`LiveIndex`].

use rustc_hash::FxHashMap as HashMap;

use super::mapping::{FuncMap, LiveIndex, RegId};
use crate::ptx::{AddrBase, Instruction, Operand, ScalarType, Statement};

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
    /// the 64th on, every one counts as live): filled by [`evaluate`], empty before.
    pub(crate) live_out: Vec<u64>,
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

/// The registers of the occurrence at `start`, by index of first appearance (`sc`: the
/// function's scratch).
pub(crate) fn occurrence_regs(
    map: &FuncMap,
    sc: &mut Scratch,
    start: usize,
    len: usize,
) -> Vec<RegId> {
    pattern(map, sc, start, len);
    sc.regs.clone()
}

/// Reads the occurrence of `len` statements at `start`, leaving in `sc` its registers by
/// index of first appearance; returns its register pattern's hash (those indices, in operand
/// order), `None` if a statement is not a legal instruction.
fn pattern(map: &FuncMap, sc: &mut Scratch, start: usize, len: usize) -> Option<u64> {
    let now = sc.next_stamp();
    sc.regs.clear();
    let mut h = 0u64;
    for k in start..start + len {
        map.units[k].shape?;
        for &r in map.operands(k) {
            h = mix(h, sc.index_of(r as usize, now));
        }
    }
    Some(h)
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
    scratch: &mut [Scratch],
) -> Vec<Group> {
    let mut out: Vec<Group> = Vec::new();
    let mut by_key: Vec<(u64, usize)> = Vec::new();
    for &s in occs {
        let (f, k) = pos[s as usize];
        let at = At {
            func: f as usize,
            start: k as usize,
        };
        let (map, sc) = (&maps[at.func], &mut scratch[at.func]);
        let Some(key) = pattern(map, sc, at.start, len) else {
            continue;
        };
        let g = match by_key.iter().find(|(k, _)| *k == key) {
            Some(&(_, g)) => g,
            None => {
                read_flow(map, sc, at.start, len);
                let classes: Vec<ScalarType> =
                    sc.regs.iter().map(|&r| map.reg_class[r as usize]).collect();
                let illegal_in = sc.live_in.iter().any(|&x| !passable(classes[x as usize]));
                out.push(Group {
                    len,
                    occs: Vec::new(),
                    regs: Vec::new(),
                    classes,
                    live_in: sc.live_in.clone(),
                    defined: sc.defined.clone(),
                    live_out: Vec::new(),
                    illegal_in,
                    evaluated: false,
                });
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

/// Live-out registers of each function, built when first asked for.
pub(crate) struct Liveness<'a> {
    maps: &'a [FuncMap],
    index: Vec<Option<LiveIndex>>,
}

impl<'a> Liveness<'a> {
    pub(crate) fn new(maps: &'a [FuncMap]) -> Liveness<'a> {
        Liveness {
            maps,
            index: (0..maps.len()).map(|_| None).collect(),
        }
    }

    fn of(&mut self, f: usize) -> &LiveIndex {
        self.index[f].get_or_insert_with(|| LiveIndex::new(&self.maps[f]))
    }
}

/// Completes group `g`: the live-outs of every occurrence, and the occurrences that need back
/// a register a call cannot return dropped (returned as a rejection, for the remarks).
/// Idempotent.
pub(crate) fn evaluate(
    g: &mut Group,
    maps: &[FuncMap],
    scratch: &mut [Scratch],
    live: &mut Liveness<'_>,
) -> Option<Rejected> {
    if g.evaluated {
        return None;
    }
    g.evaluated = true;
    g.live_out = Vec::with_capacity(g.occs.len());
    for a in &g.occs {
        let sc = &mut scratch[a.func];
        pattern(&maps[a.func], sc, a.start, g.len);
        let index = live.of(a.func);
        let last = a.start + g.len - 1;
        let mut mask = 0u64;
        for (j, &x) in g.defined.iter().enumerate() {
            if j >= 64 || index.live_after(sc.regs[x as usize], last) {
                mask |= 1 << j.min(63);
            }
        }
        g.live_out.push(mask);
    }
    // An occurrence that needs a predicate back cannot be a call.
    let bad: u64 = g
        .defined
        .iter()
        .enumerate()
        .filter(|&(_, &x)| !passable(g.classes[x as usize]))
        .fold(0, |m, (j, _)| m | 1 << j.min(63));
    let keep: Vec<bool> = g.live_out.iter().map(|&m| m & bad == 0).collect();
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
    let map = |n: &str| rename.get(n).copied();
    (0..g.len).all(|k| match (inst(&sa[a.start + k]), inst(&sb[b.start + k])) {
        (Some(x), Some(y)) => same_renamed(x, y, &map),
        _ => false,
    })
}

/// Whether `y`, with its registers renamed by `rename` (a register it does not name keeps
/// its name), is `x`; locations aside.
fn same_renamed<'a>(
    x: &Instruction,
    y: &'a Instruction,
    rename: &dyn Fn(&'a str) -> Option<&'a str>,
) -> bool {
    let reg = |a: &str, b: &'a str| rename(b).unwrap_or(b) == a;
    fn operand<'a>(x: &Operand, y: &'a Operand, reg: &dyn Fn(&str, &'a str) -> bool) -> bool {
        match (x, y) {
            (Operand::Reg(a), Operand::Reg(b)) | (Operand::Not(a), Operand::Not(b)) => reg(a, b),
            (Operand::Pair(a, c), Operand::Pair(b, d)) => reg(a, b) && reg(c, d),
            (Operand::Imm(a), Operand::Imm(b)) => a == b,
            (
                Operand::Sym { name, offset },
                Operand::Sym {
                    name: n2,
                    offset: o2,
                },
            ) => name == n2 && offset == o2,
            (Operand::Addr(a), Operand::Addr(b)) => {
                a.offset == b.offset
                    && match (&a.base, &b.base) {
                        (AddrBase::Reg(p), AddrBase::Reg(q)) => reg(p, q),
                        (AddrBase::Sym(p), AddrBase::Sym(q)) => p == q,
                        (AddrBase::Absolute, AddrBase::Absolute) => true,
                        (AddrBase::Reg(_) | AddrBase::Sym(_) | AddrBase::Absolute, _) => false,
                    }
            }
            (Operand::Indexed(a), Operand::Indexed(b))
            | (Operand::Vector(a), Operand::Vector(b))
            | (Operand::List(a), Operand::List(b)) => {
                a.len() == b.len() && a.iter().zip(b).all(|(p, q)| operand(p, q, reg))
            }
            (Operand::Sink, Operand::Sink) => true,
            (
                Operand::Reg(_)
                | Operand::Not(_)
                | Operand::Pair(..)
                | Operand::Imm(_)
                | Operand::Sym { .. }
                | Operand::Addr(_)
                | Operand::Indexed(_)
                | Operand::Vector(_)
                | Operand::List(_)
                | Operand::Sink,
                _,
            ) => false,
        }
    }
    let guards = match (&x.guard, &y.guard) {
        (None, None) => true,
        (Some(p), Some(q)) => p.negated == q.negated && reg(&p.reg, &q.reg),
        (None, Some(_)) | (Some(_), None) => false,
    };
    guards
        && x.opcode == y.opcode
        && x.modifiers == y.modifiers
        && x.operands.len() == y.operands.len()
        && x.operands
            .iter()
            .zip(&y.operands)
            .all(|(p, q)| operand(p, q, &reg))
}
