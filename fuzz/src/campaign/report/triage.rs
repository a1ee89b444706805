//! Triage: how urgent each kind of finding is, and the findings table that puts the urgent
//! ones first, each with when it was seen, its reduction, its files and the command that
//! replays it.

use std::collections::{BTreeMap, HashSet};
use std::fmt::Write;

use super::super::store::Event;
use super::super::{FindingKind, Summary, reproduce_command};
use super::{breakable, esc, fmt_num, fmt_secs};

/// How urgent a finding is to a person triaging a campaign, most urgent first (the order of
/// the findings table, and the colour of its rows).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Severity {
    /// Wrong code, or a compiler under test that crashes or fails on valid input: red.
    Critical,
    /// A pass broke a rule of its seed or a postcondition of its contract, with no wrong
    /// code (yet): orange.
    Rule,
    /// The harness or a tool around the compiler (the oracles disagreeing, the generator or
    /// an interpreter failing, LLVM or ptxas crashing or timing out): grey, for whoever keeps
    /// the harness.
    Tool,
    /// A measurement past its threshold, not a correctness question: blue.
    Performance,
}

impl Severity {
    /// The name in the report (also its CSS class, `sev-NAME`).
    pub fn name(self) -> &'static str {
        match self {
            Severity::Critical => "critical",
            Severity::Rule => "rule",
            Severity::Tool => "tool",
            Severity::Performance => "performance",
        }
    }

    /// What it means, for the report's legend.
    pub fn meaning(self) -> &'static str {
        match self {
            Severity::Critical => "wrong code, a crash or an error of the compiler under test",
            Severity::Rule => "a decision or contract against the seed's rules",
            Severity::Tool => "the harness or a tool around the compiler",
            Severity::Performance => "registers, spills, stack or occupancy past a threshold",
        }
    }
}

/// The severity of each kind of finding:
/// - critical: `miscompile` (a launch observes something else), `verifier` and
///   `llvm-verifier` (an invalid module), `panic` and `pass-error` (a pass crashed or failed
///   on a valid module), `codegen` (LLVM's back end or ptxas rejects a pass's result), `nvvm`
///   (NVIDIA's compiler miscompiles, refuses or crashes), and `hang` (a case past the
///   timeout: the detail says which step, most often a pass that never returns);
/// - rule: `decision` (a pass decided against its seed's rule) and `contract` (a pass broke a
///   checkable postcondition);
/// - tool: `oracle-disagreement` (the GPU or PTX interpreter against the IR interpreter on one
///   module), `harness`, and `tool` (LLVM or ptxas crashed or ran past its limit, a known
///   defect named);
/// - performance: `performance`.
pub fn severity(kind: FindingKind) -> Severity {
    match kind {
        FindingKind::Miscompile
        | FindingKind::Verifier
        | FindingKind::LlvmVerifier
        | FindingKind::Panic
        | FindingKind::PassError
        | FindingKind::Codegen
        | FindingKind::Hang
        | FindingKind::Nvvm => Severity::Critical,
        FindingKind::Decision | FindingKind::Contract => Severity::Rule,
        FindingKind::OracleDisagreement | FindingKind::Harness | FindingKind::Tool => {
            Severity::Tool
        }
        FindingKind::Performance => Severity::Performance,
    }
}

/// When a signature was seen: the campaign's seconds and the seeds of its first and last
/// findings (in the order they were recorded), and the distinct cases that showed it.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Seen {
    /// Seconds since the start, first finding.
    pub first_at: f64,
    /// Seconds since the start, last finding.
    pub last_at: f64,
    /// The first finding's seed.
    pub first_seed: u64,
    /// The last finding's seed.
    pub last_seed: u64,
    /// Distinct seeds.
    pub cases: u64,
}

