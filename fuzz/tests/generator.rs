//! The generator's promises on a range of seeds: valid, verified, free of undefined behaviour,
//! every launch completes; labels read back and agree with the module they describe; every
//! feature appears under the swarm; proptest strategies and fuzz corpora replay.

use std::collections::{BTreeMap, BTreeSet};

use arbitrary::Unstructured;
use proptest::prelude::*;
use seam::ir::{ConstData, ConstExpr, InstData, Module, TypeData, Value};
use seam_fuzz::{Config, Feature, GenError, Label, Space, case_from_seed};
use seam_oracle::{Limits, Outcome};

/// Seeds the swarm test covers (`SEAM_GEN_SEEDS` overrides; `seam gen --stats` covers more).
fn seeds() -> u64 {
    std::env::var("SEAM_GEN_SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(300)
}

#[test]
fn swarm_cases_verify_and_complete() {
    let mut failures = Vec::new();
    let mut counts = vec![0usize; Feature::ALL.len()];
    let total = seeds();
    for seed in 0..total {
        let case = match case_from_seed(seed, None) {
            Ok(c) => c,
            Err(e) => {
                failures.push(format!("seed {seed}: {e}"));
                continue;
            }
        };
        for f in case.features.iter() {
            counts[f as usize] += 1;
        }
        let text = case.to_text();
        assert_eq!(Label::from_text(&text).unwrap(), case.labels, "seed {seed}");
        for (spec, o) in case.launch_specs.iter().zip(case.run(Limits::default())) {
            match o {
                Ok(Outcome::Completed(_)) => {}
                Ok(o) => failures.push(format!("seed {seed}: {spec}: {o}")),
                Err(e) => failures.push(format!("seed {seed}: {spec}: error {e}")),
            }
        }
        check_force_inline(seed, &case.module, &case.labels);
        check_arg_spaces(seed, &case.module, &case.labels);
        failures.extend(
            nan_operands(&text)
                .into_iter()
                .map(|l| format!("seed {seed}: {l}")),
        );
    }
    for f in &failures {
        eprintln!("{f}");
    }
    assert!(failures.is_empty(), "{} failures", failures.len());
    for (&f, &c) in Feature::ALL.iter().zip(&counts) {
        let share = c as f64 / total as f64;
        assert!(
            share >= 0.05,
            "{} appears in {:.1}% of cases",
            f.name(),
            100.0 * share
        );
    }
}

/// The lines of a module's text where a NaN constant is an operand of anything but an `fcmp`:
/// LLVM's semantics leave the payload of a NaN result open (its constant folder keeps it, the
/// hardware and the interpreters make it canonical), so a generated case never computes on one.
fn nan_operands(text: &str) -> Vec<String> {
    let is_nan_token = |tok: &str| {
        let tok = tok.trim_end_matches([',', ')', '>', ']']);
        let bits = |h: &str| u64::from_str_radix(h, 16).ok();
        if let Some(h) = tok.strip_prefix("0xH").or_else(|| tok.strip_prefix("0xR")) {
            // half: 5 exponent bits; bfloat: 8. All ones with a non-zero fraction.
            let (exp, frac) = if tok.starts_with("0xH") {
                (0x7c00, 0x03ff)
            } else {
                (0x7f80, 0x007f)
            };
            bits(h).is_some_and(|b| b & exp == exp && b & frac != 0)
        } else if let Some(h) = tok.strip_prefix("0x") {
            h.len() == 16 && bits(h).is_some_and(|b| f64::from_bits(b).is_nan())
        } else {
            false
        }
    };
    text.lines()
        .filter(|l| !l.trim_start().starts_with(';') && !l.contains(" fcmp "))
        .filter(|l| l.split_whitespace().any(is_nan_token))
        .map(|l| format!("a NaN operand: {}", l.trim()))
        .collect()
}

#[test]
fn nan_operands_are_found() {
    assert_eq!(
        nan_operands("  %d = fpext float 0x7FF8000000000000 to double").len(),
        1
    );
    assert_eq!(nan_operands("  %h = fadd half 0xH7E00, 0xH3C00").len(), 1);
    assert!(nan_operands("  %c = fcmp uno float 0x7FF8000000000000, 1.0").is_empty());
    assert!(nan_operands("  %i = fadd float 0x7FF0000000000000, 3.0").is_empty());
    assert!(nan_operands("  %h = fadd half 0xH7C00, 0xH3C00").is_empty());
}

/// The force-inline labels equal the decisions computed from the parsed module (the rule the
/// `force-inline` pass applies).
fn check_force_inline(seed: u64, m: &Module, labels: &[Label]) {
    let mut want = BTreeMap::new();
    for (fid, f) in m.functions.iter() {
        if let Some(d) = seam::passes::force_inline_decision(m, fid) {
            want.insert(f.name.clone(), d);
        }
    }
    let mut got = BTreeMap::new();
    for l in labels {
        if let Label::ForceInline {
            func,
            decision,
            params,
            ret,
        } = l
        {
            got.insert(func.clone(), (*decision, *params, *ret));
        }
    }
    assert_eq!(got, want, "seed {seed}: force-inline labels");
}

/// The space a pointer type names (`None` for generic).
fn space_of(m: &Module, t: seam::ir::TypeId) -> Option<Space> {
    match m.types.get(t) {
        TypeData::Ptr(s) => Space::from_number(s.0),
        _ => None,
    }
}

/// What a call argument syntactically comes from: a specific space, looking through casts
/// and GEPs (instructions and constant expressions), or `None` when only the callers decide.
fn source_space(m: &Module, f: &seam::ir::Function, v: Value, depth: u32) -> Option<Space> {
    if depth > 16 {
        return None;
    }
    let ty = f.value_type(&m.types, &m.consts, v);
    if let Some(s) = space_of(m, ty) {
        return Some(s);
    }
    match v {
        Value::Inst(i) => match &f.body.as_ref()?.insts[i].data {
            InstData::Cast { arg, .. } => source_space(m, f, *arg, depth + 1),
            InstData::Gep { base, .. } => source_space(m, f, *base, depth + 1),
            _ => None,
        },
        Value::Const(c) => match m.consts.get(c) {
            ConstData::Expr {
                expr: ConstExpr::Cast { value, .. },
                ..
            }
            | ConstData::Expr {
                expr: ConstExpr::Gep { base: value, .. },
                ..
            } => source_space(m, f, Value::Const(*value), depth + 1),
            _ => None,
        },
        Value::Arg(_) => None,
    }
}

/// Every call site whose pointer argument visibly comes from a space agrees with the label of
/// that parameter; a parameter labelled with one space gets nothing else.
fn check_arg_spaces(seed: u64, m: &Module, labels: &[Label]) {
    let mut label_of = BTreeMap::new();
    for l in labels {
        if let Label::ArgSpace {
            func,
            param,
            spaces,
        } = l
        {
            label_of.insert((func.clone(), *param), spaces.clone());
        }
    }
    let mut seen: BTreeMap<(String, usize), BTreeSet<Space>> = BTreeMap::new();
    for (_, f) in m.functions.iter() {
        let Some(body) = &f.body else { continue };
        for (_, i) in body.inst_order() {
            let InstData::Call(call) = &body.insts[i].data else {
                continue;
            };
            let Some(target) = m.direct_callee(call) else {
                continue;
            };
            let args = &call.args;
            let name = m.functions[target].name.clone();
            for (k, &a) in args.iter().enumerate() {
                if let Some(s) = source_space(m, f, a, 0) {
                    seen.entry((name.clone(), k)).or_default().insert(s);
                }
            }
        }
    }
    for (key, spaces) in seen {
        let Some(label) = label_of.get(&key) else {
            continue;
        };
        for s in &spaces {
            assert!(
                label.contains(s),
                "seed {seed}: @{} param {} receives {s:?} but is labelled {label:?}",
                key.0,
                key.1
            );
        }
    }
}

#[test]
fn seeds_are_deterministic() {
    for seed in [0, 1, 99] {
        let a = case_from_seed(seed, None).unwrap().to_text();
        let b = case_from_seed(seed, None).unwrap().to_text();
        assert_eq!(a, b);
    }
    assert_ne!(
        case_from_seed(1, None).unwrap().to_text(),
        case_from_seed(2, None).unwrap().to_text()
    );
}

#[test]
fn no_bytes_make_a_minimal_case() {
    for name in Config::NAMES {
        let c = Config::named(name).unwrap();
        let case = seam_fuzz::generate(&mut Unstructured::new(&[]), &c);
        assert!(!case.launches.is_empty(), "{name}");
        for o in case.run(Limits::default()) {
            assert!(o.unwrap().is_completed());
        }
    }
}

#[test]
fn bad_configs_are_errors() {
    let c = Config {
        slot: 12,
        ..Config::default()
    };
    let e = seam_fuzz::try_generate(&mut Unstructured::new(&[1, 2, 3]), &c).unwrap_err();
    assert!(matches!(e, GenError::Config(_)), "{e}");
    assert!(e.to_string().contains("power of two"), "{e}");
}

/// The boundary shapes each appear on both sides: payloads of exactly 384 and 388 bytes,
/// returns of 144 and 148 bytes.
#[test]
fn payload_boundaries_are_both_sides() {
    let mut seen = BTreeSet::new();
    for seed in 0..200 {
        let case = case_from_seed(seed, Some(&Config::default())).unwrap();
        for l in &case.labels {
            if let Label::ForceInline { params, ret, .. } = l {
                seen.insert(("params", *params));
                seen.insert(("ret", *ret));
            }
        }
    }
    for want in [("params", 384), ("params", 388), ("ret", 144), ("ret", 148)] {
        assert!(seen.contains(&want), "no function with {want:?}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Cases from the strategy are valid and complete; shrinking keeps them so.
    #[test]
    fn strategy_cases_complete(case in seam_fuzz::strategy::cases(Config::named("small").unwrap())) {
        for (spec, o) in case.launch_specs.iter().zip(case.run(Limits::default())) {
            let o = o.unwrap();
            prop_assert!(o.is_completed(), "{}: {}", spec, o);
        }
    }
}

/// Every committed corpus file and crash artifact of each fuzz target replays without a
/// finding.
#[test]
fn fuzz_corpora_replay() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    for target in seam_fuzz::targets::NAMES {
        let mut n = 0;
        for dir in ["corpus", "artifacts"] {
            let d = root.join(dir).join(target);
            let Ok(rd) = std::fs::read_dir(&d) else {
                continue;
            };
            let mut files: Vec<_> = rd
                .filter_map(|e| e.ok())
                .map(|e| e.path())
                .filter(|p| {
                    !p.file_name()
                        .is_some_and(|n| n.to_string_lossy().starts_with('.'))
                })
                .collect();
            files.sort();
            for f in files {
                let data = std::fs::read(&f).unwrap();
                let r = std::panic::catch_unwind(|| seam_fuzz::targets::run(target, &data));
                assert!(r.is_ok(), "{target}: {} is a finding", f.display());
                n += 1;
            }
        }
        assert!(n > 0, "{target}: no corpus under {}", root.display());
        eprintln!("{target}: {n} inputs replayed");
    }
}

/// The known-bits probes (`generator/known.rs`) appear: each shape's mark is in some case of
/// the first seeds.
#[test]
fn known_bits_probes_appear() {
    let marks = [
        ("exact shift amount", "= lshr exact i32"),
        ("exact quotient", " exact i32 "),
        ("float sign", "= fpext float"),
        ("constant lanes", "= extractelement <2 x i32> <i32"),
        ("inserted lane", "= insertelement <2 x i32> zeroinitializer"),
        ("lane past the last (dead)", ", i64 64\n"),
    ];
    let mut seen = BTreeSet::new();
    for seed in 0..400 {
        let text = case_from_seed(seed, None).unwrap().to_text();
        for (what, mark) in marks {
            if text.contains(mark) {
                seen.insert(what);
            }
        }
    }
    for (what, _) in marks {
        assert!(seen.contains(what), "no {what} probe in 400 seeds");
    }
}
