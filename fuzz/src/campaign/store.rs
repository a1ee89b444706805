//! The campaign's folder: what it holds, how it is written so that a kill at any moment loses
//! no finished finding, and how it is read back to resume.
//!
//! ```text
//! DIR/campaign.json     what campaign this is: format, settings, tool versions
//! DIR/findings.jsonl    append-only: one line per finding, and one per finished reduction
//! DIR/cases.jsonl       append-only: one line per finished case (seed, time, metrics)
//! DIR/findings/SIGNATURE/CASE/
//!     case.ll           the original case (seed, config, launches, labels, module)
//!     after.ll          the module the pipeline left (when it finished)
//!     verdict.json      the finding, its signature, seed, config and tool versions
//!     reproduce.sh      the one command that reproduces it
//!     reduced.ll        the reduced case, when reduced
//! DIR/summary.json, DIR/report.html, DIR/junit.xml   rewritten as the campaign goes
//! ```
//!
//! Every line is written with one `write` call and ends in a newline; a case's findings are
//! written before its line in `cases.jsonl`, so a case found there is complete. A line cut
//! short by a kill (no newline at the end of the file) is dropped on resume; any other line
//! that does not read is an error naming the file and line, and nothing is changed.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::judge::CaseMetrics;
use crate::judge::Finding;

/// The format written in `campaign.json`.
pub const FORMAT: &str = "seam-campaign/1";

/// Why the folder cannot be used.
#[derive(Debug)]
pub enum StoreError {
    /// Reading or writing failed.
    Io {
        /// The file.
        path: PathBuf,
        /// What failed.
        error: io::Error,
    },
    /// The folder holds something else, or another campaign.
    Conflict(String),
    /// A line of a campaign file does not read.
    Corrupt {
        /// The file.
        path: PathBuf,
        /// 1-based line.
        line: usize,
        /// Why.
        error: String,
    },
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreError::Io { path, error } => write!(f, "{}: {error}", path.display()),
            StoreError::Conflict(m) => f.write_str(m),
            StoreError::Corrupt { path, line, error } => write!(
                f,
                "{}:{line}: not a line this campaign wrote ({error}); the file is left as it is",
                path.display()
            ),
        }
    }
}

impl std::error::Error for StoreError {}

/// A failed read or write of `path`, as a [`StoreError`].
pub(super) fn io_err(path: &Path) -> impl FnOnce(io::Error) -> StoreError + '_ {
    move |error| StoreError::Io {
        path: path.to_owned(),
        error,
    }
}

/// What a campaign is: the settings that decide which cases it runs and how.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Settings {
    /// The first seed.
    pub seed: u64,
    /// The generator config (`None`: a swarm config per seed).
    pub config: Option<String>,
    /// The pipelines.
    pub pipelines: Vec<String>,
    /// This shard and the number of shards.
    pub shard: (u64, u64),
}

/// `campaign.json`.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Header {
    /// [`FORMAT`].
    pub format: String,
    /// The settings.
    pub settings: Settings,
    /// Tools and versions.
    pub versions: BTreeMap<String, String>,
    /// When it started (seconds since the Unix epoch).
    pub started: u64,
}

/// One line of `findings.jsonl`.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum Event {
    /// A finding.
    Finding {
        /// `SEED-N`: unique in the campaign.
        id: String,
        /// The case's seed.
        seed: u64,
        /// The signature.
        signature: String,
        /// The first finding of its signature.
        new_signature: bool,
        /// Its folder, relative to the campaign folder.
        dir: String,
        /// The finding.
        finding: Finding,
        /// Seconds since the campaign started.
        at: f64,
    },
    /// A finding was reduced.
    Reduced {
        /// The finding's id.
        id: String,
        /// Its signature.
        signature: String,
        /// Instructions before and after.
        before: u64,
        /// Instructions after.
        after: u64,
        /// Candidates checked.
        checks: u64,
        /// Seconds spent.
        seconds: f64,
        /// The reduced case, relative to the campaign folder.
        file: String,
        /// A check of the reduced case shows its signature and nothing else (`None` in
        /// folders written before the reducer checked it).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        replays_exactly: Option<bool>,
        /// It shows its signature and nothing its original did not show.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        replays_clean: Option<bool>,
        /// What else that check shows that the original showed too.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        replay_others: Vec<String>,
        /// What else it shows that the original did not (a reduced case that is not a clean
        /// reproducer).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        replay_new: Vec<String>,
    },
}

