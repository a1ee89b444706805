//! `seam campaign --merge DIR... --out OUT`: the output folders of a sharded campaign's
//! shards (`--shard K/N`, one per matrix job) merged into one folder, as if one campaign had
//! run every case: one `campaign.json`, `cases.jsonl` and `findings.jsonl`, every finding's
//! folder, and one summary, report and JUnit file.
//!
//! Rules:
//! - Every folder must hold a campaign of the same format, seed, config and pipelines, with
//!   the same shard count and a different shard each. A shard missing from the list is named
//!   in the summary's notes (a failed matrix job), not an error.
//! - Cases are merged by seed (a seed in two folders is an error: they were not shards of one
//!   campaign). Findings keep their ids (`SEED-N`, unique across shards) and folders; for each
//!   signature, the finding the summary points to (`new_signature`) is the first reduced one,
//!   else the one with the lowest seed. Reductions travel with their findings.
//! - The inputs are read, never changed: a last line cut short by a kill is left out of the
//!   merge (and noted), not truncated in its file.
//! - The output folder must not exist, or be empty.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::store::{
    CaseLine, Event, FORMAT, Header, Settings, StoreError, io_err, parse_lines, write_file,
};
use super::{CampaignError, Summary, report, summarize};

/// Reads a JSON Lines file without changing it; a last line without its newline is left out
/// and noted.
fn read_only<T: for<'de> serde::Deserialize<'de>>(
    path: &Path,
    notes: &mut Vec<String>,
) -> Result<Vec<T>, StoreError> {
    let text = match fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(io_err(path)(e)),
    };
    let (out, complete) = parse_lines(path, &text)?;
    if complete < text.len() {
        notes.push(format!(
            "{}: a last line cut short ({} bytes) was left out",
            path.display(),
            text.len() - complete
        ));
    }
    Ok(out)
}

fn read_header(dir: &Path) -> Result<Header, StoreError> {
    let meta = dir.join("campaign.json");
    let text = fs::read_to_string(&meta).map_err(|e| {
        if e.kind() == std::io::ErrorKind::NotFound {
            StoreError::Conflict(format!(
                "{} holds no campaign (no campaign.json)",
                dir.display()
            ))
        } else {
            io_err(&meta)(e)
        }
    })?;
    serde_json::from_str(&text).map_err(|e| StoreError::Corrupt {
        path: meta.clone(),
        line: e.line(),
        error: e.to_string(),
    })
}

/// The seconds and jobs of a shard's own summary, when it has one.
fn shard_run(dir: &Path) -> (f64, usize) {
    fs::read_to_string(dir.join("summary.json"))
        .ok()
        .and_then(|t| serde_json::from_str::<Summary>(&t).ok())
        .map_or((0.0, 0), |s| (s.seconds, s.jobs))
}

/// Copies the folder `from` into `to` (files and subfolders).
fn copy_tree(from: &Path, to: &Path) -> Result<(), StoreError> {
    fs::create_dir_all(to).map_err(io_err(to))?;
    for e in fs::read_dir(from).map_err(io_err(from))? {
        let e = e.map_err(io_err(from))?;
        let src = e.path();
        let dst = to.join(e.file_name());
        if e.file_type().map_err(io_err(&src))?.is_dir() {
            copy_tree(&src, &dst)?;
        } else {
            fs::copy(&src, &dst).map_err(io_err(&src))?;
        }
    }
    Ok(())
}

