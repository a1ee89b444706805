//! Throughput of the address-space pipeline `specialize-callees,infer-address-spaces`, in IR
//! instructions per second, on a module shaped for it (`seam_benches::address_space_module`:
//! 12,000 functions, about 580,000 instructions): as `seam opt` runs it (parse the text, run
//! the pipeline, print), next to parsing and printing alone, and the pipeline alone on a parsed
//! module. The pipeline verifies its input before the first pass (in every build) and does not
//! verify after each pass (`verify_each: false`, as a release `seam opt`).
//!
//! `scripts/bench-vs-opt.sh` times the same module through `seam opt` and LLVM's
//! `opt -passes=infer-address-spaces`.

use std::time::Duration;

/// The allocator of the `seam` binary (`src/main.rs`): the bench measures what `seam opt` does.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use criterion::{BatchSize, Criterion, SamplingMode, Throughput, criterion_group, criterion_main};
use seam::passes::{RunOptions, parse_pipeline, run_specs};

/// The pipeline measured.
const PIPELINE: &str = "specialize-callees,infer-address-spaces";

fn passes(c: &mut Criterion) {
    let m = seam_benches::address_space_module(12_000, 48, 1);
    let insts = m.inst_count() as u64;
    let text = seam::text::print_module(&m);
    let parsed = seam::text::parse_module(&text).expect("the synthetic module parses");
    let specs = parse_pipeline(PIPELINE).expect("the pipeline exists");
    let opts = RunOptions { verify_each: false };
    // Fail here, not in the middle of a measurement, if the pipeline refuses the module.
    run_specs(&mut parsed.clone(), &specs, &opts).expect("the pipeline runs on the module");

    // Each iteration takes about a second or two: ten samples of one or a few iterations each
    // (`Flat`) keep the whole bench near a minute on two cores.
    let mut g = c.benchmark_group("passes/text");
    g.throughput(Throughput::Elements(insts));
    g.sample_size(10);
    g.sampling_mode(SamplingMode::Flat);
    g.warm_up_time(Duration::from_secs(2));
    g.measurement_time(Duration::from_secs(24));
    g.bench_function("parse+print", |b| {
        b.iter(|| {
            let m = seam::text::parse_module(&text).unwrap();
            seam::text::print_module(&m)
        })
    });
    g.bench_function(format!("parse+{PIPELINE}+print"), |b| {
        b.iter(|| {
            let mut m = seam::text::parse_module(&text).unwrap();
            run_specs(&mut m, &specs, &opts).unwrap();
            seam::text::print_module(&m)
        })
    });
    g.finish();

    let mut g = c.benchmark_group("passes/module");
    g.throughput(Throughput::Elements(insts));
    g.sample_size(10);
    g.sampling_mode(SamplingMode::Flat);
    g.warm_up_time(Duration::from_secs(2));
    g.measurement_time(Duration::from_secs(12));
    g.bench_function(PIPELINE, |b| {
        b.iter_batched(
            || parsed.clone(),
            |mut m| {
                run_specs(&mut m, &specs, &opts).unwrap();
                m
            },
            BatchSize::LargeInput,
        )
    });
    g.finish();
}

criterion_group!(benches, passes);
criterion_main!(benches);
