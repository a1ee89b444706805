//! Toolkit against toolkit: the original's PTX (LLVM 19's) through the second ptxas the
//! backend has (13.5, NVIDIA's newer toolkit, beside the 12.9 that assembled it), kernel by
//! kernel: registers, spill bytes and stack frame compared. What a team deciding whether to
//! move to a new toolkit wants to read: how often the numbers are equal, and where they grow.
//!
//! A refusal or crash of one ptxas only is a finding of kind `tool` (detail
//! `ptxas-13.5-refused` / `ptxas-13.5-crash` / `ptxas-13.5-timeout`): the PTX is valid (12.9
//! assembled it), so the newer toolkit's refusal is its regression, not seam's mistake. The
//! numbers go into the case's metrics ([`ToolkitRun`]) and the campaign's summary
//! ([`ToolkitTotals`]).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::{Clock, Cx, Stage};
use crate::judge::{Finding, FindingKind, FunctionStats};

/// The stage.
#[derive(Clone, Copy, Debug)]
pub struct Toolkit;

/// One case's comparison: per kernel, ptxas 12.9's numbers and 13.5's.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ToolkitRun {
    /// Kernels compared: (name, 12.9's, 13.5's) registers, spill bytes, stack bytes.
    pub kernels: Vec<KernelPair>,
    /// 13.5 refused or failed on the PTX 12.9 assembled (the failure, shortly).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub failed: Option<String>,
}

/// One kernel's numbers from both toolkits.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct KernelPair {
    /// The kernel.
    pub name: String,
    /// Registers (12.9, 13.5).
    pub registers: (u64, u64),
    /// Spill bytes, stores and loads (12.9, 13.5).
    pub spills: (u64, u64),
    /// Stack frame bytes (12.9, 13.5).
    pub stack: (u64, u64),
}

impl KernelPair {
    /// The kernel `old` names, its numbers from both.
    pub fn of(old: &FunctionStats, new: &FunctionStats) -> KernelPair {
        KernelPair {
            name: old.name.clone(),
            registers: (old.registers, new.registers),
            spills: (
                old.spill_stores + old.spill_loads,
                new.spill_stores + new.spill_loads,
            ),
            stack: (old.stack_bytes, new.stack_bytes),
        }
    }
}

impl Stage for Toolkit {
    fn name(&self) -> &'static str {
        "toolkit"
    }

    fn clock(&self) -> Clock {
        Clock::Backend
    }

    fn run(&self, cx: &mut Cx<'_>) {
        // The original only: the pipelines' code is compared with the original's already, and
        // one more ptxas process per module would double the compiled case's cost.
        if cx.pipeline.is_some() || !cx.opts.toolkits {
            return;
        }
        let Some(c) = &cx.codegen else { return };
        let Some(r) = cx.backend.assemble_second(&c.ptx) else {
            return;
        };
        let mut run = ToolkitRun::default();
        match r {
            Err(e) => {
                let what = e.tool.replacen("ptxas", "ptxas-13.5", 1);
                let what = if what == "ptxas-13.5" {
                    "ptxas-13.5-refused".to_owned()
                } else {
                    what
                };
                run.failed = Some(format!(
                    "{what}: {}",
                    e.message.lines().next().unwrap_or("")
                ));
                cx.findings.push(Finding {
                    kind: FindingKind::Tool,
                    pipeline: "none".into(),
                    pass: None,
                    detail: what.clone(),
                    message: format!(
                        "ptxas 13.5 fails on PTX that ptxas 12.9 assembles ({what}): {}",
                        e.message
                    ),
                    launch: None,
                });
            }
            Ok(new) => {
                for old in c.functions.iter().filter(|f| f.entry) {
                    if let Some(n) = new.iter().find(|n| n.entry && n.name == old.name) {
                        run.kernels.push(KernelPair::of(old, n));
                    }
                }
            }
        }
        cx.case.toolkit = Some(run);
    }
}

/// Over a campaign: how the second toolkit's numbers compare with the first's.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ToolkitTotals {
    /// Cases compared.
    pub cases: u64,
    /// Kernels compared.
    pub kernels: u64,
    /// Kernels with the same registers / spill bytes / stack bytes under both.
    pub equal_registers: u64,
    /// Same spill bytes.
    pub equal_spills: u64,
    /// Same stack frame.
    pub equal_stack: u64,
    /// 13.5's registers minus 12.9's, kernels per delta.
    pub register_deltas: BTreeMap<i64, u64>,
    /// Cases 13.5 failed on, with the failure (the first few).
    pub failures: Vec<String>,
    /// The largest register growths: (delta, seed, kernel, 12.9's, 13.5's), largest first,
    /// at most [`WORST`].
    pub worst: Vec<(i64, u64, String, u64, u64)>,
}

