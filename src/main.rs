//! The `seam` command line.
//!
//! Exit status: 0 on success, 1 when the input module is invalid (a parse or verification
//! error, printed with its location), 2 for usage, I/O and launch errors, 3 when `seam run`
//! ends in undefined behaviour, a trap, or out of fuel, or `seam gen --stats` finds a case
//! that is invalid or does not complete, or a `--pipeline` that fails on one, or when LLVM or
//! ptxas rejects a module (`seam ptx`, `seam stats`, `gen --stats --ptx`).

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result};
use clap::{Parser, Subcommand};

mod campaign;
mod generate;
mod lto;
mod nvvm;
mod ptx;

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(
    name = "seam",
    version,
    about = "Reference compiler and differential tester for NVPTX interprocedural passes"
)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Parse and verify a module, then print it in canonical form.
    Fmt {
        /// The module (`.ll`), or `-` for standard input.
        file: PathBuf,
        /// Write here instead of standard output.
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// Print even if the module does not verify (errors still go to standard error).
        #[arg(long)]
        no_verify: bool,
    },
    /// Parse and verify a module; print every error with its location.
    Verify {
        /// The module (`.ll`), or `-` for standard input.
        file: PathBuf,
        /// Also hand seam's printed text to LLVM 19's parser and verifier.
        #[arg(long)]
        llvm: bool,
    },
    /// Run kernels in the IR interpreter; print what each leaves behind (the final contents of
    /// its buffers and writable globals) or the undefined behaviour it has, with its location.
    Run {
        /// The module (`.ll`), or `-` for standard input; a `.ptx` file runs in the PTX
        /// interpreter (its `// launch:` lines are the launches).
        file: PathBuf,
        /// A launch, e.g. `@k grid=2 block=64 (out=i32[128] zero, i32 5)` (repeatable).
        /// Without one, the file's `; launch:` comment lines are run.
        #[arg(long)]
        launch: Vec<String>,
        /// With a `.ptx` file: the IR module it was compiled from, to plan each launch as the
        /// GPU oracle does (the IR's parameter types, the globals it observes).
        #[arg(long)]
        module: Option<PathBuf>,
        /// Instructions a launch may execute (all threads together).
        #[arg(long, default_value_t = seam_oracle::Limits::default().fuel)]
        fuel: u64,
        /// Print the instructions executed and the interpreter's speed to standard error.
        #[arg(long)]
        stats: bool,
    },
    /// Run a pipeline of passes on a module and print the result; the remarks (one per
    /// decision) go to standard error, or to --remarks-file.
    Opt {
        /// The module (`.ll`), or `-` for standard input.
        file: Option<PathBuf>,
        /// The pipeline: `pass,pass<option=value;...>,...` or a named pipeline.
        #[arg(short, long, default_value = "")]
        pipeline: String,
        /// Write the module here instead of standard output.
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// How to print remarks: `text` (one per line), `json` (JSON Lines) or `none`.
        #[arg(long, default_value = "text")]
        remarks: String,
        /// Write the remarks to this file instead of standard error.
        #[arg(long)]
        remarks_file: Option<PathBuf>,
        /// List the passes (with their options) and the named pipelines, then exit.
        #[arg(long)]
        list: bool,
        /// Print the time of each step (read, parse, verify, each pass, print, write) to
        /// standard error.
        #[arg(long)]
        time: bool,
        /// Do not verify the result (by default a result that does not verify is an error
        /// naming the pass that broke it, and nothing is printed).
        #[arg(long)]
        no_verify: bool,
    },
    /// The fuzzing campaign: generate cases, run every pipeline and every oracle on each,
    /// save each finding with what reproduces it, group findings by signature and reduce the
    /// first of each. Exit status 3 when there is a correctness finding.
    Campaign {
        /// Run this long (seconds). Without --time or --cases: 60 s.
        #[arg(long, conflicts_with = "cases")]
        time: Option<u64>,
        /// Run this many cases (before sharding).
        #[arg(long)]
        cases: Option<u64>,
        /// The first seed: case i is seed S+i.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Worker threads (default: one per core).
        #[arg(long)]
        jobs: Option<usize>,
        /// A pipeline to run (repeatable; default: every named pipeline and the extra one, `inline-cost<threshold-multiplier=1>,inline-cost,inline<model=llvm>,instsimplify,simplify-cfg,dce`).
        #[arg(long)]
        pipeline: Vec<String>,
        /// The generator config (default: a swarm config per seed).
        #[arg(long)]
        config: Option<String>,
        /// The output folder.
        #[arg(long, default_value = "seam-out")]
        out: PathBuf,
        /// Merge the output folders of a sharded campaign's shards into --out (findings,
        /// cases, one summary and report) instead of running cases
        #[arg(long, num_args = 1.., value_name = "DIR")]
        merge: Vec<PathBuf>,
        /// Run shard K of N (the cases with index % N == K).
        #[arg(long)]
        shard: Option<String>,
        /// Continue the campaign in --out, skipping the cases it finished.
        #[arg(long)]
        resume: bool,
        /// Use a GPU oracle: auto (when there is one), off, on (fail without one).
        #[arg(long, default_value = "auto")]
        gpu: String,
        /// Leave LLVM 19 (its verifier and code generator), ptxas and libNVVM out: no external
        /// compiler process.
        #[arg(long)]
        no_llvm: bool,
        /// Compile one case in N to PTX with LLVM 19 and assemble it with ptxas (registers,
        /// spills, stack; codegen findings): they take ten times longer than every other oracle
        /// together. 1: every case; 0: never.
        #[arg(long, default_value_t = 8)]
        codegen_every: u64,
        /// Hold the `llvm` inline cost model (the pass `inline-cost`) to LLVM 19's own
        /// analysis (`opt -passes=print<inline-cost>`, one process per case) in one case in
        /// this many (every case costs a campaign about 16% more time than one in eight:
        /// `docs/llvm-cost.md`).
        /// 1: every case; 0: never. A pipeline that runs `inline-cost` more than
        /// once (the default extra pipeline: at multiplier 1 and at NVPTX's 11) has one of
        /// them held per case, in turn. Without LLVM 19's `opt` (or with `SEAM_OPT=off`) the
        /// check does not run, and the summary says so.
        #[arg(long, default_value_t = 8)]
        llvm_cost_every: u64,
        /// Run NVIDIA's compiler on one case in N (`docs/nvvm.md`): libNVVM 13.5 at -opt=3
        /// and -opt=0, its PTX through ptxas 13.5 and the PTX interpreter against the IR
        /// interpreter, its inlining decisions beside the reference's. Needs libNVVM and
        /// ptxas 13.5 (scripts/setup.sh installs both; SEAM_LIBNVVM=off leaves it out).
        /// 0: never.
        #[arg(long, default_value_t = 8)]
        nvvm_every: u64,
        /// Of the cases --nvvm-every samples, run libNVVM's legacy front end too on one case
        /// in N (`docs/nvvm.md`): the module printed as NVVM IR 2.0, through libNVVM 13.5 at
        /// -opt=3 and -opt=0 and libNVVM 12.9 at -opt=3. 0: never.
        #[arg(long, default_value_t = 32)]
        nvvm_legacy_every: u64,
        /// Leave out the PTX interpreter, which otherwise runs every compiled module's PTX
        /// and compares it with the IR interpreter (to measure what it costs).
        #[arg(long)]
        no_ptx_interp: bool,
        /// Leave out the machine outliner's stage, which otherwise outlines every compiled
        /// module's PTX and checks the result with ptxas and the PTX interpreter.
        #[arg(long)]
        no_outline: bool,
        /// Seconds to reduce the first finding of each new signature (0: no reduction).
        #[arg(long, default_value_t = 30)]
        reduce_time: u64,
        /// Also write every case compiled to PTX into a GPU regression corpus in this folder
        /// (format of `docs/gpu.md`), which `seam-gpu run` runs on a machine with a GPU.
        #[arg(long)]
        emit_corpus: Option<PathBuf>,
        /// Progress display: bar, plain, quiet (default: bar on a terminal, else plain).
        #[arg(long)]
        progress: Option<String>,
        /// Stop once the cases have made N correctness findings (the cases already running
        /// finish); default: run to --cases or --time.
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
        stop_after: Option<u64>,
        /// A case still running after SECS seconds is a `hang` finding (its worker is given
        /// up on; the campaign goes on with the others). 0: no limit.
        #[arg(long, value_name = "SECS", default_value_t = seam_fuzz::campaign::DEFAULT_CASE_TIMEOUT.as_secs())]
        case_timeout: u64,
    },
    /// Run every oracle on one case (a case file, or a finding's folder) and print the
    /// verdict. Exit status 3 when there is a finding.
    Check {
        /// The case file or finding folder.
        case: PathBuf,
        /// A pipeline (repeatable; default: the campaign's).
        #[arg(long)]
        pipeline: Vec<String>,
        /// Leave LLVM 19 (its verifier and code generator), ptxas and libNVVM out: no external
        /// compiler process.
        #[arg(long)]
        no_llvm: bool,
        /// Give up after SECS seconds: a check still running is a `hang` finding naming the
        /// step it stalled in (exit status 3). Default: wait as long as it runs.
        #[arg(long, value_name = "SECS", value_parser = clap::value_parser!(u64).range(1..))]
        timeout: Option<u64>,
    },
    /// Reduce a finding's case while it keeps its signature; writes reduced.ll next to it.
    Reduce {
        /// A finding's folder (its case.ll and verdict.json), or a case file.
        case: PathBuf,
        /// The pipeline (default: the finding's).
        #[arg(long)]
        pipeline: Option<String>,
        /// The signature to keep (default: the finding's, else the case's first).
        #[arg(long)]
        signature: Option<String>,
        /// Seconds allowed.
        #[arg(long, default_value_t = 60)]
        time: u64,
        /// Leave LLVM 19 (its verifier and code generator), ptxas and libNVVM out: no external
        /// compiler process.
        #[arg(long)]
        no_llvm: bool,
    },
    /// Generate a random program: a case file holding the module, its `; launch:` lines and
    /// `; label:` lines saying what the passes must decide. `seam run` replays it.
    /// With --stats, generate and check many cases and print what they contain.
    Gen {
        /// The seed (with --stats, the first seed).
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// A config: a name (default, small, large) and/or `key=value`, `+feature`,
        /// `-feature` settings, e.g. `small,block=8,-loops`. Without it, a swarm config is
        /// drawn from the seed.
        #[arg(long)]
        config: Option<String>,
        /// Write the case here instead of standard output (with --split: a directory).
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// Also write the case as N translation units (`unit0.ll`, ...) that `seam link` or
        /// `seam lto` joins, with `lto.args`, the `seam lto` flags its launches stand for.
        #[arg(long, value_name = "N", requires = "output", conflicts_with = "stats")]
        split: Option<usize>,
        /// Generate --cases cases, verify and run each, and print per-feature shares,
        /// outcomes and throughput.
        #[arg(long)]
        stats: bool,
        /// With --stats: how many cases.
        #[arg(long, default_value_t = 1000)]
        cases: u64,
        /// With --stats: skip LLVM 19's verifier (on by default when seam has LLVM).
        #[arg(long)]
        no_llvm: bool,
        /// With --stats: also run this pipeline (a pass list or a named pipeline) on a copy of
        /// each case and report the share of memory accesses through generic pointers before
        /// and after, whether every launch observes the same, whether LLVM accepts the result,
        /// and the passes' throughput (repeatable; any failure makes the exit status 3).
        #[arg(long, requires = "stats")]
        pipeline: Vec<String>,
        /// With --stats: also compile every case to PTX (LLVM 19) and assemble it (ptxas)
        /// before and after each pipeline (every named pipeline when none is given) and after
        /// LLVM's O3; print totals of the PTX metrics, registers and spills per stage.
        #[arg(long, requires = "stats")]
        ptx: bool,
        #[command(flatten)]
        target: ptx::TargetArgs,
    },
    /// Compile a module (`.ll` or `.bc`) to PTX with LLVM 19's NVPTX back end, after a seam
    /// pipeline (and LLVM's O3 with --llvm-o3).
    Ptx {
        /// The module (`.ll` or `.bc`), or `-` for standard input.
        file: PathBuf,
        /// A seam pipeline to run first (`seam opt --list`).
        #[arg(short, long, default_value = "")]
        pipeline: String,
        /// Run LLVM's `default<O3>` before code generation.
        #[arg(long)]
        llvm_o3: bool,
        /// Run the machine outliner (seed 002, default options) on the PTX; the module's
        /// "nooutline" functions are skipped.
        #[arg(long)]
        outline: bool,
        /// The outliner's remarks on standard error: text, json or none.
        #[arg(long, default_value = "none", requires = "outline")]
        outline_remarks: String,
        #[command(flatten)]
        target: ptx::TargetArgs,
        /// Write the PTX here instead of standard output.
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
    /// A module through NVIDIA's compiler, libNVVM 13.5 on the CPU (`docs/nvvm.md`): prints
    /// its PTX, and its inlining decisions as remarks on standard error. With --check, a case
    /// file's launches run on that PTX in the PTX interpreter against the IR interpreter
    /// (exit status 3 on a disagreement, a refusal or a crash).
    Nvvm {
        /// The module (`.ll` or `.bc`), or a case file / finding folder with --check.
        file: PathBuf,
        /// libNVVM's optimization level: 0 or 3.
        #[arg(short = 'O', default_value_t = 3)]
        opt: u8,
        /// The virtual architecture (with libNVVM's new front end, `-nvvm-latest`).
        #[arg(long, default_value = "compute_90")]
        arch: String,
        /// NVVM's inlining decisions on standard error: text, json or none.
        #[arg(long, default_value = "text")]
        remarks: String,
        /// Write the PTX here instead of standard output.
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// Assemble the PTX with ptxas 13.5 and print its registers, stack and spills.
        #[arg(long)]
        ptxas: bool,
        /// Run the case's launches on NVVM's PTX in the PTX interpreter and compare with the
        /// IR interpreter, as the campaign's `nvvm` stage does.
        #[arg(long)]
        check: bool,
        /// Print the text given to libNVVM (NVVM's data layout and IR version added) instead
        /// of compiling it.
        #[arg(long)]
        print_input: bool,
        /// Which libNVVM front end reads the module: `latest` (LLVM 19 text, `-nvvm-latest`),
        /// `legacy` (the module printed as NVVM IR 2.0, the LLVM 7 dialect every 12.x toolkit
        /// and 13.x for compute_75..90a read), or `legacy12` (that text through the older
        /// toolkit: libNVVM and ptxas 12.9).
        #[arg(long, default_value = "latest")]
        front_end: String,
        /// A libNVVM option passed as it is (repeatable), e.g. `-X=-Xopt -X=-print-after-all`.
        #[arg(short = 'X', long = "nvvm-option", allow_hyphen_values = true)]
        extra: Vec<String>,
    },
    /// Per-function PTX metrics (instructions, memory accesses by state space, cvta, calls,
    /// call-boundary .param traffic) and ptxas's registers, stack and spills, for the module
    /// and after each pipeline (and LLVM's O3). A `.ptx` file is measured as it is.
    Stats {
        /// The module (`.ll`, `.bc`) or a `.ptx` file.
        file: PathBuf,
        /// A seam pipeline to compare (repeatable).
        #[arg(short, long)]
        pipeline: Vec<String>,
        /// Also compare LLVM's `default<O3>` of the module.
        #[arg(long)]
        compare_llvm_o3: bool,
        /// Follow every stage with its PTX after the machine outliner (`STAGE+outlined`),
        /// and say what ptxas made of the outlined functions.
        #[arg(long)]
        outline: bool,
        #[command(flatten)]
        target: ptx::TargetArgs,
    },
    /// The machine outliner (seed 002) on a PTX file: repeated instruction sequences become
    /// internal `.func`s `OUTLINED_FUNCTION_*`; prints the PTX, one remark per decision on
    /// standard error, and a summary with --stats.
    Outline {
        /// The PTX file, or `-` for standard input.
        file: PathBuf,
        /// Write here instead of standard output.
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// Least benefit, in instructions, a group must have (outliner-benefit-threshold).
        #[arg(long, default_value_t = 1)]
        benefit_threshold: u64,
        /// Rounds after the first (machine-outliner-reruns).
        #[arg(long, default_value_t = 0)]
        reruns: u32,
        /// Occurrences are all leaves below a suffix-tree node (outliner-leaf-descendants).
        #[arg(long, default_value_t = true, action = clap::ArgAction::Set)]
        leaf_descendants: bool,
        /// A function not to outline from (the IR's "nooutline"; repeatable).
        #[arg(long)]
        nooutline: Vec<String>,
        /// Outline from kernels with .maxnreg/.maxntid/.minnctapersm too.
        #[arg(long)]
        constrained_kernels: bool,
        /// Remarks: text, json or none.
        #[arg(long, default_value = "text")]
        remarks: String,
        /// Print instructions before and after, functions made and the time.
        #[arg(long)]
        stats: bool,
        /// Threads that read functions and splice calls in (default: the processors; a
        /// module under 50,000 statements uses one). The output is the same for any number.
        #[arg(long, value_parser = clap::value_parser!(u16).range(1..))]
        threads: Option<u16>,
    },
    /// Link modules (`.ll` or `.bc`) of a separately compiled program into one, as the
    /// seed 003 linker does; one remark per resolution on standard error.
    Link {
        /// The modules; the first is the primary (its triple and data layout win).
        #[arg(required = true)]
        inputs: Vec<PathBuf>,
        /// Write here instead of standard output.
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// Remarks: text, json or none.
        #[arg(long, default_value = "text")]
        remarks: String,
        /// Write the remarks to this file instead of standard error.
        #[arg(long)]
        remarks_file: Option<PathBuf>,
    },
    /// The LTO pipeline of seed 003: link the modules, then dead kernel (and variable)
    /// elimination, inline<model=nvidia>, globalopt, wholeprogramdevirt, globaldce.
    Lto {
        /// The modules (`.ll` or `.bc`); the first is the primary.
        #[arg(required_unless_present = "print_pipeline")]
        inputs: Vec<PathBuf>,
        /// Write here instead of standard output.
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// full, link-lto (link and optimize), gen-lto (link only, no elimination) or thin.
        #[arg(long, default_value = "full")]
        mode: String,
        #[command(flatten)]
        refs: lto::HostRefs,
        /// Remarks: text, json or none.
        #[arg(long, default_value = "text")]
        remarks: String,
        /// Write the remarks to this file instead of standard error.
        #[arg(long)]
        remarks_file: Option<PathBuf>,
        /// Print the pass pipeline these flags run (for `seam opt -p`) and exit.
        #[arg(long)]
        print_pipeline: bool,
        /// Print the time of each step (reading and linking, each pass, printing, writing).
        #[arg(long)]
        time: bool,
        /// Write the module summary (seed 003's NVModuleSummary, built after dead kernel
        /// elimination) here, as JSON.
        #[arg(long, value_name = "FILE")]
        emit_summary: Option<PathBuf>,
        #[command(flatten)]
        import: lto::ImportFlags,
    },
    /// Read a module from LLVM bitcode (`.bc`) or text (`.ll`), check that it is in seam's
    /// subset and verifies, and print it in seam's canonical text.
    Import {
        /// The module, or `-` for standard input.
        file: PathBuf,
        /// Write here instead of standard output.
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
}

/// A run that did not complete (undefined behaviour, a trap, out of fuel): exit status 3.
#[derive(Debug)]
struct NotCompleted;

impl std::fmt::Display for NotCompleted {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a launch did not complete")
    }
}

