//! `simplify-cfg`: the control-flow clean-up inlining leaves work for (a small part of LLVM's
//! SimplifyCFG).
//!
//! **Requires** a verified module. **Ensures** the module verifies and executions observe
//! what they did before. **Scope**: every function body. **Does not** hoist, sink, speculate,
//! thread jumps through blocks that compute, turn branches into selects or switches, or
//! delete instructions other than branches and `phi`s (`dce` does).
//!
//! Rules, repeated until none applies:
//! 1. **Constant branches**: `br i1 true/false` and a `switch` on an integer constant become
//!    an unconditional branch to the taken target; a conditional branch or `switch` whose
//!    targets are all one block becomes a branch to it. The `phi`s of every target that lost
//!    an edge lose the entry for that edge.
//! 2. **Unreachable blocks** (from the entry) are deleted, with their entries in the `phi`s
//!    of reachable blocks.
//! 3. **Trivial phis**: a `phi` whose incoming values, itself aside, are all one value is
//!    replaced by that value.
//! 4. **Straight-line merge**: a block whose only predecessor ends with an unconditional
//!    branch to it (and is not itself) is appended to that predecessor.
//! 5. **Empty blocks**: a block (not the entry) holding only an unconditional branch to
//!    another block without `phi`s is bypassed: its predecessors branch to its target.
//!
//! Remarks: `simplified` per changed function, with the counts `folded`, `unreachable`,
//! `phis`, `merged`, `bypassed`.

use std::collections::HashMap;

use super::{PassError, Remark};
use crate::analysis::Cfg;
use crate::entity::SecondaryMap;
use crate::ir::{Block, Body, FuncId, Inst, InstData, Module, Value};

const PASS: &str = "simplify-cfg";

#[derive(Default, Debug)]
struct Counts {
    folded: usize,
    unreachable: usize,
    phis: usize,
    merged: usize,
    bypassed: usize,
}

impl Counts {
    fn any(&self) -> bool {
        self.folded + self.unreachable + self.phis + self.merged + self.bypassed > 0
    }
}

/// Removes one entry for `from` from every `phi` of `block`.
fn drop_phi_entry(body: &mut Body, block: Block, from: Block) {
    for k in 0..body.blocks[block].insts.len() {
        let i = body.blocks[block].insts[k];
        match &mut body.insts[i].data {
            InstData::Phi { incoming, .. } => {
                if let Some(p) = incoming.iter().position(|&(_, b)| b == from) {
                    incoming.remove(p);
                }
            }
            InstData::Binary { .. }
            | InstData::FNeg { .. }
            | InstData::ICmp { .. }
            | InstData::FCmp { .. }
            | InstData::Select { .. }
            | InstData::Alloca { .. }
            | InstData::Load { .. }
            | InstData::Store { .. }
            | InstData::Gep { .. }
            | InstData::Cast { .. }
            | InstData::ExtractValue { .. }
            | InstData::InsertValue { .. }
            | InstData::ExtractElement { .. }
            | InstData::InsertElement { .. }
            | InstData::ShuffleVector { .. }
            | InstData::Call(_)
            | InstData::AtomicRmw(_)
            | InstData::CmpXchg(_)
            | InstData::Fence { .. }
            | InstData::Freeze { .. }
            | InstData::Ret { .. }
            | InstData::Br { .. }
            | InstData::CondBr { .. }
            | InstData::Switch { .. }
            | InstData::Unreachable => break,
        }
    }
}

