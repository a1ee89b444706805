//! What a run produces: observations, a trap, undefined behaviour, or running out of fuel; and
//! how two outcomes compare.

use std::fmt;

/// The element type a buffer or global is displayed and compared as.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Elem {
    /// `i8`
    I8,
    /// `i16`
    I16,
    /// `i32`
    I32,
    /// `i64`
    I64,
    /// `f32`
    F32,
    /// `f64`
    F64,
}

impl Elem {
    /// Size in bytes.
    pub fn size(self) -> usize {
        match self {
            Elem::I8 => 1,
            Elem::I16 => 2,
            Elem::I32 | Elem::F32 => 4,
            Elem::I64 | Elem::F64 => 8,
        }
    }

    /// The spelling (`i32`, `f32`, ...).
    pub fn name(self) -> &'static str {
        match self {
            Elem::I8 => "i8",
            Elem::I16 => "i16",
            Elem::I32 => "i32",
            Elem::I64 => "i64",
            Elem::F32 => "f32",
            Elem::F64 => "f64",
        }
    }

    /// The element type spelled `s`.
    pub fn from_name(s: &str) -> Option<Elem> {
        Some(match s {
            "i8" => Elem::I8,
            "i16" => Elem::I16,
            "i32" => Elem::I32,
            "i64" => Elem::I64,
            "f32" | "float" => Elem::F32,
            "f64" | "double" => Elem::F64,
            _ => return None,
        })
    }

    /// Formats the element at the start of `b` (little-endian).
    pub fn format(self, b: &[u8]) -> String {
        let mut raw = [0u8; 8];
        raw[..self.size()].copy_from_slice(&b[..self.size()]);
        let v = u64::from_le_bytes(raw);
        match self {
            Elem::I8 => (v as u8 as i8).to_string(),
            Elem::I16 => (v as u16 as i16).to_string(),
            Elem::I32 => (v as u32 as i32).to_string(),
            Elem::I64 => (v as i64).to_string(),
            Elem::F32 => fmt_float(f64::from(f32::from_bits(v as u32)), v, 8),
            Elem::F64 => fmt_float(f64::from_bits(v), v, 16),
        }
    }
}

fn fmt_float(x: f64, bits: u64, hex_digits: usize) -> String {
    if x.is_finite() {
        format!("{x:?}")
    } else {
        format!("0x{bits:0hex_digits$X}")
    }
}

/// The final contents of one buffer or global.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Observed {
    /// `@name` for a global, the parameter name (or `argN`) for a buffer.
    pub name: String,
    /// How to display and compare the bytes.
    pub elem: Elem,
    /// The bytes, little-endian.
    pub bytes: Vec<u8>,
    /// For a global: its bytes are still its initializer's (nothing changed it). A global
    /// observed in one outcome and absent from the other (a pass deleted it) agrees when it
    /// is unchanged. Always `false` for a buffer, which is always compared.
    pub unchanged: bool,
    /// For a global: it has local linkage (`internal`, `private`) or hidden visibility (a
    /// local promoted when a module is split into units), so the host cannot name it and a
    /// pass may delete, split or rename it (GlobalOpt does): observed in one outcome and
    /// absent from the other, it agrees. Always `false` for a buffer.
    pub local: bool,
}

impl Observed {
    /// Number of whole elements.
    pub fn len(&self) -> usize {
        self.bytes.len() / self.elem.size()
    }

    /// Whether there are no elements.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Element `i`, formatted.
    pub fn element(&self, i: usize) -> String {
        let s = self.elem.size();
        self.elem.format(&self.bytes[i * s..i * s + s])
    }
}

impl fmt::Display for Observed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: {}[{}] = {{",
            self.name,
            self.elem.name(),
            self.len()
        )?;
        for i in 0..self.len() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(&self.element(i))?;
        }
        f.write_str("}")
    }
}

/// Everything a completed launch leaves behind, sorted by name: the final bytes of every buffer
/// argument and every writable global.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Observations {
    /// The observed buffers and globals.
    pub entries: Vec<Observed>,
    /// Benign races: plain stores that raced only with stores of the same value to the same
    /// bytes (many threads setting one flag), which no read observed (`docs/semantics.md`,
    /// "Data races"). A warning, not undefined behaviour; not compared.
    pub benign_races: u64,
}

impl Observations {
    /// The entry named `name`.
    pub fn get(&self, name: &str) -> Option<&Observed> {
        self.entries.iter().find(|o| o.name == name)
    }
}

impl fmt::Display for Observations {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, o) in self.entries.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            write!(f, "{o}")?;
        }
        if self.benign_races > 0 {
            write!(
                f,
                "\nwarning: {} benign races (stores of the same value)",
                self.benign_races
            )?;
        }
        Ok(())
    }
}

