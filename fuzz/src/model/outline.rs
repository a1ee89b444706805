//! Seed 002's benefit decision, restated: the machine outliner reports each group whose
//! benefit it compared with the threshold (`seam::outline::Decision`: the sequence's text,
//! each occurrence's place, live-ins, live-outs, benefit, outlined or not); this model redoes
//! each decision from the input PTX alone, without `seam::outline`'s mapping, liveness or
//! costs:
//!
//! - the occurrences: at each place the input has that many instructions in a row, each the
//!   reported instruction but for the names of its registers, renamed one to one in order of
//!   first appearance (rule `occurrences`);
//! - the live-ins: registers the sequence reads before it writes them (`live-ins`), and the
//!   live-outs: registers it writes that some occurrence's function reads after it, by its
//!   own liveness over the branches (`outline_ptx.rs`; `live-outs`);
//! - the benefit, from the seed's formula with this model's own constants (`benefit`), and
//!   the decision: outlined exactly when the benefit is at least the threshold (`outlined`:
//!   the pass outlined what the rule refuses; `refused`: the reverse).
//!
//! The seed's formula: `benefit = occurrences × per-occurrence saving − frame overhead`,
//! saturating at 0. In PTX instructions: an occurrence's `length` instructions become a call
//! sequence, one `st.param` per live-in, the `call`, one `ld.param` per live-out; the outlined
//! function costs its body once and its frame: one `ld.param` per live-in, one `st.param`
//! per live-out, the `ret`.
//!
//! [`term_sides`] names the decisions one term alone flips (the coverage table's outliner
//! sides): one instruction less, one occurrence fewer, the live-ins or live-outs dropped, the
//! `ret` dropped, and the threshold met exactly or missed by one.

use std::collections::BTreeSet;

use seam::outline::Decision;

use super::ModelMismatch;
use super::outline_ptx::{Func, Item, Liveness, functions, spaced};

/// The pass, as the judge's outline stage names it in findings.
pub const PASS: &str = "outline";

/// The `call` instruction at each occurrence.
const CALL_INSTRUCTIONS: i64 = 1;
/// The outlined function's `ret`.
const RET_INSTRUCTIONS: i64 = 1;

/// What the benefit rule reads off a group.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Terms {
    /// Instructions in the sequence.
    pub length: i64,
    /// Occurrences.
    pub occurrences: i64,
    /// Registers read before written.
    pub live_in: i64,
    /// Registers some occurrence needs back.
    pub live_out: i64,
    /// The outlined function's fixed frame instructions (the seed's: its `ret`).
    pub frame: i64,
}

impl Terms {
    /// The seed's benefit before it saturates.
    pub fn raw_benefit(&self) -> i64 {
        let saving = self.length - (self.live_in + CALL_INSTRUCTIONS + self.live_out);
        let overhead = self.length + self.live_in + self.live_out + self.frame;
        self.occurrences * saving - overhead
    }

    /// The benefit: the raw one, or 0.
    pub fn benefit(&self) -> u64 {
        self.raw_benefit().max(0) as u64
    }

    /// Whether the rule outlines: `benefit ≥ threshold`.
    pub fn kept(&self, threshold: u64) -> bool {
        self.benefit() >= threshold
    }
}

