//! `seam-gpu`: the nightly GPU regression runner. It runs a corpus (written where LLVM is, by
//! `seam-gpu-corpus` or a campaign) on the GPU and compares every launch with the
//! interpreter's recorded outcome and the driver's registers and spills with ptxas's. It links
//! no LLVM and loads `libcuda` at run time.
//!
//! Exit status: 0 every launch passed (or was not comparable), 1 a mismatch or an error
//! (listed in the summary), 2 usage, I/O or an unreadable corpus folder, 3 no GPU (the
//! reports are still written, every launch skipped with the reason).

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::{Context, Result};
use clap::{Parser, Subcommand};
use seam_gpu_tests::runner::{self, Executor, InProcess, PtxInterp, RunOptions, WorkerPool};
use seam_oracle::gpu::{Assembler, Gpu, GpuOptions};

#[derive(Parser)]
#[command(
    name = "seam-gpu",
    version,
    about = "Run a seam GPU regression corpus on an NVIDIA GPU"
)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Run every case of a corpus on the GPU; print a summary; write the JSON summary and
    /// JUnit XML when asked.
    Run {
        /// The corpus folder (a sub-folder per case, each with a case.json).
        corpus: PathBuf,
        /// Write the JSON summary here.
        #[arg(long)]
        json: Option<PathBuf>,
        /// Write JUnit XML here.
        #[arg(long)]
        junit: Option<PathBuf>,
        /// The watchdog: seconds a launch may take before it counts as hung.
        #[arg(long, default_value_t = 10.0)]
        timeout: f64,
        /// Only the cases whose name contains this.
        #[arg(long)]
        filter: Option<String>,
        /// The stack per GPU thread in bytes (recursion, local arrays).
        #[arg(long, default_value_t = GpuOptions::default().stack_bytes)]
        stack_bytes: usize,
        /// Drive the GPU from this process instead of a worker process (no protection from
        /// a fault or a hung kernel: after the first, every launch is an error).
        #[arg(long)]
        in_process: bool,
        /// Print a line per case as it finishes.
        #[arg(long)]
        progress: bool,
        /// What runs the PTX: `gpu` (the CUDA driver), or `ptx-interp` (seam's PTX
        /// interpreter, on any machine: the nightly job's dry run).
        #[arg(long, default_value = "gpu", value_parser = ["gpu", "ptx-interp"])]
        executor: String,
        /// Assemble each module with this ptxas and load its cubin as it is, instead of the
        /// driver's JIT (to tell a JIT's miscompile from the PTX's, or one ptxas from another).
        #[arg(long)]
        ptxas: Option<PathBuf>,
        /// With --ptxas: its optimization level, 0 to 3 (a mismatch that goes away at a lower
        /// level points at the assembler's optimizer).
        #[arg(long, value_parser = clap::value_parser!(u8).range(0..=3), requires = "ptxas")]
        ptxas_opt: Option<u8>,
        /// With --ptxas: give the cubins line information into the PTX itself, so that
        /// compute-sanitizer and cuda-gdb name the line of the variant's PTX file (under the
        /// name `variant.ptx`) where a SASS instruction comes from.
        #[arg(long, requires = "ptxas")]
        ptx_lines: bool,
    },
    /// Print the GPU this machine has, or why there is none (exit status 3).
    Info,
    /// The worker process `run` starts (JSON lines on standard input and output).
    #[command(hide = true)]
    Worker {
        #[arg(long, default_value_t = GpuOptions::default().stack_bytes)]
        stack_bytes: usize,
        #[arg(long)]
        ptxas: Option<PathBuf>,
        #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u8).range(0..=3))]
        ptxas_opt: u8,
        #[arg(long)]
        ptx_lines: Option<String>,
    },
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
        }
    };
    match real_main(cli) {
        Ok(code) => ExitCode::from(code),
        Err(e) => {
            eprintln!("seam-gpu: {e:#}");
            ExitCode::from(2)
        }
    }
}

