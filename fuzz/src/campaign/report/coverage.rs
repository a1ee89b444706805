//! Coverage: what a campaign's cases exercised. Per case, [`of_case`] counts the generator
//! features its program contains and the side of each of its labels (which way each seed
//! rule decides there), kept in `cases.jsonl`
//! ([`CaseLine::coverage`](super::super::store::CaseLine::coverage)); the report sums them,
//! beside what each pipeline did (ran, refused, left unchanged, decisions held to labels).

use std::collections::BTreeMap;
use std::fmt::Write;

use super::super::store::CaseLine;
use super::plots::bars;
use super::{breakable, esc, fmt_num};
use crate::judge::finding::without_entry;
use crate::labels::{Label, Space};
use crate::{Case, FeatureSet};

/// The key of a generator feature the program contains.
const FEATURE: &str = "f:";
/// The key prefix of a label's side: `l:KIND:SIDE`.
const LABEL: &str = "l:";

/// The sides each kind of label can take, in the report's order (a side no case took is
/// shown as such).
const SIDES: &[(&str, &[&str])] = &[
    (
        "force-inline",
        &[
            "kernel",
            "large-params",
            "large-return",
            "noinline",
            "image-handle",
            "already-alwaysinline",
            "none",
        ],
    ),
    (
        "arg-space",
        &["global", "shared", "const", "local", "disagree", "uncalled"],
    ),
    (
        "ret-space",
        &["global", "shared", "const", "local", "disagree", "none"],
    ),
    ("devirt", &["resolved", "none-guarded", "none-unguarded"]),
    ("kernel", &["launched", "unreferenced"]),
    ("variable", &["used", "unused"]),
];

