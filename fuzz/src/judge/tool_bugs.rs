//! Known defects of the tools seam runs as oracles, each with its reproducer in
//! `docs/tool-bugs/`: a tool failure ([`super::FindingKind::Tool`]) that matches one is
//! named by it, so a campaign's dashboard tells a known defect met again from a new one.
//!
//! A matcher looks at the tool's input for the shape the reproducer reduced to; it never
//! runs the tool. A failure that matches no entry keeps the tool's own failure name.

/// One known defect of a tool.
#[derive(Debug)]
pub struct KnownToolBug {
    /// Its name: the detail of the findings it explains.
    pub id: &'static str,
    /// The tool failure it shows as (`ptxas-timeout`, `llvm-crash`, ...).
    pub failure: &'static str,
    /// The reproducer, from the repository's root.
    pub file: &'static str,
    /// What it is, in one line.
    pub what: &'static str,
    /// Whether the tool's input has the defect's shape.
    matches: fn(&str) -> bool,
}

/// Every known defect.
pub static KNOWN: &[KnownToolBug] = &[KnownToolBug {
    id: "known-ptxas-12.9-hang-alloca-size-from-call",
    failure: "ptxas-timeout",
    file: "docs/tool-bugs/ptxas-12.9-hang-alloca-size-from-call.ptx",
    what: "ptxas 12.9 (-O1 to -O3) does not finish on a dynamic alloca whose size a call \
           returns (docs/outliner.md)",
    matches: alloca_size_from_call,
}];

/// The known defect that explains a tool failure `failure` on `input`, if one does.
pub fn known(failure: &str, input: &str) -> Option<&'static KnownToolBug> {
    KNOWN
        .iter()
        .find(|k| k.failure == failure && (k.matches)(input))
}

/// Whether a tool failure is the tool's own (it crashed or ran past its time limit) rather
/// than a refusal of its input: the names the backend gives them end so.
pub fn is_tool_failure(failure: &str) -> bool {
    failure.ends_with("-crash") || failure.ends_with("-timeout")
}

/// The detail and message of a tool's failure `e` on `what` (`the result`, `the outlined
/// PTX`): the known defect's name where one matches, else the failure's.
pub fn describe(e: &super::CodegenError, what: &str) -> (String, String) {
    let first = e.message.lines().next().unwrap_or("");
    match e.input.as_deref().and_then(|input| known(&e.tool, input)) {
        Some(k) => (
            k.id.to_owned(),
            format!(
                "{} on {what}: a known defect, {} ({}): {first}{}",
                e.tool,
                k.what,
                k.file,
                skipped(&e.tool)
            ),
        ),
        None => (
            e.tool.clone(),
            format!(
                "{} on {what} (the tool's own failure, not a mistake of seam's passes): {}{}",
                e.tool,
                e.message,
                skipped(&e.tool)
            ),
        ),
    }
}

/// What a timeout means for the rest of the case.
fn skipped(failure: &str) -> &'static str {
    if failure.ends_with("-timeout") {
        "; the case's other modules are not compiled (one limit per case, not one per pipeline)"
    } else {
        ""
    }
}

/// PTX with an `alloca` whose size register is loaded from a call's return parameter.
fn alloca_size_from_call(ptx: &str) -> bool {
    let from_call: Vec<&str> = ptx
        .lines()
        .filter_map(|l| {
            let l = l.trim();
            let rest = l.strip_prefix("ld.param.")?;
            let (_, operands) = rest.split_once(char::is_whitespace)?;
            let (dst, src) = operands.split_once(',')?;
            src.trim().starts_with("[retval").then_some(dst.trim())
        })
        .collect();
    ptx.lines().any(|l| {
        let Some(rest) = l.trim().strip_prefix("alloca.") else {
            return false;
        };
        let mut operands = rest
            .split_once(char::is_whitespace)
            .map_or("", |(_, o)| o)
            .split(',')
            .map(str::trim);
        let _dst = operands.next();
        operands
            .next()
            .is_some_and(|size| size.starts_with('%') && from_call.contains(&size))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const REPRODUCER: &str =
        include_str!("../../../docs/tool-bugs/ptxas-12.9-hang-alloca-size-from-call.ptx");

    #[test]
    fn the_reproducer_matches_its_entry_and_other_shapes_do_not() {
        let k = known("ptxas-timeout", REPRODUCER).expect("the reproducer is its own defect");
        assert_eq!(k.id, "known-ptxas-12.9-hang-alloca-size-from-call");
        assert!(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("..")
                .join(k.file)
                .is_file()
        );
        // Another failure of the same input is not that defect.
        assert!(known("ptxas-crash", REPRODUCER).is_none());
        // A constant size, or a size computed in place: not the shape.
        let constant =
            REPRODUCER.replace("alloca.u64 \t%rd3, %rd2, 16;", "alloca.u64 \t%rd3, 24, 16;");
        assert_ne!(constant, REPRODUCER);
        assert!(known("ptxas-timeout", &constant).is_none());
        let in_place = REPRODUCER.replace("ld.param.b64 \t%rd2, [retval0];", "mov.b64 \t%rd2, 24;");
        assert_ne!(in_place, REPRODUCER);
        assert!(known("ptxas-timeout", &in_place).is_none());
    }

    #[test]
    fn crashes_and_timeouts_are_the_tools_refusals_are_not() {
        for f in ["ptxas-timeout", "ptxas-crash", "llvm-crash", "llvm-timeout"] {
            assert!(is_tool_failure(f), "{f}");
        }
        for f in ["ptxas", "llvm", "llvm-fatal", "llvm-unsupported"] {
            assert!(!is_tool_failure(f), "{f}");
        }
    }
}
