//! Findings: what a check of one case can turn up, and the signature that groups duplicates.

use std::fmt;

use serde::{Deserialize, Serialize};

/// The kinds of finding (`../shared/design.md`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FindingKind {
    /// A pass panicked.
    Panic,
    /// A pass returned an error on a valid module.
    PassError,
    /// seam's verifier rejects what a pipeline produced.
    Verifier,
    /// LLVM 19's verifier rejects what seam printed.
    LlvmVerifier,
    /// A launch observes something else after the pipeline (or ends otherwise).
    Miscompile,
    /// LLVM's NVPTX back end or ptxas rejects what a pipeline produced.
    Codegen,
    /// A pass decided differently from what the generator labelled, or from the independent
    /// model of its seed's rules.
    Decision,
    /// A pass left a module that breaks a checkable postcondition of its contract
    /// ([`crate::contracts`]).
    Contract,
    /// A case ran past the campaign's case timeout: a pass that never returns (or the model,
    /// an oracle, the generator: the detail says which step).
    Hang,
    /// Registers, spills or stack grew past the thresholds (recorded apart from correctness).
    Performance,
    /// The GPU and the interpreter disagree on the same module: a bug in the harness itself.
    OracleDisagreement,
    /// The harness failed: the generator made an invalid or undefined case, the interpreter
    /// returned an error.
    Harness,
    /// NVIDIA's compiler (libNVVM and the ptxas that assembles its PTX), the system under test
    /// of the `nvvm` stage: its PTX observes something else than the IR interpreter (a
    /// miscompile candidate), or it refuses, crashes on or hangs on valid IR.
    Nvvm,
    /// A tool seam runs as an oracle (LLVM 19's code generator, ptxas) crashed or ran past
    /// its time limit on a module: not a mistake of seam's passes, and told apart from them
    /// (not correctness, not reduced). A failure that matches a known defect of the tool
    /// ([`super::tool_bugs`], `docs/tool-bugs/`) has the defect's name as its detail.
    Tool,
}

impl FindingKind {
    /// Every kind, in report order.
    pub const ALL: [FindingKind; 14] = [
        FindingKind::Panic,
        FindingKind::PassError,
        FindingKind::Verifier,
        FindingKind::LlvmVerifier,
        FindingKind::Miscompile,
        FindingKind::Codegen,
        FindingKind::Decision,
        FindingKind::Contract,
        FindingKind::Hang,
        FindingKind::Performance,
        FindingKind::OracleDisagreement,
        FindingKind::Harness,
        FindingKind::Nvvm,
        FindingKind::Tool,
    ];

    /// The name in signatures and reports.
    pub fn name(self) -> &'static str {
        match self {
            FindingKind::Panic => "panic",
            FindingKind::PassError => "pass-error",
            FindingKind::Verifier => "verifier",
            FindingKind::LlvmVerifier => "llvm-verifier",
            FindingKind::Miscompile => "miscompile",
            FindingKind::Codegen => "codegen",
            FindingKind::Decision => "decision",
            FindingKind::Contract => "contract",
            FindingKind::Hang => "hang",
            FindingKind::Performance => "performance",
            FindingKind::OracleDisagreement => "oracle-disagreement",
            FindingKind::Harness => "harness",
            FindingKind::Nvvm => "nvvm",
            FindingKind::Tool => "tool",
        }
    }

    /// Whether the finding is about correctness: everything but performance and a tool's
    /// own failure.
    pub fn is_correctness(self) -> bool {
        !matches!(self, FindingKind::Performance | FindingKind::Tool)
    }

    /// Whether the campaign reduces the first finding of a new signature of this kind. Not
    /// harness findings (about the harness), performance findings (measurements; each check
    /// of a candidate would run LLVM and ptxas), hangs (a candidate that stalls would stall
    /// the reducer) or a tool's failures (each candidate would wait for the tool's limit).
    pub fn is_reduced(self) -> bool {
        !matches!(
            self,
            FindingKind::Harness | FindingKind::Performance | FindingKind::Hang | FindingKind::Tool
        )
    }
}