/// The side of a set of spaces: one space's name, `disagree`, or `empty`.
fn spaces_side(spaces: &[Space], empty: &'static str) -> &'static str {
    match spaces {
        [] => empty,
        [one] => one.name(),
        _ => "disagree",
    }
}

/// A label's kind and side.
fn side(l: &Label) -> (&'static str, &'static str) {
    match l {
        Label::ForceInline { decision, .. } => ("force-inline", decision.name()),
        Label::ArgSpace { spaces, .. } => ("arg-space", spaces_side(spaces, "uncalled")),
        Label::RetSpace { spaces, .. } => ("ret-space", spaces_side(spaces, "none")),
        Label::Devirt {
            target, guarded, ..
        } => (
            "devirt",
            match (target, guarded) {
                (Some(_), _) => "resolved",
                (None, true) => "none-guarded",
                (None, false) => "none-unguarded",
            },
        ),
        Label::Kernel { launched, .. } => (
            "kernel",
            if *launched {
                "launched"
            } else {
                "unreferenced"
            },
        ),
        Label::Variable { used, .. } => ("variable", if *used { "used" } else { "unused" }),
    }
}

/// What a generated case exercises: `f:FEATURE` 1 for each generator feature its program
/// contains, `l:KIND:SIDE` the number of its labels of that kind and side.
pub fn of_case(case: &Case) -> BTreeMap<String, u64> {
    of_parts(case.features, &case.labels)
}

fn of_parts(features: FeatureSet, labels: &[Label]) -> BTreeMap<String, u64> {
    let mut m: BTreeMap<String, u64> = features
        .iter()
        .map(|f| (format!("{FEATURE}{}", f.name()), 1))
        .collect();
    for l in labels {
        let (kind, s) = side(l);
        *m.entry(format!("{LABEL}{kind}:{s}")).or_default() += 1;
    }
    m
}

/// Per pipeline over the cases: ran, verified, refused, unchanged, launches compared and
/// equal, labelled decisions, of them force-inline.
#[derive(Default)]
struct PipeCoverage {
    runs: u64,
    ok: u64,
    refused: u64,
    unchanged: u64,
    compared: u64,
    equal: u64,
    decisions: u64,
    force_inline: u64,
}

/// The coverage section: generator features, the sides of the seed rules, the pipelines.
pub fn section(cases: &[CaseLine]) -> String {
    let mut total: BTreeMap<&str, u64> = BTreeMap::new();
    let mut with: BTreeMap<&str, u64> = BTreeMap::new();
    let mut recorded = 0u64;
    for c in cases {
        recorded += u64::from(!c.coverage.is_empty());
        for (k, v) in &c.coverage {
            *total.entry(k).or_default() += v;
            *with.entry(k).or_default() += 1;
        }
    }
    let mut s = String::new();
    // Generator features: the share of cases whose program contains each.
    s.push_str("<div class='card'><h2>Generator features</h2>");
    if recorded == 0 {
        s.push_str(
            "<p class='note'>Not recorded (cases.jsonl from a seam before coverage was kept).\
             </p></div>",
        );
    } else {
        let _ = write!(
            s,
            "<p class='note'>Cases whose program contains each feature, of {recorded}.</p>"
        );
        let mut rows: Vec<(String, f64)> = Vec::new();
        let mut never = Vec::new();
        for f in crate::Feature::ALL {
            let n = with
                .get(format!("{FEATURE}{}", f.name()).as_str())
                .copied()
                .unwrap_or(0);
            if n == 0 {
                never.push(f.name());
            } else {
                rows.push((f.name().to_owned(), n as f64));
            }
        }
        rows.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        s.push_str(&bars("cases", &rows, ""));
        if !never.is_empty() {
            let _ = write!(
                s,
                "<p class='warn'>Never exercised: {}.</p>",
                esc(&never.join(", "))
            );
        }
        s.push_str("</div>");
        // The seed rules' sides: every side of every label kind, with the labels that took it.
        s.push_str(
            "<div class='card'><h2>Seed rules: sides exercised</h2><p class='note'>Labels \
             (what the rule must decide) per side, and in how many cases; a side in red no \
             case took.</p><table class='sides'>",
        );
        for (kind, sides) in SIDES {
            let _ = write!(s, "<tr><th>{kind}</th><td>");
            for side in *sides {
                let key = format!("{LABEL}{kind}:{side}");
                let (n, k) = (
                    total.get(key.as_str()).copied().unwrap_or(0),
                    with.get(key.as_str()).copied().unwrap_or(0),
                );
                let _ = write!(
                    s,
                    "<span class='chip{}' title='{kind} = {side}: {n} labels in {k} cases'>\
                     {side} <b>{}</b></span>",
                    if n == 0 { " zero" } else { "" },
                    fmt_num(n as f64)
                );
            }
            s.push_str("</td></tr>");
        }
        s.push_str("</table></div>");
    }
    // Pipelines: what each did over the cases.
    let mut pipes: BTreeMap<String, PipeCoverage> = BTreeMap::new();
    for c in cases {
        for p in &c.metrics.pipelines {
            let e = pipes.entry(without_entry(&p.name)).or_default();
            e.runs += 1;
            e.ok += u64::from(p.ok);
            e.refused += u64::from(p.refused.is_some());
            e.unchanged += u64::from(p.unchanged);
            e.compared += p.launches_compared;
            e.equal += p.launches_equal;
            e.decisions += p.labelled_decisions;
            e.force_inline += p.labelled_force_inline;
        }
    }
    s.push_str(
        "<div class='card wide'><h2>Pipelines</h2><table><tr><th>pipeline</th><th class='n'>runs</th>\
         <th class='n'>verified</th><th class='n'>refused</th><th class='n'>unchanged</th>\
         <th class='n'>launches equal / compared</th><th class='n'>labelled decisions</th>\
         <th class='n'>of them force-inline</th></tr>",
    );
    for (name, p) in &pipes {
        let _ = write!(
            s,
            "<tr><td class='lbl'><code>{}</code></td><td class='n'>{}</td><td class='n'>{}</td>\
             <td class='n'>{}</td><td class='n'>{}</td><td class='n'>{} / {}</td>\
             <td class='n'>{}</td><td class='n'>{}</td></tr>",
            breakable(name),
            p.runs,
            p.ok,
            p.refused,
            p.unchanged,
            p.equal,
            p.compared,
            p.decisions,
            p.force_inline
        );
    }
    s.push_str("</table></div>");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_case_counts_its_features_and_label_sides() {
        let labels: Vec<Label> = [
            "force-inline @f3 = large-params (params 388, return 4)",
            "force-inline @f4 = none (params 4, return 4)",
            "force-inline @f5 = none (params 4, return 4)",
            "arg-space @f3 0 = disagree(global, shared)",
            "arg-space @f6 0 = uncalled",
            "ret-space @f7 = none",
            "devirt @f2 %icall.1 = none(unguarded, 2 candidates)",
            "devirt @f2 %icall.2 = @t1",
            "kernel @k1 = unreferenced",
            "variable @g0 = used",
        ]
        .iter()
        .map(|l| Label::parse(l).unwrap())
        .collect();
        let features: FeatureSet = "calls,byval".parse().unwrap();
        let m = of_parts(features, &labels);
        let want: BTreeMap<String, u64> = [
            ("f:calls", 1),
            ("f:byval", 1),
            ("l:force-inline:large-params", 1),
            ("l:force-inline:none", 2),
            ("l:arg-space:disagree", 1),
            ("l:arg-space:uncalled", 1),
            ("l:ret-space:none", 1),
            ("l:devirt:none-unguarded", 1),
            ("l:devirt:resolved", 1),
            ("l:kernel:unreferenced", 1),
            ("l:variable:used", 1),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_owned(), v))
        .collect();
        assert_eq!(m, want);
        assert!(of_parts(FeatureSet::EMPTY, &[]).is_empty());
        // A generated case: one entry per feature, every label counted once.
        let case = crate::case_from_seed(7, None).unwrap();
        let m = of_case(&case);
        let labels: u64 = m
            .iter()
            .filter(|(k, _)| k.starts_with(LABEL))
            .map(|e| e.1)
            .sum();
        assert_eq!(labels, case.labels.len() as u64);
        let features = m.keys().filter(|k| k.starts_with(FEATURE)).count();
        assert_eq!(features, case.features.iter().count());
    }

    #[test]
    fn every_side_a_label_can_take_is_listed() {
        for s in SIDES {
            assert!(!s.1.is_empty());
        }
        for d in [
            "kernel",
            "large-params",
            "large-return",
            "noinline",
            "image-handle",
            "already-alwaysinline",
            "none",
        ] {
            let l = Label::parse(&format!("force-inline @f = {d} (params 4, return 4)")).unwrap();
            let (kind, side) = side(&l);
            let listed = SIDES.iter().find(|s| s.0 == kind).unwrap().1;
            assert!(listed.contains(&side), "{kind} {side}");
        }
    }
}
