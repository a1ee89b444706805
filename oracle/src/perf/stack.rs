//! The stack a launch needs: a kernel's own frame plus the deepest chain of callee frames over
//! the PTX call graph.
//!
//! Contract:
//! - **Call graph** ([`CallGraph::of`]): one node per function the module declares or defines.
//!   A direct `call` is an edge to its callee. An indirect `call` (through a register) is an edge
//!   to every *address-taken* function whose signature fits the call's `.callprototype`: the
//!   same number of parameters and of returns, each of the same size in bytes. (ptxas's own
//!   "cumulative stack size" matches no prototype: an address-taken recursive function of any
//!   signature takes every indirect call out of its figure, which is then below the launch's.) A function is
//!   address-taken when its name is an operand of an instruction other than as the callee of a
//!   direct `call` (`mov.u64 %rd1, f;`), or appears in a module variable's initializer. Without
//!   a prototype to match, every address-taken function is a target.
//! - **Frames** come from the caller (ptxas's `N bytes stack frame` per function, which
//!   includes spill slots); a function ptxas does not report (an `.extern` declaration such as
//!   `vprintf`) counts 0 bytes, and [`LaunchStack::Bounded::unknown`] names it.
//! - **Launch stack** ([`launch_stack`]): if a cycle of the call graph is reachable from the
//!   kernel, the launch's stack is [`LaunchStack::Unbounded`] and names one such cycle (a
//!   recursive function, or a pair calling each other, ...), whatever the frames; otherwise it
//!   is the largest sum of frames along a path from the kernel, with that path.
//! - Comparing before and after ([`compare`]): a frame that only moved (a callee inlined into
//!   the kernel) leaves the launch stack as it was and is no finding; a launch stack that grew
//!   by more than the threshold, or bounded becoming unbounded, is. Unbounded before is never a
//!   finding: nothing a GPU pays for can be said about it.

use std::collections::HashMap;
use std::fmt;

use seam::ptx::{
    AddrBase, Function, InitValue, Initializer, Item, Module, Operand, Param, Statement,
};

/// The PTX call graph of a module.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct CallGraph {
    /// Function names, in module order (a name declared twice appears once).
    pub names: Vec<String>,
    /// Whether each is a kernel.
    pub entry: Vec<bool>,
    /// Callees of each function (indices into `names`), without repeats, in first-call order.
    pub callees: Vec<Vec<usize>>,
    /// Whether each is address-taken (a target of indirect calls). ptxas reports such a
    /// function's frame for the standard calling convention; a direct call may use a smaller
    /// one, so its "cumulative stack size" can be below a launch stack through it.
    pub taken: Vec<bool>,
}

/// What one call instruction calls.
enum Target<'a> {
    Direct(&'a str),
    /// Through a register, with the prototype's name if the call names one.
    Indirect(Option<&'a str>),
}

/// The target of `call` instruction operands: `call (rets), target, (args)[, prototype]`.
fn call_target(ops: &[Operand]) -> Option<Target<'_>> {
    let mut k = usize::from(matches!(ops.first(), Some(Operand::List(_))));
    let target = match ops.get(k)? {
        Operand::Sym { name, .. } => Target::Direct(name),
        Operand::Reg(_) => {
            k += 1;
            if matches!(ops.get(k), Some(Operand::List(_))) {
                k += 1;
            }
            match ops.get(k) {
                Some(Operand::Sym { name, .. }) => Target::Indirect(Some(name)),
                _ => Target::Indirect(None),
            }
        }
        Operand::Not(_)
        | Operand::Pair(..)
        | Operand::Imm(_)
        | Operand::Addr(_)
        | Operand::Indexed(_)
        | Operand::Vector(_)
        | Operand::List(_)
        | Operand::Sink => return None,
    };
    Some(target)
}

/// Sizes of a parameter list, `None` for an open array.
fn sizes(ps: &[Param]) -> Vec<Option<u64>> {
    ps.iter().map(Param::size).collect()
}

/// Every `.callprototype` of a body, by label.
fn prototypes<'a>(stmts: &'a [Statement], out: &mut HashMap<&'a str, &'a seam::ptx::Prototype>) {
    for s in stmts {
        match s {
            Statement::Prototype(p) => {
                out.insert(p.name.as_str(), p);
            }
            Statement::Block(b) => prototypes(b, out),
            Statement::Decl(_)
            | Statement::Label(_)
            | Statement::Inst(_)
            | Statement::Pragma(_) => {}
        }
    }
}

