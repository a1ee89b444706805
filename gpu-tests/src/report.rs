//! Judging GPU results against the interpreter's, and the reports: the summary printed, the
//! JSON summary and JUnit XML.

use serde::Serialize;

use crate::corpus::Expected;
use seam_oracle::{Observations, Outcome, TrapKind, Verdict};

/// How one launch of one variant went.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// The GPU agrees with the interpreter.
    Pass,
    /// The GPU disagrees with the interpreter: a finding (an interpreter bug or a miscompile).
    Mismatch,
    /// The launch could not be judged: the JIT rejected the PTX, the driver refused the
    /// launch, the worker died, the corpus entry is broken.
    Error,
    /// Not compared: the interpreter found undefined behaviour or ran out of fuel (the GPU's
    /// result means nothing), or there is no GPU.
    Skipped,
}

impl Status {
    /// Its name in reports.
    pub fn name(self) -> &'static str {
        match self {
            Status::Pass => "pass",
            Status::Mismatch => "mismatch",
            Status::Error => "error",
            Status::Skipped => "skipped",
        }
    }
}

/// What the GPU gave for one launch, as the judge needs it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum GpuResult {
    /// It ran: its outcome, the driver's error if it faulted, the globals it could not read.
    Ran {
        /// The outcome.
        outcome: Outcome,
        /// The driver's error for a fault.
        driver_error: Option<String>,
        /// Globals the GPU could not read.
        unobservable: Vec<String>,
    },
    /// It could not run (the reason).
    Failed(String),
}

/// The judge: the GPU's result for a launch against the interpreter's expected outcome.
///
/// - expected completion: the GPU must complete with bitwise-equal observations (globals the
///   GPU could not read are left out on both sides, and named);
/// - expected trap: the GPU must trap too (of any kind: the GPU cannot tell `trap` from a
///   stack overflow);
/// - expected undefined behaviour or out of fuel: not compared.
pub fn judge(expected: &Expected, gpu: &GpuResult) -> (Status, String) {
    let (outcome, driver_error, unobservable) = match gpu {
        GpuResult::Failed(why) => return (Status::Error, why.clone()),
        GpuResult::Ran {
            outcome,
            driver_error,
            unobservable,
        } => (outcome, driver_error, unobservable),
    };
    let gpu_end = || match outcome {
        Outcome::Trap {
            kind: TrapKind::Watchdog,
            ..
        } => "the launch passed the watchdog time".to_owned(),
        Outcome::Trap { .. } => format!(
            "the GPU faulted: {}",
            driver_error.as_deref().unwrap_or("(no driver error)")
        ),
        other => other.to_string(),
    };
    match expected.outcome.as_str() {
        "completed" => {
            let want = match expected.observations() {
                Ok(Some(o)) => o,
                Ok(None) | Err(_) => {
                    return (
                        Status::Error,
                        "the expected observations are malformed".into(),
                    );
                }
            };
            let Outcome::Completed(got) = outcome else {
                return (
                    Status::Mismatch,
                    format!("the interpreter completes; {}", gpu_end()),
                );
            };
            let keep = |o: &Observations| Observations {
                entries: o
                    .entries
                    .iter()
                    .filter(|e| !unobservable.contains(&e.name))
                    .cloned()
                    .collect(),
                benign_races: o.benign_races,
            };
            let note = if unobservable.is_empty() {
                String::new()
            } else {
                format!(" (not observable on the GPU: {})", unobservable.join(", "))
            };
            match seam_oracle::compare_observations(&keep(&want), &keep(got)) {
                Verdict::Same => (Status::Pass, format!("same observations{note}")),
                Verdict::Differ(d) => (
                    Status::Mismatch,
                    format!("expected = interpreter, actual = GPU{note}:\n{d}"),
                ),
            }
        }
        "trap" => match outcome {
            Outcome::Trap {
                kind: TrapKind::Watchdog,
                ..
            } => (
                Status::Mismatch,
                "the interpreter traps; the GPU launch passed the watchdog time".into(),
            ),
            Outcome::Trap { .. } => (Status::Pass, format!("both trap ({})", gpu_end())),
            other => (
                Status::Mismatch,
                format!(
                    "the interpreter traps ({}); the GPU {}",
                    expected.kind.as_deref().unwrap_or("?"),
                    match other {
                        Outcome::Completed(_) => "completes".to_owned(),
                        other => format!("ends otherwise: {other}"),
                    }
                ),
            ),
        },
        // An executor that detects undefined behaviour (the PTX interpreter) is compared on
        // it too: the same kind passes. A GPU never reports it, so its launches stay skipped.
        "ub" if matches!(outcome, Outcome::Ub(u) if Some(u.kind.name()) == expected.kind.as_deref()) => {
            (Status::Pass, format!("both undefined ({})", gpu_end()))
        }
        "out-of-fuel" if matches!(outcome, Outcome::OutOfFuel) => {
            (Status::Pass, "both run out of fuel".into())
        }
        other => (
            Status::Skipped,
            format!(
                "the interpreter's outcome is {other}{}: not compared (the GPU: {})",
                expected
                    .kind
                    .as_deref()
                    .map(|k| format!(" ({k})"))
                    .unwrap_or_default(),
                match outcome {
                    Outcome::Completed(_) => "completed".to_owned(),
                    _ => gpu_end(),
                }
            ),
        ),
    }
}

