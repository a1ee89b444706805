//! Deliberate mistakes in the passes, to measure the harness's power (cargo feature
//! `planted-bugs`; without it every mistake is compiled out and [`on`] is always false).
//!
//! Each mistake is switched on by naming it in the environment variable `SEAM_PLANTED_BUG`
//! (comma-separated). The campaign must find each one and reduce it:
//!
//! | name | pass | the mistake | found as |
//! |---|---|---|---|
//! | `spec-phi-first` | specialize-callees | a phi or select votes its first source's space instead of requiring agreement | miscompile |
//! | `infer-select-first` | infer-address-spaces | a select of pointers into two spaces takes the first one's | pass error (its own consistency check) |
//! | `propagate-disagree` | propagate-arg-spaces | callers that disagree are taken to agree with the first | verifier |
//! | `force-inline-384` | force-inline | a parameter payload of exactly 384 bytes counts as large | decision |
//! | `spec-ret-no-cast` | specialize-callees | a resolved return space does not cast the call results back to generic | verifier |
//! | `inline-first-return` | the inliner | the merged result of a callee with several returns is always its first return's value | miscompile (or verifier, where that value does not dominate the other returns) |
//! | `outline-first-liveout` | the machine outliner | the outlined function returns only what its first occurrence needs, not what any occurrence needs | oracle disagreement after the outliner (the PTX interpreter) |
//! | `globalopt-promote-offset-zero` | globalopt | a promoted load reads the initializer's first element, whatever its offset | miscompile |
//! | `propagate-metadata-use` | propagate-arg-spaces (and specialize-callees, which share the use scan) | a reference from metadata (`!nvvm.annotations`) counts as a use that takes the function's address: a function it names keeps its generic parameters (meaning unchanged: only the model of the seed sees it) | decision (`model-narrowed`) |
//! | `dead-kernel-annotation` | dead-kernel-elim | a function marked a kernel only by `!nvvm.annotations` is queued as a dead kernel too (the seed tests the calling convention alone; meaning unchanged: the kernel is not launched) | decision (`model-deleted-kernel`) |
//! | `devirt-first-candidate` | wholeprogramdevirt | a virtual call with several implementations calls the first | decision (or miscompile) |
//! | `always-inline-silent-skip` | always-inline | the first candidate call in each caller is left as it is, with no remark (meaning unchanged: only the pass's contract sees it) | contract (`contract-always-inline-left`) |
//! | `spec-budget-success` | specialize-callees | the clone budget counts granted attempts only (the seed: attempts, granted or not; meaning unchanged) | decision (`model-clone-suppressed`) |
//! | `infer-first-load-generic` | infer-address-spaces | a function's first access to move, if a load, keeps its generic address (meaning unchanged) | decision (`model-accesses`) |
//! | `nvidia-budget-strict` | inline (`model=nvidia`) | a call whose cost equals the caller's remaining budget is refused (the seed's budget can be spent to the last unit; meaning unchanged) | contract (`contract-budget-fit`) and the inliner model (`model-not-inlined-budget`) |
//! | `import-cold-any-level` | ThinLTO import (`thin-lto`) | the cold multiplier applies at level 2 too (the seed imports cold functions at priority ≥ 2; meaning unchanged) | decision (`model-imported` or `model-cold`) |
//! | `propagate-changed-flag` | propagate-arg-spaces | the pass reports that it changed nothing, also when it narrowed parameters (meaning unchanged: a pass manager would keep stale analyses) | contract (`contract-unchanged-reported`, checked around every pass) |
//! | `inline-allocas-in-place` | transforms::inline (every inliner) | a callee's static allocas stay where its entry block is spliced instead of moving to the caller's entry block (meaning unchanged: each execution allocates afresh; a frame that grows in a loop) | contract (`contract-allocas-hoisted`) |
//! | `spec-retarget-unnamed` | specialize-callees | a retargeted call does not take the old call's name (meaning unchanged; the contract keeps names, attributes, calling convention and tail marker) | contract (`contract-retarget-keeps`) |
//! | `spec-retarget-bare` | specialize-callees | a retargeted call loses its call-site function attributes and `notail` (meaning unchanged; the generator's direct calls carry `notail`, `nounwind` and a `"seam-site"` string attribute) | contract (`contract-retarget-keeps`) |
//! | `simplify-cfg-refold` | simplify-cfg | an unconditional branch counts as a branch to fold (into itself), so every round of the fixed point changes something and the pass never returns | hang (`hang.simplify-cfg.pass`, at the campaign's case timeout; not reduced) |
//! | `legalize-shared-generic` | `seam::llvm::legalize` (before LLVM's code generation) | a constant cast of a shared variable to generic is taken for a cast between two specific spaces and becomes poison | oracle disagreement of the PTX interpreter (only the PTX shows it) |
//! | `force-inline-raw-slot` | force-inline | a parameter counts its raw size, without the seed's 4-byte slot minimum (only `i8`/`i16` parameters tell: the generator's payloads that cross 384 through the minimum alone) | decision (`model-none`) |
//! | `import-limit-strict` | ThinLTO import (`thin-lto`) | a callee exactly as large as its edge's threshold is refused (the seed imports `count <= threshold`; the campaign sets `import-instr-limit` to a callee's size in one case in four) | decision (`model-imported`) |
//! | `dead-kernel-ignore-ek` | dead-kernel-elim | the host's `host-ref-ek` list is not read (a kernel it alone names is deleted) | decision (`model-deleted-kernel`) |
//! | `dead-kernel-ignore-ik` | dead-kernel-elim | the host's `host-ref-ik` list is not read | decision |
//! | `dead-kernel-ignore-ec` | dead-kernel-elim | the host's `host-ref-ec` list is not read (a constant it alone exempts is queued; without `optimize-unused-variables`, what it alone preserves is not) | decision |
//! | `dead-kernel-ignore-ic` | dead-kernel-elim | the host's `host-ref-ic` list is not read | decision |
//! | `dead-kernel-ignore-eg` | dead-kernel-elim | the host's `host-ref-eg` list is not read | decision |
//! | `dead-kernel-ignore-ig` | dead-kernel-elim | the host's `host-ref-ig` list is not read | decision |
//! | `dead-kernel-vars-always-preserved` | dead-kernel-elim | the host's variable lists join the preserved set with `optimize-unused-variables` too (the seed: only without it), so a kernel or a variable of the other kind they name is kept | decision |
//! | `dead-kernel-vars-never-preserved` | dead-kernel-elim | the host's variable lists never join the preserved set (the seed: they do without `optimize-unused-variables`), so a kernel they alone name is deleted | decision |
//! | `globalopt-promote-256-bytes` | globalopt | a constant of 2,048 bits (256 bytes) is promoted: the limit read as `bits <= 2048` (the seed: 2,047, so 255 bytes is the largest whole-byte size promoted) | decision |
//! | `globalopt-sra-16-not-split` | globalopt | a struct of exactly 16 fields is not split: `fields >= 16` (the seed splits up to 16) | decision |
//! | `devirt-ignore-fn-type` | wholeprogramdevirt | a single candidate is called whatever its function type (rule 4: one of another type is a `type-mismatch`) | decision (`model-type-mismatch`) |
//! | `devirt-any-type-id` | wholeprogramdevirt | every table with `!type` metadata is a candidate table, whatever its id (a call whose id no table has finds some: not `no-implementation`) | decision |
//! | `devirt-mutable-table` | wholeprogramdevirt | a table that is not constant is read as if it were (rule 3: `unknown-table`) | decision (`model-unknown-table`) |
//! | `devirt-skip-short-table` | wholeprogramdevirt | a table with no slot at the call's offset is skipped instead of making the call unresolvable | decision (`model-unknown-table`) |
//! | `devirt-offset-in-slot` | wholeprogramdevirt | an offset inside a pointer slot is rounded down to the slot (rule 3: a function's address exactly there, else `unknown-table`) | decision (`model-unknown-table`) |
//! | `devirt-ignore-type-offset` | wholeprogramdevirt | a table's `!type` offset is taken as 0 (rule 3 reads byte `T + O`) | decision (`model-single-implementation`) |
//! | `outline-no-live-ins` | the machine outliner | the benefit counts no parameter traffic for live-ins (the seed's call and frame: one `st.param` and one `ld.param` per live-in; meaning unchanged) | decision of pass `outline` (the judge's outliner model: `model-benefit`, or `model-outlined` where the term alone decides) |
//! | `outline-no-live-outs` | the machine outliner | the benefit counts no parameter traffic for live-outs | decision of pass `outline` |
//! | `outline-frame-free` | the machine outliner | the outlined function's frame costs nothing besides its parameter traffic (the seed: its `ret`) | decision of pass `outline` |
//! | `outline-threshold-strict` | the machine outliner | a benefit equal to `outliner-benefit-threshold` is refused (the seed keeps `benefit ≥ threshold`) | decision of pass `outline` (`model-refused`) |
//! | `outline-occurrences-minus-one` | the machine outliner | the benefit counts one occurrence fewer than the group has | decision of pass `outline` |
//! | `outline-length-off-by-one` | the machine outliner | the benefit counts the sequence one instruction shorter than it is | decision of pass `outline` |

