//! The bodies of the cargo-fuzz targets, shared with the tests that replay their corpora and
//! crash files. Each takes the fuzzer's bytes and panics on a finding.

use arbitrary::{Arbitrary, Unstructured};
use seam_oracle::{Limits, Outcome};

use crate::{Config, try_generate};

/// Names of the targets, as `fuzz_targets/NAME.rs` and `fuzz/corpus/NAME/`.
pub const NAMES: &[&str] = &[
    "parse",
    "roundtrip",
    "interp",
    "ptx_parse",
    "ptx_interp",
    "link",
];

/// Runs target `name` on `data`. `false` when there is no such target.
pub fn run(name: &str, data: &[u8]) -> bool {
    match name {
        "parse" => parse(data),
        "roundtrip" => roundtrip(data),
        "interp" => interp(data),
        "ptx_parse" => ptx_parse(data),
        "ptx_interp" => ptx_interp(data),
        "link" => link(data),
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

/// PTX text with its launch into the PTX interpreter (invalid UTF-8 replaced): no panic,
/// whatever the text and the launch. The launch is the first `// launch: SPEC` line; without
/// one, every `.entry` is launched on two threads with made-up arguments (a zeroed 64-byte
/// buffer for each 8-byte parameter, zero bytes for a byte array, 0 for the rest). Runs are
/// small (fuel 100,000, 64 MiB of interpreter memory).
pub fn ptx_interp(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let Ok(interp) = seam_oracle::ptx::PtxInterpreter::parse(&text) else {
        return;
    };
    let limits = Limits {
        fuel: 100_000,
        max_call_depth: 64,
        local_bytes_per_thread: 16 << 10,
        memory_bytes: 64 << 20,
    };
    let given = text.lines().find_map(|l| {
        let spec = l
            .trim_start()
            .strip_prefix("//")?
            .trim_start()
            .strip_prefix("launch:")?;
        seam_oracle::parse_launch(spec.trim()).ok()
    });
    let launches: Vec<seam_oracle::Launch> = match given {
        Some(l) => vec![l],
        None => interp
            .entries()
            .into_iter()
            .filter_map(|e| made_up_launch(&text, &e))
            .collect(),
    };
    for l in launches {
        // Launch errors, unsupported instructions and every outcome are fine; a panic is not.
        if let Ok(plan) = interp.plan(&l) {
            let _ = interp.run(&plan, limits);
        }
    }
}

/// A launch of `.entry` `name` of `ptx` on two threads with made-up arguments.
fn made_up_launch(ptx: &str, name: &str) -> Option<seam_oracle::Launch> {
    let params = seam_oracle::gpu::ptx::entry_params(ptx, name).ok()?;
    let mut args = Vec::new();
    for p in params {
        args.push(match (p.array, p.size) {
            (true, n) if n <= 4096 => seam_oracle::ArgValue::Buffer {
                name: None,
                elem: seam_oracle::Elem::I8,
                bytes: vec![0; n as usize],
            },
            (false, 8) => seam_oracle::ArgValue::Buffer {
                name: None,
                elem: seam_oracle::Elem::I32,
                bytes: vec![0; 64],
            },
            (false, n @ 1..=8) => seam_oracle::ArgValue::Int {
                bits: (n * 8) as u32,
                value: 0,
            },
            _ => return None,
        });
    }
    let mut l = seam_oracle::Launch::new(name);
    l.block = [2, 1, 1];
    l.args = args;
    Some(l)
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

/// A small swarm case from the bytes (at most 8 functions, blocks of 16 threads, a cost of
/// 200,000); `None` when the bytes make no config. A case the generator cannot make is a bug.
fn small_case(data: &[u8]) -> Option<crate::Case> {
    let mut u = Unstructured::new(data);
    let mut config = Config::arbitrary(&mut u).ok()?;
    config.functions = config.functions.min(8);
    config.block = config.block.min(16);
    config.cost = config.cost.min(200_000);
    match try_generate(&mut u, &config) {
        Ok(c) => Some(c),
        Err(e) => panic!("{e}"),
    }
}

/// A small swarm case from the bytes: every launch completes in the interpreter (undefined
/// behaviour, a trap or running out of fuel are generator bugs).
pub fn interp(data: &[u8]) {
    let Some(case) = small_case(data) else {
        return;
    };
    for (spec, outcome) in case.launch_specs.iter().zip(case.run(Limits::default())) {
        match outcome {
            Ok(Outcome::Completed(_)) => {}
            Ok(o) => panic!("launch {spec} did not complete: {o}\n{}", case.to_text()),
            Err(e) => panic!("launch {spec}: interpreter error: {e}\n{}", case.to_text()),
        }
    }
}

/// The linker (seed 003). The first byte chooses: even, a small swarm case from the other
/// bytes is split into 1 to 4 units (the byte's upper bits) and linked back, and the link must
/// verify and every launch must observe what the case does; odd, the other bytes are text of
/// modules separated by lines `; module:` (invalid UTF-8 replaced), each one that parses and
/// verifies is linked, and the linker must not panic and what it links must verify.
pub fn link(data: &[u8]) {
    use seam::link::{LinkInput, link_modules, split};
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    if mode % 2 == 1 {
        let text = String::from_utf8_lossy(rest);
        let inputs: Vec<LinkInput> = text
            .split("; module:")
            .enumerate()
            .filter_map(|(i, part)| {
                let m = seam::text::parse_module(part).ok()?;
                seam::verify::verify_module(&m).ok()?;
                Some(LinkInput {
                    name: format!("m{i}.ll"),
                    module: m,
                })
            })
            .collect();
        if let Ok(l) = link_modules(inputs)
            && let Err(e) = seam::verify::verify_module(&l.module)
        {
            panic!(
                "the linked module does not verify: {e}\n{}",
                seam::text::print_module(&l.module)
            );
        }
        return;
    }
    let Some(case) = small_case(rest) else {
        return;
    };
    let n = usize::from(mode >> 1) % 4 + 1;
    let inputs: Vec<LinkInput> = split(&case.module, n)
        .into_iter()
        .enumerate()
        .map(|(i, module)| LinkInput {
            name: format!("unit{i}.ll"),
            module,
        })
        .collect();
    let linked = match link_modules(inputs) {
        Ok(l) => l.module,
        Err(e) => panic!("the units of a case do not link: {e}\n{}", case.to_text()),
    };
    if let Err(e) = seam::verify::verify_module(&linked) {
        panic!(
            "the link of {n} units does not verify: {e}\n{}",
            case.to_text()
        );
    }
    for (l, before) in case.launches.iter().zip(case.run(Limits::default())) {
        let Ok(before) = before else { continue };
        let after = seam_oracle::run(&linked, l, Limits::default())
            .unwrap_or_else(|e| panic!("{l}: the interpreter refuses the link: {e}"));
        if let seam_oracle::Verdict::Differ(why) = seam_oracle::compare(&before, &after) {
            panic!(
                "{l}: the link of {n} units observes otherwise: {why}\n{}",
                case.to_text()
            );
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
