//! `propagate-arg-spaces`: narrow the generic pointer parameters of internal functions whose
//! every call passes an `addrspacecast` from one specific space (seed
//! `001_5b6bb602cf6be07f.txt`, GPUCompiler's `propagate_argument_address_spaces!`).
//!
//! **Requires** a verified module. **Ensures** the module verifies and executions observe
//! what they did (the callee receives the cast's source and recreates the same generic
//! pointer on entry). **Scope**: the whole module, repeated to a fixed point. **Does not**
//! clone, look through GEPs, phis or selects (that is `specialize-callees`), or rewrite the
//! body's accesses (`infer-address-spaces` folds the entry casts afterwards).
//!
//! Rules:
//! 1. A function qualifies when it has a body, `internal` or `private` linkage (another
//!    module could call anything else with the old signature), every use is a direct call
//!    (none stored, passed, compared or in an initializer), and there is at least one call.
//! 2. A generic pointer parameter (not `byval`: the callee sees its own copy) narrows when
//!    every call passes an `addrspacecast` (instruction or constant expression) from a
//!    specific space and all of them agree on the space. Any non-generic space counts, NVPTX's
//!    or not (Metal's constant space 2 is the seed's own example).
//! 3. The function keeps its name, linkage, calling convention and attributes; its type
//!    changes; parameter attributes stay on their parameters. A new entry block `conversion`
//!    casts each narrowed parameter back to generic and branches to the old entry; the body
//!    uses the casts, so it is untouched.
//! 4. Every call, the function's own recursive calls included, passes the cast's source
//!    instead; its attributes, calling convention and tail marker are kept. A cast
//!    instruction left without uses is deleted.
//! 5. Sweeps repeat until one changes nothing: a forwarder narrowed in one sweep passes its
//!    entry cast to its callee, which narrows in the next (module order decides how many
//!    sweeps a chain takes; the result does not depend on it).
//!
//! Remarks: `narrowed` per function and sweep (`argN=space`); at the end, `kept` for every
//! function that still has a generic pointer parameter, with the first rule that stopped it
//! (`external-linkage`, `address-taken`, `no-calls`, or per parameter `argN=not-a-cast` /
//! `argN=disagree`).

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use super::calls::{Uses, narrow_params};
use super::specialize_callees::voted_params;
use super::{PassError, Remark};
use crate::analysis::address_vote::cast_source;
use crate::ir::{AddrSpace, CastOp, FuncId, Inst, InstData, Module, Value};

const PASS: &str = "propagate-arg-spaces";

/// The name of a space in remarks: PTX's name for NVPTX spaces, else `addrspace(N)`.
fn space_name(s: AddrSpace) -> String {
    match s.nvptx() {
        Some(n) => n.name().to_owned(),
        None => format!("addrspace({})", s.0),
    }
}

/// Why a parameter does not narrow.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Blocked {
    NotACast,
    Disagree,
}

pub(super) fn run(
    m: &mut Module,
    _options: &[(String, String)],
    remarks: &mut Vec<Remark>,
) -> Result<bool, PassError> {
    let mut changed = false;
    for sweep in 1.. {
        let (narrowed_any, kept) = sweep_once(m, sweep, remarks);
        changed |= narrowed_any;
        if !narrowed_any {
            remarks.extend(kept);
            remarks.push(Remark::new(PASS, "", "fixpoint", "").with("sweeps", sweep));
            break;
        }
    }
    // Planted mistake `propagate-changed-flag`: the pass says it changed nothing.
    if crate::planted::on("propagate-changed-flag") {
        changed = false;
    }
    Ok(changed)
}

