//! NVIDIA's production compiler as a system under test (`docs/nvvm.md`): the original module
//! through libNVVM 13.5 at `-opt=3` and `-opt=0` ([`NVVM_LEVELS`]), its PTX assembled by ptxas
//! 13.5 and run in seam's PTX interpreter, launch by launch against the IR interpreter's
//! outcomes; and NVVM's inlining decisions at `-opt=3` held beside the reference's.
//!
//! Findings are of kind `nvvm`, named by the level: `nvvm.nvvm-O3.miscompile-value` (NVVM's
//! PTX observes something else: a miscompile candidate), `nvvm.nvvm-O0.refused-invalid-ir`
//! (libNVVM refuses valid IR), `nvvm.nvvm-O3.crash`, `nvvm.nvvm-O3.timeout`,
//! `nvvm.nvvm-O0.ptxas-rejected` (ptxas 13.5 refuses NVVM's PTX). The PTX interpreter failing
//! on NVVM's PTX is seam's limit, not NVVM's: an oracle disagreement `nvvm-ptx-interp-error`.
//!
//! What is compared: every buffer and every global the host can name. A global of local
//! linkage is left out on both sides: the host cannot read it, and a whole-module optimizer
//! may delete, split, shrink or stop storing to it (NVVM's GlobalOpt does).
//!
//! Decisions are not findings — NVVM is not bound by the seeds — but a tally
//! ([`DecisionTally`]): for every direct call site of the original to a defined function,
//! whether NVVM inlined it, next to what the reference's inliners decide
//! (`force-inline,always-inline,inline<model=nvidia>`: `tileiras`'s inlining passes).

use std::collections::{BTreeMap, HashMap};

use seam::ir::Module;
use seam::passes::Remark;
use seam_oracle::{Limits, Outcome, Verdict};
use serde::{Deserialize, Serialize};

use super::{Clock, Cx, Stage};
use crate::guard::catch;
use crate::judge::{FindingKind, NvvmCode, outcome_shape};

/// The `-opt` levels each sampled case is compiled at.
pub const NVVM_LEVELS: [u8; 2] = [3, 0];

/// The reference's inlining passes the decisions are held beside.
pub const REFERENCE_INLINING: &str = "force-inline,always-inline,inline<model=nvidia>";

/// The stage.
#[derive(Clone, Copy, Debug)]
pub struct Nvvm;

/// One compilation of a case by NVIDIA's compiler, as `cases.jsonl` records it.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct NvvmRun {
    /// `-opt=`.
    pub opt: u8,
    /// The front end: `latest` (`-nvvm-latest`, LLVM 19 text) or `legacy` (NVVM IR 2.0).
    #[serde(default = "latest", skip_serializing_if = "is_latest")]
    pub front_end: String,
    /// `ok`, or the failure's kind (`nvvm-refused-invalid-ir`, `ptxas-rejected`, ...).
    pub outcome: String,
    /// Launches run on NVVM's PTX.
    pub launches: u64,
    /// Of those, launches that observed what the IR interpreter observed.
    pub agree: u64,
    /// Launches not compared: the IR interpreter did not complete them, or the PTX
    /// interpreter could not run NVVM's PTX.
    pub skipped: u64,
    /// ptxas 13.5's registers, summed over the kernels.
    pub registers: u64,
    /// Its spill bytes (stores and loads) over the kernels.
    pub spill_bytes: u64,
    /// Its stack frame bytes over the kernels.
    pub stack_bytes: u64,
    /// The inlining decisions held beside the reference's (`-opt=3` only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decisions: Option<DecisionTally>,
    /// The older toolkit (libNVVM and ptxas 12.9) on the same NVVM IR 2.0, kernel by kernel
    /// beside this run's (the legacy front end at `-opt=3`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub older: Option<super::toolkit::ToolkitRun>,
}

fn latest() -> String {
    "latest".into()
}

fn is_latest(s: &String) -> bool {
    s.is_empty() || s == "latest"
}

