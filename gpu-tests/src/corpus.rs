//! The regression corpus: its on-disk format (version [`FORMAT_VERSION`]), the reader the
//! runner uses, and the writer that makes a case from module text and PTX text.
//!
//! A corpus is a folder; every sub-folder holding a `case.json` is a case, run in name order.
//! A case folder holds:
//!
//! - `case.json`: the manifest ([`Manifest`]): format name and version, the case's name and
//!   source, its launches (in the launch syntax of `seam run`, as written: `random SEED` stays
//!   a seed, so every reader rebuilds the interpreter's exact bytes), the interpreter's outcome
//!   of each launch on the original module, and one entry per variant;
//! - per variant (`original`, then one per pipeline): the module as text (`NAME.ll`, with the
//!   launches as `; launch:` lines so `seam run NAME.ll` replays them) and its PTX
//!   (`NAME.ptx`; a variant whose PTX equals an earlier one's points at that file, and likewise
//!   a variant whose module equals an earlier one's, as the outliner's variants do);
//! - in the manifest, per variant: ptxas's registers, stack and spills per kernel when ptxas
//!   was available, and the interpreter's outcomes when they differ from the original's (a
//!   pass that changed what the program computes: the writer reports it too).
//!
//! Observations are stored per buffer or global as its name, element type and bytes in hex
//! (little-endian, two digits a byte), which compares bitwise and reads back exactly.
//!
//! The format is versioned: a reader refuses a version it does not know, with the version it
//! found. Any change to the meaning of a field takes a new version.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use seam_oracle::{Elem, Launch, Limits, Observations, Observed, Outcome};
use serde::{Deserialize, Serialize};

/// The format's name in `case.json`.
pub const FORMAT_NAME: &str = "seam-gpu-case";
/// The format version this code reads and writes.
pub const FORMAT_VERSION: u32 = 1;

/// A corpus that could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum CorpusError {
    /// A file could not be read or written.
    #[error("{path}: {error}")]
    Io {
        /// The file.
        path: PathBuf,
        /// What happened.
        error: std::io::Error,
    },
    /// A file is there but wrong.
    #[error("{path}: {msg}")]
    Invalid {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        msg: String,
    },
}

fn invalid(path: &Path, msg: impl Into<String>) -> CorpusError {
    CorpusError::Invalid {
        path: path.to_owned(),
        msg: msg.into(),
    }
}

fn read(path: &Path) -> Result<String, CorpusError> {
    std::fs::read_to_string(path).map_err(|error| CorpusError::Io {
        path: path.to_owned(),
        error,
    })
}

fn write(path: &Path, text: &str) -> Result<(), CorpusError> {
    std::fs::write(path, text).map_err(|error| CorpusError::Io {
        path: path.to_owned(),
        error,
    })
}

/// `case.json`.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Manifest {
    /// Always [`FORMAT_NAME`].
    pub format: String,
    /// [`FORMAT_VERSION`].
    pub version: u32,
    /// The case's name (its folder's name).
    pub name: String,
    /// Where it came from (`seam gen --seed 17`, a filetest's path, a campaign).
    pub source: String,
    /// The launches, in `seam run`'s launch syntax.
    pub launches: Vec<String>,
    /// The interpreter's outcome of each launch on the original module.
    pub expected: Vec<Expected>,
    /// The original module and one variant per pipeline.
    pub variants: Vec<Variant>,
}

/// One module of a case and its PTX.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Variant {
    /// `original`, or the pipeline's name.
    pub name: String,
    /// The pipeline that made it from the original (`None` for the original).
    pub pipeline: Option<String>,
    /// The module's file, relative to the case folder.
    pub module: String,
    /// The PTX file, relative to the case folder.
    pub ptx: String,
    /// The interpreter's outcomes on this module, when they differ from the original's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expected: Option<Vec<Expected>>,
    /// What ptxas reported for this PTX, when it was run.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ptxas: Option<PtxasStats>,
}

/// ptxas's numbers for one PTX file.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct PtxasStats {
    /// Which ptxas (its `--version` last line).
    pub tool: String,
    /// The architecture it compiled for (`sm_90`).
    pub arch: String,
    /// Per entry (PTX name).
    pub kernels: BTreeMap<String, KernelStats>,
}

/// Registers, stack and spills of one kernel.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct KernelStats {
    /// Registers per thread.
    pub registers: Option<u32>,
    /// Bytes of stack frame.
    pub stack_frame: Option<u64>,
    /// Bytes of spill stores.
    pub spill_stores: Option<u64>,
    /// Bytes of spill loads.
    pub spill_loads: Option<u64>,
}

