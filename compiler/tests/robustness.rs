//! Hostile input: the text layer and the verifier return errors, never panic or overflow the
//! stack, whatever parses and verifies prints to a fixpoint, and the interpreter runs it
//! without panicking or reporting a bug of its own.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};

/// Parse, verify, print, reparse. Panics propagate; returns whether the input verified.
fn pipeline(text: &str) -> bool {
    let Ok(m) = seam::text::parse_module(text) else {
        return false;
    };
    let verified = seam::verify::verify_module(&m).is_ok();
    let printed = seam::text::print_module(&m);
    if verified {
        let again = seam::text::parse_module(&printed).unwrap_or_else(|e| {
            panic!("printed text of a verified module does not parse: {e}\n{printed}")
        });
        let printed2 = seam::text::print_module(&again);
        assert_eq!(
            printed, printed2,
            "printing a verified module is not a fixpoint"
        );
        interpret(text, &m);
    }
    verified
}

/// Runs the launches written in `text` and a default launch of every kernel with a small
/// budget. Any outcome will do, and errors that name what the interpreter does not support or
/// what the launch gets wrong; a panic or an internal error will not.
fn interpret(text: &str, m: &seam::ir::Module) {
    let interp = match seam_oracle::Interpreter::new(m) {
        Ok(i) => i,
        Err(seam_oracle::InterpError::Unsupported(_)) => return,
        Err(e) => panic!("the interpreter rejects a verified module: {e}"),
    };
    let mut launches: Vec<seam_oracle::Launch> = seam_oracle::launch_lines(text)
        .into_iter()
        .filter_map(|l| l.launch.ok())
        .collect();
    for (f, func) in m.functions.iter() {
        if m.is_kernel(f)
            && let Some(mut l) = seam_oracle::Launch::with_default_args(m, &func.name, 1, 64)
        {
            l.grid = [2, 1, 1];
            l.block = [3, 1, 1];
            launches.push(l);
        }
    }
    let limits = seam_oracle::Limits {
        fuel: 20_000,
        memory_bytes: 256 << 20,
        ..seam_oracle::Limits::default()
    };
    for l in launches {
        match interp.run(&l, limits) {
            Ok(_)
            | Err(seam_oracle::InterpError::Unsupported(_))
            | Err(seam_oracle::InterpError::Launch(_))
            | Err(seam_oracle::InterpError::Memory(_)) => {}
            Err(e) => panic!("{l}: {e}"),
        }
    }
}

#[test]
fn deep_type_nesting_is_an_error_not_a_stack_overflow() {
    let n = 100_000;
    let text = format!(
        "@g = global {}i32{} zeroinitializer\n",
        "[1 x ".repeat(n),
        "]".repeat(n)
    );
    let e = seam::text::parse_module(&text).unwrap_err();
    assert!(e.to_string().contains("nesting deeper than"), "{e}");
    let text = format!(
        "define void @f({}i32{} %x) {{\n  ret void\n}}\n",
        "{ ".repeat(n),
        " }".repeat(n)
    );
    assert!(seam::text::parse_module(&text).is_err());
}

#[test]
fn deep_constant_nesting_is_an_error() {
    let n = 50_000;
    let mut c = "ptr addrspace(1) @g".to_owned();
    for _ in 0..n {
        c = format!("ptr addrspacecast ({c} to ptr)");
        // Keep the text linear in n: only the innermost expression is nested each time.
        if c.len() > 10_000 {
            break;
        }
    }
    let text = format!("@g = addrspace(1) global i32 0\n@p = global {c}\n");
    let e = seam::text::parse_module(&text).unwrap_err();
    assert!(e.to_string().contains("nesting deeper than"), "{e}");
}

#[test]
fn long_named_type_chains_are_bounded() {
    let n = 20_000;
    let mut text = String::new();
    for i in 0..n {
        text.push_str(&format!("%T{i} = type {{ %T{} }}\n", i + 1));
    }
    text.push_str(&format!(
        "%T{n} = type {{ i32 }}\n@g = global %T0 zeroinitializer\n"
    ));
    let e = seam::text::parse_module(&text).unwrap_err();
    assert!(e.to_string().contains("levels deep"), "{e}");
    // A recursive chain is reported, however long.
    let mut text = String::new();
    for i in 0..n {
        text.push_str(&format!("%T{i} = type {{ %T{} }}\n", (i + 1) % n));
    }
    let e = seam::text::parse_module(&text).unwrap_err();
    assert!(e.to_string().contains("contains itself"), "{e}");
}

#[test]
fn long_metadata_chains_print_without_recursion() {
    let n = 200_000;
    let mut text = String::from("!named = !{!0}\n");
    for i in 0..n {
        text.push_str(&format!("!{i} = !{{!{}}}\n", i + 1));
    }
    text.push_str(&format!("!{n} = !{{!\"end\", !0}}\n"));
    assert!(pipeline(&text));
}

