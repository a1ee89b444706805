//! The generator: a random program built bottom-up, emitted as LLVM IR text, with the facts
//! the labels are computed from recorded as it is built.
//!
//! # How undefined behaviour is ruled out
//!
//! - Every pointer the program makes points at an array of `i32`s whose length (`cap`, a power
//!   of two) the generator knows; every access indexes it with `v & (cap - 1)`.
//! - Writes go only to memory the thread owns: its slot of the `out` buffer (`out + gid *
//!   slot`) and local arrays (dynamic ones too: `slot` or `slot + 1` elements); and the grid's
//!   first thread alone stores to `@gv` (`volatile`, never read). Pointers carry a `writable` flag; a callee's parameter that is
//!   written through only receives writable pointers.
//! - The shared array is written once per block (thread `t` writes elements `t`, `t + ntid`,
//!   ...), then a barrier that every thread reaches; after it, shared memory is only read.
//! - Local arrays are filled by a loop before any read; `byval` copies come from a stored
//!   aggregate; global and constant arrays have initializers; input buffers are filled by the
//!   launch.
//! - Division and remainder divide by `v | 1` (unsigned) or `(v & 0x7fff) | 1` (signed); shift
//!   amounts are masked to 0..31; `nsw`/`nuw` appear only on loop counters that cannot wrap.
//! - Loops run at most `trip` times; recursion takes a depth argument masked to 0..3.
//! - Casts from generic to a specific space happen only under an `isspacep` test of that space.
//! - Atomic results are never used (their order differs between runs of a GPU).
//! - Floats: one `fadd`, `fsub` or `fmul` of two converted integers, then a bitcast: each is
//!   correctly rounded everywhere and no multiply feeds an add (no FMA contraction possible).
//! - Vectors: lane-wise integer arithmetic only (no division); a run-time lane index is
//!   masked to the vector's length.
//! - `half`/`bfloat`: one `fadd`, `fsub` or `fmul` of two integers below 1024 (exact in both
//!   formats), read back as bits: correctly rounded everywhere and never NaN.
//! - Warp operations stand only at a kernel's top level (every thread of the block reaches
//!   them), with the mask of the lanes the thread's warp has, and a clamp that keeps every
//!   `shfl.sync` source among them (no lane reads a missing one).
//! - Known-bits probes (`known.rs`): divisors never 0 (nor -1 when signed), shift amounts
//!   masked below the width, `exact`/`nuw`/`nsw` only where they hold, a `float` read as bits
//!   only when it cannot be a NaN; the shapes that are `poison` or may be a NaN are unused.
//! - Fold probes (`folds.rs`): the intrinsics of `undef` (`poison` to the interpreter) and
//!   what is computed from them are unused, and reach no branch, divisor, address or store.
//! - The estimated instruction count of each launch stays under `Config::cost`.

mod bodies;
mod consts;
mod devirt;
mod folds;
mod known;
mod ranges;
use consts::{CS_TY, GS_TY};
mod stmts;
mod text;

use std::collections::BTreeSet;
use std::fmt::Write as _;

use arbitrary::Unstructured;

use crate::config::{Config, Feature, FeatureSet};
use crate::labels::{ForceInline, Label, Space};

/// A recursion depth argument is masked to this.
const MAX_REC_DEPTH: u64 = 3;

/// Where a pointer's address may come from: a space, or whatever a parameter (or a
/// function's return) receives — resolved by a fixpoint once the whole program exists.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
enum Atom {
    Space(Space),
    Param(usize, usize),
    Ret(usize),
}