/// One launch's line in the report.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct LaunchReport {
    /// Its index in the case.
    pub index: usize,
    /// The launch.
    pub launch: String,
    /// The verdict.
    pub status: Status,
    /// Why.
    pub detail: String,
    /// Seconds from launch to end (0 when it did not run).
    pub seconds: f64,
}

/// One kernel's registers and spills: the driver's against ptxas's.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct KernelReport {
    /// The entry's PTX name.
    pub name: String,
    /// Registers: `cuFuncGetAttribute(NUM_REGS)`.
    pub driver_registers: Option<u32>,
    /// Local memory per thread: `cuFuncGetAttribute(LOCAL_SIZE_BYTES)`.
    pub driver_local_bytes: Option<u64>,
    /// Spill stores, from the JIT log.
    pub driver_spill_stores: Option<u64>,
    /// Spill loads, from the JIT log.
    pub driver_spill_loads: Option<u64>,
    /// ptxas's registers, if recorded.
    pub ptxas_registers: Option<u32>,
    /// ptxas's spill stores.
    pub ptxas_spill_stores: Option<u64>,
    /// ptxas's spill loads.
    pub ptxas_spill_loads: Option<u64>,
}

impl KernelReport {
    /// Whether both register counts are known and equal (`None`: not both known).
    pub fn registers_equal(&self) -> Option<bool> {
        Some(self.driver_registers? == self.ptxas_registers?)
    }

    /// Whether both spill numbers are known and equal.
    pub fn spills_equal(&self) -> Option<bool> {
        Some(
            self.driver_spill_stores? == self.ptxas_spill_stores?
                && self.driver_spill_loads? == self.ptxas_spill_loads?,
        )
    }
}

/// One variant of a case.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct VariantReport {
    /// `original` or the pipeline.
    pub name: String,
    /// The JIT's failure, if it rejected the PTX.
    pub jit_error: Option<String>,
    /// Seconds the JIT took.
    pub jit_seconds: f64,
    /// Per kernel.
    pub kernels: Vec<KernelReport>,
    /// Per launch.
    pub launches: Vec<LaunchReport>,
    /// The driver's occupancy against seam's, per kernel and block size.
    pub occupancy: Vec<crate::runner::OccupancyPoint>,
}

/// One case.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct CaseReport {
    /// Its name.
    pub name: String,
    /// Why it could not be read, if so (then it has no variants).
    pub error: Option<String>,
    /// Its variants.
    pub variants: Vec<VariantReport>,
}

