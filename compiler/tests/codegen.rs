//! PTX through LLVM 19 and ptxas (feature `llvm`; ptxas from `scripts/setup.sh`).
//!
//! - `filetest/...`: every filetest that verifies compiles to PTX that ptxas accepts, before and
//!   after each named pipeline, or fails as `EXPECTED` says (a construct LLVM 19's NVPTX back
//!   end cannot compile, found by seam first, or a program ptxas rightly refuses). The PTX
//!   round-trips through seam's PTX parser; the file's launches observe the same after each
//!   pipeline (clang's modules among them).
//! - `generated/...`: generated cases, before and after each named pipeline and after LLVM's
//!   `default<O3>`.
//! - `fma/...`: no FMA contraction unless the IR asks.
//! - `isolation/...`, `import/...`, `bad-input/...`, `options/...`: LLVM's crashes and fatal
//!   errors become errors with the files kept; bitcode and text import; every bad input names
//!   the tool and what it rejected.
//!
//! Tests that need ptxas print why they skip when it is missing; without the `llvm` feature the
//! whole file prints one skip line.

#[cfg(not(feature = "llvm"))]
fn main() {
    println!("codegen tests skipped: seam was built without the `llvm` feature");
}

#[cfg(feature = "llvm")]
fn main() {
    with_llvm::main();
}

#[cfg(feature = "llvm")]
mod with_llvm {
    use std::path::{Path, PathBuf};
    use std::sync::OnceLock;

    use libtest_mimic::{Arguments, Failed, Trial};
    use seam::ir::Module;
    use seam::llvm::{CodegenError, CodegenOptions, LlvmError};
    use seam::ptxas::PtxasReport;

    /// Filetests that cannot become PTX, and the message each fails with: at every stage, or
    /// only at the stages listed first (`[input] ...`), where a pipeline removes what LLVM trips
    /// on (the other stages must compile).
    /// "unsupported by LLVM 19" rows are caught by seam before LLVM is asked; the others are
    /// LLVM's or ptxas's own verdicts on programs that are wrong on purpose (undefined behaviour
    /// the interpreter tests) or that trip a bug of LLVM 19.
    const EXPECTED: &[(&str, &str)] = &[
        // Found by seam before LLVM is asked (`seam::llvm::limits`).
        (
            "constants/expressions.ll",
            "an initializer with an addrspacecast to addrspace(3)",
        ),
        (
            "constants/integer-expressions.ll",
            "an initializer with a 'sub' constant expression (only 'add' can be static)",
        ),
        (
            "globals/linkage-and-properties.ll",
            "[input,gpucompiler] a global variable in addrspace(7)",
        ),
        (
            "instructions/calls.ll",
            "argument 1 of a call to @f is byval where the parameter is not byval",
        ),
        (
            "interpret/type-test.ll",
            "an 'llvm.type.test' whose result is used other than by 'llvm.assume'",
        ),
        (
            "names/quoting-and-numbering.ll",
            "the name of an externally visible symbol is not a PTX identifier",
        ),
        (
            "passes/propagate-arg-spaces/address-taken.ll",
            "[input,gpucompiler] a global variable in addrspace(2)",
        ),
        (
            "passes/propagate-arg-spaces/agree.ll",
            "[input,gpucompiler,lto-split,lto-thin] a global variable in addrspace(2)",
        ),
        (
            "passes/propagate-arg-spaces/disagree.ll",
            "[input,gpucompiler] a global variable in addrspace(2)",
        ),
        (
            "passes/propagate-arg-spaces/external.ll",
            "[input,gpucompiler] a global variable in addrspace(2)",
        ),
        (
            "passes/propagate-arg-spaces/self-recursion.ll",
            "[input,gpucompiler,lto-split,lto-thin] a global variable in addrspace(2)",
        ),
        (
            "passes/specialize-callees/poison.ll",
            "[input,nir,lto,lto-split,lto-thin] a constant addrspacecast from addrspace(101) to addrspace(0) as an operand of '",
        ),
        (
            "seeds/seed001-after.ll",
            "a global variable in addrspace(2)",
        ),
        (
            "seeds/seed001-before.ll",
            "a global variable in addrspace(2)",
        ),
        (
            "seeds/seed001-inferred.ll",
            // lto's globalopt promotes the addrspace(2) constant into its loads and deletes it;
            // after lto-split's and lto-thin's split it is external (promoted), and stays.
            "[input,gpucompiler,tileiras,nir,lto-split,lto-thin] addrspace(2)",
        ),
        ("types/scalars.ll", "a signature with addrspace(6)"),
        // Undefined behaviour on purpose (the interpreter's and the passes' tests), which LLVM
        // or ptxas refuses: an atomic on constant memory (reached through a generic pointer that
        // LLVM's own inference resolves), a load from a function, a call with the wrong type, a
        // store to constant memory.
        (
            "passes/infer-address-spaces/atomics.ll",
            "[input,gpucompiler,lto-split,lto-thin] LLVM 19 stopped with a fatal error: Cannot select: ",
        ),
        (
            "interpret/function-access.ll",
            "ptxas rejected the PTX: ptxas input.ptx, line 2",
        ),
        (
            "interpret/indirect-bad-call.ll",
            "Type of argument does not match formal parameter 'func_retval0'",
        ),
        // Calls through another type than the callee's (LLVM 19 accepts them; they are
        // undefined behaviour, and ptxas refuses the PTX).
        (
            "interpret/mismatched-direct-calls.ll",
            "[input,gpucompiler,tileiras,lto,lto-split,lto-thin] ptxas rejected the PTX",
        ),
        // A kernel that returns a value (LLVM 19 reads it, its NVPTX back end cannot emit it).
        (
            "parse/llvm19-leniency.ll",
            "unsupported by LLVM 19's NVPTX back end: a kernel that returns a value",
        ),
        (
            "interpret/store-to-constant.ll",
            "State space incorrect for instruction 'st'",
        ),
        // LLVM 19's NVPTX cannot emit a global variable whose initializer names itself (the
        // dead-kernel-elim test keeps one: it uses itself, as LLVM's use_empty() sees it).
        (
            "passes/dead-kernel-elim/self-recursive.ll",
            "LLVM 19 stopped with a fatal error: Circular dependency found in global variable set",
        ),
        // LLVM 19 itself: its EarlyCSE crash on a self-referential value in an unreachable
        // block (caught: the code generator runs in a child process). (A wrong-space cast on a
        // path never taken, which LLVM 19 folds into a cast it cannot emit, is poisoned before
        // code generation: `passes/infer-address-spaces/casts-and-pairs.ll` compiles.)
        (
            "passes/infer-address-spaces/unreachable.ll",
            // lto inlines the block into @k, where LLVM crashes the same way.
            "[input,lto,lto-split,lto-thin] LLVM 19 crashed: SIGSEGV (segmentation fault) in: 0.\tRunning pass 'Function Pass Manager' on module 'seam'.; 1.\tRunning pass 'Early CSE' on function '@",
        ),
    ];

