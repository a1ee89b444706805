//! Reports of a campaign: `summary.json`, a self-contained `report.html` and JUnit XML for CI
//! systems.
//!
//! `report.html` is a triage dashboard over the full width of the window (a CSS grid of
//! cards): a strip of key numbers, the findings by severity (correctness first, each with
//! when it was seen, its reduction, its files and the command that replays it), plots over
//! time, what the cases covered, and the measurements. By file:
//! - [`triage`]: the severity of each kind of finding; the findings table.
//! - [`coverage`]: what each case exercised (generator features, the sides of its labels),
//!   recorded in `cases.jsonl`, and the coverage cards.
//! - `plots`: SVG plots over time and histograms, HTML bar charts.
//! - `sections`: the measurement cards (generic accesses, narrowing, registers and spills,
//!   NVIDIA's compiler, compilation and the outliner).
//! - `junit`: `junit.xml`.

pub mod coverage;
mod junit;
mod plots;
mod sections;
pub mod triage;

use std::fmt::Write;
use std::path::Path;

use super::store::{CaseLine, Event, StoreError, write_file};
use super::{FindingKind, Summary};
use plots::{Series, legend, time_plot};
use triage::Severity;

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
        html(dir, summary, cases, events).as_bytes(),
    )?;
    write_file(
        &dir.join("junit.xml"),
        junit::junit(summary, events).as_bytes(),
    )
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

fn fmt_num(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e15 {
        format!("{v:.0}")
    } else {
        format!("{v:.2}")
    }
}

/// `s` escaped, with a break opportunity after each `.`, `_` and `,` (a long signature or
/// pipeline wraps between its parts).
pub(super) fn breakable(s: &str) -> String {
    let mut o = String::new();
    for c in s.chars() {
        o.push_str(&esc(c.encode_utf8(&mut [0; 4])));
        if matches!(c, '.' | '_' | ',') {
            o.push_str("<wbr>");
        }
    }
    o
}

/// Seconds as a person reads a duration: `12.3 s`, `4 min 05 s`, `2 h 03 min`.
fn fmt_secs(s: f64) -> String {
    let s = s.max(0.0);
    if s < 60.0 {
        format!("{s:.1} s")
    } else if s < 3600.0 {
        format!("{} min {:02} s", (s / 60.0) as u64, s as u64 % 60)
    } else {
        format!(
            "{} h {:02} min",
            (s / 3600.0) as u64,
            (s as u64 % 3600) / 60
        )
    }
}

/// `n thing` or `n things`.
fn plural(n: usize, thing: &str) -> String {
    if n == 1 {
        format!("1 {thing}")
    } else {
        format!("{n} {thing}s")
    }
}

/// `part` as a percentage of `whole` (0 when `whole` is).
fn pct(part: u64, whole: u64) -> f64 {
    if whole == 0 {
        0.0
    } else {
        100.0 * part as f64 / whole as f64
    }
}

/// The share of the run, at its end, whose new signatures the header counts: a campaign that
/// still finds new signatures there has not saturated.
const LATE_SHARE: f64 = 0.25;