fn init_symbols<'a>(i: &'a Initializer, out: &mut Vec<&'a str>) {
    fn value<'a>(v: &'a InitValue, out: &mut Vec<&'a str>) {
        match v {
            InitValue::Imm(_) => {}
            InitValue::Addr { name, .. } => out.push(name),
            InitValue::Masked { inner, .. } => value(inner, out),
        }
    }
    match i {
        Initializer::Value(v) => value(v, out),
        Initializer::List(l) => l.iter().for_each(|i| init_symbols(i, out)),
    }
}

impl CallGraph {
    /// The call graph of `m` (see the module's contract).
    pub fn of(m: &Module) -> CallGraph {
        let mut g = CallGraph::default();
        let mut index: HashMap<&str, usize> = HashMap::new();
        let mut defs: Vec<Option<&Function>> = Vec::new();
        for f in m.functions() {
            let i = *index.entry(f.name.as_str()).or_insert_with(|| {
                g.names.push(f.name.clone());
                g.entry.push(false);
                defs.push(None);
                g.names.len() - 1
            });
            g.entry[i] |= f.is_entry();
            if f.body.is_some() || defs[i].is_none() {
                defs[i] = Some(f);
            }
        }
        // Address-taken functions.
        let mut taken = vec![false; g.names.len()];
        let mark = |name: &str, taken: &mut Vec<bool>| {
            if let Some(&i) = index.get(name) {
                taken[i] = true;
            }
        };
        for item in &m.items {
            match item {
                Item::Var(v) => {
                    let mut syms = Vec::new();
                    if let Some(init) = &v.init {
                        init_symbols(init, &mut syms);
                    }
                    syms.into_iter().for_each(|s| mark(s, &mut taken));
                }
                Item::Function(f) => {
                    for i in f.instructions() {
                        let direct = match (i.opcode.as_str(), call_target(&i.operands)) {
                            ("call", Some(Target::Direct(name))) => Some(name),
                            _ => None,
                        };
                        for o in &i.operands {
                            let name = match o {
                                Operand::Sym { name, .. } => name.as_str(),
                                Operand::Addr(a) => match &a.base {
                                    AddrBase::Sym(s) => s.as_str(),
                                    AddrBase::Reg(_) | AddrBase::Absolute => continue,
                                },
                                Operand::Reg(_)
                                | Operand::Not(_)
                                | Operand::Pair(..)
                                | Operand::Imm(_)
                                | Operand::Indexed(_)
                                | Operand::Vector(_)
                                | Operand::List(_)
                                | Operand::Sink => continue,
                            };
                            if Some(name) != direct {
                                mark(name, &mut taken);
                            }
                        }
                    }
                }
            }
        }
        g.callees = vec![Vec::new(); g.names.len()];
        for (caller, def) in defs.iter().enumerate() {
            let Some(f) = def else { continue };
            let Some(body) = &f.body else { continue };
            let mut protos = HashMap::new();
            prototypes(body, &mut protos);
            let mut out: Vec<usize> = Vec::new();
            let add = |c: usize, out: &mut Vec<usize>| {
                if !out.contains(&c) {
                    out.push(c);
                }
            };
            for i in f.instructions() {
                if i.opcode != "call" {
                    continue;
                }
                match call_target(&i.operands) {
                    Some(Target::Direct(name)) => {
                        if let Some(&c) = index.get(name) {
                            add(c, &mut out);
                        }
                    }
                    Some(Target::Indirect(proto)) => {
                        let proto = proto.and_then(|p| protos.get(p));
                        for (c, d) in defs.iter().enumerate() {
                            let fits = match (proto, d) {
                                (Some(p), Some(d)) => {
                                    sizes(&p.params) == sizes(&d.params)
                                        && sizes(&p.returns) == sizes(&d.returns)
                                }
                                _ => true,
                            };
                            if taken[c] && !g.entry[c] && fits {
                                add(c, &mut out);
                            }
                        }
                    }
                    None => {}
                }
            }
            g.callees[caller] = out;
        }
        g.taken = taken;
        g
    }

    /// Every function reachable from `f` (itself included), each once.
    pub fn reachable(&self, f: usize) -> Vec<usize> {
        let mut seen = vec![false; self.names.len()];
        let mut out = Vec::new();
        let mut work = vec![f];
        while let Some(x) = work.pop() {
            if std::mem::replace(&mut seen[x], true) {
                continue;
            }
            out.push(x);
            work.extend(self.callees[x].iter().copied());
        }
        out
    }

    /// The index of function `name`.
    pub fn index(&self, name: &str) -> Option<usize> {
        self.names.iter().position(|n| n == name)
    }
}

