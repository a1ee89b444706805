//! The report's measurement cards: generic accesses before and after each pipeline, the
//! dynamic limit of narrowing, registers and spills (ptxas), NVIDIA's compiler, the machine
//! outliner and what LLVM 19 or ptxas could not compile.

use std::collections::BTreeMap;
use std::fmt::Write;

use super::super::Summary;
use super::super::store::CaseLine;
use super::plots::{histograms, stacked};
use super::{breakable, esc, fmt_num, pct};
use crate::judge::finding::without_entry;

/// Colours of the parts of a stacked bar, in order.
const PALETTE: [&str; 14] = [
    "#4a7ebb", "#d9822b", "#3d9970", "#b10dc9", "#85144b", "#39cccc", "#ff851b", "#2ecc40",
    "#7f8c8d", "#f012be", "#0074d9", "#a0522d", "#ffdc00", "#001f3f",
];

/// Per pipeline: generic and all accesses before and after (over the cases it ran on), the
/// register and spill deltas, and the kernels and spill bytes ptxas reported.
#[derive(Default)]
struct PipeStats {
    generic_before: u64,
    all_before: u64,
    generic_after: u64,
    all_after: u64,
    registers: Vec<i64>,
    spills: Vec<i64>,
}

fn pipe_stats(cases: &[CaseLine]) -> BTreeMap<String, PipeStats> {
    let mut pipes: BTreeMap<String, PipeStats> = BTreeMap::new();
    for c in cases {
        for p in &c.metrics.pipelines {
            let e = pipes.entry(without_entry(&p.name)).or_default();
            if p.ok {
                e.generic_before += c.metrics.generic;
                e.all_before += c.metrics.accesses;
                e.generic_after += p.generic;
                e.all_after += p.accesses;
            }
            if let (Some(b), Some(a)) = (&c.metrics.codegen, &p.codegen) {
                e.registers.push(a.registers as i64 - b.registers as i64);
                e.spills.push(a.spill_bytes as i64 - b.spill_bytes as i64);
            }
        }
    }
    pipes
}

/// The share of memory accesses through generic pointers before and after each pipeline: a
/// grey bar (before) over a blue one (after) per pipeline.
fn generic_accesses(pipes: &BTreeMap<String, PipeStats>) -> String {
    let mut s = String::from(
        "<div class='card'><h2>Memory accesses through generic pointers</h2>\
         <div class='legend'><span><i class='sw' style='background:#b0bec5'></i>before</span>\
         <span><i class='sw' style='background:#4a7ebb'></i>after</span></div>\
         <div class='bars' role='img' aria-label='generic accesses (% of all memory accesses)'>",
    );
    for (name, p) in pipes {
        let (b, a) = (
            pct(p.generic_before, p.all_before),
            pct(p.generic_after, p.all_after),
        );
        let _ = write!(
            s,
            "<div class='lbl' title='{n}'>{n}</div><div class='track pair'>\
             <div class='fill before' style='width:{b:.1}%' title='{n} before: {b:.1}%'></div>\
             <div class='fill' style='width:{a:.1}%' title='{n} after: {a:.1}%'></div></div>\
             <div class='val'>{b:.1}% → {a:.1}%</div>",
            n = esc(name),
        );
    }
    s.push_str(
        "<div></div><div class='axis'>generic accesses (% of all memory accesses)</div></div>\
         </div>",
    );
    s
}

