//! The reducer: makes a finding's case smaller while it keeps its signature.
//!
//! A candidate is kept when the whole check ([`crate::judge::check`] with the finding's
//! pipeline) still reports a finding of the same signature, and no signature the current
//! case did not already show (so a reduced case never shows what its original did not). Its
//! labels are the original's as far as they still hold ([`super::relabel`]). The check refuses what is not a
//! valid, defined case — a module seam's verifier rejects, a launch that no longer completes
//! in the original (undefined behaviour, a trap) is a harness finding, never the signature —
//! so every kept candidate is verified and free of undefined behaviour.
//!
//! Steps, repeated until one round changes nothing or the time is up:
//! 1. **launches**: drop a launch; shrink a grid and a block to one, then halve them;
//! 2. **functions**: delete a function (its calls go, their results become zero);
//! 3. **blocks**: turn a conditional branch or switch into a branch to one of its targets
//!    (the blocks no longer reached go);
//! 4. **instructions**: delete chunks of instructions, halving the chunk until single ones
//!    (a deleted result becomes zero, or one of the instruction's operands of its type);
//! 5. **parameters**: drop a parameter of a function that is only called directly;
//! 6. **globals**: delete a global variable, or make its initializer zero;
//! 7. **constants**: an integer operand other than 0 and 1 becomes 0 (once the module is small);
//! 8. **buffers**: a launch's buffer becomes zero, then is halved while the finding stays.
//!
//! After each edit, blocks no longer reachable are removed (their phi entries with them). Each
//! round starts with seam's `dce` and `simplify-cfg` passes as candidates of their own, and a
//! merge of every block into a predecessor that only branches to it (which `simplify-cfg`
//! leaves where phis follow); a finding can live in dead code, so none is applied blindly. The size is the number of instructions.
//!
//! The reduced case is checked once more as a user replays it (every oracle the backend has:
//! [`Replay`]), and its header says what that check shows.

use std::collections::{BTreeSet, HashMap, HashSet};
use std::time::Instant;

use seam::analysis::Cfg;
use seam::ir::{Block, FuncId, GlobalValue, Inst, InstData, Module, TypeData, TypeId, Value};
use seam_oracle::{ArgValue, Launch};

use crate::guard::catch;
use crate::judge::FindingKind;
use crate::judge::{Backend, CheckOptions, NoBackend, Pipeline, Subject, check};
use crate::labels::Label;

use super::relabel::{relabel, shift_params};

/// A reduced case.
#[derive(Clone, Debug)]
pub struct Reduced {
    /// The case file: launches, labels and the module.
    pub text: String,
    /// Instructions before.
    pub before: u64,
    /// Instructions after.
    pub after: u64,
    /// Candidates checked.
    pub checks: u64,
    /// Seconds spent.
    pub seconds: f64,
    /// The reduced module.
    pub module: Module,
    /// The reduced launches.
    pub launches: Vec<Launch>,
    /// The labels that still hold of it ([`relabel`]).
    pub labels: Vec<Label>,
    /// What a check of it shows.
    pub replay: Replay,
}

struct Reducer<'a> {
    /// The labels of the current state ([`relabel`]).
    labels: Vec<Label>,
    /// The signatures other than the one reduced for that the current state shows: a
    /// candidate may lose some, never gain one (so that a reduced case replays with nothing
    /// its original did not show, and stale labels never reach it).
    others: BTreeSet<String>,
    pipeline: &'a Pipeline,
    signature: &'a str,
    backend: &'a mut dyn Backend,
    use_backend: bool,
    opts: CheckOptions,
    deadline: Instant,
    checks: u64,
}

/// The current module, its launches.
type State = (Module, Vec<Launch>);

