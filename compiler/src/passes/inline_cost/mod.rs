//! The `llvm` cost model of the `inline` pass: LLVM 19's `InlineCostCallAnalyzer` (the
//! default, non-ML, non-profile model of `llvm/lib/Analysis/InlineCost.cpp`) with NVPTX's
//! target hooks, on seam's IR.
//!
//! # The threshold (LLVM's `updateThreshold`)
//! 1. Start from `inline-threshold` (225). If the call's block ends in `unreachable`, the
//!    threshold is 0 and no bonus applies (LLVM's `allowSizeGrowth`).
//! 2. A `minsize` caller: at most 5 and no single-block bonus; an `optsize` caller: at most
//!    50. An `inlinehint` callee (caller not `minsize`): at least 325. A `cold` callee (LLVM's
//!    profile summary treats a `cold` function as having a cold entry): at most 45, and no
//!    bonus at all (single block, last call). As in LLVM, the 5, 50 and 45 caps apply only
//!    when the threshold was not given explicitly (`threshold=N`).
//! 3. Multiply by NVPTX's threshold multiplier, 11 (`threshold-multiplier`).
//! 4. The single-block bonus, 50% of that, is added and withdrawn as soon as an analyzed
//!    block of the callee has more than one successor. The vector bonus (150%; none for a
//!    `minsize` caller or a `cold` callee) is added, and at the end withdrawn whole when at
//!    most a tenth of the callee's analyzed instructions are vector instructions (a vector
//!    result, or `extractelement`), half of it when at most half are (LLVM's
//!    `finalizeAnalysis`).
//!
//! # The cost
//! 1. Start from minus the call-site cost: 5 per argument (a `byval` argument: 2 × 5 per
//!    pointer-sized word of the copy, at most 8 words), 5 for the call, 25 call penalty.
//!    Plus 2000 for a `coldcc` callee. Minus 15000 (the last-call-to-static bonus) when the
//!    callee is local and this call is its only use (a reference from metadata, such as
//!    `!nvvm.annotations`, is not a use, as in LLVM).
//! 2. Walk the callee's blocks breadth-first from the entry, propagating the call's constant
//!    arguments: an instruction that folds is free, as LLVM's visitors fold
//!    (`super::llvm_simplify`): integer binary operators through InstSimplify as LLVM calls it
//!    (the operands the analysis simplified to constants, the IR as written below them, no
//!    flags: identities, reassociation, distribution, threading over `select` and `phi`,
//!    known bits of shift amounts and divisors, sign bits), floating point ones through its
//!    identities; `half`, `bfloat`, `float` and vector constants folded as LLVM's constant
//!    folder does (NaNs too); intrinsic calls on constants (`abs`, min/max, `ctpop`, `ctlz`,
//!    `cttz`); a `select` as `visitSelectInst` decides it (a simplified condition chooses, and
//!    only a constant as written is recorded; equal constant arms or one base plus offset
//!    fold); anything else only when every operand is constant (`crate::transforms::fold_inst`).
//!    A conditional branch or `switch` on a *simplified* condition (not a literal constant)
//!    only reaches the taken successor, and blocks reached only through untaken edges are dead
//!    and not counted; a `phi` whose live incoming values are one constant, or one base plus
//!    offset, folds. Pointers are tracked as a caller value plus a byte offset (LLVM's
//!    `ConstantOffsetPtrs`) through the arguments, inbounds constant `getelementptr`s,
//!    `bitcast`s, pointer-wide `ptrtoint`/`inttoptr`, `select` and `phi`; an `icmp` of two with
//!    one base folds. Ephemeral values (`llvm.assume` and what only it uses) are skipped.
//! 3. Every instruction costs 5 (InstrCost) except these, free: `phi`, unconditional `br`, the
//!    first `ret`, `unreachable`, `bitcast`, `extractvalue`, `freeze`, `getelementptr` with
//!    constant indices, `llvm.assume` and `llvm.lifetime.*`, and (NVPTX's TargetTransformInfo,
//!    measured on LLVM 19.1.7) a `trunc` to 32 or 16 bits from wider or from 16 to 8 bits, a
//!    `ptrtoint` to an integer as wide as the pointer, an `inttoptr` from one no wider, and a
//!    `getelementptr` off a register base whose only variable index steps by one byte and
//!    whose constant indices add nothing (NVPTX's `getGEPCost`: `[reg + reg]`).
//!    A conditional `br` or `switch` on a folded condition is free. A call costs 5 per argument
//!    more, plus the 25 call penalty for a call to a non-intrinsic function. A `switch` costs,
//!    by LLVM's estimate of its binary-search lowering (no jump tables), `2 × 5 × (3n/2 - 1)`
//!    for n cases (more than 3), or `2 × 5 × n` minus one compare when the default block is
//!    `unreachable`, plus 5.
//! 4. **Load elimination**: a load of an address already loaded from is free until the callee
//!    stores, calls something that may write, or copies memory; then every saved load is
//!    charged back.
//! 5. **SROA**: an argument that points into an alloca of the caller (through inbounds
//!    `getelementptr`s with constant indices) makes simple loads and stores through it (and
//!    through constant-index `getelementptr`s, `bitcast`s, `ptrtoint`/`inttoptr` of it) free,
//!    as SROA would remove them; any other use of such a pointer (a call argument, an atomic,
//!    a variable-index `getelementptr`, an `addrspacecast`, a comparison other than with
//!    null) charges back what its loads and stores saved, and ends load elimination.
//! 6. Never inlined (LLVM's uninlinable patterns): a callee that calls itself (recursive),
//!    a dynamic alloca (outside the entry block, or with a variable count) — an alloca whose
//!    count folds to a constant is static unless it totals more than 65536 bytes —, more than
//!    1024 bytes of allocas into a recursive caller, and a `noduplicate` call unless this is
//!    the callee's last use.
//! 7. **Decision: inline when `cost < max(1, threshold)`** (LLVM 19's `finalizeAnalysis`): a
//!    call whose cost equals the threshold is not inlined; one below it is.
//!
//! Compares of two pointers that fold to constants of one global (a global, a cast of one, an
//! `inbounds` GEP of constant indices of either, a pointer argument given such a constant)
//! fold as LLVM's constant folder does: by their offsets under an equality or unsigned
//! predicate, under a signed one only when the two are the same constant; such a GEP records no
//! base and offset of its own, and a `ptrtoint`/`inttoptr` of a constant is free.
//!
//! `compiler/tests/inline_cost_vs_llvm.rs` runs LLVM 19's `opt` on a module that exercises
//! each rule above and checks every decision, cost and threshold.
//!
//! `print<inline-cost>`'s view is held to LLVM's on every generated case by the pass
//! `inline-cost` and the campaign (`seam_fuzz::model::llvm_cost`).
//!
//! # Not modelled
//! Profile and block-frequency information (hot and cold call sites, `HotCallSiteThreshold`:
//! a `cold` callee is modelled as LLVM's default pipelines see it, where the profile summary
//! is computed); the differences of two `ptrtoint`s of one base; arithmetic on a constant
//! pointer's integer (LLVM's analysis folds `ptrtoint` of a constant pointer to a constant
//! expression, which its constant folder keeps as an expression where seam applies the
//! algebra: `sub x, x` of one stays unfolded there); `icmp` against null of a
//! `nonnull` argument; most of InstSimplify's `icmp` reasoning (a dividend below a divisor is
//! found from known bits and intrinsic ranges only) and of `computeKnownBits`; indirect calls
//! that become direct; the `function-inline-cost` attributes; the cost of any other
//! instruction beyond the list above (5). And around the model: LLVM inlines by cloning with
//! simplification (`CloneAndPruneFunctionInto` folds what the arguments make constant and
//! drops the blocks that leaves dead), and inlines calls between functions of one recursive
//! component; seam clones verbatim (`instsimplify`, `simplify-cfg` and `dce` clean up after)
//! and does not inline within a component, so after a few levels of inlining the callees it
//! weighs can be larger than LLVM's, and the decisions on a whole call graph can differ.
//!
//! The model, file by file: this file, the threshold, the call-site cost and the walk over the
//! callee ([`analyze`]); `walk.rs`, the walk's running state (cost, load elimination, SROA)
//! and the callee as the fold sees it (constants it simplified, dead blocks);
//! `global_ptr.rs`, constant pointers into one global and their compares; `ephemeral.rs`,
//! the ephemeral values the walk skips.