/// Counts over a run.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize)]
pub struct Totals {
    /// Cases.
    pub cases: usize,
    /// Launches judged (all variants).
    pub launches: usize,
    /// Passed.
    pub pass: usize,
    /// Mismatched.
    pub mismatch: usize,
    /// Errors (including cases that could not be read).
    pub error: usize,
    /// Skipped.
    pub skipped: usize,
    /// Kernels with both register counts known.
    pub kernels_compared: usize,
    /// Of those, equal.
    pub registers_equal: usize,
    /// Occupancy points (kernel, block size) where seam has a table for the device.
    pub occupancy_compared: usize,
    /// Of those, where seam's blocks per SM equal the driver's.
    pub occupancy_equal: usize,
    /// Kernels with both spill numbers known.
    pub spills_compared: usize,
    /// Of those, equal.
    pub spills_equal: usize,
}

/// A whole run.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct Report {
    /// What ran it.
    pub tool: String,
    /// The corpus folder.
    pub corpus: String,
    /// The device, or why there was none.
    pub device: String,
    /// Whether a GPU ran the launches.
    pub gpu: bool,
    /// The watchdog, in seconds.
    pub watchdog_seconds: f64,
    /// Wall time of the whole run.
    pub wall_seconds: f64,
    /// Counts.
    pub totals: Totals,
    /// Per case.
    pub cases: Vec<CaseReport>,
}

impl Report {
    /// Recomputes [`Report::totals`] from the cases.
    pub fn tally(&mut self) {
        let mut t = Totals {
            cases: self.cases.len(),
            ..Totals::default()
        };
        for c in &self.cases {
            if c.error.is_some() {
                t.error += 1;
            }
            for v in &c.variants {
                for l in &v.launches {
                    t.launches += 1;
                    match l.status {
                        Status::Pass => t.pass += 1,
                        Status::Mismatch => t.mismatch += 1,
                        Status::Error => t.error += 1,
                        Status::Skipped => t.skipped += 1,
                    }
                }
                for o in &v.occupancy {
                    if let Some(seam) = o.seam {
                        t.occupancy_compared += 1;
                        t.occupancy_equal += usize::from(seam == o.driver);
                    }
                }
                for k in &v.kernels {
                    if let Some(eq) = k.registers_equal() {
                        t.kernels_compared += 1;
                        t.registers_equal += usize::from(eq);
                    }
                    if let Some(eq) = k.spills_equal() {
                        t.spills_compared += 1;
                        t.spills_equal += usize::from(eq);
                    }
                }
            }
        }
        self.totals = t;
    }

    /// Whether nothing failed (skips are fine).
    pub fn is_clean(&self) -> bool {
        self.totals.mismatch == 0 && self.totals.error == 0
    }

    /// The JSON summary.
    pub fn to_json(&self) -> String {
        // Serializing plain data with string keys cannot fail.
        serde_json::to_string_pretty(self).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
    }

