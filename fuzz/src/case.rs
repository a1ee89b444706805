//! A generated case: the module, its launches, its labels, and how it was made.

use std::fmt;

use arbitrary::{Arbitrary, Unstructured};
use seam::ir::Module;
use seam_oracle::{InterpError, Launch, Limits, Outcome};

use crate::config::{Config, FeatureSet};
use crate::generator::Gen;
use crate::labels::Label;

/// A generated program with everything needed to run and judge it.
#[derive(Debug)]
pub struct Case {
    /// The seed it was made from ([`case_from_seed`]), if any.
    pub seed: Option<u64>,
    /// The config it was generated under.
    pub config: Config,
    /// The features the program actually contains.
    pub features: FeatureSet,
    /// The module as the generator wrote it.
    pub source: String,
    /// The module, parsed and verified.
    pub module: Module,
    /// The launches, as written in the case file.
    pub launch_specs: Vec<String>,
    /// The launches.
    pub launches: Vec<Launch>,
    /// What the passes must decide.
    pub labels: Vec<Label>,
}

/// The generator made something invalid (a generator bug) or was given a bad config.
#[derive(Debug)]
pub enum GenError {
    /// The config is outside its ranges.
    Config(crate::config::ConfigError),
    /// The generated module does not parse or verify, or a launch does not read: a bug in the
    /// generator. Holds the generated text and the error.
    Invalid {
        /// What the generator wrote.
        text: String,
        /// What rejected it.
        error: String,
    },
}

impl fmt::Display for GenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenError::Config(e) => write!(f, "bad generator config: {e}"),
            GenError::Invalid { error, .. } => {
                write!(f, "generator bug: it made an invalid case: {error}")
            }
        }
    }
}

impl std::error::Error for GenError {}

/// Generates a case from the bytes of `u` under `config`. Never fails on valid configs unless
/// the generator has a bug (reported as [`GenError::Invalid`]).
pub fn try_generate(u: &mut Unstructured<'_>, config: &Config) -> Result<Case, GenError> {
    config.validate().map_err(GenError::Config)?;
    let g = Gen::new(u, config).run();
    let invalid = |error: String| GenError::Invalid {
        text: g.text.clone(),
        error,
    };
    let module = seam::text::parse_module(&g.text).map_err(|e| invalid(e.to_string()))?;
    seam::verify::verify_module(&module).map_err(|e| invalid(e.to_string()))?;
    let mut launches = Vec::new();
    for spec in &g.launches {
        launches.push(
            seam_oracle::parse_launch(spec)
                .map_err(|e| invalid(format!("launch '{spec}': {e}")))?,
        );
    }
    Ok(Case {
        seed: None,
        config: config.clone(),
        features: g.used,
        source: g.text.clone(),
        module,
        launch_specs: g.launches,
        launches,
        labels: g.labels,
    })
}

/// [`try_generate`], for callers that treat a generator bug as fatal.
///
/// # Panics
/// When the generator makes an invalid case (a bug in the generator) or `config` is invalid;
/// the message holds the generated text.
pub fn generate(u: &mut Unstructured<'_>, config: &Config) -> Case {
    match try_generate(u, config) {
        Ok(c) => c,
        Err(GenError::Invalid { text, error }) => {
            panic!("generator bug: {error}\n--- generated module ---\n{text}")
        }
        Err(e) => panic!("{e}"),
    }
}

/// Bytes for the generator from a seed: a SplitMix64 stream.
pub fn seed_bytes(seed: u64, len: usize) -> Vec<u8> {
    seam_oracle::random_bytes(seam_oracle::Elem::I64, len.div_ceil(8), seed)
        .into_iter()
        .take(len)
        .collect()
}

/// How many bytes a seed expands to (more than any case consumes).
const SEED_BYTES: usize = 1 << 16;

/// The case of a seed: under `config`, or (with `None`) under a swarm config drawn from the
/// same seed, so that `seam gen --seed S` alone reproduces a swarm campaign's case `S`. An
/// error says why the generator could not build a case from the seed's bytes.
pub fn case_from_seed(seed: u64, config: Option<&Config>) -> Result<Case, GenError> {
    let bytes = seed_bytes(seed, SEED_BYTES);
    let mut u = Unstructured::new(&bytes);
    let config = match config {
        Some(c) => c.clone(),
        None => Config::arbitrary(&mut u)
            .map_err(|e| GenError::Config(crate::config::ConfigError::Draw(e.to_string())))?,
    };
    let mut case = try_generate(&mut u, &config)?;
    case.seed = Some(seed);
    Ok(case)
}

impl Case {
    /// The case file: a header of comments (seed, config, features, launches, labels) and the
    /// module in seam's canonical text. `seam run` replays its launches; [`Label::from_text`]
    /// reads its labels back.
    pub fn to_text(&self) -> String {
        let mut s = String::new();
        match self.seed {
            Some(seed) => s.push_str(&format!("; seam-case seed={seed}\n")),
            None => s.push_str("; seam-case\n"),
        }
        s.push_str(&format!("; config: {}\n", self.config));
        s.push_str(&format!("; features: {}\n", self.features));
        for l in &self.launch_specs {
            s.push_str(&format!("; launch: {l}\n"));
        }
        for l in &self.labels {
            s.push_str(&format!("; label: {l}\n"));
        }
        s.push('\n');
        s.push_str(&seam::text::print_module(&self.module));
        s
    }

    /// Runs every launch in the interpreter.
    pub fn run(&self, limits: Limits) -> Vec<Result<Outcome, InterpError>> {
        match seam_oracle::Interpreter::new(&self.module) {
            Ok(interp) => self
                .launches
                .iter()
                .map(|l| interp.run(l, limits))
                .collect(),
            Err(e) => vec![Err(e)],
        }
    }

    /// Instructions in the module (all function bodies).
    pub fn instructions(&self) -> usize {
        self.module
            .functions
            .iter()
            .filter_map(|(_, f)| f.body.as_ref())
            .map(|b| b.inst_count())
            .sum()
    }
}