/// Merges the campaign folders `dirs` (shards of one campaign) into `out`.
pub fn merge(dirs: &[PathBuf], out: &Path) -> Result<Summary, CampaignError> {
    if dirs.is_empty() {
        return Err(CampaignError::Settings(
            "--merge needs at least one campaign folder".into(),
        ));
    }
    let headers = dirs
        .iter()
        .map(|d| read_header(d))
        .collect::<Result<Vec<_>, _>>()?;
    let first = &headers[0];
    let same = |s: &Settings| {
        s.seed == first.settings.seed
            && s.config == first.settings.config
            && s.pipelines == first.settings.pipelines
            && s.shard.1 == first.settings.shard.1
    };
    let mut shards = HashSet::new();
    for (d, h) in dirs.iter().zip(&headers) {
        if h.format != FORMAT || !same(&h.settings) {
            return Err(CampaignError::Settings(format!(
                "{} is not a shard of the campaign in {} (format {}, seed {}, pipelines {}, \
                 {} shards; the first: {}, seed {}, pipelines {}, {} shards)",
                d.display(),
                dirs[0].display(),
                h.format,
                h.settings.seed,
                h.settings.pipelines.join(","),
                h.settings.shard.1,
                first.format,
                first.settings.seed,
                first.settings.pipelines.join(","),
                first.settings.shard.1
            )));
        }
        if !shards.insert(h.settings.shard.0) {
            return Err(CampaignError::Settings(format!(
                "{}: shard {}/{} is given twice",
                d.display(),
                h.settings.shard.0,
                h.settings.shard.1
            )));
        }
    }
    let mut notes = Vec::new();
    let n = first.settings.shard.1;
    let missing: Vec<String> = (0..n)
        .filter(|k| !shards.contains(k))
        .map(|k| format!("{k}/{n}"))
        .collect();
    if !missing.is_empty() {
        notes.push(format!(
            "shards missing from the merge: {}",
            missing.join(", ")
        ));
    }
    if out.exists() && fs::read_dir(out).map_err(io_err(out))?.next().is_some() {
        return Err(CampaignError::Settings(format!(
            "{} is not empty; --merge writes a new folder",
            out.display()
        )));
    }

    let mut cases: Vec<CaseLine> = Vec::new();
    let mut findings: Vec<Event> = Vec::new();
    let mut reductions: Vec<Event> = Vec::new();
    let mut owner: HashMap<u64, usize> = HashMap::new();
    // Each finding's folder: in its shard, and relative to the campaign folder.
    let mut folders: Vec<(PathBuf, String)> = Vec::new();
    let (mut seconds, mut jobs) = (0.0f64, 0usize);
    for (k, d) in dirs.iter().enumerate() {
        let (s, j) = shard_run(d);
        seconds = seconds.max(s);
        jobs += j;
        for c in read_only::<CaseLine>(&d.join("cases.jsonl"), &mut notes)? {
            if let Some(other) = owner.insert(c.seed, k) {
                return Err(CampaignError::Settings(format!(
                    "seed {} is in both {} and {}: not shards of one campaign",
                    c.seed,
                    dirs[other].display(),
                    d.display()
                )));
            }
            cases.push(c);
        }
        let mut events = read_only::<Event>(&d.join("findings.jsonl"), &mut notes)?;
        super::store::migrate_signatures(&mut events);
        for e in events {
            match e {
                Event::Finding { ref dir, .. } => {
                    folders.push((d.join(dir), dir.clone()));
                    findings.push(e);
                }
                Event::Reduced { .. } => reductions.push(e),
            }
        }
    }
    cases.sort_by_key(|c| c.seed);
    let seed_of = |e: &Event| match e {
        Event::Finding { seed, id, .. } => (*seed, id.clone()),
        Event::Reduced { id, .. } => (u64::MAX, id.clone()),
    };
    findings.sort_by_key(seed_of);
    let reduced: HashSet<String> = reductions
        .iter()
        .filter_map(|e| match e {
            Event::Reduced { id, .. } => Some(id.clone()),
            Event::Finding { .. } => None,
        })
        .collect();
    // Each signature's representative: its first reduced finding, else its lowest seed.
    let mut representative: BTreeMap<String, String> = BTreeMap::new();
    for e in &findings {
        if let Event::Finding { id, signature, .. } = e {
            let better = match representative.get(signature) {
                None => true,
                Some(r) => !reduced.contains(r) && reduced.contains(id),
            };
            if better {
                representative.insert(signature.clone(), id.clone());
            }
        }
    }
    // The representative first within its signature, at the place of the signature's first
    // finding.
    let by_id: HashMap<String, Event> = findings
        .iter()
        .filter_map(|e| match e {
            Event::Finding { id, .. } => Some((id.clone(), e.clone())),
            Event::Reduced { .. } => None,
        })
        .collect();
    let mut events: Vec<Event> = Vec::with_capacity(findings.len() + reductions.len());
    let mut emitted: HashSet<String> = HashSet::new();
    for e in &findings {
        let Event::Finding { id, signature, .. } = e else {
            continue;
        };
        let rep = &representative[signature];
        for which in [rep, id] {
            if emitted.insert(which.clone()) {
                let mut x = by_id[which].clone();
                if let Event::Finding { new_signature, .. } = &mut x {
                    *new_signature = which == rep;
                }
                events.push(x);
            }
        }
    }
    events.extend(reductions);

    fs::create_dir_all(out.join("findings")).map_err(io_err(out))?;
    let header = Header {
        format: FORMAT.into(),
        settings: Settings {
            shard: (0, 1),
            ..first.settings.clone()
        },
        versions: first.versions.clone(),
        started: headers.iter().map(|h| h.started).min().unwrap_or(0),
    };
    let text = serde_json::to_string_pretty(&header).expect("headers serialize");
    write_file(&out.join("campaign.json"), text.as_bytes())?;
    let lines = |v: &mut dyn Iterator<Item = String>| -> String {
        let mut s = String::new();
        for l in v {
            s.push_str(&l);
            s.push('\n');
        }
        s
    };
    let cases_text = lines(
        &mut cases
            .iter()
            .map(|c| serde_json::to_string(c).expect("campaign records serialize")),
    );
    write_file(&out.join("cases.jsonl"), cases_text.as_bytes())?;
    let events_text = lines(
        &mut events
            .iter()
            .map(|e| serde_json::to_string(e).expect("campaign records serialize")),
    );
    write_file(&out.join("findings.jsonl"), events_text.as_bytes())?;
    // Every finding's folder (and a reduction's file lives in its finding's folder).
    for (from, dir) in &folders {
        if from.is_dir() {
            copy_tree(from, &out.join(dir))?;
        } else {
            notes.push(format!(
                "{}: the finding's folder is missing",
                from.display()
            ));
        }
    }
    let mut summary = summarize(
        &events,
        &cases,
        cases.len() as u64,
        Duration::from_secs_f64(seconds.max(0.0)),
        jobs.max(1),
        &header.versions,
        &notes,
    );
    summary.dropped_lines = notes;
    report::write_all(out, &summary, &cases, &events)?;
    Ok(summary)
}
