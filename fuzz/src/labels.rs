//! Labels: what the passes must decide about a generated program, computed from how the
//! generator built it (never by running a pass).
//!
//! Each label is one comment line in the case file, `; label: KIND SUBJECT = VALUE`, which
//! [`Label::parse`] reads back:
//!
//! ```text
//! ; label: force-inline @f3 = large-params (params 388, return 4)
//! ; label: arg-space @f3 0 = global
//! ; label: arg-space @f5 1 = disagree(global, shared)
//! ; label: arg-space @f6 0 = uncalled
//! ; label: ret-space @f7 = const
//! ; label: devirt @f2 %icall.0 = @t1
//! ; label: devirt @f2 %icall.1 = none(unguarded, 2 candidates)
//! ; label: kernel @k1 = unreferenced
//! ```
//!
//! - **force-inline**: the decision of seed `000_c27f59743f284b24.txt`, in its priority order:
//!   a function already `alwaysinline` is skipped; a kernel; an image or sampler parameter;
//!   `noinline` stops the size rules; a parameter payload over 384 bytes (each parameter
//!   `max(alloc size, 4)`, pointers rounded up to their 8-byte ABI alignment; a `byval`
//!   parameter is a pointer, as in the seed's `param_slot_size(arg->type)`); a return over 144
//!   bytes. The payloads are printed with every decision.
//! - **arg-space**: for each generic pointer parameter (by index), the set of spaces its
//!   callers' pointers can point into, following pointers forwarded from parameters and
//!   returned from calls to their sources. One space: every caller agrees. Several: they
//!   disagree. None: no call site passes it anything (`uncalled`).
//! - **ret-space**: for a function returning a pointer, the spaces it can return.
//! - **devirt**: for an indirect call (named `%icall.N`), the single function it can be
//!   resolved to — the call is guarded by `llvm.type.test` + `llvm.assume` on its table, and
//!   every table of that type id holds the same function in the slot called — or `none`.
//! - **kernel**: whether a launch names the kernel (`launched`) or not (`unreferenced`).

use std::fmt;

/// An NVPTX address space a generated pointer points into.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Space {
    /// `addrspace(1)`.
    Global,
    /// `addrspace(3)`.
    Shared,
    /// `addrspace(4)`.
    Const,
    /// `addrspace(5)`.
    Local,
}

impl Space {
    /// The address space number.
    pub fn number(self) -> u32 {
        match self {
            Space::Global => 1,
            Space::Shared => 3,
            Space::Const => 4,
            Space::Local => 5,
        }
    }

    /// The name used in labels (and in `llvm.nvvm.isspacep.NAME`).
    pub fn name(self) -> &'static str {
        match self {
            Space::Global => "global",
            Space::Shared => "shared",
            Space::Const => "const",
            Space::Local => "local",
        }
    }

    /// The space of this name.
    pub fn from_name(s: &str) -> Option<Space> {
        Some(match s {
            "global" => Space::Global,
            "shared" => Space::Shared,
            "const" => Space::Const,
            "local" => Space::Local,
            _ => return None,
        })
    }

    /// The space of this number.
    pub fn from_number(n: u32) -> Option<Space> {
        Some(match n {
            1 => Space::Global,
            3 => Space::Shared,
            4 => Space::Const,
            5 => Space::Local,
            _ => return None,
        })
    }
}

/// The force-inline decision for one defined function: the same reasons the `force-inline`
/// pass reports.
pub use seam::passes::ForceInlineReason as ForceInline;

