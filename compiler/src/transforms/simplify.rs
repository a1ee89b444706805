//! Constant folding and copy propagation over one function: every instruction folded with
//! [`crate::transforms::fold_inst`] (a constant or one of its operands, never a new
//! instruction), its uses given the value, swept again until nothing folds. The `instsimplify`
//! pass runs it on every function; `crate::legalize` runs it before judging casts (a `select`
//! on a constant condition must show which pointer it is).

use std::collections::HashMap;

use crate::analysis::{Cfg, DomTree};
use crate::entity::SecondaryMap;
use crate::ir::{Block, Body, FuncId, Function, Inst, InstData, Module, TypeId, Types, Value};
use crate::transforms::fold::{FoldContext, fold_inst};

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

/// Folds what folds in `f` (the rules of `instsimplify`, `crate::passes`); returns how many
/// instructions went.
pub fn simplify_function(m: &mut Module, f: FuncId) -> usize {
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
