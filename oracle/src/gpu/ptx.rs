//! What the GPU oracle needs to know about a PTX module, read from its text: the entry points
//! and their parameters (sizes and alignments, which fix the parameter buffer), the names
//! symbols get in PTX, and which module-scope variables it declares.
//!
//! This is a scanner for the PTX LLVM's NVPTX back end prints, not a PTX parser: it reads the
//! `.entry` headers and the module-scope `.global` declarations and skips everything else.

/// One parameter of a PTX `.entry`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PtxParam {
    /// Its name (`k_param_0`).
    pub name: String,
    /// Its size in bytes (element size times the array length).
    pub size: u64,
    /// Its alignment in bytes (`.align N`, else the element size).
    pub align: u64,
    /// Whether it is a byte array (`.b8 name[N]`): how LLVM passes a `byval` aggregate.
    pub array: bool,
}

/// The name LLVM's NVPTX back end gives the IR symbol `name` when it has to make it a valid
/// PTX identifier (`NVPTXAssignValidGlobalNames`): every character other than a letter, a
/// digit, `_` or `$` becomes `_$_`.
pub fn clean_symbol(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for c in name.chars() {
        if c.is_ascii_alphanumeric() || c == '_' || c == '$' {
            out.push(c);
        } else {
            out.push_str("_$_");
        }
    }
    out
}

/// The text with `//` and `/* */` comments blanked out (so a name in a comment is not read
/// as a declaration).
fn strip_comments(ptx: &str) -> String {
    let b = ptx.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'/' && b.get(i + 1) == Some(&b'/') {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if b[i] == b'/' && b.get(i + 1) == Some(&b'*') {
            i += 2;
            while i < b.len() && !(b[i] == b'*' && b.get(i + 1) == Some(&b'/')) {
                if b[i] == b'\n' {
                    out.push(b'\n');
                }
                i += 1;
            }
            i += 2;
            out.push(b' ');
        } else if b[i] == b'"' {
            // Strings (in `.file` directives) are kept whole.
            out.push(b[i]);
            i += 1;
            while i < b.len() && b[i] != b'"' {
                out.push(b[i]);
                i += 1;
            }
            if i < b.len() {
                out.push(b[i]);
                i += 1;
            }
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn is_name_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'%')
}

/// Splits PTX text into tokens: directives (`.u64`, with their dot), names and numbers, and
/// single punctuation characters. A name never holds a '.', so `a.b` is `a` then `.b`.
fn tokens(text: &str) -> Vec<&str> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if is_name_byte(c) || c == b'.' {
            let start = i;
            i += 1;
            while i < b.len() && is_name_byte(b[i]) {
                i += 1;
            }
            out.push(&text[start..i]);
        } else {
            let len = text[i..].chars().next().map_or(1, char::len_utf8);
            out.push(&text[i..i + len]);
            i += len;
        }
    }
    out
}

/// The size in bytes of a PTX fundamental type directive (`.u32`, `.b8`, `.f64`, ...).
fn type_size(t: &str) -> Option<u64> {
    Some(match t {
        ".u8" | ".s8" | ".b8" | ".pred" => 1,
        ".u16" | ".s16" | ".b16" | ".f16" | ".bf16" => 2,
        ".u32" | ".s32" | ".b32" | ".f32" | ".f16x2" | ".bf16x2" => 4,
        ".u64" | ".s64" | ".b64" | ".f64" => 8,
        _ => return None,
    })
}

/// The names of the module's `.entry` functions, in order.
pub fn entries(ptx: &str) -> Vec<String> {
    let text = strip_comments(ptx);
    let t = tokens(&text);
    let mut out = Vec::new();
    for (i, tok) in t.iter().enumerate() {
        if *tok == ".entry"
            && let Some(name) = t.get(i + 1)
        {
            out.push((*name).to_owned());
        }
    }
    out
}

/// A PTX entry whose parameters could not be read.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum PtxScanError {
    /// No `.entry` of that name.
    #[error("the PTX has no .entry {name} (entries: {found})")]
    NoEntry {
        /// The name looked for.
        name: String,
        /// The entries there are, comma-separated.
        found: String,
    },
    /// A parameter declaration the scanner does not understand.
    #[error(".entry {entry}: cannot read parameter {index}: `{text}`")]
    BadParam {
        /// The entry.
        entry: String,
        /// 0-based parameter index.
        index: usize,
        /// The declaration's tokens.
        text: String,
    },
}

