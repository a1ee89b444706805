//! Filetests: `compiler/filetests/**/*.ll`, one test per file.
//!
//! A filetest is an LLVM IR module preceded by directive comments:
//!
//! ```text
//! ; test: roundtrip              print canonically; printing the reparsed text is a fixpoint
//! ; test: verify                 the module verifies
//! ; test: verify-error <text>    verification fails, and some error contains <text>
//! ; test: parse-error <text>     parsing fails with an error containing <text>
//! ; test: interpret              run each launch below in the IR interpreter
//! ; test: interpret-refused <text>  the IR interpreter refuses the module, or a launch of it
//!                                    when it runs (an error with <text>)
//! ; test: opt PIPELINE           run PIPELINE (see below)
//! ; test: opt-error PIPELINE <text>  PIPELINE fails with an error containing <text>
//! ```
//!
//! With `interpret`, each `; launch: SPEC` line (the syntax of `seam_oracle::parse_launch`) is
//! followed by what the run must give, at least one of:
//!
//! ```text
//! ; expect: out: i32[4] = {0, 1, 2, 3}   an observation, exactly as printed
//! ; expect-ub: data-race                 undefined behaviour of this kind
//! ; expect-trap: stack-overflow          a trap of this kind (`trap`, `stack-overflow`)
//! ; expect-out-of-fuel                   the fuel ran out
//! ```
//!
//! `; fuel: N` sets the instruction budget of every launch in the file. The full outcome (the
//! observations, or the undefined behaviour with its location) goes to the expected output.
//!
//! What the directives produce (the canonical text, the errors) is compared with the comment
//! section after the line `; ==== expected output ====`. Run with `BLESS=1` to rewrite that
//! section from the actual output.
//!
//! Beside each file's own test, every file is also:
//! - cut at every line boundary and at a dozen byte offsets, each piece parsed, verified and
//!   printed: no panic (`truncate/...`);
//! - with the `llvm` feature, for files that verify: seam's printed text must pass LLVM 19's
//!   parser and verifier (`llvm-verify/...`), and LLVM's own printing of the file, read back
//!   by seam, must print exactly as seam prints the file (`llvm-roundtrip/...`).

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};

use libtest_mimic::{Arguments, Failed, Trial};

const MARKER: &str = "; ==== expected output ====";

#[derive(Clone, Debug, PartialEq)]
enum Directive {
    Roundtrip,
    Verify,
    VerifyError(String),
    ParseError(String),
    Interpret,
    /// The IR interpreter refuses the module with an error containing the text.
    InterpretRefused(String),
    /// Run a pipeline: print its remarks and the module after it; the file's launches must
    /// give the same observations before and after; LLVM 19 must accept the output.
    Opt(String),
    /// Run a pipeline that must fail with an error containing the text.
    OptError(String, String),
}

struct FileTest {
    path: PathBuf,
    /// The module part (everything before the marker).
    input: String,
    directives: Vec<Directive>,
    expected: Option<String>,
}

fn parse_filetest(path: &Path) -> Result<FileTest, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let (input, expected) = match text.find(MARKER) {
        Some(at) => {
            let rest = &text[at + MARKER.len()..];
            let mut out = String::new();
            for line in rest.lines().skip(1) {
                let l = line
                    .strip_prefix("; ")
                    .or_else(|| line.strip_prefix(';'))
                    .unwrap_or(line);
                out.push_str(l);
                out.push('\n');
            }
            (text[..at].to_owned(), Some(out))
        }
        None => (text.clone(), None),
    };
    let mut directives = Vec::new();
    for line in input.lines() {
        let Some(rest) = line.strip_prefix("; test:") else {
            continue;
        };
        let rest = rest.trim();
        let (name, arg) = rest
            .split_once(' ')
            .map_or((rest, ""), |(n, a)| (n, a.trim()));
        directives.push(match name {
            "roundtrip" => Directive::Roundtrip,
            "verify" => Directive::Verify,
            "verify-error" => Directive::VerifyError(arg.to_owned()),
            "parse-error" => Directive::ParseError(arg.to_owned()),
            "interpret" => Directive::Interpret,
            "interpret-refused" => Directive::InterpretRefused(arg.to_owned()),
            "opt" => Directive::Opt(arg.to_owned()),
            "opt-error" => {
                let (p, want) = arg.split_once(' ').unwrap_or((arg, ""));
                Directive::OptError(p.to_owned(), want.trim().to_owned())
            }
            _ => return Err(format!("{}: unknown directive '{name}'", path.display())),
        });
    }
    if directives.is_empty() {
        return Err(format!("{}: no '; test:' directive", path.display()));
    }
    Ok(FileTest {
        path: path.to_owned(),
        input,
        directives,
        expected,
    })
}