const CSS: &str = "\
:root{--crit:#c62828;--rule:#e67300;--tool:#78909c;--perf:#1e6fd9;--ink:#1d2330;\
--muted:#5f6b7a;--line:#dde3ea;--bg:#f3f5f8}\
*{box-sizing:border-box}\
body{font:14px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;margin:0;\
background:var(--bg);color:var(--ink)}\
main{padding:14px 22px 30px;width:100%}\
header{display:flex;flex-wrap:wrap;align-items:baseline;gap:6px 18px}\
h1{font-size:21px;margin:0}h2{font-size:15px;margin:0 0 8px}\
h3{font-size:13px;margin:10px 0 4px;color:var(--muted)}\
h2.part{font-size:13px;text-transform:uppercase;letter-spacing:.06em;color:var(--muted);\
margin:20px 0 8px}\
.sub,.note{color:var(--muted)}.sub{font-size:12px}\
.versions span{margin-right:12px;white-space:nowrap}\
.kpis{display:grid;grid-template-columns:repeat(auto-fit,minmax(150px,1fr));gap:10px;\
margin:12px 0}\
.kpi{background:#fff;border:1px solid var(--line);border-top:4px solid #90a4ae;\
border-radius:6px;padding:7px 12px}\
.kpi b{display:block;font-size:25px;font-weight:650;font-variant-numeric:tabular-nums}\
.kpi span{display:block;font-size:12px;color:var(--muted);overflow-wrap:anywhere}\
.kpi.critical{border-top-color:var(--crit)}.kpi.critical b{color:var(--crit)}\
.kpi.performance{border-top-color:var(--perf)}.kpi.good{border-top-color:#2e7d32}\
.kpi.rule{border-top-color:var(--rule)}\
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(440px,1fr));gap:14px}\
.card{background:#fff;border:1px solid var(--line);border-radius:6px;padding:10px 14px;\
min-width:0}\
.wide{grid-column:1/-1}\
.scroll{overflow-x:auto}.scroll.tall{max-height:44em;overflow-y:auto}\
thead th{position:sticky;top:0;background:#fff;z-index:1}th.sigcol{width:22%}\
td.t{white-space:nowrap}\
table{border-collapse:collapse;width:100%}\
td,th{border-bottom:1px solid var(--line);padding:4px 6px;text-align:left;vertical-align:top}\
th{font-size:12px;color:var(--muted);font-weight:600}\
.n{text-align:right;font-variant-numeric:tabular-nums}\
th.wide{width:45%}\
table.findings tbody.finding td{border-bottom:0}\
table.findings tbody.finding tr.more td{border-bottom:1px solid var(--line);padding-top:0}\
tbody.finding td:first-child{border-left:5px solid var(--tool);white-space:nowrap}\
tbody.sev-critical td:first-child{border-left-color:var(--crit)}\
tbody.sev-rule td:first-child{border-left-color:var(--rule)}\
tbody.sev-performance td:first-child{border-left-color:var(--perf)}\
tbody.sev-critical{background:#fdf3f3}tbody.sev-rule{background:#fff8f0}\
.badge{display:inline-block;border-radius:3px;padding:0 6px;color:#fff;font-size:11px;\
font-weight:600;background:var(--tool)}\
.badge.critical{background:var(--crit)}.badge.rule{background:var(--rule)}\
.badge.performance{background:var(--perf)}\
.kind{font-size:12px;color:var(--muted)}\
code{font-size:12px}code.sig{overflow-wrap:anywhere;font-weight:600}\
code.cmd{display:block;background:#eef1f5;border-radius:3px;padding:2px 6px;\
overflow-wrap:anywhere;user-select:all}\
.msg{font-size:12px;overflow-wrap:anywhere}\
details summary{cursor:pointer}details pre{white-space:pre-wrap;font-size:12px;margin:4px 0}\
.legend{display:flex;flex-wrap:wrap;gap:4px 14px;font-size:12px;margin:4px 0 8px}\
.sw{display:inline-block;width:10px;height:10px;border-radius:2px;margin-right:4px}\
svg{display:block;width:100%;height:auto;font-family:inherit}\
.mini{display:flex;flex-direction:column;justify-content:flex-end}.mt{font-size:12px;font-weight:600}.minis{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:6px}\
.bars{display:grid;grid-template-columns:minmax(5em,max-content) minmax(8em,1fr) max-content;\
gap:3px 10px;align-items:center;font-size:12px}\
.bars .lbl{max-width:26em;overflow-wrap:anywhere}\
.bars .track{background:#eef1f5;height:13px;border-radius:2px}\
.bars .fill{background:#4a7ebb;height:100%;border-radius:2px}\
.bars .pair .fill{height:50%}.bars .fill.before{background:#b0bec5}\
.bars .val{font-variant-numeric:tabular-nums;white-space:nowrap}\
.bars .axis{color:var(--muted);text-align:center;grid-column:2/4}\
.stack{display:flex;height:14px;border-radius:2px;overflow:hidden;background:#eef1f5}\
.stack i{display:block;height:100%}.top{font-size:11px;color:var(--muted)}\
td.lbl{overflow-wrap:anywhere}\
.chip{display:inline-block;border:1px solid var(--line);border-radius:10px;padding:0 8px;\
margin:2px 4px 2px 0;font-size:12px;white-space:nowrap}\
.chip.zero{border-color:#e0a0a0;color:var(--crit);background:#fdf3f3}\
table.sides th{width:7em}\
.flat{color:var(--muted);font-style:italic}.warn,.bad{color:var(--crit)}.ok{color:#2e7d32}";

