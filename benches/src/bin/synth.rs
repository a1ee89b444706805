//! Writes a synthetic module: `synth [--spaces|--fanin] FUNCTIONS INSTS_PER_FUNCTION OUT.ll
//! [SEED]`.
//!
//! Without a flag, [`seam_benches::synthetic_module`] (the text and interpreter benches'
//! kind); with `--spaces`, [`seam_benches::address_space_module`] (the passes bench's kind:
//! generic pointer parameters, address-space casts at call sites); with `--fanin`,
//! [`seam_benches::fan_in_module`] (the inline bench's fan-in call graph). With
//! `--outline-ptx repeated|random` (or `--outline-ir`), the outliner bench's PTX module (or
//! the same program as LLVM IR, for `llc -mtriple=aarch64 -enable-machine-outliner=always`):
//! [`seam_benches::outline`]. With `--lto-units N`, OUT is a directory: the module (of the
//! default kind) split into `N` translation units `unit0.ll` ... for `seam lto` and
//! `llvm-link-19`, with `host-refs.txt`, the kernels to keep (every other one).

use anyhow::{Context, Result, bail};

fn main() -> Result<()> {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    if let Some(i) = args
        .iter()
        .position(|a| a == "--outline-ptx" || a == "--outline-ir")
    {
        let ir = args[i] == "--outline-ir";
        let [_, mode, functions, insts, out, ..] = &args[i..] else {
            bail!(
                "usage: synth --outline-ptx|--outline-ir repeated|random FUNCTIONS INSTS_PER_FUNCTION OUT"
            );
        };
        let repeated = match mode.as_str() {
            "repeated" => true,
            "random" => false,
            other => bail!("{other}: expected repeated or random"),
        };
        let (functions, insts): (usize, usize) = (
            functions.parse().context("FUNCTIONS")?,
            insts.parse().context("INSTS_PER_FUNCTION")?,
        );
        let text = if ir {
            seam_benches::outline::ir_module(functions, insts, repeated, 1)
        } else {
            seam_benches::outline::ptx_module(functions, insts, repeated, 1)
        };
        std::fs::write(out, text).with_context(|| format!("writing {out}"))?;
        return Ok(());
    }
    let mut flag = |name: &str| match args.iter().position(|a| a == name) {
        Some(i) => {
            args.remove(i);
            true
        }
        None => false,
    };
    let spaces = flag("--spaces");
    let fanin = flag("--fanin");
    let lto_units = match args.iter().position(|a| a == "--lto-units") {
        Some(i) if i + 1 < args.len() => {
            let n: usize = args[i + 1].parse().context("--lto-units N")?;
            args.drain(i..i + 2);
            Some(n)
        }
        Some(_) => bail!("--lto-units needs a number"),
        None => None,
    };
    let [functions, insts, out, rest @ ..] = args.as_slice() else {
        bail!("usage: synth [--spaces|--fanin] FUNCTIONS INSTS_PER_FUNCTION OUT.ll [SEED]");
    };
    let functions: usize = functions.parse().context("FUNCTIONS")?;
    let insts: usize = insts.parse().context("INSTS_PER_FUNCTION")?;
    let seed: u64 = rest
        .first()
        .map(|s| s.parse())
        .transpose()
        .context("SEED")?
        .unwrap_or(1);
    let m = if fanin {
        seam_benches::fan_in_module(functions, insts, seed)
    } else if spaces {
        seam_benches::address_space_module(functions, insts, seed)
    } else {
        seam_benches::synthetic_module(functions, insts, seed)
    };
    if let Some(n) = lto_units {
        std::fs::create_dir_all(out).with_context(|| format!("creating {out}"))?;
        let units = seam::link::split(&m, n);
        for (i, u) in units.iter().enumerate() {
            let p = std::path::Path::new(out).join(format!("unit{i}.ll"));
            std::fs::write(&p, seam::text::print_module(u))
                .with_context(|| format!("writing {}", p.display()))?;
        }
        let kernels = seam_benches::launched_kernels(&m);
        std::fs::write(
            std::path::Path::new(out).join("host-refs.txt"),
            kernels.join(";"),
        )?;
        println!(
            "{out}: {n} units of {} instructions in all; host-refs.txt keeps {} kernels",
            m.inst_count(),
            kernels.len()
        );
        return Ok(());
    }
    std::fs::write(out, seam::text::print_module(&m)).with_context(|| format!("writing {out}"))?;
    println!(
        "{out}: {} functions ({} defined), {} instructions",
        m.functions.len(),
        m.functions.values().filter(|f| f.body.is_some()).count(),
        m.inst_count()
    );
    Ok(())
}
