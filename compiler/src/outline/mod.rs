//! The machine outliner of seed 002, at PTX level: repeated instruction sequences across a
//! module's functions become internal `.func`s named `OUTLINED_FUNCTION_*`, each occurrence a
//! call. seam has no machine IR of its own; its machine level is PTX, so the outliner reads
//! and rewrites [`crate::ptx`]'s syntax tree (never text), and what it writes is PTX that
//! ptxas assembles and that runs the same (checked by the PTX interpreter in the tests and
//! the campaign).
//!
//! Contract:
//! - Requires: a parsed PTX module (LLVM's NVPTX output, or any PTX the parser reads).
//! - Ensures: the module does the same for every launch; the instruction count falls by the
//!   sum of the outlined groups' benefits; outlined functions are never outlined from. A run
//!   on its output may still find something: a call cuts a repeat short and can make what is
//!   left of it a repeat of its own (what reruns are for); after a round that outlines
//!   nothing, another outlines nothing.
//! - Stages, one file each: `mapping.rs` (instructions to symbols, registers, liveness),
//!   `suffix_array.rs` (the repeats), `candidates.rs` (disjoint occurrences, renaming check,
//!   live-ins and live-outs), `cost.rs` (the benefit model), `rewrite.rs` (the `.func` and the
//!   calls); this file drives them and takes the decisions.
//!
//! Rules (seed 002):
//! - Function gates: a function named in [`OutlineOptions::nooutline`] (the IR attribute
//!   `"nooutline"`, carried over by whoever compiled the module) is skipped whole; so is a
//!   kernel with `.maxnreg`, `.maxntid` or `.minnctapersm` unless
//!   [`OutlineOptions::constrained_kernels`] (its register budget does not bind the outlined
//!   `.func`); so is a function this outliner made (`OUTLINED_FUNCTION_*`: "already
//!   outlined").
//! - Repeats of length ≥ 2 with ≥ 2 disjoint occurrences; `outliner-leaf-descendants`
//!   ([`OutlineOptions::leaf_descendants`], default true).
//! - Benefit = NotOutliningCost − OutliningCost, saturating at 0 (`cost.rs`); a group is kept
//!   when benefit ≥ `outliner-benefit-threshold` ([`OutlineOptions::benefit_threshold`],
//!   default 1), else a `NotOutliningCheaper` remark.
//! - Greedy, as LLVM: groups by benefit, highest first (ties: longer, then earlier); each
//!   loses the occurrences that overlap what is already outlined, is re-costed, and is
//!   outlined if it still has two occurrences and clears the threshold.
//! - Names: `OUTLINED_FUNCTION_{index}` in the first round, `OUTLINED_FUNCTION_{round+1}_{index}`
//!   in rerun `round` ≥ 1 (LLVM's numbering: the first rerun's functions are
//!   `OUTLINED_FUNCTION_2_0`, ...); the index counts per round from 0, skipping names the
//!   module already has. `machine-outliner-reruns` ([`OutlineOptions::reruns`], default 0)
//!   more rounds run while each still outlines something.
//! - Remarks (pass `machine-outliner`): `OutlinedFunction` ("Saved N instructions by outlining
//!   M instructions from K locations. (Found at: ...)"), `NotOutliningCheaper` with
//!   `OutliningCost`/`NotOutliningCost`, `Did not outline` with the reason.

mod candidates;
pub mod cost;
mod mapping;
mod rewrite;
pub mod suffix_array;

use std::collections::HashSet;

use crate::passes::Remark;
use crate::ptx::{FuncDirective, Function, FunctionKind, Item, Module, Statement};

use candidates::{At, Group};
use mapping::{FuncMap, Globals};

/// The pass name in remarks.
pub const PASS: &str = "machine-outliner";
/// The prefix of every outlined function's name.
pub const PREFIX: &str = "OUTLINED_FUNCTION_";

/// The outliner's options (LLVM's knob names in brackets).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct OutlineOptions {
    /// Least benefit, in instructions, a group must have (`outliner-benefit-threshold`, 1).
    pub benefit_threshold: u64,
    /// Rounds after the first (`machine-outliner-reruns`, 0).
    pub reruns: u32,
    /// Occurrences are all leaves below a suffix-tree node, not only its direct children
    /// (`outliner-leaf-descendants`, true).
    pub leaf_descendants: bool,
    /// Functions not to outline from (the IR's `"nooutline"` attribute).
    pub nooutline: HashSet<String>,
    /// Outline from kernels with `.maxnreg`, `.maxntid` or `.minnctapersm` too.
    pub constrained_kernels: bool,
    /// Collect remarks (they cost time on large modules).
    pub remarks: bool,
    /// At most this many threads read functions and splice calls in (a module of fewer
    /// than [`PARALLEL_FROM`] statements uses one). The output is the same for any number.
    pub threads: usize,
    /// Report the first round's benefit decisions ([`OutlineReport::decisions`]), for the
    /// judge's independent model of the benefit rule (the first round then evaluates every
    /// group, as with remarks).
    pub decisions: bool,
}

/// Below this many statements, a module's functions are read and rewritten on one thread.
pub const PARALLEL_FROM: usize = 50_000;

impl Default for OutlineOptions {
    fn default() -> OutlineOptions {
        OutlineOptions {
            benefit_threshold: 1,
            reruns: 0,
            leaf_descendants: true,
            nooutline: HashSet::new(),
            constrained_kernels: false,
            remarks: true,
            threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
            decisions: false,
        }
    }
}

