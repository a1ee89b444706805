//! The passes' decisions held against the generator's labels: what the property tests and the
//! campaign call a *decision mismatch*.
//!
//! - A `force-inline` remark must equal the function's force-inline label: the same reason
//!   and the same parameter and return payloads.
//! - An address space a pass decides — a parameter narrowed or specialized
//!   (`specialize-callees` `in-place`/`clone`/`clone-reused`, `propagate-arg-spaces`
//!   `narrowed`), a return space resolved — must be one the label allows. A pass may decide
//!   less than the generator knows (it sees call-site syntax, the label sees where pointers
//!   come from), never more.
//!
//! - A kernel `dead-kernel-elim` deletes must be one the labels say no launch names.
//! - A variable `dead-kernel-elim` deletes must be one the labels say is `unused`, and one it
//!   keeps (a use left) one they say is `used`.
//! - A call `wholeprogramdevirt` devirtualizes must go to the label's single target when the
//!   label has one; a call it leaves with several candidates must not have a label target.
//!   A call the label gives no target may be devirtualized after other passes: inlining can
//!   bring it under a type test of its table, and `globalopt` deletes tables nothing reads,
//!   which leaves fewer candidates (the observations judge those). Calls are matched by their
//!   generated name `%icall.N` (an inlined copy is `%icall.N.i...`).
//!
//! Remarks of other passes, and decisions the labels say nothing about, are not judged.

use std::fmt;

use seam::passes::Remark;

use crate::labels::{Label, Space};

/// A decision that contradicts a label.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Mismatch {
    /// The pass that decided.
    pub pass: String,
    /// The function decided about.
    pub function: String,
    /// The decision, as the remark spells it (`force-inline`, `in-place`, `narrowed`, ...).
    pub decision: String,
    /// What was decided and what the label allows.
    pub detail: String,
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: @{}: {}: {}",
            self.pass, self.function, self.decision, self.detail
        )
    }
}

/// What [`check_remarks`] found.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct DecisionCheck {
    /// Decisions compared with a label.
    pub checked: usize,
    /// Of them, those the force-inline rules made.
    pub force_inline: usize,
    /// Those that contradict a label.
    pub mismatches: Vec<Mismatch>,
}

/// Holds every decision in `remarks` against `labels`.
pub fn check_remarks(labels: &[Label], remarks: &[Remark]) -> DecisionCheck {
    let mut out = DecisionCheck::default();
    for r in remarks {
        if r.pass == "force-inline" {
            force_inline(labels, r, &mut out);
        }
        spaces(labels, r, &mut out);
        if r.pass == "dead-kernel-elim"
            && r.decision == "deleted"
            && r.value("kind") == Some("kernel")
        {
            dead_kernel(labels, r, &mut out);
        }
        if r.pass == "dead-kernel-elim"
            && matches!(r.decision.as_str(), "deleted" | "kept")
            && r.value("kind") == Some("variable")
        {
            dead_variable(labels, r, &mut out);
        }
        if r.pass == "wholeprogramdevirt" {
            devirt(labels, r, &mut out);
        }
    }
    out
}

fn dead_kernel(labels: &[Label], r: &Remark, out: &mut DecisionCheck) {
    out.checked += 1;
    let launched = labels.iter().find_map(|l| match l {
        Label::Kernel { name, launched } if *name == r.function => Some(*launched),
        _ => None,
    });
    match launched {
        Some(false) => {}
        Some(true) => out
            .mismatches
            .push(mismatch(r, "deleted a kernel a launch names".into())),
        None => out
            .mismatches
            .push(mismatch(r, "deleted a kernel without a label".into())),
    }
}

fn dead_variable(labels: &[Label], r: &Remark, out: &mut DecisionCheck) {
    out.checked += 1;
    let used = labels.iter().find_map(|l| match l {
        Label::Variable { name, used } if *name == r.function => Some(*used),
        _ => None,
    });
    let deleted = r.decision == "deleted";
    match (used, deleted) {
        (Some(false), true) | (Some(true), false) => {}
        (Some(true), true) => out
            .mismatches
            .push(mismatch(r, "deleted a variable that stays used".into())),
        (Some(false), false) => out.mismatches.push(mismatch(
            r,
            "kept a variable nothing that stays uses".into(),
        )),
        (None, _) => out
            .mismatches
            .push(mismatch(r, "decided on a variable without a label".into())),
    }
}

/// `%icall.N` of a call name, less what inlining appended.
fn icall_name(call: &str) -> Option<&str> {
    let rest = call.strip_prefix("%icall.")?;
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    (digits > 0).then(|| &call[..7 + digits])
}