/// Where something happened: the instruction, and which thread ran it.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Location {
    /// `@function`.
    pub function: String,
    /// `%block`.
    pub block: String,
    /// The instruction as printed.
    pub inst: String,
    /// Source line and column, when the module was parsed.
    pub line: u32,
    /// Column.
    pub col: u32,
    /// Block index in the grid.
    pub block_idx: [u32; 3],
    /// Thread index in the block.
    pub thread_idx: [u32; 3],
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line != 0 {
            write!(f, "{}:{}: ", self.line, self.col)?;
        }
        write!(
            f,
            "{}, block {}, `{}` (block ({},{},{}), thread ({},{},{}))",
            self.function,
            self.block,
            self.inst,
            self.block_idx[0],
            self.block_idx[1],
            self.block_idx[2],
            self.thread_idx[0],
            self.thread_idx[1],
            self.thread_idx[2]
        )
    }
}

macro_rules! ub_kinds {
    ($($variant:ident => $name:literal,)*) => {
        /// A kind of undefined behaviour the interpreter detects.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub enum UbKind {
            $(
                #[doc = $name]
                $variant,
            )*
        }

        impl UbKind {
            /// Every kind.
            pub const ALL: &'static [UbKind] = &[$(UbKind::$variant),*];

            /// The kind's name, as filetests spell it (`out-of-bounds`, ...).
            pub fn name(self) -> &'static str {
                match self {
                    $(UbKind::$variant => $name,)*
                }
            }

            /// The kind spelled `s`.
            pub fn from_name(s: &str) -> Option<UbKind> {
                Self::ALL.iter().copied().find(|k| k.name() == s)
            }
        }
    };
}

ub_kinds! {
    OutOfBounds => "out-of-bounds",
    Misaligned => "misaligned",
    NullDereference => "null-dereference",
    WrongSpaceCast => "wrong-space-cast",
    WrongSpaceAccess => "wrong-space-access",
    StoreToConstant => "store-to-constant",
    DanglingPointer => "dangling-pointer",
    ForeignLocal => "foreign-local",
    FunctionAccess => "function-access",
    DataRace => "data-race",
    DivergentBarrier => "divergent-barrier",
    DivergentWarpOp => "divergent-warp-op",
    DivisionByZero => "division-by-zero",
    DivisionOverflow => "division-overflow",
    PoisonBranch => "poison-branch",
    PoisonAddress => "poison-address",
    PoisonOperand => "poison-operand",
    PoisonStored => "poison-stored",
    Unreachable => "unreachable",
    BadCall => "bad-call",
    AssumeViolated => "assume-violated",
    OverlappingCopy => "overlapping-copy",
    UninitializedRegister => "uninitialized-register",
}

/// Undefined behaviour, where it happened and what it was.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Ub {
    /// The kind.
    pub kind: UbKind,
    /// Where.
    pub at: Location,
    /// What exactly (addresses, sizes, the other thread).
    pub detail: String,
}

/// Why a run trapped (a defined end, unlike undefined behaviour).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TrapKind {
    /// `llvm.trap` was called.
    TrapCalled,
    /// Calls nested deeper than the stack limit.
    StackOverflow,
    /// The GPU stopped the launch with an error (an illegal or misaligned address, an illegal
    /// instruction, a launch failure): only the GPU oracle reports it, with the driver's error.
    DeviceFault,
    /// The launch did not finish within the watchdog time (GPU oracle).
    Watchdog,
}

impl TrapKind {
    /// The kind's name, as filetests spell it.
    pub fn name(self) -> &'static str {
        match self {
            TrapKind::TrapCalled => "trap",
            TrapKind::StackOverflow => "stack-overflow",
            TrapKind::DeviceFault => "device-fault",
            TrapKind::Watchdog => "watchdog",
        }
    }

    /// The kind spelled `s`.
    pub fn from_name(s: &str) -> Option<TrapKind> {
        [
            TrapKind::TrapCalled,
            TrapKind::StackOverflow,
            TrapKind::DeviceFault,
            TrapKind::Watchdog,
        ]
        .into_iter()
        .find(|k| k.name() == s)
    }
}

/// How a launch ended.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Outcome {
    /// Every thread finished.
    Completed(Observations),
    /// A thread trapped.
    Trap {
        /// Why.
        kind: TrapKind,
        /// Where.
        at: Location,
    },
    /// Undefined behaviour was detected.
    Ub(Ub),
    /// The instruction budget ran out.
    OutOfFuel,
}

impl Outcome {
    /// Whether every thread finished.
    pub fn is_completed(&self) -> bool {
        matches!(self, Outcome::Completed(_))
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Completed(o) => write!(f, "{o}"),
            Outcome::Trap { kind, at } => write!(f, "trap: {} at {at}", kind.name()),
            Outcome::Ub(u) => write!(f, "ub: {}: {} at {}", u.kind.name(), u.detail, u.at),
            Outcome::OutOfFuel => f.write_str("out of fuel"),
        }
    }
}

/// How two outcomes compare.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// The same observations, or the same kind of end.
    Same,
    /// Different: a readable explanation.
    Differ(String),
}

impl Verdict {
    /// Whether the outcomes are the same.
    pub fn is_same(&self) -> bool {
        *self == Verdict::Same
    }
}