impl NvvmRun {
    /// The compilation's name: `nvvm-O3`, `nvvm-legacy-O0`.
    pub fn compilation(&self) -> String {
        if is_latest(&self.front_end) {
            format!("nvvm-O{}", self.opt)
        } else {
            format!("nvvm-{}-O{}", self.front_end, self.opt)
        }
    }
}

/// NVVM's inlining decisions beside the reference's, over call sites.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct DecisionTally {
    /// Direct call sites of the original to a defined function.
    pub sites: u64,
    /// Both inlined it.
    pub both_inlined: u64,
    /// Both kept the call.
    pub both_kept: u64,
    /// The reference inlined it, NVVM kept it.
    pub reference_only: u64,
    /// NVVM inlined it, the reference kept it.
    pub nvvm_only: u64,
    /// One side says nothing of it: [`DecisionTally::nvvm_silent`] plus
    /// [`DecisionTally::reference_silent`].
    pub unknown: u64,
    /// NVVM says nothing of it: it deleted the caller, or the call, before inlining (a
    /// function no kernel reaches, a call in dead code).
    #[serde(default)]
    pub nvvm_silent: u64,
    /// The reference says nothing of it (an indirect call made direct by NVVM, a caller the
    /// reference deleted first).
    #[serde(default)]
    pub reference_silent: u64,
    /// The disagreements by their reasons: `reference inlined (force-inline: kernel) / nvvm
    /// kept (cost)` → sites.
    pub classes: BTreeMap<String, u64>,
}

impl DecisionTally {
    /// Adds `o`'s counts.
    pub fn add(&mut self, o: &DecisionTally) {
        self.sites += o.sites;
        self.both_inlined += o.both_inlined;
        self.both_kept += o.both_kept;
        self.reference_only += o.reference_only;
        self.nvvm_only += o.nvvm_only;
        self.unknown += o.unknown;
        self.nvvm_silent += o.nvvm_silent;
        self.reference_silent += o.reference_silent;
        for (k, v) in &o.classes {
            *self.classes.entry(k.clone()).or_default() += v;
        }
    }

    /// Sites both sides decided alike.
    pub fn agree(&self) -> u64 {
        self.both_inlined + self.both_kept
    }
}

/// NVIDIA's compiler over a campaign: per level, cases compiled, launches and agreement,
/// failures by kind; registers, spills and stack beside LLVM 19's on the cases both compiled;
/// the decision tally.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct NvvmTotals {
    /// Per `-opt` level (`O3`, `O0`; the legacy front end's `legacy-O3`, `legacy-O0`).
    pub levels: BTreeMap<String, NvvmLevelTotals>,
    /// The legacy front end: cases seam printed as NVVM IR 2.0, and those it refused to, by
    /// reason (`bfloat`, ...).
    #[serde(default)]
    pub legacy: LegacyTotals,
    /// The decisions at `-opt=3`.
    pub decisions: DecisionTally,
    /// libNVVM 12.9 beside 13.5 on the same NVVM IR 2.0 at `-opt=3`, each with its ptxas.
    #[serde(default)]
    pub toolkits: super::toolkit::ToolkitTotals,
}

/// The NVVM IR 2.0 printer over a campaign.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct LegacyTotals {
    /// Cases sampled for the legacy front end.
    pub cases: u64,
    /// Of those, printed in the dialect.
    pub printed: u64,
    /// The others, by the printer's reason.
    pub refused: BTreeMap<String, u64>,
}

/// One level's totals.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct NvvmLevelTotals {
    /// Cases compiled (or tried).
    pub cases: u64,
    /// Cases whose compilation failed, by kind.
    pub failures: BTreeMap<String, u64>,
    /// Launches run, agreeing, and not compared.
    pub launches: u64,
    /// Launches that agreed.
    pub agree: u64,
    /// Launches not compared.
    pub skipped: u64,
    /// Over the cases that LLVM 19 compiled too: (cases, NVVM's registers, LLVM's registers,
    /// NVVM's spill bytes, LLVM's, NVVM's stack bytes, LLVM's).
    pub beside_llvm: BesideLlvm,
}