impl Reducer<'_> {
    /// Past the deadline, or the campaign was asked to stop (what is reduced so far is kept).
    fn out_of_time(&self) -> bool {
        Instant::now() >= self.deadline || super::interrupt::received().is_some()
    }

    /// The signatures a check of `m` with `launches` and `labels` shows (`None`: the module
    /// does not verify, the check panicked, or there is no launch).
    fn signatures(
        &mut self,
        m: &Module,
        launches: &[Launch],
        labels: &[Label],
    ) -> Option<BTreeSet<String>> {
        if launches.is_empty() {
            return None;
        }
        self.checks += 1;
        if catch(|| seam::verify::verify_module(m)).map_or(true, |r| r.is_err()) {
            return None;
        }
        let subject = Subject {
            module: m,
            launches,
            labels,
        };
        // A finding about the original module (`none`) needs no pipeline run.
        let pipelines = if self.pipeline.name == "none" {
            &[]
        } else {
            std::slice::from_ref(self.pipeline)
        };
        let mut none = NoBackend;
        let backend: &mut dyn Backend = if self.use_backend {
            &mut *self.backend
        } else {
            &mut none
        };
        let opts = self.opts;
        let r = catch(|| check(subject, pipelines, backend, &opts)).ok()?;
        Some(r.findings.iter().map(|f| f.signature()).collect())
    }

    /// Whether `m` with `launches` and `labels` still shows the signature and nothing the
    /// current state does not; if so, the signatures besides it.
    fn interesting(
        &mut self,
        m: &Module,
        launches: &[Launch],
        labels: &[Label],
    ) -> Option<BTreeSet<String>> {
        let mut sigs = self.signatures(m, launches, labels)?;
        if !sigs.remove(self.signature) || !sigs.is_subset(&self.others) {
            return None;
        }
        Some(sigs)
    }

    /// Tries `edit` on a copy of the state; keeps it if it still shows the signature and
    /// nothing new.
    fn attempt(
        &mut self,
        state: &mut State,
        edit: impl FnOnce(&mut Module, &mut Vec<Launch>) -> bool,
    ) -> bool {
        self.attempt_labelled(state, edit, |_| {})
    }

    /// [`Reducer::attempt`], with `relabel_edit` applied to the labels before they are
    /// recomputed (what the edit changed that the module cannot tell: a parameter's index).
    fn attempt_labelled(
        &mut self,
        state: &mut State,
        edit: impl FnOnce(&mut Module, &mut Vec<Launch>) -> bool,
        relabel_edit: impl FnOnce(&mut Vec<Label>),
    ) -> bool {
        if self.out_of_time() {
            return false;
        }
        let mut m = state.0.clone();
        let mut l = state.1.clone();
        let edited = catch(|| {
            if !edit(&mut m, &mut l) {
                return false;
            }
            tidy(&mut m);
            true
        });
        if edited != Ok(true) {
            return false;
        }
        let mut labels = self.labels.clone();
        relabel_edit(&mut labels);
        let Ok(labels) = catch(|| relabel(&labels, &m, &l)) else {
            return false;
        };
        let Some(others) = self.interesting(&m, &l, &labels) else {
            return false;
        };
        *state = (m, l);
        self.labels = labels;
        self.others = others;
        true
    }
}

/// Reduces `subject`, whose check with `pipeline` shows a finding of `signature`, until
/// `deadline`.
pub fn reduce(
    subject: Subject<'_>,
    pipeline: &Pipeline,
    signature: &str,
    backend: &mut dyn Backend,
    opts: &CheckOptions,
    deadline: Instant,
) -> Reduced {
    let start = Instant::now();
    let kind = signature.split('.').next().unwrap_or("");
    let use_backend = [
        FindingKind::LlvmVerifier,
        FindingKind::Codegen,
        FindingKind::Performance,
        FindingKind::OracleDisagreement,
        FindingKind::Nvvm,
    ]
    .iter()
    .any(|k| k.name() == kind)
        // The outliner's decisions are taken on LLVM's PTX.
        || (kind == FindingKind::Decision.name() && signature.split('.').nth(1) == Some("outline"));
    let mut opts = *opts;
    // A second toolkit's numbers decide no reducible finding: one ptxas run less a candidate.
    opts.toolkits = false;
    if kind == FindingKind::Nvvm.name() {
        // NVIDIA's compiler judges the original alone: LLVM's code, its PTX interpreter run
        // and the outliner cannot change its verdict, and would only slow each candidate.
        opts.codegen = false;
        opts.ptx_interp = false;
        opts.outline = false;
        opts.llvm_cost = false;
    }
    let mut r = Reducer {
        labels: subject.labels.to_vec(),
        others: BTreeSet::new(),
        pipeline,
        signature,
        backend,
        use_backend,
        opts,
        deadline,
        checks: 0,
    };
    let before = subject.module.inst_count() as u64;
    let mut state = (subject.module.clone(), subject.launches.to_vec());
    // What the original shows besides the signature: a candidate may show less, never more.
    if let Some(mut sigs) = r.signatures(subject.module, subject.launches, subject.labels) {
        sigs.remove(signature);
        r.others = sigs;
    }
    let original = r.others.clone();
    // Parameters are kept when the finding is about decisions: labels name them by index.
    let keep_params = kind == FindingKind::Decision.name();
    loop {
        let size = (state.0.inst_count(), launch_weight(&state.1));
        r.attempt(&mut state, |m, _| run_pass(m, "dce"));
        r.attempt(&mut state, |m, _| run_pass(m, "simplify-cfg"));
        r.attempt(&mut state, |m, _| merge_blocks(m));
        reduce_launches(&mut r, &mut state);
        reduce_functions(&mut r, &mut state);
        reduce_branches(&mut r, &mut state);
        reduce_instructions(&mut r, &mut state);
        if !keep_params {
            reduce_params(&mut r, &mut state);
        }
        reduce_globals(&mut r, &mut state);
        reduce_constants(&mut r, &mut state);
        reduce_buffers(&mut r, &mut state);
        if r.out_of_time() || (state.0.inst_count(), launch_weight(&state.1)) >= size {
            break;
        }
    }
    let (module, launches) = state;
    let labels = std::mem::take(&mut r.labels);
    let replay = replay(&mut r, &module, &launches, &labels, &original);
    let mut text = format!(
        "; seam-case reduced from {before} to {} instructions ({} checks); signature {signature}\n",
        module.inst_count(),
        r.checks
    );
    text.push_str(&format!("; replay: {}\n", replay.describe(signature)));
    for l in &launches {
        text.push_str(&format!("; launch: {l}\n"));
    }
    for l in &labels {
        text.push_str(&format!("; label: {l}\n"));
    }
    text.push('\n');
    text.push_str(&seam::text::print_module(&module));
    Reduced {
        text,
        before,
        after: module.inst_count() as u64,
        checks: r.checks,
        seconds: start.elapsed().as_secs_f64(),
        module,
        launches,
        labels,
        replay,
    }
}

