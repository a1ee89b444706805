//! Pipelines: `pass,pass<option=value;option=value>,...` or a named pipeline, run with the
//! verifier before the first pass and (in debug and test builds, or when asked) after each.

use std::fmt;
use std::time::{Duration, Instant};

use super::{REGISTRY, Remark, find_pass};
use crate::ir::Module;

/// Named pipelines and what they expand to. A name appears here only once every pass of its
/// expansion exists.
pub const NAMED_PIPELINES: &[(&str, &str)] = &[
    ("gpucompiler", "propagate-arg-spaces,infer-address-spaces"),
    (
        "tileiras",
        "force-inline,specialize-callees,infer-address-spaces,always-inline,\
         inline<model=nvidia>,infer-address-spaces,globaldce",
    ),
    ("nir", "inline-all,remove-non-entrypoints,dce,simplify-cfg"),
    (
        "lto",
        "dead-kernel-elim,inline<model=nvidia>,globalopt,wholeprogramdevirt,globaldce",
    ),
    (
        "lto-split",
        "split-link<units=3>,dead-kernel-elim,inline<model=nvidia>,globalopt,\
         wholeprogramdevirt,globaldce",
    ),
    ("lto-thin", "thin-lto<units=3>"),
];

/// One pass of a pipeline with its options.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PassSpec {
    /// The registered name.
    pub name: &'static str,
    /// Options given, in order.
    pub options: Vec<(String, String)>,
}

impl fmt::Display for PassSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name)?;
        if !self.options.is_empty() {
            let o: Vec<String> = self
                .options
                .iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect();
            write!(f, "<{}>", o.join(";"))?;
        }
        Ok(())
    }
}

/// A pass that could not run: bad options, or a module it cannot handle.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PassError(pub String);

impl fmt::Display for PassError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for PassError {}

/// Why a pipeline did not run or did not finish.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PipelineError {
    /// The pipeline string is malformed or names an unknown pass or option.
    Syntax(String),
    /// The input module does not verify; no pass ran.
    InvalidInput(String),
    /// A pass failed.
    Pass {
        /// The pass, as written in the pipeline.
        pass: String,
        /// Why.
        message: String,
    },
    /// The module does not verify after this pass: the pass is broken.
    BrokeModule {
        /// The pass, as written in the pipeline.
        pass: String,
        /// The verifier's errors.
        errors: String,
    },
}

impl fmt::Display for PipelineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PipelineError::Syntax(m) => write!(f, "pipeline: {m}"),
            PipelineError::InvalidInput(e) => {
                write!(f, "the input module does not verify; no pass ran:\n{e}")
            }
            PipelineError::Pass { pass, message } => write!(f, "pass {pass}: {message}"),
            PipelineError::BrokeModule { pass, errors } => {
                write!(
                    f,
                    "pass {pass} broke the module (a bug in the pass):\n{errors}"
                )
            }
        }
    }
}

impl std::error::Error for PipelineError {}

/// How to run a pipeline.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// Verify after every pass (default: in debug and test builds).
    pub verify_each: bool,
}

// Derivable only in release builds, where `debug_assertions` is off.
#[allow(clippy::derivable_impls)]
impl Default for RunOptions {
    fn default() -> RunOptions {
        RunOptions {
            verify_each: cfg!(debug_assertions),
        }
    }
}

fn known() -> String {
    let passes: Vec<&str> = REGISTRY.iter().map(|p| p.name).collect();
    let named: Vec<&str> = NAMED_PIPELINES.iter().map(|(n, _)| *n).collect();
    if named.is_empty() {
        format!("passes: {}", passes.join(", "))
    } else {
        format!(
            "passes: {}; pipelines: {}",
            passes.join(", "),
            named.join(", ")
        )
    }
}