/// NVVM's numbers beside LLVM 19's on the same cases.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct BesideLlvm {
    /// Cases both compiled.
    pub cases: u64,
    /// Registers summed over the kernels: NVVM's, LLVM's.
    pub registers: (u64, u64),
    /// Spill bytes: NVVM's, LLVM's.
    pub spill_bytes: (u64, u64),
    /// Stack frame bytes: NVVM's, LLVM's.
    pub stack_bytes: (u64, u64),
}

impl NvvmTotals {
    /// Adds one case's runs; `llvm`: ptxas 12.9's totals of LLVM 19's code of the same case.
    pub fn add_case(
        &mut self,
        seed: u64,
        runs: &[NvvmRun],
        llvm: Option<&crate::judge::CodegenTotals>,
    ) {
        for r in runs {
            if let Some(o) = &r.older {
                self.toolkits.add(seed, o);
            }
            let key = if is_latest(&r.front_end) {
                format!("O{}", r.opt)
            } else {
                format!("{}-O{}", r.front_end, r.opt)
            };
            if let Some(reason) = r.outcome.strip_prefix("unprinted-") {
                self.legacy.cases += 1;
                *self.legacy.refused.entry(reason.to_owned()).or_default() += 1;
                continue;
            }
            if r.front_end == "legacy" && r.opt == NVVM_LEVELS[0] {
                self.legacy.cases += 1;
                self.legacy.printed += 1;
            }
            let t = self.levels.entry(key).or_default();
            t.cases += 1;
            if r.outcome != "ok" {
                *t.failures.entry(r.outcome.clone()).or_default() += 1;
            }
            t.launches += r.launches;
            t.agree += r.agree;
            t.skipped += r.skipped;
            if let (Some(l), "ok") = (llvm, r.outcome.as_str()) {
                let b = &mut t.beside_llvm;
                b.cases += 1;
                b.registers.0 += r.registers;
                b.registers.1 += l.registers;
                b.spill_bytes.0 += r.spill_bytes;
                b.spill_bytes.1 += l.spill_bytes;
                b.stack_bytes.0 += r.stack_bytes;
                b.stack_bytes.1 += l.stack_bytes;
            }
            if let Some(d) = &r.decisions {
                self.decisions.add(d);
            }
        }
    }

    /// Lines for the campaign's end summary.
    pub fn lines(&self) -> Vec<String> {
        let mut out = Vec::new();
        for (level, t) in &self.levels {
            let share = if t.launches > t.skipped {
                100.0 * t.agree as f64 / (t.launches - t.skipped) as f64
            } else {
                100.0
            };
            let mut line = format!(
                "nvvm {level}: {} cases, {} launches, {:.2}% agree with the IR interpreter ({} not compared)",
                t.cases, t.launches, share, t.skipped
            );
            if !t.failures.is_empty() {
                let f: Vec<String> = t.failures.iter().map(|(k, v)| format!("{k} {v}")).collect();
                line.push_str(&format!("; failures: {}", f.join(", ")));
            }
            let b = &t.beside_llvm;
            if b.cases > 0 {
                line.push_str(&format!(
                    "; beside LLVM 19 on {} cases: registers {} vs {}, spill bytes {} vs {}, stack bytes {} vs {}",
                    b.cases,
                    b.registers.0,
                    b.registers.1,
                    b.spill_bytes.0,
                    b.spill_bytes.1,
                    b.stack_bytes.0,
                    b.stack_bytes.1
                ));
            }
            out.push(line);
        }
        let lg = &self.legacy;
        if lg.cases > 0 {
            let mut line = format!(
                "nvvm legacy front end (NVVM IR 2.0): {} of {} cases printed in the dialect",
                lg.printed, lg.cases
            );
            if !lg.refused.is_empty() {
                let r: Vec<String> = lg.refused.iter().map(|(k, v)| format!("{k} {v}")).collect();
                line.push_str(&format!("; refused: {}", r.join(", ")));
            }
            out.push(line);
        }
        out.extend(self.toolkits.lines_as(
            "libNVVM 13.5 beside 12.9 (legacy front end, -opt=3, each toolkit's ptxas) on the same NVVM IR 2.0",
        ));
        let d = &self.decisions;
        if d.sites > 0 {
            out.push(format!(
                "nvvm inlining vs the reference ({REFERENCE_INLINING}): {} call sites, {} agree \
                 ({} both inlined, {} both kept), {} inlined by the reference only, {} by NVVM \
                 only, {} unknown ({} NVVM deleted first, {} the reference says nothing of)",
                d.sites,
                d.agree(),
                d.both_inlined,
                d.both_kept,
                d.reference_only,
                d.nvvm_only,
                d.unknown,
                d.nvvm_silent,
                d.reference_silent
            ));
            let mut classes: Vec<(&String, &u64)> = d.classes.iter().collect();
            classes.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
            for (k, v) in classes.into_iter().take(8) {
                out.push(format!("  {v:>6}  {k}"));
            }
        }
        out
    }
}