/// Every planted mistake.
pub const ALL: &[&str] = &[
    "spec-phi-first",
    "infer-select-first",
    "propagate-disagree",
    "force-inline-384",
    "spec-ret-no-cast",
    "inline-first-return",
    "legalize-shared-generic",
    "outline-first-liveout",
    "globalopt-promote-offset-zero",
    "devirt-first-candidate",
    "propagate-metadata-use",
    "dead-kernel-annotation",
    "always-inline-silent-skip",
    "spec-budget-success",
    "infer-first-load-generic",
    "nvidia-budget-strict",
    "import-cold-any-level",
    "propagate-changed-flag",
    "inline-allocas-in-place",
    "spec-retarget-unnamed",
    "spec-retarget-bare",
    "simplify-cfg-refold",
    "force-inline-raw-slot",
    "import-limit-strict",
    "dead-kernel-ignore-ek",
    "dead-kernel-ignore-ik",
    "dead-kernel-ignore-ec",
    "dead-kernel-ignore-ic",
    "dead-kernel-ignore-eg",
    "dead-kernel-ignore-ig",
    "dead-kernel-vars-always-preserved",
    "dead-kernel-vars-never-preserved",
    "globalopt-promote-256-bytes",
    "globalopt-sra-16-not-split",
    "devirt-ignore-fn-type",
    "devirt-any-type-id",
    "devirt-mutable-table",
    "devirt-skip-short-table",
    "devirt-offset-in-slot",
    "devirt-ignore-type-offset",
    "outline-no-live-ins",
    "outline-no-live-outs",
    "outline-frame-free",
    "outline-threshold-strict",
    "outline-occurrences-minus-one",
    "outline-length-off-by-one",
];

/// Whether the planted mistake `name` is switched on.
#[cfg(feature = "planted-bugs")]
pub fn on(name: &str) -> bool {
    use std::sync::OnceLock;
    static ACTIVE: OnceLock<Vec<String>> = OnceLock::new();
    ACTIVE
        .get_or_init(|| {
            std::env::var("SEAM_PLANTED_BUG")
                .unwrap_or_default()
                .split(',')
                .map(|s| s.trim().to_owned())
                .filter(|s| !s.is_empty())
                .collect()
        })
        .iter()
        .any(|a| a == name)
}

/// Whether the planted mistake `name` is switched on: never, in this build.
#[cfg(not(feature = "planted-bugs"))]
#[inline(always)]
pub fn on(_name: &str) -> bool {
    false
}
