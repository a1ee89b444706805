//! libNVVM's inlining decisions as seam [`Remark`]s (pass `nvvm`), read from two outputs of one
//! compilation with [`super::NvvmOptions::remarks`]:
//!
//! - the program log's `-pass-remarks=inline` lines, one per call site inlined:
//!   `remark: <unknown>:0:0: 'f' inlined into 'k' with (cost=-15020, threshold=9787)`;
//! - the module printed before instruction selection (`-print-isel-input
//!   -print-module-scope`), where `-inline-remark-attribute` left an `"inline-remark"`
//!   attribute on every call the inliner kept: `(cost=never): noinline function attribute`,
//!   `(cost=never): recursive`, `(cost=9970, threshold=9787)`.
//!
//! Each becomes `nvvm: @CALLER: inlined|not-inlined (REASON) callee=@CALLEE [cost=C]
//! [threshold=T]`, REASON being the words after `): ` (`noinline function attribute`,
//! `always inline attribute`) or `cost` when NVVM compared a cost with a threshold. A call to
//! an intrinsic carries no decision and gives no remark.

use std::collections::HashMap;

use crate::passes::Remark;

/// The pass name of NVVM's remarks.
pub const PASS: &str = "nvvm";

/// The remarks of one compilation: those of the log (inlined), then those of the module's
/// calls left (`optimized`), in order.
pub fn inline_remarks(log: &str, optimized: Option<&str>) -> Vec<Remark> {
    let mut out: Vec<Remark> = log.lines().filter_map(inlined_line).collect();
    if let Some(m) = optimized {
        out.extend(kept_calls(m));
    }
    out
}

/// The last module of what `-print-isel-input -print-module-scope` printed (it prints the
/// module once per function selected): from its last `; ModuleID` line to the end, or `None`.
pub fn last_module(printed: &str) -> Option<&str> {
    let at = printed.rfind("; ModuleID")?;
    Some(&printed[at..])
}

/// A remark of a `'f' inlined into 'k' with (...)` log line.
fn inlined_line(line: &str) -> Option<Remark> {
    let at = line.find(" inlined into ")?;
    let head = &line[..at];
    let callee = quoted_tail(head)?;
    let rest = &line[at + " inlined into ".len()..];
    let (caller, rest) = quoted_head(rest)?;
    let detail = rest.trim_start().strip_prefix("with ")?;
    // Debug locations, when the module has them: `... at callsite k:3:4;`.
    let detail = detail.split(" at callsite ").next().unwrap_or(detail);
    Some(decision(caller, callee, true, detail.trim()))
}

/// The remark for one decision: `detail` is LLVM's `(cost=..., threshold=...)` or
/// `(cost=always|never): why`.
fn decision(caller: &str, callee: &str, inlined: bool, detail: &str) -> Remark {
    let (inner, why) = match detail.strip_prefix('(').and_then(|d| d.split_once(')')) {
        Some((inner, after)) => (inner, after.trim_start_matches(':').trim()),
        None => ("", detail),
    };
    let mut cost = None;
    let mut threshold = None;
    for part in inner.split(',') {
        match part.trim().split_once('=') {
            Some(("cost", v)) => cost = Some(v.to_owned()),
            Some(("threshold", v)) => threshold = Some(v.to_owned()),
            _ => {}
        }
    }
    let reason = if why.is_empty() {
        if cost.is_some() { "cost" } else { "unknown" }
    } else {
        why
    };
    let mut r = Remark::new(
        PASS,
        caller,
        if inlined { "inlined" } else { "not-inlined" },
        reason,
    )
    .with("callee", format!("@{callee}"));
    if let Some(c) = cost {
        r = r.with("cost", c);
    }
    if let Some(t) = threshold {
        r = r.with("threshold", t);
    }
    r
}

/// The name in the last `'...'` of `s`.
fn quoted_tail(s: &str) -> Option<&str> {
    let end = s.rfind('\'')?;
    let start = s[..end].rfind('\'')?;
    Some(&s[start + 1..end])
}

/// The name in the `'...'` that `s` starts with, and what follows it.
fn quoted_head(s: &str) -> Option<(&str, &str)> {
    let s = s.strip_prefix('\'')?;
    let end = s.find('\'')?;
    Some((&s[..end], &s[end + 1..]))
}