/// What the reduced case shows when it is checked as `seam check` checks it (every oracle
/// the campaign's backend has, LLVM and ptxas included), with the finding's pipeline.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Replay {
    /// The check ran to its end.
    pub ran: bool,
    /// It shows the signature reduced for.
    pub shows: bool,
    /// The signatures besides it that the original showed too: one mistake seen by two
    /// judges (a wrong devirtualization is a decision the model refutes and a miscompile),
    /// which no smaller case separates.
    pub others: Vec<String>,
    /// The signatures besides it that the original did not show: only an oracle the
    /// reducer's candidates did not run can add one (LLVM's code, for a finding that needs
    /// none); a reduced case that has any is not a clean reproducer, and says so.
    pub new: Vec<String>,
}

impl Replay {
    /// Whether the reduced case shows its signature and nothing else.
    pub fn exact(&self) -> bool {
        self.clean() && self.others.is_empty()
    }

    /// Whether it shows its signature and nothing its original did not show.
    pub fn clean(&self) -> bool {
        self.ran && self.shows && self.new.is_empty()
    }

    /// One line for the case file's header.
    pub fn describe(&self, signature: &str) -> String {
        if !self.ran {
            return "the check of the reduced case did not complete".to_owned();
        }
        if !self.shows {
            return format!("does not show {signature} (a flaky finding?)");
        }
        let mut s = format!("shows {signature}");
        if self.others.is_empty() && self.new.is_empty() {
            s.push_str(" and nothing else");
        }
        if !self.others.is_empty() {
            s.push_str(&format!(
                " and also {} (the original too: the same mistake, another judge)",
                self.others.join(", ")
            ));
        }
        if !self.new.is_empty() {
            s.push_str(&format!("; NOT in the original: {}", self.new.join(", ")));
        }
        s
    }
}

/// Checks the reduced case once as a user replays it: the reducer's candidates ran without
/// the backend where the finding needs none, the replay runs everything but NVIDIA's
/// compiler (whose own findings replay with `seam nvvm`: for those, as the reducer did).
fn replay(
    r: &mut Reducer<'_>,
    m: &Module,
    launches: &[Launch],
    labels: &[Label],
    original: &BTreeSet<String>,
) -> Replay {
    let nvvm = r.signature.starts_with("nvvm.");
    let saved = (r.opts, r.use_backend);
    if !nvvm {
        r.opts = CheckOptions {
            nvvm: false,
            ..CheckOptions::default()
        };
        r.use_backend = true;
    }
    let sigs = r.signatures(m, launches, labels);
    (r.opts, r.use_backend) = saved;
    match sigs {
        None => Replay::default(),
        Some(mut s) => {
            let shows = s.remove(r.signature);
            let (others, new) = s.into_iter().partition(|x| original.contains(x));
            Replay {
                ran: true,
                shows,
                others,
                new,
            }
        }
    }
}

