//! The `seam` command line: outputs, messages with locations, exit statuses.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn seam(args: &[&str], stdin: Option<&str>) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_seam"));
    cmd.args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().expect("seam runs");
    if let Some(s) = stdin {
        child.stdin.take().unwrap().write_all(s.as_bytes()).unwrap();
    } else {
        drop(child.stdin.take());
    }
    child.wait_with_output().unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

struct TempDir(PathBuf);

impl TempDir {
    fn new(tag: &str) -> TempDir {
        let p = std::env::temp_dir().join(format!("seam-cli-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&p);
        std::fs::create_dir_all(&p).unwrap();
        TempDir(p)
    }

    fn file(&self, name: &str, text: &[u8]) -> PathBuf {
        let p = self.0.join(name);
        std::fs::write(&p, text).unwrap();
        p
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

const GOOD: &str = "define i32 @f(i32 %x) {\n  %y = add nsw i32 %x, 1\n  ret i32 %y\n}\n";

fn path(p: &Path) -> &str {
    p.to_str().unwrap()
}

#[test]
fn fmt_prints_canonical_text() {
    let d = TempDir::new("fmt");
    let f = d.file(
        "a.ll",
        b"define i32 @f(i32 %x) {\n  %p = alloca i32\n  ret i32 %x\n}\n",
    );
    let o = seam(&["fmt", path(&f)], None);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("%p = alloca i32, align 4"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn fmt_reads_standard_input() {
    let o = seam(&["fmt", "-"], Some(GOOD));
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), GOOD);
}

#[test]
fn parse_errors_name_file_line_and_column() {
    let d = TempDir::new("parse");
    let f = d.file(
        "bad.ll",
        b"define void @f() {\n  %x = add i32 %nope, 1\n  ret void\n}\n",
    );
    let o = seam(&["fmt", path(&f)], None);
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    assert!(
        e.contains(&format!(
            "{}:2:16: use of undefined value '%nope'",
            path(&f)
        )),
        "{e}"
    );
    let f = d.file(
        "unsup.ll",
        b"define void @f(<vscale x 4 x float> %v) {\n  ret void\n}\n",
    );
    let o = seam(&["verify", path(&f)], None);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains(":1:16: unsupported scalable vector type"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn verify_reports_every_error_and_fails() {
    let d = TempDir::new("verify");
    let f = d.file(
        "bad.ll",
        b"define void @a() alwaysinline noinline {\n  ret void\n}\n\ndefine i32 @b(ptr addrspace(4) %c) {\n  store i32 0, ptr addrspace(4) %c\n  ret i32 0\n}\n",
    );
    let o = seam(&["verify", path(&f)], None);
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    assert!(
        e.contains("'alwaysinline' and 'noinline' are incompatible"),
        "{e}"
    );
    assert!(
        e.contains(":6:3: @b, block %0, instruction 1 (store): store to read-only addrspace(4)"),
        "{e}"
    );
    assert!(e.contains("2 error(s)"), "{e}");
    // fmt refuses to print a module that does not verify, unless asked to.
    assert_eq!(seam(&["fmt", path(&f)], None).status.code(), Some(1));
    let o = seam(&["fmt", "--no-verify", path(&f)], None);
    assert!(o.status.success());
    assert!(stdout(&o).contains("define i32 @b"));
}

#[test]
fn verify_accepts_good_modules() {
    let o = seam(&["verify", "-"], Some(GOOD));
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("<stdin>: ok (1 functions, 0 globals, 2 instructions)"),
        "{}",
        stdout(&o)
    );
}

#[cfg(feature = "llvm")]
#[test]
fn verify_with_llvm() {
    let o = seam(&["verify", "--llvm", "-"], Some(GOOD));
    assert!(o.status.success(), "{}", stderr(&o));
}

#[test]
fn output_file_is_written_whole_or_not_at_all() {
    let d = TempDir::new("out");
    let out = d.0.join("out.ll");
    let good = d.file("good.ll", GOOD.as_bytes());
    let o = seam(&["fmt", path(&good), "-o", path(&out)], None);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(&out).unwrap(), GOOD);
    // A failing run leaves the previous output as it was.
    let bad = d.file("bad.ll", b"define void @f() {\n");
    let o = seam(&["fmt", path(&bad), "-o", path(&out)], None);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(std::fs::read_to_string(&out).unwrap(), GOOD);
    assert!(!d.0.join(".out.ll.seam-tmp").exists());
    // Special files are written in place, never renamed over.
    let o = seam(&["fmt", path(&good), "-o", "/dev/null"], None);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        std::fs::metadata("/dev/null")
            .unwrap()
            .file_type()
            .is_char_device_like()
    );
}

trait CharDevice {
    fn is_char_device_like(&self) -> bool;
}

impl CharDevice for std::fs::FileType {
    fn is_char_device_like(&self) -> bool {
        use std::os::unix::fs::FileTypeExt;
        self.is_char_device()
    }
}

#[test]
fn io_errors_exit_with_status_two() {
    let o = seam(&["verify", "/nonexistent/x.ll"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("reading /nonexistent/x.ll"),
        "{}",
        stderr(&o)
    );
    let d = TempDir::new("bc");
    let bc = d.file(
        "m.bc",
        b"BC\xc0\xde\x35\x14\x00\x00\x05\x00\x00\x00\x62\x0c\x30\x24\xff\xfe",
    );
    let o = seam(&["fmt", path(&bc)], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("not UTF-8 text"), "{}", stderr(&o));
    let o = seam(&["frobnicate"], None);
    assert_eq!(o.status.code(), Some(2));
}

const KERNEL: &str = "; launch: @k block=4 (out=i32[4] zero, i32 10)
target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %d) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %q = udiv i32 %d, %t
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %q, ptr addrspace(1) %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
";

#[test]
fn run_reports_undefined_behaviour_with_its_location() {
    let d = TempDir::new("run-ub");
    let f = d.file("k.ll", KERNEL.as_bytes());
    // The file's launch divides by tid.x, which is 0 for thread 0.
    let o = seam(&["run", path(&f)], None);
    assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.contains("ub: division-by-zero: division by zero at 6:3: @k, block %entry, `%q = udiv i32 %d, %t`"),
        "{out}"
    );
}

#[test]
fn run_takes_launches_from_the_command_line() {
    let d = TempDir::new("run-launch");
    let no_ub = KERNEL.replace("udiv i32 %d, %t", "add i32 %d, %t");
    let f = d.file("k.ll", no_ub.as_bytes());
    let o = seam(
        &[
            "run",
            path(&f),
            "--launch",
            "@k block=2 (out=i32[3] fill 9, i32 5)",
            "--stats",
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), "out: i32[3] = {5, 6, 9}\n");
    assert!(stderr(&o).contains("instructions in"), "{}", stderr(&o));
    // Two launches print a header each.
    let o = seam(
        &[
            "run",
            path(&f),
            "--launch",
            "@k (out=i32[1] zero, i32 1)",
            "--launch",
            "@k (out=i32[1] zero, i32 2)",
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "launch @k grid=1 block=1 (out=i32[1] zero, i32 1):\nout: i32[1] = {1}\n\nlaunch @k grid=1 block=1 (out=i32[1] zero, i32 2):\nout: i32[1] = {2}\n"
    );
    // Fuel.
    let o = seam(&["run", path(&f), "--fuel", "3"], None);
    assert_eq!(o.status.code(), Some(3));
    assert_eq!(stdout(&o), "out of fuel\n");
}

#[test]
fn run_errors_say_what_is_wrong() {
    let d = TempDir::new("run-errors");
    let f = d.file("k.ll", KERNEL.as_bytes());
    for (args, want) in [
        (
            vec!["--launch", "@k (out=i32[2 zero)"],
            "--launch: launch spec, column 15: expected ']'",
        ),
        (vec!["--launch", "@nope"], "no function @nope in the module"),
        (
            vec!["--launch", "@k (i32 1, i32 2)"],
            "argument 1 (%out) has type ptr addrspace(1); the launch gives an i32",
        ),
        (
            vec!["--launch", "@k (out=i32[1] zero)"],
            "@k takes 2 arguments, the launch gives 1",
        ),
    ] {
        let mut a = vec!["run", path(&f)];
        a.extend(args);
        let o = seam(&a, None);
        assert_eq!(o.status.code(), Some(2), "{a:?}");
        assert!(stderr(&o).contains(want), "{a:?}: {}", stderr(&o));
    }
    let bad_line = d.file("bad.ll", KERNEL.replace("block=4", "block=x").as_bytes());
    let o = seam(&["run", path(&bad_line)], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("bad.ll:1: launch spec"),
        "{}",
        stderr(&o)
    );
    let none = d.file(
        "none.ll",
        KERNEL.replace("; launch:", "; no launch").as_bytes(),
    );
    let o = seam(&["run", path(&none)], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("no launch: pass --launch"),
        "{}",
        stderr(&o)
    );
    // A kernel without parameters needs no launch description.
    let simple = d.file(
        "simple.ll",
        b"@g = addrspace(1) global i32 1\ndefine ptx_kernel void @k() {\n  store i32 7, ptr addrspace(1) @g\n  ret void\n}\n",
    );
    let o = seam(&["run", path(&simple)], None);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), "@g: i32[1] = {7}\n");
}

#[test]
fn gen_writes_a_case_that_run_replays() {
    let dir = TempDir::new("gen");
    let out = dir.0.join("case.ll");
    let o = seam(
        &["gen", "--seed", "5", "--config", "small", "-o", path(&out)],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(text.starts_with("; seam-case seed=5\n"), "{text}");
    assert!(text.contains("; launch: @k"), "{text}");
    assert!(
        text.contains("; label: force-inline @k0 = kernel"),
        "{text}"
    );
    // The same seed and config give the same case, on standard output.
    let again = seam(&["gen", "--seed", "5", "--config", "small"], None);
    assert_eq!(stdout(&again), text);
    let run = seam(&["run", path(&out)], None);
    assert!(run.status.success(), "{}", stderr(&run));
    assert!(stdout(&run).contains("out: i32["), "{}", stdout(&run));
    let v = seam(&["verify", path(&out)], None);
    assert!(v.status.success(), "{}", stderr(&v));
}

#[test]
fn gen_stats_checks_every_case() {
    let o = seam(&["gen", "--stats", "--cases", "60", "--seed", "1000"], None);
    let out = stdout(&o);
    assert!(o.status.success(), "{out}{}", stderr(&o));
    assert!(out.contains("cases: 60 (seeds 1000..=1059)"), "{out}");
    assert!(
        out.contains("generated and verified by seam: 60 of 60"),
        "{out}"
    );
    if cfg!(feature = "llvm") {
        assert!(out.contains("verified by LLVM 19: 60 of 60"), "{out}");
    }
    assert!(out.contains("UB 0"), "{out}");
    assert!(out.contains("  calls "), "{out}");
    assert!(out.contains("throughput: generation"), "{out}");
}

#[test]
fn gen_stats_runs_pipelines_on_every_case() {
    let o = seam(
        &[
            "gen",
            "--stats",
            "--cases",
            "12",
            "--seed",
            "2000",
            "--pipeline",
            "gpucompiler",
            "--pipeline",
            "force-inline",
        ],
        None,
    );
    let out = stdout(&o);
    assert!(o.status.success(), "{out}{}", stderr(&o));
    assert!(
        out.contains("pipeline gpucompiler (propagate-arg-spaces,infer-address-spaces):"),
        "{out}"
    );
    assert!(out.contains("pipeline force-inline:"), "{out}");
    assert_eq!(
        out.matches("ran without error on 12 of 12 cases").count(),
        2,
        "{out}"
    );
    assert_eq!(out.matches("failed cases: 0 ").count(), 2, "{out}");
    for line in out.lines().filter(|l| l.contains("observations equal:")) {
        // "  observations equal: X of Y launches", with X == Y > 0.
        let words: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(words[2], words[4], "{line}");
        assert_ne!(words[2], "0", "{line}");
    }
    assert_eq!(out.matches("    before: ").count(), 2, "{out}");
    assert_eq!(out.matches("    after:  ").count(), 2, "{out}");
    if cfg!(feature = "llvm") {
        assert_eq!(
            out.matches("accepted by LLVM 19: 12 of 12").count(),
            2,
            "{out}"
        );
    }
    assert!(
        out.contains("M instructions/s through the pipeline"),
        "{out}"
    );
    // The dynamic narrowing table: one row per stage; the reasons add up to the narrowable
    // accesses left generic; force-inline alone narrows nothing, so it leaves what the
    // original left; gpucompiler's inference leaves no specific-cast access generic.
    let at = out.find("dynamic narrowing").expect(&out);
    let table: Vec<&str> = out[at..].lines().skip(1).take(4).collect();
    assert!(table[0].starts_with("stage "), "{out}");
    let header: Vec<&str> = table[0]
        .split("  ")
        .map(str::trim)
        .filter(|w| !w.is_empty())
        .collect();
    let row = |stage: &str| -> Vec<u64> {
        let line = table
            .iter()
            .find(|l| l.starts_with(&format!("{stage} ")))
            .unwrap_or_else(|| panic!("{stage}: {out}"));
        line.split_whitespace()
            .skip(1)
            .filter(|w| !w.starts_with('('))
            .map(|w| w.parse().unwrap_or(u64::MAX))
            .collect()
    };
    for stage in ["none", "gpucompiler", "force-inline"] {
        let r = row(stage);
        // generic, narrowable, unexplained ('-' for none), then one column per reason.
        assert_eq!(r.len(), header.len() - 1, "{stage}: {out}");
        assert!(r[1] <= r[0], "{out}");
        assert_eq!(r[3..].iter().sum::<u64>(), r[1], "{stage}: {out}");
    }
    assert_eq!(row("none")[..2], row("force-inline")[..2], "{out}");
    let specific = header.iter().position(|h| *h == "specific-cast").unwrap() - 1;
    assert_eq!(row("gpucompiler")[specific], 0, "{out}");
}

#[test]
fn gen_stats_refuses_bad_pipelines() {
    let o = seam(
        &["gen", "--stats", "--cases", "1", "--pipeline", "bogus"],
        None,
    );
    assert_eq!(o.status.code(), Some(2), "{}", stdout(&o));
    assert!(
        stderr(&o).contains("--pipeline bogus: pipeline: unknown pass 'bogus'"),
        "{}",
        stderr(&o)
    );
    // Nothing was generated before the pipeline was refused.
    assert!(stdout(&o).is_empty(), "{}", stdout(&o));
    let o = seam(&["gen", "--pipeline", "gpucompiler"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--stats"), "{}", stderr(&o));
}

#[test]
fn gen_rejects_bad_configs() {
    for (cfg, want) in [
        ("warp=3", "unknown config key 'warp'"),
        ("slot=12", "slot = 12 is not a power of two"),
        ("+bogus", "unknown feature 'bogus'"),
    ] {
        let o = seam(&["gen", "--config", cfg], None);
        assert_eq!(o.status.code(), Some(2), "{cfg}");
        assert!(stderr(&o).contains(want), "{cfg}: {}", stderr(&o));
    }
}

#[test]
fn opt_runs_a_pipeline_with_remarks() {
    let dir = TempDir::new("opt");
    let input = dir.file(
        "m.ll",
        b"define internal i32 @big([100 x i32] %a) noinline {\n  ret i32 0\n}\n\ndefine internal i32 @img(i64 %h) noinline {\n  ret i32 0\n}\n\n!nvvm.annotations = !{!0}\n!0 = !{ptr @img, !\"sampler\", i32 0}\n",
    );
    let out = dir.0.join("out.ll");
    let rem = dir.0.join("remarks.jsonl");
    let o = seam(
        &[
            "opt",
            path(&input),
            "-p",
            "force-inline",
            "-o",
            path(&out),
            "--remarks",
            "json",
            "--remarks-file",
            path(&rem),
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(text.contains("attributes #1 = { alwaysinline }"), "{text}");
    let remarks = std::fs::read_to_string(&rem).unwrap();
    assert_eq!(remarks.lines().count(), 2, "{remarks}");
    assert!(
        remarks.contains(
            "\"function\": \"img\", \"decision\": \"force-inline\", \"reason\": \"image-handle\""
        ),
        "{remarks}"
    );
    assert!(remarks.contains("\"reason\": \"noinline\""), "{remarks}");
    // Text remarks go to standard error by default.
    let o = seam(&["opt", path(&input), "-p", "force-inline"], None);
    assert!(stderr(&o).contains("force-inline: @big: not-forced (noinline) params=400"));
}

#[test]
fn opt_errors_list_what_exists() {
    let o = seam(&["opt", "-", "-p", "bogus"], Some(GOOD));
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("unknown pass 'bogus' (passes: force-inline"),
        "{}",
        stderr(&o)
    );
    let o = seam(&["opt", "-", "-p", "force-inline<budget=3>"], Some(GOOD));
    assert!(
        stderr(&o).contains("unknown option 'budget'"),
        "{}",
        stderr(&o)
    );
    let o = seam(
        &["opt", "-", "-p", "force-inline", "--remarks", "xml"],
        Some(GOOD),
    );
    assert!(
        stderr(&o).contains("not text, json or none"),
        "{}",
        stderr(&o)
    );
    let bad = "define void @f() {\n  %x = add i32 %x, 1\n  ret void\n}\n";
    let o = seam(&["opt", "-", "-p", "force-inline"], Some(bad));
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("no pass ran"), "{}", stderr(&o));
    // The errors keep their locations.
    assert!(stderr(&o).contains("<stdin>:2:"), "{}", stderr(&o));
    let o = seam(&["opt", "--list"], None);
    assert!(stdout(&o).contains("force-inline"), "{}", stdout(&o));
}

/// `seam outline` on a module large enough to be read on several threads: the same PTX and
/// remarks for any `--threads`, and 0 threads refused.
#[test]
fn outline_gives_the_same_output_for_any_number_of_threads() {
    let ops = [
        "add.s32",
        "mul.lo.s32",
        "xor.b32",
        "sub.s32",
        "and.b32",
        "or.b32",
    ];
    let mut text = String::from(".version 7.8\n.target sm_80\n.address_size 64\n\n");
    let per = 800;
    for k in 0..70 {
        text += &format!(
            ".visible .func (.param .b32 r) f{k}(.param .b32 p)\n{{\n\t.reg .b32 %r<{}>;\n\tld.param.b32 %r1, [p];\n",
            per + 2
        );
        for i in 1..=per {
            // A chain of 5-instruction templates, the constants drawn by function and place.
            let op = ops[(i + k / 7) % 5 + usize::from(i % 17 == 0)];
            text += &format!("\t{op} %r{}, %r{i}, {};\n", i + 1, (i * 7 + k) % 5 + 1);
        }
        text += &format!("\tst.param.b32 [r], %r{};\n\tret;\n}}\n\n", per + 1);
    }
    let t = TempDir::new("outline-threads");
    let input = t.file("big.ptx", text.as_bytes());
    let input = input.to_str().unwrap();
    let run = |threads: &str| {
        let o = seam(
            &[
                "outline",
                input,
                "--remarks",
                "json",
                "--stats",
                "--threads",
                threads,
            ],
            None,
        );
        assert!(o.status.success(), "{}", stderr(&o));
        let remarks: Vec<String> = stderr(&o)
            .lines()
            .filter(|l| l.starts_with('{'))
            .map(str::to_owned)
            .collect();
        (stdout(&o), remarks, stderr(&o))
    };
    let (one, one_remarks, one_err) = run("1");
    assert!(
        one.contains("OUTLINED_FUNCTION_0"),
        "nothing outlined:\n{one_err}"
    );
    assert!(
        one_err.contains("instructions"),
        "--stats prints the counts:\n{one_err}"
    );
    for threads in ["2", "5"] {
        let (out, remarks, _) = run(threads);
        assert!(out == one, "--threads {threads}: other PTX");
        assert_eq!(remarks, one_remarks, "--threads {threads}: other remarks");
    }
    let o = seam(&["outline", input, "--threads", "0"], None);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
}
