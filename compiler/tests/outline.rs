//! The outliner's filetests: `filetests/outline/*.ptx`, one rule each.
//!
//! A file starts with `// outline: OPTIONS` (`--benefit-threshold N`, `--reruns N`,
//! `--leaf-descendants true|false`, `--nooutline NAME`, `--constrained-kernels`), its
//! `// launch:` lines, and `// expect: TEXT` lines (text that must appear in the remarks and
//! outlined PTX), `// reject: TEXT` lines (text that must not) and `// reject-outlined: TEXT`
//! lines (text no outlined function may hold). The remarks and the
//! outlined PTX are compared with `NAME.ptx.expected`, re-blessed with `BLESS=1`. Every launch
//! must observe the same before and after in the PTX interpreter, and ptxas must assemble the
//! result (skipped, with a message, without ptxas).

use std::path::{Path, PathBuf};

use seam::outline::OutlineOptions;

fn options(header: &str) -> Result<OutlineOptions, String> {
    let mut o = OutlineOptions::default();
    let mut words = header.split_whitespace();
    while let Some(w) = words.next() {
        let mut value = || words.next().ok_or(format!("{w} needs a value"));
        match w {
            "--benefit-threshold" => {
                o.benefit_threshold = value()?.parse().map_err(|e| format!("{e}"))?
            }
            "--reruns" => o.reruns = value()?.parse().map_err(|e| format!("{e}"))?,
            "--leaf-descendants" => {
                o.leaf_descendants = value()?.parse().map_err(|e| format!("{e}"))?
            }
            "--nooutline" => {
                o.nooutline.insert(value()?.to_owned());
            }
            "--constrained-kernels" => o.constrained_kernels = true,
            other => return Err(format!("unknown option {other}")),
        }
    }
    Ok(o)
}

fn run_ptx(text: &str, launch: &seam_oracle::Launch) -> Result<seam_oracle::Outcome, String> {
    let i = seam_oracle::ptx::PtxInterpreter::parse(text).map_err(|e| e.to_string())?;
    let plan = i.plan(launch).map_err(|e| e.to_string())?;
    i.run(&plan, seam_oracle::Limits::default())
        .map_err(|e| e.to_string())
}

fn check(path: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let header = text
        .lines()
        .find_map(|l| l.strip_prefix("// outline:"))
        .ok_or("no `// outline:` line")?;
    let opts = options(header)?;
    let mut m = seam::ptx::parse(&text).map_err(|e| e.to_string())?;
    let report = seam::outline::outline(&mut m, &opts);
    let printed = seam::ptx::print(&m);
    // Without remarks the choice is lazy (groups evaluated only when they reach the top):
    // it must choose exactly what the eager one chooses.
    let mut lazy = seam::ptx::parse(&text).map_err(|e| e.to_string())?;
    let lazy_report = seam::outline::outline(
        &mut lazy,
        &OutlineOptions {
            remarks: false,
            ..opts.clone()
        },
    );
    if seam::ptx::print(&lazy) != printed || lazy_report.outlined != report.outlined {
        return Err("the outliner without remarks chose differently from with them".into());
    }
    let got = format!(
        "{}// ---- {} -> {} instructions ----\n{printed}",
        seam::passes::remarks_text(&report.remarks),
        report.instructions_before,
        report.instructions_after
    );
    let outlined_only = seam::ptx::print(&seam::ptx::Module {
        items: m
            .items
            .iter()
            .filter(|i| matches!(i, seam::ptx::Item::Function(f) if f.name.starts_with(seam::outline::PREFIX)))
            .cloned()
            .collect(),
        ..seam::ptx::Module::default()
    });
    for l in text.lines() {
        if let Some(not) = l.strip_prefix("// reject-outlined:")
            && outlined_only.contains(not.trim())
        {
            return Err(format!(
                "`{}` in an outlined function:\n{outlined_only}",
                not.trim()
            ));
        }
        if let Some(want) = l.strip_prefix("// expect:")
            && !got.contains(want.trim())
        {
            return Err(format!("expected `{}` in:\n{got}", want.trim()));
        }
        if let Some(not) = l.strip_prefix("// reject:")
            && got.contains(not.trim())
        {
            return Err(format!("did not expect `{}` in:\n{got}", not.trim()));
        }
    }
    for l in seam_oracle::launch_lines(&text.replace("// launch:", "; launch:")) {
        let launch = l.launch.map_err(|e| e.to_string())?;
        let before = run_ptx(&text, &launch)?;
        let after = run_ptx(&printed, &launch)?;
        if !before.is_completed() {
            return Err(format!("{launch}: the input does not complete: {before}"));
        }
        if let seam_oracle::Verdict::Differ(d) = seam_oracle::compare(&before, &after) {
            return Err(format!(
                "{launch}: the outlined PTX observes something else:\n{d}"
            ));
        }
    }
    match seam::ptxas::find() {
        Ok(_) => {
            seam::ptxas::run(&printed, &seam::ptxas::PtxasOptions::default())
                .map_err(|e| format!("ptxas rejects the outlined PTX: {e}"))?;
        }
        Err(e) => eprintln!("{}: ptxas check skipped: {e}", path.display()),
    }
    let expected = PathBuf::from(format!("{}.expected", path.display()));
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(&expected, &got).map_err(|e| e.to_string())?;
        return Ok(());
    }
    let want = std::fs::read_to_string(&expected)
        .map_err(|e| format!("{}: {e} (bless with BLESS=1)", expected.display()))?;
    if want != got {
        return Err(format!(
            "the output differs from {} (BLESS=1 to accept):\n{got}",
            expected.display()
        ));
    }
    Ok(())
}

#[test]
fn outline_filetests() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("filetests/outline");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ptx"))
        .collect();
    files.sort();
    assert!(files.len() >= 10, "{} outline filetests", files.len());
    let mut failed = Vec::new();
    for f in &files {
        if let Err(e) = check(f) {
            failed.push(format!("{}: {e}", f.display()));
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n\n"));
}
