//! The GPU regression suite: the committed corpus (`gpu-tests/corpus/`) is readable, the
//! interpreter still gives the recorded outcomes, every launch plans against its PTX; on a
//! machine with a GPU every launch of every variant gives the interpreter's observations; on
//! any machine, seam's PTX interpreter gives them too.
//! Tests that need a GPU, llc-19 or ptxas print why they skip.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use seam_gpu_tests::corpus::{self, CaseDraft, VariantDraft};
use seam_gpu_tests::runner::{self, Answer, InProcess, RunOptions};
use seam_oracle::gpu::Gpu;
use seam_oracle::gpu::plan::LaunchPlan;

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus")
}

fn cases() -> Vec<corpus::CorpusCase> {
    let dirs = corpus::case_dirs(&corpus_dir()).unwrap();
    assert!(dirs.len() >= 10, "{} cases", dirs.len());
    dirs.iter()
        .map(|d| corpus::read_case(d).unwrap_or_else(|e| panic!("{e}")))
        .collect()
}

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("seam-gpu-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn the_interpreter_still_gives_the_recorded_outcomes() {
    let mut launches = 0;
    let mut variants = 0;
    for case in cases() {
        assert_eq!(case.variants[0].name, "original", "{}", case.name());
        for v in &case.variants {
            variants += 1;
            let interp = seam_oracle::Interpreter::new(&v.module).unwrap();
            for (i, l) in case.launches.iter().enumerate() {
                let got = interp.run(l, seam_oracle::Limits::default()).unwrap();
                assert_eq!(
                    corpus::Expected::from_outcome(&got),
                    v.expected[i],
                    "{}/{} launch {i}: the interpreter no longer gives the recorded outcome",
                    case.name(),
                    v.name
                );
                // The launch fits the PTX: the GPU's parameter buffer can be built.
                let plan = LaunchPlan::new(&v.module, &v.ptx, l)
                    .unwrap_or_else(|e| panic!("{}/{} launch {i}: {e}", case.name(), v.name));
                assert_eq!(plan.offsets.len(), l.args.len());
                if let Some(p) = &v.ptxas {
                    assert!(
                        p.kernels.contains_key(&plan.kernel),
                        "{}/{}: no ptxas numbers for {}",
                        case.name(),
                        v.name,
                        plan.kernel
                    );
                }
                launches += 1;
            }
        }
    }
    assert!(
        variants >= 30 && launches >= 40,
        "{variants} variants, {launches} launches"
    );
}

#[test]
fn the_corpus_runs_on_the_gpu() {
    let gpu = match Gpu::open() {
        Ok(g) => g,
        Err(why) => {
            println!("skipped: no GPU: {why}");
            return;
        }
    };
    println!("GPU: {}", gpu.info());
    drop(gpu);
    // Worker processes, as `seam-gpu run` drives them: a fault (the corpus has a `trap`)
    // leaves a process's driver unusable.
    let report = on_gpu_workers(&corpus_dir(), Duration::from_secs(20));
    assert!(report.totals.pass > 0);
    assert!(report.is_clean(), "{}", report.summary());
}

/// The nightly job's dry run: every launch of every variant of the committed corpus gives,
/// in seam's PTX interpreter, the outcome the IR interpreter recorded (through the same runner
/// and judge as the GPU, and through `seam-gpu run --executor ptx-interp`).
#[test]
fn the_corpus_runs_in_the_ptx_interpreter() {
    let mut exec = runner::PtxInterp::new();
    let opts = RunOptions {
        watchdog: Duration::from_secs(10),
        filter: None,
        progress: false,
    };
    let report = runner::run_corpus(&corpus_dir(), Some(&mut exec), "ptx-interp", &opts).unwrap();
    let t = &report.totals;
    assert!(t.launches >= 50, "{}", report.summary());
    assert_eq!(t.pass, t.launches, "{}", report.summary());
    assert!(report.is_clean());
    let out = Command::new(env!("CARGO_BIN_EXE_seam-gpu"))
        .args(["run", "--executor", "ptx-interp"])
        .arg(corpus_dir())
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(
        text.contains(&format!("{} pass, 0 mismatch, 0 error", t.launches)),
        "{text}"
    );
}