    fn root() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
    }

    /// ptxas, once; `None` (after printing why, once) when it is not installed.
    fn ptxas() -> Option<&'static Path> {
        static P: OnceLock<Option<PathBuf>> = OnceLock::new();
        P.get_or_init(|| match seam::ptxas::find() {
            Ok(p) => Some(p),
            Err(e) => {
                eprintln!("ptxas checks skipped: {e}");
                None
            }
        })
        .as_deref()
    }

    /// Assembles `ptx`; `Ok(None)` when ptxas is missing.
    fn assemble(ptx: &str) -> Result<Option<PtxasReport>, String> {
        let Some(tool) = ptxas() else { return Ok(None) };
        seam::ptxas::run_with(tool, ptx, &Default::default())
            .map(Some)
            .map_err(|e| e.to_string())
    }

    /// The PTX of `m` (after `passes`), checked: it parses and round-trips in seam's PTX parser,
    /// and ptxas accepts it.
    fn compile(m: &Module, passes: Option<&str>) -> Result<String, String> {
        let ptx = seam::llvm::emit_ptx_after(m, passes, &CodegenOptions::default())
            .map_err(|e| e.to_string())?;
        let parsed = seam::ptx::parse(&ptx).map_err(|e| format!("seam's PTX parser: {e}"))?;
        let again = seam::ptx::parse(&seam::ptx::print(&parsed))
            .map_err(|e| format!("seam's printed PTX: {e}"))?;
        if again != parsed {
            return Err("seam's PTX printer does not round-trip LLVM's PTX".into());
        }
        assemble(&ptx)?;
        Ok(ptx)
    }

    /// Removes the folder an error message says was kept (tests provoke these on purpose).
    fn clean_kept(msg: &str) {
        for line in msg.lines() {
            for marker in ["are kept in ", "is kept in ", "are kept in "] {
                if let Some(rest) = line.split(marker).nth(1) {
                    let dir = rest.trim_end_matches(')').trim();
                    if dir.contains("seam-") {
                        let _ = std::fs::remove_dir_all(dir);
                    }
                }
            }
        }
    }

    fn module_of(text: &str) -> Module {
        seam::text::parse_module(text).unwrap()
    }

    /// One filetest through every stage.
    /// The named pipelines as they apply to `m`: one that takes an entry point (`nir`) runs
    /// once per kernel of `m` with `entry=KERNEL`; the others once. Each with its name.
    fn pipeline_runs(m: &Module) -> Vec<(String, String)> {
        let mut out = Vec::new();
        for (name, _) in seam::passes::NAMED_PIPELINES {
            let specs = seam::passes::parse_pipeline(name).expect("named pipelines parse");
            let takes_entry = |s: &seam::passes::PassSpec| {
                seam::passes::find_pass(s.name)
                    .is_some_and(|i| i.options.iter().any(|o| o.name == "entry"))
            };
            if !specs.iter().any(takes_entry) {
                out.push(((*name).to_owned(), (*name).to_owned()));
                continue;
            }
            for (f, func) in m.functions.iter() {
                if func.body.is_none() || !m.is_kernel(f) {
                    continue;
                }
                let with_entry: Vec<String> = specs
                    .iter()
                    .map(|s| {
                        let mut s = s.clone();
                        if takes_entry(&s) {
                            s.options.push(("entry".to_owned(), func.name.clone()));
                        }
                        s.to_string()
                    })
                    .collect();
                out.push((format!("{name}@{}", func.name), with_entry.join(",")));
            }
        }
        out
    }

    /// Runs `pipeline` on a copy of `m`, pass by pass; `Ok(None)` when a pass refuses the
    /// module by design (`PassInfo::refuses`: `inline-all` on recursion or an indirect call,
    /// `remove-non-entrypoints` on an entry point that still refers to another function).
    fn run_named(m: &Module, label: &str, pipeline: &str) -> Result<Option<Module>, String> {
        let specs = seam::passes::parse_pipeline(pipeline).map_err(|e| format!("{label}: {e}"))?;
        let mut after = m.clone();
        match seam::passes::run_specs_or_refuse(&mut after, &specs, &Default::default()) {
            Ok(seam::passes::Ran::Done(_)) => Ok(Some(after)),
            Ok(seam::passes::Ran::Refused { .. }) => Ok(None),
            Err(e) => Err(format!("{label}: {e}")),
        }
    }

    /// The PTX interpreter observes on `ptx` what the IR interpreter observes on `m` (the
    /// module it was compiled from), for every launch of a kernel `m` still has.
    fn ptx_agrees(m: &Module, ptx: &str, launches: &[seam_oracle::Launch]) -> Result<(), String> {
        let interp = seam_oracle::ptx::PtxInterpreter::parse(ptx).map_err(|e| e.to_string())?;
        let limits = seam_oracle::Limits::default();
        for l in launches {
            if m.find_function(&l.kernel).is_none() {
                continue;
            }
            // What the IR interpreter cannot run (inline assembly other than libdevice's) is
            // observed as PTX only: nothing to hold the PTX to.
            let want = match seam_oracle::run(m, l, limits) {
                Err(seam_oracle::InterpError::Unsupported(_)) => continue,
                r => r.map_err(|e| e.to_string())?,
            };
            // Undefined behaviour in the IR may do anything in PTX.
            if !want.is_completed() {
                continue;
            }
            let plan = seam_oracle::gpu::plan::LaunchPlan::new(m, ptx, l)
                .map_err(|e| format!("{l}: {e}"))?;
            let got = interp.run(&plan, limits).map_err(|e| format!("{l}: {e}"))?;
            if let seam_oracle::Verdict::Differ(why) = seam_oracle::compare(&want, &got) {
                return Err(format!(
                    "{l}: the PTX interpreter and the IR interpreter disagree:\n{why}"
                ));
            }
        }
        Ok(())
    }

    /// The outliner on `ptx` (compiled from `m`): what it writes parses back, ptxas accepts
    /// it, it has no more instructions, the PTX interpreter observes on it what the IR
    /// interpreter observes on `m`, and outlining it again changes nothing. Returns whether
    /// it outlined something.
    fn outline_holds(
        m: &Module,
        ptx: &str,
        launches: &[seam_oracle::Launch],
    ) -> Result<bool, String> {
        let mut parsed = seam::ptx::parse(ptx).map_err(|e| e.to_string())?;
        let opts = seam::outline::OutlineOptions::default();
        let r = seam::outline::outline(&mut parsed, &opts);
        // The lazy choice (no remarks) must choose what the eager one does.
        let mut lazy = seam::ptx::parse(ptx).map_err(|e| e.to_string())?;
        let lr = seam::outline::outline(
            &mut lazy,
            &seam::outline::OutlineOptions {
                remarks: false,
                ..opts.clone()
            },
        );
        if lazy != parsed || lr.outlined != r.outlined {
            return Err("the outliner without remarks chose differently from with them".into());
        }
        if r.instructions_after > r.instructions_before {
            return Err(format!(
                "the outliner grew the module: {} -> {}",
                r.instructions_before, r.instructions_after
            ));
        }
        let saved: u64 = r.outlined.iter().map(|o| o.benefit).sum();
        if r.instructions_before - r.instructions_after != saved {
            return Err(format!(
                "the outliner saved {} instructions, its benefits say {saved}",
                r.instructions_before - r.instructions_after
            ));
        }
        if r.outlined.is_empty() {
            return Ok(false);
        }
        let text = seam::ptx::print(&parsed);
        let again = seam::ptx::parse(&text).map_err(|e| format!("outlined PTX: {e}"))?;
        if again != parsed {
            return Err("the outlined PTX does not read back to itself".into());
        }
        assemble(&text).map_err(|e| format!("outlined PTX: {e}"))?;
        ptx_agrees(m, &text, launches).map_err(|e| format!("outlined PTX: {e}"))?;
        // Reruns to a fixed point (new repeats appear where calls replaced parts of longer
        // ones): the result holds too, and one more run outlines nothing.
        let mut fixed = again;
        let reruns = seam::outline::OutlineOptions {
            reruns: 50,
            ..opts.clone()
        };
        let r2 = seam::outline::outline(&mut fixed, &reruns);
        if !r2.outlined.is_empty() {
            let text = seam::ptx::print(&fixed);
            assemble(&text).map_err(|e| format!("rerun PTX: {e}"))?;
            ptx_agrees(m, &text, launches).map_err(|e| format!("rerun PTX: {e}"))?;
            if r2.outlined.iter().any(|o| {
                o.round > 0
                    && !o
                        .name
                        .starts_with(&format!("OUTLINED_FUNCTION_{}_", o.round + 1))
            }) {
                return Err("a rerun's function is not named OUTLINED_FUNCTION_R_I".into());
            }
        }
        let r3 = seam::outline::outline(&mut fixed, &opts);
        if !r3.outlined.is_empty() {
            return Err(format!(
                "after the fixed point, a run outlined {} more functions",
                r3.outlined.len()
            ));
        }
        Ok(true)
    }

    fn check_filetest(name: &str, text: &str) -> Result<(), Failed> {
        let m = module_of(text);
        let expected = EXPECTED.iter().find(|(n, _)| *n == name).map(|(_, e)| *e);
        // `[stage,stage] message`: only those stages fail.
        let (only, expected) = match expected.and_then(|e| e.strip_prefix('[')) {
            Some(rest) => {
                let (stages, msg) = rest.split_once("] ").ok_or("malformed EXPECTED entry")?;
                (Some(stages.split(',').collect::<Vec<_>>()), Some(msg))
            }
            None => (None, expected),
        };
        let mut stages: Vec<(String, Module)> = vec![("input".into(), m.clone())];
        let printed = seam::text::print_module(&m);
        let launches: Vec<_> = seam_oracle::launch_lines(text)
            .into_iter()
            .filter_map(|l| l.launch.ok())
            .collect();
        for (p, pipeline) in pipeline_runs(&m) {
            let Some(after) = run_named(&m, &p, &pipeline)? else {
                continue;
            };
            // A pipeline for one entry point (`nir@K`) is judged by that kernel's launches.
            let entry = p.split_once('@').map(|(_, k)| k);
            // A pipeline that changes nothing gives the same PTX.
            if seam::text::print_module(&after) != printed {
                // The module's launches observe the same after it (clang's modules included),
                // where the original is defined (undefined behaviour may go either way).
                for l in &launches {
                    if entry.is_some_and(|k| l.kernel != k) {
                        continue;
                    }
                    let limits = seam_oracle::Limits::default();
                    let a = match seam_oracle::run(&m, l, limits) {
                        Err(seam_oracle::InterpError::Unsupported(_)) => continue,
                        r => r.map_err(|e| e.to_string())?,
                    };
                    if !a.is_completed() {
                        continue;
                    }
                    let b = seam_oracle::run(&after, l, limits).map_err(|e| e.to_string())?;
                    if let seam_oracle::Verdict::Differ(why) = seam_oracle::compare(&a, &b) {
                        return Err(format!("{p} changed what {l} observes: {why}").into());
                    }
                }
                stages.push((p.split('@').next().unwrap_or(&p).to_owned(), after));
            }
        }
        for (stage, m) in &stages {
            let expected = match &only {
                Some(stages) if !stages.contains(&stage.as_str()) => None,
                _ => expected,
            };
            match (compile(m, None), expected) {
                (Ok(ptx), None) => {
                    // clang's modules allow contraction (`fadd contract`): LLVM fuses into
                    // `fma` what the IR interpreter rounds twice (docs/semantics.md).
                    if !name.starts_with("modules/clang-") {
                        ptx_agrees(m, &ptx, &launches).map_err(|e| format!("{stage}: {e}"))?;
                        outline_holds(m, &ptx, &launches)
                            .map_err(|e| format!("{stage}: outliner: {e}"))?;
                    }
                }
                (Ok(_), Some(want)) => {
                    return Err(format!(
                        "{stage}: compiled, but EXPECTED says it fails with '{want}'"
                    )
                    .into());
                }
                (Err(e), None) => {
                    clean_kept(&e);
                    return Err(format!("{stage}: {e}").into());
                }
                (Err(e), Some(want)) => {
                    clean_kept(&e);
                    if !e.contains(want) {
                        return Err(format!("{stage}: failed with\n{e}\nnot with '{want}'").into());
                    }
                }
            }
        }
        Ok(())
    }

    fn filetest_trials() -> Vec<Trial> {
        fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
            let mut entries: Vec<_> = std::fs::read_dir(dir)
                .unwrap()
                .flatten()
                .map(|e| e.path())
                .collect();
            entries.sort();
            for p in entries {
                if p.is_dir() {
                    collect(&p, out);
                } else if p.extension().is_some_and(|e| e == "ll") {
                    out.push(p);
                }
            }
        }
        let base = root().join("filetests");
        let mut files = Vec::new();
        collect(&base, &mut files);
        let mut trials = Vec::new();
        for f in files {
            let text = std::fs::read_to_string(&f).unwrap();
            let Ok(m) = seam::text::parse_module(&text) else {
                continue;
            };
            if seam::verify::verify_module(&m).is_err() {
                continue;
            }
            let name = f.strip_prefix(&base).unwrap().display().to_string();
            trials.push(Trial::test(format!("filetest/{name}"), move || {
                check_filetest(&name, &text)
            }));
        }
        trials.push(Trial::test("filetest/expected-failures-exist", || {
            let base = root().join("filetests");
            for (n, _) in EXPECTED {
                if !base.join(n).exists() {
                    return Err(format!("EXPECTED names {n}, which is not a filetest").into());
                }
            }
            Ok(())
        }));
        trials
    }

    /// Removes every `.callprototype` from a PTX body (its calls then name none).
    fn strip_prototypes(body: &mut Vec<seam::ptx::Statement>) {
        body.retain(|s| !matches!(s, seam::ptx::Statement::Prototype(_)));
        for s in body {
            if let seam::ptx::Statement::Block(b) = s {
                strip_prototypes(b);
            }
        }
    }

    fn generated_trials() -> Vec<Trial> {
        let mut v: Vec<Trial> = (0..6u64)
            .chain([41])
            .map(|seed| {
                Trial::test(format!("generated/seed-{seed}"), move || {
                    let generated =
                        seam_fuzz::case_from_seed(seed, None).map_err(|e| e.to_string())?;
                    let (case, launches) = (&generated.module, &generated.launches);
                    // Every stage's PTX also runs in the PTX interpreter, which must observe
                    // what the IR interpreter observes on the module it was made from.
                    // And the outliner's result of each (`outline_holds`).
                    let ptx = compile(case, None).map_err(|e| format!("input: {e}"))?;
                    ptx_agrees(case, &ptx, launches).map_err(|e| format!("input: {e}"))?;
                    outline_holds(case, &ptx, launches).map_err(|e| format!("input: {e}"))?;
                    for (p, pipeline) in pipeline_runs(case) {
                        if let Some(after) = run_named(case, &p, &pipeline)? {
                            let ptx = compile(&after, None).map_err(|e| format!("{p}: {e}"))?;
                            ptx_agrees(&after, &ptx, launches).map_err(|e| format!("{p}: {e}"))?;
                            outline_holds(&after, &ptx, launches)
                                .map_err(|e| format!("{p}: {e}"))?;
                        }
                    }
                    let ptx = compile(case, Some(seam::llvm::LLVM_O3))
                        .map_err(|e| format!("llvm-O3: {e}"))?;
                    ptx_agrees(case, &ptx, launches).map_err(|e| format!("llvm-O3: {e}"))?;
                    Ok(())
                })
            })
            .collect();
        // Devirtualization's type-mismatch term (`@dv_tm`, a call through a table of another
        // function type) must not cost the case its PTX: LLVM 19 folds the table's load into
        // a direct call, and ptxas refuses one with more arguments than the callee has, which
        // left 6 of 100 compiled cases without any PTX-level oracle.
        v.push(Trial::test(
            "generated/devirt-type-mismatch-assembles",
            || {
                if ptxas().is_none() {
                    eprintln!("skipped generated/devirt-type-mismatch-assembles: no ptxas");
                    return Ok(());
                }
                let mut met = 0;
                for seed in 0..400u64 {
                    let case = seam_fuzz::case_from_seed(seed, None).map_err(|e| e.to_string())?;
                    if !seam::text::print_module(&case.module).contains("@dv_tm") {
                        continue;
                    }
                    compile(&case.module, None).map_err(|e| format!("seed {seed}: {e}"))?;
                    met += 1;
                    if met == 4 {
                        return Ok(());
                    }
                }
                Err(format!("only {met} of seeds 0..400 have @dv_tm").into())
            },
        ));
        // The LLVM 19 defect behind it, as docs/tool-bugs keeps it: still LLVM's PTX, still
        // refused by ptxas for the call's arity.
        v.push(Trial::test(
            "tool-bugs/llvm19-folded-call-keeps-extra-arguments",
            || {
                let Some(tool) = ptxas() else {
                    eprintln!(
                        "skipped tool-bugs/llvm19-folded-call-keeps-extra-arguments: no ptxas"
                    );
                    return Ok(());
                };
                let path = concat!(
                    env!("CARGO_MANIFEST_DIR"),
                    "/../docs/tool-bugs/llvm19-folded-call-keeps-extra-arguments.ll"
                );
                let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
                let ptx = seam::llvm::ptx_from_text(&text, None, &CodegenOptions::default())
                    .map_err(|e| e.to_string())?;
                match seam::ptxas::run_with(tool, &ptx, &Default::default()) {
                    Err(e @ seam::ptxas::PtxasError::Rejected { .. })
                        if e.to_string().contains("wrong number of parameters") =>
                    {
                        clean_kept(&e.to_string());
                        Ok(())
                    }
                    Err(e) => Err(format!("ptxas failed otherwise: {e}").into()),
                    Ok(_) => Err("ptxas now assembles it: the defect is gone".into()),
                }
            },
        ));
        // The outliner on more generated cases (their original's PTX): the properties of
        // `outline_holds`, and it finds something to outline in some of them.
        v.push(Trial::test("generated/outliner-properties", || {
            let mut outlined = 0;
            for seed in 100..120u64 {
                let generated = seam_fuzz::case_from_seed(seed, None).map_err(|e| e.to_string())?;
                let Ok(ptx) = compile(&generated.module, None) else {
                    continue;
                };
                if outline_holds(&generated.module, &ptx, &generated.launches)
                    .map_err(|e| format!("seed {seed}: {e}"))?
                {
                    outlined += 1;
                }
            }
            if outlined == 0 {
                return Err("the outliner found nothing to outline in 20 generated cases".into());
            }
            eprintln!("outliner: outlined something in {outlined} of 20 generated cases");
            Ok(())
        }));
        // The launch stack (seam_oracle::perf::stack) against ptxas's own "cumulative stack
        // size" on generated cases before and after every named pipeline: equal for every
        // kernel whose call graph has no cycle; unbounded for the others (where ptxas leaves
        // the recursive callees out of its figure). ptxas matches indirect calls to no
        // prototype, so where only a prototype rules a recursive target out, ptxas's figure
        // leaves the call out and can only be below seam's; and it reports an address-taken
        // function's frame for indirect calls, where a direct call may use a smaller one.
        v.push(Trial::test("generated/launch-stack-matches-ptxas", || {
            let Some(tool) = ptxas() else {
                eprintln!("skipped generated/launch-stack-matches-ptxas: no ptxas");
                return Ok(());
            };
            let (mut equal, mut unbounded, mut resolved, mut with_calls) = (0, 0, 0, 0);
            // At least 24 seeds, and on until a recursive kernel has been met (at most 96).
            for seed in 0..96u64 {
                if seed >= 24 && equal > 0 && unbounded > 0 {
                    break;
                }
                let case = seam_fuzz::case_from_seed(seed, None).map_err(|e| e.to_string())?;
                let mut modules = vec![("none".to_owned(), case.module.clone())];
                for (name, _) in seam::passes::NAMED_PIPELINES {
                    if matches!(*name, "nir" | "lto" | "lto-split") {
                        continue; // they take per-case options (entry points, host references)
                    }
                    let mut m = case.module.clone();
                    let specs = seam::passes::parse_pipeline(name).map_err(|e| e.to_string())?;
                    if seam::passes::run_specs(&mut m, &specs, &Default::default()).is_ok() {
                        modules.push(((*name).to_owned(), m));
                    }
                }
                for (stage, m) in modules {
                    let Ok(ptx) = seam::llvm::emit_ptx(&m, &CodegenOptions::default()) else {
                        continue;
                    };
                    let Ok(report) = seam::ptxas::run_with(tool, &ptx, &Default::default()) else {
                        continue;
                    };
                    let parsed = seam::ptx::parse(&ptx).map_err(|e| e.to_string())?;
                    let g = seam_oracle::perf::stack::CallGraph::of(&parsed);
                    // ptxas matches an indirect call to no prototype: every address-taken
                    // function is a target, and a recursive one among them takes the call out
                    // of its figure. The graph without prototypes is ptxas's view.
                    let mut blind = parsed.clone();
                    for item in &mut blind.items {
                        if let seam::ptx::Item::Function(f) = item
                            && let Some(body) = &mut f.body
                        {
                            strip_prototypes(body);
                        }
                    }
                    let blind = seam_oracle::perf::stack::CallGraph::of(&blind);
                    let frame = |n: &str| report.function(n).map(|f| f.stack_frame);
                    let blind_stacks = seam_oracle::perf::stack::launch_stacks(&blind, &frame);
                    for (k, s) in seam_oracle::perf::stack::launch_stacks(&g, &frame) {
                        let Some(cum) = report.function(&k).and_then(|f| f.cumulative_stack) else {
                            continue;
                        };
                        with_calls += 1;
                        let ptxas_sees_recursion = blind_stacks.iter().any(|(b, bs)| {
                            *b == k
                                && matches!(
                                    bs,
                                    seam_oracle::perf::stack::LaunchStack::Unbounded { .. }
                                )
                        });
                        // A direct call of an address-taken function: ptxas reports its
                        // frame for indirect calls, and may count a smaller one here.
                        let through_taken = match &s {
                            seam_oracle::perf::stack::LaunchStack::Bounded { chain, .. } => {
                                chain.iter().skip(1).any(|f| {
                                    g.names
                                        .iter()
                                        .position(|n| n == f)
                                        .is_some_and(|i| g.taken[i])
                                })
                            }
                            seam_oracle::perf::stack::LaunchStack::Unbounded { .. } => false,
                        };
                        match s {
                            seam_oracle::perf::stack::LaunchStack::Bounded { bytes, .. }
                                if ptxas_sees_recursion || (through_taken && bytes > cum) =>
                            {
                                // Prototypes rule the recursive function out (ptxas's figure
                                // leaves the indirect call out), or the chain calls an
                                // address-taken function directly: ptxas's can only be smaller.
                                if bytes < cum {
                                    return Err(format!(
                                        "seed {seed} {stage} @{k}: launch stack {s} below \
                                         ptxas's cumulative stack size {cum}"
                                    )
                                    .into());
                                }
                                resolved += 1;
                            }
                            seam_oracle::perf::stack::LaunchStack::Bounded { bytes, .. } => {
                                if bytes != cum {
                                    return Err(format!(
                                        "seed {seed} {stage} @{k}: launch stack {s}, ptxas's \
                                         cumulative stack size {cum}"
                                    )
                                    .into());
                                }
                                equal += 1;
                            }
                            seam_oracle::perf::stack::LaunchStack::Unbounded { .. } => {
                                unbounded += 1;
                            }
                        }
                    }
                }
            }
            if equal == 0 || unbounded == 0 {
                return Err(format!(
                    "expected both bounded and recursive kernels with calls: {equal} bounded, \
                     {unbounded} unbounded"
                )
                .into());
            }
            eprintln!(
                "launch stack: {equal} kernels equal to ptxas's cumulative stack size, \
                 {unbounded} unbounded (recursion), {resolved} above it (prototypes rule out a \
                 recursion ptxas sees, or a direct call of an address-taken function), of \
                 {with_calls}"
            );
            Ok(())
        }));
        // Seed 41's tileiras result holds an `isspacep`-guarded cast to a space its pointer is
        // not in, which LLVM 19 folds into a cast between two specific spaces and cannot emit
        // (seam poisons it before code generation: `seam::llvm::legalize`).
        // Seeds 391, 535 and 7107: a generic-to-specific cast of a `select` one of whose arms
        // points into another space; llc pushes the cast into the arms and stopped ("Cannot
        // cast between two non-generic address spaces") until `seam::llvm::legalize` split
        // such casts itself. They compile, and their PTX runs as their IR does.
        v.push(Trial::test(
            "generated/select-casts-split-for-llvm19",
            || {
                for seed in [391, 535, 7107] {
                    let case = seam_fuzz::case_from_seed(seed, None).map_err(|e| e.to_string())?;
                    let ptx =
                        compile(&case.module, None).map_err(|e| format!("seed {seed}: {e}"))?;
                    ptx_agrees(&case.module, &ptx, &case.launches)
                        .map_err(|e| format!("seed {seed}: {e}"))?;
                    compile(&case.module, Some(seam::llvm::LLVM_O3))
                        .map_err(|e| format!("seed {seed}: llvm-O3: {e}"))?;
                }
                Ok(())
            },
        ));
        v
    }

    const FMA_KERNELS: &str = r#"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.fmuladd.f32(float, float, float)
