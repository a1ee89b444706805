//! Builds ptxas's fork server (`csrc/ptxas_forkserver.c`, loaded into ptxas with `LD_PRELOAD`
//! by `seam::ptxas`) as a shared object in `OUT_DIR`, which the library embeds. Where no C
//! compiler can build it (or off Linux), the file is empty and seam starts a fresh ptxas for
//! every run, with the same results.

use std::path::PathBuf;
use std::process::Command;

fn main() {
    let source = "csrc/ptxas_forkserver.c";
    println!("cargo:rerun-if-changed={source}");
    println!("cargo:rerun-if-changed=build.rs");
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"))
        .join("ptxas_forkserver.so");
    let linux = std::env::var("CARGO_CFG_TARGET_OS").is_ok_and(|os| os == "linux");
    let built = linux && {
        let compiler = cc::Build::new().get_compiler();
        let mut cmd: Command = compiler.to_command();
        cmd.args(["-shared", "-fPIC", "-O2", "-o"])
            .arg(&out)
            .arg(source)
            .arg("-ldl");
        cmd.status().is_ok_and(|s| s.success())
    };
    if !built {
        std::fs::write(&out, b"").expect("writing an empty fork server into OUT_DIR");
    }
}