impl std::error::Error for NotCompleted {}

/// A campaign stopped by a signal: reported, with how to resume; exit status 128 + the
/// signal (130 for SIGINT, 143 for SIGTERM), as a shell reports a process the signal ended.
#[derive(Debug)]
struct Interrupted(i32);

impl std::fmt::Display for Interrupted {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "stopped by signal {}", self.0)
    }
}

impl std::error::Error for Interrupted {}

/// A check or campaign found something: already reported, exit status 3.
#[derive(Debug)]
struct Findings;

impl std::fmt::Display for Findings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("findings")
    }
}

impl std::error::Error for Findings {}

/// An input module that is not valid: already reported, exit status 1.
#[derive(Debug)]
struct Invalid;

impl std::fmt::Display for Invalid {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("invalid module")
    }
}

impl std::error::Error for Invalid {}

fn read_input(path: &Path) -> Result<String> {
    if path == Path::new("-") {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .context("reading standard input")?;
        return Ok(s);
    }
    let bytes = std::fs::read(path).with_context(|| format!("reading {}", path.display()))?;
    String::from_utf8(bytes).map_err(|e| {
        anyhow::anyhow!(
            "{}: not UTF-8 text (byte {}); is it bitcode?",
            path.display(),
            e.utf8_error().valid_up_to()
        )
    })
}