/// A decision redone: its terms from the PTX, or what did not match.
fn redo(d: &Decision, funcs: &[(Func, Liveness)]) -> Result<Terms, (&'static str, String)> {
    let text: Vec<String> = d.text.iter().map(|t| spaced(t)).collect();
    if text.len() != d.length || d.occurrences.len() < 2 {
        return Err((
            "occurrences",
            format!(
                "a group of {} instructions reported with {} instructions of text and {} occurrences",
                d.length,
                text.len(),
                d.occurrences.len()
            ),
        ));
    }
    let mut live_out: BTreeSet<usize> = BTreeSet::new();
    let mut first: Option<Vec<String>> = None;
    // The reported text renamed, with the first occurrence's registers.
    let mut want: Option<Vec<String>> = None;
    for (name, line) in &d.occurrences {
        let place = format!("{name}:{line}");
        let Some((f, live)) = funcs.iter().find(|(f, _)| f.name == *name) else {
            return Err(("occurrences", format!("{place}: no such function")));
        };
        let Some(start) = f.at_line(*line) else {
            return Err((
                "occurrences",
                format!("{place}: no instruction starts there"),
            ));
        };
        let Some(items) = f.items.get(start..start + d.length) else {
            return Err(("occurrences", format!("{place}: the function ends first")));
        };
        let mut seq: Vec<&str> = Vec::new();
        for it in items {
            match it {
                Item::Inst { text, .. } => seq.push(text),
                _ => {
                    return Err((
                        "occurrences",
                        format!("{place}: a label, block or declaration within the sequence"),
                    ));
                }
            }
        }
        // The registers in order of first appearance, and the text with each renamed to
        // its index.
        let (canon, regs) = canonical(f, &seq);
        let want = want.get_or_insert_with(|| {
            canonical(f, &text.iter().map(String::as_str).collect::<Vec<_>>()).0
        });
        if canon != *want {
            return Err((
                "occurrences",
                format!(
                    "{place} is not the reported sequence (`{}`) but for register names: `{}`",
                    text.join("; "),
                    seq.join("; ")
                ),
            ));
        }
        // Its registers written in the sequence that are live after it.
        let last = start + d.length - 1;
        let mut written: Vec<String> = Vec::new();
        for t in &seq {
            let a = f.access(t);
            written.extend(a.writes.into_iter().chain(a.guarded_writes));
        }
        for r in written {
            if live.live_after(last, &r) {
                live_out.insert(regs.iter().position(|x| *x == r).expect("a register seen"));
            }
        }
        if first.is_none() {
            first = Some(seq.iter().map(|s| (*s).to_owned()).collect());
        }
    }
    let seq = first.expect("two occurrences");
    let f = &funcs
        .iter()
        .find(|(f, _)| f.name == d.occurrences[0].0)
        .expect("found above")
        .0;
    // Read before written.
    let (mut read_first, mut written): (Vec<String>, Vec<String>) = (Vec::new(), Vec::new());
    for t in &seq {
        let a = f.access(t);
        for r in &a.reads {
            if !written.contains(r) && !read_first.contains(r) {
                read_first.push(r.clone());
            }
        }
        for r in a.writes.iter().chain(&a.guarded_writes) {
            if !written.contains(r) {
                written.push(r.clone());
            }
        }
    }
    Ok(Terms {
        length: d.length as i64,
        occurrences: d.occurrences.len() as i64,
        live_in: read_first.len() as i64,
        live_out: live_out.len() as i64,
        frame: RET_INSTRUCTIONS,
    })
}

/// The sequence's text with each register renamed to `%#k` (`k`: its index of first
/// appearance, `p` after it for a predicate), and the registers in that order.
fn canonical(f: &Func, seq: &[&str]) -> (Vec<String>, Vec<String>) {
    let mut regs: Vec<String> = Vec::new();
    let mut out = Vec::new();
    for t in seq {
        let a = f.access(t);
        let mut s = String::new();
        let mut rest: &str = t;
        for r in &a.tokens {
            // The token's next appearance (tokens are in order).
            let Some(at) = find_token(rest, r) else {
                break;
            };
            s.push_str(&rest[..at]);
            let k = match regs.iter().position(|x| x == r) {
                Some(k) => k,
                None => {
                    regs.push(r.clone());
                    regs.len() - 1
                }
            };
            let pred = if f.register(r) == Some(true) { "p" } else { "" };
            s.push_str(&format!("%#{k}{pred}"));
            rest = &rest[at + r.len()..];
        }
        s.push_str(rest);
        out.push(decimal(&unspaced_commas(&s)));
    }
    (out, regs)
}

/// `s` with its whitespace collapsed and none beside commas: the outliner reports an
/// instruction as seam prints it (`%f8, %f9`), where inline assembly pasted into the PTX may
/// read `%f8,%f9`; the two are one instruction.
fn unspaced_commas(s: &str) -> String {
    s.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace(" ,", ",")
        .replace(", ", ",")
}

/// `s` with each hexadecimal integer (`0x4A00`) written in decimal, as an integer is
/// compared (LLVM writes some immediates in hexadecimal, seam's printer in decimal).
fn decimal(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = String::with_capacity(s.len());
    let mut i = 0;
    while i < b.len() {
        let word_start = i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_');
        if word_start && b[i] == b'0' && matches!(b.get(i + 1), Some(b'x' | b'X')) {
            let end = (i + 2..=b.len())
                .find(|&j| j == b.len() || !b[j].is_ascii_hexdigit())
                .unwrap_or(b.len());
            if let Ok(v) = u64::from_str_radix(&s[i + 2..end], 16) {
                out.push_str(&v.to_string());
                i = end;
                continue;
            }
        }
        out.push(b[i] as char);
        i += 1;
    }
    out
}