impl fmt::Display for FindingKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One finding of a check.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Finding {
    /// What kind.
    pub kind: FindingKind,
    /// The pipeline that was run (`none` for findings about the original module).
    pub pipeline: String,
    /// The guilty pass, as written in the pipeline: where a panic or error happened, the first
    /// pass whose prefix of the pipeline shows the finding, or the pass that decided.
    pub pass: Option<String>,
    /// What groups it further: the decision or lattice cell, how the outcome differs, the
    /// metric.
    pub detail: String,
    /// The whole story, for a person.
    pub message: String,
    /// The launch that shows it (index into the case's launches), where one does.
    pub launch: Option<usize>,
}

impl Finding {
    /// The signature: `KIND.WHO.DETAIL`, WHO the guilty pass where one is named, else the
    /// pipeline (a named pipeline by its name, `none` for the original module, another by a
    /// short stable id: [`pipeline_id`]). Each part is written in characters safe for a
    /// folder name ([`readable`]: `inline<model=llvm>` is `inline-model-llvm`).
    /// Findings with the same signature are duplicates of one another; a performance finding
    /// of a pass is one group across the pipelines that run it (the finding keeps its
    /// pipeline, and the campaign's summary lists them).
    pub fn signature(&self) -> String {
        let who = match &self.pass {
            Some(p) => readable(p),
            None => pipeline_id(&self.pipeline),
        };
        let mut s = format!("{}.{}", self.kind.name(), who);
        if !self.detail.is_empty() {
            s.push('.');
            s.push_str(&readable(&self.detail));
        }
        s
    }

    /// The signature as campaigns before readable signatures wrote it (`KIND.WHO.DETAIL` with
    /// every character outside `[A-Za-z0-9_-]` replaced by `_`, a performance finding's WHO
    /// `PIPELINE.PASS`): what an old folder's events say, so that resuming one maps them.
    pub fn legacy_signature(&self) -> String {
        let who = match &self.pass {
            Some(p) if self.kind == FindingKind::Performance => {
                format!(
                    "{}.{}",
                    sanitize(&without_entry(&self.pipeline)),
                    sanitize(p)
                )
            }
            Some(p) => sanitize(p),
            None => sanitize(&without_entry(&self.pipeline)),
        };
        let mut s = format!("{}.{}", self.kind.name(), who);
        if !self.detail.is_empty() {
            s.push('.');
            s.push_str(&sanitize(&self.detail));
        }
        s
    }
}

/// A pipeline as a signature names it: a named pipeline (its derived options aside,
/// [`without_entry`]) by its name, `none` as it is, another as `pipeline-` and eight hex
/// digits of a hash of its text (FNV-1a: stable across runs, builds and machines).
pub fn pipeline_id(pipeline: &str) -> String {
    let p = without_entry(pipeline);
    let named = p == "none" || seam::passes::NAMED_PIPELINES.iter().any(|(n, _)| *n == p);
    if named || (p.len() <= 24 && !p.contains([',', '<'])) {
        return readable(&p);
    }
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in p.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("pipeline-{:08x}", (h >> 32) as u32)
}

