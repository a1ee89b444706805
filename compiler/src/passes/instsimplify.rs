//! `instsimplify`: constant folding and copy propagation, the clean-up inlining leaves work
//! for (LLVM's InstSimplify: an instruction is replaced by a constant or by one of its
//! operands, never by a new instruction).
//!
//! **Requires** a verified module. **Ensures** the module verifies and executions observe
//! what they did before (folds follow LLVM's poison rules; undefined behaviour is never
//! folded away: see `crate::transforms::fold`). **Scope**: every function body. **Does not**
//! create instructions (no InstCombine), fold loads, calls or `undef`, or touch control flow
//! (`simplify-cfg` folds branches on the constants this pass makes).
//!
//! Rules:
//! 1. Every instruction is folded with `crate::transforms::fold_inst` (its module docs list
//!    the folds): constants through arithmetic, comparisons, casts and `select`s; identities
//!    such as `x + 0`, `x * 1`, `x ^ x`; `addrspacecast` pairs that cancel; `extractvalue` of
//!    an `insertvalue`; a `phi` of one value (an instruction only where it dominates the
//!    `phi`). This is the copy propagation of Mesa's step 4 in an SSA IR: after inlining,
//!    what remains of a parameter is at most such a chain, and it folds to the argument.
//! 2. A folded instruction leaves the layout and its uses take the value; the function is
//!    swept again until nothing folds (a `phi` folded in a loop can enable folds above it).
//!
//! Remarks: `folded insts=N` per function that changed.

use std::collections::HashMap;

use super::{PassError, Remark};
use crate::analysis::{Cfg, DomTree};
use crate::entity::SecondaryMap;
use crate::ir::{Block, Body, FuncId, Function, Inst, InstData, Module, TypeId, Types, Value};
use crate::transforms::fold::{FoldContext, fold_inst};

const PASS: &str = "instsimplify";

struct Cx<'a> {
    types: &'a Types,
    func: &'a Function,
    body: &'a Body,
    map: &'a HashMap<Inst, Value>,
    dt: &'a DomTree,
    blocks: &'a SecondaryMap<Inst, Option<Block>>,
    /// The block of the instruction being folded.
    at: Block,
}

impl Cx<'_> {
    fn resolve(&self, mut v: Value) -> Value {
        let mut steps = 0;
        while let Value::Inst(i) = v
            && let Some(&n) = self.map.get(&i)
            && steps <= self.map.len()
        {
            v = n;
            steps += 1;
        }
        v
    }
}

impl FoldContext for Cx<'_> {
    fn known(&self, v: Value) -> Value {
        self.resolve(v)
    }

    fn def(&self, v: Value) -> Option<&InstData> {
        match self.resolve(v) {
            Value::Inst(i) => Some(&self.body.insts[i].data),
            Value::Arg(_) | Value::Const(_) => None,
        }
    }

    fn ty(&self, v: Value) -> TypeId {
        match v {
            Value::Inst(i) => self.body.insts[i].ty,
            Value::Arg(n) => self.func.param_types(self.types)[n as usize],
            Value::Const(_) => TypeId::VOID,
        }
    }

    fn dominates_phi(&self, v: Value) -> bool {
        match v {
            Value::Inst(i) => {
                self.blocks[i].is_some_and(|b| b != self.at && self.dt.dominates(b, self.at))
            }
            Value::Arg(_) | Value::Const(_) => true,
        }
    }
}

/// Folds what folds in `f`; returns how many instructions went.
pub(super) fn simplify_function(m: &mut Module, f: FuncId) -> usize {
    let Some(mut body) = m.functions[f].body.take() else {
        return 0;
    };
    let cfg = Cfg::new(&body);
    let dt = DomTree::new(&body, &cfg);
    let blocks = body.inst_blocks();
    let mut map: HashMap<Inst, Value> = HashMap::new();
    loop {
        let mut found = 0usize;
        {
            let Module {
                types,
                consts,
                functions,
                ..
            } = &mut *m;
            let func = &functions[f];
            for (b, i) in body.inst_order() {
                if map.contains_key(&i) || !dt.is_reachable(b) {
                    continue;
                }
                let cx = Cx {
                    types,
                    func,
                    body: &body,
                    map: &map,
                    dt: &dt,
                    blocks: &blocks,
                    at: b,
                };
                let node = &body.insts[i];
                if let Some(v) = fold_inst(types, consts, &node.data, node.ty, &cx) {
                    let v = cx.resolve(v);
                    if v != Value::Inst(i) {
                        found += 1;
                        map.insert(i, v);
                    }
                }
            }
        }
        if found == 0 {
            break;
        }
        for bi in 0..body.layout.len() {
            let b = body.layout[bi];
            body.blocks[b].insts.retain(|x| !map.contains_key(x));
        }
    }
    let n = map.len();
    if n > 0 {
        let resolve = |mut v: Value| {
            let mut steps = 0;
            while let Value::Inst(i) = v
                && let Some(&nv) = map.get(&i)
                && steps <= map.len()
            {
                v = nv;
                steps += 1;
            }
            v
        };
        for bi in 0..body.layout.len() {
            let b = body.layout[bi];
            for k in 0..body.blocks[b].insts.len() {
                let i = body.blocks[b].insts[k];
                body.insts[i].data.visit_operands_mut(|v| *v = resolve(*v));
            }
        }
    }
    m.functions[f].body = Some(body);
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
        let n = simplify_function(m, f);
        if n > 0 {
            changed = true;
            remarks.push(Remark::new(PASS, &m.functions[f].name, "folded", "").with("insts", n));
        }
    }
    Ok(changed)
}