impl KernelStats {
    /// The numbers a JIT log or `ptxas -v` gives for `name`.
    pub fn from_report(r: &seam_oracle::gpu::jitlog::JitReport, name: &str) -> Option<KernelStats> {
        r.function(name).map(|f| KernelStats {
            registers: f.registers,
            stack_frame: f.stack_frame,
            spill_stores: f.spill_stores,
            spill_loads: f.spill_loads,
        })
    }
}

/// How a launch ended in the interpreter, as stored.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Expected {
    /// `completed`, `trap`, `ub` or `out-of-fuel`.
    pub outcome: String,
    /// The trap's or undefined behaviour's kind (`trap`, `out-of-bounds`, ...).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
    /// For `completed`: every buffer and observed global.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub observations: Vec<StoredObserved>,
}

/// One observed buffer or global.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct StoredObserved {
    /// The name (`out`, `@g`).
    pub name: String,
    /// The element type (`i32`, `f32`, ...).
    pub elem: String,
    /// The bytes, in hex.
    pub hex: String,
}

fn to_hex(b: &[u8]) -> String {
    const D: &[u8; 16] = b"0123456789abcdef";
    let mut s = String::with_capacity(b.len() * 2);
    for &x in b {
        s.push(D[usize::from(x >> 4)] as char);
        s.push(D[usize::from(x & 15)] as char);
    }
    s
}

fn from_hex(s: &str) -> Option<Vec<u8>> {
    if !s.len().is_multiple_of(2) || !s.is_ascii() {
        return None;
    }
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).ok())
        .collect()
}

impl Expected {
    /// The stored form of an interpreter outcome.
    pub fn from_outcome(o: &Outcome) -> Expected {
        let (outcome, kind, observations) = match o {
            Outcome::Completed(obs) => (
                "completed",
                None,
                obs.entries
                    .iter()
                    .map(|e| StoredObserved {
                        name: e.name.clone(),
                        elem: e.elem.name().to_owned(),
                        hex: to_hex(&e.bytes),
                    })
                    .collect(),
            ),
            Outcome::Trap { kind, .. } => ("trap", Some(kind.name().to_owned()), Vec::new()),
            Outcome::Ub(u) => ("ub", Some(u.kind.name().to_owned()), Vec::new()),
            Outcome::OutOfFuel => ("out-of-fuel", None, Vec::new()),
        };
        Expected {
            outcome: outcome.to_owned(),
            kind,
            observations,
        }
    }

    /// The observations of a completed launch; `Ok(None)` for other outcomes; an error
    /// message for a malformed entry.
    pub fn observations(&self) -> Result<Option<Observations>, String> {
        if self.outcome != "completed" {
            return Ok(None);
        }
        let mut entries = Vec::new();
        for o in &self.observations {
            let elem = Elem::from_name(&o.elem)
                .ok_or_else(|| format!("{}: unknown element type '{}'", o.name, o.elem))?;
            let bytes = from_hex(&o.hex).ok_or_else(|| format!("{}: bytes are not hex", o.name))?;
            if !bytes.len().is_multiple_of(elem.size()) {
                return Err(format!(
                    "{}: {} bytes is not a whole number of {}",
                    o.name,
                    bytes.len(),
                    o.elem
                ));
            }
            // Recorded outcomes are compared with GPU runs of the same module: whether a global
            // kept its initial bytes never matters (both sides observe the same globals).
            entries.push(Observed {
                name: o.name.clone(),
                elem,
                bytes,
                unchanged: false,
                local: false,
            });
        }
        Ok(Some(Observations {
            entries,
            benign_races: 0,
        }))
    }

    fn check(&self) -> Result<(), String> {
        match self.outcome.as_str() {
            "completed" | "trap" | "ub" | "out-of-fuel" => {}
            other => return Err(format!("unknown outcome '{other}'")),
        }
        self.observations().map(|_| ())
    }
}

/// A variant read from disk.
#[derive(Debug)]
pub struct LoadedVariant {
    /// Its name.
    pub name: String,
    /// The pipeline, if any.
    pub pipeline: Option<String>,
    /// The module (parsed; the GPU oracle reads its kernels' parameters and globals).
    pub module: seam::ir::Module,
    /// The PTX text.
    pub ptx: String,
    /// The interpreter's outcome per launch on this module.
    pub expected: Vec<Expected>,
    /// ptxas's numbers, if recorded.
    pub ptxas: Option<PtxasStats>,
}