/// One outlined function.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Outlined {
    /// Its name.
    pub name: String,
    /// The round that made it (0: the first).
    pub round: u32,
    /// Instructions in the outlined sequence.
    pub length: usize,
    /// Call sites.
    pub occurrences: usize,
    /// Instructions saved.
    pub benefit: u64,
    /// Live-in values (its parameters) and results.
    pub live_in: usize,
    /// Results.
    pub live_out: usize,
}

/// What the outliner did.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct OutlineReport {
    /// Instructions before and after (every instruction of every function).
    pub instructions_before: u64,
    /// After.
    pub instructions_after: u64,
    /// The functions made, in order.
    pub outlined: Vec<Outlined>,
    /// Groups found (before the benefit threshold and overlaps), over all rounds.
    pub candidates: u64,
    /// Remarks, with [`OutlineOptions::remarks`].
    pub remarks: Vec<Remark>,
    /// With [`OutlineOptions::decisions`]: the first round's benefit decisions, in the order
    /// taken (every group whose exact benefit was compared with the threshold).
    pub decisions: Vec<Decision>,
}

/// One benefit decision on a group of occurrences: what the benefit rule was given and what
/// it decided. The places are the input's lines, so a reader of the input PTX can redo it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Decision {
    /// Instructions in the sequence.
    pub length: usize,
    /// Each occurrence: its function and the line of its first instruction (0 when the
    /// instruction has no place: PTX not read from text).
    pub occurrences: Vec<(String, u32)>,
    /// The first occurrence's instructions, as printed ([`crate::ptx::write_instruction`]).
    pub text: Vec<String>,
    /// Live-in registers (the outlined function's parameters).
    pub live_in: usize,
    /// Registers some occurrence needs back (its results).
    pub live_out: usize,
    /// The benefit the outliner computed.
    pub benefit: u64,
    /// Whether it outlined the group.
    pub outlined: bool,
}

/// Whether a benefit clears the threshold: `benefit ≥ outliner-benefit-threshold`.
fn clears(benefit: u64, threshold: u64) -> bool {
    // Planted mistake `outline-threshold-strict`: a benefit equal to the threshold refused.
    if crate::planted::on("outline-threshold-strict") {
        return benefit > threshold;
    }
    benefit >= threshold
}

/// The decision on group `g` with cost `c` (the statements are `funcs`' top level).
fn decision(funcs: &[&Function], g: &Group, c: &cost::Cost, outlined: bool) -> Decision {
    let line = |a: &At| match candidates::body(funcs[a.func]).get(a.start) {
        Some(Statement::Inst(i)) => i.loc.0.line,
        _ => 0,
    };
    let first = g.occs[0];
    let text = candidates::body(funcs[first.func])[first.start..first.start + g.len]
        .iter()
        .map(|s| {
            let mut w = String::new();
            if let Statement::Inst(i) = s {
                let _ = crate::ptx::write_instruction(&mut w, i);
            }
            w
        })
        .collect();
    Decision {
        length: g.len,
        occurrences: g
            .occs
            .iter()
            .map(|a| (funcs[a.func].name.clone(), line(a)))
            .collect(),
        text,
        live_in: g.live_in.len(),
        live_out: g.outputs().len(),
        benefit: c.benefit,
        outlined,
    }
}

/// Instructions of a module (nested call sequences included).
pub fn instruction_count(m: &Module) -> u64 {
    m.functions().map(|f| f.instruction_count() as u64).sum()
}

fn constrained(f: &Function) -> bool {
    f.kind == FunctionKind::Entry
        && f.directives.iter().any(|d| {
            matches!(d, FuncDirective::Directive { name, .. }
                if matches!(name.as_str(), "maxnreg" | "maxntid" | "minnctapersm"))
        })
}

/// Outlines `m` in place.
pub fn outline(m: &mut Module, opts: &OutlineOptions) -> OutlineReport {
    let mut clock = Clock::new(0);
    let mut report = OutlineReport {
        instructions_before: count_in_parallel(m, opts.threads),
        ..OutlineReport::default()
    };
    clock.lap("instructions counted");
    // What each round adds and removes is counted as it is built and dropped, so the module
    // is not walked again.
    let mut after = report.instructions_before as i64;
    for round in 0..=opts.reruns {
        let (made, delta) = run_round(m, opts, round, &mut report);
        after += delta;
        if made == 0 {
            break;
        }
    }
    report.instructions_after = after as u64;
    debug_assert_eq!(report.instructions_after, instruction_count(m));
    report
}

/// The readable place of each occurrence.
fn places(funcs: &[&Function], occs: &[At]) -> Vec<String> {
    occs.iter().map(|a| place(funcs[a.func], a.start)).collect()
}

/// A readable place: `function:line` of an occurrence's first instruction.
fn place(f: &Function, start: usize) -> String {
    match candidates::body(f).get(start) {
        Some(Statement::Inst(i)) if i.loc.0.line != 0 => format!("{}:{}", f.name, i.loc.0.line),
        _ => format!("{}#{start}", f.name),
    }
}

