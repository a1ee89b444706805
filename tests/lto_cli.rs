//! `seam link`, `seam lto` and `seam gen --split`: outputs, located errors, exit statuses.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn seam(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_seam"))
        .args(args)
        .output()
        .expect("seam runs")
}

fn text(o: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

struct Dir(PathBuf);

impl Dir {
    fn new(tag: &str) -> Dir {
        let p = std::env::temp_dir().join(format!("seam-lto-cli-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&p);
        std::fs::create_dir_all(&p).unwrap();
        Dir(p)
    }

    fn file(&self, name: &str, body: &str) -> String {
        let p = self.0.join(name);
        std::fs::write(&p, body).unwrap();
        p.display().to_string()
    }

    fn path(&self, name: &str) -> String {
        self.0.join(name).display().to_string()
    }
}

impl Drop for Dir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

const TRIPLE: &str = "target triple = \"nvptx64-nvidia-cuda\"\n";

#[test]
fn a_conflict_is_located_names_both_modules_and_writes_nothing() {
    let d = Dir::new("conflict");
    let a = d.file(
        "a.ll",
        &format!("{TRIPLE}define i32 @f() {{\n  ret i32 1\n}}\n"),
    );
    let b = d.file(
        "b.ll",
        &format!("{TRIPLE}\ndefine i32 @f() {{\n  ret i32 2\n}}\n"),
    );
    let out = d.path("out.ll");
    let o = seam(&["link", &a, &b, "-o", &out]);
    let (_, err) = text(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(
        err.contains(&format!(
            "{b}:3:1: @f: symbol multiply defined: defined in {a} and in {b}"
        )),
        "{err}"
    );
    assert!(!Path::new(&out).exists());
    // The seed's loader message for a module without an NVPTX triple.
    let c = d.file("c.ll", "define i32 @g() {\n  ret i32 3\n}\n");
    let o = seam(&["link", &a, &c]);
    let (_, err) = text(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(
        err.contains(&format!(
            "{c}: Module does not contain a triple, should be 'nvptx64-'"
        )),
        "{err}"
    );
    // A missing file is an I/O error.
    let o = seam(&["link", &a, &d.path("missing.ll")]);
    assert_ne!(o.status.code(), Some(0));
    assert!(text(&o).1.contains("missing.ll"), "{}", text(&o).1);
}

#[test]
fn lto_traces_and_deletes_the_kernels_the_host_does_not_launch() {
    let d = Dir::new("trace");
    let a = d.file(
        "a.ll",
        &format!(
            "{TRIPLE}declare i32 @helper(i32)\n\ndefine ptx_kernel void @k(ptr addrspace(1) %o) {{\n  %v = call i32 @helper(i32 1)\n  store i32 %v, ptr addrspace(1) %o, align 4\n  ret void\n}}\n"
        ),
    );
    let b = d.file(
        "b.ll",
        &format!(
            "{TRIPLE}define i32 @helper(i32 %x) {{\n  %r = add i32 %x, 41\n  ret i32 %r\n}}\n\ndefine ptx_kernel void @dead(ptr addrspace(1) %o) {{\n  ret void\n}}\n"
        ),
    );
    let out = d.path("out.ll");
    let o = seam(&[
        "lto",
        &a,
        &b,
        "--has-global-host-info",
        "--host-ref-ek=k",
        "--trace",
        "--remarks",
        "none",
        "-o",
        &out,
    ]);
    let (_, err) = text(&o);
    assert!(o.status.success(), "{err}");
    assert_eq!(err.trim(), "no reference to kernel dead");
    let linked = std::fs::read_to_string(&out).unwrap();
    assert!(!linked.contains("@dead"), "{linked}");
    // Inlined across the modules (an external definition stays: nothing internalizes it).
    assert!(!linked.contains("call i32 @helper"), "{linked}");
    assert!(linked.contains("ptx_kernel void @k("), "{linked}");
    // The summary, after dead kernel elimination (no @dead), before inlining (k calls helper).
    let summary = d.path("summary.json");
    let o = seam(&[
        "lto",
        &a,
        &b,
        "--has-global-host-info",
        "--host-ref-ek=k",
        "--remarks",
        "none",
        "-o",
        &out,
        "--emit-summary",
        &summary,
    ]);
    assert!(o.status.success(), "{}", text(&o).1);
    let json = std::fs::read_to_string(&summary).unwrap();
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let names: Vec<&str> = v["functions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["helper", "k"], "{json}");
    assert_eq!(v["functions"][1]["calls"][0], "helper", "{json}");
    assert_eq!(v["functions"][1]["kernel"], true, "{json}");
    assert_eq!(v["functions"][0]["import_priority"], 0, "{json}");
    // Without --has-global-host-info nothing goes.
    let o = seam(&[
        "lto",
        &a,
        &b,
        "--host-ref-ek=k",
        "--trace",
        "--remarks",
        "none",
    ]);
    assert!(o.status.success());
    let (linked, err) = text(&o);
    assert!(err.is_empty(), "{err}");
    assert!(linked.contains("@dead"), "{linked}");
    // The pipeline, for seam opt.
    let o = seam(&[
        "lto",
        "--print-pipeline",
        "--has-global-host-info",
        "--host-ref-ek=k;k2",
    ]);
    assert_eq!(
        text(&o).0.trim(),
        "dead-kernel-elim<mode=full;host-ref-ek=k,k2;has-global-host-info=true>,\
         inline<model=nvidia>,globalopt,wholeprogramdevirt,globaldce"
    );
}

#[test]
fn bad_flags_are_usage_errors() {
    let d = Dir::new("flags");
    let a = d.file(
        "a.ll",
        &format!("{TRIPLE}define void @f() {{\n  ret void\n}}\n"),
    );
    for (args, want) in [
        (
            vec!["lto", &a, &a, "--mode", "thin"],
            "two inputs are named 'a.ll'",
        ),
        (
            vec![
                "lto",
                &a,
                "--mode",
                "thin",
                "--import-hot-multiplier",
                "nan",
            ],
            "is not a finite number",
        ),
        (
            vec!["lto", &a, "--mode", "fast"],
            "is not full, gen-lto, link-lto or thin",
        ),
        (vec!["lto", &a, "--host-ref-ek=@k"], "is not a symbol name"),
        (
            vec!["lto", &a, "--remarks", "xml"],
            "is not text, json or none",
        ),
    ] {
        let o = seam(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", text(&o).1);
        assert!(text(&o).1.contains(want), "{args:?}: {}", text(&o).1);
    }
}

#[test]
fn a_split_case_linked_by_lto_computes_what_the_case_does() {
    let d = Dir::new("split");
    let dir = d.path("case");
    let o = seam(&["gen", "--seed", "15", "--split", "3", "-o", &dir]);
    assert!(o.status.success(), "{}", text(&o).1);
    let args = std::fs::read_to_string(Path::new(&dir).join("lto.args")).unwrap();
    let units: Vec<String> = (0..3)
        .map(|i| {
            Path::new(&dir)
                .join(format!("unit{i}.ll"))
                .display()
                .to_string()
        })
        .collect();
    let out = d.path("linked.ll");
    let mut cmd: Vec<&str> = vec!["lto"];
    cmd.extend(units.iter().map(String::as_str));
    cmd.extend(args.split_whitespace());
    cmd.extend(["-o", &out, "--remarks", "none"]);
    let o = seam(&cmd);
    assert!(o.status.success(), "{}", text(&o).1);
    // Every launch of the case gives the same buffers on the linked, optimized program.
    assert_computes_the_case(&dir, &out);
}

/// Every launch of the case in `dir` (`case.ll`, from `gen --split`) leaves the same buffers on
/// the module `out` as on the case.
fn assert_computes_the_case(dir: &str, out: &str) {
    let case_path = Path::new(dir).join("case.ll").display().to_string();
    let case = std::fs::read_to_string(&case_path).unwrap();
    let launches: Vec<&str> = case
        .lines()
        .filter_map(|l| l.strip_prefix("; launch: "))
        .collect();
    assert!(!launches.is_empty());
    let buffers = |o: &Output| -> Vec<String> {
        text(o)
            .0
            .lines()
            .filter(|l| !l.starts_with('@') && !l.starts_with("launch"))
            .map(str::to_owned)
            .collect()
    };
    let before = seam(&["run", &case_path]);
    let mut run = vec!["run", out];
    for l in &launches {
        run.extend(["--launch", l]);
    }
    let after = seam(&run);
    assert!(after.status.success(), "{}", text(&after).1);
    assert_eq!(buffers(&before), buffers(&after));
}

#[test]
fn a_bad_import_table_is_located() {
    let d = Dir::new("table");
    let a = d.file(
        "a.ll",
        &format!("{TRIPLE}define void @f() {{\n  ret void\n}}\n"),
    );
    let t = d.file("t.txt", "# levels\nf 2\ng 7\n");
    let o = seam(&["lto", &a, "--mode", "thin", "--import-table", &t]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o).1);
    assert!(
        text(&o).1.contains("t.txt:3: '7' is not a level"),
        "{}",
        text(&o).1
    );
    let t = d.file("dup.txt", "f 2\n@f low cold\n");
    let o = seam(&["lto", &a, "--mode", "thin", "--import-table", &t]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o).1);
    assert!(
        text(&o).1.contains("dup.txt:2: 'f' is listed twice"),
        "{}",
        text(&o).1
    );
}

/// `seam lto --mode thin`: one output per input, imports as the table says (with the
/// summary's priorities), and the outputs linked compute what the case does.
#[test]
fn thin_mode_imports_by_the_table_and_its_outputs_link_to_the_case() {
    let d = Dir::new("thin");
    let dir = d.path("case");
    let o = seam(&["gen", "--seed", "15", "--split", "3", "-o", &dir]);
    assert!(o.status.success(), "{}", text(&o).1);
    let units: Vec<String> = (0..3)
        .map(|i| {
            Path::new(&dir)
                .join(format!("unit{i}.ll"))
                .display()
                .to_string()
        })
        .collect();
    let out = d.path("thin");
    let summary = d.path("summary.json");
    let remarks = d.path("remarks.txt");
    let mut cmd: Vec<&str> = vec!["lto", "--mode", "thin", "--import-all"];
    cmd.extend(units.iter().map(String::as_str));
    cmd.extend([
        "-o",
        &out,
        "--emit-summary",
        &summary,
        "--remarks-file",
        &remarks,
    ]);
    let o = seam(&cmd);
    assert!(o.status.success(), "{}", text(&o).1);
    let r = std::fs::read_to_string(&remarks).unwrap();
    assert!(
        r.contains("function-import: ") && r.contains(": imported ("),
        "{r}"
    );
    let s = std::fs::read_to_string(&summary).unwrap();
    assert!(
        s.starts_with("{\"modules\": [") && s.contains("\"import_priority\": 2"),
        "{s}"
    );
    // Linked back, the outputs compute what the case does.
    let outs: Vec<String> = (0..3)
        .map(|i| {
            Path::new(&out)
                .join(format!("unit{i}.ll"))
                .display()
                .to_string()
        })
        .collect();
    let linked = d.path("linked.ll");
    let mut link = vec!["link"];
    link.extend(outs.iter().map(String::as_str));
    link.extend(["-o", &linked, "--remarks", "none"]);
    let o = seam(&link);
    assert!(o.status.success(), "{}", text(&o).1);
    assert_computes_the_case(&dir, &linked);
    // A table that lists nothing imports nothing; standard output holds every module.
    let t = d.file("empty.txt", "# nothing\n");
    let mut cmd: Vec<&str> = vec!["lto", "--mode", "thin", "--import-table", &t];
    cmd.extend(units.iter().map(String::as_str));
    let o = seam(&cmd);
    assert!(o.status.success(), "{}", text(&o).1);
    let (stdout, stderr) = text(&o);
    assert_eq!(stdout.matches("; module: unit").count(), 3, "{stdout}");
    assert!(!stderr.contains(": imported ("), "{stderr}");
    assert!(stderr.contains("not-imported (priority-0)"), "{stderr}");
}