/// Parses a pipeline string into passes with options, expanding named pipelines.
pub fn parse_pipeline(s: &str) -> Result<Vec<PassSpec>, PipelineError> {
    let mut out = Vec::new();
    let s = s.trim();
    if s.is_empty() {
        return Err(PipelineError::Syntax(format!(
            "empty pipeline ({})",
            known()
        )));
    }
    // Split on commas outside `<...>`.
    let mut items = Vec::new();
    let (mut depth, mut start) = (0i32, 0usize);
    for (i, c) in s.char_indices() {
        match c {
            '<' => depth += 1,
            '>' => {
                depth -= 1;
                if depth < 0 {
                    return Err(PipelineError::Syntax(format!(
                        "unbalanced '>' at column {}",
                        i + 1
                    )));
                }
            }
            ',' if depth == 0 => {
                items.push((start, &s[start..i]));
                start = i + 1;
            }
            _ => {}
        }
    }
    if depth != 0 {
        return Err(PipelineError::Syntax("unclosed '<'".to_owned()));
    }
    items.push((start, &s[start..]));
    for (col, item) in items {
        let item = item.trim();
        if item.is_empty() {
            return Err(PipelineError::Syntax(format!(
                "empty pass name at column {}",
                col + 1
            )));
        }
        let (name, opts) = match item.find('<') {
            Some(at) => {
                let Some(inner) = item[at + 1..].strip_suffix('>') else {
                    return Err(PipelineError::Syntax(format!("'{item}': text after '>'")));
                };
                (&item[..at], Some(inner))
            }
            None => (item, None),
        };
        if let Some((_, expansion)) = NAMED_PIPELINES.iter().find(|(n, _)| *n == name) {
            if opts.is_some() {
                return Err(PipelineError::Syntax(format!(
                    "the named pipeline '{name}' takes no options"
                )));
            }
            out.extend(parse_pipeline(expansion)?);
            continue;
        }
        let Some(info) = find_pass(name) else {
            return Err(PipelineError::Syntax(format!(
                "unknown pass '{name}' ({})",
                known()
            )));
        };
        let mut options = Vec::new();
        for o in opts
            .unwrap_or("")
            .split(';')
            .filter(|o| !o.trim().is_empty())
        {
            let Some((k, v)) = o.split_once('=') else {
                return Err(PipelineError::Syntax(format!(
                    "{name}: option '{o}' is not name=value"
                )));
            };
            let k = k.trim();
            if !info.options.iter().any(|x| x.name == k) {
                let names: Vec<&str> = info.options.iter().map(|x| x.name).collect();
                return Err(PipelineError::Syntax(format!(
                    "{name}: unknown option '{k}' (options: {})",
                    if names.is_empty() {
                        "none".to_owned()
                    } else {
                        names.join(", ")
                    }
                )));
            }
            options.push((k.to_owned(), v.trim().to_owned()));
        }
        out.push(PassSpec {
            name: info.name,
            options,
        });
    }
    Ok(out)
}

/// Runs parsed passes in order and returns every remark.
pub fn run_specs(
    m: &mut Module,
    specs: &[PassSpec],
    opts: &RunOptions,
) -> Result<Vec<Remark>, PipelineError> {
    run_specs_timed(m, specs, opts).map(|(remarks, _)| remarks)
}

/// How long one step of a pipeline took: `verify-input`, each pass as written (its
/// verification afterwards included, when `verify_each` is on).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StepTime {
    /// The step: `verify-input` or the pass with its options.
    pub step: String,
    /// Wall time.
    pub time: Duration,
}

/// [`run_specs`], also returning the time each step took (what `seam opt --time` prints).
pub fn run_specs_timed(
    m: &mut Module,
    specs: &[PassSpec],
    opts: &RunOptions,
) -> Result<(Vec<Remark>, Vec<StepTime>), PipelineError> {
    let mut times = Vec::with_capacity(specs.len() + 1);
    let t = Instant::now();
    if let Err(e) = crate::verify::verify_module(m) {
        return Err(PipelineError::InvalidInput(e.to_string()));
    }
    times.push(StepTime {
        step: "verify-input".to_owned(),
        time: t.elapsed(),
    });
    let mut remarks = Vec::new();
    for spec in specs {
        let Some(info) = find_pass(spec.name) else {
            return Err(PipelineError::Syntax(format!(
                "unknown pass '{}'",
                spec.name
            )));
        };
        let t = Instant::now();
        (info.run)(m, &spec.options, &mut remarks).map_err(|e| PipelineError::Pass {
            pass: spec.to_string(),
            message: e.0,
        })?;
        if opts.verify_each
            && let Err(e) = crate::verify::verify_module(m)
        {
            return Err(PipelineError::BrokeModule {
                pass: spec.to_string(),
                errors: e.to_string(),
            });
        }
        times.push(StepTime {
            step: spec.to_string(),
            time: t.elapsed(),
        });
    }
    Ok((remarks, times))
}