/// One line of `cases.jsonl`.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct CaseLine {
    /// The seed.
    pub seed: u64,
    /// Microseconds the check took (generation included).
    pub us: u64,
    /// Findings it had.
    pub findings: u64,
    /// Seconds since the campaign started.
    pub at: f64,
    /// What was measured.
    pub metrics: CaseMetrics,
    /// What the case exercised, from its case file's header: `f:FEATURE` for each generator
    /// feature its program contains, `l:KIND:SIDE` its labels per side
    /// ([`super::report::coverage::of_case`]).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub coverage: BTreeMap<String, u64>,
}

/// An open campaign folder.
#[derive(Debug)]
pub struct Store {
    dir: PathBuf,
    findings: File,
    cases: File,
}

/// What a folder held when it was opened to resume.
#[derive(Debug, Default)]
pub struct Resumed {
    /// Finished cases.
    pub cases: Vec<CaseLine>,
    /// Findings and reductions.
    pub events: Vec<Event>,
    /// Lines cut short by a kill that were dropped.
    pub dropped: Vec<String>,
}

impl Resumed {
    /// The seeds of finished cases.
    pub fn done(&self) -> HashSet<u64> {
        self.cases.iter().map(|c| c.seed).collect()
    }
}

/// Reads a JSON Lines file written by [`append`]; a last line without its newline is cut off
/// (and reported), any other bad line is an error.
fn read_lines<T: for<'de> Deserialize<'de>>(
    path: &Path,
    dropped: &mut Vec<String>,
) -> Result<Vec<T>, StoreError> {
    let mut text = String::new();
    match File::open(path) {
        Ok(mut f) => {
            f.read_to_string(&mut text).map_err(io_err(path))?;
        }
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(io_err(path)(e)),
    }
    let (out, complete) = parse_lines(path, &text)?;
    if complete < text.len() {
        dropped.push(format!(
            "{}: a last line cut short ({} bytes) was dropped",
            path.display(),
            text.len() - complete
        ));
        let f = OpenOptions::new()
            .write(true)
            .open(path)
            .map_err(io_err(path))?;
        f.set_len(complete as u64).map_err(io_err(path))?;
    }
    Ok(out)
}

/// The whole lines of `text` (the contents of `path`), each read as JSON, and the length of
/// the text they take: a last line without its newline (cut short by a kill) is not read.
/// A line that does not read is an error naming the file and line.
pub(super) fn parse_lines<T: for<'de> Deserialize<'de>>(
    path: &Path,
    text: &str,
) -> Result<(Vec<T>, usize), StoreError> {
    let complete = text.rfind('\n').map_or(0, |i| i + 1);
    let mut out = Vec::new();
    for (n, line) in text[..complete].lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        out.push(serde_json::from_str(line).map_err(|e| StoreError::Corrupt {
            path: path.to_owned(),
            line: n + 1,
            error: e.to_string(),
        })?);
    }
    Ok((out, complete))
}

/// Appends one JSON line with a single write.
fn append<T: Serialize>(f: &mut File, path: &Path, v: &T) -> Result<(), StoreError> {
    let mut line = serde_json::to_string(v).expect("campaign records serialize");
    line.push('\n');
    let end = f.seek(SeekFrom::End(0)).map_err(io_err(path))?;
    if let Err(e) = f.write_all(line.as_bytes()).and_then(|()| f.flush()) {
        // A full disk can take part of the line: take it back, so that the file stays a list
        // of whole lines (if even that fails, `--resume` drops the cut-short line).
        let _ = f.set_len(end);
        return Err(io_err(path)(e));
    }
    Ok(())
}

fn open_append(path: &Path) -> Result<File, StoreError> {
    OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(io_err(path))
}

/// Writes `text` to `path` through a temporary file renamed into place.
pub fn write_file(path: &Path, text: &[u8]) -> Result<(), StoreError> {
    let tmp = path.with_extension("seam-tmp");
    if let Err(e) = fs::write(&tmp, text) {
        let _ = fs::remove_file(&tmp);
        return Err(io_err(&tmp)(e));
    }
    fs::rename(&tmp, path).map_err(io_err(path))
}