#[derive(Clone, Debug)]
struct PtrVal {
    /// The operand, without its type (`%p3`, `@sh`).
    name: String,
    /// The pointer type's address space (0: generic).
    ty: u32,
    cap: u32,
    writable: bool,
    origins: Vec<Atom>,
    /// The space the generator believes this pointer has (a hint for agreeing call sites).
    hint: Option<Space>,
    /// A global symbol (usable in a constant expression).
    symbol: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum PKind {
    Ptr {
        cap: u32,
        writable: bool,
        pref: Space,
    },
    I32,
    Depth,
    Image(&'static str),
    Agg(u32),
    ByVal(u32),
    /// A parameter narrower than a slot: `i8` (1) or `i16` (2). Seed 000 counts it as 4 bytes
    /// (`param_slot_size`'s minimum), so a payload can cross 384 through it alone.
    Small(u8),
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum RKind {
    Void,
    I32,
    Ptr { cap: u32 },
    Agg(u32),
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum FKind {
    Normal,
    SelfRec,
    MutRec(usize),
    Target,
    Kernel,
}

#[derive(Clone, Debug)]
struct Func {
    name: String,
    linkage: &'static str,
    params: Vec<PKind>,
    ret: RKind,
    kind: FKind,
    level: u32,
    noinline: bool,
    alwaysinline: bool,
    optnone: bool,
    nooutline: bool,
    /// In a comdat of its own name (`$f = comdat any`).
    comdat: bool,
    /// Kernel marked by `!nvvm.annotations` instead of the `ptx_kernel` convention.
    annotated_kernel: bool,
    /// Estimated instructions per call, callees included.
    cost: u64,
    callers: u32,
}

impl Func {
    fn param_payload(&self) -> u64 {
        self.params
            .iter()
            .map(|p| match p {
                PKind::Ptr { .. } | PKind::ByVal(_) | PKind::Image(_) => 8,
                PKind::I32 | PKind::Depth | PKind::Small(_) => 4,
                PKind::Agg(e) => u64::from(*e) * 4,
            })
            .sum()
    }

    fn ret_payload(&self) -> u64 {
        match self.ret {
            RKind::Void => 0,
            RKind::I32 => 4,
            RKind::Ptr { .. } => 8,
            RKind::Agg(e) => u64::from(e) * 4,
        }
    }

    fn param_name(&self, i: usize) -> String {
        match self.params[i] {
            PKind::Ptr { .. } => format!("%p{i}"),
            PKind::I32 => format!("%x{i}"),
            PKind::Depth => "%depth".to_owned(),
            PKind::Image(k) => format!("%{k}{i}"),
            PKind::Agg(_) => format!("%agg{i}"),
            PKind::ByVal(_) => format!("%bv{i}"),
            PKind::Small(_) => format!("%s{i}"),
        }
    }
}

struct CallRec {
    callee: usize,
    param: usize,
    origins: Vec<Atom>,
}

struct ICallRec {
    caller: usize,
    name: String,
    /// Guarded by its own type test.
    guarded: bool,
    /// The table, when the call goes through one constant table (not a `select` of two).
    table: Option<String>,
    /// A type test of that constant table dominates the call.
    dominated: bool,
    class: usize,
    slot: usize,
}

struct Class {
    typed: bool,
    slots: usize,
    tables: Vec<Vec<usize>>,
}

#[derive(Clone, Copy, Debug)]
enum SnipArg {
    In(usize),
    Prev(usize),
    Const(i32),
}

/// One function body being emitted.
struct Body {
    func: usize,
    prefix: char,
    next: u32,
    blocks: u32,
    lines: Vec<String>,
    allocas: Vec<String>,
    cur: String,
    ints: Vec<String>,
    ptrs: Vec<PtrVal>,
    cost: u64,
    mult: u64,
    budget: u64,
    nest: u32,
    loops: u32,
    level: u32,
    snippet_done: bool,
    /// Whether values computed at the top level reach the body's result (kernels, and
    /// ordinary functions returning an integer): where the snippet may go.
    observe: bool,
    /// Values folded into the body's result so that code generation keeps them (the
    /// snippet's results).
    keep: Vec<String>,
    /// Constant tables type-tested at points that dominate the current one.
    tested: Vec<String>,
    /// The kernel's warp mask (`%wmask`, `%wc`) is computed.
    warp_ready: bool,
}

/// What the generator hands back before the case is assembled.
pub(crate) struct Generated {
    pub(crate) text: String,
    pub(crate) launches: Vec<String>,
    pub(crate) labels: Vec<Label>,
    pub(crate) used: FeatureSet,
}

pub(crate) struct Gen<'a, 'u> {
    r: &'a mut Unstructured<'u>,
    cfg: &'a Config,
    on: FeatureSet,
    used: FeatureSet,
    funcs: Vec<Func>,
    /// Each function's body text, by index.
    texts: Vec<String>,
    calls: Vec<CallRec>,
    rets: Vec<(usize, Vec<Atom>)>,
    icalls: Vec<ICallRec>,
    classes: Vec<Class>,
    snippet: Vec<(&'static str, SnipArg, SnipArg)>,
    snippet_uses: u32,
    intrinsics: BTreeSet<&'static str>,
    slot: u32,
    shared: u32,
    use_g: bool,
    use_c: bool,
    /// `@cs` (a small constant struct) and `@gs` (a struct above GlobalOpt's promotion limit)
    /// are read.
    use_cs: bool,
    use_gs: bool,
    /// `@gt`, a constant struct of `i8` fields at GlobalOpt's limits, when one is read:
    /// `(bytes, fields)`, 255 or 256 bytes (the largest whole-byte size promoted, and the
    /// smallest not) and 16 or 17 fields (SRA's limit and one past it).
    term_struct: Option<(u32, u32)>,
    use_sh: bool,
    use_count: bool,
    /// `@gv`, a scalar stored `volatile` by one thread and never read (GlobalOpt keeps it).
    use_gv: bool,
    icall_count: u32,
    /// Direct calls made so far (numbers the call sites' attributes).
    call_sites: u32,
    /// Constant tables type-tested, with the function testing them.
    table_tests: Vec<(usize, String)>,
    /// Per-function cost cap (instructions per call).
    fn_budget: u64,
    /// `@dvterms`' virtual calls (`devirt.rs`): the candidate rule each exercises and its
    /// number (`%icall.N`).
    dv_terms: Vec<(devirt::DvRule, u32)>,
}

fn ptr_ty(space: u32) -> String {
    if space == 0 {
        "ptr".to_owned()
    } else {
        format!("ptr addrspace({space})")
    }
}

impl<'a, 'u> Gen<'a, 'u> {
    pub(crate) fn new(r: &'a mut Unstructured<'u>, cfg: &'a Config) -> Gen<'a, 'u> {
        let mut on = cfg.features;
        // Dependencies between features.
        if !on.contains(Feature::Calls) {
            for f in [
                Feature::Recursion,
                Feature::MutualRecursion,
                Feature::Forwarding,
                Feature::Disagree,
                Feature::GepArgs,
                Feature::PtrReturn,
                Feature::ConstExprCasts,
                Feature::Aggregates,
                Feature::ByVal,
                Feature::BigParams,
                Feature::BigReturns,
                Feature::Images,
                Feature::NoInline,
                Feature::AlwaysInline,
                Feature::OptNone,
                Feature::NoOutline,
                Feature::Linkage,
            ] {
                on.remove(f);
            }
        }
        if !on.contains(Feature::IndirectCalls) {
            on.remove(Feature::TypeTests);
        }
        let slot = cfg.slot.clamp(4, 64).next_power_of_two();
        let shared = cfg.shared.max(slot).next_power_of_two().min(4096);
        Gen {
            r,
            cfg,
            on,
            used: FeatureSet::EMPTY,
            funcs: Vec::new(),
            texts: Vec::new(),
            calls: Vec::new(),
            rets: Vec::new(),
            icalls: Vec::new(),
            classes: Vec::new(),
            snippet: Vec::new(),
            snippet_uses: 0,
            intrinsics: BTreeSet::new(),
            slot,
            shared,
            use_g: false,
            use_c: false,
            use_cs: false,
            use_gs: false,
            term_struct: None,
            use_sh: false,
            use_count: false,
            use_gv: false,
            icall_count: 0,
            call_sites: 0,
            table_tests: Vec::new(),
            fn_budget: (u64::from(cfg.cost) / 8).max(200),
            dv_terms: Vec::new(),
        }
    }

    // ---- randomness -------------------------------------------------------------------

    /// 0..n; 0 once the bytes run out.
    fn below(&mut self, n: u32) -> u32 {
        if n <= 1 {
            return 0;
        }
        self.r.int_in_range(0..=n - 1).unwrap_or(0)
    }

    fn range(&mut self, lo: u32, hi: u32) -> u32 {
        if hi <= lo {
            return lo;
        }
        lo + self.below(hi - lo + 1)
    }

    /// True with probability num/den; false once the bytes run out.
    fn chance(&mut self, num: u32, den: u32) -> bool {
        self.below(den) >= den - num
    }

    /// A random element of a non-empty slice.
    fn choose<T: Clone>(&mut self, v: &[T]) -> T {
        v[self.below(v.len() as u32) as usize].clone()
    }

    fn has(&self, f: Feature) -> bool {
        self.on.contains(f)
    }

    fn maybe(&mut self, f: Feature, num: u32, den: u32) -> bool {
        self.has(f) && self.chance(num, den)
    }

    fn word(&mut self) -> i32 {
        self.r.arbitrary::<i32>().unwrap_or(0)
    }

    fn small(&mut self) -> i32 {
        self.range(0, 64) as i32 - 8
    }

    // ---- the program --------------------------------------------------------------------

    pub(crate) fn run(mut self) -> Generated {
        if self.has(Feature::Repeated) {
            self.make_snippet();
        }
        if self.has(Feature::IndirectCalls) {
            self.make_targets();
        }
        if self.has(Feature::Calls) {
            self.make_device_functions();
        }
        let n_kernels = if self.has(Feature::MultiKernels) {
            self.range(2, self.cfg.kernels.clamp(2, 4))
        } else {
            1
        };
        let n_unref = u32::from(self.has(Feature::UnreferencedKernels));
        let mut kernels = Vec::new();
        for k in 0..n_kernels + n_unref {
            let idx = self.funcs.len();
            let annotated = self.chance(1, 4);
            self.funcs.push(Func {
                name: format!("k{k}"),
                linkage: "",
                params: Vec::new(),
                ret: RKind::Void,
                kind: FKind::Kernel,
                level: self.cfg.depth.clamp(1, 8) + 1,
                noinline: false,
                alwaysinline: false,
                optnone: false,
                nooutline: false,
                comdat: false,
                annotated_kernel: annotated,
                cost: 0,
                callers: 0,
            });
            self.kernel_body(idx);
            kernels.push((idx, k < n_kernels));
        }
        if n_kernels >= 2 {
            self.used.insert(Feature::MultiKernels);
        }
        if n_unref > 0 {
            self.used.insert(Feature::UnreferencedKernels);
        }
        if self.snippet_uses >= 2 {
            self.used.insert(Feature::Repeated);
        }
        let launches = kernels
            .iter()
            .filter(|(_, launched)| *launched)
            .map(|&(idx, _)| self.launch(idx))
            .collect();
        self.choose_devirt_terms();
        let labels = self.labels(&kernels);
        let text = self.module_text();
        Generated {
            text,
            launches,
            labels,
            used: self.used,
        }
    }

    fn make_snippet(&mut self) {
        let n = self.range(10, 19) as usize;
        let ops = ["add", "sub", "mul", "xor", "and", "or", "shl", "lshr"];
        for k in 0..n {
            let op = self.choose(&ops);
            let a = if k == 0 {
                SnipArg::In(0)
            } else {
                SnipArg::Prev(k - 1)
            };
            // Mostly registers: a chain of operations on constants is folded by LLVM's code
            // generation into fewer instructions than the snippet has.
            let b = if op == "shl" || op == "lshr" {
                SnipArg::Const(self.range(1, 31) as i32)
            } else {
                match self.below(5) {
                    0 | 1 => SnipArg::In(1),
                    2 | 3 if k > 1 => SnipArg::Prev(self.below(k as u32 - 1) as usize),
                    _ => SnipArg::Const(self.word() | 1),
                }
            };
            self.snippet.push((op, a, b));
        }
    }

    fn blank_func(&mut self, name: String, kind: FKind, level: u32) -> Func {
        Func {
            name,
            linkage: "internal",
            params: Vec::new(),
            ret: RKind::I32,
            kind,
            level,
            noinline: false,
            alwaysinline: false,
            optnone: false,
            nooutline: false,
            comdat: false,
            annotated_kernel: false,
            cost: 0,
            callers: 0,
        }
    }

    fn make_targets(&mut self) {
        let n_targets = self.range(2, 4) as usize;
        let first = self.funcs.len();
        for t in 0..n_targets {
            let mut f = self.blank_func(format!("t{t}"), FKind::Target, 0);
            f.params = vec![PKind::I32];
            self.funcs.push(f);
            let idx = self.funcs.len() - 1;
            let mut b = self.body(idx);
            let n = self.range(1, 4);
            for _ in 0..n {
                self.arith(&mut b);
            }
            self.finish(&mut b, idx);
        }
        let n_classes = self.range(1, 2) as usize;
        for _ in 0..n_classes {
            let typed = self.has(Feature::TypeTests) && !self.chance(1, 4);
            let slots = self.range(1, 3) as usize;
            let n_tables = self.range(1, 3) as usize;
            let mut tables = Vec::new();
            for _ in 0..n_tables {
                let row = (0..slots)
                    .map(|_| first + self.below(n_targets as u32) as usize)
                    .collect();
                tables.push(row);
            }
            self.classes.push(Class {
                typed,
                slots,
                tables,
            });
        }
    }

    fn spaces_on(&self, writable: bool) -> Vec<Space> {
        let mut v = Vec::new();
        if self.has(Feature::GlobalPtrs) {
            v.push(Space::Global);
        }
        if self.has(Feature::LocalMem) {
            v.push(Space::Local);
        }
        if !writable {
            if self.has(Feature::SharedMem) {
                v.push(Space::Shared);
            }
            if self.has(Feature::ConstMem) {
                v.push(Space::Const);
            }
        }
        v
    }

    fn make_device_functions(&mut self) {
        let max = self.cfg.functions.min(64);
        let n = self.range(max.min(1), max);
        let depth = self.cfg.depth.clamp(1, 8);
        let mut levels: Vec<u32> = (0..n).map(|_| self.range(1, depth)).collect();
        levels.sort_unstable();
        let mut i = 0;
        while i < levels.len() {
            let level = levels[i];
            let idx = self.funcs.len();
            if self.maybe(Feature::MutualRecursion, 1, 8) && i + 1 < levels.len() {
                let a = self.signature(format!("mra{idx}"), FKind::MutRec(idx + 1), level);
                self.funcs.push(a);
                let mut bf = self.signature(format!("mrb{idx}"), FKind::MutRec(idx), level);
                bf.params = self.funcs[idx].params.clone();
                bf.ret = RKind::I32;
                self.funcs.push(bf);
                self.rec_body(idx);
                self.rec_body(idx + 1);
                let c = self.funcs[idx].cost.max(self.funcs[idx + 1].cost) * (MAX_REC_DEPTH + 1);
                self.funcs[idx].cost = c;
                self.funcs[idx + 1].cost = c;
                i += 2;
                continue;
            }
            let kind = if self.maybe(Feature::Recursion, 1, 6) {
                FKind::SelfRec
            } else {
                FKind::Normal
            };
            let name = match kind {
                FKind::SelfRec => format!("rec{idx}"),
                _ => format!("f{idx}"),
            };
            let f = self.signature(name, kind, level);
            self.funcs.push(f);
            if kind == FKind::SelfRec {
                self.rec_body(idx);
                self.funcs[idx].cost *= MAX_REC_DEPTH + 1;
            } else {
                self.normal_body(idx);
            }
            i += 1;
        }
    }

    fn signature(&mut self, name: String, kind: FKind, level: u32) -> Func {
        let mut f = self.blank_func(name, kind, level);
        let rec = matches!(kind, FKind::SelfRec | FKind::MutRec(_));
        let n_ptr = self.range(0, 3);
        for _ in 0..n_ptr {
            let writable = self.chance(1, 3);
            let spaces = self.spaces_on(writable);
            if spaces.is_empty() {
                continue;
            }
            let pref = self.choose(&spaces);
            let cap = if self.maybe(Feature::GepArgs, 1, 3) {
                self.slot / 2
            } else {
                self.slot
            };
            f.params.push(PKind::Ptr {
                cap,
                writable,
                pref,
            });
        }
        let n_int = self.range(u32::from(rec), 2);
        for _ in 0..n_int {
            f.params.push(PKind::I32);
        }
        if rec {
            f.params.push(PKind::Depth);
        }
        if self.maybe(Feature::Images, 1, 3) {
            let kinds = ["rdoimage", "wroimage", "sampler"];
            let k = kinds[self.below(3) as usize];
            let at = self.below(f.params.len() as u32 + 1) as usize;
            f.params.insert(at, PKind::Image(k));
        }
        if self.maybe(Feature::Aggregates, 1, 3) {
            let e = self.range(1, 12);
            f.params.push(PKind::Agg(e));
        }
        if self.maybe(Feature::ByVal, 1, 4) {
            let e = self.range(1, 120);
            f.params.push(PKind::ByVal(e));
        }
        if self.maybe(Feature::BigParams, 1, 4) {
            // Land exactly on 384 bytes or just over it.
            let rest = f.param_payload();
            if rest + 16 < 384 {
                let over = u32::from(self.chance(1, 2));
                // One time in two the last slots are `i8`/`i16` parameters: the payload
                // reaches 384 (or 388) only because each counts 4 bytes, its raw size staying
                // at most 384, so the slot minimum alone decides `large-params`.
                let small = if self.chance(1, 2) {
                    1 + self.below(2)
                } else {
                    0
                };
                let e = ((384 - rest) / 4) as u32 - small + if small > 0 { 0 } else { over };
                let at = self.below(f.params.len() as u32 + 1) as usize;
                f.params.insert(at, PKind::Agg(e));
                if small > 0 {
                    for _ in 0..small + over {
                        f.params.push(PKind::Small(1 + self.below(2) as u8));
                    }
                }
            }
        }
        f.ret = if rec {
            RKind::I32
        } else if self.maybe(Feature::BigReturns, 1, 4) {
            RKind::Agg(if self.chance(3, 4) {
                36 + self.below(2)
            } else {
                self.range(2, 64)
            })
        } else if self.maybe(Feature::PtrReturn, 1, 2)
            && f.params.iter().any(|p| matches!(p, PKind::Ptr { .. }))
        {
            let cap = f
                .params
                .iter()
                .filter_map(|p| match p {
                    PKind::Ptr { cap, .. } => Some(*cap),
                    _ => None,
                })
                .min()
                .unwrap_or(self.slot);
            RKind::Ptr { cap }
        } else if self.chance(1, 6) {
            RKind::Void
        } else {
            RKind::I32
        };
        if self.maybe(Feature::OptNone, 1, 10) {
            f.optnone = true;
            f.noinline = true;
        } else if self.maybe(Feature::NoInline, 1, 4) {
            f.noinline = true;
        } else if self.maybe(Feature::AlwaysInline, 1, 6) {
            f.alwaysinline = true;
        }
        f.nooutline = self.maybe(Feature::NoOutline, 1, 5);
        if self.has(Feature::Linkage) {
            // Half stay internal; the rest: private, external, the discardable ODR linkages
            // (with and without a comdat), and the interposable ones no inliner may inline.
            let k = self.below(14);
            f.linkage = match k {
                0 => "private",
                1 => "",
                2..=3 => "linkonce_odr",
                4 => "weak_odr",
                5 => "linkonce",
                6 => "weak",
                _ => "internal",
            };
            f.comdat = k == 3;
        }
        f
    }

    // ---- bodies --------------------------------------------------------------------------

    fn body(&mut self, func: usize) -> Body {
        let prefixes = ['v', 'a', 't', 'q', 'w', 'z', 'm', 'h'];
        let f = &self.funcs[func];
        let mut b = Body {
            func,
            prefix: prefixes[func % prefixes.len()],
            next: 0,
            blocks: 0,
            lines: vec!["entry:".to_owned()],
            allocas: Vec::new(),
            cur: "entry".to_owned(),
            ints: Vec::new(),
            ptrs: Vec::new(),
            cost: 1,
            mult: 1,
            budget: self.fn_budget,
            nest: 0,
            loops: 0,
            level: f.level,
            snippet_done: false,
            observe: false,
            keep: Vec::new(),
            tested: Vec::new(),
            warp_ready: false,
        };
        for i in 0..f.params.len() {
            let name = f.param_name(i);
            match f.params[i] {
                PKind::Ptr {
                    cap,
                    writable,
                    pref,
                } => b.ptrs.push(PtrVal {
                    name,
                    ty: 0,
                    cap,
                    writable,
                    origins: vec![Atom::Param(func, i)],
                    hint: Some(pref),
                    symbol: false,
                }),
                PKind::I32 | PKind::Depth => b.ints.push(name),
                PKind::Image(_) | PKind::Agg(_) | PKind::ByVal(_) | PKind::Small(_) => {}
            }
        }
        b
    }
}

fn sym(name: &str, space: Space, cap: u32) -> PtrVal {
    PtrVal {
        name: name.to_owned(),
        ty: space.number(),
        cap,
        writable: false,
        origins: vec![Atom::Space(space)],
        hint: Some(space),
        symbol: true,
    }
}

fn merge(name: String, ty: u32, a: &PtrVal, b: &PtrVal) -> PtrVal {
    let mut origins = a.origins.clone();
    for o in &b.origins {
        if !origins.contains(o) {
            origins.push(*o);
        }
    }
    PtrVal {
        name,
        ty,
        cap: a.cap.min(b.cap),
        writable: a.writable && b.writable,
        origins,
        hint: if a.hint == b.hint { a.hint } else { None },
        symbol: false,
    }
}