/// Rule 1 on every block; returns how many terminators changed.
fn fold_branches(m: &Module, body: &mut Body) -> usize {
    let mut n = 0;
    for bi in 0..body.layout.len() {
        let b = body.layout[bi];
        let Some(term) = body.terminator(b) else {
            continue;
        };
        let mut succs = Vec::new();
        body.insts[term].data.visit_successors(|s| succs.push(s));
        let taken = match &body.insts[term].data {
            InstData::CondBr {
                cond: Value::Const(c),
                if_true,
                if_false,
            } => m
                .consts
                .as_int(*c)
                .map(|x| if x & 1 == 1 { *if_true } else { *if_false }),
            InstData::Switch {
                cond: Value::Const(c),
                default,
                cases,
            } => m.consts.as_int(*c).map(|x| {
                cases
                    .iter()
                    .find(|(v, _)| m.consts.as_int(*v) == Some(x))
                    .map_or(*default, |&(_, t)| t)
            }),
            InstData::CondBr { .. } | InstData::Switch { .. } => {
                let first = succs[0];
                succs.iter().all(|&s| s == first).then_some(first)
            }
            // A planted mistake: an unconditional branch taken for one to fold (to itself),
            // so every round changes something and the fixed point is never reached.
            InstData::Br { dest } if crate::planted::on("simplify-cfg-refold") => Some(*dest),
            InstData::Binary { .. }
            | InstData::FNeg { .. }
            | InstData::ICmp { .. }
            | InstData::FCmp { .. }
            | InstData::Select { .. }
            | InstData::Phi { .. }
            | InstData::Alloca { .. }
            | InstData::Load { .. }
            | InstData::Store { .. }
            | InstData::Gep { .. }
            | InstData::Cast { .. }
            | InstData::ExtractValue { .. }
            | InstData::InsertValue { .. }
            | InstData::ExtractElement { .. }
            | InstData::InsertElement { .. }
            | InstData::ShuffleVector { .. }
            | InstData::Call(_)
            | InstData::AtomicRmw(_)
            | InstData::CmpXchg(_)
            | InstData::Fence { .. }
            | InstData::Freeze { .. }
            | InstData::Ret { .. }
            | InstData::Br { .. }
            | InstData::Unreachable => None,
        };
        let Some(target) = taken else {
            continue;
        };
        // Every edge but one to `target` goes.
        let mut kept = false;
        for &s in &succs {
            if s == target && !kept {
                kept = true;
                continue;
            }
            drop_phi_entry(body, s, b);
        }
        body.insts[term].data = InstData::Br { dest: target };
        n += 1;
    }
    n
}

/// Rule 2; returns how many blocks were deleted.
fn remove_unreachable(body: &mut Body) -> usize {
    let Some(entry) = body.entry() else {
        return 0;
    };
    let mut reach: SecondaryMap<Block, bool> =
        SecondaryMap::with_capacity(body.blocks.len(), false);
    reach[entry] = true;
    let mut work = vec![entry];
    while let Some(b) = work.pop() {
        if let Some(t) = body.terminator(b) {
            body.insts[t].data.visit_successors(|s| {
                if !reach[s] {
                    reach[s] = true;
                    work.push(s);
                }
            });
        }
    }
    let dead: Vec<Block> = body.layout.iter().copied().filter(|&b| !reach[b]).collect();
    if dead.is_empty() {
        return 0;
    }
    for &b in &body.layout {
        if !reach[b] {
            continue;
        }
        for k in 0..body.blocks[b].insts.len() {
            let i = body.blocks[b].insts[k];
            match &mut body.insts[i].data {
                InstData::Phi { incoming, .. } => incoming.retain(|&(_, p)| reach[p]),
                InstData::Binary { .. }
                | InstData::FNeg { .. }
                | InstData::ICmp { .. }
                | InstData::FCmp { .. }
                | InstData::Select { .. }
                | InstData::Alloca { .. }
                | InstData::Load { .. }
                | InstData::Store { .. }
                | InstData::Gep { .. }
                | InstData::Cast { .. }
                | InstData::ExtractValue { .. }
                | InstData::InsertValue { .. }
                | InstData::ExtractElement { .. }
                | InstData::InsertElement { .. }
                | InstData::ShuffleVector { .. }
                | InstData::Call(_)
                | InstData::AtomicRmw(_)
                | InstData::CmpXchg(_)
                | InstData::Fence { .. }
                | InstData::Freeze { .. }
                | InstData::Ret { .. }
                | InstData::Br { .. }
                | InstData::CondBr { .. }
                | InstData::Switch { .. }
                | InstData::Unreachable => break,
            }
        }
    }
    body.layout.retain(|&b| reach[b]);
    dead.len()
}