/// [`Seen`] per signature over a campaign's events. Seconds are the earliest and latest
/// (merged shards record out of order), seeds those of the findings at those times.
pub fn seen(events: &[Event]) -> BTreeMap<String, Seen> {
    let mut m: BTreeMap<String, Seen> = BTreeMap::new();
    let mut seeds: HashSet<(&str, u64)> = HashSet::new();
    for e in events {
        let Event::Finding {
            signature,
            seed,
            at,
            ..
        } = e
        else {
            continue;
        };
        let fresh = seeds.insert((signature, *seed));
        let s = m.entry(signature.clone()).or_insert(Seen {
            first_at: *at,
            last_at: *at,
            first_seed: *seed,
            last_seed: *seed,
            cases: 0,
        });
        s.cases += u64::from(fresh);
        if *at < s.first_at {
            (s.first_at, s.first_seed) = (*at, *seed);
        }
        if *at >= s.last_at {
            (s.last_at, s.last_seed) = (*at, *seed);
        }
    }
    m
}

/// The signatures first seen at or after `from` seconds.
pub fn new_since(events: &[Event], from: f64) -> u64 {
    seen(events).values().filter(|s| s.first_at >= from).count() as u64
}

/// One row of the findings table: a signature.
#[derive(Clone, Debug)]
pub struct Row {
    /// The signature.
    pub signature: String,
    /// Its kind and severity.
    pub kind: FindingKind,
    /// Its severity.
    pub severity: Severity,
    /// The first finding's message.
    pub message: String,
    /// Findings with the signature.
    pub count: u64,
    /// When it was seen.
    pub seen: Option<Seen>,
    /// Instructions before and after reduction.
    pub reduced: Option<(u64, u64)>,
    /// The first finding's folder, relative to the campaign folder.
    pub dir: String,
    /// The case to replay (the reduced one when there is one), relative to the campaign
    /// folder.
    pub case: String,
    /// The command, run in the campaign folder, that replays it.
    pub replay: String,
    /// What a check of the reduced case showed, where the reducer said: exactly the
    /// signature, also others the original showed, or something new.
    pub replays: Option<String>,
    /// The pipelines its findings were found in.
    pub pipelines: Vec<String>,
}

/// The rows of the findings table, most severe first; within a severity, the most frequent
/// first, then by signature.
pub fn rows(summary: &Summary, events: &[Event]) -> Vec<Row> {
    let seen = seen(events);
    let mut out: Vec<Row> = summary
        .signatures
        .iter()
        .map(|g| {
            let first = events.iter().find_map(|e| match e {
                Event::Finding { id, finding, .. } if *id == g.first => Some(finding),
                _ => None,
            });
            let reduced_event = events
                .iter()
                .find(|e| matches!(e, Event::Reduced { id, .. } if *id == g.first));
            let (reduced_file, replays) = match reduced_event {
                Some(Event::Reduced {
                    file,
                    replays_exactly,
                    replays_clean,
                    replay_others,
                    replay_new,
                    ..
                }) => (
                    Some(file.clone()),
                    match (replays_exactly, replays_clean) {
                        (Some(true), _) => Some("replays exactly".to_owned()),
                        (_, Some(true)) => Some(format!(
                            "replays, with {} (the original too)",
                            replay_others.join(", ")
                        )),
                        (Some(false), _) if !replay_new.is_empty() => Some(format!(
                            "replay also shows {} (not in the original)",
                            replay_new.join(", ")
                        )),
                        (Some(false), _) => Some("does not replay".to_owned()),
                        _ => None,
                    },
                ),
                _ => (None, None),
            };
            let kind = first.map(|f| f.kind).unwrap_or_else(|| {
                FindingKind::ALL
                    .into_iter()
                    .find(|k| g.signature.starts_with(&format!("{}.", k.name())))
                    .unwrap_or(FindingKind::Harness)
            });
            let case = reduced_file.unwrap_or_else(|| format!("{}/case.ll", g.dir));
            let replay = first.map_or_else(
                || format!("sh {}/reproduce.sh", g.dir),
                |f| reproduce_command(f).replacen("case.ll", &case, 1),
            );
            Row {
                signature: g.signature.clone(),
                kind,
                severity: severity(kind),
                message: first.map(|f| f.message.clone()).unwrap_or_default(),
                count: g.count,
                seen: seen.get(&g.signature).copied(),
                reduced: g.reduced,
                dir: g.dir.clone(),
                case,
                replay,
                replays,
                pipelines: g.pipelines.clone(),
            }
        })
        .collect();
    out.sort_by(|a, b| {
        (a.severity, std::cmp::Reverse(a.count), &a.signature).cmp(&(
            b.severity,
            std::cmp::Reverse(b.count),
            &b.signature,
        ))
    });
    out
}