/// The dynamic limit of narrowing per stage: counts, and the narrowable accesses left
/// generic split by the rule that keeps them so (a stacked bar, one colour per rule).
fn narrowing(summary: &Summary) -> String {
    let mut s = String::from("<div class='card wide'><h2>Dynamic narrowing</h2>");
    if summary.narrowing.is_empty() {
        s.push_str("<p class='note'>No launches recorded.</p></div>");
        return s;
    }
    let mut reasons: BTreeMap<&str, u64> = BTreeMap::new();
    for n in summary.narrowing.values() {
        for (k, v) in &n.by_reason {
            *reasons.entry(k).or_default() += v;
        }
    }
    let mut order: Vec<(&str, u64)> = reasons.into_iter().collect();
    order.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    let color = |k: &str| {
        let i = order.iter().position(|(r, _)| *r == k).unwrap_or(0);
        PALETTE[i % PALETTE.len()].to_owned()
    };
    s.push_str(
        "<p class='note'>Generic accesses executed over every launch; those whose instruction \
         touched one address space on every launch (narrowable, yet left generic), split by \
         the rule that keeps them generic; and those no rule of the pipeline's passes explains \
         (<code>docs/performance.md</code>).</p><table><tr><th>stage</th>\
         <th class='n'>generic executed</th><th class='n'>narrowable left</th>\
         <th class='n'>unexplained</th><th class='wide'>narrowable left, by rule</th></tr>",
    );
    for (stage, n) in &summary.narrowing {
        let parts: Vec<(String, u64, String)> = order
            .iter()
            .map(|(r, _)| {
                (
                    (*r).to_owned(),
                    n.by_reason.get(*r).copied().unwrap_or(0),
                    color(r),
                )
            })
            .collect();
        let unexplained = if stage == "none" {
            "-".to_owned()
        } else if n.unexplained > 0 {
            format!("<b class='bad'>{}</b>", fmt_num(n.unexplained as f64))
        } else {
            "0".to_owned()
        };
        // The three largest rules in words, under the bar.
        let mut top: Vec<(&String, &u64)> = n.by_reason.iter().collect();
        top.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
        let top: Vec<String> = top
            .iter()
            .take(3)
            .map(|(r, v)| format!("{} {:.0}%", esc(r), pct(**v, n.narrowable)))
            .collect();
        let _ = write!(
            s,
            "<tr><td class='lbl'><code>{}</code></td><td class='n'>{}</td><td class='n'>{} \
             <span class='note'>({:.0}%)</span></td><td class='n'>{unexplained}</td>\
             <td>{}<div class='top'>{}</div></td></tr>",
            breakable(stage),
            fmt_num(n.generic as f64),
            fmt_num(n.narrowable as f64),
            pct(n.narrowable, n.generic),
            stacked(&parts),
            top.join(" · ")
        );
    }
    s.push_str("</table><div class='legend'>");
    for (r, v) in &order {
        let _ = write!(
            s,
            "<span title='{r}: {v} accesses over every stage'><i class='sw' \
             style='background:{}'></i>{}</span>",
            color(r),
            esc(r)
        );
    }
    s.push_str("</div></div>");
    s
}

/// Registers and spills: a histogram per pipeline that changed something; a line when nothing
/// changed (no spills anywhere: "none in N kernels").
fn registers(pipes: &BTreeMap<String, PipeStats>, cases: &[CaseLine]) -> String {
    let mut s = String::from("<div class='card wide'><h2>Registers and spills (ptxas)</h2>");
    let regs: Vec<(String, Vec<i64>)> = pipes
        .iter()
        .map(|(n, v)| (n.clone(), v.registers.clone()))
        .collect();
    let spills: Vec<(String, Vec<i64>)> = pipes
        .iter()
        .map(|(n, v)| (n.clone(), v.spills.clone()))
        .collect();
    if regs.iter().all(|(_, v)| v.is_empty()) {
        s.push_str(
            "<p class='note'>No register numbers: the campaign ran without ptxas.</p></div>",
        );
        return s;
    }
    // Kernels ptxas reported, and spill bytes, over every compiled module.
    let (mut kernels, mut spill_bytes, mut compiled) = (0u64, 0u64, 0u64);
    for c in cases {
        let Some(b) = &c.metrics.codegen else {
            continue;
        };
        compiled += 1;
        kernels += b.functions;
        spill_bytes += b.spill_bytes;
        for p in &c.metrics.pipelines {
            if let Some(a) = &p.codegen {
                kernels += a.functions;
                spill_bytes += a.spill_bytes;
            }
        }
    }
    s.push_str("<h3>Register delta per case (after − before, summed over kernels)</h3>");
    s.push_str(&histograms(
        "register delta",
        &regs,
        32,
        &format!("Registers: unchanged by every pipeline in {compiled} compiled cases."),
    ));
    s.push_str("<h3>Spill bytes delta per case (after − before)</h3>");
    let flat = if spill_bytes == 0 {
        format!(
            "Spills: none in {kernels} kernels ({compiled} compiled cases, before and after \
             every pipeline)."
        )
    } else {
        format!("Spills: unchanged by every pipeline in {compiled} compiled cases.")
    };
    s.push_str(&histograms("spill byte delta", &spills, 64, &flat));
    s.push_str("</div>");
    s
}