/// Compares two outcomes: observations bitwise, other ends by kind. The explanation lists, per
/// buffer, the first differing elements, typed.
pub fn compare(expected: &Outcome, actual: &Outcome) -> Verdict {
    match (expected, actual) {
        (Outcome::Completed(a), Outcome::Completed(b)) => compare_observations(a, b),
        (Outcome::Trap { kind: a, .. }, Outcome::Trap { kind: b, .. }) if a == b => Verdict::Same,
        (Outcome::Ub(a), Outcome::Ub(b)) if a.kind == b.kind => Verdict::Same,
        (Outcome::OutOfFuel, Outcome::OutOfFuel) => Verdict::Same,
        (a, b) => Verdict::Differ(format!("expected {}\nactual   {}", summary(a), summary(b))),
    }
}

fn summary(o: &Outcome) -> String {
    match o {
        Outcome::Completed(_) => "completion".to_owned(),
        other @ Outcome::Trap { .. } | other @ Outcome::Ub(_) | other @ Outcome::OutOfFuel => {
            other.to_string()
        }
    }
}

/// Compares observations bitwise.
pub fn compare_observations(a: &Observations, b: &Observations) -> Verdict {
    let mut out = String::new();
    let names: std::collections::BTreeSet<&str> = a
        .entries
        .iter()
        .chain(&b.entries)
        .map(|o| o.name.as_str())
        .collect();
    for name in names {
        match (a.get(name), b.get(name)) {
            (Some(x), Some(y)) if x.bytes == y.bytes => {}
            (Some(x), Some(y)) if x.bytes.len() != y.bytes.len() => {
                out.push_str(&format!(
                    "{name}: {} bytes vs {} bytes\n",
                    x.bytes.len(),
                    y.bytes.len()
                ));
            }
            (Some(x), Some(y)) => {
                let diffs: Vec<usize> = (0..x.len())
                    .filter(|&i| {
                        x.element(i) != y.element(i) || {
                            let s = x.elem.size();
                            x.bytes[i * s..i * s + s] != y.bytes[i * s..i * s + s]
                        }
                    })
                    .collect();
                out.push_str(&format!(
                    "{name}: {} of {} elements differ",
                    diffs.len(),
                    x.len()
                ));
                for &i in diffs.iter().take(8) {
                    out.push_str(&format!(
                        "\n  [{i}] expected {} actual {}",
                        x.element(i),
                        y.element(i)
                    ));
                }
                if diffs.len() > 8 {
                    out.push_str("\n  ...");
                }
                out.push('\n');
            }
            // A global nothing changed may be deleted (GlobalDCE, remove-non-entrypoints).
            (Some(x), None) if x.unchanged || x.local => {}
            (None, Some(y)) if y.unchanged || y.local => {}
            (Some(_), None) => out.push_str(&format!("{name}: missing from the actual outcome\n")),
            (None, Some(_)) => out.push_str(&format!("{name}: not in the expected outcome\n")),
            (None, None) => {}
        }
    }
    if out.is_empty() {
        Verdict::Same
    } else {
        Verdict::Differ(out.trim_end().to_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn obs(name: &str, elem: Elem, vals: &[i32]) -> Observed {
        Observed {
            name: name.into(),
            elem,
            bytes: vals.iter().flat_map(|v| v.to_le_bytes()).collect(),
            unchanged: false,
            local: false,
        }
    }

    #[test]
    fn display_and_diff() {
        let a = Observations {
            entries: vec![obs("out", Elem::I32, &[1, 2, 3])],
            benign_races: 0,
        };
        let b = Observations {
            entries: vec![obs("out", Elem::I32, &[1, 5, 3])],
            benign_races: 0,
        };
        assert_eq!(a.to_string(), "out: i32[3] = {1, 2, 3}");
        let Verdict::Differ(d) = compare_observations(&a, &b) else {
            panic!()
        };
        assert!(d.contains("1 of 3 elements differ"), "{d}");
        assert!(d.contains("[1] expected 2 actual 5"), "{d}");
        assert!(compare_observations(&a, &a).is_same());
        let f = Observed {
            name: "f".into(),
            elem: Elem::F32,
            bytes: 1.5f32.to_bits().to_le_bytes().to_vec(),
            unchanged: false,
            local: false,
        };
        assert_eq!(f.to_string(), "f: f32[1] = {1.5}");
    }

    #[test]
    fn a_deleted_global_agrees_only_if_nothing_changed_it() {
        let out = obs("out", Elem::I32, &[1]);
        let mut g = obs("@g", Elem::I32, &[7]);
        let with = |g: &Observed| Observations {
            entries: vec![g.clone(), out.clone()],
            benign_races: 0,
        };
        let without = Observations {
            entries: vec![out.clone()],
            benign_races: 0,
        };
        g.unchanged = true;
        assert!(compare_observations(&with(&g), &without).is_same());
        assert!(compare_observations(&without, &with(&g)).is_same());
        g.unchanged = false;
        let Verdict::Differ(d) = compare_observations(&with(&g), &without) else {
            panic!()
        };
        assert!(d.contains("@g: missing from the actual outcome"), "{d}");
    }

    #[test]
    fn ub_names_round_trip() {
        for &k in UbKind::ALL {
            assert_eq!(UbKind::from_name(k.name()), Some(k));
        }
    }
}
