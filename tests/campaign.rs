//! `seam campaign`, `seam check`, `seam reduce` on a correct build: shards cover the run,
//! resume neither repeats nor loses cases, bad folders and settings are refused clearly.
//! (`tests/planted.rs` runs campaigns that do find something.)

mod common;

use std::collections::BTreeSet;
use std::path::Path;

use common::TempDir;
use std::process::{Command, Output};

fn seam(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_seam"))
        .args(args)
        .output()
        .expect("seam runs")
}

fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

/// The seeds a campaign folder says it finished, in file order.
fn seeds(dir: &str) -> Vec<u64> {
    std::fs::read_to_string(Path::new(dir).join("cases.jsonl"))
        .unwrap()
        .lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).unwrap();
            v["seed"].as_u64().unwrap()
        })
        .collect()
}

const FAST: &[&str] = &[
    "--no-llvm",
    "--progress",
    "quiet",
    "--config",
    "small",
    "--pipeline",
    "gpucompiler",
];

fn campaign(out: &str, extra: &[&str]) -> Output {
    let mut args = vec!["campaign", "--out", out];
    args.extend_from_slice(FAST);
    args.extend_from_slice(extra);
    seam(&args)
}

#[test]
fn shards_together_cover_exactly_the_unsharded_run() {
    let t = TempDir::new("campaign-shards");
    let (all, s0, s1) = (t.path("all"), t.path("s0"), t.path("s1"));
    for (out, shard) in [(&all, None), (&s0, Some("0/2")), (&s1, Some("1/2"))] {
        let mut extra = vec!["--cases", "24", "--seed", "100", "--jobs", "2"];
        if let Some(s) = shard {
            extra.extend(["--shard", s]);
        }
        let o = campaign(out, &extra);
        assert!(o.status.success(), "{}", text(&o));
    }
    let all: BTreeSet<u64> = seeds(&all).into_iter().collect();
    let a: BTreeSet<u64> = seeds(&s0).into_iter().collect();
    let b: BTreeSet<u64> = seeds(&s1).into_iter().collect();
    assert_eq!(all, (100..124).collect());
    assert!(a.is_disjoint(&b), "{a:?} {b:?}");
    assert_eq!(a.union(&b).copied().collect::<BTreeSet<_>>(), all);
    assert_eq!(a.len(), 12);
}

#[test]
fn resume_continues_without_repeating_a_case() {
    let t = TempDir::new("campaign-resume");
    let out = t.path("run");
    let o = campaign(&out, &["--cases", "10", "--jobs", "2"]);
    assert!(o.status.success(), "{}", text(&o));
    // The same folder again is refused without --resume.
    let o = campaign(&out, &["--cases", "20"]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    assert!(text(&o).contains("add --resume"), "{}", text(&o));
    let o = campaign(&out, &["--cases", "20", "--jobs", "2", "--resume"]);
    assert!(o.status.success(), "{}", text(&o));
    assert!(text(&o).contains("20 cases (10 this run)"), "{}", text(&o));
    let s = seeds(&out);
    let set: BTreeSet<u64> = s.iter().copied().collect();
    assert_eq!(s.len(), set.len(), "a case ran twice: {s:?}");
    assert_eq!(set, (0..20).collect());
    for f in ["summary.json", "report.html", "junit.xml", "campaign.json"] {
        assert!(Path::new(&out).join(f).exists(), "{f}");
    }
    let junit = std::fs::read_to_string(Path::new(&out).join("junit.xml")).unwrap();
    assert!(junit.contains("failures='0'"), "{junit}");
    // The dynamic narrowing of the original and of the pipeline, over the 20 cases: the
    // reasons add up to the narrowable accesses; the report shows the table.
    let summary: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(Path::new(&out).join("summary.json")).unwrap(),
    )
    .unwrap();
    for stage in ["none", "gpucompiler"] {
        let n = &summary["narrowing"][stage];
        let (generic, narrowable) = (
            n["generic"].as_u64().unwrap(),
            n["narrowable"].as_u64().unwrap(),
        );
        assert!(generic > 0 && narrowable <= generic, "{stage}: {n}");
        let sum: u64 = n["by_reason"]
            .as_object()
            .unwrap()
            .values()
            .map(|v| v.as_u64().unwrap())
            .sum();
        assert_eq!(sum, narrowable, "{stage}: {n}");
    }
    let report = std::fs::read_to_string(Path::new(&out).join("report.html")).unwrap();
    assert!(report.contains("<h2>Dynamic narrowing</h2>"), "{report}");
    // Other settings are another campaign.
    let mut args = vec!["campaign", "--out", &out, "--resume", "--cases", "20"];
    args.extend_from_slice(&["--no-llvm", "--progress", "quiet", "--config", "small"]);
    let o = seam(&args);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    assert!(
        text(&o).contains("holds a campaign of other settings"),
        "{}",
        text(&o)
    );
    // The setting that differs is named.
    assert!(
        text(&o).contains("these differ: the pipelines gpucompiler (given gpucompiler tileiras"),
        "{}",
        text(&o)
    );
}

