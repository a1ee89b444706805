//! Dominators, by the Cooper–Harvey–Kennedy iterative algorithm over reverse post-order.

use super::cfg::Cfg;
use crate::entity::SecondaryMap;
use crate::ir::{Block, Body};

/// The dominator tree of the blocks reachable from the entry.
#[derive(Clone, Debug)]
pub struct DomTree {
    idom: SecondaryMap<Block, Option<Block>>,
    rpo_index: SecondaryMap<Block, u32>,
    rpo: Vec<Block>,
}

impl DomTree {
    /// Computes dominators for `body` with its CFG.
    pub fn new(body: &Body, cfg: &Cfg) -> DomTree {
        let mut rpo = Vec::new();
        let mut idom: SecondaryMap<Block, Option<Block>> = SecondaryMap::new();
        let mut rpo_index: SecondaryMap<Block, u32> = SecondaryMap::with_default(u32::MAX);
        let Some(entry) = body.entry() else {
            return DomTree {
                idom,
                rpo_index,
                rpo,
            };
        };
        // Iterative post-order DFS.
        let mut visited: SecondaryMap<Block, bool> = SecondaryMap::new();
        let mut post = Vec::new();
        let mut stack: Vec<(Block, usize)> = vec![(entry, 0)];
        visited[entry] = true;
        while let Some(&mut (b, ref mut next)) = stack.last_mut() {
            let succs = cfg.succs(b);
            if *next < succs.len() {
                let s = succs[*next];
                *next += 1;
                if !visited[s] {
                    visited[s] = true;
                    stack.push((s, 0));
                }
            } else {
                post.push(b);
                stack.pop();
            }
        }
        rpo = post.into_iter().rev().collect();
        for (i, &b) in rpo.iter().enumerate() {
            rpo_index[b] = i as u32;
        }
        idom[entry] = Some(entry);
        let mut changed = true;
        while changed {
            changed = false;
            for &b in rpo.iter().skip(1) {
                let mut new_idom: Option<Block> = None;
                for &p in cfg.preds(b) {
                    if idom[p].is_none() {
                        continue;
                    }
                    new_idom = Some(match new_idom {
                        None => p,
                        Some(cur) => intersect(&idom, &rpo_index, p, cur),
                    });
                }
                if new_idom.is_some() && idom[b] != new_idom {
                    idom[b] = new_idom;
                    changed = true;
                }
            }
        }
        DomTree {
            idom,
            rpo_index,
            rpo,
        }
    }

    /// Whether `b` is reachable from the entry.
    pub fn is_reachable(&self, b: Block) -> bool {
        self.rpo_index[b] != u32::MAX
    }

    /// The immediate dominator of `b` (the entry's is itself; `None` if unreachable).
    pub fn idom(&self, b: Block) -> Option<Block> {
        self.idom[b]
    }

    /// Reachable blocks in reverse post-order.
    pub fn rpo(&self) -> &[Block] {
        &self.rpo
    }

    /// Whether `a` dominates `b` (every block dominates itself). Unreachable blocks are
    /// dominated by everything, as in LLVM.
    pub fn dominates(&self, a: Block, b: Block) -> bool {
        if !self.is_reachable(b) {
            return true;
        }
        if !self.is_reachable(a) {
            return false;
        }
        let mut cur = b;
        loop {
            if cur == a {
                return true;
            }
            match self.idom[cur] {
                Some(d) if d != cur => cur = d,
                _ => return false,
            }
        }
    }
}

fn intersect(
    idom: &SecondaryMap<Block, Option<Block>>,
    rpo_index: &SecondaryMap<Block, u32>,
    mut a: Block,
    mut b: Block,
) -> Block {
    while a != b {
        while rpo_index[a] > rpo_index[b] {
            a = idom[a].expect("processed blocks have an idom");
        }
        while rpo_index[b] > rpo_index[a] {
            b = idom[b].expect("processed blocks have an idom");
        }
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{Function, FunctionBuilder, Module, TypeId};

    #[test]
    fn diamond_and_loop() {
        let mut m = Module::new();
        let fty = m.types.func(TypeId::VOID, &[TypeId::I1], false);
        let f = m.add_function(Function::new("f", fty, 1));
        let mut b = FunctionBuilder::new(&mut m, f);
        let (e, l, r, j, dead) = (
            b.create_block("e"),
            b.create_block("l"),
            b.create_block("r"),
            b.create_block("j"),
            b.create_block("dead"),
        );
        let c = b.param(0);
        b.switch_to_block(e);
        b.cond_br(c, l, r);
        b.switch_to_block(l);
        b.br(j);
        b.switch_to_block(r);
        b.cond_br(c, j, r);
        b.switch_to_block(j);
        b.ret(None);
        b.switch_to_block(dead);
        b.br(j);
        let body = m.functions[f].body.as_ref().unwrap();
        let cfg = Cfg::new(body);
        let dt = DomTree::new(body, &cfg);
        assert_eq!(dt.idom(j), Some(e));
        assert_eq!(dt.idom(r), Some(e));
        assert!(dt.dominates(e, j));
        assert!(!dt.dominates(l, j));
        assert!(dt.dominates(r, r));
        assert!(!dt.is_reachable(dead));
        assert!(dt.dominates(l, dead));
        assert_eq!(cfg.preds(j), &[l, r, dead]);
    }
}
