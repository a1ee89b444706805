//! The report's charts: SVG plots over time and histograms (each scales to its card's width
//! through a `viewBox`), and HTML bar charts whose labels the browser lays out, so that a
//! label wraps and is never cut.
//!
//! Every SVG plot has both axes labelled and its ticks numbered; its text stays inside its
//! `viewBox` (the page's layout check counts any that does not).

use std::fmt::Write;

use super::{esc, fmt_num};

/// One line of a plot over time.
pub(super) struct Series<'a> {
    /// The name in the legend.
    pub name: &'a str,
    /// Its colour.
    pub color: &'a str,
    /// (x, y) points, in x order.
    pub points: Vec<(f64, f64)>,
    /// Drawn as steps (a count that jumps at each point), with a dot at each jump; else a
    /// line through the points.
    pub step: bool,
}

/// Ticks from 0 to at least `max`: 0, s, 2s, … with s one of 1, 2, 5 times a power of ten,
/// at most 6 intervals; for a count (`integer`), s is at least 1.
pub(super) fn nice_ticks(max: f64, integer: bool) -> Vec<f64> {
    let max = if max.is_finite() && max > 0.0 {
        max
    } else {
        1.0
    };
    let raw = max / 5.0;
    let mag = 10f64.powf(raw.log10().floor());
    let step = [1.0, 2.0, 5.0, 10.0]
        .iter()
        .map(|m| m * mag)
        .find(|s| max / s <= 6.0)
        .unwrap_or(10.0 * mag);
    let step = if integer { step.max(1.0) } else { step };
    let n = (max / step - 1e-9).ceil().max(1.0) as usize;
    (0..=n).map(|i| i as f64 * step).collect()
}

/// The legend of a plot, as HTML above it (a swatch and a name per series).
pub(super) fn legend(items: &[(&str, &str)]) -> String {
    let mut s = String::from("<div class='legend'>");
    for (name, color) in items {
        let _ = write!(
            s,
            "<span><i class='sw' style='background:{color}'></i>{}</span>",
            esc(name)
        );
    }
    s.push_str("</div>");
    s
}

