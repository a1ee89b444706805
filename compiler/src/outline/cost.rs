//! The NVPTX benefit model: what outlining a group of occurrences saves, in PTX instructions.
//!
//! Contract: pure arithmetic over a candidate's length, its number of occurrences and the
//! number of values that cross its boundary; every constant is here.
//!
//! Seed 002 gives the rule `benefit = occurrences × per-occurrence saving − frame overhead`,
//! saturating at 0, kept when `benefit ≥ outliner-benefit-threshold` (default 1), with the
//! costs supplied by the target. LLVM computes it as
//! `NotOutliningCost − OutliningCost` where `NotOutliningCost = occurrences × length` and
//! `OutliningCost = Σ call costs + length + frame overhead`; the two agree with
//! `per-occurrence saving = length − call cost` and `frame overhead = length + frame cost`.
//! The unit here is the PTX instruction (declarations are not instructions):
//!
//! - A call (at each occurrence) is one `st.param` per live-in value, the `call`, and one
//!   `ld.param` per live-out value: [`CALL_FIXED`] + live-ins + live-outs.
//! - The outlined `.func`'s frame is one `ld.param` per live-in, one `st.param` per live-out
//!   and the `ret`: [`FRAME_FIXED`] + live-ins + live-outs, plus the outlined body itself.

/// Instructions of a call besides the parameter traffic: the `call`.
pub const CALL_FIXED: u64 = 1;
/// Instructions of the outlined function's frame besides its parameter traffic: the `ret`.
pub const FRAME_FIXED: u64 = 1;

/// What outlining a candidate costs and saves.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Cost {
    /// Instructions if nothing is outlined: occurrences × length.
    pub not_outlining: u64,
    /// Instructions after outlining: the calls, the body and the frame.
    pub outlining: u64,
    /// `not_outlining − outlining`, or 0.
    pub benefit: u64,
}

/// The cost of outlining `occurrences` copies of a `length`-instruction sequence that reads
/// `live_in` registers defined before it and defines `live_out` registers used after it.
pub fn cost(length: u64, occurrences: u64, live_in: u64, live_out: u64) -> Cost {
    use crate::planted::on;
    // Planted mistakes, one per term of the rule (`crate::planted`): a term dropped or off
    // by one.
    let live_in = if on("outline-no-live-ins") {
        0
    } else {
        live_in
    };
    let live_out = if on("outline-no-live-outs") {
        0
    } else {
        live_out
    };
    let frame_fixed = if on("outline-frame-free") {
        0
    } else {
        FRAME_FIXED
    };
    let occurrences = if on("outline-occurrences-minus-one") {
        occurrences.saturating_sub(1)
    } else {
        occurrences
    };
    let length = if on("outline-length-off-by-one") {
        length.saturating_sub(1)
    } else {
        length
    };
    let call = CALL_FIXED + live_in + live_out;
    let frame = frame_fixed + live_in + live_out;
    let not_outlining = occurrences * length;
    let outlining = occurrences * call + length + frame;
    Cost {
        not_outlining,
        outlining,
        benefit: not_outlining.saturating_sub(outlining),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seed_formula() {
        // 3 copies of 6 instructions, 1 value in, 1 out: calls 3 × 3, body 6, frame 3.
        let c = cost(6, 3, 1, 1);
        assert_eq!((c.not_outlining, c.outlining, c.benefit), (18, 18, 0));
        // One more copy: 24 against 21.
        assert_eq!(cost(6, 4, 1, 1).benefit, 3);
        // Saturates at 0.
        assert_eq!(cost(2, 2, 3, 3).benefit, 0);
        // Seed form: occurrences × (length − call) − (length + frame).
        let (l, n, i, o) = (9u64, 5u64, 2u64, 1u64);
        let seed = n * (l - (CALL_FIXED + i + o)) - (l + FRAME_FIXED + i + o);
        assert_eq!(cost(l, n, i, o).benefit, seed);
    }
}
