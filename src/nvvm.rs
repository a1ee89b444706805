//! `seam nvvm`: a module through NVIDIA's compiler, libNVVM 13.5 (`docs/nvvm.md`): its PTX,
//! its inlining decisions as seam's remarks, ptxas 13.5's numbers, and with `--check` its PTX
//! run in the PTX interpreter against the IR interpreter (what the campaign's `nvvm` stage
//! does, and what a finding's `reproduce.sh` runs).

use std::path::Path;

use anyhow::{Result, bail};
use seam::nvvm::{Nvvm, NvvmOptions, input};
use seam_fuzz::campaign::oracles::Oracles;
use seam_fuzz::campaign::{self, CheckOptions};

/// What `seam nvvm` was asked.
pub(crate) struct NvvmArgs<'a> {
    pub(crate) file: &'a Path,
    pub(crate) opt: u8,
    pub(crate) arch: String,
    pub(crate) remarks: String,
    pub(crate) output: Option<&'a Path>,
    pub(crate) ptxas: bool,
    pub(crate) check: bool,
    pub(crate) print_input: bool,
    /// libNVVM's legacy front end: the module printed as NVVM IR 2.0.
    pub(crate) legacy: bool,
    /// ... through the older toolkit (libNVVM and ptxas 12.9).
    pub(crate) older: bool,
    /// `latest`, `legacy` or `legacy12`.
    pub(crate) front_end: String,
    pub(crate) extra: Vec<String>,
}

pub(crate) fn nvvm(a: NvvmArgs<'_>) -> Result<()> {
    if a.opt != 0 && a.opt != 3 {
        bail!("-O {}: libNVVM's levels are 0 and 3", a.opt);
    }
    if !matches!(a.remarks.as_str(), "text" | "json" | "none") {
        bail!("--remarks {}: expected text, json or none", a.remarks);
    }
    if a.check {
        return check(&a);
    }
    let m = super::ptx::load_module(a.file)?;
    let text = seam::text::print_module(&m);
    let prepared = if a.legacy {
        seam::nvvm::legacy::print_legacy(&m)
            .map_err(|e| anyhow::anyhow!("{}: {e}", a.file.display()))?
    } else {
        input::nvvm_input(&text)
    };
    if a.print_input {
        return super::write_output(a.output, &prepared);
    }
    let n = if a.older {
        Nvvm::shared12()
    } else {
        Nvvm::shared()
    }
    .map_err(|e| anyhow::anyhow!("{e}"))?;
    let opts = NvvmOptions {
        arch: a.arch.clone(),
        opt: a.opt,
        // The legacy front end has no remark options (its opt and llc refuse them).
        remarks: a.remarks != "none" && !a.legacy,
        print_function: input::first_kernel(&text),
        latest: !a.legacy,
        verify: a.legacy,
        extra: a.extra.clone(),
        ..NvvmOptions::default()
    };
    let out = n
        .compile(&prepared, &opts)
        .map_err(|e| anyhow::anyhow!("{}: {e}", a.file.display()))?;
    for line in out.log.lines().filter(|l| !l.contains(" inlined into ")) {
        if !line.trim().is_empty() {
            eprintln!("nvvm: {line}");
        }
    }
    match a.remarks.as_str() {
        "text" => eprint!("{}", seam::passes::remarks_text(&out.remarks)),
        "json" => eprint!("{}", seam::passes::remarks_json(&out.remarks)),
        _ => {}
    }
    if a.ptxas {
        let tool = if a.older {
            seam::ptxas::find()
        } else {
            seam::ptxas::find13()
        }
        .map_err(|e| anyhow::anyhow!("{e}"))?;
        let popts = seam::ptxas::PtxasOptions {
            arch: a.arch.replace("compute_", "sm_"),
            ..Default::default()
        };
        let r = seam::ptxas::run_with(&tool, &out.ptx, &popts)
            .map_err(|e| anyhow::anyhow!("ptxas on NVVM's PTX: {e}"))?;
        for f in &r.functions {
            eprintln!(
                "ptxas: {} {}: {} registers, {} bytes stack frame, {} bytes spill stores, {} bytes spill loads",
                if f.entry { ".entry" } else { ".func" },
                f.name,
                f.registers.map_or("-".to_owned(), |r| r.to_string()),
                f.stack_frame,
                f.spill_stores,
                f.spill_loads
            );
        }
    }
    super::write_output(a.output, &out.ptx)
}