/// The stack one launch of a kernel needs.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LaunchStack {
    /// At most `bytes`, reached along `chain` (the kernel first).
    Bounded {
        /// Bytes of stack per thread.
        bytes: u64,
        /// The deepest chain of calls, the kernel first.
        chain: Vec<String>,
        /// Functions on some path whose frame is unknown (counted as 0).
        unknown: Vec<String>,
    },
    /// A cycle of calls is reachable: the stack depends on the data.
    Unbounded {
        /// One cycle reachable from the kernel (its first function repeats at the end).
        cycle: Vec<String>,
    },
}

impl LaunchStack {
    /// The bytes of a bounded stack.
    pub fn bytes(&self) -> Option<u64> {
        match self {
            LaunchStack::Bounded { bytes, .. } => Some(*bytes),
            LaunchStack::Unbounded { .. } => None,
        }
    }
}

impl fmt::Display for LaunchStack {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LaunchStack::Bounded { bytes, chain, .. } => {
                write!(f, "{bytes} bytes")?;
                if chain.len() > 1 {
                    write!(f, " ({})", chain.join(" -> "))?;
                }
                Ok(())
            }
            LaunchStack::Unbounded { cycle } => {
                write!(f, "unbounded (recursion {})", cycle.join(" -> "))
            }
        }
    }
}

#[derive(Clone)]
enum Visit {
    New,
    OnPath,
    /// Bytes and the next function of the deepest chain.
    Bounded(u64, Option<usize>),
    Unbounded(usize),
}

/// The launch stack of every kernel of `g`, with `frame(name)` the frame of each function
/// (`None`: unknown, counted as 0).
pub fn launch_stacks(
    g: &CallGraph,
    frame: &dyn Fn(&str) -> Option<u64>,
) -> Vec<(String, LaunchStack)> {
    let mut state = vec![Visit::New; g.names.len()];
    let mut cycles: Vec<Vec<usize>> = Vec::new();
    (0..g.names.len())
        .filter(|&k| g.entry[k])
        .map(|k| {
            visit(g, frame, k, &mut state, &mut cycles);
            (g.names[k].clone(), result(g, frame, k, &state, &cycles))
        })
        .collect()
}

/// The launch stack of kernel `kernel`; `None` if `g` has no such function.
pub fn launch_stack(
    g: &CallGraph,
    frame: &dyn Fn(&str) -> Option<u64>,
    kernel: &str,
) -> Option<LaunchStack> {
    let k = g.index(kernel)?;
    let mut state = vec![Visit::New; g.names.len()];
    let mut cycles = Vec::new();
    visit(g, frame, k, &mut state, &mut cycles);
    Some(result(g, frame, k, &state, &cycles))
}

/// Depth-first over the callees of `root`, without recursion (call chains may be thousands of
/// functions long).
fn visit(
    g: &CallGraph,
    frame: &dyn Fn(&str) -> Option<u64>,
    root: usize,
    state: &mut [Visit],
    cycles: &mut Vec<Vec<usize>>,
) {
    if !matches!(state[root], Visit::New) {
        return;
    }
    // (function, next callee to look at, a cycle found below it)
    let mut path: Vec<(usize, usize, Option<usize>)> = vec![(root, 0, None)];
    state[root] = Visit::OnPath;
    while let Some(&mut (f, ref mut next, cycle)) = path.last_mut() {
        if let Some(&c) = g.callees[f].get(*next) {
            *next += 1;
            match state[c] {
                Visit::New => {
                    state[c] = Visit::OnPath;
                    path.push((c, 0, None));
                }
                Visit::OnPath => {
                    if cycle.is_none() {
                        let from = path.iter().position(|&(p, _, _)| p == c).unwrap_or(0);
                        let mut cyc: Vec<usize> = path[from..].iter().map(|&(p, _, _)| p).collect();
                        cyc.push(c);
                        cycles.push(cyc);
                        let last = path.len() - 1;
                        path[last].2 = Some(cycles.len() - 1);
                    }
                }
                Visit::Unbounded(k) => {
                    if cycle.is_none() {
                        let last = path.len() - 1;
                        path[last].2 = Some(k);
                    }
                }
                Visit::Bounded(..) => {}
            }
            continue;
        }
        path.pop();
        state[f] = match cycle {
            Some(k) => Visit::Unbounded(k),
            None => {
                let mut best: (u64, Option<usize>) = (0, None);
                for &c in &g.callees[f] {
                    if let Visit::Bounded(b, _) = state[c]
                        && (best.1.is_none() || b > best.0)
                    {
                        best = (b, Some(c));
                    }
                }
                let own = frame(&g.names[f]).unwrap_or(0);
                Visit::Bounded(own.saturating_add(best.0), best.1)
            }
        };
        if let (Some(k), Some(parent)) = (cycle, path.last_mut()) {
            parent.2.get_or_insert(k);
        }
    }
}

