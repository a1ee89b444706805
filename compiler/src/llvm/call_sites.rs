//! The numbers LLVM 19's NVPTX back end gives the calls it lowers, kept independent of where a
//! job runs.
//!
//! `NVPTXTargetLowering::LowerCall` numbers every call it lowers from one process-wide counter
//! (`GlobalUniqueCallSite`). The number shows in the PTX in the comments around the call
//! (`{ // callseq N, 0` and `} // callseq N`) and, for an indirect call, in the label of its
//! prototype (`prototype_N : .callprototype ...`, and `, prototype_N;` in the call). So the PTX
//! of a module depends on how many calls the process lowered before it, and whatever compares
//! PTX text (the outliner, the caches keyed by PTX) sees the difference.
//!
//! A job in a child forked for it started from this process's count, which only in-process
//! jobs move ([`note_in_process`]). The worker (`worker.rs`) runs job after job, so its count
//! goes on from one to the next; [`renumber`] moves a job's numbers back to where they start
//! in a child forked for that job. A job's numbers are consecutive from the count at its start,
//! and each call lowered shows in the PTX, so the smallest number of the job is that count.

use std::sync::atomic::{AtomicU64, Ordering};

/// The counter as the jobs run in this process have left it.
static COUNT: AtomicU64 = AtomicU64::new(0);

/// The number the next call lowered in this process would get.
pub(super) fn process_count() -> u64 {
    COUNT.load(Ordering::Relaxed)
}

/// Notes `ptx`, made by a job in this process: the counter is past its numbers.
pub(super) fn note_in_process(ptx: &str) {
    note(&COUNT, ptx);
}

fn note(count: &AtomicU64, ptx: &str) {
    if let Some(last) = ptx.split('\n').filter_map(number).map(|(_, _, n)| n).max() {
        count.fetch_max(last.saturating_add(1), Ordering::Relaxed);
    }
}

/// The smallest call-site number in `ptx`: the count when the job that made it started.
#[cfg_attr(not(unix), allow(dead_code))]
pub(super) fn first(ptx: &str) -> Option<u64> {
    ptx.split('\n').filter_map(number).map(|(_, _, n)| n).min()
}

/// `ptx` with its call-site numbers moved to start at `base`.
#[cfg_attr(not(unix), allow(dead_code))]
pub(super) fn renumber(ptx: String, base: u64) -> String {
    let Some(first) = first(&ptx) else {
        return ptx;
    };
    if first == base {
        return ptx;
    }
    let mut out = String::with_capacity(ptx.len() + 64);
    for line in ptx.split_inclusive('\n') {
        let body = line.strip_suffix('\n').unwrap_or(line);
        match number(body) {
            Some((start, end, n)) => {
                out.push_str(&line[..start]);
                out.push_str(&(n - first).saturating_add(base).to_string());
                out.push_str(&line[end..]);
            }
            None => out.push_str(line),
        }
    }
    out
}

/// A line that carries a call-site number: what comes before the number, and whether what
/// follows it completes the line.
type Form = (&'static str, fn(&str) -> bool);

/// The lines that carry a call-site number.
const FORMS: [Form; 4] = [
    ("{ // callseq ", |rest| {
        rest.strip_prefix(", ")
            .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
    }),
    ("} // callseq ", str::is_empty),
    ("prototype_", |rest| rest.starts_with(" : .callprototype")),
    (", prototype_", |rest| rest == ";"),
];

/// The call-site number on `line`, if it is one of [`FORMS`]: where its digits are, and its
/// value.
fn number(line: &str) -> Option<(usize, usize, u64)> {
    let text = line.trim_start();
    let indent = line.len() - text.len();
    FORMS.iter().find_map(|(prefix, completes)| {
        let rest = text.strip_prefix(prefix)?;
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        let (n, after) = rest.split_at(digits);
        if digits == 0 || !completes(after) {
            return None;
        }
        let start = indent + prefix.len();
        Some((start, start + digits, n.parse().ok()?))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// LLVM 19's PTX for a direct and an indirect call, the counter at 13.
    const PTX: &str = "\
.visible .entry k(
)
{
\t{ // callseq 13, 0
\t.param .b32 param0;
\tcall.uni
\tf,
\t(
\tparam0
\t);
\t} // callseq 13
\t{ // callseq 14, 0
\tprototype_14 : .callprototype (.param .b32 _) _ (.param .b32 _);
\tcall (retval0),
\t%rd1,
\t(
\tparam0
\t)
\t, prototype_14;
\t} // callseq 14
\t// prototype_14 in a comment, callseq 14 in text
}
";

    #[test]
    fn a_jobs_numbers_start_at_the_base() {
        let moved = renumber(PTX.to_owned(), 0);
        assert_eq!(
            moved,
            PTX.replace("13", "0")
                .replace("callseq 14, 0", "callseq 1, 0")
                .replace("} // callseq 14", "} // callseq 1")
                .replace("prototype_14 :", "prototype_1 :")
                .replace(", prototype_14;", ", prototype_1;")
        );
        // Only the forms LLVM prints move: the comment keeps its 14.
        assert!(moved.contains("// prototype_14 in a comment, callseq 14 in text"));
        assert_eq!(renumber(moved.clone(), 13), PTX);
        assert_eq!(renumber(PTX.to_owned(), 13), PTX);
    }

    #[test]
    fn ptx_without_calls_is_left_alone() {
        let ptx = ".visible .entry k()\n{\n\tret;\n}\n";
        assert_eq!(renumber(ptx.to_owned(), 7), ptx);
    }

    #[test]
    fn in_process_jobs_move_the_count() {
        let count = AtomicU64::new(3);
        note(&count, PTX);
        assert_eq!(count.load(Ordering::Relaxed), 15);
        note(&count, ".visible .entry k()\n{\n\tret;\n}\n");
        assert_eq!(count.load(Ordering::Relaxed), 15);
        assert_eq!(first(PTX), Some(13));
    }
}
