//! `seam-gpu-corpus`: (re)writes a GPU regression corpus on a machine with LLVM 19. Each case
//! is a module with its launches (an interpreter filetest, or a generated case `seam gen
//! --seed N`); each variant is that module after a pipeline (`original`, `gpucompiler`,
//! `tileiras`), compiled to PTX by `llc-19` with the campaign's options
//! (`seam::codegen_flags::llc_args`: `-mtriple=nvptx64-nvidia-cuda -mcpu=sm_90
//! -nvptx-fma-level=0 -O2 -asm-verbose=false`), with ptxas's numbers when ptxas is there. The interpreter's outcomes come
//! from `seam_gpu_tests::corpus::write_case`.
//!
//! ```text
//! cargo run --release -p seam-gpu-tests --bin seam-gpu-corpus -- --out gpu-tests/corpus \
//!     --filetests --seeds 0..4
//! ```
//!
//! Exit status: 0 done, 1 a case failed (named on standard error; the others are written),
//! 2 usage or I/O.

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

use anyhow::{Context, Result, bail};
use clap::Parser;
use seam_gpu_tests::corpus::{self, CaseDraft, VariantDraft};
use seam_gpu_tests::ptxas;

/// The interpreter filetests the corpus takes with `--filetests`: launches that complete or
/// trap, one address-space or calling feature each. `local-array` is left out: llc-19's NVPTX
/// back end aborts on its `alloca ... addrspace(5)` ("AddrSpaceCast must be between different
/// address spaces").
const FILETESTS: &[&str] = &[
    "global-buffers",
    "byval-kernel-param",
    "const-table",
    "floats",
    "shared-reverse",
    "recursion",
    "indirect-calls",
    "atomics",
    "block-2d",
    "generic-casts",
    "trap",
    "vectors",
    "half-bfloat",
    "warp-ops",
    "nvvm-math",
    "dynamic-shared",
    "warp-activemask-match-all",
    "constant-expressions",
];

#[derive(Parser)]
#[command(
    name = "seam-gpu-corpus",
    about = "Write a seam GPU regression corpus (needs llc-19)"
)]
struct Cli {
    /// The corpus folder to write (cases are replaced one by one).
    #[arg(long)]
    out: PathBuf,
    /// Generated cases for these seeds: `A..B` (B excluded) or `N`.
    #[arg(long)]
    seeds: Option<String>,
    /// Take the interpreter filetests the tool lists.
    #[arg(long)]
    filetests: bool,
    /// Extra module files with `; launch:` lines.
    #[arg(long)]
    module: Vec<PathBuf>,
    /// The pipelines (besides the original); `--pipelines ''`: the original alone.
    #[arg(long, value_delimiter = ',', default_value = "gpucompiler,tileiras")]
    pipelines: Vec<String>,
    /// llc to use.
    #[arg(long, default_value = "llc-19")]
    llc: String,
    /// ptxas to use (default: $SEAM_PTXAS, the set-up's, or the PATH's; none: no numbers).
    #[arg(long)]
    ptxas: Option<PathBuf>,
    /// The architecture ptxas compiles for.
    #[arg(long, default_value = "sm_90")]
    arch: String,
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
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(e) => {
            eprintln!("seam-gpu-corpus: {e:#}");
            ExitCode::from(2)
        }
    }
}

fn seeds(s: &str) -> Result<std::ops::Range<u64>> {
    if let Some((a, b)) = s.split_once("..") {
        Ok(a.parse()?..b.parse()?)
    } else {
        let n: u64 = s.parse()?;
        Ok(n..n + 1)
    }
}

fn llc(llc: &str, text: &str) -> Result<String, String> {
    let input = ptxas::temp_path("ll");
    let output = ptxas::temp_path("ptx");
    std::fs::write(&input, text).map_err(|e| e.to_string())?;
    // The campaign's code generation, option for option (sm_90, LLVM's default PTX version,
    // -O2, `seam::codegen_flags::LLVM_OPTIONS`).
    let r = Command::new(llc)
        .args(seam::codegen_flags::llc_args("sm_90", "", 2))
        .arg("-o")
        .arg(&output)
        .arg(&input)
        .output();
    let _ = std::fs::remove_file(&input);
    let r = r.map_err(|e| format!("{llc}: {e}"))?;
    let ptx = std::fs::read_to_string(&output);
    let _ = std::fs::remove_file(&output);
    if !r.status.success() {
        return Err(format!(
            "{llc} failed:\n{}",
            String::from_utf8_lossy(&r.stderr)
        ));
    }
    ptx.map_err(|e| e.to_string())
}