fn real_main(cli: Cli) -> Result<u8> {
    match cli.cmd {
        Cmd::Info => match Gpu::open() {
            Ok(g) => {
                println!("{}", g.info());
                Ok(0)
            }
            Err(why) => {
                println!("no GPU: {why}");
                Ok(3)
            }
        },
        Cmd::Worker {
            stack_bytes,
            ptxas,
            ptxas_opt,
            ptx_lines,
        } => {
            let stdin = std::io::stdin().lock();
            let stdout = std::io::stdout().lock();
            let assembler = ptxas.map(|tool| Assembler {
                tool,
                opt_level: ptxas_opt,
                line_info: ptx_lines,
            });
            Ok(runner::worker(stdin, stdout, stack_bytes, assembler) as u8)
        }
        Cmd::Run {
            corpus,
            json,
            junit,
            timeout,
            filter,
            stack_bytes,
            in_process,
            progress,
            executor,
            ptxas,
            ptxas_opt,
            ptx_lines,
        } => {
            if !(timeout > 0.0 && timeout.is_finite()) {
                anyhow::bail!("--timeout must be a positive number of seconds");
            }
            if !corpus.is_dir() {
                anyhow::bail!("{}: not a folder", corpus.display());
            }
            if let Some(p) = &ptxas {
                if executor == "ptx-interp" {
                    anyhow::bail!("--ptxas assembles for a GPU; the PTX interpreter runs the PTX");
                }
                let v = seam_gpu_tests::ptxas::version(p)
                    .map_err(|e| anyhow::anyhow!("--ptxas {}: {e}", p.display()))?;
                eprintln!(
                    "seam-gpu: modules assembled by {} ({v}) at -O{}{}, not the driver's JIT",
                    p.display(),
                    ptxas_opt.unwrap_or(3),
                    if ptx_lines {
                        " with line information into each variant's PTX (variant.ptx)"
                    } else {
                        ""
                    }
                );
            }
            let assembler = ptxas.clone().map(|tool| Assembler {
                tool,
                opt_level: ptxas_opt.unwrap_or(3),
                line_info: ptx_lines.then(|| "variant.ptx".to_owned()),
            });
            let opts = RunOptions {
                watchdog: Duration::from_secs_f64(timeout),
                filter,
                progress,
            };
            let (mut exec, device): (Option<Box<dyn Executor>>, String) =
                if executor == "ptx-interp" {
                    (
                        Some(Box::new(PtxInterp::new())),
                        "seam's PTX interpreter (no GPU)".to_owned(),
                    )
                } else if in_process {
                    match Gpu::open_with(GpuOptions {
                        stack_bytes,
                        ..Default::default()
                    }) {
                        Ok(mut gpu) => {
                            gpu.set_assembler(assembler.clone());
                            let d = gpu.info().to_string();
                            (Some(Box::new(InProcess { gpu })), d)
                        }
                        Err(why) => (None, format!("no GPU: {why}")),
                    }
                } else {
                    let me = std::env::current_exe().context("finding this program")?;
                    let pool = WorkerPool::with_assembler(&me, stack_bytes, assembler.clone());
                    match pool.device.clone() {
                        Ok(d) => (Some(Box::new(pool)), d),
                        Err(why) => (None, format!("no GPU: {why}")),
                    }
                };
            let gpu = exec.is_some();
            let device = match (&ptxas, gpu) {
                (Some(p), true) => format!(
                    "{device}; cubins from {} at -O{}, not the JIT",
                    p.display(),
                    ptxas_opt.unwrap_or(3)
                ),
                _ => device,
            };
            let report = runner::run_corpus(&corpus, exec.as_deref_mut(), &device, &opts)?;
            if let Some(p) = &json {
                std::fs::write(p, report.to_json())
                    .with_context(|| format!("writing {}", p.display()))?;
            }
            if let Some(p) = &junit {
                std::fs::write(p, report.to_junit())
                    .with_context(|| format!("writing {}", p.display()))?;
            }
            let mut out = std::io::stdout().lock();
            let _ = out.write_all(report.summary().as_bytes());
            Ok(if !gpu {
                3
            } else if report.is_clean() {
                0
            } else {
                1
            })
        }
    }
}
