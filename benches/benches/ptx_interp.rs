//! Throughput of the PTX interpreter, in PTX instructions executed per second, side by side
//! with the IR interpreter's IR instructions per second on the same launches: the generated
//! cases of the committed GPU corpus (`gpu-tests/corpus/seed-*`, LLVM 19's PTX of each case's
//! original module, every launch its `; launch:` lines give).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

fn ptx_interp(c: &mut Criterion) {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../gpu-tests/corpus");
    let mut names: Vec<_> = std::fs::read_dir(&root)
        .expect("the GPU corpus")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("seed-"))
        .collect();
    names.sort();
    let mut g = c.benchmark_group("ptx_interp");
    g.sample_size(10);
    let limits = seam_oracle::Limits::default();
    for name in names {
        let dir = root.join(&name);
        let ir_text = std::fs::read_to_string(dir.join("original.ll")).expect("original.ll");
        let ptx = std::fs::read_to_string(dir.join("original.ptx")).expect("original.ptx");
        let m = seam::text::parse_module(&ir_text).expect("the module reads");
        let launches: Vec<seam_oracle::Launch> = seam_oracle::launch_lines(&ir_text)
            .into_iter()
            .map(|l| l.launch.expect("the launch reads"))
            .collect();
        let ir = seam_oracle::Interpreter::new(&m).expect("the module verifies");
        let px = seam_oracle::ptx::PtxInterpreter::parse(&ptx).expect("the PTX lowers");
        let plans: Vec<_> = launches
            .iter()
            .map(|l| seam_oracle::gpu::plan::LaunchPlan::new(&m, &ptx, l).expect("plans"))
            .collect();
        let (mut ir_n, mut ptx_n) = (0, 0);
        for (l, p) in launches.iter().zip(&plans) {
            let (a, s) = ir.run_with_stats(l, limits).expect("runs");
            let (b, t) = px.run_with_stats(p, limits).expect("runs");
            assert!(seam_oracle::compare(&a, &b).is_same(), "{name}: {l}");
            ir_n += s.instructions;
            ptx_n += t.instructions;
        }
        g.throughput(Throughput::Elements(ptx_n));
        g.bench_function(format!("{name}/ptx"), |b| {
            b.iter(|| {
                for p in &plans {
                    px.run(p, limits).unwrap();
                }
            })
        });
        g.throughput(Throughput::Elements(ir_n));
        g.bench_function(format!("{name}/ir"), |b| {
            b.iter(|| {
                for l in &launches {
                    ir.run(l, limits).unwrap();
                }
            })
        });
    }
    g.finish();
}

criterion_group!(benches, ptx_interp);
criterion_main!(benches);