/// Each buffer argument: made zero, then halved while the finding stays (a kernel that
/// reads past the shorter buffer is undefined: refused by the check).
fn reduce_buffers(r: &mut Reducer<'_>, state: &mut State) {
    for k in 0..state.1.len() {
        for a in 0..state.1[k].args.len() {
            r.attempt(state, |_, l| match &mut l[k].args[a] {
                ArgValue::Buffer { bytes, .. } if bytes.iter().any(|&b| b != 0) => {
                    bytes.iter_mut().for_each(|b| *b = 0);
                    true
                }
                _ => false,
            });
            loop {
                let halved = r.attempt(state, |_, l| match &mut l[k].args[a] {
                    ArgValue::Buffer { bytes, elem, .. } => {
                        let n = bytes.len() / elem.size();
                        if n <= 1 {
                            return false;
                        }
                        bytes.truncate(n / 2 * elem.size());
                        true
                    }
                    _ => false,
                });
                if !halved {
                    break;
                }
            }
        }
    }
}

/// Launches and threads, to prefer fewer.
fn launch_weight(l: &[Launch]) -> u64 {
    l.iter()
        .map(|l| {
            let bytes: usize = l
                .args
                .iter()
                .map(|a| match a {
                    ArgValue::Buffer { bytes, .. } => bytes.len(),
                    _ => 0,
                })
                .sum();
            l.blocks().saturating_mul(l.threads_per_block()) + bytes as u64
        })
        .sum::<u64>()
        + l.len() as u64
}

fn reduce_launches(r: &mut Reducer<'_>, state: &mut State) {
    let mut k = 0;
    while k < state.1.len() && state.1.len() > 1 {
        if !r.attempt(state, |_, l| {
            l.remove(k);
            true
        }) {
            k += 1;
        }
    }
    for k in 0..state.1.len() {
        for which in [0, 1] {
            loop {
                let shrunk = r.attempt(state, |_, l| {
                    let dims = if which == 0 {
                        &mut l[k].grid
                    } else {
                        &mut l[k].block
                    };
                    if dims.iter().all(|&d| d <= 1) {
                        return false;
                    }
                    for d in dims.iter_mut() {
                        *d = (*d / 2).max(1);
                    }
                    true
                });
                if !shrunk {
                    break;
                }
            }
        }
    }
}

fn reduce_functions(r: &mut Reducer<'_>, state: &mut State) {
    let ids: Vec<FuncId> = state.0.functions.keys().collect();
    for f in ids {
        if !state.0.functions.contains(f) {
            continue;
        }
        let name = state.0.functions[f].name.clone();
        if state.1.iter().any(|l| l.kernel == name) {
            continue;
        }
        r.attempt(state, |m, _| delete_function(m, f));
    }
}

fn reduce_branches(r: &mut Reducer<'_>, state: &mut State) {
    let ids: Vec<FuncId> = state.0.functions.keys().collect();
    for f in ids {
        let mut bi = 0;
        while let Some(body) = state.0.functions.get(f).and_then(|x| x.body.as_ref()) {
            let Some(&b) = body.layout.get(bi) else { break };
            let Some(term) = body.terminator(b) else {
                bi += 1;
                continue;
            };
            let mut targets = Vec::new();
            let multi = matches!(
                body.insts[term].data,
                InstData::CondBr { .. } | InstData::Switch { .. }
            );
            if multi {
                body.insts[term].data.visit_successors(|s| {
                    if !targets.contains(&s) {
                        targets.push(s);
                    }
                });
            }
            for t in targets {
                if r.attempt(state, |m, _| {
                    let body = m.functions[f].body.as_mut().expect("a body");
                    body.insts[term].data = InstData::Br { dest: t };
                    true
                }) {
                    break;
                }
            }
            bi += 1;
        }
    }
}

/// The instructions that may be deleted, by function, in layout order.
fn deletable(m: &Module) -> Vec<(FuncId, Inst)> {
    let mut out = Vec::new();
    for (f, func) in m.functions.iter() {
        let Some(body) = &func.body else { continue };
        for (_, i) in body.inst_order() {
            if !body.insts[i].data.is_terminator() {
                out.push((f, i));
            }
        }
    }
    out
}

