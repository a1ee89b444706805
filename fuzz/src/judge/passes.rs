//! Running a pipeline's passes one at a time for the judge: panics caught, refusals told apart,
//! each modelled pass held against its model; which pipelines a case runs (one per launched
//! kernel for an entry point) and with which derived options.

use std::time::Instant;

use seam::ir::{InstData, Module};
use seam::passes::{PassSpec, Remark};
use seam_oracle::Launch;

use super::Pipeline;
use crate::guard::catch;
use crate::guard::watch;

/// How a pipeline run ended early.
pub(super) enum Stop {
    /// Pass `index` refuses the module by design (not a finding).
    Refused(usize, String),
    /// Pass `index` panicked.
    Panic(usize, String),
    /// Pass `index` returned an error.
    Error(usize, String),
}

/// What checking a pass as it ran turned up: a decision that differs from the independent
/// model ([`crate::model`]), or a postcondition of its contract it broke
/// ([`crate::contracts`]).
#[derive(Clone, Debug)]
pub(super) enum Checked {
    Model(crate::model::ModelMismatch),
    Contract(crate::contracts::Violation),
}

impl Checked {
    /// The finding's detail: `model-RULE` or `contract-RULE`.
    pub(super) fn detail(&self) -> String {
        match self {
            Checked::Model(d) => format!("model-{}", d.rule),
            Checked::Contract(v) => format!("contract-{}", v.rule),
        }
    }
}

impl std::fmt::Display for Checked {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Checked::Model(d) => d.fmt(f),
            Checked::Contract(v) => v.fmt(f),
        }
    }
}

/// Runs `specs` on `m` one pass at a time (no verification), catching panics.
pub(super) fn run_passes(m: &mut Module, specs: &[PassSpec]) -> Result<Vec<Remark>, Stop> {
    run_passes_checked(m, specs, None, (false, None), &mut 0)
}

