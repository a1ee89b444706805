//! The call graph: who calls whom directly, and its strongly connected components (SCCs) in
//! bottom-up order (every SCC after the SCCs it calls into), which is the order the inliners
//! visit functions in.
//!
//! An edge `f → g` is a `call` in the body of `f` whose callee operand is the function `g`
//! (whatever function type the call uses). Indirect calls and uses of a function as a value
//! make no edge. Declarations are not part of any SCC.
//!
//! ```
//! let m = seam::text::parse_module(r#"
//! define internal void @leaf() {
//!   ret void
//! }
//! define internal void @even(i32 %n) {
//!   call void @odd(i32 %n)
//!   ret void
//! }
//! define internal void @odd(i32 %n) {
//!   call void @even(i32 %n)
//!   call void @leaf()
//!   ret void
//! }
//! "#)?;
//! let cg = seam::analysis::CallGraph::new(&m);
//! let names: Vec<Vec<&str>> = cg.sccs.iter()
//!     .map(|s| s.iter().map(|&f| m.functions[f].name.as_str()).collect())
//!     .collect();
//! assert_eq!(names, vec![vec!["leaf"], vec!["odd", "even"]]);
//! let even = m.find_function("even").unwrap();
//! assert!(cg.is_recursive(even));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::entity::{EntityRef, SecondaryMap};
use crate::ir::{FuncId, Inst, InstData, Module};

/// No SCC (a declaration, or a function created after the graph was built).
const NO_SCC: u32 = u32::MAX;

/// The direct call graph of a module and its SCCs.
#[derive(Clone, Debug)]
pub struct CallGraph {
    /// Per function, its direct calls in layout order: the `call` and the function it calls.
    pub calls: SecondaryMap<FuncId, Vec<(Inst, FuncId)>>,
    /// The SCCs of the defined functions, callees before callers. Within an SCC, functions are
    /// listed in the order the search closed them.
    pub sccs: Vec<Vec<FuncId>>,
    scc_of: SecondaryMap<FuncId, u32>,
    recursive: Vec<bool>,
}

/// The direct calls in the body of `f`, in layout order.
pub fn direct_calls(m: &Module, f: FuncId) -> Vec<(Inst, FuncId)> {
    let Some(body) = &m.functions[f].body else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (_, i) in body.inst_order() {
        if let InstData::Call(c) = &body.insts[i].data
            && let Some(g) = m.direct_callee(c)
            && m.functions.contains(g)
        {
            out.push((i, g));
        }
    }
    out
}

impl CallGraph {
    /// Builds the graph of `m` (linear in the size of the module).
    pub fn new(m: &Module) -> CallGraph {
        let mut calls: SecondaryMap<FuncId, Vec<(Inst, FuncId)>> = SecondaryMap::new();
        let defined: Vec<FuncId> = m
            .functions
            .iter()
            .filter(|(_, f)| f.body.is_some())
            .map(|(id, _)| id)
            .collect();
        for &f in &defined {
            calls[f] = direct_calls(m, f);
        }
        let n = m.functions.capacity_bound();
        let mut scc_of = SecondaryMap::with_capacity(n, NO_SCC);
        let mut sccs = Vec::new();
        let mut recursive = Vec::new();
        // Tarjan's algorithm with an explicit stack (call chains may be tens of thousands
        // deep): per node its DFS index and low link.
        const UNSEEN: u32 = u32::MAX;
        let mut index = vec![UNSEEN; n];
        let mut low = vec![0u32; n];
        let mut on_stack = vec![false; n];
        let mut stack: Vec<FuncId> = Vec::new();
        let mut next = 0u32;
        // DFS frames: (node, position in its call list).
        let mut frames: Vec<(FuncId, usize)> = Vec::new();
        for &root in &defined {
            if index[root.index()] != UNSEEN {
                continue;
            }
            index[root.index()] = next;
            low[root.index()] = next;
            next += 1;
            stack.push(root);
            on_stack[root.index()] = true;
            frames.push((root, 0));
            while let Some(top) = frames.len().checked_sub(1) {
                let (v, pos) = frames[top];
                if pos < calls[v].len() {
                    let w = calls[v][pos].1;
                    frames[top].1 += 1;
                    if m.functions[w].body.is_none() {
                        continue;
                    }
                    if index[w.index()] == UNSEEN {
                        index[w.index()] = next;
                        low[w.index()] = next;
                        next += 1;
                        stack.push(w);
                        on_stack[w.index()] = true;
                        frames.push((w, 0));
                    } else if on_stack[w.index()] {
                        low[v.index()] = low[v.index()].min(index[w.index()]);
                    }
                    continue;
                }
                frames.pop();
                if let Some(&(parent, _)) = frames.last() {
                    low[parent.index()] = low[parent.index()].min(low[v.index()]);
                }
                if low[v.index()] == index[v.index()] {
                    let id = sccs.len() as u32;
                    let mut members = Vec::new();
                    loop {
                        let w = stack.pop().expect("v is on the stack");
                        on_stack[w.index()] = false;
                        scc_of[w] = id;
                        members.push(w);
                        if w == v {
                            break;
                        }
                    }
                    let rec = members.len() > 1 || calls[v].iter().any(|&(_, g)| g == v);
                    sccs.push(members);
                    recursive.push(rec);
                }
            }
        }
        CallGraph {
            calls,
            sccs,
            scc_of,
            recursive,
        }
    }