/// Runs the directives; returns the output to compare with the expected section.
fn run_directives(t: &FileTest) -> Result<String, String> {
    let mut out = String::new();
    let parsed = seam::text::parse_module(&t.input);
    for d in &t.directives {
        match d {
            Directive::ParseError(want) => match &parsed {
                Ok(_) => {
                    return Err(format!(
                        "expected a parse error containing '{want}', but the module parsed"
                    ));
                }
                Err(e) => {
                    let msg = e.to_string();
                    if !msg.contains(want.as_str()) {
                        return Err(format!("parse error '{msg}' does not contain '{want}'"));
                    }
                    out.push_str(&format!("parse error: {msg}\n"));
                }
            },
            Directive::Interpret => {
                let m = parsed.as_ref().map_err(|e| format!("parse error: {e}"))?;
                out.push_str(&interpret(t, m)?);
            }
            Directive::InterpretRefused(want) => {
                let m = parsed.as_ref().map_err(|e| format!("parse error: {e}"))?;
                // Refused when built, or else when one of the file's launches runs.
                let refusal = match seam_oracle::Interpreter::new(m) {
                    Err(e) => Some(e.to_string()),
                    Ok(interp) => t
                        .input
                        .lines()
                        .filter_map(|l| l.strip_prefix("; launch:"))
                        .filter_map(|l| seam_oracle::parse_launch(l.trim()).ok())
                        .find_map(|l| {
                            interp
                                .run(&l, seam_oracle::Limits::default())
                                .err()
                                .map(|e| e.to_string())
                        }),
                };
                match refusal {
                    None => return Err(format!("the interpreter accepted the module ({want})")),
                    Some(e) if e.contains(want.as_str()) => {
                        out.push_str(&format!("interpreter: {e}\n"));
                    }
                    Some(e) => return Err(format!("refused with '{e}', not '{want}'")),
                }
            }
            Directive::Opt(pipeline) => {
                let m = parsed.as_ref().map_err(|e| format!("parse error: {e}"))?;
                out.push_str(&opt(t, m, pipeline)?);
            }
            Directive::OptError(pipeline, want) => {
                let m = parsed.as_ref().map_err(|e| format!("parse error: {e}"))?;
                let mut after = m.clone();
                let opts = seam::passes::RunOptions { verify_each: true };
                match seam::passes::run_pipeline(&mut after, pipeline, &opts) {
                    Ok(_) => {
                        return Err(format!(
                            "{pipeline}: expected an error containing '{want}', but it ran"
                        ));
                    }
                    Err(e) => {
                        let msg = e.to_string();
                        if !msg.contains(want.as_str()) {
                            return Err(format!(
                                "{pipeline}: error '{msg}' does not contain '{want}'"
                            ));
                        }
                        out.push_str(&format!("pipeline: {pipeline}\nerror: {msg}\n"));
                    }
                }
            }
            Directive::Roundtrip | Directive::Verify | Directive::VerifyError(_) => {
                let m = parsed.as_ref().map_err(|e| format!("parse error: {e}"))?;
                match d {
                    Directive::Roundtrip => {
                        let printed = seam::text::print_module(m);
                        let again = seam::text::parse_module(&printed).map_err(|e| {
                            format!("the printed module does not parse: {e}\n{printed}")
                        })?;
                        let printed2 = seam::text::print_module(&again);
                        if printed2 != printed {
                            return Err(format!(
                                "printing is not a fixpoint:\n{}",
                                diff(&printed, &printed2)
                            ));
                        }
                        out.push_str(&printed);
                    }
                    Directive::Verify => {
                        if let Err(e) = seam::verify::verify_module(m) {
                            return Err(format!("the module does not verify:\n{e}"));
                        }
                    }
                    Directive::VerifyError(want) => match seam::verify::verify_module(m) {
                        Ok(()) => {
                            return Err(format!(
                                "expected a verifier error containing '{want}', but the module verifies"
                            ));
                        }
                        Err(e) => {
                            if !e.0.iter().any(|x| x.to_string().contains(want.as_str())) {
                                return Err(format!("no verifier error contains '{want}':\n{e}"));
                            }
                            out.push_str("verifier errors:\n");
                            out.push_str(&e.to_string());
                            out.push('\n');
                        }
                    },
                    Directive::ParseError(_)
                    | Directive::Interpret
                    | Directive::InterpretRefused(_)
                    | Directive::Opt(_)
                    | Directive::OptError(..) => {
                        unreachable!()
                    }
                }
            }
        }
    }
    Ok(out)
}