/// How [`run_specs_or_refuse`] ended.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Ran {
    /// Every pass ran: their remarks.
    Done(Vec<Remark>),
    /// A pass refuses the module by design ([`PassInfo::refuses`](super::PassInfo)): which
    /// (as written), and why. The passes before it have run.
    Refused {
        /// The pass.
        pass: String,
        /// Its reason.
        why: String,
    },
}

/// [`run_specs`], stopping (without an error) at a pass that refuses the module by design:
/// `inline-all` on recursion or an indirect call it reaches, a pass that needs an entry point
/// on a module of several kernels without `entry=`.
pub fn run_specs_or_refuse(
    m: &mut Module,
    specs: &[PassSpec],
    opts: &RunOptions,
) -> Result<Ran, PipelineError> {
    if let Err(e) = crate::verify::verify_module(m) {
        return Err(PipelineError::InvalidInput(e.to_string()));
    }
    let mut remarks = Vec::new();
    for spec in specs {
        let Some(info) = find_pass(spec.name) else {
            return Err(PipelineError::Syntax(format!(
                "unknown pass '{}'",
                spec.name
            )));
        };
        if let Some(refuses) = info.refuses
            && let Err(why) = refuses(m, &spec.options)
        {
            return Ok(Ran::Refused {
                pass: spec.to_string(),
                why,
            });
        }
        (info.run)(m, &spec.options, &mut remarks).map_err(|e| PipelineError::Pass {
            pass: spec.to_string(),
            message: e.0,
        })?;
        if opts.verify_each
            && let Err(e) = crate::verify::verify_module(m)
        {
            return Err(PipelineError::BrokeModule {
                pass: spec.to_string(),
                errors: e.to_string(),
            });
        }
    }
    Ok(Ran::Done(remarks))
}

/// Parses `pipeline` and runs it on `m`.
pub fn run_pipeline(
    m: &mut Module,
    pipeline: &str,
    opts: &RunOptions,
) -> Result<Vec<Remark>, PipelineError> {
    let specs = parse_pipeline(pipeline)?;
    run_specs(m, &specs, opts)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pipeline_syntax_errors_list_what_exists() {
        for (p, want) in [
            ("", "empty pipeline (passes: force-inline"),
            ("bogus", "unknown pass 'bogus' (passes: force-inline"),
            ("force-inline,,force-inline", "empty pass name at column 14"),
            ("force-inline<x=1>", "unknown option 'x' (options: none)"),
            ("force-inline<", "unclosed '<'"),
            ("force-inline>", "unbalanced '>'"),
            ("force-inline<>x", "text after '>'"),
        ] {
            let e = parse_pipeline(p).unwrap_err().to_string();
            assert!(e.contains(want), "{p}: {e}");
        }
        let specs = parse_pipeline(" force-inline , force-inline<> ").unwrap();
        assert_eq!(specs.len(), 2);
        assert_eq!(specs[0].to_string(), "force-inline");
    }

    #[test]
    fn invalid_input_is_refused_before_any_pass() {
        let mut m = crate::text::parse_module(
            "define void @f() {\nentry:\n  br label %nowhere\nnowhere:\n  %x = add i32 %y, 1\n  %y = add i32 %x, 1\n  ret void\n}\n",
        )
        .unwrap();
        let e = run_pipeline(&mut m, "force-inline", &RunOptions::default()).unwrap_err();
        assert!(matches!(e, PipelineError::InvalidInput(_)), "{e}");
    }
}
