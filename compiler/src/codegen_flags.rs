//! The one set of LLVM options with which seam makes PTX, shared by every producer: the
//! in-process code generator (`seam::llvm`, feature `llvm`: the campaign, `seam ptx`,
//! `seam stats`, the benches), the command lines it prints to reproduce a job with LLVM's own
//! tools, and the GPU corpus writer (`seam-gpu-corpus`, which runs `llc-19`). Kept out of the
//! `llvm` feature so that a producer without libLLVM uses the same flags.

/// The target triple.
pub const NVPTX_TRIPLE: &str = "nvptx64-nvidia-cuda";

/// LLVM's command-line options seam sets for every NVPTX code generation:
/// `-nvptx-fma-level=0`, no contraction of `fmul`+`fadd` into `fma` unless the IR's
/// `contract`/`fast` flags or `llvm.fma`/`llvm.fmuladd` ask for it (so PTX rounds as the IR
/// interpreter does).
pub const LLVM_OPTIONS: &[&str] = &["-nvptx-fma-level=0"];

/// `llc-19`'s arguments (before the input and `-o`) for the CPU `cpu` (`sm_90`), the target
/// features `features` (`+ptx80`, or empty for LLVM's default PTX version) and code generation
/// level `opt_level` (0 to 3): what the in-process code generator does, down to the printing
/// (`-asm-verbose=false`: no comments, as a `TargetMachine` writes). `tests/one_ptx_path.rs`
/// checks that both print the same PTX.
pub fn llc_args(cpu: &str, features: &str, opt_level: u8) -> Vec<String> {
    let mut a = vec![format!("-mtriple={NVPTX_TRIPLE}"), format!("-mcpu={cpu}")];
    a.extend(LLVM_OPTIONS.iter().map(|s| (*s).to_owned()));
    if !features.is_empty() {
        a.push(format!("-mattr={features}"));
    }
    a.push(format!("-O{opt_level}"));
    a.push("-asm-verbose=false".to_owned());
    a
}

#[cfg(test)]
mod tests {
    #[test]
    fn llc_args_carry_the_options() {
        assert_eq!(
            super::llc_args("sm_90", "", 2).join(" "),
            "-mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -nvptx-fma-level=0 -O2 -asm-verbose=false"
        );
        assert_eq!(
            super::llc_args("sm_80", "+ptx80", 3).join(" "),
            "-mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -nvptx-fma-level=0 -mattr=+ptx80 -O3 \
             -asm-verbose=false"
        );
    }
}
