//! Devirtualization's candidate rules one at a time (issue 63): `@dvterms`, a device function
//! nothing calls, holding virtual calls each of which one term of `wholeprogramdevirt`'s rule 3
//! or 4 alone decides, through tables of their own (`@dv_*`, type ids `seam.dv.*`):
//!
//! | rule | table(s) | the call | the decision |
//! |---|---|---|---|
//! | type mismatch | `@dv_tm = [@t0]` | `i32 (float)` at slot 0 | `type-mismatch` (`@t0` is `i32 (i32)`) |
//! | no implementation | `@dv_no = [@t0]`, id `seam.dv.other` | tested as `seam.dv.none` | `no-implementation` |
//! | a table not constant | `@dv_mut = global [@t0]` (external: GlobalOpt cannot mark it constant) | slot 0 | `unknown-table` |
//! | an offset past a table | `@dv_short = [@t0]` (external: nothing reads it, and GlobalOpt deletes a local table nothing reads), `@dv_long = [@t0, @t1]` | slot 1 | `unknown-table` (`@dv_short`) |
//! | an offset inside a slot | `@dv_mid = [@t0, @t1]` | byte 4 | `unknown-table` |
//! | the `!type` offset | `@dv_off = [@t0, @t1]`, typed at byte 8 | byte 0 of `@dv_off + 8` | `single-implementation` to `@t1` |
//!
//! Why nothing calls it: each of these type tests but the last is false at run time (no table
//! of the id holds the tested address there), so `llvm.assume` of it would be undefined
//! behaviour, and a call through a mismatched type is too; the calls are there for the
//! pass's decisions, which the judge holds to `seam_fuzz::model::wholeprogramdevirt`. It has
//! external linkage so that no pass before `wholeprogramdevirt` deletes it (GlobalOpt and the
//! inliner delete only local functions). Names without dots: libNVVM refuses a dotted name
//! of external linkage.

use std::fmt::Write as _;

use super::Gen;
use crate::config::Feature;
use crate::labels::{ForceInline, Label};

/// One candidate rule `@dvterms` exercises.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum DvRule {
    TypeMismatch,
    NoImplementation,
    NotConstant,
    PastEnd,
    InsideSlot,
    TypeOffset,
}

const RULES: [DvRule; 6] = [
    DvRule::TypeMismatch,
    DvRule::NoImplementation,
    DvRule::NotConstant,
    DvRule::PastEnd,
    DvRule::InsideSlot,
    DvRule::TypeOffset,
];

/// The function's name.
const FUNC: &str = "dvterms";

impl Gen<'_, '_> {
    /// With type tests, one case in two has `@dvterms`, each rule in it with chance 1/2 (at
    /// least one).
    pub(super) fn choose_devirt_terms(&mut self) {
        if !self.has(Feature::TypeTests) || !self.chance(1, 2) {
            return;
        }
        let mut rules: Vec<DvRule> = RULES
            .iter()
            .copied()
            .filter(|_| self.chance(1, 2))
            .collect();
        if rules.is_empty() {
            rules.push(RULES[self.below(RULES.len() as u32) as usize]);
        }
        self.used.insert(Feature::IndirectCalls);
        self.used.insert(Feature::TypeTests);
        self.intrinsic("declare i1 @llvm.type.test(ptr, metadata)");
        self.intrinsic("declare void @llvm.assume(i1 noundef)");
        let first = self.icall_count;
        self.icall_count += rules.len() as u32;
        self.dv_terms = rules.into_iter().zip(first..).collect();
    }

    /// The labels of `@dvterms`' calls: what the pass decides of each (the model judges each
    /// decision too). Only the `!type` offset's call is devirtualized (to `@t1`, the slot at
    /// byte 8 of a table typed at byte 8); an unknown table lists no candidates.
    pub(super) fn devirt_terms_labels(&self, out: &mut Vec<Label>) {
        if !self.dv_terms.is_empty() {
            out.push(Label::ForceInline {
                func: FUNC.to_owned(),
                decision: ForceInline::None,
                params: 4,
                ret: 4,
            });
        }
        for &(rule, n) in &self.dv_terms {
            out.push(Label::Devirt {
                func: FUNC.to_owned(),
                call: format!("%icall.{n}"),
                target: (rule == DvRule::TypeOffset).then(|| "t1".to_owned()),
                guarded: true,
                candidates: match rule {
                    DvRule::NoImplementation
                    | DvRule::NotConstant
                    | DvRule::PastEnd
                    | DvRule::InsideSlot => 0,
                    DvRule::TypeMismatch | DvRule::TypeOffset => 1,
                },
            });
        }
    }