/// A message on one line (its lines joined, spaces collapsed), at most `max` characters
/// (`…` where cut), and whether it was cut.
fn short(message: &str, max: usize) -> (String, bool) {
    let one: String = message.split_whitespace().collect::<Vec<_>>().join(" ");
    if one.chars().count() > max {
        (one.chars().take(max - 1).chain(['…']).collect(), true)
    } else {
        (one, false)
    }
}

/// The findings table: a `<tbody class='finding sev-…'>` per signature (a row of facts, then
/// a row with the message and the replay command).
pub fn table(rows: &[Row]) -> String {
    if rows.is_empty() {
        return "<p class='ok'>No findings.</p>".to_owned();
    }
    let mut s = String::from(
        "<div class='scroll tall'><table class='findings'><thead><tr><th>severity</th>\
         <th class='sigcol'>signature</th><th class='n'>count</th><th class='n'>cases</th>\
         <th>first seen</th><th>last seen</th><th>reduced (instructions)</th><th>files</th>\
         </tr></thead>",
    );
    for r in rows {
        let sev = r.severity.name();
        let (first, last, cases) = match r.seen {
            Some(x) => (
                format!(
                    "{}<br><span class='note'>seed {}</span>",
                    fmt_secs(x.first_at),
                    x.first_seed
                ),
                format!(
                    "{}<br><span class='note'>seed {}</span>",
                    fmt_secs(x.last_at),
                    x.last_seed
                ),
                x.cases.to_string(),
            ),
            None => ("-".into(), "-".into(), "-".into()),
        };
        let replays = r.replays.as_deref().map_or(String::new(), |x| {
            let class = if x == "replays exactly" { "ok" } else { "note" };
            format!("<br><span class='{class} replays'>{}</span>", esc(x))
        });
        let reduced = match r.reduced {
            Some((b, a)) => format!(
                "{} → <b>{}</b>{replays}",
                fmt_num(b as f64),
                fmt_num(a as f64)
            ),
            None if r.kind.is_reduced() => "<span class='note'>not reduced</span>".into(),
            None => "<span class='note'>not reduced (kind)</span>".into(),
        };
        let mut files = String::new();
        if r.case.ends_with("reduced.ll") {
            let _ = write!(
                files,
                "<a class='reduced' href='{}'>reduced.ll</a> · ",
                esc(&r.case)
            );
        }
        let _ = write!(
            files,
            "<a href='{d}/case.ll'>case.ll</a> · <a href='{d}/verdict.json'>verdict</a> · \
             <a href='{d}/'>folder</a>",
            d = esc(&r.dir)
        );
        let (msg, cut) = short(&r.message, 160);
        // A group across pipelines (a pass's performance findings) says which.
        let pipelines = if r.pipelines.len() > 1 || r.kind == FindingKind::Performance {
            format!(
                "<div class='note pipelines'>in {}</div>",
                esc(&r.pipelines.join(", "))
            )
        } else {
            String::new()
        };
        let message = if cut {
            format!(
                "<details><summary title='{}'>{}</summary><pre>{}</pre></details>",
                esc(&r.message),
                esc(&msg),
                esc(&r.message)
            )
        } else {
            esc(&msg)
        };
        let _ = write!(
            s,
            "<tbody class='finding sev-{sev}' data-severity='{sev}' data-kind='{kind}'>\
             <tr><td><span class='badge {sev}'>{sev}</span> <span class='kind'>{kind}</span>\
             </td><td><code class='sig'>{sig}</code></td><td class='n'>{count}</td>\
             <td class='n'>{cases}</td><td class='t'>{first}</td><td class='t'>{last}</td><td>{reduced}</td>\
             <td>{files}</td></tr><tr class='more'><td></td><td colspan='4' class='msg'>\
             {pipelines}{message}</td><td colspan='3'><code class='cmd' title='run in the campaign folder'>\
             {cmd}</code></td></tr></tbody>",
            kind = r.kind.name(),
            sig = breakable(&r.signature),
            count = r.count,
            cmd = esc(&r.replay),
        );
    }
    s.push_str("</table></div>");
    s
}

