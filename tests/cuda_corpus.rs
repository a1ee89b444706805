//! The corpus of real CUDA kernels (`compiler/tests/cuda/`): sources written for seam, compiled
//! by clang 19 at -O0, -O2 and -O3 (`build.sh`; the `.ll` files are committed so these tests
//! need no clang).
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
