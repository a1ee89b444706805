//! The independent model of the seeds' decisions (`seam_fuzz::model`) against the passes: on
//! every filetest of a modelled pass and on generated cases, before and after the passes that
//! run before it in the named pipelines, the pass decides exactly what the model says.

use std::path::Path;

use seam::passes::{Remark, RunOptions, parse_pipeline, run_specs};
use seam_fuzz::model;

fn agree(m: &seam::ir::Module, pass: &str, what: &str) -> Result<(), String> {
    let mut after = m.clone();
    let specs = parse_pipeline(pass).map_err(|e| e.to_string())?;
    let remarks =
        run_specs(&mut after, &specs, &RunOptions::default()).map_err(|e| e.to_string())?;
    let diff = model::check(pass, &[], m, &remarks);
    if diff.is_empty() {
        Ok(())
    } else {
        let lines: Vec<String> = diff.iter().map(ToString::to_string).collect();
        Err(format!("{what}: {}", lines.join("; ")))
    }
}

#[test]
fn propagate_arg_spaces_decides_what_the_model_says_on_its_filetests() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../compiler/filetests/passes/propagate-arg-spaces");
    let mut n = 0;
    for e in std::fs::read_dir(&dir).unwrap() {
        let path = e.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        let m = seam::text::parse_module(&text).unwrap();
        agree(&m, "propagate-arg-spaces", &path.display().to_string()).unwrap();
        // The model says something about each file (none is vacuous).
        assert!(
            !model::propagate_arg_spaces(&m).is_empty(),
            "{}",
            path.display()
        );
        n += 1;
    }
    assert!(n >= 8, "{n} filetests");
}

#[test]
fn propagate_arg_spaces_decides_what_the_model_says_on_generated_cases() {
    let mut narrowed = 0;
    let mut kept = 0;
    for seed in 0..300u64 {
        let case = seam_fuzz::case_from_seed(seed, None).unwrap();
        agree(
            &case.module,
            "propagate-arg-spaces",
            &format!("seed {seed}"),
        )
        .unwrap();
        // After force-inline and specialization (tileiras's order), too.
        let mut m = case.module.clone();
        let specs = parse_pipeline("force-inline,specialize-callees").unwrap();
        run_specs(&mut m, &specs, &RunOptions::default()).unwrap();
        agree(
            &m,
            "propagate-arg-spaces",
            &format!("seed {seed} after specialize-callees"),
        )
        .unwrap();
        let d = model::propagate_arg_spaces(&case.module);
        narrowed += d.iter().filter(|l| l.contains(" narrowed ")).count();
        kept += d.iter().filter(|l| !l.contains(" narrowed ")).count();
    }
    // Both sides of the rule are exercised.
    assert!(
        narrowed > 50 && kept > 50,
        "narrowed {narrowed}, kept {kept}"
    );
}

#[test]
fn force_inline_decides_what_the_model_says() {
    let dir =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../compiler/filetests/passes/force-inline");
    for e in std::fs::read_dir(&dir).unwrap() {
        let path = e.unwrap().path();
        let m = seam::text::parse_module(&std::fs::read_to_string(&path).unwrap()).unwrap();
        agree(&m, "force-inline", &path.display().to_string()).unwrap();
    }
    let mut reasons = std::collections::BTreeMap::new();
    for seed in 0..300u64 {
        let case = seam_fuzz::case_from_seed(seed, None).unwrap();
        agree(&case.module, "force-inline", &format!("seed {seed}")).unwrap();
        for line in model::force_inline(&case.module) {
            if let Some(reason) = line.split_whitespace().nth(2) {
                *reasons.entry(reason.to_owned()).or_insert(0) += 1;
            }
        }
    }
    // Every reason is met (an already-alwaysinline function only in the filetests).
    for r in [
        "kernel",
        "image-handle",
        "noinline",
        "large-params",
        "large-return",
        "none",
    ] {
        assert!(reasons.get(r).copied().unwrap_or(0) > 0, "{r}: {reasons:?}");
    }
}

#[test]
fn globaldce_deletes_what_the_model_says() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../compiler/filetests/passes/globaldce");
    if let Ok(entries) = std::fs::read_dir(&dir) {
        for e in entries {
            let path = e.unwrap().path();
            let m = seam::text::parse_module(&std::fs::read_to_string(&path).unwrap()).unwrap();
            agree(&m, "globaldce", &path.display().to_string()).unwrap();
        }
    }
    let mut deleted = 0;
    for seed in 0..200u64 {
        let case = seam_fuzz::case_from_seed(seed, None).unwrap();
        agree(&case.module, "globaldce", &format!("seed {seed}")).unwrap();
        // Where it runs in the pipelines: after inlining (tileiras) and devirtualization (lto).
        for before in [
            "force-inline,specialize-callees,infer-address-spaces,always-inline,inline<model=nvidia>,infer-address-spaces",
            "dead-kernel-elim,inline<model=nvidia>,globalopt,wholeprogramdevirt",
        ] {
            let mut m = case.module.clone();
            run_specs(
                &mut m,
                &parse_pipeline(before).unwrap(),
                &RunOptions::default(),
            )
            .unwrap();
            agree(&m, "globaldce", &format!("seed {seed} after {before}")).unwrap();
            deleted += model::globaldce(&m).len();
        }
    }
    assert!(deleted > 100, "{deleted} deletions");
}

