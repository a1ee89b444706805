//! What the generator may build: sizes and the switchable features.
//!
//! A [`Config`] bounds every size the generator chooses and says which [`Feature`]s it may use.
//! `Config::default()` switches every feature on with moderate sizes. `Config` is also
//! [`Arbitrary`]: an arbitrary config is a *swarm* config, each feature on with probability
//! one half and each size drawn from its documented range, so that a campaign explores
//! programs without some features as well as programs dense in the others.

use std::fmt;
use std::str::FromStr;

use arbitrary::{Arbitrary, Unstructured};

macro_rules! features {
    ($($(#[doc = $doc:literal])* $v:ident = $name:literal,)*) => {
        /// One switchable kind of program construct.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        pub enum Feature {
            $($(#[doc = $doc])* $v,)*
        }

        impl Feature {
            /// Every feature, in declaration order.
            pub const ALL: &'static [Feature] = &[$(Feature::$v,)*];

            /// The feature's name in configs, case files and statistics.
            pub fn name(self) -> &'static str {
                match self {
                    $(Feature::$v => $name,)*
                }
            }

            /// The feature of this name.
            pub fn from_name(s: &str) -> Option<Feature> {
                match s {
                    $($name => Some(Feature::$v),)*
                    _ => None,
                }
            }
        }
    };
}

features! {
    /// Device functions called from kernels and from each other (a DAG by levels), with
    /// fan-in and fan-out.
    Calls = "calls",
    /// A function that calls itself, with a depth argument bounding the recursion.
    Recursion = "recursion",
    /// Two functions that call each other, bounded the same way.
    MutualRecursion = "mutual-recursion",
    /// Private and external (as well as internal) linkage on device functions.
    Linkage = "linkage",
    /// Address-taken functions, stored in tables and called through loaded pointers.
    IndirectCalls = "indirect-calls",
    /// Tables with `!type` metadata and calls guarded by `llvm.type.test` + `llvm.assume`.
    TypeTests = "type-tests",
    /// Pointers into the kernels' global buffers and a global array passed to callees.
    GlobalPtrs = "global-ptrs",
    /// A shared array: every thread writes its part, a barrier, then reads.
    SharedMem = "shared-mem",
    /// A constant-space array with an initializer.
    ConstMem = "const-mem",
    /// Local arrays (allocas), initialized, reached through `addrspace(5)` pointers.
    LocalMem = "local-mem",
    /// Generic pointer parameters passed on to callees through several levels.
    Forwarding = "forwarding",
    /// Call sites that pass different spaces for the same parameter.
    Disagree = "disagree",
    /// Arguments offset by a `getelementptr` before or after the cast.
    GepArgs = "gep-args",
    /// Phis and selects that merge pointers, of one space or of two.
    PtrMerge = "ptr-merge",
    /// Functions that return pointers.
    PtrReturn = "ptr-return",
    /// Code guarded by `llvm.nvvm.isspacep.*`, casting to the space it proved.
    Isspacep = "isspacep",
    /// `addrspacecast` constant expressions of globals as call arguments.
    ConstExprCasts = "constexpr-casts",
    /// First-class aggregate (`[N x i32]`) parameters.
    Aggregates = "aggregates",
    /// `byval` aggregate parameters.
    ByVal = "byval",
    /// Parameter lists whose aligned payload is just below or just above 384 bytes.
    BigParams = "big-params",
    /// Aggregate returns just below or just above 144 bytes.
    BigReturns = "big-returns",
    /// Image and sampler parameters (`!nvvm.annotations` rdoimage, wroimage, sampler).
    Images = "images",
    /// `noinline` functions.
    NoInline = "noinline",
    /// `alwaysinline` functions.
    AlwaysInline = "alwaysinline",
    /// `optnone` (with `noinline`) functions.
    OptNone = "optnone",
    /// Functions marked `"nooutline"`.
    NoOutline = "nooutline",
    /// One instruction sequence repeated, with other value names, in several functions.
    Repeated = "repeated",
    /// Loops with bounded trip counts.
    Loops = "loops",
    /// If-then-else diamonds joined by phis.
    Branches = "branches",
    /// Switches.
    Switches = "switches",
    /// Float arithmetic whose results are exactly reproducible.
    Floats = "floats",
    /// Atomic additions to a global counter.
    Atomics = "atomics",
    /// Two to four kernels in one module.
    MultiKernels = "multi-kernels",
    /// Kernels that no launch names (dead kernel elimination's work).
    UnreferencedKernels = "unreferenced-kernels",
    /// Device functions that return from inside a branch: callees with several `ret`s, whose
    /// inlining merges the returns.
    EarlyReturns = "early-returns",
    /// Vector values: `insertelement`, `shufflevector`, element-wise arithmetic and compares,
    /// `extractelement` at constant and run-time lanes, bitcasts between `i32` and `<2 x i16>`.
    Vectors = "vectors",
    /// `half` and `bfloat` arithmetic on small converted integers (and `<2 x half>`).
    Half = "half",
    /// Warp-synchronous operations in kernels where the whole warp is converged:
    /// `shfl.sync` (every mode) and `vote.ballot.sync` with the mask of the warp's threads.
    WarpOps = "warp-ops",
    /// Instructions on constants only, which every folder must compute exactly: every
    /// `fcmp` predicate on signed zeros, infinities and NaN, integer operations of 8 to 64
    /// bits carrying the flags that hold (`nsw`, `nuw`, `exact`, `disjoint`), casts with
    /// theirs (`zext nneg`, `trunc nuw`), float-integer conversions in range.
    ConstFolds = "const-folds",
    /// Two pointers into one buffer at constant offsets, compared under every `icmp`
    /// predicate, the result choosing between a constant and a value; and `ptrtoint` of such a
    /// pointer to its own width or narrower, masked to zero.
    PtrCompare = "ptr-compare",
    /// Values of bounded range or many sign bits (masks, shifts, divisions by constants,
    /// min/max, `ctpop`, `abs`, extensions, `select`s of them) divided by constants at, just
    /// past and just short of their bound, and `ashr` of values made of sign bits: the
    /// reasoning of LLVM's `isDivZero` and `ComputeNumSignBits` on both sides of each edge.
    Ranges = "ranges",
}

/// A set of features.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct FeatureSet(u64);

impl FeatureSet {
    /// No feature.
    pub const EMPTY: FeatureSet = FeatureSet(0);

    /// Every feature.
    pub fn all() -> FeatureSet {
        let mut s = FeatureSet::EMPTY;
        for &f in Feature::ALL {
            s.insert(f);
        }
        s
    }

    /// Whether `f` is in the set.
    pub fn contains(self, f: Feature) -> bool {
        self.0 & (1 << f as u32) != 0
    }

    /// Adds `f`.
    pub fn insert(&mut self, f: Feature) {
        self.0 |= 1 << f as u32;
    }

    /// Removes `f`.
    pub fn remove(&mut self, f: Feature) {
        self.0 &= !(1 << f as u32);
    }

    /// The features in the set, in declaration order.
    pub fn iter(self) -> impl Iterator<Item = Feature> {
        Feature::ALL
            .iter()
            .copied()
            .filter(move |&f| self.contains(f))
    }

    /// Number of features in the set.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

impl fmt::Debug for FeatureSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set()
            .entries(self.iter().map(Feature::name))
            .finish()
    }
}

/// Comma-separated feature names (`calls,loops`), or `none`.
impl fmt::Display for FeatureSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("none");
        }
        let names: Vec<&str> = self.iter().map(Feature::name).collect();
        f.write_str(&names.join(","))
    }
}