/// The parameters of `.entry name`, in order.
pub fn entry_params(ptx: &str, name: &str) -> Result<Vec<PtxParam>, PtxScanError> {
    let text = strip_comments(ptx);
    let t = tokens(&text);
    let start = t
        .windows(2)
        .position(|w| w[0] == ".entry" && w[1] == name)
        .ok_or_else(|| PtxScanError::NoEntry {
            name: name.to_owned(),
            found: entries(ptx).join(", "),
        })?;
    let mut i = start + 2;
    let mut params = Vec::new();
    if t.get(i) != Some(&"(") {
        // `.entry k` with no parameter list, or `.entry k {`.
        return Ok(params);
    }
    i += 1;
    let mut decl: Vec<&str> = Vec::new();
    while i < t.len() {
        let tok = t[i];
        i += 1;
        if tok == "," || tok == ")" {
            if !decl.is_empty() {
                let index = params.len();
                params.push(read_param(&decl).ok_or_else(|| PtxScanError::BadParam {
                    entry: name.to_owned(),
                    index,
                    text: decl.join(" "),
                })?);
                decl.clear();
            }
            if tok == ")" {
                return Ok(params);
            }
        } else {
            decl.push(tok);
        }
    }
    Err(PtxScanError::BadParam {
        entry: name.to_owned(),
        index: params.len(),
        text: "unterminated parameter list".to_owned(),
    })
}

/// Reads `.param [.align N] TYPE [.ptr [.space] [.align M]] NAME [ '[' N ']' ]`. An `.align`
/// after `.ptr` is the alignment of what the pointer points to (the PTX ISA's kernel parameter
/// attributes, which libNVVM writes: `.param .u64 .ptr .align 1 k_param_0`), not the
/// parameter's own, which stays its type's size.
fn read_param(decl: &[&str]) -> Option<PtxParam> {
    let mut it = decl.iter().copied().peekable();
    if it.next()? != ".param" {
        return None;
    }
    let mut align = None;
    let mut elem = None;
    let mut name = None;
    let mut count = 1u64;
    let mut array = false;
    let mut pointee = false;
    while let Some(tok) = it.next() {
        match tok {
            ".align" if pointee => {
                it.next()?.parse::<u64>().ok()?;
            }
            ".align" => align = Some(it.next()?.parse::<u64>().ok()?),
            ".ptr" => pointee = true,
            ".global" | ".const" | ".shared" | ".local" | ".param" => {}
            "[" => {
                count = it.next()?.parse().ok()?;
                if it.next()? != "]" {
                    return None;
                }
                array = true;
            }
            t if t.starts_with('.') => elem = Some(type_size(t)?),
            t => {
                if name.is_some() {
                    return None;
                }
                name = Some(t.to_owned());
            }
        }
    }
    let elem = elem?;
    Some(PtxParam {
        name: name?,
        size: elem.checked_mul(count)?,
        align: align.unwrap_or(elem).max(1),
        array,
    })
}