/// Every side of every modelled rule is exercised by the generator's seeds (a side no seed
/// reaches is a rule the campaign never checks).
#[test]
fn every_rule_side_is_exercised() {
    use seam_fuzz::model::coverage::{RULE_SIDES, covered};
    let seeds: u64 = std::env::var("SEAM_COVERAGE_SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1000);
    let mut count = std::collections::BTreeMap::new();
    for seed in 0..seeds {
        let case = seam_fuzz::case_from_seed(seed, None).unwrap();
        for s in covered(&case.module, &case.launches) {
            *count.entry(s).or_insert(0u64) += 1;
        }
    }
    let missing: Vec<&str> = RULE_SIDES
        .iter()
        .copied()
        .filter(|s| !count.contains_key(s))
        .collect();
    assert!(
        missing.is_empty(),
        "never exercised in {seeds} seeds: {missing:?} ({count:?})"
    );
}

#[test]
fn dead_kernel_elim_decides_what_the_model_says() {
    let dir =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../compiler/filetests/passes/dead-kernel-elim");
    for e in std::fs::read_dir(&dir).unwrap() {
        let path = e.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        let m = seam::text::parse_module(&text).unwrap();
        // The file's own pipeline line (`; test: opt dead-kernel-elim<...>`).
        let Some(pipeline) = text
            .lines()
            .find_map(|l| l.strip_prefix("; test: opt "))
            .map(str::trim)
        else {
            continue;
        };
        let specs = parse_pipeline(pipeline).unwrap();
        if specs.len() != 1 || specs[0].name != "dead-kernel-elim" {
            continue;
        }
        let mut after = m.clone();
        let Ok(remarks) = run_specs(&mut after, &specs, &RunOptions::default()) else {
            continue;
        };
        let diff = model::check(specs[0].name, &specs[0].options, &m, &remarks);
        assert!(diff.is_empty(), "{}: {diff:?}", path.display());
    }
    // Generated cases, with the host references the campaign derives: the launched kernels,
    // and the externally visible globals the host reads back.
    let mut decided = 0;
    for seed in 0..200u64 {
        let case = seam_fuzz::case_from_seed(seed, None).unwrap();
        let p = seam_fuzz::campaign::Pipeline::parse("lto").unwrap();
        for (inst, _) in seam_fuzz::judge::entry_instances(&p, &case.launches, &case.module) {
            let spec = &inst.specs[0];
            let mut after = case.module.clone();
            let remarks = run_specs(
                &mut after,
                std::slice::from_ref(spec),
                &RunOptions::default(),
            )
            .unwrap();
            let diff = model::check(spec.name, &spec.options, &case.module, &remarks);
            assert!(diff.is_empty(), "seed {seed}: {diff:?}");
            decided += model::dead_kernel_elim(&case.module, &spec.options)
                .unwrap()
                .len();
        }
    }
    assert!(decided > 20, "{decided} decisions");
}

#[test]
fn nir_passes_decide_what_the_model_says() {
    // Generated cases, as the campaign runs `nir` and `remove-non-entrypoints` alone (per
    // launched kernel, or without `entry=` on a one-kernel module): where the pass refuses by
    // design (recursion, indirect calls, an entry point that still calls), the model refuses
    // too, and where it decides, the model says what.
    let (mut inlined, mut deleted) = (0, 0);
    let mut refusals = std::collections::BTreeMap::<(&str, bool), usize>::new();
    let mut defaulted = 0;
    for seed in 0..200u64 {
        let case = seam_fuzz::case_from_seed(seed, None).unwrap();
        for pipeline in ["nir", "remove-non-entrypoints"] {
            let p = seam_fuzz::campaign::Pipeline::parse(pipeline).unwrap();
            for (inst, _) in seam_fuzz::judge::entry_instances(&p, &case.launches, &case.module) {
                let mut m = case.module.clone();
                let n = inst.specs.len().min(2);
                for spec in &inst.specs[..n] {
                    defaulted += usize::from(spec.options.iter().all(|(k, _)| k != "entry"));
                    let info = seam::passes::find_pass(spec.name).unwrap();
                    let got = (info.refuses.unwrap())(&m, &spec.options);
                    let want = model::refusal(spec.name, &spec.options, &m).unwrap();
                    assert_eq!(
                        got.is_err(),
                        want.is_err(),
                        "seed {seed} {spec}: the pass says {got:?}, the model {want:?}"
                    );
                    *refusals.entry((spec.name, got.is_err())).or_default() += 1;
                    if got.is_err() {
                        break;
                    }
                    let before = m.clone();
                    let remarks =
                        run_specs(&mut m, std::slice::from_ref(spec), &RunOptions::default())
                            .unwrap();
                    let diff = model::check(spec.name, &spec.options, &before, &remarks);
                    assert!(diff.is_empty(), "seed {seed} {}: {diff:?}", spec.name);
                    let d = model::decisions(spec.name, &spec.options, &before).unwrap();
                    if spec.name == "inline-all" {
                        inlined += d.len();
                    } else {
                        deleted += d.len();
                    }
                }
            }
        }
    }
    assert!(inlined > 100 && deleted > 100, "{inlined} {deleted}");
    // Both sides of each pass's refusal, and the default entry point, are met.
    for pass in ["inline-all", "remove-non-entrypoints"] {
        for refused in [false, true] {
            let n = refusals.get(&(pass, refused)).copied().unwrap_or(0);
            assert!(n >= 5, "{pass} refused={refused}: {n} runs ({refusals:?})");
        }
    }
    assert!(defaulted >= 20, "{defaulted} runs without entry=");
}

#[test]
fn nir_refusals_are_the_models() {
    // Each reason to refuse, and its absence, on a small module: the pass and the model say
    // the same, and a difference names the side the pass took.
    let module = |kernels: &str, body: &str| {
        seam::text::parse_module(&format!(
            "declare void @ext()\n\
             define void @leaf() {{\n  ret void\n}}\n\
             define void @rec() {{\n  call void @rec()\n  ret void\n}}\n\
             {kernels}\n\
             define ptx_kernel void @k(ptr %fp) {{\n{body}  ret void\n}}\n"
        ))
        .unwrap()
    };
    let entry = |e: &str| vec![("entry".to_owned(), e.to_owned())];
    type Options = Vec<(String, String)>;
    let cases: Vec<(&str, seam::ir::Module, Options, bool, bool)> = vec![
        // (what, module, options, inline-all refuses, remove-non-entrypoints refuses)
        (
            "the only kernel",
            module("", "  call void @ext()\n"),
            vec![],
            false,
            false,
        ),
        (
            "the only kernel, calling",
            module("", "  call void @leaf()\n"),
            vec![],
            false,
            true,
        ),
        (
            "two kernels",
            module("define ptx_kernel void @k2() {\n  ret void\n}", ""),
            vec![],
            true,
            true,
        ),
        (
            "two kernels, one named",
            module("define ptx_kernel void @k2() {\n  ret void\n}", ""),
            entry("@k2"),
            false,
            false,
        ),
        (
            "a declaration named",
            module("", ""),
            entry("ext"),
            true,
            true,
        ),
        (
            "no such function",
            module("", ""),
            entry("nope"),
            true,
            true,
        ),
        (
            "recursion",
            module("", "  call void @rec()\n"),
            vec![],
            true,
            true,
        ),
        (
            "an indirect call",
            module("", "  call void %fp()\n"),
            vec![],
            true,
            false,
        ),
    ];
    for (what, m, options, inline_all, remove) in cases {
        for (pass, refuses) in [
            ("inline-all", inline_all),
            ("remove-non-entrypoints", remove),
        ] {
            let got = (seam::passes::find_pass(pass).unwrap().refuses.unwrap())(&m, &options);
            let want = model::refusal(pass, &options, &m).unwrap();
            assert_eq!(got.is_err(), refuses, "{what}: {pass} says {got:?}");
            assert_eq!(
                want.is_err(),
                refuses,
                "{what}: the model of {pass} says {want:?}"
            );
            assert!(model::compare_refusal(pass, &want, &got).is_none());
            // The other side of each: the model deciding where the pass refuses is a
            // `refused` finding, and the reverse `not-refused`.
            let other = if refuses {
                Ok(())
            } else {
                Err("a refusal".to_owned())
            };
            let d = model::compare_refusal(pass, &other, &got).unwrap();
            let rule = if refuses { "refused" } else { "not-refused" };
            assert_eq!(d.rule, rule, "{what}: {d}");
        }
    }
}

/// Every filetest of `dir` (its `; test: opt PIPELINE` line): each modelled pass of the
/// pipeline decides what the model says on the module it is given. Returns how many passes
/// were compared.
fn filetests_agree(dir: &str) -> usize {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../compiler/filetests/passes")
        .join(dir);
    let mut n = 0;
    for e in std::fs::read_dir(&dir).unwrap() {
        let path = e.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        let Some(pipeline) = text.lines().find_map(|l| l.strip_prefix("; test: opt ")) else {
            continue;
        };
        let specs = parse_pipeline(pipeline.trim()).unwrap();
        let mut m = seam::text::parse_module(&text).unwrap();
        for spec in &specs {
            let want = model::decisions(spec.name, &spec.options, &m);
            let Ok(remarks) = run_specs(&mut m, std::slice::from_ref(spec), &RunOptions::default())
            else {
                break;
            };
            if let Some(want) = want {
                let diff = model::compare(spec.name, &want, &remarks);
                assert!(
                    diff.is_empty(),
                    "{} {}: {diff:?}",
                    path.display(),
                    spec.name
                );
                n += 1;
            }
        }
    }
    n
}

#[test]
fn nir_filetests_decide_what_the_model_says() {
    assert!(filetests_agree("inline-all") >= 1);
    assert!(filetests_agree("remove-non-entrypoints") >= 1);
}

/// Holds `pass` (one pass, without options) against its model on generated seeds `0..seeds`,
/// each case as generated and after each non-empty pipeline of `befores`; gives each module's
/// model lines to `each`.
fn generated_agree(
    pass: &str,
    seeds: u64,
    befores: &[&str],
    mut each: impl FnMut(&std::collections::BTreeSet<String>),
) {
    for seed in 0..seeds {
        let case = seam_fuzz::case_from_seed(seed, None).unwrap();
        for before in befores {
            let mut m = case.module.clone();
            if !before.is_empty() {
                run_specs(
                    &mut m,
                    &parse_pipeline(before).unwrap(),
                    &RunOptions::default(),
                )
                .unwrap();
            }
            let specs = parse_pipeline(pass).unwrap();
            let want = model::decisions(specs[0].name, &specs[0].options, &m).unwrap();
            let remarks = run_specs(&mut m, &specs, &RunOptions::default()).unwrap();
            let diff = model::compare(specs[0].name, &want, &remarks);
            assert!(diff.is_empty(), "seed {seed} after '{before}': {diff:#?}");
            each(&want);
        }
    }
}

#[test]
fn globalopt_decides_what_the_model_says() {
    // Its filetests: every rule, structs and their layout, SRA's limits, mistyped loads.
    assert!(filetests_agree("globalopt") >= 5);
    // Generated cases, as the LTO pipeline gives them to it (after dead kernels go and the
    // nvidia inliner runs), and as they are.
    let mut decided = 0;
    generated_agree(
        "globalopt",
        300,
        &["", "dead-kernel-elim,inline<model=nvidia>"],
        |want| decided += want.len(),
    );
    assert!(decided >= 100, "{decided} decisions");
}

#[test]
fn every_pass_filetest_pipeline_decides_what_the_models_say() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../compiler/filetests/passes");
    let mut n = 0;
    for e in std::fs::read_dir(&root).unwrap() {
        let dir = e.unwrap().file_name();
        n += filetests_agree(dir.to_str().unwrap());
    }
    assert!(n >= 20, "{n} modelled passes compared");
}