declare double @llvm.fma.f64(double, double, double)

define ptx_kernel void @plain(ptr addrspace(1) %o, float %a, float %b, float %c, double %x, double %y, double %z) {
  %m = fmul float %a, %b
  %s = fadd float %m, %c
  store float %s, ptr addrspace(1) %o, align 4
  %dm = fmul double %x, %y
  %ds = fsub double %dm, %z
  %o8 = getelementptr inbounds i8, ptr addrspace(1) %o, i64 8
  store double %ds, ptr addrspace(1) %o8, align 8
  ret void
}

define ptx_kernel void @contract(ptr addrspace(1) %o, float %a, float %b, float %c) {
  %m = fmul contract float %a, %b
  %s = fadd contract float %m, %c
  store float %s, ptr addrspace(1) %o, align 4
  ret void
}

define ptx_kernel void @fast(ptr addrspace(1) %o, float %a, float %b, float %c) {
  %m = fmul fast float %a, %b
  %s = fadd fast float %m, %c
  store float %s, ptr addrspace(1) %o, align 4
  ret void
}

define ptx_kernel void @muladd(ptr addrspace(1) %o, float %a, float %b, float %c) {
  %s = call float @llvm.fmuladd.f32(float %a, float %b, float %c)
  store float %s, ptr addrspace(1) %o, align 4
  ret void
}