fn display_name(path: &Path) -> String {
    if path == Path::new("-") {
        "<stdin>".to_owned()
    } else {
        path.display().to_string()
    }
}

fn parse(path: &Path) -> Result<seam::ir::Module> {
    let text = read_input(path)?;
    parse_text(&text, path)
}

/// Parses `text`, read from `path`; a syntax error is printed with its location.
fn parse_text(text: &str, path: &Path) -> Result<seam::ir::Module> {
    match seam::text::parse_module(text) {
        Ok(m) => Ok(m),
        Err(e) => {
            eprintln!("{}", e.with_file(&display_name(path)));
            Err(Invalid.into())
        }
    }
}

/// Writes `text` to `path` through a temporary file renamed into place, so an interrupted write
/// never leaves a truncated output behind. Paths that exist and are not regular files
/// (`/dev/null`, pipes) are written directly: renaming over them would replace them.
fn write_atomically(path: &Path, text: &str) -> Result<()> {
    if let Ok(meta) = std::fs::metadata(path)
        && !meta.is_file()
    {
        return std::fs::write(path, text).with_context(|| format!("writing {}", path.display()));
    }
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = dir.join(format!(".{name}.seam-tmp"));
    std::fs::write(&tmp, text).with_context(|| format!("writing {}", tmp.display()))?;
    std::fs::rename(&tmp, path)
        .with_context(|| format!("renaming {} to {}", tmp.display(), path.display()))
}