/// The calls a printed module kept, with their `"inline-remark"` attributes.
fn kept_calls(module: &str) -> Vec<Remark> {
    let mut groups: HashMap<&str, String> = HashMap::new();
    for line in module.lines() {
        let Some(rest) = line.strip_prefix("attributes #") else {
            continue;
        };
        let Some((n, body)) = rest.split_once(" = ") else {
            continue;
        };
        if let Some(v) = string_attribute(body, "inline-remark") {
            groups.insert(n.trim(), v);
        }
    }
    let mut out = Vec::new();
    let mut caller: Option<String> = None;
    for line in module.lines() {
        if line.starts_with("define ") {
            caller = callee_name(line).map(str::to_owned);
            continue;
        }
        if line.starts_with('}') {
            caller = None;
            continue;
        }
        let Some(caller) = &caller else { continue };
        let t = line.trim_start();
        let call_at = t
            .find("call ")
            .filter(|&i| i == 0 || t[..i].ends_with(' ') || t[..i].ends_with('='));
        let Some(at) = call_at else { continue };
        let Some(callee) = callee_name(&t[at..]) else {
            continue;
        };
        if callee.starts_with("llvm.") {
            continue;
        }
        let Some(group) = call_group(t) else { continue };
        if let Some(detail) = groups.get(group) {
            out.push(decision(caller, callee, false, detail));
        }
    }
    out
}

/// The value of the string attribute `"key"="value"` in an attribute group's body.
fn string_attribute(body: &str, key: &str) -> Option<String> {
    let pat = format!("\"{key}\"=\"");
    let at = body.find(&pat)? + pat.len();
    let rest = &body[at..];
    let mut v = String::new();
    let mut chars = rest.chars();
    while let Some(c) = chars.next() {
        match c {
            '"' => return Some(v),
            '\\' => {
                // LLVM escapes as `\XX` (two hex digits).
                let h: String = chars.by_ref().take(2).collect();
                v.push(u8::from_str_radix(&h, 16).map_or('?', char::from));
            }
            c => v.push(c),
        }
    }
    None
}

/// The name of the first `@name(` in `s` (a definition's or a call's callee).
fn callee_name(s: &str) -> Option<&str> {
    let mut from = 0;
    while let Some(i) = s[from..].find('@') {
        let start = from + i + 1;
        let rest = &s[start..];
        if let Some(q) = rest.strip_prefix('"') {
            let end = q.find('"')?;
            if q[end + 1..].starts_with('(') {
                return Some(&q[..end]);
            }
        } else {
            let end = rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || "._$-".contains(c)))
                .unwrap_or(rest.len());
            if rest[end..].starts_with('(') && end > 0 {
                return Some(&rest[..end]);
            }
        }
        from = start;
    }
    None
}

/// The attribute group number after a call's argument list: `... #3` or `... #3, !dbg !4`.
fn call_group(t: &str) -> Option<&str> {
    let close = t.rfind(')')?;
    let after = t[close + 1..].trim_start();
    let n = after.strip_prefix('#')?;
    let end = n.find(|c: char| !c.is_ascii_digit()).unwrap_or(n.len());
    (end > 0).then(|| &n[..end])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inlined_lines_and_kept_calls_become_remarks() {
        let log = "remark: <unknown>:0:0: 'f' inlined into 'g' with (cost=-15020, threshold=9787)\n\
                   remark: <unknown>:0:0: rec has uninlinable pattern (recursive)\n\
                   remark: <unknown>:0:0: 'h' inlined into 'k' with (cost=always): always inline attribute\n";
        let module = "; ModuleID = 'm'\n\
            define internal fastcc i32 @g(ptr %p) #0 {\n  %v = load i32, ptr %p\n  ret i32 %v\n}\n\
            define ptx_kernel void @k(ptr %p) {\n\
              %a = tail call fastcc i32 @g(ptr @x) #3\n\
              %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4\n\
              call void @\"odd name\"(i32 %a) #5, !dbg !9\n  ret void\n}\n\
            attributes #3 = { \"inline-remark\"=\"(cost=never): noinline function attribute\" }\n\
            attributes #4 = { \"inline-remark\"=\"(cost=never): no definition\" }\n\
            attributes #5 = { nounwind \"inline-remark\"=\"(cost=9970, threshold=9787)\" }\n";
        let got: Vec<String> = inline_remarks(log, Some(module))
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(
            got,
            [
                "nvvm: @g: inlined (cost) callee=@f cost=-15020 threshold=9787",
                "nvvm: @k: inlined (always inline attribute) callee=@h cost=always",
                "nvvm: @k: not-inlined (noinline function attribute) callee=@g cost=never",
                "nvvm: @k: not-inlined (cost) callee=@odd name cost=9970 threshold=9787",
            ]
        );
    }

    #[test]
    fn the_last_printed_module_is_read() {
        let printed = "; ModuleID = 'a'\nfirst\n; ModuleID = 'a'\nsecond\n";
        assert_eq!(last_module(printed), Some("; ModuleID = 'a'\nsecond\n"));
        assert_eq!(last_module("nothing"), None);
    }
}