impl Store {
    /// Opens `dir` for a new campaign (creating it), or to resume the campaign it holds.
    /// A folder with other files, or another campaign's, is refused unless resuming the same
    /// settings.
    pub fn open(dir: &Path, header: &Header, resume: bool) -> Result<(Store, Resumed), StoreError> {
        let meta = dir.join("campaign.json");
        let exists = dir.exists();
        if exists && !dir.is_dir() {
            return Err(StoreError::Conflict(format!(
                "{} exists and is not a folder",
                dir.display()
            )));
        }
        let mut resumed = Resumed::default();
        if meta.exists() {
            let text = fs::read_to_string(&meta).map_err(io_err(&meta))?;
            let old: Header = serde_json::from_str(&text).map_err(|e| StoreError::Corrupt {
                path: meta.clone(),
                line: e.line(),
                error: e.to_string(),
            })?;
            if !resume {
                return Err(StoreError::Conflict(format!(
                    "{} holds a campaign already (seed {}, pipelines {}); add --resume to \
                     continue it, or choose another --out",
                    dir.display(),
                    old.settings.seed,
                    old.settings.pipelines.join(",")
                )));
            }
            if old.format != FORMAT || old.settings != header.settings {
                let (o, n) = (&old.settings, &header.settings);
                let mut differ = Vec::new();
                if old.format != FORMAT {
                    differ.push(format!(
                        "its format is {}, this seam writes {FORMAT}",
                        old.format
                    ));
                }
                if o.seed != n.seed {
                    differ.push(format!("--seed {} (given {})", o.seed, n.seed));
                }
                if o.config != n.config {
                    differ.push(format!(
                        "--config {} (given {})",
                        o.config
                            .as_deref()
                            .unwrap_or("none: a swarm config per seed"),
                        n.config.as_deref().unwrap_or("none")
                    ));
                }
                if o.pipelines != n.pipelines {
                    differ.push(format!(
                        "the pipelines {} (given {})",
                        o.pipelines.join(" "),
                        n.pipelines.join(" ")
                    ));
                }
                if o.shard != n.shard {
                    differ.push(format!(
                        "--shard {}/{} (given {}/{})",
                        o.shard.0, o.shard.1, n.shard.0, n.shard.1
                    ));
                }
                return Err(StoreError::Conflict(format!(
                    "{} holds a campaign of other settings; --resume continues only the same \
                     ones, and these differ: {}",
                    dir.display(),
                    differ.join("; ")
                )));
            }
            resumed.cases = read_lines(&dir.join("cases.jsonl"), &mut resumed.dropped)?;
            resumed.events = read_lines(&dir.join("findings.jsonl"), &mut resumed.dropped)?;
            migrate_signatures(&mut resumed.events);
        } else {
            if exists {
                let mut entries = fs::read_dir(dir).map_err(io_err(dir))?;
                if let Some(e) = entries.next() {
                    let e = e.map_err(io_err(dir))?;
                    return Err(StoreError::Conflict(format!(
                        "{} is not empty ({} and perhaps more) and holds no campaign; choose \
                         another --out",
                        dir.display(),
                        e.file_name().to_string_lossy()
                    )));
                }
            }
            fs::create_dir_all(dir).map_err(io_err(dir))?;
            let text = serde_json::to_string_pretty(header).expect("headers serialize");
            write_file(&meta, text.as_bytes())?;
        }
        fs::create_dir_all(dir.join("findings")).map_err(io_err(dir))?;
        let store = Store {
            dir: dir.to_owned(),
            findings: open_append(&dir.join("findings.jsonl"))?,
            cases: open_append(&dir.join("cases.jsonl"))?,
        };
        Ok((store, resumed))
    }

    /// The folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Appends an event to `findings.jsonl`.
    pub fn event(&mut self, e: &Event) -> Result<(), StoreError> {
        let p = self.dir.join("findings.jsonl");
        append(&mut self.findings, &p, e)
    }

    /// Appends a finished case to `cases.jsonl`.
    pub fn case(&mut self, c: &CaseLine) -> Result<(), StoreError> {
        let p = self.dir.join("cases.jsonl");
        append(&mut self.cases, &p, c)
    }

    /// Creates the folder of a finding and writes its files (`name`, contents).
    pub fn finding_files(
        &self,
        rel: &str,
        files: &[(&str, Vec<u8>)],
    ) -> Result<PathBuf, StoreError> {
        let dir = self.dir.join(rel);
        fs::create_dir_all(&dir).map_err(io_err(&dir))?;
        for (name, bytes) in files {
            let path = dir.join(name);
            write_file(&path, bytes)?;
            // A script runs as `./reproduce.sh`.
            #[cfg(unix)]
            if name.ends_with(".sh") {
                use std::os::unix::fs::PermissionsExt;
                fs::set_permissions(&path, fs::Permissions::from_mode(0o755))
                    .map_err(io_err(&path))?;
            }
        }
        Ok(dir)
    }
}

