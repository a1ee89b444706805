//! The control-flow graph of a function body.

use crate::entity::SecondaryMap;
use crate::ir::{Block, Body};

/// Successors and predecessors of every block in the layout, one entry per edge (a `switch`
/// with two cases to one block gives that block twice).
#[derive(Clone, Debug)]
pub struct Cfg {
    succs: SecondaryMap<Block, Vec<Block>>,
    preds: SecondaryMap<Block, Vec<Block>>,
}

impl Cfg {
    /// Computes the CFG of `body` from its terminators. Blocks outside the layout, and
    /// successors outside the layout, are ignored.
    pub fn new(body: &Body) -> Cfg {
        let mut in_layout: SecondaryMap<Block, bool> = SecondaryMap::new();
        for &b in &body.layout {
            in_layout[b] = true;
        }
        let mut succs: SecondaryMap<Block, Vec<Block>> = SecondaryMap::new();
        let mut preds: SecondaryMap<Block, Vec<Block>> = SecondaryMap::new();
        for &b in &body.layout {
            if let Some(t) = body.terminator(b) {
                body.insts[t].data.visit_successors(|s| {
                    if in_layout[s] {
                        succs[b].push(s);
                        preds[s].push(b);
                    }
                });
            }
        }
        Cfg { succs, preds }
    }

    /// Successors of `b`, one per edge.
    pub fn succs(&self, b: Block) -> &[Block] {
        &self.succs[b]
    }

    /// Predecessors of `b`, one per edge.
    pub fn preds(&self, b: Block) -> &[Block] {
        &self.preds[b]
    }
}
