//! One judge: `seam campaign`, `seam gen --stats` and `seam check` judge cases with one function
//! (`seam_fuzz::judge`), so on fixed seeds each reports the counts the library's judge gives when
//! called directly: runs per pipeline (one per launched kernel for `nir`), refusals, launches
//! compared and observing the same, findings.

mod common;

use std::collections::BTreeMap;
use std::process::Command;

use seam_fuzz::judge::{self, CheckOptions, NoBackend, Pipeline, Subject};

const SEEDS: u64 = 40;
const PIPES: [&str; 4] = [
    "gpucompiler",
    "tileiras",
    "nir",
    "force-inline,specialize-callees",
];

/// What one pipeline did over the seeds.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
struct Counts {
    runs: u64,
    refused: u64,
    compared: u64,
    equal: u64,
    findings: u64,
}

fn seam(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_seam"))
        .args(args)
        .output()
        .expect("seam runs")
}

fn pipeline_args() -> Vec<&'static str> {
    PIPES.iter().flat_map(|p| ["--pipeline", p]).collect()
}

/// The library's judge, called directly on seeds `0..SEEDS`.
fn library() -> BTreeMap<String, Counts> {
    let pipelines: Vec<Pipeline> = PIPES.iter().map(|p| Pipeline::parse(p).unwrap()).collect();
    let opts = CheckOptions {
        codegen: false,
        ..CheckOptions::default()
    };
    let mut out: BTreeMap<String, Counts> = BTreeMap::new();
    for seed in 0..SEEDS {
        let case = seam_fuzz::case_from_seed(seed, None).unwrap();
        let subject = Subject {
            module: &case.module,
            launches: &case.launches,
            labels: &case.labels,
        };
        let report = judge::check(subject, &pipelines, &mut NoBackend, &opts);
        for m in &report.metrics.pipelines {
            let c = out.entry(m.name.clone()).or_default();
            c.runs += 1;
            c.refused += u64::from(m.refused.is_some());
            c.compared += m.launches_compared;
            c.equal += m.launches_equal;
            c.findings += m.findings.len() as u64;
        }
    }
    out
}

/// The number after `key` in `line` (`"of 12 launches"` with key `"of"`).
fn number_after(line: &str, key: &str) -> u64 {
    let rest = &line[line.find(key).unwrap_or_else(|| panic!("{key} in {line}")) + key.len()..];
    rest.split_whitespace()
        .next()
        .and_then(|w| {
            w.trim_end_matches(|c: char| !c.is_ascii_digit())
                .parse()
                .ok()
        })
        .unwrap_or_else(|| panic!("a number after {key} in {line}"))
}

#[test]
fn campaign_gen_stats_and_check_count_what_the_library_judge_counts() {
    let want = library();
    assert_eq!(want.len(), PIPES.len(), "{want:?}");
    assert!(
        want["nir"].runs > SEEDS && want["nir"].refused > 0,
        "nir should run once per kernel and refuse some: {want:?}"
    );
    assert!(
        want.values().all(|c| c.compared > 0 && c.findings == 0),
        "{want:?}"
    );

    // `seam gen --stats`: per pipeline, launches compared and equal, refusals, failures.
    let seeds = SEEDS.to_string();
    let mut args = vec![
        "gen",
        "--stats",
        "--no-llvm",
        "--seed",
        "0",
        "--cases",
        &seeds,
    ];
    args.extend(pipeline_args());
    let out = seam(&args);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    let mut got: BTreeMap<String, Counts> = BTreeMap::new();
    let mut current = None;
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("pipeline ") {
            let name = rest.split([' ', ':']).next().unwrap().to_owned();
            current = Some(name);
            continue;
        }
        let Some(name) = &current else { continue };
        let c = got.entry(name.clone()).or_default();
        let line = line.trim();
        if line.starts_with("observations equal:") {
            c.equal = number_after(line, "equal:");
            c.compared = number_after(line, " of ");
        } else if line.starts_with("refused by design") {
            c.refused = number_after(line, ") ");
        } else if line.starts_with("failed cases:") {
            c.findings = number_after(line, "failed cases:");
        }
    }
    for (name, w) in &want {
        let g = got
            .get(name)
            .unwrap_or_else(|| panic!("gen --stats has no {name}:\n{text}"));
        assert_eq!(
            (g.compared, g.equal, g.refused, g.findings),
            (w.compared, w.equal, w.refused, w.findings),
            "gen --stats and the judge differ on {name}"
        );
    }

    // `seam campaign`: its cases.jsonl holds the judge's metrics of every case.
    let dir = common::TempDir::new("one-judge");
    let out_arg = dir.path("c");
    let out_arg = out_arg.as_str();
    let mut args = vec![
        "campaign",
        "--no-llvm",
        "--jobs",
        "1",
        "--reduce-time",
        "0",
        "--seed",
        "0",
        "--cases",
        &seeds,
        "--out",
        out_arg,
    ];
    args.extend(pipeline_args());
    let out = seam(&args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines = std::fs::read_to_string(dir.path("c/cases.jsonl")).unwrap();
    let mut got: BTreeMap<String, Counts> = BTreeMap::new();
    let mut findings = 0;
    for line in lines.lines() {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        findings += v["findings"].as_u64().unwrap();
        for p in v["metrics"]["pipelines"].as_array().unwrap() {
            let c = got
                .entry(p["name"].as_str().unwrap().to_owned())
                .or_default();
            c.runs += 1;
            c.refused += u64::from(p.get("refused").is_some_and(|r| !r.is_null()));
            c.compared += p["launches_compared"].as_u64().unwrap_or(0);
            c.equal += p["launches_equal"].as_u64().unwrap_or(0);
        }
    }
    assert_eq!(findings, 0);
    assert_eq!(got, want, "the campaign and the judge differ");

    // `seam check` on case files of the same seeds: the verdict the judge gives.
    for seed in [0u64, 7, 13] {
        let file = dir.path(&format!("{seed}.ll"));
        let f = file.as_str();
        assert!(
            seam(&["gen", "--seed", &seed.to_string(), "-o", f])
                .status
                .success()
        );
        let mut args = vec!["check", f, "--no-llvm"];
        args.extend(pipeline_args());
        let out = seam(&args);
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "seed {seed}: {text}");
        assert!(text.contains("no findings"), "seed {seed}: {text}");
    }
}

/// A module that was not generated has no labels: `seam check` judges its decisions by the
/// models only, so a user's module with decisions of every kind is no finding.
#[test]
fn check_holds_no_decision_of_a_user_module_against_labels() {
    let dir = common::TempDir::new("one-judge-user");
    let file = dir.path("user.ll");
    std::fs::write(
        &file,
        "; launch: @k grid=1 block=2 (out=i32[2] zero)
target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"
target triple = \"nvptx64-nvidia-cuda\"

define internal void @put(ptr %p, i32 %v) {
entry:
  store i32 %v, ptr %p, align 4
  ret void
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  %g = addrspacecast ptr addrspace(1) %q to ptr
  call void @put(ptr %g, i32 %t)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
",
    )
    .unwrap();
    let out = seam(&["check", &file, "--no-llvm"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("no findings"), "{text}");
}
