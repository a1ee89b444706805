//! `specialize-callees`: give callees whose generic pointer parameters always receive one
//! address space a signature in that space, by rewriting them in place or cloning them, and
//! retarget the matching calls (seed `000_c27f59743f284b24.txt`, "Address-Space
//! Specialization" and "Call-Site Retargeting").
//!
//! **Requires** a verified module. **Ensures** the module verifies and every execution
//! observes what it did before (a narrowed parameter only ever receives pointers into its
//! space; the body still sees a generic pointer, cast back on entry, which
//! `infer-address-spaces` then folds). **Scope**: the whole module. **Does not** inline,
//! delete the original of a clone (GlobalDCE does), or look inside callees to decide (the
//! votes come from call sites only).
//!
//! # The vote lattice
//! [`AddressVote`]: `undetermined` (no evidence), one of `global`, `shared`, `const`, `local`,
//! `tensor`, `shared_cluster`, and `poison` (conflict). [`AddressVote::meet`] is the seed's:
//! undetermined is the identity, equal votes stay, different ones give poison.
//!
//! A call-site argument's vote ([`argument_vote`]) looks through `addrspacecast` (instruction
//! or constant expression: the source's space), `getelementptr` and `bitcast` (their base),
//! and phis and selects (every source must give the same space; a source that gives
//! another space or poison makes the result poison, an undetermined one makes it
//! undetermined; a cycle back to a phi being evaluated constrains nothing). A pointer that is
//! already specific gives its space; a parameter, load, call result, null or global in the
//! generic space gives undetermined; a cast from a space outside the lattice (Metal's 2,
//! NVPTX's `.param`) gives poison. Each query visits at most 64 values (then: undetermined).
//!
//! # The worklist
//! 1. Candidates ([`is_candidate`]): a body; not a kernel; not `optnone`, `noinline` or
//!    `naked`; not already specialized (the `"seam-specialized"` attribute); at least one
//!    generic pointer parameter that is not `byval` (a `byval` callee sees its own copy, not
//!    the caller's pointer). They enter the worklist in module order (remark `worklist`).
//! 2. A popped function's votes are the meet, over its direct calls, of each generic
//!    parameter's argument vote. No concrete vote: remark `unresolved`.
//! 3. A call *matches* when its argument vote equals the concrete vote for every resolved
//!    parameter. No matching call: `unresolved (no-matching-call)`.
//! 4. **In place** when the function is internal or private, not address-taken, and every
//!    call matches: its resolved parameters get their space and it is marked specialized.
//!    Otherwise a **clone** attempt: the clone budget (`clone-budget`: -1 unlimited, 0 none,
//!    N at most N *attempts*) is charged for every attempt, granted or not, and whether the
//!    attempt makes a new clone or finds the clone made earlier for the same function and
//!    votes (recursive call graphs propose the same clone again and again; the cache keeps
//!    them from multiplying, the budget bounds the attempts). A refused attempt: remark
//!    `clone-suppressed`. A clone is internal, marked specialized and `inlinehint`, named
//!    `original.space[.space...]`.
//! 5. Narrowed parameters are cast back to generic at the top of the entry block.
//! 6. The **return space** of the new target is resolved when it returns a generic pointer and
//!    every `ret` votes the same concrete space: the return type becomes that space (remark
//!    `return-space`); calls cast the result back to generic.
//! 7. Every matching call (the clone's own recursive calls included) is retargeted: a new
//!    call with the converted arguments (the source of an `addrspacecast` from the space, or
//!    a new cast) is built before the old one, with the old one's name, attributes, calling
//!    convention and tail marker; every use moves to it; the old call is erased.
//! 8. The callers whose calls were retargeted are re-enqueued if they are candidates (the
//!    seed's "affected callers", remark `affected-callers`), and so are the candidates
//!    called from a body that gained evidence: the target's (its parameters now carry a
//!    cast from their space) and, when the return space was resolved, the callers' (the
//!    results now carry one). A pointer forwarded by a specialized function thus becomes
//!    evidence for its callee whatever the module order.
//!
//! With `dump=true`, every visit also remarks the votes (`votes`).