mod ephemeral;
mod global_ptr;
mod walk;

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use super::llvm_simplify::{fold_intrinsic, fold_vector, fold_visited};
use crate::ir::{
    AttrFlag, AttrSetId, Block, CallConv, CastOp, ConstData, ConstId, FuncId, Function, Inst,
    InstData, Intrinsic, ModRef, Module, TypeId, Types, Value,
};
use crate::transforms::fold::FoldContext;
use ephemeral::{call_intrinsic, ephemeral_values};
use global_ptr::{global_ptr, global_ptr_cmp};
use walk::{Analysis, Walk, find_dead};

/// LLVM's `InstrCost`: the cost of one instruction.
pub(super) const INSTR_COST: i64 = 5;
const CALL_PENALTY: i64 = 25;
const LAST_CALL_TO_STATIC_BONUS: i64 = 15000;
const HINT_THRESHOLD: i64 = 325;
const COLD_THRESHOLD: i64 = 45;
const OPT_SIZE_THRESHOLD: i64 = 50;
const OPT_MIN_SIZE_THRESHOLD: i64 = 5;
const COLDCC_PENALTY: i64 = 2000;
const SINGLE_BB_BONUS_PERCENT: i64 = 50;
const VECTOR_BONUS_PERCENT: i64 = 150;
const RECURSIVE_CALLER_STACK_LIMIT: u64 = 1024;
const MAX_SIMPLIFIED_DYNAMIC_ALLOCA: u64 = 65536;

/// The knobs of the model.
#[derive(Clone, Copy, Debug)]
pub(super) struct LlvmParams {
    /// `inline-threshold` (225).
    pub threshold: i64,
    /// Whether the threshold was given explicitly (the size and cold caps then do not apply).
    pub explicit_threshold: bool,
    /// The target's threshold multiplier (NVPTX: 11).
    pub multiplier: i64,
    /// Keep the cost of each instruction ([`Verdict::trace`]).
    pub trace: bool,
}

/// One call site, as the model sees it.
#[derive(Debug)]
pub(super) struct Site<'a> {
    /// The function containing the call.
    pub caller: FuncId,
    /// Whether the caller calls itself directly (LLVM's `IsCallerRecursive`).
    pub caller_recursive: bool,
    /// The function called.
    pub callee: FuncId,
    /// The arguments, with inlined results resolved (constants visible).
    pub args: &'a [Value],
    /// The call's argument attributes.
    pub arg_attrs: &'a [AttrSetId],
    /// Whether the call's block ends in `unreachable`.
    pub block_ends_unreachable: bool,
    /// Whether the callee is local and this call is its only reference.
    pub sole_call: bool,
    /// Per argument, the caller's alloca it points into through inbounds constant-offset
    /// `getelementptr`s (LLVM's SROA candidates), if any.
    pub sroa_args: &'a [Option<Inst>],
    /// Per pointer argument, the caller value it is once inbounds constant-offset
    /// `getelementptr`s are stripped, and the offset (LLVM's `ConstantOffsetPtrs` for the
    /// arguments).
    pub arg_bases: &'a [Option<(Value, i64)>],
}

/// The model's verdict on one call site.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Verdict {
    /// The cost (bonuses subtracted).
    pub cost: i64,
    /// The final threshold (bonuses still applying included).
    pub threshold: i64,
    /// The last-call-to-static bonus subtracted from the cost (0 or 15000).
    pub static_bonus: i64,
    /// An uninlinable pattern, if one was found (the cost is then partial).
    pub never: Option<&'static str>,
    /// With [`LlvmParams::trace`]: each callee instruction analyzed, in order, with the cost
    /// before and after it (what LLVM's `print<inline-cost>` annotates).
    pub trace: Vec<(Inst, i64, i64)>,
}