#[test]
fn specialize_callees_decides_what_the_model_says() {
    let n = filetests_agree("specialize-callees");
    assert!(n >= 5, "{n} filetests");
    let mut seen: std::collections::BTreeMap<String, u64> = Default::default();
    for seed in 0..300u64 {
        let case = seam_fuzz::case_from_seed(seed, None).unwrap();
        // As tileiras runs it (after force-inline), with every kind of clone budget.
        let mut m = case.module.clone();
        let specs = parse_pipeline("force-inline").unwrap();
        run_specs(&mut m, &specs, &RunOptions::default()).unwrap();
        for budget in ["-1", "0", "1", "2"] {
            let pass = format!("specialize-callees<clone-budget={budget}>");
            let specs = parse_pipeline(&pass).unwrap();
            let mut after = m.clone();
            let remarks = run_specs(&mut after, &specs, &RunOptions::default()).unwrap();
            let want = model::decisions(specs[0].name, &specs[0].options, &m).unwrap();
            let diff = model::compare(specs[0].name, &want, &remarks);
            assert!(diff.is_empty(), "seed {seed} {pass}: {diff:?}");
            for line in &want {
                let kind = line.split_whitespace().nth(1).unwrap_or("");
                *seen.entry(format!("{kind} (budget {budget})")).or_default() += 1;
            }
        }
    }
    eprintln!("{seen:?}");
    for kind in [
        "in-place (budget -1)",
        "clone (budget -1)",
        "clone-reused (budget -1)",
        "return-space (budget -1)",
        "clone-suppressed (budget 0)",
        "clone-suppressed (budget 1)",
        "clone (budget 2)",
        "unresolved (budget -1)",
    ] {
        assert!(
            seen.get(kind).is_some_and(|&n| n > 0),
            "never {kind}: {seen:?}"
        );
    }
}