/// The legend of the severities.
pub fn legend() -> String {
    let mut s = String::from("<div class='legend'>");
    for sev in [
        Severity::Critical,
        Severity::Rule,
        Severity::Tool,
        Severity::Performance,
    ] {
        let _ = write!(
            s,
            "<span><span class='badge {n}'>{n}</span> {}</span>",
            esc(sev.meaning()),
            n = sev.name()
        );
    }
    s.push_str("</div>");
    s
}

#[cfg(test)]
mod tests {
    use super::super::super::{Finding, SignatureSummary};
    use super::*;

    fn finding(kind: FindingKind, message: &str) -> Finding {
        Finding {
            kind,
            pipeline: "tileiras".into(),
            pass: Some("always-inline".into()),
            detail: String::new(),
            message: message.into(),
            launch: None,
        }
    }

    fn event(id: &str, seed: u64, kind: FindingKind, at: f64) -> Event {
        let f = finding(kind, "m");
        let signature = f.signature();
        Event::Finding {
            id: id.into(),
            seed,
            dir: format!("findings/{signature}/{id}"),
            signature,
            new_signature: false,
            finding: f,
            at,
        }
    }

    #[test]
    fn correctness_comes_before_performance_and_wrong_code_first() {
        use FindingKind as K;
        // Every kind has a severity, and the order is critical, rule, tool, performance.
        assert!(Severity::Critical < Severity::Rule);
        assert!(Severity::Rule < Severity::Tool);
        assert!(Severity::Tool < Severity::Performance);
        // Every correctness kind comes before performance; a tool's own failure is neither.
        for k in FindingKind::ALL {
            assert_eq!(
                severity(k) == Severity::Performance || k == K::Tool,
                !k.is_correctness(),
                "{k}"
            );
        }
        for k in [
            K::Miscompile,
            K::Verifier,
            K::LlvmVerifier,
            K::Panic,
            K::Nvvm,
        ] {
            assert_eq!(severity(k), Severity::Critical, "{k}");
        }
        assert_eq!(severity(K::Decision), Severity::Rule);
        assert_eq!(severity(K::Contract), Severity::Rule);
        assert_eq!(severity(K::Hang), Severity::Critical);
        assert_eq!(severity(K::Tool), Severity::Tool);
        assert_eq!(severity(K::OracleDisagreement), Severity::Tool);

        // A frequent performance finding still comes after a rare miscompile and decision.
        let events = vec![
            event("1-0", 1, K::Performance, 0.5),
            event("2-0", 2, K::Decision, 1.0),
            event("3-0", 3, K::Miscompile, 2.0),
        ];
        let sig = |i: usize, count: u64| {
            let Event::Finding {
                signature, id, dir, ..
            } = &events[i]
            else {
                unreachable!()
            };
            SignatureSummary {
                signature: signature.clone(),
                count,
                first: id.clone(),
                dir: dir.clone(),
                reduced: None,
                pipelines: vec!["tileiras".into()],
            }
        };
        let summary = Summary {
            signatures: vec![sig(0, 50), sig(1, 2), sig(2, 1)],
            ..Summary::default()
        };
        let kinds: Vec<FindingKind> = rows(&summary, &events).iter().map(|r| r.kind).collect();
        assert_eq!(kinds, [K::Miscompile, K::Decision, K::Performance]);
        let html = table(&rows(&summary, &events));
        let miscompile = html.find("data-kind='miscompile'").unwrap();
        let performance = html.find("data-kind='performance'").unwrap();
        assert!(miscompile < performance);
        assert!(html.contains("class='finding sev-critical'"), "{html}");
    }

