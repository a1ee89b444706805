//! The `llvm` inline cost model held to LLVM 19 itself: `inline-cost`'s remarks (seam's
//! analysis of every direct call to a defined function, as the module stands) against what
//! LLVM's `opt -passes='print<inline-cost>'` prints for the same module — the cost of every
//! call site, in the same order (functions as laid out, calls in order).
//!
//! This model is not a restatement: LLVM's cost analysis (InstSimplify, constant folding,
//! known bits, the target's costs) is too large to restate independently, and LLVM is the
//! reference the `llvm` model promises to match. It needs LLVM 19's `opt`
//! (`$SEAM_OPT`, `$LLVM_SYS_191_PREFIX/bin/opt`, `opt-19` or `/usr/lib/llvm-19/bin/opt`;
//! `SEAM_OPT=off` turns the model off);
//! without one, [`available`] is false and the pass is not judged (the campaign's summary
//! says so). Costs and thresholds are compared; the printer applies no target threshold
//! multiplier, so at multiplier 1 it is run as it is, and at another (NVPTX's 11, the
//! default) with the thresholds given times that multiplier (see [`inline_cost`]); an
//! explicit `inline-threshold` is not judged. One measured difference between the printer and the inliner
//! (`trunc i16 to i8`, free for the inliner, 5 for the printer) leaves the callers of a callee
//! with one unjudged. Every other site is judged: where LLVM proves a division free by
//! `isDivZero`'s `icmp` reasoning, seam restates it (`seam::passes::llvm_simplify`), and a
//! difference there is a finding like any other.

use std::collections::BTreeSet;
use std::io::Write;
use std::process::{Command, Stdio};
use std::sync::OnceLock;

use seam::ir::Module;
use seam::passes::Remark;

/// LLVM 19's `opt`, if found (looked for once).
pub fn opt_binary() -> Option<&'static str> {
    static OPT: OnceLock<Option<String>> = OnceLock::new();
    OPT.get_or_init(|| {
        let mut candidates = Vec::new();
        match std::env::var("SEAM_OPT") {
            Ok(p) if p == "off" => return None,
            Ok(p) => candidates.push(p),
            Err(_) => {}
        }
        if let Ok(prefix) = std::env::var("LLVM_SYS_191_PREFIX") {
            candidates.push(format!("{prefix}/bin/opt"));
        }
        candidates.push("opt-19".to_owned());
        candidates.push("/usr/lib/llvm-19/bin/opt".to_owned());
        candidates.into_iter().find(|c| {
            Command::new(c).arg("--version").output().is_ok_and(|o| {
                o.status.success() && String::from_utf8_lossy(&o.stdout).contains("version 19.")
            })
        })
    })
    .as_deref()
}

/// Whether the model can run (LLVM 19's `opt` was found).
pub fn available() -> bool {
    opt_binary().is_some()
}

/// One line per call site: `@CALLER #N @CALLEE cost=C threshold=T`, `N` counting the calls
/// from that caller to that callee in order.
fn line(caller: &str, n: usize, callee: &str, cost: &str, threshold: &str) -> String {
    format!("@{caller} #{n} @{callee} cost={cost} threshold={threshold}")
}

/// Numbers repeated (caller, callee) pairs in order.
#[derive(Default)]
struct Counter(std::collections::HashMap<(String, String), usize>);

impl Counter {
    fn next(&mut self, caller: &str, callee: &str) -> usize {
        let n = self
            .0
            .entry((caller.to_owned(), callee.to_owned()))
            .or_insert(0);
        *n += 1;
        *n - 1
    }
}