/// [`run_passes`], adding the time spent in the passes themselves to `pass_us`; with
/// `checked`, each pass that has an independent model ([`crate::model`]) is held against it
/// on the module it is given, and each pass's contract ([`crate::contracts`]) on the module
/// it leaves: each difference is pushed with the pass's index. `llvm_cost`: hold
/// `inline-cost` to LLVM 19's `opt` too ([`super::CheckOptions::llvm_cost`]), every such pass
/// or, given a turn, only one ([`super::CheckOptions::llvm_cost_turn`]).
pub(super) fn run_passes_checked(
    m: &mut Module,
    specs: &[PassSpec],
    mut checked: Option<&mut Vec<(usize, Checked)>>,
    (llvm_cost, turn): (bool, Option<u64>),
    pass_us: &mut u64,
) -> Result<Vec<Remark>, Stop> {
    let mut remarks = Vec::new();
    let costs: Vec<usize> = (0..specs.len())
        .filter(|&k| specs[k].name == "inline-cost")
        .collect();
    let held = |k: usize| {
        llvm_cost && turn.is_none_or(|t| costs.get(t as usize % costs.len().max(1)) == Some(&k))
    };
    for (k, spec) in specs.iter().enumerate() {
        // `inline-cost`'s reference is an external `opt` process: only where asked.
        let label = || Some(pass_label(spec));
        watch::step("model", label);
        let want = checked
            .as_ref()
            .filter(|_| spec.name != "inline-cost" || held(k))
            .and_then(|_| crate::model::decisions(spec.name, &spec.options, m));
        let start = remarks.len();
        let Some(info) = seam::passes::find_pass(spec.name) else {
            return Err(Stop::Error(k, format!("unknown pass '{}'", spec.name)));
        };
        // A refusal the pass declares by design ends the run without a finding, but only
        // where the seed's rules refuse too: each side is held to the model's.
        let refused = info.refuses.map(|refuses| refuses(m, &spec.options));
        if let (Some(out), Some(got)) = (checked.as_deref_mut(), &refused)
            && let Some(want) = crate::model::refusal(spec.name, &spec.options, m)
            && let Some(d) = crate::model::compare_refusal(spec.name, &want, got)
        {
            out.push((k, Checked::Model(d)));
        }
        if let Some(Err(why)) = refused {
            return Err(Stop::Refused(k, why));
        }
        // Every pass's contract: "no change" is said only of a module left as it was (a pass
        // manager keeps its analyses when told so), and "changed" only of one it changed (or
        // the manager throws away analyses, and a fixed-point driver never stops). The text
        // is compared, what a user sees.
        let before = checked.as_ref().map(|_| seam::text::print_module(m));
        let given = checked
            .as_ref()
            .and_then(|_| crate::contracts::before(spec, m));
        watch::step("pass", label);
        let t = Instant::now();
        let ran = catch(|| (info.run)(m, &spec.options, &mut remarks));
        *pass_us += super::us(t.elapsed());
        let changed = match ran {
            Ok(Ok(changed)) => changed,
            Ok(Err(e)) => return Err(Stop::Error(k, e.0)),
            Err(p) => return Err(Stop::Panic(k, p)),
        };
        if let Some(out) = checked.as_deref_mut() {
            watch::step("contract", label);
            if let Some(before) = &before {
                let same = *before == seam::text::print_module(m);
                if !changed && !same {
                    out.push((
                        k,
                        Checked::Contract(crate::contracts::unchanged_but_changed(spec.name)),
                    ));
                }
                if changed && same {
                    out.push((
                        k,
                        Checked::Contract(crate::contracts::changed_but_unchanged(spec.name)),
                    ));
                }
            }
            if let Some(want) = &want {
                for d in crate::model::compare(spec.name, want, &remarks[start..]) {
                    out.push((k, Checked::Model(d)));
                }
            }
            if crate::contracts::has_contract(spec.name) {
                for v in crate::contracts::check(spec, m, &remarks[start..]) {
                    out.push((k, Checked::Contract(v)));
                }
            }
            if let Some(given) = &given {
                for v in crate::contracts::check_against(spec, given, m, &remarks[start..]) {
                    out.push((k, Checked::Contract(v)));
                }
            }
        }
    }
    Ok(remarks)
}

/// The first pass after which `m` (a copy of the original) no longer verifies, with the errors.
pub(super) fn first_breaking_pass(
    original: &Module,
    specs: &[PassSpec],
) -> Option<(usize, String)> {
    let mut m = original.clone();
    for (k, spec) in specs.iter().enumerate() {
        if run_passes(&mut m, std::slice::from_ref(spec)).is_err() {
            return None;
        }
        if let Err(e) = seam::verify::verify_module(&m) {
            return Some((k, e.to_string()));
        }
    }
    None
}