/// Writes `text` to `output` (atomically), or to standard output.
fn write_output(output: Option<&Path>, text: &str) -> Result<()> {
    match output {
        Some(out) => write_atomically(out, text),
        None => std::io::stdout()
            .lock()
            .write_all(text.as_bytes())
            .context("writing standard output"),
    }
}

fn run(cli: Cli) -> Result<()> {
    match cli.cmd {
        Cmd::Fmt {
            file,
            output,
            no_verify,
        } => {
            let m = parse(&file)?;
            if let Err(errs) = seam::verify::verify_module(&m) {
                eprintln!("{}", errs.with_file(&display_name(&file)));
                if !no_verify {
                    return Err(Invalid.into());
                }
            }
            let text = seam::text::print_module(&m);
            write_output(output.as_deref(), &text)
        }
        Cmd::Verify { file, llvm } => {
            let m = parse(&file)?;
            let name = display_name(&file);
            if let Err(errs) = seam::verify::verify_module(&m) {
                eprintln!("{}", errs.with_file(&name));
                eprintln!("{name}: {} error(s)", errs.0.len());
                return Err(Invalid.into());
            }
            if llvm {
                llvm_check(&m, &name)?;
            }
            println!(
                "{name}: ok ({} functions, {} globals, {} instructions)",
                m.functions.len(),
                m.globals.len(),
                m.inst_count()
            );
            Ok(())
        }
        Cmd::Run {
            file,
            launch,
            module,
            fuel,
            stats,
        } => {
            if file.extension().is_some_and(|e| e == "ptx") {
                run_ptx(&file, &launch, module.as_deref(), fuel, stats)
            } else {
                if module.is_some() {
                    anyhow::bail!("--module goes with a .ptx file");
                }
                run_launches(&file, &launch, fuel, stats)
            }
        }
        Cmd::Opt {
            file,
            pipeline,
            output,
            remarks,
            remarks_file,
            list,
            time,
            no_verify,
        } => opt(
            file.as_deref(),
            &pipeline,
            output.as_deref(),
            &remarks,
            remarks_file.as_deref(),
            list,
            time,
            !no_verify,
        ),
        Cmd::Campaign { merge, out, .. } if !merge.is_empty() => campaign::merge(&merge, &out),
        Cmd::Campaign {
            time,
            cases,
            seed,
            jobs,
            pipeline,
            config,
            out,
            shard,
            resume,
            gpu,
            no_llvm,
            codegen_every,
            llvm_cost_every,
            nvvm_every,
            nvvm_legacy_every,
            no_ptx_interp,
            no_outline,
            reduce_time,
            emit_corpus,
            progress,
            stop_after,
            case_timeout,
            merge: _,
        } => campaign::campaign(campaign::CampaignArgs {
            ptx_interp: !no_ptx_interp,
            outline: !no_outline,
            time,
            cases,
            seed,
            jobs,
            pipelines: pipeline,
            config,
            out,
            shard,
            resume,
            gpu,
            reduce_time,
            codegen_every,
            llvm_cost_every,
            nvvm_every,
            nvvm_legacy_every,
            emit_corpus,
            progress,
            stop_after,
            case_timeout,
            oracles: oracles(no_llvm),
        }),
        Cmd::Check {
            case,
            pipeline,
            no_llvm,
            timeout,
        } => campaign::check(&case, &pipeline, oracles(no_llvm), timeout),
        Cmd::Reduce {
            case,
            pipeline,
            signature,
            time,
            no_llvm,
        } => campaign::reduce(
            &case,
            pipeline.as_deref(),
            signature.as_deref(),
            time,
            oracles(no_llvm),
        ),
        Cmd::Gen {
            seed,
            config,
            output,
            split,
            stats,
            cases,
            no_llvm,
            mut pipeline,
            ptx,
            target,
        } => {
            let config = config
                .map(|c| seam_fuzz::Config::parse(&c).map_err(|e| anyhow::anyhow!("--config: {e}")))
                .transpose()?;
            if stats {
                let tally = if ptx {
                    if pipeline.is_empty() {
                        pipeline = seam::passes::NAMED_PIPELINES
                            .iter()
                            .map(|(n, _)| (*n).to_owned())
                            .collect();
                    }
                    Some(ptx::PtxTally::new(target.target()?, &pipeline))
                } else {
                    None
                };
                let ok = generate::stats(seed, cases, config.as_ref(), !no_llvm, &pipeline, tally)?;
                return if ok { Ok(()) } else { Err(NotCompleted.into()) };
            }
            let case = seam_fuzz::case_from_seed(seed, config.as_ref())?;
            let text = case.to_text();
            match (split, output) {
                (Some(n), Some(dir)) => lto::write_split(&case, n, &dir),
                (_, output) => write_output(output.as_deref(), &text),
            }
        }
        Cmd::Ptx {
            file,
            pipeline,
            llvm_o3,
            outline,
            outline_remarks,
            target,
            output,
        } => ptx::ptx(
            &file,
            &pipeline,
            llvm_o3,
            if outline {
                Some(ptx::OutlineRemarks::parse(&outline_remarks)?)
            } else {
                None
            },
            &target.target()?,
            output.as_deref(),
        ),
        Cmd::Stats {
            file,
            pipeline,
            compare_llvm_o3,
            outline,
            target,
        } => ptx::stats(
            &file,
            &pipeline,
            compare_llvm_o3,
            outline,
            &target.target()?,
        ),
        Cmd::Import { file, output } => ptx::import(&file, output.as_deref()),
        Cmd::Nvvm {
            file,
            opt,
            arch,
            remarks,
            output,
            ptxas,
            check,
            print_input,
            front_end,
            extra,
        } => nvvm::nvvm(nvvm::NvvmArgs {
            file: &file,
            opt,
            arch,
            remarks,
            output: output.as_deref(),
            ptxas,
            check,
            print_input,
            legacy: front_end != "latest",
            older: front_end == "legacy12",
            front_end: match front_end.as_str() {
                f @ ("latest" | "legacy" | "legacy12") => f.to_owned(),
                other => {
                    eprintln!("error: --front-end {other}: expected latest, legacy or legacy12");
                    std::process::exit(2);
                }
            },
            extra,
        }),
        Cmd::Link {
            inputs,
            output,
            remarks,
            remarks_file,
        } => lto::link(
            &inputs,
            output.as_deref(),
            &remarks,
            remarks_file.as_deref(),
        ),
        Cmd::Lto {
            inputs,
            output,
            mode,
            refs,
            remarks,
            remarks_file,
            print_pipeline,
            time,
            emit_summary,
            import,
        } => lto::lto(
            &inputs,
            output.as_deref(),
            &mode,
            &refs,
            &remarks,
            remarks_file.as_deref(),
            print_pipeline,
            time,
            emit_summary.as_deref(),
            &import,
        ),
        Cmd::Outline {
            file,
            output,
            benefit_threshold,
            reruns,
            leaf_descendants,
            nooutline,
            constrained_kernels,
            remarks,
            stats,
            threads,
        } => outline_file(
            &file,
            output.as_deref(),
            &seam::outline::OutlineOptions {
                benefit_threshold,
                reruns,
                leaf_descendants,
                nooutline: nooutline.into_iter().collect(),
                constrained_kernels,
                remarks: remarks != "none",
                threads: threads.map_or_else(
                    || seam::outline::OutlineOptions::default().threads,
                    usize::from,
                ),
                decisions: false,
            },
            &remarks,
            stats,
        ),
    }
}

