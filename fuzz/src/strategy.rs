//! proptest strategies over the generator. They shrink structurally: every size of the
//! [`Config`] shrinks towards its minimum (fewer functions, statements, kernels; smaller
//! grids, blocks and buffers), features drop out of the set, and the generator's bytes shrink
//! towards fewer and smaller choices (the generator reads exhausted bytes as "the smallest
//! choice").
//!
//! ```
//! use proptest::prelude::*;
//! use seam_fuzz::{strategy, Config};
//!
//! proptest!(ProptestConfig::with_cases(4), |(case in strategy::cases(Config::named("small").unwrap()))| {
//!     prop_assert!(!case.launches.is_empty());
//! });
//! ```

use proptest::prelude::*;

use crate::config::{Config, FeatureSet, RANGES};
use crate::{Case, generate};

/// Configs whose sizes lie between each range's minimum and `max`'s value, and whose features
/// are a subset of `max`'s.
pub fn configs(max: Config) -> impl Strategy<Value = Config> {
    let mut sizes: Vec<BoxedStrategy<u32>> = Vec::new();
    let maxes = [
        max.functions,
        max.kernels,
        max.depth,
        max.stmts,
        max.trip,
        max.slot,
        max.shared,
        max.grid,
        max.block,
        max.cost,
    ];
    for (r, &hi) in RANGES.iter().zip(&maxes) {
        let hi = hi.clamp(r.min, r.max);
        if r.pow2 {
            let (a, b) = (r.min.trailing_zeros(), hi.trailing_zeros());
            sizes.push((a..=b).prop_map(|e| 1u32 << e).boxed());
        } else {
            sizes.push((r.min..=hi).boxed());
        }
    }
    let mask = max.features;
    let bits = proptest::bits::u64::masked(features_bits(mask));
    (sizes, bits).prop_map(|(v, bits)| {
        let mut c = Config {
            functions: v[0],
            kernels: v[1],
            depth: v[2],
            stmts: v[3],
            trip: v[4],
            slot: v[5],
            shared: v[6],
            grid: v[7],
            block: v[8],
            cost: v[9],
            features: FeatureSet::EMPTY,
        };
        for &f in crate::Feature::ALL {
            if bits & (1 << f as u32) != 0 {
                c.features.insert(f);
            }
        }
        if c.shared < c.slot {
            c.shared = c.slot;
        }
        c
    })
}

fn features_bits(s: FeatureSet) -> u64 {
    s.iter().fold(0, |acc, f| acc | 1 << f as u32)
}

/// Cases generated under [`configs`]`(max)` from up to 4 KiB of bytes.
pub fn cases(max: Config) -> impl Strategy<Value = Case> {
    (
        configs(max),
        proptest::collection::vec(any::<u8>(), 0..4096),
    )
        .prop_map(|(c, bytes)| {
            let mut u = arbitrary::Unstructured::new(&bytes);
            generate(&mut u, &c)
        })
}
