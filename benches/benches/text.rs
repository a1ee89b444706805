//! Throughput of the text layer and the verifier on a module of about 120,000 instructions,
//! in IR instructions per second.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

fn text(c: &mut Criterion) {
    let m = seam_benches::synthetic_module(1500, 80, 1);
    let insts = m.inst_count() as u64;
    let text = seam::text::print_module(&m);
    let parsed = seam::text::parse_module(&text).expect("the synthetic module parses");
    let mut g = c.benchmark_group("text");
    g.throughput(Throughput::Elements(insts));
    g.sample_size(20);
    g.bench_function("parse", |b| {
        b.iter(|| seam::text::parse_module(&text).unwrap())
    });
    g.bench_function("print", |b| b.iter(|| seam::text::print_module(&parsed)));
    g.bench_function("verify", |b| {
        b.iter(|| seam::verify::verify_module(&parsed).unwrap())
    });
    g.bench_function("parse+verify+print", |b| {
        b.iter(|| {
            let m = seam::text::parse_module(&text).unwrap();
            seam::verify::verify_module(&m).unwrap();
            seam::text::print_module(&m)
        })
    });
    g.finish();
}

criterion_group!(benches, text);
criterion_main!(benches);