/// A case read from disk, checked: every file there, every launch readable, every module
/// parsed.
#[derive(Debug)]
pub struct CorpusCase {
    /// Its folder.
    pub dir: PathBuf,
    /// The manifest.
    pub manifest: Manifest,
    /// The launches, read.
    pub launches: Vec<Launch>,
    /// The variants, read.
    pub variants: Vec<LoadedVariant>,
}

impl CorpusCase {
    /// The case's name.
    pub fn name(&self) -> &str {
        &self.manifest.name
    }
}

/// The case folders of a corpus (sub-folders with a `case.json`), sorted by name.
pub fn case_dirs(corpus: &Path) -> Result<Vec<PathBuf>, CorpusError> {
    let rd = std::fs::read_dir(corpus).map_err(|error| CorpusError::Io {
        path: corpus.to_owned(),
        error,
    })?;
    let mut out = Vec::new();
    for e in rd {
        let e = e.map_err(|error| CorpusError::Io {
            path: corpus.to_owned(),
            error,
        })?;
        if e.path().join("case.json").is_file() {
            out.push(e.path());
        }
    }
    out.sort();
    Ok(out)
}

/// Reads and checks a manifest.
pub fn read_manifest(dir: &Path) -> Result<Manifest, CorpusError> {
    let path = dir.join("case.json");
    let text = read(&path)?;
    // Check the format and version first, so a newer corpus says so instead of failing on
    // a field.
    let head: serde_json::Value =
        serde_json::from_str(&text).map_err(|e| invalid(&path, format!("not JSON: {e}")))?;
    if head.get("format").and_then(|v| v.as_str()) != Some(FORMAT_NAME) {
        return Err(invalid(&path, format!("not a {FORMAT_NAME} manifest")));
    }
    match head.get("version").and_then(|v| v.as_u64()) {
        Some(v) if v == u64::from(FORMAT_VERSION) => {}
        Some(v) => {
            return Err(invalid(
                &path,
                format!("format version {v}; this build reads version {FORMAT_VERSION}"),
            ));
        }
        None => return Err(invalid(&path, "no format version")),
    }
    let m: Manifest = serde_json::from_value(head).map_err(|e| invalid(&path, format!("{e}")))?;
    if m.expected.len() != m.launches.len() {
        return Err(invalid(
            &path,
            format!(
                "{} launches but {} expected outcomes",
                m.launches.len(),
                m.expected.len()
            ),
        ));
    }
    for (i, e) in m.expected.iter().enumerate() {
        e.check()
            .map_err(|msg| invalid(&path, format!("expected[{i}]: {msg}")))?;
    }
    if m.variants.is_empty() {
        return Err(invalid(&path, "no variants"));
    }
    for v in &m.variants {
        for f in [&v.module, &v.ptx] {
            if f.contains('/') || f.contains('\\') || f.starts_with('.') || f.is_empty() {
                return Err(invalid(
                    &path,
                    format!("variant {}: file name '{f}' must be a plain name", v.name),
                ));
            }
        }
        if let Some(exp) = &v.expected {
            if exp.len() != m.launches.len() {
                return Err(invalid(
                    &path,
                    format!(
                        "variant {}: expected outcomes do not match the launches",
                        v.name
                    ),
                ));
            }
            for e in exp {
                e.check()
                    .map_err(|msg| invalid(&path, format!("variant {}: {msg}", v.name)))?;
            }
        }
    }
    Ok(m)
}

/// Reads a case folder.
pub fn read_case(dir: &Path) -> Result<CorpusCase, CorpusError> {
    let manifest = read_manifest(dir)?;
    let mpath = dir.join("case.json");
    let mut launches = Vec::new();
    for (i, spec) in manifest.launches.iter().enumerate() {
        launches.push(
            seam_oracle::parse_launch(spec)
                .map_err(|e| invalid(&mpath, format!("launches[{i}]: {e}")))?,
        );
    }
    let mut variants = Vec::new();
    for v in &manifest.variants {
        let mfile = dir.join(&v.module);
        let text = read(&mfile)?;
        let module = seam::text::parse_module(&text).map_err(|e| invalid(&mfile, e.to_string()))?;
        let ptx = read(&dir.join(&v.ptx))?;
        variants.push(LoadedVariant {
            name: v.name.clone(),
            pipeline: v.pipeline.clone(),
            module,
            ptx,
            expected: v
                .expected
                .clone()
                .unwrap_or_else(|| manifest.expected.clone()),
            ptxas: v.ptxas.clone(),
        });
    }
    Ok(CorpusCase {
        dir: dir.to_owned(),
        manifest,
        launches,
        variants,
    })
}

