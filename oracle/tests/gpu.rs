//! The GPU oracle's contract where it can be checked without a GPU: opening never panics
//! (a missing driver or device is a reason), and the GPU observes exactly the globals the
//! interpreter observes.

use std::path::Path;

use seam_oracle::gpu::{Gpu, GpuUnavailable};

#[test]
fn opening_gives_a_device_or_a_reason() {
    match Gpu::open() {
        Ok(gpu) => {
            let info = gpu.info();
            assert!(!info.name.is_empty());
            assert!(info.stack_bytes >= 1024, "{info}");
            println!("GPU: {info}");
        }
        Err(why) => {
            println!("skipped: no GPU: {why}");
            assert!(!why.to_string().is_empty());
            if cfg!(not(feature = "cuda")) {
                assert_eq!(why, GpuUnavailable::NotBuilt);
            }
        }
    }
}

/// Every global the interpreter reports in a completed launch is one `observed_globals`
/// names (what the GPU reads back), and the other way round.
#[test]
fn observed_globals_are_what_the_interpreter_observes() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../compiler/filetests/interpret");
    let mut checked = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "ll") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let Ok(m) = seam::text::parse_module(&text) else {
            continue;
        };
        let Ok(interp) = seam_oracle::Interpreter::new(&m) else {
            continue;
        };
        let mut want: Vec<String> = seam_oracle::observed_globals(&m)
            .iter()
            .map(|g| format!("@{}", g.name))
            .collect();
        want.sort();
        for line in seam_oracle::launch_lines(&text) {
            let Ok(launch) = line.launch else { continue };
            let Ok(seam_oracle::Outcome::Completed(obs)) =
                interp.run(&launch, seam_oracle::Limits::default())
            else {
                continue;
            };
            let got: Vec<String> = obs
                .entries
                .iter()
                .filter(|o| o.name.starts_with('@'))
                .map(|o| o.name.clone())
                .collect();
            assert_eq!(got, want, "{}:{}", path.display(), line.line);
            for g in seam_oracle::observed_globals(&m) {
                let o = obs.get(&format!("@{}", g.name)).unwrap();
                assert_eq!((o.elem, o.bytes.len() as u64), (g.elem, g.size));
            }
            checked += 1;
        }
    }
    assert!(checked > 20, "{checked} launches checked");
}
