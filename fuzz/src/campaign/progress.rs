//! The campaign's progress line: cases, throughput, findings by kind, time elapsed and left,
//! and the case that has run long (what a run that seems stuck waits on).

use std::collections::BTreeMap;
use std::io::Write;
use std::time::{Duration, Instant};

use super::Progress;
use super::store::Event;

/// How long a case runs before the progress line names it.
pub(super) const SLOW_CASE: Duration = Duration::from_secs(15);

/// The progress display.
pub(super) struct ProgressView {
    /// The case that has run long, if one has ([`watch::longest`]).
    pub(super) slow: Option<String>,
    mode: Progress,
    total: Option<u64>,
    deadline: Option<Instant>,
    start: Instant,
    last: Instant,
}

impl ProgressView {
    pub(super) fn new(
        mode: Progress,
        total: Option<u64>,
        deadline: Option<Instant>,
        start: Instant,
    ) -> ProgressView {
        ProgressView {
            slow: None,
            mode,
            total,
            deadline,
            start,
            last: start,
        }
    }

    pub(super) fn draw(&mut self, out: &mut dyn Write, done: u64, events: &[Event], last: bool) {
        let every = match self.mode {
            Progress::Quiet => return,
            Progress::Bar => Duration::from_millis(200),
            Progress::Plain => Duration::from_secs(5),
        };
        if !last && self.last.elapsed() < every {
            return;
        }
        self.last = Instant::now();
        let elapsed = self.start.elapsed().as_secs_f64();
        let rate = if elapsed > 0.0 {
            done as f64 / elapsed
        } else {
            0.0
        };
        let (fraction, remaining) = match (self.total, self.deadline) {
            (Some(t), _) if t > 0 => {
                let f = done as f64 / t as f64;
                // Before the first case there is no rate to tell by: unknown, not zero.
                let rem = if rate > 0.0 {
                    (t - done.min(t)) as f64 / rate
                } else if done < t {
                    f64::NAN
                } else {
                    0.0
                };
                (f, rem)
            }
            (_, Some(d)) => {
                let total = d.saturating_duration_since(self.start).as_secs_f64();
                let rem = d.saturating_duration_since(Instant::now()).as_secs_f64();
                (if total > 0.0 { 1.0 - rem / total } else { 1.0 }, rem)
            }
            _ => (1.0, 0.0),
        };
        let mut kinds: BTreeMap<&str, u64> = BTreeMap::new();
        for e in events {
            if let Event::Finding { finding, .. } = e {
                *kinds.entry(finding.kind.name()).or_default() += 1;
            }
        }
        let found = if kinds.is_empty() {
            "no findings".to_owned()
        } else {
            kinds
                .iter()
                .map(|(k, n)| format!("{k} {n}"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let clock = |s: f64| {
            if s.is_nan() {
                return "?".to_owned();
            }
            let s = s.max(0.0) as u64;
            format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
        };
        let fraction = fraction.clamp(0.0, 1.0);
        let mut text = format!(
            "{done} cases, {rate:.0}/s, {found}, elapsed {}, remaining {}",
            clock(elapsed),
            clock(remaining)
        );
        if let Some(slow) = &self.slow {
            text.push_str(&format!("; waiting on {slow}"));
        }
        let _ = match self.mode {
            Progress::Bar => {
                let w = 24;
                let filled = (fraction * w as f64).round() as usize;
                write!(
                    out,
                    "\r\x1b[2K[{}{}] {:3.0}% {text}{}",
                    "#".repeat(filled),
                    ".".repeat(w - filled),
                    fraction * 100.0,
                    if last { "\n" } else { "" }
                )
            }
            _ => writeln!(out, "campaign: {:3.0}% {text}", fraction * 100.0),
        };
        let _ = out.flush();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(total: Option<u64>, done: u64) -> String {
        let mut view = ProgressView::new(Progress::Plain, total, None, Instant::now());
        let mut out = Vec::new();
        view.draw(&mut out, done, &[], true);
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn the_time_left_is_unknown_before_the_first_case_and_zero_after_the_last() {
        assert!(
            line(Some(10), 0).ends_with("remaining ?\n"),
            "{}",
            line(Some(10), 0)
        );
        assert!(line(Some(10), 10).ends_with("remaining 0:00:00\n"));
        assert!(line(Some(0), 0).ends_with("remaining 0:00:00\n"));
    }

    #[test]
    fn a_case_that_runs_long_is_named_on_the_progress_line() {
        let mut view = ProgressView::new(Progress::Plain, Some(10), None, Instant::now());
        view.slow = Some("seed 5 in codegen of tileiras for 42 s".into());
        let mut out = Vec::new();
        view.draw(&mut out, 10, &[], true);
        let out = String::from_utf8(out).unwrap();
        assert!(
            out.ends_with("remaining 0:00:00; waiting on seed 5 in codegen of tileiras for 42 s\n"),
            "{out}"
        );
    }
}
