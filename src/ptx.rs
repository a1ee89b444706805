//! `seam ptx`, `seam stats`, `seam import`, and the PTX table of `seam gen --stats --ptx`:
//! modules through LLVM 19's NVPTX back end and ptxas, measured with `seam::ptx`'s metrics.
//!
//! A *stage* is one version of a module compiled to PTX: the input (`none`), the input after a
//! seam pipeline, or the input after LLVM's `default<O3>` (`llvm-O3`). Each stage's PTX is
//! measured (instructions, memory accesses by state space, `cvta`, calls, `.param` traffic of
//! call boundaries) and assembled by ptxas (registers of kernels, stack frames, spills).

use std::fmt::Write as _;
use std::path::Path;
use std::time::{Duration, Instant};

use anyhow::Result;
use seam::ir::Module;
use seam::ptx::{Counts, FunctionKind, FunctionMetrics, MemSpace};
use seam::ptxas::{PtxasOptions, PtxasReport};

/// A tool (LLVM or ptxas) rejected a module, or a stage failed: exit status 3.
#[derive(Debug)]
pub(crate) struct ToolRejected;

impl std::fmt::Display for ToolRejected {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a tool rejected the module")
    }
}

impl std::error::Error for ToolRejected {}

/// The name of the LLVM-O3 stage.
pub(crate) const LLVM_O3_STAGE: &str = "llvm-O3";

/// The target options of `seam ptx`, `seam stats` and `seam gen --stats --ptx`.
#[derive(clap::Args, Clone, Debug)]
pub(crate) struct TargetArgs {
    /// The SM to compile for: 90 is sm_90 (LLVM 19 knows sm_20 to sm_90a).
    #[arg(long, default_value = "90")]
    sm: String,
    /// The PTX version, e.g. 80 for PTX 8.0 (default: LLVM's choice for the SM).
    #[arg(long)]
    ptx_version: Option<u32>,
    /// LLVM's code generation optimization level, 0 to 3.
    #[arg(long, default_value_t = 2)]
    codegen_opt: u8,
}

impl TargetArgs {
    /// The target, checked.
    pub(crate) fn target(&self) -> Result<Target> {
        if self.codegen_opt > 3 {
            anyhow::bail!("--codegen-opt {}: not 0 to 3", self.codegen_opt);
        }
        let t = Target {
            sm: self.sm.trim_start_matches("sm_").to_owned(),
            ptx: self.ptx_version,
            opt_level: self.codegen_opt,
        };
        #[cfg(feature = "llvm")]
        {
            let o = t.codegen();
            if !seam::llvm::LLVM19_SMS.contains(&o.sm.as_str()) {
                anyhow::bail!(
                    "--sm {}: not a target LLVM 19 knows (sm_{})",
                    self.sm,
                    seam::llvm::LLVM19_SMS.join(", sm_")
                );
            }
            if let Some(v) = o.ptx
                && !seam::llvm::LLVM19_PTX_VERSIONS.contains(&v)
            {
                anyhow::bail!("--ptx-version {v}: LLVM 19 emits PTX 3.2 to 8.5 (32 to 85)");
            }
        }
        Ok(t)
    }
}

/// Target options shared by the subcommands.
#[derive(Clone, Debug)]
pub(crate) struct Target {
    /// `90`, `90a`.
    pub(crate) sm: String,
    /// PTX version (`80`), or LLVM's default.
    pub(crate) ptx: Option<u32>,
    /// LLVM code generation level.
    pub(crate) opt_level: u8,
}

impl Target {
    #[cfg(feature = "llvm")]
    fn codegen(&self) -> seam::llvm::CodegenOptions {
        seam::llvm::CodegenOptions {
            sm: self.sm.clone(),
            ptx: self.ptx,
            opt_level: self.opt_level,
            ..seam::llvm::CodegenOptions::default()
        }
    }

    fn ptxas(&self) -> PtxasOptions {
        PtxasOptions {
            arch: format!("sm_{}", self.sm),
            ..PtxasOptions::default()
        }
    }

    fn describe(&self) -> String {
        format!(
            "sm_{}, {}, LLVM 19 code generation -O{}, ptxas -O3 --fmad=false",
            self.sm,
            self.ptx
                .map_or("LLVM's default PTX version".to_owned(), |v| format!(
                    "PTX {}.{}",
                    v / 10,
                    v % 10
                )),
            self.opt_level
        )
    }
}