    /// The tables, with their `!type` metadata appended to `md`.
    pub(super) fn devirt_terms_tables(&self, s: &mut String, md: &mut Vec<String>) {
        let mut table = |s: &mut String, def: &str, elems: &[&str], off: u32, id: &str| {
            md.push(format!("!{{i64 {off}, !\"seam.dv.{id}\"}}"));
            let elems: Vec<String> = elems.iter().map(|f| format!("ptr @{f}")).collect();
            let _ = writeln!(
                s,
                "{def} [{} x ptr] [{}], align 8, !type !{}",
                elems.len(),
                elems.join(", "),
                md.len() - 1
            );
        };
        for &(rule, _) in &self.dv_terms {
            match rule {
                DvRule::TypeMismatch => {
                    table(s, "@dv_tm = internal constant", &["t0"], 0, "tm");
                }
                DvRule::NoImplementation => {
                    table(s, "@dv_no = internal constant", &["t0"], 0, "other");
                }
                DvRule::NotConstant => table(s, "@dv_mut = global", &["t0"], 0, "mut"),
                DvRule::PastEnd => {
                    table(s, "@dv_short = constant", &["t0"], 0, "end");
                    table(s, "@dv_long = internal constant", &["t0", "t1"], 0, "end");
                }
                DvRule::InsideSlot => {
                    table(s, "@dv_mid = internal constant", &["t0", "t1"], 0, "mid");
                }
                DvRule::TypeOffset => {
                    table(s, "@dv_off = internal constant", &["t0", "t1"], 8, "off");
                }
            }
        }
    }

    /// `@dvterms`' definition, if the case has it.
    pub(super) fn devirt_terms_func(&self, s: &mut String) {
        if self.dv_terms.is_empty() {
            return;
        }
        let mut body = String::from("entry:\n");
        let mut results = Vec::new();
        for &(rule, n) in &self.dv_terms {
            // (tested pointer, type id, byte offset of the load from it, call arguments)
            let (vt, id, at, args) = match rule {
                // A float where `@t0` takes an i32, not a second argument: LLVM 19's code
                // generator folds the load from the constant table into a direct call of
                // `@t0`, and ptxas refuses a direct call with more arguments than the callee
                // has ("Call has wrong number of parameters"), so the whole module went
                // uncompiled. A `.b32` float in a `.b32` parameter assembles.
                DvRule::TypeMismatch => {
                    let _ = writeln!(body, "  %xf{n} = bitcast i32 %x to float");
                    ("@dv_tm".to_owned(), "tm", 0, format!("float %xf{n}"))
                }
                DvRule::NoImplementation => ("@dv_no".to_owned(), "none", 0, "i32 %x".to_owned()),
                DvRule::NotConstant => ("@dv_mut".to_owned(), "mut", 0, "i32 %x".to_owned()),
                DvRule::PastEnd => ("@dv_long".to_owned(), "end", 8, "i32 %x".to_owned()),
                DvRule::InsideSlot => ("@dv_mid".to_owned(), "mid", 4, "i32 %x".to_owned()),
                DvRule::TypeOffset => {
                    let _ = writeln!(
                        body,
                        "  %b{n} = getelementptr inbounds i8, ptr @dv_off, i64 8"
                    );
                    (format!("%b{n}"), "off", 0, "i32 %x".to_owned())
                }
            };
            let _ = writeln!(
                body,
                "  %t{n} = call i1 @llvm.type.test(ptr {vt}, metadata !\"seam.dv.{id}\")\n  \
                 call void @llvm.assume(i1 %t{n})\n  \
                 %s{n} = getelementptr inbounds i8, ptr {vt}, i64 {at}\n  \
                 %f{n} = load ptr, ptr %s{n}, align 4\n  \
                 %icall.{n} = call i32 %f{n}({args})"
            );
            results.push(format!("%icall.{n}"));
        }
        let mut acc = results[0].clone();
        for (k, r) in results.iter().enumerate().skip(1) {
            let _ = writeln!(body, "  %acc{k} = add i32 {acc}, {r}");
            acc = format!("%acc{k}");
        }
        let _ = write!(
            s,
            "define i32 @{FUNC}(i32 %x) {{\n{body}  ret i32 {acc}\n}}\n\n"
        );
    }
}