#[test]
fn seam_gpu_without_a_gpu_says_so_and_still_reports() {
    let d = scratch("nogpu");
    let (json, junit) = (d.join("s.json"), d.join("j.xml"));
    let out = Command::new(env!("CARGO_BIN_EXE_seam-gpu"))
        .arg("run")
        .arg(corpus_dir())
        .arg("--json")
        .arg(&json)
        .arg("--junit")
        .arg(&junit)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    if Gpu::open().is_ok() {
        println!("skipped: this machine has a GPU (the_corpus_runs_on_the_gpu covers it)");
        return;
    }
    assert_eq!(out.status.code(), Some(3), "{stdout}");
    assert!(stdout.contains("no GPU"), "{stdout}");
    let j: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let launches = j["totals"]["launches"].as_u64().unwrap();
    assert!(launches >= 40);
    assert_eq!(j["totals"]["skipped"].as_u64(), Some(launches));
    assert_eq!(j["gpu"], false);
    let x = std::fs::read_to_string(&junit).unwrap();
    assert_eq!(x.matches("<skipped").count() as u64, launches);
    // Usage errors are status 2.
    let bad = Command::new(env!("CARGO_BIN_EXE_seam-gpu"))
        .args(["run", "/nonexistent/corpus"])
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("not a folder"));
}

