//! What the command-line tests share.

use std::path::PathBuf;

/// A scratch folder, removed when dropped.
pub(crate) struct TempDir(PathBuf);

impl TempDir {
    /// A fresh folder named after the test binary, `tag` and the process.
    pub(crate) fn new(tag: &str) -> TempDir {
        let p = std::env::temp_dir().join(format!("seam-test-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&p);
        std::fs::create_dir_all(&p).unwrap();
        TempDir(p)
    }

    /// The path of `name` inside it, as a string for command lines.
    pub(crate) fn path(&self, name: &str) -> String {
        self.0.join(name).to_str().unwrap().to_owned()
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