/// What the page measures of itself once laid out, for `tests/planted.rs` (through Chromium's
/// `--dump-dom`): the width of its content, whether anything overflows the window, and text
/// cut short (an HTML label narrower than its text, an SVG text outside its plot).
const LAYOUT_CHECK: &str = "(function(){var cut=[];\
document.querySelectorAll('.lbl,.kpi b,.kpi span').forEach(function(e){\
if(e.scrollWidth>e.clientWidth+1)cut.push(e.textContent)});\
document.querySelectorAll('svg').forEach(function(s){var r=s.getBoundingClientRect();\
s.querySelectorAll('text').forEach(function(t){var q=t.getBoundingClientRect();\
if(q.left<r.left-1||q.right>r.right+1||q.top<r.top-1||q.bottom>r.bottom+1)\
cut.push(t.textContent)})});\
var b=document.body;\
b.setAttribute('data-content-width',Math.round(document.querySelector('main')\
.getBoundingClientRect().width));\
b.setAttribute('data-overflow',document.documentElement.scrollWidth>window.innerWidth?'yes':'no');\
b.setAttribute('data-cut-labels',cut.length);\
b.setAttribute('data-cut-text',cut.slice(0,5).join(' | '))})();";

/// A tool's version, short: CUDA's release number in a ptxas build string, else up to the
/// first `:` or `(`; at most 28 characters.
fn short_version(v: &str) -> String {
    if let Some(i) = v.find("cuda_") {
        let release: String = v[i + 5..]
            .chars()
            .take_while(|c| c.is_ascii_digit() || *c == '.')
            .collect();
        let release = release.trim_end_matches('.');
        if !release.is_empty() {
            return format!("CUDA {release}");
        }
    }
    let cut = v.find([':', '(']).unwrap_or(v.len());
    let s = v[..cut].trim();
    if s.chars().count() > 28 {
        s.chars().take(27).chain(['…']).collect()
    } else {
        s.to_owned()
    }
}

/// The strip of key numbers.
fn kpis(summary: &Summary, cases: &[CaseLine], events: &[Event], end: f64) -> String {
    let rows = triage::rows(summary, events);
    let sigs = |c: bool| rows.iter().filter(|r| r.kind.is_correctness() == c).count();
    let of_kind = |k: FindingKind| summary.by_kind.get(k.name()).copied().unwrap_or(0);
    let performance = of_kind(FindingKind::Performance);
    // A tool's own failures (LLVM, ptxas) are neither: said beside the performance count.
    let tools = of_kind(FindingKind::Tool);
    let perf_sigs = rows
        .iter()
        .filter(|r| r.kind == FindingKind::Performance)
        .count();
    let reduced = rows.iter().filter(|r| r.reduced.is_some()).count();
    let late = triage::new_since(events, end * (1.0 - LATE_SHARE));
    let rate = if summary.seconds > 0.0 {
        summary.cases_this_run as f64 / summary.seconds
    } else {
        0.0
    };
    let worst = rows.first().map(|r| r.severity);
    let items: Vec<(String, String, String, &str)> = vec![
        (
            "cases".into(),
            fmt_num(summary.cases as f64),
            format!("{} this run", summary.cases_this_run),
            "",
        ),
        (
            "cases/s".into(),
            format!("{rate:.1}"),
            format!(
                "{} jobs · {:.1}/s each",
                summary.jobs, summary.cases_per_second_per_job
            ),
            "",
        ),
        (
            "correctness findings".into(),
            summary.correctness_findings.to_string(),
            plural(sigs(true), "signature"),
            match worst {
                Some(Severity::Critical) => "critical",
                Some(Severity::Rule) => "rule",
                _ if summary.correctness_findings == 0 => "good",
                _ => "",
            },
        ),
        (
            "performance findings".into(),
            performance.to_string(),
            if tools > 0 {
                format!(
                    "{} · {} tool failures (not seam's)",
                    plural(perf_sigs, "signature"),
                    tools
                )
            } else {
                plural(perf_sigs, "signature")
            },
            if performance > 0 { "performance" } else { "" },
        ),
        (
            "signatures".into(),
            rows.len().to_string(),
            format!("{reduced} reduced"),
            "",
        ),
        (
            "new signatures, last quarter".into(),
            late.to_string(),
            format!("since {}", fmt_secs(end * (1.0 - LATE_SHARE))),
            if late > 0 { "rule" } else { "good" },
        ),
        (
            "run time".into(),
            fmt_secs(summary.seconds),
            if (end - summary.seconds).abs() > 1.0 {
                format!("campaign {}", fmt_secs(end))
            } else {
                "this run".into()
            },
            "",
        ),
        (
            "compiled to PTX".into(),
            summary.codegen_cases.to_string(),
            format!(
                "{:.0}% of cases · {} refused",
                pct(summary.codegen_cases, cases.len() as u64),
                summary.codegen_refused
            ),
            "",
        ),
    ];
    let mut s = String::from("<section class='kpis'>");
    for (name, value, sub, class) in items {
        let _ = write!(
            s,
            "<div class='kpi {class}' title='{n}'><b>{}</b><span>{n}</span><span>{}</span></div>",
            esc(&value),
            esc(&sub),
            n = esc(&name)
        );
    }
    s.push_str("</section>");
    s
}

