//! NVIDIA's compiler through its legacy front end (`docs/nvvm.md`, "The legacy front end"):
//! the original module printed as NVVM IR 2.0, the LLVM 7 dialect every 12.x toolkit and
//! 13.x for compute_75..90a read ([`seam::nvvm::legacy`]), verified by libNVVM and compiled at
//! `-opt=3` and `-opt=0` without `-nvvm-latest`; its PTX through ptxas 13.5 and the PTX
//! interpreter, launch by launch against the IR interpreter — the same comparison, findings
//! and reduction as the `nvvm` stage, under the compilations `nvvm-legacy-O3` and
//! `nvvm-legacy-O0`. Both front ends are held to the IR interpreter on the same launches, so
//! where both compile they are held to each other too.
//!
//! A module the printer refuses (`bfloat`, ...) is counted by reason, not a finding: the
//! dialect has no form for it. libNVVM's verifier refusing the printed text is seam's fault:
//! an oracle disagreement `nvvm-legacy-input-refused`.

use super::nvvm::{NVVM_LEVELS, NvvmRun, nvvm_finding, observe};
use super::{Clock, Cx, Stage};
use crate::guard::catch;
use crate::judge::FindingKind;

/// The stage.
#[derive(Clone, Copy, Debug)]
pub struct NvvmLegacy;

/// What ptxas says of the immediate `.shared` address libNVVM's legacy front end writes at
/// `-opt=0` for a folded cast (`docs/tool-bugs/nvvm-13.5-legacy-O0-immediate-shared-address.ll`).
const IMMEDIATE_SHARED: &str = "Immediate addresses allowed only for .local";

/// The known defect's name in a finding's detail.
const KNOWN_IMMEDIATE_SHARED: &str = "known-nvvm-legacy-immediate-shared-address";

impl Stage for NvvmLegacy {
    fn name(&self) -> &'static str {
        "nvvm-legacy"
    }

    fn clock(&self) -> Clock {
        Clock::Backend
    }

    fn run(&self, cx: &mut Cx<'_>) {
        if cx.pipeline.is_some() || !cx.opts.nvvm || !cx.backend.has_nvvm() {
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
        for opt in NVVM_LEVELS {
            let mut run = NvvmRun {
                opt,
                front_end: "legacy".into(),
                outcome: "ok".into(),
                ..NvvmRun::default()
            };
            let compilation = run.compilation();
            let code = match cx.backend.nvvm_legacy(&printed, opt) {
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
                    let known = e.tool == "ptxas" && e.message.contains(IMMEDIATE_SHARED);
                    cx.findings.push(nvvm_finding(
                        &compilation,
                        match (e.tool, known) {
                            ("ptxas", true) => format!("ptxas-{}-{KNOWN_IMMEDIATE_SHARED}", e.kind),
                            ("ptxas", false) => format!("ptxas-{}", e.kind),
                            _ => e.kind.clone(),
                        },
                        if known {
                            format!(
                                "{what} at -opt={opt}: a known NVVM defect, an immediate .shared \
                                 address (docs/tool-bugs/nvvm-13.5-legacy-O0-immediate-shared-address.ll):\n{}",
                                e.message
                            )
                        } else {
                            format!("{what} at -opt={opt}:\n{}", e.message)
                        },
                        None,
                    ));
                    cx.case.nvvm.push(run);
                    continue;
                }
                Some(Ok(c)) => c,
            };
            for f in code.functions.iter().filter(|f| f.entry) {
                run.registers += f.registers;
                run.spill_bytes += f.spill_stores + f.spill_loads;
                run.stack_bytes += f.stack_bytes;
            }
            observe(cx, &code, &compilation, &mut run);
            cx.case.nvvm.push(run);
        }
    }
}