#[test]
fn infer_address_spaces_moves_what_the_model_says() {
    let n = filetests_agree("infer-address-spaces");
    assert!(n >= 5, "{n} filetests");
    let (mut judged, mut moved, mut unjudged) = (0, 0, 0);
    for seed in 0..300u64 {
        let case = seam_fuzz::case_from_seed(seed, None).unwrap();
        // On the case, and where the pipelines run it: after gpucompiler's propagation and
        // after tileiras's specialization.
        let mut inputs = vec![case.module.clone()];
        for before in ["propagate-arg-spaces", "force-inline,specialize-callees"] {
            let mut m = case.module.clone();
            run_specs(
                &mut m,
                &parse_pipeline(before).unwrap(),
                &RunOptions::default(),
            )
            .unwrap();
            inputs.push(m);
        }
        for m in inputs {
            let want = model::infer_address_spaces(&m, &[]).unwrap();
            let mut after = m.clone();
            let specs = parse_pipeline("infer-address-spaces").unwrap();
            let remarks = run_specs(&mut after, &specs, &RunOptions::default()).unwrap();
            let diff = model::compare("infer-address-spaces", &want, &remarks);
            assert!(diff.is_empty(), "seed {seed}: {diff:?}");
            for line in &want {
                if line.starts_with("? ") {
                    unjudged += 1;
                } else {
                    judged += 1;
                    moved += line
                        .split_whitespace()
                        .find_map(|w| w.strip_prefix("accesses="))
                        .and_then(|n| n.parse::<u64>().ok())
                        .unwrap_or(0);
                }
            }
        }
    }
    eprintln!("{judged} functions with accesses moved ({moved} accesses), {unjudged} not judged");
    assert!(
        judged > 200 && moved > 1000,
        "{judged} functions, {moved} accesses"
    );
}

/// The nvidia inliner's budget, step by step (`seam_fuzz::contracts`), on generated cases
/// under budgets around the costs met, with both sides of `cost <= budget` seen.
#[test]
fn nvidia_inliner_keeps_its_budget_step_by_step() {
    let (mut fit, mut over, mut exact) = (0, 0, 0);
    for seed in 0..200u64 {
        let case = seam_fuzz::case_from_seed(seed, None).unwrap();
        for budget in ["20000", "300", "55", "0"] {
            let pass = format!("inline<model=nvidia;inline-budget={budget}>");
            let specs = parse_pipeline(&pass).unwrap();
            let mut m = case.module.clone();
            let remarks = run_specs(&mut m, &specs, &RunOptions::default()).unwrap();
            let broken = seam_fuzz::contracts::check(&specs[0], &m, &remarks);
            assert!(broken.is_empty(), "seed {seed} {pass}: {broken:?}");
            for r in remarks.iter().filter(|r| r.reason == "budget") {
                let get = |k: &str| {
                    r.values
                        .iter()
                        .find(|(n, _)| n == k)
                        .and_then(|(_, v)| v.parse::<i64>().ok())
                };
                match r.decision.as_str() {
                    "inlined" => fit += 1,
                    _ => over += 1,
                }
                exact += u64::from(get("cost") == get("budget"));
            }
        }
    }
    eprintln!("inlined within the budget {fit}, refused over it {over}, cost = budget {exact}");
    assert!(fit > 100 && over > 100 && exact > 0, "{fit} {over} {exact}");
}

/// The inliners' `allocas-hoisted` contract (`seam_fuzz::contracts::check_against`) holds on
/// generated cases, and the cases exercise it: calls inlined whose callees have static
/// allocas, some of them from outside the caller's entry block.
#[test]
fn inliners_hoist_their_callees_static_allocas() {
    let (mut moved, mut checked) = (0usize, 0usize);
    for seed in 0..150u64 {
        let case = seam_fuzz::case_from_seed(seed, None).unwrap();
        for pass in [
            "always-inline",
            "inline",
            "inline<model=nvidia>",
            "inline-all",
        ] {
            let specs = parse_pipeline(pass).unwrap();
            let mut m = case.module.clone();
            let Some(given) = seam_fuzz::contracts::before(&specs[0], &m) else {
                panic!("{pass}: no contract against the module it is given");
            };
            let Ok(remarks) = run_specs(&mut m, &specs, &RunOptions::default()) else {
                continue;
            };
            checked += 1;
            let broken = seam_fuzz::contracts::check_against(&specs[0], &given, &m, &remarks);
            assert!(broken.is_empty(), "seed {seed} {pass}: {broken:?}");
            moved += remarks
                .iter()
                .filter(|r| r.decision == "inlined")
                .filter_map(|r| {
                    let callee = r.value("callee")?.trim_start_matches('@');
                    let f = case.module.find_function(callee)?;
                    seam_fuzz::contracts::entry_static_allocas(&case.module.functions[f])
                })
                .sum::<usize>();
        }
    }
    eprintln!("{checked} pass runs checked, {moved} callee allocas inlined");
    assert!(
        checked > 400 && moved > 50,
        "{checked} runs, {moved} allocas"
    );
}

