//! cargo-fuzz target `link`: see `seam_fuzz::targets::link`. Built by `cargo fuzz` (which sets
//! `--cfg fuzzing`) it is a libFuzzer target; built normally it replays the files (or the
//! folders of files) named on its command line.
#![cfg_attr(fuzzing, no_main)]

#[cfg(fuzzing)]
libfuzzer_sys::fuzz_target!(|data: &[u8]| seam_fuzz::targets::link(data));

#[cfg(not(fuzzing))]
fn main() -> std::process::ExitCode {
    seam_fuzz::targets::replay_main("link")
}
