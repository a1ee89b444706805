//! cargo-fuzz target `ptx_interp`: see `seam_fuzz::targets::ptx_interp`. Built by `cargo fuzz` (which
//! sets `--cfg fuzzing`) it is a libFuzzer target; built normally it replays the files (or the
//! folders of files) named on its command line.
#![cfg_attr(fuzzing, no_main)]

#[cfg(fuzzing)]
libfuzzer_sys::fuzz_target!(|data: &[u8]| seam_fuzz::targets::ptx_interp(data));

#[cfg(not(fuzzing))]
fn main() -> std::process::ExitCode {
    seam_fuzz::targets::replay_main("ptx_interp")
}