    /// The index in [`sccs`](Self::sccs) of the SCC of `f` (`None` for a declaration).
    pub fn scc(&self, f: FuncId) -> Option<usize> {
        let s = self.scc_of[f];
        (s != NO_SCC).then_some(s as usize)
    }

    /// Whether `a` and `b` are in one SCC (so each can reach the other through calls).
    pub fn same_scc(&self, a: FuncId, b: FuncId) -> bool {
        let s = self.scc_of[a];
        s != NO_SCC && s == self.scc_of[b]
    }

    /// Whether `f` can call itself through direct calls (its SCC has several functions, or
    /// it calls itself).
    pub fn is_recursive(&self, f: FuncId) -> bool {
        self.scc(f).is_some_and(|s| self.recursive[s])
    }

    /// Whether SCC number `s` is recursive.
    pub fn scc_is_recursive(&self, s: usize) -> bool {
        self.recursive[s]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_chains_do_not_overflow_and_order_bottom_up() {
        // @f0 calls @f1 calls ... @f9999: a chain deeper than a recursive search could take.
        let mut text = String::new();
        let n = 10_000;
        for i in 0..n {
            if i + 1 < n {
                text.push_str(&format!(
                    "define internal void @f{i}() {{\n  call void @f{}()\n  ret void\n}}\n",
                    i + 1
                ));
            } else {
                text.push_str(&format!(
                    "define internal void @f{i}() {{\n  ret void\n}}\n"
                ));
            }
        }
        let m = crate::text::parse_module(&text).unwrap();
        let cg = CallGraph::new(&m);
        assert_eq!(cg.sccs.len(), n);
        assert_eq!(m.functions[cg.sccs[0][0]].name, format!("f{}", n - 1));
        assert_eq!(m.functions[cg.sccs[n - 1][0]].name, "f0");
        assert!(!cg.is_recursive(cg.sccs[0][0]));
    }

    #[test]
    fn self_calls_are_recursive_and_declarations_have_no_scc() {
        let m = crate::text::parse_module(
            "declare void @ext()\ndefine void @r() {\n  call void @r()\n  call void @ext()\n  ret void\n}\n",
        )
        .unwrap();
        let cg = CallGraph::new(&m);
        let r = m.find_function("r").unwrap();
        let ext = m.find_function("ext").unwrap();
        assert!(cg.is_recursive(r));
        assert_eq!(cg.scc(ext), None);
        assert!(!cg.same_scc(r, ext));
        assert_eq!(cg.calls[r].len(), 2);
    }
}