/// Reads what `Display` writes; also `all`.
impl FromStr for FeatureSet {
    type Err = String;

    fn from_str(s: &str) -> Result<FeatureSet, String> {
        let s = s.trim();
        match s {
            "none" | "" => return Ok(FeatureSet::EMPTY),
            "all" => return Ok(FeatureSet::all()),
            _ => {}
        }
        let mut set = FeatureSet::EMPTY;
        for name in s.split(',') {
            let name = name.trim();
            let f = Feature::from_name(name).ok_or_else(|| format!("unknown feature '{name}'"))?;
            set.insert(f);
        }
        Ok(set)
    }
}

/// A documented, inclusive range for one size of the config.
#[derive(Clone, Copy, Debug)]
pub struct Range {
    /// The key in `--config key=value`.
    pub key: &'static str,
    /// Smallest value.
    pub min: u32,
    /// Largest value.
    pub max: u32,
    /// Whether the value must be a power of two.
    pub pow2: bool,
    /// What it bounds.
    pub doc: &'static str,
}

/// Sizes and features the generator may use. Every size is an upper bound: the generator
/// draws the actual value of each case between the range's minimum and it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Config {
    /// Device functions (besides kernels and indirect-call targets).
    pub functions: u32,
    /// Kernels (at least one; more only with [`Feature::MultiKernels`]).
    pub kernels: u32,
    /// Levels of the call DAG below the kernels.
    pub depth: u32,
    /// Statements in one statement list (a function body, a branch arm, a loop body).
    pub stmts: u32,
    /// Largest loop trip count (a power of two).
    pub trip: u32,
    /// `i32` elements each thread owns in every buffer it may write (a power of two).
    pub slot: u32,
    /// `i32` elements of the shared array (a power of two, at least `slot`).
    pub shared: u32,
    /// Blocks in a launch (`grid`).
    pub grid: u32,
    /// Threads in a block.
    pub block: u32,
    /// Estimated instructions one launch may execute, over all threads (the interpreter's
    /// default fuel is 100 million).
    pub cost: u32,
    /// The features the generator may use.
    pub features: FeatureSet,
}