/// Whether the PTX declares a module-scope variable `name` in `.global` space.
pub fn declares_global(ptx: &str, name: &str) -> bool {
    let text = strip_comments(ptx);
    let t = tokens(&text);
    let mut depth = 0usize;
    let mut i = 0;
    while i < t.len() {
        match t[i] {
            "{" => depth += 1,
            "}" => depth = depth.saturating_sub(1),
            ".global" if depth == 0 => {
                // The declaration runs to its ';' or '='; its name is the last identifier
                // before a '[', '=' or ';'.
                let mut last = None;
                let mut j = i + 1;
                while j < t.len() && !matches!(t[j], ";" | "=" | "[") {
                    if !t[j].starts_with('.') && t[j].parse::<u64>().is_err() {
                        last = Some(t[j]);
                    }
                    j += 1;
                }
                if last == Some(name) {
                    return true;
                }
                i = j;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    false
}

/// The PTX name of the IR symbol `name` in `ptx`: the name itself when the PTX uses it,
/// else the cleaned name ([`clean_symbol`]) when the PTX uses that, else `None`.
pub fn ptx_name_of_global(ptx: &str, name: &str) -> Option<String> {
    [name.to_owned(), clean_symbol(name)]
        .into_iter()
        .find(|n| declares_global(ptx, n))
}

/// The PTX name of the kernel `name`: as [`ptx_name_of_global`], for `.entry` functions.
pub fn ptx_name_of_entry(ptx: &str, name: &str) -> Option<String> {
    let found = entries(ptx);
    [name.to_owned(), clean_symbol(name)]
        .into_iter()
        .find(|n| found.contains(n))
}

#[cfg(test)]
mod tests {
    use super::*;

    const BYVAL: &str = "//\n// Generated by LLVM NVPTX Back-End\n//\n\n.version 8.0\n.target sm_90\n.address_size 64\n\n\t// .globl\tk                       // -- Begin function k\n.visible .entry k(\n\t.param .u64 k_param_0,\n\t.param .align 4 .b8 k_param_1[12]\n)\n{\n\t.reg .b32 \t%r<5>;\n\tret;\n\n}\n";

    #[test]
    fn reads_entry_parameters() {
        let p = entry_params(BYVAL, "k").unwrap();
        assert_eq!(
            p,
            vec![
                PtxParam {
                    name: "k_param_0".into(),
                    size: 8,
                    align: 8,
                    array: false
                },
                PtxParam {
                    name: "k_param_1".into(),
                    size: 12,
                    align: 4,
                    array: true
                },
            ]
        );
        assert_eq!(entries(BYVAL), vec!["k"]);
        let e = entry_params(BYVAL, "nope").unwrap_err().to_string();
        assert!(e.contains("no .entry nope (entries: k)"), "{e}");
    }

    #[test]
    fn reads_pointer_annotations_and_empty_lists() {
        // `.align 1` after `.ptr` is the pointee's: the parameters stay 8-aligned (libNVVM's
        // `.u64 .ptr .align 1` then `.u32` then `.u64` puts the third at offset 16).
        let ptx = ".visible .entry a(\n\t.param .u64 .ptr .global .align 1 a_param_0,\n\t.param .f32 a_param_1,\n\t.param .u64 .ptr .align 1 a_param_2,\n\t.param .u8 a_param_3\n)\n{ ret; }\n.visible .entry b()\n{ ret; }\n";
        let p = entry_params(ptx, "a").unwrap();
        assert_eq!(
            p.iter().map(|p| (p.size, p.align)).collect::<Vec<_>>(),
            vec![(8, 8), (4, 4), (8, 8), (1, 1)]
        );
        assert_eq!(entry_params(ptx, "b").unwrap(), vec![]);
        let bad = ".visible .entry c(\n\t.param .weird c_param_0\n)\n{ ret; }\n";
        assert!(matches!(
            entry_params(bad, "c"),
            Err(PtxScanError::BadParam { index: 0, .. })
        ));
    }

    #[test]
    fn finds_globals_and_cleaned_names() {
        let ptx = ".global .align 8 .u64 vt0_$_0[2] = {t3, t2};\n.visible .global .align 4 .u32 total;\n// .global .u32 ghost;\n.visible .entry k()\n{\n\t.local .align 4 .b8 __local_depot0[8];\n\tret;\n}\n";
        assert!(declares_global(ptx, "total"));
        assert!(declares_global(ptx, "vt0_$_0"));
        assert!(!declares_global(ptx, "ghost"));
        assert!(!declares_global(ptx, "__local_depot0"));
        assert_eq!(clean_symbol("vt0.0"), "vt0_$_0");
        assert_eq!(ptx_name_of_global(ptx, "vt0.0").as_deref(), Some("vt0_$_0"));
        assert_eq!(ptx_name_of_global(ptx, "total").as_deref(), Some("total"));
        assert_eq!(ptx_name_of_entry(ptx, "k").as_deref(), Some("k"));
        assert_eq!(ptx_name_of_entry(ptx, "q"), None);
    }
}
