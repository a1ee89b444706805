//! The linker and the LTO passes on generated programs (seed 003):
//!
//! - `split` then `link` gives back a program that observes what the original does, and that
//!   LLVM 19 accepts; `llvm-link-19` on the same units defines the same symbols and observes
//!   the same (when it is installed; otherwise the test says so);
//! - the `lto` pipeline, with the host references a case's launches give, keeps every
//!   launch's observations, deletes exactly the kernels no launch names, and LLVM accepts
//!   its output;
//! - `wholeprogramdevirt` decides exactly what the generator's labels say: every guarded
//!   call with one candidate is devirtualized to it, every other guarded call is left with its
//!   candidates, no unguarded call is touched.

#[path = "support/multi_module.rs"]
mod support;

use std::collections::BTreeSet;
use std::process::Command;

use seam::ir::Module;
use seam::link::{LinkInput, link_modules, split};
use seam_fuzz::{Label, case_from_seed};

const SEEDS: std::ops::Range<u64> = 0..48;

fn observe(m: &Module, case: &seam_fuzz::Case) -> Vec<seam_oracle::Outcome> {
    case.launches
        .iter()
        .map(|l| seam_oracle::run(m, l, seam_oracle::Limits::default()).expect("runs"))
        .collect()
}

fn same(a: &[seam_oracle::Outcome], b: &[seam_oracle::Outcome]) -> Result<(), String> {
    for (x, y) in a.iter().zip(b) {
        if let seam_oracle::Verdict::Differ(why) = seam_oracle::compare(x, y) {
            return Err(why);
        }
    }
    Ok(())
}

fn defined(m: &Module) -> BTreeSet<String> {
    m.functions
        .values()
        .filter(|f| f.body.is_some())
        .map(|f| f.name.clone())
        .chain(
            m.globals
                .values()
                .filter(|g| g.init.is_some())
                .map(|g| g.name.clone()),
        )
        .collect()
}

fn llvm_link() -> Option<String> {
    ["llvm-link-19", "/usr/lib/llvm-19/bin/llvm-link"]
        .into_iter()
        .map(str::to_owned)
        .find(|c| {
            Command::new(c)
                .arg("--version")
                .output()
                .is_ok_and(|o| o.status.success())
        })
}

fn link_units(units: Vec<Module>) -> Module {
    let inputs: Vec<LinkInput> = units
        .into_iter()
        .enumerate()
        .map(|(i, module)| LinkInput {
            name: format!("unit{i}.ll"),
            module,
        })
        .collect();
    link_modules(inputs)
        .expect("units of one module link")
        .module
}