/// The ranges of [`Config`]'s sizes, in field order.
pub const RANGES: &[Range] = &[
    Range {
        key: "functions",
        min: 0,
        max: 64,
        pow2: false,
        doc: "device functions",
    },
    Range {
        key: "kernels",
        min: 1,
        max: 4,
        pow2: false,
        doc: "kernels",
    },
    Range {
        key: "depth",
        min: 1,
        max: 8,
        pow2: false,
        doc: "levels of the call DAG",
    },
    Range {
        key: "stmts",
        min: 1,
        max: 32,
        pow2: false,
        doc: "statements per list",
    },
    Range {
        key: "trip",
        min: 2,
        max: 32,
        pow2: true,
        doc: "largest loop trip count",
    },
    Range {
        key: "slot",
        min: 4,
        max: 64,
        pow2: true,
        doc: "elements per thread and buffer",
    },
    Range {
        key: "shared",
        min: 4,
        max: 1024,
        pow2: true,
        doc: "shared array elements",
    },
    Range {
        key: "grid",
        min: 1,
        max: 8,
        pow2: false,
        doc: "blocks per launch",
    },
    Range {
        key: "block",
        min: 1,
        max: 256,
        pow2: false,
        doc: "threads per block",
    },
    Range {
        key: "cost",
        min: 1000,
        max: 20_000_000,
        pow2: false,
        doc: "instructions per launch",
    },
];

impl Default for Config {
    fn default() -> Config {
        Config {
            functions: 10,
            kernels: 3,
            depth: 5,
            stmts: 8,
            trip: 8,
            slot: 16,
            shared: 128,
            grid: 2,
            block: 32,
            cost: 1_000_000,
            features: FeatureSet::all(),
        }
    }
}

impl Config {
    /// A named config: `default`, `small` (a few functions and threads, for fast fuzzing and
    /// shrinking), `large` (many functions and deep graphs), `swarm-default` is not a name:
    /// swarm configs are drawn with `Arbitrary`.
    pub fn named(name: &str) -> Option<Config> {
        let d = Config::default();
        Some(match name {
            "default" => d,
            "small" => Config {
                functions: 4,
                kernels: 2,
                depth: 3,
                stmts: 5,
                trip: 4,
                slot: 8,
                shared: 32,
                grid: 1,
                block: 4,
                cost: 100_000,
                ..d
            },
            "large" => Config {
                functions: 40,
                kernels: 4,
                depth: 6,
                stmts: 12,
                block: 64,
                cost: 4_000_000,
                ..d
            },
            _ => return None,
        })
    }