impl Stage for Nvvm {
    fn name(&self) -> &'static str {
        "nvvm"
    }

    fn clock(&self) -> Clock {
        Clock::Backend
    }

    fn run(&self, cx: &mut Cx<'_>) {
        if cx.pipeline.is_some() || !cx.opts.nvvm || !cx.backend.has_nvvm() {
            return;
        }
        let text = cx.text().to_owned();
        for opt in NVVM_LEVELS {
            let pipeline = format!("nvvm-O{opt}");
            let mut run = NvvmRun {
                opt,
                front_end: latest(),
                outcome: "ok".into(),
                ..NvvmRun::default()
            };
            let code = match cx.backend.nvvm(&text, opt, opt == 3) {
                None => return,
                Some(Err(e)) => {
                    run.outcome = format!("{}-{}", e.tool, e.kind);
                    let what = match e.tool {
                        "ptxas" => "ptxas 13.5 refuses the PTX libNVVM made",
                        _ => "libNVVM fails on the module",
                    };
                    cx.findings.push(nvvm_finding(
                        &pipeline,
                        if e.tool == "ptxas" {
                            format!("ptxas-{}", e.kind)
                        } else {
                            e.kind.clone()
                        },
                        format!("{what} at -opt={opt}:\n{}", e.message),
                        None,
                    ));
                    cx.case.nvvm.push(run);
                    continue;
                }
                Some(Ok(c)) => c,
            };
            tally_kernels(&code, &mut run);
            observe(cx, &code, &pipeline, &mut run);
            if opt == 3 {
                run.decisions = Some(decisions(cx.module, &code.remarks));
            }
            cx.case.nvvm.push(run);
        }
    }
}

/// A finding about NVVM on the original module: its pipeline `none` (what `seam check` and
/// the reducer judge), its "pass" the compilation (`nvvm-O3`), so that the signature reads
/// `nvvm.nvvm-O3.DETAIL`.
pub(super) fn nvvm_finding(
    compilation: &str,
    detail: String,
    message: String,
    launch: Option<usize>,
) -> crate::judge::Finding {
    crate::judge::Finding {
        kind: FindingKind::Nvvm,
        pipeline: "none".to_owned(),
        pass: Some(compilation.to_owned()),
        detail,
        message,
        launch,
    }
}

/// Adds ptxas's numbers of `code`'s kernels to `run`.
pub(super) fn tally_kernels(code: &NvvmCode, run: &mut NvvmRun) {
    for f in code.functions.iter().filter(|f| f.entry) {
        run.registers += f.registers;
        run.spill_bytes += f.spill_stores + f.spill_loads;
        run.stack_bytes += f.stack_bytes;
    }
}

