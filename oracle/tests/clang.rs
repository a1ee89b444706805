//! clang's optimization pipeline as a transformation the interpreter must see through: the
//! same launches of a CUDA file compiled at -O0 and at -O2/-O3 give the same observations.

use std::path::Path;

fn load(name: &str) -> (String, seam::ir::Module) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../compiler/filetests/modules")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap();
    let m = seam::text::parse_module(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
    (text, m)
}

fn agree(unoptimized: &str, optimized: &str) {
    let (text, m0) = load(unoptimized);
    let (_, m1) = load(optimized);
    let i0 = seam_oracle::Interpreter::new(&m0).unwrap();
    let i1 = seam_oracle::Interpreter::new(&m1).unwrap();
    let launches = seam_oracle::launch_lines(&text);
    assert!(!launches.is_empty(), "{unoptimized} has no launches");
    for l in launches {
        let launch = l.launch.unwrap();
        let limits = seam_oracle::Limits::default();
        let a = i0.run(&launch, limits).unwrap();
        let b = i1.run(&launch, limits).unwrap();
        assert!(
            matches!(a, seam_oracle::Outcome::Completed(_)),
            "{unoptimized}: {launch}: {a}"
        );
        match seam_oracle::compare(&a, &b) {
            seam_oracle::Verdict::Same => {}
            seam_oracle::Verdict::Differ(d) => {
                panic!("{unoptimized} and {optimized} differ on {launch}:\n{d}")
            }
        }
    }
}

#[test]
fn abi_shapes_o0_and_o3_agree() {
    agree("clang-abi-shapes-O0.ll", "clang-abi-shapes-O3.ll");
}

#[test]
fn kernels_o0_and_o2_agree() {
    agree("clang-kernels-O0.ll", "clang-kernels-O2.ll");
}