/// The inliners' `stack-restored` contract holds on generated cases, the cases exercise it
/// (callees with dynamic allocas inlined), and it sees an inline without the
/// `llvm.stacksave`/`llvm.stackrestore` bracket: the same result with those calls taken out.
#[test]
fn inliners_bracket_dynamic_allocas() {
    let (mut bracketed, mut caught) = (0usize, 0usize);
    for seed in 0..600u64 {
        let case = seam_fuzz::case_from_seed(seed, None).unwrap();
        for pass in ["inline<model=nvidia>", "inline-all"] {
            let specs = parse_pipeline(pass).unwrap();
            let mut m = case.module.clone();
            let given = seam_fuzz::contracts::before(&specs[0], &m).expect("a contract");
            let Ok(remarks) = run_specs(&mut m, &specs, &RunOptions::default()) else {
                continue;
            };
            let broken = seam_fuzz::contracts::check_against(&specs[0], &given, &m, &remarks);
            assert!(broken.is_empty(), "seed {seed} {pass}: {broken:?}");
            let text = seam::text::print_module(&m);
            if !text.contains("call ptr @llvm.stacksave") {
                continue;
            }
            bracketed += 1;
            // Without the bracket (a saved pointer's only use is its restore).
            let stripped: String = text
                .lines()
                .filter(|l| {
                    !l.contains("= call ptr @llvm.stacksave")
                        && !l.contains("call void @llvm.stackrestore")
                })
                .map(|l| format!("{l}\n"))
                .collect();
            let Ok(unbracketed) = seam::text::parse_module(&stripped) else {
                panic!("seed {seed} {pass}: the module without its bracket does not parse");
            };
            let broken =
                seam_fuzz::contracts::check_against(&specs[0], &given, &unbracketed, &remarks);
            if broken.iter().any(|v| v.rule == "stack-restored") {
                caught += 1;
            }
        }
    }
    eprintln!("{bracketed} results bracket a dynamic alloca, {caught} caught unbracketed");
    assert!(bracketed > 20, "{bracketed} bracketed");
    assert_eq!(caught, bracketed);
}

/// `specialize-callees`' `retarget-keeps` contract holds on generated cases under clone
/// budgets that refuse some clones and grant others, and the cases exercise it: calls
/// retargeted to clones.
#[test]
fn specialized_calls_keep_their_attributes() {
    let (mut checked, mut clones) = (0usize, 0usize);
    for seed in 0..150u64 {
        let case = seam_fuzz::case_from_seed(seed, None).unwrap();
        for pass in [
            "specialize-callees",
            "specialize-callees<clone-budget=1>",
            "specialize-callees<clone-budget=-1>",
        ] {
            let specs = parse_pipeline(pass).unwrap();
            let mut m = case.module.clone();
            let given = seam_fuzz::contracts::before(&specs[0], &m).expect("a contract");
            let Ok(remarks) = run_specs(&mut m, &specs, &RunOptions::default()) else {
                continue;
            };
            checked += 1;
            let broken = seam_fuzz::contracts::check_against(&specs[0], &given, &m, &remarks);
            assert!(broken.is_empty(), "seed {seed} {pass}: {broken:?}");
            clones += remarks.iter().filter(|r| r.decision == "clone").count();
        }
    }
    eprintln!("{checked} pass runs checked, {clones} clones made");
    assert!(
        checked > 300 && clones > 50,
        "{checked} runs, {clones} clones"
    );
}

/// `retarget-keeps` refuses a retargeted call that casts a generic argument back to the
/// space it was cast from (the pass passes that cast's source), and accepts what the pass does.
#[test]
fn a_retargeted_argument_is_the_casts_source_not_a_round_trip() {
    let before = "define internal void @f(ptr %p) {\n  store i32 1, ptr %p, align 4\n  ret void\n}\n\n\
        define void @k(ptr addrspace(1) %g) {\n  %c = addrspacecast ptr addrspace(1) %g to ptr\n  \
        call void @f(ptr %c)\n  ret void\n}\n\n\
        define void @j(ptr %q) {\n  call void @f(ptr %q)\n  ret void\n}\n";
    let m = seam::text::parse_module(before).unwrap();
    let specs = parse_pipeline("specialize-callees").unwrap();
    let given = seam_fuzz::contracts::before(&specs[0], &m).expect("a contract");
    let mut after = m.clone();
    let remarks = run_specs(&mut after, &specs, &RunOptions::default()).unwrap();
    let text = seam::text::print_module(&after);
    assert!(
        text.contains("call void @f.global(ptr addrspace(1) %g)"),
        "{text}"
    );
    let broken = seam_fuzz::contracts::check_against(&specs[0], &given, &after, &remarks);
    assert!(broken.is_empty(), "{broken:?}");
    // The same retarget, with the argument cast back instead.
    let round_trip = text.replace(
        "call void @f.global(ptr addrspace(1) %g)",
        "%r = addrspacecast ptr %c to ptr addrspace(1)\n  call void @f.global(ptr addrspace(1) %r)",
    );
    let bad = seam::text::parse_module(&round_trip).unwrap();
    let broken = seam_fuzz::contracts::check_against(&specs[0], &given, &bad, &remarks);
    assert!(
        broken.len() == 1 && broken[0].message.contains("argument 0 is cast back"),
        "{broken:?}"
    );
}