define ptx_kernel void @fma(ptr addrspace(1) %o, double %a, double %b, double %c) {
  %s = call double @llvm.fma.f64(double %a, double %b, double %c)
  store double %s, ptr addrspace(1) %o, align 8
  ret void
}
"#;

    /// Which kernels of `ptx` contain an `fma`, and whether every `mul`/`add`/`sub` of floats
    /// rounds explicitly (`.rn`: ptxas never fuses those).
    fn fma_kernels(ptx: &str) -> (Vec<String>, bool) {
        let m = seam::ptx::parse(ptx).unwrap();
        let mut with = Vec::new();
        let mut all_rn = true;
        for f in m.functions() {
            let insts = f.instructions();
            if insts.iter().any(|i| i.opcode == "fma") {
                with.push(f.name.clone());
            }
            for i in insts {
                let float = i
                    .types()
                    .any(|t| matches!(t, seam::ptx::ScalarType::F32 | seam::ptx::ScalarType::F64));
                if float && matches!(i.opcode.as_str(), "mul" | "add" | "sub") && !i.has("rn") {
                    all_rn = false;
                }
            }
        }
        with.sort();
        (with, all_rn)
    }

    fn fma_trials() -> Vec<Trial> {
        let mut v = Vec::new();
        for (name, level, passes) in [
            ("fma/codegen-O2", 2u8, None),
            ("fma/codegen-O3", 3, None),
            ("fma/codegen-O0", 0, None),
            ("fma/after-llvm-O3", 2, Some(seam::llvm::LLVM_O3)),
        ] {
            v.push(Trial::test(name, move || {
                let m = module_of(FMA_KERNELS);
                let opts = CodegenOptions {
                    opt_level: level,
                    ..Default::default()
                };
                let ptx =
                    seam::llvm::emit_ptx_after(&m, passes, &opts).map_err(|e| e.to_string())?;
                let (with, all_rn) = fma_kernels(&ptx);
                if !all_rn {
                    return Err(format!("a float multiply or add without .rn:\n{ptx}").into());
                }
                // What the IR asks for is fused at every level, nothing else.
                let want: &[&str] = &["contract", "fast", "fma", "muladd"];
                if with != want {
                    return Err(
                        format!("kernels with fma: {with:?}, expected {want:?}\n{ptx}").into(),
                    );
                }
                assemble(&ptx)?;
                Ok(())
            }));
        }
        v
    }

    /// The EarlyCSE crash of LLVM 19 (a self-referential value in an unreachable block).
    const CRASHER: &str = r#"