    /// The human summary: totals, the register agreement, then every mismatch and error.
    pub fn summary(&self) -> String {
        let t = &self.totals;
        let pct = |a: usize, b: usize| {
            if b == 0 {
                "n/a".to_owned()
            } else {
                format!("{:.1}%", 100.0 * a as f64 / b as f64)
            }
        };
        let mut s = format!(
            "seam-gpu: {} on {}\n{} cases, {} launches: {} pass, {} mismatch, {} error, {} skipped\n",
            self.corpus, self.device, t.cases, t.launches, t.pass, t.mismatch, t.error, t.skipped
        );
        s.push_str(&format!(
            "registers: driver = ptxas for {} of {} kernels ({}); spills equal for {} of {} ({})\n",
            t.registers_equal,
            t.kernels_compared,
            pct(t.registers_equal, t.kernels_compared),
            t.spills_equal,
            t.spills_compared,
            pct(t.spills_equal, t.spills_compared)
        ));
        s.push_str(&format!(
            "occupancy: seam = cuOccupancyMaxActiveBlocksPerMultiprocessor for {} of {} \
             (kernel, block size) points ({})\n",
            t.occupancy_equal,
            t.occupancy_compared,
            pct(t.occupancy_equal, t.occupancy_compared)
        ));
        let mut shown = 0;
        for c in &self.cases {
            for v in &c.variants {
                for o in v
                    .occupancy
                    .iter()
                    .filter(|o| o.seam.is_some_and(|n| n != o.driver))
                {
                    if shown < 10 {
                        s.push_str(&format!(
                            "occupancy differs: {} {} @{} block {} ({} registers, {} bytes shared): \
                             driver {} blocks/SM, seam {}\n",
                            c.name,
                            v.name,
                            o.kernel,
                            o.block,
                            o.registers,
                            o.shared_bytes,
                            o.driver,
                            o.seam.unwrap_or(0)
                        ));
                    }
                    shown += 1;
                }
            }
        }
        s.push_str(&format!("wall time: {:.1} s\n", self.wall_seconds));
        for c in &self.cases {
            if let Some(e) = &c.error {
                s.push_str(&format!("ERROR {}: {e}\n", c.name));
            }
            for v in &c.variants {
                for l in &v.launches {
                    if matches!(l.status, Status::Mismatch | Status::Error) {
                        s.push_str(&format!(
                            "{} {}/{} launch {} ({}):\n  {}\n",
                            l.status.name().to_uppercase(),
                            c.name,
                            v.name,
                            l.index,
                            l.launch,
                            l.detail.replace('\n', "\n  ")
                        ));
                    }
                }
            }
        }
        s
    }

    /// JUnit XML: a test suite per case, a test case per variant and launch.
    pub fn to_junit(&self) -> String {
        let t = &self.totals;
        let mut x = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        x.push_str(&format!(
            "<testsuites name=\"seam-gpu\" tests=\"{}\" failures=\"{}\" errors=\"{}\" skipped=\"{}\" time=\"{:.3}\">\n",
            t.launches + self.cases.iter().filter(|c| c.error.is_some()).count(),
            t.mismatch,
            t.error,
            t.skipped,
            self.wall_seconds
        ));
        for c in &self.cases {
            let launches: Vec<(&VariantReport, &LaunchReport)> = c
                .variants
                .iter()
                .flat_map(|v| v.launches.iter().map(move |l| (v, l)))
                .collect();
            let count = |s: Status| launches.iter().filter(|(_, l)| l.status == s).count();
            let time: f64 = launches.iter().map(|(_, l)| l.seconds).sum();
            x.push_str(&format!(
                "  <testsuite name=\"{}\" tests=\"{}\" failures=\"{}\" errors=\"{}\" skipped=\"{}\" time=\"{time:.3}\">\n",
                xml_escape(&c.name),
                launches.len() + usize::from(c.error.is_some()),
                count(Status::Mismatch),
                count(Status::Error) + usize::from(c.error.is_some()),
                count(Status::Skipped),
            ));
            if let Some(e) = &c.error {
                x.push_str(&format!(
                    "    <testcase classname=\"{0}\" name=\"read\" time=\"0\">\n      <error message=\"the case could not be read\">{1}</error>\n    </testcase>\n",
                    xml_escape(&c.name),
                    xml_escape(e)
                ));
            }
            for (v, l) in launches {
                x.push_str(&format!(
                    "    <testcase classname=\"{}.{}\" name=\"launch {}: {}\" time=\"{:.3}\"",
                    xml_escape(&c.name),
                    xml_escape(&v.name),
                    l.index,
                    xml_escape(&l.launch),
                    l.seconds
                ));
                let first = l.detail.lines().next().unwrap_or("");
                match l.status {
                    Status::Pass => x.push_str("/>\n"),
                    Status::Mismatch => x.push_str(&format!(
                        ">\n      <failure message=\"{}\">{}</failure>\n    </testcase>\n",
                        xml_escape(first),
                        xml_escape(&l.detail)
                    )),
                    Status::Error => x.push_str(&format!(
                        ">\n      <error message=\"{}\">{}</error>\n    </testcase>\n",
                        xml_escape(first),
                        xml_escape(&l.detail)
                    )),
                    Status::Skipped => x.push_str(&format!(
                        ">\n      <skipped message=\"{}\"/>\n    </testcase>\n",
                        xml_escape(first)
                    )),
                }
            }
            x.push_str("  </testsuite>\n");
        }
        x.push_str("</testsuites>\n");
        x
    }
}