fn result(
    g: &CallGraph,
    frame: &dyn Fn(&str) -> Option<u64>,
    k: usize,
    state: &[Visit],
    cycles: &[Vec<usize>],
) -> LaunchStack {
    match &state[k] {
        Visit::Unbounded(c) => LaunchStack::Unbounded {
            cycle: cycles[*c].iter().map(|&i| g.names[i].clone()).collect(),
        },
        Visit::Bounded(bytes, _) => {
            let mut chain = vec![g.names[k].clone()];
            let mut at = k;
            while let Visit::Bounded(_, Some(n)) = state[at] {
                chain.push(g.names[n].clone());
                at = n;
            }
            // Unknown frames anywhere below the kernel.
            let unknown = g
                .reachable(k)
                .into_iter()
                .filter(|&f| frame(&g.names[f]).is_none())
                .map(|f| g.names[f].clone())
                .collect();
            LaunchStack::Bounded {
                bytes: *bytes,
                chain,
                unknown,
            }
        }
        Visit::New | Visit::OnPath => LaunchStack::Bounded {
            bytes: 0,
            chain: vec![g.names[k].clone()],
            unknown: Vec::new(),
        },
    }
}

/// How a kernel's launch stack changed, when that is a finding.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum StackGrowth {
    /// Bounded before, unbounded after.
    BecameUnbounded {
        /// Bytes before.
        before: u64,
        /// The cycle after.
        cycle: Vec<String>,
    },
    /// Bounded before and after, grown by more than the threshold.
    Grew {
        /// Bytes before.
        before: u64,
        /// Bytes after.
        after: u64,
    },
}

impl fmt::Display for StackGrowth {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StackGrowth::BecameUnbounded { before, cycle } => write!(
                f,
                "launch stack {before} bytes -> unbounded (recursion {})",
                cycle.join(" -> ")
            ),
            StackGrowth::Grew { before, after } => {
                write!(f, "launch stack {before} -> {after} bytes")
            }
        }
    }
}