#[test]
fn long_functions_and_many_blocks() {
    let n = 20_000;
    let mut text = String::from("define i32 @f(i32 %x) {\nb0:\n");
    for i in 0..n {
        text.push_str(&format!(
            "  %v{i} = add i32 %x, {i}\n  br label %b{}\nb{}:\n",
            i + 1,
            i + 1
        ));
    }
    text.push_str("  ret i32 %x\n}\n");
    assert!(pipeline(&text));
}

/// xorshift64*: a tiny deterministic generator (no dependency, same mutants on every run).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

const VOCABULARY: &[&str] = &[
    "i32",
    "i1",
    "i64",
    "ptr",
    "ptr addrspace(3)",
    "float",
    "void",
    "label",
    "metadata",
    "{",
    "}",
    "[",
    "]",
    "(",
    ")",
    "<",
    ">",
    ",",
    "=",
    "%0",
    "%1",
    "%x",
    "@g",
    "@f",
    "!0",
    "!1",
    "#0",
    "$c",
    "0",
    "-1",
    "1.5",
    "0x7FF8000000000000",
    "null",
    "undef",
    "poison",
    "zeroinitializer",
    "getelementptr",
    "addrspacecast",
    "call",
    "phi",
    "br",
    "ret",
    "switch",
    "store",
    "load",
    "alloca",
    "define",
    "declare",
    "global",
    "constant",
    "attributes",
    "type",
    "opaque",
    "x",
    "to",
    "align 4",
    "byval(i32)",
    "noinline",
    "alwaysinline",
    "distinct",
    "!{",
    "c\"a\"",
    "\"s\"",
    "...",
    "\n",
    "entry:",
    "5:",
    "unreachable",
    "ptx_kernel",
    "cc 95",
    "comdat",
];

fn mutate(src: &str, rng: &mut Rng) -> String {
    let mut b: Vec<u8> = src.as_bytes().to_vec();
    let rounds = 1 + rng.below(3);
    for _ in 0..rounds {
        let len = b.len().max(1);
        match rng.below(6) {
            0 => {
                // Delete a short range.
                let at = rng.below(len);
                let n = 1 + rng.below(16);
                let end = (at + n).min(b.len());
                if at < end {
                    b.drain(at..end);
                }
            }
            1 => {
                // Insert a token.
                let at = rng.below(len).min(b.len());
                let tok = VOCABULARY[rng.below(VOCABULARY.len())];
                let ins = format!(" {tok} ");
                b.splice(at..at, ins.bytes());
            }
            2 => {
                // Duplicate a line.
                let text = String::from_utf8_lossy(&b).into_owned();
                let lines: Vec<&str> = text.lines().collect();
                if !lines.is_empty() {
                    let i = rng.below(lines.len());
                    let j = rng.below(lines.len());
                    let mut out: Vec<&str> = lines.clone();
                    out.insert(j, lines[i]);
                    b = out.join("\n").into_bytes();
                }
            }
            3 => {
                // Change a digit.
                let digits: Vec<usize> = (0..b.len()).filter(|&i| b[i].is_ascii_digit()).collect();
                if !digits.is_empty() {
                    let i = digits[rng.below(digits.len())];
                    b[i] = b"0123456789"[rng.below(10)];
                }
            }
            4 => {
                // Swap two lines.
                let text = String::from_utf8_lossy(&b).into_owned();
                let mut lines: Vec<&str> = text.lines().collect();
                if lines.len() > 1 {
                    let i = rng.below(lines.len());
                    let j = rng.below(lines.len());
                    lines.swap(i, j);
                    b = lines.join("\n").into_bytes();
                }
            }
            _ => {
                // Overwrite a byte with anything.
                if !b.is_empty() {
                    let i = rng.below(b.len());
                    b[i] = (rng.next() & 0x7f) as u8;
                }
            }
        }
    }
    String::from_utf8_lossy(&b).into_owned()
}

fn filetests() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(rd) = std::fs::read_dir(dir) else {
            return;
        };
        let mut v: Vec<PathBuf> = rd.flatten().map(|e| e.path()).collect();
        v.sort();
        for p in v {
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|e| e == "ll") {
                out.push(p);
            }
        }
    }
    let mut out = Vec::new();
    walk(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("filetests"),
        &mut out,
    );
    out
}

