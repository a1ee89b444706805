//! Scratch folders for the external tools (ptxas, the LLVM code generator's child process):
//! removed when dropped, unless [`ScratchDir::keep`] says the files are evidence to inspect.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// A fresh folder under the system's temporary directory (`$TMPDIR`).
#[derive(Debug)]
pub struct ScratchDir {
    path: PathBuf,
    keep: bool,
}

static COUNTER: AtomicU64 = AtomicU64::new(0);

impl ScratchDir {
    /// Creates `$TMPDIR/seam-PREFIX-PID-N`.
    pub fn new(prefix: &str) -> std::io::Result<ScratchDir> {
        let base = std::env::temp_dir();
        loop {
            let n = COUNTER.fetch_add(1, Ordering::Relaxed);
            let path = base.join(format!("seam-{prefix}-{}-{n}", std::process::id()));
            match std::fs::create_dir(&path) {
                Ok(()) => return Ok(ScratchDir { path, keep: false }),
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(e),
            }
        }
    }

    /// The folder.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Keeps the folder (and returns its path) instead of removing it when dropped.
    pub fn keep(mut self) -> PathBuf {
        self.keep = true;
        self.path.clone()
    }
}

impl Drop for ScratchDir {
    fn drop(&mut self) {
        if !self.keep {
            let _ = std::fs::remove_dir_all(&self.path);
        }
    }
}
