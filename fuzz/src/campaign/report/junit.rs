//! JUnit XML for CI systems: a `correctness` suite with one failing test per correctness
//! signature (and one passing test for the cases run), a `performance` and a `tool` suite
//! (LLVM or ptxas failing on their own) whose tests pass and carry their finding in
//! `system-out`.

use std::fmt::Write;

use super::super::Summary;
use super::super::store::Event;
use super::esc;

pub(super) fn junit(summary: &Summary, events: &[Event]) -> String {
    let recorded = ["performance", "tool"];
    let of_kind =
        |g: &&super::super::SignatureSummary, k: &str| g.signature.split('.').next() == Some(k);
    let correctness: Vec<_> = summary
        .signatures
        .iter()
        .filter(|g| !recorded.iter().any(|k| of_kind(g, k)))
        .collect();
    let message = |first: &str| {
        events
            .iter()
            .find_map(|e| match e {
                Event::Finding { id, finding, .. } if id == first => Some(finding.message.clone()),
                _ => None,
            })
            .unwrap_or_default()
    };
    let mut s = String::from("<?xml version='1.0' encoding='UTF-8'?>\n");
    let _ = writeln!(
        s,
        "<testsuites name='seam-campaign' tests='{}' failures='{}' time='{:.3}'>",
        1 + summary.signatures.len(),
        correctness.len(),
        summary.seconds
    );
    let _ = writeln!(
        s,
        "<testsuite name='correctness' tests='{}' failures='{}'>",
        1 + correctness.len(),
        correctness.len()
    );
    let _ = writeln!(
        s,
        "<testcase classname='seam.campaign' name='{} cases'/>",
        summary.cases
    );
    for g in &correctness {
        let _ = writeln!(
            s,
            "<testcase classname='seam.campaign' name='{}'><failure message='{} findings, first {}'>{}</failure></testcase>",
            esc(&g.signature),
            g.count,
            esc(&g.first),
            esc(&message(&g.first))
        );
    }
    s.push_str("</testsuite>\n");
    for kind in recorded {
        let of: Vec<_> = summary
            .signatures
            .iter()
            .filter(|g| of_kind(g, kind))
            .collect();
        let _ = writeln!(
            s,
            "<testsuite name='{kind}' tests='{}' failures='0'>",
            of.len()
        );
        for g in &of {
            let _ = writeln!(
                s,
                "<testcase classname='seam.{kind}' name='{}'><system-out>{} findings, first {}: {}</system-out></testcase>",
                esc(&g.signature),
                g.count,
                esc(&g.first),
                esc(&message(&g.first))
            );
        }
        s.push_str("</testsuite>\n");
    }
    s.push_str("</testsuites>\n");
    s
}