/// Where register `r` appears in `s` as a whole token.
fn find_token(s: &str, r: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(i) = s[from..].find(r) {
        let at = from + i;
        let after = s[at + r.len()..].chars().next();
        if !after.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$') {
            return Some(at);
        }
        from = at + r.len();
    }
    None
}

/// The functions of `ptx` with their liveness.
fn read(ptx: &str) -> Vec<(Func, Liveness)> {
    functions(ptx)
        .into_iter()
        .map(|f| {
            let l = Liveness::new(&f);
            (f, l)
        })
        .collect()
}

/// The outliner's `decisions` on `ptx` under `threshold`, held to the rule: every mismatch, a
/// decision the other way first.
pub fn check(ptx: &str, decisions: &[Decision], threshold: u64) -> Vec<ModelMismatch> {
    if decisions.is_empty() {
        return Vec::new();
    }
    let funcs = read(ptx);
    let mut flips = Vec::new();
    let mut others = Vec::new();
    let mismatch = |rule: &str, message: String| ModelMismatch {
        pass: PASS.to_owned(),
        rule: rule.to_owned(),
        message,
    };
    for d in decisions {
        let at = d
            .occurrences
            .iter()
            .map(|(f, l)| format!("{f}:{l}"))
            .collect::<Vec<_>>()
            .join(" ");
        let t = match redo(d, &funcs) {
            Ok(t) => t,
            Err((rule, why)) => {
                others.push(mismatch(rule, format!("the group at {at}: {why}")));
                continue;
            }
        };
        let kept = t.kept(threshold);
        if kept != d.outlined {
            flips.push(mismatch(
                if d.outlined { "outlined" } else { "refused" },
                format!(
                    "the group of {} instructions at {at} (live-in {}, live-out {}): benefit {} \
                     against threshold {threshold}, so the seed {} it; the outliner {} it \
                     (its benefit {})",
                    t.length,
                    t.live_in,
                    t.live_out,
                    t.benefit(),
                    if kept { "outlines" } else { "refuses" },
                    if d.outlined { "outlined" } else { "refused" },
                    d.benefit
                ),
            ));
        }
        for (rule, want, got) in [
            ("live-ins", t.live_in as u64, d.live_in as u64),
            ("live-outs", t.live_out as u64, d.live_out as u64),
            ("benefit", t.benefit(), d.benefit),
        ] {
            if want != got {
                others.push(mismatch(
                    rule,
                    format!(
                        "the group of {} instructions at {at}: {rule} {got} reported, the \
                         seed's rule gives {want} (live-in {}, live-out {}, occurrences {})",
                        t.length, t.live_in, t.live_out, t.occurrences
                    ),
                ));
            }
        }
    }
    flips.extend(others);
    flips
}

/// Term side: a group kept that one instruction less would refuse.
pub const TERM_LENGTH: &str = "outline: length alone decides (kept; one instruction less, refused)";
/// Term side: a group of three or more kept that one occurrence fewer would refuse.
pub const TERM_OCCURRENCES: &str =
    "outline: occurrences alone decide (kept; one fewer of 3+, refused)";
/// Term side: a group refused that its live-ins alone refuse.
pub const TERM_LIVE_IN: &str = "outline: live-ins alone decide (refused; kept without them)";
/// Term side: a group refused that its live-outs alone refuse.
pub const TERM_LIVE_OUT: &str = "outline: live-outs alone decide (refused; kept without them)";
/// Term side: a group refused that its frame's `ret` alone refuses.
pub const TERM_FRAME: &str = "outline: frame alone decides (refused; kept without the ret)";
/// Term side: a benefit exactly at the threshold (kept).
pub const TERM_AT_THRESHOLD: &str = "outline: benefit = threshold (kept)";
/// Term side: a benefit one below the threshold, not saturated (refused).
pub const TERM_BELOW_THRESHOLD: &str = "outline: benefit = threshold - 1, unsaturated (refused)";
/// Term side: a benefit below 0, saturated (refused).
pub const TERM_SATURATED: &str = "outline: benefit below 0, saturated at 0 (refused)";

/// Every outliner term side, in table order.
pub const TERM_SIDES: &[&str] = &[
    TERM_LENGTH,
    TERM_OCCURRENCES,
    TERM_LIVE_IN,
    TERM_LIVE_OUT,
    TERM_FRAME,
    TERM_AT_THRESHOLD,
    TERM_BELOW_THRESHOLD,
    TERM_SATURATED,
];