    /// The names [`Config::named`] knows.
    pub const NAMES: &'static [&'static str] = &["default", "small", "large"];

    fn fields_mut(&mut self) -> [&mut u32; 10] {
        [
            &mut self.functions,
            &mut self.kernels,
            &mut self.depth,
            &mut self.stmts,
            &mut self.trip,
            &mut self.slot,
            &mut self.shared,
            &mut self.grid,
            &mut self.block,
            &mut self.cost,
        ]
    }

    fn fields(&self) -> [u32; 10] {
        [
            self.functions,
            self.kernels,
            self.depth,
            self.stmts,
            self.trip,
            self.slot,
            self.shared,
            self.grid,
            self.block,
            self.cost,
        ]
    }

    /// Checks every size against its range (and `shared >= slot`).
    pub fn validate(&self) -> Result<(), ConfigError> {
        for (r, v) in RANGES.iter().zip(self.fields()) {
            if v < r.min || v > r.max {
                return Err(ConfigError::OutOfRange {
                    key: r.key,
                    value: v,
                    min: r.min,
                    max: r.max,
                });
            }
            if r.pow2 && !v.is_power_of_two() {
                return Err(ConfigError::NotPowerOfTwo {
                    key: r.key,
                    value: v,
                });
            }
        }
        if self.shared < self.slot {
            return Err(ConfigError::SharedBelowSlot {
                shared: self.shared,
                slot: self.slot,
            });
        }
        Ok(())
    }

    /// Applies `key=value,key=value` settings to this config. Keys are [`RANGES`]' keys,
    /// `features=a+b+c` (or `all`, `none`), `+feature` and `-feature`, and a leading config
    /// name (`small,block=8`).
    pub fn apply(&mut self, spec: &str) -> Result<(), ConfigError> {
        for (i, item) in spec.split(',').enumerate() {
            let item = item.trim();
            if item.is_empty() {
                continue;
            }
            if let Some(name) = item.strip_prefix('+') {
                let f = Feature::from_name(name)
                    .ok_or_else(|| ConfigError::UnknownFeature(name.to_owned()))?;
                self.features.insert(f);
                continue;
            }
            if let Some(name) = item.strip_prefix('-') {
                let f = Feature::from_name(name)
                    .ok_or_else(|| ConfigError::UnknownFeature(name.to_owned()))?;
                self.features.remove(f);
                continue;
            }
            let Some((key, value)) = item.split_once('=') else {
                match Config::named(item) {
                    Some(c) if i == 0 => {
                        *self = c;
                        continue;
                    }
                    _ => return Err(ConfigError::BadItem(item.to_owned())),
                }
            };
            let (key, value) = (key.trim(), value.trim());
            if key == "features" {
                self.features = value
                    .replace('+', ",")
                    .parse()
                    .map_err(ConfigError::Features)?;
                continue;
            }
            let Some(idx) = RANGES.iter().position(|r| r.key == key) else {
                return Err(ConfigError::UnknownKey(key.to_owned()));
            };
            let v: u32 = value.parse().map_err(|_| ConfigError::NotANumber {
                key: key.to_owned(),
                value: value.to_owned(),
            })?;
            *self.fields_mut()[idx] = v;
        }
        self.validate()
    }

    /// Parses a config: `Config::default()` with [`Config::apply`]'s settings.
    pub fn parse(spec: &str) -> Result<Config, ConfigError> {
        let mut c = Config::default();
        c.apply(spec)?;
        Ok(c)
    }
}

/// Why a config spec or a config is refused: the item, key or value at fault is a field.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum ConfigError {
    /// A size outside its range.
    #[error("{key} = {value} is outside {min}..={max}")]
    OutOfRange {
        /// The key.
        key: &'static str,
        /// Its value.
        value: u32,
        /// The range.
        min: u32,
        /// The range.
        max: u32,
    },
    /// A size that must be a power of two is not.
    #[error("{key} = {value} is not a power of two")]
    NotPowerOfTwo {
        /// The key.
        key: &'static str,
        /// Its value.
        value: u32,
    },
    /// `shared` below `slot`.
    #[error("shared = {shared} is smaller than slot = {slot}")]
    SharedBelowSlot {
        /// `shared`.
        shared: u32,
        /// `slot`.
        slot: u32,
    },
    /// `+name` or `-name` with no such feature.
    #[error("unknown feature '{0}'")]
    UnknownFeature(String),
    /// An item that is none of the forms.
    #[error(
        "'{0}' is not key=value, +feature, -feature or a config name ({names}) at the start",
        names = Config::NAMES.join(", ")
    )]
    BadItem(String),
    /// `key=value` with no such key.
    #[error("unknown config key '{0}' (keys: {keys}, features)", keys = RANGES.iter().map(|r| r.key).collect::<Vec<_>>().join(", "))]
    UnknownKey(String),
    /// A value that is not a number.
    #[error("{key}: '{value}' is not a number")]
    NotANumber {
        /// The key.
        key: String,
        /// The value.
        value: String,
    },
    /// `features=...` that does not read.
    #[error("{0}")]
    Features(String),
    /// No config could be drawn from the seed's bytes.
    #[error("no config could be drawn: {0}")]
    Draw(String),
}