    #[test]
    fn first_and_last_seen_are_the_earliest_and_latest_findings() {
        use FindingKind as K;
        // Merged shards record out of order: seconds decide, not the order of the lines.
        let events = vec![
            event("7-0", 7, K::Verifier, 3.0),
            event("2-0", 2, K::Verifier, 1.0),
            event("9-0", 9, K::Verifier, 8.0),
            event("9-1", 9, K::Verifier, 8.0),
            event("4-0", 4, K::Decision, 5.0),
        ];
        let s = seen(&events);
        let v = s["verifier.always-inline"];
        assert_eq!((v.first_at, v.first_seed), (1.0, 2));
        assert_eq!((v.last_at, v.last_seed), (8.0, 9));
        assert_eq!(v.cases, 3, "seed 9 twice is one case");
        let d = s["decision.always-inline"];
        assert_eq!((d.first_at, d.last_at, d.cases), (5.0, 5.0, 1));
        // New signatures in the last part of the run: the decision (first at 5 s) only.
        assert_eq!(new_since(&events, 4.0), 1);
        assert_eq!(new_since(&events, 0.0), 2);
        assert_eq!(new_since(&events, 6.0), 0);
    }

    #[test]
    fn a_row_replays_the_reduced_case_from_the_campaign_folder() {
        let mut events = vec![event("5-0", 5, FindingKind::Verifier, 1.0)];
        let Event::Finding { dir, signature, .. } = events[0].clone() else {
            unreachable!()
        };
        events.push(Event::Reduced {
            id: "5-0".into(),
            signature: signature.clone(),
            before: 900,
            after: 8,
            checks: 10,
            seconds: 1.0,
            file: format!("{dir}/reduced.ll"),
            replays_exactly: Some(true),
            replays_clean: Some(true),
            replay_others: Vec::new(),
            replay_new: Vec::new(),
        });
        let summary = Summary {
            signatures: vec![SignatureSummary {
                signature,
                count: 1,
                first: "5-0".into(),
                dir: dir.clone(),
                reduced: Some((900, 8)),
                pipelines: vec!["tileiras".into()],
            }],
            ..Summary::default()
        };
        let r = &rows(&summary, &events)[0];
        assert_eq!(r.case, format!("{dir}/reduced.ll"));
        assert_eq!(
            r.replay,
            format!("seam check {dir}/reduced.ll --pipeline 'tileiras'")
        );
        let html = table(&rows(&summary, &events));
        assert!(html.contains(&format!("<a class='reduced' href='{dir}/reduced.ll'>")));
        assert!(html.contains("900 → <b>8</b>"), "{html}");
        assert!(html.contains("replays exactly"), "{html}");
    }

    #[test]
    fn long_messages_are_cut_with_the_whole_text_kept() {
        let long = format!("{}\nsecond line", "y".repeat(300));
        let (s, cut) = short(&long, 160);
        assert!(cut && s.ends_with('…') && s.chars().count() == 160);
        assert_eq!(short("one line", 160), ("one line".into(), false));
        // Lines are joined: the first line of a message may only introduce the second.
        assert_eq!(
            short("does not verify:\n  @k0: x", 160),
            ("does not verify: @k0: x".into(), false)
        );
    }
}
