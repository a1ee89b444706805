//! The state of one analysis: [`Walk`], the running cost with load elimination and SROA
//! (what is saved, and charged back when disabled), and [`Analysis`], the callee as the fold
//! sees it (the call's arguments, the instructions simplified to constants, the blocks found
//! dead, with LLVM's `findDeadBlocks`).
//!
//! Not here: the walk itself, which instruction costs what (`mod.rs`).

use super::*;

/// The running totals of one analysis: the cost, load elimination, and SROA (LLVM's
/// `onDisableLoadElimination`, `onAggregateSROAUse`, `disableSROAForArg`).
pub(super) struct Walk {
    pub(super) cost: i64,
    pub(super) load_elim: bool,
    pub(super) load_elim_cost: i64,
    pub(super) loaded: HashSet<Value>,
    /// Callee values that point into a caller alloca (by the alloca).
    pub(super) sroa: HashMap<Value, Inst>,
    pub(super) sroa_enabled: HashSet<Inst>,
    pub(super) sroa_savings: HashMap<Inst, i64>,
    /// Pointers (and integers made of them) known as a caller value plus a byte offset
    /// (LLVM's `ConstantOffsetPtrs`).
    pub(super) bases: HashMap<Value, (Value, i64)>,
    /// Callee pointers that LLVM simplifies to a constant: a global plus a byte offset, through
    /// `inbounds` GEPs of constant indices (what `stripAndAccumulateInBoundsConstantOffsets`
    /// strips from the constant expression the GEP folds to).
    pub(super) global_ptrs: HashMap<Value, (ConstId, i64)>,
}

impl Walk {
    pub(super) fn disable_load_elim(&mut self) {
        if self.load_elim {
            self.cost += self.load_elim_cost;
            self.load_elim_cost = 0;
            self.load_elim = false;
        }
    }

    pub(super) fn sroa_of(&self, v: Value) -> Option<Inst> {
        self.sroa
            .get(&v)
            .copied()
            .filter(|a| self.sroa_enabled.contains(a))
    }

    /// The alloca `v` points into can no longer be split: what its uses saved is charged.
    pub(super) fn disable_sroa(&mut self, v: Value) {
        if let Some(a) = self.sroa_of(v) {
            self.cost += self.sroa_savings.remove(&a).unwrap_or(0);
            self.sroa_enabled.remove(&a);
            self.disable_load_elim();
        }
    }

    /// LLVM's `handleSROA`: a use SROA can take (`keep`) is free and saved; any other
    /// disables.
    pub(super) fn handle_sroa(&mut self, v: Value, keep: bool) -> bool {
        if let Some(a) = self.sroa_of(v) {
            if keep {
                *self.sroa_savings.entry(a).or_insert(0) += INSTR_COST;
                return true;
            }
            self.disable_sroa(v);
        }
        false
    }

    /// LLVM's `visitInstruction` for an instruction that is not free: no operand can be
    /// split any more.
    pub(super) fn disable_operands(&mut self, data: &InstData) {
        let mut ops = Vec::new();
        data.visit_operands(|v| ops.push(v));
        for v in ops {
            self.disable_sroa(v);
        }
    }
}

/// LLVM's `findDeadBlocks`: after learning that `from` always goes to `next`, every other
/// successor all of whose incoming edges are dead is dead, and so on.
pub(super) fn find_dead(
    cfg: &crate::analysis::Cfg,
    a: &mut Analysis<'_>,
    from: Block,
    next: Block,
) {
    let edge_dead = |a: &Analysis<'_>, p: Block, s: Block| {
        a.dead.contains(&p) || a.known_succ.get(&p).is_some_and(|&k| k != s)
    };
    let mut work: Vec<Block> = cfg
        .succs(from)
        .iter()
        .copied()
        .filter(|&s| s != next)
        .collect();
    while let Some(s) = work.pop() {
        if a.dead.contains(&s) || !cfg.preds(s).iter().all(|&p| edge_dead(a, p, s)) {
            continue;
        }
        a.dead.insert(s);
        work.extend_from_slice(cfg.succs(s));
    }
}

/// The callee as the fold sees it: arguments are the call's, instructions are what they
/// were simplified to.
pub(super) struct Analysis<'a> {
    pub(super) types: &'a Types,
    pub(super) func: &'a Function,
    pub(super) body: &'a crate::ir::Body,
    pub(super) args: &'a [Value],
    pub(super) simplified: HashMap<Inst, ConstId>,
    pub(super) dead: HashSet<Block>,
    pub(super) known_succ: HashMap<Block, Block>,
}

impl Analysis<'_> {
    /// Whether `i` stands in the callee's entry block.
    fn in_entry(&self, i: Inst) -> bool {
        self.body
            .entry()
            .is_some_and(|e| self.body.blocks[e].insts.contains(&i))
    }
}

impl FoldContext for Analysis<'_> {
    /// LLVM's `valueDominatesPHI` without a dominator tree (the analysis has none): arguments
    /// and constants, and instructions of the entry block.
    fn dominates_phi(&self, v: Value) -> bool {
        match v {
            Value::Inst(i) => self.in_entry(i),
            Value::Arg(_) | Value::Const(_) => true,
        }
    }

    fn known(&self, v: Value) -> Value {
        match v {
            Value::Arg(n) => match self.args.get(n as usize) {
                Some(&c @ Value::Const(_)) => c,
                _ => v,
            },
            Value::Inst(i) => self.simplified.get(&i).map_or(v, |&c| Value::Const(c)),
            Value::Const(_) => v,
        }
    }

    fn def(&self, v: Value) -> Option<&InstData> {
        match v {
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
}