/// Runs the case's launches on NVVM's PTX and compares with the IR interpreter's outcomes.
pub(super) fn observe(cx: &mut Cx<'_>, code: &NvvmCode, pipeline: &str, run: &mut NvvmRun) {
    let limits: Limits = cx.opts.limits;
    let launches = cx.subject.launches;
    run.launches = launches.len() as u64;
    let interp = match catch(|| seam_oracle::ptx::PtxInterpreter::parse(&code.ptx)) {
        Ok(Ok(i)) => i,
        Ok(Err(e)) => {
            run.skipped = run.launches;
            cx.findings.push(cx.finding(
                FindingKind::OracleDisagreement,
                None,
                "nvvm-ptx-interp-error".into(),
                format!("the PTX interpreter refuses the PTX libNVVM made ({pipeline}): {e}"),
                None,
            ));
            return;
        }
        Err(p) => {
            run.skipped = run.launches;
            cx.findings.push(cx.finding(
                FindingKind::OracleDisagreement,
                None,
                "nvvm-ptx-interp-error".into(),
                format!("the PTX interpreter panicked on the PTX libNVVM made ({pipeline}): {p}"),
                None,
            ));
            return;
        }
    };
    let mut reported = false;
    let mut fused = None;
    for (i, (l, e)) in launches.iter().zip(cx.expected).enumerate() {
        if !e.is_completed() {
            run.skipped += 1;
            continue;
        }
        let got = seam_oracle::gpu::plan::LaunchPlan::new(cx.module, &code.ptx, l)
            .map_err(|err| format!("planning {} for NVVM's PTX: {err}", l.brief()))
            .and_then(|plan| match catch(|| interp.run(&plan, limits)) {
                Err(p) => Err(format!(
                    "the PTX interpreter panicked on {}: {p}",
                    l.brief()
                )),
                Ok(Err(err)) => Err(format!(
                    "the PTX interpreter failed on {}: {err}",
                    l.brief()
                )),
                Ok(Ok(o)) => Ok(o),
            });
        let got = match got {
            Ok(o) => o,
            Err(message) => {
                run.skipped += 1;
                if !reported {
                    reported = true;
                    cx.findings.push(cx.finding(
                        FindingKind::OracleDisagreement,
                        None,
                        "nvvm-ptx-interp-error".into(),
                        format!("{message} ({pipeline})"),
                        Some(i),
                    ));
                }
                continue;
            }
        };
        match seam_oracle::compare(&host_visible(e), &host_visible(&got)) {
            Verdict::Same => run.agree += 1,
            // NVIDIA's compiler may fuse `contract` pairs too, and with fast-math freedoms give
            // other float results (`docs/semantics.md`).
            Verdict::Differ(_)
                if (seam_oracle::contract::fast_math_freedom(cx.module)
                    && seam_oracle::contract::differs_only_in_floats(
                        &host_visible(e),
                        &host_visible(&got),
                    ))
                    || seam_oracle::contract::contracted_outcome(
                        cx.module, &mut fused, l, limits,
                    )
                    .is_some_and(|o| {
                        seam_oracle::compare(&host_visible(&o), &host_visible(&got)).is_same()
                    }) =>
            {
                run.agree += 1
            }
            Verdict::Differ(why) => {
                if !reported {
                    reported = true;
                    cx.findings.push(nvvm_finding(
                        pipeline,
                        format!("miscompile-{}", outcome_shape(&got)),
                        format!(
                            "NVVM's PTX ({pipeline}, run in the PTX interpreter) and the IR \
                             interpreter disagree on launch {i}, {}:\n{why}",
                            l.brief()
                        ),
                        Some(i),
                    ));
                }
            }
        }
    }
}

/// `o` without the globals the host cannot name (local linkage or hidden visibility).
fn host_visible(o: &Outcome) -> Outcome {
    match o {
        Outcome::Completed(obs) => {
            let mut obs = obs.clone();
            obs.entries.retain(|e| !e.local);
            Outcome::Completed(obs)
        }
        other => other.clone(),
    }
}

