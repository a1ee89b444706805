//! `ptxas -v` as the corpus writer runs it (through [`seam::ptxas`], with the options every
//! other part of seam uses): the registers, stack and spills per kernel that the GPU run later
//! compares with the driver's.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use crate::corpus::{KernelStats, PtxasStats};

/// A ptxas to use: [`seam::ptxas::find`]'s (`$SEAM_PTXAS`, the set-up's `.tools/`, the
/// `PATH`); `None` when there is none.
pub fn find() -> Option<PathBuf> {
    seam::ptxas::find().ok()
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

/// The last line of `ptxas --version` (which build it is).
pub fn version(ptxas: &Path) -> Result<String, String> {
    let out = std::process::Command::new(ptxas)
        .arg("--version")
        .output()
        .map_err(|e| format!("{}: {e}", ptxas.display()))?;
    Ok(String::from_utf8_lossy(&out.stdout)
        .lines()
        .rev()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("ptxas")
        .trim()
        .to_owned())
}

/// Runs `ptxas -v -arch=ARCH` on `ptx` and reads its report. A rejection or a crash says so,
/// with ptxas's messages and the folder where the PTX is kept.
pub fn stats(ptxas: &Path, ptx: &str, arch: &str) -> Result<PtxasStats, String> {
    let tool = version(ptxas)?;
    let opts = seam::ptxas::PtxasOptions {
        arch: arch.to_owned(),
        ..Default::default()
    };
    let report = seam::ptxas::run_with(ptxas, ptx, &opts).map_err(|e| e.to_string())?;
    let kernels = report
        .functions
        .iter()
        .filter(|f| f.entry)
        .map(|f| {
            (
                f.name.clone(),
                KernelStats {
                    registers: f.registers,
                    stack_frame: Some(f.stack_frame),
                    spill_stores: Some(f.spill_stores),
                    spill_loads: Some(f.spill_loads),
                },
            )
        })
        .collect();
    Ok(PtxasStats {
        tool,
        arch: arch.to_owned(),
        kernels,
    })
}