/// One sweep over the module in order. Returns whether anything narrowed, and the `kept`
/// remarks this sweep would give.
fn sweep_once(m: &mut Module, sweep: usize, remarks: &mut Vec<Remark>) -> (bool, Vec<Remark>) {
    let uses = Uses::scan(m);
    let mut kept = Vec::new();
    let mut any = false;
    let ids: Vec<FuncId> = m.functions.keys().collect();
    for f in ids {
        let func = &m.functions[f];
        if func.is_declaration() {
            continue;
        }
        let params = voted_params(m, f);
        if params.is_empty() {
            continue;
        }
        let name = func.name.clone();
        let calls = uses.calls_of(f);
        let why = if !func.linkage.is_local() {
            Some("external-linkage")
        } else if uses.address_taken.contains(&f) {
            Some("address-taken")
        } else if calls.is_empty() {
            Some("no-calls")
        } else {
            None
        };
        if let Some(why) = why {
            kept.push(Remark::new(PASS, &name, "kept", why));
            continue;
        }
        // Each parameter's agreed source space, or why there is none.
        let mut verdict: Vec<Result<AddrSpace, Blocked>> = Vec::with_capacity(params.len());
        for &p in &params {
            let mut agreed: Result<Option<AddrSpace>, Blocked> = Ok(None);
            for site in calls {
                let Some(body) = &m.functions[site.caller].body else {
                    continue;
                };
                let InstData::Call(call) = &body.insts[site.inst].data else {
                    continue;
                };
                let src = call
                    .args
                    .get(p)
                    .and_then(|&a| cast_source(m, site.caller, a));
                agreed = match (agreed, src) {
                    (Err(e), _) => Err(e),
                    (_, None) => Err(Blocked::NotACast),
                    (_, Some((_, s))) if s.is_generic() => Err(Blocked::NotACast),
                    (Ok(None), Some((_, s))) => Ok(Some(s)),
                    (Ok(Some(a)), Some((_, s))) if a == s => Ok(Some(a)),
                    (Ok(Some(a)), Some(_)) if crate::planted::on("propagate-disagree") => {
                        Ok(Some(a))
                    }
                    (Ok(Some(_)), Some(_)) => Err(Blocked::Disagree),
                };
                if agreed == Err(Blocked::NotACast) {
                    break;
                }
            }
            verdict.push(agreed.map(|s| s.expect("at least one call")));
        }
        let narrowed: Vec<(usize, AddrSpace)> = params
            .iter()
            .zip(&verdict)
            .filter_map(|(&p, v)| v.ok().map(|s| (p, s)))
            .collect();
        let blocked: Vec<(usize, Blocked)> = params
            .iter()
            .zip(&verdict)
            .filter_map(|(&p, v)| v.err().map(|b| (p, b)))
            .collect();
        if !blocked.is_empty() {
            let mut r = Remark::new(PASS, &name, "kept", "callers");
            for &(p, b) in &blocked {
                let what = match b {
                    Blocked::NotACast => "not-a-cast",
                    Blocked::Disagree => "disagree",
                };
                r = r.with(&format!("arg{p}"), what);
            }
            kept.push(r);
        }
        if narrowed.is_empty() {
            continue;
        }
        let sites = calls.to_vec();
        narrow_params(m, f, &narrowed, Some("conversion"));
        let new_ty = m.functions[f].ty;
        // Rewrite every call; remember the cast instructions that may now be dead.
        let mut maybe_dead: HashMap<FuncId, HashSet<Inst>> = HashMap::default();
        for site in &sites {
            let mut args = match &m.functions[site.caller].body {
                Some(b) => match &b.insts[site.inst].data {
                    InstData::Call(c) => c.args.clone(),
                    InstData::Binary { .. }
                    | InstData::FNeg { .. }
                    | InstData::ICmp { .. }
                    | InstData::FCmp { .. }
                    | InstData::Select { .. }
                    | InstData::Phi { .. }
                    | InstData::Alloca { .. }
                    | InstData::Load { .. }
                    | InstData::Store { .. }
                    | InstData::Gep { .. }
                    | InstData::Cast { .. }
                    | InstData::ExtractValue { .. }
                    | InstData::InsertValue { .. }
                    | InstData::ExtractElement { .. }
                    | InstData::InsertElement { .. }
                    | InstData::ShuffleVector { .. }
                    | InstData::AtomicRmw(_)
                    | InstData::CmpXchg(_)
                    | InstData::Fence { .. }
                    | InstData::Freeze { .. }
                    | InstData::Ret { .. }
                    | InstData::Br { .. }
                    | InstData::CondBr { .. }
                    | InstData::Switch { .. }
                    | InstData::Unreachable => continue,
                },
                None => continue,
            };
            for &(p, _) in &narrowed {
                let a = args[p];
                let (src, _) = cast_source(m, site.caller, a).expect("checked above");
                if let Value::Inst(i) = a {
                    maybe_dead.entry(site.caller).or_default().insert(i);
                }
                args[p] = src;
            }
            let body = m.functions[site.caller].body.as_mut().expect("a body");
            if let InstData::Call(c) = &mut body.insts[site.inst].data {
                c.args = args;
                c.fn_ty = new_ty;
            }
        }
        for (caller, casts) in maybe_dead {
            remove_dead_casts(m, caller, &casts);
        }
        let mut r = Remark::new(PASS, &name, "narrowed", "callers-agree");
        for &(p, s) in &narrowed {
            r = r.with(&format!("arg{p}"), space_name(s));
        }
        remarks.push(r.with("calls", sites.len()).with("sweep", sweep));
        any = true;
    }
    (any, kept)
}

/// Deletes the `addrspacecast` instructions of `casts` that nothing in `caller` uses.
fn remove_dead_casts(m: &mut Module, caller: FuncId, casts: &HashSet<Inst>) {
    let Some(body) = m.functions[caller].body.as_mut() else {
        return;
    };
    let mut used = HashSet::default();
    for (_, i) in body.inst_order() {
        body.insts[i].data.visit_operands(|v| {
            if let Value::Inst(x) = v
                && casts.contains(&x)
            {
                used.insert(x);
            }
        });
    }
    for bi in 0..body.layout.len() {
        let b = body.layout[bi];
        body.blocks[b].insts.retain(|i| {
            !(casts.contains(i)
                && !used.contains(i)
                && matches!(
                    body.insts[*i].data,
                    InstData::Cast {
                        op: CastOp::AddrSpaceCast,
                        ..
                    }
                ))
        });
    }
}