/// `seam outline FILE.ptx`.
fn outline_file(
    file: &Path,
    output: Option<&Path>,
    opts: &seam::outline::OutlineOptions,
    remarks: &str,
    stats: bool,
) -> Result<()> {
    if !["text", "json", "none"].contains(&remarks) {
        anyhow::bail!("--remarks: '{remarks}' is not text, json or none");
    }
    let text = read_input(file)?;
    let name = display_name(file);
    let mut m = match seam::ptx::parse(&text) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("{name}:{e}");
            return Err(Invalid.into());
        }
    };
    let t = std::time::Instant::now();
    let report = seam::outline::outline(&mut m, opts);
    let secs = t.elapsed().as_secs_f64();
    let rtext = match remarks {
        "json" => seam::passes::remarks_json(&report.remarks),
        "text" => seam::passes::remarks_text(&report.remarks),
        _ => String::new(),
    };
    std::io::stderr().lock().write_all(rtext.as_bytes())?;
    write_output(output, &seam::ptx::print(&m))?;
    if stats {
        eprintln!(
            "outline: {} -> {} instructions ({} saved) in {} functions from {} candidate groups; {:.3} s ({:.2} M instructions/s)",
            report.instructions_before,
            report.instructions_after,
            report.instructions_before as i64 - report.instructions_after as i64,
            report.outlined.len(),
            report.candidates,
            secs,
            report.instructions_before as f64 / secs.max(1e-9) / 1e6
        );
    }
    Ok(())
}