/// The term sides of a group with terms `t` under `threshold`.
pub fn sides_of(t: Terms, threshold: u64) -> BTreeSet<&'static str> {
    let mut out = BTreeSet::new();
    let kept = t.kept(threshold);
    let with = |f: &dyn Fn(&mut Terms)| {
        let mut u = t;
        f(&mut u);
        u.kept(threshold)
    };
    if kept && !with(&|u| u.length -= 1) {
        out.insert(TERM_LENGTH);
    }
    if kept && t.occurrences >= 3 && !with(&|u| u.occurrences -= 1) {
        out.insert(TERM_OCCURRENCES);
    }
    if !kept && t.live_in > 0 && with(&|u| u.live_in = 0) {
        out.insert(TERM_LIVE_IN);
    }
    if !kept && t.live_out > 0 && with(&|u| u.live_out = 0) {
        out.insert(TERM_LIVE_OUT);
    }
    if !kept && with(&|u| u.frame = 0) {
        out.insert(TERM_FRAME);
    }
    let raw = t.raw_benefit();
    if raw == threshold as i64 {
        out.insert(TERM_AT_THRESHOLD);
    }
    if raw >= 0 && raw + 1 == threshold as i64 {
        out.insert(TERM_BELOW_THRESHOLD);
    }
    if raw < 0 {
        out.insert(TERM_SATURATED);
    }
    out
}