/// Runs `pipeline` on a copy of `m`; returns the remarks and the printed result. The file's
/// launches must observe the same before and after, and LLVM 19 must accept the result.
fn opt(t: &FileTest, m: &seam::ir::Module, pipeline: &str) -> Result<String, String> {
    let mut after = m.clone();
    let opts = seam::passes::RunOptions { verify_each: true };
    let remarks = seam::passes::run_pipeline(&mut after, pipeline, &opts)
        .map_err(|e| format!("{pipeline}: {e}"))?;
    let mut out = format!("pipeline: {pipeline}\n");
    for r in &remarks {
        out.push_str(&format!("remark: {r}\n"));
    }
    let printed = seam::text::print_module(&after);
    #[cfg(feature = "llvm")]
    seam::llvm::verify_text(&printed).map_err(|e| format!("LLVM rejects the output: {e}"))?;
    for line in seam_oracle::launch_lines(&t.input) {
        let l = line
            .launch
            .map_err(|e| format!("line {}: {e}", line.line))?;
        let limits = seam_oracle::Limits::default();
        let before = seam_oracle::run(m, &l, limits).map_err(|e| e.to_string())?;
        let now = seam_oracle::run(&after, &l, limits).map_err(|e| e.to_string())?;
        if let seam_oracle::Verdict::Differ(why) = seam_oracle::compare(&before, &now) {
            return Err(format!(
                "{pipeline} changed what line {} observes: {why}",
                line.line
            ));
        }
    }
    out.push_str(&printed);
    Ok(out)
}

/// What a launch must give.
enum Expect {
    Observation(String),
    Ub(seam_oracle::UbKind),
    Trap(seam_oracle::TrapKind),
    OutOfFuel,
}