#[test]
fn nvidia_inliner_decides_what_the_model_says() {
    // Its filetests with the nvidia model and default options.
    assert!(filetests_agree("inline") >= 1);
    // Generated cases as tileiras and the LTO pipeline give them to it, under budgets from
    // none to unlimited, so that every step's rule decides both ways.
    let mut seen: std::collections::BTreeMap<String, u64> = Default::default();
    for seed in 0..200u64 {
        let case = seam_fuzz::case_from_seed(seed, None).unwrap();
        for before in [
            "",
            "force-inline,specialize-callees,infer-address-spaces,always-inline",
            "dead-kernel-elim",
        ] {
            let mut m = case.module.clone();
            if !before.is_empty() {
                run_specs(
                    &mut m,
                    &parse_pipeline(before).unwrap(),
                    &RunOptions::default(),
                )
                .unwrap();
            }
            for options in [
                "",
                ";inline-budget=0",
                ";inline-budget=60",
                ";inline-budget=400",
                ";inline-total-budget=0",
                ";inline-total-budget=150",
                ";inline-total-budget=-1",
                ";nv-inline-all=true",
            ] {
                let pass = format!("inline<model=nvidia{options}>");
                let specs = parse_pipeline(&pass).unwrap();
                let want = model::decisions(specs[0].name, &specs[0].options, &m).unwrap();
                let mut after = m.clone();
                let remarks = run_specs(&mut after, &specs, &RunOptions::default()).unwrap();
                let diff = model::compare("inline", &want, &remarks);
                assert!(
                    diff.is_empty(),
                    "seed {seed}, {pass} after '{before}': {diff:#?}"
                );
                for line in &want {
                    let w: Vec<&str> = line.split_whitespace().collect();
                    let rule = match w.as_slice() {
                        [_, rank, d, r, ..] if rank.starts_with('#') => format!("{d}-{r}"),
                        [_, d, ..] => (*d).to_owned(),
                        _ => continue,
                    };
                    *seen.entry(rule).or_default() += 1;
                }
            }
        }
    }
    for rule in [
        "inlined-budget",
        "not-inlined-budget",
        "not-inlined-total-budget",
        "inlined-nv-inline-all",
        "inlined-always-inline",
        "not-inlined-recursive",
        "not-inlined-noinline",
        "not-inlined-optnone-caller",
        "not-inlined-indirect",
        "deleted",
        "summary",
    ] {
        assert!(
            seen.get(rule).is_some_and(|&n| n > 0),
            "{rule} never decided: {seen:?}"
        );
    }
}

#[test]
fn wholeprogramdevirt_decides_what_the_model_says() {
    // Its filetests: every verdict, offsets through getelementptr, dominance at the edges.
    assert!(filetests_agree("wholeprogramdevirt") >= 3);
    // Generated cases, as they are and as the LTO pipeline gives them to it.
    let mut seen: std::collections::BTreeMap<String, u64> = Default::default();
    generated_agree(
        "wholeprogramdevirt",
        300,
        &["", "dead-kernel-elim,inline<model=nvidia>,globalopt"],
        |want| {
            for line in want {
                if let Some(reason) = line.split_whitespace().nth(3) {
                    *seen.entry(reason.to_owned()).or_default() += 1;
                }
            }
        },
    );
    for reason in ["single-implementation", "multiple-implementations"] {
        assert!(
            seen.get(reason).is_some_and(|&n| n > 0),
            "{reason} never decided: {seen:?}"
        );
    }
    eprintln!("{seen:?}");
}

#[test]
fn inline_cost_is_what_llvm_19_prints_on_generated_cases() {
    if !model::llvm_cost::available() {
        eprintln!("skipped: LLVM 19's opt not found (install llvm-19: scripts/setup.sh)");
        return;
    }
    // Every call site of every generated case: the cost seam's `llvm` model gives it is the
    // one LLVM 19's own analysis prints (`print<inline-cost>`). 1,000 seeds differ in 0 sites
    // out of 9,616 at the time of writing (`docs/mutants.md`); the test runs the first 160.
    let mut sites = 0;
    generated_agree("inline-cost<threshold-multiplier=1>", 160, &[""], |want| {
        sites += want.len()
    });
    assert!(sites > 1000, "only {sites} call sites in 160 cases");
}

#[test]
fn inline_cost_at_nvptxs_multiplier_is_what_llvm_19_prints_with_the_thresholds_scaled() {
    if !model::llvm_cost::available() {
        eprintln!("skipped: LLVM 19's opt not found (install llvm-19: scripts/setup.sh)");
        return;
    }
    // The threshold at NVPTX's multiplier 11 (the default, what `inline<model=llvm>` decides
    // by) and at 2: LLVM's printer given the thresholds times the multiplier prints the same
    // numbers (callers with `optsize`/`minsize` left out: an explicit threshold lifts their
    // caps). The sites judged must have thresholds no multiplier of 1 gives.
    for (pass, seeds) in [
        ("inline-cost", 120),
        ("inline-cost<threshold-multiplier=2>", 40),
    ] {
        let mut sites = 0;
        let mut large = 0;
        generated_agree(pass, seeds, &[""], |want| {
            for l in want.iter().filter(|l| !l.starts_with("? ")) {
                sites += 1;
                let t: i64 = l
                    .rsplit("threshold=")
                    .next()
                    .and_then(|t| t.parse().ok())
                    .expect("a threshold");
                large += usize::from(t > 225 + 112 + 337);
            }
        });
        assert!(
            sites > 3 * seeds as usize,
            "{pass}: only {sites} call sites in {seeds} cases"
        );
        assert!(
            large * 2 > sites,
            "{pass}: {large} of {sites} thresholds scaled"
        );
    }
    // An explicit threshold of seam's own is not judged (LLVM's caps differ with it).
    let m = seam_fuzz::case_from_seed(0, None).unwrap().module;
    let explicit = [("inline-threshold".to_owned(), "300".to_owned())];
    assert!(model::decisions("inline-cost", &explicit, &m).is_none());
}

