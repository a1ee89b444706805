//! The bodies of the cargo-fuzz targets, shared with the tests that replay their corpora and
//! crash files. Each takes the fuzzer's bytes and panics on a finding.

use arbitrary::{Arbitrary, Unstructured};
use seam_oracle::{Limits, Outcome};

use crate::{Config, try_generate};

/// Names of the targets, as `fuzz_targets/NAME.rs` and `fuzz/corpus/NAME/`.
pub const NAMES: &[&str] = &["parse", "roundtrip", "interp", "ptx_parse"];

/// Runs target `name` on `data`. `false` when there is no such target.
pub fn run(name: &str, data: &[u8]) -> bool {
    match name {
        "parse" => parse(data),
        "roundtrip" => roundtrip(data),
        "interp" => interp(data),
        "ptx_parse" => ptx_parse(data),
        _ => return false,
    }
    true
}

/// Any bytes into the parser (invalid UTF-8 replaced), then the verifier and the printer on
/// whatever parses: none of them may panic, and what verifies prints to text that parses.
pub fn parse(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let Ok(m) = seam::text::parse_module(&text) else {
        return;
    };
    if seam::verify::verify_module(&m).is_err() {
        return;
    }
    let printed = seam::text::print_module(&m);
    if let Err(e) = seam::text::parse_module(&printed) {
        panic!("a verified module printed to text that does not parse: {e}\n{printed}");
    }
}

/// Any bytes into the PTX parser (invalid UTF-8 replaced): no panic; what parses prints to PTX
/// that parses back to an equal tree, and its metrics can be computed.
pub fn ptx_parse(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let Ok(m) = seam::ptx::parse(&text) else {
        return;
    };
    let printed = seam::ptx::print(&m);
    match seam::ptx::parse(&printed) {
        Ok(again) => assert!(again == m, "parse(print(m)) != m for:\n{printed}"),
        Err(e) => panic!("parsed PTX printed to text that does not parse: {e}\n{printed}"),
    }
    let _ = seam::ptx::module_metrics(&m);
}

/// A swarm config and a case from the bytes: the case is valid, prints, parses and prints to
/// the same text, and the reparsed module verifies.
pub fn roundtrip(data: &[u8]) {
    let mut u = Unstructured::new(data);
    let Ok(config) = Config::arbitrary(&mut u) else {
        return;
    };
    let case = match try_generate(&mut u, &config) {
        Ok(c) => c,
        Err(e) => panic!("{e}"),
    };
    let once = seam::text::print_module(&case.module);
    let m = match seam::text::parse_module(&once) {
        Ok(m) => m,
        Err(e) => panic!("printed case does not parse: {e}\n{once}"),
    };
    if let Err(e) = seam::verify::verify_module(&m) {
        panic!("reparsed case does not verify: {e}\n{once}");
    }
    let twice = seam::text::print_module(&m);
    assert_eq!(once, twice, "printing is not a fixpoint");
}

/// A small swarm case from the bytes: every launch completes in the interpreter (undefined
/// behaviour, a trap or running out of fuel are generator bugs).
pub fn interp(data: &[u8]) {
    let mut u = Unstructured::new(data);
    let Ok(mut config) = Config::arbitrary(&mut u) else {
        return;
    };
    config.functions = config.functions.min(8);
    config.block = config.block.min(16);
    config.cost = config.cost.min(200_000);
    let case = match try_generate(&mut u, &config) {
        Ok(c) => c,
        Err(e) => panic!("{e}"),
    };
    for (spec, outcome) in case.launch_specs.iter().zip(case.run(Limits::default())) {
        match outcome {
            Ok(Outcome::Completed(_)) => {}
            Ok(o) => panic!("launch {spec} did not complete: {o}\n{}", case.to_text()),
            Err(e) => panic!("launch {spec}: interpreter error: {e}\n{}", case.to_text()),
        }
    }
}

/// Replays files through target `name`: each argument is a file or a folder of files. Prints
/// one line per input; a panic is a finding (the process aborts with the panic's message).
pub fn replay_main(name: &str) -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.is_empty() {
        eprintln!(
            "usage: {name} FILE|DIR...  (replays inputs; `cargo fuzz run -s none {name}` fuzzes)"
        );
        return std::process::ExitCode::from(2);
    }
    let mut n = 0usize;
    for a in &args {
        let path = std::path::Path::new(a);
        let files: Vec<std::path::PathBuf> = if path.is_dir() {
            match std::fs::read_dir(path) {
                Ok(rd) => {
                    let mut v: Vec<_> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
                    v.sort();
                    v
                }
                Err(e) => {
                    eprintln!("{a}: {e}");
                    return std::process::ExitCode::from(2);
                }
            }
        } else {
            vec![path.to_path_buf()]
        };
        for f in files {
            match std::fs::read(&f) {
                Ok(data) => {
                    run(name, &data);
                    n += 1;
                }
                Err(e) => {
                    eprintln!("{}: {e}", f.display());
                    return std::process::ExitCode::from(2);
                }
            }
        }
    }
    println!("{name}: {n} inputs replayed, no finding");
    std::process::ExitCode::SUCCESS
}