fn devirt(labels: &[Label], r: &Remark, out: &mut DecisionCheck) {
    let Some(call) = r.value("call").and_then(icall_name) else {
        return;
    };
    let Some(target) = labels.iter().find_map(|l| match l {
        Label::Devirt {
            call: c, target, ..
        } if c == call => Some(target.as_deref()),
        _ => None,
    }) else {
        return;
    };
    out.checked += 1;
    let decided = r.value("target").map(|t| t.trim_start_matches('@'));
    match (r.decision.as_str(), target, decided) {
        ("devirtualized", Some(t), Some(d)) if t != d => out.mismatches.push(mismatch(
            r,
            format!("{call}: called @{d}, the label says @{t}"),
        )),
        ("not-devirtualized", Some(t), _) if r.reason == "multiple-implementations" => {
            out.mismatches.push(mismatch(
                r,
                format!("{call}: several candidates found, the label says only @{t}"),
            ))
        }
        _ => {}
    }
}

fn mismatch(r: &Remark, detail: String) -> Mismatch {
    Mismatch {
        pass: r.pass.to_owned(),
        function: r.function.clone(),
        decision: r.decision.clone(),
        detail,
    }
}

fn force_inline(labels: &[Label], r: &Remark, out: &mut DecisionCheck) {
    let label = labels.iter().find_map(|l| match l {
        Label::ForceInline {
            func,
            decision,
            params,
            ret,
        } if *func == r.function => Some((*decision, *params, *ret)),
        _ => None,
    });
    out.checked += 1;
    out.force_inline += 1;
    let Some((decision, params, ret)) = label else {
        out.mismatches.push(mismatch(
            r,
            "a decision about a function without a label".into(),
        ));
        return;
    };
    let got = (
        r.reason.as_str(),
        r.value("params").unwrap_or("?"),
        r.value("return").unwrap_or("?"),
    );
    let want = (decision.name(), params.to_string(), ret.to_string());
    if got.0 != want.0 || got.1 != want.1 || got.2 != want.2 {
        out.mismatches.push(mismatch(
            r,
            format!(
                "decided {} (params {}, return {}), the label says {} (params {}, return {})",
                got.0, got.1, got.2, want.0, want.1, want.2
            ),
        ));
    }
}

/// The spaces a label allows for parameter `param` of `func`, or for its return (`None`).
fn allowed<'l>(labels: &'l [Label], func: &str, param: Option<usize>) -> Option<&'l [Space]> {
    labels.iter().find_map(|l| match (l, param) {
        (
            Label::ArgSpace {
                func: f,
                param: p,
                spaces,
            },
            Some(param),
        ) if f == func && *p == param => Some(spaces.as_slice()),
        (Label::RetSpace { func: f, spaces }, None) if f == func => Some(spaces.as_slice()),
        _ => None,
    })
}

fn judge(
    out: &mut DecisionCheck,
    r: &Remark,
    labels: &[Label],
    func: &str,
    param: Option<usize>,
    decided: &str,
) {
    let what = match param {
        Some(p) => format!("arg{p}"),
        None => "return".to_owned(),
    };
    out.checked += 1;
    let Some(space) = Space::from_name(decided) else {
        out.mismatches.push(mismatch(
            r,
            format!("{what}={decided}: a space the generator never makes"),
        ));
        return;
    };
    match allowed(labels, func, param) {
        None => out
            .mismatches
            .push(mismatch(r, format!("{what}={decided}: no label for it"))),
        Some(spaces) if !spaces.contains(&space) => {
            let names: Vec<&str> = spaces.iter().map(|s| s.name()).collect();
            out.mismatches.push(mismatch(
                r,
                format!(
                    "{what}={decided}, the label allows {}",
                    if names.is_empty() {
                        "nothing (uncalled)".to_owned()
                    } else {
                        names.join(", ")
                    }
                ),
            ));
        }
        Some(_) => {}
    }
}