/// Runs the file's launches and checks each against its expectations.
fn interpret(t: &FileTest, m: &seam::ir::Module) -> Result<String, String> {
    let mut limits = seam_oracle::Limits::default();
    let mut groups: Vec<(usize, seam_oracle::Launch, Vec<Expect>)> = Vec::new();
    for (i, line) in t.input.lines().enumerate() {
        let Some(rest) = line.strip_prefix(';') else {
            continue;
        };
        let rest = rest.trim();
        let (key, arg) = rest
            .split_once(':')
            .map_or((rest, ""), |(k, a)| (k.trim(), a.trim()));
        let at = i + 1;
        let expect = match key {
            "launch" => {
                let l = seam_oracle::parse_launch(arg).map_err(|e| format!("line {at}: {e}"))?;
                groups.push((at, l, Vec::new()));
                continue;
            }
            "fuel" => {
                limits.fuel = arg
                    .parse()
                    .map_err(|_| format!("line {at}: bad fuel '{arg}'"))?;
                continue;
            }
            "expect" => Expect::Observation(arg.to_owned()),
            "expect-ub" => Expect::Ub(
                seam_oracle::UbKind::from_name(arg)
                    .ok_or_else(|| format!("line {at}: unknown kind of UB '{arg}'"))?,
            ),
            "expect-trap" => Expect::Trap(
                seam_oracle::TrapKind::from_name(arg)
                    .ok_or_else(|| format!("line {at}: unknown trap '{arg}'"))?,
            ),
            "expect-out-of-fuel" => Expect::OutOfFuel,
            _ => continue,
        };
        match groups.last_mut() {
            Some(g) => g.2.push(expect),
            None => return Err(format!("line {at}: an expectation before any '; launch:'")),
        }
    }
    if groups.is_empty() {
        return Err("'interpret' needs at least one '; launch:' line".into());
    }
    let interp = seam_oracle::Interpreter::new(m).map_err(|e| e.to_string())?;
    let mut out = String::new();
    for (line, launch, expects) in &groups {
        if expects.is_empty() {
            return Err(format!("the launch at line {line} has no '; expect' line"));
        }
        let outcome = interp
            .run(launch, limits)
            .map_err(|e| format!("launch at line {line}: {e}"))?;
        for e in expects {
            let ok = match (e, &outcome) {
                (Expect::Observation(want), seam_oracle::Outcome::Completed(obs)) => {
                    obs.entries.iter().any(|o| o.to_string() == *want)
                }
                (Expect::Ub(k), seam_oracle::Outcome::Ub(u)) => u.kind == *k,
                (Expect::Trap(k), seam_oracle::Outcome::Trap { kind, .. }) => kind == k,
                (Expect::OutOfFuel, seam_oracle::Outcome::OutOfFuel) => true,
                _ => false,
            };
            if !ok {
                let want = match e {
                    Expect::Observation(w) => w.clone(),
                    Expect::Ub(k) => format!("ub: {}", k.name()),
                    Expect::Trap(k) => format!("trap: {}", k.name()),
                    Expect::OutOfFuel => "out of fuel".to_owned(),
                };
                return Err(format!(
                    "launch at line {line}: expected\n  {want}\ngot\n  {}",
                    outcome.to_string().replace('\n', "\n  ")
                ));
            }
        }
        out.push_str(&format!("launch at line {line}:\n"));
        for l in outcome.to_string().lines() {
            out.push_str("  ");
            out.push_str(l);
            out.push('\n');
        }
    }
    Ok(out)
}

/// A readable line diff: the first differing lines with a little context.
fn diff(a: &str, b: &str) -> String {
    let (al, bl): (Vec<&str>, Vec<&str>) = (a.lines().collect(), b.lines().collect());
    let first = al
        .iter()
        .zip(&bl)
        .position(|(x, y)| x != y)
        .unwrap_or(al.len().min(bl.len()));
    let mut s = format!("first difference at line {}:\n", first + 1);
    for k in first.saturating_sub(2)..(first + 3) {
        if let Some(x) = al.get(k) {
            s.push_str(&format!("  expected {:>4}| {x}\n", k + 1));
        }
        if let Some(y) = bl.get(k) {
            s.push_str(&format!("  actual   {:>4}| {y}\n", k + 1));
        }
    }
    s
}

fn bless(t: &FileTest, output: &str) -> Result<(), String> {
    let mut text = t.input.trim_end().to_owned();
    text.push_str("\n\n");
    text.push_str(MARKER);
    text.push('\n');
    for line in output.lines() {
        if line.is_empty() {
            text.push_str(";\n");
        } else {
            text.push_str("; ");
            text.push_str(line);
            text.push('\n');
        }
    }
    std::fs::write(&t.path, text).map_err(|e| format!("{}: {e}", t.path.display()))
}

fn check_file(path: &Path) -> Result<(), Failed> {
    let t = parse_filetest(path)?;
    let out = run_directives(&t)?;
    if std::env::var_os("BLESS").is_some() {
        return Ok(bless(&t, &out)?);
    }
    match &t.expected {
        None if out.is_empty() => Ok(()),
        None => Err(format!(
            "no expected output section; run with BLESS=1 to create it. Output:\n{out}"
        )
        .into()),
        Some(exp) if exp.trim_end() == out.trim_end() => Ok(()),
        Some(exp) => Err(format!(
            "output differs from the expected section (BLESS=1 to update):\n{}",
            diff(exp, &out)
        )
        .into()),
    }
}

