//! Seed 000, "Address-Space Specialization" and "Call-Site Retargeting": the decisions of
//! `specialize-callees`, restated as a simulation over the module as given. The module is
//! never rewritten: each function (and each clone, which shares its original's body) carries
//! an overlay — which parameters were given a space, which calls now go elsewhere and whether
//! their results carry a space — that the votes read as the rewritten module would show them.
//!
//! The rules, from the seed and the pass's contract:
//! - candidates: a body, not a kernel, not `optnone`/`noinline`/`naked`, not already
//!   specialized (`"seam-specialized"`), with a generic pointer parameter that is not `byval`;
//!   the worklist starts with them in module order and pops from the front;
//! - a direct call site: the callee operand is the function, with its function type, not
//!   `musttail`, and the function is not also an argument of the call; any other reference
//!   (but metadata) takes the function's address;
//! - an argument's vote: a specific pointer gives its space; an `addrspacecast` (instruction or
//!   constant) gives its source's; `getelementptr` and `bitcast` their base's; a phi or select
//!   gives poison when a source gives poison or two sources two spaces, else undetermined when
//!   a source is undetermined, else the agreed space (a source already being evaluated counts
//!   for nothing); anything else undetermined; a query visits at most 64 values;
//! - the votes of a parameter are met over its call sites (undetermined is the identity,
//!   different spaces give poison); no concrete vote: `unresolved` (`no-calls`, `poison`,
//!   `undetermined`); a call *matches* when it votes the concrete space of every resolved
//!   parameter; none does: `unresolved no-matching-call`;
//! - in place when the function is local, not address-taken and every call matches; else a
//!   clone attempt, charged to the budget (-1 unlimited, 0 none, N at most N attempts) whether
//!   granted or not; a clone for the same function and spaces is made once and reused; a clone
//!   is named `f.space[.space]` (`.1`, `.2`, ... when taken);
//! - a new target returning a generic pointer whose every `ret` votes one concrete space
//!   returns that space (`return-space`);
//! - every call that matches is retargeted (its result, when the target returns a space, is
//!   then a pointer from that space); its callers, and the candidates called by the target
//!   (and by the callers, when the return type changed), are re-enqueued unless queued.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet, VecDeque};

use seam::ir::{
    AddrSpace, AttrFlag, CastOp, ConstData, ConstExpr, FuncId, Inst, InstData, Module, TailKind,
    Value,
};
use seam::passes::Remark;

const PASS: &str = "specialize-callees";
const SPECIALIZED: &str = "seam-specialized";
const BUDGET: u32 = 64;

/// A vote of the lattice.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Vote {
    Undetermined,
    Space(u32),
    Poison,
}

impl Vote {
    fn of(space: u32) -> Vote {
        match space {
            0 => Vote::Undetermined,
            1 | 3 | 4 | 5 | 6 | 7 => Vote::Space(space),
            _ => Vote::Poison,
        }
    }

    fn meet(self, o: Vote) -> Vote {
        match (self, o) {
            (Vote::Undetermined, x) | (x, Vote::Undetermined) => x,
            (a, b) if a == b => a,
            _ => Vote::Poison,
        }
    }

    fn name(self) -> String {
        match self {
            Vote::Undetermined => "undetermined".to_owned(),
            Vote::Poison => "poison".to_owned(),
            Vote::Space(s) => space_name(s),
        }
    }
}

fn space_name(s: u32) -> String {
    AddrSpace(s)
        .nvptx()
        .map_or_else(|| format!("addrspace({s})"), |n| n.name().to_owned())
}

/// A function of the simulation: one of the module's, or a clone.
#[derive(Clone, Debug)]
struct Fun {
    name: String,
    /// The module function whose body (and signature) this is.
    base: FuncId,
    /// Parameters given a space.
    narrowed: BTreeMap<usize, u32>,
    /// Every direct call in the body: (callee, the space its result now carries).
    calls: HashMap<Inst, (usize, Option<u32>)>,
    /// The space its result now carries.
    ret: Option<u32>,
    specialized: bool,
    local: bool,
}

struct Sim<'m> {
    m: &'m Module,
    funs: Vec<Fun>,
    id_of: HashMap<FuncId, usize>,
    /// Call sites of each function, in the order the pass keeps them.
    sites: Vec<Vec<(usize, Inst)>>,
    taken: HashSet<usize>,
    names: HashSet<String>,
    clones: HashMap<(usize, Vec<(usize, u32)>), usize>,
    budget: i64,
    attempts: u64,
    queue: VecDeque<usize>,
    queued: HashSet<usize>,
    out: BTreeSet<String>,
}