/// `key=value,...,features=a+b` — what [`Config::parse`] reads back.
impl fmt::Display for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (r, v) in RANGES.iter().zip(self.fields()) {
            write!(f, "{}={v},", r.key)?;
        }
        write!(
            f,
            "features={}",
            self.features.to_string().replace(',', "+")
        )
    }
}

/// A swarm config: each feature on with probability 1/2, each size uniform in its range
/// (powers of two uniform over the exponents), `cost` at most the default.
impl<'a> Arbitrary<'a> for Config {
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Config> {
        let mut c = Config::default();
        let mut features = FeatureSet::EMPTY;
        for &f in Feature::ALL {
            if u.arbitrary::<bool>()? {
                features.insert(f);
            }
        }
        c.features = features;
        let ranges: Vec<Range> = RANGES.to_vec();
        for (r, slot) in ranges.iter().zip(c.fields_mut()) {
            let (lo, hi) = if r.key == "cost" {
                (10_000, Config::default().cost)
            } else if r.key == "functions" {
                (0, 24)
            } else if r.key == "block" {
                (1, 64)
            } else {
                (r.min, r.max)
            };
            *slot = if r.pow2 {
                let (a, b) = (lo.trailing_zeros(), hi.trailing_zeros());
                1 << u.int_in_range(a..=b)?
            } else {
                u.int_in_range(lo..=hi)?
            };
        }
        if c.shared < c.slot {
            c.shared = c.slot;
        }
        Ok(c)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_parses_back() {
        for name in Config::NAMES {
            let c = Config::named(name).unwrap();
            c.validate().unwrap();
            assert_eq!(Config::parse(&c.to_string()).unwrap(), c);
        }
        let c = Config {
            features: FeatureSet::EMPTY,
            ..Config::default()
        };
        assert_eq!(Config::parse(&c.to_string()).unwrap(), c);
    }

    #[test]
    fn settings_and_errors() {
        let c = Config::parse("small,block=8,-loops,+floats").unwrap();
        assert_eq!(c.block, 8);
        assert_eq!(c.functions, 4);
        assert!(!c.features.contains(Feature::Loops));
        let c = Config::parse("features=calls+loops").unwrap();
        assert_eq!(c.features.len(), 2);
        for (spec, want) in [
            ("block=0", "outside"),
            ("slot=12", "power of two"),
            ("warp=2", "unknown config key"),
            ("+bogus", "unknown feature"),
            ("block=x", "not a number"),
            ("block=8,small", "config name"),
            ("slot=64,shared=16", "smaller than"),
        ] {
            let e = Config::parse(spec).unwrap_err().to_string();
            assert!(e.contains(want), "{spec}: {e}");
        }
        // The item at fault is a field.
        assert_eq!(
            Config::parse("block=x").unwrap_err(),
            ConfigError::NotANumber {
                key: "block".into(),
                value: "x".into()
            }
        );
        assert_eq!(
            Config::parse("+bogus").unwrap_err(),
            ConfigError::UnknownFeature("bogus".into())
        );
    }

    #[test]
    fn swarm_configs_are_valid_and_varied() {
        let mut seen = FeatureSet::EMPTY;
        let mut missing = FeatureSet::EMPTY;
        for seed in 0..200u64 {
            let bytes: Vec<u8> = (0..64)
                .map(|i| (seed * 131 + i * 7919) as u8 ^ (i >> 3) as u8)
                .collect();
            let c = Config::arbitrary(&mut Unstructured::new(&bytes)).unwrap();
            c.validate().unwrap();
            for &f in Feature::ALL {
                if c.features.contains(f) {
                    seen.insert(f);
                } else {
                    missing.insert(f);
                }
            }
        }
        assert_eq!(seen, FeatureSet::all());
        assert_eq!(missing, FeatureSet::all());
    }
}
