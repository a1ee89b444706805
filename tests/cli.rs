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
        b"define void @f(<4 x float> %v) {\n  ret void\n}\n",
    );
    let o = seam(&["verify", path(&f)], None);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains(":1:16: unsupported vector type"),
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