/// What `specialize-callees` with `options` must decide on `m`; `None` for options the model
/// does not read (`dump`), or a budget that does not parse.
pub fn specialize_callees(m: &Module, options: &[(String, String)]) -> Option<BTreeSet<String>> {
    let mut budget = -1i64;
    for (k, v) in options {
        match k.as_str() {
            "clone-budget" => budget = v.parse().ok().filter(|&b| b >= -1)?,
            _ => return None,
        }
    }
    let mut sim = Sim::new(m, budget);
    let initial: Vec<usize> = (0..sim.funs.len()).filter(|&f| sim.candidate(f)).collect();
    for f in initial {
        sim.push(f);
    }
    sim.out.insert(format!("worklist size={}", sim.queue.len()));
    while let Some(f) = sim.queue.pop_front() {
        sim.queued.remove(&f);
        if sim.candidate(f) {
            sim.visit(f);
        }
    }
    let line = format!(
        "summary clones={} attempts={}",
        sim.clones.len(),
        sim.attempts
    );
    sim.out.insert(line);
    Some(sim.out)
}

/// The pass's decisions as the model's lines.
pub(super) fn from_remarks(remarks: &[Remark]) -> BTreeSet<String> {
    remarks
        .iter()
        .filter(|r| r.pass == PASS && r.decision != "votes")
        .map(|r| {
            let mut line = match r.decision.as_str() {
                "worklist" | "summary" => r.decision.clone(),
                _ => format!("@{} {} {}", r.function, r.decision, r.reason),
            };
            for (k, v) in &r.values {
                line.push_str(&format!(" {k}={v}"));
            }
            line
        })
        .collect()
}

