//! `ptxas -v` as the corpus writer runs it: the registers, stack and spills per kernel that
//! the GPU run later compares with the driver's.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::corpus::{KernelStats, PtxasStats};

/// ptxas from the project's set-up (`scripts/setup.sh` installs it into `.tools/`), relative
/// to the workspace root.
pub const SETUP_PTXAS: &str = ".tools/nvcc/nvidia/cuda_nvcc/bin/ptxas";

/// A ptxas to use: `$SEAM_PTXAS`, else the set-up's under `root`, else `ptxas` on the `PATH`
/// if it runs; `None` when there is none.
pub fn find(root: &Path) -> Option<PathBuf> {
    let candidates = [
        std::env::var_os("SEAM_PTXAS").map(PathBuf::from),
        Some(root.join(SETUP_PTXAS)),
        Some(PathBuf::from("ptxas")),
    ];
    candidates.into_iter().flatten().find(|p| {
        Command::new(p)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    })
}

/// A fresh path in the temporary folder.
pub fn temp_path(ext: &str) -> PathBuf {
    static N: AtomicU64 = AtomicU64::new(0);
    std::env::temp_dir().join(format!(
        "seam-gpu-{}-{}.{ext}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ))
}

/// Runs `ptxas -v -arch=ARCH` on `ptx` and reads its report.
pub fn stats(ptxas: &Path, ptx: &str, arch: &str) -> Result<PtxasStats, String> {
    let version = Command::new(ptxas)
        .arg("--version")
        .output()
        .map_err(|e| format!("{}: {e}", ptxas.display()))?;
    let tool = String::from_utf8_lossy(&version.stdout)
        .lines()
        .last()
        .unwrap_or("ptxas")
        .trim()
        .to_owned();
    let file = temp_path("ptx");
    std::fs::write(&file, ptx).map_err(|e| format!("{}: {e}", file.display()))?;
    let out = Command::new(ptxas)
        .arg("-v")
        .arg(format!("-arch={arch}"))
        .arg(&file)
        .arg("-o")
        .arg("/dev/null")
        .output();
    let _ = std::fs::remove_file(&file);
    let out = out.map_err(|e| format!("{}: {e}", ptxas.display()))?;
    let log = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    if !out.status.success() {
        return Err(format!("ptxas rejected the PTX:\n{log}"));
    }
    let report = seam_oracle::gpu::jitlog::parse_report(&log);
    let kernels = report
        .functions
        .iter()
        .filter(|f| f.entry)
        .filter_map(|f| KernelStats::from_report(&report, &f.name).map(|s| (f.name.clone(), s)))
        .collect();
    Ok(PtxasStats {
        tool,
        arch: arch.to_owned(),
        kernels,
    })
}
