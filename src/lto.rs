//! `seam link` and `seam lto`: separate compilation's link step and the LTO pipeline of seed
//! 003 on the linked module.

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{Result, bail};
use seam::passes;

/// The host-reference flags of `seam lto` (the seed's `-host-ref-*`), as given.
#[derive(clap::Args, Debug, Default, Clone)]
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

/// `--trace`: the trace lines of dead kernel elimination, on standard error.
fn print_trace(rs: &[passes::Remark]) -> Result<()> {
    let mut err = std::io::stderr().lock();
    for r in rs.iter().filter(|r| r.decision == "trace") {
        if let Some(msg) = r.value("message") {
            writeln!(err, "{msg}")?;
        }
    }
    Ok(())
}

/// `--time`: each step's time and share, the total, and the instructions written.
fn print_times<S: std::fmt::Display>(
    steps: &[(S, std::time::Duration)],
    insts_out: usize,
) -> Result<()> {
    let total: std::time::Duration = steps.iter().map(|(_, d)| *d).sum();
    let mut err = std::io::stderr().lock();
    let share = |d: std::time::Duration| 100.0 * d.as_secs_f64() / total.as_secs_f64().max(1e-12);
    for (step, d) in steps {
        let step = step.to_string();
        writeln!(
            err,
            "time: {step:<48} {:>9.3} ms {:>6.1}%",
            d.as_secs_f64() * 1e3,
            share(*d)
        )?;
    }
    writeln!(
        err,
        "time: {:<48} {:>9.3} ms {:>6.1}%",
        "total",
        total.as_secs_f64() * 1e3,
        share(total)
    )?;
    writeln!(err, "time: {insts_out} instructions out")?;
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

/// The importer's flags of `seam lto --mode thin`.
#[derive(clap::Args, Debug, Clone)]
pub(crate) struct ImportFlags {
    /// The import priority table (the seed's `thinlto-workload-def`): lines `NAME LEVEL
    /// [HOTNESS]`, LEVEL 0-3 (never, low, standard, force), HOTNESS hot, cold or unknown.
    /// Without it (and without --import-all) nothing is imported.
    #[arg(long, value_name = "FILE")]
    import_table: Option<PathBuf>,
    /// Every function not in the table is importable at level 2 (the seed's override).
    #[arg(long)]
    import_all: bool,
    /// `import-instr-limit`: the threshold of a call from the module itself.
    #[arg(long, default_value_t = 100, value_name = "N")]
    import_instr_limit: u32,
    /// `import-hot-multiplier`.
    #[arg(long, default_value_t = 10.0, value_name = "F")]
    import_hot_multiplier: f64,
    /// `import-cold-multiplier` (not applied at level 2 and above).
    #[arg(long, default_value_t = 0.0, value_name = "F")]
    import_cold_multiplier: f64,
    /// The global import budget: functions imported in all, negative for no limit.
    #[arg(long, default_value_t = -1, value_name = "N", allow_hyphen_values = true)]
    import_budget: i64,
}

impl ImportFlags {
    fn table(&self) -> Result<seam::link::ImportTable> {
        let mut t = match &self.import_table {
            Some(p) => {
                let text = std::fs::read_to_string(p)
                    .map_err(|e| anyhow::anyhow!("--import-table {}: {e}", p.display()))?;
                seam::link::ImportTable::parse(&text, &p.display().to_string()).map_err(|e| {
                    eprintln!("{e}");
                    anyhow::Error::from(crate::Invalid)
                })?
            }
            None => seam::link::ImportTable::default(),
        };
        if self.import_all {
            t.set_default_level(2);
        }
        Ok(t)
    }

    fn options(&self) -> Result<seam::link::ImportOptions> {
        for (name, v) in [
            ("--import-hot-multiplier", self.import_hot_multiplier),
            ("--import-cold-multiplier", self.import_cold_multiplier),
        ] {
            if !v.is_finite() || v < 0.0 {
                bail!("{name}: {v} is not a finite number at least 0");
            }
        }
        Ok(seam::link::ImportOptions {
            instr_limit: self.import_instr_limit,
            hot_multiplier: self.import_hot_multiplier,
            cold_multiplier: self.import_cold_multiplier,
            budget: self.import_budget,
            ..Default::default()
        })
    }
}

/// `seam lto --mode thin INPUTS...`: the modules stay apart; dead kernel elimination (with
/// what other modules refer to preserved), the summaries, the imports, then each module's own
/// pipeline; one output per input.
#[allow(clippy::too_many_arguments)]
fn lto_thin(
    inputs: &[PathBuf],
    output: Option<&Path>,
    refs: &HostRefs,
    import: &ImportFlags,
    remarks: &str,
    remarks_file: Option<&Path>,
    emit_summary: Option<&Path>,
    time: bool,
) -> Result<()> {
    if inputs.is_empty() {
        bail!("no input modules");
    }
    let mut steps: Vec<(&str, std::time::Duration)> = Vec::new();
    let mut t = std::time::Instant::now();
    let mut lap = |steps: &mut Vec<(&str, std::time::Duration)>, name| {
        steps.push((name, t.elapsed()));
        t = std::time::Instant::now();
    };
    let table = import.table()?;
    let opts = import.options()?;
    // Output names: each input's file name, which must differ.
    let mut names: Vec<String> = Vec::new();
    for p in inputs {
        let n = p
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| p.display().to_string());
        if names.contains(&n) {
            bail!("--mode thin: two inputs are named '{n}': the outputs would collide");
        }
        names.push(n);
    }
    let mut modules = Vec::new();
    for (p, name) in inputs.iter().zip(&names) {
        let module = crate::ptx::load_module(p)?;
        if let Err(e) = seam::link::validate(name, &module) {
            eprintln!("{e}");
            return Err(crate::Invalid.into());
        }
        modules.push(seam::link::LinkInput {
            name: name.clone(),
            module,
        });
    }
    lap(&mut steps, "read and verify the inputs");
    let mut rs: Vec<passes::Remark> = Vec::new();
    // Dead kernel elimination per module; what another module refers to is preserved (it is
    // exported, as ThinLTO's export lists keep it).
    for i in 0..modules.len() {
        let mut mine = refs.clone();
        let mut extra: Vec<String> = Vec::new();
        for (j, other) in modules.iter().enumerate() {
            if j == i {
                continue;
            }
            let m = &other.module;
            extra.extend(
                m.functions
                    .values()
                    .filter(|f| f.body.is_none() && !f.name.starts_with("llvm."))
                    .map(|f| f.name.clone()),
            );
            extra.extend(
                m.globals
                    .values()
                    .filter(|g| g.init.is_none())
                    .map(|g| g.name.clone()),
            );
        }
        if !extra.is_empty() {
            let join = |v: &Option<String>| -> Option<String> {
                Some(
                    v.iter()
                        .map(String::as_str)
                        .chain(extra.iter().map(String::as_str))
                        .collect::<Vec<_>>()
                        .join(";"),
                )
            };
            mine.ik = join(&refs.ik);
            mine.ig = join(&refs.ig);
            mine.ic = join(&refs.ic);
        }
        let spec = format!("dead-kernel-elim<{}>", mine.options("full")?);
        let specs = passes::parse_pipeline(&spec).map_err(|e| anyhow::anyhow!("{e}"))?;
        let r = passes::run_specs(
            &mut modules[i].module,
            &specs,
            &passes::RunOptions::default(),
        )
        .map_err(|e| anyhow::anyhow!("{}: {e}", modules[i].name))?;
        rs.extend(r);
    }
    lap(&mut steps, "dead-kernel-elim (per module)");
    if let Some(path) = emit_summary {
        let sums = seam::link::import_summaries(&modules, &table);
        let body: Vec<String> = sums.iter().map(|s| s.to_json()).collect();
        crate::write_atomically(path, &format!("{{\"modules\": [{}]}}\n", body.join(", ")))?;
    }
    let decisions = seam::link::thin_import(&mut modules, &table, &opts).map_err(|e| {
        eprintln!("{e}");
        anyhow::Error::from(crate::Invalid)
    })?;
    rs.extend(decisions.iter().map(|d| d.remark()));
    lap(&mut steps, "summaries and function-import");
    let specs =
        passes::parse_pipeline(passes::THIN_UNIT_PIPELINE).expect("the unit pipeline parses");
    for m in &mut modules {
        let r = passes::run_specs(&mut m.module, &specs, &passes::RunOptions::default())
            .map_err(|e| anyhow::anyhow!("{}: {e}", m.name))?;
        rs.extend(r);
    }
    lap(&mut steps, "each module's pipeline");
    if refs.trace {
        print_trace(&rs)?;
    }
    emit_remarks(&rs, remarks, remarks_file)?;
    match output {
        Some(dir) => {
            std::fs::create_dir_all(dir)
                .map_err(|e| anyhow::anyhow!("creating {}: {e}", dir.display()))?;
            for m in &modules {
                crate::write_atomically(&dir.join(&m.name), &seam::text::print_module(&m.module))?;
            }
        }
        None => {
            let mut text = String::new();
            for m in &modules {
                text.push_str(&format!("; module: {}\n", m.name));
                text.push_str(&seam::text::print_module(&m.module));
            }
            crate::write_output(None, &text)?;
        }
    }
    lap(&mut steps, "print and write");
    if time {
        let n: usize = modules.iter().map(|m| m.module.inst_count()).sum();
        print_times(&steps, n)?;
    }
    Ok(())
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
    import: &ImportFlags,
) -> Result<()> {
    check_remarks_flag(remarks)?;
    match mode {
        "full" | "link-lto" | "gen-lto" => {}
        "thin" => {
            if print_pipeline {
                println!(
                    "dead-kernel-elim<{}> (per module), function-import, {} (per module)",
                    refs.options("full")?,
                    passes::THIN_UNIT_PIPELINE
                );
                return Ok(());
            }
            return lto_thin(
                inputs,
                output,
                refs,
                import,
                remarks,
                remarks_file,
                emit_summary,
                time,
            );
        }
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
        print_trace(&rs)?;
    }
    emit_remarks(&rs, remarks, remarks_file)?;
    let t = std::time::Instant::now();
    let text = seam::text::print_module(&m);
    steps.push(("print".into(), t.elapsed()));
    let t = std::time::Instant::now();
    crate::write_output(output, &text)?;
    steps.push(("write".into(), t.elapsed()));
    if time {
        print_times(&steps, m.inst_count())?;
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
        "--has-global-host-info --optimize-unused-variables --host-ref-ek={}\n",
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