/// Resolves a value through the replacement map.
fn resolve(map: &HashMap<Inst, Value>, mut v: Value) -> Value {
    let mut steps = 0;
    while let Value::Inst(i) = v
        && let Some(&n) = map.get(&i)
        && steps <= map.len()
    {
        v = n;
        steps += 1;
    }
    v
}

fn apply(body: &mut Body, map: &HashMap<Inst, Value>) {
    if map.is_empty() {
        return;
    }
    for bi in 0..body.layout.len() {
        let b = body.layout[bi];
        for k in 0..body.blocks[b].insts.len() {
            let i = body.blocks[b].insts[k];
            body.insts[i]
                .data
                .visit_operands_mut(|v| *v = resolve(map, *v));
        }
    }
}

/// Rule 3 (all blocks are reachable: rule 2 ran); returns how many `phi`s went.
fn trivial_phis(body: &mut Body) -> usize {
    let mut map: HashMap<Inst, Value> = HashMap::new();
    loop {
        let mut found = false;
        for bi in 0..body.layout.len() {
            let b = body.layout[bi];
            let mut k = 0;
            while k < body.blocks[b].insts.len() {
                let i = body.blocks[b].insts[k];
                let InstData::Phi { incoming, .. } = &body.insts[i].data else {
                    break;
                };
                let mut only: Option<Value> = None;
                let mut trivial = true;
                for &(v, _) in incoming {
                    let v = resolve(&map, v);
                    if v == Value::Inst(i) {
                        continue;
                    }
                    if only.is_some_and(|o| o != v) {
                        trivial = false;
                        break;
                    }
                    only = Some(v);
                }
                match (trivial, only) {
                    (true, Some(v)) => {
                        map.insert(i, v);
                        body.blocks[b].insts.remove(k);
                        found = true;
                    }
                    _ => k += 1,
                }
            }
        }
        if !found {
            break;
        }
    }
    let n = map.len();
    apply(body, &map);
    n
}

/// Rule 4; returns how many blocks were merged into their predecessor.
fn merge_straight_lines(body: &mut Body) -> usize {
    let mut merged = 0;
    let cfg = Cfg::new(body);
    let mut gone: SecondaryMap<Block, bool> = SecondaryMap::new();
    let mut map: HashMap<Inst, Value> = HashMap::new();
    // Blocks appended to a predecessor take their successors' phi edges along; `owner` says
    // which block now holds each merged block's code.
    let mut owner: SecondaryMap<Block, Option<Block>> = SecondaryMap::new();
    let entry = body.entry();
    for bi in 0..body.layout.len() {
        let b = body.layout[bi];
        if Some(b) == entry || gone[b] {
            continue;
        }
        let preds = cfg.preds(b);
        if preds.len() != 1 {
            continue;
        }
        let mut p = preds[0];
        while let Some(o) = owner[p] {
            p = o;
        }
        if p == b {
            continue;
        }
        let Some(pt) = body.terminator(p) else {
            continue;
        };
        if !matches!(body.insts[pt].data, InstData::Br { dest } if dest == b) {
            continue;
        }
        // The phis of `b` have one entry each.
        let insts = std::mem::take(&mut body.blocks[b].insts);
        let mut rest = Vec::with_capacity(insts.len());
        for i in insts {
            match &body.insts[i].data {
                InstData::Phi { incoming, .. } => {
                    if let Some(&(v, _)) = incoming.first() {
                        map.insert(i, v);
                    }
                }
                InstData::Binary { .. }
                | InstData::FNeg { .. }
                | InstData::ICmp { .. }
                | InstData::FCmp { .. }
                | InstData::Select { .. }
                | InstData::Alloca { .. }
                | InstData::Load { .. }
                | InstData::Store { .. }
                | InstData::Gep { .. }
                | InstData::Cast { .. }
                | InstData::ExtractValue { .. }
                | InstData::InsertValue { .. }
                | InstData::ExtractElement { .. }
                | InstData::InsertElement { .. }
                | InstData::ShuffleVector { .. }
                | InstData::Call(_)
                | InstData::AtomicRmw(_)
                | InstData::CmpXchg(_)
                | InstData::Fence { .. }
                | InstData::Freeze { .. }
                | InstData::Ret { .. }
                | InstData::Br { .. }
                | InstData::CondBr { .. }
                | InstData::Switch { .. }
                | InstData::Unreachable => rest.push(i),
            }
        }
        body.blocks[p].insts.pop();
        body.blocks[p].insts.extend(rest);
        // Successors of `b` now come from `p`.
        body.retarget_successor_phis(p, b);
        gone[b] = true;
        owner[b] = Some(p);
        merged += 1;
    }
    if merged > 0 {
        body.layout.retain(|&b| !gone[b]);
        apply(body, &map);
    }
    merged
}