/// The plots over time: findings, signatures (cumulative) and throughput.
fn over_time(cases: &[CaseLine], events: &[Event], end: f64) -> String {
    let x_label = "time since the start (s)";
    let mut at: Vec<(f64, bool)> = events
        .iter()
        .filter_map(|e| match e {
            Event::Finding { finding, at, .. } => Some((*at, finding.kind.is_correctness())),
            Event::Reduced { .. } => None,
        })
        .collect();
    at.sort_by(|a, b| a.0.total_cmp(&b.0));
    let cumulative = |at: &[(f64, bool)], correctness: bool| -> Vec<(f64, f64)> {
        at.iter()
            .filter(|a| a.1 == correctness)
            .enumerate()
            .map(|(i, a)| (a.0, (i + 1) as f64))
            .collect()
    };
    let (red, blue) = ("#c62828", "#1e6fd9");
    let mut s = String::from("<div class='card'><h2>Findings over time</h2>");
    s.push_str(&legend(&[("correctness", red), ("performance", blue)]));
    s.push_str(&time_plot(
        x_label,
        "findings (cumulative)",
        true,
        end,
        &[
            Series {
                name: "correctness findings",
                color: red,
                points: cumulative(&at, true),
                step: true,
            },
            Series {
                name: "performance findings",
                color: blue,
                points: cumulative(&at, false),
                step: true,
            },
        ],
    ));
    s.push_str("</div><div class='card'><h2>New signatures over time</h2>");
    // Each signature at its first finding (a dot per new signature).
    let seen = triage::seen(events);
    let kinds: std::collections::HashMap<&str, bool> = events
        .iter()
        .filter_map(|e| match e {
            Event::Finding {
                signature, finding, ..
            } => Some((signature.as_str(), finding.kind.is_correctness())),
            Event::Reduced { .. } => None,
        })
        .collect();
    let mut firsts: Vec<(f64, bool)> = seen
        .iter()
        .map(|(sig, x)| (x.first_at, kinds.get(sig.as_str()).copied().unwrap_or(true)))
        .collect();
    firsts.sort_by(|a, b| a.0.total_cmp(&b.0));
    s.push_str(&legend(&[("correctness", red), ("performance", blue)]));
    s.push_str(&time_plot(
        x_label,
        "signatures (cumulative)",
        true,
        end,
        &[
            Series {
                name: "correctness signatures",
                color: red,
                points: cumulative(&firsts, true),
                step: true,
            },
            Series {
                name: "performance signatures",
                color: blue,
                points: cumulative(&firsts, false),
                step: true,
            },
        ],
    ));
    s.push_str("</div><div class='card'><h2>Throughput over time (all jobs)</h2>");
    let buckets = 40usize;
    let width = (end / buckets as f64).max(1e-3);
    let mut n = vec![0u64; buckets];
    for c in cases {
        n[((c.at / width) as usize).min(buckets - 1)] += 1;
    }
    let points: Vec<(f64, f64)> = n
        .iter()
        .enumerate()
        .map(|(i, &k)| ((i as f64 + 0.5) * width, k as f64 / width))
        .collect();
    s.push_str(&legend(&[("cases per second", "#4a7ebb")]));
    s.push_str(&time_plot(
        x_label,
        "cases/s",
        false,
        end,
        &[Series {
            name: "cases/s",
            color: "#4a7ebb",
            points,
            step: false,
        }],
    ));
    s.push_str("</div>");
    s
}