/// Parses, verifies, prints and reparses every prefix of the file cut at line boundaries and at
/// a dozen byte offsets: each must give a module or an error, never a panic.
fn check_truncations(path: &Path) -> Result<(), Failed> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let mut cuts: Vec<usize> = text.match_indices('\n').map(|(i, _)| i + 1).collect();
    let n = text.len();
    cuts.extend((1..=12).map(|k| n * k / 13));
    cuts.sort_unstable();
    cuts.dedup();
    for cut in cuts {
        let mut at = cut.min(n);
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        let piece = &text[..at];
        let r = catch_unwind(AssertUnwindSafe(|| {
            if let Ok(m) = seam::text::parse_module(piece) {
                let _ = seam::verify::verify_module(&m);
                let printed = seam::text::print_module(&m);
                let _ = seam::text::parse_module(&printed);
            }
        }));
        if r.is_err() {
            return Err(format!("panic on the first {at} bytes of {}", path.display()).into());
        }
    }
    Ok(())
}

#[cfg(feature = "llvm")]
fn verifies(t: &FileTest) -> Option<seam::ir::Module> {
    let m = seam::text::parse_module(&t.input).ok()?;
    seam::verify::verify_module(&m).ok()?;
    Some(m)
}

#[cfg(feature = "llvm")]
fn check_llvm_verify(path: &Path) -> Result<(), Failed> {
    let t = parse_filetest(path)?;
    let m = verifies(&t).ok_or("the file no longer verifies in seam")?;
    let printed = seam::text::print_module(&m);
    seam::llvm::verify_text(&printed)
        .map_err(|e| format!("{e}\n--- seam's text ---\n{printed}"))?;
    Ok(())
}

#[cfg(feature = "llvm")]
fn check_llvm_roundtrip(path: &Path) -> Result<(), Failed> {
    let t = parse_filetest(path)?;
    let m = verifies(&t).ok_or("the file no longer verifies in seam")?;
    let ours = seam::text::print_module(&m);
    let source = m.source_filename.clone().unwrap_or_default();
    let theirs = seam::llvm::roundtrip_text(&t.input, &source).map_err(|e| e.to_string())?;
    let back = seam::text::parse_module(&theirs)
        .map_err(|e| format!("seam cannot parse LLVM's printing: {e}\n{theirs}"))?;
    let ours_again = seam::text::print_module(&back);
    if ours_again != ours {
        return Err(format!(
            "seam's canonical text of LLVM's printing differs from seam's canonical text of the file:\n{}",
            diff(&ours, &ours_again)
        )
        .into());
    }
    Ok(())
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            collect(&p, out);
        } else if p.extension().is_some_and(|e| e == "ll") {
            out.push(p);
        }
    }
}

fn main() {
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("filetests");
    let mut files = Vec::new();
    collect(&root, &mut files);
    assert!(!files.is_empty(), "no filetests under {}", root.display());
    let mut trials = Vec::new();
    for f in files {
        let name = f.strip_prefix(&root).unwrap_or(&f).display().to_string();
        let p = f.clone();
        trials.push(Trial::test(format!("filetest/{name}"), move || {
            check_file(&p)
        }));
        let p = f.clone();
        trials.push(Trial::test(format!("truncate/{name}"), move || {
            check_truncations(&p)
        }));
        // The LLVM cross-checks apply to the files that are valid modules.
        #[cfg(feature = "llvm")]
        if parse_filetest(&f)
            .ok()
            .as_ref()
            .and_then(verifies)
            .is_some()
        {
            let p = f.clone();
            trials.push(Trial::test(format!("llvm-verify/{name}"), move || {
                check_llvm_verify(&p)
            }));
            let p = f.clone();
            trials.push(Trial::test(format!("llvm-roundtrip/{name}"), move || {
                check_llvm_roundtrip(&p)
            }));
        }
    }
    libtest_mimic::run(&args, trials).exit();
}