/// Reads a module: LLVM bitcode or text (through `seam::llvm::import` when seam has LLVM).
pub(crate) fn load_module(path: &Path) -> Result<Module> {
    #[cfg(feature = "llvm")]
    {
        if path == Path::new("-") {
            let text = super::read_input(path)?;
            return seam::llvm::import_bytes(text.as_bytes(), "<stdin>", Default::default())
                .map_err(report_import);
        }
        seam::llvm::import_file(path, Default::default()).map_err(report_import)
    }
    #[cfg(not(feature = "llvm"))]
    {
        let m = super::parse(path)?;
        if let Err(errs) = seam::verify::verify_module(&m) {
            eprintln!("{}", errs.with_file(&super::display_name(path)));
            return Err(super::Invalid.into());
        }
        Ok(m)
    }
}

#[cfg(feature = "llvm")]
fn report_import(e: seam::llvm::ImportError) -> anyhow::Error {
    use seam::llvm::ImportError as E;
    match e {
        E::Parse { .. } | E::Verify { .. } => {
            eprintln!("{e}");
            super::Invalid.into()
        }
        E::Llvm { .. } => {
            eprintln!("{e}");
            ToolRejected.into()
        }
        E::Io { .. } | E::NotIr { .. } => anyhow::anyhow!("{e}"),
    }
}

/// `seam import FILE -o OUT`: canonical text of a `.ll` or `.bc` module.
pub(crate) fn import(file: &Path, output: Option<&Path>) -> Result<()> {
    let m = load_module(file)?;
    super::write_output(output, &seam::text::print_module(&m))
}

/// Runs `pipeline` (if not empty) on `m`.
fn run_pipeline(m: &mut Module, pipeline: &str, name: &str) -> Result<()> {
    if pipeline.is_empty() {
        return Ok(());
    }
    let specs = seam::passes::parse_pipeline(pipeline).map_err(|e| anyhow::anyhow!("-p: {e}"))?;
    seam::passes::run_specs(m, &specs, &seam::passes::RunOptions::default())
        .map_err(|e| anyhow::anyhow!("{name}: {pipeline}: {e}"))?;
    Ok(())
}

/// PTX of `m` (after the LLVM pipeline `llvm_passes`).
#[cfg(feature = "llvm")]
fn emit(m: &Module, llvm_passes: Option<&str>, t: &Target) -> Result<String, String> {
    seam::llvm::emit_ptx_after(m, llvm_passes, &t.codegen()).map_err(|e| e.to_string())
}

#[cfg(not(feature = "llvm"))]
fn emit(_: &Module, _: Option<&str>, _: &Target) -> Result<String, String> {
    Err("this seam was built without the `llvm` feature: no PTX code generation".into())
}

/// How `seam ptx --outline` reports the outliner's decisions.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum OutlineRemarks {
    /// None.
    None,
    /// Text lines on standard error.
    Text,
    /// JSON Lines on standard error.
    Json,
}

impl OutlineRemarks {
    pub(crate) fn parse(s: &str) -> Result<OutlineRemarks> {
        match s {
            "none" => Ok(OutlineRemarks::None),
            "text" => Ok(OutlineRemarks::Text),
            "json" => Ok(OutlineRemarks::Json),
            other => anyhow::bail!("--outline-remarks: '{other}' is not text, json or none"),
        }
    }
}

/// `seam ptx FILE [-p P] [--llvm-o3] [--outline] [-o OUT]`.
pub(crate) fn ptx(
    file: &Path,
    pipeline: &str,
    llvm_o3: bool,
    outline: Option<OutlineRemarks>,
    target: &Target,
    output: Option<&Path>,
) -> Result<()> {
    let mut m = load_module(file)?;
    run_pipeline(&mut m, pipeline, &super::display_name(file))?;
    let passes = llvm_o3.then_some(LLVM_O3_PASSES);
    match emit(&m, passes, target) {
        Ok(ptx) => match outline {
            None => super::write_output(output, &ptx),
            Some(remarks) => {
                let (text, report) = outline_ptx(&ptx, &m, remarks != OutlineRemarks::None)
                    .map_err(|e| anyhow::anyhow!("{}: {e}", super::display_name(file)))?;
                let r = match remarks {
                    OutlineRemarks::Json => seam::passes::remarks_json(&report.remarks),
                    OutlineRemarks::Text => seam::passes::remarks_text(&report.remarks),
                    OutlineRemarks::None => String::new(),
                };
                std::io::Write::write_all(&mut std::io::stderr().lock(), r.as_bytes())?;
                super::write_output(output, &text)
            }
        },
        Err(e) => {
            eprintln!("{}: {e}", super::display_name(file));
            Err(ToolRejected.into())
        }
    }
}

