//! The text libNVVM 13.5's new front end (`-nvvm-latest`, LLVM 22) reads, made from LLVM 19
//! text such as seam prints. Two edits, each needed (checked on libNVVM 13.5.37):
//!
//! - **NVVM's data layout** ([`NVVM_DATALAYOUT`]): LLVM 19's short NVPTX layout
//!   (`e-i64:64-i128:128-v16:16-v32:32-n16:32:64`) is refused with "Target-incompatible
//!   DataLayout". The long one states the same sizes and alignments for what seam's IR uses,
//!   so the module's meaning is unchanged. A module without a layout gets it too.
//! - **The triple**, `nvptx64-nvidia-cuda`, where the module has none (libNVVM refuses it:
//!   "Module does not contain a triple"); seam reads every module as 64-bit NVPTX, as its own
//!   code generation does.
//! - **`!nvvmir.version = !{!{i32 2, i32 0}}`**, else `NVVM_ERROR_IR_VERSION_MISMATCH`: NVVM
//!   IR 2.0, the version `nvvmIRVersion` reports. A module that names a version keeps it.
//!
//! - **Type tests under an assume are dropped**: `%t = call i1 @llvm.type.test(...)` whose only
//!   use is `call void @llvm.assume(i1 %t)`. libNVVM 13.5 at `-opt=0` refuses every
//!   `llvm.type.test` ("must be lowered by the LowerTypeTests pass before code generation";
//!   at `-opt=3` its pipeline lowers them). Dropping the pair is what LowerTypeTests does to
//!   type tests that only feed assumptions, and what LLVM 19's code generator does with them
//!   (seam's own PTX path): an assumption removed changes no execution. A type test used
//!   otherwise stays, and libNVVM says what it makes of it.
//!
//! Nothing else is changed: a triple given, the `ptx_kernel` calling convention, `!nvvm.annotations`
//! and LLVM 19's attributes and intrinsics are read as they are. Comment lines stay (they
//! carry seam's `; launch:` lines, which libNVVM ignores).

/// The data layout libNVVM requires of 64-bit NVPTX modules.
pub const NVVM_DATALAYOUT: &str = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-\
i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64";