/// Rule 5; returns how many blocks were bypassed.
fn bypass_empty(body: &mut Body) -> usize {
    let entry = body.entry();
    let cfg = Cfg::new(body);
    let mut n = 0;
    let mut gone: SecondaryMap<Block, bool> = SecondaryMap::new();
    for bi in 0..body.layout.len() {
        let e = body.layout[bi];
        if Some(e) == entry || body.blocks[e].insts.len() != 1 {
            continue;
        }
        let only = body.blocks[e].insts[0];
        let InstData::Br { dest } = body.insts[only].data else {
            continue;
        };
        if dest == e || gone[dest] {
            continue;
        }
        let dest_has_phi = body.blocks[dest]
            .insts
            .first()
            .is_some_and(|&i| body.insts[i].data.is_phi());
        if dest_has_phi {
            continue;
        }
        let preds: Vec<Block> = cfg.preds(e).to_vec();
        if preds.iter().any(|&p| gone[p] || p == e) {
            continue;
        }
        for p in preds {
            if let Some(t) = body.terminator(p) {
                body.insts[t].data.visit_blocks_mut(|s| {
                    if *s == e {
                        *s = dest;
                    }
                });
            }
        }
        gone[e] = true;
        n += 1;
    }
    if n > 0 {
        body.layout.retain(|&b| !gone[b]);
    }
    n
}

pub(super) fn run(
    m: &mut Module,
    _options: &[(String, String)],
    remarks: &mut Vec<Remark>,
) -> Result<bool, PassError> {
    let ids: Vec<FuncId> = m.functions.keys().collect();
    let mut changed = false;
    for f in ids {
        let Some(mut body) = m.functions[f].body.take() else {
            continue;
        };
        let mut c = Counts::default();
        loop {
            let folded = fold_branches(m, &mut body);
            let unreachable = remove_unreachable(&mut body);
            let phis = trivial_phis(&mut body);
            let merged = merge_straight_lines(&mut body);
            let bypassed = bypass_empty(&mut body);
            c.folded += folded;
            c.unreachable += unreachable;
            c.phis += phis;
            c.merged += merged;
            c.bypassed += bypassed;
            if folded + unreachable + phis + merged + bypassed == 0 {
                break;
            }
        }
        m.functions[f].body = Some(body);
        if c.any() {
            changed = true;
            remarks.push(
                Remark::new(PASS, &m.functions[f].name, "simplified", "")
                    .with("folded", c.folded)
                    .with("unreachable", c.unreachable)
                    .with("phis", c.phis)
                    .with("merged", c.merged)
                    .with("bypassed", c.bypassed),
            );
        }
    }
    Ok(changed)
}