/// How `p` runs on a case, and which launches (indices) it is judged by. A pipeline with a
/// pass that takes an entry point (`inline-all`, `remove-non-entrypoints`) and was given none
/// runs as it is on a module with one defined kernel (the passes' default entry point), and
/// otherwise once per launched kernel with `entry=KERNEL`, judged by that kernel's launches; one
/// given `entry=K` is judged by the launches of `K` (the others may be deleted); any other
/// runs once, judged by every launch.
pub fn entry_instances(
    p: &Pipeline,
    launches: &[Launch],
    m: &Module,
) -> Vec<(Pipeline, Vec<usize>)> {
    let hosted = with_host_refs(p, launches, m);
    let p = &hosted;
    let takes_entry = |s: &PassSpec| {
        seam::passes::find_pass(s.name).is_some_and(|i| i.options.iter().any(|o| o.name == "entry"))
    };
    let given = p.specs.iter().find_map(|s| {
        s.options
            .iter()
            .rev()
            .find(|(k, _)| k == "entry")
            .map(|(_, v)| v.trim_start_matches('@').to_owned())
    });
    let of = |k: &str| -> Vec<usize> {
        (0..launches.len())
            .filter(|&i| launches[i].kernel == k)
            .collect()
    };
    if let Some(k) = given {
        return vec![(p.clone(), of(&k))];
    }
    if !p.specs.iter().any(takes_entry) {
        return vec![(p.clone(), (0..launches.len()).collect())];
    }
    let mut kernels: Vec<&str> = launches.iter().map(|l| l.kernel.as_str()).collect();
    kernels.sort_unstable();
    kernels.dedup();
    // A module with one defined kernel runs without `entry=`, so that the passes' default
    // (the only kernel) is judged too.
    let mut defined = m
        .functions
        .iter()
        .filter(|(f, func)| func.body.is_some() && m.is_kernel(*f));
    if let (Some((_, only)), None) = (defined.next(), defined.next())
        && kernels.iter().all(|&k| k == only.name)
    {
        return vec![(p.clone(), (0..launches.len()).collect())];
    }
    kernels
        .into_iter()
        .map(|k| {
            let specs: Vec<PassSpec> = p
                .specs
                .iter()
                .map(|s| {
                    let mut s = s.clone();
                    if takes_entry(&s) {
                        s.options.push(("entry".to_owned(), k.to_owned()));
                    }
                    s
                })
                .collect();
            (Pipeline::of_specs(specs), of(k))
        })
        .collect()
}

/// Options the campaign derives from a case's launches (which kernels they name): a finding
/// is the same whichever they are.
pub(crate) const DERIVED_OPTIONS: &[&str] = &[
    "clone-budget",
    "entry",
    "inline-budget",
    "inline-total-budget",
    "import-instr-limit",
    "has-global-host-info",
    "host-ref-ek",
    "host-ref-ik",
    "host-ref-ec",
    "host-ref-ic",
    "host-ref-eg",
    "host-ref-ig",
    "optimize-unused-variables",
];

/// The clone budgets a generated case's `specialize-callees` runs with (when its pipeline
/// names none): unlimited (-1: the pass's default, given as no option, so that the default is
/// judged too), none, one and two attempts, so that the seed's budget rule is judged on every
/// side by the default campaign.
pub const CLONE_BUDGETS: [i64; 4] = [-1, 0, 1, 2];

/// `p` with a clone budget for each `specialize-callees` that has none: one of
/// [`CLONE_BUDGETS`], chosen by the size of `m` (so the same case always gets the same).
pub fn with_clone_budget(p: &Pipeline, m: &Module) -> Pipeline {
    let budget = CLONE_BUDGETS[(m.inst_count() + m.functions.len()) % CLONE_BUDGETS.len()];
    with_option(
        p,
        |s| s.name == "specialize-callees",
        "clone-budget",
        (budget != -1).then(|| budget.to_string()),
    )
}

/// `p` with a per-caller budget for each `inline<model=nvidia>` that has none, chosen by the
/// size of `m`: the default (none given), 300, 0, or exactly the cost of the first called
/// function that calls nothing (5 per instruction), so that `cost <= budget` is judged at its
/// boundary by the default campaign; and a module budget (`inline-total-budget`) chosen apart:
/// the default, -1, 0 or that leaf's cost.
pub fn with_inline_budget(p: &Pipeline, m: &Module) -> Pipeline {
    // The cost of the first call's callee that calls nothing itself (its size is the same
    // when its callers are visited).
    let leaf_cost = || {
        m.functions
            .keys()
            .flat_map(|f| seam::analysis::direct_calls(m, f))
            .find_map(|(_, g)| {
                let body = m.functions[g].body.as_ref()?;
                let leaf = !m.is_kernel(g)
                    && !body
                        .inst_order()
                        .any(|(_, i)| matches!(body.insts[i].data, InstData::Call(_)));
                leaf.then(|| 5 * body.inst_count())
            })
            .unwrap_or(0)
    };
    let budget = match (m.inst_count() / 4 + m.functions.len()) % 4 {
        1 => Some("300".to_owned()),
        2 => Some("0".to_owned()),
        3 => Some(leaf_cost().to_string()),
        _ => None,
    };
    // The module budget likewise, drawn apart: the default (the module's size), unlimited,
    // none (only inlines that delete their callee fit), or exactly one leaf's cost.
    let total = match (m.inst_count() / 3 + 2 * m.functions.len()) % 4 {
        1 => Some("-1".to_owned()),
        2 => Some("0".to_owned()),
        3 => Some(leaf_cost().to_string()),
        _ => None,
    };
    let nvidia = |s: &PassSpec| {
        s.name == "inline" && s.options.iter().any(|(k, v)| k == "model" && v == "nvidia")
    };
    with_option(
        &with_option(p, nvidia, "inline-budget", budget),
        nvidia,
        "inline-total-budget",
        total,
    )
}