use std::collections::VecDeque;

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use super::calls::{CallSite, Uses, narrow_params};
use super::{PassError, PassOption, Remark, option_bool, option_int};
pub use crate::analysis::address_vote::{AddressVote, argument_vote};
use crate::ir::{
    AddrSpace, AttrFlag, Attribute, CastOp, ConstData, ConstExpr, ConstId, FuncId, Inst, InstData,
    IntFlags, Linkage, Module, TypeId, Value, Visibility,
};

const PASS: &str = "specialize-callees";

/// The string attribute that marks a function this pass rewrote or made.
pub const SPECIALIZED_ATTR: &str = "seam-specialized";

pub(super) const OPTIONS: &[PassOption] = &[
    PassOption {
        name: "clone-budget",
        doc: "clone attempts allowed: -1 unlimited, 0 none (in-place rewrites only), N at most N",
        default: "-1",
    },
    PassOption {
        name: "dump",
        doc: "remark every visited function's votes (the seed's IPMSP dump)",
        default: "false",
    },
];

/// The parameters of `f` the pass votes on: generic pointers that are not `byval`.
pub fn voted_params(m: &Module, f: FuncId) -> Vec<usize> {
    let func = &m.functions[f];
    func.param_types(&m.types)
        .iter()
        .enumerate()
        .filter(|&(i, &t)| {
            m.types.is_generic_ptr(t)
                && func
                    .params
                    .get(i)
                    .is_none_or(|p| m.attrs.byval(p.attrs).is_none())
        })
        .map(|(i, _)| i)
        .collect()
}

/// The seed's `specialization_candidate`.
pub fn is_candidate(m: &Module, f: FuncId) -> bool {
    let func = &m.functions[f];
    !func.is_declaration()
        && !m.is_kernel(f)
        && !m.has_fn_attr(f, AttrFlag::OptNone)
        && !m.has_fn_attr(f, AttrFlag::NoInline)
        && !m.has_fn_attr(f, AttrFlag::Naked)
        && !m.attrs.has_string(func.attrs, SPECIALIZED_ATTR)
        && !voted_params(m, f).is_empty()
}

pub(super) fn run(
    m: &mut Module,
    options: &[(String, String)],
    remarks: &mut Vec<Remark>,
) -> Result<bool, PassError> {
    let budget = option_int(options, "clone-budget", -1, -1, i64::from(i32::MAX))?;
    let dump = option_bool(options, "dump", false)?;
    let uses = Uses::scan(m);
    let mut s = Specializer {
        m,
        uses,
        memo: HashMap::default(),
        budget,
        attempts: 0,
        clones: HashMap::default(),
        names: HashSet::default(),
        queue: VecDeque::new(),
        queued: HashSet::default(),
        remarks,
        dump,
        changed: false,
    };
    let ids: Vec<FuncId> = s.m.functions.keys().collect();
    for f in ids {
        if is_candidate(s.m, f) {
            s.push(f);
        }
    }
    s.remarks
        .push(Remark::new(PASS, "", "worklist", "initial").with("size", s.queue.len()));
    while let Some(f) = s.queue.pop_front() {
        s.queued.remove(&f);
        if s.m.functions.contains(f) && is_candidate(s.m, f) {
            s.visit(f);
        }
    }
    let clones = s.clones.len();
    let attempts = s.attempts;
    let changed = s.changed;
    remarks.push(
        Remark::new(PASS, "", "summary", "")
            .with("clones", clones)
            .with("attempts", attempts),
    );
    Ok(changed)
}

