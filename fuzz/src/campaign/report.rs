//! Reports of a campaign: `summary.json`, a self-contained `report.html` with SVG plots, and
//! JUnit XML for CI systems.

use std::collections::BTreeMap;
use std::fmt::Write;
use std::path::Path;

use super::Summary;
use super::store::{CaseLine, Event, StoreError, write_file};

/// Writes `summary.json`, `report.html` and `junit.xml` into `dir`.
pub fn write_all(
    dir: &Path,
    summary: &Summary,
    cases: &[CaseLine],
    events: &[Event],
) -> Result<(), StoreError> {
    let json = serde_json::to_string_pretty(summary).expect("summaries serialize");
    write_file(&dir.join("summary.json"), json.as_bytes())?;
    write_file(
        &dir.join("report.html"),
        html(summary, cases, events).as_bytes(),
    )?;
    write_file(&dir.join("junit.xml"), junit(summary, events).as_bytes())
}

/// NVIDIA's compiler (the `nvvm` stage): per level, agreement with the IR interpreter,
/// failures and its code beside LLVM 19's; its inlining decisions beside the reference's.
fn nvvm_section(s: &mut String, n: &crate::judge::stages::nvvm::NvvmTotals) {
    if n.levels.is_empty() {
        return;
    }
    s.push_str(
        "<h2>NVIDIA's compiler (libNVVM 13.5, ptxas 13.5)</h2><table><tr><th>level</th>\
         <th>cases</th><th>launches</th><th>agree</th><th>not compared</th><th>failures</th>\
         <th>registers NVVM / LLVM</th><th>spill bytes NVVM / LLVM</th>\
         <th>stack bytes NVVM / LLVM</th></tr>",
    );
    for (level, t) in &n.levels {
        let failures: Vec<String> = t.failures.iter().map(|(k, v)| format!("{k} {v}")).collect();
        let b = &t.beside_llvm;
        let _ = write!(
            s,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td>\
             <td>{} / {}</td><td>{} / {}</td><td>{} / {}</td></tr>",
            esc(level),
            t.cases,
            t.launches,
            t.agree,
            t.skipped,
            esc(&failures.join(", ")),
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
    if d.sites == 0 {
        return;
    }
    let _ = write!(
        s,
        "<p>Inlining at -O3 beside the reference (<code>{}</code>): {} call sites; {} agree \
         ({} both inlined, {} both kept); {} inlined by the reference only, {} by NVVM only; \
         {} unknown ({} deleted by NVVM first, {} the reference says nothing of).</p>\
         <table><tr><th>disagreement</th><th>sites</th></tr>",
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
    let mut classes: Vec<(&String, &u64)> = d.classes.iter().collect();
    classes.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
    for (k, v) in classes.into_iter().take(20) {
        let _ = write!(s, "<tr><td>{}</td><td>{v}</td></tr>", esc(k));
    }
    s.push_str("</table>");
}

fn esc(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => o.push_str("&amp;"),
            '<' => o.push_str("&lt;"),
            '>' => o.push_str("&gt;"),
            '"' => o.push_str("&quot;"),
            '\'' => o.push_str("&#39;"),
            c if (c as u32) < 0x20 && c != '\n' && c != '\t' => o.push(' '),
            c => o.push(c),
        }
    }
    o
}

/// A horizontal bar chart: a row per category, its value at the end of the bar and in the
/// bar's hover title, and an x axis labelled `x_label`.
fn bars(title: &str, x_label: &str, rows: &[(String, f64)], unit: &str) -> String {
    let w = 720.0;
    let label_w = 300.0;
    let row_h = 20.0;
    let h = 64.0 + row_h * rows.len().max(1) as f64;
    let max = rows.iter().map(|(_, v)| *v).fold(0.0, f64::max).max(1e-9);
    let mut s = format!(
        "<svg xmlns='http://www.w3.org/2000/svg' width='{w}' height='{h}' role='img'>\
         <text x='4' y='16' font-weight='bold'>{}</text>",
        esc(title)
    );
    if rows.is_empty() {
        s.push_str("<text x='4' y='40'>(nothing)</text>");
    }
    for (i, (name, v)) in rows.iter().enumerate() {
        let y = 28.0 + i as f64 * row_h;
        let bw = (w - label_w - 80.0) * v / max;
        // A label that would run into the bars is cut, whole in its hover title.
        let shown: String = if name.chars().count() > 44 {
            name.chars().take(43).chain(['…']).collect()
        } else {
            name.clone()
        };
        let _ = write!(
            s,
            "<text x='4' y='{:.0}' font-size='12'><title>{}</title>{}</text>\
             <rect x='{label_w}' y='{:.0}' width='{:.1}' height='{:.0}' fill='#4a7ebb'>\
             <title>{}: {}{unit}</title></rect>\
             <text x='{:.1}' y='{:.0}' font-size='12'>{}{unit}</text>",
            y + 13.0,
            esc(name),
            esc(&shown),
            y + 2.0,
            bw.max(1.0),
            row_h - 4.0,
            esc(name),
            fmt_num(*v),
            label_w + bw + 4.0,
            y + 13.0,
            fmt_num(*v)
        );
    }
    let axis_y = 30.0 + row_h * rows.len().max(1) as f64;
    let _ = write!(
        s,
        "<line x1='{label_w}' y1='{axis_y:.0}' x2='{:.0}' y2='{axis_y:.0}' stroke='#333'/>\
         <text x='{label_w}' y='{:.0}' font-size='10'>0</text>\
         <text x='{:.0}' y='{:.0}' font-size='10' text-anchor='end'>{}{unit}</text>\
         <text x='{:.0}' y='{:.0}' font-size='11' text-anchor='middle'>{}</text>",
        w - 80.0,
        axis_y + 12.0,
        w - 80.0,
        axis_y + 12.0,
        fmt_num(max),
        (label_w + w - 80.0) / 2.0,
        axis_y + 28.0,
        esc(x_label)
    );
    s.push_str("</svg>");
    s
}

fn fmt_num(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e15 {
        format!("{v:.0}")
    } else {
        format!("{v:.2}")
    }
}

/// Histograms of integer deltas, one panel per series: values clamped to ±`clamp` and
/// grouped into at most 33 bins of equal width; a y axis with counts, an x axis labelled
/// `x_label`, and each bar's exact range and count in its hover title.
fn histogram(title: &str, x_label: &str, series: &[(String, Vec<i64>)], clamp: i64) -> String {
    let colors = ["#4a7ebb", "#d9822b", "#3d9970", "#b10dc9", "#85144b"];
    let shown: Vec<&(String, Vec<i64>)> = series.iter().filter(|(_, v)| !v.is_empty()).collect();
    let (w, left, right) = (720.0, 56.0, 12.0);
    let (panel, top) = (150.0, 28.0);
    let span = 2 * clamp + 1;
    let bins = span.min(33);
    let width = (span + bins - 1) / bins; // values per bin
    let bins = (span + width - 1) / width;
    let h = top + panel * shown.len().max(1) as f64 + 10.0;
    let mut s = format!(
        "<svg xmlns='http://www.w3.org/2000/svg' width='{w}' height='{h:.0}' role='img'>\
         <text x='4' y='16' font-weight='bold'>{}</text>",
        esc(title)
    );
    if shown.is_empty() {
        s.push_str("<text x='4' y='44'>(no data)</text></svg>");
        return s;
    }
    let bw = (w - left - right) / bins as f64;
    for (k, (name, vals)) in shown.iter().enumerate() {
        let mut counts = vec![0u64; bins as usize];
        for &v in vals.iter() {
            counts[((v.clamp(-clamp, clamp) + clamp) / width) as usize] += 1;
        }
        let max = counts.iter().copied().max().unwrap_or(0).max(1);
        let y0 = top + k as f64 * panel; // panel top
        let plot_h = panel - 56.0;
        let base = y0 + 18.0 + plot_h; // the x axis
        let _ = write!(
            s,
            "<text x='{left}' y='{:.0}' font-size='12' font-weight='bold'>{} ({} cases)</text>",
            y0 + 12.0,
            esc(name),
            vals.len()
        );
        // y axis: 0 and the largest count, labelled "cases".
        let _ = write!(
            s,
            "<line x1='{left}' y1='{:.1}' x2='{left}' y2='{base:.1}' stroke='#333'/>\
             <line x1='{left}' y1='{base:.1}' x2='{:.1}' y2='{base:.1}' stroke='#333'/>\
             <text x='{:.0}' y='{:.1}' font-size='10' text-anchor='end'>{max}</text>\
             <text x='{:.0}' y='{:.1}' font-size='10' text-anchor='end'>0</text>\
             <text x='12' y='{:.1}' font-size='11' transform='rotate(-90 12 {:.1})' \
             text-anchor='middle'>cases</text>",
            base - plot_h,
            w - right,
            left - 4.0,
            base - plot_h + 4.0,
            left - 4.0,
            base,
            base - plot_h / 2.0,
            base - plot_h / 2.0
        );
        for (b, &n) in counts.iter().enumerate() {
            if n == 0 {
                continue;
            }
            let lo = -clamp + b as i64 * width;
            let hi = (lo + width - 1).min(clamp);
            let range = match (lo == -clamp, hi == clamp, lo == hi) {
                (true, _, _) => format!("≤ {hi}"),
                (_, true, _) => format!("≥ {lo}"),
                (_, _, true) => lo.to_string(),
                _ => format!("{lo} to {hi}"),
            };
            let bh = plot_h * n as f64 / max as f64;
            let _ = write!(
                s,
                "<rect x='{:.1}' y='{:.1}' width='{:.1}' height='{bh:.1}' fill='{}'>\
                 <title>{}: {n} cases with {x_label} {range}</title></rect>",
                left + b as f64 * bw + 1.0,
                base - bh,
                (bw - 2.0).max(2.0),
                colors[k % colors.len()],
                esc(name)
            );
        }
        // x axis: a few bin starts, then its label.
        let step = (bins as usize / 8).max(1);
        for b in (0..bins as usize).step_by(step) {
            let lo = -clamp + b as i64 * width;
            let label = if b == 0 {
                format!("≤{lo}")
            } else {
                lo.to_string()
            };
            let _ = write!(
                s,
                "<text x='{:.1}' y='{:.1}' font-size='10'>{label}</text>",
                left + b as f64 * bw + 1.0,
                base + 12.0
            );
        }
        let _ = write!(
            s,
            "<text x='{:.1}' y='{:.1}' font-size='11' text-anchor='middle'>{}</text>",
            left + (w - left - right) / 2.0,
            base + 26.0,
            esc(x_label)
        );
    }
    s.push_str("</svg>");
    s
}

/// A line of cases per second over time.
fn throughput(cases: &[CaseLine]) -> String {
    let (w, h, left, bottom) = (720.0, 220.0, 50.0, 30.0);
    let end = cases.iter().map(|c| c.at).fold(0.0, f64::max);
    let buckets = 40usize;
    let width = (end / buckets as f64).max(1e-3);
    let mut n = vec![0u64; buckets];
    for c in cases {
        n[((c.at / width) as usize).min(buckets - 1)] += 1;
    }
    let rates: Vec<f64> = n.iter().map(|&k| k as f64 / width).collect();
    let max = rates.iter().copied().fold(0.0, f64::max).max(1e-9);
    let mut pts = String::new();
    for (i, r) in rates.iter().enumerate() {
        let x = left + (w - left - 10.0) * (i as f64 + 0.5) / buckets as f64;
        let y = h - bottom - (h - bottom - 30.0) * r / max;
        let _ = write!(pts, "{x:.1},{y:.1} ");
    }
    format!(
        "<svg xmlns='http://www.w3.org/2000/svg' width='{w}' height='{h}' role='img'>\
         <text x='4' y='16' font-weight='bold'>Throughput over time (cases/s, all jobs)</text>\
         <polyline fill='none' stroke='#4a7ebb' stroke-width='2' points='{pts}'/>\
         <text x='4' y='34' font-size='11'>{}</text><text x='4' y='{:.0}' font-size='11'>0</text>\
         <text x='{left}' y='{:.0}' font-size='11'>0 s</text>\
         <text x='{:.0}' y='{:.0}' font-size='11'>{end:.0} s</text>\
         <text x='{:.0}' y='{:.0}' font-size='11' text-anchor='middle'>time since the start (s)</text>\
         <text x='12' y='{:.0}' font-size='11' transform='rotate(-90 12 {:.0})' \
         text-anchor='middle'>cases/s</text></svg>",
        fmt_num(max.round()),
        h - bottom,
        h - 8.0,
        w - 60.0,
        h - 8.0,
        w / 2.0,
        h - 8.0,
        h / 2.0,
        h / 2.0
    )
}

/// Per pipeline: generic and all accesses before and after (over the cases it ran on), and
/// the register and spill deltas.
type PipeStats = (u64, u64, u64, u64, Vec<i64>, Vec<i64>);

fn html(summary: &Summary, cases: &[CaseLine], events: &[Event]) -> String {
    let mut s = String::from(
        "<!doctype html><html><head><meta charset='utf-8'><title>seam campaign</title>\
         <style>body{font-family:sans-serif;margin:2em;max-width:60em}\
         table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 8px;\
         text-align:left}code{font-size:90%}svg{display:block;margin:1em 0}</style></head><body>",
    );
    let _ = write!(
        s,
        "<h1>seam campaign</h1><p>{} cases ({} in the last run, {:.1} s, {} jobs, \
         {:.1} cases/s per job); {} findings ({} correctness).</p>",
        summary.cases,
        summary.cases_this_run,
        summary.seconds,
        summary.jobs,
        summary.cases_per_second_per_job,
        summary.findings,
        summary.correctness_findings
    );
    let _ = write!(
        s,
        "<p>{} cases compiled to PTX and assembled; {} that LLVM 19 or ptxas could not compile \
         (their limits: checked without them).</p>",
        summary.codegen_cases, summary.codegen_refused
    );
    let o = &summary.outline;
    if o.cases > 0 {
        let _ = write!(
            s,
            "<p>The machine outliner outlined something in {} of {} compiled cases ({} of {} \
             modules), saving {} PTX instructions.</p>",
            o.cases_outlined, o.cases, o.modules_outlined, o.modules, o.saved
        );
    }
    nvvm_section(&mut s, &summary.nvvm);
    if !summary.codegen_refusals.is_empty() {
        s.push_str("<ul>");
        for r in &summary.codegen_refusals {
            let _ = write!(s, "<li><code>{}</code></li>", esc(r));
        }
        s.push_str("</ul>");
    }
    s.push_str("<table><tr><th>tool</th><th>version</th></tr>");
    for (k, v) in &summary.versions {
        let _ = write!(s, "<tr><td>{}</td><td>{}</td></tr>", esc(k), esc(v));
    }
    s.push_str("</table><h2>Findings by signature</h2>");
    if summary.signatures.is_empty() {
        s.push_str("<p>None.</p>");
    } else {
        s.push_str(
            "<table><tr><th>signature</th><th>count</th><th>first</th><th>reduced</th></tr>",
        );
        for sig in &summary.signatures {
            let red = sig
                .reduced
                .map_or("-".to_owned(), |(b, a)| format!("{b} → {a} instructions"));
            let _ = write!(
                s,
                "<tr><td><code>{}</code></td><td>{}</td><td><a href='{}/'>{}</a> \
                 (<a href='{}/case.ll'>case.ll</a>, <a href='{}/verdict.json'>verdict</a>)</td>\
                 <td>{}</td></tr>",
                esc(&sig.signature),
                sig.count,
                esc(&sig.dir),
                esc(&sig.first),
                esc(&sig.dir),
                esc(&sig.dir),
                red
            );
        }
        s.push_str("</table>");
        let rows: Vec<(String, f64)> = summary
            .signatures
            .iter()
            .map(|g| (g.signature.clone(), g.count as f64))
            .collect();
        s.push_str(&bars("Findings per signature", "findings", &rows, ""));
    }

    // Per pipeline: generic accesses, register and spill deltas.
    let mut pipes: BTreeMap<String, PipeStats> = BTreeMap::new();
    for c in cases {
        for p in &c.metrics.pipelines {
            let e = pipes.entry(p.name.clone()).or_default();
            if p.ok {
                e.0 += c.metrics.generic;
                e.1 += c.metrics.accesses;
                e.2 += p.generic;
                e.3 += p.accesses;
            }
            if let (Some(b), Some(a)) = (&c.metrics.codegen, &p.codegen) {
                e.4.push(a.registers as i64 - b.registers as i64);
                e.5.push(a.spill_bytes as i64 - b.spill_bytes as i64);
            }
        }
    }
    s.push_str("<h2>Memory accesses through generic pointers</h2>");
    let mut rows = Vec::new();
    for (name, (gb, tb, ga, ta, _, _)) in &pipes {
        let share = |g: u64, t: u64| {
            if t == 0 {
                0.0
            } else {
                100.0 * g as f64 / t as f64
            }
        };
        rows.push((format!("{name}: before"), share(*gb, *tb)));
        rows.push((format!("{name}: after"), share(*ga, *ta)));
    }
    s.push_str(&bars(
        "Share of accesses through generic pointers",
        "generic accesses (% of all memory accesses)",
        &rows,
        "%",
    ));
    s.push_str("<h2>Dynamic narrowing</h2>");
    if summary.narrowing.is_empty() {
        s.push_str("<p>No launches recorded.</p>");
    } else {
        s.push_str(
            "<p>Generic accesses executed over every launch, those whose instruction touched \
             one address space on every launch (narrowable, yet left generic), and how many \
             of those no rule of the pipeline's passes keeps generic \
             (<code>docs/performance.md</code>).</p><table><tr><th>stage</th>\
             <th>generic executed</th><th>narrowable left</th><th>unexplained</th>\
             <th>by rule</th></tr>",
        );
        for (stage, n) in &summary.narrowing {
            let mut reasons: Vec<(&String, &u64)> = n.by_reason.iter().collect();
            reasons.sort_by(|a, b| b.1.cmp(a.1));
            let by: Vec<String> = reasons
                .iter()
                .map(|(k, v)| format!("{} {v}", esc(k)))
                .collect();
            let _ = write!(
                s,
                "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
                esc(stage),
                n.generic,
                n.narrowable,
                if stage == "none" {
                    "-".to_owned()
                } else {
                    n.unexplained.to_string()
                },
                by.join(", ")
            );
        }
        s.push_str("</table>");
        let rows: Vec<(String, f64)> = summary
            .narrowing
            .iter()
            .map(|(k, n)| (k.clone(), n.narrowable as f64))
            .collect();
        s.push_str(&bars(
            "Narrowable accesses left generic, per stage",
            "accesses (dynamic count over every launch)",
            &rows,
            "",
        ));
    }
    s.push_str("<h2>Registers and spills (ptxas)</h2>");
    let regs: Vec<(String, Vec<i64>)> = pipes
        .iter()
        .map(|(n, v)| (n.clone(), v.4.clone()))
        .collect();
    let spills: Vec<(String, Vec<i64>)> = pipes
        .iter()
        .map(|(n, v)| (n.clone(), v.5.clone()))
        .collect();
    if regs.iter().all(|(_, v)| v.is_empty()) {
        s.push_str("<p>No register numbers: the campaign ran without ptxas.</p>");
    } else {
        s.push_str(&histogram(
            "Register delta per case (after − before, summed over kernels)",
            "register delta",
            &regs,
            32,
        ));
        s.push_str(&histogram(
            "Spill bytes delta per case (after − before)",
            "spill byte delta",
            &spills,
            64,
        ));
    }
    s.push_str("<h2>Throughput</h2>");
    s.push_str(&throughput(cases));
    let reduced = events
        .iter()
        .filter(|e| matches!(e, Event::Reduced { .. }))
        .count();
    let _ = write!(
        s,
        "<p>{reduced} findings reduced. Reproduce one with the <code>reproduce.sh</code> in its \
         folder.</p>"
    );
    if !summary.dropped_lines.is_empty() {
        s.push_str("<h2>Resume notes</h2><ul>");
        for d in &summary.dropped_lines {
            let _ = write!(s, "<li>{}</li>", esc(d));
        }
        s.push_str("</ul>");
    }
    s.push_str("</body></html>\n");
    s
}

fn junit(summary: &Summary, events: &[Event]) -> String {
    let correctness: Vec<_> = summary
        .signatures
        .iter()
        .filter(|g| !g.signature.starts_with("performance."))
        .collect();
    let performance: Vec<_> = summary
        .signatures
        .iter()
        .filter(|g| g.signature.starts_with("performance."))
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
    let _ = writeln!(
        s,
        "<testsuite name='performance' tests='{}' failures='0'>",
        performance.len()
    );
    for g in &performance {
        let _ = writeln!(
            s,
            "<testcase classname='seam.performance' name='{}'><system-out>{} findings, first {}: {}</system-out></testcase>",
            esc(&g.signature),
            g.count,
            esc(&g.first),
            esc(&message(&g.first))
        );
    }
    s.push_str("</testsuite>\n</testsuites>\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The `width` attributes of the `<rect>` bars of an SVG (legend squares excluded).
    fn bar_widths(svg: &str) -> Vec<f64> {
        svg.split("<rect ")
            .skip(1)
            .filter(|r| r.contains("<title>"))
            .filter_map(|r| r.split("width='").nth(1)?.split('\'').next()?.parse().ok())
            .collect()
    }

    #[test]
    fn histograms_have_wide_bars_counted_axes_and_exact_titles() {
        let series = vec![
            ("tileiras".to_owned(), vec![0, 0, 0, 3, -40, 7, 7]),
            ("nir".to_owned(), vec![]),
            ("lto".to_owned(), vec![1, 2]),
        ];
        let svg = histogram("Register delta", "register delta", &series, 32);
        // One panel per series with data: its name and case count.
        assert!(
            svg.contains("tileiras (7 cases)") && svg.contains("lto (2 cases)"),
            "{svg}"
        );
        assert!(!svg.contains("nir ("), "{svg}");
        // Bars at least 2 px wide; at most 33 bins over -32..=32 (2 values per bin).
        let widths = bar_widths(&svg);
        assert!(
            !widths.is_empty() && widths.iter().all(|&w| w >= 2.0),
            "{widths:?}"
        );
        // y axis: the largest count; x axis: its label; titles: exact ranges and counts.
        assert!(
            svg.contains(">3</text>"),
            "the tallest bar holds 3 cases: {svg}"
        );
        assert!(svg.contains(">register delta</text>"), "{svg}");
        assert!(svg.contains(">cases</text>"), "{svg}");
        assert!(
            svg.contains("tileiras: 3 cases with register delta 0 to 1"),
            "{svg}"
        );
        assert!(
            svg.contains("tileiras: 1 cases with register delta ≤ -31"),
            "{svg}"
        );
        assert!(
            svg.contains("tileiras: 2 cases with register delta 6 to 7"),
            "{svg}"
        );
    }

    #[test]
    fn bar_charts_label_their_axis_and_keep_long_names_in_titles() {
        let long = "x".repeat(60);
        let svg = bars(
            "Findings",
            "findings",
            &[(long.clone(), 3.0), ("b".into(), 1.0)],
            "",
        );
        assert!(svg.contains(">findings</text>"), "{svg}");
        assert!(svg.contains(&format!("<title>{long}: 3</title>")), "{svg}");
        assert!(svg.contains(&format!("{}…", "x".repeat(43))), "{svg}");
        assert_eq!(bar_widths(&svg).len(), 2);
    }
}
