//! The machine outliner (seed 002) on synthetic PTX (`seam_benches::outline`): throughput in
//! PTX instructions per second on a module of about 1,000,000 instructions with repeated
//! templates and on one with little repetition, and the time at 1×, 2× and 4× a size (the
//! scaling). Before the runs, it prints, for a program of the same generator as LLVM IR, what LLVM 19's
//! MachineOutliner does on AArch64 (`llc -O2 -mtriple=aarch64 -enable-machine-outliner=always
//! -time-passes`), when `llc-19` is installed, and why not otherwise. LLVM's program has 9/5
//! as many functions as seam's, so that the two count about as many instructions (AArch64
//! code generation makes about 520 instructions of a function whose PTX has about 935):
//! rates per instruction are compared at one size, as both outliners slow down as modules grow.

/// The allocator of the `seam` binary (`src/main.rs`): the bench measures what `seam outline`
/// does (the system allocator takes twice the time on these modules).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use seam::outline::{OutlineOptions, instruction_count, outline};

fn options() -> OutlineOptions {
    OutlineOptions {
        remarks: false,
        ..OutlineOptions::default()
    }
}

/// LLVM 19's MachineOutliner on the same generator's program of `functions` functions, for
/// comparison.
fn llvm_side_by_side(functions: usize, insts: usize) {
    let llc = ["/usr/lib/llvm-19/bin/llc", "llc-19"]
        .into_iter()
        .find(|p| {
            std::process::Command::new(p)
                .arg("--version")
                .output()
                .is_ok()
        });
    let Some(llc) = llc else {
        eprintln!("outliner bench: llc-19 not found: no LLVM comparison");
        return;
    };
    let dir = std::env::temp_dir().join(format!("seam-outliner-bench-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let ll = dir.join("m.ll");
    let _ = std::fs::write(
        &ll,
        seam_benches::outline::ir_module(functions, insts, true, 1),
    );
    let count = |s: &str| {
        s.lines()
            .filter(|l| {
                l.starts_with('\t')
                    && l.trim_start()
                        .chars()
                        .next()
                        .is_some_and(|c| c.is_ascii_lowercase())
            })
            .count()
    };
    let run = |outline: bool| {
        let out = dir.join(if outline { "o.s" } else { "n.s" });
        let mut c = std::process::Command::new(llc);
        c.args(["-O2", "-mtriple=aarch64"])
            .arg(&ll)
            .arg("-o")
            .arg(&out);
        if outline {
            c.args(["-enable-machine-outliner=always", "-time-passes"]);
        }
        let o = c.output().ok()?;
        let asm = std::fs::read_to_string(&out).ok()?;
        let secs = String::from_utf8_lossy(&o.stderr)
            .lines()
            .find(|l| l.trim_end().ends_with("Machine Outliner"))
            .and_then(|l| {
                // Wall time is the third column: "user ( %) system ( %) user+sys ( %) wall ( %)".
                let nums: Vec<f64> = l
                    .split_whitespace()
                    .filter_map(|w| w.parse().ok())
                    .collect();
                nums.get(3).copied()
            });
        Some((count(&asm), secs))
    };
    match (run(false), run(true)) {
        (Some((before, _)), Some((after, Some(secs)))) => eprintln!(
            "outliner bench: LLVM 19 MachineOutliner on AArch64, the same generator's program of {functions} functions: {before} -> {after} machine instructions ({} removed) in {secs:.3} s ({:.2} M machine instructions/s)",
            before as i64 - after as i64,
            before as f64 / secs.max(1e-9) / 1e6
        ),
        _ => eprintln!("outliner bench: llc-19 did not give its outliner's time"),
    }
    let _ = std::fs::remove_dir_all(&dir);
}

fn outliner(c: &mut Criterion) {
    let was = seam_benches::keep_freed_memory();
    eprintln!(
        "outliner bench: mimalloc purge_delay {was} -> -1 (freed memory kept for the next run)"
    );
    let mut g = c.benchmark_group("outliner");
    g.sample_size(10);
    for (name, repeated) in [("repeated", true), ("random", false)] {
        let text = seam_benches::outline::ptx_module(1000, 1000, repeated, 1);
        let m = seam::ptx::parse(&text).expect("synthetic PTX parses");
        let n = instruction_count(&m);
        let mut once = m.clone();
        let r = outline(&mut once, &options());
        eprintln!(
            "outliner bench: {name}: {n} -> {} instructions in {} functions",
            r.instructions_after,
            r.outlined.len()
        );
        // Not kept through the runs: a large outlined module left alive slows the runs after
        // it (the allocator's pages that its calls, made on other threads, hold).
        drop(once);
        if repeated {
            llvm_side_by_side(1800, 1000);
        }
        g.throughput(Throughput::Elements(n));
        g.bench_function(BenchmarkId::new("1M", name), |b| {
            b.iter_batched(
                || m.clone(),
                |mut m| {
                    // The module goes back to criterion, which drops it untimed.
                    outline(&mut m, &options());
                    m
                },
                criterion::BatchSize::LargeInput,
            )
        });
    }
    // Scaling: 1x, 2x, 4x.
    for scale in [1usize, 2, 4] {
        let text = seam_benches::outline::ptx_module(125 * scale, 1000, true, 1);
        let m = seam::ptx::parse(&text).expect("synthetic PTX parses");
        g.throughput(Throughput::Elements(instruction_count(&m)));
        g.bench_function(BenchmarkId::new("scaling", format!("{scale}x")), |b| {
            b.iter_batched(
                || m.clone(),
                |mut m| {
                    // The module goes back to criterion, which drops it untimed.
                    outline(&mut m, &options());
                    m
                },
                criterion::BatchSize::LargeInput,
            )
        });
    }
    g.finish();
}

criterion_group!(benches, outliner);
criterion_main!(benches);