target triple = "nvptx64-nvidia-cuda"
@tile = internal addrspace(3) global [4 x i32] zeroinitializer
define internal void @uninit_operand(i1 %c) {
entry:
  %s = addrspacecast ptr addrspace(3) @tile to ptr
  br label %j
dead:
  %q = phi ptr [ %q, %dead ]
  br i1 %c, label %j, label %dead
j:
  %p = phi ptr [ %s, %entry ], [ %q, %dead ]
  store i32 4, ptr %p, align 4
  ret void
}
define ptx_kernel void @k() {
  call void @uninit_operand(i1 true)
  ret void
}
"#;

    const FENCE: &str = r#"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  fence seq_cst
  ret void
}
"#;

    fn expect_failure(r: Result<String, CodegenError>) -> Result<seam::llvm::LlvmFailure, Failed> {
        match r {
            Ok(ptx) => Err(format!("compiled:\n{ptx}").into()),
            Err(CodegenError::Llvm(f)) => Ok(f),
            Err(e) => Err(format!("not an LLVM failure: {e}").into()),
        }
    }

    fn isolation_trials() -> Vec<Trial> {
        vec![
            Trial::test("isolation/crash-becomes-an-error", || {
                let f = expect_failure(seam::llvm::ptx_from_text(
                    CRASHER,
                    None,
                    &Default::default(),
                ))?;
                let msg = f.to_string();
                if !matches!(f.error, LlvmError::Crashed(_))
                    || !msg.contains("SIGSEGV")
                    || !msg.contains("Early CSE")
                {
                    return Err(format!("not the EarlyCSE crash:\n{msg}").into());
                }
                let kept = f.kept.clone().ok_or("no folder kept")?;
                let input =
                    std::fs::read_to_string(kept.join("input.ll")).map_err(|e| e.to_string())?;
                if input != CRASHER || !kept.join("llvm.log").exists() {
                    return Err(format!(
                        "the kept folder {} lacks the input or the log",
                        kept.display()
                    )
                    .into());
                }
                if !msg.contains("to reproduce: llc-19 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90") {
                    return Err(format!("no command to reproduce:\n{msg}").into());
                }
                std::fs::remove_dir_all(kept).map_err(|e| e.to_string())?;
                Ok(())
            }),
            Trial::test("isolation/fatal-error-becomes-an-error", || {
                let f =
                    expect_failure(seam::llvm::ptx_from_text(FENCE, None, &Default::default()))?;
                let msg = f.to_string();
                clean_kept(&msg);
                match &f.error {
                    LlvmError::Fatal(m)
                        if m.starts_with("Cannot select") && m.contains("AtomicFence") =>
                    {
                        Ok(())
                    }
                    _ => Err(format!("not LLVM's fatal error:\n{msg}").into()),
                }
            }),
            Trial::test("isolation/seam-finds-what-llvm-cannot-compile", || {
                let metal = "target triple = \"nvptx64-nvidia-cuda\"\n\n\ndefine ptx_kernel void @k(ptr addrspace(2) %p) {\n  ret void\n}\n";
                let e = seam::llvm::emit_ptx(&module_of(metal), &Default::default()).unwrap_err();
                let msg = e.to_string();
                if !matches!(e, CodegenError::Unsupported(_))
                    || !msg.starts_with("4:1: @k: unsupported by LLVM 19's NVPTX back end: a signature with addrspace(2)")
                {
                    return Err(msg.into());
                }
                // What seam rewrites for LLVM 19 (the fence of FENCE) compiles.
                compile(&module_of(FENCE), None)?;
                Ok(())
            }),
            Trial::test("isolation/in-process-gives-the-same-ptx", || {
                let m = module_of(FMA_KERNELS);
                let a = seam::llvm::emit_ptx(&m, &Default::default()).map_err(|e| e.to_string())?;
                let opts = CodegenOptions {
                    isolation: seam::llvm::Isolation::InProcess,
                    ..Default::default()
                };
                let b = seam::llvm::emit_ptx(&m, &opts).map_err(|e| e.to_string())?;
                if a != b {
                    return Err("the child process and this process give different PTX".into());
                }
                Ok(())
            }),
        ]
    }

    fn bad_input_trials() -> Vec<Trial> {
        vec![
            Trial::test("bad-input/module-llvm-rejects", || {
                let f = expect_failure(seam::llvm::ptx_from_text(
                    "define void @f() {\n  ret i32 0\n}\n",
                    None,
                    &Default::default(),
                ))?;
                let msg = f.to_string();
                clean_kept(&msg);
                if !msg.starts_with("LLVM 19 could not parse the module: ")
                    || !msg.contains("value doesn't match function result type")
                    || !msg.contains("the input and LLVM's messages are kept in ")
                {
                    return Err(msg.into());
                }
                Ok(())
            }),
            Trial::test("bad-input/llvm-verifier-rejects", || {
                let f = expect_failure(seam::llvm::ptx_from_text(
                    "define void @f() {\nentry:\n  br label %entry\n}\n",
                    None,
                    &Default::default(),
                ))?;
                let msg = f.to_string();
                clean_kept(&msg);
                if !msg.starts_with("LLVM 19's verifier rejected the module: ")
                    || !msg.contains("Entry block")
                {
                    return Err(msg.into());
                }
                Ok(())
            }),
            Trial::test("bad-input/bad-pipeline", || {
                let f = expect_failure(seam::llvm::ptx_from_text(
                    FMA_KERNELS,
                    Some("no-such-pass"),
                    &Default::default(),
                ))?;
                let msg = f.to_string();
                clean_kept(&msg);
                if !msg.contains("unknown pass name 'no-such-pass'") || !msg.contains("opt-19") {
                    return Err(msg.into());
                }
                Ok(())
            }),
            Trial::test("bad-input/not-bitcode", || {
                let e = seam::llvm::import_bytes(
                    &[0x7f, b'E', b'L', b'F', 0xff, 0],
                    "a.out",
                    Default::default(),
                )
                .unwrap_err();
                let msg = e.to_string();
                if msg
                    != "a.out: neither LLVM bitcode nor LLVM IR text (not UTF-8 text, and it starts with bytes 7f 45 4c 46)"
                {
                    return Err(msg.into());
                }
                Ok(())
            }),
            Trial::test("bad-input/corrupt-bitcode", || {
                let mut bytes = std::fs::read(root().join("tests/import/stencil-O2.bc"))
                    .map_err(|e| e.to_string())?;
                bytes.truncate(bytes.len() / 3);
                let e = seam::llvm::import_bytes(&bytes, "cut.bc", Default::default()).unwrap_err();
                let msg = e.to_string();
                clean_kept(&msg);
                if !msg.starts_with("cut.bc: LLVM 19 could not read the bitcode: ")
                    || !msg.contains("kept in ")
                {
                    return Err(msg.into());
                }
                Ok(())
            }),
            Trial::test("bad-input/options", || {
                let m = module_of(FENCE);
                for (opts, want) in [
                    (
                        CodegenOptions {
                            sm: "100".into(),
                            ..Default::default()
                        },
                        "sm_100: not a target LLVM 19's NVPTX back end knows",
                    ),
                    (
                        CodegenOptions {
                            ptx: Some(99),
                            ..Default::default()
                        },
                        "PTX version 99: LLVM 19 emits",
                    ),
                    (
                        CodegenOptions {
                            opt_level: 4,
                            ..Default::default()
                        },
                        "code generation level 4: not 0 to 3",
                    ),
                ] {
                    let e = seam::llvm::ptx_from_text(&seam::text::print_module(&m), None, &opts)
                        .unwrap_err();
                    if !e.to_string().starts_with(want) {
                        return Err(format!("{e} (wanted '{want}')").into());
                    }
                }
                Ok(())
            }),
        ]
    }

    fn import_trials() -> Vec<Trial> {
        vec![
            Trial::test("import/clang-bitcode-through-tileiras", || {
                let path = root().join("tests/import/stencil-O2.bc");
                let m = seam::llvm::import_file(&path, Default::default())
                    .map_err(|e| e.to_string())?;
                if m.functions.iter().filter(|(f, _)| m.is_kernel(*f)).count() != 5 {
                    return Err("expected the five kernels of stencil.cu".into());
                }
                let mut after = m.clone();
                seam::passes::run_pipeline(&mut after, "tileiras", &Default::default())
                    .map_err(|e| e.to_string())?;
                compile(&m, None)?;
                compile(&after, None)?;
                Ok(())
            }),
            Trial::test("import/bitcode-outside-the-subset", || {
                // Warp shuffles are in the subset now; mbarriers are not.
                let warp = root().join("tests/import/warp-O2.bc");
                seam::llvm::import_file(&warp, Default::default()).map_err(|e| e.to_string())?;
                let path = root().join("tests/import/mbarrier-O2.bc");
                let e = seam::llvm::import_file(&path, Default::default()).unwrap_err();
                let msg = e.to_string();
                if !e.is_unsupported() || !msg.contains(":18:14: unsupported intrinsic '@llvm.nvvm.mbarrier.init.shared' (in LLVM 19's text of the bitcode ") {
                    return Err(msg.into());
                }
                // The text named in the message is kept for inspection.
                let seam::llvm::ImportError::Parse { kept: Some(k), .. } = &e else {
                    return Err(msg.into());
                };
                let text = std::fs::read_to_string(k).map_err(|e| e.to_string())?;
                if !text.contains("@llvm.nvvm.mbarrier.init.shared") {
                    return Err("the kept text is not LLVM's printing of the bitcode".into());
                }
                std::fs::remove_dir_all(k.parent().unwrap()).map_err(|e| e.to_string())?;
                Ok(())
            }),
        ]
    }

    fn options_trials() -> Vec<Trial> {
        vec![Trial::test("options/sm-ptx-version-level", || {
            let m = module_of(FMA_KERNELS);
            let opts = CodegenOptions {
                sm: "80".into(),
                ptx: Some(80),
                opt_level: 3,
                ..Default::default()
            };
            let ptx = seam::llvm::emit_ptx(&m, &opts).map_err(|e| e.to_string())?;
            let parsed = seam::ptx::parse(&ptx).map_err(|e| e.to_string())?;
            if parsed.version != Some((8, 0))
                || parsed.target != ["sm_80"]
                || parsed.address_size != Some(64)
            {
                return Err(format!("{:?} {:?}", parsed.version, parsed.target).into());
            }
            let default = seam::ptx::parse(
                &seam::llvm::emit_ptx(&m, &Default::default()).map_err(|e| e.to_string())?,
            )
            .map_err(|e| e.to_string())?;
            if default.target != ["sm_90"] || default.version != Some((7, 8)) {
                return Err(format!("default: {:?} {:?}", default.version, default.target).into());
            }
            Ok(())
        })]
    }

    pub(super) fn main() {
        let args = Arguments::from_args();
        let mut trials = filetest_trials();
        trials.extend(generated_trials());
        trials.extend(fma_trials());
        trials.extend(isolation_trials());
        trials.extend(bad_input_trials());
        trials.extend(import_trials());
        trials.extend(options_trials());
        libtest_mimic::run(&args, trials).exit();
    }
}