fn opt(
    file: Option<&Path>,
    pipeline: &str,
    output: Option<&Path>,
    remarks: &str,
    remarks_file: Option<&Path>,
    list: bool,
    time: bool,
    verify: bool,
) -> Result<()> {
    use seam::passes;
    if list {
        let mut out = String::from("passes:\n");
        for p in passes::REGISTRY {
            out.push_str(&format!("  {:<24} {}\n", p.name, p.description));
            for o in p.options {
                out.push_str(&format!(
                    "    <{}=...>  {} (default {})\n",
                    o.name, o.doc, o.default
                ));
            }
        }
        out.push_str("pipelines:\n");
        if passes::NAMED_PIPELINES.is_empty() {
            out.push_str("  (none yet)\n");
        }
        for (n, e) in passes::NAMED_PIPELINES {
            out.push_str(&format!("  {n:<24} {e}\n"));
        }
        std::io::stdout().lock().write_all(out.as_bytes())?;
        return Ok(());
    }
    if !["text", "json", "none"].contains(&remarks) {
        anyhow::bail!("--remarks: '{remarks}' is not text, json or none");
    }
    let Some(file) = file else {
        anyhow::bail!("no input file (FILE, or - for standard input)");
    };
    // The pipeline is checked before the input is read.
    let specs = passes::parse_pipeline(pipeline).map_err(|e| anyhow::anyhow!("-p: {e}"))?;
    let mut steps: Vec<(String, std::time::Duration)> = Vec::new();
    let t = std::time::Instant::now();
    let input = read_input(file)?;
    steps.push(("read".to_owned(), t.elapsed()));
    let t = std::time::Instant::now();
    let mut m = parse_text(&input, file)?;
    steps.push(("parse".to_owned(), t.elapsed()));
    let name = display_name(file);
    // The pipeline verifies its input before the first pass (and, in debug builds only, after
    // each pass); an invalid input is verified again here for the errors' locations, so that a
    // valid one is verified once. The result is verified once, as LLVM's opt does; only when it
    // does not verify is the pipeline run again pass by pass, to name the pass that broke it.
    let opts = passes::RunOptions::default();
    let rs = match passes::run_specs_timed(&mut m, &specs, &opts) {
        Ok((rs, times)) => {
            steps.extend(times.into_iter().map(|s| (s.step, s.time)));
            rs
        }
        Err(passes::PipelineError::InvalidInput(e)) => {
            match seam::verify::verify_module(&m) {
                Err(errs) => eprintln!("{}", errs.with_file(&name)),
                Ok(()) => eprintln!("{name}: {e}"),
            }
            eprintln!("{name}: the module does not verify; no pass ran");
            return Err(Invalid.into());
        }
        Err(e) => anyhow::bail!("{name}: {e}"),
    };
    if verify {
        let t = std::time::Instant::now();
        let verified = seam::verify::verify_module(&m);
        steps.push(("verify-output".to_owned(), t.elapsed()));
        if let Err(errs) = verified {
            let mut again = parse_text(&input, file)?;
            let each = passes::RunOptions { verify_each: true };
            if let Err(e @ passes::PipelineError::BrokeModule { .. }) =
                passes::run_specs(&mut again, &specs, &each)
            {
                anyhow::bail!("{name}: {e}\n(nothing printed; --no-verify prints it anyway)");
            }
            anyhow::bail!(
                "{name}: the module the pipeline left does not verify:\n{}\n(nothing printed; \
                 --no-verify prints it anyway)",
                errs.with_file(&name)
            );
        }
    }
    let t = std::time::Instant::now();
    let text = seam::text::print_module(&m);
    steps.push(("print".to_owned(), t.elapsed()));
    let rtext = match remarks {
        "json" => passes::remarks_json(&rs),
        "text" => passes::remarks_text(&rs),
        _ => String::new(),
    };
    match remarks_file {
        Some(p) => write_atomically(p, &rtext)?,
        None => std::io::stderr().lock().write_all(rtext.as_bytes())?,
    }
    let t = std::time::Instant::now();
    write_output(output, &text)?;
    steps.push(("write".to_owned(), t.elapsed()));
    if time {
        let insts = m.inst_count();
        let total: std::time::Duration = steps.iter().map(|(_, d)| *d).sum();
        let mut out = String::new();
        for (step, d) in steps.iter().chain([&("total".to_owned(), total)]) {
            out.push_str(&format!(
                "time: {step:<48} {:>9.3} ms {:>6.1}%\n",
                d.as_secs_f64() * 1e3,
                100.0 * d.as_secs_f64() / total.as_secs_f64().max(1e-12)
            ));
        }
        out.push_str(&format!("time: {insts} instructions after the pipeline\n"));
        std::io::stderr().lock().write_all(out.as_bytes())?;
    }
    // The process ends here: leave the module and the texts to the operating system rather
    // than freeing a large module object by object.
    std::mem::forget((m, text, input));
    Ok(())
}