#[test]
fn a_worker_without_a_gpu_answers_unavailable() {
    let mut out = Vec::new();
    let code = runner::worker(&b""[..], &mut out, 1 << 15, None);
    let first: Answer = serde_json::from_str(String::from_utf8(out).unwrap().trim()).unwrap();
    match first {
        Answer::Ready(d) => {
            assert_eq!(code, 0);
            println!("skipped: this machine has a GPU: {d}");
        }
        Answer::Unavailable(why) => {
            assert_eq!(code, 3);
            assert!(!why.is_empty());
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn seam_gpu_links_no_llvm() {
    let bin = env!("CARGO_BIN_EXE_seam-gpu");
    let Ok(out) = Command::new("ldd").arg(bin).output() else {
        println!("skipped: no ldd on this machine");
        return;
    };
    let libs = String::from_utf8_lossy(&out.stdout);
    assert!(!libs.contains("libLLVM"), "seam-gpu links LLVM:\n{libs}");
    assert!(
        !libs.contains("libcuda"),
        "seam-gpu must load libcuda at run time:\n{libs}"
    );
}

#[test]
fn the_writer_round_trips_and_bad_entries_are_errors() {
    let d = scratch("writer");
    let src = corpus::read_case(&corpus_dir().join("ft-const-table")).unwrap();
    let original = std::fs::read_to_string(src.dir.join(&src.manifest.variants[0].module)).unwrap();
    let draft = CaseDraft {
        name: "copy".into(),
        source: "test".into(),
        launches: src.manifest.launches.clone(),
        variants: vec![
            VariantDraft {
                name: "original".into(),
                pipeline: None,
                module_text: original.clone(),
                ptx: src.variants[0].ptx.clone(),
                ptxas: None,
            },
            VariantDraft {
                name: "same".into(),
                pipeline: Some("gpucompiler".into()),
                module_text: original,
                ptx: src.variants[0].ptx.clone(),
                ptxas: None,
            },
        ],
    };
    let summary = corpus::write_case(&d, &draft, seam_oracle::Limits::default()).unwrap();
    assert!(summary.differing.is_empty());
    let back = corpus::read_case(&d.join("copy")).unwrap();
    assert_eq!(back.manifest.expected, src.manifest.expected);
    // Equal PTX is stored once.
    assert_eq!(back.manifest.variants[1].ptx, "original.ptx");
    assert!(!d.join("copy/same.ptx").exists());
    // The module file replays in `seam run`: the launches are its `; launch:` lines.
    let text = std::fs::read_to_string(d.join("copy/original.ll")).unwrap();
    assert_eq!(seam_oracle::launch_lines(&text).len(), back.launches.len());

    let manifest = d.join("copy/case.json");
    let good = std::fs::read_to_string(&manifest).unwrap();
    for (text, want) in [
        ("{".to_owned(), "not JSON"),
        ("[]".to_owned(), "not a seam-gpu-case manifest"),
        (
            good.replace("\"version\": 1", "\"version\": 99"),
            "format version 99; this build reads version 1",
        ),
        (
            good.replace("\"original.ptx\"", "\"../x.ptx\""),
            "must be a plain name",
        ),
        (
            good.replace("\"completed\"", "\"finished\""),
            "unknown outcome 'finished'",
        ),
        (
            good.replace("\"i32\"", "\"q32\""),
            "unknown element type 'q32'",
        ),
        (good.replacen("@k ", "@k (", 1), "launches[0]"),
    ] {
        std::fs::write(&manifest, &text).unwrap();
        let e = corpus::read_case(&d.join("copy")).unwrap_err().to_string();
        assert!(e.contains(want), "{want}: {e}");
        assert!(e.contains("case.json"), "{e}");
    }
    std::fs::write(&manifest, &good).unwrap();
    std::fs::remove_file(d.join("copy/original.ptx")).unwrap();
    let e = corpus::read_case(&d.join("copy")).unwrap_err().to_string();
    assert!(e.contains("original.ptx"), "{e}");
    // A broken case is an error line in the report, and the others still run.
    let report = runner::run_corpus::<InProcess>(
        &d,
        None,
        "no GPU: test",
        &RunOptions {
            watchdog: Duration::from_secs(1),
            filter: None,
            progress: false,
        },
    )
    .unwrap();
    assert_eq!(report.totals.error, 1);
    assert!(
        report
            .to_junit()
            .contains("<error message=\"the case could not be read\">")
    );
    let _ = std::fs::remove_dir_all(&d);
}

/// `seam-gpu-corpus` writes what is committed: regenerate two cases with llc-19 (and ptxas,
/// when it is the one that wrote the corpus) and compare every file.
#[test]
fn regenerating_gives_the_committed_cases() {
    if Command::new("llc-19").arg("--version").output().is_err() {
        println!("skipped: no llc-19 on this machine");
        return;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let committed = corpus::read_case(&corpus_dir().join("seed-000000")).unwrap();
    let recorded_tool = committed.variants[0].ptxas.as_ref().map(|p| p.tool.clone());
    let ptxas = seam_gpu_tests::ptxas::find();
    let d = scratch("regen");
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_seam-gpu-corpus"));
    cmd.arg("--out").arg(&d).args(["--seeds", "0"]);
    cmd.arg("--module")
        .arg(root.join("compiler/filetests/interpret/global-buffers.ll"));
    let same_ptxas = match (&ptxas, &recorded_tool) {
        (Some(p), Some(tool)) => {
            let v = Command::new(p).arg("--version").output().unwrap();
            String::from_utf8_lossy(&v.stdout)
                .lines()
                .last()
                .map(str::trim)
                == Some(tool.as_str())
        }
        _ => false,
    };
    if !same_ptxas {
        println!("note: not the ptxas that wrote the corpus: its numbers are not compared");
    }
    let out = cmd.output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for (fresh, kept) in [
        ("seed-000000", "seed-000000"),
        ("global-buffers", "ft-global-buffers"),
    ] {
        let a = corpus::read_manifest(&d.join(fresh)).unwrap();
        let b = corpus::read_manifest(&corpus_dir().join(kept)).unwrap();
        assert_eq!(a.launches, b.launches, "{kept}");
        assert_eq!(a.expected, b.expected, "{kept}");
        assert_eq!(a.variants.len(), b.variants.len(), "{kept}");
        for (va, vb) in a.variants.iter().zip(&b.variants) {
            assert_eq!((&va.name, &va.ptx), (&vb.name, &vb.ptx), "{kept}");
            if same_ptxas {
                assert_eq!(va.ptxas, vb.ptxas, "{kept}/{}", va.name);
            }
            let pa = std::fs::read_to_string(d.join(fresh).join(&va.ptx)).unwrap();
            let pb = std::fs::read_to_string(corpus_dir().join(kept).join(&vb.ptx)).unwrap();
            assert!(pa == pb, "{kept}/{}: llc-19 now prints other PTX", va.name);
        }
    }
    let _ = std::fs::remove_dir_all(&d);
}

/// Runs every case of `dir` on the GPU through `seam-gpu worker` processes, as `seam-gpu run`
/// does, and prints the summary.
fn on_gpu_workers(dir: &Path, watchdog: Duration) -> seam_gpu_tests::report::Report {
    let mut pool = runner::WorkerPool::new(
        Path::new(env!("CARGO_BIN_EXE_seam-gpu")),
        seam_oracle::gpu::GpuOptions::default().stack_bytes,
    );
    let opts = RunOptions {
        watchdog,
        filter: None,
        progress: true,
    };
    let report = runner::run_corpus(dir, Some(&mut pool), "test", &opts).unwrap();
    print!("{}", report.summary());
    report
}

fn plants_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("plants")
}

/// The launch reports of a plant run, by case name.
fn plant_launches(report: &seam_gpu_tests::report::Report, case: &str) -> Vec<(String, String)> {
    let c = report
        .cases
        .iter()
        .find(|c| c.name == case)
        .unwrap_or_else(|| panic!("no case {case}"));
    assert!(c.error.is_none(), "{case}: {:?}", c.error);
    c.variants[0]
        .launches
        .iter()
        .map(|l| (l.status.name().to_owned(), l.detail.clone()))
        .collect()
}

/// The plants (`gpu-tests/plants/`, sources in `gpu-tests/plants-src/`): a launch that stores
/// far out of bounds, one that spins forever, internal and dotted globals, deep recursion.
/// In the PTX interpreter they give the IR interpreter's outcomes (the same undefined
/// behaviour, out of fuel), and each launch after a broken one runs normally.
#[test]
fn the_plants_run_in_the_ptx_interpreter() {
    let mut exec = runner::PtxInterp::new();
    let opts = RunOptions {
        watchdog: Duration::from_secs(10),
        filter: None,
        progress: false,
    };
    let report = runner::run_corpus(&plants_dir(), Some(&mut exec), "ptx-interp", &opts).unwrap();
    assert!(report.is_clean(), "{}", report.summary());
    assert_eq!(
        report.totals.pass,
        report.totals.launches,
        "{}",
        report.summary()
    );
    let fault = plant_launches(&report, "fault-then-normal");
    assert!(fault[0].1.contains("undefined"), "{fault:?}");
    let hang = plant_launches(&report, "hang-then-normal");
    assert!(hang[0].1.contains("out of fuel"), "{hang:?}");
}

/// On a GPU, through worker processes as `seam-gpu run` drives it: the out-of-bounds store is
/// a device fault (its worker's driver is done, a fresh worker takes over), the spinning launch passes the watchdog (its
/// worker is killed), both are recorded as traps, and the launch after each passes.
#[test]
fn the_plants_survive_on_the_gpu() {
    if let Err(why) = Gpu::open() {
        println!("skipped: no GPU: {why}");
        return;
    }
    let report = on_gpu_workers(&plants_dir(), Duration::from_secs(3));
    let fault = plant_launches(&report, "fault-then-normal");
    assert_eq!(fault[0].0, "skipped", "{fault:?}");
    assert!(fault[0].1.contains("the GPU faulted"), "{fault:?}");
    assert_eq!(fault[1].0, "pass", "{fault:?}");
    let hang = plant_launches(&report, "hang-then-normal");
    assert_eq!(hang[0].0, "skipped", "{hang:?}");
    assert!(hang[0].1.contains("watchdog"), "{hang:?}");
    assert_eq!(hang[1].0, "pass", "{hang:?}");
    for case in ["internal-globals", "deep-recursion"] {
        let all = plant_launches(&report, case);
        assert!(all.iter().all(|(s, _)| s == "pass"), "{case}: {all:?}");
    }
    assert!(report.is_clean(), "{}", report.summary());
}

/// `--ptxas` is for a GPU and names a ptxas that runs: anything else is a usage error (exit
/// status 2) with the reason, before any case runs.
#[test]
fn an_assembler_must_be_a_ptxas_for_a_gpu() {
    let run = |args: &[&str]| {
        let o = Command::new(env!("CARGO_BIN_EXE_seam-gpu"))
            .arg("run")
            .args(args)
            .arg(corpus_dir())
            .output()
            .unwrap();
        (
            o.status.code(),
            String::from_utf8_lossy(&o.stderr).into_owned(),
        )
    };
    let (code, err) = run(&["--executor", "ptx-interp", "--ptxas", "/bin/true"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("PTX interpreter"), "{err}");
    let (code, err) = run(&["--ptxas", "/nonexistent/ptxas"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("/nonexistent/ptxas"), "{err}");
}

/// `--ptxas-opt` (0 to 3) and `--ptx-lines` belong to `--ptxas`: alone, or out of range, they
/// are usage errors; the worker takes them as `run` passes them.
#[test]
fn the_assembler_options_need_an_assembler() {
    let seam_gpu = |args: &[&str]| {
        let o = Command::new(env!("CARGO_BIN_EXE_seam-gpu"))
            .args(args)
            .stdin(std::process::Stdio::null())
            .output()
            .unwrap();
        (
            o.status.code(),
            String::from_utf8_lossy(&o.stderr).into_owned(),
        )
    };
    let corpus = corpus_dir();
    let corpus = corpus.to_str().unwrap();
    for args in [
        &["run", "--ptxas-opt", "1", corpus][..],
        &["run", "--ptx-lines", corpus],
        &["run", "--ptxas", "/bin/true", "--ptxas-opt", "4", corpus],
        &["worker", "--ptxas", "/bin/true", "--ptxas-opt", "9"],
    ] {
        let (code, err) = seam_gpu(args);
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert!(err.contains("--ptx"), "{args:?}: {err}");
    }
    // A worker given every option starts: it answers (here, or on a GPU) and ends with its input.
    let (code, err) = seam_gpu(&[
        "worker",
        "--ptxas",
        "/bin/true",
        "--ptxas-opt",
        "1",
        "--ptx-lines",
        "variant.ptx",
    ]);
    assert!(matches!(code, Some(0 | 3)), "{code:?}: {err}");
}

/// Every case of `gpu-tests/known/` passes in seam's PTX interpreter: the PTX is right, the
/// GPU's disagreement is the tool's.
#[test]
fn the_known_cases_pass_in_the_ptx_interpreter() {
    let mut exec = runner::PtxInterp::new();
    let opts = RunOptions {
        watchdog: Duration::from_secs(10),
        filter: None,
        progress: false,
    };
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("known");
    let report = runner::run_corpus(&dir, Some(&mut exec), "ptx-interp", &opts).unwrap();
    assert!(report.totals.launches >= 2, "{}", report.summary());
    assert_eq!(
        report.totals.pass,
        report.totals.launches,
        "{}",
        report.summary()
    );
}

/// The case ptxas miscompiles (`gpu-tests/known/README.md`): on a GPU, assembled at `-O1` it
/// passes, at `-O3` (what the JIT does) it faults. When a ptxas no longer faults at `-O3`, this
/// test says so: the case then moves out of `known/` into the corpus.
#[test]
fn the_known_ptxas_miscompile_faults_only_when_optimized() {
    if let Err(why) = Gpu::open() {
        println!("skipped: no GPU: {why}");
        return;
    }
    let tool = match seam::ptxas::find() {
        Ok(t) => t,
        Err(e) => {
            println!("skipped: no ptxas on this GPU machine (set SEAM_PTXAS): {e}");
            return;
        }
    };
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("known");
    let at = |opt_level: u8| {
        let mut pool = runner::WorkerPool::with_assembler(
            Path::new(env!("CARGO_BIN_EXE_seam-gpu")),
            seam_oracle::gpu::GpuOptions::default().stack_bytes,
            Some(seam_oracle::gpu::Assembler {
                tool: tool.clone(),
                opt_level,
                line_info: Some("variant.ptx".into()),
            }),
        );
        let opts = RunOptions {
            watchdog: Duration::from_secs(20),
            filter: Some("seed-000130-ltothin-k0".into()),
            progress: false,
        };
        let report = runner::run_corpus(&dir, Some(&mut pool), "test", &opts).unwrap();
        print!("-O{opt_level}: {}", report.summary());
        report
    };
    let low = at(1);
    assert_eq!(low.totals.pass, 2, "{}", low.summary());
    let high = at(3);
    assert_eq!(
        (high.totals.pass, high.totals.mismatch),
        (1, 1),
        "ptxas {} no longer miscompiles the case at -O3: {}",
        tool.display(),
        high.summary()
    );
}