/// Events as the current signatures name them: a folder written before readable signatures
/// ([`crate::judge::Finding::legacy_signature`]) has each finding's signature computed again
/// from the finding it stores, its reductions renamed with it, and `new_signature` marked
/// again (performance findings of one pass in several pipelines are one signature now). The
/// folders on disk keep their names (`dir` says where each finding is). Returns how many
/// events changed.
pub fn migrate_signatures(events: &mut [Event]) -> usize {
    let mut renamed: HashMap<String, String> = HashMap::new();
    let mut seen: HashSet<String> = HashSet::new();
    let mut changed = 0;
    for e in events.iter_mut() {
        match e {
            Event::Finding {
                id,
                signature,
                new_signature,
                finding,
                ..
            } => {
                let now = finding.signature();
                let first = seen.insert(now.clone());
                if *signature != now || *new_signature != first {
                    changed += 1;
                    renamed.insert(id.clone(), now.clone());
                    *signature = now;
                    *new_signature = first;
                }
            }
            Event::Reduced { id, signature, .. } => {
                if let Some(now) = renamed.get(id.as_str())
                    && signature != now
                {
                    *signature = now.clone();
                    changed += 1;
                }
            }
        }
    }
    changed
}

/// Counts findings by signature over a campaign's events: (count, first id).
pub fn by_signature(events: &[Event]) -> BTreeMap<String, (u64, String)> {
    let mut m: BTreeMap<String, (u64, String)> = BTreeMap::new();
    for e in events {
        if let Event::Finding { id, signature, .. } = e {
            m.entry(signature.clone())
                .and_modify(|(n, _)| *n += 1)
                .or_insert((1, id.clone()));
        }
    }
    m
}