fn run_launches(file: &Path, launch: &[String], fuel: u64, stats: bool) -> Result<()> {
    let text = read_input(file)?;
    let name = display_name(file);
    let m = match seam::text::parse_module(&text) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("{}", e.with_file(&name));
            return Err(Invalid.into());
        }
    };
    if let Err(errs) = seam::verify::verify_module(&m) {
        eprintln!("{}", errs.with_file(&name));
        return Err(Invalid.into());
    }
    let mut launches = Vec::new();
    if launch.is_empty() {
        for l in seam_oracle::launch_lines(&text) {
            let parsed = l
                .launch
                .map_err(|e| anyhow::anyhow!("{name}:{}: {e}", l.line))?;
            launches.push(parsed);
        }
    } else {
        for spec in launch {
            launches.push(
                seam_oracle::parse_launch(spec).map_err(|e| anyhow::anyhow!("--launch: {e}"))?,
            );
        }
    }
    if launches.is_empty() {
        // A module with one kernel and no parameters needs no description.
        let kernels: Vec<_> = m
            .functions
            .iter()
            .filter(|(f, func)| m.is_kernel(*f) && func.body.is_some())
            .collect();
        match kernels.as_slice() {
            [(_, k)] if k.params.is_empty() => launches.push(seam_oracle::Launch::new(&k.name)),
            _ => anyhow::bail!(
                "{name}: no launch: pass --launch '@kernel grid=.. block=.. (args)' or write '; launch: ...' lines in the file"
            ),
        }
    }
    let interp = seam_oracle::Interpreter::new(&m).map_err(|e| anyhow::anyhow!("{name}: {e}"))?;
    let limits = seam_oracle::Limits {
        fuel,
        ..seam_oracle::Limits::default()
    };
    run_each(&launches, "", stats, |l| {
        interp
            .run_with_stats(l, limits)
            .map_err(|e| anyhow::anyhow!("{name}: {l}: {e}"))
    })
}

/// Runs each launch with `run`, prints its outcome (each under a `launch ...:` line when
/// there are several) and, with `stats`, its `unit` instructions per second; exit status 3
/// when one did not complete.
fn run_each(
    launches: &[seam_oracle::Launch],
    unit: &str,
    stats: bool,
    mut run: impl FnMut(&seam_oracle::Launch) -> Result<(seam_oracle::Outcome, seam_oracle::Stats)>,
) -> Result<()> {
    let mut all_completed = true;
    let mut stdout = std::io::stdout().lock();
    for (k, l) in launches.iter().enumerate() {
        let start = std::time::Instant::now();
        let (outcome, st) = run(l)?;
        let secs = start.elapsed().as_secs_f64();
        if launches.len() > 1 {
            writeln!(stdout, "{}launch {l}:", if k > 0 { "\n" } else { "" })?;
        }
        writeln!(stdout, "{outcome}")?;
        if stats {
            eprintln!(
                "{l}: {} {unit}instructions in {:.3} s ({:.1} M instructions/s)",
                st.instructions,
                secs,
                st.instructions as f64 / secs.max(1e-9) / 1e6
            );
        }
        all_completed &= matches!(outcome, seam_oracle::Outcome::Completed(_));
    }
    if all_completed {
        Ok(())
    } else {
        Err(NotCompleted.into())
    }
}