impl Verdict {
    /// Whether the call is inlined: `cost < max(1, threshold)`.
    pub(super) fn inline(&self) -> bool {
        self.never.is_none() && self.cost < self.threshold.max(1)
    }
}

/// The threshold before bonuses and the bonuses that may apply: `(threshold, single-block
/// bonus, last-call bonus)`.
fn threshold(m: &Module, site: &Site<'_>, p: &LlvmParams) -> (i64, i64, i64, i64) {
    if site.block_ends_unreachable {
        return (0, 0, 0, 0);
    }
    let mut t = p.threshold;
    let mut single_pct = SINGLE_BB_BONUS_PERCENT;
    let mut vector_pct = VECTOR_BONUS_PERCENT;
    let mut last_call = LAST_CALL_TO_STATIC_BONUS;
    let minsize = m.has_fn_attr(site.caller, AttrFlag::MinSize);
    if minsize {
        if !p.explicit_threshold {
            t = t.min(OPT_MIN_SIZE_THRESHOLD);
        }
        single_pct = 0;
        vector_pct = 0;
    } else if m.has_fn_attr(site.caller, AttrFlag::OptSize) && !p.explicit_threshold {
        t = t.min(OPT_SIZE_THRESHOLD);
    }
    if !minsize {
        if m.has_fn_attr(site.callee, AttrFlag::InlineHint) {
            t = t.max(HINT_THRESHOLD);
        }
        if m.has_fn_attr(site.callee, AttrFlag::Cold) {
            single_pct = 0;
            vector_pct = 0;
            last_call = 0;
            if !p.explicit_threshold {
                t = t.min(COLD_THRESHOLD);
            }
        }
    }
    t *= p.multiplier;
    (t, t * single_pct / 100, t * vector_pct / 100, last_call)
}

/// The call-site cost LLVM subtracts: the argument setup, the call, and the call penalty.
fn callsite_cost(m: &Module, site: &Site<'_>) -> i64 {
    let callee = &m.functions[site.callee];
    let dl = m.data_layout();
    let mut cost = 0;
    for (i, &pty) in callee.param_types(&m.types).iter().enumerate() {
        let attrs = site.arg_attrs.get(i).copied().unwrap_or_default();
        let byval = m
            .attrs
            .byval(callee.params[i].attrs)
            .or_else(|| m.attrs.byval(attrs));
        match byval {
            Some(ty) => {
                let bits = dl.store_size(&m.types, ty) * 8;
                let space = m.types.ptr_space(pty).unwrap_or_default();
                let ptr_bits = u64::from(dl.pointer_bits(space)).max(1);
                let stores = bits.div_ceil(ptr_bits).min(8) as i64;
                cost += 2 * stores * INSTR_COST;
            }
            None => cost += INSTR_COST,
        }
    }
    cost + INSTR_COST + CALL_PENALTY
}

/// LLVM's `ShuffleVectorInst::isIdentity`: the mask is as long as an operand (`n` lanes) and
/// every lane it defines is the same lane of one operand (`i`, or `n + i` for the second):
/// a single source (`isSingleSourceMask`: at least one lane defined), poison lanes anywhere.
/// Or `isIdentityWithPadding`, which TTI prices as free too (a subvector widening): longer
/// than an operand, its first `n` lanes such an identity and every other lane poison.
fn is_identity_mask(mask: &[Option<u32>], n: usize) -> bool {
    if mask.len() > n && mask[n..].iter().all(Option::is_none) {
        return is_identity_mask(&mask[..n], n);
    }
    if mask.len() != n || mask.iter().all(Option::is_none) {
        return false;
    }
    let lanes = || {
        mask.iter()
            .enumerate()
            .filter_map(|(i, m)| Some((i, (*m)? as usize)))
    };
    lanes().all(|(i, m)| m == i) || lanes().all(|(i, m)| m == n + i)
}

/// Whether NVPTX's TargetTransformInfo gives a `trunc` from `from` to `to` bits no cost
/// (measured on LLVM 19.1.7: to 32 or 16 bits from wider, and from 16 to 8).
fn free_trunc(from: u32, to: u32) -> bool {
    (to == 32 || to == 16) && from > to || (from == 16 && to == 8)
}