/// The term sides the outliner's `decisions` on `ptx` reach under `threshold` (each once;
/// only decisions that agree with the model count).
pub fn term_sides(ptx: &str, decisions: &[Decision], threshold: u64) -> BTreeSet<&'static str> {
    let funcs = read(ptx);
    let mut out = BTreeSet::new();
    for d in decisions {
        if let Ok(t) = redo(d, &funcs)
            && t.kept(threshold) == d.outlined
        {
            out.extend(sides_of(t, threshold));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn terms(length: i64, occurrences: i64, live_in: i64, live_out: i64) -> Terms {
        Terms {
            length,
            occurrences,
            live_in,
            live_out,
            frame: RET_INSTRUCTIONS,
        }
    }

    #[test]
    fn the_seed_formula() {
        // 2 × (10 − (1 + 1 + 1)) − (10 + 1 + 1 + 1) = 14 − 13.
        assert_eq!(terms(10, 2, 1, 1).raw_benefit(), 1);
        // Saturates at 0.
        assert_eq!(terms(2, 2, 3, 3).raw_benefit(), -19);
        assert_eq!(terms(2, 2, 3, 3).benefit(), 0);
        // Kept at equality, refused one below.
        assert!(terms(10, 2, 1, 1).kept(1));
        assert!(!terms(10, 2, 1, 1).kept(2));
    }

    /// Each term alone decides, on both sides of its boundary.
    #[test]
    fn each_term_side_and_its_other_side() {
        // Length: kept at 10 instructions, refused at 9; the benefit is the threshold.
        let s = sides_of(terms(10, 2, 1, 1), 1);
        assert!(
            s.contains(TERM_LENGTH) && s.contains(TERM_AT_THRESHOLD),
            "{s:?}"
        );
        assert!(!terms(9, 2, 1, 1).kept(1));
        // One more instruction: the benefit past the threshold by 2, no term alone.
        let s = sides_of(terms(11, 2, 1, 1), 1);
        assert!(
            !s.contains(TERM_LENGTH) && !s.contains(TERM_AT_THRESHOLD),
            "{s:?}"
        );
        // Occurrences: 3 kept at threshold 3 (benefit 6), 2 refused (benefit 2).
        assert!(sides_of(terms(5, 3, 0, 0), 3).contains(TERM_OCCURRENCES));
        assert!(!terms(5, 2, 0, 0).kept(3));
        // Four occurrences: one fewer still kept.
        assert!(!sides_of(terms(5, 4, 0, 0), 3).contains(TERM_OCCURRENCES));
        // Live-ins: one refuses (benefit −1, saturated), none keeps (2).
        let s = sides_of(terms(5, 2, 1, 0), 1);
        assert!(
            s.contains(TERM_LIVE_IN) && s.contains(TERM_SATURATED),
            "{s:?}"
        );
        assert!(!s.contains(TERM_LIVE_OUT));
        // Two live-ins and a short sequence: refused with or without them.
        assert!(!sides_of(terms(3, 2, 2, 0), 1).contains(TERM_LIVE_IN));
        // Live-outs, the same.
        let s = sides_of(terms(5, 2, 0, 1), 1);
        assert!(
            s.contains(TERM_LIVE_OUT) && !s.contains(TERM_LIVE_IN),
            "{s:?}"
        );
        assert!(!sides_of(terms(3, 2, 0, 2), 1).contains(TERM_LIVE_OUT));
        // The frame's ret: benefit 2 at threshold 3, refused; 3 without the ret.
        let s = sides_of(terms(5, 2, 0, 0), 3);
        assert!(
            s.contains(TERM_FRAME) && s.contains(TERM_BELOW_THRESHOLD),
            "{s:?}"
        );
        assert!(!s.contains(TERM_SATURATED));
        // Two below: neither.
        let s = sides_of(terms(5, 2, 0, 0), 4);
        assert!(
            !s.contains(TERM_FRAME) && !s.contains(TERM_BELOW_THRESHOLD),
            "{s:?}"
        );
        // At threshold 1, a raw benefit of 0 is one below and not saturated.
        let s = sides_of(terms(9, 2, 1, 1), 1);
        assert!(s.contains(TERM_BELOW_THRESHOLD) && !s.contains(TERM_SATURATED));
    }

    /// A kernel with `occurrences` copies of a chain of `length` additions on `%r1`, each
    /// copy's last result stored when `used` says so (through a branch to a block that
    /// stores them, or into a block nothing reaches); the lines where the copies start.
    fn kernel(
        occurrences: usize,
        length: usize,
        used: &[bool],
        reachable: bool,
    ) -> (String, Vec<u32>) {
        let mut lines: Vec<String> = [
            ".version 7.8",
            ".target sm_90",
            ".address_size 64",
            "",
            ".visible .entry k(",
            "\t.param .u64 k_param_0",
            ")",
            "{",
            "\t.reg .pred \t%p<2>;",
            "\t.reg .b32 \t%r<400>;",
            "\t.reg .b64 \t%rd<3>;",
            "",
            "\tld.param.u64 \t%rd1, [k_param_0];",
            "\tmov.u32 \t%r1, %tid.x;",
        ]
        .iter()
        .map(|s| (*s).to_owned())
        .collect();
        let mut starts = Vec::new();
        let mut last = Vec::new();
        for o in 0..occurrences {
            let base = 10 + o * 50;
            starts.push(lines.len() as u32 + 1);
            lines.push(format!("\tadd.s32 \t%r{base}, %r1, 0x10;"));
            for j in 1..length {
                lines.push(format!(
                    "\tadd.s32 \t%r{}, %r{}, {j};",
                    base + j,
                    base + j - 1
                ));
            }
            last.push(base + length - 1);
        }
        lines.push(if reachable {
            "\tbra.uni \t$L__BB0_1;".to_owned()
        } else {
            "\tbra.uni \t$L__BB0_2;".to_owned()
        });
        lines.push("$L__BB0_1:".to_owned());
        for (r, &u) in last.iter().zip(used) {
            if u {
                lines.push(format!("\tst.global.u32 \t[%rd1], %r{r};"));
            }
        }
        lines.push("$L__BB0_2:".to_owned());
        lines.push("\tret;".to_owned());
        lines.push("}".to_owned());
        (lines.join("\n"), starts)
    }

    fn decision(
        starts: &[u32],
        length: usize,
        live: (usize, usize),
        benefit: u64,
        outlined: bool,
    ) -> Decision {
        let mut text = vec!["add.s32 \t%r10, %r1, 16;".to_owned()];
        text.extend((1..length).map(|j| format!("add.s32 \t%r{}, %r{}, {j};", 10 + j, 9 + j)));
        Decision {
            length,
            occurrences: starts.iter().map(|&l| ("k".to_owned(), l)).collect(),
            text,
            live_in: live.0,
            live_out: live.1,
            benefit,
            outlined,
        }
    }

    fn rules(ms: &[ModelMismatch]) -> Vec<&str> {
        ms.iter().map(|m| m.rule.as_str()).collect()
    }

    #[test]
    fn a_decision_redone_from_the_ptx() {
        // Ten additions, twice, one live-in and one live-out: benefit 1.
        let (ptx, starts) = kernel(2, 10, &[true, true], true);
        let ok = decision(&starts, 10, (1, 1), 1, true);
        assert_eq!(
            rules(&check(&ptx, std::slice::from_ref(&ok), 1)),
            Vec::<&str>::new()
        );
        let s = term_sides(&ptx, std::slice::from_ref(&ok), 1);
        assert!(
            s.contains(TERM_LENGTH) && s.contains(TERM_AT_THRESHOLD),
            "{s:?}"
        );
        // At threshold 2 the seed refuses it.
        assert_eq!(
            rules(&check(&ptx, std::slice::from_ref(&ok), 2)),
            ["outlined"]
        );
        // Refused at equality.
        let refused = Decision {
            outlined: false,
            ..ok.clone()
        };
        assert_eq!(rules(&check(&ptx, &[refused], 1)), ["refused"]);
        // A benefit off by one (the decision the same): the benefit.
        let wrong = Decision {
            benefit: 2,
            ..ok.clone()
        };
        assert_eq!(rules(&check(&ptx, &[wrong], 1)), ["benefit"]);
        // Live-ins and live-outs as counted.
        let wrong = Decision {
            live_in: 0,
            ..ok.clone()
        };
        assert_eq!(rules(&check(&ptx, &[wrong], 1)), ["live-ins"]);
        let wrong = Decision {
            live_out: 2,
            ..ok.clone()
        };
        assert_eq!(rules(&check(&ptx, &[wrong], 1)), ["live-outs"]);
        // An occurrence one line off is another sequence.
        let mut off = ok.clone();
        off.occurrences[1].1 += 1;
        assert_eq!(rules(&check(&ptx, &[off], 1)), ["occurrences"]);
        // The text of another instruction.
        let mut other = ok.clone();
        other.text[3] = "sub.s32 \t%r13, %r12, 3;".to_owned();
        assert_eq!(rules(&check(&ptx, &[other], 1)), ["occurrences"]);
        // Past the end of the body.
        let long = decision(&starts, 12, (1, 1), 1, true);
        assert_eq!(rules(&check(&ptx, &[long], 1))[0], "occurrences");
    }

    #[test]
    fn live_outs_follow_the_branches() {
        // Only the first copy's result is used: still one live-out (the union).
        let (ptx, starts) = kernel(2, 10, &[true, false], true);
        assert!(check(&ptx, &[decision(&starts, 10, (1, 1), 1, true)], 1).is_empty());
        // Used only in a block nothing reaches: no live-out, benefit 2 × 8 − 12 = 4.
        let (ptx, starts) = kernel(2, 10, &[true, true], false);
        assert!(check(&ptx, &[decision(&starts, 10, (1, 0), 4, true)], 1).is_empty());
        assert_eq!(
            rules(&check(&ptx, &[decision(&starts, 10, (1, 1), 1, true)], 1)),
            ["live-outs", "benefit"]
        );
        // Three copies: one fewer refuses at threshold 6 (benefit 3 × 7 − 13 = 8 against
        // 2 × 7 − 13 = 1).
        let (ptx, starts) = kernel(3, 10, &[true, true, true], true);
        let d = decision(&starts, 10, (1, 1), 8, true);
        assert!(check(&ptx, std::slice::from_ref(&d), 6).is_empty());
        assert!(term_sides(&ptx, &[d], 6).contains(TERM_OCCURRENCES));
    }

    #[test]
    fn ptx_text_as_the_model_reads_it() {
        let (ptx, _) = kernel(1, 2, &[true], true);
        let fs = functions(&ptx);
        assert_eq!(fs.len(), 1);
        assert_eq!(fs[0].name, "k");
        assert_eq!(fs[0].register("%r399"), Some(false));
        assert_eq!(fs[0].register("%r400"), None);
        assert_eq!(fs[0].register("%p1"), Some(true));
        assert_eq!(fs[0].register("%tid"), None);
        // A guarded write reads its destination; a store writes no register.
        let a = fs[0].access("@%p1 add.s32 %r2, %r3, 1");
        assert_eq!(a.reads, ["%p1", "%r2", "%r3"]);
        assert_eq!(a.guarded_writes, ["%r2"]);
        let a = fs[0].access("st.global.u32 [%rd1+4], %r2");
        assert!(a.writes.is_empty() && a.reads == ["%rd1", "%r2"]);
        let a = fs[0].access("mov.b32 {%r1, %r2}, %rd1");
        assert_eq!(a.writes, ["%r1", "%r2"]);
        assert_eq!(decimal("mov.b16 %rs6, 0x4A00"), "mov.b16 %rs6, 18944");
        assert_eq!(decimal("add.s32 %r0x1, 0x1"), "add.s32 %r0x1, 1");
    }
}