/// `seam run FILE.ptx`: the launches in the PTX interpreter.
fn run_ptx(
    file: &Path,
    launch: &[String],
    module: Option<&Path>,
    fuel: u64,
    stats: bool,
) -> Result<()> {
    let text = read_input(file)?;
    let name = display_name(file);
    let interp = match seam_oracle::ptx::PtxInterpreter::parse(&text) {
        Ok(i) => i,
        Err(seam_oracle::InterpError::Invalid(e)) => {
            eprintln!("{name}:{e}");
            return Err(Invalid.into());
        }
        Err(e) => anyhow::bail!("{name}: {e}"),
    };
    let mut launches = Vec::new();
    let ir = match module {
        None => None,
        Some(p) => {
            let t = read_input(p)?;
            let n = display_name(p);
            let m =
                seam::text::parse_module(&t).map_err(|e| anyhow::anyhow!("{}", e.with_file(&n)))?;
            if launch.is_empty() {
                for l in seam_oracle::launch_lines(&t) {
                    launches.push(
                        l.launch
                            .map_err(|e| anyhow::anyhow!("{n}:{}: {e}", l.line))?,
                    );
                }
            }
            Some(m)
        }
    };
    if launch.is_empty() && launches.is_empty() {
        for (i, l) in text.lines().enumerate() {
            if let Some(spec) = l
                .trim_start()
                .strip_prefix("//")
                .map(str::trim_start)
                .and_then(|l| l.strip_prefix("launch:"))
            {
                launches.push(
                    seam_oracle::parse_launch(spec.trim())
                        .map_err(|e| anyhow::anyhow!("{name}:{}: {e}", i + 1))?,
                );
            }
        }
    } else {
        for spec in launch {
            launches.push(
                seam_oracle::parse_launch(spec).map_err(|e| anyhow::anyhow!("--launch: {e}"))?,
            );
        }
    }
    if launches.is_empty() {
        anyhow::bail!(
            "{name}: no launch: pass --launch '@kernel grid=.. block=.. (args)' or write '// launch: ...' lines in the file (entries: {})",
            interp.entries().join(", ")
        );
    }
    let limits = seam_oracle::Limits {
        fuel,
        ..seam_oracle::Limits::default()
    };
    run_each(&launches, "PTX ", stats, |l| {
        let plan = match &ir {
            Some(m) => seam_oracle::gpu::plan::LaunchPlan::new(m, &text, l)
                .map_err(|e| anyhow::anyhow!("{name}: {l}: {e}"))?,
            None => interp
                .plan(l)
                .map_err(|e| anyhow::anyhow!("{name}: {l}: {e}"))?,
        };
        interp
            .run_with_stats(&plan, limits)
            .map_err(|e| anyhow::anyhow!("{name}: {l}: {e}"))
    })
}

/// LLVM 19's verdict on a module's text: `None` without the `llvm` feature.
#[cfg(feature = "llvm")]
fn llvm_verify_text(text: &str) -> Option<Result<(), String>> {
    Some(seam::llvm::verify_text(text).map_err(|e| e.to_string()))
}

#[cfg(not(feature = "llvm"))]
fn llvm_verify_text(_: &str) -> Option<Result<(), String>> {
    None
}

#[cfg(feature = "llvm")]
fn llvm_check(m: &seam::ir::Module, name: &str) -> Result<()> {
    if let Err(e) = seam::llvm::verify_text(&seam::text::print_module(m)) {
        eprintln!("{name}: seam's printed module is rejected by LLVM: {e}");
        return Err(Invalid.into());
    }
    Ok(())
}

#[cfg(not(feature = "llvm"))]
fn llvm_check(_: &seam::ir::Module, _: &str) -> Result<()> {
    anyhow::bail!("this seam was built without the `llvm` feature; --llvm is unavailable")
}

/// The oracles outside seam to use: LLVM 19's verifier when built with it and not refused.
fn oracles(no_llvm: bool) -> campaign::Oracles {
    campaign::Oracles {
        llvm: cfg!(feature = "llvm") && !no_llvm,
        codegen: cfg!(feature = "llvm") && !no_llvm,
        // `check` and `reduce` use a GPU when one opens; `campaign` decides with --gpu.
        gpu: true,
        // NVIDIA's compiler where libNVVM and ptxas 13.5 are found (the campaign samples it
        // with --nvvm-every); --no-llvm leaves every external compiler out, libNVVM too.
        nvvm: !no_llvm,
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.is::<Invalid>() => ExitCode::from(1),
        Err(e) if e.is::<Interrupted>() => {
            let sig = e.downcast_ref::<Interrupted>().map_or(2, |i| i.0);
            ExitCode::from(128u8.saturating_add(u8::try_from(sig).unwrap_or(2)))
        }
        Err(e) if e.is::<NotCompleted>() || e.is::<Findings>() || e.is::<ptx::ToolRejected>() => {
            ExitCode::from(3)
        }
        Err(e) => {
            eprintln!("seam: {e:#}");
            ExitCode::from(2)
        }
    }
}