/// A variant's module file: the launches as `; launch:` lines, a line naming the case and
/// variant, then the module text without the launch lines it may already carry.
fn module_file_text(draft: &CaseDraft, variant: &str, module_text: &str) -> String {
    let mut text = String::new();
    for l in &draft.launches {
        text.push_str(&format!("; launch: {l}\n"));
    }
    text.push_str(&format!(
        "; seam-gpu case {} variant {variant}\n",
        draft.name
    ));
    for line in module_text.lines() {
        if line.trim_start().starts_with("; launch:") {
            continue;
        }
        text.push_str(line);
        text.push('\n');
    }
    text
}

/// What the writer needs for one variant: text in, nothing computed yet.
#[derive(Clone, Debug)]
pub struct VariantDraft {
    /// `original`, or the pipeline's name.
    pub name: String,
    /// The pipeline that made it (`None` for the original).
    pub pipeline: Option<String>,
    /// The module's text.
    pub module_text: String,
    /// Its PTX (from LLVM 19's NVPTX back end).
    pub ptx: String,
    /// ptxas's numbers for the PTX, if ptxas was run.
    pub ptxas: Option<PtxasStats>,
}

/// What the writer needs for one case. The first variant is the original.
#[derive(Clone, Debug)]
pub struct CaseDraft {
    /// The case's name (its folder's name: letters, digits, `-`, `_`, `.`).
    pub name: String,
    /// Where it came from.
    pub source: String,
    /// The launches, in the launch syntax.
    pub launches: Vec<String>,
    /// The original, then one per pipeline.
    pub variants: Vec<VariantDraft>,
}

/// What writing a case found.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct WriteSummary {
    /// The variants whose interpreter outcomes differ from the original's (a pass changed
    /// what the program computes), with the difference.
    pub differing: Vec<(String, String)>,
}

/// The interpreter's outcome of each launch on `module_text`.
fn interpret(
    module_text: &str,
    launches: &[Launch],
    limits: Limits,
    what: &Path,
) -> Result<Vec<Outcome>, CorpusError> {
    let m = seam::text::parse_module(module_text).map_err(|e| invalid(what, e.to_string()))?;
    let interp = seam_oracle::Interpreter::new(&m).map_err(|e| invalid(what, e.to_string()))?;
    launches
        .iter()
        .map(|l| {
            interp
                .run(l, limits)
                .map_err(|e| invalid(what, format!("launch {l}: {e}")))
        })
        .collect()
}

