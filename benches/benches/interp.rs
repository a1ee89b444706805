//! Throughput of the IR interpreter, in IR instructions executed per second, on a loop-heavy
//! and a call-heavy kernel (`benches/kernels/*.ll`, each launched as its `; launch:` line says).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

fn interp(c: &mut Criterion) {
    let mut g = c.benchmark_group("interp");
    g.sample_size(20);
    for (name, text) in seam_benches::KERNELS {
        let (m, launch) = seam_benches::kernel(text).expect("the benchmark kernel reads");
        let interp = seam_oracle::Interpreter::new(&m).expect("the benchmark kernel verifies");
        let limits = seam_oracle::Limits::default();
        let (outcome, stats) = interp
            .run_with_stats(&launch, limits)
            .expect("the kernel runs");
        assert!(
            matches!(outcome, seam_oracle::Outcome::Completed(_)),
            "{name}: {outcome}"
        );
        g.throughput(Throughput::Elements(stats.instructions));
        g.bench_function(*name, |b| b.iter(|| interp.run(&launch, limits).unwrap()));
    }
    g.finish();
}

criterion_group!(benches, interp);
criterion_main!(benches);
