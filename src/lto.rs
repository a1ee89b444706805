//! `seam link` and `seam lto`: separate compilation's link step and the LTO pipeline of seed
//! 003 on the linked module.

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{Result, bail};
use seam::passes;

/// The host-reference flags of `seam lto` (the seed's `-host-ref-*`), as given.
#[derive(clap::Args, Debug, Default)]
pub(crate) struct HostRefs {
    /// Kernels the host launches (`a;b;c`).
    #[arg(long = "host-ref-ek", value_name = "NAMES")]
    ek: Option<String>,
    /// Kernels whose address the host takes.
    #[arg(long = "host-ref-ik", value_name = "NAMES")]
    ik: Option<String>,
    /// `__constant__` variables the host copies to or from.
    #[arg(long = "host-ref-ec", value_name = "NAMES")]
    ec: Option<String>,
    /// `__constant__` variables whose address the host takes.
    #[arg(long = "host-ref-ic", value_name = "NAMES")]
    ic: Option<String>,
    /// `__device__` variables the host copies to or from.
    #[arg(long = "host-ref-eg", value_name = "NAMES")]
    eg: Option<String>,
    /// `__device__` variables whose address the host takes.
    #[arg(long = "host-ref-ig", value_name = "NAMES")]
    ig: Option<String>,
    /// The host references are complete: without this nothing is eliminated.
    #[arg(long)]
    has_global_host_info: bool,
    /// Also eliminate `__device__`/`__constant__` variables the host does not name.
    #[arg(long)]
    optimize_unused_variables: bool,
    /// Print `no reference to kernel NAME` / `no reference to variable NAME` to standard error.
    #[arg(long)]
    trace: bool,
}

impl HostRefs {
    /// The options of `dead-kernel-elim` these flags stand for.
    fn options(&self, mode: &str) -> Result<String> {
        let mut o = vec![format!("mode={mode}")];
        for (name, v) in [
            ("ek", &self.ek),
            ("ik", &self.ik),
            ("ec", &self.ec),
            ("ic", &self.ic),
            ("eg", &self.eg),
            ("ig", &self.ig),
        ] {
            if let Some(v) = v {
                let names: Vec<&str> = v
                    .split(';')
                    .map(str::trim)
                    .filter(|s| !s.is_empty())
                    .collect();
                if let Some(bad) = names
                    .iter()
                    .find(|n| n.contains([',', '<', '>', '=']) || n.starts_with('@'))
                {
                    bail!(
                        "--host-ref-{name}: '{bad}' is not a symbol name (write names without @, separated by ';')"
                    );
                }
                if !names.is_empty() {
                    o.push(format!("host-ref-{name}={}", names.join(",")));
                }
            }
        }
        if self.has_global_host_info {
            o.push("has-global-host-info=true".into());
        }
        if self.optimize_unused_variables {
            o.push("optimize-unused-variables=true".into());
        }
        if self.trace {
            o.push("trace=true".into());
        }
        Ok(o.join(";"))
    }
}

fn link_inputs(inputs: &[PathBuf]) -> Result<seam::link::Linked> {
    if inputs.is_empty() {
        bail!("no input modules");
    }
    seam::link::link_files(inputs, seam::llvm::Isolation::default()).map_err(|e| {
        eprintln!("{e}");
        crate::Invalid.into()
    })
}

fn emit_remarks(rs: &[passes::Remark], how: &str, file: Option<&Path>) -> Result<()> {
    let text = match how {
        "json" => passes::remarks_json(rs),
        "text" => passes::remarks_text(rs),
        _ => String::new(),
    };
    match file {
        Some(p) => crate::write_atomically(p, &text),
        None => Ok(std::io::stderr().lock().write_all(text.as_bytes())?),
    }
}

fn check_remarks_flag(how: &str) -> Result<()> {
    if !["text", "json", "none"].contains(&how) {
        bail!("--remarks: '{how}' is not text, json or none");
    }
    Ok(())
}

/// `seam link INPUTS... [-o OUT]`.
pub(crate) fn link(
    inputs: &[PathBuf],
    output: Option<&Path>,
    remarks: &str,
    remarks_file: Option<&Path>,
) -> Result<()> {
    check_remarks_flag(remarks)?;
    let linked = link_inputs(inputs)?;
    if let Err(errs) = seam::verify::verify_module(&linked.module) {
        eprintln!("{}", errs.with_file("<linked>"));
        bail!("the linked module does not verify (a linker bug: please report it)");
    }
    emit_remarks(&linked.remarks, remarks, remarks_file)?;
    crate::write_output(output, &seam::text::print_module(&linked.module))
}

/// The pass pipeline `seam lto` runs after linking, for `mode` and the host references.
pub(crate) fn lto_pipeline(mode: &str, refs: &HostRefs) -> Result<String> {
    let dke = format!("dead-kernel-elim<{}>", refs.options(mode)?);
    Ok(format!(
        "{dke},inline<model=nvidia>,globalopt,wholeprogramdevirt,globaldce"
    ))
}