/// `--check`: the judge's `nvvm` stage on a case file; exit status 3 on a finding at this
/// level.
fn check(a: &NvvmArgs<'_>) -> Result<()> {
    if a.arch != "compute_90" || !a.extra.is_empty() {
        bail!("--check compiles as the campaign does (compute_90, no extra options)");
    }
    let (case, file) = super::campaign::read_case(a.file)?;
    if case.launches.is_empty() {
        bail!("{}: no `; launch:` lines: nothing to run", file.display());
    }
    // A module that runs inline assembly or libdevice is observed as PTX: its reference is
    // LLVM 19's PTX of it in the PTX interpreter, so LLVM and ptxas 12.9 are needed too.
    let machine = seam_fuzz::judge::runs_machine_code(&case.module);
    let oracles = Oracles {
        llvm: machine,
        codegen: machine,
        gpu: false,
        nvvm: true,
    };
    let mut backend = campaign::oracles::backend(oracles);
    if !backend.has_nvvm() {
        let why = campaign::oracles::nvvm_here().err().unwrap_or_default();
        bail!("--check needs libNVVM and ptxas 13.5: {why}");
    }
    let opts = CheckOptions {
        triage: false,
        codegen: machine,
        ptx_interp: machine,
        outline: false,
        llvm_cost: false,
        nvvm: true,
        ..CheckOptions::default()
    };
    let report = seam_fuzz::judge::check(case.subject(), &[], backend.as_mut(), &opts);
    let front_end = a.front_end.as_str();
    let level = if a.legacy {
        format!("nvvm-{front_end}-O{}", a.opt)
    } else {
        format!("nvvm-O{}", a.opt)
    };
    if a.older && a.opt != 3 {
        bail!("--front-end legacy12 --check: the campaign compiles the older toolkit at -O 3 only");
    }
    if let Some(r) = report
        .metrics
        .nvvm
        .iter()
        .find(|r| r.front_end == front_end && r.outcome.starts_with("unprinted-"))
    {
        bail!(
            "{}: {level}: not judged: the module has no NVVM IR 2.0 form ({})",
            file.display(),
            r.outcome.trim_start_matches("unprinted-")
        );
    }
    let Some(r) = report.metrics.nvvm.iter().find(|r| {
        r.opt == a.opt && (r.front_end == front_end || (!a.legacy && r.front_end.is_empty()))
    }) else {
        // No reference to hold NVVM to (the original does not run), or no NVVM run: say
        // why, never "no findings".
        super::campaign::print_findings(&file, &report.findings);
        bail!(
            "{}: {level}: not judged: the case has no reference outcomes to hold NVVM's PTX to",
            file.display()
        );
    };
    {
        println!(
            "{}: {level}: {}: {} launches, {} agree with the IR interpreter, {} not compared; \
             kernels: {} registers, {} spill bytes, {} stack bytes",
            file.display(),
            r.outcome,
            r.launches,
            r.agree,
            r.skipped,
            r.registers,
            r.spill_bytes,
            r.stack_bytes
        );
    }
    let mine: Vec<_> = report
        .findings
        .iter()
        .filter(|f| {
            f.pass.as_deref() == Some(level.as_str())
                || f.detail == "nvvm-ptx-interp-error"
                || (a.legacy && f.detail == "nvvm-legacy-input-refused")
        })
        .collect();
    if mine.is_empty() {
        println!("{}: {level}: no findings", file.display());
        return Ok(());
    }
    super::campaign::print_findings(&file, mine);
    Err(super::Findings.into())
}