/// `p` with an import limit for each `thin-lto` that sets none: one module in four (by its
/// size, drawn apart from the other budgets) gets exactly the instruction count of the first
/// function a direct call names that ThinLTO could import (defined, not local, not a kernel),
/// so that seed 003's `count <= threshold` is judged at equality along a plain edge (the
/// limit times 1); the others keep the default (100).
pub fn with_import_limit(p: &Pipeline, m: &Module) -> Pipeline {
    with_option(
        p,
        |s| s.name == "thin-lto",
        "import-instr-limit",
        crate::model::exact_import_limit(m).map(|n| n.to_string()),
    )
}

/// `p` with `key=value` added to each pass `applies` to that does not set `key` (nothing
/// when `value` is `None`).
fn with_option(
    p: &Pipeline,
    applies: impl Fn(&PassSpec) -> bool,
    key: &str,
    value: Option<String>,
) -> Pipeline {
    let needs = |s: &PassSpec| applies(s) && !s.options.iter().any(|(k, _)| k == key);
    let Some(value) = value.filter(|_| p.specs.iter().any(needs)) else {
        return p.clone();
    };
    let specs = p
        .specs
        .iter()
        .map(|s| {
            let mut s = s.clone();
            if needs(&s) {
                s.options.push((key.to_owned(), value.clone()));
            }
            s
        })
        .collect();
    Pipeline::of_specs(specs)
}

/// `p` with the host's references given where it has a `dead-kernel-elim` without them: the
/// host launches exactly the kernels the case's launches name and reads back exactly the
/// globals the oracles observe that it can name (externally visible ones), and unused
/// variables are eliminated (`optimize-unused-variables`): the named pipeline `lto` on a case
/// is seed 003's LTO with nvlink's host information.
///
/// So that every term of the seed's preserved-set rule is judged ([`host_refs`]): each of the
/// six lists names something in some modules, and one module in four (by its size, as
/// [`with_clone_budget`] chooses) runs without `optimize-unused-variables`.
fn with_host_refs(p: &Pipeline, launches: &[Launch], m: &Module) -> Pipeline {
    let needs = |s: &PassSpec| {
        s.name == "dead-kernel-elim" && !s.options.iter().any(|(k, _)| k == "has-global-host-info")
    };
    if !p.specs.iter().any(needs) {
        return p.clone();
    }
    let refs = host_refs(launches, m);
    let specs: Vec<PassSpec> = p
        .specs
        .iter()
        .map(|s| {
            let mut s = s.clone();
            if needs(&s) {
                s.options.extend(refs.iter().cloned());
            }
            s
        })
        .collect();
    Pipeline::of_specs(specs)
}

/// The six host-reference lists of seed 003, each as an option of `dead-kernel-elim`.
pub const HOST_REF_LISTS: [&str; 6] = [
    "host-ref-ek",
    "host-ref-ik",
    "host-ref-ec",
    "host-ref-ic",
    "host-ref-eg",
    "host-ref-ig",
];