/// Whether `after` is a finding against `before`: growth past `threshold` bytes, or bounded
/// becoming unbounded. Unbounded before is never a finding.
pub fn compare(before: &LaunchStack, after: &LaunchStack, threshold: u64) -> Option<StackGrowth> {
    match (before, after) {
        (LaunchStack::Unbounded { .. }, _) => None,
        (LaunchStack::Bounded { bytes, .. }, LaunchStack::Unbounded { cycle }) => {
            Some(StackGrowth::BecameUnbounded {
                before: *bytes,
                cycle: cycle.clone(),
            })
        }
        (LaunchStack::Bounded { bytes: b, .. }, LaunchStack::Bounded { bytes: a, .. }) => {
            (*a > b.saturating_add(threshold)).then_some(StackGrowth::Grew {
                before: *b,
                after: *a,
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph(src: &str) -> CallGraph {
        CallGraph::of(&seam::ptx::parse(src).unwrap())
    }

    const HEAD: &str = ".version 7.8\n.target sm_90\n.address_size 64\n";

    fn frames(pairs: &'static [(&'static str, u64)]) -> impl Fn(&str) -> Option<u64> {
        move |n: &str| pairs.iter().find(|(m, _)| *m == n).map(|&(_, b)| b)
    }

    #[test]
    fn deepest_chain_is_the_sum_of_frames() {
        let g = graph(&format!(
            "{HEAD}
.func a() {{ ret; }}
.func b() {{ call.uni a, (); ret; }}
.func c() {{ ret; }}
.visible .entry k() {{ call.uni b, (); call.uni c, (); ret; }}"
        ));
        let f = frames(&[("k", 16), ("a", 100), ("b", 8), ("c", 64)]);
        let s = launch_stack(&g, &f, "k").unwrap();
        assert_eq!(s.bytes(), Some(124));
        let LaunchStack::Bounded { chain, unknown, .. } = &s else {
            panic!()
        };
        assert_eq!(chain, &["k", "b", "a"]);
        assert!(unknown.is_empty());
        // The frame of `a` moved into the kernel by inlining: no finding.
        let after = LaunchStack::Bounded {
            bytes: 124,
            chain: vec!["k".into()],
            unknown: vec![],
        };
        assert_eq!(compare(&s, &after, 0), None);
    }

    #[test]
    fn recursion_is_unbounded_with_its_cycle() {
        let g = graph(&format!(
            "{HEAD}
.func a();
.func b() {{ call.uni a, (); ret; }}
.func a() {{ call.uni b, (); ret; }}
.func c() {{ ret; }}
.visible .entry k() {{ call.uni c, (); call.uni a, (); ret; }}
.visible .entry j() {{ call.uni c, (); ret; }}"
        ));
        let f = frames(&[("k", 16), ("a", 100), ("b", 8), ("c", 64), ("j", 0)]);
        let all = launch_stacks(&g, &f);
        assert_eq!(all.len(), 2);
        let LaunchStack::Unbounded { cycle } = &all[0].1 else {
            panic!("{:?}", all[0])
        };
        assert_eq!(cycle, &["a", "b", "a"]);
        assert_eq!(all[1].1.bytes(), Some(64));
        // Unbounded before and after: no finding; bounded -> unbounded: a finding.
        assert_eq!(compare(&all[0].1, &all[0].1, 0), None);
        assert!(matches!(
            compare(&all[1].1, &all[0].1, 0),
            Some(StackGrowth::BecameUnbounded { before: 64, .. })
        ));
    }

    #[test]
    fn self_recursion_and_unknown_frames() {
        let g = graph(&format!(
            "{HEAD}
.extern .func (.param .b32 r) vprintf(.param .b64 a, .param .b64 b);
.func r() {{ call.uni r, (); ret; }}
.visible .entry k() {{ .param .b64 p0; .param .b64 p1; .param .b32 rv;
  call.uni (rv), vprintf, (p0, p1); ret; }}
.visible .entry j() {{ call.uni r, (); ret; }}"
        ));
        let f = frames(&[("k", 32), ("r", 8), ("j", 0)]);
        let s = launch_stack(&g, &f, "k").unwrap();
        assert_eq!(
            s,
            LaunchStack::Bounded {
                bytes: 32,
                chain: vec!["k".into(), "vprintf".into()],
                unknown: vec!["vprintf".into()]
            }
        );
        let LaunchStack::Unbounded { cycle } = launch_stack(&g, &f, "j").unwrap() else {
            panic!()
        };
        assert_eq!(cycle, &["r", "r"]);
    }

    #[test]
    fn indirect_calls_reach_address_taken_functions_of_the_prototype() {
        let g = graph(&format!(
            "{HEAD}
.func (.param .b32 r) one(.param .b32 x) {{ st.param.b32 [r], 1; ret; }}
.func (.param .b32 r) two(.param .b32 x) {{ st.param.b32 [r], 2; ret; }}
.func (.param .b64 r) wide(.param .b32 x) {{ st.param.b64 [r], 2; ret; }}
.func (.param .b32 r) never(.param .b32 x) {{ st.param.b32 [r], 3; ret; }}
.global .align 8 .u64 table[2] = {{one, wide}};
.visible .entry k() {{
  .reg .b64 %rd<2>;
  mov.u64 %rd1, two;
  {{ .param .b32 p; .param .b32 rv;
  proto: .callprototype (.param .b32 _) _ (.param .b32 _);
  call (rv), %rd1, (p), proto; }}
  ret; }}"
        ));
        let k = g.index("k").unwrap();
        let names: Vec<&str> = g.callees[k].iter().map(|&c| g.names[c].as_str()).collect();
        assert_eq!(names, ["one", "two"]);
        let f = frames(&[
            ("k", 0),
            ("one", 8),
            ("two", 40),
            ("wide", 400),
            ("never", 800),
        ]);
        assert_eq!(launch_stack(&g, &f, "k").unwrap().bytes(), Some(40));
    }

    #[test]
    fn growth_past_the_threshold_is_a_finding() {
        let b = |n| LaunchStack::Bounded {
            bytes: n,
            chain: vec![],
            unknown: vec![],
        };
        assert_eq!(compare(&b(100), &b(164), 64), None);
        assert_eq!(
            compare(&b(100), &b(165), 64),
            Some(StackGrowth::Grew {
                before: 100,
                after: 165
            })
        );
        assert_eq!(compare(&b(100), &b(40), 0), None);
    }

    #[test]
    fn a_long_chain_does_not_overflow() {
        let mut src = HEAD.to_owned();
        let n = 20_000;
        src.push_str(&format!(".func f{n}() {{ ret; }}\n"));
        for i in (0..n).rev() {
            src.push_str(&format!(
                ".func f{i}() {{ call.uni f{}, (); ret; }}\n",
                i + 1
            ));
        }
        src.push_str(".visible .entry k() { call.uni f0, (); ret; }\n");
        let g = graph(&src);
        let s = launch_stack(&g, &|_| Some(1), "k").unwrap();
        assert_eq!(s.bytes(), Some(n + 2));
    }
}