#[test]
fn split_then_link_observes_the_same() {
    let llvm = llvm_link();
    if llvm.is_none() {
        eprintln!("skipping the llvm-link-19 comparison: llvm-link-19 is not installed");
    }
    let dir = std::env::temp_dir().join(format!("seam-link-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut compared = 0;
    for seed in SEEDS {
        let case = case_from_seed(seed, None).expect("generates");
        let before = observe(&case.module, &case);
        for n in [2, 3] {
            let units = split(&case.module, n);
            for (i, u) in units.iter().enumerate() {
                if let Err(e) = seam::verify::verify_module(u) {
                    panic!("seed {seed}: unit {i} of {n} does not verify:\n{e}");
                }
            }
            let texts: Vec<String> = units.iter().map(seam::text::print_module).collect();
            // llvm-link links every file into an empty module, so even the first one's
            // unreferenced locals are left out; seam's primary keeps its own (the seed links
            // the secondaries into modules[0]). An empty primary makes the two comparable.
            let as_llvm_link = link_units(
                std::iter::once(Module::new_nvptx())
                    .chain(units.iter().cloned())
                    .collect(),
            );
            let linked = link_units(units);
            if let Err(e) = seam::verify::verify_module(&linked) {
                panic!("seed {seed}: the link of {n} units does not verify:\n{e}");
            }
            // Everything but locals (and linkonce) of secondaries that nothing refers to.
            let missing: Vec<String> = defined(&case.module)
                .difference(&defined(&linked))
                .cloned()
                .collect();
            for name in &missing {
                let m = &case.module;
                let lazy = m
                    .find_global(name)
                    .is_some_and(|g| m.globals[g].linkage.is_local())
                    || m.find_function(name)
                        .is_some_and(|f| m.functions[f].linkage.is_local());
                assert!(lazy, "seed {seed}: the link of {n} units lost @{name}");
            }
            let after = observe(&linked, &case);
            if let Err(why) = same(&before, &after) {
                panic!("seed {seed}: the link of {n} units observes otherwise: {why}");
            }
            #[cfg(feature = "llvm")]
            if let Err(e) = seam::llvm::verify_text(&seam::text::print_module(&linked)) {
                panic!("seed {seed}: LLVM rejects the link of {n} units: {e}");
            }
            if let Some(tool) = &llvm
                && seed % 4 == 0
            {
                let mut files = Vec::new();
                for (i, t) in texts.iter().enumerate() {
                    let p = dir.join(format!("s{seed}-n{n}-u{i}.ll"));
                    std::fs::write(&p, t).unwrap();
                    files.push(p);
                }
                let out = Command::new(tool)
                    .args(&files)
                    .arg("-S")
                    .output()
                    .expect("llvm-link runs");
                assert!(
                    out.status.success(),
                    "seed {seed}: llvm-link-19 rejects the units seam links: {}",
                    String::from_utf8_lossy(&out.stderr)
                );
                let theirs = seam::text::parse_module(&String::from_utf8_lossy(&out.stdout))
                    .unwrap_or_else(|e| {
                        panic!("seed {seed}: seam cannot read llvm-link's output: {e}")
                    });
                assert_eq!(
                    defined(&theirs),
                    defined(&as_llvm_link),
                    "seed {seed}: llvm-link-19 and seam (empty primary) define other symbols"
                );
                if let Err(why) = same(&before, &observe(&theirs, &case)) {
                    panic!("seed {seed}: llvm-link-19's link observes otherwise: {why}");
                }
                compared += 1;
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    if llvm.is_some() {
        assert!(compared > 0, "no case was compared with llvm-link-19");
    }
}

/// The `dead-kernel-elim` options a case's launches stand for.
fn host_refs(case: &seam_fuzz::Case) -> String {
    let launched: Vec<&str> = case
        .labels
        .iter()
        .filter_map(|l| match l {
            Label::Kernel {
                name,
                launched: true,
            } => Some(name.as_str()),
            _ => None,
        })
        .collect();
    format!(
        "dead-kernel-elim<has-global-host-info=true;host-ref-ek={};optimize-unused-variables=true>",
        launched.join(",")
    )
}

#[test]
fn lto_keeps_observations_and_deletes_exactly_the_unlaunched_kernels_and_unused_variables() {
    let mut unused_deleted = 0;
    for seed in SEEDS {
        let case = case_from_seed(seed, None).expect("generates");
        let before = observe(&case.module, &case);
        let linked = link_units(split(&case.module, 2));
        let pipeline = format!(
            "{},inline<model=nvidia>,globalopt,wholeprogramdevirt,globaldce",
            host_refs(&case)
        );
        let mut m = linked.clone();
        let opts = seam::passes::RunOptions { verify_each: true };
        let remarks = seam::passes::run_pipeline(&mut m, &pipeline, &opts)
            .unwrap_or_else(|e| panic!("seed {seed}: {pipeline}: {e}"));
        if let Err(why) = same(&before, &observe(&m, &case)) {
            panic!("seed {seed}: lto changes what a launch observes: {why}");
        }
        #[cfg(feature = "llvm")]
        if let Err(e) = seam::llvm::verify_text(&seam::text::print_module(&m)) {
            panic!("seed {seed}: LLVM rejects the output of lto: {e}");
        }
        let deleted_kind = |kind: &str| -> BTreeSet<&str> {
            remarks
                .iter()
                .filter(|r| {
                    r.pass == "dead-kernel-elim"
                        && r.decision == "deleted"
                        && r.value("kind") == Some(kind)
                })
                .map(|r| r.function.as_str())
                .collect()
        };
        let deleted = deleted_kind("kernel");
        // Variables: exactly those the labels say nothing that stays uses (the host names
        // none of the generator's variables).
        let unused: BTreeSet<&str> = case
            .labels
            .iter()
            .filter_map(|l| match l {
                Label::Variable { name, used: false } => Some(name.as_str()),
                _ => None,
            })
            .collect();
        assert_eq!(
            deleted_kind("variable"),
            unused,
            "seed {seed}: dead variable elimination deleted other variables than the unused ones"
        );
        unused_deleted += unused.len();
        // The seed queues only kernels of the kernel calling convention (`cc != 71:
        // continue`): an unlaunched kernel marked by `!nvvm.annotations` alone stays.
        let unlaunched: BTreeSet<&str> = case
            .labels
            .iter()
            .filter_map(|l| match l {
                Label::Kernel {
                    name,
                    launched: false,
                } => Some(name.as_str()),
                _ => None,
            })
            .filter(|name| {
                case.module
                    .find_function(name)
                    .is_some_and(|f| case.module.functions[f].cc == seam::ir::CallConv::PtxKernel)
            })
            .collect();
        assert_eq!(
            deleted, unlaunched,
            "seed {seed}: dead-kernel-elim deleted other kernels than the unlaunched ptx_kernel ones"
        );
        let check = seam_fuzz::check_remarks(&case.labels, &remarks);
        assert!(
            check.mismatches.is_empty(),
            "seed {seed}: decisions against labels: {:?}",
            check.mismatches
        );
    }
    assert!(unused_deleted > 0, "no unused variable on the seeds");
}

#[test]
fn devirtualization_decides_what_the_labels_say() {
    let mut devirtualized = 0;
    let mut kept = 0;
    for seed in 0..200 {
        let case = case_from_seed(seed, None).expect("generates");
        let mut m = case.module.clone();
        let opts = seam::passes::RunOptions { verify_each: true };
        let remarks = seam::passes::run_pipeline(&mut m, "wholeprogramdevirt", &opts)
            .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        for l in &case.labels {
            let Label::Devirt {
                func,
                call,
                target,
                guarded,
                candidates,
            } = l
            else {
                continue;
            };
            let r = remarks
                .iter()
                .find(|r| &r.function == func && r.value("call") == Some(call.as_str()));
            match (guarded, target, r) {
                (false, _, None) => {}
                (false, _, Some(r)) => panic!("seed {seed}: an unguarded call decided: {r}"),
                (true, _, None) => panic!("seed {seed}: @{func} {call}: no decision"),
                (true, Some(t), Some(r)) => {
                    assert_eq!(r.decision, "devirtualized", "seed {seed}: {r}");
                    assert_eq!(r.value("target"), Some(format!("@{t}").as_str()));
                    devirtualized += 1;
                }
                (true, None, Some(r)) => {
                    assert_eq!(r.decision, "not-devirtualized", "seed {seed}: {r}");
                    let n = r.value("candidates").map_or(0, |c| c.split(' ').count());
                    assert_eq!(n, *candidates, "seed {seed}: {r}");
                    kept += 1;
                }
            }
        }
        let before = observe(&case.module, &case);
        if let Err(why) = same(&before, &observe(&m, &case)) {
            panic!("seed {seed}: devirtualization changes what a launch observes: {why}");
        }
    }
    assert!(
        devirtualized > 0 && kept > 0,
        "the seeds hold both decisions ({devirtualized} devirtualized, {kept} kept)"
    );
}

/// Link filetests: `compiler/filetests/link/*.link`, each several modules, every one opened by
/// a line `; module: NAME`, after a header with `; test: link` (print the remarks and the
/// linked module) or `; test: link-error TEXT` (linking fails with an error containing TEXT).
/// The output is compared with the section after `; ==== expected output ====` (`BLESS=1`
/// rewrites it). A linked module must verify and LLVM 19 must accept it; `llvm-link-19` on the
/// same modules must define the same symbols as seam linking them into an empty module (or
/// fail where seam fails), unless the header says `; llvm-link: differs <why>`.
#[test]
fn link_filetests() {
    let files = support::read_all("link", "link");
    assert!(files.len() >= 8, "{} link filetests", files.len());
    let llvm = llvm_link();
    if llvm.is_none() {
        eprintln!("link filetests: llvm-link-19 comparison skipped: llvm-link-19 is not installed");
    }
    let tmp = std::env::temp_dir().join(format!("seam-link-ft-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let mut failed = Vec::new();
    for t in &files {
        let (path, header, parts) = (&t.path, &t.header, &t.parts);
        let result = (|| -> Result<String, String> {
            let want_error = header
                .lines()
                .find_map(|l| l.strip_prefix("; test: link-error "))
                .map(str::trim);
            if want_error.is_none() && !header.contains("; test: link") {
                return Err("no '; test: link' or '; test: link-error' line".into());
            }
            if parts.len() < 2 {
                return Err("fewer than two '; module:' parts".into());
            }
            let mut inputs = Vec::new();
            for (name, body) in parts {
                let module = seam::text::parse_module(body).map_err(|e| format!("{name}: {e}"))?;
                seam::verify::verify_module(&module).map_err(|e| format!("{name}: {e}"))?;
                inputs.push(LinkInput {
                    name: name.clone(),
                    module,
                });
            }
            let empty_first: Vec<LinkInput> = std::iter::once(LinkInput {
                name: "<empty>".into(),
                module: Module::new_nvptx(),
            })
            .chain(inputs.iter().map(|i| LinkInput {
                name: i.name.clone(),
                module: i.module.clone(),
            }))
            .collect();
            let ours = link_modules(inputs);
            let as_llvm_link = link_modules(empty_first);
            // llvm-link-19 on the same parts.
            if let Some(tool) = &llvm
                && !header.contains("; llvm-link: differs")
            {
                let mut paths = Vec::new();
                for (i, (_, body)) in parts.iter().enumerate() {
                    let p = tmp.join(format!(
                        "{}-{i}.ll",
                        path.file_stem().unwrap().to_string_lossy()
                    ));
                    std::fs::write(&p, body).unwrap();
                    paths.push(p);
                }
                let out = Command::new(tool)
                    .args(&paths)
                    .arg("-S")
                    .output()
                    .map_err(|e| e.to_string())?;
                match (&as_llvm_link, out.status.success()) {
                    (Ok(l), true) => {
                        let theirs =
                            seam::text::parse_module(&String::from_utf8_lossy(&out.stdout))
                                .map_err(|e| format!("llvm-link's output: {e}"))?;
                        if defined(&theirs) != defined(&l.module) {
                            return Err(format!(
                                "llvm-link-19 defines {:?}, seam {:?}",
                                defined(&theirs),
                                defined(&l.module)
                            ));
                        }
                    }
                    (Err(_), false) => {}
                    (Ok(_), false) => {
                        return Err(format!(
                            "llvm-link-19 fails where seam links: {}",
                            String::from_utf8_lossy(&out.stderr)
                        ));
                    }
                    (Err(e), true) => {
                        return Err(format!("seam fails ({e}) where llvm-link-19 links"));
                    }
                }
            }
            match (ours, want_error) {
                (Ok(l), None) => {
                    seam::verify::verify_module(&l.module)
                        .map_err(|e| format!("the linked module does not verify: {e}"))?;
                    let printed = seam::text::print_module(&l.module);
                    #[cfg(feature = "llvm")]
                    seam::llvm::verify_text(&printed)
                        .map_err(|e| format!("LLVM rejects the linked module: {e}"))?;
                    let mut out = String::new();
                    for r in &l.remarks {
                        out.push_str(&format!("remark: {r}\n"));
                    }
                    out.push_str(&printed);
                    Ok(out)
                }
                (Err(e), Some(want)) => {
                    let msg = e.to_string();
                    if !msg.contains(want) {
                        return Err(format!("error '{msg}' does not contain '{want}'"));
                    }
                    Ok(format!("error: {msg}\n"))
                }
                (Ok(_), Some(want)) => Err(format!("expected an error containing '{want}'")),
                (Err(e), None) => Err(format!("link error: {e}")),
            }
        })();
        let got = match result {
            Ok(g) => g,
            Err(e) => {
                failed.push(format!("{}: {e}", path.display()));
                continue;
            }
        };
        let section: String = got.lines().map(|l| format!("; {l}\n")).collect();
        t.check(&section, &mut failed);
    }
    let _ = std::fs::remove_dir_all(&tmp);
    assert!(failed.is_empty(), "{}", failed.join("\n\n"));
}

#[test]
fn a_linkonce_definition_another_unit_calls_survives_the_split() {
    // `@helper` (linkonce_odr, as a C++ inline function) is dealt to the unit after the
    // kernel that calls it... or before: whichever unit holds it, the linked program has its
    // body, because the unit holding it makes it weak_odr (a linkonce one is linked only when
    // something linked so far refers to it).
    let text = r#"
target triple = "nvptx64-nvidia-cuda"

define linkonce_odr i32 @helper(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %v = call i32 @helper(i32 41)
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

@vt = linkonce_odr constant [1 x ptr] [ptr @helper]

define ptx_kernel void @k2(ptr addrspace(1) %out) {
  %f = load ptr, ptr @vt, align 8
  %v = call i32 %f(i32 1)
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}
"#;
    let m = seam::text::parse_module(text).unwrap();
    for n in 1..=3 {
        let units = split(&m, n);
        let holder = units
            .iter()
            .find(|u| {
                u.functions
                    .values()
                    .any(|f| f.name == "helper" && f.body.is_some())
            })
            .expect("a unit holds @helper");
        let h = holder
            .functions
            .values()
            .find(|f| f.name == "helper")
            .unwrap();
        if n > 1 {
            assert_eq!(h.linkage, seam::ir::Linkage::WeakOdr, "{n} units");
        }
        let linked = link_units(units);
        let h = linked
            .functions
            .values()
            .find(|f| f.name == "helper")
            .unwrap();
        assert!(h.body.is_some(), "{n} units: @helper lost its body");
        let vt = linked.globals.values().find(|g| g.name == "vt").unwrap();
        assert!(vt.init.is_some(), "{n} units: @vt lost its initializer");
    }
}