/// `s` in characters safe for a folder name, readably: each run of characters outside
/// `[A-Za-z0-9_-]` becomes one `-` (none at the end), at most 80 characters.
pub fn readable(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if c.is_ascii_alphanumeric() || c == '_' || c == '-' {
            out.push(c);
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    while out.ends_with('-') {
        out.pop();
    }
    out.chars().take(80).collect()
}

/// A pipeline string without its `entry=` options (which kernel a pipeline ran for does not
/// make another finding); as given when it does not parse.
/// A pipeline that is a named one with the options the campaign derives from a case's
/// launches added (`entry=`, the host references of `dead-kernel-elim`) is named so (`nir`,
/// `lto`); another loses those options.
pub fn without_entry(pipeline: &str) -> String {
    use crate::judge::DERIVED_OPTIONS as DERIVED;
    let Ok(specs) = seam::passes::parse_pipeline(pipeline) else {
        return pipeline.to_owned();
    };
    if !specs
        .iter()
        .any(|s| s.options.iter().any(|(k, _)| DERIVED.contains(&k.as_str())))
    {
        return pipeline.to_owned();
    }
    let stripped: Vec<seam::passes::PassSpec> = specs
        .into_iter()
        .map(|mut s| {
            s.options.retain(|(k, _)| !DERIVED.contains(&k.as_str()));
            s
        })
        .collect();
    for (name, _) in seam::passes::NAMED_PIPELINES {
        if seam::passes::parse_pipeline(name).is_ok_and(|n| n == stripped) {
            return (*name).to_owned();
        }
    }
    stripped
        .iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

/// `s` with every character outside `[A-Za-z0-9_-]` replaced by `_`, at most 80 characters.
pub fn sanitize(s: &str) -> String {
    s.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .take(80)
        .collect()
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} in {}", self.kind, self.pipeline)?;
        if let Some(p) = &self.pass {
            write!(f, " (pass {p})")?;
        }
        if !self.detail.is_empty() {
            write!(f, " [{}]", self.detail)?;
        }
        write!(f, ": {}", self.message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signatures_are_folder_names_and_group_by_pass_and_detail() {
        let f = Finding {
            kind: FindingKind::Miscompile,
            pipeline: "tileiras".into(),
            pass: Some("specialize-callees<clone-budget=4>".into()),
            detail: "ub:misaligned access".into(),
            message: "x".into(),
            launch: Some(0),
        };
        assert_eq!(
            f.signature(),
            "miscompile.specialize-callees-clone-budget-4.ub-misaligned-access"
        );
        assert_eq!(
            f.legacy_signature(),
            "miscompile.specialize-callees_clone-budget_4_.ub_misaligned_access"
        );
        let g = Finding {
            pass: None,
            detail: String::new(),
            ..f.clone()
        };
        assert_eq!(g.signature(), "miscompile.tileiras");
        let n = Finding {
            pipeline: "inline-all<entry=k1>,remove-non-entrypoints<entry=k1>,dce,simplify-cfg"
                .into(),
            ..g.clone()
        };
        assert_eq!(n.signature(), "miscompile.nir");
        let json = serde_json::to_string(&f).unwrap();
        assert!(json.contains("\"kind\":\"miscompile\""), "{json}");
        assert_eq!(serde_json::from_str::<Finding>(&json).unwrap(), f);
    }

    /// An ad-hoc pipeline is a short stable id, not its mangled text; a performance finding
    /// of a pass is one signature across pipelines.
    #[test]
    fn ad_hoc_pipelines_have_short_stable_ids_and_performance_groups_by_pass() {
        let adhoc =
            "inline-cost<threshold-multiplier=1>,inline-cost,inline<model=llvm>,instsimplify";
        let id = pipeline_id(adhoc);
        assert!(id.starts_with("pipeline-") && id.len() == 17, "{id}");
        assert_eq!(pipeline_id(adhoc), id, "stable");
        assert_ne!(
            pipeline_id("inline<model=llvm>,dce,simplify-cfg,globaldce"),
            id
        );
        // Named pipelines, `none` and one short pass keep their names.
        assert_eq!(pipeline_id("tileiras"), "tileiras");
        assert_eq!(pipeline_id("none"), "none");
        assert_eq!(pipeline_id("dce"), "dce");
        let perf = |pipeline: &str| Finding {
            kind: FindingKind::Performance,
            pipeline: pipeline.into(),
            pass: Some("inline<model=llvm>".into()),
            detail: "stack".into(),
            message: String::new(),
            launch: None,
        };
        assert_eq!(
            perf(adhoc).signature(),
            "performance.inline-model-llvm.stack"
        );
        assert_eq!(perf("tileiras").signature(), perf(adhoc).signature());
        assert_eq!(
            perf(adhoc).legacy_signature(),
            "performance.inline-cost_threshold-multiplier_1__inline-cost_inline_model_llvm__instsimplify.inline_model_llvm_.stack"
        );
        let whole = Finding {
            pass: None,
            ..perf(adhoc)
        };
        assert_eq!(whole.signature(), format!("performance.{id}.stack"));
    }
}