/// A place in the greedy order: benefit, highest first; then longer; then the earlier first
/// occurrence (its symbol position). `exact` when the benefit is the group's own; else an
/// upper bound of the benefit of every group the repeat or group can still become. Packed
/// in one 128-bit word, compared as a number (sorted and moved by the heap): the benefit,
/// the length, the first occurrence reversed, `exact`, whether a group, and the index. A
/// benefit and a length fit 32 bits: a benefit is at most the disjoint occurrences times the
/// length, which the symbol string (indexed by `u32`) bounds.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
struct Rank(u128);

const GROUP_BIT: u64 = 1 << 30;
const EXACT_BIT: u64 = 1 << 31;

impl Rank {
    fn new(benefit: u64, len: usize, first: u32, exact: bool, group: bool, index: usize) -> Rank {
        debug_assert!((index as u64) < GROUP_BIT);
        debug_assert!(benefit <= u64::from(u32::MAX) && len <= u32::MAX as usize);
        let low = u64::from(u32::MAX - first) << 32
            | if exact { EXACT_BIT } else { 0 }
            | if group { GROUP_BIT } else { 0 }
            | index as u64;
        Rank(u128::from(benefit) << 96 | (len as u128) << 64 | u128::from(low))
    }
    fn low(&self) -> u64 {
        self.0 as u64
    }
    fn exact(&self) -> bool {
        self.low() & EXACT_BIT != 0
    }
    /// A repeat (`Err`) or a group (`Ok`), and its index.
    fn what(&self) -> Result<usize, usize> {
        let i = (self.low() & (GROUP_BIT - 1)) as usize;
        if self.low() & GROUP_BIT != 0 {
            Ok(i)
        } else {
            Err(i)
        }
    }
}

/// Statements already outlined in this round, a bit each, by symbol position (a function's
/// statements are consecutive symbols, so an occurrence is a run of bits).
struct Used(Vec<u64>);

impl Used {
    fn any(&self, s: u32, len: usize) -> bool {
        let (s, e) = (s as usize, s as usize + len);
        let (ws, we) = (s / 64, (e - 1) / 64);
        (ws..=we).any(|k| {
            let mut m = u64::MAX;
            if k == ws {
                m &= u64::MAX << (s % 64);
            }
            if k == we {
                m &= u64::MAX >> (63 - (e - 1) % 64);
            }
            self.0[k] & m != 0
        })
    }

    fn set(&mut self, s: u32, len: usize) {
        for k in s as usize..s as usize + len {
            self.0[k / 64] |= 1 << (k % 64);
        }
    }
}

/// Whether occurrences `occs` (symbol positions) of a `len`-statement sequence with `live_in`
/// live-ins could still pay with only those that do not overlap what is outlined: two of
/// them, and a benefit bound (nothing live out) at the threshold.
fn still_pays(
    used: &Used,
    occs: impl ExactSizeIterator<Item = u32>,
    len: usize,
    live_in: usize,
    threshold: u64,
) -> Pays {
    // The fewest free occurrences that pay (the benefit grows with them).
    let n = occs.len() as u64;
    let need = (2..=n)
        .find(|&c| {
            clears(
                cost::cost(len as u64, c, live_in as u64, 0).benefit,
                threshold,
            )
        })
        .unwrap_or(n + 1);
    let (mut free, mut left) = (0u64, n);
    for s in occs {
        left -= 1;
        if !used.any(s, len) {
            free += 1;
            if free >= need {
                return Pays::Yes;
            }
        } else if free + left < 2 {
            return Pays::FewerThanTwoFree;
        } else if free + left < need {
            return Pays::No;
        }
    }
    if free < 2 {
        Pays::FewerThanTwoFree
    } else {
        Pays::No
    }
}

/// What [`still_pays`] found.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Pays {
    Yes,
    No,
    FewerThanTwoFree,
}

/// The greedy order: ranks given at the start, sorted once, merged with a heap of the ranks
/// given on the way (far fewer).
struct Order {
    sorted: Vec<Rank>,
    heap: std::collections::BinaryHeap<Rank>,
}

impl Order {
    fn new(mut sorted: Vec<Rank>) -> Order {
        // Highest last, so the next is popped off the end.
        sorted.sort_unstable();
        Order {
            sorted,
            heap: std::collections::BinaryHeap::new(),
        }
    }

    fn push(&mut self, r: Rank) {
        self.heap.push(r);
    }

    fn pop(&mut self) -> Option<Rank> {
        match (self.sorted.last(), self.heap.peek()) {
            (Some(a), Some(b)) if b > a => self.heap.pop(),
            (Some(_), _) => self.sorted.pop(),
            (None, _) => self.heap.pop(),
        }
    }
}

/// Repeats known dead (fewer than two occurrences free), by index. Repeats are numbered as
/// their suffix-tree nodes close, children before parents, so a repeat's descendants are the
/// indices just below it ([`suffix_array::Table::descendants`]); a descendant's occurrences
/// are among its ancestor's, each covering more, so when a repeat has fewer than two free
/// occurrences so has every descendant, and the whole range dies at once.
struct Dead {
    /// Union-find over indices: the first index at or after it not yet marked dead (an index
    /// is its own only while alive).
    next: Vec<u32>,
}

impl Dead {
    fn new(n: usize) -> Dead {
        Dead {
            next: (0..=n as u32).collect(),
        }
    }

    fn is_dead(&self, x: usize) -> bool {
        self.next[x] != x as u32
    }