/// The reductions over a campaign's events, by finding id.
pub fn reductions(events: &[Event]) -> HashMap<String, (u64, u64)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Reduced {
                id, before, after, ..
            } => Some((id.clone(), (*before, *after))),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header(seed: u64) -> Header {
        Header {
            format: FORMAT.into(),
            settings: Settings {
                seed,
                config: None,
                pipelines: vec!["tileiras".into()],
                shard: (0, 1),
            },
            versions: BTreeMap::new(),
            started: 0,
        }
    }

    fn tmp(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("seam-store-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&d);
        d
    }

    #[test]
    fn refuses_other_folders_and_campaigns_and_resumes_the_same() {
        let d = tmp("open");
        fs::create_dir_all(&d).unwrap();
        fs::write(d.join("notes.txt"), "mine").unwrap();
        let e = Store::open(&d, &header(0), false).unwrap_err().to_string();
        assert!(e.contains("is not empty (notes.txt"), "{e}");
        fs::remove_file(d.join("notes.txt")).unwrap();

        let (mut s, r) = Store::open(&d, &header(0), false).unwrap();
        assert!(r.cases.is_empty());
        s.case(&CaseLine {
            seed: 3,
            us: 10,
            findings: 0,
            at: 0.5,
            metrics: CaseMetrics::default(),
            coverage: BTreeMap::new(),
        })
        .unwrap();
        drop(s);
        let e = Store::open(&d, &header(0), false).unwrap_err().to_string();
        assert!(e.contains("add --resume"), "{e}");
        let e = Store::open(&d, &header(1), true).unwrap_err().to_string();
        assert!(e.contains("other settings"), "{e}");
        assert!(e.contains("these differ: --seed 0 (given 1)"), "{e}");

        // A line cut short by a kill is dropped; the complete ones are kept.
        let mut f = OpenOptions::new()
            .append(true)
            .open(d.join("cases.jsonl"))
            .unwrap();
        f.write_all(b"{\"seed\": 4, \"us\"").unwrap();
        drop(f);
        let (_, r) = Store::open(&d, &header(0), true).unwrap();
        assert_eq!(r.done(), HashSet::from([3]));
        assert_eq!(r.dropped.len(), 1, "{:?}", r.dropped);

        // A bad line in the middle is an error with its line, and the file is not touched.
        let p = d.join("cases.jsonl");
        let good = fs::read_to_string(&p).unwrap();
        fs::write(&p, format!("garbage\n{good}")).unwrap();
        let e = Store::open(&d, &header(0), true).unwrap_err().to_string();
        assert!(e.contains("cases.jsonl:1: not a line"), "{e}");
        assert_eq!(fs::read_to_string(&p).unwrap(), format!("garbage\n{good}"));
        let _ = fs::remove_dir_all(&d);
    }

    fn line(seed: u64) -> CaseLine {
        CaseLine {
            seed,
            us: 10,
            findings: 0,
            at: 0.5,
            metrics: CaseMetrics::default(),
            coverage: BTreeMap::new(),
        }
    }

    /// A full disk (Linux's `/dev/full` answers every write with ENOSPC): the error names the
    /// file and the cause, and what was saved before stays whole and resumable.
    #[test]
    fn a_full_disk_is_an_error_naming_the_file_and_loses_nothing_saved() {
        let full = Path::new("/dev/full");
        if !full.exists() {
            eprintln!("skipped: no /dev/full on this system to stand for a full disk");
            return;
        }
        let d = tmp("full");
        let (mut s, _) = Store::open(&d, &header(0), false).unwrap();
        s.case(&line(1)).unwrap();
        s.case(&line(2)).unwrap();
        let before = fs::read_to_string(d.join("cases.jsonl")).unwrap();
        // The disk fills up.
        s.cases = OpenOptions::new().append(true).open(full).unwrap();
        let e = s.case(&line(3)).unwrap_err().to_string();
        assert!(e.contains("cases.jsonl"), "{e}");
        assert!(e.contains("No space left on device"), "{e}");
        let e = write_file(&full.join("x"), b"y").unwrap_err().to_string();
        assert!(!e.is_empty());
        drop(s);
        assert_eq!(fs::read_to_string(d.join("cases.jsonl")).unwrap(), before);
        let (_, r) = Store::open(&d, &header(0), true).unwrap();
        assert_eq!(r.done(), HashSet::from([1, 2]));
        assert!(r.dropped.is_empty(), "{:?}", r.dropped);
        let _ = fs::remove_dir_all(&d);
    }

    /// A folder written before readable signatures resumes: its findings are named as now,
    /// its reductions follow them, and a pass's performance findings in two pipelines become
    /// one signature whose first finding alone is new.
    #[test]
    fn old_signatures_are_named_again_on_resume() {
        use crate::judge::{Finding, FindingKind};
        let perf = |pipeline: &str| Finding {
            kind: FindingKind::Performance,
            pipeline: pipeline.into(),
            pass: Some("inline<model=llvm>".into()),
            detail: "stack".into(),
            message: String::new(),
            launch: None,
        };
        let finding = |id: &str, f: Finding| Event::Finding {
            id: id.into(),
            seed: 1,
            signature: f.legacy_signature(),
            new_signature: true,
            dir: format!("findings/{}/{id}", f.legacy_signature()),
            finding: f,
            at: 0.0,
        };
        let miscompile = Finding {
            kind: FindingKind::Miscompile,
            pass: Some("specialize-callees<clone-budget=4>".into()),
            detail: "values".into(),
            ..perf("tileiras")
        };
        let mut events = vec![
            finding("1-0", perf("tileiras")),
            finding("1-1", perf("lto")),
            finding("1-2", miscompile.clone()),
            Event::Reduced {
                id: "1-2".into(),
                signature: miscompile.legacy_signature(),
                before: 9,
                after: 3,
                checks: 1,
                seconds: 0.1,
                file: "findings/x/1-2/reduced.ll".into(),
                replays_exactly: None,
                replays_clean: None,
                replay_others: Vec::new(),
                replay_new: Vec::new(),
            },
        ];
        assert_eq!(migrate_signatures(&mut events), 4);
        let sig = |e: &Event| match e {
            Event::Finding {
                signature,
                new_signature,
                ..
            } => (signature.clone(), *new_signature),
            Event::Reduced { signature, .. } => (signature.clone(), false),
        };
        assert_eq!(
            events.iter().map(sig).collect::<Vec<_>>(),
            [
                ("performance.inline-model-llvm.stack".to_owned(), true),
                ("performance.inline-model-llvm.stack".to_owned(), false),
                (
                    "miscompile.specialize-callees-clone-budget-4.values".to_owned(),
                    true
                ),
                (
                    "miscompile.specialize-callees-clone-budget-4.values".to_owned(),
                    false
                ),
            ]
        );
        // The folders keep their names; a second pass changes nothing.
        assert!(
            matches!(&events[0], Event::Finding { dir, .. } if dir.contains("inline_model_llvm_"))
        );
        assert_eq!(migrate_signatures(&mut events), 0);
    }
}