/// The machine outliner on `ptx`, LLVM's PTX of `m` (whose `"nooutline"` functions are left
/// alone), with its default options: the outlined PTX and what it did.
pub(crate) fn outline_ptx(
    ptx: &str,
    m: &Module,
    remarks: bool,
) -> Result<(String, seam::outline::OutlineReport), String> {
    let mut parsed = seam::ptx::parse(ptx).map_err(|e| format!("seam's PTX parser: {e}"))?;
    let opts = seam::outline::OutlineOptions {
        nooutline: seam_fuzz::judge::nooutline_functions(m),
        remarks,
        ..seam::outline::OutlineOptions::default()
    };
    let report = seam::outline::outline(&mut parsed, &opts);
    Ok((seam::ptx::print(&parsed), report))
}

/// LLVM's O3 pipeline text.
const LLVM_O3_PASSES: &str = "default<O3>";

/// One stage of a module: its PTX metrics and ptxas's report, or why there are none.
pub(crate) struct Stage {
    pub(crate) name: String,
    pub(crate) metrics: Result<Vec<FunctionMetrics>, String>,
    pub(crate) ptxas: Result<PtxasReport, String>,
    /// For an outlined stage: what the outliner did.
    pub(crate) outlined: Option<seam::outline::OutlineReport>,
}

impl Stage {
    /// Measures PTX text.
    fn from_ptx(name: &str, ptx: Result<String, String>, t: &Target) -> Stage {
        let (metrics, ptxas) = match ptx {
            Ok(text) => {
                let metrics = seam::ptx::parse(&text)
                    .map(|m| seam::ptx::module_metrics(&m))
                    .map_err(|e| format!("seam's PTX parser: {e}"));
                let ptxas = seam::ptxas::run(&text, &t.ptxas()).map_err(|e| e.to_string());
                (metrics, ptxas)
            }
            Err(e) => (Err(e.clone()), Err(e)),
        };
        Stage {
            name: name.to_owned(),
            metrics,
            ptxas,
            outlined: None,
        }
    }

    /// Compiles `m` (after `llvm_passes`) and measures it, and with `outline` also its PTX
    /// after the machine outliner, as a stage `NAME+outlined` (`m`'s `"nooutline"` functions
    /// skipped).
    fn compile_into(
        stages: &mut Vec<Stage>,
        name: &str,
        m: &Module,
        llvm_passes: Option<&str>,
        t: &Target,
        outline: bool,
    ) {
        let ptx = emit(m, llvm_passes, t);
        stages.push(Stage::from_ptx(name, ptx.clone(), t));
        if outline {
            stages.push(Stage::outlined(name, ptx, Some(m), t));
        }
    }

    /// The stage `NAME+outlined`: `ptx` after the machine outliner.
    fn outlined(name: &str, ptx: Result<String, String>, m: Option<&Module>, t: &Target) -> Stage {
        let empty = Module::default();
        let done = ptx.and_then(|text| outline_ptx(&text, m.unwrap_or(&empty), false));
        let name = format!("{name}+outlined");
        match done {
            Ok((text, report)) => Stage {
                outlined: Some(report),
                ..Stage::from_ptx(&name, Ok(text), t)
            },
            Err(e) => Stage::from_ptx(&name, Err(e), t),
        }
    }

    fn failure(&self) -> Option<&str> {
        match (&self.metrics, &self.ptxas) {
            (Err(e), _) | (_, Err(e)) => Some(e),
            _ => None,
        }
    }
}