/// What one side decided of a call site: inlined or kept, and why.
type Side = Option<(bool, String)>;

/// The decision tally of `m`'s direct call sites: NVVM's `remarks` beside the reference's.
pub fn decisions(m: &Module, remarks: &[Remark]) -> DecisionTally {
    let sites = call_sites(m);
    let mut reference_module = m.clone();
    let reference = match catch(|| {
        seam::passes::run_pipeline(
            &mut reference_module,
            REFERENCE_INLINING,
            &Default::default(),
        )
    }) {
        Ok(Ok(r)) => r,
        // The judge reports the reference's own failures on its pipelines.
        _ => return DecisionTally::default(),
    };
    let forced: HashMap<String, String> = reference
        .iter()
        .filter(|r| r.pass == "force-inline" && r.decision == "force-inline")
        .map(|r| (r.function.clone(), r.reason.clone()))
        .collect();
    let mut ours: HashMap<(String, String), (bool, String)> = HashMap::new();
    for r in &reference {
        if !matches!(r.pass, "always-inline" | "inline") {
            continue;
        }
        let Some(callee) = r.value("callee") else {
            continue;
        };
        let callee = callee.trim_start_matches('@').to_owned();
        let inlined = r.decision == "inlined";
        if !inlined && r.decision != "not-inlined" {
            continue;
        }
        let why = match forced.get(&callee) {
            Some(reason) if inlined => format!("force-inline: {reason}"),
            _ => r.reason.clone(),
        };
        // The first decision of a site stands (a later round sees the inlined copies).
        ours.entry((r.function.clone(), callee))
            .or_insert((inlined, why));
    }
    let mut theirs: HashMap<(String, String), (bool, String)> = HashMap::new();
    let mut kept_anywhere: HashMap<String, String> = HashMap::new();
    for r in remarks {
        let Some(callee) = r.value("callee") else {
            continue;
        };
        let callee = callee.trim_start_matches('@').to_owned();
        let inlined = r.decision == "inlined";
        if !inlined {
            kept_anywhere
                .entry(callee.clone())
                .or_insert_with(|| r.reason.clone());
        }
        theirs
            .entry((r.function.clone(), callee))
            .or_insert((inlined, r.reason.clone()));
    }
    let mut t = DecisionTally::default();
    for (caller, callee) in sites {
        t.sites += 1;
        let key = (caller, callee.clone());
        let a: Side = ours.get(&key).cloned();
        // A call NVVM kept in a caller it then inlined elsewhere is found under the new
        // caller: kept somewhere counts as kept.
        let b: Side = theirs
            .get(&key)
            .cloned()
            .or_else(|| kept_anywhere.get(&callee).map(|why| (false, why.clone())));
        match (a, b) {
            (Some((true, _)), Some((true, _))) => t.both_inlined += 1,
            (Some((false, _)), Some((false, _))) => t.both_kept += 1,
            (Some((x, why_a)), Some((_, why_b))) => {
                let class = if x {
                    t.reference_only += 1;
                    format!("reference inlined ({why_a}) / nvvm kept ({why_b})")
                } else {
                    t.nvvm_only += 1;
                    format!("reference kept ({why_a}) / nvvm inlined ({why_b})")
                };
                *t.classes.entry(class).or_default() += 1;
            }
            (a, b) => {
                t.unknown += 1;
                t.nvvm_silent += u64::from(b.is_none());
                t.reference_silent += u64::from(a.is_none() && b.is_some());
            }
        }
    }
    t
}

/// `(caller, callee)` of every direct call of `m` to a function it defines.
fn call_sites(m: &Module) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for (f, func) in m.functions.iter() {
        for (_, g) in seam::analysis::callgraph::direct_calls(m, f) {
            if !m.functions[g].is_declaration() {
                out.push((func.name.to_string(), m.functions[g].name.to_string()));
            }
        }
    }
    out
}