fn reduce_instructions(r: &mut Reducer<'_>, state: &mut State) {
    let mut chunk = deletable(&state.0).len().div_ceil(2).max(1);
    loop {
        let mut start = 0;
        loop {
            let list = deletable(&state.0);
            if start >= list.len() || r.out_of_time() {
                break;
            }
            let part: Vec<(FuncId, Inst)> = list[start..(start + chunk).min(list.len())].to_vec();
            if !r.attempt(state, |m, _| delete_insts(m, &part)) {
                // A single instruction: try standing in one of its operands for it.
                if chunk == 1 {
                    let (f, i) = part[0];
                    if !r.attempt(state, |m, _| forward_operand(m, f, i)) {
                        start += 1;
                    }
                } else {
                    start += chunk;
                }
            }
        }
        if chunk == 1 || r.out_of_time() {
            break;
        }
        chunk = chunk.div_ceil(2);
    }
}

fn reduce_params(r: &mut Reducer<'_>, state: &mut State) {
    let ids: Vec<FuncId> = state.0.functions.keys().collect();
    for f in ids {
        let mut p = 0;
        while let Some(func) = state.0.functions.get(f) {
            if p >= func.params.len() || func.body.is_none() || state.0.is_kernel(f) {
                break;
            }
            let name = func.name.clone();
            if !r.attempt_labelled(
                state,
                |m, _| remove_param(m, f, p),
                |l| shift_params(l, &name, p),
            ) {
                p += 1;
            }
        }
    }
}

/// Integer constant operands other than 0 and 1 (at most this many modules' worth: the step
/// runs once the module is small).
const CONSTANT_STEP_MAX_INSTS: usize = 300;

fn reduce_constants(r: &mut Reducer<'_>, state: &mut State) {
    if state.0.inst_count() > CONSTANT_STEP_MAX_INSTS {
        return;
    }
    let mut sites: Vec<(FuncId, Inst, usize)> = Vec::new();
    for (f, func) in state.0.functions.iter() {
        let Some(body) = &func.body else { continue };
        for (_, i) in body.inst_order() {
            let mut k = 0;
            body.insts[i].data.visit_operands(|v| {
                if let Value::Const(c) = v
                    && state.0.consts.as_int(c).is_some_and(|x| x > 1)
                {
                    sites.push((f, i, k));
                }
                k += 1;
            });
        }
    }
    for (f, i, k) in sites {
        r.attempt(state, |m, _| {
            let Some(body) = m.functions.get(f).and_then(|x| x.body.as_ref()) else {
                return false;
            };
            let mut target = None;
            let mut n = 0;
            body.insts[i].data.visit_operands(|v| {
                if n == k {
                    target = Some(v);
                }
                n += 1;
            });
            let Some(Value::Const(c)) = target else {
                return false;
            };
            let zero = Value::Const(m.consts.zero(&m.types, m.consts.ty(c)));
            let body = m.functions[f].body.as_mut().expect("a body");
            let mut n = 0;
            body.insts[i].data.visit_operands_mut(|v| {
                if n == k {
                    *v = zero;
                }
                n += 1;
            });
            true
        });
    }
}

fn reduce_globals(r: &mut Reducer<'_>, state: &mut State) {
    let ids: Vec<_> = state.0.globals.keys().collect();
    for g in ids {
        let removed = r.attempt(state, |m, _| {
            if referenced(m, GlobalValue::Var(g)) {
                return false;
            }
            m.remove_global(g).is_some()
        });
        if !removed {
            // A global that stays: its initializer becomes zero.
            r.attempt(state, |m, _| {
                let Some(var) = m.globals.get(g) else {
                    return false;
                };
                let (Some(init), ty) = (var.init, var.value_ty) else {
                    return false;
                };
                let zero = m.consts.zero(&m.types, ty);
                if init == zero {
                    return false;
                }
                m.globals[g].init = Some(zero);
                true
            });
        }
    }
}

/// Whether any instruction, global initializer or other function refers to `gv`.
fn referenced(m: &Module, gv: GlobalValue) -> bool {
    let mut found = false;
    let mut check = |c| {
        if !found {
            found = m.consts.refers_to(c, &mut |x| x == gv);
        }
    };
    for g in m.globals.values() {
        if let Some(init) = g.init {
            check(init);
        }
    }
    for f in m.functions.values() {
        let Some(body) = &f.body else { continue };
        for (_, i) in body.inst_order() {
            body.insts[i].data.visit_operands(|v| {
                if let Value::Const(c) = v {
                    check(c);
                }
            });
        }
    }
    found
}