/// Runs the model on one call site.
pub(super) fn analyze(m: &mut Module, site: &Site<'_>, p: &LlvmParams) -> Verdict {
    let (mut thr, single_bb_bonus, vector_bonus, last_call) = threshold(m, site, p);
    let mut cost = -callsite_cost(m, site);
    if m.functions[site.callee].cc == CallConv::Cold {
        cost += COLDCC_PENALTY;
    }
    let static_bonus = if site.sole_call { last_call } else { 0 };
    cost -= static_bonus;
    thr += single_bb_bonus + vector_bonus;
    // LLVM's `NumInstructions` and `NumVectorInstructions`: what decides how much of the
    // vector bonus stays.
    let (mut n_insts, mut n_vector) = (0i64, 0i64);
    let dl = m.data_layout().clone();
    let Module {
        types,
        consts,
        functions,
        attrs,
        ..
    } = m;
    let func = &functions[site.callee];
    let Some(body) = &func.body else {
        return Verdict {
            cost,
            threshold: thr,
            static_bonus,
            never: None,
            trace: Vec::new(),
        };
    };
    let mut a = Analysis {
        types,
        func,
        body,
        args: site.args,
        simplified: HashMap::default(),
        dead: HashSet::default(),
        known_succ: HashMap::default(),
    };
    // Built the first time a branch folds (most call sites fold none).
    let mut cfg: Option<crate::analysis::Cfg> = None;
    let mut w = Walk {
        cost,
        load_elim: true,
        load_elim_cost: 0,
        loaded: HashSet::default(),
        sroa: HashMap::default(),
        sroa_enabled: HashSet::default(),
        sroa_savings: HashMap::default(),
        bases: HashMap::default(),
        global_ptrs: HashMap::default(),
    };
    for (n, base) in site.arg_bases.iter().enumerate() {
        if let Some(bo) = base {
            w.bases.insert(crate::ir::arg(n), *bo);
        }
    }
    for (n, alloca) in site.sroa_args.iter().enumerate() {
        if let Some(al) = alloca {
            w.sroa.insert(crate::ir::arg(n), *al);
            w.sroa_enabled.insert(*al);
        }
    }
    // The intrinsics the callee calls, by callee constant (what the folds ask).
    let mut intrinsics = super::llvm_simplify::Intrinsics::default();
    let mut assumes = Vec::new();
    for (_, i) in body.inst_order() {
        if let InstData::Call(c) = &body.insts[i].data
            && let Value::Const(k) = c.callee
            && let Some(x) = call_intrinsic(functions, consts, &body.insts[i].data)
        {
            intrinsics.insert(k, x);
            if x == Intrinsic::Assume {
                assumes.push(i);
            }
        }
    }
    let ephemeral = ephemeral_values(types, functions, consts, body, &assumes);
    let mut trace: Vec<(Inst, i64, i64)> = Vec::new();
    let mut has_return = false;
    let mut single_bb = true;
    let mut allocated: u64 = 0;
    let mut never: Option<&'static str> = None;
    let mut nodup = false;
    let ptr_bits = |ty: TypeId| {
        types
            .ptr_space(ty)
            .map(|s| dl.pointer_bits(s))
            .unwrap_or(64)
    };
    let entry = body.entry().expect("a body has an entry block");
    let mut order: Vec<Block> = vec![entry];
    let mut listed: HashSet<Block> = HashSet::from_iter([entry]);
    let mut idx = 0;
    'blocks: while idx < order.len() {
        let b = order[idx];
        idx += 1;
        for &i in &body.blocks[b].insts {
            if ephemeral.contains(&i) {
                continue;
            }
            let node = &body.insts[i];
            n_insts += 1;
            if types.is_vector(node.ty) || matches!(node.data, InstData::ExtractElement { .. }) {
                n_vector += 1;
            }
            let here = Value::Inst(i);
            let cost_before = w.cost;
            let free = match &node.data {
                InstData::Phi { incoming, .. } => {
                    // LLVM's visitPHI: the live incoming values must all be one constant, or
                    // all one base plus offset; anything else leaves the phi unknown (it is
                    // free either way).
                    let mut first_c: Option<ConstId> = None;
                    let mut first_base: Option<((Value, i64), Value)> = None;
                    let mut ok = true;
                    let is_ptr = types.ptr_space(node.ty).is_some();
                    for &(v, pred) in incoming {
                        if a.dead.contains(&pred)
                            || a.known_succ.get(&pred).is_some_and(|&s| s != b)
                            || v == here
                        {
                            continue;
                        }
                        let c = match a.known(v) {
                            Value::Const(c) => Some(c),
                            Value::Inst(_) | Value::Arg(_) => None,
                        };
                        let base = if c.is_none() && is_ptr {
                            w.bases.get(&v).copied()
                        } else {
                            None
                        };
                        if c.is_none() && base.is_none() {
                            ok = false;
                            break;
                        }
                        if let Some(f) = first_c {
                            if Some(f) != c {
                                ok = false;
                                break;
                            }
                            continue;
                        }
                        if let Some((fb, _)) = first_base {
                            if Some(fb) != base {
                                ok = false;
                                break;
                            }
                            continue;
                        }
                        if c.is_some() && first_base.is_some() {
                            ok = false;
                            break;
                        }
                        first_c = c;
                        first_base = base.map(|bo| (bo, v));
                    }
                    if ok {
                        if let Some(c) = first_c {
                            a.simplified.insert(i, c);
                        } else if let Some((bo, v)) = first_base {
                            w.bases.insert(here, bo);
                            if let Some(al) = w.sroa_of(v) {
                                w.sroa.insert(here, al);
                            }
                        }
                    }
                    true
                }
                InstData::Select {
                    cond,
                    if_true,
                    if_false,
                    ..
                } => {
                    // LLVM's visitSelectInst. The condition counts only when the analysis
                    // simplified it (a literal constant condition does not); the value chosen
                    // is recorded only when it is a constant as written.
                    let cond_c = match cond {
                        Value::Const(_) => None,
                        Value::Inst(_) | Value::Arg(_) => match a.known(*cond) {
                            Value::Const(k) => Some(k),
                            Value::Inst(_) | Value::Arg(_) => None,
                        },
                    };
                    let direct = |v: Value| match a.known(v) {
                        Value::Const(k) => Some(k),
                        Value::Inst(_) | Value::Arg(_) => None,
                    };
                    let is_ptr = types.ptr_space(node.ty).is_some();
                    match cond_c.map(|k| consts.as_int(k)) {
                        None => {
                            let (tc, fc) = (direct(*if_true), direct(*if_false));
                            let tb = w.bases.get(if_true).copied();
                            if let Some(t) = tc
                                && tc == fc
                            {
                                a.simplified.insert(i, t);
                                true
                            } else if let Some(bo) = tb
                                && is_ptr
                                && tb == w.bases.get(if_false).copied()
                            {
                                w.bases.insert(here, bo);
                                if let Some(al) = w.sroa_of(*if_true) {
                                    w.sroa.insert(here, al);
                                }
                                true
                            } else {
                                w.disable_operands(&node.data);
                                false
                            }
                        }
                        Some(None) => {
                            // A `poison`, `undef` or vector condition: folds only with both
                            // arms constant (LLVM's `ConstantFoldSelectInstruction`).
                            let all = [*if_true, *if_false].iter().all(|&v| direct(v).is_some());
                            let k = cond_c.expect("a constant condition");
                            let folded = if !all {
                                None
                            } else if matches!(consts.get(k), ConstData::Poison(_)) {
                                Some(Value::Const(consts.poison(node.ty)))
                            } else if matches!(consts.get(k), ConstData::Undef(_)) {
                                let t = direct(*if_true).expect("constant");
                                Some(
                                    if matches!(
                                        consts.get(t),
                                        ConstData::Undef(_) | ConstData::Poison(_)
                                    ) {
                                        Value::Const(t)
                                    } else {
                                        a.known(*if_false)
                                    },
                                )
                            } else {
                                fold_vector(types, consts, &node.data, node.ty, &a)
                            };
                            match folded {
                                Some(Value::Const(k)) => {
                                    a.simplified.insert(i, k);
                                    true
                                }
                                _ => {
                                    w.disable_operands(&node.data);
                                    false
                                }
                            }
                        }
                        Some(Some(x)) => {
                            let chosen = if x & 1 == 1 { *if_true } else { *if_false };
                            if let Value::Const(k) = chosen {
                                a.simplified.insert(i, k);
                            } else if is_ptr && let Some(bo) = w.bases.get(&chosen).copied() {
                                w.bases.insert(here, bo);
                                if let Some(al) = w.sroa_of(chosen) {
                                    w.sroa.insert(here, al);
                                }
                            }
                            true
                        }
                    }
                }
                InstData::Alloca { ty, count, .. } => {
                    let size = dl.alloc_size(types, *ty);
                    let known_count = count.and_then(|c| match c {
                        Value::Const(_) => None,
                        Value::Inst(_) | Value::Arg(_) => match a.known(c) {
                            Value::Const(k) => consts.as_int(k),
                            Value::Inst(_) | Value::Arg(_) => None,
                        },
                    });
                    if let Some(n) = known_count {
                        allocated = allocated.saturating_add(n.saturating_mul(size));
                        if allocated > MAX_SIMPLIFIED_DYNAMIC_ALLOCA {
                            never = Some("dynamic-alloca");
                        }
                    } else if b == entry && count.is_none_or(|c| matches!(c, Value::Const(_))) {
                        let n = count
                            .and_then(|c| match c {
                                Value::Const(k) => consts.as_int(k),
                                Value::Inst(_) | Value::Arg(_) => None,
                            })
                            .unwrap_or(1);
                        allocated = allocated.saturating_add(n.saturating_mul(size));
                    } else {
                        never = Some("dynamic-alloca");
                    }
                    false
                }
                InstData::Load {
                    ptr,
                    volatile,
                    atomic,
                    ..
                } => {
                    let simple = !*volatile && atomic.is_none();
                    let unordered = !*volatile
                        && atomic
                            .as_ref()
                            .is_none_or(|x| x.ordering == crate::ir::AtomicOrdering::Unordered);
                    if w.handle_sroa(*ptr, simple) {
                        true
                    } else if w.load_elim && !w.loaded.insert(*ptr) && unordered {
                        w.load_elim_cost += INSTR_COST;
                        true
                    } else {
                        false
                    }
                }
                InstData::Store {
                    ptr,
                    volatile,
                    atomic,
                    ..
                } => {
                    if w.handle_sroa(*ptr, !*volatile && atomic.is_none()) {
                        true
                    } else {
                        w.disable_load_elim();
                        false
                    }
                }
                InstData::Call(c) => {
                    let target = match a.known(c.callee) {
                        Value::Const(k) => match consts.get(k) {
                            ConstData::Global {
                                gv: crate::ir::GlobalValue::Func(f),
                                ..
                            } => Some(*f),
                            ConstData::Int { .. }
                            | ConstData::Float { .. }
                            | ConstData::Null(_)
                            | ConstData::Zero(_)
                            | ConstData::Undef(_)
                            | ConstData::Poison(_)
                            | ConstData::Array { .. }
                            | ConstData::Vector { .. }
                            | ConstData::Struct { .. }
                            | ConstData::Global { .. }
                            | ConstData::Expr { .. }
                            | ConstData::Metadata(_)
                            | ConstData::InlineAsm(_) => None,
                        },
                        Value::Inst(_) | Value::Arg(_) => None,
                    };
                    let target = target.filter(|&f| functions.contains(f));
                    if attrs.has(c.fn_attrs, AttrFlag::NoDuplicate)
                        || target
                            .is_some_and(|f| attrs.has(functions[f].attrs, AttrFlag::NoDuplicate))
                    {
                        nodup = true;
                    }
                    let reads_only = |f: Option<FuncId>| {
                        let mut sets = vec![c.fn_attrs];
                        if let Some(f) = f {
                            sets.push(functions[f].attrs);
                        }
                        sets.iter().any(|&s| {
                            attrs.get(s).iter().any(|at| match at {
                                crate::ir::Attribute::Memory(me) => {
                                    [me.argmem, me.inaccessiblemem, me.other]
                                        .iter()
                                        .all(|&x| x == ModRef::NoModRef || x == ModRef::Ref)
                                }
                                crate::ir::Attribute::Flag(_)
                                | crate::ir::Attribute::Align(_)
                                | crate::ir::Attribute::AlignStack(_)
                                | crate::ir::Attribute::Dereferenceable(_)
                                | crate::ir::Attribute::DereferenceableOrNull(_)
                                | crate::ir::Attribute::ByVal(_)
                                | crate::ir::Attribute::ByRef(_)
                                | crate::ir::Attribute::SRet(_)
                                | crate::ir::Attribute::ElementType(_)
                                | crate::ir::Attribute::NoFpClass(_)
                                | crate::ir::Attribute::Range { .. }
                                | crate::ir::Attribute::Other { .. }
                                | crate::ir::Attribute::Str { .. } => false,
                            })
                        })
                    };
                    let intr = target
                        .filter(|&f| functions[f].is_intrinsic())
                        .and_then(|f| crate::ir::intrinsics::lookup(&functions[f].name))
                        .map(|(x, _)| x);
                    let folded =
                        intr.and_then(|x| fold_intrinsic(types, consts, x, &c.args, node.ty, &a));
                    if let Some(Value::Const(k)) = folded {
                        a.simplified.insert(i, k);
                    }
                    match target {
                        _ if folded.is_some() => true,
                        Some(f) if functions[f].is_intrinsic() => {
                            match intr {
                                // Free for TargetTransformInfo: SROA stays possible.
                                Some(
                                    Intrinsic::Assume
                                    | Intrinsic::LifetimeStart
                                    | Intrinsic::LifetimeEnd,
                                ) => true,
                                // "SROA can usually chew through these intrinsics, but they
                                // aren't free."
                                Some(
                                    Intrinsic::Memcpy | Intrinsic::Memmove | Intrinsic::Memset,
                                ) => {
                                    w.disable_load_elim();
                                    false
                                }
                                _ => {
                                    if !reads_only(Some(f)) {
                                        w.disable_load_elim();
                                    }
                                    w.disable_operands(&node.data);
                                    false
                                }
                            }
                        }
                        // A callee that calls itself is never inlined (LLVM's
                        // `IsRecursiveCall`, with `AllowRecursiveCall` off).
                        Some(f) if f == site.callee => {
                            never = Some("recursive");
                            false
                        }
                        Some(f) => {
                            w.cost += c.args.len() as i64 * INSTR_COST + CALL_PENALTY;
                            if !reads_only(Some(f)) {
                                w.disable_load_elim();
                            }
                            w.disable_operands(&node.data);
                            false
                        }
                        None => {
                            w.cost += c.args.len() as i64 * INSTR_COST;
                            if !reads_only(None) {
                                w.disable_load_elim();
                            }
                            w.disable_operands(&node.data);
                            false
                        }
                    }
                }
                InstData::Ret { .. } => {
                    let f = !has_return;
                    has_return = true;
                    f
                }
                InstData::Br { .. } | InstData::Unreachable => true,
                InstData::CondBr { cond, .. } => {
                    matches!(a.known(*cond), Value::Const(k) if consts.as_int(k).is_some())
                }
                InstData::Switch {
                    cond,
                    default,
                    cases,
                } => {
                    if matches!(a.known(*cond), Value::Const(k) if consts.as_int(k).is_some()) {
                        true
                    } else {
                        let n = cases.len() as i64;
                        let default_undefined = body.blocks[*default]
                            .insts
                            .first()
                            .is_some_and(|&d| matches!(body.insts[d].data, InstData::Unreachable));
                        w.cost += if n <= 3 {
                            (n - i64::from(default_undefined)) * 2 * INSTR_COST
                        } else {
                            (3 * n / 2 - 1) * 2 * INSTR_COST
                        };
                        false
                    }
                }
                InstData::Binary { .. }
                | InstData::FNeg { .. }
                | InstData::ICmp { .. }
                | InstData::FCmp { .. }
                | InstData::Cast { .. }
                | InstData::Gep { .. }
                | InstData::ExtractValue { .. }
                | InstData::InsertValue { .. }
                | InstData::ExtractElement { .. }
                | InstData::InsertElement { .. }
                | InstData::ShuffleVector { .. }
                | InstData::Freeze { .. } => {
                    // LLVM's visitors simplify binary operators and `fneg` with InstSimplify
                    // (identities included), a `select` on a constant condition or between
                    // equal constants, and everything else only when every operand is a
                    // constant.
                    let all_const = {
                        let mut all = true;
                        node.data
                            .visit_operands(|v| all &= matches!(a.known(v), Value::Const(_)));
                        all
                    };
                    let may_fold = match &node.data {
                        InstData::Binary { .. } | InstData::FNeg { .. } => true,
                        InstData::ICmp { .. }
                        | InstData::FCmp { .. }
                        | InstData::Select { .. }
                        | InstData::Phi { .. }
                        | InstData::Alloca { .. }
                        | InstData::Load { .. }
                        | InstData::Store { .. }
                        | InstData::Gep { .. }
                        | InstData::Cast { .. }
                        | InstData::ExtractValue { .. }
                        | InstData::InsertValue { .. }
                        | InstData::ExtractElement { .. }
                        | InstData::InsertElement { .. }
                        | InstData::ShuffleVector { .. }
                        | InstData::Call(_)
                        | InstData::AtomicRmw(_)
                        | InstData::CmpXchg(_)
                        | InstData::Fence { .. }
                        | InstData::Freeze { .. }
                        | InstData::Ret { .. }
                        | InstData::Br { .. }
                        | InstData::CondBr { .. }
                        | InstData::Switch { .. }
                        | InstData::Unreachable => all_const,
                    };
                    let folded = if may_fold {
                        fold_visited(types, consts, &a, &intrinsics, &node.data, node.ty)
                    } else {
                        None
                    };
                    if let Some(Value::Const(k)) = folded {
                        a.simplified.insert(i, k);
                    }
                    if folded.is_some() {
                        // Simplified: free, and SROA is not affected.
                        true
                    } else {
                        match &node.data {
                            InstData::Gep {
                                source_ty,
                                flags,
                                base,
                                indices,
                            } => {
                                let known: Vec<Value> =
                                    indices.iter().map(|&x| a.known(x)).collect();
                                let constant = known.iter().all(|x| matches!(x, Value::Const(_)));
                                if constant {
                                    let inbounds_offset = || {
                                        flags
                                            .contains(crate::ir::GepFlags::INBOUNDS)
                                            .then(|| {
                                                super::wholeprogramdevirt::gep_offset_in(
                                                    types, consts, &dl, *source_ty, &known,
                                                )
                                            })
                                            .flatten()
                                    };
                                    // A GEP of a constant pointer folds to a constant
                                    // expression first, and LLVM then records no base and
                                    // offset for it (`visitGetElementPtr` returns early).
                                    let folds = matches!(a.known(*base), Value::Const(_))
                                        || w.global_ptrs.contains_key(base);
                                    if !folds
                                        && let Some((b0, off)) = w.bases.get(base).copied()
                                        && let Some(d) = inbounds_offset()
                                    {
                                        w.bases.insert(here, (b0, off.wrapping_add(d)));
                                    }
                                    if let Some((g, off)) =
                                        global_ptr(&w, types, consts, &dl, a.known(*base))
                                        && let Some(d) = inbounds_offset()
                                    {
                                        w.global_ptrs.insert(here, (g, off.wrapping_add(d)));
                                    }
                                    if let Some(al) = w.sroa_of(*base) {
                                        w.sroa.insert(here, al);
                                    }
                                    true
                                } else {
                                    w.disable_sroa(*base);
                                    // LLVM's `isGEPFree`: NVPTX folds a register base plus
                                    // one byte-strided register index into the access.
                                    !matches!(base, Value::Const(_))
                                        && !types.is_vector(node.ty)
                                        && byte_indexed(types, consts, &dl, *source_ty, &known)
                                }
                            }
                            // TargetTransformInfo: a shuffle that keeps its length and reads
                            // every lane it defines from the same lane of one operand (LLVM's
                            // `isIdentity`: poison lanes allowed), or widens such a one with
                            // poison lanes, costs nothing, whatever the operands
                            // (`visitInstruction` returns early on a free one).
                            InstData::ShuffleVector { a: va, mask, .. }
                                if {
                                    let vty = match va {
                                        Value::Const(k) => consts.ty(*k),
                                        Value::Inst(_) | Value::Arg(_) => a.ty(*va),
                                    };
                                    types
                                        .vector_parts(vty)
                                        .is_some_and(|(_, n)| is_identity_mask(mask, n as usize))
                                } =>
                            {
                                true
                            }
                            InstData::Cast { op, arg, .. } => {
                                let from = match arg {
                                    Value::Const(k) => consts.ty(*k),
                                    Value::Inst(_) | Value::Arg(_) => a.ty(*arg),
                                };
                                match op {
                                    CastOp::BitCast => {
                                        if let Some(bo) = w.bases.get(arg).copied() {
                                            w.bases.insert(here, bo);
                                        }
                                        if let Some(al) = w.sroa_of(*arg) {
                                            w.sroa.insert(here, al);
                                        }
                                        true
                                    }
                                    // Of a constant: LLVM folds it to a constant expression
                                    // (free, whatever the widths).
                                    CastOp::PtrToInt | CastOp::IntToPtr
                                        if matches!(a.known(*arg), Value::Const(_))
                                            || w.global_ptrs.contains_key(arg) =>
                                    {
                                        true
                                    }
                                    CastOp::PtrToInt | CastOp::IntToPtr => {
                                        if let Some(al) = w.sroa_of(*arg) {
                                            w.sroa.insert(here, al);
                                        }
                                        // LLVM tracks a base and offset through an integer
                                        // exactly as wide as the pointer, and back through
                                        // `inttoptr` from one no wider.
                                        let tracks = if *op == CastOp::PtrToInt {
                                            types.int_bits(node.ty) == Some(ptr_bits(from))
                                        } else {
                                            types
                                                .int_bits(from)
                                                .is_some_and(|b| b <= ptr_bits(node.ty))
                                        };
                                        if tracks && let Some(bo) = w.bases.get(arg).copied() {
                                            w.bases.insert(here, bo);
                                        }
                                        // Measured on LLVM 19.1.7 (NVPTX): `ptrtoint` to
                                        // an integer as wide as the pointer is free, and
                                        // `inttoptr` from one no wider than it.
                                        if *op == CastOp::PtrToInt {
                                            types.int_bits(node.ty) == Some(ptr_bits(from))
                                        } else {
                                            types
                                                .int_bits(from)
                                                .is_some_and(|b| b <= ptr_bits(node.ty))
                                        }
                                    }
                                    CastOp::Trunc => {
                                        w.disable_sroa(*arg);
                                        match (types.int_bits(from), types.int_bits(node.ty)) {
                                            (Some(f), Some(t)) => free_trunc(f, t),
                                            _ => false,
                                        }
                                    }
                                    CastOp::ZExt
                                    | CastOp::SExt
                                    | CastOp::FPTrunc
                                    | CastOp::FPExt
                                    | CastOp::FPToUI
                                    | CastOp::FPToSI
                                    | CastOp::UIToFP
                                    | CastOp::SIToFP
                                    | CastOp::AddrSpaceCast => {
                                        w.disable_sroa(*arg);
                                        false
                                    }
                                }
                            }
                            InstData::ICmp { pred, lhs, rhs }
                                if let Some(v) = global_ptr_cmp(
                                    &w, types, consts, &dl, &a, *pred, *lhs, *rhs,
                                ) =>
                            {
                                // LLVM: both operands fold to constant expressions of one
                                // global, which `ConstantFoldCompareInstOperands` compares by
                                // their offsets (as signed numbers) under an unsigned or
                                // equality predicate; under a signed one only the same
                                // constant folds (to itself).
                                let k = consts.bool(v);
                                a.simplified.insert(i, k);
                                true
                            }
                            InstData::ICmp { pred, lhs, rhs }
                                if w.bases.get(lhs).is_some_and(|l| {
                                    w.bases.get(rhs).is_some_and(|r| r.0 == l.0)
                                }) =>
                            {
                                // LLVM: pointers with one base compare by their offsets.
                                let (l, r) = (w.bases[lhs].1, w.bases[rhs].1);
                                let k = consts.bool(pred.eval(l as u64, r as u64, 64));
                                a.simplified.insert(i, k);
                                true
                            }
                            InstData::ICmp { lhs, rhs, .. } => {
                                let null_rhs = matches!(rhs, Value::Const(k)
                                    if matches!(consts.get(*k), ConstData::Null(_)));
                                w.handle_sroa(*lhs, null_rhs)
                            }
                            // TargetTransformInfo: extractvalue and freeze are free.
                            InstData::ExtractValue { .. } | InstData::Freeze { .. } => true,
                            other @ InstData::Binary { .. }
                            | other @ InstData::FNeg { .. }
                            | other @ InstData::FCmp { .. }
                            | other @ InstData::Select { .. }
                            | other @ InstData::Phi { .. }
                            | other @ InstData::Alloca { .. }
                            | other @ InstData::Load { .. }
                            | other @ InstData::Store { .. }
                            | other @ InstData::InsertValue { .. }
                            | other @ InstData::ExtractElement { .. }
                            | other @ InstData::InsertElement { .. }
                            | other @ InstData::ShuffleVector { .. }
                            | other @ InstData::Call(_)
                            | other @ InstData::AtomicRmw(_)
                            | other @ InstData::CmpXchg(_)
                            | other @ InstData::Fence { .. }
                            | other @ InstData::Ret { .. }
                            | other @ InstData::Br { .. }
                            | other @ InstData::CondBr { .. }
                            | other @ InstData::Switch { .. }
                            | other @ InstData::Unreachable => {
                                w.disable_operands(other);
                                false
                            }
                        }
                    }
                }
                InstData::AtomicRmw(_) | InstData::CmpXchg(_) | InstData::Fence { .. } => {
                    w.disable_operands(&node.data);
                    false
                }
            };
            if !free {
                w.cost += INSTR_COST;
            }
            if p.trace {
                trace.push((i, cost_before, w.cost));
            }
            if never.is_none() && site.caller_recursive && allocated > RECURSIVE_CALLER_STACK_LIMIT
            {
                never = Some("recursive-caller-stack");
            }
            if never.is_some() {
                break 'blocks;
            }
        }
        // Successors: only the taken one of a branch on a folded condition.
        let Some(term) = body.terminator(b) else {
            continue;
        };
        // LLVM follows only the successor of a condition the analysis simplified (a literal
        // constant condition keeps both successors live, though its branch is free).
        let taken = match &body.insts[term].data {
            InstData::CondBr { cond, .. } | InstData::Switch { cond, .. }
                if matches!(cond, Value::Const(_)) =>
            {
                None
            }
            InstData::CondBr {
                cond,
                if_true,
                if_false,
            } => match a.known(*cond) {
                Value::Const(k) => consts
                    .as_int(k)
                    .map(|x| if x & 1 == 1 { *if_true } else { *if_false }),
                Value::Inst(_) | Value::Arg(_) => None,
            },
            InstData::Switch {
                cond,
                default,
                cases,
            } => match a.known(*cond) {
                Value::Const(k) => consts.as_int(k).map(|x| {
                    cases
                        .iter()
                        .find(|(cv, _)| consts.as_int(*cv) == Some(x))
                        .map_or(*default, |&(_, t)| t)
                }),
                Value::Inst(_) | Value::Arg(_) => None,
            },
            InstData::Binary { .. }
            | InstData::FNeg { .. }
            | InstData::ICmp { .. }
            | InstData::FCmp { .. }
            | InstData::Select { .. }
            | InstData::Phi { .. }
            | InstData::Alloca { .. }
            | InstData::Load { .. }
            | InstData::Store { .. }
            | InstData::Gep { .. }
            | InstData::Cast { .. }
            | InstData::ExtractValue { .. }
            | InstData::InsertValue { .. }
            | InstData::ExtractElement { .. }
            | InstData::InsertElement { .. }
            | InstData::ShuffleVector { .. }
            | InstData::Call(_)
            | InstData::AtomicRmw(_)
            | InstData::CmpXchg(_)
            | InstData::Fence { .. }
            | InstData::Freeze { .. }
            | InstData::Ret { .. }
            | InstData::Br { .. }
            | InstData::Unreachable => None,
        };
        if let Some(next) = taken {
            if listed.insert(next) {
                order.push(next);
            }
            a.known_succ.insert(b, next);
            let cfg = cfg.get_or_insert_with(|| crate::analysis::Cfg::new(body));
            find_dead(cfg, &mut a, b, next);
            continue;
        }
        let mut succs = Vec::new();
        body.insts[term].data.visit_successors(|s| succs.push(s));
        if single_bb && succs.len() > 1 {
            thr -= single_bb_bonus;
            single_bb = false;
        }
        for s in succs {
            if listed.insert(s) {
                order.push(s);
            }
        }
    }
    if never.is_none() && nodup && !site.sole_call {
        never = Some("noduplicate");
    }
    // LLVM's `finalizeAnalysis`: the vector bonus stays whole for a callee more than half
    // vector instructions, half of it for one more than a tenth.
    // (An analysis stopped at an uninlinable pattern is not finalized: its threshold keeps
    // the bonus, as LLVM prints it.)
    if never.is_none() {
        if n_vector <= n_insts / 10 {
            thr -= vector_bonus;
        } else if n_vector <= n_insts / 2 {
            thr -= vector_bonus / 2;
        }
    }
    Verdict {
        cost: w.cost,
        threshold: thr,
        static_bonus,
        never,
        trace,
    }
}