struct Specializer<'a> {
    m: &'a mut Module,
    uses: Uses,
    memo: HashMap<ConstId, bool>,
    budget: i64,
    attempts: u64,
    /// Clones made, by original and resolved parameters.
    clones: HashMap<(FuncId, Vec<(usize, AddrSpace)>), FuncId>,
    /// Every function and global name, once the first clone needs a fresh one.
    names: HashSet<String>,
    queue: VecDeque<FuncId>,
    queued: HashSet<FuncId>,
    remarks: &'a mut Vec<Remark>,
    dump: bool,
    changed: bool,
}

impl Specializer<'_> {
    fn push(&mut self, f: FuncId) {
        if self.queued.insert(f) {
            self.queue.push_back(f);
        }
    }

    fn name(&self, f: FuncId) -> String {
        self.m.functions[f].name.clone()
    }

    /// The votes of every call of `f` on `params`.
    fn site_votes(&self, f: FuncId, params: &[usize]) -> Vec<(CallSite, Vec<AddressVote>)> {
        let m = &*self.m;
        self.uses
            .calls_of(f)
            .iter()
            .filter_map(|&site| {
                let body = m.functions[site.caller].body.as_ref()?;
                let InstData::Call(call) = &body.insts[site.inst].data else {
                    return None;
                };
                let votes = params
                    .iter()
                    .map(|&p| {
                        call.args.get(p).map_or(AddressVote::Undetermined, |&a| {
                            argument_vote(m, site.caller, a)
                        })
                    })
                    .collect();
                Some((site, votes))
            })
            .collect()
    }

    fn visit(&mut self, f: FuncId) {
        let name = self.name(f);
        let old_ret = self.m.functions[f].ret_type(&self.m.types);
        let params = voted_params(self.m, f);
        let sites = self.site_votes(f, &params);
        let mut votes = vec![AddressVote::Undetermined; params.len()];
        for (_, v) in &sites {
            for (acc, &x) in votes.iter_mut().zip(v) {
                *acc = acc.meet(x);
            }
        }
        let with_votes = |mut r: Remark| {
            for (&p, v) in params.iter().zip(&votes) {
                r = r.with(&format!("arg{p}"), v.name());
            }
            r
        };
        if self.dump {
            let r =
                with_votes(Remark::new(PASS, &name, "votes", "dump")).with("calls", sites.len());
            self.remarks.push(r);
        }
        let resolved: Vec<(usize, AddrSpace)> = params
            .iter()
            .zip(&votes)
            .filter_map(|(&p, v)| v.space().map(|s| (p, s)))
            .collect();
        if resolved.is_empty() {
            let reason = if sites.is_empty() {
                "no-calls"
            } else if votes.contains(&AddressVote::Poison) {
                "poison"
            } else {
                "undetermined"
            };
            let r = with_votes(Remark::new(PASS, &name, "unresolved", reason));
            self.remarks.push(r);
            return;
        }
        let matches = |v: &[AddressVote]| {
            params
                .iter()
                .zip(v)
                .zip(&votes)
                .all(|((_, x), want)| want.space().is_none() || x == want)
        };
        let matching = sites.iter().filter(|(_, v)| matches(v)).count();
        if matching == 0 {
            let r = with_votes(Remark::new(PASS, &name, "unresolved", "no-matching-call"));
            self.remarks.push(r);
            return;
        }
        let func = &self.m.functions[f];
        let in_place = if !func.linkage.is_local() {
            Err("external-linkage")
        } else if self.uses.address_taken.contains(&f) {
            Err("address-taken")
        } else if matching < sites.len() {
            Err("unmatched-calls")
        } else {
            Ok(())
        };
        let (target, fresh) = match in_place {
            Ok(()) => {
                narrow_params(self.m, f, &resolved, None);
                let attrs = self.m.attrs.with(
                    self.m.functions[f].attrs,
                    Attribute::string(SPECIALIZED_ATTR),
                );
                self.m.functions[f].attrs = attrs;
                let r = with_votes(Remark::new(PASS, &name, "in-place", "all-calls-match"))
                    .with("calls", sites.len());
                self.remarks.push(r);
                (f, true)
            }
            Err(why) => {
                let key = (f, resolved.clone());
                let granted = match self.budget {
                    -1 => true,
                    0 => false,
                    n => self.attempts < n as u64,
                };
                if granted || !crate::planted::on("spec-budget-success") {
                    self.attempts += 1;
                }
                if !granted {
                    let r = with_votes(Remark::new(PASS, &name, "clone-suppressed", "budget"))
                        .with("budget", self.budget)
                        .with("attempt", self.attempts);
                    self.remarks.push(r);
                    return;
                }
                let (target, fresh) = match self.clones.get(&key) {
                    Some(&c) => (c, false),
                    None => {
                        let c = self.make_clone(f, &resolved);
                        self.clones.insert(key, c);
                        (c, true)
                    }
                };
                let decision = if fresh { "clone" } else { "clone-reused" };
                let r = with_votes(Remark::new(PASS, &name, decision, why))
                    .with("clone", format!("@{}", self.m.functions[target].name))
                    .with("attempt", self.attempts)
                    .with("calls", matching);
                self.remarks.push(r);
                (target, fresh)
            }
        };
        self.changed = true;
        if fresh {
            self.resolve_return(f, target);
        }
        // Retarget: the matching calls, re-collected (a fresh clone's recursive calls to `f`
        // are calls of `f` too).
        let now = self.site_votes(f, &params);
        let mut by_caller: Vec<(FuncId, HashSet<Inst>)> = Vec::new();
        for (site, v) in &now {
            if !matches(v) {
                continue;
            }
            match by_caller.iter_mut().find(|(c, _)| *c == site.caller) {
                Some((_, set)) => {
                    set.insert(site.inst);
                }
                None => by_caller.push((site.caller, HashSet::from_iter([site.inst]))),
            }
        }
        let callers: Vec<FuncId> = by_caller.iter().map(|(c, _)| *c).collect();
        for (caller, insts) in by_caller {
            self.retarget(caller, &insts, f, target, &resolved);
        }
        // Re-enqueue the affected callers, and the candidates called from changed bodies.
        let before = self.queue.len();
        let mut changed_bodies = vec![target];
        if self.m.functions[target].ret_type(&self.m.types) != old_ret {
            changed_bodies.extend(&callers);
        }
        for &c in &callers {
            if c != target && is_candidate(self.m, c) {
                self.push(c);
            }
        }
        for b in changed_bodies {
            for callee in self.callees(b) {
                if callee != target && is_candidate(self.m, callee) {
                    self.push(callee);
                }
            }
        }
        let reenqueued = self.queue.len() - before;
        self.remarks.push(
            Remark::new(PASS, &name, "affected-callers", "")
                .with("callers", callers.len())
                .with("reenqueued", reenqueued),
        );
    }

    /// The functions `f` calls directly.
    fn callees(&self, f: FuncId) -> Vec<FuncId> {
        let mut out = Vec::new();
        if let Some(body) = &self.m.functions[f].body {
            for (_, i) in body.inst_order() {
                if let InstData::Call(c) = &body.insts[i].data
                    && let Some(g) = self.m.direct_callee(c)
                    && !out.contains(&g)
                {
                    out.push(g);
                }
            }
        }
        out
    }

    /// A clone of `f` whose `resolved` parameters are narrowed: internal, specialized,
    /// `inlinehint`.
    fn make_clone(&mut self, f: FuncId, resolved: &[(usize, AddrSpace)]) -> FuncId {
        let mut clone = self.m.functions[f].clone();
        let mut name = clone.name.clone();
        for &(_, s) in resolved {
            name.push('.');
            name.push_str(AddressVote::of_space(s).name());
        }
        if self.names.is_empty() {
            let m = &*self.m;
            self.names = m
                .functions
                .values()
                .map(|f| f.name.clone())
                .chain(m.globals.values().map(|g| g.name.clone()))
                .collect();
        }
        if self.names.contains(&name) {
            let base = name.clone();
            name = (1u64..)
                .map(|n| format!("{base}.{n}"))
                .find(|n| !self.names.contains(n))
                .expect("some suffix is free");
        }
        self.names.insert(name.clone());
        clone.name = name;
        clone.linkage = Linkage::Internal;
        clone.visibility = Visibility::Default;
        clone.dso_local = false;
        clone.comdat = None;
        clone.type_md.clear();
        let mut attrs = self
            .m
            .attrs
            .with(clone.attrs, Attribute::string(SPECIALIZED_ATTR));
        attrs = self
            .m
            .attrs
            .with(attrs, Attribute::Flag(AttrFlag::InlineHint));
        clone.attrs = attrs;
        let c = self.m.add_function(clone);
        narrow_params(self.m, c, resolved, None);
        self.uses.scan_body(self.m, c, &mut self.memo);
        c
    }

    /// Resolves the return space of `target` (made from `orig`), changing its return type.
    fn resolve_return(&mut self, orig: FuncId, target: FuncId) {
        let m = &*self.m;
        let func = &m.functions[target];
        let ret_ty = func.ret_type(&m.types);
        if !m.types.is_generic_ptr(ret_ty) {
            return;
        }
        let Some(body) = &func.body else { return };
        let rets: Vec<(Inst, Value)> = body
            .inst_order()
            .filter_map(|(_, i)| {
                let InstData::Ret { value: Some(v) } = body.insts[i].data else {
                    return None;
                };
                Some((i, v))
            })
            .collect();
        let mut vote = AddressVote::Undetermined;
        for &(_, v) in &rets {
            let x = argument_vote(m, target, v);
            if x.space().is_none() {
                return;
            }
            vote = vote.meet(x);
        }
        let Some(space) = vote.space() else { return };
        let (_, params, vararg) = m.types.func_parts(func.ty).expect("a function type");
        let params = params.to_vec();
        let new_ret = self.m.types.ptr(space);
        let new_ty = self.m.types.func(new_ret, &params, vararg);
        self.m.functions[target].ty = new_ty;
        let ret_set: HashSet<Inst> = rets.iter().map(|&(i, _)| i).collect();
        let m = &mut *self.m;
        let body = m.functions[target].body.as_mut().expect("a body");
        for bi in 0..body.layout.len() {
            let b = body.layout[bi];
            let Some(&last) = body.blocks[b].insts.last() else {
                continue;
            };
            if !ret_set.contains(&last) {
                continue;
            }
            let InstData::Ret { value: Some(v) } = body.insts[last].data else {
                continue;
            };
            let nv = convert_in_body(
                body,
                &m.types,
                &mut m.consts,
                &params,
                b,
                v,
                (space, new_ret),
            );
            body.insts[last].data = InstData::Ret { value: Some(nv) };
        }
        let r = Remark::new(
            PASS,
            &m.functions[target].name,
            "return-space",
            AddressVote::of_space(space).name(),
        )
        .with("of", format!("@{}", m.functions[orig].name))
        .with("returns", rets.len());
        self.remarks.push(r);
    }

    /// Rebuilds the calls `insts` of `caller` (calls of `old`) to call `target`.
    fn retarget(
        &mut self,
        caller: FuncId,
        insts: &HashSet<Inst>,
        old: FuncId,
        target: FuncId,
        resolved: &[(usize, AddrSpace)],
    ) {
        let callee = self.m.func_ref(target);
        let spaces: Vec<(usize, (AddrSpace, TypeId))> = resolved
            .iter()
            .map(|&(p, s)| (p, (s, self.m.types.ptr(s))))
            .collect();
        let m = &mut *self.m;
        let target_ty = m.functions[target].ty;
        let target_ret = m.functions[target].ret_type(&m.types);
        let params: Vec<TypeId> = m.functions[caller].param_types(&m.types).to_vec();
        let Some(body) = m.functions[caller].body.as_mut() else {
            return;
        };
        let mut moved: HashMap<Inst, Value> = HashMap::default();
        let mut new_calls = Vec::new();
        for bi in 0..body.layout.len() {
            let b = body.layout[bi];
            if !body.blocks[b].insts.iter().any(|i| insts.contains(i)) {
                continue;
            }
            let old_insts = std::mem::take(&mut body.blocks[b].insts);
            let mut out = Vec::with_capacity(old_insts.len() + 2);
            for i in old_insts {
                // Every other instruction stays as it is.
                let (true, InstData::Call(c)) = (insts.contains(&i), &body.insts[i].data) else {
                    out.push(i);
                    continue;
                };
                let call = (**c).clone();
                let mut call = call;
                for &(p, s) in &spaces {
                    let Some(&a) = call.args.get(p) else { continue };
                    call.args[p] =
                        convert_before(body, &m.types, &mut m.consts, &params, &mut out, a, s);
                }
                call.callee = callee;
                call.fn_ty = target_ty;
                // Planted mistake `spec-retarget-bare`: the new call loses the old one's
                // call-site function attributes and its tail marker.
                if crate::planted::on("spec-retarget-bare") {
                    call.fn_attrs = crate::ir::AttrSetId::EMPTY;
                    call.tail = crate::ir::TailKind::None;
                }
                let old_ty = body.insts[i].ty;
                let name = body.insts[i].name.take();
                // Planted mistake `spec-retarget-unnamed`: the new call does not take the old
                // one's name.
                let name = name.filter(|_| !crate::planted::on("spec-retarget-unnamed"));
                let loc = body.insts[i].loc;
                let nc = body.create_inst(InstData::Call(Box::new(call)), target_ret);
                body.insts[nc].name = name;
                body.insts[nc].loc = loc;
                out.push(nc);
                new_calls.push(nc);
                let result = if target_ret != old_ty && !crate::planted::on("spec-ret-no-cast") {
                    let cast = body.create_inst(
                        InstData::Cast {
                            op: CastOp::AddrSpaceCast,
                            flags: IntFlags::default(),
                            arg: Value::Inst(nc),
                        },
                        old_ty,
                    );
                    out.push(cast);
                    Value::Inst(cast)
                } else {
                    Value::Inst(nc)
                };
                moved.insert(i, result);
            }
            body.blocks[b].insts = out;
        }
        if !moved.is_empty() {
            for bi in 0..body.layout.len() {
                let b = body.layout[bi];
                for ii in 0..body.blocks[b].insts.len() {
                    let i = body.blocks[b].insts[ii];
                    body.insts[i].data.visit_operands_mut(|v| {
                        if let Value::Inst(x) = *v
                            && let Some(&n) = moved.get(&x)
                        {
                            *v = n;
                        }
                    });
                }
            }
        }
        if let Some(list) = self.uses.calls.get_mut(&old) {
            list.retain(|s| !(s.caller == caller && insts.contains(&s.inst)));
        }
        let list = self.uses.calls.entry(target).or_default();
        list.retain(|s| !(s.caller == caller && insts.contains(&s.inst)));
        list.extend(new_calls.into_iter().map(|inst| CallSite { caller, inst }));
    }
}

