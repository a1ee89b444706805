//! `seam ptx`, `seam stats`, `seam import` and `seam gen --stats --ptx`: outputs, messages and
//! exit statuses. Tests that need LLVM or ptxas say why they skip when either is missing.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn seam(args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_seam"));
    cmd.args(args);
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.output().expect("seam runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn repo(p: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(p)
        .display()
        .to_string()
}

struct TempDir(PathBuf);

impl TempDir {
    fn new(tag: &str) -> TempDir {
        let p = std::env::temp_dir().join(format!("seam-ptx-cli-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&p);
        std::fs::create_dir_all(&p).unwrap();
        TempDir(p)
    }

    fn path(&self, name: &str) -> String {
        self.0.join(name).display().to_string()
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Whether this seam has LLVM (printing why not).
fn has_llvm(test: &str) -> bool {
    let o = seam(
        &[
            "ptx",
            &repo("compiler/filetests/modules/llc-style-calls.ll"),
        ],
        &[],
    );
    if stderr(&o).contains("built without the `llvm` feature") {
        eprintln!("skipped {test}: seam was built without the `llvm` feature");
        return false;
    }
    true
}

/// Whether ptxas is installed (printing why not).
fn has_ptxas(test: &str) -> bool {
    match seam::ptxas::find() {
        Ok(_) => true,
        Err(e) => {
            eprintln!("skipped {test}: {e}");
            false
        }
    }
}

/// Removes the folders a message says were kept.
fn clean_kept(msg: &str) {
    for word in msg.split_whitespace() {
        let w = word.trim_end_matches([')', ',', ';']);
        if w.contains("/seam-llvm-") || w.contains("/seam-ptxas-") || w.contains("/seam-import-") {
            let p = Path::new(w);
            let dir = if p.extension().is_some() {
                p.parent().unwrap()
            } else {
                p
            };
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}

#[test]
fn ptx_writes_ptx_for_the_target_asked() {
    if !has_llvm("ptx_writes_ptx_for_the_target_asked") {
        return;
    }
    let t = TempDir::new("ptx");
    let out = t.path("calls.ptx");
    let o = seam(
        &[
            "ptx",
            &repo("compiler/filetests/modules/llc-style-calls.ll"),
            "-p",
            "tileiras",
            "--sm",
            "80",
            "--ptx-version",
            "80",
            "-o",
            &out,
        ],
        &[],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&out).unwrap();
    let m = seam::ptx::parse(&text).unwrap();
    assert_eq!(m.version, Some((8, 0)));
    assert_eq!(m.target, ["sm_80"]);
    assert!(m.function("calls").is_some_and(|f| f.is_entry()));
    // Standard output, default target.
    let o = seam(
        &[
            "ptx",
            &repo("compiler/filetests/modules/llc-style-calls.ll"),
        ],
        &[],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains(".target sm_90"));
}

#[test]
fn ptx_names_what_llvm_19_cannot_compile() {
    if !has_llvm("ptx_names_what_llvm_19_cannot_compile") {
        return;
    }
    let f = repo("compiler/filetests/types/scalars.ll");
    let o = seam(&["ptx", &f], &[]);
    assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
    assert_eq!(
        stderr(&o).trim(),
        format!(
            "{f}: 14:1: @pointers: unsupported by LLVM 19's NVPTX back end: a signature with addrspace(6)"
        )
    );
    // What seam rewrites for LLVM 19 (clang's C++ fence) compiles.
    let o = seam(
        &["ptx", &repo("compiler/filetests/modules/clang-fence-O3.ll")],
        &[],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("membar.sys"), "{}", stdout(&o));
    let o = seam(&["ptx", &f, "--sm", "100"], &[]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("--sm 100: not a target LLVM 19 knows"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn stats_prints_a_table_per_function_and_stage() {
    if !has_llvm("stats_prints_a_table_per_function_and_stage")
        || !has_ptxas("stats_prints_a_table_per_function_and_stage")
    {
        return;
    }
    let f = repo("compiler/filetests/modules/llc-style-calls.ll");
    let o = seam(
        &[
            "stats",
            &f,
            "-p",
            "gpucompiler",
            "-p",
            "tileiras",
            "--compare-llvm-o3",
        ],
        &[],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with(&format!("{f}: sm_90")), "{out}");
    assert!(lines[1].starts_with("function"), "{out}");
    for col in [
        "insts",
        "ld g/gl/sh/c/lo/p",
        "cvta",
        "calls",
        ".param i/B",
        "regs",
        "stack",
        "spill st/ld",
    ] {
        assert!(lines[1].contains(col), "{col}: {out}");
    }
    // The kernel: a row for each stage, the first with its name.
    let k = lines
        .iter()
        .position(|l| l.starts_with("calls (kernel)"))
        .expect(&out);
    assert!(lines[k].contains(" none "), "{out}");
    assert!(lines[k + 1].contains(" gpucompiler "), "{out}");
    assert!(lines[k + 2].contains(" tileiras "), "{out}");
    assert!(lines[k + 3].contains(" llvm-O3 "), "{out}");
    // Before any pipeline, the kernel makes 3 direct calls and 1 indirect, with 10 .param
    // instructions (52 bytes) around them.
    assert!(lines[k].contains("3+1i"), "{}", lines[k]);
    assert!(lines[k].contains("10/52"), "{}", lines[k]);
    assert!(out.contains("\ntotal "), "{out}");
    // A PTX file is measured as it is.
    let o = seam(&["stats", &repo("compiler/tests/ptx/forms.ptx")], &[]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("kern (kernel)  ptx"), "{}", stdout(&o));
}

#[test]
fn stats_says_when_ptxas_is_missing() {
    if !has_llvm("stats_says_when_ptxas_is_missing") {
        return;
    }
    let f = repo("compiler/filetests/modules/llc-style-calls.ll");
    let o = seam(&["stats", &f], &[("SEAM_PTXAS", "/nonexistent/ptxas")]);
    assert_eq!(o.status.code(), Some(3));
    assert!(
        stdout(&o).contains("stage none: SEAM_PTXAS=/nonexistent/ptxas: not an executable file"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn import_reads_bitcode_and_text() {
    if !has_llvm("import_reads_bitcode_and_text") {
        return;
    }
    let t = TempDir::new("import");
    let out = t.path("stencil.ll");
    let o = seam(
        &[
            "import",
            &repo("compiler/tests/import/stencil-O2.bc"),
            "-o",
            &out,
        ],
        &[],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&out).unwrap();
    let m = seam::text::parse_module(&text).unwrap();
    seam::verify::verify_module(&m).unwrap();
    assert!(
        text.contains("source_filename = \"cuda/stencil.cu\""),
        "clang's name is kept"
    );
    assert!(text.contains("define dso_local void @_Z9histogramPKiiPi("));
    assert!(
        text.contains("!nvvm.annotations"),
        "clang marks kernels with annotations"
    );
    // Text in, canonical text out: a fixpoint.
    let o = seam(&["import", &out], &[]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), text);
}

#[test]
fn import_errors_name_the_file_and_the_construct() {
    if !has_llvm("import_errors_name_the_file_and_the_construct") {
        return;
    }
    let t = TempDir::new("import-errors");
    // Outside the subset: exit 1, the construct and where it is in LLVM's text (kept).
    let o = seam(
        &["import", &repo("compiler/tests/import/mbarrier-O2.bc")],
        &[],
    );
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    assert!(e.contains(":18:14: unsupported intrinsic '@llvm.nvvm.mbarrier.init.shared' (in LLVM 19's text of the bitcode "), "{e}");
    clean_kept(&e);
    // Not bitcode, not text: exit 2.
    let bin = t.path("a.bin");
    std::fs::write(&bin, [0u8, 0xff, 0xfe, 7, 1]).unwrap();
    let o = seam(&["import", &bin], &[]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("a.bin: neither LLVM bitcode nor LLVM IR text (not UTF-8 text, and it starts with bytes 00 ff fe 07)"), "{}", stderr(&o));
    // Bitcode LLVM cannot read: exit 3, LLVM's message, the input kept.
    let bc = t.path("bad.bc");
    std::fs::write(
        &bc,
        b"BC\xC0\xDE\x35\x14\x00\x00\x05\x00\x00\x00\x62\x0C\x30\x24",
    )
    .unwrap();
    let o = seam(&["import", &bc], &[]);
    assert_eq!(o.status.code(), Some(3));
    let e = stderr(&o);
    assert!(
        e.contains("bad.bc: LLVM 19 could not read the bitcode: "),
        "{e}"
    );
    assert!(
        e.contains("the input and LLVM's messages are kept in "),
        "{e}"
    );
    assert!(e.contains("to reproduce: llvm-dis-19 "), "{e}");
    clean_kept(&e);
}

#[test]
fn gen_stats_ptx_prints_totals_per_stage() {
    if !has_llvm("gen_stats_ptx_prints_totals_per_stage")
        || !has_ptxas("gen_stats_ptx_prints_totals_per_stage")
    {
        return;
    }
    let o = seam(
        &["gen", "--stats", "--ptx", "--cases", "2", "--seed", "12"],
        &[],
    );
    assert!(o.status.success(), "{}\n{}", stdout(&o), stderr(&o));
    let out = stdout(&o);
    let at = out.find("PTX (sm_90").expect(&out);
    let table: Vec<&str> = out[at..].lines().collect();
    assert!(table[1].starts_with("stage"), "{out}");
    for col in [
        "generic ld",
        "generic st",
        "calls",
        ".param insts",
        ".param bytes",
        "regs",
        "spill bytes",
    ] {
        assert!(table[1].contains(col), "{col}: {out}");
    }
    let stages = [
        "none",
        "gpucompiler",
        "tileiras",
        "nir",
        "lto",
        "lto-split",
        "lto-thin",
        "gpucompiler+O3",
        "tileiras+O3",
        "nir+O3",
        "lto+O3",
        "lto-split+O3",
        "lto-thin+O3",
        "llvm-O3",
    ];
    for (row, stage) in stages.iter().enumerate() {
        assert!(
            table[2 + row].starts_with(&format!("{stage} ")),
            "{stage}: {out}"
        );
        // Every case (for `nir`, every kernel of every case) compiled and assembled.
        let cols: Vec<&str> = table[2 + row].split_whitespace().collect();
        for c in &cols[1..3] {
            let (a, b) = c.split_once('/').expect(&out);
            assert!(
                a == b && a != "0",
                "{stage}: every case compiled and assembled: {out}"
            );
        }
    }
    // Each stage's PTX ran in the PTX interpreter with a record of where its generic accesses
    // landed; O3 leaves far fewer generic accesses than the unoptimized PTX.
    let executed = |stage: &str| -> (u64, u64) {
        let key = format!("  {stage}: generic ld/st/atom executed ");
        let line = out.lines().find(|l| l.starts_with(&key)).expect(&key);
        let nums: Vec<u64> = line[key.len()..]
            .split(|c: char| !c.is_ascii_digit())
            .filter(|w| !w.is_empty())
            .filter_map(|w| w.parse().ok())
            .collect();
        (nums[0], nums[1])
    };
    for stage in stages {
        let (generic, narrowable) = executed(stage);
        assert!(narrowable <= generic, "{stage}: {out}");
    }
    assert!(executed("none").0 > 0, "{out}");
    assert!(executed("llvm-O3").0 < executed("none").0, "{out}");
}

#[test]
fn ptx_and_stats_run_the_outliner_when_asked() {
    let test = "ptx_and_stats_run_the_outliner_when_asked";
    if !has_llvm(test) {
        return;
    }
    // Seed 2 after `tileiras` has code the outliner takes.
    let t = TempDir::new("outline");
    let ll = t.path("s0.ll");
    let o = seam(&["gen", "--seed", "2", "-o", &ll], &[]);
    assert!(o.status.success(), "{}", stderr(&o));
    let plain = seam(&["ptx", &ll, "-p", "tileiras"], &[]);
    assert!(plain.status.success(), "{}", stderr(&plain));
    assert!(!stdout(&plain).contains("OUTLINED_FUNCTION_"));
    let out = t.path("s0.ptx");
    let o = seam(
        &[
            "ptx",
            &ll,
            "-p",
            "tileiras",
            "--outline",
            "--outline-remarks",
            "json",
            "-o",
            &out,
        ],
        &[],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&out).unwrap();
    let m = seam::ptx::parse(&text).unwrap();
    assert!(m.function("OUTLINED_FUNCTION_0").is_some(), "{text}");
    // What the command wrote is what the library makes of the same PTX, the module's
    // "nooutline" functions left alone.
    let module = seam::text::parse_module(&std::fs::read_to_string(&ll).unwrap()).unwrap();
    let mut lib = seam::ptx::parse(&stdout(&plain)).unwrap();
    let r = seam::outline::outline(
        &mut lib,
        &seam::outline::OutlineOptions {
            nooutline: seam_fuzz::judge::nooutline_functions(&module),
            ..seam::outline::OutlineOptions::default()
        },
    );
    assert_eq!(seam::ptx::print(&lib), text);
    assert_eq!(
        stderr(&o)
            .lines()
            .filter(|l| l.contains("\"decision\": \"OutlinedFunction\""))
            .count(),
        r.outlined.len()
    );
    // Remarks need --outline; an unknown remark format is a usage error.
    let o = seam(&["ptx", &ll, "--outline-remarks", "text"], &[]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    let o = seam(&["ptx", &ll, "--outline", "--outline-remarks", "yaml"], &[]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("--outline-remarks: 'yaml'"),
        "{}",
        stderr(&o)
    );
    if !has_ptxas(test) {
        return;
    }
    let o = seam(&["stats", &ll, "-p", "tileiras", "--outline"], &[]);
    assert!(o.status.success(), "{}", stderr(&o));
    let s = stdout(&o);
    assert!(s.contains(" none+outlined "), "{s}");
    assert!(s.contains(" tileiras+outlined "), "{s}");
    assert!(s.contains("OUTLINED_FUNCTION_0"), "{s}");
    let line = s
        .lines()
        .find(|l| l.starts_with("tileiras+outlined: "))
        .expect(&s);
    assert!(
        line.contains(&format!("{} functions outlined", r.outlined.len()))
            && line.contains("ptxas keeps")
            && line.contains("kernel registers"),
        "{line}"
    );
    // A PTX file gets one outlined stage.
    let o = seam(&["stats", &out, "--outline"], &[]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("ptx+outlined: "), "{}", stdout(&o));
}

/// Inline assembly: the IR interpreter refuses to run it (a clear message naming the function),
/// and the PTX LLVM makes of it runs in the PTX interpreter.
#[test]
fn inline_asm_is_refused_by_the_ir_interpreter_and_runs_as_ptx() {
    let d = TempDir::new("asm");
    let ll = d.path("k.ll");
    std::fs::write(
        &ll,
        "target triple = \"nvptx64-nvidia-cuda\"\n\
         define i32 @add3(i32 %a, i32 %b) {\n\
         \x20 %s = call i32 asm sideeffect \"add.s32 $0, $1, $2;\\0A\\09add.s32 $0, $0, 1;\", \"=r,r,r\"(i32 %a, i32 %b)\n\
         \x20 ret i32 %s\n}\n\
         define ptx_kernel void @k(ptr addrspace(1) %out) {\n\
         \x20 %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n\
         \x20 %s = call i32 @add3(i32 %t, i32 2)\n\
         \x20 %p = getelementptr i32, ptr addrspace(1) %out, i32 %t\n\
         \x20 store i32 %s, ptr addrspace(1) %p, align 4\n\
         \x20 ret void\n}\n\
         declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n",
    )
    .unwrap();
    let launch = "@k grid=1 block=4 (out=i32[4] zero)";
    let o = seam(&["run", &ll, "--launch", launch], &[]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("inline assembly in @add3")
            && stderr(&o).contains("compile the module to PTX"),
        "{}",
        stderr(&o)
    );
    if !has_llvm("inline_asm_is_refused_by_the_ir_interpreter_and_runs_as_ptx") {
        return;
    }
    let ptx = d.path("k.ptx");
    let o = seam(&["ptx", &ll, "-o", &ptx], &[]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&ptx).unwrap();
    assert!(text.contains("// begin inline asm"), "{text}");
    let o = seam(&["run", &ptx, "--module", &ll, "--launch", launch], &[]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("out: i32[4] = {3, 4, 5, 6}"),
        "{}",
        stdout(&o)
    );
}
