//! The corpus of real CUDA kernels (`compiler/tests/cuda/`, `docs/corpus.md`): sources written
//! for seam, compiled by clang 19 at -O0, -O2 and -O3 (`build.sh`), and the public suites'
//! kernels (`suites/SUITE/*.cu`, `suites/build.sh`, clang's default flags; the tests at the
//! end of this file); the `.ll` files are committed so these tests need no clang.
//!
//! - Every module imports (a refusal would say `unsupported ...` with its location; the
//!   test names each).
//! - Every module that imports runs its `// launch:` lines through `seam check`: every named
//!   pipeline, the IR interpreter before and after, LLVM 19 and ptxas on each output, and the
//!   PTX interpreter on LLVM's PTX (without LLVM: the IR oracles only, said on stderr); a
//!   module that runs inline assembly is observed as PTX, before and after. A
//!   wrong result, a refused output or a harness failure fails; performance findings (a pass
//!   that grows the stack or the spills, as inlining at -O0 does) are counted and printed.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn seam(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_seam"))
        .args(args)
        .output()
        .expect("run seam")
}

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("compiler/tests/cuda")
}

/// The sources, sorted.
fn sources() -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(corpus())
        .expect("the corpus folder")
        .filter_map(|e| {
            let n = e.ok()?.file_name().into_string().ok()?;
            n.strip_suffix(".cu").map(str::to_owned)
        })
        .collect();
    v.sort();
    v
}

const LEVELS: [&str; 3] = ["O0", "O2", "O3"];

/// Modules that run inline assembly (`__activemask()` is `activemask.b32` in CUDA's headers)
/// or libdevice (`__nv_expf`, ...: code generation links libdevice in): the judge observes
/// them as PTX (LLVM compiles the original and each result, the PTX interpreter runs them),
/// so they are checked only in a build with LLVM, ptxas and libdevice.
const MACHINE_CODE: &[&str] = &["inline_asm", "vote", "math_libdevice"];

#[test]
fn every_module_imports_or_is_refused_cleanly() {
    let srcs = sources();
    assert!(srcs.len() >= 30, "the corpus has {} sources", srcs.len());
    let mut imported = 0;
    let mut refused: Vec<String> = Vec::new();
    for s in &srcs {
        for l in LEVELS {
            let f = corpus().join(format!("ll/{s}-{l}.ll"));
            assert!(f.exists(), "{} is missing (run build.sh)", f.display());
            let o = seam(&["import", &f.display().to_string()]);
            let err = String::from_utf8_lossy(&o.stderr);
            if o.status.success() {
                imported += 1;
                continue;
            }
            assert_eq!(o.status.code(), Some(1), "{s}-{l}: {err}");
            let first = err.lines().next().unwrap_or("");
            assert!(
                first.contains(&format!("{s}-{l}.ll:")) && first.contains("unsupported"),
                "{s}-{l}: a refusal must be located and say unsupported: {err}"
            );
            refused.push(format!("{s}-{l}: {first}"));
        }
    }
    eprintln!(
        "{imported} of {} modules import; refused:\n{}",
        srcs.len() * 3,
        refused.join("\n")
    );
    assert_eq!(
        imported,
        srcs.len() * 3,
        "every module of the corpus imports; refused:\n{}",
        refused.join("\n")
    );
}