impl<'m> Sim<'m> {
    fn new(m: &'m Module, budget: i64) -> Sim<'m> {
        let mut sim = Sim {
            m,
            funs: Vec::new(),
            id_of: HashMap::new(),
            sites: Vec::new(),
            taken: HashSet::new(),
            names: m
                .functions
                .values()
                .map(|f| f.name.clone())
                .chain(m.globals.values().map(|g| g.name.clone()))
                .collect(),
            clones: HashMap::new(),
            budget,
            attempts: 0,
            queue: VecDeque::new(),
            queued: HashSet::new(),
            out: BTreeSet::new(),
        };
        for (f, func) in m.functions.iter() {
            sim.id_of.insert(f, sim.funs.len());
            sim.funs.push(Fun {
                name: func.name.clone(),
                base: f,
                narrowed: BTreeMap::new(),
                calls: HashMap::new(),
                ret: None,
                specialized: m.attrs.has_string(func.attrs, SPECIALIZED),
                local: func.linkage.is_local(),
            });
            sim.sites.push(Vec::new());
        }
        let mut taken = HashSet::new();
        for (f, func) in m.functions.iter() {
            let Some(body) = &func.body else { continue };
            let caller = sim.id_of[&f];
            for (_, i) in body.inst_order() {
                let data = &body.insts[i].data;
                let mut callee_operand = None;
                if let InstData::Call(call) = data
                    && let Some(g) = m.direct_callee(call)
                {
                    let gi = sim.id_of[&g];
                    sim.funs[caller].calls.insert(i, (gi, None));
                    if call.fn_ty == m.functions[g].ty
                        && call.tail != TailKind::MustTail
                        && !call.args.contains(&call.callee)
                    {
                        sim.sites[gi].push((caller, i));
                        callee_operand = Some(call.callee);
                    }
                }
                let mut skipped = false;
                data.visit_operands(|v| {
                    if let Value::Const(c) = v {
                        if !skipped && Some(v) == callee_operand {
                            skipped = true;
                            return;
                        }
                        super::named_functions(m, c, &mut taken);
                    }
                });
            }
        }
        for g in m.globals.values() {
            if let Some(init) = g.init {
                super::named_functions(m, init, &mut taken);
            }
        }
        sim.taken = taken.into_iter().map(|f| sim.id_of[&f]).collect();
        sim
    }

    fn push(&mut self, f: usize) {
        if self.queued.insert(f) {
            self.queue.push_back(f);
        }
    }

    /// The parameters voted on: generic pointers, not `byval`, not given a space.
    fn voted(&self, f: usize) -> Vec<usize> {
        let fun = &self.funs[f];
        let func = &self.m.functions[fun.base];
        func.param_types(&self.m.types)
            .iter()
            .enumerate()
            .filter(|&(i, &t)| {
                self.m.types.is_generic_ptr(t)
                    && !fun.narrowed.contains_key(&i)
                    && func
                        .params
                        .get(i)
                        .is_none_or(|p| self.m.attrs.byval(p.attrs).is_none())
            })
            .map(|(i, _)| i)
            .collect()
    }

    fn candidate(&self, f: usize) -> bool {
        let fun = &self.funs[f];
        let b = fun.base;
        self.m.functions[b].body.is_some()
            && !self.m.is_kernel(b)
            && !self.m.has_fn_attr(b, AttrFlag::OptNone)
            && !self.m.has_fn_attr(b, AttrFlag::NoInline)
            && !self.m.has_fn_attr(b, AttrFlag::Naked)
            && !fun.specialized
            && !self.voted(f).is_empty()
    }

    /// The vote of value `v` in function `f`, as the rewritten module shows it.
    fn vote(&self, f: usize, v: Value) -> Vote {
        let mut budget = BUDGET;
        self.vote_in(f, v, &mut Vec::new(), &mut budget)
            .unwrap_or(Vote::Undetermined)
    }

    fn vote_in(
        &self,
        f: usize,
        v: Value,
        stack: &mut Vec<Value>,
        budget: &mut u32,
    ) -> Option<Vote> {
        if stack.contains(&v) {
            return None;
        }
        if *budget == 0 {
            return Some(Vote::Undetermined);
        }
        *budget -= 1;
        let fun = &self.funs[f];
        let m = self.m;
        let func = &m.functions[fun.base];
        // What the rewrites changed: a narrowed parameter is now an entry cast from its space;
        // a retargeted call whose target returns a space, a cast from it.
        match v {
            Value::Arg(n) => {
                if let Some(&s) = fun.narrowed.get(&(n as usize)) {
                    return Some(Vote::of(s));
                }
            }
            Value::Inst(i) => {
                if let Some(&(_, Some(s))) = fun.calls.get(&i) {
                    return Some(Vote::of(s));
                }
            }
            Value::Const(_) => {}
        }
        let ty = func.value_type(&m.types, &m.consts, v);
        match m.types.ptr_space(ty) {
            None => return Some(Vote::Undetermined),
            Some(s) if !s.is_generic() => return Some(Vote::of(s.0)),
            Some(_) => {}
        }
        match v {
            Value::Arg(_) => Some(Vote::Undetermined),
            Value::Const(c) => match m.consts.get(c) {
                ConstData::Expr {
                    expr: ConstExpr::Cast { op, value },
                    ..
                } if *op == CastOp::AddrSpaceCast => {
                    let from = m.types.ptr_space(m.consts.ty(*value))?;
                    Some(Vote::of(from.0))
                }
                ConstData::Expr {
                    expr: ConstExpr::Cast { op, value: base },
                    ..
                } if *op == CastOp::BitCast => self.vote_in(f, Value::Const(*base), stack, budget),
                ConstData::Expr {
                    expr: ConstExpr::Gep { base, .. },
                    ..
                } => self.vote_in(f, Value::Const(*base), stack, budget),
                _ => Some(Vote::Undetermined),
            },
            Value::Inst(i) => {
                let body = func.body.as_ref()?;
                let sources: Vec<Value> = match &body.insts[i].data {
                    InstData::Cast {
                        op: CastOp::AddrSpaceCast,
                        arg,
                        ..
                    } => {
                        let from = func.value_type(&m.types, &m.consts, *arg);
                        return Some(Vote::of(m.types.ptr_space(from)?.0));
                    }
                    InstData::Cast {
                        op: CastOp::BitCast,
                        arg: base,
                        ..
                    }
                    | InstData::Gep { base, .. } => {
                        return self.vote_in(f, *base, stack, budget);
                    }
                    InstData::Phi { incoming, .. } => incoming.iter().map(|&(s, _)| s).collect(),
                    InstData::Select {
                        if_true, if_false, ..
                    } => vec![*if_true, *if_false],
                    _ => return Some(Vote::Undetermined),
                };
                stack.push(v);
                let (mut agreed, mut undetermined, mut poison) = (None, false, false);
                for s in sources {
                    match self.vote_in(f, s, stack, budget) {
                        None => {}
                        Some(Vote::Undetermined) => undetermined = true,
                        Some(Vote::Poison) => poison = true,
                        Some(x) => match agreed {
                            None => agreed = Some(x),
                            Some(a) if a == x => {}
                            Some(_) => poison = true,
                        },
                    }
                }
                stack.pop();
                Some(if poison {
                    Vote::Poison
                } else if undetermined {
                    Vote::Undetermined
                } else {
                    agreed.unwrap_or(Vote::Undetermined)
                })
            }
        }
    }

    /// The votes of every call site of `f` on parameters `params`.
    fn site_votes(&self, f: usize, params: &[usize]) -> Vec<((usize, Inst), Vec<Vote>)> {
        self.sites[f]
            .iter()
            .map(|&(caller, i)| {
                let body = self.m.functions[self.funs[caller].base].body.as_ref();
                let args = match body.map(|b| &b.insts[i].data) {
                    Some(InstData::Call(c)) => c.args.clone(),
                    _ => Vec::new(),
                };
                let votes = params
                    .iter()
                    .map(|&p| {
                        args.get(p)
                            .map_or(Vote::Undetermined, |&a| self.vote(caller, a))
                    })
                    .collect();
                ((caller, i), votes)
            })
            .collect()
    }

    fn visit(&mut self, f: usize) {
        let name = self.funs[f].name.clone();
        let params = self.voted(f);
        let sites = self.site_votes(f, &params);
        let mut votes = vec![Vote::Undetermined; params.len()];
        for (_, v) in &sites {
            for (acc, &x) in votes.iter_mut().zip(v) {
                *acc = acc.meet(x);
            }
        }
        let shown: String = params
            .iter()
            .zip(&votes)
            .map(|(p, v)| format!(" arg{p}={}", v.name()))
            .collect();
        let resolved: Vec<(usize, u32)> = params
            .iter()
            .zip(&votes)
            .filter_map(|(&p, v)| match v {
                Vote::Space(s) => Some((p, *s)),
                Vote::Undetermined | Vote::Poison => None,
            })
            .collect();
        if resolved.is_empty() {
            let why = if sites.is_empty() {
                "no-calls"
            } else if votes.contains(&Vote::Poison) {
                "poison"
            } else {
                "undetermined"
            };
            self.out.insert(format!("@{name} unresolved {why}{shown}"));
            return;
        }
        let matches = |v: &[Vote]| {
            v.iter()
                .zip(&votes)
                .all(|(x, want)| !matches!(want, Vote::Space(_)) || x == want)
        };
        let matching = sites.iter().filter(|(_, v)| matches(v)).count();
        if matching == 0 {
            self.out
                .insert(format!("@{name} unresolved no-matching-call{shown}"));
            return;
        }
        let in_place = if !self.funs[f].local {
            Err("external-linkage")
        } else if self.taken.contains(&f) {
            Err("address-taken")
        } else if matching < sites.len() {
            Err("unmatched-calls")
        } else {
            Ok(())
        };
        let (target, fresh) = match in_place {
            Ok(()) => {
                self.funs[f].narrowed.extend(resolved.iter().copied());
                self.funs[f].specialized = true;
                self.out.insert(format!(
                    "@{name} in-place all-calls-match{shown} calls={}",
                    sites.len()
                ));
                (f, true)
            }
            Err(why) => {
                let granted = match self.budget {
                    -1 => true,
                    0 => false,
                    n => self.attempts < n as u64,
                };
                self.attempts += 1;
                if !granted {
                    self.out.insert(format!(
                        "@{name} clone-suppressed budget{shown} budget={} attempt={}",
                        self.budget, self.attempts
                    ));
                    return;
                }
                let key = (f, resolved.clone());
                let (target, fresh) = match self.clones.get(&key) {
                    Some(&c) => (c, false),
                    None => {
                        let c = self.make_clone(f, &resolved);
                        self.clones.insert(key, c);
                        (c, true)
                    }
                };
                let decision = if fresh { "clone" } else { "clone-reused" };
                self.out.insert(format!(
                    "@{name} {decision} {why}{shown} clone=@{} attempt={} calls={matching}",
                    self.funs[target].name, self.attempts
                ));
                (target, fresh)
            }
        };
        // The function's own return type when it was popped: a target that returns otherwise
        // changed its callers' bodies.
        let old_ret = self.funs[f].ret;
        if fresh {
            self.resolve_return(f, target);
        }
        let ret_changed = self.funs[target].ret != old_ret;
        // Retarget the matching calls, collected again (a fresh clone's recursive calls of
        // `f` are calls of `f` too).
        let now = self.site_votes(f, &params);
        let mut by_caller: Vec<(usize, Vec<Inst>)> = Vec::new();
        for ((caller, i), v) in &now {
            if !matches(v) {
                continue;
            }
            match by_caller.iter_mut().find(|(c, _)| c == caller) {
                Some((_, list)) => list.push(*i),
                None => by_caller.push((*caller, vec![*i])),
            }
        }
        let ret = self.funs[target].ret;
        for (caller, insts) in &by_caller {
            // The new calls, in the caller's order.
            let body = self.m.functions[self.funs[*caller].base]
                .body
                .as_ref()
                .expect("a caller has a body");
            let ordered: Vec<Inst> = body
                .inst_order()
                .map(|(_, i)| i)
                .filter(|i| insts.contains(i))
                .collect();
            for &i in &ordered {
                self.funs[*caller].calls.insert(i, (target, ret));
            }
            self.sites[f].retain(|(c, i)| !(c == caller && insts.contains(i)));
            self.sites[target].retain(|(c, i)| !(c == caller && insts.contains(i)));
            self.sites[target].extend(ordered.iter().map(|&i| (*caller, i)));
        }
        let callers: Vec<usize> = by_caller.iter().map(|(c, _)| *c).collect();
        let before = self.queue.len();
        let mut changed = vec![target];
        if ret_changed {
            changed.extend(&callers);
        }
        for &c in &callers {
            if c != target && self.candidate(c) {
                self.push(c);
            }
        }
        for b in changed {
            for g in self.callees(b) {
                if g != target && self.candidate(g) {
                    self.push(g);
                }
            }
        }
        self.out.insert(format!(
            "@{name} affected-callers  callers={} reenqueued={}",
            callers.len(),
            self.queue.len() - before
        ));
    }

    /// The functions `f` calls directly, in its order, once each.
    fn callees(&self, f: usize) -> Vec<usize> {
        let fun = &self.funs[f];
        let mut out = Vec::new();
        if let Some(body) = &self.m.functions[fun.base].body {
            for (_, i) in body.inst_order() {
                if let Some(&(g, _)) = fun.calls.get(&i)
                    && !out.contains(&g)
                {
                    out.push(g);
                }
            }
        }
        out
    }

    fn make_clone(&mut self, f: usize, resolved: &[(usize, u32)]) -> usize {
        let mut name = self.funs[f].name.clone();
        for &(_, s) in resolved {
            name.push('.');
            name.push_str(&space_name(s));
        }
        if self.names.contains(&name) {
            let base = name.clone();
            name = (1u64..)
                .map(|n| format!("{base}.{n}"))
                .find(|n| !self.names.contains(n))
                .unwrap_or(base);
        }
        self.names.insert(name.clone());
        let mut clone = self.funs[f].clone();
        clone.name = name;
        clone.local = true;
        clone.specialized = true;
        clone.narrowed.extend(resolved.iter().copied());
        let c = self.funs.len();
        self.funs.push(clone);
        self.sites.push(Vec::new());
        // The clone's own calls join their callees' sites.
        let base = self.funs[c].base;
        if let Some(body) = &self.m.functions[base].body {
            for (_, i) in body.inst_order() {
                let Some(&(g, _)) = self.funs[c].calls.get(&i) else {
                    continue;
                };
                if self.sites[g]
                    .iter()
                    .any(|&(caller, x)| caller == f && x == i)
                {
                    self.sites[g].push((c, i));
                }
            }
        }
        c
    }

    /// Resolves the return space of `target` (made from `orig`).
    fn resolve_return(&mut self, orig: usize, target: usize) {
        let m = self.m;
        let func = &m.functions[self.funs[target].base];
        if !m.types.is_generic_ptr(func.ret_type(&m.types)) {
            return;
        }
        let Some(body) = &func.body else { return };
        let mut vote = Vote::Undetermined;
        let mut returns = 0;
        for (_, i) in body.inst_order() {
            if let InstData::Ret { value: Some(v) } = body.insts[i].data {
                returns += 1;
                let x = self.vote(target, v);
                if !matches!(x, Vote::Space(_)) {
                    return;
                }
                vote = vote.meet(x);
            }
        }
        let Vote::Space(s) = vote else { return };
        self.funs[target].ret = Some(s);
        self.out.insert(format!(
            "@{} return-space {} of=@{} returns={returns}",
            self.funs[target].name,
            space_name(s),
            self.funs[orig].name
        ));
    }
}