/// NVIDIA's compiler (the `nvvm` stage): per level, agreement with the IR interpreter,
/// failures and its code beside LLVM 19's; its inlining decisions beside the reference's.
fn nvvm(n: &crate::judge::stages::nvvm::NvvmTotals) -> String {
    if n.levels.is_empty() {
        return String::new();
    }
    let mut s = String::from(
        "<div class='card wide'><h2>NVIDIA's compiler (libNVVM 13.5, ptxas 13.5)</h2><table><tr>\
         <th>level</th><th class='n'>cases</th><th class='n'>launches agree</th>\
         <th class='n'>not compared</th><th>failures</th><th class='n'>registers NVVM / LLVM\
         </th><th class='n'>spill bytes NVVM / LLVM</th><th class='n'>stack bytes NVVM / LLVM\
         </th></tr>",
    );
    for (level, t) in &n.levels {
        let failures: Vec<String> = t.failures.iter().map(|(k, v)| format!("{k} {v}")).collect();
        let b = &t.beside_llvm;
        let _ = write!(
            s,
            "<tr><td>{}</td><td class='n'>{}</td><td class='n'>{} / {}</td><td class='n'>{}</td>\
             <td>{}</td><td class='n'>{} / {}</td><td class='n'>{} / {}</td>\
             <td class='n'>{} / {}</td></tr>",
            esc(level),
            t.cases,
            t.agree,
            t.launches,
            t.skipped,
            if failures.is_empty() {
                "-".to_owned()
            } else {
                esc(&failures.join(", "))
            },
            b.registers.0,
            b.registers.1,
            b.spill_bytes.0,
            b.spill_bytes.1,
            b.stack_bytes.0,
            b.stack_bytes.1
        );
    }
    s.push_str("</table>");
    let d = &n.decisions;
    if d.sites > 0 {
        let _ = write!(
            s,
            "<p>Inlining at -O3 beside the reference (<code>{}</code>): {} call sites; {} agree \
             ({} both inlined, {} both kept); {} inlined by the reference only, {} by NVVM \
             only; {} unknown ({} deleted by NVVM first, {} the reference says nothing of).</p>",
            esc(crate::judge::stages::nvvm::REFERENCE_INLINING),
            d.sites,
            d.agree(),
            d.both_inlined,
            d.both_kept,
            d.reference_only,
            d.nvvm_only,
            d.unknown,
            d.nvvm_silent,
            d.reference_silent
        );
        let mut classes: Vec<(String, f64)> = d
            .classes
            .iter()
            .map(|(k, v)| (k.clone(), *v as f64))
            .collect();
        classes.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        classes.truncate(20);
        s.push_str(&super::plots::bars(
            "call sites (disagreements)",
            &classes,
            "",
        ));
    }
    s.push_str("</div>");
    s
}

/// The measurement cards, in a grid.
pub(super) fn measurements(summary: &Summary, cases: &[CaseLine]) -> String {
    let pipes = pipe_stats(cases);
    let mut s = String::new();
    s.push_str(&generic_accesses(&pipes));
    // Compilation: sampled cases, refusals, the outliner, in one card.
    let o = &summary.outline;
    let _ = write!(
        s,
        "<div class='card'><h2>Compilation</h2><p>{} cases compiled to PTX and assembled; {} \
         that LLVM 19 or ptxas could not compile (their limits: checked without them).</p>",
        summary.codegen_cases, summary.codegen_refused
    );
    if o.cases > 0 {
        let _ = write!(
            s,
            "<p>Machine outliner: outlined something in {} of {} compiled cases ({} of {} \
             modules), saving {} PTX instructions.</p>",
            o.cases_outlined, o.cases, o.modules_outlined, o.modules, o.saved
        );
    }
    if !summary.codegen_refusals.is_empty() {
        let _ = write!(
            s,
            "<details><summary>The first {} refusals</summary><ul>",
            summary.codegen_refusals.len()
        );
        for r in &summary.codegen_refusals {
            let _ = write!(s, "<li><code>{}</code></li>", esc(r));
        }
        s.push_str("</ul></details>");
    }
    s.push_str("</div>");
    s.push_str(&narrowing(summary));
    s.push_str(&registers(&pipes, cases));
    s.push_str(&nvvm(&summary.nvvm));
    s.push_str(&toolkit(&summary.toolkit));
    s
}

/// Toolkit against toolkit (the `toolkit` stage): the summary's lines in a card.
fn toolkit(t: &crate::judge::stages::toolkit::ToolkitTotals) -> String {
    let lines = t.lines();
    if lines.is_empty() {
        return String::new();
    }
    let mut s = String::from(
        "<div class='card'><h2>Toolkit against toolkit (ptxas 13.5 beside 12.9)</h2><ul>",
    );
    for l in lines {
        let _ = write!(s, "<li>{}</li>", esc(l.trim()));
    }
    s.push_str("</ul></div>");
    s
}