#[test]
fn every_imported_module_passes_seam_check() {
    let has_llvm = !String::from_utf8_lossy(
        &seam(&[
            "ptx",
            &corpus().join("ll/stencil-O2.ll").display().to_string(),
        ])
        .stderr,
    )
    .contains("without the `llvm` feature");
    if !has_llvm {
        eprintln!(
            "every_imported_module_passes_seam_check: no LLVM in this build; IR oracles only"
        );
    }
    let machine =
        has_llvm && seam::ptxas::find().is_ok() && seam::ptxas::find_libdevice().is_some();
    let dir = std::env::temp_dir().join(format!("seam-cuda-corpus-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let mut checked = 0;
    let mut performance = 0;
    let mut failures = Vec::new();
    for s in sources() {
        if MACHINE_CODE.contains(&s.as_str()) && !machine {
            eprintln!(
                "{s}: not run: it is observed as PTX, and this build has no LLVM or this machine no ptxas and libdevice"
            );
            continue;
        }
        let src = std::fs::read_to_string(corpus().join(format!("{s}.cu"))).expect("source");
        let launches: Vec<&str> = src
            .lines()
            .filter_map(|l| l.strip_prefix("// launch:"))
            .collect();
        assert!(!launches.is_empty(), "{s}.cu has no launch");
        for l in LEVELS {
            let ll = corpus().join(format!("ll/{s}-{l}.ll"));
            if !seam(&["import", &ll.display().to_string()])
                .status
                .success()
            {
                continue;
            }
            let mut case = String::new();
            for la in &launches {
                case.push_str(&format!("; launch:{la}\n"));
            }
            case.push_str(&std::fs::read_to_string(&ll).expect("module"));
            let path = dir.join(format!("{s}-{l}.ll"));
            std::fs::write(&path, case).expect("write case");
            let p = path.display().to_string();
            let mut args = vec!["check", p.as_str()];
            if !has_llvm {
                args.push("--no-llvm");
            }
            let o = seam(&args);
            checked += 1;
            let out = String::from_utf8_lossy(&o.stdout);
            // Performance findings (stack or spills grown by a pass, as inlining at -O0 does)
            // are verdicts, not wrong results: counted, not failures.
            let wrong: Vec<&str> = out
                .lines()
                .filter(|l| l.starts_with(p.as_str()) && l.ends_with(')'))
                .filter(|l| !l.ends_with("(performance)"))
                .collect();
            performance += out.lines().filter(|l| l.ends_with("(performance)")).count();
            if !matches!(o.status.code(), Some(0 | 3)) || !wrong.is_empty() {
                failures.push(format!(
                    "{s}-{l}:\n{out}{}",
                    String::from_utf8_lossy(&o.stderr)
                ));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    eprintln!("{checked} modules checked; {performance} performance findings");
    let want = if machine { 147 } else { 138 };
    assert!(checked >= want, "only {checked} modules were checked");
    assert!(
        failures.is_empty(),
        "{} of {checked} modules have findings:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

// ---------------------------------------------------------------- the public suites

/// The public suites' kernels (`compiler/tests/cuda/suites/SUITE/*.cu`, built by
/// `suites/build.sh` with clang's default flags): `(suite, source)`, sorted.
fn suite_sources() -> Vec<(String, String)> {
    let root = corpus().join("suites");
    let mut v = Vec::new();
    for suite in std::fs::read_dir(&root).expect("the suites folder") {
        let suite = suite.expect("an entry");
        if !suite.path().is_dir() {
            continue;
        }
        let s = suite.file_name().into_string().expect("a UTF-8 name");
        for e in std::fs::read_dir(suite.path()).expect("a suite folder") {
            let n = e
                .expect("an entry")
                .file_name()
                .into_string()
                .expect("UTF-8");
            if let Some(n) = n.strip_suffix(".cu") {
                v.push((s.clone(), n.to_owned()));
            }
        }
    }
    v.sort();
    v
}

/// What a suite source says `seam check` reports on its modules: `// expect: LEVELS
/// SIGNATURE` lines (LEVELS like `O0,O2,O3`), each the finding of a real defect of the kernel
/// or of a tool, explained in the source's header (`docs/corpus.md` lists them).
fn expected_findings(src: &str, level: &str) -> Vec<String> {
    src.lines()
        .filter_map(|l| l.strip_prefix("// expect: "))
        .filter_map(|l| {
            let (levels, sig) = l.split_once(' ')?;
            levels
                .split(',')
                .any(|x| x == level)
                .then(|| sig.trim().to_owned())
        })
        .collect()
}

/// The findings `seam check` printed for `case` (their signatures), performance ones aside.
fn reported_findings(out: &str, case: &str) -> Vec<String> {
    out.lines()
        .filter_map(|l| l.strip_prefix(case)?.strip_prefix(": "))
        .filter(|l| l.ends_with(')') && !l.ends_with("(performance)"))
        .filter_map(|l| l.rsplit_once(" (").map(|(sig, _)| sig.to_owned()))
        .collect()
}

#[test]
fn every_suite_module_imports() {
    let srcs = suite_sources();
    assert!(srcs.len() >= 40, "the suites have {} sources", srcs.len());
    let mut refused = Vec::new();
    for (suite, s) in &srcs {
        for l in LEVELS {
            let f = corpus().join(format!("suites/{suite}/ll/{s}-{l}.ll"));
            assert!(
                f.exists(),
                "{} is missing (run suites/build.sh)",
                f.display()
            );
            let o = seam(&["import", &f.display().to_string()]);
            if !o.status.success() {
                refused.push(format!(
                    "{suite}/{s}-{l}: {}",
                    String::from_utf8_lossy(&o.stderr)
                ));
            }
        }
    }
    assert!(refused.is_empty(), "refused:\n{}", refused.join("\n"));
}

/// `seam check` on the suites' modules: every -O2 module, and every module of a source that
/// expects a finding (a deterministic subset: checking all of them takes several minutes;
/// `scripts/cuda-corpus.sh` checks all and prints the table of `docs/corpus.md`). A module
/// passes when it reports exactly its source's expected findings (performance findings are
/// counted, not failures); an expected `nvvm.*` finding is required only where libNVVM (and,
/// for a `legacy12` stage, the 12.9 toolkit's) is installed. Modules that call libdevice are checked only with LLVM, ptxas and libdevice.
#[test]
fn suite_modules_pass_seam_check_or_show_their_expected_findings() {
    let has_llvm = !String::from_utf8_lossy(
        &seam(&[
            "ptx",
            &corpus().join("ll/stencil-O2.ll").display().to_string(),
        ])
        .stderr,
    )
    .contains("without the `llvm` feature");
    let machine =
        has_llvm && seam::ptxas::find().is_ok() && seam::ptxas::find_libdevice().is_some();
    let nvvm = has_llvm && seam::nvvm::Nvvm::find().is_ok();
    let nvvm12 = nvvm && seam::nvvm::Nvvm::find12().is_ok();
    let dir = std::env::temp_dir().join(format!("seam-cuda-suites-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let (mut checked, mut performance, mut expected) = (0, 0, 0);
    let mut failures = Vec::new();
    for (suite, s) in suite_sources() {
        let src = std::fs::read_to_string(corpus().join(format!("suites/{suite}/{s}.cu")))
            .expect("source");
        let launches: Vec<&str> = src
            .lines()
            .filter_map(|l| l.strip_prefix("// launch:"))
            .collect();
        assert!(!launches.is_empty(), "{suite}/{s}.cu has no launch");
        let expects = src.contains("\n// expect: ");
        for l in LEVELS {
            if l != "O2" && !expects {
                continue;
            }
            let ll = corpus().join(format!("suites/{suite}/ll/{s}-{l}.ll"));
            let module = std::fs::read_to_string(&ll).expect("module");
            if !machine && module.contains("@__nv_") {
                eprintln!(
                    "{suite}/{s}-{l}: not run: it calls libdevice (no LLVM, ptxas or libdevice here)"
                );
                continue;
            }
            let mut case = String::new();
            for la in &launches {
                case.push_str(&format!("; launch:{la}\n"));
            }
            case.push_str(&module);
            let path = dir.join(format!("{suite}-{s}-{l}.ll"));
            std::fs::write(&path, case).expect("write case");
            let p = path.display().to_string();
            let mut args = vec!["check", p.as_str()];
            if !has_llvm {
                args.push("--no-llvm");
            }
            let o = seam(&args);
            checked += 1;
            let out = String::from_utf8_lossy(&o.stdout);
            performance += out.lines().filter(|x| x.ends_with("(performance)")).count();
            let mut want = expected_findings(&src, l);
            want.retain(|w| has_llvm || !w.starts_with("nvvm."));
            let got = reported_findings(&out, &p);
            expected += got.len();
            let unexpected: Vec<&String> = got.iter().filter(|g| !want.contains(g)).collect();
            let missing: Vec<&String> = want
                .iter()
                .filter(|w| !got.contains(w))
                .filter(|w| {
                    !w.starts_with("nvvm.") || (nvvm && (nvvm12 || !w.contains("legacy12")))
                })
                .collect();
            if !matches!(o.status.code(), Some(0 | 3))
                || !unexpected.is_empty()
                || !missing.is_empty()
            {
                failures.push(format!(
                    "{suite}/{s}-{l}: unexpected {unexpected:?}, missing {missing:?}:\n{out}{}",
                    String::from_utf8_lossy(&o.stderr)
                ));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    eprintln!(
        "{checked} suite modules checked; {expected} expected findings; {performance} performance findings"
    );
    assert!(checked >= 40, "only {checked} suite modules were checked");
    assert!(
        failures.is_empty(),
        "{} of {checked} suite modules differ from their expected findings:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
