//! Writes a synthetic module: `synth FUNCTIONS INSTS_PER_FUNCTION OUT.ll [SEED]`.

use anyhow::{Context, Result, bail};

fn main() -> Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [functions, insts, out, rest @ ..] = args.as_slice() else {
        bail!("usage: synth FUNCTIONS INSTS_PER_FUNCTION OUT.ll [SEED]");
    };
    let functions: usize = functions.parse().context("FUNCTIONS")?;
    let insts: usize = insts.parse().context("INSTS_PER_FUNCTION")?;
    let seed: u64 = rest
        .first()
        .map(|s| s.parse())
        .transpose()
        .context("SEED")?
        .unwrap_or(1);
    let m = seam_benches::synthetic_module(functions, insts, seed);
    std::fs::write(out, seam::text::print_module(&m)).with_context(|| format!("writing {out}"))?;
    println!(
        "{out}: {} functions, {} instructions",
        m.functions.len(),
        m.inst_count()
    );
    Ok(())
}