/// `text` with NVVM's data layout and IR version (see the module documentation).
pub fn nvvm_input(text: &str) -> String {
    let dropped = assumed_type_tests(text);
    let mut out = String::with_capacity(text.len() + 256);
    let mut layout_done = false;
    let mut has_version = false;
    let mut has_triple = false;
    let mut max_md: Option<u64> = None;
    for (n, line) in text.lines().enumerate() {
        let t = line.trim_start();
        if t.starts_with("target datalayout") {
            out.push_str(&format!("target datalayout = \"{NVVM_DATALAYOUT}\"\n"));
            layout_done = true;
            continue;
        }
        if t.starts_with("!nvvmir.version") {
            has_version = true;
        }
        if t.starts_with("target triple") {
            has_triple = true;
        }
        if let Some(n) = metadata_number(t) {
            max_md = Some(max_md.map_or(n, |m| m.max(n)));
        }
        if dropped.contains(&n) {
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    if !has_triple {
        out.insert_str(0, "target triple = \"nvptx64-nvidia-cuda\"\n");
    }
    if !layout_done {
        out.insert_str(0, &format!("target datalayout = \"{NVVM_DATALAYOUT}\"\n"));
    }
    if !has_version {
        let n = max_md.map_or(0, |m| m + 1);
        out.push_str(&format!(
            "\n!nvvmir.version = !{{!{n}}}\n!{n} = !{{i32 2, i32 0}}\n"
        ));
    }
    out
}

/// The lines (0-based) of `llvm.type.test` calls whose every use is `call void
/// @llvm.assume(i1 %t)`, and of those assumes. Names are looked up within each function body
/// (from a `define` line to the closing `}`); a use is the name followed by a character that
/// cannot continue it.
fn assumed_type_tests(text: &str) -> std::collections::HashSet<usize> {
    let mut out = std::collections::HashSet::new();
    if !text.contains("@llvm.type.test(") {
        return out;
    }
    let lines: Vec<&str> = text.lines().map(str::trim_start).collect();
    let mut i = 0;
    while i < lines.len() {
        if !lines[i].starts_with("define ") {
            i += 1;
            continue;
        }
        let start = i;
        while i < lines.len() && lines[i] != "}" {
            i += 1;
        }
        let body = &lines[start..i.min(lines.len())];
        for (k, t) in body.iter().enumerate() {
            let Some((name, rest)) = t.split_once(" = ") else {
                continue;
            };
            if !name.starts_with('%') || !rest.contains("call i1 @llvm.type.test(") {
                continue;
            }
            let assume = format!("call void @llvm.assume(i1 {name})");
            let mut assumes = Vec::new();
            let only_assumed = body.iter().enumerate().all(|(j, l)| {
                if j == k || uses(l, name) == 0 {
                    return true;
                }
                let ok = l.starts_with(&assume) && uses(l, name) == 1;
                if ok {
                    assumes.push(start + j);
                }
                ok
            });
            if only_assumed {
                out.insert(start + k);
                out.extend(assumes);
            }
        }
    }
    out
}

/// How many times `name` appears in `line` as a whole value name.
fn uses(line: &str, name: &str) -> usize {
    line.match_indices(name)
        .filter(|(i, _)| {
            let after = line[i + name.len()..].chars().next();
            !after.is_some_and(|c| c.is_ascii_alphanumeric() || "._$-".contains(c))
        })
        .count()
}

/// The name of the first kernel `text` defines (`define ... ptx_kernel ... @name(`), if any:
/// a function that survives NVVM's optimization, to print the module at.
pub fn first_kernel(text: &str) -> Option<String> {
    text.lines()
        .filter(|l| l.starts_with("define ") && l.contains(" ptx_kernel "))
        .find_map(|l| {
            let at = l.find('@')? + 1;
            let rest = &l[at..];
            let name = match rest.strip_prefix('"') {
                Some(q) => &q[..q.find('"')?],
                None => &rest[..rest.find('(')?],
            };
            Some(name.to_owned())
        })
}

/// `N` of a line `!N = ...` (a numbered metadata node's definition).
fn metadata_number(line: &str) -> Option<u64> {
    let rest = line.strip_prefix('!')?;
    let end = rest.find(|c: char| !c.is_ascii_digit())?;
    if end == 0 || !rest[end..].trim_start().starts_with('=') {
        return None;
    }
    rest[..end].parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_layout_is_replaced_and_the_version_numbered_after_the_last_node() {
        let text = "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n\
                    target triple = \"nvptx64-nvidia-cuda\"\n\
                    !nvvm.annotations = !{!0, !7}\n!0 = !{}\n!7 = !{}\n";
        let got = nvvm_input(text);
        assert!(got.starts_with(&format!("target datalayout = \"{NVVM_DATALAYOUT}\"\n")));
        assert!(!got.contains("e-i64:64-i128"));
        assert!(
            got.ends_with("!nvvmir.version = !{!8}\n!8 = !{i32 2, i32 0}\n"),
            "{got}"
        );
    }

    #[test]
    fn type_tests_that_only_feed_assumes_are_dropped() {
        let text = "define void @f(ptr %p) {\n\
                    %t = call i1 @llvm.type.test(ptr %p, metadata !\"a\")\n\
                    call void @llvm.assume(i1 %t)\n\
                    %t1 = call i1 @llvm.type.test(ptr %p, metadata !\"a\")\n\
                    %u = zext i1 %t1 to i32\n\
                    ret void\n}\n";
        // The same name in another function, used otherwise there, changes nothing here.
        let text = format!(
            "{text}define i1 @g(ptr %p) {{\n%t = call i1 @llvm.type.test(ptr %p, metadata !\"a\")\n\
             ret i1 %t\n}}\n"
        );
        let got = nvvm_input(&text);
        assert!(got.contains("ret i1 %t"), "{got}");
        assert_eq!(got.matches("%t = call").count(), 1, "{got}");
        assert!(!got.contains("@llvm.assume(i1 %t)"), "{got}");
        // Used otherwise: kept.
        assert!(got.contains("%t1 = call i1 @llvm.type.test"), "{got}");
        assert!(got.contains("%u = zext i1 %t1"), "{got}");
    }

    #[test]
    fn the_first_kernel_is_found() {
        let text = "define void @f() {\n}\ndefine ptx_kernel void @k(i32 %x) {\n}\n";
        assert_eq!(first_kernel(text).as_deref(), Some("k"));
        assert_eq!(first_kernel("define void @f() {\n}\n"), None);
    }

    #[test]
    fn a_module_without_layout_or_metadata_gets_both_and_a_named_version_stays() {
        let got = nvvm_input("define void @f() {\n  ret void\n}\n");
        assert!(got.starts_with("target datalayout"));
        assert_eq!(
            got.matches("target triple = \"nvptx64-nvidia-cuda\"")
                .count(),
            1
        );
        let given = nvvm_input("target triple = \"nvptx64-nvidia-cuda\"\n");
        assert_eq!(given.matches("target triple").count(), 1);
        assert!(got.ends_with("!nvvmir.version = !{!0}\n!0 = !{i32 2, i32 0}\n"));
        let kept = nvvm_input("!nvvmir.version = !{!0}\n!0 = !{i32 2, i32 0}\n");
        assert_eq!(kept.matches("nvvmir.version").count(), 1);
    }
}