    fn find(&mut self, mut x: u32) -> u32 {
        let mut root = x;
        while self.next[root as usize] != root {
            root = self.next[root as usize];
        }
        while self.next[x as usize] != root {
            let up = self.next[x as usize];
            self.next[x as usize] = root;
            x = up;
        }
        root
    }

    /// Marks `range` dead, each index once over all calls.
    fn kill(&mut self, range: std::ops::Range<usize>) {
        let mut x = self.find(range.start as u32) as usize;
        while x < range.end {
            self.next[x] = x as u32 + 1;
            x = self.find(x as u32 + 1) as usize;
        }
    }
}

/// The greedy choice (LLVM's): groups by benefit, highest first (ties: longer, then earlier);
/// each loses the occurrences that overlap what is already chosen, is re-checked for register
/// renaming and re-costed, and is chosen if it still has two occurrences and clears the
/// threshold.
///
/// With remarks or decisions, every repeat is split into groups ([`candidates::form`]) and every group
/// evaluated first (live-outs, costs; the remarks of the ones that cannot be outlined or do not
/// pay), then ranked by its benefit. Without, a repeat enters the order with an upper bound
/// of the benefit of any of its groups (every disjoint occurrence in one group, nothing live
/// in or out), is split only when it reaches the top, and its groups go back with bounds of
/// their own (their live-ins known); a group is evaluated only when it reaches the top, and
/// goes back with its own benefit. A repeat or group whose bound over the occurrences still
/// free is below the threshold is dropped there, since what is outlined only grows. Both give
/// the same choice: a bound ranks no later than what it bounds (its first occurrence is no
/// later), so the exact ranks come off the heap in the sorted order.
fn choose(
    repeats: &suffix_array::Table,
    pos: &[(u32, u32)],
    maps: &[FuncMap],
    funcs: &[&Function],
    opts: &OutlineOptions,
    round: u32,
    report: &mut OutlineReport,
) -> Vec<(Group, cost::Cost)> {
    // The first round reads the input, whose lines the decisions name.
    let record = opts.decisions && round == 0;
    let cost_of = |g: &Group| {
        cost::cost(
            g.len as u64,
            g.occs.len() as u64,
            g.live_in.len() as u64,
            g.outputs().len() as u64,
        )
    };
    let bound = |len: usize, occs: usize, live_in: usize| {
        cost::cost(len as u64, occs as u64, live_in as u64, 0).benefit
    };
    let mut scratch =
        candidates::Scratch::new(maps.iter().map(FuncMap::reg_count).max().unwrap_or(0));
    // The symbol position of each function's first statement.
    let mut base = vec![0u32; maps.len()];
    for (s, &(f, k)) in pos.iter().enumerate().rev() {
        if k == 0 {
            base[f as usize] = s as u32;
        }
    }
    let mut groups: Vec<Group> = Vec::new();
    let mut initial: Vec<Rank> = Vec::new();
    let sym = |a: At| base[a.func] + a.start as u32;
    let rank = |g: &Group, k: usize, benefit: u64, exact: bool| {
        let first = base[g.occs[0].func] + g.occs[0].start as u32;
        Rank::new(benefit, g.len, first, exact, true, k)
    };
    // Remarks and decisions need every group evaluated: the eager order.
    if opts.remarks || record {
        let mut cheaper = Vec::new();
        let mut buf = Vec::new();
        for ri in 0..repeats.len() {
            if !repeats.two_disjoint(ri) {
                continue;
            }
            let occs = repeats.disjoint(ri, &mut buf);
            for mut g in candidates::form(repeats.length(ri), occs, pos, maps, &mut scratch) {
                let rejected = if g.illegal_in {
                    Some(candidates::rejected_in(&g))
                } else {
                    candidates::evaluate(&mut g, maps)
                };
                if let Some(r) = rejected.filter(|_| opts.remarks) {
                    let places = places(funcs, &r.occs);
                    report.remarks.push(
                        Remark::new(
                            PASS,
                            &funcs[r.occs[0].func].name,
                            "Did not outline",
                            r.reason,
                        )
                        .with("Length", r.len)
                        .with("NumOccurrences", r.occs.len())
                        .with("StartLoc", places.join(" ")),
                    );
                }
                if g.illegal_in || g.occs.len() < 2 {
                    continue;
                }
                let c = cost_of(&g);
                if !clears(c.benefit, opts.benefit_threshold) {
                    if record {
                        report.decisions.push(decision(funcs, &g, &c, false));
                    }
                    if !opts.remarks {
                        continue;
                    }
                    let places = places(funcs, &g.occs);
                    cheaper.push(
                        Remark::new(
                            PASS,
                            &funcs[g.occs[0].func].name,
                            "NotOutliningCheaper",
                            "benefit below the threshold",
                        )
                        .with("OutliningCost", c.outlining)
                        .with("NotOutliningCost", c.not_outlining)
                        .with("OutliningBenefit", c.benefit)
                        .with("Length", g.len)
                        .with("NumOccurrences", g.occs.len())
                        .with("StartLoc", places.join(" ")),
                    );
                    continue;
                }
                initial.push(rank(&g, groups.len(), c.benefit, true));
                groups.push(g);
            }
        }
        report.remarks.extend(cheaper);
    } else {
        // The bound counts every occurrence, overlapping ones included (they are made
        // disjoint only for the repeats the choice reaches).
        for ri in 0..repeats.len() {
            let len = repeats.length(ri);
            let b = bound(len, repeats.all(ri).len(), 0);
            if repeats.two_disjoint(ri) && clears(b, opts.benefit_threshold) {
                initial.push(Rank::new(b, len, repeats.first(ri), false, false, ri));
            }
        }
    }
    let mut heap = Order::new(initial);
    let mut occ_buf = Vec::new();
    let mut dead = Dead::new(repeats.len());
    let mut used = Used(vec![0u64; pos.len().div_ceil(64)]);
    let mut chosen: Vec<(Group, cost::Cost)> = Vec::new();
    // Ranks taken off the heap, repeats split there, groups evaluated there, groups that
    // reached the choice, repeats found dead with an ancestor.
    let mut stats = [0usize; 5];
    let mut tt = [std::time::Duration::ZERO; 4];
    let t_start = std::time::Instant::now();
    while let Some(top) = heap.pop() {
        stats[0] += 1;
        let k = match top.what() {
            Err(ri) => {
                // First over all its occurrences (a bound: most repeats stop here), then over
                // the disjoint ones.
                if dead.is_dead(ri) {
                    stats[4] += 1;
                    continue;
                }
                let len = repeats.length(ri);
                let thr = opts.benefit_threshold;
                match still_pays(&used, repeats.all(ri).iter().copied(), len, 0, thr) {
                    Pays::Yes => {}
                    Pays::No => continue,
                    Pays::FewerThanTwoFree => {
                        dead.kill(repeats.descendants(ri).start..ri + 1);
                        continue;
                    }
                }
                let occs = repeats.disjoint(ri, &mut occ_buf);
                if still_pays(&used, occs.iter().copied(), len, 0, thr) != Pays::Yes {
                    continue;
                }
                stats[1] += 1;
                let tf = std::time::Instant::now();
                let formed = candidates::form(len, occs, pos, maps, &mut scratch);
                tt[0] += tf.elapsed();
                for g in formed {
                    let b = bound(g.len, g.occs.len(), g.live_in.len());
                    if !g.illegal_in && clears(b, opts.benefit_threshold) {
                        heap.push(rank(&g, groups.len(), b, false));
                        groups.push(g);
                    }
                }
                continue;
            }
            Ok(k) => k,
        };
        let g = &groups[k];
        if Pays::Yes
            != still_pays(
                &used,
                g.occs.iter().map(|&a| sym(a)),
                g.len,
                g.live_in.len(),
                opts.benefit_threshold,
            )
        {
            continue;
        }
        if !top.exact() {
            stats[2] += 1;
            let g = &mut groups[k];
            let tf = std::time::Instant::now();
            candidates::evaluate(g, maps);
            tt[1] += tf.elapsed();
            if g.occs.len() < 2 {
                continue;
            }
            let c = cost_of(g);
            if clears(c.benefit, opts.benefit_threshold) {
                heap.push(rank(g, k, c.benefit, true));
            } else if record {
                report.decisions.push(decision(funcs, g, &c, false));
            }
            continue;
        }
        stats[3] += 1;
        let tf = std::time::Instant::now();
        let mut g = groups[k].clone();
        let mut keep: Vec<bool> = g.occs.iter().map(|&a| !used.any(sym(a), g.len)).collect();
        g.keep(&keep);
        // The renaming check in full, against the first kept occurrence; each occurrence's
        // first slot read first, in a pass of loads that do not wait for one another.
        let bases: Vec<usize> = g
            .occs
            .iter()
            .map(|a| maps[a.func].slot_start[a.start] as usize)
            .collect();
        g.regs = g
            .occs
            .iter()
            .zip(&bases)
            .map(|(a, &b)| candidates::occurrence_regs(&maps[a.func], b, &g.first_slot))
            .collect();
        keep = (0..g.occs.len())
            .map(|o| o == 0 || candidates::same_as_first(&g, &bases, o, maps))
            .collect();
        g.keep(&keep);
        if g.occs.len() < 2 {
            continue;
        }
        let c = cost_of(&g);
        if !clears(c.benefit, opts.benefit_threshold) {
            if record {
                report.decisions.push(decision(funcs, &g, &c, false));
            }
            continue;
        }
        if record {
            report.decisions.push(decision(funcs, &g, &c, true));
        }
        for &a in &g.occs {
            used.set(sym(a), g.len);
        }
        tt[2] += tf.elapsed();
        chosen.push((g, c));
    }
    if std::env::var_os("SEAM_OUTLINE_TIMES").is_some() {
        let ms = |d: std::time::Duration| d.as_secs_f64() * 1e3;
        eprintln!(
            "outline: {} ranks taken ({} repeats dead with an ancestor), {} repeats split ({:.1} ms), {} groups evaluated ({:.1} ms), {} reached the choice ({:.1} ms); {:.1} ms in all",
            stats[0],
            stats[4],
            stats[1],
            ms(tt[0]),
            stats[2],
            ms(tt[1]),
            stats[3],
            ms(tt[2]),
            ms(t_start.elapsed())
        );
    }
    chosen
}

