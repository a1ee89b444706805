//! Multi-module filetests (`filetests/link/*.link`, `filetests/thin/*.thin`): several modules in
//! one file, each opened by `; module: NAME` after a header of `;` lines, then a blessed section
//! after `; ==== expected output ====`. Shared by `tests/link.rs` and `tests/thin.rs`.

use std::path::{Path, PathBuf};

pub(crate) const MARKER: &str = "; ==== expected output ====";

/// One file, read.
pub(crate) struct MultiModuleTest {
    pub(crate) path: PathBuf,
    /// Everything before the marker.
    pub(crate) input: String,
    /// The section after the marker, if any.
    pub(crate) expected: Option<String>,
    /// The lines before the first `; module:`.
    pub(crate) header: String,
    /// `(NAME, text)` per module, in order.
    pub(crate) parts: Vec<(String, String)>,
}

/// The files of `filetests/DIR` with extension `ext`, sorted, read.
pub(crate) fn read_all(dir: &str, ext: &str) -> Vec<MultiModuleTest> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("filetests")
        .join(dir);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == ext))
        .collect();
    files.sort();
    files.into_iter().map(|p| read(&p)).collect()
}

fn read(path: &Path) -> MultiModuleTest {
    let text = std::fs::read_to_string(path).unwrap();
    let (input, expected) = match text.find(MARKER) {
        Some(at) => (
            text[..at].to_owned(),
            Some(
                text[at + MARKER.len()..]
                    .trim_start_matches('\n')
                    .to_owned(),
            ),
        ),
        None => (text.clone(), None),
    };
    let mut header = String::new();
    let mut parts: Vec<(String, String)> = Vec::new();
    for line in input.lines() {
        if let Some(name) = line.strip_prefix("; module:") {
            parts.push((name.trim().to_owned(), String::new()));
        } else if let Some((_, body)) = parts.last_mut() {
            body.push_str(line);
            body.push('\n');
        } else {
            header.push_str(line);
            header.push('\n');
        }
    }
    MultiModuleTest {
        path: path.to_owned(),
        input,
        expected,
        header,
        parts,
    }
}

impl MultiModuleTest {
    /// Compares `section` (the output as comment lines) with the expected section, or with
    /// `BLESS=1` writes it; a difference goes to `failed`.
    pub(crate) fn check(&self, section: &str, failed: &mut Vec<String>) {
        if std::env::var_os("BLESS").is_some() {
            let new = format!(
                "{}{MARKER}\n{section}",
                self.input.trim_end_matches('\n').to_owned() + "\n\n"
            );
            std::fs::write(&self.path, new).unwrap();
            return;
        }
        match &self.expected {
            Some(e) if e == section => {}
            Some(_) => failed.push(format!(
                "{}: output differs (BLESS=1 to accept):\n{section}",
                self.path.display()
            )),
            None => failed.push(format!(
                "{}: no expected section (BLESS=1 to write it)",
                self.path.display()
            )),
        }
    }
}