/// The variants of one module: the original and one per pipeline, each with its PTX.
fn draft(
    cli: &Cli,
    ptxas_path: Option<&Path>,
    name: String,
    source: String,
    text: &str,
    launches: Vec<String>,
) -> Result<CaseDraft, String> {
    let module = seam::text::parse_module(text).map_err(|e| e.to_string())?;
    let mut variants = Vec::new();
    // What LLVM compiles is a copy rewritten where LLVM 19 needs it, as the campaign compiles
    // (`seam::legalize`); the variant keeps the module itself.
    let for_llc = |m: &seam::ir::Module| {
        let mut copy = m.clone();
        seam::legalize::legalize_for_llvm19(&mut copy);
        seam::text::print_module(&copy)
    };
    let mut todo = vec![(
        "original".to_owned(),
        None,
        seam::text::print_module(&module),
        for_llc(&module),
    )];
    for p in cli.pipelines.iter().filter(|p| !p.is_empty()) {
        let mut m = module.clone();
        seam::passes::run_pipeline(&mut m, p, &Default::default())
            .map_err(|e| format!("pipeline {p}: {e}"))?;
        todo.push((
            p.clone(),
            Some(p.clone()),
            seam::text::print_module(&m),
            for_llc(&m),
        ));
    }
    for (vname, pipeline, module_text, llc_text) in todo {
        let ptx = llc(&cli.llc, &llc_text).map_err(|e| format!("{vname}: {e}"))?;
        let stats = match ptxas_path {
            Some(p) => Some(ptxas::stats(p, &ptx, &cli.arch).map_err(|e| format!("{vname}: {e}"))?),
            None => None,
        };
        let module_text = if vname == "original" {
            text.to_owned()
        } else {
            module_text
        };
        variants.push(VariantDraft {
            name: vname.replace(|c: char| !c.is_ascii_alphanumeric() && c != '-', "_"),
            pipeline,
            module_text,
            ptx,
            ptxas: stats,
        });
    }
    Ok(CaseDraft {
        name,
        source,
        launches,
        variants,
    })
}

fn real_main(cli: Cli) -> Result<bool> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let ptxas_path = match &cli.ptxas {
        Some(p) => Some(p.clone()),
        None => ptxas::find(),
    };
    if ptxas_path.is_none() {
        eprintln!("seam-gpu-corpus: no ptxas found: the corpus records no register numbers");
    }
    std::fs::create_dir_all(&cli.out).with_context(|| format!("{}", cli.out.display()))?;
    let mut inputs: Vec<(String, String, String, Vec<String>)> = Vec::new();
    if cli.filetests {
        for f in FILETESTS {
            let path = root.join(format!("compiler/filetests/interpret/{f}.ll"));
            let text =
                std::fs::read_to_string(&path).with_context(|| format!("{}", path.display()))?;
            inputs.push(launches_of(
                format!("ft-{f}"),
                format!("compiler/filetests/interpret/{f}.ll"),
                text,
            )?);
        }
    }
    for path in &cli.module {
        let text = std::fs::read_to_string(path).with_context(|| format!("{}", path.display()))?;
        let stem = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_else(|| "module".into());
        inputs.push(launches_of(stem, path.display().to_string(), text)?);
    }
    let mut ok = true;
    if let Some(s) = &cli.seeds {
        for seed in seeds(s).context("--seeds")? {
            match seam_fuzz::case_from_seed(seed, None) {
                Ok(case) => inputs.push((
                    format!("seed-{seed:06}"),
                    format!("seam gen --seed {seed}"),
                    case.to_text(),
                    case.launch_specs.clone(),
                )),
                Err(e) => {
                    eprintln!("seed {seed}: {e}");
                    ok = false;
                }
            }
        }
    }
    if inputs.is_empty() {
        bail!("nothing to write: give --filetests, --seeds or --module");
    }
    for (name, source, text, launches) in inputs {
        let result = draft(
            &cli,
            ptxas_path.as_deref(),
            name.clone(),
            source,
            &text,
            launches,
        )
        .and_then(|d| {
            corpus::write_case(&cli.out, &d, seam_oracle::Limits::default())
                .map_err(|e| e.to_string())
        });
        match result {
            Ok(summary) => {
                for (v, why) in &summary.differing {
                    eprintln!("{name}: the interpreter's outcomes differ after {v}:\n{why}");
                    ok = false;
                }
                eprintln!("{name}: written");
            }
            Err(e) => {
                eprintln!("{name}: {e}");
                ok = false;
            }
        }
    }
    Ok(ok)
}

fn launches_of(
    name: String,
    source: String,
    text: String,
) -> Result<(String, String, String, Vec<String>)> {
    let mut specs = Vec::new();
    for l in text.lines() {
        if let Some(spec) = l
            .trim_start()
            .strip_prefix(';')
            .map(str::trim_start)
            .and_then(|r| r.strip_prefix("launch:"))
        {
            specs.push(spec.trim().to_owned());
        }
    }
    if specs.is_empty() {
        bail!("{source}: no `; launch:` lines");
    }
    Ok((name, source, text, specs))
}