/// How many of the largest regressions the summary keeps.
pub const WORST: usize = 5;

impl ToolkitTotals {
    /// Adds case `seed`'s comparison.
    pub fn add(&mut self, seed: u64, run: &ToolkitRun) {
        self.cases += 1;
        if let Some(f) = &run.failed
            && self.failures.len() < 20
        {
            self.failures.push(format!("seed {seed}: {f}"));
        }
        for k in &run.kernels {
            self.kernels += 1;
            self.equal_registers += u64::from(k.registers.0 == k.registers.1);
            self.equal_spills += u64::from(k.spills.0 == k.spills.1);
            self.equal_stack += u64::from(k.stack.0 == k.stack.1);
            let d = k.registers.1 as i64 - k.registers.0 as i64;
            *self.register_deltas.entry(d).or_default() += 1;
            if d > 0 {
                self.worst
                    .push((d, seed, k.name.clone(), k.registers.0, k.registers.1));
                self.worst
                    .sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)).then(a.2.cmp(&b.2)));
                self.worst.truncate(WORST);
            }
        }
    }

    /// The summary's lines (none when nothing was compared).
    pub fn lines(&self) -> Vec<String> {
        self.lines_as("ptxas 13.5 beside 12.9 on the original's PTX")
    }

    /// [`ToolkitTotals::lines`], the comparison named `what`.
    pub fn lines_as(&self, what: &str) -> Vec<String> {
        if self.cases == 0 {
            return Vec::new();
        }
        let pct = |n: u64| {
            if self.kernels == 0 {
                0.0
            } else {
                100.0 * n as f64 / self.kernels as f64
            }
        };
        let mut out = vec![format!(
            "{what} of {} cases, {} kernels: registers equal \
             in {:.0}%, spill bytes in {:.0}%, stack in {:.0}%; {} failed",
            self.cases,
            self.kernels,
            pct(self.equal_registers),
            pct(self.equal_spills),
            pct(self.equal_stack),
            self.failures.len()
        )];
        if self.register_deltas.keys().any(|&d| d != 0) {
            let deltas: Vec<String> = self
                .register_deltas
                .iter()
                .map(|(d, n)| format!("{d:+}: {n}"))
                .collect();
            out.push(format!(
                "  register deltas (13.5 - 12.9, kernels): {}",
                deltas.join(", ")
            ));
        }
        for (d, seed, name, a, b) in &self.worst {
            out.push(format!(
                "  +{d} registers: seed {seed} @{name} ({a} -> {b})"
            ));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pair(name: &str, r: (u64, u64), s: (u64, u64)) -> KernelPair {
        KernelPair {
            name: name.into(),
            registers: r,
            spills: s,
            stack: (0, 0),
        }
    }

    #[test]
    fn totals_count_equal_numbers_deltas_and_the_worst_growth() {
        let mut t = ToolkitTotals::default();
        t.add(
            1,
            &ToolkitRun {
                kernels: vec![pair("k0", (28, 30), (0, 0)), pair("k1", (22, 21), (0, 8))],
                failed: None,
            },
        );
        t.add(
            2,
            &ToolkitRun {
                kernels: vec![pair("k0", (10, 10), (0, 0))],
                failed: Some("ptxas-13.5-refused: x".into()),
            },
        );
        assert_eq!(
            (t.cases, t.kernels, t.equal_registers, t.equal_spills),
            (2, 3, 1, 2)
        );
        assert_eq!(t.register_deltas, BTreeMap::from([(-1, 1), (0, 1), (2, 1)]));
        assert_eq!(t.worst, vec![(2, 1, "k0".to_owned(), 28, 30)]);
        let lines = t.lines().join("\n");
        assert!(
            lines.contains("3 kernels: registers equal in 33%"),
            "{lines}"
        );
        assert!(lines.contains("1 failed"), "{lines}");
        assert!(
            lines.contains("+2 registers: seed 1 @k0 (28 -> 30)"),
            "{lines}"
        );
    }
}
