//! seam-fuzz: how seam searches. A generator of random NVPTX programs — call graphs of device
//! functions under kernels, pointers into every address space passed through generic
//! parameters, the ABI shapes the force-inline rules look at — that are valid and free of
//! undefined behaviour by construction, and labelled with what the passes must decide.
//!
//! ```
//! use seam_fuzz::{case_from_seed, Config};
//!
//! let case = case_from_seed(7, Some(&Config::named("small").unwrap())).unwrap();
//! assert!(!case.launches.is_empty());
//! for outcome in case.run(seam_oracle::Limits::default()) {
//!     assert!(outcome.unwrap().is_completed());
//! }
//! println!("{}", case.to_text()); // a file `seam run` replays
//! ```
//!
//! - [`Config`] bounds sizes and switches [`Feature`]s; an arbitrary `Config` is a swarm
//!   config.
//! - [`generate`] / [`try_generate`] make a [`Case`] from an `arbitrary::Unstructured`;
//!   [`case_from_seed`] from a number.
//! - [`Label`]s: force-inline decisions, argument and return spaces, devirtualizable calls,
//!   unreferenced kernels.
//! - [`check_remarks`]: the passes' decisions (their remarks) held against the labels.
//! - [`judge`]: one case through every pipeline and oracle, to one typed verdict: what the
//!   campaign, `seam check`, `seam gen --stats`, the reducer and the property tests call.
//! - [`contracts`]: the checkable postconditions of the passes' contracts.
//! - [`campaign`]: the fuzzing campaign — every pipeline and oracle on each case, findings
//!   saved, grouped by signature and reduced.
//! - [`strategy`]: proptest strategies over the same generator that shrink structurally.
//! - `fuzz_targets/`: cargo-fuzz targets (`parse`, `roundtrip`, `interp`), run on stable with
//!   `cargo fuzz run -s none TARGET`; without cargo-fuzz each is a program that replays the
//!   files it is given.

pub mod campaign;
mod case;
mod config;
pub mod contracts;
pub mod decisions;
mod generator;
pub mod guard;
pub mod judge;
mod labels;
pub mod model;
pub mod narrowing;
pub mod strategy;
pub mod targets;

pub use case::{Case, GenError, case_from_seed, generate, seed_bytes, try_generate};
pub use config::{Config, ConfigError, Feature, FeatureSet, RANGES, Range};
pub use decisions::{DecisionCheck, Mismatch, check_remarks};
pub use labels::{ForceInline, Label, LabelError, Space};