#[test]
fn mutated_filetests_never_panic() {
    // SEAM_MUTANTS=n (and SEAM_MUTANT_SEED=s) search longer than the default run.
    let mutants_per_file: usize = std::env::var("SEAM_MUTANTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(150);
    let seed: u64 = std::env::var("SEAM_MUTANT_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0x5EA4_2026_0000_0001);
    let mut rng = Rng(seed | 1);
    let (mut total, mut parsed_and_verified) = (0usize, 0usize);
    for path in filetests() {
        let src = std::fs::read_to_string(&path).unwrap();
        for k in 0..mutants_per_file {
            let mutant = mutate(&src, &mut rng);
            total += 1;
            match catch_unwind(AssertUnwindSafe(|| pipeline(&mutant))) {
                Ok(v) => parsed_and_verified += usize::from(v),
                Err(_) => {
                    let dump = std::env::temp_dir().join("seam-panic-mutant.ll");
                    let _ = std::fs::write(&dump, &mutant);
                    panic!(
                        "mutant {k} of {} panicked; written to {}",
                        path.display(),
                        dump.display()
                    );
                }
            }
        }
    }
    // The mutants must exercise the verifier and printer, not only the parser's errors.
    assert!(
        parsed_and_verified * 20 > total,
        "only {parsed_and_verified} of {total} mutants verified"
    );
    println!("{total} mutants, {parsed_and_verified} parsed and verified");
}

/// Every mutant seam's verifier accepts, LLVM 19's parser and verifier accept as printed by
/// seam (seam never prints what LLVM rejects), and when LLVM accepts the mutant itself, LLVM's
/// printing of it reads back into the same canonical text. Failures are grouped by message,
/// one example of each written to the temporary directory. Mutants seam accepts but LLVM
/// rejects are counted and listed (seam's documented leniencies: named types used before
/// their definition, instruction metadata it drops unchecked).
#[cfg(feature = "llvm")]
#[test]
fn verified_mutants_pass_llvm() {
    let per_file: usize = std::env::var("SEAM_LLVM_MUTANTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(12);
    let seed: u64 = std::env::var("SEAM_MUTANT_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0x11E7_2026_0000_0003);
    let mut rng = Rng(seed | 1);
    let mut checked = 0usize;
    let mut failures: std::collections::BTreeMap<String, PathBuf> = Default::default();
    let mut lenient: std::collections::BTreeMap<String, usize> = Default::default();
    let mut lenient_examples = 0usize;
    let key_of = |msg: &str| -> String {
        msg.lines()
            .next()
            .unwrap_or_default()
            .chars()
            .filter(|c| !c.is_ascii_digit())
            .collect()
    };
    for path in filetests() {
        let src = std::fs::read_to_string(&path).unwrap();
        let mut found = 0;
        for _ in 0..per_file * 20 {
            if found == per_file {
                break;
            }
            let mutant = mutate(&src, &mut rng);
            let Ok(m) = seam::text::parse_module(&mutant) else {
                continue;
            };
            if seam::verify::verify_module(&m).is_err() {
                continue;
            }
            found += 1;
            checked += 1;
            let printed = seam::text::print_module(&m);
            let mut problem = seam::llvm::verify_text(&printed)
                .err()
                .map(|e| e.to_string());
            if problem.is_none() {
                let source = m.source_filename.clone().unwrap_or_default();
                match seam::llvm::roundtrip_text(&mutant, &source) {
                    Err(e) => {
                        let k = key_of(&e.to_string());
                        let count = lenient.entry(k).or_default();
                        if *count == 0 {
                            let n = lenient_examples;
                            lenient_examples += 1;
                            let _ = std::fs::write(
                                std::env::temp_dir().join(format!("seam-lenient-{n}.ll")),
                                &mutant,
                            );
                        }
                        *count += 1;
                    }
                    Ok(theirs) => match seam::text::parse_module(&theirs) {
                        Err(e) => problem = Some(format!("seam cannot read LLVM's printing: {e}")),
                        Ok(back) if seam::text::print_module(&back) != printed => {
                            problem = Some("canonical text of LLVM's printing differs".to_owned())
                        }
                        Ok(_) => {}
                    },
                }
            }
            if let Some(msg) = problem {
                let n = failures.len();
                failures.entry(key_of(&msg)).or_insert_with(|| {
                    let dump = std::env::temp_dir().join(format!("seam-llvm-rejects-{n}.ll"));
                    let _ = std::fs::write(&dump, &mutant);
                    dump
                });
            }
        }
    }
    for (k, n) in &lenient {
        println!("seam accepted {n} mutant(s) LLVM rejects: {k}");
    }
    let report: Vec<String> = failures
        .iter()
        .map(|(k, p)| format!("{k}\n    example: {}", p.display()))
        .collect();
    assert!(
        report.is_empty(),
        "seam verified modules LLVM rejects:\n{}",
        report.join("\n")
    );
    assert!(checked > 100, "only {checked} verified mutants");
    println!("{checked} verified mutants checked against LLVM");
}