/// `instsimplify`'s `constants-folded` contract: it holds after the pass on a module of
/// instructions on constants, and names what is left where nothing folded; what LLVM's folding
/// leaves or makes undefined, and `optnone` functions, are not asked for.
#[test]
fn instsimplify_folds_every_instruction_on_constants() {
    let text = "define i32 @f() {\n\
                  %a = add nuw i32 1, 2\n\
                  %b = fcmp ueq float 0x7FF8000000000000, 1.0\n\
                  %c = zext i1 %b to i32\n\
                  %d = add i32 %a, %c\n\
                  %e = fptosi double 2.5 to i8\n\
                  %f = sext i8 %e to i32\n\
                  %g = add i32 %d, %f\n\
                  ret i32 %g\n\
                }\n\
                define i32 @kept() {\n\
                  %a = udiv i32 1, 0\n\
                  %b = shl i32 1, 32\n\
                  %c = fpext float 0x7FF8000000000000 to double\n\
                  %d = bitcast double %c to i64\n\
                  %e = trunc i64 %d to i32\n\
                  %f = add i32 %a, %b\n\
                  %g = add i32 %f, %e\n\
                  ret i32 %g\n\
                }\n\
                define i32 @skipped() noinline optnone {\n\
                  %a = add i32 1, 2\n\
                  ret i32 %a\n\
                }\n";
    let m = seam::text::parse_module(text).unwrap();
    let specs = parse_pipeline("instsimplify").unwrap();
    let broken = seam_fuzz::contracts::check(&specs[0], &m, &[]);
    assert_eq!(broken.len(), 1, "{broken:?}");
    assert_eq!(broken[0].rule, "constants-folded");
    for name in ["@f: %a", "@f: %b", "@f: %e"] {
        assert!(broken[0].message.contains(name), "{}", broken[0].message);
    }
    assert!(!broken[0].message.contains("@kept") && !broken[0].message.contains("@skipped"));
    let mut folded = m.clone();
    let remarks = run_specs(&mut folded, &specs, &RunOptions::default()).unwrap();
    let broken = seam_fuzz::contracts::check(&specs[0], &folded, &remarks);
    assert!(broken.is_empty(), "{broken:?}");
}