/// Escapes text for XML content and attribute values; drops characters XML 1.0 cannot hold.
pub fn xml_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\n' | '\t' | '\r' => out.push(c),
            c if (c as u32) < 0x20 || matches!(c as u32, 0xFFFE | 0xFFFF) => {
                out.push_str(&format!("\\u{{{:x}}}", c as u32));
            }
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use seam_oracle::{Elem, Location, Observed};

    fn obs(vals: &[i32]) -> Observations {
        Observations {
            entries: vec![Observed {
                name: "out".into(),
                elem: Elem::I32,
                bytes: vals.iter().flat_map(|v| v.to_le_bytes()).collect(),
                unchanged: false,
                local: false,
            }],
            benign_races: 0,
        }
    }

    fn ran(o: Outcome) -> GpuResult {
        GpuResult::Ran {
            outcome: o,
            driver_error: None,
            unobservable: vec![],
        }
    }

    fn trap(kind: TrapKind) -> Outcome {
        Outcome::Trap {
            kind,
            at: Location::default(),
        }
    }

    #[test]
    fn the_judge() {
        let done = Expected::from_outcome(&Outcome::Completed(obs(&[1, 2])));
        assert_eq!(
            judge(&done, &ran(Outcome::Completed(obs(&[1, 2])))).0,
            Status::Pass
        );
        let (s, d) = judge(&done, &ran(Outcome::Completed(obs(&[1, 5]))));
        assert_eq!(s, Status::Mismatch);
        assert!(d.contains("[1] expected 2 actual 5"), "{d}");
        let (s, d) = judge(
            &done,
            &GpuResult::Ran {
                outcome: trap(TrapKind::DeviceFault),
                driver_error: Some("CUDA_ERROR_ILLEGAL_ADDRESS".into()),
                unobservable: vec![],
            },
        );
        assert_eq!(s, Status::Mismatch);
        assert!(d.contains("CUDA_ERROR_ILLEGAL_ADDRESS"), "{d}");
        let trapped = Expected::from_outcome(&trap(TrapKind::TrapCalled));
        assert_eq!(
            judge(&trapped, &ran(trap(TrapKind::DeviceFault))).0,
            Status::Pass
        );
        assert_eq!(
            judge(&trapped, &ran(trap(TrapKind::Watchdog))).0,
            Status::Mismatch
        );
        assert_eq!(
            judge(&trapped, &ran(Outcome::Completed(obs(&[])))).0,
            Status::Mismatch
        );
        let fuel = Expected::from_outcome(&Outcome::OutOfFuel);
        assert_eq!(
            judge(&fuel, &ran(trap(TrapKind::Watchdog))).0,
            Status::Skipped
        );
        assert_eq!(
            judge(&done, &GpuResult::Failed("jit".into())).0,
            Status::Error
        );
        // A global the GPU cannot read is left out, and named.
        let mut with_global = obs(&[1]);
        with_global.entries.push(Observed {
            name: "@g".into(),
            elem: Elem::I8,
            bytes: vec![1],
            unchanged: false,
            local: false,
        });
        let exp = Expected::from_outcome(&Outcome::Completed(with_global));
        let (s, d) = judge(
            &exp,
            &GpuResult::Ran {
                outcome: Outcome::Completed(obs(&[1])),
                driver_error: None,
                unobservable: vec!["@g".into()],
            },
        );
        assert_eq!(s, Status::Pass, "{d}");
        assert!(d.contains("not observable on the GPU: @g"), "{d}");
    }

    #[test]
    fn junit_and_json() {
        let mut r = Report {
            tool: "seam-gpu test".into(),
            corpus: "c".into(),
            device: "none".into(),
            gpu: false,
            watchdog_seconds: 1.0,
            wall_seconds: 0.5,
            totals: Totals::default(),
            cases: vec![
                CaseReport {
                    name: "a<&>".into(),
                    error: None,
                    variants: vec![VariantReport {
                        name: "original".into(),
                        jit_error: None,
                        jit_seconds: 0.0,
                        kernels: vec![KernelReport {
                            name: "k".into(),
                            driver_registers: Some(8),
                            driver_local_bytes: Some(0),
                            driver_spill_stores: Some(0),
                            driver_spill_loads: Some(0),
                            ptxas_registers: Some(8),
                            ptxas_spill_stores: Some(0),
                            ptxas_spill_loads: Some(4),
                        }],
                        launches: vec![
                            LaunchReport {
                                index: 0,
                                launch: "@k (i32 \"1\")".into(),
                                status: Status::Pass,
                                detail: String::new(),
                                seconds: 0.25,
                            },
                            LaunchReport {
                                index: 1,
                                launch: "@k".into(),
                                status: Status::Mismatch,
                                detail: "out: 1 of 2 elements differ\n  [1] expected 2 actual 5"
                                    .into(),
                                seconds: 0.0,
                            },
                        ],
                        occupancy: vec![
                            crate::runner::OccupancyPoint {
                                kernel: "k".into(),
                                block: 256,
                                registers: 8,
                                shared_bytes: 0,
                                driver: 8,
                                seam: Some(8),
                            },
                            crate::runner::OccupancyPoint {
                                kernel: "k".into(),
                                block: 1,
                                registers: 8,
                                shared_bytes: 0,
                                driver: 32,
                                seam: Some(24),
                            },
                        ],
                    }],
                },
                CaseReport {
                    name: "broken".into(),
                    error: Some("case.json: not JSON".into()),
                    variants: vec![],
                },
            ],
        };
        r.tally();
        assert_eq!(
            (
                r.totals.launches,
                r.totals.pass,
                r.totals.mismatch,
                r.totals.error
            ),
            (2, 1, 1, 1)
        );
        assert_eq!(
            (r.totals.kernels_compared, r.totals.registers_equal),
            (1, 1)
        );
        assert_eq!((r.totals.spills_compared, r.totals.spills_equal), (1, 0));
        assert_eq!(
            (r.totals.occupancy_compared, r.totals.occupancy_equal),
            (2, 1)
        );
        let summary = r.summary();
        assert!(
            summary.contains("occupancy differs: a<&> original @k block 1 (8 registers, 0 bytes shared): driver 32 blocks/SM, seam 24"),
            "{summary}"
        );
        assert!(!r.is_clean());
        let x = r.to_junit();
        assert!(x.contains("<testsuites name=\"seam-gpu\" tests=\"3\" failures=\"1\" errors=\"1\" skipped=\"0\""), "{x}");
        assert!(x.contains("<testsuite name=\"a&lt;&amp;&gt;\""), "{x}");
        assert!(
            x.contains("name=\"launch 0: @k (i32 &quot;1&quot;)\" time=\"0.250\"/>"),
            "{x}"
        );
        assert!(
            x.contains("<failure message=\"out: 1 of 2 elements differ\">"),
            "{x}"
        );
        assert!(
            x.contains("<error message=\"the case could not be read\">case.json: not JSON</error>"),
            "{x}"
        );
        assert_eq!(x.matches("<testcase").count(), 3);
        let j: serde_json::Value = serde_json::from_str(&r.to_json()).unwrap();
        assert_eq!(j["totals"]["mismatch"], 1);
        assert_eq!(
            j["cases"][0]["variants"][0]["launches"][1]["status"],
            "mismatch"
        );
        let s = r.summary();
        assert!(
            s.contains("2 launches: 1 pass, 1 mismatch, 1 error, 0 skipped"),
            "{s}"
        );
        assert!(
            s.contains("driver = ptxas for 1 of 1 kernels (100.0%)"),
            "{s}"
        );
        assert!(s.contains("MISMATCH a<&>/original launch 1"), "{s}");
        assert_eq!(xml_escape("a\u{1}b"), "a\\u{1}b");
    }
}