/// The host's references for a case: `has-global-host-info`, `optimize-unused-variables`
/// (off in one module in four) and the six lists, so that each list alone decides something
/// in some modules, with and without the option. Which list names what is drawn from the
/// module's size, apart from the option:
/// - each launched kernel is named in `host-ref-ek` or `host-ref-ik` (alternating, the first
///   one's list drawn), so that each kernel list alone keeps a kernel;
/// - the first kernel no launch names, the first `addrspace(4)` variable and the first
///   `addrspace(1)` variable with an initializer are each named in one of the four variable
///   lists (each drawn). The seed's preserved set is one set of names: without the option a
///   kernel (or a variable of the other kind) named in any variable list is preserved by that
///   list alone; with it, a kernel named in a variable list is a dead kernel, a constant named
///   only in a global list (or a global named only in a constant list) is queued, and a
///   variable named in its own kind's list is exempt by that list alone;
/// - the globals the oracles observe that the host can name go to `host-ref-eg` or
///   `host-ref-ig` (drawn).
pub fn host_refs(launches: &[Launch], m: &Module) -> Vec<(String, String)> {
    const VARS: [&str; 4] = ["host-ref-ec", "host-ref-ic", "host-ref-eg", "host-ref-ig"];
    let r = m.inst_count() / 2 + 3 * m.functions.len() + 5 * m.globals.len();
    let mut lists: Vec<(&str, Vec<String>)> =
        HOST_REF_LISTS.iter().map(|&l| (l, Vec::new())).collect();
    let mut name_in = |list: &str, name: &str| {
        if let Some((_, names)) = lists.iter_mut().find(|(l, _)| *l == list)
            && !names.iter().any(|n| n == name)
        {
            names.push(name.to_owned());
        }
    };
    let mut kernels: Vec<&str> = launches.iter().map(|l| l.kernel.as_str()).collect();
    kernels.sort_unstable();
    kernels.dedup();
    for (i, k) in kernels.iter().enumerate() {
        name_in(HOST_REF_LISTS[(i + r) % 2], k);
    }
    for g in seam_oracle::observed_globals(m)
        .into_iter()
        .filter(|g| !g.local)
    {
        name_in(VARS[2 + (r / 64) % 2], &g.name);
    }
    let unlaunched = m
        .functions
        .iter()
        .filter(|&(f, func)| func.body.is_some() && m.is_kernel(f))
        .map(|(_, func)| func.name.as_str())
        .filter(|name| !kernels.contains(name))
        .min();
    let first_in = |space: seam::ir::AddrSpace| {
        m.globals
            .values()
            .filter(|g| g.space == space && g.init.is_some())
            .map(|g| g.name.as_str())
            .min()
    };
    if let Some(k) = unlaunched {
        name_in(VARS[(r / 2) % 4], k);
    }
    if let Some(c) = first_in(seam::ir::AddrSpace::CONST) {
        name_in(VARS[(r / 8) % 4], c);
    }
    if let Some(g) = first_in(seam::ir::AddrSpace::GLOBAL) {
        name_in(VARS[(r / 32) % 4], g);
    }
    let optimize_vars = (m.inst_count() + m.globals.len()) % 4 != 3;
    let mut out = vec![
        ("has-global-host-info".to_owned(), "true".to_owned()),
        (
            "optimize-unused-variables".to_owned(),
            optimize_vars.to_string(),
        ),
    ];
    out.extend(
        lists
            .into_iter()
            .filter(|(_, names)| !names.is_empty())
            .map(|(l, names)| (l.to_owned(), names.join(","))),
    );
    out
}

/// A pass as findings name it: as written, less the options derived from the case's launches
/// (which kernel a pass ran for, which kernels the host launches, do not make another
/// finding).
pub(crate) fn pass_label(spec: &PassSpec) -> String {
    PassSpec {
        name: spec.name,
        options: spec
            .options
            .iter()
            .filter(|(k, _)| !DERIVED_OPTIONS.contains(&k.as_str()))
            .cloned()
            .collect(),
    }
    .to_string()
}