fn html(dir: &Path, summary: &Summary, cases: &[CaseLine], events: &[Event]) -> String {
    let end = cases
        .iter()
        .map(|c| c.at)
        .chain(events.iter().filter_map(|e| match e {
            Event::Finding { at, .. } => Some(*at),
            Event::Reduced { .. } => None,
        }))
        .fold(summary.seconds, f64::max);
    let mut s = format!(
        "<!doctype html><html lang='en'><head><meta charset='utf-8'>\
         <meta name='viewport' content='width=device-width, initial-scale=1'>\
         <title>seam campaign: {} correctness findings, {} cases</title><style>{CSS}</style>\
         </head><body><main><header><h1>seam campaign</h1><span class='sub'>{}</span>\
         <span class='sub versions'>",
        summary.correctness_findings,
        summary.cases,
        esc(&dir.display().to_string())
    );
    for (k, v) in &summary.versions {
        let _ = write!(
            s,
            "<span title='{}'>{} <b>{}</b></span>",
            esc(v),
            esc(k),
            esc(&short_version(v))
        );
    }
    s.push_str("</span></header>");
    s.push_str(&kpis(summary, cases, events, end));

    // Findings, most severe first.
    let rows = triage::rows(summary, events);
    let _ = write!(
        s,
        "<section class='card wide'><h2>Findings by signature: {} correctness, {} performance\
         </h2>",
        summary.correctness_findings,
        summary.findings - summary.correctness_findings
    );
    s.push_str(&triage::legend());
    if !summary.by_kind.is_empty() {
        s.push_str("<div class='legend'>");
        for (k, n) in &summary.by_kind {
            let _ = write!(s, "<span class='chip'>{} <b>{n}</b></span>", esc(k));
        }
        s.push_str("</div>");
    }
    s.push_str(&triage::table(&rows));
    if !rows.is_empty() {
        s.push_str(
            "<p class='note'>Paths are relative to the campaign folder; run the replay commands \
             there. Each finding's folder holds <code>reproduce.sh</code> for its original case.\
             </p>",
        );
    }
    s.push_str("</section>");

    s.push_str("<h2 class='part'>Over time</h2><section class='grid'>");
    s.push_str(&over_time(cases, events, end));
    s.push_str("</section><h2 class='part'>Coverage</h2><section class='grid'>");
    s.push_str(&coverage::section(cases));
    s.push_str("</section><h2 class='part'>Measurements</h2><section class='grid'>");
    s.push_str(&sections::measurements(summary, cases));
    s.push_str("</section>");
    if !summary.dropped_lines.is_empty() {
        s.push_str("<section class='card wide'><h2>Resume notes</h2><ul>");
        for d in &summary.dropped_lines {
            let _ = write!(s, "<li>{}</li>", esc(d));
        }
        s.push_str("</ul></section>");
    }
    let _ = writeln!(s, "</main><script>{LAYOUT_CHECK}</script></body></html>");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_and_versions_read_short() {
        assert_eq!(fmt_secs(12.34), "12.3 s");
        assert_eq!(fmt_secs(245.0), "4 min 05 s");
        assert_eq!(fmt_secs(7380.0), "2 h 03 min");
        assert_eq!(short_version("19 (libLLVM, through inkwell)"), "19");
        assert_eq!(
            short_version("none: libNVVM not found (run scripts/setup.sh)"),
            "none"
        );
        assert_eq!(short_version(&"v".repeat(40)).chars().count(), 28);
        assert_eq!(
            short_version("Build cuda_12.9.r12.9/compiler.36037853_0"),
            "CUDA 12.9"
        );
    }
}
