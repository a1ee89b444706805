//! One PTX path: the in-process code generator (`seam::llvm::emit_ptx`, what the campaign,
//! `seam ptx` and `seam stats` use) and `llc-19` run with `seam::codegen_flags::llc_args` on
//! the legalized module (what the GPU corpus writer `seam-gpu-corpus` runs) print the same
//! PTX, byte for byte, for every interpreter filetest module LLVM 19 compiles.
//!
//! Needs the `llvm` feature and `llc-19`; without either it says so and passes.

#[cfg(feature = "llvm")]
#[test]
fn the_corpus_writers_llc_prints_what_the_campaign_compiles() {
    use std::process::Command;
    let llc = ["/usr/lib/llvm-19/bin/llc", "llc-19"]
        .into_iter()
        .find(|c| {
            Command::new(c)
                .arg("--version")
                .output()
                .is_ok_and(|o| o.status.success())
        });
    let Some(llc) = llc else {
        println!("skipped: no llc-19 on this machine");
        return;
    };
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("filetests/interpret");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    let tmp = std::env::temp_dir().join(format!("seam-one-ptx-path-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let (mut compared, mut differ) = (0, Vec::new());
    for f in &files {
        let Ok(m) = seam::text::parse_module(&std::fs::read_to_string(f).unwrap()) else {
            continue;
        };
        let Ok(ours) = seam::llvm::emit_ptx(&m, &seam::llvm::CodegenOptions::default()) else {
            continue;
        };
        let mut copy = m.clone();
        seam::legalize::legalize_for_llvm19(&mut copy);
        let input = tmp.join("in.ll");
        let output = tmp.join("out.ptx");
        std::fs::write(&input, seam::text::print_module(&copy)).unwrap();
        let o = Command::new(llc)
            .args(seam::codegen_flags::llc_args("sm_90", "", 2))
            .arg("-o")
            .arg(&output)
            .arg(&input)
            .output()
            .unwrap();
        assert!(
            o.status.success(),
            "{}: llc-19 refused what the in-process code generator compiled: {}",
            f.display(),
            String::from_utf8_lossy(&o.stderr)
        );
        let theirs = std::fs::read_to_string(&output).unwrap();
        compared += 1;
        if theirs != ours {
            differ.push(f.display().to_string());
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
    assert!(compared >= 20, "only {compared} modules compiled");
    assert!(differ.is_empty(), "different PTX for {differ:?}");
}