/// A plot of `series` over x from 0 to `x_end`, y from 0 to the largest value (a count, with
/// whole ticks, when `integer`), with its x axis labelled `x_label` and its y axis `y_label`.
pub(super) fn time_plot(
    x_label: &str,
    y_label: &str,
    integer: bool,
    x_end: f64,
    series: &[Series<'_>],
) -> String {
    let (w, h) = (480.0, 220.0);
    let (left, right, top, bottom) = (50.0, 16.0, 10.0, 42.0);
    let (pw, ph) = (w - left - right, h - top - bottom);
    let x_end = if x_end > 0.0 { x_end } else { 1.0 };
    let y_max = series
        .iter()
        .flat_map(|s| s.points.iter().map(|p| p.1))
        .fold(0.0, f64::max);
    let yt = nice_ticks(y_max, integer);
    let xt = nice_ticks(x_end, false);
    let (y_top, x_top) = (*yt.last().unwrap_or(&1.0), *xt.last().unwrap_or(&1.0));
    let px = |x: f64| left + pw * x / x_top;
    let py = |y: f64| top + ph - ph * y / y_top;
    let mut s = format!(
        "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 {w} {h}' role='img' \
         aria-label='{} over {}'>",
        esc(y_label),
        esc(x_label)
    );
    // Grid lines and tick labels.
    for &t in &yt {
        let y = py(t);
        let _ = write!(
            s,
            "<line x1='{left}' y1='{y:.1}' x2='{:.1}' y2='{y:.1}' stroke='#e3e7ed'/>\
             <text x='{:.1}' y='{:.1}' font-size='11' text-anchor='end'>{}</text>",
            left + pw,
            left - 5.0,
            y + 4.0,
            fmt_num(t),
        );
    }
    for &t in &xt {
        let _ = write!(
            s,
            "<line x1='{x:.1}' y1='{:.1}' x2='{x:.1}' y2='{:.1}' stroke='#333'/>\
             <text x='{x:.1}' y='{:.1}' font-size='11' text-anchor='middle'>{}</text>",
            top + ph,
            top + ph + 4.0,
            top + ph + 16.0,
            fmt_num(t),
            x = px(t)
        );
    }
    let _ = write!(
        s,
        "<line x1='{left}' y1='{top}' x2='{left}' y2='{:.1}' stroke='#333'/>\
         <line x1='{left}' y1='{:.1}' x2='{:.1}' y2='{:.1}' stroke='#333'/>\
         <text x='{:.1}' y='{:.1}' font-size='12' text-anchor='middle'>{}</text>\
         <text x='14' y='{:.1}' font-size='12' text-anchor='middle' \
         transform='rotate(-90 14 {:.1})'>{}</text>",
        top + ph,
        top + ph,
        left + pw,
        top + ph,
        left + pw / 2.0,
        h - 6.0,
        esc(x_label),
        top + ph / 2.0,
        top + ph / 2.0,
        esc(y_label)
    );
    for ser in series {
        if ser.points.is_empty() {
            continue;
        }
        let mut d = String::new();
        if ser.step {
            let _ = write!(d, "M{:.1},{:.1}", px(0.0), py(0.0));
            for &(x, y) in &ser.points {
                let _ = write!(d, " H{:.1} V{:.1}", px(x), py(y));
            }
            let _ = write!(d, " H{:.1}", px(x_end));
        } else {
            for (i, &(x, y)) in ser.points.iter().enumerate() {
                let _ = write!(
                    d,
                    "{}{:.1},{:.1}",
                    if i == 0 { "M" } else { " L" },
                    px(x),
                    py(y)
                );
            }
        }
        let _ = write!(
            s,
            "<path d='{d}' fill='none' stroke='{}' stroke-width='2'><title>{}</title></path>",
            ser.color,
            esc(ser.name)
        );
        if ser.step {
            for &(x, y) in &ser.points {
                let _ = write!(
                    s,
                    "<circle cx='{:.1}' cy='{:.1}' r='2.5' fill='{}'><title>{}: {} at {:.1} s\
                     </title></circle>",
                    px(x),
                    py(y),
                    ser.color,
                    esc(ser.name),
                    fmt_num(y),
                    x
                );
            }
        }
    }
    s.push_str("</svg>");
    s
}

/// When every value of every series is 0 (a histogram of one bar at 0, which says nothing),
/// the number of values; else `None`.
pub(super) fn all_zero(series: &[(String, Vec<i64>)]) -> Option<usize> {
    let n: usize = series.iter().map(|(_, v)| v.len()).sum();
    (n > 0 && series.iter().all(|(_, v)| v.iter().all(|&x| x == 0))).then_some(n)
}

/// Histograms of integer deltas, one small panel per series that has a value other than 0
/// (laid out side by side); the series whose every value is 0 are named in one line. Values
/// are clamped to ±`clamp` and grouped into at most 33 bins of equal width; each panel has a
/// y axis with counts, an x axis labelled `x_label`, and each bar's exact range and count in
/// its hover title. When every value of every series is 0, one line of text, `flat`.
pub(super) fn histograms(
    x_label: &str,
    series: &[(String, Vec<i64>)],
    clamp: i64,
    flat: &str,
) -> String {
    if series.iter().all(|(_, v)| v.is_empty()) {
        return "<p class='note'>No data.</p>".to_owned();
    }
    if all_zero(series).is_some() {
        return format!("<p class='flat'>{}</p>", esc(flat));
    }
    let mut s = String::from("<div class='minis'>");
    let mut unchanged = Vec::new();
    for (k, (name, vals)) in series.iter().enumerate() {
        if vals.is_empty() {
            continue;
        }
        if vals.iter().all(|&v| v == 0) {
            unchanged.push(format!("{name} ({})", vals.len()));
            continue;
        }
        s.push_str(&histogram_panel(name, x_label, vals, clamp, k));
    }
    s.push_str("</div>");
    if !unchanged.is_empty() {
        let _ = write!(
            s,
            "<p class='note'>0 in every case: {}.</p>",
            esc(&unchanged.join(", "))
        );
    }
    s
}

fn histogram_panel(name: &str, x_label: &str, vals: &[i64], clamp: i64, k: usize) -> String {
    let colors = ["#4a7ebb", "#d9822b", "#3d9970", "#b10dc9", "#85144b"];
    let (w, h) = (320.0, 170.0);
    let (left, right, top, bottom) = (40.0, 12.0, 8.0, 40.0);
    let (pw, ph) = (w - left - right, h - top - bottom);
    let span = 2 * clamp + 1;
    let bins = span.min(33);
    let width = (span + bins - 1) / bins; // values per bin
    let bins = (span + width - 1) / width;
    let mut counts = vec![0u64; bins as usize];
    for &v in vals {
        counts[((v.clamp(-clamp, clamp) + clamp) / width) as usize] += 1;
    }
    let max = counts.iter().copied().max().unwrap_or(0).max(1);
    let bw = pw / bins as f64;
    let base = top + ph;
    // The panel's title is HTML, which wraps a long pipeline name.
    let mut s = format!(
        "<div class='mini'><div class='mt lbl' title='{n}'>{n} ({} cases)</div>\
         <svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 {w} {h}' role='img'>\
         <line x1='{left}' y1='{top}' x2='{left}' y2='{base}' stroke='#333'/>\
         <line x1='{left}' y1='{base}' x2='{:.1}' y2='{base}' stroke='#333'/>\
         <text x='{:.1}' y='{:.1}' font-size='10' text-anchor='end'>{max}</text>\
         <text x='{:.1}' y='{base}' font-size='10' text-anchor='end'>0</text>\
         <text x='12' y='{:.1}' font-size='11' transform='rotate(-90 12 {:.1})' \
         text-anchor='middle'>cases</text>",
        vals.len(),
        left + pw,
        left - 4.0,
        top + 8.0,
        left - 4.0,
        top + ph / 2.0,
        top + ph / 2.0,
        n = esc(name),
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
        let bh = ph * n as f64 / max as f64;
        let _ = write!(
            s,
            "<rect x='{:.1}' y='{:.1}' width='{:.1}' height='{bh:.1}' fill='{}'>\
             <title>{}: {n} cases with {} {range}</title></rect>",
            left + b as f64 * bw + 0.5,
            base - bh,
            (bw - 1.0).max(2.0),
            colors[k % colors.len()],
            esc(name),
            esc(x_label)
        );
    }
    // x axis: the lowest, 0 and the highest bin.
    for (b, anchor) in [
        (0usize, "start"),
        ((clamp / width) as usize, "middle"),
        (bins as usize - 1, "end"),
    ] {
        let lo = -clamp + b as i64 * width;
        let (label, x) = match anchor {
            "start" => (format!("≤{lo}"), left + b as f64 * bw),
            "end" => (format!("≥{lo}"), left + (b + 1) as f64 * bw),
            _ => (lo.to_string(), left + (b as f64 + 0.5) * bw),
        };
        let _ = write!(
            s,
            "<text x='{x:.1}' y='{:.1}' font-size='10' text-anchor='{anchor}'>{label}</text>",
            base + 12.0
        );
    }
    let _ = write!(
        s,
        "<text x='{:.1}' y='{:.1}' font-size='11' text-anchor='middle'>{}</text></svg></div>",
        left + pw / 2.0,
        base + 28.0,
        esc(x_label)
    );
    s
}

/// A horizontal bar chart in HTML: a row per category (its label wraps, whole in its title),
/// the bar, and its value; `x_label` says what the bars measure.
pub(super) fn bars(x_label: &str, rows: &[(String, f64)], unit: &str) -> String {
    if rows.is_empty() {
        return "<p class='note'>Nothing.</p>".to_owned();
    }
    let max = rows.iter().map(|(_, v)| *v).fold(0.0, f64::max).max(1e-9);
    let mut s = format!(
        "<div class='bars' role='img' aria-label='{}'>",
        esc(x_label)
    );
    for (name, v) in rows {
        let _ = write!(
            s,
            "<div class='lbl' title='{n}'>{n}</div><div class='track'><div class='fill' \
             style='width:{:.1}%' title='{n}: {v}{unit}'></div></div><div class='val'>{v}{unit}\
             </div>",
            100.0 * v / max,
            n = esc(name),
            v = fmt_num(*v),
        );
    }
    let _ = write!(
        s,
        "<div></div><div class='axis'>{}</div></div>",
        esc(x_label)
    );
    s
}

/// A bar split into parts (name, value, colour), each part's share of the whole in its title.
pub(super) fn stacked(parts: &[(String, u64, String)]) -> String {
    let total: u64 = parts.iter().map(|p| p.1).sum();
    if total == 0 {
        return "<span class='note'>-</span>".to_owned();
    }
    let mut s = String::from("<div class='stack'>");
    for (name, v, color) in parts {
        if *v == 0 {
            continue;
        }
        let share = 100.0 * *v as f64 / total as f64;
        let _ = write!(
            s,
            "<i style='width:{share:.2}%;background:{color}' title='{}: {v} ({share:.1}%)'></i>",
            esc(name)
        );
    }
    s.push_str("</div>");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The `width` attributes of the `<rect>` bars of an SVG.
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
            ("gpucompiler".to_owned(), vec![0, 0, 0]),
        ];
        let svg = histograms("register delta", &series, 32, "unused");
        // One panel per series with a value other than 0: its name and case count.
        assert!(
            svg.contains("tileiras (7 cases)") && svg.contains("lto (2 cases)"),
            "{svg}"
        );
        assert!(!svg.contains("nir ("), "{svg}");
        // A series of zeros is one line, not a panel.
        assert!(!svg.contains("gpucompiler (3 cases)"), "{svg}");
        assert!(svg.contains("0 in every case: gpucompiler (3)"), "{svg}");
        // Bars at least 2 px wide; at most 33 bins over -32..=32 (2 values per bin).
        let widths = bar_widths(&svg);
        assert!(
            !widths.is_empty() && widths.iter().all(|&w| w >= 2.0),
            "{widths:?}"
        );
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
    fn a_histogram_of_only_zeros_is_one_line_of_text() {
        let zeros = vec![
            ("tileiras".to_owned(), vec![0, 0, 0]),
            ("nir".to_owned(), vec![]),
            ("lto".to_owned(), vec![0]),
        ];
        assert_eq!(all_zero(&zeros), Some(4));
        let out = histograms("spill byte delta", &zeros, 64, "Spills: none in 9 kernels");
        assert_eq!(out, "<p class='flat'>Spills: none in 9 kernels</p>");
        assert!(!out.contains("<svg"));
        // One value other than 0 anywhere, or no values at all, is not flat.
        let mut one = zeros.clone();
        one[2].1.push(-8);
        assert_eq!(all_zero(&one), None);
        assert!(histograms("spill byte delta", &one, 64, "flat").contains("<svg"));
        assert_eq!(all_zero(&[("x".to_owned(), vec![])]), None);
    }

    #[test]
    fn ticks_are_round_and_cover_the_range() {
        assert_eq!(nice_ticks(4.0, true), vec![0.0, 1.0, 2.0, 3.0, 4.0]);
        assert_eq!(nice_ticks(10.0, true), vec![0.0, 2.0, 4.0, 6.0, 8.0, 10.0]);
        assert_eq!(
            nice_ticks(418.0, false),
            vec![0.0, 100.0, 200.0, 300.0, 400.0, 500.0]
        );
        // A count has whole ticks; nothing counted is an axis of 0 to 1.
        assert_eq!(nice_ticks(0.0, true), vec![0.0, 1.0]);
        assert_eq!(nice_ticks(1.0, true), vec![0.0, 1.0]);
        assert_eq!(nice_ticks(1.0, false).len(), 6);
        let t = nice_ticks(0.37, false);
        assert!(*t.last().unwrap() >= 0.37 && t.len() <= 7, "{t:?}");
    }

    #[test]
    fn time_plots_label_both_axes_and_step_at_each_point() {
        let svg = time_plot(
            "time since the start (s)",
            "findings (cumulative)",
            true,
            10.0,
            &[Series {
                name: "correctness",
                color: "#c00",
                points: vec![(2.0, 1.0), (5.0, 3.0)],
                step: true,
            }],
        );
        assert!(svg.contains(">time since the start (s)</text>"), "{svg}");
        assert!(svg.contains(">findings (cumulative)</text>"), "{svg}");
        assert_eq!(svg.matches("<circle").count(), 2, "{svg}");
        assert!(svg.contains("correctness: 3 at 5.0 s"), "{svg}");
        // The x axis reaches the end of the run.
        assert!(svg.contains(">10</text>"), "{svg}");
    }

    #[test]
    fn bar_charts_keep_whole_labels_and_label_what_they_measure() {
        let long = "x".repeat(60);
        let html = bars("findings", &[(long.clone(), 3.0), ("b".into(), 1.0)], "");
        assert!(html.contains(&format!("<div class='lbl' title='{long}'>{long}</div>")));
        assert!(
            html.contains("width:100.0%") && html.contains("width:33.3%"),
            "{html}"
        );
        assert!(html.contains("<div class='axis'>findings</div>"), "{html}");
        let st = stacked(&[
            ("a".into(), 1, "#111".into()),
            ("b".into(), 3, "#222".into()),
        ]);
        assert!(st.contains("title='b: 3 (75.0%)'"), "{st}");
    }
}
