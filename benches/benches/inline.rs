//! The `nvidia` inline model on a fan-in call graph (`seam_benches::fan_in_module`: 20,000
//! internal functions of about 24 instructions, thousands of callers on the first ones, 649
//! kernels; about 500,000 instructions): the time of `inline<model=nvidia>` alone on a parsed
//! module, in IR instructions per second of input, and the code growth it causes (printed
//! once, before the measurement). LLVM 19's `cgscc(inline)` on such a module takes minutes;
//! the target here is under 5 s with the code at most twice the original size.
//!
//! The pipeline verifies its input before the pass (in every build) and not after
//! (`verify_each: false`, as a release `seam opt`).

use std::time::Duration;

use criterion::{BatchSize, Criterion, SamplingMode, Throughput, criterion_group, criterion_main};
use seam::passes::{RunOptions, parse_pipeline, run_specs};

const PIPELINE: &str = "inline<model=nvidia>";

fn inline(c: &mut Criterion) {
    let m = seam_benches::fan_in_module(20_000, 24, 1);
    let before = m.inst_count();
    let specs = parse_pipeline(PIPELINE).expect("the pipeline exists");
    let opts = RunOptions { verify_each: false };
    let mut once = m.clone();
    let t = std::time::Instant::now();
    let remarks = run_specs(&mut once, &specs, &opts).expect("the pass runs on the module");
    let took = t.elapsed();
    let after = once.inst_count();
    let inlined = remarks
        .iter()
        .filter(|r| r.pass == "inline" && r.decision == "inlined")
        .count();
    eprintln!(
        "{PIPELINE}: {before} -> {after} instructions ({:.3}x), {inlined} calls inlined, \
         one run {:.2} s",
        after as f64 / before as f64,
        took.as_secs_f64()
    );

    let mut g = c.benchmark_group("inline/fan-in-20000");
    g.throughput(Throughput::Elements(before as u64));
    g.sample_size(10);
    g.sampling_mode(SamplingMode::Flat);
    g.warm_up_time(Duration::from_secs(1));
    g.measurement_time(Duration::from_secs(15));
    g.bench_function(PIPELINE, |b| {
        b.iter_batched(
            || m.clone(),
            |mut m| {
                run_specs(&mut m, &specs, &opts).unwrap();
                m
            },
            BatchSize::LargeInput,
        )
    });
    g.finish();
}

criterion_group!(benches, inline);
criterion_main!(benches);
