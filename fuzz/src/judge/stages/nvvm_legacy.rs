//! NVIDIA's compiler through its legacy front end (`docs/nvvm.md`, "The legacy front end"):
//! the original module printed as NVVM IR 2.0, the LLVM 7 dialect every 12.x toolkit and
//! 13.x for compute_75..90a read ([`seam::nvvm::legacy`]), verified by libNVVM and compiled at
//! `-opt=3` and `-opt=0` without `-nvvm-latest`; its PTX through ptxas 13.5 and the PTX
//! interpreter, launch by launch against the IR interpreter — the same comparison, findings
//! and reduction as the `nvvm` stage, under the compilations `nvvm-legacy-O3` and
//! `nvvm-legacy-O0`. Both front ends are held to the IR interpreter on the same launches, so
//! where both compile they are held to each other too.
//!
//! Where the backend has the older toolkit too (libNVVM and ptxas 12.9, `scripts/setup.sh`),
//! the same text goes through it at `-opt=3` (compilation `nvvm-legacy12-O3`): held to the IR
//! interpreter like 13.5, and its kernels' registers, spills and stack set beside 13.5's
//! ([`NvvmRun::older`], summed in `NvvmTotals::toolkits`). A refusal or crash by one toolkit
//! only is a finding of that compilation.
//!
//! A module the printer refuses (`bfloat`, ...) is counted by reason, not a finding: the
//! dialect has no form for it. libNVVM's verifier refusing the printed text is seam's fault:
//! an oracle disagreement `nvvm-legacy-input-refused`.

use super::nvvm::{NVVM_LEVELS, NvvmRun, nvvm_finding, observe, tally_kernels};
use super::{Clock, Cx, Stage};
use crate::guard::catch;
use crate::judge::FindingKind;

/// The stage.
#[derive(Clone, Copy, Debug)]
pub struct NvvmLegacy;

/// The older toolkit's front end, as [`NvvmRun::front_end`] names it: libNVVM 12.9 (and
/// ptxas 12.9) on the same NVVM IR 2.0; compilations `nvvm-legacy12-O3`.
pub const OLDER: &str = "legacy12";

/// Known defects of the legacy front end, told by what ptxas says of its PTX: (ptxas's words,
/// the name in a finding's detail, the reproducer in `docs/tool-bugs/`).
const KNOWN: &[(&str, &str, &str)] = &[
    (
        "Immediate addresses allowed only for .local",
        "known-nvvm-legacy-immediate-shared-address",
        "nvvm-13.5-legacy-O0-immediate-shared-address.ll",
    ),
    (
        "Argument 1 of instruction 'call': must be register",
        "known-nvvm-legacy-indirect-call-of-a-symbol",
        "nvvm-legacy-O3-indirect-call-of-a-symbol.ll",
    ),
];

impl Stage for NvvmLegacy {
    fn name(&self) -> &'static str {
        "nvvm-legacy"
    }

    fn clock(&self) -> Clock {
        Clock::Backend
    }

    fn run(&self, cx: &mut Cx<'_>) {
        if cx.pipeline.is_some() || !cx.opts.nvvm || !cx.opts.nvvm_legacy || !cx.backend.has_nvvm()
        {
            return;
        }
        let printed = match catch(|| seam::nvvm::legacy::print_legacy(cx.module)) {
            Ok(Ok(t)) => t,
            Ok(Err(refusal)) => {
                cx.case.nvvm.push(NvvmRun {
                    opt: NVVM_LEVELS[0],
                    front_end: "legacy".into(),
                    outcome: format!("unprinted-{}", refusal.reason()),
                    ..NvvmRun::default()
                });
                return;
            }
            Err(p) => {
                cx.findings.push(cx.finding(
                    FindingKind::Harness,
                    None,
                    "nvvm-legacy-printer-panic".into(),
                    format!("the NVVM IR 2.0 printer panicked: {p}"),
                    None,
                ));
                return;
            }
        };
        // 13.5 at both levels, then the older toolkit (12.9) at -opt=3, held to the IR
        // interpreter the same way and its kernels set beside 13.5's.
        let mut newer_o3: Option<Vec<crate::judge::FunctionStats>> = None;
        let compilations = NVVM_LEVELS
            .iter()
            .map(|&o| ("legacy", o))
            .chain([(OLDER, NVVM_LEVELS[0])]);
        for (front_end, opt) in compilations {
            let mut run = NvvmRun {
                opt,
                front_end: front_end.into(),
                outcome: "ok".into(),
                ..NvvmRun::default()
            };
            let compilation = run.compilation();
            let compiled = if front_end == OLDER {
                cx.backend.nvvm_legacy_older(&printed, opt)
            } else {
                cx.backend.nvvm_legacy(&printed, opt)
            };
            let code = match compiled {
                None => return,
                Some(Err(e)) if e.kind == "input-refused" => {
                    run.outcome = "input-refused".into();
                    cx.case.nvvm.push(run);
                    cx.findings.push(cx.finding(
                        FindingKind::OracleDisagreement,
                        None,
                        "nvvm-legacy-input-refused".into(),
                        format!(
                            "libNVVM's verifier refuses the NVVM IR 2.0 seam printed \
                             (`seam nvvm FILE --front-end legacy --print-input`): {}",
                            e.message
                        ),
                        None,
                    ));
                    // The other level reads the same text.
                    return;
                }
                Some(Err(e)) => {
                    run.outcome = format!("{}-{}", e.tool, e.kind);
                    let what = match e.tool {
                        "ptxas" => "ptxas 13.5 refuses the PTX libNVVM's legacy front end made",
                        _ => "libNVVM's legacy front end fails on the module",
                    };
                    let known = KNOWN
                        .iter()
                        .find(|k| e.tool == "ptxas" && e.message.contains(k.0));
                    cx.findings.push(nvvm_finding(
                        &compilation,
                        match (e.tool, known) {
                            ("ptxas", Some(k)) => format!("ptxas-{}-{}", e.kind, k.1),
                            ("ptxas", None) => format!("ptxas-{}", e.kind),
                            _ => e.kind.clone(),
                        },
                        match known {
                            Some(k) => format!(
                                "{what} at -opt={opt}: a known NVVM defect (docs/tool-bugs/{}):\n{}",
                                k.2, e.message
                            ),
                            None => format!("{what} at -opt={opt}:\n{}", e.message),
                        },
                        None,
                    ));
                    cx.case.nvvm.push(run);
                    continue;
                }
                Some(Ok(c)) => c,
            };
            tally_kernels(&code, &mut run);
            observe(cx, &code, &compilation, &mut run);
            if front_end == OLDER {
                if let Some(newer) = &newer_o3 {
                    let mut t = super::toolkit::ToolkitRun::default();
                    for old in code.functions.iter().filter(|f| f.entry) {
                        if let Some(n) = newer.iter().find(|n| n.entry && n.name == old.name) {
                            t.kernels.push(super::toolkit::KernelPair::of(old, n));
                        }
                    }
                    run.older = Some(t);
                }
            } else if opt == NVVM_LEVELS[0] {
                newer_o3 = Some(code.functions.clone());
            }
            cx.case.nvvm.push(run);
        }
    }
}