/// Writes a case into `corpus/NAME/`: runs the interpreter on every variant's module for
/// every launch, writes the modules (with `; launch:` lines), the PTX (once per distinct
/// text) and the manifest. This is the writer a campaign calls with the PTX it made
/// (`seam campaign --emit-corpus`), and what `seam-gpu-corpus` calls.
pub fn write_case(
    corpus: &Path,
    draft: &CaseDraft,
    limits: Limits,
) -> Result<WriteSummary, CorpusError> {
    let dir = corpus.join(&draft.name);
    if draft.name.is_empty()
        || !draft
            .name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
        || draft.name.starts_with('.')
    {
        return Err(invalid(
            &dir,
            "a case name is letters, digits, '-', '_' and '.'",
        ));
    }
    if draft.variants.is_empty() {
        return Err(invalid(&dir, "a case needs at least its original module"));
    }
    let mut launches = Vec::new();
    for (i, spec) in draft.launches.iter().enumerate() {
        launches.push(
            seam_oracle::parse_launch(spec)
                .map_err(|e| invalid(&dir, format!("launches[{i}]: {e}")))?,
        );
    }
    std::fs::create_dir_all(&dir).map_err(|error| CorpusError::Io {
        path: dir.clone(),
        error,
    })?;
    let mut summary = WriteSummary::default();
    let mut original: Option<Vec<Outcome>> = None;
    let mut expected = Vec::new();
    let mut variants = Vec::new();
    let mut ptx_files: Vec<(String, String)> = Vec::new();
    // Module files written so far: file, text, the interpreter's outcomes on it.
    let mut module_files: Vec<(String, &str, Vec<Outcome>)> = Vec::new();
    for v in &draft.variants {
        if !v
            .name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_'))
            || v.name.is_empty()
        {
            return Err(invalid(&dir, format!("variant name '{}'", v.name)));
        }
        // A module equal to an earlier variant's (the outliner's variants: the same module,
        // other PTX) points at that file and has its outcomes.
        let (module_file, outcomes) = match module_files
            .iter()
            .find(|(_, t, _)| *t == v.module_text.as_str())
        {
            Some((f, _, o)) => (f.clone(), o.clone()),
            None => {
                let f = format!("{}.ll", v.name);
                let o = interpret(&v.module_text, &launches, limits, &dir.join(&f))?;
                write(
                    &dir.join(&f),
                    &module_file_text(draft, &v.name, &v.module_text),
                )?;
                module_files.push((f.clone(), &v.module_text, o.clone()));
                (f, o)
            }
        };
        let mut own = None;
        match &original {
            None => {
                expected = outcomes.iter().map(Expected::from_outcome).collect();
                original = Some(outcomes);
            }
            Some(orig) => {
                let mut why = Vec::new();
                for (i, (a, b)) in orig.iter().zip(&outcomes).enumerate() {
                    if let seam_oracle::Verdict::Differ(d) = seam_oracle::compare(a, b) {
                        why.push(format!("launch {i}: {d}"));
                    }
                }
                if !why.is_empty() {
                    summary.differing.push((v.name.clone(), why.join("\n")));
                }
                // A variant records its own outcomes wherever they are not the original's to
                // the byte: also where they only lack a global a pass deleted unchanged (the
                // same observations, which a GPU run of this variant does not have either).
                let mine: Vec<Expected> = outcomes.iter().map(Expected::from_outcome).collect();
                if mine != expected {
                    own = Some(mine);
                }
            }
        }
        let ptx_file = match ptx_files.iter().find(|(_, t)| *t == v.ptx) {
            Some((f, _)) => f.clone(),
            None => {
                let f = format!("{}.ptx", v.name);
                write(&dir.join(&f), &v.ptx)?;
                ptx_files.push((f.clone(), v.ptx.clone()));
                f
            }
        };
        variants.push(Variant {
            name: v.name.clone(),
            pipeline: v.pipeline.clone(),
            module: module_file,
            ptx: ptx_file,
            expected: own,
            ptxas: v.ptxas.clone(),
        });
    }
    let manifest = Manifest {
        format: FORMAT_NAME.to_owned(),
        version: FORMAT_VERSION,
        name: draft.name.clone(),
        source: draft.source.clone(),
        launches: draft.launches.clone(),
        expected,
        variants,
    };
    let json = serde_json::to_string_pretty(&manifest)
        .map_err(|e| invalid(&dir, format!("serializing the manifest: {e}")))?;
    write(&dir.join("case.json"), &(json + "\n"))?;
    Ok(summary)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_round_trips() {
        let b = [0u8, 1, 0xab, 0xff];
        assert_eq!(to_hex(&b), "0001abff");
        assert_eq!(from_hex("0001abff").unwrap(), b);
        assert_eq!(from_hex("0g"), None);
        assert_eq!(from_hex("abc"), None);
        assert_eq!(from_hex("é0"), None);
    }

    #[test]
    fn expected_outcomes_round_trip() {
        let obs = Observations {
            entries: vec![Observed {
                name: "out".into(),
                elem: Elem::F32,
                bytes: 1.5f32.to_bits().to_le_bytes().to_vec(),
                unchanged: false,
                local: false,
            }],
            benign_races: 0,
        };
        let e = Expected::from_outcome(&Outcome::Completed(obs.clone()));
        assert_eq!(e.observations().unwrap(), Some(obs));
        let json = serde_json::to_string(&e).unwrap();
        assert_eq!(
            json,
            r#"{"outcome":"completed","observations":[{"name":"out","elem":"f32","hex":"0000c03f"}]}"#
        );
        let e = Expected::from_outcome(&Outcome::OutOfFuel);
        assert_eq!(
            serde_json::to_string(&e).unwrap(),
            r#"{"outcome":"out-of-fuel"}"#
        );
        let bad = Expected {
            outcome: "completed".into(),
            kind: None,
            observations: vec![StoredObserved {
                name: "x".into(),
                elem: "i32".into(),
                hex: "00".into(),
            }],
        };
        assert!(
            bad.observations()
                .unwrap_err()
                .contains("not a whole number")
        );
    }
}