/// What LLVM 19 says every call site of `m` costs; `None` without `opt`, or when `opt`
/// refuses the module (LLVM's verifier is another stage's business).
pub fn inline_cost(m: &Module, options: &[(String, String)]) -> Option<BTreeSet<String>> {
    // LLVM's printer applies no target multiplier (its thresholds are the inliner's with a
    // multiplier of 1). Another multiplier `M` (NVPTX's 11 by default) is judged by giving
    // the printer the thresholds times `M` (`-inline-threshold`, `-inlinehint-threshold`,
    // `-inlinecold-threshold`): LLVM multiplies after the `inlinehint`/`cold` adjustment and
    // before the bonuses are taken as percentages, so the products are the same; but an
    // explicit `-inline-threshold` also turns off the `optsize`/`minsize` caps, so at `M`
    // other than 1 the callers with either attribute are not judged. An explicit threshold of
    // seam's own (`inline-threshold`) is not judged.
    let mut multiplier: i64 = 11;
    for (k, v) in options {
        match k.as_str() {
            "threshold-multiplier" => match v.parse() {
                Ok(n) if (1..=1000).contains(&n) => multiplier = n,
                _ => return None,
            },
            "trace" => {}
            _ => return None,
        }
    }
    let scaled = [
        ("-inline-threshold", 225),
        ("-inlinehint-threshold", 325),
        ("-inlinecold-threshold", 45),
    ]
    .map(|(flag, t)| format!("{flag}={}", t * multiplier));
    let opt = opt_binary()?;
    let text = seam::text::print_module(m);
    let mut child = Command::new(opt)
        .args([
            "-mtriple=nvptx64-nvidia-cuda",
            "-passes=require<profile-summary>,print<inline-cost>",
            "-disable-output",
        ])
        .args(if multiplier == 1 {
            &[][..]
        } else {
            &scaled[..]
        })
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .ok()?;
    // A module opt stops reading (it refused it) closes the pipe: the write error is the
    // refusal, seen in the status below.
    let _ = child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(text.as_bytes());
    let out = child.wait_with_output().ok()?;
    if !out.status.success() {
        return None;
    }
    let mut lines = parse(&String::from_utf8_lossy(&out.stderr));
    // `print<inline-cost>` charges `trunc i16 to i8` (5) where the inliner itself does not (0,
    // measured on LLVM 19.1.7 by `compiler/tests/inline_cost_vs_llvm.rs`): the callers of a
    // callee with one are not judged.
    let odd: Vec<String> = m
        .functions
        .values()
        .filter(|f| {
            f.body.as_ref().is_some_and(|b| {
                b.inst_order().any(|(_, i)| match &b.insts[i].data {
                    seam::ir::InstData::Cast {
                        op: seam::ir::CastOp::Trunc,
                        arg,
                        ..
                    } => {
                        let from = match arg {
                            seam::ir::Value::Const(c) => m.consts.ty(*c),
                            seam::ir::Value::Inst(a) => b.insts[*a].ty,
                            seam::ir::Value::Arg(n) => f
                                .param_types(&m.types)
                                .get(*n as usize)
                                .copied()
                                .unwrap_or(seam::ir::TypeId::VOID),
                        };
                        m.types.int_bits(from) == Some(16)
                            && m.types.int_bits(b.insts[i].ty) == Some(8)
                    }
                    _ => false,
                })
            })
        })
        .map(|f| format!("@{}", f.name))
        .collect();
    if multiplier != 1 {
        let capped = m.functions.values().filter(|f| {
            f.body.is_some()
                && (m.attrs.has(f.attrs, seam::ir::AttrFlag::OptSize)
                    || m.attrs.has(f.attrs, seam::ir::AttrFlag::MinSize))
        });
        lines.extend(capped.map(|f| format!("? @{}", f.name)));
    }
    if !odd.is_empty() {
        let callers: Vec<String> = lines
            .iter()
            .filter(|l| {
                odd.iter()
                    .any(|g| l.split_whitespace().nth(2) == Some(g.as_str()))
            })
            .filter_map(|l| l.split_whitespace().next().map(str::to_owned))
            .collect();
        lines.extend(callers.into_iter().map(|c| format!("? {c}")));
    }
    Some(lines)
}

/// The sites of `print<inline-cost>`'s output: `Analyzing call of G... (caller:F)`, then the
/// annotated callee, then `Cost: C`.
fn parse(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut counter = Counter::default();
    let mut site: Option<(String, String)> = None;
    let mut cost: Option<String> = None;
    for l in text.lines() {
        let t = l.trim();
        if let Some(rest) = t.strip_prefix("Analyzing call of ")
            && let Some((callee, rest)) = rest.split_once("... (caller:")
        {
            site = Some((rest.trim_end_matches(')').to_owned(), callee.to_owned()));
            cost = None;
        } else if let Some(c) = t.strip_prefix("Cost: ") {
            cost = Some(c.to_owned());
        } else if let Some(threshold) = t.strip_prefix("Threshold: ")
            && let Some(c) = cost.take()
            && let Some((caller, callee)) = site.take()
        {
            let n = counter.next(&caller, &callee);
            out.insert(line(&caller, n, &callee, &c, threshold));
        }
    }
    out
}

/// `inline-cost`'s remarks as the model's lines.
pub(super) fn from_remarks(remarks: &[Remark]) -> BTreeSet<String> {
    let mut counter = Counter::default();
    let mut out = BTreeSet::new();
    for r in remarks.iter().filter(|r| r.decision == "cost") {
        let (Some(callee), Some(cost), Some(threshold)) =
            (r.value("callee"), r.value("cost"), r.value("threshold"))
        else {
            continue;
        };
        let callee = callee.trim_start_matches('@');
        let n = counter.next(&r.function, callee);
        out.insert(line(&r.function, n, callee, cost, threshold));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_print_inline_cost() {
        let text = "      Analyzing call of g... (caller:f)\n\
                    define i32 @g(i32 %x) {\n\
                    ; cost before = -35, cost after = -30, threshold before = 1, threshold after = 1, cost delta = 5\n\
                    \x20 %y = add i32 %x, 1\n}\n      Cost: -30\n      Threshold: 337\n\n\
                    \x20     Analyzing call of g... (caller:f)\n      Cost: 12\n      Threshold: 225\n";
        let got = parse(text);
        assert_eq!(
            got,
            BTreeSet::from([
                "@f #0 @g cost=-30 threshold=337".to_owned(),
                "@f #1 @g cost=12 threshold=225".to_owned()
            ])
        );
    }
}