/// `seam lto INPUTS...`.
#[allow(clippy::too_many_arguments)]
pub(crate) fn lto(
    inputs: &[PathBuf],
    output: Option<&Path>,
    mode: &str,
    refs: &HostRefs,
    remarks: &str,
    remarks_file: Option<&Path>,
    print_pipeline: bool,
    time: bool,
    emit_summary: Option<&Path>,
) -> Result<()> {
    check_remarks_flag(remarks)?;
    match mode {
        "full" | "link-lto" | "gen-lto" => {}
        "thin" => bail!(
            "--mode thin: summary-based import is not built yet; use full or link-lto \
             (the same passes on the linked module)"
        ),
        other => bail!("--mode: '{other}' is not full, gen-lto, link-lto or thin"),
    }
    let pipeline = lto_pipeline(mode, refs)?;
    if print_pipeline {
        println!("{pipeline}");
        return Ok(());
    }
    let specs = passes::parse_pipeline(&pipeline).map_err(|e| anyhow::anyhow!("{e}"))?;
    let mut steps: Vec<(String, std::time::Duration)> = Vec::new();
    let t = std::time::Instant::now();
    let linked = link_inputs(inputs)?;
    steps.push(("read, verify and link the inputs".into(), t.elapsed()));
    let mut m = linked.module;
    let mut rs = linked.remarks;
    // The seed builds the module summary after dead kernel elimination, before the rest.
    let (first, rest) = specs.split_at(1);
    let summarize = |m: &seam::ir::Module| -> Result<()> {
        if let Some(path) = emit_summary {
            let s = seam::link::module_summary("<linked>", m);
            crate::write_atomically(path, &s.to_json())?;
        }
        Ok(())
    };
    // gen-lto emits the linked module for a later link, as the seed's emit_lto_bitcode.
    if mode == "gen-lto" {
        summarize(&m)?;
    }
    // Without a summary to write, one run (its input verified once).
    let chunks: Vec<&[passes::PassSpec]> = if emit_summary.is_some() {
        vec![first, rest]
    } else {
        vec![&specs]
    };
    for (k, specs) in chunks.into_iter().enumerate() {
        if mode == "gen-lto" {
            break;
        }
        if k == 1 {
            summarize(&m)?;
        }
        match passes::run_specs_timed(&mut m, specs, &passes::RunOptions::default()) {
            Ok((r, times)) => {
                rs.extend(r);
                steps.extend(times.into_iter().map(|s| {
                    let name = if s.step.starts_with("dead-kernel-elim") {
                        "dead-kernel-elim".to_owned()
                    } else {
                        s.step
                    };
                    (name, s.time)
                }));
            }
            Err(passes::PipelineError::InvalidInput(e)) => {
                eprintln!("<linked>: {e}");
                bail!("the linked module does not verify (a linker bug: please report it)");
            }
            Err(e) => bail!("{e}"),
        }
    }
    if refs.trace {
        let mut err = std::io::stderr().lock();
        for r in rs.iter().filter(|r| r.decision == "trace") {
            if let Some(msg) = r.value("message") {
                writeln!(err, "{msg}")?;
            }
        }
    }
    emit_remarks(&rs, remarks, remarks_file)?;
    let t = std::time::Instant::now();
    let text = seam::text::print_module(&m);
    steps.push(("print".into(), t.elapsed()));
    let t = std::time::Instant::now();
    crate::write_output(output, &text)?;
    steps.push(("write".into(), t.elapsed()));
    if time {
        let total: std::time::Duration = steps.iter().map(|(_, d)| *d).sum();
        let mut err = std::io::stderr().lock();
        for (step, d) in steps.iter().chain([&("total".to_owned(), total)]) {
            writeln!(
                err,
                "time: {step:<48} {:>9.3} ms {:>6.1}%",
                d.as_secs_f64() * 1e3,
                100.0 * d.as_secs_f64() / total.as_secs_f64().max(1e-12)
            )?;
        }
        writeln!(err, "time: {} instructions out", m.inst_count())?;
    }
    Ok(())
}

/// `seam gen --split N -o DIR`: the case, its units, and the `seam lto` flags of its launches.
pub(crate) fn write_split(case: &seam_fuzz::Case, n: usize, dir: &Path) -> Result<()> {
    if n == 0 {
        bail!("--split: at least one unit");
    }
    std::fs::create_dir_all(dir).map_err(|e| anyhow::anyhow!("creating {}: {e}", dir.display()))?;
    crate::write_atomically(&dir.join("case.ll"), &case.to_text())?;
    let units = seam::link::split(&case.module, n);
    let mut names = Vec::new();
    for (i, u) in units.iter().enumerate() {
        let name = format!("unit{i}.ll");
        crate::write_atomically(&dir.join(&name), &seam::text::print_module(u))?;
        names.push(name);
    }
    let launched: Vec<&str> = case
        .labels
        .iter()
        .filter_map(|l| match l {
            seam_fuzz::Label::Kernel {
                name,
                launched: true,
            } => Some(name.as_str()),
            _ => None,
        })
        .collect();
    let args = format!(
        "--has-global-host-info --host-ref-ek={}\n",
        launched.join(";")
    );
    crate::write_atomically(&dir.join("lto.args"), &args)?;
    eprintln!(
        "wrote {} units to {}; run: seam lto {} $(cat {}) -o linked.ll",
        units.len(),
        dir.display(),
        names
            .iter()
            .map(|n| dir.join(n).display().to_string())
            .collect::<Vec<_>>()
            .join(" "),
        dir.join("lto.args").display()
    );
    Ok(())
}