/// A zero of type `ty` (`None` for `void`, labels and metadata).
fn zero(m: &mut Module, ty: TypeId) -> Option<Value> {
    match m.types.get(ty) {
        TypeData::Void | TypeData::Label | TypeData::Metadata | TypeData::Func { .. } => None,
        _ => Some(Value::Const(m.consts.zero(&m.types, ty))),
    }
}

/// Deletes the instructions `insts`, standing a zero in for their results.
fn delete_insts(m: &mut Module, insts: &[(FuncId, Inst)]) -> bool {
    let mut by_fn: HashMap<FuncId, HashSet<Inst>> = HashMap::new();
    for &(f, i) in insts {
        by_fn.entry(f).or_default().insert(i);
    }
    for (f, set) in by_fn {
        let tys: Vec<(Inst, TypeId)> = {
            let body = m.functions[f].body.as_ref().expect("a body");
            set.iter().map(|&i| (i, body.insts[i].ty)).collect()
        };
        let mut map = HashMap::new();
        for (i, ty) in tys {
            if ty != TypeId::VOID {
                let Some(z) = zero(m, ty) else { return false };
                map.insert(Value::Inst(i), z);
            }
        }
        let body = m.functions[f].body.as_mut().expect("a body");
        for &b in &body.layout.clone() {
            body.blocks[b].insts.retain(|i| !set.contains(i));
        }
        replace_values(body, &map);
    }
    true
}

/// Replaces every use of instruction `i` of `f` by one of its operands of the same type.
fn forward_operand(m: &mut Module, f: FuncId, i: Inst) -> bool {
    let func = &m.functions[f];
    let Some(body) = &func.body else { return false };
    let ty = body.insts[i].ty;
    if ty == TypeId::VOID || body.insts[i].data.is_phi() {
        return false;
    }
    let mut pick = None;
    body.insts[i].data.visit_operands(|v| {
        if pick.is_none() && v != Value::Inst(i) && func.value_type(&m.types, &m.consts, v) == ty {
            pick = Some(v);
        }
    });
    let Some(v) = pick else { return false };
    let body = m.functions[f].body.as_mut().expect("a body");
    for &b in &body.layout.clone() {
        body.blocks[b].insts.retain(|&x| x != i);
    }
    replace_values(body, &HashMap::from([(Value::Inst(i), v)]));
    true
}

fn replace_values(body: &mut seam::ir::Body, map: &HashMap<Value, Value>) {
    if map.is_empty() {
        return;
    }
    for bi in 0..body.layout.len() {
        let b = body.layout[bi];
        for ii in 0..body.blocks[b].insts.len() {
            let i = body.blocks[b].insts[ii];
            body.insts[i].data.visit_operands_mut(|v| {
                // Chains (a zero for a deleted operand of a deleted instruction) resolve in
                // one step: the map only holds values that are not themselves replaced.
                if let Some(&n) = map.get(v) {
                    *v = n;
                }
            });
        }
    }
}

/// Deletes function `f`: its direct calls go (their results become zero). Fails when `f` is
/// used any other way.
fn delete_function(m: &mut Module, f: FuncId) -> bool {
    let callee = m.func_ref(f);
    // Other references (stored, in a table, compared) would dangle.
    let mut other_use = false;
    for g in m.globals.values() {
        if let Some(init) = g.init
            && m.consts.refers_to(init, &mut |x| x == GlobalValue::Func(f))
        {
            other_use = true;
        }
    }
    let mut calls: Vec<(FuncId, Inst)> = Vec::new();
    for (caller, func) in m.functions.iter() {
        let Some(body) = &func.body else { continue };
        for (_, i) in body.inst_order() {
            let data = &body.insts[i].data;
            let mut callee_slot = false;
            if let InstData::Call(c) = data
                && c.callee == callee
            {
                calls.push((caller, i));
                callee_slot = true;
            }
            let mut skipped = false;
            data.visit_operands(|v| {
                if let Value::Const(c) = v {
                    if callee_slot && !skipped && v == callee {
                        skipped = true;
                        return;
                    }
                    if m.consts.refers_to(c, &mut |x| x == GlobalValue::Func(f)) {
                        other_use = true;
                    }
                }
            });
        }
    }
    if other_use {
        return false;
    }
    // Calls inside `f` (recursion) go with it.
    let outside: Vec<(FuncId, Inst)> = calls.into_iter().filter(|&(c, _)| c != f).collect();
    if !delete_insts(m, &outside) {
        return false;
    }
    m.remove_function(f).is_some()
}