/// A body to splice calls into: its function's index, the body, its occurrences (first
/// statement, group, occurrence).
type Splice<'a> = (usize, &'a mut Vec<Statement>, Vec<(usize, usize, usize)>);

/// The module's symbol string: each function's statements, a legal instruction as its shape's
/// symbol (`tables`: function-local symbol to the module's, `shapes` of them), anything else
/// and each function's end as a symbol of its own; and each symbol's function and statement
/// (`u32::MAX`: the end).
fn symbol_string(
    maps: &[(FuncMap, mapping::Alphabet<'_>)],
    tables: &[Vec<u32>],
    shapes: usize,
) -> (Vec<u32>, Vec<(u32, u32)>) {
    let n: usize = maps.iter().map(|(m, _)| m.units.len() + 1).sum();
    let mut string: Vec<u32> = Vec::with_capacity(n);
    let mut pos: Vec<(u32, u32)> = Vec::with_capacity(n);
    // Shapes are 0..shapes; the symbols that occur once follow, the first of them the
    // highest (their order is the outliner's since its first version: it orders the suffix
    // array, and so the remarks).
    let once: u32 = maps
        .iter()
        .map(|(m, _)| m.units.iter().filter(|u| u.shape.is_none()).count() as u32 + 1)
        .sum();
    let mut unique = shapes as u32 + once;
    for (f, ((map, _), table)) in maps.iter().zip(tables).enumerate() {
        for (k, u) in map.units.iter().enumerate() {
            let sym = match u.shape {
                Some(s) => table[s as usize],
                None => {
                    unique -= 1;
                    unique
                }
            };
            string.push(sym);
            pos.push((f as u32, k as u32));
        }
        unique -= 1;
        string.push(unique);
        pos.push((f as u32, u32::MAX));
    }
    (string, pos)
}

/// Statements at a function's top level.
fn body_len(f: &Function) -> usize {
    f.body.as_ref().map_or(0, Vec::len)
}

/// Contiguous ranges of `weights`' indices, at most `parts` of about equal weight: what the
/// threads take. One range when `parts < 2` or the weights sum to less than
/// [`PARALLEL_FROM`].
fn chunks(weights: &[usize], parts: usize) -> Vec<std::ops::Range<usize>> {
    let total: usize = weights.iter().sum();
    let parts = parts.clamp(1, 8);
    if parts < 2 || total < PARALLEL_FROM {
        return std::iter::once(0..weights.len()).collect();
    }
    let per = total.div_ceil(parts);
    let (mut out, mut start, mut acc) = (Vec::with_capacity(parts), 0, 0);
    for (i, w) in weights.iter().enumerate() {
        acc += w;
        if acc >= per {
            out.push(start..i + 1);
            start = i + 1;
            acc = 0;
        }
    }
    if start < weights.len() {
        out.push(start..weights.len());
    }
    out
}

/// The calls in place of a body's occurrences `sites` (first statement, group, occurrence;
/// occurrences of one round never overlap), the body compacted in place: statements `..w`
/// are the new body, `w..r` the places the occurrences already replaced leave (dropped at
/// the end); no second body is allocated. Returns the instructions the calls add less those
/// they replace.
fn splice(
    body: &mut Vec<Statement>,
    mut sites: Vec<(usize, usize, usize)>,
    chosen: &[(Group, cost::Cost)],
    plans: &[rewrite::Calls],
    map: &FuncMap,
) -> i64 {
    let mut delta = 0i64;
    sites.sort_unstable_by_key(|s| s.0);
    let (mut w, mut r) = (0usize, 0usize);
    for (start, gi, o) in sites {
        while r < start {
            body.swap(w, r);
            w += 1;
            r += 1;
        }
        let g = &chosen[gi].0;
        // The occurrence's statements make its call (a label, which owns no memory, holds
        // their places until the end).
        let old = body[r..r + g.len].iter_mut().map(|s| {
            delta -= s.instruction_count() as i64;
            std::mem::replace(s, Statement::Label(String::new()))
        });
        let call = plans[gi].call_from(g, o, map, old);
        delta += call.instruction_count() as i64;
        body[r] = call;
        body.swap(w, r);
        w += 1;
        r += g.len;
    }
    while r < body.len() {
        body.swap(w, r);
        w += 1;
        r += 1;
    }
    body.truncate(w);
    delta
}

/// `f` on each chunk of `items` (`ranges`, from [`chunks`]): on a thread each when there are
/// several, on this one otherwise; the results in chunk order.
fn on_chunks<I: Send, T: Send>(
    items: &mut [I],
    ranges: &[std::ops::Range<usize>],
    f: impl Fn(&mut [I]) -> T + Sync,
) -> Vec<T> {
    if ranges.len() < 2 {
        return vec![f(items)];
    }
    let f = &f;
    std::thread::scope(|scope| {
        let mut rest = items;
        let handles: Vec<_> = ranges
            .iter()
            .map(|r| {
                let (part, tail) = std::mem::take(&mut rest).split_at_mut(r.len());
                rest = tail;
                scope.spawn(move || f(part))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect()
    })
}

/// [`instruction_count`] on up to `threads` threads (one for a small module).
fn count_in_parallel(m: &Module, threads: usize) -> u64 {
    let mut funcs: Vec<&Function> = m.functions().collect();
    let weights: Vec<usize> = funcs.iter().map(|f| body_len(f) + 1).collect();
    on_chunks(&mut funcs, &chunks(&weights, threads), |fs| {
        fs.iter().map(|f| f.instruction_count() as u64).sum::<u64>()
    })
    .into_iter()
    .sum()
}

/// Phase times on standard error, with `SEAM_OUTLINE_TIMES` set.
struct Clock {
    on: bool,
    round: u32,
    last: std::time::Instant,
}

impl Clock {
    fn new(round: u32) -> Clock {
        Clock {
            on: std::env::var_os("SEAM_OUTLINE_TIMES").is_some(),
            round,
            last: std::time::Instant::now(),
        }
    }

    fn lap(&mut self, what: &str) {
        if self.on {
            let now = std::time::Instant::now();
            eprintln!(
                "outline round {}: {what}: {:.1} ms",
                self.round,
                (now - self.last).as_secs_f64() * 1e3
            );
            self.last = now;
        }
    }
}

/// One round; returns how many functions it made.
fn run_round(
    m: &mut Module,
    opts: &OutlineOptions,
    round: u32,
    report: &mut OutlineReport,
) -> (usize, i64) {
    let mut clock = Clock::new(round);
    // Where outlined functions go: before the first definition (after LLVM's declarations
    // and the module's variables), so what they name is declared before them.
    let insert_at = m
        .items
        .iter()
        .position(|i| matches!(i, Item::Function(f) if f.body.is_some()))
        .unwrap_or(m.items.len());
    let mut names: HashSet<String> = HashSet::new();
    for it in &m.items[..insert_at] {
        match it {
            Item::Var(v) => names.extend(v.names.iter().map(|n| n.name.clone())),
            Item::Function(f) => {
                names.insert(f.name.clone());
            }
        }
    }
    let globals = Globals { names: &names };
    let existing: HashSet<String> = m.functions().map(|f| f.name.clone()).collect();

    // The eligible functions, their maps and the module's symbol string.
    let eligible: Vec<usize> = m
        .items
        .iter()
        .enumerate()
        .filter_map(|(k, it)| match it {
            Item::Function(f)
                if f.body.is_some()
                    && !f.name.starts_with(PREFIX)
                    && !opts.nooutline.contains(&f.name)
                    && (opts.constrained_kernels || !constrained(f)) =>
            {
                Some(k)
            }
            _ => None,
        })
        .collect();
    let funcs: Vec<&Function> = eligible
        .iter()
        .map(|&k| match &m.items[k] {
            Item::Function(f) => f,
            Item::Var(_) => unreachable!("eligible items are functions"),
        })
        .collect();
    clock.lap("eligible functions");
    // Read in parallel chunks; shapes given symbols in function order after.
    let weights: Vec<usize> = funcs.iter().map(|f| body_len(f) + 1).collect();
    let ranges = chunks(&weights, opts.threads);
    let maps: Vec<(FuncMap, mapping::Alphabet<'_>)> =
        on_chunks(&mut funcs.clone(), &ranges, |part| {
            part.iter()
                .map(|f| FuncMap::unshaped(f, &globals))
                .collect::<Vec<_>>()
        })
        .into_iter()
        .flatten()
        .collect();
    clock.lap(&format!("functions read ({} threads)", ranges.len()));
    // The module's symbols, in function order: by hash; then each function's shapes are
    // compared with their symbols' (on another thread, while the symbol string and its
    // repeats are made); should two differ, exactly, one shape at a time, and the repeats
    // made again.
    let mut alphabet = mapping::Alphabet::default();
    let mut tables: Vec<Vec<u32>> = maps
        .iter()
        .map(|(_, local)| local.translate_by_hash(&mut alphabet))
        .collect();
    clock.lap("shapes given symbols by hash");
    let agree = |alphabet: &mapping::Alphabet<'_>, tables: &[Vec<u32>]| {
        maps.iter()
            .zip(tables)
            .all(|((_, local), t)| local.agrees(alphabet, t))
    };
    let repeats_of = |tables: &[Vec<u32>], shapes: usize| {
        let (string, pos) = symbol_string(&maps, tables, shapes);
        let repeats = suffix_array::Table::new(&string, 2, opts.leaf_descendants);
        (string.len(), pos, repeats)
    };
    let (agreed, mut built) = if ranges.len() < 2 {
        let agreed = agree(&alphabet, &tables);
        (agreed, agreed.then(|| repeats_of(&tables, alphabet.len())))
    } else {
        std::thread::scope(|scope| {
            let (a, t) = (&alphabet, &tables);
            let checking = scope.spawn(move || agree(a, t));
            let built = repeats_of(&tables, alphabet.len());
            let agreed = checking
                .join()
                .unwrap_or_else(|e| std::panic::resume_unwind(e));
            (agreed, Some(built))
        })
    };
    if !agreed {
        alphabet = mapping::Alphabet::default();
        tables = maps
            .iter()
            .map(|(_, local)| local.translate(&mut alphabet))
            .collect();
        built = Some(repeats_of(&tables, alphabet.len()));
    }
    let Some((symbols, pos, repeats)) = built else {
        unreachable!("the repeats are made once the shapes agree")
    };
    drop(tables);
    let maps: Vec<FuncMap> = maps.into_iter().map(|(map, _)| map).collect();
    let found = (0..repeats.len())
        .filter(|&i| repeats.two_disjoint(i))
        .count();
    report.candidates += found as u64;
    clock.lap(&format!(
        "symbol string and repeats ({} symbols, {} shapes, {} repeats, {} occurrences, {found} with two disjoint)",
        symbols,
        alphabet.len(),
        repeats.len(),
        repeats.occurrences,
    ));
    let chosen = choose(&repeats, &pos, &maps, &funcs, opts, round, report);
    clock.lap(&format!("choice ({} chosen)", chosen.len()));
    if chosen.is_empty() {
        return (0, 0);
    }

    // Names, functions and calls.
    let mut index = 0usize;
    let mut new_funcs = Vec::new();
    // Per function: (first statement, group, occurrence) of each occurrence.
    let mut sites: Vec<Vec<(usize, usize, usize)>> = vec![Vec::new(); funcs.len()];
    let mut plans: Vec<rewrite::Calls> = Vec::new();
    for (gi, (g, c)) in chosen.iter().enumerate() {
        let name = loop {
            let n = if round == 0 {
                format!("{PREFIX}{index}")
            } else {
                format!("{PREFIX}{}_{index}", round + 1)
            };
            index += 1;
            if !existing.contains(&n) {
                break n;
            }
        };
        let (f, plan) = rewrite::build(g, &name, &maps, &funcs);
        plans.push(plan);
        if opts.remarks {
            let places = places(&funcs, &g.occs);
            report.remarks.push(
                Remark::new(
                    PASS,
                    &name,
                    "OutlinedFunction",
                    &format!(
                        "Saved {} instructions by outlining {} instructions from {} locations. (Found at: {})",
                        c.benefit,
                        g.len,
                        g.occs.len(),
                        places.join(", ")
                    ),
                )
                .with("OutliningBenefit", c.benefit)
                .with("OutliningCost", c.outlining)
                .with("NotOutliningCost", c.not_outlining)
                .with("Length", g.len)
                .with("NumOccurrences", g.occs.len()),
            );
        }
        report.outlined.push(Outlined {
            name: name.clone(),
            round,
            length: g.len,
            occurrences: g.occs.len(),
            benefit: c.benefit,
            live_in: g.live_in.len(),
            live_out: g.outputs().len(),
        });
        for (o, &At { func, start }) in g.occs.iter().enumerate() {
            sites[func].push((start, gi, o));
        }
        new_funcs.push(f);
    }
    clock.lap("outlined functions built");
    let made = new_funcs.len();
    let mut delta: i64 = new_funcs.iter().map(|f| f.instruction_count() as i64).sum();
    // The calls in place of the occurrences, in parallel chunks of functions.
    let items: Vec<usize> = eligible;
    let mut work: Vec<Splice<'_>> = Vec::new();
    // The eligible functions' items, ascending, each with its function index and sites.
    let mut pending = items.iter().zip(sites).enumerate().peekable();
    for (k, it) in m.items.iter_mut().enumerate() {
        let Some((fi, (_, s))) = pending.next_if(|(_, (item, _))| **item == k) else {
            continue;
        };
        if let (Item::Function(f), false) = (it, s.is_empty())
            && let Some(body) = &mut f.body
        {
            work.push((fi, body, s));
        }
    }
    let weights: Vec<usize> = work.iter().map(|w| w.1.len()).collect();
    let ranges = chunks(&weights, opts.threads);
    let (chosen_ref, plans_ref, maps_ref) = (&chosen, &plans, &maps);
    let splice_all = |work: &mut [Splice<'_>]| -> i64 {
        work.iter_mut()
            .map(|(fi, body, sites)| {
                splice(
                    body,
                    std::mem::take(sites),
                    chosen_ref,
                    plans_ref,
                    &maps_ref[*fi],
                )
            })
            .sum()
    };
    delta += on_chunks(&mut work, &ranges, splice_all)
        .into_iter()
        .sum::<i64>();
    for (k, f) in new_funcs.into_iter().enumerate() {
        m.items.insert(insert_at + k, Item::Function(f));
    }
    clock.lap("calls spliced in");
    drop(maps);
    drop(chosen);
    clock.lap("maps dropped");
    (made, delta)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dead_ranges_are_marked_once() {
        let mut d = Dead::new(10);
        d.kill(2..5);
        d.kill(3..7);
        d.kill(0..1);
        d.kill(9..10);
        let marked: Vec<usize> = (0..10).filter(|&i| d.is_dead(i)).collect();
        assert_eq!(marked, [0, 2, 3, 4, 5, 6, 9]);
        // A marked index leads past the run it is in.
        assert_eq!(d.find(2), 7);
        assert_eq!(d.find(0), 1);
        assert_eq!(d.find(9), 10);
        d.kill(0..10);
        assert!((0..10).all(|i| d.is_dead(i)));
        assert_eq!(d.find(0), 10);
    }

    #[test]
    fn still_pays_says_why_not() {
        let mut used = Used(vec![0u64; 2]);
        // Three disjoint 10-statement occurrences, nothing outlined: they pay.
        let occs = [0u32, 20, 40];
        assert_eq!(still_pays(&used, occs.iter().copied(), 10, 0, 1), Pays::Yes);
        // The first two covered: one free occurrence left.
        used.set(0, 10);
        used.set(25, 1);
        assert_eq!(
            still_pays(&used, occs.iter().copied(), 10, 0, 1),
            Pays::FewerThanTwoFree
        );
        // Two free but too short to pay at this threshold.
        let used = Used(vec![0u64; 2]);
        assert_eq!(still_pays(&used, [0u32, 20].into_iter(), 2, 0, 1), Pays::No);
    }
}
