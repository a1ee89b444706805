//! Throughput of seed 003's link step and LTO pipeline, in IR instructions per second: a
//! synthetic program (`seam_benches::synthetic_module`, about 200,000 instructions) split into
//! 20 translation units, then `seam::link::link_modules` on the parsed units, the LTO passes
//! (`dead-kernel-elim` with half the kernels launched, `inline<model=nvidia>`, `globalopt`,
//! `wholeprogramdevirt`, `globaldce`) on the linked module, and both from the units' text as
//! `seam lto` runs them (parse every unit, link, the passes, print).
//!
//! `scripts/bench-lto.sh` times `seam lto` on 50 units of about 1,000,000 instructions next to
//! `llvm-link-19` followed by `opt-19 -passes='globalopt,wholeprogramdevirt,globaldce'`.

use std::time::Duration;

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use criterion::{BatchSize, Criterion, SamplingMode, Throughput, criterion_group, criterion_main};
use seam::link::{LinkInput, link_modules, split};
use seam::passes::{RunOptions, parse_pipeline, run_specs};

fn lto(c: &mut Criterion) {
    let m = seam_benches::synthetic_module(2_000, 100, 1);
    let insts = m.inst_count() as u64;
    let units: Vec<String> = split(&m, 20).iter().map(seam::text::print_module).collect();
    let kernels = seam_benches::launched_kernels(&m);
    let pipeline = format!(
        "dead-kernel-elim<has-global-host-info=true;host-ref-ek={}>,inline<model=nvidia>,\
         globalopt,wholeprogramdevirt,globaldce",
        kernels.join(",")
    );
    let specs = parse_pipeline(&pipeline).expect("the pipeline exists");
    let opts = RunOptions { verify_each: false };
    let parse_all = || -> Vec<LinkInput> {
        units
            .iter()
            .enumerate()
            .map(|(i, t)| LinkInput {
                name: format!("unit{i}.ll"),
                module: seam::text::parse_module(t).expect("a unit parses"),
            })
            .collect()
    };
    let linked = link_modules(parse_all()).expect("the units link").module;

    let mut g = c.benchmark_group("lto");
    g.throughput(Throughput::Elements(insts));
    g.sample_size(10);
    g.sampling_mode(SamplingMode::Flat);
    g.warm_up_time(Duration::from_secs(2));
    g.measurement_time(Duration::from_secs(12));
    g.bench_function("link (parsed units)", |b| {
        b.iter_batched(
            parse_all,
            |inputs| link_modules(inputs).unwrap(),
            BatchSize::LargeInput,
        )
    });
    g.bench_function("passes (linked module)", |b| {
        b.iter_batched(
            || linked.clone(),
            |mut m| run_specs(&mut m, &specs, &opts).unwrap(),
            BatchSize::LargeInput,
        )
    });
    g.bench_function("parse+link+passes+print", |b| {
        b.iter(|| {
            let mut m = link_modules(parse_all()).unwrap().module;
            run_specs(&mut m, &specs, &opts).unwrap();
            seam::text::print_module(&m)
        })
    });
    g.finish();
}

criterion_group!(benches, lto);
criterion_main!(benches);