/// Drops parameter `p` of `f` (uses become zero; calls lose the argument). Fails when `f` is
/// used other than by direct calls.
fn remove_param(m: &mut Module, f: FuncId, p: usize) -> bool {
    let callee = m.func_ref(f);
    let (ret, mut params, vararg) = match m.types.func_parts(m.functions[f].ty) {
        Some((r, ps, v)) => (r, ps.to_vec(), v),
        None => return false,
    };
    if p >= params.len() {
        return false;
    }
    let pty = params.remove(p);
    let Some(z) = zero(m, pty) else { return false };
    // Every reference to `f` must be the callee of a direct call.
    let mut sites: Vec<(FuncId, Inst)> = Vec::new();
    for (caller, func) in m.functions.iter() {
        let Some(body) = &func.body else { continue };
        for (_, i) in body.inst_order() {
            let data = &body.insts[i].data;
            let mut ok_slot = false;
            if let InstData::Call(c) = data
                && c.callee == callee
                && !c.args.contains(&callee)
            {
                sites.push((caller, i));
                ok_slot = true;
            }
            let mut bad = false;
            data.visit_operands(|v| {
                if let Value::Const(c) = v
                    && !(ok_slot && v == callee)
                    && m.consts.refers_to(c, &mut |x| x == GlobalValue::Func(f))
                {
                    bad = true;
                }
            });
            if bad {
                return false;
            }
        }
    }
    for g in m.globals.values() {
        if let Some(init) = g.init
            && m.consts.refers_to(init, &mut |x| x == GlobalValue::Func(f))
        {
            return false;
        }
    }
    let new_ty = m.types.func(ret, &params, vararg);
    let func = &mut m.functions[f];
    func.ty = new_ty;
    func.params.remove(p);
    if let Some(body) = func.body.as_mut() {
        for bi in 0..body.layout.len() {
            let b = body.layout[bi];
            for ii in 0..body.blocks[b].insts.len() {
                let i = body.blocks[b].insts[ii];
                body.insts[i].data.visit_operands_mut(|v| {
                    if let Value::Arg(n) = *v {
                        let n = n as usize;
                        if n == p {
                            *v = z;
                        } else if n > p {
                            *v = Value::Arg((n - 1) as u32);
                        }
                    }
                });
            }
        }
    }
    for (caller, i) in sites {
        let body = m.functions[caller].body.as_mut().expect("a body");
        if let InstData::Call(c) = &mut body.insts[i].data {
            if p < c.args.len() {
                c.args.remove(p);
            }
            if p < c.arg_attrs.len() {
                c.arg_attrs.remove(p);
            }
            c.fn_ty = new_ty;
        }
    }
    true
}

/// Removes blocks no longer reachable (and their phi entries) and fixes the phis of blocks
/// that lost an edge: what keeps an edited module valid.
fn tidy(m: &mut Module) {
    let ids: Vec<FuncId> = m.functions.keys().collect();
    for f in ids {
        let Some(body) = m.functions[f].body.as_mut() else {
            continue;
        };
        let Some(entry) = body.entry() else { continue };
        // Reachable blocks.
        let cfg = Cfg::new(body);
        let mut seen: HashSet<Block> = HashSet::from([entry]);
        let mut stack = vec![entry];
        while let Some(b) = stack.pop() {
            for &s in cfg.succs(b) {
                if seen.insert(s) {
                    stack.push(s);
                }
            }
        }
        body.layout.retain(|b| seen.contains(b));
        // Phi entries: as many per predecessor as it has edges to the block.
        let mut edges: HashMap<(Block, Block), usize> = HashMap::new();
        for &b in &body.layout {
            if let Some(t) = body.terminator(b) {
                body.insts[t].data.visit_successors(|s| {
                    *edges.entry((b, s)).or_default() += 1;
                });
            }
        }
        for bi in 0..body.layout.len() {
            let b = body.layout[bi];
            for ii in 0..body.blocks[b].insts.len() {
                let i = body.blocks[b].insts[ii];
                if let InstData::Phi { incoming, .. } = &mut body.insts[i].data {
                    let mut left: HashMap<Block, usize> = HashMap::new();
                    incoming.retain(|&(_, from)| {
                        let n = left
                            .entry(from)
                            .or_insert_with(|| edges.get(&(from, b)).copied().unwrap_or(0));
                        if *n == 0 {
                            false
                        } else {
                            *n -= 1;
                            true
                        }
                    });
                }
            }
        }
    }
}