#[test]
fn bad_folders_lines_and_settings_are_refused_clearly() {
    let t = TempDir::new("campaign-bad");
    // A folder with other files.
    let other = t.path("other");
    std::fs::create_dir_all(&other).unwrap();
    std::fs::write(Path::new(&other).join("mine.txt"), "x").unwrap();
    let o = campaign(&other, &["--cases", "2"]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    assert!(text(&o).contains("is not empty (mine.txt"), "{}", text(&o));
    assert_eq!(
        std::fs::read_to_string(Path::new(&other).join("mine.txt")).unwrap(),
        "x"
    );

    // A corrupt line in the middle of findings.jsonl: named, and the file is left as it is.
    let out = t.path("run");
    let o = campaign(&out, &["--cases", "3"]);
    assert!(o.status.success(), "{}", text(&o));
    let cases = Path::new(&out).join("cases.jsonl");
    let good = std::fs::read_to_string(&cases).unwrap();
    let bad = format!("{{not json\n{good}");
    std::fs::write(&cases, &bad).unwrap();
    let o = campaign(&out, &["--cases", "5", "--resume"]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    assert!(
        text(&o).contains("cases.jsonl:1: not a line"),
        "{}",
        text(&o)
    );
    assert_eq!(std::fs::read_to_string(&cases).unwrap(), bad);

    // A line cut short by a kill is dropped on resume, with a note.
    std::fs::write(&cases, format!("{good}{{\"seed\": 9")).unwrap();
    let o = seam(&[
        "campaign",
        "--out",
        &out,
        "--no-llvm",
        "--config",
        "small",
        "--pipeline",
        "gpucompiler",
        "--cases",
        "5",
        "--resume",
        "--progress",
        "plain",
    ]);
    assert!(o.status.success(), "{}", text(&o));
    assert!(text(&o).contains("cut short"), "{}", text(&o));
    assert_eq!(seeds(&out).len(), 5);

    for (args, want) in [
        (
            vec!["--cases", "2", "--pipeline", "nope"],
            "unknown pass 'nope'",
        ),
        (vec!["--cases", "2", "--shard", "2/2"], "K < N"),
        (vec!["--cases", "2", "--gpu", "maybe"], "auto, off or on"),
        (vec!["--cases", "2", "--config", "huge"], "--config"),
        (vec!["--cases", "2", "--stop-after", "0"], "--stop-after"),
    ] {
        let o = campaign(&t.path("x"), &args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", text(&o));
        assert!(text(&o).contains(want), "{args:?}: {}", text(&o));
    }
}

#[test]
fn check_runs_every_oracle_on_a_case_file() {
    let t = TempDir::new("campaign-check");
    let case = t.path("case.ll");
    let o = seam(&["gen", "--seed", "3", "--config", "small", "-o", &case]);
    assert!(o.status.success(), "{}", text(&o));
    let o = seam(&["check", &case, "--no-llvm"]);
    assert!(o.status.success(), "{}", text(&o));
    assert!(text(&o).contains("ok:"), "{}", text(&o));
    assert!(text(&o).contains("no findings"), "{}", text(&o));

    std::fs::write(&case, "define void @f( {\n").unwrap();
    let o = seam(&["check", &case]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o));
    assert!(
        text(&o).contains("case.ll:2:1: expected a type"),
        "{}",
        text(&o)
    );

    let o = seam(&["check", &t.path("missing.ll")]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));

    let o = seam(&["reduce", &t.path("nothing"), "--no-llvm"]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
}

#[test]
fn emit_corpus_writes_a_gpu_corpus_and_gpu_on_needs_a_gpu() {
    if seam::ptxas::find().is_err() {
        eprintln!("skipped: no ptxas (scripts/setup.sh installs it): the corpus holds PTX");
        return;
    }
    let t = TempDir::new("campaign-corpus");
    let (out, corpus) = (t.path("run"), t.path("corpus"));
    let o = seam(&[
        "campaign",
        "--out",
        &out,
        "--progress",
        "quiet",
        "--config",
        "small",
        "--pipeline",
        "gpucompiler",
        "--pipeline",
        "nir",
        "--cases",
        "4",
        "--codegen-every",
        "2",
        "--emit-corpus",
        &corpus,
    ]);
    assert!(o.status.success(), "{}", text(&o));
    // The outliner's stage ran on every compiled module of both compiled cases.
    let summary: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(Path::new(&out).join("summary.json")).unwrap(),
    )
    .unwrap();
    let outline = &summary["outline"];
    assert_eq!(outline["cases"], 2, "{summary}");
    let modules = outline["modules"].as_u64().unwrap();
    assert!(modules >= 4, "{summary}");
    assert!(outline["modules_outlined"].as_u64().unwrap() <= modules);
    assert!(outline["cases_outlined"].as_u64().unwrap() <= 2);
    let dirs = seam_gpu_tests::corpus::case_dirs(Path::new(&corpus)).unwrap();
    let names: Vec<String> = dirs
        .iter()
        .map(|d| d.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    let whole: Vec<&String> = names.iter().filter(|n| n.len() == 11).collect();
    assert_eq!(
        whole,
        ["seed-000000", "seed-000002"],
        "one case in two is compiled: {names:?}"
    );
    let mut per_kernel = 0;
    let mut case_variants_outlined = 0;
    for d in &dirs {
        let case = seam_gpu_tests::corpus::read_case(d).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(case.variants[0].name, "original");
        assert!(case.variants.iter().all(|v| v.ptxas.is_some()));
        // Where the outliner outlined something, the outlined PTX is a variant of its own:
        // the same module (the same file), PTX with an outlined function, pipeline
        // `P | outline`.
        let listed = &case.manifest.variants;
        for (i, v) in listed.iter().enumerate() {
            let Some(source) = v.name.strip_suffix("-outlined") else {
                continue;
            };
            let of = listed
                .iter()
                .find(|s| s.name == source)
                .unwrap_or_else(|| panic!("{}: no variant {source}", case.name()));
            let p = v.pipeline.as_deref().unwrap();
            assert!(p.ends_with("outline"), "{p}");
            assert_eq!(v.module, of.module, "{}", case.name());
            assert!(
                case.variants[i].ptx.contains("OUTLINED_FUNCTION_"),
                "{}",
                v.name
            );
        }
        case_variants_outlined += case
            .variants
            .iter()
            .filter(|v| v.name.ends_with("-outlined"))
            .count();
        if case.name().len() == 11 {
            assert!(case.variants.iter().any(|v| v.name == "gpucompiler"));
            continue;
        }
        // `nir` runs once per kernel: a case of that kernel's launches.
        per_kernel += 1;
        let kernel = case.name().rsplit('-').next().unwrap();
        assert!(
            case.launches
                .iter()
                .all(|l| l.kernel.trim_start_matches('@') == kernel),
            "{}",
            case.name()
        );
        let made: Vec<_> = case
            .variants
            .iter()
            .filter(|v| !v.name.ends_with("-outlined"))
            .collect();
        assert_eq!(made.len(), 2, "{}", case.name());
        let p = made[1].pipeline.as_deref().unwrap();
        assert!(p.contains(&format!("entry={kernel}")), "{p}");
    }
    assert!(per_kernel > 0, "no per-kernel case: {names:?}");
    assert!(
        case_variants_outlined > 0,
        "no outlined variant in {names:?}"
    );
    let o = seam(&[
        "campaign",
        "--out",
        &t.path("gpu"),
        "--cases",
        "1",
        "--gpu",
        "on",
    ]);
    if seam_oracle::gpu::Gpu::open().is_err() {
        assert_eq!(o.status.code(), Some(2), "{}", text(&o));
        assert!(text(&o).contains("no GPU to run on"), "{}", text(&o));
    } else {
        eprintln!("a GPU is here: --gpu on ran on it");
        assert!(o.status.code() != Some(2), "{}", text(&o));
    }
}

/// Ctrl-C (SIGINT) stops a campaign cleanly: the cases that finished are recorded, the
/// summary, report and JUnit file are written, the command that resumes is printed, and the
/// exit status is 130; that command then continues the campaign.
#[cfg(unix)]
#[test]
fn sigint_stops_a_campaign_cleanly_and_says_how_to_resume() {
    let t = TempDir::new("campaign-sigint");
    let out = t.path("out");
    let child = Command::new(env!("CARGO_BIN_EXE_seam"))
        .args([
            "campaign",
            "--out",
            &out,
            "--time",
            "120",
            "--seed",
            "5",
            "--jobs",
            "1",
            "--no-llvm",
            "--progress",
            "plain",
            "--reduce-time",
            "0",
        ])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Wait for the first finished case, then interrupt.
    let cases = Path::new(&out).join("cases.jsonl");
    let start = std::time::Instant::now();
    while std::fs::read_to_string(&cases).map_or(0, |s| s.lines().count()) < 2 {
        assert!(
            start.elapsed().as_secs() < 60,
            "no case finished in a minute"
        );
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    let kill = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    let o = child.wait_with_output().unwrap();
    let all = text(&o);
    assert!(
        start.elapsed().as_secs() < 100,
        "the campaign ran on after SIGINT: {all}"
    );
    assert_eq!(o.status.code(), Some(130), "{all}");
    assert!(all.contains("SIGINT received: stopping"), "{all}");
    assert!(all.contains("stopped by SIGINT"), "{all}");
    for f in ["summary.json", "report.html", "junit.xml"] {
        assert!(Path::new(&out).join(f).exists(), "{f} not written: {all}");
    }
    let resume = all
        .lines()
        .find(|l| l.trim_start().starts_with("seam campaign --resume"))
        .unwrap_or_else(|| panic!("no resume command: {all}"))
        .trim()
        .to_owned();
    assert!(
        resume.contains("--seed 5") && resume.contains("--time 120"),
        "{resume}"
    );
    // The printed command continues the same campaign (given a few more cases here).
    let done = std::fs::read_to_string(&cases).unwrap().lines().count();
    let more = (done + 4).to_string();
    let mut args: Vec<&str> = resume.split_whitespace().skip(1).collect();
    let at = args.iter().position(|a| *a == "--time").unwrap();
    args.splice(at..at + 2, ["--cases", more.as_str()]);
    args.extend(["--no-llvm", "--progress", "quiet", "--jobs", "1"]);
    let o = seam(&args);
    assert!(matches!(o.status.code(), Some(0 | 3)), "{}", text(&o));
    let after = std::fs::read_to_string(&cases).unwrap().lines().count();
    assert!(after > done, "{done} -> {after}: {}", text(&o));
}