/// Whether a GEP of these indices (each a known constant or a value) adds exactly one variable
/// index whose stride is one byte and no constant offset: what NVPTX's `getGEPCost` makes free
/// for a base in a register (`[reg + reg]`: measured on LLVM 19.1.7, `print<inline-cost>` of
/// `getelementptr i8, ptr %p, i64 %i` and of `[4 x i8], ptr %p, i64 0, i64 %i`, with or without
/// `inbounds`, is free; an `i16` or `i32` stride, a constant offset besides, two variable
/// indices or a global base cost 5). A vector or other index type gives `false`.
fn byte_indexed(
    types: &Types,
    consts: &crate::ir::Constants,
    dl: &crate::ir::DataLayout,
    source_ty: TypeId,
    indices: &[Value],
) -> bool {
    let mut ty = source_ty;
    let mut off: i64 = 0;
    let mut scale: Option<u64> = None;
    for (k, v) in indices.iter().enumerate() {
        let stride = if k == 0 {
            dl.alloc_size(types, ty)
        } else if let Some((elem, _)) = types.array_parts(ty) {
            ty = elem;
            dl.alloc_size(types, elem)
        } else if let Some(layout) = dl.struct_layout(types, ty) {
            // A struct index is a constant: the field's offset.
            let Some(i) = super::wholeprogramdevirt::const_index(types, consts, *v) else {
                return false;
            };
            let Ok(idx) = usize::try_from(i) else {
                return false;
            };
            let (Some(&field_off), Some(field)) = (
                layout.offsets.get(idx),
                types.struct_fields(ty).and_then(|f| f.0.get(idx).copied()),
            ) else {
                return false;
            };
            off = off.wrapping_add(field_off as i64);
            ty = field;
            continue;
        } else {
            return false;
        };
        match super::wholeprogramdevirt::const_index(types, consts, *v) {
            Some(i) => off = off.wrapping_add(i.wrapping_mul(stride as i64)),
            None if matches!(v, Value::Const(_)) => return false,
            None if scale.is_some() => return false,
            None => scale = Some(stride),
        }
    }
    scale == Some(1) && off == 0
}