/// `seam stats FILE [-p P]... [--compare-llvm-o3] [--outline]`: per-function table of every
/// stage (with `--outline`, each followed by its outlined PTX), then a line per outlined stage.
pub(crate) fn stats(
    file: &Path,
    pipelines: &[String],
    llvm_o3: bool,
    outline: bool,
    target: &Target,
) -> Result<()> {
    let name = super::display_name(file);
    let mut stages = Vec::new();
    if file.extension().is_some_and(|e| e == "ptx") {
        if !pipelines.is_empty() || llvm_o3 {
            anyhow::bail!(
                "{name}: a PTX file has no pipelines to run (-p and --compare-llvm-o3 need a module)"
            );
        }
        let text = super::read_input(file)?;
        stages.push(Stage::from_ptx("ptx", Ok(text.clone()), target));
        if outline {
            stages.push(Stage::outlined("ptx", Ok(text), None, target));
        }
    } else {
        let m = load_module(file)?;
        for p in pipelines {
            seam::passes::parse_pipeline(p).map_err(|e| anyhow::anyhow!("-p {p}: {e}"))?;
        }
        Stage::compile_into(&mut stages, "none", &m, None, target, outline);
        for p in pipelines {
            let mut after = m.clone();
            match run_pipeline(&mut after, p, &name) {
                Ok(()) => Stage::compile_into(&mut stages, p, &after, None, target, outline),
                Err(e) => stages.push(Stage {
                    name: p.clone(),
                    metrics: Err(e.to_string()),
                    ptxas: Err(e.to_string()),
                    outlined: None,
                }),
            }
        }
        if llvm_o3 {
            Stage::compile_into(
                &mut stages,
                LLVM_O3_STAGE,
                &m,
                Some(LLVM_O3_PASSES),
                target,
                outline,
            );
        }
    }
    let mut out = format!("{name}: {}\n", target.describe());
    out.push_str(&function_table(&stages));
    for (k, s) in stages.iter().enumerate() {
        if let Some(r) = &s.outlined
            && k > 0
        {
            out.push_str(&outline_summary(&stages[k - 1], s, r));
        }
    }
    let mut failed = false;
    for s in &stages {
        if let Some(e) = s.failure() {
            failed = true;
            let _ = writeln!(out, "stage {}: {e}", s.name);
        }
    }
    std::io::Write::write_all(&mut std::io::stdout().lock(), out.as_bytes())?;
    if failed {
        Err(ToolRejected.into())
    } else {
        Ok(())
    }
}

/// One line on what the outliner did to a stage and what ptxas made of it: functions made,
/// instructions saved, how many of the outlined functions ptxas kept as functions of their
/// own (it names them in its report; one it inlined back at every call is not named), and
/// the kernels' registers, spills and call-tree stacks before and after.
fn outline_summary(before: &Stage, after: &Stage, r: &seam::outline::OutlineReport) -> String {
    let made = r.outlined.len();
    let mut line = format!(
        "{}: {made} functions outlined, {} -> {} instructions",
        after.name, r.instructions_before, r.instructions_after
    );
    if let (Ok(b), Ok(a)) = (&before.ptxas, &after.ptxas) {
        let kept = r
            .outlined
            .iter()
            .filter(|o| a.function(&o.name).is_some())
            .count();
        let stack = |p: &PtxasReport| -> u64 {
            p.functions
                .iter()
                .filter(|f| f.entry)
                .map(|f| f.cumulative_stack.unwrap_or(f.stack_frame))
                .sum()
        };
        let _ = write!(
            line,
            "; ptxas keeps {kept} of {made} as functions; kernel registers {} -> {}, spill bytes {} -> {}, kernel stack bytes {} -> {}",
            b.kernel_registers(),
            a.kernel_registers(),
            b.spill_bytes(),
            a.spill_bytes(),
            stack(b),
            stack(a)
        );
    }
    line.push('\n');
    line
}

/// `ld` cell: generic/global/shared/const/local/param (shared::cluster folded into shared).
fn spaces_cell(c: &seam::ptx::SpaceCounts) -> String {
    format!(
        "{}/{}/{}/{}/{}/{}",
        c.get(MemSpace::Generic),
        c.get(MemSpace::Global),
        c.get(MemSpace::Shared) + c.get(MemSpace::SharedCluster),
        c.get(MemSpace::Const),
        c.get(MemSpace::Local),
        c.get(MemSpace::Param)
    )
}

const HEADER: [&str; 12] = [
    "function",
    "stage",
    "insts",
    "ld g/gl/sh/c/lo/p",
    "st g/gl/sh/c/lo/p",
    "atom g/spec",
    "cvta",
    "calls",
    ".param i/B",
    "regs",
    "stack",
    "spill st/ld",
];