/// `cfg-simplified` and `dead-removed` on what `simplify-cfg` and `dce` leave, for `body`
/// (a function `@f(i1 %c, i32 %x)`).
fn cleanup_contract(pass: &str, body: &str) -> Vec<seam_fuzz::contracts::Violation> {
    let text = format!(
        "declare i32 @pure(i32) #0\ndeclare i32 @may_loop(i32) #1\n\n\
         define i32 @f(i1 %c, i32 %x) {{\n{body}}}\n\n\
         attributes #0 = {{ nounwind willreturn memory(none) }}\n\
         attributes #1 = {{ nounwind memory(none) }}\n"
    );
    let m = seam::text::parse_module(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let specs = parse_pipeline(pass).unwrap();
    seam_fuzz::contracts::check(&specs[0], &m, &[])
}

fn remark(pass: &'static str, f: &str, counts: &[(&str, usize)]) -> Remark {
    let mut r = if pass == "dce" {
        Remark::new(pass, f, "removed", "dead")
    } else {
        Remark::new(pass, f, "simplified", "")
    };
    for &(k, v) in counts {
        r = r.with(k, v);
    }
    r
}

#[test]
fn dce_and_simplify_cfg_remark_what_they_deleted() {
    let text = "declare i32 @pure(i32) #0\n\n\
                define i32 @f(i1 %c, i32 %x) {\nentry:\n  %d = add i32 %x, 1\n  \
                %e = call i32 @pure(i32 %d)\n  br i1 true, label %a, label %b\n\
                a:\n  br label %j\nb:\n  br label %j\nj:\n  %p = phi i32 [ 1, %a ], [ 2, %b ]\n  \
                ret i32 %p\n}\n\n\
                define i32 @g(i32 %x) {\nentry:\n  ret i32 %x\n}\n\n\
                attributes #0 = { nounwind willreturn memory(none) }\n";
    let judge = |pass: &str, remarks: Option<Vec<Remark>>| {
        let mut m = seam::text::parse_module(text).unwrap();
        let specs = parse_pipeline(pass).unwrap();
        let given = seam_fuzz::contracts::before(&specs[0], &m).unwrap();
        let own = run_specs(&mut m, &specs, &RunOptions::default()).unwrap();
        let remarks = remarks.unwrap_or(own);
        seam_fuzz::contracts::check_against(&specs[0], &given, &m, &remarks)
    };
    // The passes' own remarks: dce deletes %d and %e from @f (2), simplify-cfg folds the
    // branch, deletes %b (unreachable), merges %a and %j into %entry (2 merged).
    assert!(judge("dce", None).is_empty());
    assert!(judge("simplify-cfg", None).is_empty());
    let counts = |fo, u, ph, mg, b| {
        vec![remark(
            "simplify-cfg",
            "f",
            &[
                ("folded", fo),
                ("unreachable", u),
                ("phis", ph),
                ("merged", mg),
                ("bypassed", b),
            ],
        )]
    };
    let blocks = |u, mg, b| counts(1, u, 1, mg, b);
    assert!(judge("simplify-cfg", Some(blocks(1, 2, 0))).is_empty());
    // The phi of %j went with %j or as trivial: either count is right.
    assert!(judge("simplify-cfg", Some(counts(1, 1, 0, 2, 0))).is_empty());
    // A count one off, a count on a function that lost nothing, a missing remark: named.
    for (pass, remarks, want) in [
        (
            "dce",
            vec![remark("dce", "f", &[("insts", 3)])],
            "@f lost 2 instructions, and has a remark counting 3",
        ),
        (
            "dce",
            vec![remark("dce", "f", &[("insts", 1)])],
            "@f lost 2 instructions, and has a remark counting 1",
        ),
        ("dce", vec![], "@f lost 2 instructions, and has no remark"),
        (
            "dce",
            vec![
                remark("dce", "f", &[("insts", 2)]),
                remark("dce", "g", &[("insts", 1)]),
            ],
            "@g lost 0 instructions, and has a remark counting 1",
        ),
        (
            "simplify-cfg",
            blocks(0, 2, 0),
            "@f lost 3 blocks, and has a remark counting 2",
        ),
        (
            "simplify-cfg",
            blocks(1, 2, 1),
            "@f lost 3 blocks, and has a remark counting 4",
        ),
        (
            "simplify-cfg",
            vec![],
            "@f lost 3 blocks, and has no remark",
        ),
        (
            "simplify-cfg",
            counts(0, 1, 1, 2, 0),
            "@f lost 1 conditional terminators (0 in blocks it deleted), and its remark counts folded=0",
        ),
        (
            "simplify-cfg",
            counts(2, 1, 1, 2, 0),
            "@f lost 1 conditional terminators (0 in blocks it deleted), and its remark counts folded=2",
        ),
        (
            "simplify-cfg",
            counts(1, 1, 2, 2, 0),
            "@f lost 1 phis (1 in blocks it deleted), and its remark counts phis=2",
        ),
        (
            "simplify-cfg",
            vec![remark("simplify-cfg", "f", &[("folded", 1)])],
            "@f lost 3 blocks, and has a remark without its counts",
        ),
    ] {
        let broken = judge(pass, Some(remarks));
        assert!(
            broken.len() == 1 && broken[0].rule == "count-remarked" && broken[0].message == want,
            "{pass}, want {want}: {broken:?}"
        );
    }
}

#[test]
fn simplify_cfg_and_dce_leave_nothing_their_rules_apply_to() {
    // Each rule of simplify-cfg, left applicable once, is named.
    let cases = [
        (
            "entry:\n  br i1 true, label %a, label %b\na:\n  ret i32 1\nb:\n  ret i32 2\n",
            "%entry branches on a constant",
        ),
        (
            "entry:\n  br i1 %c, label %a, label %a\na:\n  ret i32 1\n",
            "every target of %entry's branch is %a",
        ),
        (
            "entry:\n  ret i32 0\ndead:\n  ret i32 1\n",
            "%dead is unreachable from the entry",
        ),
        (
            "entry:\n  br i1 %c, label %a, label %b\na:\n  br label %j\nb:\n  br label %j\n\
             j:\n  %p = phi i32 [ 1, %a ], [ 1, %b ]\n  ret i32 %p\n",
            "a phi of %j has one incoming value",
        ),
        (
            "entry:\n  br label %a\na:\n  ret i32 1\n",
            "%a has one predecessor, %entry, which branches only to it",
        ),
        (
            "entry:\n  br i1 %c, label %a, label %b\na:\n  br label %b\nb:\n  ret i32 1\n",
            "%a holds only a branch to %b, which has no phi",
        ),
    ];
    for (body, why) in cases {
        let broken = cleanup_contract("simplify-cfg", body);
        assert!(
            broken.len() == 1
                && broken[0].rule == "cfg-simplified"
                && broken[0].message.contains(why),
            "{body}: {broken:?}"
        );
    }
    // What is left of each by the pass breaks nothing; nor does a phi merging two values, a
    // loop, or an empty block whose target has a phi.
    let fine = "entry:\n  br i1 %c, label %a, label %j\na:\n  br label %j\n\
                j:\n  %p = phi i32 [ 1, %a ], [ %x, %entry ]\n  %q = phi i32 [ %p, %j ], [ 0, %entry ]\n  \
                br i1 %c, label %j, label %out\nout:\n  ret i32 %q\n";
    assert!(cleanup_contract("simplify-cfg", fine).is_empty(), "{fine}");
    // dce: an unused add, an unused call of a pure function and a dead phi cycle are dead; an
    // unused call of a function that may not return is not.
    let broken = cleanup_contract(
        "dce",
        "entry:\n  %d = add i32 %x, 1\n  %e = call i32 @pure(i32 %x)\n  %l = call i32 @may_loop(i32 %x)\n  \
         br label %loop\nloop:\n  %i = phi i32 [ 0, %entry ], [ %n, %loop ]\n  %n = add i32 %i, 1\n  \
         br i1 %c, label %loop, label %out\nout:\n  ret i32 %x\n",
    );
    assert!(
        broken.len() == 1
            && broken[0].rule == "dead-removed"
            && broken[0]
                .message
                .contains("4 dead instructions left (%d, %e, %i, ...)"),
        "{broken:?}"
    );
    assert!(
        cleanup_contract(
            "dce",
            "entry:\n  %l = call i32 @may_loop(i32 %x)\n  store i32 %x, ptr null\n  ret i32 %x\n"
        )
        .is_empty()
    );
    // And on generated modules after the inliners and folds, what the two passes leave keeps
    // both contracts, while each pass had something to do in some cases.
    let mut did = [0u32; 2];
    for seed in 0..60u64 {
        let case = seam_fuzz::case_from_seed(seed, None).unwrap();
        let mut m = case.module.clone();
        run_specs(
            &mut m,
            &parse_pipeline("always-inline,inline<model=llvm>,instsimplify").unwrap(),
            &RunOptions::default(),
        )
        .unwrap();
        for (k, pass) in ["simplify-cfg", "dce"].into_iter().enumerate() {
            let specs = parse_pipeline(pass).unwrap();
            let given = seam_fuzz::contracts::before(&specs[0], &m).unwrap();
            let remarks = run_specs(&mut m, &specs, &RunOptions::default()).unwrap();
            did[k] += u32::from(!remarks.is_empty());
            let mut broken = seam_fuzz::contracts::check(&specs[0], &m, &remarks);
            broken.extend(seam_fuzz::contracts::check_against(
                &specs[0], &given, &m, &remarks,
            ));
            assert!(broken.is_empty(), "seed {seed}, {pass}: {broken:?}");
        }
    }
    assert!(
        did.iter().all(|&n| n >= 5),
        "cases with work to do: {did:?}"
    );
}