fn spaces(labels: &[Label], r: &Remark, out: &mut DecisionCheck) {
    let decided = matches!(
        (r.pass, r.decision.as_str()),
        ("specialize-callees", "in-place" | "clone" | "clone-reused")
            | ("propagate-arg-spaces", "narrowed")
    );
    if decided {
        for (k, v) in &r.values {
            let Some(param) = k.strip_prefix("arg").and_then(|n| n.parse::<usize>().ok()) else {
                continue;
            };
            if v == "undetermined" || v == "poison" {
                continue;
            }
            judge(out, r, labels, &r.function, Some(param), v);
        }
    }
    if r.pass == "specialize-callees" && r.decision == "return-space" {
        // The remark is about the function that got the new return type (a clone, perhaps);
        // `of` names the original, which the label is about.
        let of = r
            .value("of")
            .and_then(|o| o.strip_prefix('@'))
            .unwrap_or(&r.function)
            .to_owned();
        judge(out, r, labels, &of, None, &r.reason);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::labels::ForceInline;

    fn labels() -> Vec<Label> {
        vec![
            Label::ForceInline {
                func: "f".into(),
                decision: ForceInline::LargeParams,
                params: 388,
                ret: 4,
            },
            Label::ArgSpace {
                func: "g".into(),
                param: 0,
                spaces: vec![Space::Global],
            },
            Label::RetSpace {
                func: "g".into(),
                spaces: vec![Space::Shared],
            },
        ]
    }

    #[test]
    fn agreeing_decisions_pass_and_contradictions_are_named() {
        let ok = [
            Remark::new("force-inline", "f", "force-inline", "large-params")
                .with("params", 388)
                .with("return", 4),
            Remark::new("specialize-callees", "g", "in-place", "all-calls-match")
                .with("arg0", "global")
                .with("arg1", "poison"),
            Remark::new("specialize-callees", "g.global", "return-space", "shared")
                .with("of", "@g"),
        ];
        let c = check_remarks(&labels(), &ok);
        assert_eq!((c.checked, c.force_inline), (3, 1));
        assert!(c.mismatches.is_empty(), "{:?}", c.mismatches);

        let bad = [
            Remark::new("force-inline", "f", "force-inline", "large-return")
                .with("params", 388)
                .with("return", 4),
            Remark::new("propagate-arg-spaces", "g", "narrowed", "callers-agree")
                .with("arg0", "shared"),
            Remark::new("specialize-callees", "h", "clone", "x").with("arg0", "local"),
        ];
        let c = check_remarks(&labels(), &bad);
        assert_eq!(c.mismatches.len(), 3, "{:?}", c.mismatches);
        assert!(
            c.mismatches[0]
                .detail
                .contains("the label says large-params")
        );
        assert!(
            c.mismatches[1]
                .detail
                .contains("arg0=shared, the label allows global")
        );
        assert!(c.mismatches[2].detail.contains("no label"));
    }

    #[test]
    fn kernel_and_devirtualization_decisions_are_judged() {
        let labels = vec![
            Label::Kernel {
                name: "k0".into(),
                launched: true,
            },
            Label::Kernel {
                name: "k1".into(),
                launched: false,
            },
            Label::Devirt {
                func: "f".into(),
                call: "%icall.3".into(),
                target: Some("t1".into()),
                guarded: true,
                candidates: 1,
            },
            Label::Devirt {
                func: "f".into(),
                call: "%icall.4".into(),
                target: None,
                guarded: true,
                candidates: 2,
            },
        ];
        let deleted = |k: &str| {
            Remark::new("dead-kernel-elim", k, "deleted", "no-host-reference")
                .with("kind", "kernel")
        };
        let devirt = |call: &str, t: &str| {
            Remark::new(
                "wholeprogramdevirt",
                "k0",
                "devirtualized",
                "single-implementation",
            )
            .with("call", call)
            .with("target", t)
        };
        let several = |call: &str| {
            Remark::new(
                "wholeprogramdevirt",
                "f",
                "not-devirtualized",
                "multiple-implementations",
            )
            .with("call", call)
            .with("candidates", "@t1 @t2")
        };
        // Agreeing: an unlaunched kernel deleted; the label's target (an inlined copy too); a
        // call without a target left with its candidates, or devirtualized after a table went.
        let ok = [
            deleted("k1"),
            devirt("%icall.3.i", "@t1"),
            several("%icall.4"),
            devirt("%icall.4", "@t2"),
        ];
        let c = check_remarks(&labels, &ok);
        assert!(c.mismatches.is_empty(), "{:?}", c.mismatches);
        assert_eq!(c.checked, 4);
        // Contradicting: a launched kernel deleted; another target; several candidates found
        // where the label knows one.
        let bad = [
            deleted("k0"),
            devirt("%icall.3", "@t2"),
            several("%icall.3"),
        ];
        let c = check_remarks(&labels, &bad);
        assert_eq!(c.mismatches.len(), 3, "{:?}", c.mismatches);
        assert!(c.mismatches[0].detail.contains("a launch names"));
        assert!(c.mismatches[1].detail.contains("the label says @t1"));
        assert!(c.mismatches[2].detail.contains("only @t1"));
    }

    #[test]
    fn dead_variable_decisions_are_judged_both_ways() {
        let labels = vec![
            Label::Variable {
                name: "g".into(),
                used: true,
            },
            Label::Variable {
                name: "count".into(),
                used: false,
            },
        ];
        let var = |name: &str, decision: &str, reason: &str| {
            Remark::new("dead-kernel-elim", name, decision, reason).with("kind", "variable")
        };
        let ok = [
            var("g", "kept", "device-uses"),
            var("count", "deleted", "no-host-reference"),
        ];
        let c = check_remarks(&labels, &ok);
        assert!(c.mismatches.is_empty(), "{:?}", c.mismatches);
        assert_eq!(c.checked, 2);
        let bad = [
            var("g", "deleted", "no-host-reference"),
            var("count", "kept", "device-uses"),
            var("c", "deleted", "no-host-reference"),
        ];
        let c = check_remarks(&labels, &bad);
        assert_eq!(c.mismatches.len(), 3, "{:?}", c.mismatches);
        assert!(c.mismatches[0].detail.contains("stays used"));
        assert!(c.mismatches[1].detail.contains("nothing that stays uses"));
        assert!(c.mismatches[2].detail.contains("without a label"));
    }
}