/// Merges every block into its predecessor where that is its only one and ends in a branch to
/// it (chains of blocks that only branch on, what the other steps leave behind). A phi of such
/// a block has one value, which replaces it.
fn merge_blocks(m: &mut Module) -> bool {
    let mut any = false;
    let ids: Vec<FuncId> = m.functions.keys().collect();
    for f in ids {
        let Some(body) = m.functions[f].body.as_mut() else {
            continue;
        };
        loop {
            let cfg = Cfg::new(body);
            let entry = body.entry();
            let found = body.layout.iter().copied().find_map(|b| {
                let [p] = cfg.preds(b) else { return None };
                let t = body.terminator(*p)?;
                (Some(b) != entry
                    && *p != b
                    && matches!(body.insts[t].data, InstData::Br { dest } if dest == b))
                .then_some((*p, b, t))
            });
            let Some((p, b, br)) = found else { break };
            let mut map = HashMap::new();
            let mut moved = Vec::new();
            for &i in &body.blocks[b].insts {
                match &body.insts[i].data {
                    InstData::Phi { incoming, .. } => {
                        let Some(&(v, _)) = incoming.first() else {
                            return any;
                        };
                        map.insert(Value::Inst(i), v);
                    }
                    _ => moved.push(i),
                }
            }
            body.blocks[p].insts.retain(|&i| i != br);
            body.blocks[p].insts.extend(moved);
            body.blocks[b].insts.clear();
            body.layout.retain(|&x| x != b);
            replace_values(body, &map);
            // Phis that named `b` as a predecessor now name `p`.
            for bi in 0..body.layout.len() {
                let blk = body.layout[bi];
                for ii in 0..body.blocks[blk].insts.len() {
                    let i = body.blocks[blk].insts[ii];
                    if let InstData::Phi { incoming, .. } = &mut body.insts[i].data {
                        for (_, from) in incoming.iter_mut() {
                            if *from == b {
                                *from = p;
                            }
                        }
                    }
                }
            }
            any = true;
        }
    }
    any
}

/// Runs the registered pass `name` on `m`; whether it changed it. (Seam's own clean-up
/// passes: a candidate they make is judged like any other, so a bug in them cannot make a
/// reduction wrong, only less effective.)
fn run_pass(m: &mut Module, name: &str) -> bool {
    let Some(info) = seam::passes::find_pass(name) else {
        return false;
    };
    let mut remarks = Vec::new();
    (info.run)(m, &[], &mut remarks).unwrap_or(false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tidy_drops_unreachable_blocks_phi_entries_and_dead_code() {
        let mut m = seam::text::parse_module(
            "define i32 @f(i1 %c) {
entry:
  %dead = add i32 1, 2
  br i1 %c, label %a, label %b
a:
  br label %join
b:
  br label %join
join:
  %p = phi i32 [ 1, %a ], [ 2, %b ]
  ret i32 %p
}
",
        )
        .unwrap();
        let f = m.find_function("f").unwrap();
        let body = m.functions[f].body.as_mut().unwrap();
        let entry = body.entry().unwrap();
        let a = body.find_block("a").unwrap();
        let t = body.terminator(entry).unwrap();
        body.insts[t].data = InstData::Br { dest: a };
        tidy(&mut m);
        seam::verify::verify_module(&m).unwrap();
        assert!(run_pass(&mut m, "dce"));
        let text = seam::text::print_module(&m);
        assert!(!text.contains("%dead"), "{text}");
        assert!(!text.contains("\nb:"), "{text}");
        assert!(text.contains("phi i32 [ 1, %a ]\n"), "{text}");
    }

    #[test]
    fn parameters_and_functions_go_with_their_calls() {
        let mut m = seam::text::parse_module(
            "define internal i32 @g(i32 %x, i32 %y) {
  %s = add i32 %x, %y
  ret i32 %s
}
define i32 @f() {
  %r = call i32 @g(i32 1, i32 2)
  ret i32 %r
}
",
        )
        .unwrap();
        let g = m.find_function("g").unwrap();
        assert!(remove_param(&mut m, g, 0));
        seam::verify::verify_module(&m).unwrap();
        let text = seam::text::print_module(&m);
        assert!(text.contains("@g(i32 %y)"), "{text}");
        assert!(text.contains("call i32 @g(i32 2)"), "{text}");
        assert!(delete_function(&mut m, g));
        tidy(&mut m);
        seam::verify::verify_module(&m).unwrap();
        let text = seam::text::print_module(&m);
        assert!(text.contains("ret i32 0"), "{text}");
    }
}