/// One label.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Label {
    /// The force-inline decision for a defined function, with the payloads behind it.
    ForceInline {
        /// The function, without `@`.
        func: String,
        /// The decision.
        decision: ForceInline,
        /// Aligned parameter payload in bytes.
        params: u64,
        /// Return payload in bytes.
        ret: u64,
    },
    /// The spaces a generic pointer parameter receives (empty: no call passes it anything).
    ArgSpace {
        /// The function, without `@`.
        func: String,
        /// The parameter's index.
        param: usize,
        /// Sorted, distinct.
        spaces: Vec<Space>,
    },
    /// The spaces a pointer-returning function can return.
    RetSpace {
        /// The function, without `@`.
        func: String,
        /// Sorted, distinct.
        spaces: Vec<Space>,
    },
    /// Whether an indirect call can be devirtualized.
    Devirt {
        /// The calling function, without `@`.
        func: String,
        /// The call's result name, with `%`.
        call: String,
        /// The single target, without `@`, when devirtualizable.
        target: Option<String>,
        /// Guarded by `llvm.type.test` + `llvm.assume`.
        guarded: bool,
        /// Distinct functions the tables hold in the slot called.
        candidates: usize,
    },
    /// Whether a launch names the kernel.
    Kernel {
        /// The kernel, without `@`.
        name: String,
        /// Named by a launch.
        launched: bool,
    },
    /// Whether a `__device__` (`addrspace(1)`) or `__constant__` (`addrspace(4)`) variable is
    /// used once the kernels no launch names are gone: `used` when a device function, a
    /// launched kernel or a kernel marked only by `!nvvm.annotations` (which dead kernel
    /// elimination keeps) refers to it; `unused` when nothing else does, so that seed 003's
    /// dead variable elimination deletes it (the host names none of the generator's
    /// variables: they are local).
    Variable {
        /// The variable, without `@`.
        name: String,
        /// Referred to by something that stays.
        used: bool,
    },
}

fn spaces_text(spaces: &[Space]) -> String {
    match spaces {
        [] => "uncalled".to_owned(),
        [one] => one.name().to_owned(),
        many => {
            let names: Vec<&str> = many.iter().map(|s| s.name()).collect();
            format!("disagree({})", names.join(", "))
        }
    }
}

fn parse_spaces(s: &str) -> Option<Vec<Space>> {
    if s == "uncalled" || s == "none" {
        return Some(Vec::new());
    }
    if let Some(inner) = s
        .strip_prefix("disagree(")
        .and_then(|r| r.strip_suffix(')'))
    {
        return inner
            .split(',')
            .map(|n| Space::from_name(n.trim()))
            .collect();
    }
    Some(vec![Space::from_name(s)?])
}

impl fmt::Display for Label {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Label::ForceInline {
                func,
                decision,
                params,
                ret,
            } => write!(
                f,
                "force-inline @{func} = {} (params {params}, return {ret})",
                decision.name()
            ),
            Label::ArgSpace {
                func,
                param,
                spaces,
            } => write!(f, "arg-space @{func} {param} = {}", spaces_text(spaces)),
            Label::RetSpace { func, spaces } => {
                let t = if spaces.is_empty() {
                    "none".to_owned()
                } else {
                    spaces_text(spaces)
                };
                write!(f, "ret-space @{func} = {t}")
            }
            Label::Devirt {
                func,
                call,
                target,
                guarded,
                candidates,
            } => {
                write!(f, "devirt @{func} {call} = ")?;
                match target {
                    Some(t) => write!(f, "@{t}"),
                    None => write!(
                        f,
                        "none({}, {candidates} candidates)",
                        if *guarded { "guarded" } else { "unguarded" }
                    ),
                }
            }
            Label::Kernel { name, launched } => write!(
                f,
                "kernel @{name} = {}",
                if *launched {
                    "launched"
                } else {
                    "unreferenced"
                }
            ),
            Label::Variable { name, used } => write!(
                f,
                "variable @{name} = {}",
                if *used { "used" } else { "unused" }
            ),
        }
    }
}

/// A `; label:` text that does not read: the text, and its line in a case file (1-based; `None`
/// for [`Label::parse`] on a bare label).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("{}not a label: '{text}'", line.map(|l| format!("line {l}: ")).unwrap_or_default())]
pub struct LabelError {
    /// The line, in a case file.
    pub line: Option<usize>,
    /// The text that does not read.
    pub text: String,
}