/// The type of `v` in a body whose parameters have types `params`.
fn type_in(
    body: &crate::ir::Body,
    consts: &crate::ir::Constants,
    params: &[TypeId],
    v: Value,
) -> TypeId {
    match v {
        Value::Inst(i) => body.insts[i].ty,
        Value::Arg(n) => params[n as usize],
        Value::Const(c) => consts.ty(c),
    }
}

/// `v` (a generic pointer into `space`) as a `ptr addrspace(space)`: the source of an
/// `addrspacecast` from that space, a constant cast, or a new cast pushed onto `out`.
fn convert_before(
    body: &mut crate::ir::Body,
    types: &crate::ir::Types,
    consts: &mut crate::ir::Constants,
    params: &[TypeId],
    out: &mut Vec<Inst>,
    v: Value,
    (space, to): (AddrSpace, TypeId),
) -> Value {
    match v {
        Value::Inst(i) => {
            if let InstData::Cast {
                op: CastOp::AddrSpaceCast,
                arg,
                ..
            } = body.insts[i].data
                && types.ptr_space(type_in(body, consts, params, arg)) == Some(space)
            {
                return arg;
            }
        }
        Value::Const(c) => {
            if let ConstData::Expr {
                expr:
                    ConstExpr::Cast {
                        op: CastOp::AddrSpaceCast,
                        value,
                    },
                ..
            } = *consts.get(c)
                && types.ptr_space(consts.ty(value)) == Some(space)
            {
                return Value::Const(value);
            }
            return Value::Const(consts.cast(types, CastOp::AddrSpaceCast, c, to));
        }
        Value::Arg(_) => {}
    }
    let cast = body.create_inst(
        InstData::Cast {
            op: CastOp::AddrSpaceCast,
            flags: IntFlags::default(),
            arg: v,
        },
        to,
    );
    out.push(cast);
    Value::Inst(cast)
}