/// One row of the table for `counts` and ptxas's numbers for the function.
fn row(
    function: &str,
    stage: &str,
    c: &Counts,
    ptxas: Option<&seam::ptxas::FunctionStats>,
) -> Vec<String> {
    let dash = || "-".to_owned();
    vec![
        function.to_owned(),
        stage.to_owned(),
        c.instructions.to_string(),
        spaces_cell(&c.loads),
        spaces_cell(&c.stores),
        format!(
            "{}/{}",
            c.atomics.generic(),
            c.atomics.total() - c.atomics.generic()
        ),
        c.cvta().to_string(),
        if c.indirect_calls > 0 {
            format!("{}+{}i", c.calls, c.indirect_calls)
        } else {
            c.calls.to_string()
        },
        format!("{}/{}", c.param.instructions(), c.param.bytes),
        ptxas
            .and_then(|p| p.registers)
            .map_or_else(dash, |r| r.to_string()),
        ptxas.map_or_else(dash, |p| p.stack_frame.to_string()),
        ptxas.map_or_else(dash, |p| format!("{}/{}", p.spill_stores, p.spill_loads)),
    ]
}

pub(crate) fn render(rows: &[Vec<String>]) -> String {
    let cols = rows.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..cols)
        .map(|c| {
            rows.iter()
                .filter_map(|r| r.get(c))
                .map(|s| s.chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    for r in rows {
        let mut line = String::new();
        for (c, cell) in r.iter().enumerate() {
            if c > 0 {
                line.push_str("  ");
            }
            // Names left-aligned, numbers right-aligned.
            if c < 2 {
                let _ = write!(line, "{cell:<w$}", w = widths[c]);
            } else {
                let _ = write!(line, "{cell:>w$}", w = widths[c]);
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// The per-function table: each function (in order of first appearance) with a row per stage
/// it exists in, then the module's totals per stage.
fn function_table(stages: &[Stage]) -> String {
    let mut names: Vec<(String, FunctionKind)> = Vec::new();
    for s in stages {
        if let Ok(ms) = &s.metrics {
            for f in ms {
                if !names.iter().any(|(n, _)| *n == f.name) {
                    names.push((f.name.clone(), f.kind));
                }
            }
        }
    }
    let mut rows = vec![HEADER.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>()];
    for (name, kind) in &names {
        let mut first = true;
        for s in stages {
            let Ok(ms) = &s.metrics else { continue };
            let Some(f) = ms.iter().find(|f| f.name == *name) else {
                continue;
            };
            let label = if first {
                match kind {
                    FunctionKind::Entry => format!("{name} (kernel)"),
                    FunctionKind::Func => name.clone(),
                }
            } else {
                String::new()
            };
            first = false;
            let ptxas = s.ptxas.as_ref().ok().and_then(|r| r.function(name));
            rows.push(row(&label, &s.name, &f.counts, ptxas));
        }
    }
    let mut first = true;
    for s in stages {
        let Ok(ms) = &s.metrics else { continue };
        let mut total = Counts::default();
        for f in ms {
            total += &f.counts;
        }
        let mut r = row(if first { "total" } else { "" }, &s.name, &total, None);
        first = false;
        if let Ok(p) = &s.ptxas {
            let n = r.len();
            r[n - 3] = p.kernel_registers().to_string();
            r[n - 2] = p.stack_bytes().to_string();
            r[n - 1] = format!(
                "{}/{}",
                p.functions.iter().map(|f| f.spill_stores).sum::<u64>(),
                p.functions.iter().map(|f| f.spill_loads).sum::<u64>()
            );
        }
        rows.push(r);
    }
    let mut out = render(&rows);
    out.push_str(
        "(ld/st: generic/global/shared/const/local/param; atom: generic/specific; calls: direct+indirect; \
         .param: call-boundary instructions/bytes; regs: kernels only, ptxas's count)\n",
    );
    out
}

/// Totals of one stage over many cases (`seam gen --stats --ptx`).
#[derive(Default)]
struct StageTally {
    name: String,
    cases: u64,
    compiled: u64,
    assembled: u64,
    /// Totals over the cases every stage compiled and assembled (so that stages compare).
    total: Measured,
    /// This case's measurement, until the case is finished.
    current: Option<Measured>,
    codegen_time: Duration,
    ptxas_time: Duration,
    failures: Vec<String>,
    failed: u64,
    /// The PTX interpreter against the IR interpreter on the stage's module.
    interp: InterpTally,
}

/// How the PTX interpreter agreed with the IR interpreter over a stage's launches.
#[derive(Default)]
struct InterpTally {
    /// Launches both ran.
    launches: u64,
    /// Launches whose outcomes agree.
    agree: u64,
    /// Launches the PTX interpreter could not run (an unsupported instruction, ...).
    errors: u64,
    /// PTX instructions executed, and the time it took.
    instructions: u64,
    time: Duration,
    /// IR instructions executed on the same launches, and the time.
    ir_instructions: u64,
    ir_time: Duration,
    /// The first disagreements and errors.
    notes: Vec<String>,
    /// Every seed with a disagreement or an error, in order.
    seeds: Vec<u64>,
    /// Generic `ld`/`st`/`atom` executed, and how many by instructions that touched one space.
    narrowing: seam_oracle::perf::narrowing::NarrowingTotals,
}

impl InterpTally {
    fn note(&mut self, s: String) {
        if self.notes.len() < 5 {
            self.notes.push(s);
        }
    }

    /// Runs every launch of `case` that `m` has a kernel for in both interpreters and
    /// compares.
    fn check(&mut self, seed: u64, m: &Module, ptx: &str, case: &seam_fuzz::Case) {
        let interp = match seam_oracle::ptx::PtxInterpreter::parse(ptx) {
            Ok(i) => i,
            Err(e) => {
                self.errors += case.launches.len() as u64;
                self.note(format!(
                    "seed {seed}: the PTX interpreter refuses the module: {e}"
                ));
                return;
            }
        };
        let Ok(ir) = seam_oracle::Interpreter::new_verified(m) else {
            return;
        };
        let mut record = seam_oracle::perf::narrowing::SpaceRecord::default();
        for (l, spec) in case.launches.iter().zip(&case.launch_specs) {
            if m.find_function(&l.kernel).is_none() {
                continue;
            }
            let start = Instant::now();
            let Ok((want, st)) = ir.run_with_stats(l, seam_oracle::Limits::default()) else {
                continue;
            };
            self.ir_time += start.elapsed();
            self.ir_instructions += st.instructions;
            let plan = match seam_oracle::gpu::plan::LaunchPlan::new(m, ptx, l) {
                Ok(p) => p,
                Err(e) => {
                    self.errors += 1;
                    self.note(format!("seed {seed}: {spec}: {e}"));
                    continue;
                }
            };
            self.launches += 1;
            let start = Instant::now();
            let got = interp.run_recording(&plan, seam_oracle::Limits::default(), &mut record);
            self.time += start.elapsed();
            match got {
                Ok((got, st)) => {
                    self.instructions += st.instructions;
                    match seam_oracle::compare(&want, &got) {
                        seam_oracle::Verdict::Same => self.agree += 1,
                        seam_oracle::Verdict::Differ(d) => {
                            if self.seeds.last() != Some(&seed) {
                                self.seeds.push(seed);
                            }
                            let first: Vec<&str> = d.lines().take(3).collect();
                            self.note(format!(
                                "seed {seed}: {spec}: IR and PTX interpreters differ: {}",
                                first.join(" | ")
                            ))
                        }
                    }
                }
                Err(e) => {
                    self.errors += 1;
                    if self.seeds.last() != Some(&seed) {
                        self.seeds.push(seed);
                    }
                    self.note(format!("seed {seed}: {spec}: PTX interpreter: {e}"));
                }
            }
        }
        self.narrowing += record.totals();
    }
}

/// What one stage of one case (or a sum of them) measured.
#[derive(Clone, Copy, Default)]
struct Measured {
    counts: Counts,
    registers: u64,
    spill_bytes: u64,
    stack_bytes: u64,
}

impl std::ops::AddAssign<&Measured> for Measured {
    fn add_assign(&mut self, o: &Measured) {
        self.counts += &o.counts;
        self.registers += o.registers;
        self.spill_bytes += o.spill_bytes;
        self.stack_bytes += o.stack_bytes;
    }
}

/// The PTX part of `seam gen --stats --ptx`: every case compiled and assembled before and after
/// each pipeline and after LLVM O3.
pub(crate) struct PtxTally {
    target: Target,
    stages: Vec<StageTally>,
    /// Cases every stage compiled and assembled.
    common: u64,
    /// The last case's PTX of the original (stage `none`), when it compiled.
    original: Option<String>,
}

impl PtxTally {
    /// Stages `none`, each pipeline, each pipeline followed by LLVM's O3 (`P+O3`), `llvm-O3`.
    pub(crate) fn new(target: Target, pipelines: &[String]) -> PtxTally {
        let mut names = vec!["none".to_owned()];
        names.extend(pipelines.iter().cloned());
        names.extend(pipelines.iter().map(|p| format!("{p}+O3")));
        names.push(LLVM_O3_STAGE.to_owned());
        PtxTally {
            target,
            common: 0,
            original: None,
            stages: names
                .into_iter()
                .map(|name| StageTally {
                    name,
                    ..StageTally::default()
                })
                .collect(),
        }
    }

    /// Records stage `k` (0: none; 1..: the pipelines in order) of case `seed`: `m` is the
    /// module, or why there is none (the pipeline failed); for a pipeline, also its stage
    /// followed by LLVM's O3.
    pub(crate) fn record(
        &mut self,
        seed: u64,
        k: usize,
        m: Result<&Module, String>,
        case: &seam_fuzz::Case,
    ) {
        if k > 0 {
            let o3 = k + (self.stages.len() - 2) / 2;
            self.record_stage(seed, o3, m.clone(), case, Some(LLVM_O3_PASSES));
        }
        self.record_stage(seed, k, m, case, None);
    }

    fn record_stage(
        &mut self,
        seed: u64,
        k: usize,
        m: Result<&Module, String>,
        case: &seam_fuzz::Case,
        passes: Option<&str>,
    ) {
        let target = self.target.clone();
        let s = &mut self.stages[k];
        s.cases += 1;
        let m = match m {
            Ok(m) => m,
            Err(e) => {
                s.fail(seed, &e);
                return;
            }
        };
        // A stage may run several times per case (`nir`, once per kernel): its measurements
        // add up.
        let earlier = s.current.take();
        let start = Instant::now();
        let ptx = emit(m, passes, &target);
        s.codegen_time += start.elapsed();
        if let Ok(text) = &ptx {
            s.interp.check(seed, m, text, case);
        }
        if k == 0 && passes.is_none() {
            self.original = ptx.as_ref().ok().cloned();
        }
        let s = &mut self.stages[k];
        s.measure(seed, ptx, &target);
        if let Some(mut e) = earlier {
            // A failed run leaves the case out of the totals, whichever run it was.
            s.current = s.current.take().map(|c| {
                e += &c;
                e
            });
        }
    }

    /// The PTX of the last case's original, when it compiled ([`PtxTally::record`] of stage 0).
    pub(crate) fn original_ptx(&self) -> Option<&str> {
        self.original.as_deref()
    }

    /// Records the LLVM-O3 stage of case `seed`, which finishes the case: its measurements
    /// count in the totals when every stage compiled and assembled.
    pub(crate) fn record_llvm_o3(&mut self, seed: u64, m: &Module, case: &seam_fuzz::Case) {
        let target = self.target.clone();
        let s = self.stages.last_mut().expect("the llvm-O3 stage");
        s.cases += 1;
        let start = Instant::now();
        let ptx = emit(m, Some(LLVM_O3_PASSES), &target);
        s.codegen_time += start.elapsed();
        if let Ok(text) = &ptx {
            s.interp.check(seed, m, text, case);
        }
        s.measure(seed, ptx, &target);
        if self.stages.iter().all(|s| s.current.is_some()) {
            self.common += 1;
            for s in &mut self.stages {
                let c = s.current.take().expect("measured");
                s.total += &c;
            }
        }
        for s in &mut self.stages {
            s.current = None;
        }
    }

    /// Whether every stage of every case compiled and assembled, and the PTX interpreter
    /// agreed with the IR interpreter on every launch.
    pub(crate) fn ok(&self) -> bool {
        self.stages
            .iter()
            .all(|s| s.failed == 0 && s.interp.agree == s.interp.launches && s.interp.errors == 0)
    }

    /// The table.
    pub(crate) fn report(&self) {
        println!("PTX ({}):", self.target.describe());
        let mut rows = vec![
            [
                "stage",
                "PTX",
                "ptxas ok",
                "insts",
                "generic ld",
                "generic st",
                "generic atom",
                "specific ld/st/atom",
                "cvta",
                "calls",
                ".param insts",
                ".param bytes",
                "regs",
                "spill bytes",
                "stack bytes",
            ]
            .iter()
            .map(|s| (*s).to_owned())
            .collect::<Vec<_>>(),
        ];
        for s in &self.stages {
            let c = &s.total.counts;
            rows.push(vec![
                s.name.clone(),
                format!("{}/{}", s.compiled, s.cases),
                format!("{}/{}", s.assembled, s.cases),
                c.instructions.to_string(),
                c.loads.generic().to_string(),
                c.stores.generic().to_string(),
                c.atomics.generic().to_string(),
                format!(
                    "{}/{}/{}",
                    c.loads.total() - c.loads.generic(),
                    c.stores.total() - c.stores.generic(),
                    c.atomics.total() - c.atomics.generic()
                ),
                c.cvta().to_string(),
                c.all_calls().to_string(),
                c.param.instructions().to_string(),
                c.param.bytes.to_string(),
                s.total.registers.to_string(),
                s.total.spill_bytes.to_string(),
                s.total.stack_bytes.to_string(),
            ]);
        }
        print!("{}", render(&rows));
        println!(
            "(PTX, ptxas ok: cases each stage compiled, assembled; the other columns are totals over the {} cases \
             every stage compiled and assembled; regs: ptxas's registers summed over kernels; spill bytes: stores + loads)",
            self.common
        );
        for s in &self.stages {
            println!(
                "  {}: code generation {:.1} cases/s, ptxas {:.1} cases/s",
                s.name,
                s.cases as f64 / s.codegen_time.as_secs_f64().max(1e-9),
                s.cases as f64 / s.ptxas_time.as_secs_f64().max(1e-9)
            );
            let i = &s.interp;
            println!(
                "  {}: PTX interpreter = IR interpreter on {}/{} launches ({:.2}%), {} not run; \
                 {:.1} M PTX insts/s, IR interpreter {:.1} M insts/s on the same launches",
                s.name,
                i.agree,
                i.launches,
                100.0 * i.agree as f64 / (i.launches.max(1)) as f64,
                i.errors,
                i.instructions as f64 / i.time.as_secs_f64().max(1e-9) / 1e6,
                i.ir_instructions as f64 / i.ir_time.as_secs_f64().max(1e-9) / 1e6,
            );
            println!(
                "  {}: generic ld/st/atom executed {}, narrowable (their instruction touched one \
                 space on every launch) {} ({:.1}%), on every case the stage compiled",
                s.name,
                i.narrowing.generic,
                i.narrowing.narrowable,
                100.0 * i.narrowing.narrowable as f64 / i.narrowing.generic.max(1) as f64
            );
            for n in &i.notes {
                println!("  ptx-interp: {n}");
            }
            if !i.seeds.is_empty() {
                let list: Vec<String> = i.seeds.iter().take(200).map(u64::to_string).collect();
                println!(
                    "  ptx-interp: seeds with a disagreement or an error ({}): {}{}",
                    i.seeds.len(),
                    list.join(" "),
                    if i.seeds.len() > 200 { " ..." } else { "" }
                );
            }
            for f in &s.failures {
                println!("  failure: {f}");
            }
            if s.failed as usize > s.failures.len() {
                println!("  ... {} failed cases in all", s.failed);
            }
        }
    }
}

impl StageTally {
    fn fail(&mut self, seed: u64, e: &str) {
        self.failed += 1;
        if self.failures.len() < 5 {
            let first: Vec<&str> = e.lines().take(4).collect();
            self.failures
                .push(format!("{} seed {seed}: {}", self.name, first.join(" | ")));
        }
    }

    fn measure(&mut self, seed: u64, ptx: Result<String, String>, target: &Target) {
        let text = match ptx {
            Ok(t) => t,
            Err(e) => {
                self.fail(seed, &e);
                return;
            }
        };
        self.compiled += 1;
        let parsed = match seam::ptx::parse(&text) {
            Ok(m) => m,
            Err(e) => {
                self.fail(seed, &format!("seam's PTX parser: {e}"));
                return;
            }
        };
        let start = Instant::now();
        let report = seam::ptxas::run(&text, &target.ptxas());
        self.ptxas_time += start.elapsed();
        match report {
            Ok(r) => {
                self.assembled += 1;
                self.current = Some(Measured {
                    counts: seam::ptx::module_totals(&parsed),
                    registers: r.kernel_registers(),
                    spill_bytes: r.spill_bytes(),
                    stack_bytes: r.stack_bytes(),
                });
            }
            Err(e) => self.fail(seed, &e.to_string()),
        }
    }
}