impl Label {
    /// Reads what `Display` writes (without the `; label: ` prefix).
    pub fn parse(s: &str) -> Result<Label, LabelError> {
        let bad = || LabelError {
            line: None,
            text: s.to_owned(),
        };
        let (lhs, rhs) = s.split_once(" = ").ok_or_else(bad)?;
        let mut words = lhs.split_whitespace();
        let kind = words.next().ok_or_else(bad)?;
        let subject = words
            .next()
            .and_then(|w| w.strip_prefix('@'))
            .ok_or_else(bad)?
            .to_owned();
        let extra = words.next();
        let rhs = rhs.trim();
        Ok(match kind {
            "force-inline" => {
                let (name, rest) = rhs.split_once(' ').ok_or_else(bad)?;
                let decision = ForceInline::from_name(name).ok_or_else(bad)?;
                let inner = rest
                    .trim()
                    .strip_prefix("(params ")
                    .and_then(|r| r.strip_suffix(')'))
                    .ok_or_else(bad)?;
                let (p, r) = inner.split_once(", return ").ok_or_else(bad)?;
                Label::ForceInline {
                    func: subject,
                    decision,
                    params: p.parse().map_err(|_| bad())?,
                    ret: r.parse().map_err(|_| bad())?,
                }
            }
            "arg-space" => Label::ArgSpace {
                func: subject,
                param: extra.ok_or_else(bad)?.parse().map_err(|_| bad())?,
                spaces: parse_spaces(rhs).ok_or_else(bad)?,
            },
            "ret-space" => Label::RetSpace {
                func: subject,
                spaces: parse_spaces(rhs).ok_or_else(bad)?,
            },
            "devirt" => {
                let call = extra.ok_or_else(bad)?.to_owned();
                if let Some(t) = rhs.strip_prefix('@') {
                    Label::Devirt {
                        func: subject,
                        call,
                        target: Some(t.to_owned()),
                        guarded: true,
                        candidates: 1,
                    }
                } else {
                    let inner = rhs
                        .strip_prefix("none(")
                        .and_then(|r| r.strip_suffix(" candidates)"))
                        .ok_or_else(bad)?;
                    let (g, n) = inner.split_once(", ").ok_or_else(bad)?;
                    Label::Devirt {
                        func: subject,
                        call,
                        target: None,
                        guarded: match g {
                            "guarded" => true,
                            "unguarded" => false,
                            _ => return Err(bad()),
                        },
                        candidates: n.parse().map_err(|_| bad())?,
                    }
                }
            }
            "kernel" => Label::Kernel {
                name: subject,
                launched: match rhs {
                    "launched" => true,
                    "unreferenced" => false,
                    _ => return Err(bad()),
                },
            },
            "variable" => Label::Variable {
                name: subject,
                used: match rhs {
                    "used" => true,
                    "unused" => false,
                    _ => return Err(bad()),
                },
            },
            _ => return Err(bad()),
        })
    }

    /// Every `; label: ...` line of a case file, read back; an error names the line.
    pub fn from_text(text: &str) -> Result<Vec<Label>, LabelError> {
        let mut out = Vec::new();
        for (i, line) in text.lines().enumerate() {
            if let Some(rest) = line.trim_start().strip_prefix("; label:") {
                out.push(Label::parse(rest.trim()).map_err(|e| LabelError {
                    line: Some(i + 1),
                    ..e
                })?);
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_read_back() {
        let labels = vec![
            Label::ForceInline {
                func: "f3".into(),
                decision: ForceInline::LargeParams,
                params: 388,
                ret: 4,
            },
            Label::ArgSpace {
                func: "f3".into(),
                param: 0,
                spaces: vec![Space::Global],
            },
            Label::ArgSpace {
                func: "f5".into(),
                param: 2,
                spaces: vec![Space::Global, Space::Shared],
            },
            Label::ArgSpace {
                func: "f6".into(),
                param: 1,
                spaces: vec![],
            },
            Label::RetSpace {
                func: "f7".into(),
                spaces: vec![Space::Const],
            },
            Label::RetSpace {
                func: "f8".into(),
                spaces: vec![],
            },
            Label::Devirt {
                func: "f2".into(),
                call: "%icall.0".into(),
                target: Some("t1".into()),
                guarded: true,
                candidates: 1,
            },
            Label::Devirt {
                func: "f2".into(),
                call: "%icall.1".into(),
                target: None,
                guarded: false,
                candidates: 2,
            },
            Label::Kernel {
                name: "k1".into(),
                launched: false,
            },
            Label::Variable {
                name: "g".into(),
                used: true,
            },
            Label::Variable {
                name: "count".into(),
                used: false,
            },
        ];
        let text: String = labels.iter().map(|l| format!("; label: {l}\n")).collect();
        assert_eq!(Label::from_text(&text).unwrap(), labels);
        let e = Label::from_text("; x\n; label: force-inline @f = maybe (params 1, return 2)")
            .unwrap_err();
        assert_eq!(e.line, Some(2));
        assert!(e.to_string().starts_with("line 2:"), "{e}");
    }
}