/// [`convert_before`] for a value used by the terminator of `b`: a new cast goes just before
/// the terminator.
fn convert_in_body(
    body: &mut crate::ir::Body,
    types: &crate::ir::Types,
    consts: &mut crate::ir::Constants,
    params: &[TypeId],
    b: crate::ir::Block,
    v: Value,
    space: (AddrSpace, TypeId),
) -> Value {
    let mut out = Vec::new();
    let nv = convert_before(body, types, consts, params, &mut out, v, space);
    let insts = &mut body.blocks[b].insts;
    let at = insts.len().saturating_sub(1);
    for (k, c) in out.into_iter().enumerate() {
        insts.insert(at + k, c);
    }
    nv
}

#[cfg(test)]
mod tests {
    use super::AddressVote as V;

    const ALL: [V; 8] = [
        V::Undetermined,
        V::Global,
        V::Shared,
        V::Constant,
        V::Local,
        V::TensorMemory,
        V::DistributedShared,
        V::Poison,
    ];

    #[test]
    fn meet_is_the_seeds_lattice() {
        for a in ALL {
            assert_eq!(V::Undetermined.meet(a), a, "undetermined is the identity");
            assert_eq!(a.meet(V::Undetermined), a);
            assert_eq!(a.meet(a), a, "idempotent");
            if a != V::Undetermined {
                assert_eq!(a.meet(V::Poison), V::Poison, "poison absorbs");
            }
            for b in ALL {
                assert_eq!(a.meet(b), b.meet(a), "commutative: {a:?} {b:?}");
                if a != b && a != V::Undetermined && b != V::Undetermined {
                    assert_eq!(a.meet(b), V::Poison, "different evidence conflicts");
                }
                for c in ALL {
                    assert_eq!(a.meet(b).meet(c), a.meet(b.meet(c)), "associative");
                }
            }
        }
    }

    #[test]
    fn votes_map_to_spaces_and_back() {
        for v in ALL {
            match v.space() {
                Some(s) => assert_eq!(V::of_space(s), v),
                None => assert!(matches!(v, V::Undetermined | V::Poison)),
            }
        }
        assert_eq!(V::of_space(crate::ir::AddrSpace::GENERIC), V::Undetermined);
        assert_eq!(V::of_space(crate::ir::AddrSpace(2)), V::Poison);
        assert_eq!(V::of_space(crate::ir::AddrSpace::PARAM), V::Poison);
        assert_eq!(V::Constant.name(), "const");
    }
}
